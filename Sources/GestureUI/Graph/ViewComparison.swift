import Foundation
import GestureCore
// The stdlib's field walk (the one Mirror is built on), for the static types of a struct's
// stored properties, which Mirror does not give.
@_spi(Reflection) import Swift

/// A stored property that the view graph compares in its own way when it decides whether a
/// view's new value differs from the old one.
@MainActor protocol GraphComparable {
  /// Whether `other` (of the same type) counts as the same input.
  func isSameInput(as other: Any) -> Bool
}

/// Decides whether a view's new value is the same as its old one, so that an unchanged child
/// is not evaluated again (SwiftUI compares view values too [INF]).
///
/// Values of a plain-data type (no references, no closures: `_isPOD`) compare by their bytes,
/// as SwiftUI compares such views [INF: SwiftUI's own comparison is undocumented; it is known
/// to compare plain data by memory]; other values with `==` when their type is `Equatable`;
/// objects by identity; state-like wrappers as always equal (their values live in the node);
/// bindings by the storage they reach; structs, tuples and enums member by member. Closures
/// cannot be compared, so a view that stores one counts as changed whenever its parent's body
/// runs, as in SwiftUI. Two values with different bytes that `==` calls equal (`0.0` and
/// `-0.0`) count as changed: the node is evaluated once more than it needs, never less.
@MainActor enum ViewComparison {
  static func equal(_ lhs: Any, _ rhs: Any) -> Bool {
    compare(lhs, rhs, depth: 0)
  }

  private static func compare(_ lhs: Any, _ rhs: Any, depth: Int) -> Bool {
    guard depth < 12 else { return false }
    let type = type(of: lhs)
    guard type == Swift.type(of: rhs) else { return false }
    switch plan(for: type, lhs) {
    case .graphComparable:
      return (lhs as? any GraphComparable)?.isSameInput(as: rhs) ?? false
    case .bitwise(let size):
      return bytesEqual(lhs, rhs, type: type, size: size)
    case .equatable(let equal):
      return equal(lhs, rhs)
    case .differs:
      return false
    case .fields(let fields):
      func open<T>(_ left: T) -> Bool {
        // A value `Mirror` read from a property of existential type (an `AnyView`'s view)
        // arrives as that existential inside `Any`: opening it once gives the existential, whose
        // bytes are its container, not the struct. Open the view inside it; any other
        // existential counts as changed.
        guard T.self == type else {
          guard let view = left as? any View else { return false }
          func openView<V: View>(_ view: V) -> Bool {
            V.self == type && compareFields(view, rhs, fields, depth: depth)
          }
          return openView(view)
        }
        return compareFields(left, rhs, fields, depth: depth)
      }
      return _openExistential(lhs, do: open)
    case .mirror:
      return compareByMirror(lhs, rhs, depth: depth)
    }
  }

  /// How values of one type are compared, decided once per type.
  private enum Plan {
    case graphComparable
    /// Plain data of this many bytes: equal when the bytes are.
    case bitwise(Int)
    /// `==` of the type, opened once.
    case equatable((Any, Any) -> Bool)
    /// Never equal: ``alwaysDiffers(_:)``.
    case differs
    /// A struct or tuple: its stored properties, at these offsets, one by one.
    case fields([Field])
    /// Anything else (enums, optionals, collections, objects, functions): through `Mirror`.
    case mirror
  }

  /// A stored property: where it is in its struct or tuple, and how to compare it there as a
  /// value of its declared type.
  private struct Field {
    var offset: Int
    var compare: FieldComparison
  }

  /// How a stored property of one declared type is compared in place, decided once per type.
  private enum FieldComparison {
    /// Plain data: its bytes.
    case bytes(Int)
    /// `==` of the declared type, on the two values in place.
    case equatable((UnsafeRawPointer, UnsafeRawPointer) -> Bool)
    /// Read as a value of the declared type, then compared as any value is.
    case value((UnsafeRawPointer) -> Any)
  }

  /// Whether two values of the same type `type`, plain data of `size` bytes, have the same
  /// bytes. A value that arrives as an existential inside `Any` (see `compare`) opens as that
  /// existential, not as `type`: it counts as changed.
  private static func bytesEqual(_ lhs: Any, _ rhs: Any, type: Any.Type, size: Int) -> Bool {
    func openLeft<L>(_ left: L) -> Bool {
      guard L.self == type else { return false }
      func openRight<R>(_ right: R) -> Bool {
        guard R.self == type else { return false }
        var left = left
        var right = right
        return withUnsafeBytes(of: &left) { leftBytes in
          withUnsafeBytes(of: &right) { rightBytes in
            size == 0 || memcmp(leftBytes.baseAddress!, rightBytes.baseAddress!, size) == 0
          }
        }
      }
      return _openExistential(rhs, do: openRight)
    }
    return _openExistential(lhs, do: openLeft)
  }

