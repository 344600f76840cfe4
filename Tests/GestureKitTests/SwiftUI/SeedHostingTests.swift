import Foundation
import GestureKit
import Testing

// HybridKit (seeds: hybridkit-readme.md) and the bridging skill's Parts 3 and 4, written the
// way their texts show them, with `import GestureKit`, and driven with touches.

// MARK: HybridKit

private struct HostingControllerKey: EnvironmentKey {
  static let defaultValue: UIViewController? = nil
}

private struct NavigationControllerKey: EnvironmentKey {
  static let defaultValue: UINavigationController? = nil
}

extension EnvironmentValues {
  fileprivate var hostingController: UIViewController? {
    get { self[HostingControllerKey.self] }
    set { self[HostingControllerKey.self] = newValue }
  }

  fileprivate var navigationController: UINavigationController? {
    get { self[NavigationControllerKey.self] }
    set { self[NavigationControllerKey.self] = newValue }
  }
}

/// A SwiftUI view that knows the controllers around it.
private protocol HostedView: View {
  var hostingController: UIViewController? { get }
  var navigationController: UINavigationController? { get }
}

extension HostedView {
  func push<Screen: View>(_ screen: Screen, animated: Bool = true) {
    navigationController?.pushViewController(
      .hosted(screen, in: navigationController), animated: animated)
  }
}

extension UIViewController {
  /// A hosting controller for `view`, whose environment carries the controller itself and
  /// `navigationController`; the controller is put in after the view is made.
  fileprivate static func hosted<Content: View>(
    _ view: Content, in navigationController: UINavigationController? = nil
  ) -> UIViewController {
    let controller = UIHostingController(rootView: AnyView(EmptyView()))
    controller.rootView = AnyView(
      view
        .environment(\.hostingController, controller)
        .environment(\.navigationController, navigationController))
    return controller
  }
}

private struct ExampleScreen: HostedView {
  @Environment(\.hostingController) var hostingController
  @Environment(\.navigationController) var navigationController

  var body: some View {
    Text("Next")
      .frame(width: 200, height: 60)
      .background(Color.blue)
      .gesture(TapAction { push(AnotherScreen()) })
  }
}

private struct AnotherScreen: HostedView {
  @Environment(\.hostingController) var hostingController
  @Environment(\.navigationController) var navigationController
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Text("Another")
      .frame(width: 100, height: 40)
      .background(Color.green)
      .gesture(TapAction { dismiss() })
  }
}

/// The coordinator notes' older spelling, on a presented screen.
private struct PresentedScreen: View {
  @Environment(\.presentationMode) var presentationMode

  var body: some View {
    Color.orange.gesture(TapAction { presentationMode.wrappedValue.dismiss() })
  }
}

@Suite("Seed: HybridKit")
struct HybridKitTests {
  @Test("A hosted view pushes the next screen through its environment's navigation controller")
  func hostedViewPushes() {
    let navigation = UINavigationController()
    let first = UIViewController.hosted(ExampleScreen(), in: navigation)
    navigation.setViewControllers([first], animated: false)
    let host = SwiftUIHost(rootViewController: navigation)
    #expect(
      host.frame(ofFirst: ExampleScreen.self) == CGRect(x: 95, y: 392, width: 200, height: 60))

    host.tap(CGPoint(x: 195, y: 422))
    #expect(navigation.viewControllers.count == 2)
    let second = navigation.topViewController
    #expect(second !== first)
    #expect(second?.navigationController === navigation)
    // The new screen is laid out in the pushed controller, and reads its own controller.
    #expect(host.frame(ofFirst: AnotherScreen.self, within: second) != .zero)
    #expect(!host.contains(ExampleScreen.self, within: second))
    let screens = host.bodyCount(of: AnotherScreen.self)
    #expect(screens == 1)

