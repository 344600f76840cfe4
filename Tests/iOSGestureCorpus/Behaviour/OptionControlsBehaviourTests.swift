import GestureKit
import GestureScripts
import Testing

// Drives the corpus's booking options screen the way its iOS project uses it.

@MainActor
@Suite("iOS gesture corpus: segmented control and stepper")
struct OptionControlsBehaviourTests {
  private func optionsScene() -> (Simulation, BookingOptionsViewController) {
    let screen = BookingOptionsViewController()
    return (simulation(root: screen), screen)
  }

  @Test("A segment tapped is selected once; a disabled one and the selected one send nothing")
  func segments() {
    let (simulation, screen) = optionsScene()
    let control = screen.roomControl
    // "Single" and "Double" are 6 characters of 6.5 pt, plus 24: three 63 pt segments.
    #expect(control.frame == CGRect(x: 20, y: 120, width: 189, height: 32))
    // The disabled suite, then the selected single room: nothing.
    simulation.run(TouchScript { tap(at: point(180, 136)) })
    simulation.run(TouchScript(startingAt: 1) { tap(at: point(50, 136)) })
    #expect(screen.roomChanges == [] && control.selectedSegmentIndex == 0)
    simulation.run(TouchScript(startingAt: 2) { tap(at: point(110, 136)) })
    #expect(screen.roomChanges == [1] && control.selectedSegmentIndex == 1)
    // Choosing a room enabled the suite.
    simulation.run(TouchScript(startingAt: 3) { tap(at: point(180, 136)) })
    #expect(screen.roomChanges == [1, 2] && control.selectedSegmentIndex == 2)
    // None of those taps reached the background's tap recognizer; a tap beside them does.
    #expect(screen.backgroundTaps == 0)
    simulation.run(TouchScript(startingAt: 4) { tap(at: point(300, 500)) })
    #expect(screen.backgroundTaps == 1)
  }

  @Test("A stepper steps once per tap on a half, and repeats while held, within its limits")
  func stepper() {
    let (simulation, screen) = optionsScene()
    let stepper = screen.guestStepper
    #expect(stepper.frame == CGRect(x: 20, y: 200, width: 94, height: 32))
    #expect(screen.guestLabel.text == "2 guests")
    simulation.run(TouchScript { tap(at: point(100, 216)) })
    #expect(screen.guests == 3 && screen.guestLabel.text == "3 guests")
    // Held on the plus for 0.75 s: a step at once, then at 0.5, 0.6 and 0.7 s, stopping at 6.
    simulation.run(
      TouchScript(startingAt: 1) {
        down(1, at: point(100, 216))
        wait(seconds: 0.75)
        up(1)
      })
    #expect(screen.guests == 6 && screen.guestLabel.text == "6 guests")
    // Held on the minus for 0.55 s: two steps.
    simulation.run(
      TouchScript(startingAt: 3) {
        down(1, at: point(30, 216))
        wait(seconds: 0.55)
        up(1)
      })
    #expect(screen.guests == 4 && screen.backgroundTaps == 0)
    // Choosing the single room sets one guest.
    simulation.run(TouchScript(startingAt: 5) { tap(at: point(110, 136)) })
    simulation.run(TouchScript(startingAt: 6) { tap(at: point(50, 136)) })
    #expect(screen.roomChanges == [1, 0] && screen.guests == 1)
    #expect(screen.guestLabel.text == "1 guest")
  }
}
