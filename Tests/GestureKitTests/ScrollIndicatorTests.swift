import Foundation
import GestureKit
import GestureScripts
import Testing

@Suite("Scroll indicator insets")
struct ScrollIndicatorTests {
  @Test("The deprecated scrollIndicatorInsets sets both and reads the vertical ones")
  func deprecatedSpelling() {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    #expect(
      scroll.verticalScrollIndicatorInsets == .zero
        && scroll.horizontalScrollIndicatorInsets == .zero)
    #expect(scroll.automaticallyAdjustsScrollIndicatorInsets && scroll.indicatorStyle == .default)
    #expect(scroll.showsVerticalScrollIndicator && scroll.showsHorizontalScrollIndicator)
    let insets = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 2)
    scroll.scrollIndicatorInsets = insets
    #expect(
      scroll.verticalScrollIndicatorInsets == insets
        && scroll.horizontalScrollIndicatorInsets == insets)
    scroll.verticalScrollIndicatorInsets.bottom = 50
    #expect(
      scroll.scrollIndicatorInsets.bottom == 50
        && scroll.horizontalScrollIndicatorInsets.bottom == 20)
    scroll.indicatorStyle = .white
    #expect(scroll.indicatorStyle.rawValue == 2)
  }

  @Test("A reorderable list that sets indicator insets and flashes them still scrolls by drag")
  func indicatorsTakeNoTouches() {
    let simulation = Simulation(windowSize: CGSize(width: 300, height: 400))
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    scroll.contentSize = CGSize(width: 300, height: 2000)
    scroll.scrollIndicatorInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 290)
    scroll.showsVerticalScrollIndicator = true
    simulation.window.addSubview(scroll)
    scroll.flashScrollIndicators()
    simulation.run(
      TouchScript {
        drag(
          1, from: CGPoint(x: 295, y: 300), to: CGPoint(x: 295, y: 100),
          duration: .milliseconds(400))
      })
    #expect(scroll.contentOffset.y > 0)
    #expect(simulation.window.hitTest(CGPoint(x: 295, y: 200), with: nil) === scroll)
  }
}
