import Foundation
import GestureKit
import GestureScripts
import Testing

/// A control that logs its tracking callbacks and the events it sends.
private final class LoggingControl: UIControl {
  var log: [String] = []
  var keepTracking = true

  override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    log.append("begin \(isHighlighted)")
    return true
  }

  override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let location = touch.location(in: self)
    log.append("continue \(Int(location.x)) inside=\(isTouchInside)")
    return keepTracking
  }

  override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    log.append("end tracking=\(isTracking)")
  }

  override func cancelTracking(with event: UIEvent?) {
    log.append("cancel")
  }
}

/// Receives control actions in the three shapes UIKit allows.
private final class ActionLog: UIView {
  var log: [String] = []
  func touchDown() { log.append("touchDown") }
  func dragInside(_ sender: UIControl) { log.append("dragInside \(sender.isHighlighted)") }
  func dragOutside(_ sender: UIControl) { log.append("dragOutside \(sender.isHighlighted)") }
  func dragEnter(_ sender: UIControl) { log.append("dragEnter") }
  func dragExit(_ sender: UIControl) { log.append("dragExit") }
  func upInside(_ sender: UIControl, event: UIEvent) {
    log.append("upInside \(event.allTouches?.count ?? 0)")
  }
  func upOutside(_ sender: UIControl) { log.append("upOutside") }
  func cancelled(_ sender: UIControl) { log.append("touchCancel") }
  func tapped(_ tap: UITapGestureRecognizer) { log.append("superview tap") }
  func panned(_ pan: UIPanGestureRecognizer) { log.append("pan \(pan.state)") }
  func buttonTapped(_ sender: UIButton) { log.append("button \(sender.currentTitle ?? "")") }
}

