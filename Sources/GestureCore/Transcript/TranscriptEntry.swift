import Foundation

/// A named value that a transcript records beside a recognizer's location.
public struct TranscriptValue: Hashable, Sendable {
  /// The kinds of value.
  public enum Value: Hashable, Sendable {
    /// A number (a pinch's scale, a rotation in radians).
    case number(Double)
    /// A pair (a translation in points, a velocity in points per second).
    case pair(Double, Double)
    /// A word (a swipe's direction).
    case text(String)
  }

  /// The value's name, as the transcript schema spells it (`translation`, `scale`, …).
  public var key: String
  /// The value.
  public var value: Value

  /// Creates a named value.
  public init(_ key: String, _ value: Value) {
    self.key = key
    self.value = value
  }

  /// A named number.
  public static func number(_ key: String, _ number: CGFloat) -> TranscriptValue {
    TranscriptValue(key, .number(Double(number)))
  }

  /// A named pair, from a point or vector.
  public static func pair(_ key: String, _ point: CGPoint) -> TranscriptValue {
    TranscriptValue(key, .pair(Double(point.x), Double(point.y)))
  }

  /// A named word.
  public static func text(_ key: String, _ text: String) -> TranscriptValue {
    TranscriptValue(key, .text(text))
  }
}

/// One state change of one recognizer, as its targets saw it (or, for `failed`, as it happened).
///
/// Transcripts are lists of these: plain values that tests compare whole and that the command
/// line prints as text or JSON Lines.
///
/// Two entries are equal when everything the app could observe is equal: the ``cause`` takes
/// no part in `==` or hashing. It explains a change rather than being part of it, so expected
/// transcripts, and tests that build entries without causes, keep comparing what UIKit would
/// show; a better explanation never breaks them.
public struct TranscriptEntry: Hashable, Sendable, CustomStringConvertible {
  /// Seconds since the first input of the run.
  public var time: TimeInterval
  /// The recognizer's `name`, or its type when it has none.
  public var recognizer: String
  /// The recognizer's short type (`tap`, `pan`, or a custom class's name).
  public var type: String
  /// The view's `accessibilityIdentifier`, or its class name.
  public var view: String
  /// The state reported before this one (`possible` at the start of an attempt).
  public var previousState: UIGestureRecognizer.State
  /// The new state.
  public var state: UIGestureRecognizer.State
  /// The recognizer's `numberOfTouches` at that moment.
  public var touches: Int
  /// The recognizer's `location(in:)` its own view.
  public var location: CGPoint
  /// Class-specific values: translation, velocity, scale, rotation, direction.
  public var values: [TranscriptValue] {
    get { valueList.array }
    set { valueList = TranscriptValues(newValue) }
  }

  /// ``values``, as the entry stores them (a built-in's two values as plain bits), for the
  /// writers to read without making an array.
  package var valueList: TranscriptValues
  /// Why the state changed (`gesturesim replay --explain` prints it). Not compared by `==`.
  public var cause: TransitionCause? {
    get { storedCause.core.map { TransitionCause(core: $0, parties: storedCause.parties) } }
    set { storedCause = StoredCause(core: newValue?.core, parties: newValue?.parties) }
  }

  /// The cause as its plain bits and its names apart (`nil` bits for no cause), in a struct of
  /// their own. Stored as one `TransitionCause?`, or with the names' optional reference as a
  /// field of the entry itself, it made the compiler copy every newly built entry once more
  /// (retaining and releasing each string in it) before handing it to the transcript's
  /// consumer: once per entry of every replay.
  private var storedCause: StoredCause

  private struct StoredCause: Sendable {
    var core: TransitionCause.Core?
    var parties: TransitionCause.Parties?
  }

  /// Creates an entry.
  public init(
    time: TimeInterval, recognizer: String, type: String, view: String,
    previousState: UIGestureRecognizer.State, state: UIGestureRecognizer.State, touches: Int,
    location: CGPoint, values: [TranscriptValue] = [], cause: TransitionCause? = nil
  ) {
    self.init(
      time: time, recognizer: recognizer, type: type, view: view, previousState: previousState,
      state: state, touches: touches, location: location, valueList: TranscriptValues(values),
      cause: cause)
  }

  /// Creates an entry with its values as it stores them.
  package init(
    time: TimeInterval, recognizer: String, type: String, view: String,
    previousState: UIGestureRecognizer.State, state: UIGestureRecognizer.State, touches: Int,
    location: CGPoint, valueList: TranscriptValues, cause: TransitionCause?
  ) {
    self.time = time
    self.recognizer = recognizer
    self.type = type
    self.view = view
    self.previousState = previousState
    self.state = state
    self.touches = touches
    self.location = location
    self.valueList = valueList
    self.storedCause = StoredCause(core: cause?.core, parties: cause?.parties)
  }

  /// Compares everything but the ``cause``.
  public static func == (lhs: TranscriptEntry, rhs: TranscriptEntry) -> Bool {
    lhs.time == rhs.time && lhs.recognizer == rhs.recognizer && lhs.type == rhs.type
      && lhs.view == rhs.view && lhs.previousState == rhs.previousState
      && lhs.state == rhs.state && lhs.touches == rhs.touches && lhs.location == rhs.location
      && lhs.valueList == rhs.valueList
  }

