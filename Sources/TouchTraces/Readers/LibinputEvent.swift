/// One event libinput itself reported, from the `libinput:` rows of a recording made with
/// `libinput record --with-libinput` or from `libinput debug-events` output.
///
/// These are kept apart from the evdev frames as ground truth that tests compare the
/// decoder's own output with.
public struct LibinputEvent: Hashable, Sendable {
  /// Seconds since the recording's zero offset, when the row has a time.
  public var time: Double?
  /// libinput's event type name (`TOUCH_DOWN`, `GESTURE_PINCH_UPDATE`, …).
  public var type: String
  /// The kernel slot of a touch event.
  public var slot: Int?
  /// The seat-wide slot of a touch event.
  public var seatSlot: Int?
  /// A touch or absolute pointer position in millimetres from the device's top-left corner.
  public var point: (x: Double, y: Double)? {
    get { pointX.flatMap { x in pointY.map { (x, $0) } } }
    set {
      pointX = newValue?.x
      pointY = newValue?.y
    }
  }
  /// The position scaled to a 100 × 100 screen, as libinput's tools print it.
  public var transformed: (x: Double, y: Double)? {
    get { transformedX.flatMap { x in transformedY.map { (x, $0) } } }
    set {
      transformedX = newValue?.x
      transformedY = newValue?.y
    }
  }

  private var pointX: Double?
  private var pointY: Double?
  private var transformedX: Double?
  private var transformedY: Double?

  /// Creates an event.
  public init(
    time: Double?, type: String, slot: Int? = nil, seatSlot: Int? = nil,
    point: (x: Double, y: Double)? = nil, transformed: (x: Double, y: Double)? = nil
  ) {
    self.time = time
    self.type = type
    self.slot = slot
    self.seatSlot = seatSlot
    self.point = point
    self.transformed = transformed
  }
}
