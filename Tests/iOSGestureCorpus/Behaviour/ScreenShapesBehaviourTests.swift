import GestureKit
import GestureScripts
import Testing

// Drives the corpus's view controllers and composite views (reorderable list, photo editor,
// presented card, bottom sheet, gallery, note canvas) the way their iOS projects use them.

@MainActor
@Suite("iOS gesture corpus: screens")
struct ScreenShapesBehaviourTests {
  private func window() -> Simulation {
    Simulation(windowSize: CGSize(width: 390, height: 844))
  }

  private func verticalDrag(
    x: CGFloat, from startY: CGFloat, to endY: CGFloat, duration: Duration = .milliseconds(200),
    startingAt time: TimeInterval
  ) -> TouchScript {
    TouchScript(startingAt: time) {
      drag(1, from: point(x, startY), to: point(x, endY), duration: duration)
    }
  }

  @Test("Holding a row and dragging it two rows down reorders the list when the drag ends")
  func reorderableList() {
    let simulation = window()
    let list = ReorderableListView(
      frame: CGRect(x: 0, y: 100, width: 390, height: 240), rowCount: 4)
    simulation.window.addSubview(list)
    var reported: [[Int]] = []
    list.onReorder = { reported.append($0) }
    simulation.run(
      TouchScript {
        down(1, at: point(100, 130))
        wait(.milliseconds(400))
        for step in 1...6 {
          wait(.milliseconds(16))
          move(1, to: point(100, 130 + CGFloat(step) * 20))
        }
        wait(.milliseconds(16))
        up(1)
      })
    #expect(list.order == [1, 2, 0, 3])
    #expect(reported == [[1, 2, 0, 3]])
    #expect(list.rows[2].center == point(195, 150) && list.rows[2].transform == .identity)
    // A quick touch is no long press: nothing moves.
    simulation.run(TouchScript(startingAt: 2) { tap(at: point(100, 130)) })
    #expect(reported.count == 1)
  }

  @Test("Pinch, rotation and pan edit the photo together; a double tap puts it back")
  func photoEditor() {
    let simulation = window()
    let editor = PhotoEditorViewController()
    simulation.window.rootViewController = editor
    simulation.run(TouchScript { pinch(at: point(195, 422), toScale: 2, distance: 120) })
    // Each recognizer counts from where it began, past its hysteresis, so the photo follows a
    // little less than the whole gesture.
    let pinchScale = editor.currentScale
    #expect(pinchScale > 1.8 && pinchScale <= 2)
    #expect(editor.photoView.center == point(195, 422))

    simulation.run(TouchScript(startingAt: 1) { rotate(at: point(195, 422), by: .pi / 4) })
    #expect(editor.currentAngle > .pi / 4 - 0.08 && editor.currentAngle <= .pi / 4)
    #expect(abs(editor.currentScale - pinchScale) < 1e-9)

    simulation.run(
      TouchScript(startingAt: 2) {
        drag(1, from: point(195, 422), to: point(235, 482), duration: .milliseconds(200))
      })
    let moved = editor.photoView.center
    // The pan's 10 points of hysteresis are crossed inside the second 7.2-point step.
    #expect(hypot(moved.x - 235, moved.y - 482) < 10 + 7.3)
    #expect(moved.x > 215 && moved.y > 452)

    simulation.run(TouchScript(startingAt: 3) { tap(at: moved, taps: 2) })
    #expect(editor.photoView.transform == .identity)
    #expect(editor.photoView.center == point(195, 422))
  }

  /// A plain root controller presenting a card.
  private func presentedCard() -> (Simulation, UIViewController, CardDismissViewController) {
    let simulation = window()
    let root = UIViewController()
    simulation.window.rootViewController = root
    let card = CardDismissViewController()
    root.present(card, animated: true)
    return (simulation, root, card)
  }

  @Test("A presented card springs back from a short drag and is dismissed by a long or fast one")
  func cardDismiss() {
    let (simulation, root, card) = presentedCard()
    #expect(root.presentedViewController === card && card.presentingViewController === root)
    #expect(card.view.window === simulation.window)

    simulation.run(verticalDrag(x: 200, from: 300, to: 400, duration: .seconds(1), startingAt: 0))
    #expect(card.view.center == point(195, 422))
    #expect(root.presentedViewController === card)

    // 90 points in 60 ms: little distance, but flung.
    simulation.run(
      verticalDrag(x: 200, from: 300, to: 390, duration: .milliseconds(60), startingAt: 2))
    #expect(card.didFinishDismissing)
    #expect(root.presentedViewController == nil && card.presentingViewController == nil)
    #expect(card.view.superview == nil)
  }

  @Test("A dragged-far card is dismissed after its slide-out animation")
  func cardDismissAfterAnimation() {
    let (simulation, root, card) = presentedCard()
    simulation.run(
      verticalDrag(x: 200, from: 200, to: 600, duration: .seconds(1), startingAt: 0),
      settle: false)
    #expect(abs(card.view.center.y - (422 + 844)) < 1e-9)
    #expect(!card.didFinishDismissing)
    simulation.advance(by: 0.3)
    #expect(card.didFinishDismissing && root.presentedViewController == nil)
  }

