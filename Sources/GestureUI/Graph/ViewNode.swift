import Foundation
import GestureCore
import Observation

/// One view of the graph, kept for as long as a view with its identity is in the tree: its
/// current value, its environment, its state, its children, and, when it takes part in layout
/// as an element, its layout and the `UIView` that stands for it in the window.
@MainActor final class ViewNode {
  unowned let graph: ViewGraph
  private(set) weak var parent: ViewNode?
  let key: ChildKey
  let depth: Int

  /// The latest value of the view.
  private(set) var view: any View

  /// The environment the view was given.
  private(set) var environment: EnvironmentValues

  /// The environment the children got at the last evaluation.
  private var childEnvironment: EnvironmentValues

  private(set) var children: [ViewNode] = []

  /// The layout of this node's element; `nil` when the node lays out as its children do.
  private(set) var layout: (any ElementLayout)?

  /// The view that stands for this node's element in the window.
  private(set) var nodeView: NodeView?

  /// The storage of the view's dynamic properties (`@State` and the like), by property path.
  var storage: [String: AnyObject] = [:]

  /// Whether something the body read changed, so the node is evaluated at the next update.
  private(set) var needsEvaluation = true

  /// The attachment of a ``NodeViewModifier`` on this node's view.
  private var attachment: AnyNodeAttachment?
  private var pendingAttachment: AnyNodeAttachment?

  /// Bumped at each evaluation of the body, so that an observation registered by an earlier
  /// evaluation is ignored.
  private var evaluation = 0

  /// The elements that lay out inside this one, in order (cached; see ``ViewGraph``).
  var subelements: [ViewNode] = []

  /// The frame of the element in its parent element's space, from the last layout.
  var frame = CGRect.zero

  /// The axis of the stack this element sits in directly, for spacers.
  var stackAxis: Axis?

  init(
    graph: ViewGraph, parent: ViewNode?, key: ChildKey, view: any View,
    environment: EnvironmentValues
  ) {
    self.graph = graph
    self.parent = parent
    self.key = key
    self.depth = (parent?.depth ?? -1) + 1
    self.view = view
    self.environment = environment
    self.childEnvironment = environment
    self.descriptor = ViewTypeDescriptor.of(type(of: view))
  }

  /// What the graph knows of the view's type (a node's type never changes: it is part of its
  /// key).
  let descriptor: ViewTypeDescriptor

  /// The type of the view.
  var viewType: any View.Type { type(of: view) }

  /// Whether the node has left the graph.
  private(set) var hasLeft = false

  /// Marks the node for evaluation at the next update pass.
  func invalidate() {
    if let transaction = TransactionContext.current { graph.adopt(transaction) }
    guard !needsEvaluation, !hasLeft else { return }
    needsEvaluation = true
    graph.nodeNeedsEvaluation(self)
  }

  /// Gives the node a new value from its parent; evaluates it when the value or the
  /// environment differ from the last ones, or when something it read changed.
  func receive(_ newView: any View, environment newEnvironment: EnvironmentValues) {
    let sameEnvironment = newEnvironment.hasSameWrites(as: environment)
    if !needsEvaluation && ViewComparison.equal(view, newView) {
      if sameEnvironment { return }
      // A view with a body runs it again only when an environment value it read changed;
      // either way its children get the new environment.
      if let reads = environmentReads, !newEnvironment.differs(in: reads) {
        environment = newEnvironment
        childEnvironment = newEnvironment
        for child in children { child.receive(child.view, environment: newEnvironment) }
        return
      }
    }
    let oldView = view
    view = newView
    environment = newEnvironment
    if graph.animationsMayStart || dataAnimations != nil, descriptor.isAnimatable {
      evaluate(showing: graph.animator.receive(self, old: oldView, new: newView))
    } else {
      evaluate()
    }
  }

  /// The animations of this node's custom `Animatable` value.
  var dataAnimations: DataAnimations?

  /// Evaluates the node with `shown` in place of its value (an animatable value as it is on
  /// screen now), keeping its value.
  func evaluate(showing shown: any View) {
    let model = view
    view = shown
    evaluate()
    view = model
  }

