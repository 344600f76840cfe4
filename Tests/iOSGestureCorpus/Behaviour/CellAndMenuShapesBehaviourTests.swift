import GestureKit
import GestureScripts
import Testing

// Drives the corpus's swipeable cell, side menu, ruler picker and signature pad the way their
// iOS projects use them.

@MainActor
@Suite("iOS gesture corpus: cells, menus, display links and drawing")
struct CellAndMenuShapesBehaviourTests {
  /// A 390 × 72 row at y 100 with an archive and a delete action, which log their names.
  private func swipeScene() -> (Simulation, SwipeActionsCell, Log) {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let cell = SwipeActionsCell(style: .default, reuseIdentifier: SwipeActionsCell.reuseIdentifier)
    cell.frame = CGRect(x: 0, y: 100, width: 390, height: 72)
    let log = Log()
    cell.titleLabel.text = "Lunch on Friday?"
    cell.actions = [
      SwipeAction(title: "Archive", style: .normal) { log.add("archive") },
      SwipeAction(title: "Delete", style: .destructive) { log.add("delete") },
    ]
    simulation.window.addSubview(cell)
    return (simulation, cell, log)
  }

  @Test("Swiping a row left past half its actions opens it with a spring; a tap on Delete acts")
  func swipeOpensAndActs() {
    let (simulation, cell, log) = swipeScene()
    #expect(cell.reuseIdentifier == "SwipeActionsCell" && cell.selectionStyle == .none)
    simulation.run(
      TouchScript {
        dragWithoutLifting(
          1, from: point(350, 136), to: point(150, 136), duration: .seconds(1), steps: 10)
      }, settle: false)
    // 200 pt less the pan's 10 pt hysteresis; past the 144 pt of buttons at a third of the speed.
    #expect(abs(cell.contentOffset - (-144 - 46.0 / 3)) < 1e-9)
    // The content view moves at the next layout pass, before the next input, as in UIKit.
    #expect(abs(cell.contentView.frame.minX - (-144 - 26.0 / 3)) < 1e-9)
    cell.layoutIfNeeded()
    #expect(cell.contentView.frame.minX == cell.contentOffset)
    simulation.run(TouchScript(startingAt: 1.1) { up(1) }, settle: false)
    // The model value is the end at once; on screen the spring is still on its way.
    #expect(cell.isOpen && cell.contentView.frame.minX == -144)
    #expect(cell.contentView.presentationFrame.minX != -144)
    simulation.settle()
    #expect(cell.contentView.presentationFrame.minX == -144)
    #expect(
      cell.actionButtons.map { $0.convert($0.bounds, to: nil) }
        == [
          CGRect(x: 246, y: 100, width: 72, height: 72),
          CGRect(x: 318, y: 100, width: 72, height: 72),
        ])

    simulation.run(TouchScript(startingAt: 3) { tap(at: point(354, 136)) })
    #expect(log.take() == ["delete"])
    #expect(!cell.isOpen && cell.contentView.frame.minX == 0)
  }

  @Test("A vertical drag leaves the row closed; a quick short flick left opens it")
  func swipeDirection() {
    let (simulation, cell, _) = swipeScene()
    simulation.run(
      TouchScript {
        drag(1, from: point(200, 105), to: point(210, 165), duration: .milliseconds(300), steps: 6)
      })
    #expect(!cell.isOpen && cell.contentOffset == 0)
    // 50 pt in 50 ms: not past half the buttons, but faster than 500 pt/s.
    simulation.run(
      TouchScript(startingAt: 1) {
        drag(1, from: point(300, 136), to: point(250, 136), duration: .milliseconds(50), steps: 5)
      })
    #expect(cell.isOpen && cell.contentOffset == -144)
  }

  @Test("The row's actions are VoiceOver custom actions, and reuse closes and empties it")
  func swipeAccessibilityAndReuse() {
    let (_, cell, log) = swipeScene()
    let actions = cell.accessibilityCustomActions ?? []
    #expect(actions.map(\.name) == ["Archive", "Delete"])
    cell.setOpen(true, animated: false)
    #expect(actions[0].actionHandler?(actions[0]) == true)
    #expect(log.take() == ["archive"] && !cell.isOpen)
    cell.setOpen(true, animated: false)
    cell.prepareForReuse()
    #expect(!cell.isOpen && cell.contentOffset == 0 && cell.titleLabel.text == nil)
    #expect(cell.actionButtons.isEmpty && cell.accessibilityCustomActions?.isEmpty == true)
  }

  @Test("With Reduce Motion the row snaps without animating, and the change is announced")
  func swipeReducedMotion() {
    let (simulation, cell, log) = swipeScene()
    let observer = NotificationCenter.default.addObserver(
      forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil
    ) { _ in MainActor.assumeIsolated { log.add("reduce motion changed") } }
    defer {
      UIAccessibility.isReduceMotionEnabled = false
      NotificationCenter.default.removeObserver(observer)
    }
    UIAccessibility.isReduceMotionEnabled = true
    UIAccessibility.isReduceMotionEnabled = true
    #expect(log.take() == ["reduce motion changed"])
    simulation.run(
      TouchScript {
        drag(1, from: point(350, 136), to: point(150, 136), duration: .seconds(1), steps: 10)
      }, settle: false)
    #expect(cell.isOpen && cell.contentView.presentationFrame.minX == -144)
  }
}

