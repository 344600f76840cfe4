import Foundation
import GestureCore

/// A piece of user interface, described as a value, as SwiftUI's `View` is.
///
/// A view either is one of GestureUI's primitives (shapes, `Text`, stacks, modifiers,
/// representables), whose `Body` is `Never`, or declares a ``body`` made of other views:
///
///     struct Card: View {
///       @State private var pressLocation: CGPoint?
///
///       var body: some View {
///         Rectangle()
///           .gesture(PressGesture(pressLocation: $pressLocation))
///       }
///     }
///
/// A hosting controller keeps a view graph of the values: each view has an identity (its place
/// in its parent's body, the branch it is in, or an explicit id), state kept per identity, and a
/// body that runs again only when something it read changed. See <doc:TestingSwiftUIViews>.
@MainActor @preconcurrency public protocol View {
  /// The type of view this view's body is made of.
  associatedtype Body: View

  /// The content of the view, built by the view graph when the view appears and whenever
  /// something the body read (its state, its environment, an observed property) changed.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  /// `Never` stands for the body of views that have none.
  public typealias Body = Never

  /// Views whose body is `Never` are primitives: the view graph never asks for their body.
  public var body: Never {
    fatalError("Never has no body")
  }
}

extension View where Body == Never {
  /// Primitive views have no body; the view graph builds them itself and never asks for it.
  public var body: Never {
    fatalError("\(Self.self) is a primitive view and has no body")
  }
}

/// A view that GestureUI builds itself rather than through a body: it says which children it
/// has and, when it takes part in layout, how it lays them out.
@MainActor protocol PrimitiveView {
  /// The node's children and its layout, for the node's current value and environment.
  func makeContent(in node: ViewNode) -> NodeContent
}
