import GestureKit
import GestureScripts
import Testing

@testable import GestureUI

/// A window of 400 × 400 points showing `view` in a hosting controller, as an app's root.
@MainActor
func hosted(_ view: some View) -> Simulation {
  let simulation = Simulation(windowSize: CGSize(width: 400, height: 400))
  simulation.window.rootViewController = UIHostingController(rootView: view)
  return simulation
}

/// A 100 × 100 red square with a tap in the middle of a 200 × 200 blue one, each with its own
/// gesture: the blue one's with the priority under test.
struct NestedSquares: View {
  let log: CallbackLog
  let priority: GesturePriority

  var body: some View {
    let inner = ZStack {
      Color.blue.frame(width: 200, height: 200)
      Color.red.frame(width: 100, height: 100).onTapGesture { log.add("inner") }
    }
    let outer = TapGesture().onEnded { log.add("outer") }
    switch priority {
    case .normal: inner.gesture(outer)
    case .high: inner.highPriorityGesture(outer)
    case .simultaneous: inner.simultaneousGesture(outer)
    }
  }
}

@Test(
  "Views: a child's onTapGesture beats gesture(_:), loses to highPriorityGesture, runs with simultaneousGesture",
  arguments: [
    (GesturePriority.normal, ["inner"]), (.high, ["outer"]), (.simultaneous, ["inner", "outer"]),
  ])
func nestedViewPrecedence(priority: GesturePriority, expected: [String]) {
  let log = CallbackLog()
  let simulation = hosted(NestedSquares(log: log, priority: priority))
  simulation.run(TouchScript { tap(at: pt(200, 200)) })
  #expect(log.take() == expected)
  // Outside the red square only the blue one's gesture is under the finger.
  simulation.run(TouchScript(startingAt: 2) { tap(at: pt(120, 120)) })
  #expect(log.take() == ["outer"])
}

struct TapKinds: View {
  let log: CallbackLog

  var body: some View {
    Color.green.frame(width: 200, height: 200)
      .onTapGesture { log.add("single") }
      .onTapGesture(count: 2) { log.add("double") }
      .onTapGesture(count: 3, coordinateSpace: .global) { log.add("triple at \(f($0))") }
  }
}

@Test("Views: onTapGesture's counts wait for each other, and the location form reports its space")
func viewTapCounts() {
  let log = CallbackLog()
  let simulation = hosted(TapKinds(log: log))
  simulation.run(TouchScript { tap(at: pt(200, 200)) })
  #expect(log.take() == ["single"])
  simulation.run(TouchScript(startingAt: 2) { tap(at: pt(200, 200), taps: 2) })
  #expect(log.take() == ["double"])
  simulation.run(TouchScript(startingAt: 4) { tap(at: pt(210, 190), taps: 3) })
  #expect(log.take() == ["triple at (210.0, 190.0)"])
  // Transcripts name the element by the view it stands for and the view whose body made it.
  #expect(simulation.transcript.last?.view == "TapKinds/Color")
}

struct PressButton: View {
  let log: CallbackLog

  var body: some View {
    Circle().frame(width: 100, height: 100)
      .onLongPressGesture(minimumDuration: 1) {
        log.add("perform")
      } onPressingChanged: {
        log.add("pressing \($0)")
      }
  }
}

@Test(
  "Views: onLongPressGesture reports pressing at touch-down and false before perform, or at a failure",
  arguments: [
    (1.2, ["pressing true", "pressing false", "perform"]),
    (0.5, ["pressing true", "pressing false"]),
  ])
func viewLongPress(hold: Double, expected: [String]) {
  let log = CallbackLog()
  let simulation = hosted(PressButton(log: log))
  simulation.run(
    TouchScript {
      down(1, at: pt(200, 200))
      wait(seconds: hold)
      up(1)
    })
  #expect(log.take() == expected)
}

/// A card that follows the finger with a `@GestureState` offset and logs each body.
struct DraggedCard: View {
  let log: CallbackLog
  @GestureState private var offset = CGSize.zero

  var body: some View {
    log.add("body \(f(offset))")
    return RoundedRectangle(cornerRadius: 8).frame(width: 100, height: 100)
      .offset(offset)
      .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
  }
}

