import Foundation
import GestureCore

extension UIView {
  /// Sets an environment value for the representables hosted in or attached to this view and to
  /// every view inside it, as SwiftUI's `environment(_:_:)` does for a view's content.
  ///
  ///     container.environment(\.hostingController, hostingController)
  ///     container.addRepresentable(PagesView(page: $page))   // its context sees the value
  ///
  /// Where several views on the way up set the same value, the nearest one wins. A
  /// representable's context reads the environment afresh at every call, so a value set later
  /// reaches it at its next update.
  @discardableResult
  public func environment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
  ) -> Self {
    let write: (inout EnvironmentValues) -> Void = { $0[keyPath: keyPath] = value }
    environmentWrites.append(write)
    return self
  }

  /// The environment of content hosted in this view: what this view and its ancestors set,
  /// the nearest last.
  ///
  /// - Complexity: O(*d* + *w*) in the depth of the view and the number of values set.
  package var environmentForContent: EnvironmentValues {
    var views: [UIView] = []
    var current: UIView? = self
    while let view = current {
      if !view.environmentWrites.isEmpty { views.append(view) }
      current = view.superview
    }
    var environment = EnvironmentValues()
    for view in views.reversed() {
      for case let write as (inout EnvironmentValues) -> Void in view.environmentWrites {
        write(&environment)
      }
    }
    return environment
  }
}
