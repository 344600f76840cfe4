import Foundation
import GestureKit
import GestureScripts
import Testing

// The bridging skill's keyboard handling with SwiftUI's own fields (Part 3, "Keyboard Handling
// in Hybrid Layouts"), and Part 4's `draw(_:)` observation tracking.

/// Logs the keyboard's notifications (the end frame's top and the duration of the "will"
/// ones, the clock's time of the "did" ones) and what a test adds, in one list.
@MainActor private final class KeyboardLog {
  var entries: [String] = []
  private var observers: [NSObjectProtocol] = []

  /// The simulation whose clock the "did" entries read.
  weak var simulation: Simulation?

  init() {
    let names: [(Notification.Name, String)] = [
      (UIResponder.keyboardWillShowNotification, "willShow"),
      (UIResponder.keyboardDidShowNotification, "didShow"),
      (UIResponder.keyboardWillHideNotification, "willHide"),
      (UIResponder.keyboardDidHideNotification, "didHide"),
    ]
    for (name, label) in names {
      observers.append(
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
          [weak self] note in
          let top = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?
            .cgRectValue.minY
          let duration =
            (note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?
            .doubleValue
          MainActor.assumeIsolated {
            guard let self else { return }
            if label.hasPrefix("will") {
              self.entries.append(
                "\(label) top \(top.map { "\(Int($0))" } ?? "?") in \(duration ?? -1)")
            } else {
              self.entries.append(
                "\(label) @\(String(format: "%.2f", self.simulation?.now ?? -1))")
            }
          }
        })
    }
  }

  func stop() {
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
    observers = []
  }
}

/// A form with SwiftUI's three text controls, a focus state and buttons that move it.
private struct NoteForm: View {
  enum Field: Hashable { case title, secret, body }
  @State var title = ""
  @State var secret = ""
  @State var notes = ""
  @State var submitted: [String] = []
  @FocusState var focus: Field?
  /// Told each focus change (a test's log).
  var onFocus: (Field?) -> Void = { _ in }

  var body: some View {
    VStack(spacing: 0) {
      TextField("Title", text: $title)
        .focused($focus, equals: .title)
        .onSubmit { submitted.append(title) }
        .frame(height: 44)
      SecureField("Password", text: $secret)
        .focused($focus, equals: .secret)
        .frame(height: 44)
      TextEditor(text: $notes)
        .focused($focus, equals: .body)
        .frame(height: 100)
      Button("Edit notes") { focus = .body }
        .frame(height: 44)
      Button("Done") { focus = nil }
        .frame(height: 44)
    }
    .onChange(of: focus) { _, new in onFocus(new) }
  }
}

/// The seed's fragment, in the controller the bridging skill's text implies: a hosted SwiftUI
/// form whose bottom is held above the keyboard, and a UIKit field above the form.
private final class HybridFormController: UIViewController {
  let hostingController: UIHostingController<NoteForm>
  let field = UITextField(frame: CGRect(x: 20, y: 60, width: 200, height: 34))

  init(form: NoteForm = NoteForm()) {
    hostingController = UIHostingController(rootView: form)
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("not archived")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(hostingController)
    view.addSubview(hostingController.view)
    hostingController.didMove(toParent: self)
    hostingController.view.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      hostingController.view.topAnchor.constraint(equalTo: view.topAnchor),
      hostingController.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      hostingController.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
    // Constrain the hosting controller's view above the keyboard (the seed, as written)
    hostingController.view.bottomAnchor.constraint(
      equalTo: view.keyboardLayoutGuide.topAnchor
    ).isActive = true
    view.addSubview(field)
  }
}

/// A note form whose focus changes and keyboard notifications go to one log, in the host
/// `makeHost` makes for it.
@MainActor private func loggedForm(in makeHost: (NoteForm) -> SwiftUIHost) -> (
  SwiftUIHost, KeyboardLog
) {
  let log = KeyboardLog()
  var form = NoteForm()
  form.onFocus = { [weak log] in log?.entries.append("focus \(describe($0))") }
  let host = makeHost(form)
  log.simulation = host.simulation
  return (host, log)
}