  /// Evaluates the view now: its body or its primitive content, then its children.
  func evaluate() {
    needsEvaluation = false
    let content: NodeContent
    switch descriptor.contentKind {
    case .primitive:
      content = (view as! any PrimitiveView).makeContent(in: self)
    case .viewRepresentable:
      content = (view as! any UIViewRepresentable).makeRepresentableContent(in: self)
    case .controllerRepresentable:
      content = (view as! any UIViewControllerRepresentable).makeRepresentableContent(in: self)
    case .shape:
      content = (view as! any Shape).shapeContent()
    case .body:
      let view = self.view
      let body = runBody(of: view) { Self.body(of: view) }
      var single = NodeContent()
      single.append(body, at: .body)
      content = single
    }
    setLayout(content.layout)
    childEnvironment = content.environment ?? environment
    reconcile(content.children)
    if let pendingAttachment {
      self.pendingAttachment = nil
      graph.attachmentNeedsApplying(self, pendingAttachment)
    }
  }

  private static func body<V: View>(of view: V) -> any View { view.body }

  /// Runs `body` for `subject` (a view or a modifier): links its dynamic properties to this
  /// node's storage, and tracks what the body reads so that a change to it invalidates the node.
  func runBody(of subject: Any, _ body: () -> any View) -> any View {
    missingEnvironmentObject = nil
    let subjectType = type(of: subject)
    let subjectDescriptor =
      subjectType == viewType ? descriptor : ViewTypeDescriptor.of(subjectType)
    PropertyLinker.link(subject, fields: subjectDescriptor.linkedFields, to: self)
    if let missingEnvironmentObject {
      // SwiftUI stops the app here; the simulation reports it and shows nothing instead.
      GestureProblems.report(
        GestureProblem(kind: .missingEnvironmentObject, message: missingEnvironmentObject))
      environmentReads = nil
      return EmptyView()
    }
    evaluation += 1
    bodyType = subjectType
    graph.countBody(of: subjectType)
    let reads = EnvironmentReads()
    let outer = EnvironmentValues.readRecorder
    EnvironmentValues.readRecorder = reads
    defer { EnvironmentValues.readRecorder = outer }
    let result = withObservationTracking(body, onChange: invalidation(of: evaluation))
    // Only a view's own body decides; a modifier's or reader's body reads for its node too.
    environmentReads = subjectDescriptor.isView ? reads : nil
    return result
  }

  /// Set while linking when an `@EnvironmentObject` found no object: SwiftUI's message.
  var missingEnvironmentObject: String?

  /// What the body read of the environment, for a view with a body; `nil` when any change
  /// to the environment must evaluate the node (primitives, modifiers).
  private var environmentReads: EnvironmentReads?

  /// The type whose body ran for this node: the view's, or a custom modifier's.
  private(set) var bodyType: Any.Type?

  /// Runs `body` (a representable's make or update) with the view's dynamic properties linked,
  /// tracking what it reads, so that a change to a value it read through a binding, an
  /// environment value or an observed object updates it again, as SwiftUI does.
  func track<T>(_ subject: Any, _ body: () -> T) -> T {
    PropertyLinker.link(subject, to: self)
    evaluation += 1
    return withObservationTracking(body, onChange: invalidation(of: evaluation))
  }

  /// Runs `body` (a container's closure that a body handed over, such as a `ForEach`'s row
  /// content) tracking what it reads, so that a change to it evaluates this node again.
  func trackReads<T>(_ body: () -> T) -> T {
    evaluation += 1
    // Observation evaluates `onChange` only when `body` read an observable property, so a
    // closure that reads none (most rows, every frame) makes no token.
    return withObservationTracking(body, onChange: invalidation(of: evaluation))
  }

  /// What a change of a property evaluation `number` read does: invalidate this node, unless
  /// it was evaluated again since.
  private func invalidation(of number: Int) -> @Sendable () -> Void {
    let token = InvalidationToken(node: self, evaluation: number)
    return { token.fire() }
  }

  /// Called by an observation of evaluation `number`.
  func observedChange(evaluation number: Int) {
    guard number == evaluation else { return }
    invalidate()
  }

  // MARK: Children

  private func reconcile(_ specs: [ChildSpec]) {
    if specs.count == children.count, reconcileInPlace(specs) { return }
    var old: [ChildKey: ViewNode] = [:]
    old.reserveCapacity(children.count)
    for child in children { old[child.key] = child }
    var next: [ViewNode] = []
    next.reserveCapacity(specs.count)
    var changed = specs.count != children.count
    for (position, spec) in specs.enumerated() {
      let key = ChildKey(component: spec.component, type: ObjectIdentifier(type(of: spec.view)))
      if let existing = old.removeValue(forKey: key) {
        if !changed && children[position] !== existing { changed = true }
        existing.receive(spec.view, environment: childEnvironment)
        next.append(existing)
      } else {
        changed = true
        guard depth < Self.maximumDepth else {
          reportTooDeep(spec.view)
          continue
        }
        let child = ViewNode(
          graph: graph, parent: self, key: key, view: spec.view, environment: childEnvironment)
        next.append(child)
        child.evaluate()
      }
    }
    for leaving in old.values {
      if graph.usesTransitions { leaving.leave() } else { leaving.tearDown() }
    }
    children = next
    if changed { nearestElement?.graph.structureChanged(of: nearestElement!) }
  }

