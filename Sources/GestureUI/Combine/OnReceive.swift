import Foundation
import GestureCore
import OpenCombine

extension View {
  /// Runs `action` with each value `publisher` emits while this view is in the graph, as
  /// SwiftUI's `onReceive(_:perform:)` does.
  ///
  ///     @State private var ticks = 0
  ///     let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  ///     var body: some View {
  ///       Text("\(ticks)").onReceive(timer) { _ in ticks += 1 }
  ///     }
  ///
  /// The view subscribes when it appears and cancels when it leaves. OUR CHOICE where Apple's
  /// page is silent: the action runs at once when the value arrives (a timer's firing, a
  /// subject's `send`), with the action of the view's latest evaluation; state it writes is
  /// shown at the next update pass. A new evaluation keeps the subscription while the
  /// publisher is the same (equal values, or the same object), and subscribes again to a
  /// different one, so a `Timer.publish(…).autoconnect()` written inside `body` starts a new
  /// timer each time the body runs, as on iOS; keep it in a property.
  public func onReceive<P: Publisher>(
    _ publisher: P, perform action: @escaping (P.Output) -> Void
  ) -> some View where P.Failure == Never {
    modifier(ReceiveModifier(publisher: publisher, action: action))
  }
}

/// `onReceive(_:perform:)`.
struct ReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier where P.Failure == Never {
  typealias Body = Never
  let publisher: P
  let action: (P.Output) -> Void

  func makeContent(modifying content: some View, in node: ViewNode) -> NodeContent {
    if let box = node.storage["$onReceive"] as? ReceiveBox<P>,
      ViewComparison.equal(box.publisher, publisher)
    {
      box.action = action
    } else {
      (node.storage["$onReceive"] as? any NodeStorageTearDown)?.nodeLeft()
      node.storage["$onReceive"] = ReceiveBox(publisher: publisher, action: action)
    }
    var result = NodeContent()
    result.append(content, at: .content)
    return result
  }
}

/// An `onReceive` subscription, kept in the node's storage with the latest action.
final class ReceiveBox<P: Publisher>: NodeStorageTearDown where P.Failure == Never {
  let publisher: P
  var action: (P.Output) -> Void
  private var cancellable: AnyCancellable?

  init(publisher: P, action: @escaping (P.Output) -> Void) {
    self.publisher = publisher
    self.action = action
    cancellable = publisher.sink { [weak self] value in self?.action(value) }
  }

  func nodeLeft() {
    cancellable?.cancel()
    cancellable = nil
  }
}
