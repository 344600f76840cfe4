import Foundation

/// A view's constraint state as the kernel keeps it, without knowing Auto Layout: GestureUIKit
/// stores its `AutoLayoutState` here when a view first uses constraints.
package protocol ConstraintState: AnyObject, Sendable {
  /// How many constraints the view has installed, given back to
  /// ``ConstraintLayout/activeCount`` when the view goes. Read by `UIView.deinit`, which runs on
  /// the main thread but is not isolated to it.
  nonisolated var installedConstraintCount: Int { get }
  /// Whether the view's frame is its own (true) or Auto Layout's (false): autoresizing moves
  /// only the former.
  @MainActor var translatesAutoresizingMaskIntoConstraints: Bool { get }
}

/// The layout participant hook: how the kernel's layout pass lets Auto Layout (GestureUIKit)
/// solve a tree's constraints before `layoutSubviews()` runs. While no constraint is installed,
/// a layout pass costs one comparison.
@MainActor
package enum ConstraintLayout {
  /// Installed constraints in all trees; while 0, layout never looks for constraints. Views
  /// take theirs off when they are released (in their nonisolated `deinit`, on the main thread).
  nonisolated(unsafe) package static var activeCount = 0
  /// Bumped by every change that can change a solution.
  package static var changeCount = 0
  /// Nesting depth of `layoutIfNeeded()` calls.
  package static var layoutDepth = 0
  /// Solves the tree containing a view if layout is due there or a constraint changed. Auto
  /// Layout sets it whenever it changes ``activeCount``.
  package static var solveIfNeeded: @MainActor (UIView) -> Void = { _ in }
}
