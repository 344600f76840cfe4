import GestureKit
import GestureScripts
import Testing

// The seeds' page view controller (uiviewcontrollerrepresentable-notes.md), the environment
// bridging of uikit-swiftui-bridging-skill.md Part 3 and the iOS 26 observation tracking of its
// Part 4, as the seeds write them with only the import edit. Where a seed shows a fragment
// (a method, a class without its stored properties), the missing pieces are added beside it,
// never inside the seed's lines. The types live in caseless enums so that other files of the
// target may use the same names.

// MARK: uiviewcontrollerrepresentable-notes.md, as written

enum NotesSeed {
  /// The representable the notes' Coordinator belongs to: its `pages` and `currentPage` are
  /// what the Coordinator reads and writes (the notes show the methods only).
  struct PageView: UIViewControllerRepresentable {
    var pages: [Text]
    @Binding var currentPage: Int

    // The notes' makeUIViewController(context:), as written.
    func makeUIViewController(context: Context) -> UIPageViewController {
      let pageViewController = UIPageViewController(
        transitionStyle: .scroll,
        navigationOrientation: .horizontal
      )
      pageViewController.dataSource = context.coordinator
      pageViewController.delegate = context.coordinator
      return pageViewController
    }

    // The notes' updateUIViewController(_:context:), as written.
    func updateUIViewController(_ pageViewController: UIPageViewController, context: Context) {
      let viewControllers = context.coordinator.viewControllers
    }

    // The notes' makeCoordinator(), as written.
    func makeCoordinator() -> Coordinator {
      Coordinator(self)
    }

    // The notes' Coordinator, as written.
    class Coordinator: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
      var parent: PageView
      var viewControllers: [UIViewController] = []

      init(_ pageViewController: PageView) {
        parent = pageViewController
        viewControllers = parent.pages.map { UIHostingController(rootView: $0) }
      }

      func pageViewController(
        _ pageViewController: UIPageViewController,
        didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController],
        transitionCompleted completed: Bool
      ) {
        guard
          completed,
          let viewController = pageViewController.viewControllers?.first,
          let index = viewControllers.firstIndex(of: viewController)
        else { return }

        parent.currentPage = index
      }
    }
  }

  /// The screen that owns the page, as a SwiftUI state the binding writes.
  struct Pager: View {
    @State var currentPage = 0

    var body: some View {
      PageView(pages: [Text("One"), Text("Two"), Text("Three")], currentPage: $currentPage)
    }
  }
}

/// The data source's two required methods, which the notes leave out: no page before the first
/// or after the last.
extension NotesSeed.PageView.Coordinator {
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    guard let index = viewControllers.firstIndex(of: viewController), index > 0 else { return nil }
    return viewControllers[index - 1]
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    guard let index = viewControllers.firstIndex(of: viewController),
      index + 1 < viewControllers.count
    else { return nil }
    return viewControllers[index + 1]
  }
}

// MARK: The same PageView in the shape of Apple's "Interfacing with UIKit" tutorial

enum TutorialSeed {
  /// The page view controller's representable: `updateUIViewController` shows the bound page.
  struct PageViewController<Page: View>: UIViewControllerRepresentable {
    var pages: [Page]
    @Binding var currentPage: Int

    func makeCoordinator() -> Coordinator {
      Coordinator(self)
    }

    func makeUIViewController(context: Context) -> UIPageViewController {
      let pageViewController = UIPageViewController(
        transitionStyle: .scroll,
        navigationOrientation: .horizontal)
      pageViewController.dataSource = context.coordinator
      pageViewController.delegate = context.coordinator
      return pageViewController
    }

    func updateUIViewController(_ pageViewController: UIPageViewController, context: Context) {
      pageViewController.setViewControllers(
        [context.coordinator.controllers[currentPage]], direction: .forward, animated: true)
    }

    class Coordinator: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
      var parent: PageViewController
      var controllers = [UIViewController]()

      init(_ pageViewController: PageViewController) {
        parent = pageViewController
        controllers = parent.pages.map { UIHostingController(rootView: $0) }
      }

      func pageViewController(
        _ pageViewController: UIPageViewController,
        viewControllerBefore viewController: UIViewController
      ) -> UIViewController? {
        guard let index = controllers.firstIndex(of: viewController) else { return nil }
        return index == 0 ? controllers.last : controllers[index - 1]
      }

