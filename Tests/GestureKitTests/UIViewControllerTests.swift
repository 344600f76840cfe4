import Foundation
import GestureKit
import GestureScripts
import Testing

/// The target and delegate of a board's recognizers, as a coordinator is in iOS code.
private final class BoardCoordinator: UIGestureRecognizerDelegate {
  let log: CallLog

  init(log: CallLog) {
    self.log = log
  }

  func handlePan(_ pan: UIPanGestureRecognizer) {
    log.append("pan \(pan.state) \(describe(pan.translation(in: pan.view)))")
  }

  func handleTap(_ tap: UITapGestureRecognizer) {
    log.append("tap \(tap.state) \(describe(tap.location(in: tap.view)))")
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    log.append("shouldBegin \(gestureRecognizer.name ?? "?")")
    return true
  }
}

/// A controller that builds its view and installs a pan and a tap in `viewDidLoad`, with the
/// coordinator as their target and delegate.
private final class BoardViewController: LoggingController {
  let coordinator: BoardCoordinator

  init(log: CallLog) {
    coordinator = BoardCoordinator(log: log)
    super.init("board", log: log)
  }

  required init?(coder: NSCoder) { fatalError("not used") }

  override func loadView() {
    log.append("board loadView")
    view = UIView()
    view.accessibilityIdentifier = "board"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let pan = UIPanGestureRecognizer(target: coordinator, action: BoardCoordinator.handlePan)
    pan.name = "pan"
    pan.delegate = coordinator
    view.addGestureRecognizer(pan)
    let tap = UITapGestureRecognizer(target: coordinator, action: BoardCoordinator.handleTap)
    tap.name = "tap"
    tap.delegate = coordinator
    view.addGestureRecognizer(tap)
  }
}

private let dragThenTap = TouchScript {
  dragWithoutLifting(
    1, from: CGPoint(x: 100, y: 300), to: CGPoint(x: 200, y: 300), duration: .milliseconds(100),
    steps: 5)
  wait(.milliseconds(16))
  up(1)
  wait(.milliseconds(500))
  down(1, at: CGPoint(x: 150, y: 400))
  wait(.milliseconds(50))
  up(1)
}

@Test("A root controller loads, appears, runs the gestures it installed and disappears")
@MainActor
func rootControllerLifecycleAndGestures() {
  let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
  let log = CallLog()
  let board = BoardViewController(log: log)
  #expect(!board.isViewLoaded)

  simulation.window.rootViewController = board
  #expect(board.view.superview === simulation.window)
  #expect(board.view.frame == simulation.window.bounds)
  #expect(board.view.gestureRecognizers?.count == 2)
  simulation.run(dragThenTap)
  simulation.window.rootViewController = nil
  simulation.run(
    TouchScript(startingAt: 2) {
      down(1, at: CGPoint(x: 150, y: 400))
      wait(.milliseconds(50))
      up(1)
    })

  #expect(
    log.entries == [
      "board loadView", "board viewDidLoad",
      "board viewWillAppear inWindow=false", "board viewDidAppear inWindow=true",
      // The pan begins 10 pt into the drag; its translation leaves those out.
      "shouldBegin pan", "pan began (10.0, 0.0)", "pan changed (30.0, 0.0)",
      "pan changed (50.0, 0.0)", "pan changed (70.0, 0.0)", "pan changed (90.0, 0.0)",
      "pan ended (90.0, 0.0)",
      "shouldBegin tap", "tap ended (150.0, 400.0)",
      "board viewWillDisappear inWindow=true", "board viewDidDisappear inWindow=false",
    ])
  #expect(board.view.superview == nil)
}

@Test("Containment calls willMove and didMove where UIKit does, and appearance reaches children")
@MainActor
func containmentAndForwarding() {
  let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
  let log = CallLog()
  let container = LoggingController("container", log: log)
  let child = LoggingController("child", log: log)
  let hidden = LoggingController("hidden", log: log)

  container.addChild(child)
  container.view.addSubview(child.view)
  child.didMove(toParent: container)
  container.addChild(hidden)  // in `children`, but its view is not in the container's view
  hidden.didMove(toParent: container)
  #expect(
    container.children.map(ObjectIdentifier.init) == [child, hidden].map(ObjectIdentifier.init))
  #expect(child.parent === container)

  simulation.window.rootViewController = container
  simulation.window.rootViewController = nil

  child.willMove(toParent: nil)
  child.view.removeFromSuperview()
  child.removeFromParent()
  #expect(container.children.map(ObjectIdentifier.init) == [hidden].map(ObjectIdentifier.init))
  #expect(child.parent == nil)

  let other = LoggingController("other", log: log)
  other.addChild(hidden)  // takes it from the container first
  #expect(container.children.isEmpty)
  #expect(other.children.map(ObjectIdentifier.init) == [hidden].map(ObjectIdentifier.init))

  #expect(
    log.entries == [
      "child willMove(toParent: container) parent=nil",
      "container viewDidLoad",
      "child viewDidLoad",
      "child didMove(toParent: container) parent=container",
      "hidden willMove(toParent: container) parent=nil",
      "hidden didMove(toParent: container) parent=container",
      "container viewWillAppear inWindow=false", "child viewWillAppear inWindow=false",
      "container viewDidAppear inWindow=true", "child viewDidAppear inWindow=true",
      "container viewWillDisappear inWindow=true", "child viewWillDisappear inWindow=true",
      "container viewDidDisappear inWindow=false", "child viewDidDisappear inWindow=false",
      "child willMove(toParent: nil) parent=container",
      "child didMove(toParent: nil) parent=nil",
      "hidden didMove(toParent: nil) parent=nil",
      "hidden willMove(toParent: other) parent=nil",
    ])
}
