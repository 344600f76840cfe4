import Foundation

/// The live event loop: waits on a ``LibInputContext``'s descriptor, lets libinput read the
/// devices, and hands the events on, waking early when the simulation has a deadline.
///
/// This is the one place in GestureSim that reads a real clock. The simulation stays on its
/// virtual clock; the pump maps the simulation's next deadline to libinput's clock
/// (`CLOCK_MONOTONIC`, the clock events are stamped with), polls no longer than until then, and
/// reports the deadline once real time has passed it, so that a long press or a tap's waiting
/// time ends on time while the fingers rest.
///
/// SIGINT and SIGTERM (Ctrl-C) end the loop instead of the process: the pump restores the
/// previous signal handlers, and the caller's context then closes the devices. The pump changes
/// no terminal settings and grabs no device, so there is nothing else to restore.
///
///     let pump = LiveInputPump(context: try LibInputContext(seat: "seat0"))
///     let reason = try pump.run(session)   // returns at Ctrl-C, after session.finish()
public final class LiveInputPump {
  /// Why ``run(nextDeadline:onEvent:onDeadline:)`` returned.
  public enum StopReason: Hashable, Sendable {
    /// SIGINT or SIGTERM arrived.
    case interrupted
    /// ``stop()`` was called.
    case stopped
  }

  /// The context whose events the pump reads.
  public let context: LibInputContext

  /// How long after a deadline the pump reports it, in microseconds (default 10 ms): events the
  /// kernel stamped before the deadline but that reach libinput a little after it are still
  /// delivered first, as a replay of the same events would. The simulation's time is unchanged;
  /// only the real moment its timer is acted on is later.
  public var deadlineGrace: UInt64 = 10_000

  private var stopRequested = false
  private var events: [LibInputEvent] = []

  /// Whether a pump is running in this process; signal handling is process-wide.
  nonisolated(unsafe) private static var isRunning = false

  /// Creates a pump for `context`.
  public init(context: LibInputContext) {
    self.context = context
  }

  /// Asks the running loop to return after the events it is handling.
  public func stop() {
    stopRequested = true
  }

  /// Runs `session` live until Ctrl-C or ``stop()``, then finishes it.
  ///
  /// - Returns: Why the loop ended.
  /// - Throws: ``LiveInputError`` when polling or reading fails, or without the `LibInput`
  ///   trait.
  @discardableResult
  @MainActor
  public func run(_ session: LiveSession) throws -> StopReason {
    defer { session.finish() }
    return try run(
      nextDeadline: { session.nextDeadline },
      onEvent: { session.handle($0) },
      onDeadline: { session.advance(toDeviceTime: $0) })
  }

  /// Runs the loop until SIGINT, SIGTERM or ``stop()``.
  ///
  /// Each turn dispatches libinput and delivers every queued event in order, then reports
  /// the next deadline if real time has reached it, then polls until the descriptor is readable
  /// or the next deadline comes. Events are delivered before a deadline they precede, and a
  /// deadline that ``onDeadline`` does not clear is reported once.
  ///
  /// - Parameters:
  ///   - nextDeadline: The next moment to wake at, in microseconds of `CLOCK_MONOTONIC`.
  ///   - onEvent: Receives each event.
  ///   - onDeadline: Told that real time reached the deadline.
  /// - Returns: Why the loop ended.
  /// - Throws: ``LiveInputError``.
  public func run(
    nextDeadline: () -> UInt64?, onEvent: (LibInputEvent) -> Void,
    onDeadline: (UInt64) -> Void
  ) throws -> StopReason {
    #if LibInput
      guard !Self.isRunning else { throw LiveInputError.pumpAlreadyRunning }
      guard let interrupts = LibInputCalls.makePipe() else {
        throw LiveInputError.systemCallFailed(call: "pipe2", errno: LibInputCalls.lastErrno)
      }
      Self.isRunning = true
      stopRequested = false
      let saved = LibInputCalls.catchInterrupts(writingTo: interrupts.write)
      defer {
        LibInputCalls.restore(saved)
        LibInputCalls.closeDescriptor(interrupts.read)
        LibInputCalls.closeDescriptor(interrupts.write)
        Self.isRunning = false
      }
      var reportedDeadline: UInt64?
      while true {
        try context.dispatch()
        context.readEvents(into: &events)
        for event in events { onEvent(event) }
        events.removeAll(keepingCapacity: true)
        if stopRequested { return .stopped }

        var timeout: Int32 = -1
        if let deadline = nextDeadline(), deadline != reportedDeadline {
          let now = LibInputCalls.monotonicMicroseconds()
          if deadline + deadlineGrace <= now {
            reportedDeadline = deadline
            onDeadline(deadline)
            if stopRequested { return .stopped }
            timeout = 0
          } else {
            // Round up: waking a millisecond late is harmless, waking early costs a turn.
            timeout = Int32(clamping: (deadline + deadlineGrace - now + 999) / 1000)
          }
        }
        guard
          let ready = LibInputCalls.poll(
            (context.fileDescriptor, interrupts.read), timeout: timeout)
        else {
          let code = LibInputCalls.lastErrno
          if code == EINTR { continue }
          throw LiveInputError.systemCallFailed(call: "poll", errno: code)
        }
        if ready.1 {
          LibInputCalls.drain(interrupts.read)
          return .interrupted
        }
      }
    #else
      throw LiveInputError.unavailable
    #endif
  }
}