@MainActor
private func scene() -> (Simulation, ActionLog) {
  let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
  let root = ActionLog(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  simulation.window.addSubview(root)
  return (simulation, root)
}

/// A button at (100, 100, 120, 44) in `root` that logs its tap and its cancelled touch there.
@MainActor
private func loggedButton(in root: ActionLog) -> UIButton {
  let button = UIButton(frame: CGRect(x: 100, y: 100, width: 120, height: 44))
  root.addSubview(button)
  button.addTarget(root, action: ActionLog.buttonTapped, for: .touchUpInside)
  button.addTarget(root, action: ActionLog.cancelled, for: .touchCancel)
  return button
}

@MainActor
@Suite("UIControl and UIButton")
struct UIControlTests {
  @Test("A drag out of a control and back: tracking callbacks, highlight and events in order")
  func trackingTranscript() {
    let (simulation, root) = scene()
    let control = LoggingControl(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    root.addSubview(control)
    control.addTarget(root, action: ActionLog.touchDown, for: .touchDown)
    control.addTarget(root, action: ActionLog.dragInside, for: .touchDragInside)
    control.addTarget(root, action: ActionLog.dragOutside, for: .touchDragOutside)
    control.addTarget(root, action: ActionLog.dragEnter, for: .touchDragEnter)
    control.addTarget(root, action: ActionLog.dragExit, for: .touchDragExit)
    control.addTarget(root, action: ActionLog.upInside, for: .touchUpInside)
    control.addTarget(root, action: ActionLog.upOutside, for: .touchUpOutside)
    var merged: [String] = []
    simulation.run(
      TouchScript {
        down(1, at: CGPoint(x: 150, y: 150))
        wait(.milliseconds(16))
        move(1, to: CGPoint(x: 260, y: 150))  // 60 past the right edge: still inside the slop
        wait(.milliseconds(16))
        move(1, to: CGPoint(x: 280, y: 150))  // 80 past: outside
        wait(.milliseconds(16))
        move(1, to: CGPoint(x: 190, y: 150))
        wait(.milliseconds(16))
        up(1)
      })
    merged = control.log + ["--"] + root.log
    #expect(
      merged == [
        "begin false", "continue 160 inside=true", "continue 180 inside=false",
        "continue 90 inside=true", "end tracking=true",
        "--",
        "touchDown", "dragInside true", "dragExit", "dragOutside false", "dragEnter",
        "dragInside true", "upInside 1",
      ])
    #expect(!control.isTracking && !control.isHighlighted && !control.isTouchInside)
  }

  @Test("Lifting outside sends touchUpOutside; continueTracking returning false stops its calls")
  func upOutsideAndStoppedTracking() {
    let (simulation, root) = scene()
    let control = LoggingControl(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    control.keepTracking = false
    root.addSubview(control)
    control.addTarget(root, action: ActionLog.upInside, for: .touchUpInside)
    control.addTarget(root, action: ActionLog.upOutside, for: .touchUpOutside)
    simulation.run(
      TouchScript {
        drag(
          1, from: CGPoint(x: 150, y: 150), to: CGPoint(x: 150, y: 400), duration: .milliseconds(80)
        )
      })
    #expect(control.log.filter { $0.hasPrefix("continue") }.count == 1)
    #expect(control.log.last == "end tracking=false")
    #expect(root.log == ["upOutside"])
  }

  @Test(
    "A tap recognizer on the superview does not take a button's tap; it still gets taps elsewhere")
  func buttonKeepsItsTap() {
    let (simulation, root) = scene()
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
    button.setTitle("Save", for: .normal)
    root.addSubview(button)
    button.addTarget(root, action: ActionLog.buttonTapped, for: .touchUpInside)
    root.addGestureRecognizer(UITapGestureRecognizer(target: root, action: ActionLog.tapped))
    simulation.run(TouchScript { tap(at: CGPoint(x: 150, y: 120)) })
    #expect(root.log == ["button Save"])
    simulation.run(TouchScript(startingAt: 1) { tap(at: CGPoint(x: 150, y: 400)) })
    #expect(root.log == ["button Save", "superview tap"])
  }

  @Test("A recognizer on the button itself, and one over a plain UIControl, take the tap")
  func unprotectedCases() {
    let (simulation, root) = scene()
    let button = loggedButton(in: root)
    let own = UITapGestureRecognizer(target: root, action: ActionLog.tapped)
    button.addGestureRecognizer(own)
    simulation.run(TouchScript { tap(at: CGPoint(x: 150, y: 120)) })
    #expect(root.log == ["touchCancel", "superview tap"])
    button.removeGestureRecognizer(own)

    root.log = []
    let control = UIControl(frame: CGRect(x: 100, y: 300, width: 120, height: 44))
    root.addSubview(control)
    control.addTarget(root, action: ActionLog.upInside, for: .touchUpInside)
    control.addTarget(root, action: ActionLog.cancelled, for: .touchCancel)
    root.addGestureRecognizer(UITapGestureRecognizer(target: root, action: ActionLog.tapped))
    simulation.run(TouchScript(startingAt: 1) { tap(at: CGPoint(x: 150, y: 320)) })
    #expect(root.log == ["touchCancel", "superview tap"])
  }

  @Test("A pan on the superview dragging from a button recognizes and cancels the button's touch")
  func panTakesADragFromAButton() {
    let (simulation, root) = scene()
    let button = loggedButton(in: root)
    root.addGestureRecognizer(UIPanGestureRecognizer(target: root, action: ActionLog.panned))
    simulation.run(
      TouchScript {
        drag(
          1, from: CGPoint(x: 150, y: 120), to: CGPoint(x: 150, y: 320),
          duration: .milliseconds(100))
      })
    #expect(root.log.first == "touchCancel")
    #expect(root.log.dropFirst().first == "pan began" && root.log.last == "pan ended")
    #expect(!root.log.contains { $0.hasPrefix("button") })
    // The cancelled touch leaves the button as it was before it landed.
    #expect(!button.isHighlighted && !button.isTracking)
  }

  @Test("State, titles per state, UIAction, primary action, sendActions and removal")
  func stateAndActions() {
    let button = UIButton(type: .custom)
    #expect(button.buttonType == .custom && button.state == .normal)
    button.setTitle("Off", for: .normal)
    button.setTitle("On", for: .selected)
    button.isSelected = true
    button.isEnabled = false
    #expect(button.state == [.selected, .disabled])
    #expect(button.title(for: .highlighted) == "Off")
    button.isEnabled = true
    #expect(button.currentTitle == "On")

    var log: [String] = []
    let action = UIAction(title: "Go") { action in
      log.append("action \(action.title) \((action.sender as? UIButton) === button)")
    }
    button.addAction(action, for: [.touchUpInside, .valueChanged])
    button.sendActions(for: .valueChanged)
    button.removeAction(action, for: .valueChanged)
    button.sendActions(for: .valueChanged)
    button.sendActions(for: .touchUpInside)
    #expect(log == ["action Go true", "action Go true"])
    #expect(button.allControlEvents == .touchUpInside)

    let primary = UIButton(type: .system, primaryAction: UIAction { _ in log.append("primary") })
    primary.sendActions(for: .primaryActionTriggered)
    #expect(log.last == "primary")

    let receiver = ActionLog()
    button.addTarget(receiver, action: ActionLog.dragExit, for: [.touchDragExit, .touchCancel])
    button.removeTarget(receiver, action: ActionLog.dragExit, for: .touchCancel)
    button.sendActions(for: .touchCancel)
    button.sendActions(for: .touchDragExit)
    #expect(receiver.log == ["dragExit"])
  }

  @Test("Actions made without an identifier are numbered by their simulation, never alike")
  func actionIdentifiers() {
    let first = Simulation(windowSize: CGSize(width: 390, height: 844))
    let a = UIAction { _ in }
    let b = UIAction(title: "B") { _ in }
    let named = UIAction(identifier: UIAction.Identifier("save")) { _ in }
    #expect(
      [a, b, named].map(\.identifier.rawValue) == [
        "GestureKit.UIAction.1", "GestureKit.UIAction.2", "save",
      ])
    // Another simulation counts its own: what ran before does not change the numbers.
    let second = Simulation(windowSize: CGSize(width: 390, height: 844))
    #expect(UIAction { _ in }.identifier.rawValue == "GestureKit.UIAction.1")
    // Two unnamed actions on one control both stay; a second with one's identifier replaces it.
    let button = UIButton(type: .system)
    var log: [String] = []
    button.addAction(UIAction { _ in log.append("one") }, for: .touchUpInside)
    button.addAction(UIAction { _ in log.append("two") }, for: .touchUpInside)
    button.addAction(
      UIAction(identifier: a.identifier) { _ in log.append("three") }, for: .touchUpInside)
    button.addAction(
      UIAction(identifier: a.identifier) { _ in log.append("four") }, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(log == ["one", "two", "four"])
    withExtendedLifetime((first, second)) {}
  }

  @Test("A nil target goes up the responder chain; a disabled control is not hit")
  func responderChainAndDisabled() {
    let (simulation, root) = scene()
    let button = UIButton(frame: CGRect(x: 100, y: 100, width: 120, height: 44))
    root.addSubview(button)
    button.addTarget(nil, action: Selector(ActionLog.upOutside), for: .touchUpInside)
    simulation.run(TouchScript { tap(at: CGPoint(x: 150, y: 120)) })
    #expect(root.log == ["upOutside"])
    button.isEnabled = false
    #expect(root.hitTest(CGPoint(x: 150, y: 120), with: nil) === root)
  }

  @Test("UIImageView: sized by its image, not touchable until enabled, image frame by content mode")
  func imageView() {
    UIImage.sizesByName["photo"] = CGSize(width: 400, height: 300)
    defer { UIImage.sizesByName["photo"] = nil }
    let photo = UIImage(named: "photo")!
    #expect(photo.size == CGSize(width: 400, height: 300))
    #expect(UIImage(named: "other")!.size == CGSize(width: 100, height: 100))
    #expect(UIImage(systemName: "star")!.size == CGSize(width: 24, height: 24))
    let imageView = UIImageView(image: photo)
    #expect(imageView.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
    #expect(!imageView.isUserInteractionEnabled)
    #expect(imageView.hitTest(CGPoint(x: 10, y: 10), with: nil) == nil)
    imageView.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    imageView.contentMode = .scaleAspectFit
    #expect(imageView.imageFrame == CGRect(x: 0, y: 25, width: 200, height: 150))
    imageView.contentMode = .scaleAspectFill
    let fill = imageView.imageFrame
    #expect(abs(fill.minX + 100.0 / 3) < 1e-9 && abs(fill.width - 800.0 / 3) < 1e-9)
    #expect(fill.minY == 0 && fill.height == 200)
  }
}
