// No `import Foundation` here: Foundation comes through GestureCore, so `perform`, `add` and
// `Timer(timeInterval:…)` below are GestureCore's, on the simulation's clock.
import GestureCore
import OpenCombine

/// `RunLoop` as a Combine scheduler, as on iOS: `receive(on: RunLoop.main)`,
/// `throttle(for: 0.5, scheduler: RunLoop.main, latest: true)`.
///
/// The scheduler does what Combine's does on iOS, with GestureKit's run loop calls: work for
/// now goes to `RunLoop.perform` (run at the main run loop's next turn: when the simulation's
/// clock next moves, before the next input, or at `settle()`), later work to a `Timer` at its
/// date, on the simulation's clock. As with those calls, work given to a run loop other than
/// the main one, or while no simulation exists, never runs and is reported as a
/// `GestureProblem` (`timerCannotFire`).
// Combine itself declares this conformance on iOS; OpenCombine's Dispatch and Foundation
// products would too, on Dispatch and the real clock, so GestureUI leaves them out and declares
// its own, the only one in the process.
// swift-format-ignore: AvoidRetroactiveConformances
extension RunLoop: @retroactive OpenCombine.Scheduler {
  /// A time on a run loop's clock.
  public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
    /// The time as a date.
    public var date: Date

    /// The time `date`.
    public init(_ date: Date) {
      self.date = date
    }

    /// The interval from this time to `other`.
    public func distance(to other: SchedulerTimeType) -> Stride {
      Stride(other.date.timeIntervalSince(date))
    }

    /// This time moved by `stride`.
    public func advanced(by stride: Stride) -> SchedulerTimeType {
      SchedulerTimeType(date.addingTimeInterval(stride.magnitude))
    }

    /// An interval between two run loop times, in seconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
      ExpressibleByFloatLiteral, Hashable, Codable, Sendable
    {
      /// The interval in seconds.
      public var magnitude: TimeInterval

      /// The interval in seconds.
      public var timeInterval: TimeInterval { magnitude }

      /// `timeInterval` seconds.
      public init(_ timeInterval: TimeInterval) {
        magnitude = timeInterval
      }

      /// `value` seconds.
      public init(floatLiteral value: Double) {
        magnitude = value
      }

      /// `value` seconds.
      public init(integerLiteral value: Int) {
        magnitude = TimeInterval(value)
      }

      /// `source` seconds, if representable.
      public init?<Source: BinaryInteger>(exactly source: Source) {
        guard let value = TimeInterval(exactly: source) else { return nil }
        magnitude = value
      }

      public static func seconds(_ value: Int) -> Stride { Stride(TimeInterval(value)) }
      public static func seconds(_ value: Double) -> Stride { Stride(value) }
      public static func milliseconds(_ value: Int) -> Stride { Stride(TimeInterval(value) / 1e3) }
      public static func microseconds(_ value: Int) -> Stride { Stride(TimeInterval(value) / 1e6) }
      public static func nanoseconds(_ value: Int) -> Stride { Stride(TimeInterval(value) / 1e9) }

      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      public static func + (lhs: Stride, rhs: Stride) -> Stride {
        Stride(lhs.magnitude + rhs.magnitude)
      }
      public static func - (lhs: Stride, rhs: Stride) -> Stride {
        Stride(lhs.magnitude - rhs.magnitude)
      }
      public static func * (lhs: Stride, rhs: Stride) -> Stride {
        Stride(lhs.magnitude * rhs.magnitude)
      }
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
    }
  }

  /// Run loop scheduling takes no options.
  public struct SchedulerOptions {}

  /// The time now: the simulation's, as a `Date` counted like a timer's `fireDate`, in
  /// main-queue code while a simulation exists; else the real date.
  public var now: SchedulerTimeType {
    guard let simulation = SimulatedMainLoop.simulation else { return SchedulerTimeType(Date()) }
    let seconds = MainActor.assumeIsolated { simulation.now }
    return SchedulerTimeType(Date(timeIntervalSinceReferenceDate: seconds))
  }

  /// No tolerance is needed: the simulation's clock is exact.
  public var minimumTolerance: SchedulerTimeType.Stride { 0 }

  /// Runs `action` at the run loop's next turn, with GestureKit's `perform(_:)`.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let work = UncheckedAction(action)
    perform { work.run() }
  }

  /// Runs `action` at `date`, with a GestureKit `Timer` on this run loop.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    let work = UncheckedAction(action)
    let timer = Timer(timeInterval: 0, repeats: false) { _ in work.run() }
    timer.fireDate = date.date
    add(timer, forMode: .default)
  }

  /// Runs `action` at `date` and every `interval` after it, until cancelled, with a repeating
  /// GestureKit `Timer` on this run loop.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    let repeating = RepeatingWork(
      UncheckedAction(action), at: date.date.timeIntervalSinceReferenceDate,
      every: interval.magnitude, on: self, in: .default)
    return AnyCancellable { repeating.cancel() }
  }
}
