import GestureKit
import GestureScripts
import Testing

// Drives the corpus's ring menu: path hit-testing, a stack of label, slider and switch.

@MainActor
@Suite("iOS gesture corpus: shapes, stacks and value controls")
struct ShapeViewsBehaviourTests {
  @Test("Taps pick ring segments by their paths, fall through the hole; the slider and switch work")
  func ringMenu() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let background = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    simulation.window.addSubview(background)
    let menu = RingMenuView(frame: CGRect(x: 45, y: 100, width: 300, height: 500))
    simulation.window.addSubview(menu)
    simulation.window.layoutIfNeeded()
    // The ring: center (195, 250) in the window, radii 150 and 110.
    #expect(menu.segmentLayers[0].path == menu.segmentPaths[0].cgPath)
    simulation.run(TouchScript { tap(at: point(195, 385)) })  // below the center: segment 1
    #expect(menu.selectedSegment == 1)
    #expect(menu.segmentLayers[1].fillColor == UIColor.systemRed.cgColor)
    simulation.run(TouchScript(startingAt: 1) { tap(at: point(195, 250)) })  // the hole
    #expect(menu.selectedSegment == 1)
    #expect(simulation.window.hitTest(point(195, 250), with: nil) === background)
    simulation.run(TouchScript(startingAt: 2) { tap(at: point(60, 250)) })  // left: segment 2
    #expect(menu.selectedSegment == 2)

    // The stack below the ring, 300 by 180 at y 320 in the menu, equal spacing (42.5 apart):
    // label 24 high at 0, slider 40 high at 66.5, switch 31 high at 149.
    #expect(menu.titleLabel.frame == CGRect(x: 120, y: 0, width: 60, height: 24))
    #expect(menu.volumeSlider.frame == CGRect(x: 36, y: 66.5, width: 228, height: 40))
    #expect(menu.muteSwitch.frame == CGRect(x: 124.5, y: 149, width: 51, height: 31))
    // Slider in the window: x 81 to 309, thumb center from 95 to 295, middle at y 506.5.
    simulation.run(
      TouchScript(startingAt: 3) {
        drag(1, from: point(95, 506.5), to: point(195, 506.5), duration: .milliseconds(100))
      })
    #expect(menu.volumeSlider.value == 5 && menu.volumeChanges.last == 5)
    // The switch (169.5 to 220.5, 569 to 600) keeps its tap from the menu's tap recognizer.
    simulation.run(TouchScript(startingAt: 4) { tap(at: point(195, 584)) })
    #expect(menu.muteSwitch.isOn && menu.selectedSegment == 2)
  }
}
