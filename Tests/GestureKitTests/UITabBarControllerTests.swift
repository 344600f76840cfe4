import Foundation
import GestureKit
import GestureScripts
import Testing

/// Records the tab bar controller delegate's calls, answering `shouldSelect` from a list of
/// names to refuse.
private final class TabsLog: UITabBarControllerDelegate {
  let log: CallLog
  var refused: Set<String> = []

  init(log: CallLog) {
    self.log = log
  }

  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    let name = (viewController as? LoggingController)?.name ?? "\(type(of: viewController))"
    log.append("delegate shouldSelect \(name)")
    return !refused.contains(name)
  }

  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    let name = (viewController as? LoggingController)?.name ?? "\(type(of: viewController))"
    log.append("delegate didSelect \(name) selectedIndex=\(tabBarController.selectedIndex)")
  }
}

/// A tab bar controller subclass that overrides the bar's callback without calling `super`,
/// as apps do to animate the tapped item.
private final class AnimatingTabs: UITabBarController {
  var log: CallLog?

  override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
    log?.append("tabBar didSelect \(item.title ?? "?") selectedIndex=\(selectedIndex)")
  }
}

/// The centre of the bar's button for `item`, in the window.
@MainActor private func point(of item: UITabBarItem, in tabs: UITabBarController) throws
  -> CGPoint
{
  let button = try #require(tabs.tabBar.view(for: item))
  return button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
}

/// A phone-sized window (47 pt on top, 34 at the bottom) showing three logging tabs.
@MainActor private func shownTabs(_ tabs: UITabBarController = UITabBarController()) -> (
  Simulation, CallLog, UITabBarController, [LoggingController]
) {
  let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
  simulation.window.deviceSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
  let log = CallLog()
  let children = ["Inbox", "Search", "Settings"].map { LoggingController($0, log: log) }
  for child in children { child.title = child.name }
  tabs.viewControllers = children
  simulation.window.rootViewController = tabs
  return (simulation, log, tabs, children)
}