  /// Hashes everything but the ``cause``.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(time)
    hasher.combine(recognizer)
    hasher.combine(type)
    hasher.combine(view)
    hasher.combine(previousState)
    hasher.combine(state)
    hasher.combine(touches)
    hasher.combine(location.x)
    hasher.combine(location.y)
    hasher.combine(valueList)
  }

  /// The value named `key`, if the entry has one.
  public func value(_ key: String) -> TranscriptValue.Value? {
    valueList.first { $0.key == key }?.value
  }

  /// The canonical one-line form, shared by the command line, logs and test failures:
  /// `+0.431s  doubleTap  canvas  possible → ended  (100.0, 200.0)`.
  public var description: String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(96)
    appendDescription(to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends ``description``'s bytes: the one place the canonical line is made, written
  /// straight into an output buffer by the text transcript (building it as a `String` piece by
  /// piece cost more than replaying the trace).
  ///
  /// The line is laid out on the stack and appended as one copy: appending its twenty-odd
  /// pieces to the array one by one cost more than formatting them. A number that only
  /// `String(format:)` can print (not finite, or too large for ``FixedPoint``), or a line longer
  /// than the room estimated from its texts, is written the slow way, piece by piece.
  package func appendDescription(to bytes: inout [UInt8]) {
    var room = 256 + recognizer.utf8.count + view.utf8.count
    for value in valueList {
      if case .text(let text) = value.value { room += text.utf8.count }
      room += 80 + value.key.utf8.count
    }
    let written = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: room) { buffer in
      var line = TranscriptLineBuffer(buffer)
      guard write(to: &line) else { return false }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<line.count]))
      return true
    }
    guard !written else { return }
    var line = TranscriptLineArray()
    swap(&line.bytes, &bytes)
    _ = write(to: &line)
    swap(&line.bytes, &bytes)
  }

  /// Writes the canonical line; false where `line` could not take a piece.
  private func write<Line: TranscriptLine>(to line: inout Line) -> Bool {
    line.append(UInt8(ascii: "+"))
    guard line.append(time, decimals: 3) else { return false }
    line.append("s  " as StaticString)
    line.append(recognizer)
    line.append("  " as StaticString)
    line.append(view)
    line.append("  " as StaticString)
    line.append(previousState.description)
    line.append(" → " as StaticString)
    line.append(state.description)
    line.append("  (" as StaticString)
    guard line.append(location.x, decimals: 1) else { return false }
    line.append(", " as StaticString)
    guard line.append(location.y, decimals: 1) else { return false }
    line.append(UInt8(ascii: ")"))
    for value in valueList {
      line.append("  " as StaticString)
      line.append(value.key)
      line.append(UInt8(ascii: " "))
      switch value.value {
      case .number(let number):
        guard line.append(number, decimals: 3) else { return false }
      case .pair(let x, let y):
        line.append(UInt8(ascii: "("))
        guard line.append(x, decimals: 1) else { return false }
        line.append(", " as StaticString)
        guard line.append(y, decimals: 1) else { return false }
        line.append(UInt8(ascii: ")"))
      case .text(let text):
        line.append(text)
      }
    }
    return !line.overflowed
  }

  /// The canonical line followed by the cause: `…  possible → failed  (100.0, 200.0)  because
  /// moved 46.2 pt, allowableMovement 45 pt` (`because no recorded cause` without one).
  public var explainedDescription: String { "\(description)  \(explanation)" }

  /// The cause as the text transcript's last column: `because …`.
  public var explanation: String { "because \(cause?.text ?? "no recorded cause")" }

  /// The transition in the one form used everywhere: `possible → began`.
  public var transition: String { "\(previousState) → \(state)" }

  /// `value` with `digits` decimals, without a minus sign on zero.
  static func fixed(_ value: Double, _ digits: Int) -> String {
    if let text = FixedPoint.text(value, digits: digits, signedZero: false) { return text }
    let text = String(format: "%.\(digits)f", value)
    if text.hasPrefix("-"), text.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) {
      return String(text.dropFirst())
    }
    return text
  }
}

/// A built-in recognizer's last two transcript values, kept so that the next call of its
/// `transcriptValues` writes them into the same storage rather than allocating a new array.
///
/// The built-ins' own reports store their values as plain bits (see `TranscriptValues`); this
/// serves the other callers of `transcriptValues`: an app, and the reports of a subclass, whose
/// entries share the array. Once the caller's copy is gone the recognizer holds the storage
/// alone again, and the next call overwrites the two values in place. When a caller still holds
/// the array, the assignment copies it first, as any array's would: every holder keeps the
/// values it was given.
///
/// Only the values are rewritten: each recognizer passes the same two keys on every call
/// (string literals), so the keys stay as they were stored, and no string is copied.
struct KeptTranscriptValues {
  private var values: [TranscriptValue] = []

  /// The array `[firstKey: first, secondKey: second]`, in the kept storage.
  mutating func pair(
    _ firstKey: String, _ first: __owned TranscriptValue.Value, _ secondKey: String,
    _ second: __owned TranscriptValue.Value
  ) -> [TranscriptValue] {
    if values.count == 2 {
      assert(values[0].key == firstKey && values[1].key == secondKey, "the keys never change")
      values[0].value = first
      values[1].value = second
    } else {
      values = [TranscriptValue(firstKey, first), TranscriptValue(secondKey, second)]
    }
    return values
  }
}