  /// The size of values of `type` when it is plain data with no padding, so that two equal
  /// values have equal bytes; else `nil`. Padding is whatever memory held before, and an enum's
  /// unused payload bytes are not promised to be cleared, so those types compare by `==` or
  /// member by member instead.
  private static func plainDataSize(_ type: Any.Type) -> Int? {
    let key = ObjectIdentifier(type)
    if let known = plainDataSizes[key] { return known }
    let size = plainDataSize(type, depth: 0)
    plainDataSizes[key] = size
    return size
  }

  private static var plainDataSizes: [ObjectIdentifier: Int?] = [:]

  private static func plainDataSize(_ type: Any.Type, depth: Int) -> Int? {
    func size<T>(_ type: T.Type) -> Int? {
      _isPOD(T.self) ? MemoryLayout<T>.size : nil
    }
    guard depth < 8, let total = _openExistential(type, do: size) else { return nil }
    var covered = 0
    var leaves = true
    let complete = _forEachField(of: type) { _, _, field, kind in
      switch kind {
      case .opaque:
        // A builtin integer or floating-point value: every byte is its own.
        covered += _openExistential(field, do: size) ?? .min
      case .struct, .tuple:
        covered += plainDataSize(field, depth: depth + 1) ?? .min
      default:
        leaves = false
      }
      return leaves && covered >= 0
    }
    return complete && leaves && covered == total ? total : nil
  }

  /// How a stored property of declared type `type` is compared.
  private static func fieldComparison(_ type: Any.Type) -> FieldComparison {
    func loader<F>(_ type: F.Type) -> (UnsafeRawPointer) -> Any {
      { $0.load(as: F.self) }
    }
    if !(type is any GraphComparable.Type) {
      if let size = plainDataSize(type) { return .bytes(size) }
      if let equatable = type as? any Equatable.Type {
        return .equatable(equatable.storedEquality)
      }
    }
    return .value(_openExistential(type, do: loader))
  }

  private static var plans: [ObjectIdentifier: Plan] = [:]

  private static func plan(for type: Any.Type, _ value: Any) -> Plan {
    let key = ObjectIdentifier(type)
    if let known = plans[key] { return known }
    let plan: Plan
    if type is any GraphComparable.Type {
      plan = .graphComparable
    } else if let size = plainDataSize(type) {
      plan = .bitwise(size)
    } else if let equatable = type as? any Equatable.Type {
      plan = .equatable(equatable.boxedEquality)
    } else if alwaysDiffers(type) {
      plan = .differs
    } else if let fields = storedFields(of: type, value) {
      plan = .fields(fields)
    } else {
      plan = .mirror
    }
    plans[key] = plan
    return plan
  }

  /// The stored properties `Mirror` would list for a struct or tuple, with their offsets, so that
  /// comparing reads them in place rather than through a mirror made at every comparison; `nil`
  /// for other kinds of value, and for types that reflect themselves (`CustomReflectable`).
  private static func storedFields(of type: Any.Type, _ value: Any) -> [Field]? {
    guard !(value is any CustomReflectable) else { return nil }
    let style = Mirror(reflecting: value).displayStyle
    guard style == .struct || style == .tuple else { return nil }
    var fields: [Field] = []
    var readable = true
    let complete = _forEachField(of: type) { _, offset, field, kind in
      readable = isStoredInline(field, kind)
      if readable {
        fields.append(Field(offset: offset, compare: fieldComparison(field)))
      }
      return readable
    }
    return complete && readable ? fields : nil
  }

  /// Whether a property of declared type `type` is stored as a value of that type, so that it
  /// can be read in place: a struct, tuple, enum or function, or an optional of one. A property
  /// of a class or existential type may be `weak` or `unowned`, stored as a reference of
  /// another form that only `Mirror` reads correctly.
  private static func isStoredInline(_ type: Any.Type, _ kind: _MetadataKind) -> Bool {
    switch kind {
    case .struct, .tuple, .enum, .function:
      return true
    case .optional:
      guard let wrapped = (type as? any OptionalType.Type)?.wrappedKind else { return false }
      return [.struct, .tuple, .enum, .function].contains(wrapped)
    default:
      return false
    }
  }

