import Foundation
import GestureCore

/// Views made from the elements of a collection, each with the identity of its element's id,
/// as SwiftUI's `ForEach` is: a view keeps its state when its element moves, and leaves with
/// its element.
///
///     ForEach(cards) { card in CardView(card: card) }
///     ForEach(names, id: \.self) { Text($0) }
///     ForEach(0..<3) { index in Text("\(index)") }
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// The collection.
  public var data: Data
  /// Makes an element's view.
  public var content: (Data.Element) -> Content
  let id: (Data.Element) -> ID

  /// A primitive: no body.
  public typealias Body = Never
}

extension ForEach: View where Content: View {
  /// Views for `data`, identified by `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    self.id = { $0[keyPath: id] }
  }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
  /// Views for `data`, identified by the elements' `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    self.id = { $0.id }
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// Views for a constant range, identified by the integers.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
    self.id = { $0 }
  }
}

extension ForEach: PrimitiveView where Content: View {
  func makeContent(in node: ViewNode) -> NodeContent {
    // The closure runs here, after the body that made this `ForEach` returned: what it reads
    // (a `@State` of that view, a model) is tracked for this node, so that a write builds the
    // rows again even when the body itself read nothing of it.
    node.trackReads {
      var result = NodeContent()
      for element in data { result.append(content(element), at: .id(AnyHashable(id(element)))) }
      return result
    }
  }
}

/// A view with an explicit identity, made by `id(_:)`.
public struct IDView<Content: View, ID: Hashable>: View {
  let content: Content
  let id: ID

  /// A primitive: no body.
  public typealias Body = Never
}

extension IDView: PrimitiveView {
  func makeContent(in node: ViewNode) -> NodeContent {
    var result = NodeContent()
    result.append(content, at: .id(AnyHashable(id)))
    return result
  }
}

extension View {
  /// Gives this view an explicit identity: a new `id` makes a new view, with fresh state, as
  /// in SwiftUI.
  public func id<ID: Hashable>(_ id: ID) -> some View {
    IDView(content: self, id: id)
  }
}
