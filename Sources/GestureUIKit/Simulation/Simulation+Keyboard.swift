import Foundation
import GestureCore

/// The keyboard's test doors: typing, deleting and Return, sent to whatever is the window's
/// first responder, as the system keyboard sends keys (UIKit's `UIKeyInput`). A UIKit text
/// field, text view or search bar is first responder after a tap on it or
/// `becomeFirstResponder()`; GestureUI's `SwiftUIHost.type(_:)` uses these doors too when a
/// UIKit text input is first responder, and SwiftUI's own `TextField` otherwise.
///
///     simulation.run { tap(at: field.center) }
///     simulation.typeOnKeyboard("Hi")       // two characters, one at a time
///     simulation.pressDeleteOnKeyboard()
///     simulation.pressReturnOnKeyboard()
///
/// The names are GestureKit's own, so that they cannot be mistaken for UIKit API. Using a door
/// while nothing takes text reports a `GestureProblem` (`testDoorMisuse`): the keys would go
/// nowhere.
extension Simulation {
  /// The window's keyboard: whether it is up, its frame, and its height to override.
  public var keyboard: SimulatedKeyboard { window.keyboard }

  /// The first responder of the window, if it takes typed text.
  public var textInputResponder: (any UIKeyInput)? {
    window.firstResponder as? any UIKeyInput
  }

  /// Types `text` into the first responder, one character at a time (`"\n"` is Return), then
  /// runs the update pass.
  public func typeOnKeyboard(_ text: String) {
    guard let input = keyInput(for: "type \(String(reflecting: text))") else { return }
    for character in text {
      // A key may end editing (Return) or move the first responder.
      guard window.firstResponder === input else { break }
      input.insertText(String(character))
    }
    runUpdatePass()
  }

  /// Presses the delete key once: the first responder's `deleteBackward()`.
  public func pressDeleteOnKeyboard() {
    keyInput(for: "press delete")?.deleteBackward()
    runUpdatePass()
  }

  /// Presses Return: `"\n"` to the first responder (a text field asks its delegate's
  /// `textFieldShouldReturn(_:)`, a search bar calls `searchBarSearchButtonClicked(_:)`).
  public func pressReturnOnKeyboard() {
    keyInput(for: "press Return")?.insertText("\n")
    runUpdatePass()
  }

  /// Taps `field`'s clear button, which must be showing (its `clearButtonMode`): the delegate's
  /// `textFieldShouldClear(_:)` decides, and the text empties as an edit.
  public func tapClearButton(of field: UITextField) {
    guard field.showsClearButton else {
      GestureProblems.report(
        GestureProblem(
          kind: .testDoorMisuse,
          message: "GestureKit: tapClearButton(of:) on a text field whose clearButtonMode "
            + "(\(field.clearButtonMode)) does not show the button now; set clearButtonMode"))
      return
    }
    field.clearButtonTapped()
    runUpdatePass()
  }

  private func keyInput(for what: String) -> (any UIKeyInput)? {
    if let input = textInputResponder { return input }
    GestureProblems.report(
      GestureProblem(
        kind: .testDoorMisuse,
        message: "GestureKit: cannot \(what) on the keyboard: no text input is first responder "
          + "(tap a text field or call becomeFirstResponder() first)"))
    return nil
  }
}
