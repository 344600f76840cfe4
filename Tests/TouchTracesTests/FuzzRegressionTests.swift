import Foundation
import GestureKit
import GestureReports
import SwiftUIScenes
import Testing

@testable import TouchTraces

/// Every reproducer the fuzz targets keep in `Fuzzing/regressions` (the inputs that crashed a
/// reader, or walked around a limit, before it was fixed) read through the reader its target
/// fuzzes: each must read or give a ``TraceError``, never trap, in the ordinary test run too.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
  static let folder = TraceFixtures.packageRoot.appendingPathComponent("Fuzzing/regressions")

  /// `target/file` for every reproducer.
  static let reproducers: [String] = {
    let manager = FileManager.default
    let targets = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
    return targets.sorted().flatMap { target in
      ((try? manager.contentsOfDirectory(
        atPath: folder.appendingPathComponent(target).path)) ?? []).sorted().map {
          "\(target)/\($0)"
        }
    }
  }()

  @Test("There are reproducers for every target")
  func present() {
    let targets = Set(Self.reproducers.map { $0.split(separator: "/")[0] })
    #expect(
      targets == [
        "debug-events", "evemu", "libinput-record", "merge-report", "replay", "scene",
        "swiftui-scene", "touch-script",
      ])
  }

  @Test("Each reads or gives a TraceError", arguments: reproducers)
  @MainActor func reproducer(_ name: String) throws {
    let bytes = Array(try Data(contentsOf: Self.folder.appendingPathComponent(name)))
    let target = name.split(separator: "/")[0]
    do {
      switch target {
      case "evemu": _ = try decodeAll(EvemuRecording(bytes: bytes, name: name))
      case "libinput-record": _ = try decodeAll(LibinputRecording(bytes: bytes, name: name))
      case "touch-script": _ = try TouchScriptFile(bytes: bytes, name: name)
      case "scene": _ = try Scene(bytes: bytes, name: name, registry: .builtIn)
      case "swiftui-scene":
        let scene = try Scene(bytes: bytes, name: name, registry: .withSwiftUI)
        _ = scene.simulation.run(TouchScript { .tap(at: CGPoint(x: 195, y: 422)) })
      case "debug-events":
        let log = try LibinputDebugLog(bytes: bytes, name: name)
        _ = try log.frames(mapping: PointMapping())
      case "merge-report":
        let reports = try bytes.split(
          separator: Array("\n#report\n".utf8), omittingEmptySubsequences: false
        ).enumerated().map { index, part in
          ("shard-\(index + 1).json", try VerifyReport.read(Data(part), path: name))
        }
        let merged = try VerifyReport.merged(reports)
        #expect(try VerifyReport.read(merged.json(), path: name) == merged)
      default:
        let separator = Array("\n#scene\n".utf8)
        var trace = bytes
        var scene = Scene.makeDefault(
          windowSize: CGSize(width: 390, height: 844), registry: .builtIn)
        if let range = bytes.firstRange(of: separator) {
          trace = Array(bytes[..<range.lowerBound])
          scene = try Scene(
            bytes: Array(bytes[range.upperBound...]), name: name, registry: .builtIn)
        }
        let input = try TraceInput(bytes: trace, name: name)
        try input.forEachInput { event in
          #expect(event.time.isFinite)
          scene.simulation.feed(event)
        }
        scene.simulation.settle()
      }
    } catch is TraceError {}
  }
}
