import Foundation
import GestureScripts
import Testing

@testable import GestureCore
@testable import GestureUIKit

@Suite("AutoLayout: the Cassowary solver")
@MainActor
struct AutoLayoutSolverTests {
  typealias C = LinearSolver.Constraint

  @Test("Equalities: x + y = 10 and x − y = 2 give x = 6, y = 4")
  func equalities() throws {
    let solver = LinearSolver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    try solver.add(C([(x, 1), (y, 1)], constant: -10, .equal))
    try solver.add(C([(x, 1), (y, -1)], constant: -2, .equal))
    #expect(solver.value(of: x) == 6 && solver.value(of: y) == 4)
  }

  @Test("Inequalities bound a weak preference from either side")
  func inequalities() throws {
    let solver = LinearSolver()
    let x = solver.makeVariable()
    try solver.add(C([(x, 1)], constant: -10, .greaterOrEqual))
    try solver.add(C([(x, 1)], constant: -30, .lessOrEqual))
    let wantsZero = C([(x, 1)], constant: 0, .equal, strength: LinearSolver.Strength.weak)
    try solver.add(wantsZero)
    #expect(solver.value(of: x) == 10)
    solver.remove(wantsZero)
    try solver.add(C([(x, 1)], constant: -100, .equal, strength: LinearSolver.Strength.weak))
    #expect(solver.value(of: x) == 30)
  }

  @Test("The stronger of two conflicting preferences wins, and the weaker one after removal")
  func priorities() throws {
    let solver = LinearSolver()
    let x = solver.makeVariable()
    let strong = C([(x, 1)], constant: -10, .equal, strength: LinearSolver.Strength.strong)
    try solver.add(C([(x, 1)], constant: -20, .equal, strength: LinearSolver.Strength.weak))
    try solver.add(strong)
    #expect(solver.value(of: x) == 10)
    solver.remove(strong)
    #expect(solver.value(of: x) == 20)
  }

  @Test("A contradicting required constraint is refused and leaves the solution as it was")
  func requiredConflict() throws {
    let solver = LinearSolver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    let pin = C([(x, 1)], constant: -10, .equal)
    try solver.add(pin)
    try solver.add(C([(y, 1), (x, -1)], constant: -5, .equal))
    #expect(throws: LinearSolver.Failure.unsatisfiable) {
      try solver.add(C([(y, 1)], constant: -40, .greaterOrEqual))
    }
    #expect(throws: LinearSolver.Failure.unsatisfiable) {
      try solver.add(C([(x, 1)], constant: -20, .equal))
    }
    #expect(solver.value(of: x) == 10 && solver.value(of: y) == 15)
    #expect(solver.addedConstraints.count == 2)
    solver.remove(pin)
    try solver.add(C([(x, 1)], constant: -20, .equal))
    #expect(solver.value(of: x) == 20 && solver.value(of: y) == 25)
  }
}

/// A window-sized root with a 300 × 400 container at (10, 20), laid out by frames.
@MainActor
private func scene() -> (UIWindow, UIView) {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let container = UIView(frame: CGRect(x: 10, y: 20, width: 300, height: 400))
  window.addSubview(container)
  return (window, container)
}

@MainActor
private func constrainedView(in container: UIView) -> UIView {
  let view = UIView()
  view.translatesAutoresizingMaskIntoConstraints = false
  container.addSubview(view)
  return view
}

/// A view that would like to be 80 × 30, as a label would.
private final class LabelLike: UIView {
  override var intrinsicContentSize: CGSize { CGSize(width: 80, height: 30) }
}

/// A view that records its size each time it lays out.
private final class RecordingView: UIView {
  var sizes: [CGSize] = []
  override func layoutSubviews() { sizes.append(bounds.size) }
}