      func pageViewController(
        _ pageViewController: UIPageViewController,
        viewControllerAfter viewController: UIViewController
      ) -> UIViewController? {
        guard let index = controllers.firstIndex(of: viewController) else { return nil }
        return index + 1 == controllers.count ? controllers.first : controllers[index + 1]
      }

      func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
      ) {
        if completed, let visible = pageViewController.viewControllers?.first,
          let index = controllers.firstIndex(of: visible)
        {
          parent.currentPage = index
        }
      }
    }
  }

  /// The page control: a tap moves the bound page (`#selector` → method reference).
  struct PageControl: UIViewRepresentable {
    var numberOfPages: Int
    @Binding var currentPage: Int

    func makeCoordinator() -> Coordinator {
      Coordinator(self)
    }

    func makeUIView(context: Context) -> UIPageControl {
      let control = UIPageControl()
      control.numberOfPages = numberOfPages
      control.addTarget(
        context.coordinator, action: Coordinator.updateCurrentPage(sender:), for: .valueChanged)
      return control
    }

    func updateUIView(_ uiView: UIPageControl, context: Context) {
      uiView.currentPage = currentPage
    }

    class Coordinator: NSObject {
      var control: PageControl

      init(_ control: PageControl) {
        self.control = control
      }

      func updateCurrentPage(sender: UIPageControl) {
        control.currentPage = sender.currentPage
      }
    }
  }

  struct PageView<Page: View>: View {
    var pages: [Page]
    @State var currentPage = 0

    var body: some View {
      ZStack(alignment: .bottomTrailing) {
        PageViewController(pages: pages, currentPage: $currentPage)
        PageControl(numberOfPages: pages.count, currentPage: $currentPage)
          .frame(width: CGFloat(pages.count * 18))
          .padding(.trailing)
      }
    }
  }
}

// MARK: uikit-swiftui-bridging-skill.md Part 3, Environment Bridging, as written

// 1. Define a UIKit trait
struct FeatureOneTrait: UITraitDefinition {
  static let defaultValue = false
}

extension UIMutableTraits {
  var featureOne: Bool {
    get { self[FeatureOneTrait.self] }
    set { self[FeatureOneTrait.self] = newValue }
  }
}

// 2. Define a SwiftUI EnvironmentKey
struct FeatureOneKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  var featureOne: Bool {
    get { self[FeatureOneKey.self] }
    set { self[FeatureOneKey.self] = newValue }
  }
}

// 3. Bridge them
extension FeatureOneKey: UITraitBridgedEnvironmentKey {
  static func read(from traitCollection: UITraitCollection) -> Bool {
    traitCollection[FeatureOneTrait.self]
  }
  static func write(to mutableTraits: inout UIMutableTraits, value: Bool) {
    mutableTraits.featureOne = value
  }
}

/// What a SwiftUI body or a UIKit view saw, in order.
final class SeenValues<Value> {
  var values: [Value] = []
}

/// A hosted view that shows the bridged value; its body records each value it ran with.
struct FeatureBadge: View {
  @Environment(\.featureOne) private var featureOne
  let seen: SeenValues<Bool>

  var body: some View {
    let _ = seen.values.append(featureOne)
    Text(featureOne ? "On" : "Off")
  }
}

/// A UIKit view inside SwiftUI that records its trait at each update and each trait change.
struct FeatureProbe: UIViewRepresentable {
  let updates: SeenValues<Bool>
  let changes: SeenValues<String>

  func makeUIView(context: Context) -> UIView {
    let view = UIView()
    let changes = changes
    view.registerForTraitChanges([FeatureOneTrait.self]) {
      (view: UIView, previous: UITraitCollection) in
      changes.values.append(
        "\(previous[FeatureOneTrait.self]) → \(view.traitCollection[FeatureOneTrait.self])")
    }
    return view
  }

  func updateUIView(_ uiView: UIView, context: Context) {
    updates.values.append(uiView.traitCollection[FeatureOneTrait.self])
  }
}

struct FeatureScreen: View {
  let isOn: Bool
  let updates: SeenValues<Bool>
  let changes: SeenValues<String>

  var body: some View {
    FeatureProbe(updates: updates, changes: changes)
      .environment(\.featureOne, isOn)
  }
}