/// A focus value as the logs write it.
private func describe(_ focus: NoteForm.Field?) -> String {
  focus.map { "\($0)" } ?? "none"
}

/// uikit-swiftui-bridging-skill.md, Part 4, "@Observable as the Shared Model Layer": the
/// seed's model and a view whose `draw(_:)` reads it (the table's `draw(_:)` row).
enum DrawingSeed {
  /// The seed's model, as written (kept in `ObservationSeed`).
  typealias AppState = ObservationSeed.AppState

  /// Draws one bar per item; records each `draw(_:)` with the rectangle and what it read.
  final class ItemBarsView: UIView {
    let appState: AppState
    var draws: [String] = []

    init(appState: AppState) {
      self.appState = appState
      super.init(frame: CGRect(x: 0, y: 100, width: 200, height: 50))
    }

    required init?(coder: NSCoder) {
      fatalError("not archived")
    }

    override func draw(_ rect: CGRect) {
      let count = appState.itemCount
      draws.append("\(Int(rect.width))x\(Int(rect.height)): \(count)")
      UIColor.systemBlue.setFill()
      for index in 0..<count {
        UIBezierPath(rect: CGRect(x: CGFloat(index) * 20, y: 0, width: 10, height: 50)).fill()
      }
    }
  }
}

extension SeedExamplesTests {
  @Test(
    "bridging-skill Part 3: Keyboard Handling — a tapped SwiftUI TextField raises the keyboard, Return submits and hides it"
  )
  func swiftUIFieldRaisesKeyboard() {
    let (host, log) = loggedForm { SwiftUIHost($0) }
    defer { log.stop() }
    host.run { tap(at: center(host.frame(ofFirst: TextField<Text>.self))) }
    host.advance(by: 1)
    host.type("Hi")
    log.entries.append("title \(host.state("title", of: NoteForm.self, as: String.self) ?? "?")")
    host.submit()
    log.entries.append(
      "submitted \(host.state("submitted", of: NoteForm.self, as: [String].self) ?? [])")
    host.advance(by: 1)
    #expect(!host.simulation.keyboard.isVisible)
    #expect(
      log.entries == [
        "willShow top 508 in 0.25",
        "focus title",
        "didShow @0.30",
        "title Hi",
        "willHide top 844 in 0.25",
        "focus none",
        "submitted [\"Hi\"]",
        "didHide @1.55",
      ])
  }

  @Test(
    "bridging-skill Part 3: Keyboard Handling — @FocusState moves the keyboard between SwiftUI fields without hiding it, and clearing it hides it"
  )
  func focusStateDrivesKeyboard() {
    let (host, log) = loggedForm { SwiftUIHost($0) }
    defer { log.stop() }
    let edit = host.frame(ofFirst: Button<Text>.self)
    let done = host.frame(ofFirst: Button<Text>.self, index: 1)
    host.run { tap(at: center(edit)) }  // "Edit notes": focus = .body
    log.entries.append("first responder \(host.simulation.textInputResponder != nil)")
    host.advance(by: 1)
    host.type("a")
    host.submit()  // Return in a text editor types a new line and keeps the focus
    host.type("b")
    log.entries.append("notes \(host.state("notes", of: NoteForm.self, as: String.self) ?? "?")")
    host.run { tap(at: center(host.frame(ofFirst: SecureField<Text>.self))) }
    host.type("pw")
    log.entries.append("secret \(host.state("secret", of: NoteForm.self, as: String.self) ?? "?")")
    host.run { tap(at: center(done)) }  // "Done": focus = nil
    log.entries.append("first responder \(host.simulation.textInputResponder != nil)")
    host.advance(by: 1)
    #expect(
      log.entries == [
        "focus body",
        "willShow top 508 in 0.25",
        "didShow @0.30",
        "first responder true",
        "notes a\nb",
        "focus secret",
        "secret pw",
        "focus none",
        "willHide top 844 in 0.25",
        "didHide @2.65",
        "first responder false",
      ])
  }

  @Test(
    "bridging-skill Part 3: Keyboard Handling — the hosted SwiftUI form's bottom follows view.keyboardLayoutGuide while its field is focused"
  )
  func hostedSwiftUIFieldFollowsKeyboardGuide() {
    let controller = HybridFormController()
    let host = SwiftUIHost(rootViewController: controller)
    var seen = ["\(controller.hostingController.view.frame.maxY), \(host.isEditingText)"]
    host.run { tap(at: center(host.frame(ofFirst: TextField<Text>.self))) }
    host.advance(by: 1)
    seen.append("\(controller.hostingController.view.frame.maxY), \(host.isEditingText)")
    host.simulation.window.endEditing(true)
    host.advance(by: 1)
    seen.append("\(controller.hostingController.view.frame.maxY), \(host.isEditingText)")
    #expect(seen == ["844.0, false", "508.0, true", "844.0, false"])
  }

  @Test(
    "bridging-skill Part 3: Keyboard Handling — a UIKit text field taking over from a SwiftUI field keeps the keyboard up and ends the SwiftUI focus"
  )
  func uiKitFieldTakesOverFromSwiftUIField() {
    var controller: HybridFormController!
    let (host, log) = loggedForm {
      controller = HybridFormController(form: $0)
      return SwiftUIHost(rootViewController: controller)
    }
    defer { log.stop() }
    host.run { tap(at: center(host.frame(ofFirst: TextField<Text>.self))) }
    host.advance(by: 1)
    host.run { tap(at: controller.field.center) }
    log.entries.append("UIKit field first responder \(controller.field.isFirstResponder)")
    host.type("x")
    log.entries.append("field \(controller.field.text ?? "")")
    host.run { tap(at: center(host.frame(ofFirst: SecureField<Text>.self))) }
    log.entries.append("UIKit field first responder \(controller.field.isFirstResponder)")
    #expect(
      log.entries == [
        "willShow top 508 in 0.25",
        "focus title",
        "didShow @0.30",
        "focus none",
        "UIKit field first responder true",
        "field x",
        "focus secret",
        "UIKit field first responder false",
      ])
  }

  @Test(
    "bridging-skill Part 4: @Observable — draw(_:) re-runs once for a change of a property it read, before the next input, not for others"
  )
  func drawTrackedByObservation() {
    let appState = DrawingSeed.AppState()
    appState.itemCount = 2
    let bars = DrawingSeed.ItemBarsView(appState: appState)
    let controller = UIViewController()
    controller.view.addSubview(bars)
    let host = SwiftUIHost(rootViewController: controller)
    var seen: [String] = []
    func record(_ label: String) {
      seen.append("\(label): \(bars.draws)")
      bars.draws = []
    }
    record("first layout")
    #expect(bars.lastDrawing.count == 2)
    appState.itemCount = 3
    record("before the pass")
    host.update()
    record("after itemCount")
    appState.userName = "Ada"  // not read in draw(_:)
    host.update()
    record("after userName")
    bars.setNeedsDisplay(CGRect(x: 0, y: 0, width: 20, height: 10))
    bars.setNeedsDisplay(CGRect(x: 40, y: 0, width: 20, height: 10))
    host.update()
    record("after two setNeedsDisplay(_:)")
    #expect(bars.lastDrawing.count == 3)
    #expect(
      seen == [
        "first layout: [\"200x50: 2\"]",
        "before the pass: []",
        "after itemCount: [\"200x50: 3\"]",
        "after userName: []",
        "after two setNeedsDisplay(_:): [\"60x10: 3\"]",
      ])
  }
}
