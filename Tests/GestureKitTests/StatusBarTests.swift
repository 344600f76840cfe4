import Foundation
import GestureKit
import GestureScripts
import Testing

/// A controller whose status bar answers can change, logging each time UIKit reads them.
private final class StatusBarController: UIViewController {
  var hides = false
  var style = UIStatusBarStyle.lightContent
  var reads: [String] = []

  override var prefersStatusBarHidden: Bool {
    reads.append("hidden")
    return hides
  }

  override var preferredStatusBarStyle: UIStatusBarStyle {
    reads.append("style")
    return style
  }
}

/// A phone window (47 pt on top, 34 at the bottom) showing `root`.
@MainActor private func phone(showing root: UIViewController) -> Simulation {
  let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
  simulation.window.deviceSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
  simulation.window.rootViewController = root
  return simulation
}

@Suite("Status bar")
struct StatusBarTests {
  @Test("The status bar spans the window's top inset, as the scene's manager and the app say")
  func frame() throws {
    let simulation = phone(showing: UIViewController())
    let manager = try #require(simulation.window.windowScene?.statusBarManager)
    #expect(manager.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
    #expect(UIApplication.shared.statusBarFrame == manager.statusBarFrame)
    #expect(!manager.isStatusBarHidden && manager.statusBarStyle == .default)
    #expect(!UIApplication.shared.isStatusBarHidden)
  }

  @Test(
    "The root controller's answers are read when it takes over and after setNeedsStatusBarAppearanceUpdate"
  )
  func readsPreferences() throws {
    let root = StatusBarController()
    let simulation = phone(showing: root)
    let manager = try #require(simulation.window.windowScene?.statusBarManager)
    #expect(!manager.isStatusBarHidden && manager.statusBarStyle == .lightContent)
    #expect(root.reads == ["hidden", "style"])
    root.hides = true
    // Not asked again until the controller says its answers changed, as on iOS.
    #expect(!manager.isStatusBarHidden && root.reads == ["hidden", "style"])
    root.setNeedsStatusBarAppearanceUpdate()
    #expect(manager.isStatusBarHidden && manager.statusBarFrame == .zero)
    #expect(UIApplication.shared.statusBarFrame == .zero)
    #expect(root.reads == ["hidden", "style", "hidden", "style"])
  }

  @Test("A child named by childForStatusBarHidden, or a full-screen presented controller, decides")
  func decidingController() throws {
    final class Container: UIViewController {
      let content = StatusBarController()
      override var childForStatusBarHidden: UIViewController? { content }
    }
    let container = Container()
    container.content.hides = true
    let simulation = phone(showing: container)
    let manager = try #require(simulation.window.windowScene?.statusBarManager)
    #expect(manager.isStatusBarHidden && manager.statusBarStyle == .default)
    let cover = StatusBarController()
    cover.modalPresentationStyle = .fullScreen
    cover.style = .darkContent
    container.present(cover, animated: false)
    #expect(!manager.isStatusBarHidden && manager.statusBarStyle == .darkContent)
    container.dismiss(animated: false)
    #expect(manager.isStatusBarHidden)
  }

  @Test("A pan-modal sheet written for iOS tops out below the status bar on a phone")
  func panModalSheet() {
    // As pan-modal libraries write it: the sheet's highest position is below the status bar
    // on a phone, and its height follows the window.
    final class SheetPresenter: UIViewController {
      let sheet = UIView()
      var topOffset: CGFloat {
        let statusBar = UIApplication.shared.statusBarFrame.height
        return UIDevice.current.userInterfaceIdiom == .pad ? 40 : statusBar + 8
      }

      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(sheet)
        let pan = UIPanGestureRecognizer(target: self, action: SheetPresenter.dragged)
        sheet.addGestureRecognizer(pan)
      }

      func show() {
        sheet.frame = CGRect(
          x: 0, y: view.bounds.height / 2, width: view.bounds.width, height: view.bounds.height)
      }

      func dragged(_ pan: UIPanGestureRecognizer) {
        let y = sheet.frame.minY + pan.translation(in: view).y
        sheet.frame.origin.y = max(topOffset, y)
        pan.setTranslation(.zero, in: view)
      }
    }
    let presenter = SheetPresenter()
    let simulation = phone(showing: presenter)
    presenter.show()
    var positions: [CGFloat] = [presenter.sheet.frame.minY]
    simulation.run(
      TouchScript {
        drag(
          1, from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 0), duration: .milliseconds(300))
      })
    positions.append(presenter.sheet.frame.minY)
    #expect(positions == [422, 55])
  }
}
