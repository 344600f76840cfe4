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

struct RootLayout: ElementLayout, Equatable {
  /// The safe area it places its content in belongs to the hosting view.
  var readsOutsideItsInputs: Bool { true }

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
  /// The text fields shown, whose focus the first responder follows after each update pass.
  let textEntries = TextEntryRegistry()

  /// The root given to the graph, kept to hand it a new environment when the traits change.
  private var root: HostingRoot?
  /// The traits the root environment was given.
  private var rootTraits: UITraitCollection?

  /// Whether the traits may differ from `rootTraits`: a trait change was reported, or the view
  /// moved to another window. With the window's size, which traits follow, this spares
  /// gathering the traits at every update pass.
  private var traitsMayHaveChanged = true
  private var traitsWindowSize: CGSize?

  init(rootView: any View) {
    pendingRoot = rootView
    super.init(frame: .zero)
    graph.owner = self
    // A trait change (an override above, a bridged value) reaches the environment in the next
    // layout pass.
    observeAllTraitChanges { view in
      (view as? HostingView)?.traitsMayHaveChanged = true
      view.setNeedsLayout()
    }
  }

  required init?(coder: NSCoder) {
    nil
  }

  var hostingViewController: UIViewController? { controller }

  var contentSafeAreaInsets: UIEdgeInsets { safeAreaInsets }

  var isInCurrentSimulation: Bool {
    guard let window, let current = Simulation.current else { return false }
    return window === current.window
  }

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
    traitsMayHaveChanged = true
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
    let traits = traitCollection
    // A new root view keeps the environment it would have had: writing the same traits again
    // would read as a change to every view below and evaluate them all.
    if rootEnvironment == nil || rootTraits?.isEqual(traits) != true {
      environment.setTraitCollection(traits)
      rootTraits = traits
    }
    rootEnvironment = environment
    let root = HostingRoot(content: pendingRoot)
    self.root = root
    graph.setRoot(root, environment: environment)
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
    defer { textEntries.followFocus() }
    buildIfNeeded()
    refreshTraits()
    var updated = graph.update()
    var laidOut = false
    // Layout, then the actions it queued (onAppear, onChange, a geometry reader's content),
    // which may write state and need bodies and layout again: a bounded number of rounds, so
    // that an action that always writes cannot hang the simulation.
    for round in 0...16 {
      let insets = safeAreaInsets
      if updated || graph.needsLayout || laidOutBounds != bounds || laidOutInsets != insets {
        laidOutBounds = bounds
        laidOutInsets = insets
        graph.layOut(in: bounds)
        // Preferences resolve from this layout; readers whose value changed run their actions
        // or build again, and lay out again (bounded too).
        for _ in 0..<8 where graph.resolvePreferences() {
          var again = graph.update()
          for _ in 0..<16 where graph.runPendingActions() { again = graph.update() || again }
          guard again || graph.needsLayout else { break }
          graph.layOut(in: bounds)
        }
        onContentSizeChange?(contentSize(for: ProposedViewSize(bounds.size)))
        laidOut = true
      }
      guard round < 16, graph.runPendingActions() else { break }
      updated = graph.update()
    }
    guard laidOut else {
      presentAnimations()
      return
    }
    if graph.animator.isRunning {
      _ = graph.animator.present()
      setNeedsLayout()
    }
  }

  /// While animations run, shows each animated element as it is at the clock's time and asks
  /// for the next pass, so that what is drawn and hit follows the clock from input to input.
  private func presentAnimations() {
    guard graph.animator.isRunning else { return }
    if graph.animator.presentData() {
      graph.update()
      graph.layOut(in: bounds)
    }
    if graph.animator.present() { setNeedsLayout() }
  }

  /// Hands the graph the view's traits when they changed since the root environment got them
  /// (it moved under other overrides, or one changed), for trait-bridged environment keys.
  private func refreshTraits() {
    guard let root, var environment = rootEnvironment else { return }
    let windowSize = window?.bounds.size
    guard traitsMayHaveChanged || windowSize != traitsWindowSize else { return }
    traitsMayHaveChanged = false
    traitsWindowSize = windowSize
    let traits = traitCollection
    if let rootTraits, rootTraits.isEqual(traits) { return }
    rootTraits = traits
    environment.setTraitCollection(traits)
    rootEnvironment = environment
    graph.setRoot(root, environment: environment)
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
