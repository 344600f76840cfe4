import Foundation
import Synchronization

/// The media time: the last time a simulation's clock moved to, as the bits of a `Double`.
/// Atomic so that the nonisolated media-time functions may read it from anywhere.
let mediaTimeBits = Atomic<UInt64>(0)

/// Publishes a clock's new time as the media time.
func publishMediaTime(_ time: TimeInterval) {
  mediaTimeBits.store(time.bitPattern, ordering: .relaxed)
}

/// The media time: the time the most recently moved simulation clock reads.
func currentMediaTime() -> TimeInterval {
  Double(bitPattern: mediaTimeBits.load(ordering: .relaxed))
}

#if !canImport(QuartzCore)
  /// A time interval in seconds, as Core Foundation names it.
  public typealias CFTimeInterval = Double
  /// An absolute time in seconds, as Core Foundation names it.
  public typealias CFAbsoluteTime = CFTimeInterval

  /// The current media time: the simulation's virtual clock, in seconds.
  ///
  /// On iOS this reads the host's clock, in the timebase of `UITouch.timestamp` and
  /// `UIEvent.timestamp`. Here it reads the virtual clock of the simulation whose time moved
  /// last (the one delivering input or firing timers), in the same timebase as the touches it
  /// delivers, so a recognizer that times itself with it sees exactly the time the input says.
  /// It never reads a real clock: before any simulation has moved time it is 0.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  // QuartzCore's name, so that code written for iOS compiles unchanged.
  public func CACurrentMediaTime() -> CFTimeInterval {
    currentMediaTime()
  }
#endif

#if !canImport(CoreFoundation) || os(Linux)
  /// The current absolute time: here the current simulation's virtual clock, like
  /// ``CACurrentMediaTime()``.
  ///
  /// Code that measures intervals between two readings gets the simulated interval. The value
  /// counts from the simulation's first input rather than from 2001, so do not turn it into a
  /// calendar date.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  // Core Foundation's name, so that code written for iOS compiles unchanged.
  public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
    CACurrentMediaTime()
  }
#endif
