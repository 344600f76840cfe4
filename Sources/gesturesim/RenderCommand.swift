import ArgumentParser
import Foundation
import GestureCore
import GestureReports
import SwiftUIScenes
import TouchTraces

struct Render: MainActorCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Draw a replay as an SVG picture: touch paths over the views, and a state timeline.",
    discussion: """
      The picture shows the touch paths in window space (a colour per finger, fading in with \
      time, landing and lifting marked, touches numbered in landing order), touchpad gestures \
      and scrolls as the paths their deltas add up to, the scene's views, and below them one \
      lane per recognizer with its states over time (idle gaps cut and marked), then a values \
      panel plotting each continuous recognizer's translation, scale, rotation and velocity. \
      --only, --states and --hide-failed choose lanes and marks. The output is byte-stable. \
      Memory stays bounded however long the trace: the input is not kept, only the touch \
      paths, with moves finer than the picture can show left out, at most 200,000 samples in \
      all, and at most 4,000 `changed` ticks per recognizer, evenly spread.

      Example:
        gesturesim render Traces/recordings/pinch-out.yml -o pinch-out.svg
        rsvg-convert pinch-out.svg -o pinch-out.png
      """)

  @Argument(help: "The trace to draw.", completion: TraceCompletion.kind)
  var trace: String

  @Option(
    help: "A scene file; the default scene when omitted.", completion: .file(extensions: ["yml"]))
  var scene: String?

  @Option(
    name: .shortAndLong, help: "The SVG file to write.", completion: .file(extensions: ["svg"]))
  var output: String

  @Option(
    help:
      "direct (decoded here) or libinput (a device recording read by the real libinput on a mocked device, drawn as `live` sees it: a touchpad's scrolls and gestures included)."
  )
  var via: ReplayPath = .direct

  @OptionGroup var filtering: TranscriptFilterOptions
  @OptionGroup var mapping: MappingOptions
  @OptionGroup var logging: LoggingOptions

  @MainActor func runOnMainActor() throws {
    _ = logging.bootstrap()
    try reportingFailures {
      var transcript = TracePicture.TranscriptRecorder()
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("gesturesim-render-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: folder) }
      let drawn =
        via == .libinput
        ? try MockedReplay.deliveredTouchScript(
          trace, scenePath: scene, mapping: try mapping.mapping(), in: folder)
        : trace
      let replayer = try Replayer(
        tracePath: drawn, scenePath: scene, mapping: try mapping.mapping(), registry: .withSwiftUI)
      try filtering.checkNames(in: replayer.scene.recognizerOrder)
      var paths = TracePicture.PathRecorder(windowSize: replayer.input.windowSize)
      let progress = Progress.make(label: trace, quiet: logging.quiet)
      try replayer.run(
        onInput: { input, count in
          paths.add(input)
          progress?.advance(input, to: count)
        }, onEntry: { transcript.add($0) })
      progress?.finish()
      let filter = try filtering.filter()
      var picture = TracePicture(
        window: replayer.scene.simulation.window, paths: paths,
        transcript: transcript.entries.filter(filter.keeps),
        attemptStride: transcript.attemptStride)
      if !filter.recognizers.isEmpty {
        picture.lanes.removeAll { lane in
          let name = lane.label.components(separatedBy: " · ").first ?? lane.label
          return !filter.recognizers.contains(name)
            && !lane.entries.contains { filter.recognizers.contains($0.type) }
        }
      }
      let out = try OutputFile(path: output)
      out.write(picture.svg())
      try out.commit()
    }
  }
}
