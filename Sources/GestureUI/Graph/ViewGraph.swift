import Foundation
import GestureCore

/// What owns a view graph: the hosting view, which runs the graph's updates in its layout pass.
@MainActor protocol ViewGraphOwner: AnyObject {
  /// Something in the graph changed: an update pass is due.
  func graphNeedsUpdate()

  /// The controller that hosts the graph, the parent of representables' controllers.
  var hostingViewController: UIViewController? { get }

  /// The insets of the hosting view's safe area.
  var contentSafeAreaInsets: UIEdgeInsets { get }
}

/// The nodes of one hosting view and the work of an update pass: bodies that need to run,
/// element views to re-order, attachments to make, then layout.
@MainActor final class ViewGraph {
  weak var owner: (any ViewGraphOwner)?

  /// The node of the root view.
  private(set) var root: ViewNode?

  private var needingEvaluation: [ViewNode] = []
  private var needingStructure: [ObjectIdentifier: ViewNode] = [:]
  private var needingAttachment: [(node: ViewNode, record: AnyNodeAttachment)] = []

  /// Whether something changed since the last layout.
  private(set) var needsLayout = true

  /// How often bodies ran, by the view's unspecialised type name.
  private(set) var bodyCounts: [String: Int] = [:]

  /// How often bodies ran in all.
  private(set) var totalBodyCount = 0

  init() {}

  /// Sets a new root view: the first one makes the root node, later ones update it (same type:
  /// state kept).
  func setRoot(_ view: any View, environment: EnvironmentValues) {
    let key = ChildKey(component: .body, type: ObjectIdentifier(type(of: view)))
    if let root, root.key == key {
      root.receive(view, environment: environment)
    } else {
      root?.tearDown()
      let node = ViewNode(graph: self, parent: nil, key: key, view: view, environment: environment)
      root = node
      node.evaluate()
    }
    finishEvaluation()
  }

  /// Runs every body that needs to run, parents first, then re-orders element views and makes
  /// attachments. Returns whether anything ran.
  @discardableResult
  func update() -> Bool {
    guard !needingEvaluation.isEmpty || !needingStructure.isEmpty || !needingAttachment.isEmpty
    else { return false }
    while !needingEvaluation.isEmpty {
      let nodes = needingEvaluation.sorted { $0.depth < $1.depth }
      needingEvaluation.removeAll()
      for node in nodes where node.needsEvaluation && !node.hasLeft { node.evaluate() }
    }
    finishEvaluation()
    return true
  }

  /// Re-orders views and makes attachments for nodes evaluated during layout (a geometry
  /// reader's content).
  func finishEvaluationDuringLayout() {
    let layoutWasDue = needsLayout
    finishEvaluation()
    needsLayout = layoutWasDue
  }

  /// Whether a geometry reader's proxy reported its frame in a space other than its own, so that
  /// a scroll, which moves views without a layout, calls for one (see ``contentScrolled()``).
  var readersTrackPlace = false

  /// A scroll view of the graph scrolled: its content moved without a layout. When readers
  /// track their place, a layout pass is due so that they see where they are now.
  func contentScrolled() {
    guard readersTrackPlace else { return }
    needsLayout = true
    owner?.graphNeedsUpdate()
  }

  /// The view of the root element (the hosting view's content), for safe-area geometry.
  var rootElementView: UIView? { root?.nodeView }

  /// The safe-area insets of the hosting view.
  var safeAreaInsets: UIEdgeInsets? { owner?.contentSafeAreaInsets }

  private func finishEvaluation() {
    if !needingStructure.isEmpty {
      let elements = needingStructure.values.sorted { $0.depth < $1.depth }
      needingStructure.removeAll()
      for element in elements where element.nodeView != nil {
        var list: [ViewNode] = []
        for child in element.children { child.appendElements(to: &list) }
        element.subelements = list
        element.nodeView?.setElementSubviews(list.compactMap(\.nodeView))
      }
    }
    if !needingAttachment.isEmpty {
      let pending = needingAttachment.sorted { $0.node.depth > $1.node.depth }
      needingAttachment.removeAll()
      for (node, record) in pending where !node.hasLeft { node.applyAttachment(record) }
    }
    needsLayout = true
  }

  /// Lays the tree out in `bounds` of the owner's view.
  /// Counts layout passes; sizes measured in one pass are reused within it.
  private(set) var layoutPass = 0

  /// Starts a new measuring pass: sizes measured before are forgotten.
  func beginMeasuring() {
    layoutPass &+= 1
  }

  func layOut(in bounds: CGRect) {
    needsLayout = false
    beginMeasuring()
    guard let root else { return }
    var elements: [ViewNode] = []
    root.appendElements(to: &elements)
    for element in elements { element.place(bounds) }
  }

  /// The feedback `sensoryFeedback` played, in order.
  var playedFeedback: [SensoryFeedback] = []

  /// Actions (`onAppear`, `onChange`, `onDisappear`) to run after the update pass.
  private var pendingActions: [() -> Void] = []

  /// Runs the actions the last evaluations queued, in order; they may write state, which the
  /// caller's next round evaluates. Returns whether any ran.
  func runPendingActions() -> Bool {
    guard !pendingActions.isEmpty else { return false }
    let actions = pendingActions
    pendingActions.removeAll()
    for action in actions { action() }
    return true
  }

  // MARK: Bookkeeping called by nodes

  func enqueueAction(_ action: @escaping () -> Void) {
    pendingActions.append(action)
  }

  func nodeNeedsEvaluation(_ node: ViewNode) {
    needingEvaluation.append(node)
    owner?.graphNeedsUpdate()
  }

  func structureChanged(of element: ViewNode) {
    needingStructure[ObjectIdentifier(element)] = element
  }

  func attachmentNeedsApplying(_ node: ViewNode, _ record: AnyNodeAttachment) {
    needingAttachment.append((node, record))
  }

  func nodeLeft(_ node: ViewNode) {
    needingStructure[ObjectIdentifier(node)] = nil
  }

  func countBody(of type: Any.Type) {
    totalBodyCount += 1
    bodyCounts[TypeName.unspecialised(type), default: 0] += 1
  }

  /// Every node, depth first, parents before children.
  func forEachNode(_ body: (ViewNode) -> Void) {
    func visit(_ node: ViewNode) {
      body(node)
      for child in node.children { visit(child) }
    }
    if let root { visit(root) }
  }
}

/// Type names without generic arguments, for finding views of generic types.
enum TypeName {
  static func unspecialised(_ type: Any.Type) -> String {
    let name = String(reflecting: type)
    guard let bracket = name.firstIndex(of: "<") else { return name }
    return String(name[..<bracket])
  }

  /// The type's own name, without module or generic arguments.
  static func short(_ type: Any.Type) -> String {
    let name = unspecialised(type)
    return name.split(separator: ".").last.map(String.init) ?? name
  }
}
