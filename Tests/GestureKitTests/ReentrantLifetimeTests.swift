import Foundation
import Testing

@_spi(Simulator) @testable import GestureCore

// The per-frame paths lend references they do not count (docs/architecture.md, "References the
// per-frame paths lend rather than count"). These tests run app code that drops, removes,
// disables or adds recognizers and views in the middle of a frame, from every kind of callback,
// and check with weak references that what was dropped is freed afterwards; `scripts/asan` (the
// `asan` stage of .ci/run) also runs this file under AddressSanitizer in a release build, so
// that nothing is used after it is freed either.

/// Calls `body` from a recognizer's action; held strongly by the test (targets are weak).
private final class Action {
  var states: [UIGestureRecognizer.State] = []
  var body: (UIGestureRecognizer) -> Void

  init(_ body: @escaping (UIGestureRecognizer) -> Void = { _ in }) { self.body = body }

  func handle(_ recognizer: UIGestureRecognizer) {
    states.append(recognizer.state)
    body(recognizer)
  }
}

/// A delegate whose answers run app code first.
private final class MeddlingDelegate: NSObject, UIGestureRecognizerDelegate {
  var onSimultaneity: (UIGestureRecognizer, UIGestureRecognizer) -> Void = { _, _ in }
  var onRequireFailure: (UIGestureRecognizer, UIGestureRecognizer) -> Void = { _, _ in }
  var onReceive: (UIGestureRecognizer, UITouch) -> Void = { _, _ in }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    onSimultaneity(gestureRecognizer, otherGestureRecognizer)
    return true
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    onRequireFailure(gestureRecognizer, otherGestureRecognizer)
    return false
  }

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  {
    onReceive(gestureRecognizer, touch)
    return true
  }
}

/// A recognizer that begins when told to, and runs app code when it resets.
private final class Switch: UIGestureRecognizer {
  var onReset: () -> Void = {}

  func turnOn() { state = .began }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible { state = .failed } else { state = .ended }
  }

  override func reset() { onReset() }
}

/// A view that runs app code when its touches move.
private final class MeddlingView: UIView {
  var onMoved: () -> Void = {}
  var cancelled = 0

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { onMoved() }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    cancelled += touches.count
  }
}

private func change(_ id: Int, _ phase: TouchFrame.Change.Phase, _ x: CGFloat, _ y: CGFloat)
  -> TouchFrame.Change
{
  TouchFrame.Change(id: id, phase: phase, location: CGPoint(x: x, y: y))
}

/// Two fingers that land together, move apart (and right) in six frames, and lift together:
/// a pan and a pinch on the view under them both recognize.
private func spread(_ simulation: Simulation, from start: TimeInterval = 0, leftX: CGFloat = 150) {
  simulation.feed(
    TouchFrame(
      time: start, changes: [change(1, .down, leftX, 400), change(2, .down, leftX + 100, 400)]))
  for step in 1...6 {
    let d = CGFloat(step) * 12
    simulation.feed(
      TouchFrame(
        time: start + Double(step) * 0.016,
        changes: [
          change(1, .move, leftX + d * 0.5, 400), change(2, .move, leftX + 100 + d * 2, 400),
        ]
      ))
  }
  simulation.feed(
    TouchFrame(
      time: start + 0.2,
      changes: [change(1, .up, leftX + 36, 400), change(2, .up, leftX + 244, 400)]))
  simulation.settle()
}

/// A one-finger drag after the gesture under test, at `start`: the environment keeps the last
/// frames' touch lists (for reuse) and the last lifted touch's view (for tap counts) until the
/// next touches replace them, and each touch holds its view.
private func flush(_ simulation: Simulation, at start: TimeInterval = 5) {
  simulation.feed(TouchFrame(time: start, changes: [change(9, .down, 20, 20)]))
  simulation.feed(TouchFrame(time: start + 0.016, changes: [change(9, .move, 22, 20)]))
  simulation.feed(TouchFrame(time: start + 0.032, changes: [change(9, .up, 22, 20)]))
  simulation.settle()
}

