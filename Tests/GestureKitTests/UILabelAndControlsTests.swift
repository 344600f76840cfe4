import Foundation
import GestureKit
import GestureScripts
import Testing

/// Logs the control events it receives, with the control's value at the time.
private final class ValueLog: UIView {
  var log: [String] = []
  func sliderChanged(_ sender: UISlider) { log.append("changed \(sender.value)") }
  func switchChanged(_ sender: UISwitch) { log.append("changed \(sender.isOn)") }
  func upInside(_ sender: UIControl) { log.append("upInside") }
  func upOutside(_ sender: UIControl) { log.append("upOutside") }
}

@MainActor
private func scene() -> (Simulation, ValueLog) {
  let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
  let root = ValueLog(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  simulation.window.addSubview(root)
  return (simulation, root)
}

/// A slider at (20, 100, 228, 40): its thumb's center travels from x 34 to 234 in the window.
@MainActor
private func slider(in root: ValueLog, continuous: Bool = true) -> UISlider {
  let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 228, height: 40))
  slider.maximumValue = 100
  slider.value = 25
  slider.isContinuous = continuous
  root.addSubview(slider)
  slider.addTarget(root, action: ValueLog.sliderChanged, for: .valueChanged)
  slider.addTarget(root, action: ValueLog.upInside, for: .touchUpInside)
  slider.addTarget(root, action: ValueLog.upOutside, for: .touchUpOutside)
  return slider
}

@MainActor
@Suite("UILabel and UIFont")
struct UILabelTests {
  @Test("Fonts measure lines by the shared metric")
  func fonts() {
    #expect(UIFont.systemFont(ofSize: 17).lineHeight == 21)
    #expect(UIFont.boldSystemFont(ofSize: 20).lineHeight == 24)
    #expect(UIFont.boldSystemFont(ofSize: 20).weight == .bold)
    #expect(UIFont.systemFont(ofSize: 15, weight: .semibold).pointSize == 15)
    #expect(UIFont.systemFont(ofSize: 15) == UIFont.systemFont(ofSize: 15, weight: .regular))
    #expect(UIFont.systemFont(ofSize: 15) != UIFont.boldSystemFont(ofSize: 15))
  }

  @Test("A one-line label sizes to its text and keeps its origin")
  func oneLine() {
    let label = UILabel(frame: CGRect(x: 10, y: 20, width: 300, height: 300))
    label.text = "Drag me"
    #expect(label.intrinsicContentSize == CGSize(width: 59.5, height: 21))
    #expect(label.sizeThatFits(CGSize(width: 30, height: 10)) == CGSize(width: 59.5, height: 21))
    label.sizeToFit()
    #expect(label.frame == CGRect(x: 10, y: 20, width: 59.5, height: 21))
    label.font = .systemFont(ofSize: 10)
    #expect(label.intrinsicContentSize == CGSize(width: 35, height: 12))
    label.text = ""
    #expect(label.intrinsicContentSize == .zero)
    #expect(!label.isUserInteractionEnabled)
  }

  @Test("Multi-line labels wrap to the width offered, up to numberOfLines")
  func wrapping() {
    let label = UILabel()
    label.text = "abcdefghijkl"  // 12 characters, 8.5 points each at 17 points
    label.numberOfLines = 0
    #expect(label.sizeThatFits(CGSize(width: 40, height: 0)) == CGSize(width: 34, height: 63))
    label.numberOfLines = 2
    #expect(label.sizeThatFits(CGSize(width: 40, height: 0)) == CGSize(width: 34, height: 42))
    #expect(label.intrinsicContentSize == CGSize(width: 102, height: 21))
    label.preferredMaxLayoutWidth = 60
    #expect(label.intrinsicContentSize == CGSize(width: 59.5, height: 42))
    label.textAlignment = .center
    label.lineBreakMode = .byWordWrapping
    #expect(label.textAlignment == .center && label.lineBreakMode == .byWordWrapping)
  }
}

@MainActor
@Suite("UISlider and UISwitch")
struct UISliderAndSwitchTests {
  @Test("Dragging the thumb sends valueChanged with the value under the finger, clamped")
  func continuousDrag() {
    let (simulation, root) = scene()
    let slider = slider(in: root)
    #expect(slider.thumbRect == CGRect(x: 50, y: 0, width: 28, height: 40))
    simulation.run(
      TouchScript {
        down(1, at: CGPoint(x: 90, y: 120))  // on the thumb, 6 right of its center (84)
        wait(.milliseconds(16))
        move(1, to: CGPoint(x: 140, y: 120))  // thumb center 134: half way
        wait(.milliseconds(16))
        move(1, to: CGPoint(x: 140, y: 130))  // no change in x: no event
        wait(.milliseconds(16))
        move(1, to: CGPoint(x: 300, y: 120))  // past the end: 100
        wait(.milliseconds(16))
        up(1)
      })
    #expect(root.log == ["changed 50.0", "changed 100.0", "upInside"])
    #expect(slider.value == 100)
  }

