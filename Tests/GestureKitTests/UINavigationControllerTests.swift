import Foundation
import GestureKit
import GestureScripts
import Testing

/// Records the navigation delegate's calls in a shared log.
private final class NavigationLog: UINavigationControllerDelegate {
  let log: CallLog

  init(log: CallLog) {
    self.log = log
  }

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    log.append("delegate willShow \((viewController as? LoggingController)?.name ?? "?")")
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    log.append("delegate didShow \((viewController as? LoggingController)?.name ?? "?")")
  }
}

/// A window whose root is a navigation controller over a logging root controller (the log
/// keeps the loading and appearance calls).
func shownStack() -> (Simulation, CallLog, UINavigationController, LoggingController) {
  let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
  let log = CallLog()
  let root = LoggingController("root", log: log)
  let navigation = UINavigationController(rootViewController: root)
  simulation.window.rootViewController = navigation
  return (simulation, log, navigation, root)
}

@Suite("UINavigationController")
struct UINavigationControllerTests {
  @Test("The root controller is a child, its view fills the navigation view, and it appears")
  func rootShown() {
    let (simulation, log, navigation, root) = shownStack()
    #expect(
      log.take() == [
        "root willMove(toParent: UINavigationController) parent=nil",
        "root didMove(toParent: UINavigationController) parent=UINavigationController",
        "root viewDidLoad", "root viewWillAppear inWindow=false",
        "root viewDidAppear inWindow=true",
      ])
    #expect(navigation.children == [root] && navigation.viewControllers == [root])
    #expect(root.navigationController === navigation && root.parent === navigation)
    #expect(root.view.superview === navigation.view)
    #expect(root.view.frame == simulation.window.bounds)
    #expect(navigation.topViewController === root && navigation.visibleViewController === root)
  }

  @Test("Push shows the new top with the appearance, containment and delegate calls; pop undoes it")
  func pushAndPop() {
    let (simulation, log, navigation, root) = shownStack()
    let delegate = NavigationLog(log: log)
    navigation.delegate = delegate
    _ = log.take()
    let detail = LoggingController("detail", log: log)
    navigation.pushViewController(detail, animated: true)
    #expect(
      log.take() == [
        "detail willMove(toParent: UINavigationController) parent=nil",
        "root viewWillDisappear inWindow=true",
        "detail viewDidLoad", "detail viewWillAppear inWindow=false",
        "delegate willShow detail",
        "root viewDidDisappear inWindow=false", "detail viewDidAppear inWindow=true",
        "delegate didShow detail",
        "detail didMove(toParent: UINavigationController) parent=UINavigationController",
      ])
    #expect(navigation.viewControllers == [root, detail] && navigation.children == [root, detail])
    #expect(detail.navigationController === navigation)
    #expect(navigation.view.subviews == [detail.view] && root.view.superview == nil)
    #expect(detail.view.frame == simulation.window.bounds)

    // Touches reach the pushed controller's view.
    let tap = UITapGestureRecognizer()
    var taps = 0
    tap.addAction { _ in taps += 1 }
    detail.view.addGestureRecognizer(tap)
    simulation.run(TouchScript { GestureScripts.tap(at: CGPoint(x: 50, y: 50)) })
    #expect(taps == 1)

    let popped = navigation.popViewController(animated: true)
    #expect(popped === detail)
    #expect(
      log.take() == [
        "detail willMove(toParent: nil) parent=UINavigationController",
        "detail viewWillDisappear inWindow=true", "root viewWillAppear inWindow=false",
        "delegate willShow root",
        "detail viewDidDisappear inWindow=false", "root viewDidAppear inWindow=true",
        "delegate didShow root",
        "detail didMove(toParent: nil) parent=nil",
      ])
    #expect(navigation.viewControllers == [root] && detail.parent == nil)
    #expect(detail.navigationController == nil)
    #expect(navigation.view.subviews == [root.view])
    #expect(navigation.popViewController(animated: false) == nil)
  }

  @Test("popToRoot and popTo return what they popped; setViewControllers swaps the stack")
  func stackEdits() {
    let (simulation, log, navigation, root) = shownStack()
    let a = LoggingController("a", log: log)
    let b = LoggingController("b", log: log)
    let c = LoggingController("c", log: log)
    navigation.pushViewController(a, animated: false)
    navigation.pushViewController(b, animated: false)
    navigation.pushViewController(c, animated: false)
    navigation.pushViewController(b, animated: false)  // already in the stack: refused
    #expect(navigation.viewControllers == [root, a, b, c])
    _ = log.take()

    #expect(navigation.popToViewController(a, animated: false) == [b, c])
    // Only the shown controller (c) disappears; b was never on screen after c covered it.
    #expect(
      log.take() == [
        "b willMove(toParent: nil) parent=UINavigationController",
        "c willMove(toParent: nil) parent=UINavigationController",
        "c viewWillDisappear inWindow=true", "a viewWillAppear inWindow=false",
        "c viewDidDisappear inWindow=false", "a viewDidAppear inWindow=true",
        "b didMove(toParent: nil) parent=nil", "c didMove(toParent: nil) parent=nil",
      ])
    #expect(navigation.popToViewController(c, animated: false) == nil)
    #expect(navigation.popToRootViewController(animated: false) == [a])
    #expect(navigation.popToRootViewController(animated: false) == nil)

    navigation.setViewControllers([b, c], animated: false)
    #expect(navigation.viewControllers == [b, c] && navigation.children == [b, c])
    #expect(root.parent == nil && c.navigationController === navigation)
    #expect(navigation.view.subviews == [c.view])
    #expect(log.take().contains("root viewDidDisappear inWindow=false"))

    navigation.viewControllers = [b, b, navigation]
    #expect(navigation.viewControllers == [b] && navigation.topViewController === b)
    #expect(b.view.window === simulation.window)
  }

  @Test("A navigation controller not in a window keeps its stack without appearance calls")
  func offscreenStack() {
    let log = CallLog()
    let root = LoggingController("root", log: log)
    let detail = LoggingController("detail", log: log)
    let navigation = UINavigationController(rootViewController: root)
    navigation.pushViewController(detail, animated: false)
    #expect(log.take().allSatisfy { $0.contains("Move") })
    #expect(!root.isViewLoaded && !detail.isViewLoaded)
    navigation.view.frame = CGRect(x: 0, y: 0, width: 300, height: 500)
    #expect(navigation.view.subviews == [detail.view])
    #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 300, height: 500))
    #expect(!root.isViewLoaded)
  }

  @Test("visibleViewController follows a presentation from the top controller")
  func visibleFollowsPresentation() {
    let (simulation, log, navigation, root) = shownStack()
    let sheet = LoggingController("sheet", log: log)
    root.present(sheet, animated: false)
    #expect(navigation.topViewController === root)
    #expect(navigation.visibleViewController === sheet)
    #expect(sheet.view.window === simulation.window)
  }
}

