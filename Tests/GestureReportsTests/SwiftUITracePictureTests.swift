import Foundation
import GestureKit
import GestureScripts
import Testing

@testable import GestureReports

/// A star whose tap waits for its double tap, above a card that is dragged and, at once,
/// long-pressed (a simultaneous gesture): SwiftUI's gestures on the engine, as `render` draws
/// them.
private struct StarAndCard: View {
  @GestureState private var offset = CGSize.zero

  var body: some View {
    VStack(spacing: 40) {
      Circle()
        .frame(width: 120, height: 120)
        .gesture(TapGesture(count: 2), name: "doubleTap")
        .gesture(TapGesture())
        .accessibilityIdentifier("star")
      RoundedRectangle(cornerRadius: 16)
        .frame(width: 300, height: 200)
        .offset(offset)
        .gesture(
          DragGesture().updating($offset) { value, state, _ in state = value.translation }
        )
        .simultaneousGesture(LongPressGesture(minimumDuration: 0.3), name: "press")
    }
  }
}

@Suite("Trace pictures of SwiftUI screens")
@MainActor struct SwiftUITracePictureTests {
  @Test("Each SwiftUI gesture gets a lane named by gesture and view, with its states and times")
  func lanes() {
    let host = SwiftUIHost(StarAndCard(), windowSize: CGSize(width: 390, height: 844))
    // The star is centred at (195, 302), the card at (195, 502).
    let script = TouchScript {
      tap(at: CGPoint(x: 195, y: 302))
      wait(.milliseconds(100))
      tap(at: CGPoint(x: 196, y: 303))
      wait(.milliseconds(800))
      tap(at: CGPoint(x: 190, y: 300))
      wait(.milliseconds(800))
      drag(
        1, from: CGPoint(x: 150, y: 500), to: CGPoint(x: 230, y: 510), duration: .milliseconds(64))
      wait(.milliseconds(500))
      down(1, at: CGPoint(x: 195, y: 560))
      wait(.milliseconds(400))
      up(1)
    }
    host.simulation.run(script)
    host.update()
    let picture = TracePicture(
      window: host.simulation.window, inputs: script.inputs, transcript: host.transcript)
    let lanes = picture.lanes.map { lane in
      "\(lane.label): "
        + lane.entries.map { String(format: "%.3f ", $0.time) + "\($0.state)" }
        .joined(separator: ", ")
    }
    // Lanes follow the tree: the star's outer gesture's view holds its inner one's. The card's
    // drag moves 8 pt a frame (every 6.4 ms) and starts at its second frame, 16 pt out, which
    // also moves the press past its 10 pt; the last press rests 0.3 s, and the drag, never
    // moved, fails when the finger lifts.
    #expect(
      lanes == [
        "TapGesture · star: 0.200 failed, 1.400 ended",
        "doubleTap · star: 0.200 ended, 1.400 failed",
        "press · StarAndCard/RoundedRectangle: 1.863 failed, 2.714 ended",
        "DragGesture · StarAndCard/RoundedRectangle: 1.863 began, 1.869 changed, 1.876 changed, "
          + "1.882 changed, 1.888 changed, 1.895 changed, 1.901 changed, 1.908 changed, "
          + "1.914 changed, 1.914 ended, 2.814 failed",
      ])
    // The views the lanes name are outlined in the picture.
    let outlined = Set(picture.views.map(\.name))
    #expect(outlined.isSuperset(of: ["star", "StarAndCard/RoundedRectangle"]))
  }
}
