import Foundation
import GestureCore

/// A value views pass up to their ancestors, as SwiftUI's `PreferenceKey` is
/// [D: AD preferencekey, "A named value produced by a view"].
///
/// A view sets a value with `preference(key:value:)` (or `anchorPreference`); an ancestor
/// reads the value of everything inside it with `onPreferenceChange`,
/// `overlayPreferenceValue` or `backgroundPreferenceValue`. Where several views inside set it,
/// their values are combined in view-tree order by ``reduce(value:nextValue:)``, starting from
/// the first one [D: AD preferencekey/reduce(value:nextvalue:), "receives its values in
/// view-tree order"]; where none does, the value is ``defaultValue``. Values are resolved
/// after each layout, so anchors hold the frames of that layout.
@MainActor @preconcurrency public protocol PreferenceKey {
  /// The type of the value.
  associatedtype Value
  /// The value where no view sets one.
  static var defaultValue: Value { get }
  /// Combines `value`, the values so far, with the next one in view-tree order.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

/// A modifier that sets or transforms a preference of the view it modifies.
@MainActor protocol PreferenceWriting {
  /// The value for `key` of the view at `node` (the modifier's node), given the value of its
  /// content; `inner` when this modifier does not write `key`.
  func value<K: PreferenceKey>(for key: K.Type, at node: ViewNode, inner: K.Value?) -> K.Value?
}

/// A modifier that reads a preference of its content after layout.
@MainActor protocol PreferenceReading {
  /// Reads the content's value; returns whether anything must update (an action was queued
  /// or the node was invalidated).
  func resolve(at node: ViewNode) -> Bool
}

extension ViewNode {
  /// The value of `key` for the view at this node and everything inside it; `nil` when no
  /// view there sets it.
  func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
    var combined: K.Value?
    for child in children {
      guard let next = child.preferenceValue(key) else { continue }
      if combined == nil {
        combined = next
      } else {
        K.reduce(value: &combined!, nextValue: { next })
      }
    }
    if let marked = view as? any ModifiedContentMarker,
      let writer = marked.markedModifier as? any PreferenceWriting
    {
      let content = children.first { $0.key.component == .content }?.preferenceValue(key)
      // The modifier's own value replaces its content's; a secondary view (an overlay built
      // from the preference) does not feed the value it was built from.
      return writer.value(for: key, at: self, inner: content)
    }
    return combined
  }

  /// The value of `key` for this node's modified content, or the default.
  func contentPreferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value {
    children.first { $0.key.component == .content }?.preferenceValue(key) ?? K.defaultValue
  }
}

/// Whether `a` and `b` are equal, for values whose type is `Equatable`; `nil` otherwise.
func preferenceValuesEqual(_ a: Any, _ b: Any) -> Bool? {
  guard let a = a as? any Equatable else { return nil }
  func equal<E: Equatable>(_ a: E) -> Bool { (b as? E) == a }
  return equal(a)
}

extension ViewGraph {
  /// Resolves every preference reader after layout: runs `onPreferenceChange` actions whose
  /// value changed and invalidates overlays built from a changed value. Returns whether
  /// anything must update again.
  func resolvePreferences() -> Bool {
    var changed = false
    for (id, node) in preferenceReaders {
      guard !node.hasLeft else {
        preferenceReaders[id] = nil
        continue
      }
      guard let marked = node.view as? any ModifiedContentMarker,
        let reader = marked.markedModifier as? any PreferenceReading
      else { continue }
      if reader.resolve(at: node) { changed = true }
    }
    return changed
  }
}

/// Holds the value a reader saw last.
final class PreferenceBox {
  var value: Any?
}

extension ViewNode {
  /// Registers this node as a preference reader and returns the value it saw last.
  func preferenceBox() -> PreferenceBox {
    graph.preferenceReaders[ObjectIdentifier(self)] = self
    if let box = storage["$preference"] as? PreferenceBox { return box }
    let box = PreferenceBox()
    storage["$preference"] = box
    return box
  }
}