  /// How deep the graph goes (OUR CHOICE: SwiftUI documents no limit; it runs out of stack
  /// somewhere past it). Each modifier is a level, so this is far beyond real screens, and
  /// shallow enough that evaluating, measuring and placing the deepest node stays well inside
  /// the main thread's stack in a debug build.
  static let maximumDepth = 1_500

  /// Reports, once per graph, a view left out for being deeper than ``maximumDepth``.
  private func reportTooDeep(_ view: any View) {
    guard !graph.reportedTooDeep else { return }
    graph.reportedTooDeep = true
    var chain: [String] = []
    var node: ViewNode? = self
    while let current = node, chain.count < 3 {
      chain.append(TypeName.short(current.viewType))
      node = current.parent
    }
    GestureProblems.report(
      GestureProblem(
        kind: .viewTooDeep,
        message:
          "GestureKit: a \(TypeName.short(type(of: view))) is nested \(depth + 1) views deep, "
          + "past the \(Self.maximumDepth) GestureUI follows; it and the views inside it are "
          + "left out (inside \(chain.joined(separator: " in ")); a body that contains its own "
          + "view does this)"))
  }

  /// The common case, without a table of the old children: the same keys in the same order,
  /// each child given its new value. Returns false, having changed nothing, when any key
  /// differs.
  private func reconcileInPlace(_ specs: [ChildSpec]) -> Bool {
    let current = children
    for (child, spec) in zip(current, specs) {
      guard child.key.component == spec.component,
        child.key.type == ObjectIdentifier(type(of: spec.view))
      else { return false }
    }
    for (child, spec) in zip(current, specs) {
      child.receive(spec.view, environment: childEnvironment)
    }
    return true
  }

  /// This node if it is an element, else the nearest ancestor that is one.
  var nearestElement: ViewNode? {
    var node: ViewNode? = self
    while let current = node {
      if current.layout != nil { return current }
      node = current.parent
    }
    return nil
  }

  /// The elements this node lays out as: itself, or its children's elements.
  func appendElements(to list: inout [ViewNode]) {
    if layout != nil {
      list.append(self)
    } else {
      for child in children { child.appendElements(to: &list) }
    }
  }

  private func setLayout(_ newLayout: (any ElementLayout)?) {
    let wasElement = layout != nil
    if let newLayout {
      // Sizes measured with the old layout hold only if the new one lays out the same way.
      switch layout {
      case let layout? where layout.isSameLayout(as: newLayout): break
      case let layout? where layout.measuresAsThis(newLayout): invalidatePlacement()
      default: invalidateLayout()
      }
      if newLayout.readsOutsideItsInputs != (layout?.readsOutsideItsInputs ?? false) {
        graph.setReadsOutsideItsInputs(self, newLayout.readsOutsideItsInputs)
      }
    } else if let layout {
      invalidateLayout()
      if layout.readsOutsideItsInputs { graph.setReadsOutsideItsInputs(self, false) }
    }
    layout = newLayout
    if newLayout != nil { _ = makeNodeViewIfNeeded() }
    if wasElement != (newLayout != nil) {
      if let nodeView, newLayout == nil { nodeView.removeFromSuperview() }
      if let element = parent?.nearestElement { graph.structureChanged(of: element) }
      if newLayout != nil { graph.structureChanged(of: self) }
    }
  }

  /// The node's view, made on first use.
  func makeNodeViewIfNeeded() -> NodeView {
    if let nodeView { return nodeView }
    let made = NodeView(node: self)
    nodeView = made
    return made
  }

  /// Schedules a ``NodeViewModifier``'s attachment for this evaluation.
  func scheduleAttachment(_ record: AnyNodeAttachment) {
    pendingAttachment = record
  }

  /// Makes or updates the attachment on this node's view.
  func applyAttachment(_ record: AnyNodeAttachment) {
    guard let nodeView else { return }
    record.apply(on: nodeView, environment: environment, previous: attachment)
    attachment = record
  }

