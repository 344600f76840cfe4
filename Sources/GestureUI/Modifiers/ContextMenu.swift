import Foundation
import GestureCore

/// One opening of a context menu: when, and on which view (named as transcripts name it).
public struct ContextMenuOpening: Equatable, Sendable {
  /// The simulation time the menu opened at, in seconds.
  public var time: TimeInterval
  /// The view the menu belongs to: its `accessibilityIdentifier`, or its transcript name.
  public var view: String

  public init(time: TimeInterval, view: String) {
    self.time = time
    self.view = view
  }
}

/// The press that opens a `contextMenu`, for a test to change.
@MainActor public enum ContextMenuSettings {
  /// How long (s) the finger rests before the menu opens. OUR CHOICE, default 0.5 s
  /// (`GestureThresholds/contextMenuPressDuration`).
  public static var pressDuration = GestureThresholds.contextMenuPressDuration
  /// How far (pt) the finger may move before the press fails. OUR CHOICE, default 10 points
  /// (`GestureThresholds/contextMenuMaximumDistance`).
  public static var maximumDistance = GestureThresholds.contextMenuMaximumDistance
}

/// `contextMenu`: a long press on the view opens its menu [D: AD UIContextMenuInteraction,
/// "tracks … long-press gestures"; AD view/contextmenu(menuitems:)]. The press is a
/// `LongPressGesture` of `GestureThresholds.contextMenuPressDuration` (0.5 s) and
/// `GestureThresholds.contextMenuMaximumDistance` (10 pt), both OUR CHOICE (Apple documents
/// no numbers for the interaction; these are `UILongPressGestureRecognizer`'s documented
/// defaults), attached with high priority, so it joins the view's arbitration: the view's own
/// gestures wait for it, a tap lifted before 0.5 s or a drag moved 10 points goes on as
/// without the menu, and a press held 0.5 s opens the menu and the view's gestures fail, as
/// they do on iOS once the menu takes the touch. No menu is drawn and its items are not built;
/// each opening is recorded in ``SwiftUIHost/openedContextMenus``.
struct ContextMenuModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  func makeContent(modifying content: some View, in node: ViewNode) -> NodeContent {
    // Named when the menu opens: while the node is first evaluated, the views around it and
    // inside it are not in the graph yet.
    let press = LongPressGesture(
      minimumDuration: ContextMenuSettings.pressDuration,
      maximumDistance: ContextMenuSettings.maximumDistance
    ).onEnded { [weak node] _ in
      guard let node else { return }
      node.graph.openedContextMenus.append(
        ContextMenuOpening(time: Simulation.current?.now ?? 0, view: node.transcriptName))
    }
    var result = NodeContent()
    result.append(content.highPriorityGesture(press), at: .content)
    return result
  }
}

extension View {
  /// Adds a context menu that a long press on this view opens.
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
    modifier(ContextMenuModifier())
  }

  /// Adds a context menu with a preview that a long press on this view opens.
  public func contextMenu<MenuItems: View, Preview: View>(
    @ViewBuilder menuItems: () -> MenuItems, @ViewBuilder preview: () -> Preview
  ) -> some View {
    modifier(ContextMenuModifier())
  }
}
