import Foundation
import GestureCore
import OpenCombine

/// `DispatchQueue` as a Combine scheduler, as on iOS: `receive(on: DispatchQueue.main)`,
/// `debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)`.
///
/// `DispatchQueue.main`, used from main-queue code while a simulation exists, runs on the
/// simulation (see `SimulatedMainLoop`): work for now in the next update pass, later work at
/// its virtual time, and `now` is the simulation's time. Every other queue, and the main queue
/// without a simulation, is Dispatch itself on the real clock.
// Combine itself declares this conformance on iOS; OpenCombine's Dispatch and Foundation
// products would too, on Dispatch and the real clock, so GestureUI leaves them out and declares
// its own, the only one in the process.
// swift-format-ignore: AvoidRetroactiveConformances
extension DispatchQueue: @retroactive OpenCombine.Scheduler {
  /// A time on a dispatch queue's clock: for the simulated main queue, nanoseconds of
  /// simulation time.
  public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
    /// The time in nanoseconds of uptime; kept as a number so that simulation time 0 stays 0
    /// (a `DispatchTime` of 0 nanoseconds reads as 1).
    private var nanoseconds: UInt64

    /// The time as a `DispatchTime`.
    public var dispatchTime: DispatchTime {
      get { DispatchTime(uptimeNanoseconds: nanoseconds) }
      set { nanoseconds = newValue.uptimeNanoseconds }
    }

    /// The time `time`.
    public init(_ time: DispatchTime) {
      nanoseconds = time.uptimeNanoseconds
    }

    init(nanoseconds: UInt64) {
      self.nanoseconds = nanoseconds
    }

    /// The time in seconds.
    var seconds: Double { Double(nanoseconds) / 1e9 }

    /// The interval from this time to `other`.
    public func distance(to other: SchedulerTimeType) -> Stride {
      Stride(nanoseconds: Int(truncatingIfNeeded: other.nanoseconds &- nanoseconds))
    }

    /// This time moved by `stride`.
    public func advanced(by stride: Stride) -> SchedulerTimeType {
      let moved = Int64(truncatingIfNeeded: nanoseconds) &+ Int64(stride.magnitude)
      return SchedulerTimeType(nanoseconds: UInt64(Swift.max(moved, 0)))
    }

    /// An interval between two dispatch times, in nanoseconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
      ExpressibleByFloatLiteral, Hashable, Codable, Sendable
    {
      /// The interval in nanoseconds.
      public var magnitude: Int

      init(nanoseconds: Int) {
        magnitude = nanoseconds
      }

      /// The interval as a `DispatchTimeInterval`.
      public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

      /// The interval `timeInterval` (`.never` is the longest one).
      public init(_ timeInterval: DispatchTimeInterval) {
        switch timeInterval {
        case .seconds(let value): magnitude = Self.clamped(Double(value) * 1e9)
        case .milliseconds(let value): magnitude = Self.clamped(Double(value) * 1e6)
        case .microseconds(let value): magnitude = Self.clamped(Double(value) * 1e3)
        case .nanoseconds(let value): magnitude = value
        case .never: magnitude = .max
        @unknown default: magnitude = .max
        }
      }

      /// `value` seconds.
      public init(floatLiteral value: Double) {
        magnitude = Self.clamped(value * 1e9)
      }

      /// `value` seconds.
      public init(integerLiteral value: Int) {
        magnitude = Self.clamped(Double(value) * 1e9)
      }

      /// `source` seconds, if representable.
      public init?<Source: BinaryInteger>(exactly source: Source) {
        guard let seconds = Int(exactly: source) else { return nil }
        let (product, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        guard !overflow else { return nil }
        magnitude = product
      }

      private static func clamped(_ nanoseconds: Double) -> Int {
        guard nanoseconds < Double(Int.max) else { return .max }
        guard nanoseconds > Double(Int.min) else { return .min }
        return Int(nanoseconds.rounded())
      }

      public static func seconds(_ value: Int) -> Stride { Stride(.seconds(value)) }
      public static func seconds(_ value: Double) -> Stride { Stride(floatLiteral: value) }
      public static func milliseconds(_ value: Int) -> Stride { Stride(.milliseconds(value)) }
      public static func microseconds(_ value: Int) -> Stride { Stride(.microseconds(value)) }
      public static func nanoseconds(_ value: Int) -> Stride { Stride(nanoseconds: value) }

      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      public static func + (lhs: Stride, rhs: Stride) -> Stride {
        Stride(nanoseconds: lhs.magnitude &+ rhs.magnitude)
      }
      public static func - (lhs: Stride, rhs: Stride) -> Stride {
        Stride(nanoseconds: lhs.magnitude &- rhs.magnitude)
      }
      public static func * (lhs: Stride, rhs: Stride) -> Stride {
        Stride(nanoseconds: lhs.magnitude &* rhs.magnitude)
      }
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
    }
  }

