import Foundation
import GestureCore

/// Drives SwiftUI views with touches in a simulated window, and answers questions about them
/// in SwiftUI's terms: where a view was laid out, what its state holds, how often its body ran.
///
///     let host = SwiftUIHost(ContentView())
///     let square = host.frame(ofFirst: Rectangle.self)
///     host.run {
///       down(1, at: CGPoint(x: square.midX, y: square.midY))
///       wait(seconds: 0.6)
///       up(1)
///     }
///     #expect(host.state("pressLocation", of: ContentView.self, as: CGPoint?.self) == .some(nil))
///
/// Every method ends with the update pass (bodies that need to run, then layout), as a turn of
/// the main run loop does on iOS, so what a test reads afterwards is what the screen would
/// show. Nothing waits on a real clock.
@MainActor public final class SwiftUIHost {
  /// The simulation the views live in.
  public let simulation: Simulation

  private let setRootView: ((any View) -> Void)?
  private var lastInputTime: TimeInterval?

  /// Shows `root` in a ``UIHostingController`` that is the window's root controller.
  public convenience init(
    _ root: some View, windowSize: CGSize = Simulation.defaultWindowSize,
    safeAreaInsets: UIEdgeInsets = .zero
  ) {
    let controller = UIHostingController(rootView: AnyView(root))
    self.init(
      controller: controller, windowSize: windowSize, safeAreaInsets: safeAreaInsets,
      setRootView: { controller.rootView = AnyView(erasing: $0) ?? AnyView(EmptyView()) })
  }

  /// Shows `rootViewController` (a UIKit controller with hosting controllers inside it, or a
  /// hosting controller) as the window's root controller.
  public convenience init(
    rootViewController: UIViewController, windowSize: CGSize = Simulation.defaultWindowSize,
    safeAreaInsets: UIEdgeInsets = .zero
  ) {
    self.init(
      controller: rootViewController, windowSize: windowSize, safeAreaInsets: safeAreaInsets,
      setRootView: nil)
  }

  private init(
    controller: UIViewController, windowSize: CGSize, safeAreaInsets: UIEdgeInsets,
    setRootView: ((any View) -> Void)?
  ) {
    simulation = Simulation(windowSize: windowSize)
    simulation.window.deviceSafeAreaInsets = safeAreaInsets
    simulation.window.rootViewController = controller
    self.setRootView = setRootView
    update()
  }

  /// The current simulation time, in seconds.
  public var now: TimeInterval { simulation.now }

  /// Everything the recognizers reported so far.
  public var transcript: [TranscriptEntry] { simulation.transcript }

  /// A touch script starting `gap` seconds after the last input (at 0 for the first; at the
  /// current time if the clock has passed that), then the update pass.
  ///
  /// - Returns: the transcript entries the script produced.
  @discardableResult
  public func run(
    gap: TimeInterval = 1, settle: Bool = true,
    @TouchScriptBuilder _ steps: () -> [TouchScript.Step]
  ) -> [TranscriptEntry] {
    let start = lastInputTime.map { max($0 + gap, now) } ?? 0
    let script = TouchScript(startingAt: start, steps)
    let entries = simulation.run(script, settle: settle)
    if let last = script.inputs.last?.time { lastInputTime = last }
    update()
    return entries
  }

  /// Moves the clock forward: due timers fire, then the update pass.
  public func advance(by seconds: TimeInterval) {
    simulation.advance(by: seconds)
    update()
  }

  /// The update pass now: work queued on the main queue, bodies whose inputs changed, layout.
  public func update() {
    simulation.runUpdatePass()
    simulation.window.layoutIfNeeded()
  }