@Suite("UIViewController modalPresentationStyle")
struct ModalPresentationStyleTests {
  @Test("Full screen takes the presenter's view out after presenting and puts it back on dismiss")
  func fullScreenRemovesPresenter() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let log = CallLog()
    let root = LoggingController("root", log: log)
    simulation.window.rootViewController = root
    let cover = LoggingController("cover", log: log)
    #expect(cover.modalPresentationStyle == .automatic)
    cover.modalPresentationStyle = .fullScreen
    _ = log.take()
    root.present(cover, animated: true)
    #expect(
      log.take() == [
        "root viewWillDisappear inWindow=true", "cover viewDidLoad",
        "cover viewWillAppear inWindow=false", "cover viewDidAppear inWindow=true",
        "root viewDidDisappear inWindow=false",
      ])
    #expect(simulation.window.subviews == [cover.view])
    cover.dismiss(animated: true)
    #expect(
      log.take() == [
        "cover viewWillDisappear inWindow=true", "root viewWillAppear inWindow=false",
        "cover viewDidDisappear inWindow=false", "root viewDidAppear inWindow=true",
      ])
    #expect(simulation.window.subviews == [root.view])
  }

  @Test(
    "Over full screen and sheets leave the presenter's view in the window",
    arguments: [
      UIModalPresentationStyle.overFullScreen, .automatic, .pageSheet, .overCurrentContext,
    ])
  func overStylesKeepPresenter(style: UIModalPresentationStyle) {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let log = CallLog()
    let root = LoggingController("root", log: log)
    simulation.window.rootViewController = root
    let sheet = LoggingController("sheet", log: log)
    sheet.modalPresentationStyle = style
    root.present(sheet, animated: false)
    #expect(simulation.window.subviews == [root.view, sheet.view])
    #expect(!log.entries.contains { $0.hasPrefix("root viewWillDisappear") })
  }

  @Test("A child that presents full screen covers the window-level controller above it")
  func childPresentsFullScreen() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let log = CallLog()
    let root = LoggingController("root", log: log)
    let navigation = UINavigationController(rootViewController: root)
    simulation.window.rootViewController = navigation
    let cover = LoggingController("cover", log: log)
    cover.modalPresentationStyle = .fullScreen
    root.present(cover, animated: false)
    #expect(simulation.window.subviews == [cover.view])
    #expect(log.entries.contains("root viewDidDisappear inWindow=false"))
    root.dismiss(animated: false)
    #expect(simulation.window.subviews == [navigation.view])
    #expect(navigation.view.subviews == [root.view])
  }
}
