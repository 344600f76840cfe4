import GestureKit
import GestureScripts
import Testing

// Drives the corpus's knob control and photo viewer the way their iOS projects use them.

@MainActor
@Suite("iOS gesture corpus: controls and zooming")
struct ControlShapesBehaviourTests {
  @Test("A finger circling the knob a quarter turn clockwise adds a third of its range")
  func knobTurns() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let screen = KnobViewController()
    simulation.window.rootViewController = screen
    let knob = screen.knob
    // Center (195, 422); from the right of it to below it: +π/2 of the 3π/2 sweep.
    simulation.run(quarterTurn(around: point(195, 422), radius: 90))
    #expect(abs(knob.value - (0.5 + 1 / 3)) < 1e-5)
    #expect(screen.reportedValues.count == 9 && screen.reportedValues.last == knob.value)
    #expect(!knob.isTracking && !knob.isHighlighted)
    #expect(abs(knob.layer.sublayers![0].affineTransform().b - sin(knob.pointerAngle)) < 1e-6)
    // A tap on the background resets it.
    simulation.run(TouchScript(startingAt: 1) { tap(at: point(50, 100)) })
    #expect(knob.value == 0.5)
  }

  @Test(
    "The photo opens fitted; a double tap zooms in on the point, again zooms out; a pinch zooms")
  func zoomableImage() {
    UIImage.sizesByName["mountains"] = CGSize(width: 780, height: 1688)
    defer { UIImage.sizesByName["mountains"] = nil }
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let viewer = ZoomableImageViewController(image: UIImage(named: "mountains")!)
    simulation.window.rootViewController = viewer
    simulation.window.layoutIfNeeded()
    let scrollView = viewer.scrollView
    #expect(scrollView.minimumZoomScale == 0.5 && scrollView.zoomScale == 0.5)
    #expect(scrollView.contentSize == CGSize(width: 390, height: 844))

    simulation.run(TouchScript { tap(at: point(195, 422), taps: 2) })
    #expect(scrollView.zoomScale == 2)
    #expect(scrollView.contentSize == CGSize(width: 1560, height: 3376))
    #expect(scrollView.contentOffset == point(585, 1266))

    simulation.run(TouchScript(startingAt: 1) { tap(at: point(100, 100), taps: 2) })
    #expect(scrollView.zoomScale == 0.5 && scrollView.contentOffset == .zero)

    simulation.run(
      TouchScript(startingAt: 2) { pinch(at: point(195, 422), toScale: 2, distance: 120) })
    let scale = scrollView.zoomScale
    #expect(scale > 0.9 && scale <= 1)
    #expect(viewer.zoomEnds == [scale])
    #expect(scrollView.contentSize == viewer.imageView.frame.size)
    #expect(viewer.imageView.frame.origin == .zero)
  }
}
