import Foundation
import GestureCore

/// A control that picks a value from a continuous range by dragging its thumb, as UIKit's
/// `UISlider` is, tracked through ``UIControl``'s tracking.
///
/// The track geometry is OUR CHOICE (UIKit's comes from its drawn images): the thumb is
/// ``thumbDiameter`` (28 points) wide and spans the bounds' height; its center travels from
/// `minX + 14` (``minimumValue``) to `maxX − 14` (``maximumValue``), linearly. A touch begins
/// tracking only when it lands within the thumb's rectangle (``thumbRect``); a touch elsewhere on
/// the track does not move the value (OUR CHOICE, as iOS's slider behaves in practice). While
/// tracking, the thumb keeps the offset at which it was grabbed and the value follows the
/// touch's x, clamped to the range. With ``isContinuous`` (the default) each change sends
/// `.valueChanged` at once; otherwise one `.valueChanged` is sent when the touch lifts or is
/// cancelled, if the value changed.
///
/// As Apple documents ("Attaching gesture recognizers to UIKit controls"), a one-finger swipe
/// parallel to the slider, on a view behind it, does not take a drag of the thumb: while the
/// thumb is dragged the slider refuses such a recognizer (left or right swipes).
///
/// Stored only: the tint colors and images.
open class UISlider: UIControl {
  /// The thumb's width in points: 28 (OUR CHOICE).
  public static let thumbDiameter: CGFloat = 28

  /// The current value, clamped to ``minimumValue`` ... ``maximumValue``. Default 0.
  open var value: Float {
    get { storedValue }
    set { storedValue = clamped(newValue) }
  }
  private var storedValue: Float = 0

  /// The value at the track's left end. Default 0; raising it past ``value`` raises the value.
  open var minimumValue: Float = 0 {
    didSet {
      if maximumValue < minimumValue { maximumValue = minimumValue }
      storedValue = clamped(storedValue)
    }
  }

  /// The value at the track's right end. Default 1; lowering it past ``value`` lowers the value.
  open var maximumValue: Float = 1 {
    didSet {
      if minimumValue > maximumValue { minimumValue = maximumValue }
      storedValue = clamped(storedValue)
    }
  }

  /// Whether `.valueChanged` is sent during the drag (`true`, the default) or once at its end.
  open var isContinuous = true

  /// Stored only.
  open var minimumTrackTintColor: UIColor?
  /// Stored only.
  open var maximumTrackTintColor: UIColor?
  /// Stored only.
  open var thumbTintColor: UIColor?

  private var grabOffset: CGFloat = 0
  private var valueAtBegin: Float = 0
  private var isDraggingThumb = false

  /// Refuses a one-finger horizontal swipe recognizer on a view behind the slider while the
  /// thumb is dragged (see the type's discussion).
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer)
    -> Bool
  {
    if isDraggingThumb, gestureRecognizer.view !== self,
      let swipe = gestureRecognizer as? UISwipeGestureRecognizer,
      swipe.numberOfTouchesRequired == 1, !swipe.direction.isDisjoint(with: [.left, .right])
    {
      return false
    }
    return super.gestureRecognizerShouldBegin(gestureRecognizer)
  }

  /// Sets ``value``, clamped; sends no action, as in UIKit. Nothing animates here.
  open func setValue(_ value: Float, animated: Bool) {
    self.value = value
  }

  /// The thumb's frame in the slider's bounds for the current value.
  open var thumbRect: CGRect {
    let centerX = thumbCenterX(for: storedValue)
    return CGRect(
      x: centerX - Self.thumbDiameter / 2, y: bounds.minY, width: Self.thumbDiameter,
      height: bounds.height)
  }

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let location = touch.location(in: self)
    guard thumbRect.contains(location) else { return false }
    grabOffset = location.x - thumbCenterX(for: storedValue)
    valueAtBegin = storedValue
    isDraggingThumb = true
    return true
  }

  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let previous = storedValue
    value = value(atThumbCenterX: touch.location(in: self).x - grabOffset)
    if isContinuous && storedValue != previous { sendActions(for: .valueChanged) }
    return true
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    finishDrag()
  }

  open override func cancelTracking(with event: UIEvent?) {
    finishDrag()
  }

  private func finishDrag() {
    guard isDraggingThumb else { return }
    isDraggingThumb = false
    if !isContinuous && storedValue != valueAtBegin { sendActions(for: .valueChanged) }
  }

  private var travel: (start: CGFloat, length: CGFloat) {
    let start = bounds.minX + Self.thumbDiameter / 2
    return (start, max(0, bounds.width - Self.thumbDiameter))
  }

  private func thumbCenterX(for value: Float) -> CGFloat {
    let span = maximumValue - minimumValue
    let fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
    return travel.start + fraction * travel.length
  }

  private func value(atThumbCenterX x: CGFloat) -> Float {
    guard travel.length > 0 else { return minimumValue }
    let fraction = Float((x - travel.start) / travel.length)
    return minimumValue + fraction * (maximumValue - minimumValue)
  }

  private func clamped(_ value: Float) -> Float {
    min(max(value, minimumValue), maximumValue)
  }
}
