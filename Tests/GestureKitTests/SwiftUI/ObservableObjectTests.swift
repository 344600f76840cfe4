import GestureKit
import GestureScripts
import Testing

// SwiftUI's wrappers for Combine's ObservableObject (@StateObject, @ObservedObject,
// @EnvironmentObject) and the publishers views and controllers use with them (onReceive,
// Timer.publish, receive(on:), debounce), driven with touches and the simulation's clock.

private final class Log {
  var events: [String] = []
}

private func f(_ size: CGSize) -> String { "(\(size.width), \(size.height))" }

/// A model a drag writes.
private final class DragModel: ObservableObject {
  @Published var offset = CGSize.zero
  @Published var drops = 0
  let log: Log

  init(log: Log) {
    self.log = log
    log.events.append("DragModel.init")
  }
}

/// Shows the offset it is given in a UIKit view, logging each update.
private struct OffsetReadout: UIViewRepresentable {
  let offset: CGSize
  let log: Log

  func makeUIView(context: Context) -> UILabel { UILabel() }

  func updateUIView(_ label: UILabel, context: Context) {
    label.text = f(offset)
    log.events.append("updateUIView \(f(offset))")
  }
}

/// A square that follows the finger through a @StateObject model, with a readout of the offset.
private struct DragArea: View {
  let log: Log
  @StateObject private var model: DragModel

  init(log: Log) {
    self.log = log
    _model = StateObject(wrappedValue: DragModel(log: log))
  }

  var body: some View {
    log.events.append("body \(f(model.offset))")
    return VStack(spacing: 0) {
      Color.blue
        .frame(width: 100, height: 100)
        .offset(model.offset)
        .gesture(
          DragGesture()
            .onChanged { model.offset = $0.translation }
            .onEnded { _ in model.drops += 1 })
      OffsetReadout(offset: model.offset, log: log).frame(width: 100, height: 40)
    }
  }
}

@Suite("ObservableObject: @StateObject, @ObservedObject, @EnvironmentObject")
struct ObservableObjectTests {
  @Test("A drag writes a @Published offset: the body and updateUIView follow it frame by frame")
  func stateObjectFollowsDrag() {
    let log = Log()
    let host = SwiftUIHost(DragArea(log: log))
    // The VStack (100 × 140) is centred in 390 × 844: the square is 145...245 × 352...452.
    #expect(host.frame(ofFirst: Color.self) == CGRect(x: 145, y: 352, width: 100, height: 100))
    #expect(log.events == ["DragModel.init", "body (0.0, 0.0)", "updateUIView (0.0, 0.0)"])
    log.events.removeAll()

    host.run {
      down(1, at: CGPoint(x: 195, y: 402))
      wait(.milliseconds(16))
      move(1, to: CGPoint(x: 215, y: 402))
      wait(.milliseconds(16))
      move(1, to: CGPoint(x: 235, y: 412))
      wait(.milliseconds(16))
      up(1)
    }
    // Each change re-ran the body before the next touch frame, and the readout was updated
    // with the value; the lift added a drop and left the offset where it was.
    #expect(
      log.events == [
        "body (20.0, 0.0)", "updateUIView (20.0, 0.0)",
        "body (40.0, 10.0)", "updateUIView (40.0, 10.0)",
        "body (40.0, 10.0)",
      ])
    let model = host.state("model", of: DragArea.self, as: DragModel.self)
    #expect(model?.drops == 1)
    #expect(model?.offset == CGSize(width: 40, height: 10))
  }
}

// MARK: @ObservedObject passed down, with bindings

private final class Counter: ObservableObject {
  @Published var count = 0
  @Published var unrelated = 0
}

private struct CounterScreen: View {
  @StateObject private var counter = Counter()

  var body: some View {
    VStack(spacing: 0) {
      Color.gray.frame(width: 100, height: 100)
      CounterRow(counter: counter)
    }
  }
}

private struct CounterRow: View {
  @ObservedObject var counter: Counter

  var body: some View {
    HStack(spacing: 0) {
      Text("\(counter.count)").frame(width: 100, height: 100)
      Stepper(count: $counter.count)
    }
  }
}

/// Adds one through a binding at each tap.
private struct Stepper: View {
  @Binding var count: Int

  var body: some View {
    Color.green.frame(width: 100, height: 100).gesture(TapAction { count += 1 })
  }
}

