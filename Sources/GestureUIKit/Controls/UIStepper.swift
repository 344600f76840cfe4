import Foundation
import GestureCore

/// A pair of minus and plus buttons that step a value, as UIKit's `UIStepper` is.
///
/// The stepper is 94 by 32 points, as on iOS: any frame given keeps its origin and takes that
/// size. A touch that lands on the left half steps ``value`` down by ``stepValue``, on the right
/// half up, at once; held there with ``autorepeat`` on, it steps again every
/// ``UIStepper/repeatInterval`` from ``UIStepper/repeatDelay`` after it landed (OUR CHOICE of
/// timing: Apple documents only that "pressing and holding on the stepper repeatedly alters
/// value"), on the simulation's clock. The value stays within ``minimumValue`` and
/// ``maximumValue``, or wraps round past them with ``wraps``. Each step sends `.valueChanged`
/// while ``isContinuous`` (the default); otherwise one `.valueChanged` is sent when the touch
/// ends, if the value changed. Setting ``value`` sends nothing. Like ``UIButton``, the stepper
/// keeps its tap from a one-finger single-tap recognizer behind it (Apple's "Attaching gesture
/// recognizers to UIKit controls").
open class UIStepper: UIControl {
  /// The stepper's fixed size: 94 by 32 points.
  public static let fixedSize = CGSize(width: 94, height: 32)
  /// How long a touch is held before the value repeats: 0.5 s (OUR CHOICE).
  public static var repeatDelay: TimeInterval = 0.5
  /// The time between repeated steps: 0.1 s (OUR CHOICE).
  public static var repeatInterval: TimeInterval = 0.1

  /// The value, kept within the limits. Default 0.
  open var value: Double = 0 {
    didSet { value = min(max(value, minimumValue), maximumValue) }
  }
  /// The lowest value. Default 0.
  open var minimumValue: Double = 0 {
    didSet { value = min(max(value, minimumValue), maximumValue) }
  }
  /// The highest value. Default 100.
  open var maximumValue: Double = 100 {
    didSet { value = min(max(value, minimumValue), maximumValue) }
  }
  /// How much one step changes the value. Default 1.
  open var stepValue: Double = 1
  /// Whether stepping past a limit goes round to the other. Default false.
  open var wraps = false
  /// Whether holding repeats the step. Default true.
  open var autorepeat = true
  /// Whether each step sends `.valueChanged` (true, the default) or only the end of the touch.
  open var isContinuous = true

  private var direction: Double = 0
  private var valueAtTouchDown: Double = 0
  /// Which touch the pending repeat belongs to: a repeat of an earlier touch does nothing.
  private var touchGeneration = 0

  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: Self.fixedSize))
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    frame = CGRect(origin: frame.origin, size: Self.fixedSize)
  }

  open override var intrinsicContentSize: CGSize { Self.fixedSize }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.fixedSize }

  /// Keeps its tap from a one-finger single-tap recognizer behind it (see the type).
  override var keepsTapFromRecognizersBehind: Bool { true }

  /// Steps toward the half the touch landed on and starts the repeats (see the type).
  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    direction = touch.location(in: self).x < bounds.midX ? -1 : 1
    valueAtTouchDown = value
    touchGeneration += 1
    step()
    if autorepeat { scheduleRepeat(after: Self.repeatDelay, generation: touchGeneration) }
    return true
  }

  /// Stops the repeats; without ``isContinuous``, sends the one `.valueChanged`.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    finishTouch()
  }

  /// Stops the repeats, as the end of the touch does.
  open override func cancelTracking(with event: UIEvent?) {
    super.cancelTracking(with: event)
    finishTouch()
  }

  private func finishTouch() {
    touchGeneration += 1
    if !isContinuous, value != valueAtTouchDown { sendActions(for: .valueChanged) }
  }

  private func step() {
    var next = value + direction * stepValue
    if next > maximumValue {
      next = wraps ? minimumValue : maximumValue
    } else if next < minimumValue {
      next = wraps ? maximumValue : minimumValue
    }
    guard next != value else { return }
    value = next
    if isContinuous { sendActions(for: .valueChanged) }
  }

  /// Schedules the next repeat on the simulation's clock. It comes back while the finger is
  /// held, like a repeating timer, so settling fires it only while other deadlines remain.
  private func scheduleRepeat(after delay: TimeInterval, generation: Int) {
    guard let clock = Simulation.current?.clock else { return }
    let repeatStep = GestureTimer { [weak self] in
      guard let self, generation == self.touchGeneration, self.isTracking else { return }
      self.step()
      self.scheduleRepeat(after: Self.repeatInterval, generation: generation)
    }
    repeatStep.isPerpetual = true
    clock.schedule(repeatStep, at: clock.now + delay)
  }
}
