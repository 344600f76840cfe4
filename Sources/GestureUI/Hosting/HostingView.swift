import Foundation
import GestureCore

/// The root of a hosting view's graph: the content, offered the hosting view's bounds less
/// its safe area and centred in it [D: WWDC19 session 237, "the root view … has the
/// dimensions of the device minus the safe area insets"; centring INF].
struct HostingRoot: View, PrimitiveView {
  let content: any View
  typealias Body = Never

  func makeContent(in node: ViewNode) -> NodeContent {
    var result = NodeContent(layout: RootLayout())
    result.append(content, at: .content)
    return result
  }
}

struct RootLayout: ElementLayout {
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    node.contentSize(proposal)
  }

  func placeSubelements(in size: CGSize, node: ViewNode) {
    let insets = node.graph.safeAreaInsets ?? .zero
    let safe = CGRect(origin: .zero, size: size).inset(by: insets)
    let content = node.contentSize(ProposedViewSize(safe.size))
    node.placeContent(
      in: CGRect(
        x: safe.minX + (safe.width - content.width) / 2,
        y: safe.minY + (safe.height - content.height) / 2, width: content.width,
        height: content.height))
  }
}

/// The view of a ``UIHostingController``: it owns the view graph and runs its update pass in
/// its layout pass, which the simulation runs before each input whenever a state write, an
/// observed change or a new root view asked for it.
final class HostingView: UIView, ViewGraphOwner {
  let graph = ViewGraph()
  private var pendingRoot: (any View)?
  private var rootEnvironment: EnvironmentValues?
  private var laidOutBounds: CGRect?
  private var laidOutInsets: UIEdgeInsets?
  weak var controller: UIViewController?
  var onContentSizeChange: ((CGSize) -> Void)?

  init(rootView: any View) {
    pendingRoot = rootView
    super.init(frame: .zero)
    graph.owner = self
  }

  required init?(coder: NSCoder) {
    nil
  }

  var hostingViewController: UIViewController? { controller }

  var contentSafeAreaInsets: UIEdgeInsets { safeAreaInsets }

  func graphNeedsUpdate() {
    setNeedsLayout()
  }

  /// A new root view, evaluated at the next update pass.
  func setRootView(_ view: any View) {
    pendingRoot = view
    setNeedsLayout()
  }

  override func didMoveToWindow() {
    super.didMoveToWindow()
    window?.drainsMainQueue = true
    setNeedsLayout()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    runUpdate()
  }

  /// Builds the graph if it has no root yet, without laying out.
  func buildIfNeeded() {
    guard let pendingRoot else { return }
    self.pendingRoot = nil
    var environment = rootEnvironment ?? environmentForContent
    if rootEnvironment == nil {
      environment.dismiss = DismissAction(controller: controller)
    }
    rootEnvironment = environment
    graph.setRoot(HostingRoot(content: pendingRoot), environment: environment)
    if let rootView = graph.rootElementView, rootView.superview !== self {
      for old in subviews { old.removeFromSuperview() }
      addSubview(rootView)
    }
  }

  /// The update pass: new root, bodies that need to run, layout when anything changed, then
  /// the actions (`onAppear`, `onChange`, `onDisappear`) the pass queued, after layout, so
  /// that what they read of geometry is laid out, as on iOS, where they run before the frame
  /// is drawn [D: AD view/onappear(perform:)]. Actions that write state get their bodies run
  /// and laid out in the same pass (a bounded number of rounds, so that an action that always
  /// writes cannot hang the simulation).
  func runUpdate() {
    buildIfNeeded()
    var updated = graph.update()
    for round in 0...16 {
      let insets = safeAreaInsets
      if updated || graph.needsLayout || laidOutBounds != bounds || laidOutInsets != insets {
        laidOutBounds = bounds
        laidOutInsets = insets
        graph.layOut(in: bounds)
        onContentSizeChange?(contentSize(for: ProposedViewSize(bounds.size)))
      }
      guard round < 16, graph.runPendingActions() else { return }
      updated = graph.update()
    }
  }

  /// The content's size for `proposal`.
  func contentSize(for proposal: ProposedViewSize) -> CGSize {
    buildIfNeeded()
    graph.update()
    graph.beginMeasuring()
    return graph.root?.contentSize(proposal) ?? .zero
  }

  override var intrinsicContentSize: CGSize {
    contentSize(for: .unspecified)
  }
}