/// A display link's target that notes each call's times and changes the link as it goes.
@MainActor
final class FrameRecorder {
  var frames: [(timestamp: CFTimeInterval, target: CFTimeInterval, duration: CFTimeInterval)] = []
  var halveAfter = 3
  var stopAfter = 6

  func step(_ link: CADisplayLink) {
    frames.append((link.timestamp, link.targetTimestamp, link.duration))
    if frames.count == halveAfter { link.preferredFramesPerSecond = 30 }
    if frames.count == stopAfter { link.invalidate() }
  }
}

@MainActor
@Suite("iOS gesture corpus: side menu, display links and drawing")
struct MenuAndDisplayLinkShapesBehaviourTests {
  private func menuScene() -> (Simulation, SideMenuContainerViewController, Log, [NSObjectProtocol])
  {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let container = SideMenuContainerViewController(
      menu: UIViewController(), content: UIViewController())
    simulation.window.rootViewController = container
    let log = Log()
    let tokens = [Notification.Name.sideMenuDidOpen, .sideMenuDidClose].map { name in
      NotificationCenter.default.addObserver(forName: name, object: container, queue: nil) {
        note in
        let name = note.name.rawValue
        MainActor.assumeIsolated { log.add(name) }
      }
    }
    return (simulation, container, log, tokens)
  }

  @Test("An edge pan scrubs the menu open with the finger; lifting past half opens it")
  func menuOpensFromEdge() {
    let (simulation, container, log, tokens) = menuScene()
    defer { tokens.forEach(NotificationCenter.default.removeObserver) }
    let content = container.contentController.view!
    simulation.run(
      TouchScript {
        dragWithoutLifting(
          1, from: point(5, 400), to: point(205, 400), duration: .seconds(1), steps: 10)
      }, settle: false)
    // The animator is scrubbed linearly: 200 pt less the pan's 10 pt hysteresis.
    #expect(content.presentationTransform.tx == 190)
    #expect(abs(container.menuController.view.presentationTransform.tx - 190.0 / 3) < 1e-9)
    #expect(!container.isMenuOpen)
    simulation.run(TouchScript(startingAt: 1.1) { up(1) })
    #expect(container.isMenuOpen && content.transform.tx == 280)
    #expect(container.menuController.view.transform.tx == 280.0 / 3)
    #expect(container.contentPan.isEnabled && !container.edgePan.isEnabled)
    #expect(log.take() == ["SideMenuDidOpen"])

    // A tap on the dimmed content closes it.
    simulation.run(TouchScript(startingAt: 3) { tap(at: point(350, 400)) })
    #expect(!container.isMenuOpen && content.transform == .identity)
    #expect(log.take() == ["SideMenuDidClose"])
  }

  @Test("An open menu closes itself after its delay, unless closed and opened again meanwhile")
  func menuClosesItself() {
    let (simulation, container, log, tokens) = menuScene()
    defer { tokens.forEach(NotificationCenter.default.removeObserver) }
    container.autoCloseDelay = 5
    let start = simulation.now
    container.setMenuOpen(true, animated: false)
    simulation.advance(to: start + 3)
    container.setMenuOpen(false, animated: false)
    simulation.advance(to: start + 3.5)
    container.setMenuOpen(true, animated: false)
    #expect(log.take() == ["SideMenuDidOpen", "SideMenuDidClose", "SideMenuDidOpen"])
    // The first work item, due at 5, was cancelled when the menu closed at 3.
    simulation.advance(to: start + 8.4)
    #expect(container.isMenuOpen && log.take() == [])
    // The second, due at 8.5, starts the 0.35 s closing animation.
    simulation.advance(to: start + 8.5)
    #expect(container.isMenuOpen)
    simulation.advance(to: start + 8.9)
    #expect(!container.isMenuOpen && log.take() == ["SideMenuDidClose"])

    container.setMenuOpen(true, animated: false)
    NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
    #expect(!container.isMenuOpen)
    #expect(log.take() == ["SideMenuDidOpen", "SideMenuDidClose"])
  }

