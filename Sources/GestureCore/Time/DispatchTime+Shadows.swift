import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Copies of four of Dispatch's spellings, doing what Dispatch's do, disfavored. GestureCore
// imports Dispatch, so in a file that sees Dispatch only through GestureKit (and in GestureCore
// and GestureUI) these stand in for Dispatch's own, a declaration shadowing one of the same
// signature from a module it imports; next to `import Foundation` Dispatch's are chosen, being
// favored. They exist so that `DispatchQueue.main.asyncAfter(deadline: .now() + 0.3,
// execute: workItem)` reads `.now()` as the simulation's time: GestureCore's
// `asyncAfter(deadline:execute:)` for a `SimulatedDispatchTime` is disfavored once, and the
// `DispatchTime` reading through these at least twice, so the simulated one wins (see
// FoundationTimers.swift). Since they shadow Dispatch's here too, none of them may call
// Dispatch's by name: they compute what Dispatch computes.

extension DispatchTime {
  /// The current time on Dispatch's clock, as Dispatch's `now()`: the system's uptime.
  @_disfavoredOverload
  public static func now() -> DispatchTime {
    #if canImport(Darwin)
      DispatchTime(uptimeNanoseconds: clock_gettime_nsec_np(CLOCK_UPTIME_RAW))
    #else
      // libdispatch's uptime on Linux is the monotonic clock.
      var time = timespec()
      clock_gettime(CLOCK_MONOTONIC, &time)
      return DispatchTime(
        uptimeNanoseconds: UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec))
    #endif
  }

  /// This time moved by `nanoseconds`, as `dispatch_time` moves it: forever stays forever, and
  /// a sum past the clock's range is forever.
  fileprivate func moved(by nanoseconds: Int64) -> DispatchTime {
    guard self != .distantFuture else { return self }
    let (sum, overflow) = Int64(clamping: uptimeNanoseconds).addingReportingOverflow(nanoseconds)
    guard !overflow, sum < Int64.max else { return .distantFuture }
    return DispatchTime(uptimeNanoseconds: UInt64(Swift.max(sum, 1)))
  }
}

/// `time` plus `seconds`, as Dispatch's operator.
@_disfavoredOverload
public func + (time: DispatchTime, seconds: Double) -> DispatchTime {
  let nanoseconds = seconds * 1e9
  guard nanoseconds > Double(Int64.min), nanoseconds < Double(Int64.max) else {
    return .distantFuture
  }
  return time.moved(by: Int64(nanoseconds))
}

/// `time` plus `interval`, as Dispatch's operator.
@_disfavoredOverload
public func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
  let (nanoseconds, overflow): (Int64, Bool)
  switch interval {
  case .seconds(let value):
    (nanoseconds, overflow) = Int64(value).multipliedReportingOverflow(by: 1_000_000_000)
  case .milliseconds(let value):
    (nanoseconds, overflow) = Int64(value).multipliedReportingOverflow(by: 1_000_000)
  case .microseconds(let value):
    (nanoseconds, overflow) = Int64(value).multipliedReportingOverflow(by: 1_000)
  case .nanoseconds(let value): (nanoseconds, overflow) = (Int64(value), false)
  case .never: (nanoseconds, overflow) = (0, true)
  @unknown default: (nanoseconds, overflow) = (0, true)
  }
  return overflow ? .distantFuture : time.moved(by: nanoseconds)
}

extension DispatchQueue {
  /// Runs `workItem` at `deadline` on Dispatch's clock, unless it was cancelled, as Dispatch's
  /// own does.
  @_disfavoredOverload
  public func asyncAfter(deadline: DispatchTime, execute workItem: DispatchWorkItem) {
    let work = QueuedWorkItem(workItem)
    asyncAfter(deadline: deadline, qos: .unspecified, flags: []) { work.run() }
  }
}