extension ObservableObjectTests {
  @Test("@ObservedObject: $model.count is a binding; the object's changes re-run its views")
  func observedObjectPassedDown() {
    let host = SwiftUIHost(CounterScreen())
    let stepper = host.frame(ofFirst: Stepper.self)
    #expect(stepper == CGRect(x: 195, y: 422, width: 100, height: 100))
    host.tap(CGPoint(x: stepper.midX, y: stepper.midY))
    host.tap(CGPoint(x: stepper.midX, y: stepper.midY))
    let counter = host.state("counter", of: CounterScreen.self, as: Counter.self)
    #expect(counter?.count == 2)
    // Both views that hold the object ran again for each change; the stepper, given a binding
    // to the same place each time, did not.
    #expect(host.bodyCount(of: CounterScreen.self) == 3)
    #expect(host.bodyCount(of: CounterRow.self) == 3)
    #expect(host.bodyCount(of: Stepper.self) == 1)

    // Any @Published property announces a change: SwiftUI does not know which one was read.
    counter?.unrelated = 5
    host.update()
    #expect(host.bodyCount(of: CounterRow.self) == 4)
    // Nothing changed, nothing ran.
    host.update()
    #expect(host.totalBodyCount == 9)
  }
}

// MARK: @StateObject across its parent's evaluations

private final class Session: ObservableObject {
  @Published var taps = 0
  let log: Log

  init(log: Log) {
    self.log = log
    log.events.append("Session.init")
  }
}

private struct SessionParent: View {
  let log: Log
  @State private var generation = 0
  @State private var showsChild = true

  var body: some View {
    VStack(spacing: 0) {
      Text("generation \(generation)")
        .frame(width: 100, height: 100)
        .gesture(TapAction { generation += 1 })
      Color.red.frame(width: 100, height: 100).gesture(TapAction { showsChild.toggle() })
      if showsChild {
        SessionChild(log: log, generation: generation)
      }
    }
    .frame(height: 300, alignment: .top)
  }
}

private struct SessionChild: View {
  let log: Log
  let generation: Int
  @StateObject private var session: Session

  init(log: Log, generation: Int) {
    self.log = log
    self.generation = generation
    _session = StateObject(wrappedValue: Session(log: log))
  }

  var body: some View {
    log.events.append("child generation \(generation) taps \(session.taps)")
    return Color.blue.frame(width: 100, height: 100).gesture(TapAction { session.taps += 1 })
  }
}

extension ObservableObjectTests {
  @Test("@StateObject is made once per identity: it survives its parent's bodies, not removal")
  func stateObjectSurvivesParent() {
    let log = Log()
    let host = SwiftUIHost(SessionParent(log: log))
    // The column of three 100-point squares is centred: 145...245 × 272...572.
    let generation = CGPoint(x: 195, y: 322)
    let toggle = CGPoint(x: 195, y: 422)
    let child = CGPoint(x: 195, y: 522)
    host.tap(child)
    host.tap(generation)
    host.tap(child)
    host.tap(generation)
    #expect(
      log.events == [
        "Session.init", "child generation 0 taps 0", "child generation 0 taps 1",
        "child generation 1 taps 1", "child generation 1 taps 2", "child generation 2 taps 2",
      ])
    log.events.removeAll()
    // Removed and shown again: a new identity, so a new object.
    host.tap(toggle)
    host.tap(toggle)
    #expect(log.events == ["Session.init", "child generation 2 taps 0"])
  }
}

// MARK: @EnvironmentObject

private final class Settings: ObservableObject {
  @Published var isCompact = false
}

private struct SettingsRoot: View {
  var body: some View {
    SettingsMiddle()
  }
}

private struct SettingsMiddle: View {
  var body: some View {
    VStack(spacing: 0) {
      Color.gray.frame(width: 100, height: 100)
      SettingsLeaf()
    }
  }
}

private struct SettingsLeaf: View {
  @EnvironmentObject var settings: Settings

  var body: some View {
    Color.orange
      .frame(width: 100, height: settings.isCompact ? 50 : 100)
      .gesture(TapAction { settings.isCompact.toggle() })
  }
}

extension ObservableObjectTests {
  @Test("@EnvironmentObject: read two levels below environmentObject(_:), re-run on changes")
  func environmentObjectTwoLevelsDown() {
    let settings = Settings()
    let host = SwiftUIHost(SettingsRoot().environmentObject(settings))
    #expect(
      host.frame(ofFirst: SettingsLeaf.self) == CGRect(x: 145, y: 422, width: 100, height: 100))
    host.tap(centerOf: SettingsLeaf.self)
    #expect(settings.isCompact)
    #expect(
      host.frame(ofFirst: SettingsLeaf.self) == CGRect(x: 145, y: 447, width: 100, height: 50))
    // Only the view that holds the object ran again.
    #expect(host.bodyCount(of: SettingsLeaf.self) == 2)
    #expect(host.bodyCount(of: SettingsMiddle.self) == 1)
    #expect(host.bodyCount(of: SettingsRoot.self) == 1)
  }

  @Test("A missing environment object is reported in SwiftUI's words, and the view is empty")
  func missingEnvironmentObject() {
    var host: SwiftUIHost?
    withKnownIssue {
      host = SwiftUIHost(SettingsRoot())
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains(
          "No ObservableObject of type Settings found. A View.environmentObject(_:) for "
            + "Settings may be missing as an ancestor of this view.")
      }
    }
    #expect(host?.contains(Color.self, index: 1) == false)
    #expect(host?.frame(ofFirst: Color.self) == CGRect(x: 145, y: 372, width: 100, height: 100))
  }
}

