import GestureKit
import GestureScripts
import Testing

// Drives the corpus's custom-presentation bottom sheet the way its app uses it: presented
// over a screen, dragged between its detents, flung away, and dismissed from its dimming view.

@MainActor
@Suite("iOS gesture corpus: a bottom sheet with a custom presentation controller")
struct SheetPresentationBehaviourTests {
  /// A 390 × 844 window with a plain root screen, and the sheet to present over it.
  private func sheetScene() -> (Simulation, UIViewController, DetentSheetContentViewController) {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let root = UIViewController()
    simulation.window.rootViewController = root
    return (simulation, root, DetentSheetContentViewController())
  }

  /// The scene with the sheet presented, animated, and the slide-up run.
  private func presentedSheet() -> (Simulation, UIViewController, DetentSheetContentViewController)
  {
    let (simulation, root, sheet) = sheetScene()
    root.present(sheet, animated: true)
    simulation.settle()
    return (simulation, root, sheet)
  }

  @Test("Presenting asks the delegate for the controller, slides the sheet up to its medium detent")
  func presentation() throws {
    let (simulation, root, sheet) = sheetScene()
    root.present(sheet, animated: true)
    let presentation = try #require(sheet.sheetTransitioning.presentation)
    #expect(sheet.presentationController === presentation)
    #expect(presentation.presentingViewController === root)
    let container = try #require(presentation.containerView)
    #expect(container.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(container.subviews == [presentation.dimmingView, sheet.view])
    #expect(simulation.window.subviews == [root.view, container])
    // The animator starts the sheet below the container and animates it to the final frame.
    #expect(sheet.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
    #expect(sheet.view.presentationFrame.minY == 844)
    #expect(sheet.appearanceEvents == ["willAppear"] && sheet.isBeingPresented)
    simulation.advance(by: 0.4)
    #expect(sheet.view.presentationFrame.minY == 422 && presentation.dimmingView.alpha == 1)
    #expect(sheet.appearanceEvents == ["willAppear", "didAppear"] && !sheet.isBeingPresented)
    simulation.settle()
    #expect(presentation.layoutPasses == 1)
    #expect(root.view.window === simulation.window)  // a custom presentation keeps it
  }

  @Test("Drags settle on the detent nearest the projected fling; a fast fling down dismisses")
  func detents() throws {
    let (simulation, root, sheet) = presentedSheet()
    let presentation = try #require(sheet.sheetTransitioning.presentation)
    // Up 300 pt at 500 pt/s: the sheet follows 290 pt, the projection passes the large detent.
    simulation.run(
      TouchScript {
        dragWithoutLifting(
          1, from: point(200, 500), to: point(200, 200), duration: .milliseconds(600))
      }, settle: false)
    #expect(sheet.view.frame == CGRect(x: 0, y: 132, width: 390, height: 712))
    simulation.run(
      TouchScript {
        move(1, to: point(200, 50))
        wait(.milliseconds(16))
      }, settle: false)
    // Past the large detent's top (44) the sheet moves a third of the finger's way: the
    // finger asks for -18, 62 pt above it.
    #expect(abs(sheet.view.frame.minY - (44 - CGFloat(62) / 3)) < 1e-9)
    simulation.run(TouchScript { up(1, at: point(200, 50)) })
    #expect(presentation.settledDetents == [.large] && presentation.detent == .large)
    #expect(sheet.view.frame == CGRect(x: 0, y: 44, width: 390, height: 800))
    #expect(sheet.view.presentationFrame == sheet.view.frame)

    // Down 200 pt at 500 pt/s from the large detent: projected to 483.5, nearer medium (422).
    simulation.run(
      TouchScript {
        drag(1, from: point(200, 300), to: point(200, 500), duration: .milliseconds(400))
      })
    #expect(presentation.settledDetents == [.large, .medium])
    #expect(sheet.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))

    // A 100 ms fling of 200 pt: 2000 pt/s, projected far below the dismissal line (633).
    simulation.run(
      TouchScript {
        drag(1, from: point(200, 500), to: point(200, 700), duration: .milliseconds(100))
      })
    #expect(presentation.settledDetents == [.large, .medium, nil])
    #expect(root.presentedViewController == nil && sheet.view.window == nil)
    #expect(sheet.presentationController == nil && presentation.containerView == nil)
    #expect(presentation.dimmingView.superview == nil)
    #expect(simulation.window.subviews == [root.view])
    #expect(sheet.appearanceEvents == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
  }

  @Test("A tap on the dimming view dismisses the sheet; a tap on the sheet does not")
  func dimmingTap() {
    let (simulation, root, sheet) = presentedSheet()
    simulation.run(TouchScript { tap(at: point(200, 600)) })
    #expect(root.presentedViewController === sheet)
    simulation.run(TouchScript { tap(at: point(200, 200)) })
    #expect(root.presentedViewController == nil && sheet.view.window == nil)
    #expect(simulation.window.subviews == [root.view])
  }

  @Test("Without animation the sheet is in place at once and leaves at once")
  func unanimated() throws {
    let (simulation, root, sheet) = sheetScene()
    root.present(sheet, animated: false)
    let presentation = try #require(sheet.sheetTransitioning.presentation)
    #expect(sheet.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
    #expect(sheet.view.presentationFrame == sheet.view.frame)
    #expect(sheet.appearanceEvents == ["willAppear", "didAppear"])
    sheet.dismiss(animated: false)
    #expect(presentation.dimmingView.superview == nil && sheet.view.window == nil)
    #expect(simulation.window.subviews == [root.view])
    #expect(sheet.appearanceEvents == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
  }
}
