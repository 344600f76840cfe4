import Foundation

/// What a recording holds, in the terms people ask about: how long it is, how many frames and
/// rows, and each touch session (from the first finger down to the last finger up) with its
/// finger count.
public struct TraceSummary: Sendable {
  /// One period of continuous contact.
  public struct Session: Hashable, Sendable {
    /// When the first finger landed, in seconds.
    public var start: TimeInterval
    /// When the last finger lifted, in seconds.
    public var end: TimeInterval
    /// The most fingers down at once, counting `BTN_TOOL_*` fingers the slots cannot show.
    public var maximumFingers: Int
    /// The most contacts with positions down at once.
    public var maximumContacts: Int

    /// How long the session lasted, in seconds.
    public var duration: TimeInterval { end - start }
  }

  /// The device summarized.
  public var device: EvdevDevice
  /// The device's evdev frames.
  public var frameCount = 0
  /// The device's evdev rows.
  public var rowCount = 0
  /// Frames in which a touch changed.
  public var touchFrameCount = 0
  /// The time of the device's last frame, in seconds.
  public var duration: TimeInterval = 0
  /// The touch sessions, in order. A session still open at the end lasts to the last frame.
  public var sessions: [Session] = []

  /// Decodes every frame of `device` in `recording` and summarizes it.
  ///
  /// - Throws: ``TraceError`` for malformed input.
  /// - Complexity: O(n) in the recording's size.
  public static func summarize(
    _ recording: any EvdevRecording, device: Int = 0, mapping: PointMapping = PointMapping()
  ) throws -> TraceSummary {
    var summary = TraceSummary(device: recording.devices[device])
    var decoder = MultitouchDecoder(
      device: recording.devices[device], file: recording.file, mapping: mapping)
    var open: Session?
    try recording.readFrames { frame in
      guard frame.device == device else { return }
      summary.frameCount += 1
      summary.rowCount += frame.events.count
      let time = Double(frame.time) / 1_000_000
      summary.duration = time
      try decoder.decode(frame) { _ in summary.touchFrameCount += 1 }
      if decoder.fingerCount > 0 {
        var session = open ?? Session(start: time, end: time, maximumFingers: 0, maximumContacts: 0)
        session.maximumFingers = Swift.max(session.maximumFingers, decoder.fingerCount)
        session.maximumContacts = Swift.max(session.maximumContacts, decoder.contactCount)
        open = session
      } else if var session = open {
        session.end = time
        summary.sessions.append(session)
        open = nil
      }
    }
    if var session = open {
      session.end = summary.duration
      summary.sessions.append(session)
    }
    return summary
  }
}
