import GestureCore

extension UIView {
  /// Declares `space` for this view's own space, as SwiftUI's `coordinateSpace(_:)` does.
  @discardableResult
  public func coordinateSpace(_ space: NamedCoordinateSpace) -> Self {
    coordinateSpaceName = space.name
    return self
  }
}
