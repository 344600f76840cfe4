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

  /// Whether the hosting view is in the window of the simulation running now.
  var isInCurrentSimulation: Bool { get }
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
  var bodyCounts: [String: Int] {
    var counts: [String: Int] = [:]
    for (type, count) in bodyCountsByType {
      counts[TypeName.unspecialised(type.type), default: 0] += count
    }
    return counts
  }

  /// How often bodies ran, by type: counted without building a name per body.
  private var bodyCountsByType: [CountedType: Int] = [:]

  private struct CountedType: Hashable {
    let type: Any.Type
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.type == rhs.type }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(type)) }
  }

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
        element.invalidateLayout()
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

  /// The elements whose layouts read something outside the graph's inputs (see
  /// ``ElementLayout/readsOutsideItsInputs``), measured and placed again at every pass.
  private var readingOutside: [ObjectIdentifier: ViewNode] = [:]

  func setReadsOutsideItsInputs(_ node: ViewNode, _ reads: Bool) {
    readingOutside[ObjectIdentifier(node)] = reads ? node : nil
  }

  /// How many times an element's layout measured it (its size for a proposal it had not
  /// measured since its inputs changed), and placed it, since the graph was made: what a
  /// layout pass cost, for tests and benchmarks.
  var measurements = 0
  var placements = 0

  /// Starts a measuring pass: what the elements that read outside the graph measured before
  /// is forgotten, with the sizes above them. Everything else keeps what it measured until its
  /// own inputs change.
  func beginMeasuring() {
    for node in readingOutside.values { node.invalidateLayout() }
  }

  /// Lays the tree out in `bounds` of the owner's view.
  func layOut(in bounds: CGRect) {
    needsLayout = false
    beginMeasuring()
    defer { endTransaction() }
    guard let root else { return }
    var elements: [ViewNode] = []
    root.appendElements(to: &elements)
    for element in elements { element.place(bounds) }
  }

  // MARK: Animation

  /// The SwiftUI animations running in this graph.
  let animator = GraphAnimator()

  /// The transaction the state writes since the last layout came with (`withAnimation`,
  /// `withTransaction`, a gesture's `updating`), for the changes of the next pass. When writes
  /// with different transactions meet in one pass, the last with an animation wins (OUR
  /// CHOICE: SwiftUI keeps a transaction per write).
  private(set) var passTransaction: Transaction?

  /// Counts layout passes, so that an `animation(_:value:)` whose value changed in an
  /// evaluation applies to the layout that follows it.
  private(set) var layoutGeneration = 0

  /// How many nodes change the transaction of their content.
  var transactionModifierCount = 0

  /// Whether an element placed in this pass may start an animation: the pass's transaction
  /// has one, or a modifier may give one. When false, placing costs what it did before
  /// animations existed.
  var animationsMayStart: Bool {
    passTransaction?.animation != nil || transactionModifierCount > 0 || transitionsMayStart
  }

  /// Whether a `transition(_:)` element was evaluated since the last layout (it may be
  /// inserted with a pinned animation).
  var transitionsMayStart = false

  /// Whether a `transition(_:)` was ever used here: leaving nodes are then checked for
  /// removal transitions.
  private(set) var usesTransitions = false

  /// Takes `transaction` for the next pass (a state write inside `withTransaction`).
  func adopt(_ transaction: Transaction) {
    TransactionContext.adoptions &+= 1
    for group in transaction.completions { group.adopted = true }
    guard var current = passTransaction else {
      passTransaction = transaction
      owner?.graphNeedsUpdate()
      return
    }
    if transaction.animation != nil || current.animation == nil {
      current.animation = transaction.animation
      current.disablesAnimations = transaction.disablesAnimations
      current.isContinuous = transaction.isContinuous
    }
    for group in transaction.completions
    where !current.completions.contains(where: { $0 === group }) {
      current.completions.append(group)
    }
    passTransaction = current
  }

  /// The pass is over: its transaction's completions may fire once their animations end.
  private func endTransaction() {
    layoutGeneration &+= 1
    if isAwaitingUpdate {
      isAwaitingUpdate = false
      ViewGraph.awaitingUpdate.removeAll { $0.graph == nil || $0.graph === self }
    }
    if transitionsMayStart {
      transitionsMayStart = false
      usesTransitions = true
    }
    guard let transaction = passTransaction else { return }
    passTransaction = nil
    for group in transaction.completions { group.arm() }
  }

  /// The feedback `sensoryFeedback` played, in order.
  var playedFeedback: [SensoryFeedback] = []

  /// The context menus that opened, in order.
  var openedContextMenus: [ContextMenuOpening] = []

  /// The nodes whose modifiers read preferences after layout.
  var preferenceReaders: [ObjectIdentifier: ViewNode] = [:]

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
    if !isAwaitingUpdate {
      isAwaitingUpdate = true
      ViewGraph.awaitingUpdate.append(WeakGraph(graph: self))
    }
    owner?.graphNeedsUpdate()
  }

  /// Whether a node was invalidated since the last layout.
  private var isAwaitingUpdate = false

  /// The graphs with invalidated nodes not yet laid out.
  private static var awaitingUpdate: [WeakGraph] = []

  /// Gives `transaction` to every graph of the simulation running now whose update is
  /// pending: the body of a
  /// `withTransaction` wrote only to what those graphs had already been told changed (an
  /// observation reports the first write after each evaluation only).
  static func adoptInPendingUpdates(_ transaction: Transaction) {
    for entry in awaitingUpdate {
      guard let graph = entry.graph, graph.owner?.isInCurrentSimulation == true else { continue }
      graph.adopt(transaction)
    }
  }

  /// The nodes being removed, which stay until their removal transitions end.
  var disappearing: [ViewNode] = []

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
    bodyCountsByType[CountedType(type: type), default: 0] += 1
  }

  /// Every node, depth first, parents before children.
  func forEachNode(_ body: (ViewNode) -> Void) {
    func visit(_ node: ViewNode) {
      body(node)
      for child in node.children { visit(child) }
    }
    if let root { visit(root) }
    for node in disappearing { visit(node) }
  }
}

/// A graph, held weakly.
struct WeakGraph {
  weak var graph: ViewGraph?
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
