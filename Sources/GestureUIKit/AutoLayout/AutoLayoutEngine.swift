import Foundation
import GestureCore

/// Solves the constraints of a view tree in the layout pass and writes the frames back.
///
/// Each pass builds a fresh ``LinearSolver`` for the tree's root (the window, or the topmost
/// view of a detached tree): every view or guide that a constraint names gets four variables,
/// its minX, minY, width and height in the root's space, and then
/// - the root is fixed to its bounds;
/// - a view whose ``UIView/translatesAutoresizingMaskIntoConstraints`` is true is fixed to its
///   frame, relative to its superview's variables (as UIKit turns its autoresizing mask into
///   constraints), so it moves with a constrained superview;
/// - a view with it false is free, with its intrinsic content size as hugging (≤) and
///   compression-resistance (≥) constraints at their priorities;
/// - the safe-area and margins guides follow their view's variables, inset; guides the app
///   added are free;
/// - the installed constraints are added, depth first from the root, each view's in the order
///   it got them.
/// Frames are then assigned from the root down (in each view's superview's space, ignoring
/// transforms), before `layoutSubviews` runs, so an animation block around `layoutIfNeeded()`
/// animates them.
///
/// A required constraint that contradicts those added before it is left out of the solve, and
/// one line is printed the first time (OUR CHOICE of which one breaks: the later one in the
/// order above; UIKit prints a longer message and picks its own).
@MainActor
enum AutoLayoutEngine {
  /// Installed constraints in all trees; while 0, layout never looks for constraints. Views
  /// take theirs off when they are released (in their nonisolated `deinit`, on the main thread).
  /// Kept in the kernel's ``ConstraintLayout``, which a layout pass reads; each change points
  /// the kernel's hook at this engine's solver.
  static var activeCount: Int {
    get { ConstraintLayout.activeCount }
    set {
      ConstraintLayout.activeCount = newValue
      ConstraintLayout.solveIfNeeded = { solveIfNeeded(from: $0) }
    }
  }
  /// Bumped by every change that can change a solution.
  static var changeCount: Int {
    get { ConstraintLayout.changeCount }
    set { ConstraintLayout.changeCount = newValue }
  }
  /// `changeCount` at the end of the last solve.
  static var solvedChangeCount = -1
  /// Nesting depth of `layoutIfNeeded()` calls.
  static var layoutDepth: Int { ConstraintLayout.layoutDepth }

  /// Where messages go; standard error by default. Tests replace it.
  static var report: (String) -> Void = { message in
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }

  /// The view a constraint item belongs to: the view itself, or a guide's owning view.
  static func hostView(of item: AnyObject?) -> UIView? {
    if let view = item as? UIView { return view }
    return (item as? UILayoutGuide)?.owningView
  }

  /// Solves the tree containing `view` if layout is due there or a constraint changed.
  ///
  /// - Complexity: O(*n*) to walk the *n* views of the tree, plus the simplex pivots of
  ///   adding the *c* constraints (a few per constraint, each O(rows × cells)).
  static func solveIfNeeded(from view: UIView) {
    guard activeCount > 0 else { return }
    var root = view
    while let parent = root.superview { root = parent }
    guard root.subtreeNeedsLayout && layoutDepth == 0 || changeCount != solvedChangeCount
    else { return }
    solvedChangeCount = changeCount
    Solve(root: root).run()
  }

  /// What `systemLayoutSizeFitting` asks: the size closest to `target` at the two priorities.
  struct Fitting {
    let target: CGSize
    let horizontal: UILayoutPriority
    let vertical: UILayoutPriority
  }

  /// The size the constraints of `view`'s subtree give `view` when its width and height only
  /// prefer `fitting`'s target, at its priorities; frames are not changed.
  static func fittingSize(of view: UIView, _ fitting: Fitting) -> CGSize {
    let solve = Solve(root: view, fitting: fitting)
    solve.run()
    return solve.rootSize
  }

  private struct Rect {
    let x, y, width, height: LinearSolver.Variable
  }

  @MainActor private final class Solve {
    let root: UIView
    let solver = LinearSolver()
    var rects: [ObjectIdentifier: Rect] = [:]
    /// Constrained views and added guides, in the order their variables were made.
    var outputs: [AnyObject] = []

    /// Set when the solve measures the root instead of laying out the tree.
    let fitting: Fitting?

    init(root: UIView, fitting: Fitting? = nil) {
      self.root = root
      self.fitting = fitting
    }