@MainActor
@Suite("Re-entrant lifetimes")
struct ReentrantLifetimeTests {
  /// A window with a full-window container holding one full-window board.
  private func scene() -> (Simulation, container: UIView, board: UIView) {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    container.accessibilityIdentifier = "container"
    let board = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    board.accessibilityIdentifier = "board"
    container.addSubview(board)
    simulation.window.addSubview(container)
    return (simulation, container, board)
  }

  @Test("A pan's began action removes the pinch beside it, which nothing else holds: freed")
  func actionRemovesOtherRecognizer() {
    let (simulation, _, board) = scene()
    let delegate = MeddlingDelegate()
    let pan = UIPanGestureRecognizer()
    pan.delegate = delegate
    weak var weakPinch: UIPinchGestureRecognizer?
    do {
      let pinch = UIPinchGestureRecognizer()
      pinch.name = "pinch"
      pinch.delegate = delegate
      board.addGestureRecognizer(pinch)
      weakPinch = pinch
    }
    board.addGestureRecognizer(pan)
    let action = Action { recognizer in
      guard recognizer.state == .began, let pinch = weakPinch else { return }
      pinch.view?.removeGestureRecognizer(pinch)
    }
    pan.addTarget(action, action: Action.handle)
    spread(simulation)
    flush(simulation)
    #expect(weakPinch == nil)
    #expect(action.states.first == .began)
    #expect(action.states.last == .ended)
    #expect(action.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
    #expect(board.gestureRecognizers?.count == 1)
  }

  @Test("A recognizer removes itself in each of its actions and is freed; the rest still run")
  func actionRemovesItself() {
    for removeAt in [UIGestureRecognizer.State.began, .changed, .ended] {
      let (simulation, _, board) = scene()
      let pinch = UIPinchGestureRecognizer()
      let delegate = MeddlingDelegate()
      pinch.delegate = delegate
      board.addGestureRecognizer(pinch)
      let pinchAction = Action()
      pinch.addTarget(pinchAction, action: Action.handle)
      weak var weakPan: UIPanGestureRecognizer?
      let action = Action { recognizer in
        guard recognizer.state == removeAt else { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
      }
      do {
        let pan = UIPanGestureRecognizer()
        pan.delegate = delegate
        pan.addTarget(action, action: Action.handle)
        board.addGestureRecognizer(pan)
        weakPan = pan
      }
      spread(simulation)
      flush(simulation)
      #expect(weakPan == nil, "removed at \(removeAt)")
      switch removeAt {
      case .began: #expect(action.states == [.began, .cancelled])
      case .changed: #expect(action.states == [.began, .changed, .cancelled])
      default: #expect(action.states.last == .ended)
      }
      #expect(pinchAction.states.first == .began)
      #expect(pinchAction.states.last == .ended)
    }
  }

  @Test("A changed action removes the board from its container; board and recognizers freed")
  func actionRemovesView() {
    let (simulation, container, _) = scene()
    weak var weakBoard: UIView?
    weak var weakPan: UIGestureRecognizer?
    weak var weakPinch: UIGestureRecognizer?
    let panAction = Action { recognizer in
      guard recognizer.state == .changed else { return }
      recognizer.view?.removeFromSuperview()
    }
    let pinchAction = Action()
    do {
      let board = container.subviews[0]
      let delegate = MeddlingDelegate()
      let pan = UIPanGestureRecognizer()
      let pinch = UIPinchGestureRecognizer()
      pan.delegate = delegate
      pinch.delegate = delegate
      pan.addTarget(panAction, action: Action.handle)
      pinch.addTarget(pinchAction, action: Action.handle)
      board.addGestureRecognizer(pan)
      board.addGestureRecognizer(pinch)
      (weakBoard, weakPan, weakPinch) = (board, pan, pinch)
    }
    spread(simulation)
    flush(simulation)
    #expect(container.subviews.isEmpty)
    #expect(weakBoard == nil)
    #expect(weakPan == nil)
    #expect(weakPinch == nil)
    // UIKit cancels a recognizer whose view leaves the window mid-gesture (§1.6).
    #expect(panAction.states == [.began, .changed, .cancelled])
    #expect(pinchAction.states.last.map { $0 == .cancelled || $0 == .changed } ?? true)
  }

  @Test("An action drops the controller that owns the view and its recognizers: all freed")
  func actionDropsController() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    weak var weakController: UIViewController?
    weak var weakPan: UIGestureRecognizer?
    let action = Action { recognizer in
      guard recognizer.state == .changed else { return }
      simulation.window.rootViewController = nil
    }
    do {
      let controller = UIViewController()
      simulation.window.rootViewController = controller
      controller.view.frame = simulation.window.bounds
      let pan = UIPanGestureRecognizer()
      pan.addTarget(action, action: Action.handle)
      controller.view.addGestureRecognizer(pan)
      let tap = UITapGestureRecognizer()
      controller.view.addGestureRecognizer(tap)
      (weakController, weakPan) = (controller, pan)
    }
    spread(simulation)
    flush(simulation)
    #expect(weakController == nil)
    #expect(weakPan == nil)
    #expect(action.states == [.began, .changed, .cancelled])
  }

