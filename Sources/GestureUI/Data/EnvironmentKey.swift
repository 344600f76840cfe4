import Foundation
import GestureCore

/// A key for a value in ``EnvironmentValues``, with the value it has where no view set one, as
/// in SwiftUI.
///
/// Declare the key, then a property on ``EnvironmentValues`` that reads and writes it:
///
///     private struct HostingControllerKey: EnvironmentKey {
///       static let defaultValue: UIViewController? = nil
///     }
///
///     extension EnvironmentValues {
///       var hostingController: UIViewController? {
///         get { self[HostingControllerKey.self] }
///         set { self[HostingControllerKey.self] = newValue }
///       }
///     }
///
/// A host sets it on a view with `UIView/environment(_:_:)`; representables hosted in that
/// view or inside it read `context.environment.hostingController`.
public protocol EnvironmentKey {
  /// The type of the value.
  associatedtype Value

  /// The value where no view set one.
  static var defaultValue: Value { get }
}