    /// The root's solved size.
    var rootSize: CGSize {
      guard let made = rects[ObjectIdentifier(root)] else { return .zero }
      return CGSize(width: solver.value(of: made.width), height: solver.value(of: made.height))
    }

    func run() {
      var installed: [NSLayoutConstraint] = []
      var pending = [root]
      while let view = pending.popLast() {
        if let state = view.autoLayoutStorage { installed += state.constraints }
        pending += view.subviews.reversed()
      }
      if fitting != nil {
        _ = rect(for: root)
      } else if installed.isEmpty {
        return
      }
      var userConstraints: [(NSLayoutConstraint, LinearSolver.Constraint)] = []
      for constraint in installed {
        guard let first = rect(for: constraint.firstItem) else { continue }
        var terms = Self.terms(constraint.firstAttribute, of: first, scale: 1)
        if let item = constraint.secondItem {
          // An item that left the tree since (UIKit removes such constraints) is skipped.
          guard let second = rect(for: item) else { continue }
          terms += Self.terms(constraint.secondAttribute, of: second, scale: -constraint.multiplier)
        }
        let relation: LinearSolver.Relation =
          switch constraint.relation {
          case .equal: .equal
          case .lessThanOrEqual: .lessOrEqual
          case .greaterThanOrEqual: .greaterOrEqual
          }
        userConstraints.append(
          (
            constraint,
            LinearSolver.Constraint(
              terms, constant: -Double(constraint.constant), relation,
              strength: constraint.priority.solverStrength)
          ))
      }
      for (constraint, solverConstraint) in userConstraints {
        do {
          try solver.add(solverConstraint)
        } catch {
          if !constraint.reportedUnsatisfiable {
            constraint.reportedUnsatisfiable = true
            report(
              "[LayoutConstraints] Unable to simultaneously satisfy constraints. "
                + "Will attempt to recover by breaking \(constraint.description)")
          }
        }
      }
      if fitting == nil { assignFrames() }
    }

    /// The terms of `attribute` (leading = left, trailing = right: left to right).
    static func terms(_ attribute: NSLayoutConstraint.Attribute, of rect: Rect, scale: CGFloat)
      -> [(LinearSolver.Variable, Double)]
    {
      let s = Double(scale)
      switch attribute {
      case .left, .leading: return [(rect.x, s)]
      case .right, .trailing: return [(rect.x, s), (rect.width, s)]
      case .centerX: return [(rect.x, s), (rect.width, s / 2)]
      case .top: return [(rect.y, s)]
      case .bottom: return [(rect.y, s), (rect.height, s)]
      case .centerY: return [(rect.y, s), (rect.height, s / 2)]
      case .width: return [(rect.width, s)]
      case .height: return [(rect.height, s)]
      case .notAnAttribute: return []
      }
    }

    func makeRect() -> Rect {
      Rect(
        x: solver.makeVariable(), y: solver.makeVariable(), width: solver.makeVariable(),
        height: solver.makeVariable())
    }

    func require(_ terms: [(LinearSolver.Variable, Double)], equals value: CGFloat) {
      // Fixed geometry is added before any constraint of the app, so it cannot conflict.
      try? solver.add(LinearSolver.Constraint(terms, constant: -Double(value), .equal))
    }

    func prefer(
      _ variable: LinearSolver.Variable, _ relation: LinearSolver.Relation, _ value: CGFloat,
      _ priority: UILayoutPriority
    ) {
      try? solver.add(
        LinearSolver.Constraint(
          [(variable, 1)], constant: -Double(value), relation, strength: priority.solverStrength))
    }

    func rect(for item: AnyObject?) -> Rect? {
      guard let item else { return nil }
      if let made = rects[ObjectIdentifier(item)] { return made }
      if let view = item as? UIView { return rect(for: view) }
      guard let guide = item as? UILayoutGuide, let owner = guide.owningView,
        let ownerRect = rect(for: owner)
      else { return nil }
      let made = makeRect()
      rects[ObjectIdentifier(guide)] = made
      let insets: UIEdgeInsets
      switch guide.system {
      case .safeArea: insets = owner.safeAreaInsets
      case .margins: insets = owner.layoutMargins
      case .keyboard:
        // Its layoutFrame is read as the keyboard moves, so it is assigned like an added guide.
        insets = (guide as? UIKeyboardLayoutGuide)?.insets(in: owner) ?? .zero
        outputs.append(guide)
      case nil:
        outputs.append(guide)
        return made
      }
      require([(made.x, 1), (ownerRect.x, -1)], equals: insets.left)
      require([(made.y, 1), (ownerRect.y, -1)], equals: insets.top)
      require([(made.width, 1), (ownerRect.width, -1)], equals: -(insets.left + insets.right))
      require([(made.height, 1), (ownerRect.height, -1)], equals: -(insets.top + insets.bottom))
      return made
    }

