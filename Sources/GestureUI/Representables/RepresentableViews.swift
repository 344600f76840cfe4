import Foundation
import GestureCore

// The representables as SwiftUI views: a node makes the host once per identity, updates it
// when the node is evaluated again (its value or its environment changed), and dismantles it
// when the node leaves. The hosted view fills the node's frame; SwiftUI owns its layout.

extension ViewNode {
  /// The node's view, made now and put in the nearest element's view at once, so that what a
  /// representable makes is in the window (and its controller appears) from the start.
  func ensureNodeViewInTree() -> NodeView {
    let view = makeNodeViewIfNeeded()
    if view.superview == nil, let container = parent?.nearestElement?.nodeView {
      container.addSubview(view)
    }
    return view
  }

  /// A representable's size: what it says for `proposal`, else its view's intrinsic size where
  /// it has one and the proposal elsewhere (10 points where the proposal is unspecified).
  static func representableSize(_ proposal: ProposedViewSize, said: CGSize?, view: UIView)
    -> CGSize
  {
    if let said { return said }
    let intrinsic = view.intrinsicContentSize
    let fallback = proposal.replacingUnspecifiedDimensions()
    return CGSize(
      width: intrinsic.width >= 0 ? intrinsic.width : fallback.width,
      height: intrinsic.height >= 0 ? intrinsic.height : fallback.height)
  }
}

/// Sizes a hosted view to the element.
@MainActor private func fill(_ hosted: UIView, size: CGSize) {
  hosted.bounds = CGRect(origin: .zero, size: size)
  hosted.center = CGPoint(x: size.width / 2, y: size.height / 2)
}

extension UIViewRepresentable {
  func makeRepresentableContent(in node: ViewNode) -> NodeContent {
    if let host = node.storage["$host"] as? UIViewRepresentableHost<Self> {
      host.nodeEnvironment = node.environment
      node.track(self) { host.update(self) }
    } else {
      let container = node.ensureNodeViewInTree()
      let host = node.track(self) {
        UIViewRepresentableHost(self, in: container, environment: node.environment)
      }
      container.representableHosts.append(host)
      node.storage["$host"] = host
    }
    return NodeContent(layout: UIViewRepresentableLayout<Self>())
  }
}

struct UIViewRepresentableLayout<Representable: UIViewRepresentable>: TearDownLayout {
  func host(_ node: ViewNode) -> UIViewRepresentableHost<Representable>? {
    node.storage["$host"] as? UIViewRepresentableHost<Representable>
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    guard let host = host(node) else { return proposal.replacingUnspecifiedDimensions() }
    let said = host.representable.sizeThatFits(proposal, uiView: host.uiView, context: host.context)
    return ViewNode.representableSize(proposal, said: said, view: host.uiView)
  }

  func placeSubelements(in size: CGSize, node: ViewNode) {
    if let host = host(node) { fill(host.uiView, size: size) }
  }

  func tearDown(node: ViewNode) {
    host(node)?.dismantle()
  }
}

extension UIViewControllerRepresentable {
  func makeRepresentableContent(in node: ViewNode) -> NodeContent {
    if let host = node.storage["$host"] as? UIViewControllerRepresentableHost<Self> {
      host.nodeEnvironment = node.environment
      node.track(self) { host.update(self) }
    } else {
      let container = node.ensureNodeViewInTree()
      let host = node.track(self) {
        UIViewControllerRepresentableHost(
          self, in: container, environment: node.environment,
          parentController: node.graph.owner?.hostingViewController)
      }
      container.representableHosts.append(host)
      node.storage["$host"] = host
    }
    return NodeContent(layout: UIViewControllerRepresentableLayout<Self>())
  }
}

struct UIViewControllerRepresentableLayout<Representable: UIViewControllerRepresentable>:
  TearDownLayout
{
  func host(_ node: ViewNode) -> UIViewControllerRepresentableHost<Representable>? {
    node.storage["$host"] as? UIViewControllerRepresentableHost<Representable>
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    guard let host = host(node) else { return proposal.replacingUnspecifiedDimensions() }
    let said = host.representable.sizeThatFits(
      proposal, uiViewController: host.uiViewController, context: host.context)
    return ViewNode.representableSize(proposal, said: said, view: host.uiViewController.view)
  }

  func placeSubelements(in size: CGSize, node: ViewNode) {
    if let view = host(node)?.uiViewController.viewIfLoaded { fill(view, size: size) }
  }

  func tearDown(node: ViewNode) {
    host(node)?.dismantle()
  }
}

/// `gesture(_:)` with a ``UIGestureRecognizerRepresentable``: the representable is attached to
/// the modified view's own `UIView`, so its converter's `.local` is that view's space and
/// `.named(_:)` finds the spaces its ancestors declared.
struct RepresentableGestureModifier<Representable: UIGestureRecognizerRepresentable>:
  NodeViewModifier
{
  typealias Body = Never
  let representable: Representable

  func makeAttachment(on view: UIView, environment: EnvironmentValues)
    -> UIGestureRecognizerRepresentableHost<Representable>
  {
    view.gesture(representable)
  }

  func updateAttachment(
    _ attachment: UIGestureRecognizerRepresentableHost<Representable>, on view: UIView,
    environment: EnvironmentValues
  ) {
    attachment.update(representable)
  }

  func removeAttachment(
    _ attachment: UIGestureRecognizerRepresentableHost<Representable>, from view: UIView
  ) {
    attachment.remove()
  }
}

extension View {
  /// Attaches a UIKit recognizer, described by `representable`, to this view, as SwiftUI's
  /// `gesture(_:)` does for a ``UIGestureRecognizerRepresentable`` (iOS 18): the coordinator is
  /// made once per identity, a recognizer for each event sequence that reaches the view.
  public func gesture<Representable: UIGestureRecognizerRepresentable>(
    _ representable: Representable
  ) -> some View {
    modifier(RepresentableGestureModifier(representable: representable))
  }
}
