import GestureCore

extension UIView {
  /// Declares `space` for this view's own space, as SwiftUI's `coordinateSpace(_:)` does.
  @discardableResult
  public func coordinateSpace(_ space: NamedCoordinateSpace) -> Self {
    coordinateSpaceName = space.name
    return self
  }

  /// The view whose space `.named(name)` means for a gesture or geometry reader on this view,
  /// as SwiftUI resolves it: a space declared on the same SwiftUI view closer to its content
  /// (`.coordinateSpace(name: "board").gesture(DragGesture(coordinateSpace: .named("board")))`),
  /// else the nearest among this view and its ancestors that declares it. `nil` when none does.
  func viewDeclaring(namedSpace name: AnyHashable) -> UIView? {
    var node = (self as? NodeView)?.node
    while let inner = node?.wrappedNode {
      if let view = inner.nodeView, view.coordinateSpaceName == name { return view }
      node = inner
    }
    return nearestView(declaringCoordinateSpace: name)
  }

  /// Reports that `.named(name)`, asked for by `asker`, names no space around this view: it
  /// measures in the window's space instead, which SwiftUI does silently.
  func reportUnresolvedSpace(_ name: AnyHashable, asker: String) {
    let owner = (self as? NodeView)?.accessibilityIdentifier ?? String(describing: type(of: self))
    GestureProblems.report(
      GestureProblem(
        kind: .unresolvedCoordinateSpace,
        message:
          "GestureKit: \(asker) on \(owner) asks for the coordinate space .named(\(name.base)), "
          + "which no view around it declares; it measures in the window's space. Declare it "
          + "with .coordinateSpace(.named(\(name.base))) on this view or a view containing it."))
  }
}
