import Foundation
import Testing

@Suite("A new package outside the repository uses GestureSim as the README says")
struct ConsumerPackageTests {
  static let enabled = ProcessInfo.processInfo.environment["GESTURESIM_CONSUMER_PACKAGE"] == "1"

  @Test(
    "scripts/consumer-package: an iOS-shaped view controller tested with Swift Testing and XCTest, the README's examples with the README's Package.swift lines",
    .enabled(
      if: enabled,
      "builds GestureKit again in a new package outside the repository (minutes); run with GESTURESIM_CONSUMER_PACKAGE=1, as the `consumer` stage of .ci/run does"
    ))
  func consumerPackage() async throws {
    let script = GestureSimTool.packageRoot.appendingPathComponent("scripts/consumer-package")
    let run = try await GestureSimTool.run(
      program: URL(fileURLWithPath: "/bin/bash"), [script.path])
    #expect(run.status == 0, "\(run)")
    // Every README example that is a whole file is compiled and run there: count them here.
    let readme = try String(
      contentsOf: GestureSimTool.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let examples = readme.components(separatedBy: "```swift\nimport GestureKit\n").count - 1
    #expect(examples >= 2)
    #expect(run.standardOutput.contains("README: \(examples) examples"), "\(run)")
    #expect(run.standardOutput.hasSuffix("consumer-package: ok\n"), "\(run)")
  }
}
