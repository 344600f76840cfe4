import Foundation

extension UIView {
  /// ``safeAreaInsets`` as Apple's `safeAreaInsets` page describes them: the window's device
  /// insets and the containers' bars carried down the tree, each view taking the part of its
  /// superview's safe area it overlaps, and a controller's root view adding its controller's
  /// ``UIViewController/additionalSafeAreaInsets``.
  ///
  /// - Complexity: O(*d*²) in the view's depth when any insets exist (one conversion per
  ///   ancestor); O(*d*) when none do.
  final func computedSafeAreaInsets() -> UIEdgeInsets {
    guard let window else { return .zero }
    // Most trees have no insets at all: one walk up finds that without converting a rect or
    // making the list below (hosting views read their safe area at every layout pass).
    if window.deviceSafeAreaInsets == .zero {
      var hasControllerInsets = false
      var view: UIView? = self
      while let current = view, current !== window, !hasControllerInsets {
        hasControllerInsets = current.layoutController?.addsSafeAreaInsets ?? false
        view = current.superview
      }
      guard hasControllerInsets else { return .zero }
    }
    var chain: [UIView] = []
    var view: UIView? = self
    while let current = view, current !== window {
      chain.append(current)
      view = current.superview
    }
    // The safe area's edges in the window's space, carried down from the window to this view.
    var safe = SafeEdges(window.bounds, inset: window.deviceSafeAreaInsets)
    var insets = UIEdgeInsets.zero
    for current in chain.reversed() {
      let frame = current.convert(current.bounds, to: nil)
      if let controller = current.layoutController {
        if let parent = controller.parent, let container = parent.viewIfLoaded,
          current.isDescendant(of: container)
        {
          // A container's bars (a tab bar) cover its children's views, not its own subviews.
          let free = SafeEdges(
            container.convert(container.bounds, to: nil), inset: parent.barSafeAreaInsets)
          safe = safe.narrowed(to: free)
        }
        insets = safe.insets(of: frame) + controller.additionalSafeAreaInsets
        safe = SafeEdges(frame, inset: insets)
      } else {
        insets = safe.insets(of: frame)
      }
    }
    return insets
  }
}

/// The edges of a safe area, kept apart so that insets larger than a view never make it null.
private struct SafeEdges {
  var minX, minY, maxX, maxY: CGFloat

  init(_ rect: CGRect, inset insets: UIEdgeInsets) {
    minX = rect.minX + insets.left
    minY = rect.minY + insets.top
    maxX = rect.maxX - insets.right
    maxY = rect.maxY - insets.bottom
  }

  /// The edges of both areas that lie farther in.
  func narrowed(to other: SafeEdges) -> SafeEdges {
    var narrowed = self
    narrowed.minX = Swift.max(minX, other.minX)
    narrowed.minY = Swift.max(minY, other.minY)
    narrowed.maxX = Swift.min(maxX, other.maxX)
    narrowed.maxY = Swift.min(maxY, other.maxY)
    return narrowed
  }

  /// How far in from each edge of `frame` the safe area starts: zero where it does not reach
  /// into the frame.
  func insets(of frame: CGRect) -> UIEdgeInsets {
    UIEdgeInsets(
      top: Swift.max(0, minY - frame.minY), left: Swift.max(0, minX - frame.minX),
      bottom: Swift.max(0, frame.maxY - maxY), right: Swift.max(0, frame.maxX - maxX))
  }
}

extension UIEdgeInsets {
  /// The two insets added edge by edge.
  fileprivate static func + (lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> UIEdgeInsets {
    UIEdgeInsets(
      top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom,
      right: lhs.right + rhs.right)
  }
}

extension UIView {
  /// Lays out this view and every view inside it again, and has Auto Layout solve again, after
  /// a change of the insets that their safe areas read.
  package func safeAreaInsetsDidChangeInSubtree() {
    ConstraintLayout.changeCount &+= 1
    var pending: [UIView] = [self]
    while let view = pending.popLast() {
      view.setNeedsLayout()
      pending.append(contentsOf: view.subviews)
    }
  }
}