  /// The kind of `T`, as the field walk reports it for a property of that type.
  fileprivate static func kindOf<T>(_ type: T.Type) -> _MetadataKind? {
    var found: _MetadataKind?
    _forEachField(of: Holder<T>.self) { _, _, _, kind in
      found = kind
      return false
    }
    return found
  }

  private static func compareFields<T>(_ lhs: T, _ rhs: Any, _ fields: [Field], depth: Int)
    -> Bool
  {
    guard !fields.isEmpty else { return true }
    guard var right = rhs as? T else { return false }
    var left = lhs
    return withUnsafeBytes(of: &left) { leftBytes in
      withUnsafeBytes(of: &right) { rightBytes in
        guard let leftBase = leftBytes.baseAddress, let rightBase = rightBytes.baseAddress else {
          return true
        }
        for field in fields {
          let left = leftBase + field.offset
          let right = rightBase + field.offset
          switch field.compare {
          case .bytes(let size):
            guard size == 0 || memcmp(left, right, size) == 0 else { return false }
          case .equatable(let equal):
            guard equal(left, right) else { return false }
          case .value(let load):
            guard compare(load(left), load(right), depth: depth + 1) else { return false }
          }
        }
        return true
      }
    }
  }

  private static func compareByMirror(_ lhs: Any, _ rhs: Any, depth: Int) -> Bool {
    let mirror = Mirror(reflecting: lhs)
    switch mirror.displayStyle {
    case .class:
      return (lhs as AnyObject) === (rhs as AnyObject)
    case .struct, .tuple, .optional, .enum, .collection, .dictionary, .set:
      let other = Mirror(reflecting: rhs)
      guard mirror.children.count == other.children.count else { return false }
      if mirror.displayStyle == .enum {
        if mirror.children.isEmpty { return String(describing: lhs) == String(describing: rhs) }
        guard mirror.children.first?.label == other.children.first?.label else { return false }
      }
      for (left, right) in zip(mirror.children, other.children) {
        guard compare(left.value, right.value, depth: depth + 1) else { return false }
      }
      return true
    default:
      // Functions and opaque values.
      return false
    }
  }

  /// Types whose values always compare as different, by type: ``alwaysDiffers(_:)``.
  private static var differing: [ObjectIdentifier: Bool] = [:]

  /// Whether every two values of `type` compare as different: it is a struct or tuple compared
  /// member by member that stores a closure, directly or in a member compared the same way, so
  /// that the walk above always ends at a function. Found once per type from the static types
  /// of its stored properties; a member whose type is an enum, an optional or an existential
  /// may or may not hold one, so it never decides. (A body that builds a `ForEach` or attaches
  /// a gesture with a callback makes such views at every run: comparing them member by member
  /// through `Mirror` cost most of an update.)
  static func alwaysDiffers(_ type: Any.Type) -> Bool {
    let key = ObjectIdentifier(type)
    if let known = differing[key] { return known }
    let result = storesFunction(type, depth: 0)
    differing[key] = result
    return result
  }

  private static func storesFunction(_ type: Any.Type, depth: Int) -> Bool {
    guard depth < 12, !(type is any GraphComparable.Type), !(type is any Equatable.Type) else {
      return false
    }
    var found = false
    _forEachField(of: type) { _, _, field, kind in
      switch kind {
      case .function: found = true
      case .struct, .tuple: found = storesFunction(field, depth: depth + 1)
      default: break
      }
      return !found
    }
    return found
  }
}

/// A struct of one property of type `T`, whose field walk tells `T`'s kind.
private struct Holder<T> {
  var value: T
}

/// Gives the kind of an optional type's wrapped type.
@MainActor private protocol OptionalType {
  static var wrappedKind: _MetadataKind? { get }
}

extension Optional: OptionalType {
  static var wrappedKind: _MetadataKind? { ViewComparison.kindOf(Wrapped.self) }
}

extension Equatable {
  /// `==` of this type on two values in `Any`.
  fileprivate static var boxedEquality: (Any, Any) -> Bool {
    { lhs, rhs in
      guard let lhs = lhs as? Self, let rhs = rhs as? Self else { return false }
      return lhs == rhs
    }
  }

  /// `==` of this type on two values stored in place.
  fileprivate static var storedEquality: (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
    { $0.load(as: Self.self) == $1.load(as: Self.self) }
  }
}
