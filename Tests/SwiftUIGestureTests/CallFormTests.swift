import GestureKit
import GestureScripts
import Testing

// Every form in which iOS accepts a call to SwiftUI's gesture initializers and modifiers: all
// defaults omitted, each trailing-closure form, and the deprecated spellings iOS still accepts,
// as Tests/AppleDeclarations/AppleDeclarations.json lists their declarations. Most are checked
// by compiling; the long press's forms and the three attachment modifiers also run.

// MARK: Compiled forms

/// Each initializer of the gesture types, in each form its defaults allow.
@MainActor
func gestureInitializerForms() -> Int {
  let space = CoordinateSpace.named("board")
  let taps: [any Gesture] = [
    TapGesture(), TapGesture(count: 2),
    SpatialTapGesture(), SpatialTapGesture(count: 2), SpatialTapGesture(coordinateSpace: .global),
    SpatialTapGesture(count: 2, coordinateSpace: .named("board")),
    SpatialTapGesture(coordinateSpace: space),  // the deprecated CoordinateSpace form
  ]
  let presses: [any Gesture] = [
    LongPressGesture(), LongPressGesture(minimumDuration: 1),
    LongPressGesture(maximumDistance: 5), LongPressGesture(minimumDuration: 1, maximumDistance: 5),
  ]
  let drags: [any Gesture] = [
    DragGesture(), DragGesture(minimumDistance: 0), DragGesture(coordinateSpace: .global),
    DragGesture(minimumDistance: 0, coordinateSpace: .local),
    DragGesture(minimumDistance: 0, coordinateSpace: space),  // deprecated
  ]
  let pinches: [any Gesture] = [
    MagnifyGesture(), MagnifyGesture(minimumScaleDelta: 0.1),
    MagnificationGesture(), MagnificationGesture(minimumScaleDelta: 0.1),  // deprecated type
    RotateGesture(), RotateGesture(minimumAngleDelta: .degrees(5)),
    RotationGesture(), RotationGesture(minimumAngleDelta: .degrees(5)),  // deprecated type
  ]
  return taps.count + presses.count + drags.count + pinches.count
}

/// A view with every `@GestureState` initializer.
struct GestureStateForms: View {
  @GestureState private var pressing = false
  @GestureState(initialValue: 0) private var count: Int
  @GestureState(initialValue: 1.0, resetTransaction: Transaction()) private var scale: Double
  @GestureState(initialValue: CGSize.zero, reset: { _, _ in }) private var offset: CGSize
  @GestureState(wrappedValue: 0.0, resetTransaction: Transaction()) private var angle: Double
  @GestureState(wrappedValue: 0, reset: { _, _ in }) private var steps: Int
  @GestureState private var location: CGPoint?
  @GestureState(resetTransaction: Transaction()) private var start: CGPoint?
  @GestureState(reset: { _, _ in }) private var end: CGPoint?

  var body: some View {
    Color.blue
      .gesture(
        DragGesture()
          .updating($offset) { value, state, transaction in state = value.translation }
          .updating($location) { value, state, _ in state = value.location }
          .updating($start, body: { value, state, _ in state = value.startLocation })
          .onChanged { _ in }
          .onEnded { _ in }
      )
      .gesture(
        LongPressGesture().updating($pressing) { value, state, _ in state = value }
          .sequenced(before: DragGesture())
          .updating($end) { _, _, _ in }
      )
      .gesture(
        MagnifyGesture().updating($scale) { value, state, _ in state = value.magnification }
          .simultaneously(
            with: RotateGesture().updating($angle) { v, s, _ in s = v.rotation.radians })
      )
      .gesture(
        TapGesture(count: 2).map { 2 }.updating($count) { value, state, _ in state = value }
          .exclusively(before: TapGesture().updating($steps) { _, state, _ in state += 1 })
      )
  }
}

