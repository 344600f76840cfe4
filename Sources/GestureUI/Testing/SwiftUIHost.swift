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
  /// a generic type is found by its unspecialised name. `.zero` when there is no such view.
  public func frame(
    ofFirst type: Any.Type, index: Int = 0, within controller: UIViewController? = nil,
    in space: CoordinateSpace = .global
  ) -> CGRect {
    guard let node = findNode(of: type, index: index, within: controller) else { return .zero }
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
  /// view of `view`'s type, or `nil` when there is no such view or property. For a
  /// `@StateObject` property it is the object the view graph made.
  public func state<T>(_ name: String, of view: Any.Type, index: Int = 0, as type: T.Type = T.self)
    -> T?
  {
    guard let node = findNode(of: view, index: index, within: nil) else { return nil }
    let box = (node.storage["_" + name] ?? node.storage[name]) as? any AnyStateBox
    return box?.anyValue as? T
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

  /// The feedback the views' `sensoryFeedback` modifiers played so far, in order, in every
  /// hosting controller in the window.
  public var playedFeedback: [SensoryFeedback] {
    graphs(within: nil).flatMap(\.playedFeedback)
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
    guard let node = findNode(of: type, index: index, within: nil), let box = adjustable(in: node)
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

  func findNode(of type: Any.Type, index: Int, within controller: UIViewController?)
    -> ViewNode?
  {
    let exact = ObjectIdentifier(type)
    let name = TypeName.unspecialised(type)
    var remaining = index
    var result: ViewNode?
    for graph in graphs(within: controller) {
      graph.forEachNode { node in
        guard result == nil else { return }
        let matches = [node.viewType, node.bodyType].contains { candidate in
          guard let candidate else { return false }
          return ObjectIdentifier(candidate) == exact || TypeName.unspecialised(candidate) == name
        }
        guard matches else { return }
        if remaining == 0 { result = node } else { remaining -= 1 }
      }
      if result != nil { break }
    }
    return result
  }
}
