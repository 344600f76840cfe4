import Foundation
import GestureCore

/// What one presentation modifier shows, and how.
@MainActor final class PresentationState {
  var controller: ScreenHostingController?
}

/// Presents a screen from the hosting controller the view is in while `isPresented` is true,
/// and dismisses it when it turns false; a dismissal from the presented side (its
/// `@Environment(\.dismiss)`) sets it back to false and calls `onDismiss`.
struct PresentationModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  /// Whether the screen should show, read from the binding; tracked.
  let isPresented: () -> Bool
  /// Sets the binding back to false.
  let setDismissed: () -> Void
  let onDismiss: (() -> Void)?
  let style: UIModalPresentationStyle
  /// The screen's content; `nil` when there is nothing to show (an item binding's `nil`).
  let screen: () -> AnyView?

  func makeContent(modifying content: some View, in node: ViewNode) -> NodeContent {
    let state = node.storage["$presentation"] as? PresentationState ?? PresentationState()
    node.storage["$presentation"] = state
    let wanted = node.track(self) { isPresented() }
    let environment = node.environment
    if wanted, let shown = screen() {
      let root = AnyView(shown.modifier(InheritedEnvironment(outer: environment)))
      if let controller = state.controller {
        controller.rootView = root
      } else {
        let controller = ScreenHostingController(rootView: root)
        controller.modalPresentationStyle = style
        let setDismissed = setDismissed
        let onDismiss = onDismiss
        controller.onDismissal = { [weak state] in
          state?.controller = nil
          setDismissed()
          onDismiss?()
        }
        state.controller = controller
        // As UIKit does for its full-window styles, the root of the controller hierarchy
        // presents (a screen of a navigation stack is a child of the navigation controller).
        var presenter = node.graph.owner?.hostingViewController
        while let parent = presenter?.parent { presenter = parent }
        node.graph.enqueueAction { [presenter] in presenter?.present(controller, animated: true) }
      }
    } else if let controller = state.controller {
      node.graph.enqueueAction { controller.dismiss(animated: true) }
    }
    var result = NodeContent()
    result.append(content, at: .content)
    return result
  }
}

