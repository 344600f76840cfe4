import Foundation

/// A window's software keyboard: shown when a text input becomes first responder, hidden when
/// it resigns, as Apple's `UITextFieldDelegate` overview describes the editing flow.
///
/// Showing and hiding post UIKit's notifications through `NotificationCenter.default`, in this
/// order: `keyboardWillChangeFrameNotification` and `keyboardWillShowNotification` (or
/// `…WillHide…`) at once, with ``UIResponder/keyboardFrameBeginUserInfoKey``,
/// ``UIResponder/keyboardFrameEndUserInfoKey``,
/// ``UIResponder/keyboardAnimationDurationUserInfoKey`` and
/// ``UIResponder/keyboardAnimationCurveUserInfoKey``; then `keyboardDidShowNotification` (or
/// `…DidHide…`) and `keyboardDidChangeFrameNotification` when the keyboard's animation ends,
/// ``animationDuration`` later on the simulation's virtual clock. `UIView.keyboardLayoutGuide`
/// follows ``frame``, and the window lays out again inside an animation of the same duration.
///
/// The keyboard rests at the bottom of the window, as wide as it, ``height`` high: OUR CHOICE,
/// since Apple publishes no keyboard sizes (see ``defaultHeight(forWindowSize:)``).
/// ``Simulation/keyboard`` reaches it; set ``height`` to model another keyboard.
@MainActor public final class SimulatedKeyboard {
  private unowned let window: UIWindow

  init(window: UIWindow) {
    self.window = window
  }

  /// Whether the keyboard is up (from `keyboardWillShow` to `keyboardWillHide`).
  public private(set) var isVisible = false

  /// The keyboard's height in points; `nil` (the default) for ``defaultHeight(forWindowSize:)``
  /// of the window's size. Setting it while the keyboard is up moves it at once.
  ///
  /// - Precondition: finite and not negative.
  public var height: CGFloat? {
    didSet {
      if let height {
        precondition(
          height.isFinite && height >= 0,
          "GestureKit: a keyboard height must be finite and not negative, not \(height)")
      }
      if isVisible { relayout() }
    }
  }

  /// How long the keyboard takes to show or hide, in seconds. Default 0.25 (OUR CHOICE, the
  /// duration iOS is commonly seen reporting; Apple documents none).
  public var animationDuration: TimeInterval = GestureThresholds.keyboardAnimationDuration

  /// The curve reported with ``UIResponder/keyboardAnimationCurveUserInfoKey``: ease in-out
  /// (OUR CHOICE: iOS reports a private curve number that `UIView.AnimationCurve` does not
  /// name).
  public var animationCurve: UIView.AnimationCurve = .easeInOut

  /// The keyboard's frame in the window's coordinates: below the window's bottom edge while
  /// hidden.
  public var frame: CGRect {
    let size = window.bounds.size
    let shown = height ?? Self.defaultHeight(forWindowSize: size)
    return CGRect(
      x: 0, y: isVisible ? size.height - shown : size.height, width: size.width, height: shown)
  }

  /// Set while one text input hands the first responder to another, so the keyboard stays.
  var isHandingOver = false

  /// The keyboard height GestureKit uses for a window of `size` (OUR CHOICE; Apple gives no
  /// sizes): 336 points for a phone in portrait (windows narrower than 500 points and taller
  /// than wide), 209 for a phone in landscape (shorter than 500 points), 398 for an iPad in
  /// portrait and 507 in landscape. These are the heights of the system keyboard with its
  /// suggestion bar as commonly measured on recent devices, home-indicator area included.
  public nonisolated static func defaultHeight(forWindowSize size: CGSize) -> CGFloat {
    let isPortrait = size.height >= size.width
    if isPortrait && size.width < 500 { return GestureThresholds.keyboardHeightPhonePortrait }
    if !isPortrait && size.height < 500 { return GestureThresholds.keyboardHeightPhoneLandscape }
    return isPortrait
      ? GestureThresholds.keyboardHeightPadPortrait : GestureThresholds.keyboardHeightPadLandscape
  }

  /// Shows the keyboard, unless it is up.
  func show() {
    guard !isVisible else { return }
    change(toVisible: true)
  }

  /// Hides the keyboard, unless it is down.
  func hide() {
    guard isVisible else { return }
    change(toVisible: false)
  }

  private func change(toVisible visible: Bool) {
    let begin = frame
    isVisible = visible
    let end = frame
    let info: [AnyHashable: Any] = [
      UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
      UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
      UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: animationDuration),
      UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: animationCurve.rawValue),
      UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
    ]
    let center = NotificationCenter.default
    center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
    center.post(
      name: visible
        ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification,
      object: nil, userInfo: info)
    let window = window
    ConstraintLayout.changeCount &+= 1
    window.setNeedsLayout()
    UIView.animate(
      withDuration: animationDuration, animations: { window.layoutIfNeeded() },
      completion: { _ in
        center.post(
          name: visible
            ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification,
          object: nil, userInfo: info)
        center.post(
          name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
      })
  }

  /// Moves the shown keyboard to a new height at once, re-laying out what follows it.
  private func relayout() {
    ConstraintLayout.changeCount &+= 1
    window.setNeedsLayout()
    window.layoutIfNeeded()
  }
}
