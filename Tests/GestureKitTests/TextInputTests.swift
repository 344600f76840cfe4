import Foundation
import GestureKit
import GestureScripts
import Testing

/// Logs, in one list, what a text field's delegate hears, the field's editing actions and the
/// keyboard's notifications (with the time on the simulation's clock for the "did" ones).
private final class EditingLog: NSObject, UITextFieldDelegate, UITextViewDelegate,
  UISearchBarDelegate
{
  var entries: [String] = []
  var allowsBegin = true
  var allowsEnd = true
  var rejectsDigits = false
  var returnResigns = false
  private var observers: [NSObjectProtocol] = []
  private weak var simulation: Simulation?

  init(simulation: Simulation) {
    self.simulation = simulation
    super.init()
    let names: [(Notification.Name, String)] = [
      (UIResponder.keyboardWillShowNotification, "willShow"),
      (UIResponder.keyboardDidShowNotification, "didShow"),
      (UIResponder.keyboardWillHideNotification, "willHide"),
      (UIResponder.keyboardDidHideNotification, "didHide"),
    ]
    for (name, label) in names {
      observers.append(
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
          [weak self] _ in
          MainActor.assumeIsolated {
            guard let self else { return }
            let time = self.simulation.map { String(format: "%.2f", $0.now) } ?? "?"
            self.entries.append("\(label) @\(time)")
          }
        })
    }
  }

  func stop() {
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
    observers = []
  }

  func watch(_ field: UITextField) {
    field.addTarget(self, action: EditingLog.didBegin, for: .editingDidBegin)
    field.addTarget(self, action: EditingLog.changed, for: .editingChanged)
    field.addTarget(self, action: EditingLog.didEnd, for: .editingDidEnd)
  }

  func didBegin(_ sender: UITextField) { entries.append(".editingDidBegin") }
  func changed(_ sender: UITextField) { entries.append(".editingChanged \(sender.text ?? "")") }
  func didEnd(_ sender: UITextField) { entries.append(".editingDidEnd") }
  func didEndOnExit(_ sender: UITextField) { entries.append(".editingDidEndOnExit") }

  // UITextFieldDelegate
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    entries.append("shouldBegin \(textField.isEditing)")
    return allowsBegin
  }
  func textFieldDidBeginEditing(_ textField: UITextField) {
    entries.append("didBegin first=\(textField.isFirstResponder) editing=\(textField.isEditing)")
  }
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    entries.append("shouldEnd")
    return allowsEnd
  }
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
    entries.append("didEnd \(reason) first=\(textField.isFirstResponder)")
  }
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    entries.append("shouldChange {\(range.location), \(range.length)} \"\(string)\"")
    return !(rejectsDigits && string.contains(where: \.isNumber))
  }
  func textFieldDidChangeSelection(_ textField: UITextField) {
    entries.append("selection \(textField.text ?? "")")
  }
  func textFieldShouldClear(_ textField: UITextField) -> Bool {
    entries.append("shouldClear")
    return true
  }
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    entries.append("shouldReturn")
    if returnResigns { textField.resignFirstResponder() }
    return true
  }

  // UITextViewDelegate
  func textViewDidBeginEditing(_ textView: UITextView) { entries.append("view didBegin") }
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  )
    -> Bool
  {
    entries.append(
      "view shouldChange {\(range.location), \(range.length)} \(text.debugDescription)")
    if text == "\n" {
      textView.resignFirstResponder()
      return false
    }
    return true
  }
  func textViewDidChange(_ textView: UITextView) {
    entries.append("view didChange \(textView.text!)")
  }
  func textViewDidEndEditing(_ textView: UITextView) { entries.append("view didEnd") }

  // UISearchBarDelegate
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { entries.append("bar didBegin") }
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    entries.append("bar textDidChange \(searchText)")
  }
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
    entries.append("bar search \(searchBar.text ?? "")")
    searchBar.resignFirstResponder()
  }
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { entries.append("bar cancel") }
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { entries.append("bar didEnd") }
}

