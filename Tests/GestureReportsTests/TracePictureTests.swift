import Foundation
import GestureKit
import GestureReports
import GestureTestSupport
import Testing

/// A scene with competing recognizers on a rotated child view, and a script with a tap, a
/// two-finger drag, and a cancelled touch.
@MainActor private func scenario() -> (UIWindow, [InputEvent], [TranscriptEntry]) {
  let (simulation, canvas) = Simulation.withCanvas(size: CGSize(width: 390, height: 844))
  let photo = UIView(frame: CGRect(x: 60, y: 120, width: 260, height: 260))
  photo.accessibilityIdentifier = "photo"
  photo.transform = CGAffineTransform(rotationAngle: 0.3)
  canvas.addSubview(photo)
  let double = TestTapRecognizer(taps: 2)
  double.name = "doubleTap"
  let single = TestTapRecognizer()
  single.name = "tap"
  single.require(toFail: double)
  photo.addGestureRecognizer(double)
  photo.addGestureRecognizer(single)
  let dragRecognizer = TestDragRecognizer()
  dragRecognizer.name = "drag"
  canvas.addGestureRecognizer(dragRecognizer)
  let script = TouchScript {
    down(1, at: CGPoint(x: 190, y: 250))
    wait(.milliseconds(60))
    up(1)
    wait(.milliseconds(500))
    dragWithoutLifting(
      2, from: CGPoint(x: 80, y: 600), to: CGPoint(x: 300, y: 520), duration: .milliseconds(300),
      steps: 12)
    wait(.milliseconds(16))
    up(2)
    wait(.milliseconds(200))
    dragWithoutLifting(
      3, from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 780), duration: .milliseconds(100),
      steps: 4)
    cancel(3)
  }
  simulation.run(script)
  return (simulation.window, script.inputs, simulation.transcript)
}

@Suite("Trace pictures")
@MainActor struct TracePictureTests {
  @Test("The picture of a replay is byte-stable and matches its golden file")
  func golden() throws {
    let (window, inputs, transcript) = scenario()
    let svg = TracePicture(window: window, inputs: inputs, transcript: transcript).svg()
    #expect(svg == TracePicture(window: window, inputs: inputs, transcript: transcript).svg())
    let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Golden/scenario.svg")
    if ProcessInfo.processInfo.environment["GESTURESIM_UPDATE_GOLDEN"] == "1" {
      try svg.write(to: golden, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOf: golden, encoding: .utf8)
    #expect(svg == expected, "run with GESTURESIM_UPDATE_GOLDEN=1 to accept a deliberate change")
  }

  @Test("Paths split per touch session, keep their end kind, and lanes follow the tree")
  func model() {
    let (window, inputs, transcript) = scenario()
    let picture = TracePicture(window: window, inputs: inputs, transcript: transcript)
    #expect(picture.touches.map(\.id) == [1, 2, 3])
    #expect(picture.touches.map(\.end) == [.lifted, .lifted, .cancelled])
    #expect(picture.touches[1].samples.count == 14)
    #expect(picture.lanes.map(\.label) == ["drag · canvas", "doubleTap · photo", "tap · photo"])
    #expect(picture.views.map(\.name) == ["canvas", "photo"])
  }
}