  @Test("A horizontal swipe behind the slider does not take a thumb drag; elsewhere it does")
  func swipeBehind() {
    let (simulation, root) = scene()
    let slider = slider(in: root)
    let swipe = UISwipeGestureRecognizer()
    swipe.direction = .right
    root.addGestureRecognizer(swipe)
    simulation.run(
      TouchScript {
        drag(
          1, from: CGPoint(x: 84, y: 120), to: CGPoint(x: 184, y: 120), duration: .milliseconds(80))
      })
    let swipesEnded = {
      simulation.transcript.filter { $0.type == "swipe" && $0.state == .ended }
        .count
    }
    #expect(swipesEnded() == 0)
    #expect(slider.value == 75 && root.log.last == "upInside")
    #expect(root.log.filter { $0.hasPrefix("changed") }.last == "changed 75.0")
    simulation.run(
      TouchScript(startingAt: 1) {
        drag(
          1, from: CGPoint(x: 200, y: 300), to: CGPoint(x: 300, y: 300), duration: .milliseconds(80)
        )
      })
    #expect(swipesEnded() == 1)
  }

  @Test("A slider that is not continuous sends one valueChanged when the touch lifts")
  func notContinuous() {
    let (simulation, root) = scene()
    let slider = slider(in: root, continuous: false)
    simulation.run(
      TouchScript {
        down(1, at: CGPoint(x: 84, y: 120))
        wait(.milliseconds(16))
        move(1, to: CGPoint(x: 104, y: 120))
        wait(.milliseconds(16))
        move(1, to: CGPoint(x: 74, y: 120))
        wait(.milliseconds(16))
        up(1)
      })
    #expect(root.log == ["changed 20.0", "upInside"])
    #expect(slider.value == 20)
  }

  @Test("A touch on the track away from the thumb moves nothing; setValue clamps silently")
  func trackTouchAndSetValue() {
    let (simulation, root) = scene()
    let slider = slider(in: root)
    simulation.run(
      TouchScript {
        down(1, at: CGPoint(x: 200, y: 120))
        wait(.milliseconds(16))
        move(1, to: CGPoint(x: 220, y: 120))
        wait(.milliseconds(16))
        up(1)
      })
    #expect(root.log == ["upInside"])
    #expect(slider.value == 25)
    slider.setValue(140, animated: true)
    #expect(slider.value == 100)
    slider.minimumValue = -10
    slider.value = -50
    #expect(slider.value == -10)
    slider.maximumValue = -20
    #expect(slider.minimumValue == -20 && slider.value == -20)
    #expect(root.log == ["upInside"])
  }

  @Test("A switch keeps its fixed size and toggles on each tap, before touchUpInside")
  func switchToggles() {
    let (simulation, root) = scene()
    let toggle = UISwitch(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
    #expect(toggle.frame == CGRect(x: 50, y: 50, width: 51, height: 31))
    root.addSubview(toggle)
    toggle.addTarget(root, action: ValueLog.switchChanged, for: .valueChanged)
    toggle.addTarget(root, action: ValueLog.upInside, for: .touchUpInside)
    toggle.addTarget(root, action: ValueLog.upOutside, for: .touchUpOutside)
    simulation.run(
      TouchScript {
        down(1, at: CGPoint(x: 70, y: 60))
        wait(.milliseconds(50))
        up(1)
        wait(.milliseconds(500))
        down(2, at: CGPoint(x: 70, y: 60))
        wait(.milliseconds(50))
        up(2)
        wait(.milliseconds(500))
        down(3, at: CGPoint(x: 70, y: 60))
        wait(.milliseconds(16))
        move(3, to: CGPoint(x: 300, y: 300))  // beyond the tracking slop
        wait(.milliseconds(16))
        up(3)
      })
    #expect(
      root.log == [
        "changed true", "upInside", "changed false", "upInside", "upOutside",
      ])
    #expect(!toggle.isOn)
    toggle.setOn(true, animated: true)
    #expect(toggle.isOn && root.log.count == 5)
  }
}