  /// How Dispatch runs the work; the simulated main queue ignores these.
  public struct SchedulerOptions {
    /// The quality of service.
    public var qos: DispatchQoS
    /// The work item's flags.
    public var flags: DispatchWorkItemFlags
    /// The group the work joins.
    public var group: DispatchGroup?

    /// Options for Dispatch's `async(group:qos:flags:execute:)`.
    public init(
      qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
      group: DispatchGroup? = nil
    ) {
      self.qos = qos
      self.flags = flags
      self.group = group
    }
  }

  /// The simulation that runs this queue's scheduled work, when this is the main queue.
  private var simulation: Simulation? {
    guard getSpecific(key: FoundationTimers.mainQueueKey) == true else { return nil }
    return SimulatedMainLoop.simulation
  }

  /// The time now: the simulation's on the simulated main queue, else Dispatch's uptime.
  public var now: SchedulerTimeType {
    guard let simulation else { return SchedulerTimeType(DispatchTime.now()) }
    let seconds = MainActor.assumeIsolated { simulation.now }
    return SchedulerTimeType(nanoseconds: UInt64(Swift.max((seconds * 1e9).rounded(), 0)))
  }

  /// No tolerance is needed: the simulation's clock is exact.
  public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

  /// Runs `action` on this queue: on the simulated main queue, in the next update pass.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    if let simulation {
      let work = UncheckedAction(action)
      MainActor.assumeIsolated { SimulatedMainLoop.perform(in: simulation, work) }
      return
    }
    let options = options ?? SchedulerOptions()
    let work = UncheckedAction(action)
    async(group: options.group, qos: options.qos, flags: options.flags) { work.run() }
  }

  /// Runs `action` at `date`.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    if simulation != nil {
      let work = UncheckedAction(action)
      MainActor.assumeIsolated { SimulatedMainLoop.perform(at: date.seconds, work) }
      return
    }
    let options = options ?? SchedulerOptions()
    let work = UncheckedAction(action)
    asyncAfter(deadline: date.dispatchTime, qos: options.qos, flags: options.flags) {
      work.run()
    }
  }

  /// Runs `action` at `date` and every `interval` after it, until cancelled.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    if simulation != nil {
      let repeating = RepeatingWork(
        UncheckedAction(action), at: date.seconds, every: Double(interval.magnitude) / 1e9,
        on: RunLoop.main, in: .common)
      return AnyCancellable { repeating.cancel() }
    }
    let options = options ?? SchedulerOptions()
    let timer = DispatchSource.makeTimerSource(queue: self)
    let work = UncheckedAction(action)
    timer.setEventHandler(qos: options.qos, flags: options.flags) { work.run() }
    timer.schedule(
      deadline: date.dispatchTime, repeating: interval.timeInterval,
      leeway: tolerance.timeInterval)
    timer.resume()
    return AnyCancellable { timer.cancel() }
  }
}