  /// Takes the node and its subtree out of the graph: attachments removed and representables
  /// dismantled, children first.
  func tearDown() {
    hasLeft = true
    transactionModifier = nil
    for child in children { child.tearDown() }
    if let onDisappear = storage["$onDisappear"] as? ActionBox {
      graph.enqueueAction(onDisappear.action)
    }
    for case let item as any NodeStorageTearDown in storage.values { item.nodeLeft() }
    children = []
    attachment?.remove()
    attachment = nil
    if layout?.readsOutsideItsInputs == true { graph.setReadsOutsideItsInputs(self, false) }
    (layout as? any TearDownLayout)?.tearDown(node: self)
    nodeView?.removeFromSuperview()
    graph.nodeLeft(self)
  }

  /// The view this node stands for, past the modifiers applied to it, and the view whose body
  /// holds it: `ContentView/Rectangle`.
  var transcriptName: String {
    if let identifier = accessibilityIdentifier { return identifier }
    var base = self
    while let inner = base.wrappedNode { base = inner }
    let leaf = TypeName.short(base.viewType)
    var owner = parent
    while let current = owner {
      if current.descriptor.namesElements {
        return TypeName.short(current.viewType) + "/" + leaf
      }
      owner = current.parent
    }
    return leaf
  }

  /// The identifier `accessibilityIdentifier(_:)` gave the view this element stands for: the
  /// outermost one on the chain of modifiers (and type erasures) around the same content.
  private var accessibilityIdentifier: String? {
    var top = self
    while let parent = top.parent, parent.wrappedNode === top { top = parent }
    return top.outermostModifier(AccessibilityIdentifierModifier.self)?.identifier
  }

  /// The first modifier of type `M` (a concrete modifier type) from this node down the chain
  /// of modifiers (and type erasures) around the same content.
  func outermostModifier<M>(_ type: M.Type) -> M? {
    let wanted = ObjectIdentifier(M.self)
    var current: ViewNode? = self
    while let node = current {
      if case .modifiedContent(let modifier) = node.descriptor.wrapping, modifier == wanted,
        let marked = node.view as? any ModifiedContentMarker,
        let modifier = marked.markedModifier as? M
      {
        return modifier
      }
      current = node.wrappedNode
    }
    return nil
  }

  /// The node this one wraps without changing which view it is, for naming: a modified view's
  /// content, and the view an `AnyView` erases.
  var wrappedNode: ViewNode? {
    switch descriptor.wrapping {
    case .modifiedContent: children.first { $0.key.component == .content }
    case .anyView: children.first
    case .none: nil
    }
  }

  // MARK: Layout

  /// Sizes measured since the element's layout inputs last changed, by proposal, as SwiftUI's
  /// layout cache keeps them: stacks ask each child several times (its smallest, largest and
  /// offered sizes), and their parents ask them as often, so without this a layout's cost would
  /// grow as a power of its depth; and a pass after a change measures only what the change
  /// reached. At most ``measuredLimit`` proposals are kept, the oldest going first.
  private var measured: [(proposal: ProposedViewSize, size: CGSize)] = []
  private var oldestMeasured = 0
  private static let measuredLimit = 8

  /// Whether the element and everything under it are placed as their inputs now say, so that
  /// placing it again in the same frame changes nothing.
  private var isPlaced = false

  /// Forgets what was measured and placed for this element and every element above it, whose
  /// sizes and places may follow from its own: its layout, its subelements or their sizes
  /// changed. The walk stops at an element with nothing measured or placed since it was last
  /// invalidated: nothing above it was computed from it since, so nothing above is stale.
  func invalidateLayout() {
    var node: ViewNode? = self
    while let current = node {
      if current.layout != nil {
        if current.measured.isEmpty && !current.isPlaced { return }
        current.measured.removeAll(keepingCapacity: true)
        current.oldestMeasured = 0
        current.isPlaced = false
      }
      node = current.parent
    }
  }

  /// Marks this element to be placed again, keeping what it measured: its sizes hold, but
  /// where it puts its content, or what its view shows, changed (an offset, an opacity). The
  /// elements above it keep their places too: they only hand it its frame again (see
  /// ``place(_:)``).
  func invalidatePlacement() {
    isPlaced = false
    var node = parent
    while let current = node {
      // Only elements are placed, and so only they clear the mark.
      if current.layout != nil {
        if current.placesSubelementsAgain { return }
        current.placesSubelementsAgain = true
      }
      node = current.parent
    }
  }

  /// Whether an element under this one is to be placed again, in the frame it had, while this
  /// element's own placement holds.
  private var placesSubelementsAgain = false

