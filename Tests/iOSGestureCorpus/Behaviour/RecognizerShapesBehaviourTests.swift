import GestureKit
import GestureScripts
import Testing

// Drives the corpus's recognizer subclasses, hit-testing views, touch-handling views and
// representables the way their iOS projects use them.

@MainActor
@Suite("iOS gesture corpus: recognizers, hit areas and touch views")
struct RecognizerShapesBehaviourTests {
  /// `distance` points in `steps` equal moves from `start`, along x or y, then lifting.
  private func slowDrag(
    from start: CGPoint, by offset: CGPoint, steps: Int, startingAt time: TimeInterval = 0
  ) -> TouchScript {
    TouchScript(startingAt: time) {
      drag(
        1, from: start, to: point(start.x + offset.x, start.y + offset.y),
        duration: .milliseconds(16 * steps), steps: steps)
    }
  }

  @Test("An axis-locked pan fails on a drag across its axis and leaves it to the outer pan")
  func directionalPan() {
    let (simulation, outer) = simulationWithView()
    let pager = UIView(frame: CGRect(x: 0, y: 200, width: 390, height: 300))
    outer.addSubview(pager)
    let pagerLog = StateLog()
    let listLog = StateLog()
    let horizontal = DirectionalPanGestureRecognizer(
      axis: .horizontal, target: pagerLog, action: Selector(StateLog.record))
    pager.addGestureRecognizer(horizontal)
    outer.addGestureRecognizer(UIPanGestureRecognizer(target: listLog, action: StateLog.record))

    // 3 points a step: the direction is judged at 6 points, before the pan's 10-point hysteresis.
    simulation.run(slowDrag(from: point(200, 300), by: point(0, 90), steps: 30))
    #expect(pagerLog.states.isEmpty)
    #expect(listLog.states.first == .began && listLog.states.last == .ended)

    listLog.states.removeAll()
    simulation.run(slowDrag(from: point(100, 300), by: point(90, 0), steps: 30, startingAt: 2))
    #expect(pagerLog.states.first == .began && pagerLog.states.last == .ended)
    #expect(horizontal.translation(in: pager) == .zero)
    #expect(listLog.states.isEmpty)
  }

  @Test("A view's enlarged touch area takes taps around it; a passthrough overlay lets them by")
  func hitAreas() {
    let (simulation, container) = simulationWithView()
    let background = UIView(frame: container.bounds)
    container.addSubview(background)
    let small = EnlargedTouchAreaView(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
    background.addSubview(small)
    let insetView = InsetHitAreaView(frame: CGRect(x: 200, y: 100, width: 40, height: 20))
    insetView.hitTestEdgeInsets = UIEdgeInsets(top: -20, left: 0, bottom: -20, right: 0)
    background.addSubview(insetView)
    let overlay = PassthroughView(frame: container.bounds)
    container.addSubview(overlay)
    let button = UIView(frame: CGRect(x: 300, y: 700, width: 60, height: 60))
    overlay.addSubview(button)

    var taps: [String] = []
    func track(_ view: UIView, as name: String) {
      let tap = UITapGestureRecognizer()
      tap.addAction { _ in taps.append(name) }
      view.addGestureRecognizer(tap)
    }
    track(small, as: "small")
    track(background, as: "background")
    track(button, as: "button")
    track(insetView, as: "inset")

    // (90, 90) is 10 points off the small view's corner, inside its 44-point area.
    // (220, 85) is above the inset view, inside its hit area; (195, 110) is beside it.
    let spots = [point(90, 90), point(80, 80), point(330, 730), point(220, 85), point(195, 110)]
    for (index, spot) in spots.enumerated() {
      simulation.run(
        TouchScript(startingAt: TimeInterval(index)) {
          tap(at: spot)
        })
    }
    #expect(taps == ["small", "background", "button", "inset", "background"])
    #expect(container.hitTest(point(200, 400), with: nil) === background)
  }

  @Test("The sketch canvas keeps each sample with a force-based width; a double tap clears it")
  func sketchCanvas() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let canvas = SketchCanvasView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
    simulation.window.addSubview(canvas)

    simulation.run(
      TouchScript {
        down(1, at: point(50, 200), force: 0.25)
        for step in 1...5 {
          wait(.milliseconds(16))
          move(1, to: point(50 + CGFloat(step) * 10, 200), force: 0.25)
        }
        wait(.milliseconds(16))
        up(1)
      })
    #expect(canvas.strokes.count == 1)
    let finger = canvas.strokes[0]
    #expect(finger.points.count == 6 && !finger.isPencil)
    #expect(finger.points.first == point(50, 100) && finger.points.last == point(100, 100))
    #expect(finger.widths.allSatisfy { $0 == 2.5 })
    #expect(canvas.predictedPoints.isEmpty)

    simulation.run(
      TouchScript(startingAt: 1, touchType: .pencil) {
        down(1, at: point(200, 300), force: 0.25)
        wait(.milliseconds(16))
        move(1, to: point(200, 340), force: 0.75)
        wait(.milliseconds(16))
        up(1)
      })
    #expect(canvas.strokes.count == 2)
    #expect(canvas.strokes[1].isPencil && canvas.strokes[1].widths == [2, 4])
    #expect(canvas.redrawRequests == 8)

    // Two finger taps in quick succession: the second has a tap count of 2 and clears.
    simulation.run(
      TouchScript(startingAt: 2) {
        tap(at: point(100, 400))
        wait(.milliseconds(100))
        tap(at: point(100, 400))
      })
    #expect(canvas.strokes.isEmpty)
  }

