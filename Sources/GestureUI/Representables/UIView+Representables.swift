import Foundation
import GestureCore

extension UIView {
  /// Attaches a gesture representable to this view, as SwiftUI's `View.gesture(_:)` does.
  ///
  /// The coordinator is made now; recognizers are made when input reaches the view (see
  /// ``UIGestureRecognizerRepresentableHost`` for the timing of every call). The view keeps the
  /// host until ``UIGestureRecognizerRepresentableHost/remove()``.
  ///
  /// - Returns: the host, to give it new values with
  ///   ``UIGestureRecognizerRepresentableHost/update(_:)``.
  @discardableResult
  public func gesture<Representable: UIGestureRecognizerRepresentable>(
    _ representable: Representable
  ) -> UIGestureRecognizerRepresentableHost<Representable> {
    let host = UIGestureRecognizerRepresentableHost(representable, attachedTo: self)
    representableHosts.append(host)
    return host
  }

  /// Hosts a view representable as a subview covering this view, as a SwiftUI overlay does.
  ///
  /// The representable's view gets this view's bounds (origin included) and sits at its
  /// middle, so that their coordinate spaces coincide: a point in the hosted view is the same
  /// point in this one. This view keeps the host until
  /// ``UIViewRepresentableHost/dismantle()``.
  ///
  /// - Returns: the host, to give it new values or dismantle it.
  @discardableResult
  public func addRepresentable<Representable: UIViewRepresentable>(
    _ representable: Representable
  ) -> UIViewRepresentableHost<Representable> {
    let host = UIViewRepresentableHost(representable, in: self)
    representableHosts.append(host)
    return host
  }

  /// Hosts a controller representable, its controller's view covering this view as a hosted
  /// `UIViewRepresentable`'s view does. The controller appears if this view is in a window
  /// (see ``UIViewControllerRepresentableHost`` for the order of every call). This view keeps
  /// the host until ``UIViewControllerRepresentableHost/dismantle()``.
  ///
  /// - Returns: the host, to give it new values or dismantle it.
  @MainActor @discardableResult
  public func addRepresentable<Representable: UIViewControllerRepresentable>(
    _ representable: Representable
  ) -> UIViewControllerRepresentableHost<Representable> {
    let host = UIViewControllerRepresentableHost(representable, in: self)
    representableHosts.append(host)
    return host
  }

  /// Adds a hosted representable's view as the frontmost subview, with this view's bounds
  /// (origin included) and at its middle, so that the two spaces coincide.
  func addHostedView(_ view: UIView) {
    view.bounds = bounds
    view.center = CGPoint(x: bounds.midX, y: bounds.midY)
    addSubview(view)
  }
}