/// What a keyboard notification's user info said.
private struct KeyboardInfo: Sendable {
  let begin: CGRect?
  let end: CGRect?
  let duration: Double?
  let curve: Int?
}

/// The keyboard notifications a test received.
@MainActor private final class UserInfoBox {
  var infos: [KeyboardInfo] = []
}

@MainActor
private func fieldScene(frame: CGRect = CGRect(x: 20, y: 100, width: 200, height: 34)) -> (
  Simulation, UITextField, EditingLog
) {
  let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
  let field = UITextField(frame: frame)
  simulation.window.addSubview(field)
  let log = EditingLog(simulation: simulation)
  field.delegate = log
  log.watch(field)
  return (simulation, field, log)
}

@MainActor
@Suite("Text input, the first responder and the keyboard")
struct TextInputTests {
  @Test("A tap, typing, a deletion and Return: the delegate, the actions and the keyboard in order")
  func textFieldSequence() {
    let (simulation, field, log) = fieldScene()
    defer { log.stop() }
    field.addTarget(log, action: EditingLog.didEndOnExit, for: .editingDidEndOnExit)
    #expect(!field.isFirstResponder && !simulation.keyboard.isVisible)
    simulation.run(TouchScript { tap(at: CGPoint(x: 60, y: 117)) })
    #expect(field.isFirstResponder && field.isEditing)
    simulation.typeOnKeyboard("ab")
    simulation.pressDeleteOnKeyboard()
    simulation.advance(by: 1)
    simulation.pressReturnOnKeyboard()
    simulation.advance(by: 1)
    #expect(field.text == "a")
    #expect(!field.isFirstResponder && !field.isEditing && !simulation.keyboard.isVisible)
    #expect(
      log.entries == [
        "shouldBegin false", "willShow @0.05", "didBegin first=true editing=true",
        ".editingDidBegin", "selection ", "didShow @0.30",
        "shouldChange {0, 0} \"a\"", "selection a", ".editingChanged a",
        "shouldChange {1, 0} \"b\"", "selection ab", ".editingChanged ab",
        "shouldChange {1, 1} \"\"", "selection a", ".editingChanged a",
        "shouldReturn", ".editingDidEndOnExit", "shouldEnd", "willHide @1.30",
        "didEnd committed first=false", ".editingDidEnd", "didHide @1.55",
      ])
  }

  @Test("The delegate's refusals: no begin, no change for digits, no end until forced")
  func refusals() {
    let (simulation, field, log) = fieldScene()
    defer { log.stop() }
    log.allowsBegin = false
    #expect(!field.becomeFirstResponder())
    #expect(!simulation.keyboard.isVisible)
    log.allowsBegin = true
    log.rejectsDigits = true
    log.allowsEnd = false
    #expect(field.becomeFirstResponder())
    simulation.typeOnKeyboard("a1")
    #expect(field.text == "a")
    #expect(!field.resignFirstResponder())
    #expect(!simulation.window.endEditing(false))
    #expect(field.isFirstResponder)
    #expect(simulation.window.endEditing(true))
    #expect(!field.isFirstResponder && !simulation.keyboard.isVisible)
    #expect(
      log.entries == [
        "shouldBegin false",
        "shouldBegin false", "willShow @0.00", "didBegin first=true editing=true",
        ".editingDidBegin", "selection ",
        "shouldChange {0, 0} \"a\"", "selection a", ".editingChanged a",
        "shouldChange {1, 0} \"1\"",
        "shouldEnd", "shouldEnd",
        "willHide @0.00", "didEnd committed first=false", ".editingDidEnd",
      ])
  }

  @Test("Moving from one field to another keeps the keyboard up: one show, no hide")
  func handOver() {
    let (simulation, first, log) = fieldScene()
    defer { log.stop() }
    let second = UITextField(frame: CGRect(x: 20, y: 200, width: 200, height: 34))
    simulation.window.addSubview(second)
    first.becomeFirstResponder()
    log.entries.removeAll()
    simulation.run(TouchScript { tap(at: CGPoint(x: 60, y: 217)) })
    simulation.advance(by: 1)
    #expect(second.isFirstResponder && !first.isFirstResponder && !first.isEditing)
    #expect(simulation.keyboard.isVisible)
    #expect(
      log.entries == [
        "shouldEnd", "didEnd committed first=false", ".editingDidEnd", "didShow @0.25",
      ])
    // A view that cannot become first responder takes nothing.
    #expect(!UIView().becomeFirstResponder())
  }

  @Test("The keyboard's notifications carry its frames, duration and curve; its height is ours")
  func keyboardUserInfo() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    simulation.window.addSubview(field)
    let received = UserInfoBox()
    let token = NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
    ) { note in
      let info = note.userInfo ?? [:]
      let read = KeyboardInfo(
        begin: (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue,
        end: (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
        duration: info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
        curve: info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int)
      MainActor.assumeIsolated { received.infos.append(read) }
    }
    defer { NotificationCenter.default.removeObserver(token) }
    field.becomeFirstResponder()
    #expect(received.infos.count == 1)
    let end = received.infos.first?.end
    #expect(received.infos.first?.begin == CGRect(x: 0, y: 844, width: 390, height: 336))
    #expect(end == CGRect(x: 0, y: 508, width: 390, height: 336))
    #expect(received.infos.first?.duration == 0.25)
    let curve = received.infos.first?.curve
    #expect(curve.flatMap(UIView.AnimationCurve.init(rawValue:)) == .easeInOut)
    #expect(simulation.keyboard.frame == end)
    simulation.keyboard.height = 300
    #expect(simulation.keyboard.frame == CGRect(x: 0, y: 544, width: 390, height: 300))
    #expect(SimulatedKeyboard.defaultHeight(forWindowSize: CGSize(width: 844, height: 390)) == 209)
    #expect(
      SimulatedKeyboard.defaultHeight(forWindowSize: CGSize(width: 1024, height: 1366)) == 398)
  }

  @Test("A view pinned to the keyboard layout guide rides above the keyboard and back down")
  func keyboardLayoutGuide() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    simulation.window.deviceSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let root = UIView(frame: simulation.window.bounds)
    simulation.window.addSubview(root)
    let bar = UIView()
    bar.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(bar)
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      bar.heightAnchor.constraint(equalToConstant: 44),
      bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
    ])
    let field = UITextField(frame: CGRect(x: 0, y: 100, width: 100, height: 30))
    root.addSubview(field)
    simulation.window.layoutIfNeeded()
    var tops: [CGFloat] = [bar.frame.minY]
    field.becomeFirstResponder()
    simulation.window.layoutIfNeeded()
    tops.append(bar.frame.minY)
    root.keyboardLayoutGuide.usesBottomSafeArea = false
    field.resignFirstResponder()
    simulation.window.layoutIfNeeded()
    tops.append(bar.frame.minY)
    // Above the safe area (844 - 34), above the keyboard (844 - 336), above the view's bottom.
    #expect(tops == [766, 464, 800])
    #expect(root.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 844, width: 390, height: 0))
  }

  @Test("A text view: Return arrives as a line break its delegate can refuse to end editing")
  func textView() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let view = UITextView(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
    simulation.window.addSubview(view)
    let log = EditingLog(simulation: simulation)
    defer { log.stop() }
    view.delegate = log
    simulation.run(TouchScript { tap(at: CGPoint(x: 100, y: 150)) })
    simulation.typeOnKeyboard("Hi")
    simulation.pressReturnOnKeyboard()
    #expect(view.text == "Hi" && !view.isFirstResponder)
    #expect(
      log.entries == [
        "willShow @0.05", "view didBegin", "didShow @0.30",
        "view shouldChange {0, 0} \"H\"", "view didChange H",
        "view shouldChange {1, 0} \"i\"", "view didChange Hi",
        "view shouldChange {2, 0} \"\\n\"", "willHide @0.30", "view didEnd",
      ])
  }

  @Test("A search bar: its field's editing, the search button and the cancel button")
  func searchBar() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 390, height: 56))
    bar.showsCancelButton = true
    simulation.window.addSubview(bar)
    let log = EditingLog(simulation: simulation)
    defer { log.stop() }
    bar.delegate = log
    simulation.window.layoutIfNeeded()
    #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 314, height: 36))
    simulation.run(TouchScript { tap(at: CGPoint(x: 100, y: 128)) })
    simulation.typeOnKeyboard("ok")
    simulation.pressReturnOnKeyboard()
    simulation.run(
      TouchScript(startingAt: 1) { tap(at: CGPoint(x: 360, y: 128)) })
    bar.text = "set in code"
    #expect(
      log.entries == [
        "willShow @0.05", "bar didBegin", "didShow @0.30", "bar textDidChange o",
        "bar textDidChange ok", "bar search ok", "willHide @0.30", "bar didEnd",
        "didHide @0.55", "bar cancel",
      ])
  }

  @Test("The clear button asks the delegate and empties the field as an edit")
  func clearButton() {
    let (simulation, field, log) = fieldScene()
    defer { log.stop() }
    field.text = "abc"
    field.clearButtonMode = .whileEditing
    field.becomeFirstResponder()
    log.entries.removeAll()
    simulation.tapClearButton(of: field)
    #expect(field.text == "")
    #expect(log.entries == ["shouldClear", "selection ", ".editingChanged "])
  }

  @Test("Keyboard doors with nothing to type into say so")
  func misuse() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    withKnownIssue {
      simulation.typeOnKeyboard("x")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("no text input is first responder") }
    }
    withKnownIssue {
      simulation.cancelImagePicking()
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("no UIImagePickerController shown") }
    }
  }
}

