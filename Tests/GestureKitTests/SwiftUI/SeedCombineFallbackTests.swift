import GestureKit
import GestureScripts
import Testing

// The bridging skill's "iOS 16 Fallback: ObservableObject + Combine" (seeds:
// uikit-swiftui-bridging-skill.md, Part 4): a model with `@Published` properties that a UIKit
// controller observes with `$property.receive(on: DispatchQueue.main).sink`, kept in a
// `Set<AnyCancellable>`, and that SwiftUI views read through `@EnvironmentObject`. Written
// with `import GestureKit` only, and driven with touches.

private final class AppState: ObservableObject {
  @Published var userName: String = ""
  @Published var itemCount: Int = 0
}

/// The UIKit side: its title follows the model's user name through a Combine sink; a tap on
/// its rename strip (the top 100 points) changes the name, as a UIKit control would.
private final class DashboardViewController: UIViewController {
  let appState: AppState
  let titleLabel = UILabel()
  /// Every name the sink delivered, in order.
  private(set) var deliveredNames: [String] = []
  private var cancellables = Set<AnyCancellable>()
  private var renames = 0

  init(appState: AppState) {
    self.appState = appState
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let strip = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
    // The porting guide's one edit: a method reference instead of `#selector(rename)`.
    strip.addGestureRecognizer(
      UITapGestureRecognizer(target: self, action: DashboardViewController.rename))
    view.addSubview(strip)
    view.addSubview(titleLabel)
    appState.$userName
      .receive(on: DispatchQueue.main)
      .sink { [weak self] name in
        self?.deliveredNames.append(name)
        self?.titleLabel.text = name
      }
      .store(in: &cancellables)
  }

  private func rename() {
    renames += 1
    appState.userName = "Rename \(renames)"
  }
}

/// The SwiftUI side: a badge two levels below the hosting controller's root that counts items
/// on the shared model; a tap on it adds one.
private struct ItemsScreen: View {
  var body: some View {
    VStack(spacing: 0) {
      Color.gray.frame(height: 100)
      ItemBadge()
    }
  }
}

private struct ItemBadge: View {
  @EnvironmentObject var appState: AppState

  var body: some View {
    Text("\(appState.itemCount) items")
      .frame(width: 200, height: 100)
      .gesture(TapAction { appState.itemCount += 1 })
  }
}

@Suite("Seed: the bridging skill's iOS 16 fallback, ObservableObject and Combine")
struct SeedCombineFallbackTests {
  @Test("The controller's label follows $userName through receive(on: DispatchQueue.main)")
  func labelFollowsUserName() {
    let appState = AppState()
    let dashboard = DashboardViewController(appState: appState)
    let host = SwiftUIHost(rootViewController: dashboard)
    // The sink's first value, the current name, arrives at the next update pass, not inside
    // viewDidLoad: receive(on:) always hands it to the main queue, as on iOS.
    #expect(dashboard.deliveredNames == [""])

    appState.userName = "Ada"
    #expect(dashboard.titleLabel.text == "")  // queued on the main queue, not delivered yet
    host.update()
    #expect(dashboard.titleLabel.text == "Ada")

    // A property the sink does not watch delivers nothing.
    appState.itemCount = 3
    host.update()
    #expect(dashboard.deliveredNames == ["", "Ada"])

    // Two taps on the rename strip: each name has reached the label by the next input.
    host.run {
      down(1, at: CGPoint(x: 100, y: 50))
      up(1)
    }
    #expect(dashboard.titleLabel.text == "Rename 1")
    host.run {
      down(1, at: CGPoint(x: 100, y: 50))
      up(1)
    }
    #expect(dashboard.deliveredNames == ["", "Ada", "Rename 1", "Rename 2"])
    #expect(dashboard.titleLabel.text == "Rename 2")
  }

  @Test("UIKit and SwiftUI share the model: a tap in SwiftUI reaches both sides")
  func sharedModelAcrossTheBridge() {
    let appState = AppState()
    appState.userName = "Grace"
    let dashboard = DashboardViewController(appState: appState)
    let host = SwiftUIHost(rootViewController: dashboard)
    let hosting = UIHostingController(rootView: ItemsScreen().environmentObject(appState))
    dashboard.addChild(hosting)
    hosting.view.frame = CGRect(x: 0, y: 200, width: 390, height: 400)
    dashboard.view.addSubview(hosting.view)
    hosting.didMove(toParent: dashboard)
    host.update()
    #expect(dashboard.titleLabel.text == "Grace")
    #expect(host.bodyCount(of: ItemBadge.self) == 1)

    // The badge sits below the gray strip, centred: 95...295 × 400...500 in the window.
    let badge = host.frame(ofFirst: ItemBadge.self)
    #expect(badge == CGRect(x: 95, y: 400, width: 200, height: 100))
    host.tap(CGPoint(x: badge.midX, y: badge.midY))
    host.tap(CGPoint(x: badge.midX, y: badge.midY))
    #expect(appState.itemCount == 2)
    // Each change re-ran the badge's body once; the name the UIKit side shows is untouched.
    #expect(host.bodyCount(of: ItemBadge.self) == 3)
    #expect(host.bodyCount(of: ItemsScreen.self) == 1)
    #expect(dashboard.deliveredNames == ["Grace"])
  }
}
