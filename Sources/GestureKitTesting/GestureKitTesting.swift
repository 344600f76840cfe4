import GestureCore
@_exported import GestureScripts  // the touch-script steps, for the tests that import this
import Testing

#if canImport(XCTest)
  import XCTest
#endif

/// Makes GestureKit's problems fail the test that caused them.
///
/// Add the `GestureKitTesting` product to a test target's dependencies; nothing needs calling.
/// (`import GestureKitTesting` brings the script steps, `down`, `wait`, `tap`…, from the
/// re-exported `GestureScripts`; the problems become issues whether it is imported or not.)
/// From then on every ``GestureProblem`` — a script that ends with fingers still
/// down, an action that cannot be sent — is recorded as an issue of the Swift Testing test that
/// is running (`Issue.record`), or as a failure of the running XCTest test case, as well as
/// written to standard error. Outside a test it is only written to standard error.
///
/// A test that causes a problem on purpose says so with `withKnownIssue { … }` (Swift Testing)
/// or `XCTExpectFailure` where XCTest has it, or replaces the handler for that problem
/// (``Simulation/unfinishedScriptHandler``,
/// ``UIGestureRecognizer/undispatchableSelectorHandler``) for its duration.
///
/// Why a library and a hook rather than GestureKit importing the test frameworks itself:
/// programs built on GestureKit (the `gesturesim` tool, an app's own command-line harness) must
/// not load Swift Testing or XCTest, and GestureKit cannot know which test framework a target
/// uses. The hook, ``GestureProblems/testHook``, is set when the test binary loads, by a
/// constructor in the small C target this library links.
public enum GestureKitTesting {
  /// Sets ``GestureProblems/testHook``; done for you when the test binary loads.
  public static func install() {
    #if canImport(XCTest)
      XCTestCaseTracker.startTracking()
    #endif
    GestureProblems.testHook = { problem in record(problem) }
  }

  /// Records `problem` in whichever test framework is running a test now.
  static func record(_ problem: GestureProblem) {
    if Test.current != nil {
      let severity: Issue.Severity = problem.isWarning ? .warning : .error
      if let location = problem.sourceLocation {
        Issue.record(
          Comment(rawValue: problem.message), severity: severity,
          sourceLocation: SourceLocation(
            fileID: location.fileID, filePath: location.filePath, line: location.line,
            column: location.column))
      } else {
        Issue.record(Comment(rawValue: problem.message), severity: severity)
      }
      return
    }
    // XCTest has no warnings: a warning stays the line on standard error.
    if problem.isWarning { return }
    #if canImport(XCTest)
      XCTestCaseTracker.recordFailure(problem.message, at: problem.sourceLocation)
    #endif
  }
}

/// Called by the loader when the binary loads.
@_cdecl("gesturekit_testing_install")
public func gestureKitTestingInstall() {
  GestureKitTesting.install()
}

#if canImport(XCTest)
  /// Follows which XCTest test case is running, so that a problem can be recorded against it.
  final class XCTestCaseTracker: NSObject, XCTestObservation, @unchecked Sendable {
    private static let shared = XCTestCaseTracker()
    private let lock = NSLock()
    private var current: XCTestCase?

    static func startTracking() {
      XCTestObservationCenter.shared.addTestObserver(shared)
    }

    static func recordFailure(_ message: String, at location: GestureProblem.SourceLocation?) {
      guard let testCase = shared.lock.withLock({ shared.current }) else { return }
      testCase.recordFailure(
        withDescription: message, inFile: location?.filePath ?? #filePath,
        atLine: location?.line ?? #line, expected: true)
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
      lock.withLock { current = testCase }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
      lock.withLock { current = nil }
    }
  }
#endif