/// Each form of onTapGesture, onLongPressGesture and the attachment modifiers.
struct ModifierForms: View {
  var body: some View {
    VStack {
      Color.red.onTapGesture {}
      Color.red.onTapGesture(count: 2) {}
      Color.red.onTapGesture(perform: {})
      Color.red.onTapGesture(count: 2, perform: {})
      Color.red.onTapGesture { location in _ = location }
      Color.red.onTapGesture(coordinateSpace: .global) { _ in }
      Color.red.onTapGesture(count: 2, coordinateSpace: .named("board")) { _ in }
      Color.red.onTapGesture(coordinateSpace: CoordinateSpace.local) { _ in }  // deprecated form
      Color.red.onLongPressGesture {}
      Color.red.onLongPressGesture(perform: {})
      Color.red.onLongPressGesture(minimumDuration: 0.8) {}
      Color.red.onLongPressGesture(maximumDistance: 20) {}
      Color.red.onLongPressGesture(minimumDuration: 0.8, maximumDistance: 20) {}
      Color.red.onLongPressGesture {
      } onPressingChanged: { _ in
      }
      Color.red.onLongPressGesture(perform: {}, onPressingChanged: { _ in })
      Color.red.onLongPressGesture(minimumDuration: 0.8, pressing: { _ in }, perform: {})
      Color.red.onLongPressGesture(pressing: { _ in }) {}
      Color.red.gesture(TapGesture())
      Color.red.gesture(TapGesture(), including: .subviews)
      Color.red.gesture(TapGesture(), isEnabled: false)
      Color.red.gesture(TapGesture(), name: "tap")
      Color.red.gesture(TapGesture(), name: "tap", isEnabled: false)
      Color.red.highPriorityGesture(TapGesture())
      Color.red.highPriorityGesture(TapGesture(), including: .gesture)
      Color.red.highPriorityGesture(TapGesture(), isEnabled: true)
      Color.red.highPriorityGesture(TapGesture(), name: "tap")
      Color.red.simultaneousGesture(TapGesture())
      Color.red.simultaneousGesture(TapGesture(), including: .none)
      Color.red.simultaneousGesture(TapGesture(), isEnabled: true)
      Color.red.simultaneousGesture(TapGesture(), name: "tap", isEnabled: true)
    }
  }
}

@Test("Every initializer form of the gesture types compiles, and the views of every form host")
func compiledForms() {
  #expect(gestureInitializerForms() == 24)
  let simulation = hosted(
    VStack {
      GestureStateForms().frame(height: 100)
      ModifierForms()
    })
  // The drag's and the long press's recognizers are among those the tap reaches.
  simulation.run(TouchScript { tap(at: pt(200, 50)) })
  #expect(!simulation.transcript.isEmpty)
}

// MARK: The long press, run

/// The forms of onLongPressGesture, each on the view under test.
enum LongPressForm: String, CaseIterable, CustomTestStringConvertible {
  case trailing, performLabel, durationTrailing, distanceAndPressing, labelsBoth, deprecated
  case deprecatedTrailing

  var testDescription: String { rawValue }

  /// The minimum duration the form asks for.
  var minimumDuration: Double {
    switch self {
    case .trailing, .performLabel, .labelsBoth, .deprecatedTrailing: 0.5
    case .durationTrailing, .distanceAndPressing, .deprecated: 0.8
    }
  }

  /// Whether the form reports the pressing state.
  var reportsPressing: Bool {
    switch self {
    case .trailing, .performLabel, .durationTrailing: false
    case .distanceAndPressing, .labelsBoth, .deprecated, .deprecatedTrailing: true
    }
  }

  @MainActor
  func view(_ log: CallbackLog) -> AnyView {
    let square = Color.orange.frame(width: 100, height: 100)
    let perform = { log.add("perform") }
    let pressing = { (pressing: Bool) in log.add("pressing \(pressing)") }
    switch self {
    case .trailing: return AnyView(square.onLongPressGesture { perform() })
    case .performLabel: return AnyView(square.onLongPressGesture(perform: perform))
    case .durationTrailing:
      return AnyView(square.onLongPressGesture(minimumDuration: 0.8) { perform() })
    case .distanceAndPressing:
      return AnyView(
        square.onLongPressGesture(minimumDuration: 0.8, maximumDistance: 20) {
          perform()
        } onPressingChanged: {
          pressing($0)
        })
    case .labelsBoth:
      return AnyView(square.onLongPressGesture(perform: perform, onPressingChanged: pressing))
    case .deprecated:
      return AnyView(
        square.onLongPressGesture(minimumDuration: 0.8, pressing: pressing, perform: perform))
    case .deprecatedTrailing:
      return AnyView(square.onLongPressGesture(pressing: pressing) { perform() })
    }
  }
}

