// No `import Foundation` here: Foundation comes through GestureCore, so `Timer(timeInterval:…)`
// and `RunLoop.add(_:forMode:)` below are GestureCore's, on the simulation's clock (see
// GestureCore's FoundationTimers.swift).
import GestureCore
import OpenCombine

extension Timer {
  /// A publisher that emits the time every `interval` seconds once connected, as Foundation's
  /// `Timer.publish(every:tolerance:on:in:options:)` does on iOS; here on the simulation's clock.
  ///
  ///     Text("\(ticks)")
  ///       .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in
  ///         ticks += 1
  ///       }
  ///
  /// `connect()` (or the first subscriber of `autoconnect()`) schedules a repeating `Timer` on
  /// `runLoop` in `mode`, with what GestureKit's timers do and report: the main run loop in the
  /// default or common modes fires, anything else is reported as never firing. Each value is
  /// the simulation's time as a `Date`, counted like a timer's `fireDate` (OUR CHOICE: on iOS it
  /// is the wall-clock date at the firing, which the simulation never reads).
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
    in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
  ) -> TimerPublisher {
    TimerPublisher(
      interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
  }

  /// The publisher of `Timer.publish(every:tolerance:on:in:options:)`: a connectable publisher of
  /// dates that shares one timer among all its subscribers.
  public final class TimerPublisher: ConnectablePublisher {
    public typealias Output = Date
    public typealias Failure = Never

    /// The interval between firings, in seconds.
    public let interval: TimeInterval
    /// The tolerance asked for (the simulation's clock fires on time).
    public let tolerance: TimeInterval?
    /// The run loop the timer is scheduled on.
    public let runLoop: RunLoop
    /// The run loop mode the timer is scheduled in.
    public let mode: RunLoop.Mode
    /// The scheduler options asked for.
    public let options: RunLoop.SchedulerOptions?

    private let subject = PassthroughSubject<Date, Never>()
    private var connection: AnyCancellable?

    /// A publisher that emits every `interval` seconds on `runLoop` in `mode`, once connected.
    public init(
      interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop,
      mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
    ) {
      self.interval = interval
      self.tolerance = tolerance
      self.runLoop = runLoop
      self.mode = mode
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
      subject.receive(subscriber: subscriber)
    }

    /// Starts the timer; cancelling what it returns stops it.
    public func connect() -> any Cancellable {
      if let connection { return connection }
      let sink = TimerSink(subject)
      let timer = Timer(timeInterval: interval, repeats: true) { _ in sink.fire() }
      runLoop.add(timer, forMode: mode)
      let made = AnyCancellable { [weak self] in
        timer.invalidate()
        self?.connection = nil
      }
      connection = made
      return made
    }
  }
}

/// Sends the simulation's time to a timer publisher's subscribers; the timer fires on the
/// main queue, where the publisher was connected.
private final class TimerSink: @unchecked Sendable {
  private let subject: PassthroughSubject<Date, Never>

  init(_ subject: PassthroughSubject<Date, Never>) {
    self.subject = subject
  }

  func fire() {
    let now = MainActor.assumeIsolated { Simulation.current?.now ?? 0 }
    subject.send(Date(timeIntervalSinceReferenceDate: now))
  }
}
