import Foundation
import Testing

/// A shipped touch script and the scene it is verified with, if any.
private let scripts: [(script: String, scene: String?)] = [
  ("Traces/scripts/tap.touches.yml", nil),
  (
    "Traces/scripts/double-tap-then-drag.touches.yml",
    "Traces/scripts/double-tap-then-drag.scene.yml"
  ),
]

@Suite("gesturesim convert")
struct ConvertCommandTests {
  /// Converts `script` into `folder/converted.yml` with `options` and checks the run.
  private func convert(_ script: String, into folder: URL, options: [String]) async throws -> URL {
    let out = folder.appendingPathComponent("converted.yml")
    let run = try await GestureSimTool.run(["convert", script, "-o", out.path] + options)
    #expect(run.status == 0, "\(run)")
    #expect(run.standardOutput == "")
    #expect(run.standardError == "")
    #expect(folder.folderContents == ["converted.yml"])
    #expect(try String(contentsOf: out, encoding: .utf8).hasPrefix("# libinput record\n"))
    return out
  }

  private func replayJSON(_ trace: String, scene: String?, options: [String] = []) async throws
    -> String
  {
    let run = try await GestureSimTool.run(
      ["replay", trace, "--format", "json"] + (scene.map { ["--scene", $0] } ?? []) + options)
    #expect(run.status == 0, "\(run)")
    return run.standardOutput
  }

  @Test(
    "A script converted at a quarter point per device unit replays to the same transcript",
    arguments: scripts)
  func exactRoundTrip(_ script: String, scene: String?) async throws {
    // 5 points/mm at the writer's 20 units/mm puts every whole or quarter point on a device
    // unit, so nothing is rounded on the way to the recording and back.
    let options = ["--points-per-mm", "5"]
    try await withTemporaryFolder { folder in
      let recording = try await convert(script, into: folder, options: options)
      let replayed = try await replayJSON(recording.path, scene: scene, options: options)
      let original = try await replayJSON(script, scene: scene)
      #expect(replayed == original)
      #expect(!original.isEmpty)
    }
  }

  @Test(
    "At the default mapping only locations move, by at most half a device unit",
    arguments: scripts.map(\.script))
  func defaultRoundTrip(_ script: String) async throws {
    // In the default scene, so that the recording is mapped back at the resolution it was
    // written with rather than fitted onto a scene's window.
    try await withTemporaryFolder { folder in
      let recording = try await convert(script, into: folder, options: [])
      let replayed = try transcript(try await replayJSON(recording.path, scene: nil))
      let original = try transcript(try await replayJSON(script, scene: nil))
      #expect(replayed.count == original.count)
      // Half of 1/20 mm at 6.417 points/mm.
      let halfUnit = 0.5 / 20 * 6.417
      for (new, old) in zip(replayed, original) {
        for key in ["t", "recognizer", "type", "view", "state", "touches"] {
          #expect(new[key].map { "\($0)" } == old[key].map { "\($0)" }, "\(key)")
        }
        let newLocation = try #require(new["location"] as? [Double])
        let oldLocation = try #require(old["location"] as? [Double])
        #expect(abs(newLocation[0] - oldLocation[0]) <= halfUnit)
        #expect(abs(newLocation[1] - oldLocation[1]) <= halfUnit)
      }
    }
  }

  private func transcript(_ jsonLines: String) throws -> [[String: Any]] {
    try jsonLines.split(separator: "\n").map {
      try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
  }

  @Test("A malformed script leaves neither the output nor a temporary file behind")
  func malformedLeavesNothing() async throws {
    try await withTemporaryFolder { folder in
      let script = folder.appendingPathComponent("bad.touches.yml")
      try Data(
        """
        window: {width: 390, height: 844}
        events:
          - {t: 0.0, id: 1, phase: down, x: 195.0, y: 422.0}
          - {t: 0.08, id: 1, phase: lift, x: 195.0, y: 422.0}

        """.utf8
      ).write(to: script)
      let run = try await GestureSimTool.run(
        "convert", script.path, "-o", folder.appendingPathComponent("out.yml").path)
      #expect(run.status == 65, "\(run)")
      #expect(
        run.standardError
          == "gesturesim: \(script.path):4: unknown phase `lift`; expected down, move, up or cancel\n"
      )
      #expect(folder.folderContents == ["bad.touches.yml"])
    }
  }

  @Test("An output folder that does not exist is a run-time failure naming the file")
  func unwritableOutput() async throws {
    try await withTemporaryFolder { folder in
      let out = folder.appendingPathComponent("missing/out.yml").path
      let run = try await GestureSimTool.run("convert", "Traces/scripts/tap.touches.yml", "-o", out)
      #expect(run.status == 1, "\(run)")
      #expect(run.errorLines.count == 1)
      #expect(run.standardError.hasPrefix("gesturesim: \(out): "))
      #expect(folder.folderContents == [])
    }
  }
}
