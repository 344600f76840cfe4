import GestureKit
import Testing

// Swift 5 code that SwiftUI accepts without a diagnostic because of its `@preconcurrency`
// main-actor types and `Sendable` bindings. Each shape was an error here before.

/// A coordinator that makes its hosting controller in a plain, nonisolated `init`, as
/// representables' coordinators and UIKit-side owners of SwiftUI views do: fine with SwiftUI,
/// whose UIHostingController is `@MainActor @preconcurrency`.
final class BadgeCoordinator: NSObject {
  let host: UIHostingController<Text>
  let tap: TapGesture
  let drag: DragGesture

  override init() {
    host = UIHostingController(rootView: Text("Badge"))
    tap = TapGesture(count: 2)
    drag = DragGesture(minimumDistance: 0)
    super.init()
  }
}

/// Requires a value that may cross concurrency domains.
func requireSendable<T: Sendable>(_ value: T) -> T { value }

@MainActor
@Suite("Swift 5 code with SwiftUI's isolation")
struct Swift5SurfaceTests {
  @Test("A nonisolated init makes a UIHostingController and gestures, and the controller hosts")
  func hostingControllerInPlainInit() {
    let coordinator = BadgeCoordinator()
    #expect(coordinator.tap.count == 2)
    #expect(coordinator.drag.minimumDistance == 0)
    let simulation = Simulation(windowSize: CGSize(width: 200, height: 200))
    simulation.window.rootViewController = coordinator.host
    #expect(coordinator.host.isViewLoaded)
  }

  @Test("A Binding of a Sendable value is Sendable, and a @Sendable closure may capture it")
  func sendableBinding() {
    var stored = 1
    let binding = Binding(get: { stored }, set: { stored = $0 })
    let sent = requireSendable(binding)
    let write: @Sendable (Int) -> Void = { sent.wrappedValue = $0 }
    write(5)
    #expect(stored == 5)
    #expect(requireSendable(Binding.constant("fixed")).wrappedValue == "fixed")
  }
}
