import Foundation
import GestureCore

/// An action with a closure, for ``UIControl/addAction(_:for:)`` and
/// `UIButton(primaryAction:)`, as UIKit's `UIAction` is.
///
///     button.addAction(UIAction { action in print("tapped", action.sender as Any) }, for: .touchUpInside)
@preconcurrency @MainActor open class UIAction: NSObject {
  /// Names an action, so that adding another with the same identifier replaces it.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The action's title (menus show it; the simulation draws nothing).
  open var title: String
  /// The action's image.
  open var image: UIImage?
  /// The action's identifier; a unique one when none was given.
  public let identifier: Identifier
  /// The control that sent the action while the handler runs; `nil` otherwise.
  open private(set) var sender: Any?

  private let handler: (UIAction) -> Void

  /// Creates an action that runs `handler`.
  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
    handler: @escaping (UIAction) -> Void
  ) {
    self.title = title
    self.image = image
    self.identifier = identifier ?? Self.uniqueIdentifier()
    self.handler = handler
    super.init()
  }

  /// Runs the handler with `sender` as ``sender``.
  func perform(from sender: Any?) {
    self.sender = sender
    handler(self)
    self.sender = nil
  }
}

extension UIAction {
  /// An identifier for an action made without one. UIKit generates a unique one; here the
  /// current simulation numbers them (`GestureKit.UIAction.1`, `.2`, …), so that identifiers
  /// are the same whatever ran before (OUR CHOICE of spelling). Without a simulation, a UUID
  /// keeps it unique.
  fileprivate static func uniqueIdentifier() -> Identifier {
    guard let simulation = Simulation.current else {
      return Identifier("GestureKit.UIAction.\(UUID().uuidString)")
    }
    simulation.actionsWithoutIdentifier += 1
    return Identifier("GestureKit.UIAction.\(simulation.actionsWithoutIdentifier)")
  }
}