    // A tap beside the pushed screen's button does nothing: that screen covers the first.
    host.tap(CGPoint(x: 120, y: 422))
    #expect(navigation.viewControllers.count == 2)
    // Its button dismisses it: @Environment(\.dismiss) pops the navigation stack.
    host.tap(CGPoint(x: 195, y: 422))
    #expect(navigation.viewControllers == [first])
  }

  @Test("presentationMode.wrappedValue.dismiss() dismisses a presented hosting controller")
  func presentationModeDismisses() {
    let root = UIViewController()
    let host = SwiftUIHost(rootViewController: root)
    root.present(UIHostingController(rootView: PresentedScreen()), animated: false)
    host.update()
    #expect(root.presentedViewController != nil)
    host.tap(CGPoint(x: 195, y: 422))
    #expect(root.presentedViewController == nil)
  }
}

// MARK: Part 3: SwiftUI inside UIKit

private struct StatusCard: View {
  let status: String
  @State private var taps: [CGPoint] = []

  var body: some View {
    VStack {
      Text(status)
      Text("updated")
    }
    .padding()
    .background(Color.white)
    .gesture(TapRecorder(taps: $taps))
  }
}

/// The skill's child embedding, with the frame its constraints describe (leading and trailing
/// to the container, top to the header's bottom) set from `sizeThatFits(in:)`: GestureKit has
/// no Auto Layout.
private final class DashboardController: UIViewController {
  let headerView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
  var hostingController: UIHostingController<StatusCard>?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(headerView)
    let swiftUIView = StatusCard(status: "Online")
    let hostingController = UIHostingController(rootView: swiftUIView)
    hostingController.sizingOptions = .intrinsicContentSize

    addChild(hostingController)
    view.addSubview(hostingController.view)
    let fitting = hostingController.sizeThatFits(in: CGSize(width: 390, height: CGFloat.infinity))
    hostingController.view.frame = CGRect(
      x: 0, y: headerView.frame.maxY, width: 390, height: fitting.height)
    hostingController.didMove(toParent: self)
    self.hostingController = hostingController
  }
}

@Suite("Seed: the bridging skill, Part 3 (SwiftUI inside UIKit)")
struct HostingInUIKitTests {
  @Test("sizeThatFits(in:) measures the content: two lines of text with 16 points of padding")
  func sizeThatFitsMeasures() {
    let controller = UIHostingController(rootView: StatusCard(status: "Online"))
    // "updated" is 7 × 8.5 = 59.5 wide; two 21-point lines 8 apart; 16 points around.
    // (`CGFloat.infinity`: Linux Foundation finds `.infinity` ambiguous here, iOS does not.)
    #expect(
      controller.sizeThatFits(in: CGSize(width: 320, height: CGFloat.infinity))
        == CGSize(width: 91.5, height: 82))
    #expect(controller.view.intrinsicContentSize == CGSize(width: 91.5, height: 82))
    // Offered 83 points, the text gets 51: "updated" wraps after 6 characters onto a second
    // line (three 21-point lines, 8 apart, 16 points around: 103).
    #expect(
      controller.sizeThatFits(in: CGSize(width: 83, height: CGFloat.infinity))
        == CGSize(width: 83, height: 103))
  }

  private struct Growing: View {
    @State private var lines = 1
    var body: some View {
      VStack(spacing: 0) {
        ForEach(0..<lines, id: \.self) { _ in Text("line") }
      }
      .background { Color.white }
      .gesture(TapAction { lines += 1 })
    }
  }

  @Test("sizingOptions .preferredContentSize follows the content as it changes")
  func preferredContentSizeFollows() {
    let controller = UIHostingController(rootView: Growing())
    controller.sizingOptions = .preferredContentSize
    let host = SwiftUIHost(rootViewController: controller)
    #expect(controller.preferredContentSize == CGSize(width: 34, height: 21))
    host.tap(centerOf: Text.self)
    #expect(controller.preferredContentSize == CGSize(width: 34, height: 42))
  }

  @Test("The embedded card is a child controller, sized by sizeThatFits(in:), and takes taps")
  func childEmbedding() throws {
    let dashboard = DashboardController()
    let host = SwiftUIHost(rootViewController: dashboard)
    let card = try #require(dashboard.hostingController)
    #expect(card.parent === dashboard)
    #expect(card.view.frame == CGRect(x: 0, y: 100, width: 390, height: 82))
    // The content is centred in the hosting view's width.
    #expect(
      host.frame(ofFirst: StatusCard.self) == CGRect(x: 149.25, y: 100, width: 91.5, height: 82))

    host.tap(CGPoint(x: 160, y: 110))  // in the padding, on the white background
    host.tap(CGPoint(x: 100, y: 110))  // beside the card: not hit
    #expect(host.state("taps", of: StatusCard.self) == [CGPoint(x: 10.75, y: 10)])
  }
}