  @Test("A changed action disables the other recognizer and adds a new one mid-gesture")
  func actionDisablesAndAdds() {
    let (simulation, _, board) = scene()
    let delegate = MeddlingDelegate()
    let pan = UIPanGestureRecognizer()
    let pinch = UIPinchGestureRecognizer()
    pan.delegate = delegate
    pinch.delegate = delegate
    board.addGestureRecognizer(pan)
    board.addGestureRecognizer(pinch)
    let pinchAction = Action()
    pinch.addTarget(pinchAction, action: Action.handle)
    weak var weakAdded: UIGestureRecognizer?
    let action = Action { recognizer in
      guard recognizer.state == .changed, pinch.isEnabled else { return }
      pinch.isEnabled = false
      let added = UILongPressGestureRecognizer()
      board.addGestureRecognizer(added)
      weakAdded = added
    }
    pan.addTarget(action, action: Action.handle)
    spread(simulation)
    flush(simulation)
    #expect(action.states.first == .began)
    #expect(action.states.last == .ended)
    // Disabled while recognizing: cancelled (§1.6), whether it had begun or not yet reported.
    #expect(pinchAction.states.last == .cancelled || pinchAction.states.isEmpty)
    #expect(weakAdded != nil)
    // Removed again, the added one is freed.
    if let added = weakAdded { board.removeGestureRecognizer(added) }
    #expect(weakAdded == nil)
  }

  @Test("A delegate's simultaneity answer removes the recognizer it is asked about")
  func simultaneityRemovesOther() {
    let (simulation, _, board) = scene()
    let delegate = MeddlingDelegate()
    let pan = UIPanGestureRecognizer()
    let action = Action()
    pan.addTarget(action, action: Action.handle)
    weak var weakPinch: UIGestureRecognizer?
    do {
      let pinch = UIPinchGestureRecognizer()
      board.addGestureRecognizer(pinch)
      weakPinch = pinch
    }
    delegate.onSimultaneity = { _, other in
      guard other is UIPinchGestureRecognizer else { return }
      other.view?.removeGestureRecognizer(other)
    }
    pan.delegate = delegate
    board.addGestureRecognizer(pan)
    spread(simulation)
    flush(simulation)
    #expect(weakPinch == nil)
    #expect(action.states.first == .began)
    #expect(action.states.last == .ended)
  }

  @Test("A delegate's simultaneity answer makes a third recognizer begin, during exclusion")
  func simultaneityJoinsAnother() {
    let (simulation, container, board) = scene()
    let delegate = MeddlingDelegate()
    // On a view under the container, which no touch reaches: it joins when it begins.
    let aside = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    simulation.window.insertSubview(aside, belowSubview: container)
    let flip = Switch()
    let flipAction = Action()
    flip.addTarget(flipAction, action: Action.handle)
    aside.addGestureRecognizer(flip)
    // Undecided while the pan recognizes, so that exclusion asks the delegate about them.
    let others: [UIGestureRecognizer] = [UIPinchGestureRecognizer(), UIRotationGestureRecognizer()]
    for other in others {
      other.delegate = delegate
      board.addGestureRecognizer(other)
    }
    let pan = UIPanGestureRecognizer()
    pan.delegate = delegate
    board.addGestureRecognizer(pan)
    let action = Action()
    pan.addTarget(action, action: Action.handle)
    delegate.onSimultaneity = { _, _ in
      if flip.state == .possible, !flip.isParticipating { flip.turnOn() }
    }
    spread(simulation)
    #expect(action.states.first == .began)
    #expect(action.states.last == .ended)
    #expect(flipAction.states == [.began])
  }

