import GestureKit
import GestureScripts
import Testing

// Drives the corpus's animator-driven drawer and interactive dismissal the way their iOS
// projects use them.

@MainActor
@Suite("iOS gesture corpus: animators and transitions")
struct TransitionShapesBehaviourTests {
  /// A 390 × 844 window with the drawer filling it: collapsed, the panel's top is at 764.
  private func drawerScene() -> (Simulation, AnimatorDrawerView) {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let drawer = AnimatorDrawerView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    simulation.window.addSubview(drawer)
    return (simulation, drawer)
  }

  @Test("Dragging the drawer up scrubs its animator with the finger and flings it open")
  func drawerOpens() {
    let (simulation, drawer) = drawerScene()
    var shown: [CGFloat] = []
    simulation.run(
      TouchScript {
        dragWithoutLifting(
          1, from: point(200, 790), to: point(200, 590),
          duration: .milliseconds(100), steps: 5)
      }, settle: false)
    // The panel follows the finger: 40 pt moves, less the pan's 10 pt hysteresis.
    shown.append(drawer.panel.presentationFrame.minY)
    #expect(shown == [764 - 190])
    #expect(drawer.animator?.isRunning == false && drawer.animator?.state == .active)
    #expect(drawer.panel.frame.minY == 200)  // the model value is the end
    simulation.run(TouchScript { up(1, at: point(200, 590)) })
    #expect(drawer.settledPositions == [.expanded] && drawer.position == .expanded)
    #expect(drawer.panel.presentationFrame.minY == 200 && drawer.animator == nil)
  }

  @Test("A drag up that turns back down reverses the animator and the drawer stays collapsed")
  func drawerTurnsBack() {
    let (simulation, drawer) = drawerScene()
    simulation.run(
      TouchScript {
        dragWithoutLifting(
          1, from: point(200, 790), to: point(200, 590),
          duration: .milliseconds(100), steps: 5)
        for y in [610, 630, 650] as [CGFloat] {
          wait(.milliseconds(16))
          move(1, to: point(200, y))
        }
        up(1)
      })
    #expect(drawer.settledPositions == [.collapsed] && drawer.position == .collapsed)
    #expect(drawer.panel.frame.minY == 764 && drawer.panel.presentationFrame.minY == 764)
  }

  @Test("Dragging the presented screen down dismisses it interactively; a short drag cancels")
  func interactiveDismissal() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let root = UIViewController()
    simulation.window.rootViewController = root
    let sheet = InteractiveDismissViewController()
    root.present(sheet, animated: true)
    #expect(root.presentedViewController === sheet)

    simulation.run(
      TouchScript {
        drag(1, from: point(200, 300), to: point(200, 400), duration: .milliseconds(300))
      })
    #expect(root.presentedViewController === sheet && sheet.view.frame.minY == 0)
    #expect(sheet.view.presentationFrame.minY == 0)

    simulation.run(
      TouchScript {
        dragWithoutLifting(
          1, from: point(200, 300), to: point(200, 600),
          duration: .milliseconds(300))
      }, settle: false)
    // Mid-drag the screen shows the finger's progress; the model is already off-screen.
    let progress = sheet.progressReports.last ?? 0
    #expect(progress == 290.0 / 844)
    #expect(abs(sheet.view.presentationFrame.minY - 290) < 1e-9)
    #expect(root.presentedViewController === sheet && sheet.isBeingDismissed)
    simulation.run(TouchScript { up(1, at: point(200, 600)) })
    #expect(!sheet.isBeingDismissed)
    #expect(root.presentedViewController == nil && sheet.view.window == nil)
  }
}