// MARK: Part 4: @Observable shared by SwiftUI and UIKit

@Observable
private final class AppState {
  var userName: String = ""
  var isLoggedIn: Bool = false
  var itemCount: Int = 0
}

private struct ProfileView: View {
  @State var appState: AppState

  var body: some View {
    Text("Welcome, \(appState.userName)")
    Text("\(appState.itemCount) items")
      .gesture(TapAction { appState.itemCount += 1 })
  }
}

private final class DashboardViewController: UIViewController {
  let appState: AppState
  let titleLabel = UILabel()
  let countLabel = UILabel()
  var observations = 0

  init(appState: AppState) {
    self.appState = appState
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    observeState()
  }

  private func observeState() {
    observations += 1
    withObservationTracking {
      titleLabel.text = appState.userName
      countLabel.text = "\(appState.itemCount) items"
    } onChange: {
      DispatchQueue.main.async { [weak self] in
        self?.observeState()
      }
    }
  }
}

/// UIKit above, SwiftUI below, one model.
private final class SplitController: UIViewController {
  let dashboard: DashboardViewController
  let profile: UIHostingController<ProfileView>

  init(appState: AppState) {
    dashboard = DashboardViewController(appState: appState)
    profile = UIHostingController(rootView: ProfileView(appState: appState))
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    for (child, frame) in [
      (dashboard as UIViewController, CGRect(x: 0, y: 0, width: 390, height: 422)),
      (profile, CGRect(x: 0, y: 422, width: 390, height: 422)),
    ] {
      addChild(child)
      child.view.frame = frame
      view.addSubview(child.view)
      child.didMove(toParent: self)
    }
  }
}

@Suite("Seed: the bridging skill, Part 4 (@Observable shared state)")
struct SharedStateTests {
  @Test("The UIKit controller sees the change a SwiftUI tap made; the SwiftUI body runs again")
  func uikitSeesSwiftUIChange() async {
    let appState = AppState()
    appState.userName = "Ada"
    let split = SplitController(appState: appState)
    let host = SwiftUIHost(rootViewController: split)
    #expect(split.dashboard.countLabel.text == "0 items")
    #expect(host.bodyCount(of: ProfileView.self) == 1)

    host.tap(centerOf: Text.self, index: 1)
    #expect(appState.itemCount == 1)
    #expect(host.bodyCount(of: ProfileView.self) == 2)
    // The controller re-registers from the main queue, as the skill says it must: the tap's
    // settle ran that work, with no await.
    #expect(split.dashboard.countLabel.text == "1 items")
    await host.drainMainQueue()
    #expect(split.dashboard.countLabel.text == "1 items")
    #expect(split.dashboard.titleLabel.text == "Ada")
    #expect(split.dashboard.observations == 2)

    // UIKit's write reaches SwiftUI: the body reads userName, so it runs again.
    appState.userName = "Grace"
    host.update()
    #expect(host.bodyCount(of: ProfileView.self) == 3)
  }
}