@Test(
  "Each onLongPressGesture form performs after its minimum duration and reports pressing if asked",
  arguments: LongPressForm.allCases, [0.6, 1.0])
func longPressForms(form: LongPressForm, hold: Double) {
  let log = CallbackLog()
  let simulation = hosted(form.view(log))
  simulation.run(
    TouchScript {
      down(1, at: pt(200, 200))
      wait(seconds: hold)
      up(1)
    })
  let performs = hold >= form.minimumDuration
  var expected = form.reportsPressing ? ["pressing true", "pressing false"] : []
  if performs { expected.append("perform") }
  #expect(log.take() == expected)
}

@Test("A long press that moves farther than maximumDistance fails, in the form that sets it")
func longPressDistanceForm() {
  let log = CallbackLog()
  let simulation = hosted(LongPressForm.distanceAndPressing.view(log))
  simulation.run(
    TouchScript {
      down(1, at: pt(200, 200))
      wait(seconds: 0.1)
      move(1, to: pt(225, 200))
      wait(seconds: 1)
      up(1)
    })
  #expect(log.take() == ["pressing true", "pressing false"])
}

// MARK: The attachment modifiers, run

/// How the blue square's tap is attached, around a red square with its own tap.
enum AttachmentForm: String, CaseIterable, CustomTestStringConvertible {
  case gesture, gestureIncludingSubviews, gestureIncludingGesture, gestureDisabled, gestureNamed
  case high, highIncludingSubviews, highDisabled, highNamed
  case simultaneous, simultaneousIncludingNone, simultaneousDisabled, simultaneousNamed

  var testDescription: String { rawValue }

  /// What a tap on the red square calls.
  var expected: [String] {
    switch self {
    case .gesture, .gestureIncludingSubviews, .gestureDisabled, .gestureNamed: ["inner"]
    case .highIncludingSubviews, .highDisabled, .simultaneousDisabled: ["inner"]
    case .gestureIncludingGesture, .high, .highNamed: ["outer"]
    case .simultaneous, .simultaneousNamed: ["inner", "outer"]
    case .simultaneousIncludingNone: []
    }
  }

  @MainActor
  func view(_ log: CallbackLog) -> AnyView {
    let inner = ZStack {
      Color.blue.frame(width: 200, height: 200)
      Color.red.frame(width: 100, height: 100).onTapGesture { log.add("inner") }
    }
    let outer = TapGesture().onEnded { log.add("outer") }
    switch self {
    case .gesture: return AnyView(inner.gesture(outer))
    case .gestureIncludingSubviews: return AnyView(inner.gesture(outer, including: .subviews))
    case .gestureIncludingGesture: return AnyView(inner.gesture(outer, including: .gesture))
    case .gestureDisabled: return AnyView(inner.gesture(outer, isEnabled: false))
    case .gestureNamed: return AnyView(inner.gesture(outer, name: "outer"))
    case .high: return AnyView(inner.highPriorityGesture(outer))
    case .highIncludingSubviews:
      return AnyView(inner.highPriorityGesture(outer, including: .subviews))
    case .highDisabled: return AnyView(inner.highPriorityGesture(outer, isEnabled: false))
    case .highNamed: return AnyView(inner.highPriorityGesture(outer, name: "outer"))
    case .simultaneous: return AnyView(inner.simultaneousGesture(outer))
    case .simultaneousIncludingNone:
      return AnyView(inner.simultaneousGesture(outer, including: .none))
    case .simultaneousDisabled:
      return AnyView(inner.simultaneousGesture(outer, isEnabled: false))
    case .simultaneousNamed:
      return AnyView(inner.simultaneousGesture(outer, name: "outer", isEnabled: true))
    }
  }
}

@Test(
  "Each form of gesture, highPriorityGesture and simultaneousGesture arbitrates as SwiftUI documents",
  arguments: AttachmentForm.allCases)
func attachmentForms(form: AttachmentForm) {
  let log = CallbackLog()
  let simulation = hosted(form.view(log))
  simulation.run(TouchScript { tap(at: pt(200, 200)) })
  #expect(log.take() == form.expected)
}