  @Test("A delegate asked about a failure requirement removes the other and links a new one")
  func requirementQuestionRemovesAndLinks() {
    let (simulation, _, board) = scene()
    let delegate = MeddlingDelegate()
    let pan = UIPanGestureRecognizer()
    let action = Action()
    pan.addTarget(action, action: Action.handle)
    pan.delegate = delegate
    weak var weakTap: UIGestureRecognizer?
    do {
      let tap = UITapGestureRecognizer()
      tap.delegate = delegate
      board.addGestureRecognizer(tap)
      weakTap = tap
    }
    board.addGestureRecognizer(pan)
    var linked: [UIGestureRecognizer] = []
    delegate.onRequireFailure = { asker, other in
      if other is UITapGestureRecognizer { other.view?.removeGestureRecognizer(other) }
      if linked.isEmpty {
        let swipe = UISwipeGestureRecognizer()
        board.addGestureRecognizer(swipe)
        asker.require(toFail: swipe)
        linked.append(swipe)
      }
    }
    spread(simulation)
    flush(simulation)
    #expect(weakTap == nil)
    #expect(linked.count == 1)
    #expect(action.states.first == .began)
    #expect(action.states.last == .ended)
  }

  @Test("A delegate asked whether to receive a touch removes its recognizer: freed")
  func shouldReceiveRemovesItself() {
    let (simulation, _, board) = scene()
    let delegate = MeddlingDelegate()
    let pinch = UIPinchGestureRecognizer()
    let pinchAction = Action()
    pinch.addTarget(pinchAction, action: Action.handle)
    board.addGestureRecognizer(pinch)
    weak var weakPan: UIGestureRecognizer?
    do {
      let pan = UIPanGestureRecognizer()
      pan.delegate = delegate
      board.addGestureRecognizer(pan)
      weakPan = pan
    }
    delegate.onReceive = { recognizer, touch in
      if touch.phase == .began { recognizer.view?.removeGestureRecognizer(recognizer) }
    }
    spread(simulation)
    flush(simulation)
    #expect(weakPan == nil)
    #expect(pinchAction.states.first == .began)
    #expect(pinchAction.states.last == .ended)
  }

