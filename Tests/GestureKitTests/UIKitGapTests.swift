import Foundation
import GestureKit
import GestureScripts
import Testing

// Departures from UIKit found by porting third-party gesture files (#22, item 6), each pinned by
// the test that first showed it.

/// Logs the layout callbacks around its view's layout.
private final class LayoutLoggingController: UIViewController {
  var log: [String] = []
  var boundsAtLoad: CGRect = .null

  override func viewDidLoad() {
    super.viewDidLoad()
    boundsAtLoad = view.bounds
    let content = LayoutProbeView()
    content.onLayout = { [unowned self] in log.append("view layoutSubviews") }
    view = content
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    log.append("viewWillLayoutSubviews")
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    log.append("viewDidLayoutSubviews")
  }
}

private final class LayoutProbeView: UIView {
  var onLayout: () -> Void = {}
  override func layoutSubviews() {
    super.layoutSubviews()
    onLayout()
  }
}

/// Records the zoom callbacks of a scroll view, zooming `content`.
private final class ZoomLog: UIScrollViewDelegate {
  let content: UIView
  var calls: [String] = []

  init(content: UIView) {
    self.content = content
  }

  func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }

  func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
    calls.append("willBegin \(view === content)")
  }

  func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {
    calls.append("didEnd \(view === content) \(scale)")
  }
}

/// A window-filling scroll view zooming a photo of its size, with a delegate that logs.
private struct ZoomingScene {
  let simulation: Simulation
  let scrollView: UIScrollView
  let photo: UIView
  let log: ZoomLog

  @MainActor
  init(size: CGSize, maximumZoomScale: CGFloat) {
    simulation = Simulation(windowSize: size)
    scrollView = UIScrollView(frame: CGRect(origin: .zero, size: size))
    photo = UIView(frame: CGRect(origin: .zero, size: size))
    scrollView.addSubview(photo)
    scrollView.contentSize = size
    log = ZoomLog(content: photo)
    scrollView.delegate = log
    scrollView.maximumZoomScale = maximumZoomScale
    simulation.window.addSubview(scrollView)
  }
}

private final class TapTarget {
  var taps = 0
  var doubleTaps = 0
  func handleTap(_ tap: UITapGestureRecognizer) { taps += 1 }
  func handleDoubleTap(_ tap: UITapGestureRecognizer) { doubleTaps += 1 }
}

@MainActor
@Suite("UIKit departures found porting gesture files (#22)")
struct UIKitGapTests {
  @Test("A controller's default view has the screen's bounds when viewDidLoad runs")
  func defaultViewHasScreenBounds() {
    let simulation = Simulation(windowSize: CGSize(width: 320, height: 480))
    _ = simulation
    let controller = LayoutLoggingController()
    controller.loadViewIfNeeded()
    #expect(controller.boundsAtLoad == CGRect(x: 0, y: 0, width: 320, height: 480))
  }