@Suite("UITabBarController")
struct UITabBarControllerTests {
  @Test("Its children are its tabs: the first is shown and appears, the bar shows their items")
  func firstTabShown() {
    let (simulation, log, tabs, children) = shownTabs()
    #expect(
      log.take() == [
        "Inbox willMove(toParent: UITabBarController) parent=nil",
        "Search willMove(toParent: UITabBarController) parent=nil",
        "Settings willMove(toParent: UITabBarController) parent=nil",
        "Inbox didMove(toParent: UITabBarController) parent=UITabBarController",
        "Search didMove(toParent: UITabBarController) parent=UITabBarController",
        "Settings didMove(toParent: UITabBarController) parent=UITabBarController",
        "Inbox viewDidLoad", "Inbox viewWillAppear inWindow=false",
        "Inbox viewDidAppear inWindow=true",
      ])
    #expect(tabs.children == children && tabs.viewControllers == children)
    #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === children[0])
    #expect(tabs.tabBar.items?.map(\.title) == ["Inbox", "Search", "Settings"])
    #expect(tabs.tabBar.selectedItem === children[0].tabBarItem)
    #expect(children.allSatisfy { $0.tabBarController === tabs })
    #expect(!children[1].isViewLoaded && !children[2].isViewLoaded)
    #expect(tabs.view.subviews.count == 2 && tabs.view.subviews.first === children[0].view)
    #expect(tabs.view.subviews.last === tabs.tabBar)
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 83))
    #expect(
      tabs.tabBar.view(for: children[2].tabBarItem)?.frame
        == CGRect(x: 260, y: 0, width: 130, height: 49))
    #expect(children[0].view.frame == simulation.window.bounds)
  }

  @Test("Selecting in code swaps the views with UIKit's appearance order and no delegate call")
  func selectInCode() {
    let (simulation, log, tabs, children) = shownTabs()
    defer { withExtendedLifetime(simulation) {} }
    let delegate = TabsLog(log: log)
    tabs.delegate = delegate
    _ = log.take()
    tabs.selectedIndex = 2
    #expect(
      log.take() == [
        "Settings viewDidLoad",
        "Inbox viewWillDisappear inWindow=true", "Settings viewWillAppear inWindow=false",
        "Inbox viewDidDisappear inWindow=false", "Settings viewDidAppear inWindow=true",
      ])
    tabs.selectedViewController = children[1]
    #expect(
      log.take() == [
        "Search viewDidLoad",
        "Settings viewWillDisappear inWindow=true", "Search viewWillAppear inWindow=false",
        "Settings viewDidDisappear inWindow=false", "Search viewDidAppear inWindow=true",
      ])
    #expect(tabs.selectedIndex == 1 && tabs.tabBar.selectedItem === children[1].tabBarItem)
    #expect(tabs.view.subviews.count == 2 && tabs.view.subviews.first === children[1].view)
  }

  @Test("A tap on an item asks the delegate, calls tabBar(_:didSelect:) first, then switches")
  func tapSelects() throws {
    let tabs = AnimatingTabs()
    let (simulation, log, _, children) = shownTabs(tabs)
    tabs.log = log
    let delegate = TabsLog(log: log)
    tabs.delegate = delegate
    _ = log.take()
    let search = try point(of: children[1].tabBarItem, in: tabs)
    simulation.run(TouchScript { tap(at: search) })
    #expect(
      log.take() == [
        "delegate shouldSelect Search", "tabBar didSelect Search selectedIndex=0",
        "Search viewDidLoad",
        "Inbox viewWillDisappear inWindow=true", "Search viewWillAppear inWindow=false",
        "Inbox viewDidDisappear inWindow=false", "Search viewDidAppear inWindow=true",
        "delegate didSelect Search selectedIndex=1",
      ])
    // Tapping the selected tab again tells the delegate again, with no appearance calls.
    simulation.run(TouchScript { tap(at: search) })
    #expect(
      log.take() == [
        "delegate shouldSelect Search", "tabBar didSelect Search selectedIndex=1",
        "delegate didSelect Search selectedIndex=1",
      ])
  }

  @Test("A tab the delegate refuses, or a disabled item, stays unselected")
  func refusedTab() throws {
    let (simulation, log, tabs, children) = shownTabs()
    let delegate = TabsLog(log: log)
    delegate.refused = ["Settings"]
    tabs.delegate = delegate
    children[1].tabBarItem.isEnabled = false
    _ = log.take()
    let settings = try point(of: children[2].tabBarItem, in: tabs)
    let search = try point(of: children[1].tabBarItem, in: tabs)
    simulation.run(TouchScript { tap(at: settings) })
    simulation.run(TouchScript { tap(at: search) })
    #expect(log.take() == ["delegate shouldSelect Settings"])
    #expect(tabs.selectedIndex == 0)
  }

  @Test(
    "Under the translucent bar the tab's safe area grows by the bar; under an opaque one it ends at the bar"
  )
  func safeArea() {
    let (simulation, _, tabs, children) = shownTabs()
    let inbox = children[0].view!
    #expect(inbox.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
    #expect(tabs.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(tabs.tabBar.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    let content = UIView(frame: CGRect(x: 0, y: 700, width: 390, height: 144))
    inbox.addSubview(content)
    #expect(content.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 83, right: 0))
    children[0].additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
    #expect(inbox.safeAreaInsets == UIEdgeInsets(top: 57, left: 0, bottom: 88, right: 0))
    #expect(content.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 88, right: 0))
    tabs.tabBar.isTranslucent = false
    #expect(inbox.frame == CGRect(x: 0, y: 0, width: 390, height: 761))
    #expect(inbox.safeAreaInsets == UIEdgeInsets(top: 57, left: 0, bottom: 5, right: 0))
    withExtendedLifetime(simulation) {}
  }

  @Test(
    "A navigation controller in a tab pushes under the bar and pops to its root when its tab is tapped again"
  )
  func navigationInTab() throws {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    simulation.window.deviceSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let log = CallLog()
    let list = LoggingController("List", log: log)
    let detail = LoggingController("Detail", log: log)
    let navigation = UINavigationController(rootViewController: list)
    navigation.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 7)
    let tabs = UITabBarController()
    tabs.setViewControllers([navigation, LoggingController("Other", log: log)], animated: false)
    simulation.window.rootViewController = tabs
    navigation.pushViewController(detail, animated: false)
    #expect(detail.tabBarController === tabs && detail.navigationController === navigation)
    #expect(detail.view.safeAreaInsets.bottom == 83)
    #expect(
      tabs.tabBar.items?.first?.tag == 7 && tabs.tabBar.items?.first?.systemItem == .favorites)
    _ = log.take()
    let tab = try point(of: navigation.tabBarItem, in: tabs)
    simulation.run(TouchScript { tap(at: tab) })
    #expect(navigation.viewControllers == [list])
    #expect(
      log.take() == [
        "Detail willMove(toParent: nil) parent=UINavigationController",
        "Detail viewWillDisappear inWindow=true", "List viewWillAppear inWindow=false",
        "Detail viewDidDisappear inWindow=false", "List viewDidAppear inWindow=true",
        "Detail didMove(toParent: nil) parent=nil",
      ])
  }

  @Test("Replacing the tabs keeps the selected child if it stays and removes the leaving ones")
  func replaceTabs() {
    let (simulation, log, tabs, children) = shownTabs()
    defer { withExtendedLifetime(simulation) {} }
    tabs.selectedIndex = 1
    _ = log.take()
    let extra = LoggingController("Extra", log: log)
    tabs.setViewControllers([extra, children[1]], animated: false)
    #expect(
      log.take() == [
        "Inbox willMove(toParent: nil) parent=UITabBarController",
        "Settings willMove(toParent: nil) parent=UITabBarController",
        "Extra willMove(toParent: UITabBarController) parent=nil",
        "Inbox didMove(toParent: nil) parent=nil",
        "Settings didMove(toParent: nil) parent=nil",
        "Extra didMove(toParent: UITabBarController) parent=UITabBarController",
      ])
    #expect(tabs.selectedIndex == 1 && tabs.selectedViewController === children[1])
    #expect(tabs.tabBar.items?.map(\.title) == [nil, "Search"])
    // Setting a controller's title sets its item's, as Apple's `title` page says.
    extra.title = "Extra"
    #expect(tabs.tabBar.items?.map(\.title) == ["Extra", "Search"])
  }

  @Test("An index past the tabs, or another controller, is a GestureKit problem")
  func misuse() {
    let (simulation, _, tabs, _) = shownTabs()
    defer { withExtendedLifetime(simulation) {} }
    withKnownIssue {
      tabs.selectedIndex = 3
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("GestureKit: UITabBarController.selectedIndex 3")
      }
    }
    withKnownIssue {
      tabs.selectedViewController = UIViewController()
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("must be one of its viewControllers") }
    }
    withKnownIssue {
      tabs.tabBar.items = []
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("GestureKit: the items of a tab bar") }
    }
    #expect(tabs.selectedIndex == 0 && tabs.tabBar.items?.count == 3)
  }

  @Test("A bar of its own tells its delegate of each tap and keeps the selection")
  func standaloneBar() throws {
    final class BarLog: UITabBarDelegate {
      var selected: [Int] = []
      func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { selected.append(item.tag) }
    }
    let simulation = Simulation(windowSize: CGSize(width: 300, height: 600))
    let bar = UITabBar(frame: CGRect(x: 0, y: 551, width: 300, height: 49))
    let items = (0..<3).map { UITabBarItem(title: "T\($0)", image: nil, tag: $0 * 10) }
    items[2].badgeValue = "3"
    bar.items = items
    let delegate = BarLog()
    bar.delegate = delegate
    simulation.window.addSubview(bar)
    simulation.run(TouchScript { tap(at: CGPoint(x: 250, y: 575)) })
    simulation.run(TouchScript { tap(at: CGPoint(x: 50, y: 575)) })
    #expect(delegate.selected == [20, 0])
    #expect(bar.selectedItem === items[0] && items[2].badgeValue == "3")
  }
}