@Suite("AutoLayout: constraints in the layout pass")
@MainActor
struct AutoLayoutConstraintTests {
  @Test("Edges pinned with constants, in the superview's space")
  func pinnedEdges() {
    let (window, container) = scene()
    let child = constrainedView(in: container)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
      child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
      child.topAnchor.constraint(equalTo: container.topAnchor, constant: 24),
      child.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -24),
    ])
    #expect(container.constraints.count == 4 && child.constraints.isEmpty)
    window.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 16, y: 24, width: 268, height: 352))
    container.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    window.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 16, y: 24, width: 168, height: 52))
  }

  @Test("Centering with constant sizes; a guide of margins insets by 8")
  func centeringAndMargins() {
    let (window, container) = scene()
    let box = constrainedView(in: container)
    let inset = constrainedView(in: container)
    NSLayoutConstraint.activate([
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 50),
      box.centerXAnchor.constraint(equalTo: container.centerXAnchor),
      box.centerYAnchor.constraint(equalTo: container.centerYAnchor, constant: 10),
      inset.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
      inset.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
      inset.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
      inset.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 100, y: 185, width: 100, height: 50))
    #expect(inset.frame == CGRect(x: 8, y: 8, width: 284, height: 20))
  }

  @Test("An aspect ratio by multiplier, also through init(item:attribute:…)")
  func aspectRatio() {
    let (window, container) = scene()
    let photo = constrainedView(in: container)
    NSLayoutConstraint.activate([
      photo.leftAnchor.constraint(equalTo: container.leftAnchor),
      photo.topAnchor.constraint(equalTo: container.topAnchor),
      photo.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5),
      NSLayoutConstraint(
        item: photo, attribute: .height, relatedBy: .equal, toItem: photo, attribute: .width,
        multiplier: 0.75, constant: 10),
    ])
    window.layoutIfNeeded()
    #expect(photo.frame == CGRect(x: 0, y: 0, width: 150, height: 122.5))
  }

  @Test("An inequality beats a lower priority; deactivating it lets the preference through")
  func inequalityWithPriority() {
    let (window, container) = scene()
    let bar = constrainedView(in: container)
    let cap = bar.widthAnchor.constraint(lessThanOrEqualToConstant: 150)
    let wish = bar.widthAnchor.constraint(equalToConstant: 250)
    wish.priority = .defaultHigh
    let floor = bar.heightAnchor.constraint(greaterThanOrEqualToConstant: 40)
    let low = bar.heightAnchor.constraint(equalToConstant: 10)
    low.priority = UILayoutPriority(rawValue: 999)
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      bar.topAnchor.constraint(equalTo: container.topAnchor), cap, wish, floor, low,
    ])
    window.layoutIfNeeded()
    #expect(bar.frame == CGRect(x: 0, y: 0, width: 150, height: 40))
    NSLayoutConstraint.deactivate([cap])
    #expect(!cap.isActive && wish.isActive)
    window.layoutIfNeeded()
    #expect(bar.frame.width == 250)
  }

  @Test("Intrinsic size with hugging (250) and compression resistance (750)")
  func intrinsicSize() {
    let (window, container) = scene()
    let label = LabelLike()
    label.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(label)
    let stretch = label.widthAnchor.constraint(equalToConstant: 200)
    stretch.priority = UILayoutPriority(200)
    let squeeze = label.widthAnchor.constraint(lessThanOrEqualToConstant: 50)
    squeeze.priority = UILayoutPriority(700)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
      label.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor, constant: -20),
      label.topAnchor.constraint(equalTo: container.topAnchor), stretch,
    ])
    window.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 20, y: 0, width: 80, height: 30))
    stretch.priority = UILayoutPriority(300)  // now above hugging
    window.layoutIfNeeded()
    #expect(label.frame.width == 200)
    stretch.isActive = false
    squeeze.isActive = true  // below compression resistance
    window.layoutIfNeeded()
    #expect(label.frame.width == 80)
    squeeze.priority = UILayoutPriority(800)  // now above it
    window.layoutIfNeeded()
    #expect(label.frame.width == 50)
    label.setContentCompressionResistancePriority(.required, for: .horizontal)
    window.layoutIfNeeded()
    #expect(label.frame.width == 80)
    #expect(label.contentHuggingPriority(for: .vertical) == .defaultLow)
  }

  @Test("Frames are set before layoutSubviews; guides get frames; the safe area insets")
  func orderGuidesAndSafeArea() {
    let (window, container) = scene()
    window.deviceSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let panel = RecordingView()
    panel.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(panel)
    let guide = UILayoutGuide()
    container.addLayoutGuide(guide)
    let banner = constrainedView(in: window)
    NSLayoutConstraint.activate([
      panel.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
      panel.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
      panel.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
      panel.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -10),
      guide.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
      guide.widthAnchor.constraint(equalToConstant: 100),
      guide.topAnchor.constraint(equalTo: panel.topAnchor),
      guide.heightAnchor.constraint(equalTo: panel.heightAnchor, multiplier: 0.5),
      banner.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
      banner.bottomAnchor.constraint(equalTo: window.safeAreaLayoutGuide.bottomAnchor),
      banner.leftAnchor.constraint(equalTo: window.leftAnchor),
      banner.rightAnchor.constraint(equalTo: window.rightAnchor),
    ])
    window.layoutIfNeeded()
    #expect(panel.sizes == [CGSize(width: 280, height: 380)])
    #expect(guide.layoutFrame == CGRect(x: 20, y: 10, width: 100, height: 190))
    #expect(banner.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
    #expect(container.layoutGuides.count == 1 && guide.owningView === container)
  }

  @Test("A required conflict prints one line once and breaks the later constraint")
  func unsatisfiable() {
    var messages: [String] = []
    let saved = AutoLayoutEngine.report
    AutoLayoutEngine.report = { messages.append($0) }
    defer { AutoLayoutEngine.report = saved }
    let (window, container) = scene()
    let box = constrainedView(in: container)
    let later = box.widthAnchor.constraint(equalToConstant: 200)
    later.identifier = "later"
    NSLayoutConstraint.activate([
      box.widthAnchor.constraint(equalToConstant: 100), later,
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    box.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(box.frame.size == CGSize(width: 100, height: 10))
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("[LayoutConstraints] Unable to simultaneously") == true)
    #expect(messages.first?.contains("'later'") == true)
  }

  @Test("A constraint between views with no common ancestor stays inactive, with a message")
  func noCommonAncestor() {
    var messages: [String] = []
    let saved = AutoLayoutEngine.report
    AutoLayoutEngine.report = { messages.append($0) }
    defer { AutoLayoutEngine.report = saved }
    let constraint = UIView().topAnchor.constraint(equalTo: UIView().topAnchor)
    constraint.isActive = true
    #expect(!constraint.isActive && messages.count == 1)
  }

  @Test("A drawer's top constant follows a pan, then snaps open under UIView.animate")
  func drawer() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let window = simulation.window
    let drawer = UIView()
    drawer.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(drawer)
    let top = drawer.topAnchor.constraint(equalTo: window.topAnchor, constant: 700)
    NSLayoutConstraint.activate([
      top, drawer.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      drawer.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      drawer.heightAnchor.constraint(equalToConstant: 600),
    ])
    var startConstant: CGFloat = 0
    var tracked: [Bool] = []
    let pan = UIPanGestureRecognizer()
    pan.addAction { pan in
      switch pan.state {
      case .began: startConstant = top.constant
      case .changed:
        top.constant = startConstant + pan.translation(in: window).y
      case .ended:
        top.constant = 200
        UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear]) {
          window.layoutIfNeeded()
        }
      default: break
      }
    }
    drawer.addGestureRecognizer(pan)
    window.layoutIfNeeded()
    #expect(drawer.frame == CGRect(x: 0, y: 700, width: 390, height: 600))
    _ = simulation.run(
      TouchScript {
        dragWithoutLifting(
          1, from: CGPoint(x: 195, y: 750), to: CGPoint(x: 195, y: 550),
          duration: .milliseconds(200), steps: 10)
      }, settle: false)
    // The layout pass before the next input placed the drawer where the last move put it.
    window.layoutIfNeeded()
    tracked.append(drawer.frame.minY == 700 + pan.translation(in: window).y)
    let dragged = drawer.frame.minY
    #expect(tracked == [true] && dragged < 560)
    _ = simulation.run(TouchScript { up(1) }, settle: false)
    let start = simulation.now
    #expect(drawer.frame.minY == 200)
    simulation.advance(to: start + 0.1)
    #expect(abs(drawer.presentationFrame.minY - (dragged + (200 - dragged) * 0.25)) < 1e-9)
    simulation.advance(to: start + 0.4)
    #expect(drawer.presentationFrame == CGRect(x: 0, y: 200, width: 390, height: 600))
  }
}