extension View {
  /// Presents the screen `content` builds as a sheet while `isPresented` is true, as SwiftUI's
  /// `sheet(isPresented:onDismiss:content:)` does: through the hosting controller's
  /// `present(_:animated:)` with the page-sheet style, so the views beneath stay in the window
  /// but the sheet's view, filling the window, takes every touch (OUR CHOICE: the simulated
  /// sheet covers the whole window; there is no card or swipe-down dismissal).
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presentation(isPresented: isPresented, onDismiss: onDismiss, style: .pageSheet, content)
  }

  /// Presents the screen `content` builds for `item` as a sheet while `item` is not `nil`.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presentation(item: item, onDismiss: onDismiss, style: .pageSheet, content)
  }

  /// Presents the screen `content` builds over the whole window while `isPresented` is true:
  /// the full-screen style, so the views beneath leave the window [D: UIKit's `fullScreen`].
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presentation(isPresented: isPresented, onDismiss: onDismiss, style: .fullScreen, content)
  }

  /// Presents the screen `content` builds for `item` over the whole window.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presentation(item: item, onDismiss: onDismiss, style: .fullScreen, content)
  }

  private func presentation<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)?, style: UIModalPresentationStyle,
    _ content: @escaping () -> Content
  ) -> some View {
    modifier(
      PresentationModifier(
        isPresented: { isPresented.wrappedValue },
        setDismissed: { if isPresented.wrappedValue { isPresented.wrappedValue = false } },
        onDismiss: onDismiss, style: style, screen: { AnyView(ScreenContent { content() }) }))
  }

  private func presentation<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)?, style: UIModalPresentationStyle,
    _ content: @escaping (Item) -> Content
  ) -> some View {
    modifier(
      PresentationModifier(
        isPresented: { item.wrappedValue != nil },
        setDismissed: { if item.wrappedValue != nil { item.wrappedValue = nil } },
        onDismiss: onDismiss, style: style,
        screen: { item.wrappedValue.map { shown in AnyView(ScreenContent { content(shown) }) } }))
  }

  /// Shows an alert titled `title` with the buttons `actions` builds while `isPresented` is
  /// true. Every action dismisses the alert after it runs, and an alert without actions gets an
  /// OK button [D: `alert(_:isPresented:actions:)`]. The alert is a presented screen showing
  /// the title, then the message, then the buttons in a column, centred, over the whole window
  /// (OUR CHOICE: not a `UIAlertController`; its looks are not UIKit's, its modality is).
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A
  ) -> some View {
    alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
  }

  /// An alert with a message (see ``alert(_:isPresented:actions:)``).
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A,
    @ViewBuilder message: @escaping () -> M
  ) -> some View {
    let title = String(title)
    return modifier(
      PresentationModifier(
        isPresented: { isPresented.wrappedValue },
        setDismissed: { if isPresented.wrappedValue { isPresented.wrappedValue = false } },
        onDismiss: nil, style: .overFullScreen,
        screen: {
          AnyView(
            ScreenContent {
              AlertScreen(title: title, actions: actions(), message: message()) {
                if isPresented.wrappedValue { isPresented.wrappedValue = false }
              }
            })
        }))
  }

  /// Shows a confirmation dialog: laid out and dismissed as an ``alert(_:isPresented:actions:)``
  /// (OUR CHOICE: not an action sheet at the bottom).
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> A
  ) -> some View {
    alert(title, isPresented: isPresented, actions: actions)
  }

  /// Sets the heights a sheet rests at; the simulated sheet fills the window: no effect.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    modifier(InertModifier())
  }

  /// Shows or hides a sheet's grabber; nothing is drawn: no effect.
  public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    modifier(InertModifier())
  }

  /// Keeps a sheet from being swiped away; the simulated sheet has no swipe-down: no effect.
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    modifier(InertModifier())
  }
}

/// A height a sheet rests at, as SwiftUI's `PresentationDetent` is; kept only.
public struct PresentationDetent: Hashable, Sendable {
  let name: String
  public static let medium = PresentationDetent(name: "medium")
  public static let large = PresentationDetent(name: "large")
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "fraction \(fraction)")
  }
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "height \(height)")
  }
}

/// A presented or pushed screen's content, built by the closure the presenting view gave
/// (a sheet's `content`, a `navigationDestination`'s `destination`) in the screen's own body.
/// What the closure reads, such as the presenting view's `@State`, is then tracked by the
/// screen, and a change to it builds the screen's content again, as SwiftUI updates a shown
/// sheet or destination; the presenting view's body does not run for it.
struct ScreenContent<Content: View>: View {
  let make: () -> Content

  var body: some View { make() }
}

/// The content of an alert: title, message and buttons; each button dismisses it after its
/// action.
struct AlertScreen<Actions: View, Message: View>: View {
  let title: String
  let actions: Actions
  let message: Message
  let dismiss: () -> Void

  var body: some View {
    VStack(spacing: 12) {
      Text(title)
      message
      if Actions.self == EmptyView.self {
        Button("OK") {}
      } else {
        actions
      }
    }
    .padding(20)
    .environment(\.buttonActionEpilogue, ButtonActionEpilogue(run: dismiss))
  }
}

/// Work a button does after its action: an alert's buttons dismiss the alert.
@MainActor struct ButtonActionEpilogue {
  let run: () -> Void
}

private struct ButtonActionEpilogueKey: EnvironmentKey {
  static let defaultValue: ButtonActionEpilogue? = nil
}

extension EnvironmentValues {
  var buttonActionEpilogue: ButtonActionEpilogue? {
    get { self[ButtonActionEpilogueKey.self] }
    set { self[ButtonActionEpilogueKey.self] = newValue }
  }
}
