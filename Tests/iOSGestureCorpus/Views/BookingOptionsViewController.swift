#if canImport(UIKit)
  import UIKit
#else
  import GestureKit
#endif

/// A booking options screen: a segmented control for the room type, a stepper for the number
/// of guests with a label that follows it, and a tap on the background that ends editing (a
/// one-finger tap recognizer on the root view, which the controls keep their taps from).
final class BookingOptionsViewController: UIViewController {
  let roomControl = UISegmentedControl(items: ["Single", "Double", "Suite"])
  let guestStepper = UIStepper()
  let guestLabel = UILabel()
  private(set) var roomChanges: [Int] = []
  private(set) var backgroundTaps = 0

  var guests: Int { Int(guestStepper.value) }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    roomControl.selectedSegmentIndex = 0
    roomControl.setEnabled(false, forSegmentAt: 2)
    roomControl.frame.origin = CGPoint(x: 20, y: 120)
    roomControl.addTarget(
      self, action: BookingOptionsViewController.roomChanged, for: .valueChanged)
    view.addSubview(roomControl)

    guestStepper.minimumValue = 1
    guestStepper.maximumValue = 6
    guestStepper.value = 2
    guestStepper.frame.origin = CGPoint(x: 20, y: 200)
    guestStepper.addTarget(
      self, action: BookingOptionsViewController.guestsChanged, for: .valueChanged)
    view.addSubview(guestStepper)

    guestLabel.frame = CGRect(x: 130, y: 200, width: 200, height: 32)
    view.addSubview(guestLabel)
    updateGuestLabel()

    let tap = UITapGestureRecognizer(
      target: self, action: BookingOptionsViewController.backgroundTapped)
    view.addGestureRecognizer(tap)
  }

  private func roomChanged(_ sender: UISegmentedControl) {
    roomChanges.append(sender.selectedSegmentIndex)
    // Suites sleep at least two.
    roomControl.setEnabled(true, forSegmentAt: 2)
    if sender.titleForSegment(at: sender.selectedSegmentIndex) == "Single" {
      guestStepper.value = 1
      updateGuestLabel()
    }
  }

  private func guestsChanged(_ sender: UIStepper) {
    updateGuestLabel()
  }

  private func updateGuestLabel() {
    guestLabel.text = guests == 1 ? "1 guest" : "\(guests) guests"
    guestLabel.accessibilityValue = guestLabel.text
  }

  private func backgroundTapped() {
    backgroundTaps += 1
    view.endEditing(true)
  }
}
