#if canImport(UIKit)
  import UIKit
#else
  import GestureKit
#endif

/// A rotary knob: a custom control that turns its value with a finger circling its center,
/// tracking with beginTracking/continueTracking and sending valueChanged, drawn with layers.
final class KnobControl: UIControl {
  var minimumValue: Float = 0
  var maximumValue: Float = 1
  /// Whether valueChanged is sent while turning (true) or once when the finger lifts.
  var isContinuous = true
  private(set) var value: Float = 0

  /// The pointer sweeps 270 degrees, from the lower left round to the lower right.
  let startAngle: CGFloat = -.pi * 5 / 4
  let endAngle: CGFloat = .pi / 4

  private let pointerLayer = CALayer()
  private var lastTouchAngle: CGFloat = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    commonInit()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    commonInit()
  }

  private func commonInit() {
    layer.borderWidth = 2
    layer.borderColor = UIColor.gray.cgColor
    pointerLayer.backgroundColor = UIColor.red.cgColor
    pointerLayer.anchorPoint = CGPoint(x: 0, y: 0.5)
    layer.addSublayer(pointerLayer)
    updatePointer()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layer.cornerRadius = bounds.width / 2
    pointerLayer.bounds = CGRect(x: 0, y: 0, width: bounds.width / 2 - 8, height: 4)
    pointerLayer.position = CGPoint(x: bounds.midX, y: bounds.midY)
  }

  func setValue(_ newValue: Float, animated: Bool = false) {
    value = min(max(newValue, minimumValue), maximumValue)
    updatePointer()
  }

  var pointerAngle: CGFloat {
    let fraction = CGFloat((value - minimumValue) / (maximumValue - minimumValue))
    return startAngle + fraction * (endAngle - startAngle)
  }

  private func updatePointer() {
    pointerLayer.transform = CATransform3DMakeRotation(pointerAngle, 0, 0, 1)
  }

  private func angle(of touch: UITouch) -> CGFloat {
    let location = touch.location(in: self)
    return atan2(location.y - bounds.midY, location.x - bounds.midX)
  }

  override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    lastTouchAngle = angle(of: touch)
    return true
  }

  override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let touchAngle = angle(of: touch)
    var delta = touchAngle - lastTouchAngle
    // Crossing the left, where atan2 jumps by a full turn.
    if delta > .pi { delta -= 2 * .pi }
    if delta < -.pi { delta += 2 * .pi }
    lastTouchAngle = touchAngle
    let range = maximumValue - minimumValue
    setValue(value + Float(delta / (endAngle - startAngle)) * range)
    if isContinuous {
      sendActions(for: .valueChanged)
    }
    return true
  }

  override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    if !isContinuous {
      sendActions(for: .valueChanged)
    }
  }
}

/// The screen around the knob: it reads the value in its action, and a tap on the background
/// (a recognizer on the root view) resets it.
final class KnobViewController: UIViewController {
  let knob = KnobControl(frame: CGRect(x: 95, y: 322, width: 200, height: 200))
  private(set) var reportedValues: [Float] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    knob.setValue(0.5)
    knob.addTarget(self, action: KnobViewController.knobChanged, for: .valueChanged)
    view.addSubview(knob)
    let reset = UITapGestureRecognizer(target: self, action: KnobViewController.resetKnob)
    view.addGestureRecognizer(reset)
  }

  func knobChanged(_ sender: KnobControl) {
    reportedValues.append(sender.value)
  }

  func resetKnob(_ tap: UITapGestureRecognizer) {
    knob.setValue(0.5)
  }
}