  @Test("viewWillLayoutSubviews and viewDidLayoutSubviews come around each layout of the view")
  func layoutCallbacksAroundLayout() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let controller = LayoutLoggingController()
    simulation.window.rootViewController = controller
    simulation.window.layoutIfNeeded()
    #expect(
      controller.log == ["viewWillLayoutSubviews", "view layoutSubviews", "viewDidLayoutSubviews"])
    controller.log = []
    simulation.window.layoutIfNeeded()
    #expect(controller.log.isEmpty)
    controller.view.setNeedsLayout()
    controller.view.layoutIfNeeded()
    #expect(
      controller.log == ["viewWillLayoutSubviews", "view layoutSubviews", "viewDidLayoutSubviews"])
  }

  @Test("Pinching a scroll view calls the zoom delegate methods and keeps the content size")
  func zoomingKeepsContentSize() {
    let scene = ZoomingScene(size: CGSize(width: 390, height: 844), maximumZoomScale: 4)
    let (simulation, scrollView, photo, log) = (
      scene.simulation, scene.scrollView, scene.photo, scene.log
    )
    simulation.run(TouchScript { pinch(at: CGPoint(x: 195, y: 422), toScale: 2, distance: 120) })
    let scale = scrollView.zoomScale
    #expect(scale > 1.8 && scale <= 2)
    #expect(log.calls == ["willBegin true", "didEnd true \(scale)"])
    #expect(photo.transform == CGAffineTransform(scaleX: scale, y: scale))
    #expect(photo.frame.origin == .zero)
    #expect(scrollView.contentSize == photo.frame.size)
    // The fingers' midpoint stays over the same point of the photo, so the offset is inside the
    // zoomed content: half of the growth on each side.
    let offset = scrollView.contentOffset
    #expect(abs(offset.x - 195 * (scale - 1)) < 1e-9)
    #expect(abs(offset.y - 422 * (scale - 1)) < 1e-9)
  }

  @Test("zoom(to:animated:) shows the rectangle; zooming out keeps the offset inside the content")
  func zoomToRect() {
    let scene = ZoomingScene(size: CGSize(width: 400, height: 800), maximumZoomScale: 8)
    let scrollView = scene.scrollView
    #expect(scrollView.bouncesZoom)
    scrollView.zoom(to: CGRect(x: 300, y: 600, width: 100, height: 200), animated: true)
    #expect(scrollView.zoomScale == 4)
    #expect(scrollView.contentSize == CGSize(width: 1600, height: 3200))
    #expect(scrollView.contentOffset == CGPoint(x: 1200, y: 2400))
    scrollView.setZoomScale(1, animated: false)
    #expect(scrollView.contentSize == CGSize(width: 400, height: 800))
    #expect(scrollView.contentOffset == .zero)
  }

  @Test("Without bouncesZoom a pinch stops at the maximum scale")
  func bouncesZoomOff() {
    let scene = ZoomingScene(size: CGSize(width: 390, height: 844), maximumZoomScale: 1.5)
    let (simulation, scrollView) = (scene.simulation, scene.scrollView)
    scrollView.bouncesZoom = false
    var seen: [CGFloat] = []
    let observation = scrollView.observe(\.zoomScale, options: [.new]) { _, change in
      seen.append(change.newValue ?? -1)
    }
    simulation.run(TouchScript { pinch(at: CGPoint(x: 195, y: 422), toScale: 3, distance: 100) })
    #expect(seen.allSatisfy { $0 <= 1.5 } && seen.last == 1.5)
    #expect(scrollView.zoomScale == 1.5)
    observation.invalidate()
  }

  @Test("removeTarget(_:action:) removes an action added with a method reference")
  func removeTargetWithMethodReference() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    simulation.window.addSubview(view)
    let target = TapTarget()
    let other = TapTarget()
    let recognizer = UITapGestureRecognizer(target: target, action: TapTarget.handleTap)
    recognizer.addTarget(other, action: TapTarget.handleTap)
    view.addGestureRecognizer(recognizer)
    simulation.run(TouchScript { tap(at: CGPoint(x: 100, y: 100)) })
    #expect((target.taps, other.taps) == (1, 1))
    recognizer.removeTarget(target, action: TapTarget.handleTap)
    simulation.run(TouchScript(startingAt: 1) { tap(at: CGPoint(x: 100, y: 100)) })
    #expect((target.taps, other.taps) == (1, 2))
  }

  @Test(
    "Two same-typed methods of one target cannot be told apart: none is removed, and it says so")
  func removeTargetAmbiguous() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    simulation.window.addSubview(view)
    let target = TapTarget()
    let recognizer = UITapGestureRecognizer(target: target, action: TapTarget.handleTap)
    let doubleTapAction = Selector(TapTarget.handleDoubleTap)
    recognizer.addTarget(target, action: doubleTapAction)
    view.addGestureRecognizer(recognizer)
    var messages: [String] = []
    let saved = UIGestureRecognizer.undispatchableSelectorHandler
    UIGestureRecognizer.undispatchableSelectorHandler = { messages.append($0) }
    defer { UIGestureRecognizer.undispatchableSelectorHandler = saved }
    recognizer.removeTarget(target, action: TapTarget.handleDoubleTap)
    simulation.run(TouchScript { tap(at: CGPoint(x: 100, y: 100)) })
    #expect((target.taps, target.doubleTaps) == (1, 1))
    #expect(messages.count == 1 && messages[0].contains("none was removed"))
    // The kept selector names its action exactly.
    recognizer.removeTarget(target, action: doubleTapAction)
    simulation.run(TouchScript(startingAt: 1) { tap(at: CGPoint(x: 100, y: 100)) })
    #expect((target.taps, target.doubleTaps) == (2, 1))
  }

  @Test(
    "observe(_:options:changeHandler:) reports a scroll view's contentOffset as a drag moves it")
  func observeContentOffset() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    scrollView.contentSize = CGSize(width: 390, height: 2000)
    simulation.window.addSubview(scrollView)
    var changes: [String] = []
    var observation: NSKeyValueObservation? = scrollView.observe(
      \.contentOffset, options: [.initial, .old, .new]
    ) { view, change in
      changes.append("\(change.oldValue.map { "\($0.y)" } ?? "nil") → \(change.newValue!.y)")
    }
    #expect(changes == ["nil → 0.0"])
    scrollView.contentOffset = CGPoint(x: 0, y: 30)
    scrollView.contentOffset = CGPoint(x: 0, y: 30)
    scrollView.frame.origin.x = 5
    #expect(changes == ["nil → 0.0", "0.0 → 30.0"])
    var frames: [CGRect] = []
    let frameObservation = scrollView.observe(\.frame, options: .new) { _, change in
      frames.append(change.newValue!)
    }
    scrollView.center.x += 10
    #expect(frames == [CGRect(x: 15, y: 0, width: 390, height: 844)])
    frameObservation.invalidate()
    scrollView.center.x += 10
    #expect(frames.count == 1)
    observation = nil
    scrollView.contentOffset = .zero
    #expect(changes.count == 2)
    _ = observation
  }
}