/// Records what an image picker's delegate hears, and dismisses the picker as Apple asks.
private final class PickerLog: NSObject, UIImagePickerControllerDelegate,
  UINavigationControllerDelegate
{
  var entries: [String] = []

  func imagePickerController(
    _ picker: UIImagePickerController,
    didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
  ) {
    let image = info[.editedImage] as? UIImage ?? info[.originalImage] as? UIImage
    entries.append("finish \(image?.size.width ?? 0)x\(image?.size.height ?? 0)")
    picker.dismiss(animated: true)
  }

  func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
    entries.append("cancel")
    picker.dismiss(animated: true)
  }
}

@MainActor
@Suite("UIImagePickerController")
struct ImagePickerTests {
  @Test("A presented picker tells its delegate what was picked; the delegate dismisses it")
  func pickAndCancel() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let root = UIViewController()
    simulation.window.rootViewController = root
    let log = PickerLog()
    #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
    #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
    for finish in [true, false] {
      let picker = UIImagePickerController()
      picker.sourceType = .photoLibrary
      picker.allowsEditing = true
      picker.delegate = log
      root.present(picker, animated: true)
      simulation.settle()
      #expect(simulation.shownImagePicker === picker)
      if finish {
        simulation.finishImagePicking(with: [
          .originalImage: UIImage(size: CGSize(width: 40, height: 30)),
          .editedImage: UIImage(size: CGSize(width: 30, height: 30)),
        ])
      } else {
        simulation.cancelImagePicking()
      }
      simulation.settle()
      #expect(root.presentedViewController == nil)
      #expect(simulation.shownImagePicker == nil)
    }
    #expect(log.entries == ["finish 30.0x30.0", "cancel"])
  }

  @Test("A picker shown without a delegate is dismissed at once, as Apple's delegate page says")
  func noDelegate() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let root = UIViewController()
    simulation.window.rootViewController = root
    root.present(UIImagePickerController(), animated: false)
    simulation.settle()
    #expect(root.presentedViewController == nil)
  }
}
