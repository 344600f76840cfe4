import Foundation
import GestureCore

/// A control that sends its actions for a tap, as UIKit's `UIButton` does, with titles and
/// images per state kept for code and tests that read them back (nothing is drawn).
///
/// A button takes part in gesture arbitration as UIKit's do: a one-finger single-tap recognizer
/// on a view behind the button does not take the button's tap, and the button sends
/// `.touchUpInside`; a recognizer on the button itself, or any other kind (a pan dragging from
/// the button), behaves as usual and cancels the button's touch when it recognizes. Apple
/// documents this in "Attaching gesture recognizers to UIKit controls"; GestureKit does it as
/// UIKit's documentation of `UIView.gestureRecognizerShouldBegin(_:)` describes controls doing,
/// by refusing such recognizers there. An override of it in a subclass should call `super`.
@preconcurrency @MainActor open class UIButton: UIControl {
  /// The kinds of button. Raw values match UIKit's.
  public enum ButtonType: Int, Sendable {
    case custom = 0
    case system, detailDisclosure, infoLight, infoDark, contactAdd
    case close = 7
    /// The rounded-rectangle style of old, now the system button.
    public static let roundedRect = ButtonType.system
    /// A plain button (iOS 15's name for the system button in configurations).
    public static let plain = ButtonType.system
  }

  /// The button's kind. Default: `.custom` for `init(frame:)`.
  open private(set) var buttonType: ButtonType = .custom

  private var titles: [UInt: String] = [:]
  private var images: [UInt: UIImage] = [:]
  private var backgroundImages: [UInt: UIImage] = [:]
  private var titleColors: [UInt: UIColor] = [:]

  /// Creates a button of `buttonType` with a zero frame.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  /// Creates a system button that runs `primaryAction` on each tap.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// Creates a custom button with `frame` that runs `primaryAction` on each tap.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// A tap inside also triggers the button's primary action.
  override var touchUpInsideEvents: Event { [.touchUpInside, .primaryActionTriggered] }

  // MARK: Titles and images

  /// Sets the title for `state`; states without their own use the `.normal` one, as in UIKit.
  open func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
  }

  /// The title for `state`, or the `.normal` one.
  open func title(for state: State) -> String? {
    titles[state.rawValue] ?? titles[State.normal.rawValue]
  }

  /// The title for the current ``UIControl/state``.
  open var currentTitle: String? { title(for: state) }

  /// Sets the image for `state`.
  open func setImage(_ image: UIImage?, for state: State) {
    images[state.rawValue] = image
  }

  /// The image for `state`, or the `.normal` one.
  open func image(for state: State) -> UIImage? {
    images[state.rawValue] ?? images[State.normal.rawValue]
  }

  /// The image for the current state.
  open var currentImage: UIImage? { image(for: state) }

  /// Sets the background image for `state`.
  open func setBackgroundImage(_ image: UIImage?, for state: State) {
    backgroundImages[state.rawValue] = image
  }

  /// The background image for `state`, or the `.normal` one.
  open func backgroundImage(for state: State) -> UIImage? {
    backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
  }

  /// Sets the title color for `state`.
  open func setTitleColor(_ color: UIColor?, for state: State) {
    titleColors[state.rawValue] = color
  }

  /// The title color for `state`, or the `.normal` one.
  open func titleColor(for state: State) -> UIColor? {
    titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
  }

  // MARK: Arbitration

  /// Keeps its tap from a one-finger single-tap recognizer behind it (see the type).
  override var keepsTapFromRecognizersBehind: Bool { true }
}
