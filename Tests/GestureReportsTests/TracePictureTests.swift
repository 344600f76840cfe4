import Foundation
import GestureKit
import GestureScripts
import GestureTestSupport
import Testing

@testable import GestureReports

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
    try expectGolden(svg, "scenario.svg")
  }

  @Test("The values panel draws each attempt as its own line, never joining two attempts")
  func valuesPanelSplitsAttempts() {
    let (simulation, canvas) = Simulation.withCanvas(size: CGSize(width: 390, height: 844))
    let pan = UIPanGestureRecognizer()
    pan.name = "pan"
    canvas.addGestureRecognizer(pan)
    let script = TouchScript {
      drag(
        1, from: CGPoint(x: 50, y: 100), to: CGPoint(x: 300, y: 100), duration: .milliseconds(200))
      wait(.milliseconds(300))
      drag(
        2, from: CGPoint(x: 50, y: 600), to: CGPoint(x: 60, y: 300), duration: .milliseconds(200))
    }
    simulation.run(script)
    let picture = TracePicture(
      window: simulation.window, inputs: script.inputs, transcript: simulation.transcript)
    let series = picture.series
    #expect(!series.isEmpty)
    // Every series of a recognizer with two attempts (the drag, ended then cancelled) has
    // points in both, and the picture draws one line per attempt and component.
    let twoAttempts = series.filter { Set($0.points.map(\.attempt)).count == 2 }
    #expect(!twoAttempts.isEmpty, "\(series.map(\.label))")
    let svg = picture.svg()
    let lines = svg.components(separatedBy: "stroke=\"#2c5aa0\"").count - 1
    let expected = series.reduce(0) { total, chart in
      let components = chart.points.first?.values.count ?? 0
      let attempts = Dictionary(grouping: chart.points, by: \.attempt).values.filter {
        $0.count >= 2
      }.count
      return total + components * attempts
    }
    #expect(lines == expected)
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

  /// Compares `svg` with the golden file `name` (rewritten with GESTURESIM_UPDATE_GOLDEN=1).
  private func expectGolden(_ svg: String, _ name: String) throws {
    let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Golden/\(name)")
    if ProcessInfo.processInfo.environment["GESTURESIM_UPDATE_GOLDEN"] == "1" {
      try svg.write(to: golden, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOf: golden, encoding: .utf8)
    #expect(svg == expected, "run with GESTURESIM_UPDATE_GOLDEN=1 to accept a deliberate change")
  }

  @Test("Taps at one spot are numbered in a ring, and a long idle gap is cut and marked")
  func repeatedTapsAndIdleGap() throws {
    let (simulation, canvas) = Simulation.withCanvas(size: CGSize(width: 390, height: 844))
    let tap = TestTapRecognizer()
    tap.name = "tap"
    canvas.addGestureRecognizer(tap)
    let script = TouchScript {
      for index in 0..<6 {
        down(1, at: CGPoint(x: 200 + Double(index % 3) * 3, y: 300 + Double(index % 2) * 4))
        wait(.milliseconds(60))
        up(1)
        wait(.milliseconds(index == 2 ? 3000 : 250))
      }
    }
    simulation.run(script)
    let picture = TracePicture(
      window: simulation.window, inputs: script.inputs, transcript: simulation.transcript)
    let svg = picture.svg()
    for number in 1...6 { #expect(svg.contains(">\(number)</text>")) }
    #expect(svg.contains(" s idle</text>"))
    // A gap of 90 % of the time takes less than half of the axis.
    let axis = TimeAxis(activity: [0, 0.1, 0.2, 4, 4.1, 4.2], duration: 4.2, left: 0, right: 100)
    #expect(axis.cuts.count == 1)
    #expect(axis.x(0) == 0 && abs(axis.x(4.2) - 100) < 1e-9)
    #expect(axis.x(4) - axis.x(0.2) < 50)
    #expect(axis.ticks.allSatisfy { $0 < 0.3 || $0 > 3.9 })
    try expectGolden(svg, "repeated-taps.svg")
  }

  @Test("The time axis labels a bounded number of ticks, whatever the duration (#25, item 2)")
  func boundedTicks() {
    for duration in [4_294_967_295, 1e300, .infinity, .nan] {
      let axis = TimeAxis(activity: [0, 1], duration: duration, left: 0, right: 1)
      #expect(axis.ticks.count <= TimeAxis.maximumTicks + 1, "\(duration)")
    }
  }

  @Test("Touchpad pinches and scrolls are drawn as the paths their deltas add up to")
  func touchpadGestures() throws {
    let (simulation, canvas) = Simulation.withCanvas(size: CGSize(width: 390, height: 844))
    let pinch = UIPinchGestureRecognizer()
    pinch.name = "pinch"
    canvas.addGestureRecognizer(pinch)
    var inputs: [InputEvent] = []
    let center = CGPoint(x: 195, y: 400)
    inputs.append(.indirect(IndirectEvent(time: 0, kind: .pinch, phase: .begin, location: center)))
    for step in 1...5 {
      inputs.append(
        .indirect(
          IndirectEvent(
            time: 0.016 * Double(step), kind: .pinch, phase: .update, location: center,
            delta: CGVector(dx: 2, dy: 1), scale: 1 + 0.1 * CGFloat(step))))
    }
    inputs.append(
      .indirect(IndirectEvent(time: 0.1, kind: .pinch, phase: .end, location: center, scale: 1.5)))
    for step in 0..<6 {
      inputs.append(
        .indirect(
          IndirectEvent(
            time: 0.4 + 0.016 * Double(step), kind: .scroll, phase: step == 0 ? .begin : .update,
            location: CGPoint(x: 100, y: 600), delta: CGVector(dx: 0, dy: -12))))
    }
    for input in inputs { simulation.feed(input) }
    simulation.settle()
    let picture = TracePicture(
      window: simulation.window, inputs: inputs, transcript: simulation.transcript)
    #expect(picture.indirect.map(\.kind) == [.pinch, .scroll])
    #expect(picture.indirect[0].scale == 1.5)
    #expect(picture.indirect[1].samples.last?.point == CGPoint(x: 100, y: 540))
    let svg = picture.svg()
    #expect(svg.contains(">pinch 2f ×1.5</text>"))
    #expect(svg.contains(">touchpad input</text>"))
    #expect(svg.contains(">pinch scale</text>"))
    try expectGolden(svg, "touchpad.svg")
  }

  @Test("A view transformed beyond the window moves the legend aside instead of under it")
  func legendClearsTransformedViews() throws {
    let (simulation, canvas) = Simulation.withCanvas(size: CGSize(width: 390, height: 844))
    let wide = UIView(frame: CGRect(x: 250, y: 100, width: 300, height: 200))
    wide.transform = CGAffineTransform(rotationAngle: 0.4)
    canvas.addSubview(wide)
    let picture = TracePicture(window: simulation.window, inputs: [], transcript: [])
    let farthest = try #require(picture.views.flatMap(\.corners).map(\.x).max())
    #expect(farthest > 390)
    let scale = 520.0 / 844
    let svg = picture.svg()
    let line = try #require(
      svg.split(separator: "\n").first { $0.hasSuffix(">recognizer states</text>") })
    let x = try #require(Double(line.split(separator: "\"")[1]))
    #expect(x >= 20 + Double(farthest) * scale + 30 - 0.01)
  }
}
