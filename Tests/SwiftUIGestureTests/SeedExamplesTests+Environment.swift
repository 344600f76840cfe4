import GestureKit
import GestureScripts
import Testing

/// uikit-swiftui-bridging-skill.md, Part 3, "Environment Bridging", option 1 ("Inject
/// explicitly"): the seed's two lines, in a view controller, and the `DetailView`, store and
/// theme it names but never shows (ours).
enum ExplicitInjectionSeed {
  @Observable
  final class AppStore {
    var taps: [String] = []
  }

  struct Theme {
    var name: String
  }

  struct DetailView: View {
    let store: AppStore
    let theme: Theme

    var body: some View {
      Button("Tap in \(theme.name)") { store.taps.append(theme.name) }
        .frame(width: 200, height: 44)
    }
  }

  final class ScreenController: UIViewController {
    let appStore = AppStore()
    var currentTheme = Theme(name: "dusk")
    private(set) var hostingController: UIViewController?

    override func viewDidLoad() {
      super.viewDidLoad()
      let view = DetailView(store: appStore, theme: currentTheme)
      let hostingController = UIHostingController(rootView: view)
      addChild(hostingController)
      self.view.addSubview(hostingController.view)
      hostingController.view.frame = self.view.bounds
      hostingController.didMove(toParent: self)
      self.hostingController = hostingController
    }
  }
}

extension SeedExamplesTests {
  @Test(
    "bridging-skill Part 3: Environment Bridging option 1 — the store and theme passed to the hosted view's initializer are the ones its taps use"
  )
  func explicitInjection() {
    let controller = ExplicitInjectionSeed.ScreenController()
    let host = SwiftUIHost(rootViewController: controller)
    let button = host.frame(ofFirst: Button<Text>.self)
    host.run { tap(at: center(button)) }
    host.run { tap(at: center(button)) }
    host.run { tap(at: CGPoint(x: center(button).x, y: button.maxY + 40)) }  // beside it
    #expect(controller.appStore.taps == ["dusk", "dusk"])
    #expect(controller.hostingController?.parent === controller)
  }
}
