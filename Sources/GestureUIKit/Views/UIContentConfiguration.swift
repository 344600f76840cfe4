import Foundation
import GestureCore

/// The state a view's configuration is updated for, as UIKit's `UIConfigurationState` is: the
/// traits, and whatever else the conforming type carries (a cell's selection, for one).
@preconcurrency @MainActor public protocol UIConfigurationState {
  /// The traits of the view the state describes.
  var traitCollection: UITraitCollection { get set }
}

/// A cell's state, as UIKit's `UICellConfigurationState` is: selection, highlight, editing and
/// the rest, handed to ``UIContentConfiguration/updated(for:)`` when it changes.
public struct UICellConfigurationState: UIConfigurationState {
  public var traitCollection: UITraitCollection
  public var isDisabled = false
  public var isHighlighted = false
  public var isSelected = false
  public var isFocused = false
  public var isEditing = false
  public var isExpanded = false
  public var isSwiped = false
  public var isReordering = false

  /// The state of a view with `traitCollection` and every flag off.
  public init(traitCollection: UITraitCollection) {
    self.traitCollection = traitCollection
  }
}

/// What a cell's content shows, as UIKit's `UIContentConfiguration` is: a value that makes the
/// content view and gives a new value of itself for a new state.
///
/// Set one as a ``UITableViewCell/contentConfiguration`` or
/// ``UICollectionViewCell/contentConfiguration``: the cell's ``UITableViewCell/contentView``
/// becomes the view ``makeContentView()`` returns, or, when the current content view
/// ``UIContentView/supports(_:)`` the new value, that view takes it as its
/// ``UIContentView/configuration`` [D: AD UICollectionViewCell/contentConfiguration, "Setting a
/// content configuration replaces the existing contentView of the cell with a new content view
/// instance from the configuration, or directly applies the configuration to the existing
/// content view if the configuration is compatible"; setting it back to `nil` puts in "a new,
/// empty content view"]. While the cell's `automaticallyUpdatesContentConfiguration` is on, a
/// change of its `configurationState` sets the configuration to ``updated(for:)`` of it [D: AD
/// UITableViewCell/automaticallyUpdatesContentConfiguration].
@preconcurrency @MainActor public protocol UIContentConfiguration {
  /// A new content view showing this configuration.
  func makeContentView() -> any UIView & UIContentView
  /// This configuration as it should show for `state`.
  func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a ``UIContentConfiguration``, as UIKit's `UIContentView` is.
@preconcurrency @MainActor public protocol UIContentView: NSObjectProtocol {
  /// The configuration shown; setting it updates the view.
  var configuration: any UIContentConfiguration { get set }
  /// Whether the view can show `configuration` by taking it as its ``configuration``.
  func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
  /// Whether `configuration` is of the same type as the one shown, UIKit's default.
  public func supports(_ configuration: any UIContentConfiguration) -> Bool {
    type(of: configuration) == type(of: self.configuration)
  }
}

extension UIView {
  /// The content view a cell shows for `configuration`, given that `current` is its content
  /// view now: `current` itself when it takes the configuration, or a new view put where
  /// `current` was (a plain view when `configuration` is `nil`).
  func installedContentView(
    showing configuration: (any UIContentConfiguration)?, replacing current: UIView
  ) -> UIView {
    if let configuration, let shown = current as? any UIView & UIContentView,
      shown.supports(configuration)
    {
      shown.configuration = configuration
      return current
    }
    let new: UIView = configuration?.makeContentView() ?? UIView()
    if let index = subviews.firstIndex(where: { $0 === current }) {
      insertSubview(new, at: index)
    } else {
      addSubview(new)
    }
    current.removeFromSuperview()
    new.frame = bounds
    setNeedsLayout()
    return new
  }

  /// The height a self-sizing row or item of `width` asks for: the content view's fitting
  /// height when it shows a content configuration, and `nil` otherwise (OUR CHOICE: cells
  /// sized by Auto Layout constraints are not measured; they keep the estimate).
  func selfSizingHeight(ofContent content: UIView, width: CGFloat) -> CGFloat? {
    guard content is any UIContentView else { return nil }
    return content.sizeThatFits(
      CGSize(width: width, height: UIView.layoutFittingCompressedSize.height)
    ).height
  }
}