// MARK: uikit-swiftui-bridging-skill.md Part 4, iOS 26+ automatic observation tracking

enum ObservationSeed {
  // The seed's model, as written.
  @Observable
  class AppState {
    var userName: String = ""
    var isLoggedIn: Bool = false
    var itemCount: Int = 0
  }

  class DashboardViewController: UIViewController {
    let appState: AppState
    // The labels and initializer the seed's fragment uses but does not show.
    let titleLabel = UILabel()
    let countLabel = UILabel()

    init(appState: AppState) {
      self.appState = appState
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
      fatalError("not archived")
    }

    // iOS 26+: Properties accessed here are auto-tracked
    override func updateProperties() {
      super.updateProperties()
      titleLabel.text = appState.userName
      countLabel.text = "\(appState.itemCount) items"
    }
  }

  /// Counts the seed controller's property updates.
  final class CountingDashboard: DashboardViewController {
    var updates = 0

    override func updateProperties() {
      super.updateProperties()
      updates += 1
    }
  }
}

// MARK: Helpers

/// The first view of type `T` in `view`'s subtree, depth first.
@MainActor func firstView<T: UIView>(of type: T.Type, in view: UIView) -> T? {
  if let match = view as? T { return match }
  for subview in view.subviews {
    if let match = firstView(of: type, in: subview) { return match }
  }
  return nil
}

/// The page view controller inside the window's root hosting controller.
@MainActor func pageViewController(in host: SwiftUIHost) -> UIPageViewController? {
  host.simulation.window.rootViewController?.children.lazy
    .compactMap { $0 as? UIPageViewController }.first
}

let pagerWindow = CGSize(width: 400, height: 800)

extension SeedExamplesTests {
  @Test(
    "uiviewcontrollerrepresentable-notes: PageView's coordinator sets currentPage after each completed swipe"
  )
  func notesPageView() throws {
    let host = SwiftUIHost(NotesSeed.Pager(), windowSize: pagerWindow)
    let pager = try #require(pageViewController(in: host))
    let coordinator = try #require(pager.dataSource as? NotesSeed.PageView.Coordinator)
    #expect(pager.delegate === coordinator)
    #expect(coordinator.viewControllers.count == 3)
    // The notes' updateUIViewController shows no page; the app shows the first.
    pager.setViewControllers(
      [coordinator.viewControllers[0]], direction: .forward, animated: false)
    host.update()

    var pages: [Int] = []
    func swipe(from start: CGFloat, to end: CGFloat) {
      host.run {
        drag(
          1, from: CGPoint(x: start, y: 400), to: CGPoint(x: end, y: 400),
          duration: .milliseconds(600))
      }
      pages.append(host.state("currentPage", of: NotesSeed.Pager.self, as: Int.self) ?? -1)
    }
    swipe(from: 320, to: 60)  // on to Two
    swipe(from: 320, to: 60)  // on to Three
    swipe(from: 320, to: 60)  // nothing after Three: springs back
    swipe(from: 80, to: 340)  // back to Two
    #expect(pages == [1, 2, 2, 1])
    #expect(pager.viewControllers?.first === coordinator.viewControllers[1])
  }

  @Test(
    "uiviewcontrollerrepresentable-notes: PageView as Apple's tutorial writes it: a swipe moves the page control, a page control tap moves the pages"
  )
  func tutorialPageView() throws {
    let host = SwiftUIHost(
      TutorialSeed.PageView(pages: [Text("One"), Text("Two"), Text("Three")]),
      windowSize: pagerWindow)
    let pager = try #require(pageViewController(in: host))
    let coordinator = try #require(
      pager.dataSource as? TutorialSeed.PageViewController<Text>.Coordinator)
    let control = try #require(firstView(of: UIPageControl.self, in: host.simulation.window))
    #expect(pager.viewControllers?.first === coordinator.controllers[0])
    #expect(control.numberOfPages == 3)

