import GestureKit
import GestureScripts
import Testing

// Drives the corpus's onboarding pager the way its iOS project uses it.

@MainActor
@Suite("iOS gesture corpus: paging")
struct PagingShapesBehaviourTests {
  private func pagerScene() -> (Simulation, OnboardingPagerViewController) {
    let pager = OnboardingPagerViewController()
    return (simulation(root: pager), pager)
  }

  @Test("Swipes settle on whole pages: past half the width, or a flick; the page control follows")
  func swipesTurnPages() {
    let (simulation, pager) = pagerScene()
    let scrollView = pager.scrollView
    #expect(scrollView.contentSize == CGSize(width: 1170, height: 844))
    // 240 pt less the pan's 10 pt hysteresis, slowly: 230 of 390 is past half a page.
    simulation.run(
      TouchScript {
        drag(1, from: point(300, 400), to: point(60, 400), duration: .seconds(1), steps: 10)
      })
    #expect(scrollView.contentOffset == point(390, 0))
    #expect(pager.pagesShown == [1] && pager.pageControl.currentPage == 1)
    // 60 pt in 60 ms is 1,000 pt/s: on to the next page although far from half.
    simulation.run(
      TouchScript(startingAt: 2) {
        drag(1, from: point(300, 400), to: point(240, 400), duration: .milliseconds(60), steps: 6)
      })
    #expect(scrollView.contentOffset == point(780, 0) && pager.pagesShown == [1, 2])
    #expect(pager.nextButton.title(for: .normal) == "Done")
    // A slow short drag back comes to rest on the same page.
    simulation.run(
      TouchScript(startingAt: 4) {
        drag(1, from: point(100, 400), to: point(150, 400), duration: .seconds(1), steps: 10)
      })
    #expect(scrollView.contentOffset == point(780, 0) && pager.pagesShown == [1, 2, 2])
    // The images drift at a fifth of the scrolling: the shown page's sits still.
    #expect(pager.imageViews.map(\.transform.tx) == [156, 78, 0])
  }

  @Test("A tap beside the current page's dot turns one page; Next turns on, then Done finishes")
  func pageControlAndNext() {
    let (simulation, pager) = pagerScene()
    let control = pager.pageControl
    #expect(control.frame == CGRect(x: 171, y: 724, width: 48, height: 26))
    var turned: [Int] = []
    control.addAction(UIAction { _ in turned.append(control.currentPage) }, for: .valueChanged)
    // Right of page 0's dot (at x 179): the next page.
    simulation.run(TouchScript { tap(at: point(200, 737)) })
    #expect(turned == [1] && pager.scrollView.contentOffset == point(390, 0))
    #expect(pager.pagesShown == [1])
    // Left of page 1's dot (at x 195): back to the first.
    simulation.run(TouchScript(startingAt: 1) { tap(at: point(180, 737)) })
    #expect(turned == [1, 0] && pager.pagesShown == [1, 0])
    // A tap left of the first page's dot changes nothing.
    simulation.run(TouchScript(startingAt: 2) { tap(at: point(172, 737)) })
    #expect(turned == [1, 0] && pager.pagesShown == [1, 0])

    var finished = 0
    pager.onFinish = { finished += 1 }
    for (index, time) in [3.0, 4, 5].enumerated() {
      simulation.run(TouchScript(startingAt: time) { tap(at: point(330, 786)) })
      #expect(pager.currentPage == min(index + 1, 2))
    }
    #expect(pager.pagesShown == [1, 0, 1, 2] && finished == 1 && pager.finished)
    #expect(control.currentPage == 2)
    // Showing a rectangle left of the view scrolls just far enough; unanimated, it reports no
    // scrolling animation.
    pager.scrollView.scrollRectToVisible(
      CGRect(x: 10, y: 0, width: 10, height: 10), animated: false)
    #expect(pager.scrollView.contentOffset == point(10, 0) && pager.pagesShown.count == 4)
  }
}