@Test("Views: @GestureState re-runs the body as the drag writes it, and resets at the end")
func viewGestureState() {
  let log = CallbackLog()
  let simulation = hosted(DraggedCard(log: log))
  simulation.run(
    TouchScript {
      down(1, at: pt(200, 200))
      wait(.milliseconds(16))
      move(1, to: pt(220, 200))
      wait(.milliseconds(16))
      move(1, to: pt(240, 210))
      wait(.milliseconds(16))
      up(1)
      wait(.milliseconds(16))
    })
  simulation.advance(by: 0.1)
  #expect(
    log.take() == ["body (0.0, 0.0)", "body (20.0, 0.0)", "body (40.0, 10.0)", "body (0.0, 0.0)"])
}

/// A counter whose taps play feedback three ways: always, on even counts only, and by direction.
struct FeedbackCounter: View {
  @State private var count = 0

  var body: some View {
    Color.gray
      .frame(width: 100, height: 100)
      .onTapGesture { count += 1 }
      .sensoryFeedback(.selection, trigger: count)
      .sensoryFeedback(.success, trigger: count) { _, new in new.isMultiple(of: 2) }
      .sensoryFeedback(trigger: count) { old, new in new > old ? .increase : nil }
      .transaction { $0.animation = nil }
  }
}

@Test("sensoryFeedback plays on a trigger's change only, where a condition allows it, in order")
func sensoryFeedbackOnTriggerChange() {
  let host = SwiftUIHost(FeedbackCounter(), windowSize: CGSize(width: 100, height: 100))
  #expect(host.playedFeedback == [])
  host.run { tap(at: CGPoint(x: 50, y: 50)) }
  #expect(host.playedFeedback.map(\.description) == ["increase", "selection"])
  host.run { tap(at: CGPoint(x: 50, y: 50)) }
  #expect(
    host.playedFeedback.map(\.description) == [
      "increase", "selection", "increase", "success", "selection",
    ])
}

/// A square that reports its namespace's identifier each time its body runs.
struct NamespacedSquare: View {
  let log: (Namespace.ID) -> Void
  @Namespace private var space

  var body: some View {
    let _ = log(space)
    Color.gray
      .frame(width: 100, height: 100)
      .matchedGeometryEffect(id: "square", in: space)
  }
}

/// Two squares made anew each time a tap changes the parent's state.
struct NamespaceParent: View {
  let log: (Namespace.ID) -> Void
  @State private var taps = 0

  var body: some View {
    HStack(spacing: 0) {
      NamespacedSquare(log: log)
      NamespacedSquare { _ in }
      Text("\(taps)")
    }
    .onTapGesture { taps += 1 }
  }
}

@Test("A namespace keeps its identifier across a view's evaluations, and differs between views")
func namespaceFollowsViewIdentity() {
  var seen: [Namespace.ID] = []
  let host = SwiftUIHost(
    NamespaceParent { seen.append($0) }, windowSize: CGSize(width: 300, height: 100))
  var other: [Namespace.ID] = []
  let second = SwiftUIHost(NamespacedSquare { other.append($0) })
  host.run { tap(at: CGPoint(x: 50, y: 50)) }
  host.run { tap(at: CGPoint(x: 50, y: 50)) }
  #expect(host.state("taps", of: NamespaceParent.self, as: Int.self) == 2)
  #expect(seen.count == 3)
  #expect(Set(seen).count == 1)
  #expect(other.count == 1 && other[0] != seen[0])
  _ = second
}

@Test("A string literal given to Text is a LocalizedStringKey: interpolations take a specifier")
func textInterpolationSpecifier() {
  let weight = 2.5
  let name: Substring = "Crate"
  let host = SwiftUIHost(
    VStack(alignment: .leading, spacing: 0) {
      Text("\(weight, specifier: "%.2f") kg")
      Text("\(weight) kg")
      Text(name)
      Text("\(3) of \(7, specifier: "%03d")")
    })
  // Half the font size (17) per character: "2.50 kg", "2.5 kg", "Crate", "3 of 007".
  #expect(
    (0..<4).map { host.frame(ofFirst: Text.self, index: $0).width } == [59.5, 51, 42.5, 68])
}