  @Test("The zoomable container writes the pinch's zoom to its binding, clamped, and resets")
  func zoomableContainer() {
    let (simulation, board) = simulationWithView()
    var zoom: CGFloat = 1
    board.addRepresentable(
      ZoomableContainer(zoom: Binding(get: { zoom }, set: { zoom = $0 })))
    simulation.run(TouchScript { pinch(at: point(195, 422), toScale: 2.5) })
    // The scale counts from where the pinch began, past its hysteresis: a little under 2.5.
    #expect(zoom > 2.25 && zoom <= 2.5)
    simulation.run(TouchScript(startingAt: 1) { pinch(at: point(195, 422), toScale: 3) })
    #expect(zoom == 4)
    simulation.run(
      TouchScript(startingAt: 2) {
        tap(at: point(195, 422))
        wait(.milliseconds(100))
        tap(at: point(195, 422))
      })
    #expect(zoom == 1)
  }
}

@MainActor
@Suite("iOS gesture corpus: a view laid out in layoutSubviews")
struct LaidOutViewBehaviourTests {
  @Test("The rating view's stars are laid out before the first touch and again on resize")
  func ratingView() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let rating = RatingView()
    rating.frame = CGRect(x: 20, y: 100, width: 250, height: 50)
    simulation.window.addSubview(rating)
    #expect(rating.layoutPasses == 0)

    // Stars 50 points wide: a tap at x = 20 + 120 is on the third.
    simulation.run(TouchScript { tap(at: point(140, 125)) })
    #expect(rating.layoutPasses == 1)
    #expect(rating.rating == 3)

    // Sliding to the end of the row gives five stars, and back to the first, one.
    simulation.run(
      TouchScript(startingAt: 1) {
        drag(1, from: point(140, 125), to: point(265, 125), duration: .milliseconds(100))
      })
    #expect(rating.rating == 5)

    // Half the width: the same spot is now on the fifth star of five 25-point stars.
    rating.frame.size.width = 125
    simulation.run(TouchScript(startingAt: 2) { tap(at: point(135, 125)) })
    #expect(rating.layoutPasses == 2)
    #expect(rating.stars[4].frame == CGRect(x: 100, y: 0, width: 25, height: 50))
    #expect(rating.rating == 5)
    simulation.run(TouchScript(startingAt: 3) { tap(at: point(30, 125)) })
    #expect(rating.rating == 1)
  }
}