    func rect(for view: UIView) -> Rect? {
      if let made = rects[ObjectIdentifier(view)] { return made }
      guard view === root || view.superview != nil else { return nil }
      let made = makeRect()
      rects[ObjectIdentifier(view)] = made
      if view === root, let fitting {
        // Measured: placed at the origin, sized by what its subtree and intrinsic size need,
        // and otherwise as near the target as the fitting priorities ask.
        require([(made.x, 1)], equals: 0)
        require([(made.y, 1)], equals: 0)
        prefer(made.width, .greaterOrEqual, 0, .required)
        prefer(made.height, .greaterOrEqual, 0, .required)
        prefer(made.width, .equal, fitting.target.width, fitting.horizontal)
        prefer(made.height, .equal, fitting.target.height, fitting.vertical)
        // A label that may wrap wraps at a required width, as a self-sizing cell's does.
        var size = view.intrinsicContentSize
        if let label = view as? UILabel, label.numberOfLines != 1, fitting.horizontal >= .required {
          size = label.sizeThatFits(CGSize(width: fitting.target.width, height: 0))
        }
        preferIntrinsicSize(size, of: view, rect: made)
        return made
      }
      if view === root {
        let bounds = view.bounds
        require([(made.x, 1)], equals: bounds.minX)
        require([(made.y, 1)], equals: bounds.minY)
        require([(made.width, 1)], equals: bounds.width)
        require([(made.height, 1)], equals: bounds.height)
        return made
      }
      guard let superview = view.superview, let parent = rect(for: superview) else { return nil }
      if view.translatesAutoresizingMaskIntoConstraints {
        let frame = view.frame
        let origin = superview.bounds.origin
        require([(made.x, 1), (parent.x, -1)], equals: frame.minX - origin.x)
        require([(made.y, 1), (parent.y, -1)], equals: frame.minY - origin.y)
        require([(made.width, 1)], equals: frame.width)
        require([(made.height, 1)], equals: frame.height)
        return made
      }
      // Sizes are never negative.
      prefer(made.width, .greaterOrEqual, 0, .required)
      prefer(made.height, .greaterOrEqual, 0, .required)
      preferIntrinsicSize(view.intrinsicContentSize, of: view, rect: made)
      outputs.append(view)
      return made
    }

    /// The intrinsic size as hugging (≤) and compression-resistance (≥) constraints.
    func preferIntrinsicSize(_ size: CGSize, of view: UIView, rect made: Rect) {
      if size.width != UIView.noIntrinsicMetric {
        prefer(made.width, .lessOrEqual, size.width, view.contentHuggingPriority(for: .horizontal))
        prefer(
          made.width, .greaterOrEqual, size.width,
          view.contentCompressionResistancePriority(for: .horizontal))
      }
      if size.height != UIView.noIntrinsicMetric {
        prefer(made.height, .lessOrEqual, size.height, view.contentHuggingPriority(for: .vertical))
        prefer(
          made.height, .greaterOrEqual, size.height,
          view.contentCompressionResistancePriority(for: .vertical))
      }
    }

    func frame(of rect: Rect) -> CGRect {
      CGRect(
        x: solver.value(of: rect.x), y: solver.value(of: rect.y),
        width: solver.value(of: rect.width), height: solver.value(of: rect.height))
    }

    func assignFrames() {
      // Superviews got their variables before their subviews, so this order is root down.
      for item in outputs {
        let itemRect = rects[ObjectIdentifier(item)]!
        let solved = frame(of: itemRect)
        if let view = item as? UIView, let superview = view.superview,
          let parent = rects[ObjectIdentifier(superview)]
        {
          let origin = frame(of: parent).origin
          let target = CGRect(
            x: solved.minX - origin.x + superview.bounds.minX,
            y: solved.minY - origin.y + superview.bounds.minY, width: solved.width,
            height: solved.height)
          if view.frame != target { view.frame = target }
        } else if let guide = item as? UILayoutGuide, let owner = guide.owningView,
          let ownerRect = rects[ObjectIdentifier(owner)]
        {
          let origin = frame(of: ownerRect).origin
          guide.layoutFrame = CGRect(
            x: solved.minX - origin.x + owner.bounds.minX,
            y: solved.minY - origin.y + owner.bounds.minY, width: solved.width,
            height: solved.height)
        }
      }
    }
  }
}
