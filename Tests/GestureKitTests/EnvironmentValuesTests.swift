import Foundation
import GestureKit
import Testing

// The HybridKit pattern: the hosting controller is handed to the content through a custom
// environment key that is nil unless the host sets it.

private struct HostingControllerKey: EnvironmentKey {
  static var defaultValue: UIViewController? { nil }
}

private struct PanelTitleKey: EnvironmentKey {
  static let defaultValue = "untitled"
}

extension EnvironmentValues {
  fileprivate var hostingController: UIViewController? {
    get { self[HostingControllerKey.self] }
    set { self[HostingControllerKey.self] = newValue }
  }

  fileprivate var panelTitle: String {
    get { self[PanelTitleKey.self] }
    set { self[PanelTitleKey.self] = newValue }
  }
}

/// A panel that becomes a child of the hosting controller from the environment, when there
/// is one, and logs what its context's environment holds.
private struct PanelView: UIViewControllerRepresentable {
  let name: String
  let log: CallLog

  func makeUIViewController(context: Context) -> LoggingController {
    let hosting = context.environment.hostingController
    log.append("make \(name) hosting=\(label(of: hosting)) title=\(context.environment.panelTitle)")
    let panel = LoggingController(name, log: log)
    if let hosting {
      hosting.addChild(panel)
      panel.didMove(toParent: hosting)
    }
    return panel
  }

  func updateUIViewController(_ panel: LoggingController, context: Context) {
    let hosting = context.environment.hostingController
    log.append(
      "update \(name) hosting=\(label(of: hosting)) title=\(context.environment.panelTitle)")
  }

  private func label(of controller: UIViewController?) -> String {
    (controller as? LoggingController)?.name ?? "nil"
  }
}

/// A plain view representable, to show that its context reads the same environment.
private struct TitleBadge: UIViewRepresentable {
  let log: CallLog

  func makeUIView(context: Context) -> UIView { UIView() }

  func updateUIView(_ uiView: UIView, context: Context) {
    log.append("badge title=\(context.environment.panelTitle)")
  }
}

@Test("A custom environment key set by the host reaches the representables inside it")
@MainActor
func customEnvironmentKeyReachesRepresentable() {
  let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
  let log = CallLog()
  let root = LoggingController("root", log: log)
  simulation.window.rootViewController = root
  root.view.environment(\.hostingController, root).environment(\.panelTitle, "outer")
  let slot = UIView(frame: CGRect(x: 0, y: 400, width: 390, height: 444))
  root.view.addSubview(slot)
  let outside = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
  simulation.window.addSubview(outside)
  _ = log.take()

  let inside = slot.addRepresentable(PanelView(name: "inner", log: log))
  let stray = outside.addRepresentable(PanelView(name: "stray", log: log))
  slot.environment(\.panelTitle, "nearest")
  inside.update(PanelView(name: "inner", log: log))
  slot.addRepresentable(TitleBadge(log: log))
  outside.addRepresentable(TitleBadge(log: log))

  #expect(
    log.take() == [
      "make inner hosting=root title=outer",
      "inner willMove(toParent: root) parent=nil",
      "inner didMove(toParent: root) parent=root",
      "inner viewDidLoad",
      "update inner hosting=root title=outer",
      "inner viewWillAppear inWindow=false", "inner viewDidAppear inWindow=true",
      "make stray hosting=nil title=untitled",
      "stray viewDidLoad",
      "update stray hosting=nil title=untitled",
      "stray viewWillAppear inWindow=false", "stray viewDidAppear inWindow=true",
      "update inner hosting=root title=nearest",
      "badge title=nearest",
      "badge title=untitled",
    ])
  #expect(
    root.children.map(ObjectIdentifier.init) == [inside.uiViewController].map(ObjectIdentifier.init)
  )
  #expect(stray.uiViewController.parent == nil)
  #expect(EnvironmentValues().hostingController == nil)
}
