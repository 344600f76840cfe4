/// One kernel input event (`struct input_event`), as recordings store it.
///
/// Time is kept as whole microseconds since the recording's zero offset, so that frames compare
/// and subtract exactly; ``seconds`` gives the floating-point value.
public struct EvdevEvent: Hashable, Sendable {
  /// Microseconds since the recording's zero offset (`sec × 1,000,000 + usec`).
  public var time: Int64
  /// The event type (`EV_SYN`, `EV_KEY`, `EV_ABS`, …).
  public var type: UInt16
  /// The event code within its type (`ABS_MT_SLOT`, `BTN_TOUCH`, …).
  public var code: UInt16
  /// The event's value.
  public var value: Int32

  /// Creates an event.
  public init(time: Int64, type: UInt16, code: UInt16, value: Int32) {
    self.time = time
    self.type = type
    self.code = code
    self.value = value
  }

  /// The time in seconds.
  public var seconds: Double { Double(time) / 1_000_000 }

  /// Whether this is the `SYN_REPORT` that ends a frame.
  public var isSynReport: Bool { type == EvdevCode.evSyn && code == EvdevCode.synReport }
}

/// One evdev frame: the events of one device up to and including a `SYN_REPORT`.
///
/// Readers reuse a single frame value while streaming, so hold on to copies of ``events``
/// only when you need them past the callback.
public struct EvdevFrame: Sendable {
  /// The index of the recording's device the frame belongs to.
  public var device: Int
  /// The events, the last being `SYN_REPORT`.
  public var events: [EvdevEvent]
  /// The 1-based line of each event in its file, for error messages.
  public var lines: [Int]

  /// Creates an empty frame for `device`.
  public init(device: Int = 0, events: [EvdevEvent] = [], lines: [Int] = []) {
    self.device = device
    self.events = events
    self.lines = lines
  }

  /// The frame's time: its `SYN_REPORT`'s, in microseconds.
  public var time: Int64 { events.last?.time ?? 0 }

  /// The line of the frame's first event (0 for an empty frame).
  public var line: Int { lines.first ?? 0 }

  /// Appends an event read from `line`.
  mutating func append(_ event: EvdevEvent, line: Int) {
    events.append(event)
    lines.append(line)
  }

  /// Empties the frame, keeping its storage for the next one.
  mutating func clear() {
    events.removeAll(keepingCapacity: true)
    lines.removeAll(keepingCapacity: true)
  }
}