  /// Runs the work queued on the main queue so far, then the update pass.
  ///
  /// `DispatchQueue.main.async { … }` from main-actor code while the host exists needs none of
  /// this: GestureKit keeps that work for the update pass, which ``update()`` and every input
  /// run. Work that reached Dispatch's main queue itself (queued from another thread, or with
  /// `qos:` or `flags:`) runs on the main thread in the update pass too, but a test process on
  /// Linux runs main-actor code on a thread of the dispatch pool, where the main queue's
  /// blocks run only when the main actor is free: this method lets them run by suspending
  /// until a block queued after them has run, so they run in the order they were queued,
  /// before the pass.
  public func drainMainQueue() async {
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async(group: nil, qos: .unspecified, flags: []) { continuation.resume() }
    }
    update()
  }

  /// Gives the root hosting controller a new root view (a host made with a view only).
  public func update<V: View>(rootView: V) {
    setRootView?(rootView)
    update()
  }

  /// The laid-out frame of the `index`-th view of `type`, depth first through every hosting
  /// controller in the window (or those inside `within`), in `space`. A view with a body has
  /// the frame of what its body lays out as (the union when that is several views). A view of
  /// a generic type is found by its unspecialised name, and a filled or stroked shape by its
  /// shape's type (`Circle.self` finds `Circle().fill(.red)`).
  ///
  /// When there is no such view, the lookup is a test failure at the caller's line (a
  /// `GestureProblem` of kind `lookupFailed`, naming the views there are) and the frame is
  /// `.zero`.
  public func frame(
    ofFirst type: Any.Type, index: Int = 0, within controller: UIViewController? = nil,
    in space: CoordinateSpace = .global, fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> CGRect {
    let location = GestureProblem.SourceLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    return frame(of: .type(type), index: index, within: controller, in: space, at: location)
  }

  /// The laid-out frame of the `index`-th view marked `accessibilityIdentifier(identifier)`,
  /// in `space`; a test failure at the caller's line, naming the identifiers there are, and
  /// `.zero` when there is none.
  public func frame(
    identifiedBy identifier: String, index: Int = 0, within controller: UIViewController? = nil,
    in space: CoordinateSpace = .global, fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> CGRect {
    let location = GestureProblem.SourceLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    return frame(
      of: .identifier(identifier), index: index, within: controller, in: space, at: location)
  }

  /// The laid-out frame of the `index`-th `Text` showing exactly `text` (a button's or a
  /// label's title is such a text), in `space`; a test failure at the caller's line, naming
  /// the texts there are, and `.zero` when there is none.
  public func frame(
    ofText text: String, index: Int = 0, within controller: UIViewController? = nil,
    in space: CoordinateSpace = .global, fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> CGRect {
    let location = GestureProblem.SourceLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    return frame(of: .text(text), index: index, within: controller, in: space, at: location)
  }

  /// The laid-out frame of the `index`-th view marked `tag(tag)`, in `space`; a test failure
  /// at the caller's line, naming the tags there are, and `.zero` when there is none.
  public func frame<Tag: Hashable>(
    taggedWith tag: Tag, index: Int = 0, within controller: UIViewController? = nil,
    in space: CoordinateSpace = .global, fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> CGRect {
    let location = GestureProblem.SourceLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    return frame(
      of: .tag(AnyHashable(tag)), index: index, within: controller, in: space, at: location)
  }

  /// Whether the `index`-th view of `type`, marked `identifier` or showing `text` (each that
  /// is given) is in the window (or inside `within`) now. Never a failure: for asserting
  /// that a view has gone, `#expect(!host.contains(Detail.self))`.
  public func contains(
    _ type: Any.Type? = nil, index: Int = 0, within controller: UIViewController? = nil,
    identifiedBy identifier: String? = nil, text: String? = nil
  ) -> Bool {
    var queries: [ViewQuery] = []
    if let type { queries.append(.type(type)) }
    if let identifier { queries.append(.identifier(identifier)) }
    if let text { queries.append(.text(text)) }
    return queries.allSatisfy { findNode(matching: $0, index: index, within: controller) != nil }
  }

  private func frame(
    of query: ViewQuery, index: Int, within controller: UIViewController?,
    in space: CoordinateSpace, at location: GestureProblem.SourceLocation
  ) -> CGRect {
    guard let node = findNode(matching: query, index: index, within: controller) else {
      reportMissing(query, index: index, within: controller, at: location)
      return .zero
    }
    var elements: [ViewNode] = []
    node.appendElements(to: &elements)
    var frame = CGRect.null
    for element in elements {
      guard let view = element.nodeView else { continue }
      frame = frame.union(view.frame(in: space))
    }
    return frame.isNull ? .zero : frame
  }

  /// The stored value of the `@State` (or `@GestureState`) property `name` of the `index`-th
  /// view of `view`'s type, as a `T`. For a `@StateObject` property it is the object the view
  /// graph made.
  ///
  /// When there is no such view, the view has no state property `name`, or the value is not
  /// a `T`, the read is a test failure at the caller's line (a `GestureProblem` of kind
  /// `lookupFailed`, naming the properties there are and their types) and the result is
  /// `nil`. A property whose value is an optional is read with `as: Wrapped?.self`; its `nil`
  /// then reads as `.some(nil)`.
  public func state<T>(
    _ name: String, of view: Any.Type, index: Int = 0, as type: T.Type = T.self,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> T? {
    let location = GestureProblem.SourceLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    guard let node = findNode(matching: .type(view), index: index, within: nil) else {
      reportMissing(.type(view), index: index, within: nil, at: location)
      return nil
    }
    let properties = node.storage.compactMap { key, value -> (name: String, value: Any)? in
      guard let box = value as? any AnyStateBox, !key.hasPrefix("$") else { return nil }
      return (key.hasPrefix("_") ? String(key.dropFirst()) : key, box.anyValue)
    }.sorted { $0.name < $1.name }
    guard let property = properties.first(where: { $0.name == name }) else {
      let listed =
        properties.isEmpty
        ? "it has no @State or @GestureState properties"
        : "its state properties are "
          + properties.map { "\($0.name): \(Swift.type(of: $0.value))" }.joined(separator: ", ")
      report(
        "GestureKit: \(TypeName.short(view)) #\(index) has no state property \"\(name)\"; "
          + listed + ".", at: location)
      return nil
    }
    guard let value = property.value as? T else {
      report(
        "GestureKit: state property \"\(name)\" of \(TypeName.short(view)) #\(index) is of type "
          + "\(Swift.type(of: property.value)), not \(T.self).", at: location)
      return nil
    }
    return value
  }

  /// How often bodies of views of `view`'s type ran, in every hosting controller in the window.
  public func bodyCount(of view: Any.Type) -> Int {
    let name = TypeName.unspecialised(view)
    return graphs(within: nil).reduce(0) { $0 + ($1.bodyCounts[name] ?? 0) }
  }

  /// How often any body ran, in every hosting controller in the window.
  public var totalBodyCount: Int {
    graphs(within: nil).reduce(0) { $0 + $1.totalBodyCount }
  }

  /// What layout has cost so far, in every hosting controller in the window: how many times
  /// an element was measured (asked its size for a proposal it had not answered since its
  /// inputs changed) and placed. Layout follows invalidation: a frame that moves one `offset`
  /// measures nothing and places the path to that view, so a test can pin what a change costs.
  public var layoutWork: LayoutWork {
    graphs(within: nil).reduce(LayoutWork()) {
      LayoutWork(
        measurements: $0.measurements + $1.measurements, placements: $0.placements + $1.placements)
    }
  }

  /// Counts of layout work (see ``layoutWork``).
  public struct LayoutWork: Equatable, Sendable {
    /// Elements measured.
    public var measurements = 0
    /// Elements placed.
    public var placements = 0
  }

  /// The feedback the views' `sensoryFeedback` modifiers played so far, in order, in every
  /// hosting controller in the window.
  public var playedFeedback: [SensoryFeedback] {
    graphs(within: nil).flatMap(\.playedFeedback)
  }

  /// The context menus that opened so far, in order, in every hosting controller in the
  /// window: a `contextMenu`'s long press held for 0.5 s opens one (see `contextMenu`).
  public var openedContextMenus: [ContextMenuOpening] {
    graphs(within: nil).flatMap(\.openedContextMenus)
  }

  /// What the `index`-th `Canvas` drew at its last layout, in order; a test failure at the
  /// caller's line, and empty, when there is no such canvas.
  public func canvasDrawing(
    index: Int = 0, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> [GraphicsContext.Operation] {
    let location = GestureProblem.SourceLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    guard let node = findNode(matching: .type(Canvas.self), index: index, within: nil) else {
      reportMissing(.type(Canvas.self), index: index, within: nil, at: location)
      return []
    }
    return (node.storage["$canvas"] as? CanvasDrawing)?.operations ?? []
  }

  /// Runs the adjustable action of the `index`-th view of `type` (the first
  /// `accessibilityAdjustableAction` on it or inside it) as VoiceOver's swipe up
  /// (`.increment`) or down (`.decrement`) does, then the update pass. Returns false, running
  /// nothing, when there is no such view or it has no adjustable action.
  @discardableResult
  public func performAccessibilityAdjustment(
    _ direction: AccessibilityAdjustmentDirection, on type: Any.Type, index: Int = 0
  ) -> Bool {
    func adjustable(in node: ViewNode) -> AdjustableActionBox? {
      if let box = node.storage["$adjustable"] as? AdjustableActionBox { return box }
      for child in node.children {
        if let box = adjustable(in: child) { return box }
      }
      return nil
    }
    guard let node = findNode(matching: .type(type), index: index, within: nil),
      let box = adjustable(in: node)
    else { return false }
    box.action(direction)
    update()
    return true
  }

  // MARK: Finding views

  func graphs(within controller: UIViewController?) -> [ViewGraph] {
    var found: [ViewGraph] = []
    func visit(_ view: UIView) {
      if let hosting = view as? HostingView { found.append(hosting.graph) }
      for subview in view.subviews { visit(subview) }
    }
    if let controller {
      if let view = controller.viewIfLoaded { visit(view) }
    } else {
      visit(simulation.window)
    }
    return found
  }

  func findNode(matching query: ViewQuery, index: Int, within controller: UIViewController?)
    -> ViewNode?
  {
    var remaining = index
    var result: ViewNode?
    for graph in graphs(within: controller) {
      graph.forEachNode { node in
        guard result == nil, query.matches(node) else { return }
        if remaining == 0 { result = node } else { remaining -= 1 }
      }
      if result != nil { break }
    }
    return result
  }

  /// Reports a lookup that found nothing, with what there is to find of its kind.
  private func reportMissing(
    _ query: ViewQuery, index: Int, within controller: UIViewController?,
    at location: GestureProblem.SourceLocation
  ) {
    var present: [String] = []
    var matching = 0
    for graph in graphs(within: controller) {
      graph.forEachNode { node in
        if query.matches(node) { matching += 1 }
        if let name = query.describeCandidate(node), !present.contains(name) {
          present.append(name)
        }
      }
    }
    let shown = present.prefix(30).joined(separator: ", ") + (present.count > 30 ? ", …" : "")
    let found =
      matching > 0
      ? "only \(matching) such view\(matching == 1 ? " is" : "s are") there"
      : "there is none"
    report(
      "GestureKit: no \(query.description) #\(index) in the window (\(found)); "
        + "\(query.candidatesTitle): \(present.isEmpty ? "none" : shown).", at: location)
  }

  private func report(_ message: String, at location: GestureProblem.SourceLocation) {
    GestureProblems.report(
      GestureProblem(kind: .lookupFailed, message: message, sourceLocation: location))
  }
}

/// What a test names a view by.
@MainActor enum ViewQuery {
  case type(Any.Type)
  case identifier(String)
  case text(String)
  case tag(AnyHashable)

  /// Whether `node` is a view this query names.
  func matches(_ node: ViewNode) -> Bool {
    switch self {
    case .type(let type):
      let exact = ObjectIdentifier(type)
      let name = TypeName.unspecialised(type)
      let drawn = (node.view as? any ShapeDrawing)?.drawnShapeType
      return [node.viewType, node.bodyType, drawn].contains { candidate in
        guard let candidate else { return false }
        return ObjectIdentifier(candidate) == exact || TypeName.unspecialised(candidate) == name
      }
    case .identifier(let identifier):
      return Self.modifier(of: node, as: AccessibilityIdentifierModifier.self)?.identifier
        == identifier
    case .text(let text):
      return (node.view as? Text)?.content == text
    case .tag(let tag):
      guard let marked = node.view as? any ModifiedContentMarker,
        let tagged = marked.markedModifier as? any TagValued
      else { return false }
      return tagged.tag == tag
    }
  }

  /// What `node` offers of this query's kind, for the message of a failed lookup.
  func describeCandidate(_ node: ViewNode) -> String? {
    switch self {
    case .type:
      if node.view is any ModifiedContentMarker || node.view is HostingRoot { return nil }
      if let drawn = node.view as? any ShapeDrawing { return TypeName.short(drawn.drawnShapeType) }
      return TypeName.short(node.viewType)
    case .identifier:
      return Self.modifier(of: node, as: AccessibilityIdentifierModifier.self).map {
        "\"\($0.identifier)\""
      }
    case .text:
      return (node.view as? Text).map { "\"\($0.content)\"" }
    case .tag:
      guard let marked = node.view as? any ModifiedContentMarker,
        let tagged = marked.markedModifier as? any TagValued
      else { return nil }
      return String(describing: tagged.tag.base)
    }
  }

  var description: String {
    switch self {
    case .type(let type): "view of type \(TypeName.short(type))"
    case .identifier(let identifier): "view with accessibilityIdentifier \"\(identifier)\""
    case .text(let text): "Text \"\(text)\""
    case .tag(let tag): "view tagged \(String(describing: tag.base))"
    }
  }

  var candidatesTitle: String {
    switch self {
    case .type: "the views there are"
    case .identifier: "the identifiers there are"
    case .text: "the texts there are"
    case .tag: "the tags there are"
    }
  }

  private static func modifier<M>(of node: ViewNode, as type: M.Type) -> M? {
    (node.view as? any ModifiedContentMarker)?.markedModifier as? M
  }
}
