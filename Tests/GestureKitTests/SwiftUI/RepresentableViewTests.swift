import Foundation
import GestureKit
import Testing

// The three representables inside SwiftUI views (issue #20, item 4): made once per identity,
// updated when their inputs or environment change, dismantled when they leave.

private final class Log {
  var events: [String] = []
}

private struct FontSizeKey: EnvironmentKey {
  static let defaultValue: CGFloat = 0
}

extension EnvironmentValues {
  fileprivate var gaugeScale: CGFloat {
    get { self[FontSizeKey.self] }
    set { self[FontSizeKey.self] = newValue }
  }
}

private struct Gauge: UIViewRepresentable {
  let value: Int
  let log: Log

  final class Coordinator {
    let log: Log
    init(log: Log) { self.log = log }
  }

  func makeCoordinator() -> Coordinator {
    log.events.append("makeCoordinator")
    return Coordinator(log: log)
  }

  func makeUIView(context: Context) -> UIView {
    log.events.append("makeUIView")
    return UIView()
  }

  func updateUIView(_ uiView: UIView, context: Context) {
    log.events.append("updateUIView \(value) scale \(context.environment.gaugeScale)")
  }

  static func dismantleUIView(_ uiView: UIView, coordinator: Coordinator) {
    coordinator.log.events.append("dismantleUIView")
  }
}

private struct GaugeScreen: View {
  let log: Log
  @State private var value = 0
  @State private var unrelated = 0
  @State private var scale: CGFloat = 1
  @State private var shows = true

  var body: some View {
    VStack(spacing: 0) {
      HStack(spacing: 0) {
        Color.red.gesture(TapAction { value += 1 })
        Color.green.gesture(TapAction { unrelated += 1 })
        Color.blue.gesture(TapAction { scale += 1 })
        Color.gray.gesture(TapAction { shows.toggle() })
      }
      .frame(width: 200, height: 50)
      Text("\(unrelated)")
      if shows {
        Gauge(value: value, log: log).frame(width: 100, height: 100)
      }
    }
    .environment(\.gaugeScale, scale)
  }
}

@Suite("SwiftUI: representables as views")
struct RepresentableViewTests {
  @Test(
    "A UIViewRepresentable is made once, updated when its inputs or environment change, and dismantled when it leaves"
  )
  func uiViewRepresentableLifecycle() {
    let log = Log()
    let host = SwiftUIHost(GaugeScreen(log: log))
    #expect(host.frame(ofFirst: Gauge.self).size == CGSize(width: 100, height: 100))
    host.tap(centerOf: Color.self, index: 1)  // the body runs; the gauge's inputs are unchanged
    host.tap(centerOf: Color.self, index: 0)  // a new value
    host.tap(centerOf: Color.self, index: 2)  // a new environment
    host.tap(centerOf: Color.self, index: 3)  // gone
    host.tap(centerOf: Color.self, index: 3)  // back: a new identity, made afresh
    #expect(
      log.events == [
        "makeCoordinator", "makeUIView", "updateUIView 0 scale 1.0",
        "updateUIView 1 scale 1.0",
        "updateUIView 1 scale 2.0",
        "dismantleUIView",
        "makeCoordinator", "makeUIView", "updateUIView 1 scale 2.0",
      ])
    #expect(host.bodyCount(of: GaugeScreen.self) == 6)
  }
}

// MARK: A controller inside SwiftUI

private final class PagesController: UIViewController {
  var page = 0
  var calls: [String] = []
  var onNext: () -> Void = {}

  override func viewDidLoad() {
    super.viewDidLoad()
    calls.append("viewDidLoad")
    view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: PagesController.next))
  }

  override func viewWillAppear(_ animated: Bool) { calls.append("viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { calls.append("viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { calls.append("viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { calls.append("viewDidDisappear") }

  func next(_ recognizer: UITapGestureRecognizer) {
    if recognizer.state == .ended { onNext() }
  }
}

private struct PagesView: UIViewControllerRepresentable {
  @Binding var page: Int

  final class Coordinator {
    var page: Binding<Int>
    init(page: Binding<Int>) { self.page = page }
    func next() { page.wrappedValue += 1 }
  }

  func makeCoordinator() -> Coordinator { Coordinator(page: $page) }

  func makeUIViewController(context: Context) -> PagesController {
    let pages = PagesController()
    pages.onNext = context.coordinator.next
    return pages
  }

  func updateUIViewController(_ pages: PagesController, context: Context) {
    context.coordinator.page = $page
    pages.page = page
    pages.calls.append("update \(page)")
  }
}

private struct PagesScreen: View {
  @State private var page = 0

  var body: some View {
    VStack(spacing: 0) {
      Text("Page \(page)")
      PagesView(page: $page).frame(width: 300, height: 200)
    }
  }
}

@Suite("SwiftUI: a UIViewControllerRepresentable in a hosting controller")
struct ControllerRepresentableTests {
  @Test(
    "The controller is a child of the hosting controller, appears with it, and its taps write SwiftUI state"
  )
  func controllerIsAChild() throws {
    let root = UIHostingController(rootView: PagesScreen())
    let host = SwiftUIHost(rootViewController: root)
    let pages = try #require(root.children.first as? PagesController)
    #expect(root.children.count == 1)
    #expect(pages.parent === root)
    #expect(pages.view.bounds.size == CGSize(width: 300, height: 200))

    host.tap(centerOf: PagesView.self)
    #expect(host.state("page", of: PagesScreen.self, as: Int.self) == 1)
    // The update read the page through the binding, so the new value updates the controller.
    #expect(
      pages.calls == ["viewDidLoad", "update 0", "viewWillAppear", "viewDidAppear", "update 1"])
    #expect(pages.page == 1)
    #expect(host.bodyCount(of: PagesScreen.self) == 2)
  }
}
