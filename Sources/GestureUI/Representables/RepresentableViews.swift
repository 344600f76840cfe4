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

/// What the view graph needs of a representable's host, a view's or a controller's: both are
/// made once per identity, updated when the node is evaluated again and dismantled when it
/// leaves; only how each sizes itself and where its view is differ.
@MainActor protocol RepresentableHosting: AnyObject {
  associatedtype Representable
  /// The environment of the node that made the host.
  var nodeEnvironment: EnvironmentValues? { get set }
  /// Gives the host a new value.
  func update(_ representable: Representable, transaction: Transaction)
  /// Takes the hosted view out of the tree and lets the representable clean up.
  func dismantle()
  /// The size for `proposal`: what the representable says, else its view's
  /// (`ViewNode.representableSize`).
  func size(fitting proposal: ProposedViewSize) -> CGSize
  /// The hosted view, once it exists.
  var hostedViewIfLoaded: UIView? { get }
}

extension ViewNode {
  /// A representable node's content: the host under `$host`, made by `make` over the node's
  /// view the first time (which keeps it), given `value` every time after.
  func representableContent<Host: RepresentableHosting>(
    _ value: Host.Representable, make: (NodeView) -> Host
  ) -> NodeContent {
    if let host = storage["$host"] as? Host {
      host.nodeEnvironment = environment
      host.hostedViewIfLoaded?.superview?.setBridgedTraits(environment.bridgedTraits)
      let transaction = effectiveTransaction()
      track(value) { host.update(value, transaction: transaction) }
    } else {
      let container = ensureNodeViewInTree()
      // Trait-bridged environment values reach the UIKit side's traits before it is made.
      container.setBridgedTraits(environment.bridgedTraits)
      let host = track(value) { make(container) }
      container.representableHosts.append(host)
      storage["$host"] = host
    }
    return NodeContent(layout: RepresentableLayout<Host>())
  }
}

/// A representable's element: the size its host gives, the hosted view filling the frame, and
/// the host dismantled when the node leaves.
struct RepresentableLayout<Host: RepresentableHosting>: TearDownLayout {
  /// A UIKit view sizes itself from its own state, which UIKit code may change at any time.
  var readsOutsideItsInputs: Bool { true }

  func isSameLayout(as other: any ElementLayout) -> Bool { other is Self }

  func host(_ node: ViewNode) -> Host? {
    node.storage["$host"] as? Host
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    guard let host = host(node) else { return proposal.replacingUnspecifiedDimensions() }
    return host.size(fitting: proposal)
  }

  func placeSubelements(in size: CGSize, node: ViewNode) {
    if let view = host(node)?.hostedViewIfLoaded { fill(view, size: size) }
  }

  func tearDown(node: ViewNode) {
    host(node)?.dismantle()
  }
}

extension UIViewRepresentable {
  func makeRepresentableContent(in node: ViewNode) -> NodeContent {
    node.representableContent(self) {
      UIViewRepresentableHost(self, in: $0, environment: node.environment)
    }
  }
}

extension UIViewRepresentableHost: RepresentableHosting {
  func size(fitting proposal: ProposedViewSize) -> CGSize {
    let said = representable.sizeThatFits(proposal, uiView: uiView, context: context)
    return ViewNode.representableSize(proposal, said: said, view: uiView)
  }

  var hostedViewIfLoaded: UIView? { uiView }
}

extension UIViewControllerRepresentable {
  func makeRepresentableContent(in node: ViewNode) -> NodeContent {
    node.representableContent(self) {
      UIViewControllerRepresentableHost(
        self, in: $0, environment: node.environment,
        parentController: node.graph.owner?.hostingViewController)
    }
  }
}

extension UIViewControllerRepresentableHost: RepresentableHosting {
  func size(fitting proposal: ProposedViewSize) -> CGSize {
    let said = representable.sizeThatFits(
      proposal, uiViewController: uiViewController, context: context)
    return ViewNode.representableSize(proposal, said: said, view: uiViewController.view)
  }

  var hostedViewIfLoaded: UIView? { uiViewController.viewIfLoaded }
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
