import Foundation
import GestureKit
import GestureScripts
import Testing

@Suite("UIViewController presentation")
struct UIViewControllerPresentationTests {
  /// A window showing a logging root controller, with the log emptied.
  private func shownRoot() -> (Simulation, CallLog, LoggingController) {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let log = CallLog()
    let root = LoggingController("root", log: log)
    simulation.window.rootViewController = root
    _ = log.take()
    return (simulation, log, root)
  }

  @Test("present puts the view over the window with its appearance calls; dismiss takes it out")
  func presentAndDismiss() {
    let (simulation, log, root) = shownRoot()
    let sheet = LoggingController("sheet", log: log)
    var completions: [String] = []
    root.present(sheet, animated: true) { completions.append("presented") }
    #expect(
      log.take() == [
        "sheet viewDidLoad", "sheet viewWillAppear inWindow=false",
        "sheet viewDidAppear inWindow=true",
      ])
    #expect(root.presentedViewController === sheet && sheet.presentingViewController === root)
    #expect(
      sheet.view.superview === simulation.window && sheet.view.frame == simulation.window.bounds)
    #expect(simulation.window.subviews.last === sheet.view)

    // Touches now land in the presented view, above the root's.
    let sheetTap = UITapGestureRecognizer()
    var tapped = 0
    sheetTap.addAction { _ in tapped += 1 }
    sheet.view.addGestureRecognizer(sheetTap)
    simulation.run(TouchScript { tap(at: CGPoint(x: 100, y: 100)) })
    #expect(tapped == 1)

    // The presented controller dismisses itself through its presenter.
    sheet.dismiss(animated: true) { completions.append("dismissed") }
    #expect(
      log.take() == [
        "sheet viewWillDisappear inWindow=true", "sheet viewDidDisappear inWindow=false",
      ])
    #expect(root.presentedViewController == nil && sheet.presentingViewController == nil)
    #expect(sheet.view.superview == nil)
    #expect(completions == ["presented", "dismissed"])
  }

  @Test("Presenting from a presenting controller stacks on top; dismissing the bottom takes all")
  func presentationChain() {
    let (simulation, log, root) = shownRoot()
    let first = LoggingController("first", log: log)
    let second = LoggingController("second", log: log)
    root.present(first, animated: false)
    root.present(second, animated: false)
    #expect(first.presentedViewController === second && second.presentingViewController === first)
    _ = log.take()
    root.dismiss(animated: false)
    #expect(
      log.take() == [
        "second viewWillDisappear inWindow=true", "second viewDidDisappear inWindow=false",
        "first viewWillDisappear inWindow=true", "first viewDidDisappear inWindow=false",
      ])
    #expect(root.presentedViewController == nil && first.presentedViewController == nil)
    #expect(simulation.window.subviews == [root.view])
  }

  @Test(
    "A controller outside a window presents nothing; dismissing with nothing presented calls back")
  func presentOutsideWindow() {
    let loose = UIViewController()
    let other = UIViewController()
    loose.present(other, animated: false)
    #expect(loose.presentedViewController == nil && other.presentingViewController == nil)
    var called = false
    loose.dismiss(animated: false) { called = true }
    #expect(called)
  }
}
