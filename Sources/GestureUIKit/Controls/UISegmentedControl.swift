import Foundation
import GestureCore

/// A row of segments, one of them selected, as UIKit's `UISegmentedControl` is.
///
/// A touch that lifts inside the control (its tracking area: the bounds grown by
/// ``UIControl/trackingSlop``) over an enabled segment selects that segment and sends
/// `.valueChanged` when the selection changed; a momentary control (``isMomentary``) sends it
/// for every such touch and keeps no selection. Setting ``selectedSegmentIndex`` sends nothing,
/// as in UIKit. OUR CHOICE, as Apple documents neither: the selection changes when the finger
/// lifts (sliding the selection along the row is not simulated), and a touch lifted past either
/// end counts for the end segment. Segments given a width with ``setWidth(_:forSegmentAt:)``
/// keep it; the others share the rest of the bounds equally. The control's own size fits its
/// titles (13-point text in the shared text metric, 24 points of padding, every segment as wide
/// as the widest) and is 32 points high (OUR CHOICE of metrics). Like ``UIButton``, it keeps its
/// tap from a one-finger single-tap recognizer on a view behind it (Apple's "Attaching gesture
/// recognizers to UIKit controls").
///
/// Stored only: images, tint colors, ``apportionsSegmentWidthsByContent``.
open class UISegmentedControl: UIControl {
  /// The value of ``selectedSegmentIndex`` when no segment is selected.
  public static let noSegment = -1

  private struct Segment {
    var title: String?
    var image: UIImage?
    var isEnabled = true
    var width: CGFloat = 0
  }

  private var segments: [Segment] = []

  /// The selected segment, or ``noSegment``.
  open var selectedSegmentIndex = UISegmentedControl.noSegment {
    didSet {
      if selectedSegmentIndex < 0 || selectedSegmentIndex >= segments.count {
        selectedSegmentIndex = Self.noSegment
      }
    }
  }

  /// Whether a segment is only pressed, not kept selected. Default false.
  open var isMomentary = false
  /// Stored only (see the type).
  open var apportionsSegmentWidthsByContent = false
  /// Stored only.
  open var selectedSegmentTintColor: UIColor?

  /// How many segments there are.
  open var numberOfSegments: Int { segments.count }

  /// A control with a segment for each item, a `String` title or a `UIImage`, sized to fit.
  public convenience init(items: [Any]?) {
    self.init(frame: .zero)
    for item in items ?? [] {
      segments.append(Segment(title: item as? String, image: item as? UIImage))
    }
    frame.size = intrinsicContentSize
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Inserts a segment titled `title` at `segment` (clamped to the segments).
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    segments.insert(Segment(title: title), at: min(max(segment, 0), segments.count))
    invalidateIntrinsicContentSize()
  }

  /// Inserts a segment showing `image` at `segment` (clamped to the segments).
  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    segments.insert(Segment(image: image), at: min(max(segment, 0), segments.count))
    invalidateIntrinsicContentSize()
  }

  /// Removes segment `segment`; the selection is cleared when it was that segment.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard segments.indices.contains(segment) else { return }
    segments.remove(at: segment)
    if selectedSegmentIndex == segment {
      selectedSegmentIndex = Self.noSegment
    } else if selectedSegmentIndex > segment {
      selectedSegmentIndex -= 1
    }
    invalidateIntrinsicContentSize()
  }

  /// Removes every segment.
  open func removeAllSegments() {
    segments.removeAll()
    selectedSegmentIndex = Self.noSegment
    invalidateIntrinsicContentSize()
  }

  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].title = title
    invalidateIntrinsicContentSize()
  }

  open func titleForSegment(at segment: Int) -> String? {
    segments.indices.contains(segment) ? segments[segment].title : nil
  }

  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].image = image
  }

  open func imageForSegment(at segment: Int) -> UIImage? {
    segments.indices.contains(segment) ? segments[segment].image : nil
  }

  /// Enables or disables one segment; a disabled segment ignores touches.
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].isEnabled = enabled
  }

  open func isEnabledForSegment(at segment: Int) -> Bool {
    segments.indices.contains(segment) ? segments[segment].isEnabled : false
  }

  /// Gives segment `segment` a fixed width; 0 lets it share the rest (see the type).
  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].width = max(width, 0)
  }

  open func widthForSegment(at segment: Int) -> CGFloat {
    segments.indices.contains(segment) ? segments[segment].width : 0
  }

  /// Every segment as wide as the widest title and 24 points of padding, 32 points high.
  open override var intrinsicContentSize: CGSize {
    let widest =
      segments.map { segment in
        segment.title.map { TextMetric.size(of: $0, fontSize: 13, proposedWidth: nil).width } ?? 0
      }.max() ?? 0
    return CGSize(width: CGFloat(segments.count) * (widest + 24), height: 32)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// The frame of segment `segment` in the control's bounds (see the type).
  func frameForSegment(_ segment: Int) -> CGRect {
    let fixed = segments.reduce(0) { $0 + $1.width }
    let shared = segments.filter { $0.width == 0 }.count
    let share = shared > 0 ? max(bounds.width - fixed, 0) / CGFloat(shared) : 0
    var x = bounds.minX
    for (index, candidate) in segments.enumerated() {
      let width = candidate.width > 0 ? candidate.width : share
      if index == segment {
        return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
      }
      x += width
    }
    return .null
  }

  /// The segment under `x`, in the control's space; the end segments past the ends.
  private func segment(atX x: CGFloat) -> Int? {
    guard !segments.isEmpty else { return nil }
    for index in segments.indices where x < frameForSegment(index).maxX {
      return index
    }
    return segments.count - 1
  }

  /// Keeps its tap from a one-finger single-tap recognizer behind it (see the type).
  override var keepsTapFromRecognizersBehind: Bool { true }

  /// Selects the segment the touch lifted on (see the type).
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    guard isTouchInside, let touch, let index = segment(atX: touch.location(in: self).x),
      segments[index].isEnabled
    else { return }
    if isMomentary {
      sendActions(for: .valueChanged)
    } else if index != selectedSegmentIndex {
      selectedSegmentIndex = index
      sendActions(for: .valueChanged)
    }
  }
}