  @Test("A display link calls its target each frame on the clock, at the rate asked for")
  func displayLinkTimes() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let recorder = FrameRecorder()
    let link = CADisplayLink(target: recorder, selector: FrameRecorder.step)
    #expect(link.timestamp == 0 && link.targetTimestamp == 0)
    let start = simulation.now
    link.add(to: .main, forMode: .common)
    simulation.advance(by: 1)
    let frame = 1.0 / 60
    // Three frames at 60 Hz; the third asks for 30 Hz, which applies from the next one on.
    let expected: [(CFTimeInterval, CFTimeInterval)] = [
      (1, 2), (2, 3), (3, 4), (4, 6), (6, 8), (8, 10),
    ].map { (start + $0 * frame, start + $1 * frame) }
    #expect(recorder.frames.count == 6)
    for (got, want) in zip(recorder.frames, expected) {
      #expect(abs(got.timestamp - want.0) < 1e-12 && abs(got.target - want.1) < 1e-12)
      #expect(got.duration == frame)
    }
  }

  @Test("A paused display link skips frames and picks up its rhythm again when resumed")
  func displayLinkPauses() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let recorder = FrameRecorder()
    recorder.halveAfter = 0
    recorder.stopAfter = 0
    let link = CADisplayLink(target: recorder, selector: Selector(FrameRecorder.step))
    let start = simulation.now
    link.add(to: .main, forMode: .default)
    simulation.advance(to: start + 2.5 / 60)
    link.isPaused = true
    simulation.advance(to: start + 5.5 / 60)
    link.isPaused = false
    simulation.advance(to: start + 7.5 / 60)
    link.remove(from: .main, forMode: .default)
    simulation.advance(to: start + 1)
    let frames = recorder.frames.map { (($0.timestamp - start) * 60).rounded() }
    #expect(frames == [1, 2, 6, 7])
    link.invalidate()
  }

  @Test("A flick on the ruler glides on display-link frames, slowing, and settles on a tick")
  func rulerGlides() {
    let ruler = RulerPickerView(frame: CGRect(x: 0, y: 300, width: 390, height: 80))
    let simulation = simulation(showing: ruler)
    var reported: [Int] = []
    ruler.valueChanged = { reported.append($0) }
    simulation.run(
      TouchScript {
        drag(1, from: point(300, 340), to: point(180, 340), duration: .milliseconds(100), steps: 6)
      })
    // 120 pt less the 10 pt hysteresis: 11 ticks.
    #expect(ruler.value == 11 && ruler.isGliding)
    simulation.advance(by: 3)
    // 120 pt in 100 ms: 1,200 pt/s at the lift, kept at 0.998^1000 a second, so below 20 pt/s
    // after 2.045 s: 123 frames of 1/60 s covering 599 pt, which settle on the tick at 710.
    #expect(ruler.glideFrames == 123 && ruler.value == 71)
    #expect(!ruler.isGliding)
    #expect(ruler.offset == CGFloat(ruler.value) * ruler.tickSpacing)
    #expect(reported == reported.sorted() && Set(reported).count == reported.count)
    #expect(reported.last == ruler.value && ruler.accessibilityValue == "\(ruler.value)")
    let settled = ruler.value
    ruler.accessibilityIncrement()
    #expect(ruler.value == settled + 1)
    #expect(ruler.accessibilityTraits == .adjustable && ruler.isAccessibilityElement)
  }

  @Test("A stroke on the signature pad becomes one smoothed path through its samples; a tap a dot")
  func signatureStrokes() {
    let pad = SignaturePadView(frame: CGRect(x: 20, y: 200, width: 350, height: 150))
    let simulation = simulation(showing: pad)
    var emptiness: [Bool] = []
    pad.onEmptinessChanged = { emptiness.append($0) }
    simulation.run(
      TouchScript {
        drag(1, from: point(70, 250), to: point(170, 290), duration: .milliseconds(160), steps: 8)
      })
    #expect(pad.strokes.count == 1 && pad.sampleCount == 9 && pad.displayRequests == 9)
    let stroke = pad.strokes[0]
    #expect(stroke.bounds == CGRect(x: 50, y: 50, width: 100, height: 40))
    #expect(stroke.currentPoint == point(150, 90))
    #expect(stroke.lineWidth == 2.5 && stroke.lineCapStyle == .round)

    simulation.run(TouchScript(startingAt: 1) { tap(at: point(320, 330)) })
    #expect(pad.strokes.count == 2 && pad.strokes[1].contains(point(300, 130)))
    pad.draw(pad.bounds)
    pad.clear()
    #expect(pad.isEmpty && emptiness == [false, true])
  }
}

/// A 390 × 844 window showing `view`.
@MainActor
private func simulation(showing view: UIView) -> Simulation {
  let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
  simulation.window.addSubview(view)
  return simulation
}

/// A list of what happened, for closures that cannot capture a local variable in Swift 6 mode.
@MainActor
final class Log {
  private var entries: [String] = []
  func add(_ entry: String) { entries.append(entry) }
  func take() -> [String] {
    defer { entries = [] }
    return entries
  }
}
