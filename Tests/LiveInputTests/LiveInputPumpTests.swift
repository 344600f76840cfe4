import Foundation
import LiveInput
import Logging
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The pump's loop on a real (empty) libinput context: deadlines, stop and Ctrl-C. The tests
/// run one at a time because a pump handles SIGINT for the whole process.
@Suite("LiveInputPump", .serialized, .enabled(if: LiveInputSupport.isAvailable, withoutLibInput))
struct LiveInputPumpTests {
  let pump: LiveInputPump

  init() throws {
    let logger = Logger(label: "libinput") { _ in SwiftLogNoOpLogHandler() }
    pump = LiveInputPump(context: try LibInputContext(paths: [], logger: logger))
  }

  /// Microseconds of `CLOCK_MONOTONIC`, the clock libinput and the pump use.
  private static func monotonicNow() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) * 1_000_000 + UInt64(now.tv_nsec) / 1000
  }

  /// The address of SIGINT's current handler, to see that the pump put it back.
  private static func interruptHandler() -> Int {
    var current = sigaction()
    sigaction(SIGINT, nil, &current)
    return unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
  }

  @Test("A past deadline is reported once, and SIGINT ends the loop and restores the handler")
  func interrupt() throws {
    let handlerBefore = Self.interruptHandler()
    var reported: [UInt64] = []
    let reason = try pump.run(
      nextDeadline: { 1 }, onEvent: { _ in Issue.record("no device, no event") },
      onDeadline: { deadline in
        reported.append(deadline)
        // Process-directed, as Ctrl-C is: a test thread may block signals, the main one does not.
        kill(getpid(), SIGINT)
      })
    #expect(reason == .interrupted)
    #expect(reported == [1])
    #expect(Self.interruptHandler() == handlerBefore)
  }

  @Test("The poll wakes when real time reaches a deadline a few milliseconds ahead")
  func wakesAtDeadline() throws {
    let deadline = Self.monotonicNow() + 3000
    var wokeAt: UInt64?
    let reason = try pump.run(
      nextDeadline: { deadline }, onEvent: { _ in },
      onDeadline: { reached in
        #expect(reached == deadline)
        wokeAt = Self.monotonicNow()
        pump.stop()
      })
    #expect(reason == .stopped)
    #expect(try #require(wokeAt) >= deadline)
  }

  @Test("Only one pump runs at a time in a process")
  func onePumpAtATime() throws {
    let second = LiveInputPump(context: pump.context)
    var nested: LiveInputError?
    _ = try pump.run(
      nextDeadline: { 1 }, onEvent: { _ in },
      onDeadline: { _ in
        do {
          _ = try second.run(nextDeadline: { nil }, onEvent: { _ in }, onDeadline: { _ in })
        } catch {
          nested = error as? LiveInputError
        }
        pump.stop()
      })
    #expect(nested == .pumpAlreadyRunning)
  }
}