  /// The frame the element was last placed in, as its parent gave it.
  private var placedIn = CGRect.null

  /// The size of this element for `proposal`.
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    guard let layout else { return .zero }
    for entry in measured where entry.proposal == proposal { return entry.size }
    graph.measurements &+= 1
    let size = layout.sizeThatFits(proposal, node: self)
    if measured.count < Self.measuredLimit {
      measured.append((proposal, size))
    } else {
      measured[oldestMeasured] = (proposal, size)
      oldestMeasured = (oldestMeasured + 1) % Self.measuredLimit
    }
    return size
  }

  /// Places this element at `frame`, in its parent element's space, and lays out its
  /// subelements. An element placed before in the same frame, with nothing under it changed
  /// since and no animation of its own running, is left as it is, subtree and all.
  func place(_ frame: CGRect) {
    guard let layout, let nodeView else { return }
    if isPlaced, frame == placedIn, animations == nil {
      // Placed as before: only what is marked under it is placed again, where it was.
      guard placesSubelementsAgain else { return }
      placesSubelementsAgain = false
      for subelement in subelements
      where !subelement.isPlaced || subelement.placesSubelementsAgain {
        subelement.place(subelement.placedIn)
      }
      return
    }
    isPlaced = true
    placesSubelementsAgain = false
    placedIn = frame
    graph.placements &+= 1
    var frame = frame
    if let ignoring = layout as? IgnoresSafeAreaLayout {
      frame = ignoring.adjust(frame, node: self)
    }
    let previousFrame = self.frame
    self.frame = frame
    if graph.animationsMayStart || animations != nil {
      // The slow path only when an animation may start or runs here (see GraphAnimator).
      let target = ElementGeometry(frame: frame, parameters: layout.effectParameters)
      if !hasBeenPlaced, graph.layoutGeneration > 0, let effect = layout as? EffectLayout,
        let transition = effect.transition, let animation = transitionAnimation(transition)
      {
        // Inserted with a transition: from its insertion effects to none.
        let inserted = ElementGeometry(
          frame: frame, parameters: transition.insertion.parameters(size: frame.size))
        graph.animator.animate(self, from: inserted, to: target, with: animation)
      } else {
        let previous =
          hasBeenPlaced ? ElementGeometry(frame: previousFrame, parameters: placedEffect) : nil
        graph.animator.place(self, target: target, previous: previous)
      }
      placedEffect = layout.effectParameters
      hasBeenPlaced = true
    } else {
      placedEffect = layout.effectParameters
      hasBeenPlaced = true
      nodeView.bounds = CGRect(origin: .zero, size: frame.size)
      nodeView.center = CGPoint(x: frame.midX, y: frame.midY)
      nodeView.configure(layout: layout)
    }
    layout.placeSubelements(in: frame.size, node: self)
  }

  /// Whether the element was placed before (its first placement never animates).
  private var hasBeenPlaced = false

  /// The effect parameters of the last placement, from which an animation starts.
  private var placedEffect: EffectParameters?

  /// The animations running on this element's geometry.
  var animations: ElementAnimations?

  /// What this node's modifier does to the transaction of the changes inside it
  /// (`animation(_:value:)`, `transaction(_:)`).
  var transactionModifier: TransactionModifier? {
    didSet {
      if (oldValue == nil) != (transactionModifier == nil) {
        graph.transactionModifierCount += transactionModifier == nil ? -1 : 1
      }
    }
  }

  /// The transaction of the changes to this node in the current update: the one the update
  /// came with, changed by the transaction modifiers around the node, outermost first.
  func effectiveTransaction() -> Transaction {
    var transaction = graph.passTransaction ?? Transaction()
    guard graph.transactionModifierCount > 0 else { return transaction }
    var chain: [ViewNode] = []
    var current: ViewNode? = self
    while let node = current {
      if node.transactionModifier != nil { chain.append(node) }
      current = node.parent
    }
    for node in chain.reversed() {
      node.transactionModifier?.apply(to: &transaction, generation: graph.layoutGeneration)
    }
    return transaction
  }
}

/// Carries an observation's change back to its node; Observation calls it on the thread
/// that wrote, which here is always the main thread.
private final class InvalidationToken: @unchecked Sendable {
  weak var node: ViewNode?
  let evaluation: Int

  @MainActor init(node: ViewNode, evaluation: Int) {
    self.node = node
    self.evaluation = evaluation
  }

  func fire() {
    MainActor.assumeIsolated {
      node?.observedChange(evaluation: evaluation)
    }
  }
}