/// `preference(key:value:)`: sets `value` for `Key`, replacing the values of the views inside.
struct PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier,
  PreferenceWriting
{
  typealias Body = Never
  let value: Key.Value

  func makeContent(modifying content: some View, in node: ViewNode) -> NodeContent {
    InertModifier().makeContent(modifying: content, in: node)
  }

  func value<K: PreferenceKey>(for key: K.Type, at node: ViewNode, inner: K.Value?) -> K.Value? {
    K.self == Key.self ? value as? K.Value : inner
  }
}

/// `transformPreference(_:_:)`: changes the value for `Key` of the views inside.
struct PreferenceTransformModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier,
  PreferenceWriting
{
  typealias Body = Never
  let transform: (inout Key.Value) -> Void

  func makeContent(modifying content: some View, in node: ViewNode) -> NodeContent {
    InertModifier().makeContent(modifying: content, in: node)
  }

  func value<K: PreferenceKey>(for key: K.Type, at node: ViewNode, inner: K.Value?) -> K.Value? {
    guard K.self == Key.self, var value = (inner ?? K.defaultValue) as? Key.Value else {
      return inner
    }
    transform(&value)
    return value as? K.Value
  }
}

/// `anchorPreference(key:value:transform:)`: sets the value `transform` makes from an anchor
/// of this view's frame in the last layout.
struct AnchorPreferenceModifier<Key: PreferenceKey, A>: ViewModifier, PrimitiveModifier,
  PreferenceWriting
{
  typealias Body = Never
  let source: Anchor<A>.Source
  let transform: (Anchor<A>) -> Key.Value

  func makeContent(modifying content: some View, in node: ViewNode) -> NodeContent {
    InertModifier().makeContent(modifying: content, in: node)
  }

  func value<K: PreferenceKey>(for key: K.Type, at node: ViewNode, inner: K.Value?) -> K.Value? {
    guard K.self == Key.self else { return inner }
    var elements: [ViewNode] = []
    node.appendElements(to: &elements)
    var frame = CGRect.null
    for element in elements {
      guard let view = element.nodeView else { continue }
      frame = frame.union(view.convert(view.bounds, to: nil))
    }
    return transform(source.anchor(inWindowFrame: frame.isNull ? .zero : frame)) as? K.Value
  }
}

/// `onPreferenceChange(_:perform:)`: runs `action` with the content's value after the layout
/// that first resolves it, then after each layout that changes it (calling it with the first
/// value is OUR CHOICE of what SwiftUI is reported to do).
struct PreferenceChangeModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier,
  PreferenceReading
where Key.Value: Equatable {
  typealias Body = Never
  let action: (Key.Value) -> Void

  func makeContent(modifying content: some View, in node: ViewNode) -> NodeContent {
    _ = node.preferenceBox()
    return InertModifier().makeContent(modifying: content, in: node)
  }

  func resolve(at node: ViewNode) -> Bool {
    let box = node.preferenceBox()
    let value = node.contentPreferenceValue(Key.self)
    if let old = box.value as? Key.Value, old == value { return false }
    box.value = value
    node.graph.enqueueAction { action(value) }
    return true
  }
}

/// `overlayPreferenceValue` and `backgroundPreferenceValue`: a view built from the content's
/// value, in front of or behind it, with its size. Built first from the default value, then
/// again after each layout that changes the value.
struct PreferenceSecondaryModifier<Key: PreferenceKey, Secondary: View>: ViewModifier,
  PrimitiveModifier, PreferenceReading
{
  typealias Body = Never
  let alignment: Alignment
  let isBehind: Bool
  let build: (Key.Value) -> Secondary

  func makeContent(modifying content: some View, in node: ViewNode) -> NodeContent {
    let value = node.preferenceBox().value as? Key.Value ?? Key.defaultValue
    return SecondaryModifier(secondary: build(value), alignment: alignment, isBehind: isBehind)
      .makeContent(modifying: content, in: node)
  }

  func resolve(at node: ViewNode) -> Bool {
    let box = node.preferenceBox()
    let value = node.contentPreferenceValue(Key.self)
    if let old = box.value, preferenceValuesEqual(old, value) == true { return false }
    let first = box.value == nil
    box.value = value
    // A value that cannot be compared builds the view once more, not after every layout.
    if !first, preferenceValuesEqual(value, value) == nil { return false }
    node.invalidate()
    return true
  }
}

