#if canImport(UIKit)
  import UIKit
#else
  import GestureKit
#endif

/// A horizontal ruler for picking a number (a weight, a tip percentage): the finger drags the
/// ticks under a fixed needle, a flick keeps them gliding with decaying velocity stepped by a
/// `CADisplayLink`, and the ruler settles on the nearest whole tick. A selection tick plays on
/// each value it passes.
final class RulerPickerView: UIView {
  /// Points between two ticks.
  let tickSpacing: CGFloat = 10
  let minimumValue = 0
  let maximumValue = 200
  /// The velocity kept after each second of gliding (UIScrollView's normal rate is 0.998 a
  /// millisecond).
  let decelerationPerSecond: CGFloat = pow(0.998, 1000)

  /// The ruler's position, in points from the minimum value's tick to the needle.
  private(set) var offset: CGFloat = 0
  private(set) var value = 0
  var valueChanged: ((Int) -> Void)?

  private var velocity: CGFloat = 0
  private var panStartOffset: CGFloat = 0
  private var displayLink: CADisplayLink?
  private(set) var glideFrames = 0
  private let selection = UISelectionFeedbackGenerator()

  var isGliding: Bool { displayLink != nil }

  override init(frame: CGRect) {
    super.init(frame: frame)
    isAccessibilityElement = true
    accessibilityTraits = .adjustable
    accessibilityLabel = "Amount"
    let pan = UIPanGestureRecognizer(target: self, action: RulerPickerView.handlePan)
    addGestureRecognizer(pan)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  private func handlePan(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      stopGliding()
      panStartOffset = offset
      selection.prepare()
    case .changed:
      // Dragging left moves to larger values.
      setOffset(panStartOffset - pan.translation(in: self).x)
    case .ended:
      velocity = -pan.velocity(in: self).x
      startGliding()
    default:
      snapToNearestTick()
    }
  }

  private func setOffset(_ newOffset: CGFloat) {
    let limit = CGFloat(maximumValue - minimumValue) * tickSpacing
    offset = min(max(newOffset, 0), limit)
    let newValue = minimumValue + Int((offset / tickSpacing).rounded())
    if newValue != value {
      value = newValue
      selection.selectionChanged()
      accessibilityValue = "\(value)"
      valueChanged?(value)
    }
  }

  private func startGliding() {
    guard abs(velocity) > 20 else { return snapToNearestTick() }
    let link = CADisplayLink(target: self, selector: Selector(RulerPickerView.step))
    link.preferredFramesPerSecond = 60
    link.add(to: .main, forMode: .common)
    displayLink = link
  }

  private func stopGliding() {
    displayLink?.invalidate()
    displayLink = nil
  }

  private func step(_ link: CADisplayLink) {
    let elapsed = CGFloat(link.targetTimestamp - link.timestamp)
    glideFrames += 1
    let before = offset
    setOffset(offset + velocity * elapsed)
    velocity *= pow(decelerationPerSecond, elapsed)
    if abs(velocity) < 20 || offset == before {
      stopGliding()
      snapToNearestTick()
    }
  }

  private func snapToNearestTick() {
    let snapped = (offset / tickSpacing).rounded() * tickSpacing
    UIView.animate(withDuration: 0.2, delay: 0, options: [.curveEaseOut]) {
      self.setOffset(snapped)
    }
  }

  override func accessibilityIncrement() {
    setOffset(offset + tickSpacing)
  }

  override func accessibilityDecrement() {
    setOffset(offset - tickSpacing)
  }
}