    var seen: [String] = []
    func record() {
      let page = host.state("currentPage", of: TutorialSeed.PageView<Text>.self, as: Int.self)
      let shown = pager.viewControllers?.first.flatMap {
        coordinator.controllers.firstIndex(of: $0)
      }
      seen.append("state \(page ?? -1) pages \(shown ?? -1) control \(control.currentPage)")
    }
    // A swipe turns the page; the coordinator writes the binding; the control follows.
    host.run {
      drag(
        1, from: CGPoint(x: 300, y: 300), to: CGPoint(x: 40, y: 300), duration: .milliseconds(500))
    }
    record()
    // A tap right of the current indicator moves one page on and sends .valueChanged.
    let frame = control.convert(control.bounds, to: nil)
    host.run { tap(at: CGPoint(x: frame.midX + 20, y: frame.midY)) }
    record()
    // A tap left of it moves one page back.
    host.run { tap(at: CGPoint(x: frame.minX + 3, y: frame.midY)) }
    record()
    // Back twice: the tutorial's data source wraps around, so before the first is the last.
    for _ in 0..<2 {
      host.run {
        drag(
          1, from: CGPoint(x: 60, y: 300), to: CGPoint(x: 330, y: 300),
          duration: .milliseconds(500))
      }
      record()
    }
    #expect(
      seen == [
        "state 1 pages 1 control 1",
        "state 2 pages 2 control 2",
        "state 1 pages 1 control 1",
        "state 0 pages 0 control 0",
        "state 2 pages 2 control 2",
      ])
  }

  @Test(
    "uikit-swiftui-bridging-skill Part 3: a UIKit trait override reaches @Environment(\\.featureOne) in a hosted view"
  )
  func traitOverrideReachesSwiftUI() {
    let seen = SeenValues<Bool>()
    let viewController = UIViewController()
    let hosting = UIHostingController(rootView: FeatureBadge(seen: seen))
    viewController.addChild(hosting)
    viewController.view.addSubview(hosting.view)
    hosting.view.frame = viewController.view.bounds
    hosting.didMove(toParent: viewController)
    let host = SwiftUIHost(rootViewController: viewController, windowSize: pagerWindow)
    #expect(seen.values.last == false)
    let before = seen.values.count

    // In any UIKit view controller — flows down to UIHostingController children
    viewController.traitOverrides.featureOne = true
    host.update()
    #expect(Array(seen.values.dropFirst(before)) == [true])
    #expect(hosting.traitCollection[FeatureOneTrait.self])
    #expect(hosting.view.traitCollection[FeatureOneTrait.self])

    viewController.traitOverrides.remove(FeatureOneTrait.self)
    host.update()
    #expect(Array(seen.values.dropFirst(before)) == [true, false])
  }

  @Test(
    "uikit-swiftui-bridging-skill Part 3: .environment(\\.featureOne, true) reaches a UIKit child's traits and its trait registration"
  )
  func environmentReachesUIKit() {
    let updates = SeenValues<Bool>()
    let changes = SeenValues<String>()
    let host = SwiftUIHost(
      FeatureScreen(isOn: true, updates: updates, changes: changes), windowSize: pagerWindow)
    #expect(updates.values == [true])
    // The registration was made in makeUIView, before the view joined the container that
    // carries the bridged value: it hears the view's new traits in the first update pass.
    #expect(changes.values == ["false → true"])

    host.update(rootView: FeatureScreen(isOn: false, updates: updates, changes: changes))
    #expect(updates.values == [true, false])
    #expect(changes.values == ["false → true", "true → false"])
  }

  @Test(
    "uikit-swiftui-bridging-skill Part 4: updateProperties() re-runs once for a change of a property it read, not for others"
  )
  func observationTrackedDashboard() {
    let appState = ObservationSeed.AppState()
    appState.userName = "Ada"
    appState.itemCount = 3
    let dashboard = ObservationSeed.CountingDashboard(appState: appState)
    let host = SwiftUIHost(rootViewController: dashboard, windowSize: pagerWindow)
    var seen: [String] = []
    func record() {
      seen.append(
        "\(dashboard.updates): \(dashboard.titleLabel.text ?? "-"), \(dashboard.countLabel.text ?? "-")"
      )
    }
    record()
    appState.itemCount = 4
    record()  // not before the update pass
    host.update()
    record()
    appState.isLoggedIn = true  // not read in updateProperties()
    host.update()
    record()
    appState.userName = "Grace"
    appState.itemCount = 5  // both in one update
    host.update()
    record()
    #expect(
      seen == [
        "1: Ada, 3 items",
        "1: Ada, 3 items",
        "2: Ada, 4 items",
        "2: Ada, 4 items",
        "3: Grace, 5 items",
      ])
  }
}