extension View {
  /// Sets `value` for the preference `key`, for the ancestors that read it.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modifier(PreferenceWritingModifier<K>(value: value))
  }

  /// Changes the value of the preference `key` that the views inside this one set.
  public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View {
    modifier(PreferenceTransformModifier<K>(transform: callback))
  }

  /// Sets the preference `key` to what `transform` makes of an anchor of this view's frame.
  public func anchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    modifier(AnchorPreferenceModifier<K, A>(source: value, transform: transform))
  }

  /// Runs `action` when the value of `key` that the views inside this one set changes.
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    modifier(PreferenceChangeModifier<K>(action: action))
  }

  /// Puts the view `transform` builds from the value of `key` in front of this view.
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(
      PreferenceSecondaryModifier<K, V>(alignment: alignment, isBehind: false, build: transform))
  }

  /// Puts the view `transform` builds from the value of `key` behind this view.
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(
      PreferenceSecondaryModifier<K, V>(alignment: alignment, isBehind: true, build: transform))
  }
}

/// A geometric value of a view, kept in the window's space and read in a geometry reader's
/// space with `proxy[anchor]`, as SwiftUI's `Anchor` is.
@MainActor public struct Anchor<Value> {
  let windowValue: Value
  let convert: @MainActor (Value, UIView) -> Value

  /// What of a view an anchor holds.
  public struct Source {
    let make: @MainActor (CGRect) -> Anchor<Value>
  }
}

extension Anchor: Equatable where Value: Equatable {
  public nonisolated static func == (lhs: Anchor, rhs: Anchor) -> Bool {
    MainActor.assumeIsolated { lhs.windowValue == rhs.windowValue }
  }
}

extension Anchor.Source {
  @MainActor func anchor(inWindowFrame frame: CGRect) -> Anchor<Value> { make(frame) }
}

extension Anchor.Source where Value == CGRect {
  /// The view's bounds.
  public static var bounds: Anchor<CGRect>.Source { rect(nil) }

  /// `rect` in the view's own space (its bounds when `nil`).
  public static func rect(_ rect: CGRect?) -> Anchor<CGRect>.Source {
    Anchor<CGRect>.Source { frame in
      let local = rect ?? CGRect(origin: .zero, size: frame.size)
      return Anchor<CGRect>(
        windowValue: local.offsetBy(dx: frame.minX, dy: frame.minY),
        convert: { value, view in view.convert(value, from: nil) })
    }
  }
}

extension Anchor.Source where Value == CGPoint {
  /// `point` in the view's own space.
  public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source { frame in
      Anchor<CGPoint>(
        windowValue: CGPoint(x: frame.minX + point.x, y: frame.minY + point.y),
        convert: { value, view in view.convert(value, from: nil) })
    }
  }

  /// The point at `unitPoint` of the view's bounds.
  public static func unitPoint(_ unitPoint: UnitPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source { frame in
      Anchor<CGPoint>(
        windowValue: CGPoint(
          x: frame.minX + unitPoint.x * frame.width, y: frame.minY + unitPoint.y * frame.height),
        convert: { value, view in view.convert(value, from: nil) })
    }
  }

  public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
  public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
  public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
  public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
  public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
  public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
  public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
  public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
  public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
  /// The anchor's value in this reader's own space.
  public subscript<T>(anchor: Anchor<T>) -> T {
    guard let view = node?.nodeView else { return anchor.windowValue }
    return anchor.convert(anchor.windowValue, view)
  }
}