  @Test("A view's touchesMoved removes its own superview mid two-view frame: all freed")
  func touchesMovedRemovesSuperview() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    weak var weakHolder: UIView?
    weak var weakLeft: MeddlingView?
    weak var weakRight: MeddlingView?
    do {
      let holder = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let left = MeddlingView(frame: CGRect(x: 0, y: 0, width: 195, height: 844))
      let right = MeddlingView(frame: CGRect(x: 195, y: 0, width: 195, height: 844))
      holder.addSubview(left)
      holder.addSubview(right)
      simulation.window.addSubview(holder)
      left.onMoved = { [unowned left] in left.superview?.removeFromSuperview() }
      right.onMoved = { [unowned right] in right.removeFromSuperview() }
      (weakHolder, weakLeft, weakRight) = (holder, left, right)
    }
    simulation.feed(
      TouchFrame(time: 0, changes: [change(1, .down, 50, 400), change(2, .down, 300, 400)]))
    simulation.feed(
      TouchFrame(time: 0.016, changes: [change(1, .move, 60, 400), change(2, .move, 310, 400)]))
    simulation.feed(
      TouchFrame(time: 0.032, changes: [change(1, .move, 70, 400), change(2, .move, 320, 400)]))
    simulation.feed(
      TouchFrame(time: 0.05, changes: [change(1, .up, 70, 400), change(2, .up, 320, 400)]))
    simulation.settle()
    flush(simulation)
    #expect(simulation.window.subviews.isEmpty)
    #expect(weakHolder == nil)
    #expect(weakLeft == nil)
    #expect(weakRight == nil)
  }

  @Test("A recognizer's reset() removes and disables other recognizers: removed ones freed")
  func resetMeddles() {
    let (simulation, _, board) = scene()
    let delegate = MeddlingDelegate()
    let flip = Switch()
    flip.delegate = delegate
    board.addGestureRecognizer(flip)
    let pinch = UIPinchGestureRecognizer()
    pinch.delegate = delegate
    board.addGestureRecognizer(pinch)
    weak var weakPan: UIGestureRecognizer?
    do {
      let pan = UIPanGestureRecognizer()
      pan.delegate = delegate
      board.addGestureRecognizer(pan)
      weakPan = pan
    }
    var resets = 0
    flip.onReset = {
      resets += 1
      pinch.isEnabled = false
      if let pan = weakPan { pan.view?.removeGestureRecognizer(pan) }
    }
    simulation.feed(
      TouchFrame(time: 0, changes: [change(1, .down, 150, 400), change(2, .down, 250, 400)]))
    // Fails at the lift, mid-gesture for the others: its reset runs while they recognize.
    simulation.feed(
      TouchFrame(time: 0.016, changes: [change(1, .move, 160, 400), change(2, .move, 280, 400)]))
    simulation.feed(
      TouchFrame(time: 0.032, changes: [change(1, .move, 170, 400), change(2, .move, 310, 400)]))
    simulation.feed(TouchFrame(time: 0.05, changes: [change(2, .up, 310, 400)]))
    simulation.feed(TouchFrame(time: 0.07, changes: [change(1, .move, 190, 400)]))
    simulation.feed(TouchFrame(time: 0.09, changes: [change(1, .up, 190, 400)]))
    simulation.settle()
    flush(simulation)
    #expect(resets >= 1)
    #expect(weakPan == nil)
    #expect(!pinch.isEnabled)
    #expect(pinch.state == .possible)
  }

  @Test("A long press recognized by a timer in settle removes its view from its action")
  func timerActionRemovesView() {
    let (simulation, container, _) = scene()
    weak var weakBoard: UIView?
    weak var weakPress: UIGestureRecognizer?
    let action = Action { recognizer in recognizer.view?.removeFromSuperview() }
    do {
      let board = container.subviews[0]
      let press = UILongPressGestureRecognizer()
      press.addTarget(action, action: Action.handle)
      board.addGestureRecognizer(press)
      let tap = UITapGestureRecognizer()
      tap.require(toFail: press)
      board.addGestureRecognizer(tap)
      (weakBoard, weakPress) = (board, press)
    }
    simulation.feed(TouchFrame(time: 0, changes: [change(1, .down, 150, 400)]))
    simulation.advance(to: 1)
    #expect(action.states == [.began, .cancelled])
    simulation.feed(TouchFrame(time: 1.1, changes: [change(1, .up, 150, 400)]))
    simulation.settle()
    flush(simulation)
    #expect(weakBoard == nil)
    #expect(weakPress == nil)
  }

  @Test("A simulation released mid-gesture lets its recognizers go, or work in the next one")
  func simulationReleasedMidGesture() {
    let board = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    board.accessibilityIdentifier = "board"
    let pan = UIPanGestureRecognizer()
    pan.name = "pan"
    let action = Action()
    pan.addTarget(action, action: Action.handle)
    board.addGestureRecognizer(pan)
    weak var weakFirst: Simulation?
    do {
      let first = Simulation(windowSize: CGSize(width: 390, height: 844))
      first.window.addSubview(board)
      first.feed(TouchFrame(time: 0, changes: [change(1, .down, 100, 400)]))
      first.feed(TouchFrame(time: 0.016, changes: [change(1, .move, 140, 400)]))
      first.feed(TouchFrame(time: 0.032, changes: [change(1, .move, 180, 400)]))
      weakFirst = first
    }
    #expect(weakFirst == nil)
    #expect(action.states == [.began, .changed])
    // The board moves to a new simulation: its pan starts afresh there.
    board.removeFromSuperview()
    let second = Simulation(windowSize: CGSize(width: 390, height: 844))
    second.window.addSubview(board)
    action.states = []
    second.feed(TouchFrame(time: 0, changes: [change(1, .down, 100, 400)]))
    second.feed(TouchFrame(time: 0.016, changes: [change(1, .move, 140, 400)]))
    second.feed(TouchFrame(time: 0.032, changes: [change(1, .move, 180, 400)]))
    second.feed(TouchFrame(time: 0.05, changes: [change(1, .up, 180, 400)]))
    second.settle()
    #expect(action.states == [.began, .changed, .ended])
    #expect(
      second.transcript.map(\.state) == [.began, .changed, .ended]
        && second.transcript.first?.previousState == .possible)
    #expect(pan.state == .possible)
    // And a pan dropped with its simulation and view is freed.
    weak var weakPan: UIGestureRecognizer?
    do {
      let third = Simulation(windowSize: CGSize(width: 390, height: 844))
      let view = UIView(frame: third.window.bounds)
      third.window.addSubview(view)
      let dropped = UIPanGestureRecognizer()
      view.addGestureRecognizer(dropped)
      weakPan = dropped
      third.feed(TouchFrame(time: 0, changes: [change(1, .down, 100, 400)]))
      third.feed(TouchFrame(time: 0.016, changes: [change(1, .move, 140, 400)]))
    }
    #expect(weakPan == nil)
  }

  @Test("A pan carried over from a released simulation removes itself in its first action there")
  func carriedOverPanRemovesItself() {
    let board = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let action = Action()
    weak var weakPan: UIGestureRecognizer?
    do {
      let pan = UIPanGestureRecognizer()
      pan.addTarget(action, action: Action.handle)
      board.addGestureRecognizer(pan)
      weakPan = pan
    }
    do {
      let first = Simulation(windowSize: CGSize(width: 390, height: 844))
      first.window.addSubview(board)
      first.feed(TouchFrame(time: 0, changes: [change(1, .down, 100, 400)]))
      first.feed(TouchFrame(time: 0.016, changes: [change(1, .move, 140, 400)]))
    }
    // In the next simulation its first action takes it off the board, the last reference.
    action.body = { recognizer in recognizer.view?.removeGestureRecognizer(recognizer) }
    board.removeFromSuperview()
    let second = Simulation(windowSize: CGSize(width: 390, height: 844))
    second.window.addSubview(board)
    second.feed(TouchFrame(time: 0, changes: [change(1, .down, 100, 400)]))
    second.feed(TouchFrame(time: 0.016, changes: [change(1, .move, 140, 400)]))
    second.feed(TouchFrame(time: 0.032, changes: [change(1, .move, 180, 400)]))
    second.feed(TouchFrame(time: 0.05, changes: [change(1, .up, 180, 400)]))
    second.settle()
    flush(second)
    #expect(weakPan == nil)
    #expect(action.states == [.began, .began, .cancelled])
  }

  @Test("A state set outside any frame runs an action that drops the simulation: freed after")
  func stateChangeDropsSimulation() {
    final class Holder { var simulation: Simulation? }
    let holder = Holder()
    holder.simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    weak let weakSimulation = holder.simulation
    let flip = Switch()
    let action = Action { _ in holder.simulation = nil }
    flip.addTarget(action, action: Action.handle)
    holder.simulation?.window.addGestureRecognizer(flip)
    // A finger down: the switch takes part, so that its environment is cached (and lent).
    holder.simulation?.feed(TouchFrame(time: 0, changes: [change(1, .down, 100, 400)]))
    #expect(flip.isParticipating)
    // Not from a frame or a timer: the app's own call, so that the update pass it runs is all
    // that is under way when the action lets the simulation go.
    flip.turnOn()
    #expect(weakSimulation == nil)
    #expect(action.states == [.began])
    // Reset by its released environment (OUR CHOICE), it is free to begin again elsewhere.
    #expect(flip.state == .possible)
    #expect(!flip.isParticipating)
  }

  @Test("A delaysTouchesBegan override feeds a frame while the views' touches are sorted")
  func delaysTouchesBeganFeedsFrame() {
    /// Asked whether it holds `touchesBegan` back, it runs app code first.
    final class Asking: UIGestureRecognizer {
      var onAsked: () -> Void = {}
      override var delaysTouchesBegan: Bool {
        get {
          onAsked()
          return false
        }
        set {}
      }
    }
    let (simulation, _, board) = scene()
    let asking = Asking()
    board.addGestureRecognizer(asking)
    // Asked only while the views are given their touches; the app feeds forty more fingers,
    // more than the list of touches down has room for, so that it grows into new storage.
    var fed = false
    asking.onAsked = {
      guard !fed else { return }
      fed = true
      simulation.feed(
        TouchFrame(time: 0, changes: (3..<43).map { change($0, .down, CGFloat($0) * 5, 600) }))
    }
    simulation.feed(
      TouchFrame(time: 0, changes: [change(1, .down, 100, 400), change(2, .down, 200, 400)]))
    #expect(fed)
    simulation.feed(
      TouchFrame(
        time: 0.016,
        changes: [change(1, .up, 100, 400), change(2, .up, 200, 400)]
          + (3..<43).map { change($0, .up, CGFloat($0) * 5, 600) }))
    simulation.settle()
    #expect(simulation.touchesDown.isEmpty)
  }

  @Test("A transcript consumer that replaces itself while it runs is freed once it returns")
  func transcriptConsumerReplacesItself() {
    /// Entries a consumer saw, in an object that the test watches through a weak reference.
    final class Recorder {
      var entries: [TranscriptEntry] = []
    }
    func scene(_ simulation: Simulation, _ board: UIView) {
      let delegate = MeddlingDelegate()
      for recognizer in [UIPanGestureRecognizer(), UIPinchGestureRecognizer()] {
        recognizer.delegate = delegate
        board.addGestureRecognizer(recognizer)
      }
    }
    let (expected, _, expectedBoard) = self.scene()
    scene(expected, expectedBoard)
    spread(expected)

    let (simulation, _, board) = self.scene()
    scene(simulation, board)
    simulation.keepsTranscript = false
    let later = Recorder()
    weak var weakFirst: Recorder?
    do {
      let first = Recorder()
      weakFirst = first
      simulation.onTranscriptEntry = { [unowned simulation] entry in
        simulation.onTranscriptEntry = { later.entries.append($0) }
        // Still running after replacing itself: what it holds is still there.
        first.entries.append(entry)
        #expect(first.entries.count == 1)
      }
    }
    spread(simulation)
    #expect(weakFirst == nil)
    #expect(expected.transcript.count > 2)
    #expect(later.entries == Array(expected.transcript.dropFirst()))
  }

  @Test("Asked for a transcript entry's location, a recognizer removes its view: freed after")
  func transcriptLocationRemovesView() {
    /// Begins on its first touch and asks the app before it answers `location(in:)` for its
    /// own view, as the transcript asks.
    final class Locating: UIGestureRecognizer {
      var onLocation: () -> Void = {}
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { state = .began }
      override func location(in view: UIView?) -> CGPoint {
        if view != nil, view === self.view { onLocation() }
        return super.location(in: view)
      }
    }
    let (simulation, _, _) = scene()
    weak var weakContainer: UIView?
    let locating = Locating()
    locating.name = "locating"
    do {
      // The finger lands on the board, so no touch holds the container: only the window does.
      let container = simulation.window.subviews[0]
      container.addGestureRecognizer(locating)
      weakContainer = container
    }
    locating.onLocation = { [unowned locating] in locating.view?.removeFromSuperview() }
    simulation.feed(TouchFrame(time: 0, changes: [change(1, .down, 100, 400)]))
    #expect(weakContainer == nil)
    #expect(locating.view == nil)
    simulation.feed(TouchFrame(time: 0.016, changes: [change(1, .up, 100, 400)]))
    flush(simulation)
    #expect(
      simulation.transcript.filter { $0.recognizer == "locating" }.map(\.state) == [
        .began, .cancelled,
      ])
    #expect(simulation.transcript.first?.view == "container")
    #expect(simulation.transcript.first?.location == CGPoint(x: 100, y: 400))
  }

  /// A view that runs app code when its bounds are read.
  private final class Measured: UIView {
    var onBounds: () -> Void = {}
    override var bounds: CGRect {
      get {
        onBounds()
        return super.bounds
      }
      set { super.bounds = newValue }
    }
  }

  /// Feeds a one-finger drag to `x` over a container that holds `recognizer`, with a board
  /// under it that the finger lands on (so no touch holds the container). `hook` installs the
  /// code that `recognizer` runs at the start of its `touchesMoved`: on the first move, it turns
  /// the container, so that its map to the window is computed again, and arms the container's
  /// `bounds` getter to remove it from the window.
  ///
  /// - Returns: whether it armed, and whether the container was freed on that move.
  private func dragRemovingMeasuredView(
    _ recognizer: UIGestureRecognizer, hook: (@escaping () -> Void) -> Void, to x: CGFloat
  ) -> (armed: Bool, freed: Bool) {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    weak var weakContainer: Measured?
    do {
      let container = Measured(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      container.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)))
      container.addGestureRecognizer(recognizer)
      simulation.window.addSubview(container)
      weakContainer = container
    }
    var armed = false
    hook {
      guard !armed, let container = weakContainer else { return }
      armed = true
      container.transform = CGAffineTransform(scaleX: 1, y: 1)
      container.onBounds = { [unowned container] in
        container.onBounds = {}
        container.removeFromSuperview()
      }
    }
    simulation.feed(TouchFrame(time: 0, changes: [change(1, .down, 100, 400)]))
    simulation.feed(TouchFrame(time: 0.016, changes: [change(1, .move, 130, 400)]))
    let freed = weakContainer == nil
    simulation.feed(TouchFrame(time: 0.032, changes: [change(1, .move, x, 400)]))
    simulation.feed(TouchFrame(time: 0.048, changes: [change(1, .up, x, 400)]))
    flush(simulation)
    return (armed, freed)
  }

  @Test("A deciding pan's dead zone reads a view whose bounds getter removes it: freed after")
  func panDeadZoneViewRemovesItself() {
    final class Deciding: UIPanGestureRecognizer {
      var beforeMove: () -> Void = {}
      override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        beforeMove()
        super.touchesMoved(touches, with: event)
      }
    }
    let pan = Deciding()
    let result = dragRemovingMeasuredView(pan, hook: { pan.beforeMove = $0 }, to: 190)
    #expect(result == (armed: true, freed: true))
    #expect(pan.view == nil)
    #expect(pan.state == .possible)
  }

  @Test("A swipe measures its strokes in a view whose bounds getter removes it: freed after")
  func swipeAxesViewRemovesItself() {
    final class Measuring: UISwipeGestureRecognizer {
      var beforeMove: () -> Void = {}
      override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        beforeMove()
        super.touchesMoved(touches, with: event)
      }
    }
    let swipe = Measuring()
    let result = dragRemovingMeasuredView(swipe, hook: { swipe.beforeMove = $0 }, to: 160)
    #expect(result == (armed: true, freed: true))
    #expect(swipe.view == nil)
    #expect(swipe.state == .possible)
  }

  @Test("A recognizer's touchesBegan feeds a frame that lifts the finger; the next still runs")
  func touchesBeganLiftsFinger() {
    /// Records the touches it is handed, and runs app code when a touch begins.
    final class Lifting: UIGestureRecognizer {
      var onBegan: () -> Void = {}
      var began: [Int] = []
      var ended: [Int] = []
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        began += touches.map(\.identifier).sorted()
        onBegan()
      }
      override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        ended += touches.map(\.identifier).sorted()
        state = .failed
      }
    }
    let (simulation, _, board) = scene()
    let first = Lifting()
    let second = Lifting()
    board.addGestureRecognizer(first)
    board.addGestureRecognizer(second)
    var fed = false
    first.onBegan = {
      guard !fed else { return }
      fed = true
      simulation.feed(
        TouchFrame(time: 0, changes: [change(1, .up, 100, 400), change(2, .up, 200, 400)]))
    }
    simulation.feed(
      TouchFrame(time: 0, changes: [change(1, .down, 100, 400), change(2, .down, 200, 400)]))
    #expect(fed)
    #expect(first.began == [1, 2])
    // The lifted fingers reach the second recognizer too, after the frame that lifted them:
    // they were retired in the middle of the frame that began them.
    #expect(second.began == [1, 2])
    #expect(second.ended == [1, 2])
    flush(simulation)
    #expect(simulation.touchesDown.isEmpty)
  }
}