@MainActor
@Suite("iOS gesture corpus: a view that reacts to its own touches")
struct PressableViewBehaviourTests {
  @Test(
    "The card shows pressed while touched, opens on a tap, and unpresses when a scroll takes over")
  func pressableCard() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let scrollView = UIScrollView(frame: simulation.window.bounds)
    scrollView.contentSize = CGSize(width: 390, height: 3000)
    simulation.window.addSubview(scrollView)
    let card = PressableCardView(frame: CGRect(x: 20, y: 100, width: 350, height: 200))
    scrollView.addSubview(card)
    #expect(card.backgroundColor == .white && !card.isPressed)

    simulation.run(TouchScript { down(1, at: point(200, 200)) }, settle: false)
    #expect(card.isPressed && card.transform == CGAffineTransform(scaleX: 0.97, y: 0.97))
    simulation.run(TouchScript(startingAt: 0.05) { up(1) })
    #expect(!card.isPressed && card.transform == .identity)
    #expect(card.openCount == 1)

    // A drag on the card scrolls: the scroll view's pan cancels the card's touch.
    simulation.run(TouchScript(startingAt: 1) { down(1, at: point(200, 250)) }, settle: false)
    #expect(card.isPressed)
    simulation.run(
      TouchScript(startingAt: 1.02) {
        for step in 1...10 {
          move(1, to: point(200, 250 - CGFloat(step) * 10))
          wait(.milliseconds(16))
        }
      }, settle: false)
    #expect(!card.isPressed)
    #expect(scrollView.contentOffset.y > 50)
    simulation.run(TouchScript(startingAt: 2) { up(1) })
    #expect(card.openCount == 1)
  }
}

@MainActor
@Suite("iOS gesture corpus: a recognizer timed with perform(_:with:afterDelay:)")
struct DelayedPerformBehaviourTests {
  @Test("A burst of taps is recognized once it ends, with its count; a far tap fails it")
  func tapBurst() {
    let (simulation, view) = simulationWithView()
    let burst = TapBurstGestureRecognizer()
    view.addGestureRecognizer(burst)
    var counts: [Int] = []
    var times: [TimeInterval] = []
    burst.addAction { recognizer in
      counts.append(recognizer.tapsInBurst)
      times.append(simulation.now)
    }
    simulation.run(
      TouchScript {
        tap(at: point(100, 100), taps: 3, duration: .milliseconds(50), interval: .milliseconds(150))
      })
    #expect(counts == [3])
    // The last tap lifts at 0.45 s; the burst ends 0.3 s later.
    #expect(abs(times[0] - 0.75) < 1e-9)

    simulation.run(TouchScript(startingAt: 2) { tap(at: point(100, 100)) })
    #expect(counts == [3, 1])

    simulation.run(
      TouchScript(startingAt: 4) {
        tap(at: point(100, 100))
        wait(.milliseconds(100))
        tap(at: point(200, 100))
      })
    #expect(counts == [3, 1])
    simulation.run(TouchScript(startingAt: 6) { tap(at: point(100, 100), taps: 2) })
    #expect(counts == [3, 1, 2])
  }
}

@MainActor
@Suite("iOS gesture corpus: views made the storyboard way")
struct ArchivedViewBehaviourTests {
  @Test("A view whose init(coder:) calls super.init(coder:) gets its recognizers and zero frame")
  func cardFromCoder() throws {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let card = try #require(PressableCardView(coder: NSCoder()))
    #expect(card.frame == .zero && card.gestureRecognizers?.count == 1)
    card.frame = CGRect(x: 20, y: 100, width: 350, height: 200)
    simulation.window.addSubview(card)
    simulation.run(TouchScript { tap(at: point(200, 200)) })
    #expect(card.openCount == 1)
  }
}
