import Foundation

/// A transcript entry's values, as the entry stores them: a built-in recognizer's two numbers
/// or pairs as plain bits, anything else as an array.
///
/// Pan, pinch and rotation report on every move, each with two values under names of their
/// own. Kept as `[TranscriptValue]`, every such entry retained an array when it was made and
/// released it when it was destroyed, and the recognizer checked, before writing its values,
/// that no entry still shared the array. Kept as two plain values, an entry's values cost
/// neither: a replay that streams its transcript builds and drops one entry per report.
///
/// ``TranscriptEntry/values`` reads and writes the values as an array; the writers and the
/// canonical line read them here, as a collection, without making one.
package struct TranscriptValues: RandomAccessCollection, Hashable, Sendable {
  /// A name the built-in recognizers give their values, stored as a number.
  package enum Key: UInt8, Sendable {
    case translation, velocity, scale, rotation

    /// The name, as the transcript schema spells it.
    var name: String {
      switch self {
      case .translation: "translation"
      case .velocity: "velocity"
      case .scale: "scale"
      case .rotation: "rotation"
      }
    }
  }

  /// A number or a pair under a built-in key: plain bits.
  package struct Plain: Sendable {
    var key: Key
    var isPair: Bool
    var x: Double
    /// 0 for a number.
    var y: Double

    /// A number under `key`.
    package static func number(_ key: Key, _ number: CGFloat) -> Plain {
      Plain(key: key, isPair: false, x: Double(number), y: 0)
    }

    /// A pair under `key`, from a point or vector.
    package static func pair(_ key: Key, _ point: CGPoint) -> Plain {
      Plain(key: key, isPair: true, x: Double(point.x), y: Double(point.y))
    }

    var value: TranscriptValue {
      TranscriptValue(key.name, isPair ? .pair(x, y) : .number(x))
    }
  }

  private enum Storage: Sendable {
    case none
    case two(Plain, Plain)
    case array([TranscriptValue])
  }

  private var storage: Storage

  /// No values.
  package init() { storage = .none }

  /// Two plain values, in order.
  package init(_ first: Plain, _ second: Plain) { storage = .two(first, second) }

  /// The values of an array.
  package init(_ values: [TranscriptValue]) {
    storage = values.isEmpty ? .none : .array(values)
  }

  /// The values as an array.
  package var array: [TranscriptValue] {
    switch storage {
    case .none: []
    case .two(let first, let second): [first.value, second.value]
    case .array(let values): values
    }
  }

  package var startIndex: Int { 0 }

  package var endIndex: Int {
    switch storage {
    case .none: 0
    case .two: 2
    case .array(let values): values.count
    }
  }

  package subscript(position: Int) -> TranscriptValue {
    switch storage {
    case .none:
      fatalError("GestureKit: no transcript value at \(position)")
    case .two(let first, let second):
      gestureKitPrecondition(
        position == 0 || position == 1, "GestureKit: no transcript value at \(position)")
      return position == 0 ? first.value : second.value
    case .array(let values):
      return values[position]
    }
  }

  /// Whether both hold the same values, in the same order, whichever way each stores them.
  package static func == (lhs: TranscriptValues, rhs: TranscriptValues) -> Bool {
    switch (lhs.storage, rhs.storage) {
    case (.none, .none):
      return true
    case (.two(let a, let b), .two(let c, let d)):
      return same(a, c) && same(b, d)
    default:
      return lhs.elementsEqual(rhs)
    }
  }

  private static func same(_ lhs: Plain, _ rhs: Plain) -> Bool {
    lhs.key == rhs.key && lhs.isPair == rhs.isPair && lhs.x == rhs.x && lhs.y == rhs.y
  }

  /// Hashes as the array of the values does.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for value in self { hasher.combine(value) }
  }
}