  @Test("The bottom sheet expands on a drag up, then its content scrolls, then it collapses")
  func bottomSheet() {
    let simulation = window()
    let sheet = BottomSheetView(width: 390, height: 744, collapsedTop: 600, expandedTop: 100)
    simulation.window.addSubview(sheet)

    // Collapsed: the content does not scroll, the sheet follows the drag up.
    simulation.run(verticalDrag(x: 200, from: 700, to: 300, startingAt: 0))
    #expect(sheet.isExpanded && sheet.frame.minY == 100)
    #expect(sheet.scrollView.contentOffset.y == 0)

    // Expanded: a drag up scrolls the content and leaves the sheet where it is.
    simulation.run(verticalDrag(x: 200, from: 600, to: 300, startingAt: 2))
    #expect(sheet.scrollView.contentOffset.y > 200)
    #expect(sheet.frame.minY == 100)

    // Scrolled: a drag down scrolls back rather than moving the sheet.
    let scrolled = sheet.scrollView.contentOffset.y
    simulation.run(verticalDrag(x: 200, from: 300, to: 400, startingAt: 4))
    #expect(sheet.scrollView.contentOffset.y < scrolled)
    #expect(sheet.frame.minY == 100 && sheet.isExpanded)

    // At the top of the content: a drag down is the sheet's, and it collapses.
    sheet.scrollView.contentOffset = .zero
    simulation.run(verticalDrag(x: 200, from: 300, to: 800, startingAt: 6))
    #expect(!sheet.isExpanded && sheet.frame.minY == 600)
    #expect(sheet.scrollView.contentOffset.y == 0)
  }

  @Test("Gallery: tap waits for double tap; the edge pan goes ahead of the paging pan")
  func gallery() {
    let simulation = window()
    let gallery = GalleryViewController()
    simulation.window.rootViewController = gallery

    simulation.run(TouchScript { tap(at: point(200, 400)) })
    #expect(gallery.isChromeHidden && !gallery.isZoomed)
    simulation.run(TouchScript(startingAt: 1) { tap(at: point(200, 400), taps: 2) })
    #expect(gallery.isChromeHidden && gallery.isZoomed)

    simulation.run(
      TouchScript(startingAt: 2) {
        drag(1, from: point(300, 400), to: point(60, 400), duration: .milliseconds(200))
      })
    #expect(gallery.page == 1 && !gallery.isMenuOpen)
    #expect(gallery.pagingStates.first == .began && gallery.pagingStates.last == .ended)

    let pagingReports = gallery.pagingStates.count
    simulation.run(
      TouchScript(startingAt: 4) {
        drag(1, from: point(5, 400), to: point(250, 400), duration: .milliseconds(200))
      })
    #expect(gallery.isMenuOpen && gallery.menuProgress == 1)
    #expect(gallery.pagingStates.count == pagingReports)
    #expect(gallery.page == 1)
  }

  @Test(
    "Note canvas: the tap lets the page see its touches, the hold withholds them, the pencil skips both"
  )
  func noteCanvas() {
    let simulation = window()
    let toolbar = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
    let page = TouchLoggingView(frame: CGRect(x: 0, y: 100, width: 390, height: 700))
    simulation.window.addSubview(toolbar)
    simulation.window.addSubview(page)
    let gestures = NoteCanvasGestures(page: page, toolbar: toolbar)

    simulation.run(TouchScript { tap(at: point(200, 400)) })
    #expect(gestures.events == ["select"])
    #expect(page.touchLog == ["began", "ended"])

    simulation.run(
      TouchScript(startingAt: 1) { longPress(at: point(200, 400), duration: .milliseconds(700)) })
    #expect(gestures.events == ["select", "menu"])
    #expect(page.touchLog == ["began", "ended"])

    simulation.run(
      TouchScript(startingAt: 3, touchType: .pencil) {
        longPress(at: point(200, 400), duration: .milliseconds(700))
      })
    #expect(gestures.events == ["select", "menu"])
    #expect(page.touchLog == ["began", "ended", "began", "ended"])

    // While a finger is on the exclusive toolbar, the page receives no new touch.
    simulation.run(
      TouchScript(startingAt: 5) {
        down(1, at: point(50, 50))
        wait(.milliseconds(30))
        down(2, at: point(200, 400))
        wait(.milliseconds(30))
        up([1, 2])
      })
    #expect(toolbar.touchLog == ["began", "ended"])
    #expect(page.touchLog == ["began", "ended", "began", "ended"])
  }
}

@MainActor
@Suite("iOS gesture corpus: a scroll view delegate")
struct ScrollDelegateBehaviourTests {
  @Test("The carousel snaps a slow drag to the nearest card and a flick to the next one")
  func snappingCarousel() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let carousel = SnappingCarouselController(
      frame: CGRect(x: 0, y: 200, width: 390, height: 300), cardWidth: 300, spacing: 10,
      cardCount: 5)
    simulation.window.addSubview(carousel.scrollView)
    #expect(carousel.scrollView.contentOffset.x == -45)

    // A slow drag of 200 points left: two thirds of a card, so it rests on the second.
    simulation.run(
      TouchScript {
        drag(1, from: point(300, 350), to: point(100, 350), duration: .seconds(2), steps: 40)
      })
    #expect(carousel.currentIndex == 1)
    #expect(carousel.scrollView.contentOffset.x == 265)

    // A quick flick of 60 points: too short to reach the next card, but fast.
    simulation.run(
      TouchScript(startingAt: 3) {
        drag(1, from: point(250, 350), to: point(190, 350), duration: .milliseconds(50))
      })
    #expect(carousel.currentIndex == 2)
    #expect(carousel.scrollView.contentOffset.x == 575)

    // A slow drag right of 100 points falls back to the same card.
    simulation.run(
      TouchScript(startingAt: 5) {
        drag(1, from: point(100, 350), to: point(200, 350), duration: .seconds(2), steps: 40)
      })
    #expect(carousel.currentIndex == 2 && carousel.scrollView.contentOffset.x == 575)
  }
}
