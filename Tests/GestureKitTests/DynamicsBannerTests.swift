import Foundation
import GestureKit
import GestureScripts
import Testing

/// A physics-driven banner as open-source apps write one: a pan attaches the banner to the
/// finger, and the lift either flings it away (a fast upward swipe) or snaps it back.
private final class BannerViewController: UIViewController, UIDynamicAnimatorDelegate {
  let banner = UIView(frame: CGRect(x: 20, y: 60, width: 350, height: 100))
  lazy var animator = UIDynamicAnimator(referenceView: view)
  private var attachment: UIAttachmentBehavior?
  var restingCenter = CGPoint.zero
  var log: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(banner)
    restingCenter = banner.center
    banner.addGestureRecognizer(
      UIPanGestureRecognizer(target: self, action: BannerViewController.handlePan(_:)))
    animator.delegate = self
  }

  func handlePan(_ pan: UIPanGestureRecognizer) {
    let location = pan.location(in: view)
    switch pan.state {
    case .began:
      animator.removeAllBehaviors()
      let offset = UIOffset(
        horizontal: location.x - banner.center.x, vertical: location.y - banner.center.y)
      let attachment = UIAttachmentBehavior(
        item: banner, offsetFromCenter: offset, attachedToAnchor: location)
      animator.addBehavior(attachment)
      self.attachment = attachment
      log.append("began")
    case .changed:
      attachment?.anchorPoint = location
      log.append("changed")
    case .ended, .cancelled:
      if let attachment { animator.removeBehavior(attachment) }
      attachment = nil
      let velocity = pan.velocity(in: view)
      if velocity.y < -500 {
        let fling = UIDynamicItemBehavior(items: [banner])
        fling.addLinearVelocity(velocity, for: banner)
        fling.allowsRotation = false
        fling.action = { [weak self] in
          guard let self, self.banner.frame.maxY < 0 else { return }
          self.animator.removeAllBehaviors()
          self.banner.removeFromSuperview()
          self.log.append("dismissed")
        }
        animator.addBehavior(fling)
        log.append("flung")
      } else {
        animator.addBehavior(UISnapBehavior(item: banner, snapTo: restingCenter))
        log.append("snapping back")
      }
    default:
      break
    }
  }

  func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { log.append("resume") }
  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { log.append("pause") }
}

@Suite("A physics banner driven by touches")
@MainActor
struct DynamicsBannerTests {
  private func shown() -> (Simulation, BannerViewController) {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let controller = BannerViewController()
    simulation.window.rootViewController = controller
    return (simulation, controller)
  }

  @Test("A slow drag down moves the banner with the finger; the lift snaps it back and pauses")
  func dragAndSnapBack() {
    let (simulation, controller) = shown()
    simulation.run(
      TouchScript {
        // 60 pt down over 0.5 s: slow enough to snap back.
        drag(
          1, from: CGPoint(x: 195, y: 100), to: CGPoint(x: 195, y: 160),
          duration: .milliseconds(500), steps: 10)
      }, settle: false)
    // The attachment is made (the animator resumes) and the banner is still under the finger:
    // the animator pauses at its first frame. Each move 50 ms later resumes it, the banner
    // catches up within the frame, and it pauses again two frames later.
    let held = Array(repeating: ["pause", "resume", "changed"], count: 8).flatMap { $0 }
    #expect(controller.log == ["resume", "began"] + held + ["snapping back"])
    // While held, the banner's centre keeps the finger's offset (rigid attachment of length 0):
    // after the last frame before the lift it is 60 pt - (pan hysteresis) down.
    #expect(controller.banner.center.y > 130 && controller.banner.center.x == 195)
    simulation.advance(by: 3)
    #expect(controller.log.suffix(1) == ["pause"])
    #expect(abs(controller.banner.center.y - 110) < 0.05, "\(controller.banner.center)")
    #expect(!controller.animator.isRunning && controller.animator.behaviors.count == 1)
  }

  @Test("During the drag the banner follows the anchor frame by frame")
  func followsAnchor() {
    let (simulation, controller) = shown()
    var offsets: [CGFloat] = []
    let pan = controller.banner.gestureRecognizers?.first as? UIPanGestureRecognizer
    pan?.addAction { pan in
      // The offset of the touch from the banner's centre stays what it was at began, frame
      // after frame, up to the anchor's last move (the next frame catches up).
      offsets.append(pan.location(in: controller.view).y - controller.banner.center.y)
    }
    simulation.run(
      TouchScript {
        drag(
          1, from: CGPoint(x: 195, y: 100), to: CGPoint(x: 195, y: 300),
          duration: .milliseconds(1000), steps: 25)
      }, settle: false)
    // Each event comes 40 ms (two frames and more) after the last, so each reads the banner
    // moved to the previous anchor: the offset is the began offset plus one event's movement.
    let began = offsets[0]
    #expect(offsets.count > 20)
    #expect(
      offsets.dropFirst().dropLast().allSatisfy { abs($0 - (began + 8)) < 1e-6 }, "\(offsets)")
  }

  @Test("A fast swipe up flings the banner off the top with the pan's velocity, then removes it")
  func flingAway() {
    let (simulation, controller) = shown()
    simulation.run(
      TouchScript {
        drag(
          1, from: CGPoint(x: 195, y: 120), to: CGPoint(x: 195, y: 20),
          duration: .milliseconds(100), steps: 5)
      }, settle: false)
    // Moves 20 ms apart leave the animator no frame at rest until the fling.
    #expect(
      controller.log == ["resume", "began", "pause", "resume"]
        + Array(repeating: "changed", count: 4) + ["flung"])
    simulation.advance(by: 1)
    #expect(controller.log.suffix(3) == ["flung", "dismissed", "pause"])
    #expect(controller.banner.superview == nil && controller.animator.behaviors.isEmpty)
    #expect(!controller.animator.isRunning)
  }
}
