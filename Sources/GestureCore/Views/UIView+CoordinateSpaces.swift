import Foundation

extension UIView {
  /// Declares a named coordinate space for this view's own space, as SwiftUI's
  /// `coordinateSpace(name:)` does: converters of representables attached to this view or to
  /// any view inside it can then ask for `.named(name)`.
  ///
  ///     let board = UIView(frame: …).coordinateSpace(name: "board")
  ///
  /// A view declares at most one name; declaring another replaces it.
  @discardableResult
  public func coordinateSpace(name: some Hashable) -> Self {
    coordinateSpaceName = AnyHashable(name)
    return self
  }

  /// The nearest view, among this view and its ancestors, that declared `name`; `nil` when
  /// none did.
  ///
  /// - Complexity: O(*d*) in the depth of the view.
  public func nearestView(declaringCoordinateSpace name: AnyHashable) -> UIView? {
    var current: UIView? = self
    while let view = current {
      if view.coordinateSpaceName == name { return view }
      current = view.superview
    }
    return nil
  }
}
