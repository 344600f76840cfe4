// The target-action call sites that docs/porting-ios-gesture-code.md says compile both with
// GestureKit and, with docs/PortableActions.swift in the app target, with UIKit.
// scripts/check-portable-actions type-checks this file both ways: against GestureKit, and
// against a stub UIKit with PortableActions.swift. Nothing here runs.

#if canImport(UIKit)
  import UIKit
#else
  import GestureKit
#endif

final class PortableScreen: UIViewController {
  let save = UIButton()
  let slider = UISlider()
  var link: CADisplayLink?
  var tap: UITapGestureRecognizer?

  func wire() {
    // Recognizers: a method taking the recognizer, and one taking nothing.
    let pan = UIPanGestureRecognizer(target: self, action: PortableScreen.handlePan)
    pan.addTarget(self, action: PortableScreen.handleAny)
    pan.removeTarget(self, action: PortableScreen.handleAny)
    let tap = UITapGestureRecognizer(target: self, action: PortableScreen.tapped)
    tap.addTarget(self, action: PortableScreen.handleTap)
    tap.removeTarget(self, action: PortableScreen.handleTap)
    let press = UILongPressGestureRecognizer(target: self, action: PortableScreen.pressed)
    _ = press
    self.tap = tap

    // Controls: the three shapes of a control's action, and removing two of them.
    save.addTarget(self, action: PortableScreen.saveTapped, for: .touchUpInside)
    save.addTarget(self, action: PortableScreen.saveTappedBy, for: .touchUpInside)
    slider.addTarget(self, action: PortableScreen.sliderDragged, for: .touchDragInside)
    save.removeTarget(self, action: PortableScreen.saveTapped, for: .touchUpInside)
    save.removeTarget(self, action: PortableScreen.saveTappedBy, for: .touchUpInside)

    // Display links: a method taking the link, and one taking nothing.
    let link = CADisplayLink(target: self, selector: PortableScreen.step)
    link.add(to: .main, forMode: .common)
    let other = CADisplayLink(target: self, selector: PortableScreen.tick)
    other.invalidate()
    self.link = link

    // Delayed sends, and cancelling every one sent to this object.
    perform(PortableScreen.finish, with: nil, afterDelay: 0.3)
    perform(PortableScreen.finishWith, with: NSNumber(value: 2), afterDelay: 0.3)
    NSObject.cancelPreviousPerformRequests(withTarget: self)

    // Notifications: the block form, which needs no selector on either side.
    _ = NotificationCenter.default.addObserver(
      forName: Notification.Name("PortableScreenRefresh"), object: nil, queue: .main
    ) { _ in }
  }

  func handlePan(_ pan: UIPanGestureRecognizer) {}
  func handleAny(_ recognizer: UIGestureRecognizer) {}
  func handleTap(_ tap: UITapGestureRecognizer) {}
  func tapped() {}
  func pressed() {}
  func saveTapped() {}
  func saveTappedBy(_ sender: UIButton) {}
  func sliderDragged(_ sender: UISlider, event: UIEvent) {}
  func step(_ link: CADisplayLink) {}
  func tick() {}
  func finish() {}
  func finishWith(_ count: NSNumber) {}
}
