import GestureKit
import GestureScripts
import Testing

@testable import GestureUI

/// A sign-up form as apps write one.
struct SignUpForm: View {
  @State private var name = ""
  @State private var password = ""
  @State private var volume = 0.5
  @State private var guests = 1
  @State private var submitted: String?
  @FocusState private var nameFocused: Bool

  var body: some View {
    VStack(spacing: 10) {
      TextField("Name", text: $name)
        .focused($nameFocused)
        .onSubmit { submitted = name }
      SecureField("Password", text: $password)
      Divider()
      Slider(value: $volume, in: 0...1, step: 0.25)
      Stepper("Guests", value: $guests, in: 1...4)
      ProgressView(value: volume)
    }
  }
}

/// A counter whose identity its parent resets.
struct TapCounter: View {
  @State private var count = 0

  var body: some View {
    Button("Add") { count += 1 }
  }
}

struct ResettableCounter: View {
  @State private var generation = 0

  var body: some View {
    VStack(spacing: 20) {
      TapCounter().id(generation)
      Button("Reset") { generation += 1 }
    }
  }
}

@MainActor
@Suite("SwiftUI form controls and identity")
struct FormControlTests {
  @Test("A tap focuses a field; typed text goes to its binding; Return submits and unfocuses")
  func textFieldBinding() {
    let host = SwiftUIHost(SignUpForm())
    let name = host.frame(ofFirst: TextField<Text>.self)
    #expect(name.width == 390)
    #expect(!host.isEditingText)
    host.type("ignored")
    #expect(host.state("name", of: SignUpForm.self) == "")
    host.run { tap(at: center(name)) }
    #expect(host.state("nameFocused.storage", of: SignUpForm.self) == true)
    host.type("Adx")
    host.deleteBackward()
    host.type("a")
    #expect(host.state("name", of: SignUpForm.self) == "Ada")
    host.submit()
    #expect(host.state("submitted", of: SignUpForm.self) == Optional("Ada"))
    #expect(host.state("nameFocused.storage", of: SignUpForm.self) == false)
    #expect(!host.isEditingText)
    host.run { tap(at: center(host.frame(ofFirst: SecureField<Text>.self))) }
    host.type("pw")
    #expect(host.state("password", of: SignUpForm.self) == "pw")
    #expect(host.state("name", of: SignUpForm.self) == "Ada")
  }

  @Test("The slider is a UISlider: dragging its thumb moves the binding by steps")
  func sliderDrag() {
    let host = SwiftUIHost(SignUpForm())
    let slider = host.frame(ofFirst: Slider.self)
    #expect(slider.size == CGSize(width: 390, height: 34))
    // The thumb's centre travels from 14 to 376: 0.5 puts it at 195.
    host.run {
      drag(
        1, from: CGPoint(x: 195, y: slider.midY), to: CGPoint(x: 295, y: slider.midY),
        duration: .milliseconds(200))
    }
    // 0.5 + 100 / 362 = 0.776, to the nearest quarter.
    #expect(host.state("volume", of: SignUpForm.self) == 0.75)
  }

  @Test("The stepper is a UIStepper: a tap on its + half adds one, within the range")
  func stepperTap() {
    let host = SwiftUIHost(SignUpForm())
    let stepper = host.frame(ofFirst: StepperHost.self)
    let plus = CGPoint(x: stepper.maxX - stepper.width / 4, y: stepper.midY)
    for _ in 0..<4 { host.run { tap(at: plus) } }
    #expect(host.state("guests", of: SignUpForm.self) == 4)
    host.run { tap(at: CGPoint(x: stepper.minX + stepper.width / 4, y: stepper.midY)) }
    #expect(host.state("guests", of: SignUpForm.self) == 3)
  }

  @Test("A divider is a 1-point line across its column")
  func divider() {
    let host = SwiftUIHost(SignUpForm())
    #expect(host.frame(ofFirst: Divider.self).size == CGSize(width: 390, height: 1))
  }

  @Test(".id with a new value replaces the view: its state starts again")
  func idResetsState() {
    let host = SwiftUIHost(ResettableCounter())
    let add = host.frame(ofFirst: Button<Text>.self)
    host.run { tap(at: center(add)) }
    host.run { tap(at: center(add)) }
    #expect(host.state("count", of: TapCounter.self) == 2)
    host.run { tap(at: center(host.frame(ofFirst: Button<Text>.self, index: 1))) }
    #expect(host.state("count", of: TapCounter.self) == 0)
    host.run { tap(at: center(add)) }
    #expect(host.state("count", of: TapCounter.self) == 1)
  }
}

/// Loads on appear and again when the query changes, as screens write `task`.
@MainActor final class LoadLog {
  var loads: [String] = []
  func load(_ query: String) { loads.append(query) }
}

struct SearchResults: View {
  let log: LoadLog
  @State private var query = "a"

  var body: some View {
    Button("Next") { query += "b" }
      .task(id: query) { [query] in await log.load(query) }
  }
}

@MainActor
@Suite("SwiftUI task")
struct TaskModifierTests {
  @Test("task runs when the view appears and again when its id changes")
  func taskRunsOnAppearAndIDChange() async {
    let log = LoadLog()
    let host = SwiftUIHost(SearchResults(log: log))
    for _ in 0..<5 { await Task.yield() }
    #expect(log.loads == ["a"])
    host.run { tap(at: center(host.frame(ofFirst: Button<Text>.self))) }
    for _ in 0..<5 { await Task.yield() }
    #expect(log.loads == ["a", "ab"])
  }
}