// MARK: Publishers on the simulation's clock

private struct Ticker: View {
  let log: Log
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  @State private var ticks = 0

  var body: some View {
    log.events.append("body \(ticks)")
    return Text("\(ticks)")
      .frame(width: 100, height: 100)
      .onReceive(timer) { date in
        log.events.append("tick at \(date.timeIntervalSinceReferenceDate)")
        ticks += 1
      }
  }
}

private struct TickerHost: View {
  let log: Log
  @State private var shows = true

  var body: some View {
    VStack(spacing: 0) {
      Color.red.frame(width: 100, height: 100).gesture(TapAction { shows = false })
      if shows { Ticker(log: log) }
    }
  }
}

extension ObservableObjectTests {
  @Test("onReceive(Timer.publish(…).autoconnect()) ticks on the clock until the view leaves")
  func timerPublisherTicks() {
    let log = Log()
    let host = SwiftUIHost(TickerHost(log: log))
    host.advance(by: 2.5)
    // A timer's action writes state at once; the body runs in the update pass that comes
    // before the next deadline (and after the clock moved), as at each turn of iOS's run loop.
    #expect(log.events == ["body 0", "tick at 1.0", "body 1", "tick at 2.0", "body 2"])
    log.events.removeAll()
    host.advance(by: 1)
    // The tap at 3.5 s removes the ticker in the update pass after it, which cancels the
    // subscription and so the timer. (Not settled: settling would fire the timer's next tick
    // before that pass.)
    host.run(settle: false) {
      down(1, at: CGPoint(x: 195, y: 372))
      up(1)
    }
    host.advance(by: 5)
    #expect(log.events == ["tick at 3.0", "body 3"])
  }

  @Test("receive(on:) and debounce on DispatchQueue.main and RunLoop.main run on the clock")
  func schedulersOnTheClock() {
    let simulation = Simulation()
    let subject = PassthroughSubject<String, Never>()
    var received: [String] = []
    var cancellables = Set<AnyCancellable>()
    subject
      .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
      .sink { received.append("debounced \($0) at \(simulation.now)") }
      .store(in: &cancellables)
    subject
      .receive(on: RunLoop.main)
      .sink { received.append("run loop \($0) at \(simulation.now)") }
      .store(in: &cancellables)
    subject.send("a")
    simulation.advance(by: 0.1)
    subject.send("b")
    simulation.advance(by: 0.5)
    subject.send("c")
    simulation.settle()
    // RunLoop.main's work runs at the next turn: when the clock next moves, at the time it was
    // scheduled. The debounce's deadlines are on the clock too; "a"'s was superseded by "b".
    #expect(
      received == [
        "run loop a at 0.0", "run loop b at 0.1", "debounced b at 0.4", "run loop c at 0.6",
        "debounced c at 0.9",
      ])
    #expect(DispatchQueue.main.now.dispatchTime.uptimeNanoseconds == 900_000_000)
    #expect(RunLoop.main.now.date.timeIntervalSinceReferenceDate == 0.9)
  }
}

// MARK: Combine's surface through GestureKit

private final class Profile: ObservableObject {
  @Published var name = ""
  @Published var greeting = ""
}

extension ObservableObjectTests {
  @Test(
    "import GestureKit gives Combine: subjects, Just, operators, assign(to:on:), assign(to: &$…)")
  func combineSurface() {
    let profile = Profile()
    let label = UILabel()
    let names = CurrentValueSubject<String, Never>("Ada")
    var cancellables = Set<AnyCancellable>()
    names.assign(to: \.name, on: profile).store(in: &cancellables)
    profile.$name.map { "Hello, \($0)" }.assign(to: &profile.$greeting)
    profile.$greeting.map(Optional.some).assign(to: \.text, on: label).store(in: &cancellables)
    var willChange = 0
    profile.objectWillChange.sink { willChange += 1 }.store(in: &cancellables)
    names.send("Grace")
    #expect(profile.name == "Grace")
    #expect(label.text == "Hello, Grace")
    #expect(willChange == 2)  // name, then greeting

    var sums: [Int] = []
    Just(20).map { $0 + 5 }.sink { sums.append($0) }.store(in: &cancellables)
    names.map(\.count).dropFirst().sink { sums.append($0) }.store(in: &cancellables)
    names.send("Lin")
    let events = PassthroughSubject<Int, Never>()
    events.filter { $0.isMultiple(of: 2) }.sink { sums.append($0) }.store(in: &cancellables)
    events.send(3)
    events.send(4)
    cancellables.removeAll()
    events.send(6)
    #expect(sums == [25, 3, 4])
  }
}
