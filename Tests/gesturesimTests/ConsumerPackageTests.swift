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
    #expect(run.standardOutput.contains("README: 2 examples"))
    #expect(run.standardOutput.hasSuffix("consumer-package: ok\n"), "\(run)")
  }
}
