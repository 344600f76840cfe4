import Foundation

/// Something GestureKit noticed that makes a test meaningless without failing it by itself:
/// fingers left down at the end of a script, an action that cannot be sent.
public struct GestureProblem: Sendable, Hashable, CustomStringConvertible {
  /// What kind of problem it is.
  public enum Kind: String, Sendable, Hashable {
    /// A script run with `settle` ended with fingers still down (``Simulation/run(_:settle:)``).
    case fingersLeftDown
    /// An action given as a ``Selector`` made from a name, which cannot be sent here.
    case unsendableAction
    /// ``UIGestureRecognizer/require(toFail:)`` closed a cycle: every recognizer in it waits
    /// for another in it to fail, so none of them can ever recognize.
    case requirementCycle
    /// A Foundation `Timer`, `DispatchQueue.main.asyncAfter` or `RunLoop.main.perform` work that
    /// can never run here: on a run loop or in a mode the simulation does not run, or scheduled
    /// while no simulation exists.
    case timerCannotFire
    /// A repeating Foundation `Timer` still scheduled at the end of a script run, or work that
    /// kept scheduling itself while the simulation settled. A warning: a ticking timer may be
    /// meant, but its later firings are not in the transcript.
    case timerPending
    /// A SwiftUI view read an `@EnvironmentObject` that no ancestor set with
    /// `environmentObject(_:)`. SwiftUI stops the app there; GestureUI reports it and leaves
    /// that view's body empty instead, so the rest of the simulation goes on.
    case missingEnvironmentObject
    /// An argument that UIKit rejects with an exception (a page view controller given the
    /// wrong number of pages): GestureKit reports it and ignores the call.
    case invalidArgument
    /// A test door used where it cannot act: a keyboard door (`Simulation/typeOnKeyboard(_:)`
    /// and its kin) while nothing that takes text is first responder, a text field's clear
    /// button tapped while the field does not show it, an image picker finished or cancelled
    /// while none is shown. The input went nowhere.
    case testDoorMisuse
    /// A test asked a host for a view, or a view's state, that is not there: no view matched
    /// the lookup, the view has no state property of that name, or its value is of another
    /// type. The problem names what was there, at the line of the test's call.
    case lookupFailed
    /// A gesture, a geometry reader or a converter asked for a `.named` coordinate space that
    /// no view around it declares; it measures in the window's space instead.
    case unresolvedCoordinateSpace
    /// A SwiftUI animation that cannot run as written (a speed of 0 or less, a spring with no
    /// stiffness); GestureUI says what it ran instead.
    case invalidAnimation
  }

  /// Whether the problem is a warning rather than an error: under `GestureKitTesting` it is
  /// recorded as a warning issue, which does not fail the test.
  public var isWarning: Bool { kind == .timerPending }

  /// What kind of problem it is.
  public var kind: Kind
  /// One line saying what happened and how to fix it.
  public var message: String

  /// Where a test's call caused a problem, for the test frameworks to point at.
  public struct SourceLocation: Sendable, Hashable {
    public var fileID: String
    public var filePath: String
    public var line: Int
    public var column: Int

    public init(fileID: String, filePath: String, line: Int, column: Int) {
      self.fileID = fileID
      self.filePath = filePath
      self.line = line
      self.column = column
    }
  }

  /// The caller's line that caused the problem, where the API that reports it takes one
  /// (`SwiftUIHost`'s lookups); `nil` otherwise.
  public var sourceLocation: SourceLocation?

  /// Creates a problem.
  public init(kind: Kind, message: String, sourceLocation: SourceLocation? = nil) {
    self.kind = kind
    self.message = message
    self.sourceLocation = sourceLocation
  }

  /// The message.
  public var description: String { message }
}

/// Where GestureKit's problems go: one line on standard error, then the test hook.
///
/// With the `GestureKitTesting` library linked into a test target (a dependency of the target,
/// nothing to import or call), the hook records each problem as a test issue of the Swift
/// Testing test or the XCTest test case that is running, so that the test fails instead of
/// passing with a warning nobody reads. Without it, and outside a test, a problem is only the
/// line on standard error. The hook lives here, and the test frameworks only in
/// `GestureKitTesting`, so that programs built on GestureKit, such as `gesturesim`, never
/// load Swift Testing or XCTest.
public enum GestureProblems {
  /// Called with each problem after it is written to standard error; set by
  /// `GestureKitTesting` when it is loaded. Set it before any simulation runs.
  nonisolated(unsafe) public static var testHook: (@Sendable (GestureProblem) -> Void)?

  /// Writes `problem` to standard error and hands it to ``testHook``.
  public static func report(_ problem: GestureProblem) {
    FileHandle.standardError.write(Data((problem.message + "\n").utf8))
    testHook?(problem)
  }
}
