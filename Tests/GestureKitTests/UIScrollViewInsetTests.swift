import Foundation
import GestureKit
import GestureScripts
import Testing

/// Records the end-of-drag velocity and moves the target where it is told.
private final class TargetingDelegate: UIScrollViewDelegate {
  var velocities: [CGPoint] = []
  var rewrite: (CGPoint) -> CGPoint = { $0 }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    velocities.append(velocity)
    targetContentOffset.pointee = rewrite(targetContentOffset.pointee)
  }
}

@Suite("UIScrollView insets and end-of-drag target")
struct UIScrollViewInsetTests {
  @Test("Without bounce, the offset stops at the insets' edges; insets make content scrollable")
  func insetsBoundTheOffset() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    simulation.window.addSubview(scrollView)
    scrollView.bounces = false
    scrollView.contentSize = CGSize(width: 390, height: 844)
    scrollView.contentInset = UIEdgeInsets(top: 100, left: 0, bottom: 50, right: 0)
    #expect(scrollView.adjustedContentInset == scrollView.contentInset)
    simulation.run(
      TouchScript {
        drag(1, from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 700), duration: .seconds(1))
      })
    #expect(scrollView.contentOffset.y == -100)
    simulation.run(
      TouchScript(startingAt: 2) {
        drag(1, from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 100), duration: .seconds(1))
      })
    #expect(scrollView.contentOffset.y == 50)
  }

  @Test("The delegate hears the velocity in points per millisecond and sets where content rests")
  func willEndDraggingTarget() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    simulation.window.addSubview(scrollView)
    scrollView.contentSize = CGSize(width: 390, height: 3000)
    let delegate = TargetingDelegate()
    delegate.rewrite = { CGPoint(x: $0.x, y: ($0.y / 100).rounded() * 100) }
    scrollView.delegate = delegate
    // 200 points up in 200 ms at a steady 1 point per millisecond; the content moves down.
    simulation.run(
      TouchScript {
        drag(
          1, from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400),
          duration: .milliseconds(200), steps: 20)
      })
    #expect(delegate.velocities.count == 1)
    #expect(abs(delegate.velocities[0].y - 1) < 0.01 && delegate.velocities[0].x == 0)
    #expect(scrollView.contentOffset.y == 200)
  }
}
