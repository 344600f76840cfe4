import Foundation
import GestureCore

/// An on/off control, as UIKit's `UISwitch` is: a tap toggles it and sends `.valueChanged`.
///
/// The switch's size is fixed at 51 by 31 points, as on iOS: any frame given keeps its origin
/// and takes that size. A touch that lifts inside the tracking area (the bounds grown by
/// ``UIControl/trackingSlop``) toggles ``isOn`` and sends `.valueChanged`, before the
/// `.touchUpInside` that every control sends; a touch lifted outside, or cancelled, changes
/// nothing. Sliding the knob is not simulated: a drag that ends inside is a toggle (OUR CHOICE).
/// As Apple documents ("Attaching gesture recognizers to UIKit controls"), the switch keeps its
/// tap from a one-finger single-tap recognizer on a view behind it, as ``UIButton`` does.
///
/// Stored only: the tint colors and images.
open class UISwitch: UIControl {
  /// The switch's fixed size: 51 by 31 points.
  public static let fixedSize = CGSize(width: 51, height: 31)

  /// Whether the switch is on. Setting it sends no action, as in UIKit. Default `false`.
  open var isOn = false

  /// Stored only.
  open var onTintColor: UIColor?
  /// Stored only.
  open var thumbTintColor: UIColor?

  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: Self.fixedSize))
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    frame = CGRect(origin: frame.origin, size: Self.fixedSize)
  }

  /// Sets ``isOn``; sends no action. Nothing animates here.
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  open override var intrinsicContentSize: CGSize { Self.fixedSize }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.fixedSize }

  /// Keeps its tap from a one-finger single-tap recognizer behind it (see the type).
  override var keepsTapFromRecognizersBehind: Bool { true }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    guard isTouchInside else { return }
    isOn.toggle()
    sendActions(for: .valueChanged)
  }
}
