import Foundation
import GestureCore

// SwiftUI's gestures as the tools describe them, declared as GestureCore declares its built-in
// recognizers (`RecognizerDeclaration`): the transitions each gesture's recognizer makes itself,
// with the rules that explain them and the conditions with the thresholds' values. The tools
// that can see GestureUI (`gesturesim diagram`) list these after GestureCore's built-ins.

/// How a SwiftUI gesture that follows the touches moves and ends once it began: each new value
/// is a change, a lift ends it, a failure of a part or a cancellation cancels it.
private func following(_ changes: String) -> [RecognizerDeclaration.Edge] {
  RecognizerDeclaration.Edge.moving(changes, by: .gestureChanged) + [
    .init(.began, .ended, "the fingers lift", by: [.gestureEnded]),
    .init(.changed, .ended, "the fingers lift", by: [.gestureEnded]),
    .init(.began, .cancelled, "the touches are cancelled", by: [.gestureFailed]),
    .init(.changed, .cancelled, "the touches are cancelled", by: [.gestureFailed]),
  ]
}

private let pt = RecognizerDeclaration.pt
private let s = RecognizerDeclaration.s

/// A tap's edges, shared by `TapGesture` and `SpatialTapGesture`.
private let tapEdges: [RecognizerDeclaration.Edge] = [
  .init(
    .possible, .ended,
    "count taps of one finger, each lifted within \(s(GestureThresholds.tapGestureMaximumDuration)),\n"
      + "the next down within \(s(GestureThresholds.tapGestureMaximumDelay)), moving < \(pt(GestureThresholds.tapGestureMaximumDistance))",
    by: [.tapGestureCount]),
  .init(
    .possible, .failed,
    "the finger moves ≥ \(pt(GestureThresholds.tapGestureMaximumDistance)), a press lasts ≥ \(s(GestureThresholds.tapGestureMaximumDuration)),\n"
      + "a pause lasts ≥ \(s(GestureThresholds.tapGestureMaximumDelay)), or a second finger lands",
    by: [
      .tapGestureMaximumDistance, .tapGestureMaximumDuration, .tapGestureMaximumDelay,
      .tapGestureOneFinger,
    ]),
]

/// A composition's edges: it starts, changes, ends and fails as its parts do.
private func composition(_ name: String) -> RecognizerDeclaration {
  RecognizerDeclaration(
    name: name, className: name,
    edges: [
      .init(.possible, .began, "a part becomes active", by: [.gestureBegan]),
      .init(
        .possible, .ended, "the gesture succeeds without following touches", by: [.gestureEnded]),
      .init(.possible, .failed, "the parts fail", by: [.gestureFailed]),
    ] + following("a part's value changes"))
}

extension RecognizerDeclaration {
  /// SwiftUI's gestures, by the names transcripts give them (`TapGesture`, `DragGesture`, …), in
  /// the order the tools list them: the primitives, then the compositions.
  package static let swiftUIGestures: [RecognizerDeclaration] = [
    RecognizerDeclaration(
      name: "TapGesture", className: "TapGesture", isDiscrete: true, edges: tapEdges),
    RecognizerDeclaration(
      name: "SpatialTapGesture", className: "SpatialTapGesture", isDiscrete: true,
      edges: tapEdges,
      alsoThresholds: [
        "TapGesture.maximumDistance", "TapGesture.maximumDuration", "TapGesture.maximumDelay",
      ]),
    RecognizerDeclaration(
      name: "LongPressGesture", className: "LongPressGesture", isDiscrete: true,
      edges: [
        .init(
          .possible, .ended,
          "the finger rests \(s(GestureThresholds.longPressGestureMinimumDuration)),\nmoving < \(pt(GestureThresholds.longPressGestureMaximumDistance))",
          by: [.longPressGestureMinimumDuration]),
        .init(
          .possible, .failed,
          "the finger moves ≥ \(pt(GestureThresholds.longPressGestureMaximumDistance))\nor lifts before \(s(GestureThresholds.longPressGestureMinimumDuration))",
          by: [.longPressGestureMaximumDistance, .longPressGestureLiftedEarly]),
      ]),
    RecognizerDeclaration(
      name: "DragGesture", className: "DragGesture",
      edges: [
        .init(
          .possible, .began,
          "the finger moves ≥ \(pt(GestureThresholds.dragGestureMinimumDistance))",
          by: [.dragGestureMinimumDistance]),
        .init(
          .possible, .failed,
          "the finger lifts before moving \(pt(GestureThresholds.dragGestureMinimumDistance))",
          by: [.dragGestureEndedEarly]),
      ] + following("the finger moves")),
    RecognizerDeclaration(
      name: "MagnifyGesture", className: "MagnifyGesture",
      edges: [
        .init(
          .possible, .began,
          "the scale moves ≥ \(RecognizerDeclaration.decimal(Double(GestureThresholds.magnifyGestureMinimumScaleDelta))) from 1",
          by: [.magnifyGestureMinimumScaleDelta]),
        .init(
          .possible, .failed, "the fingers lift (or the pinch ends) before",
          by: [.twoFingerGestureEndedEarly]),
      ] + following("the scale changes")),
    RecognizerDeclaration(
      name: "RotateGesture", className: "RotateGesture",
      edges: [
        .init(
          .possible, .began,
          "the fingers turn ≥ \(RecognizerDeclaration.decimal(GestureThresholds.rotateGestureMinimumAngleDelta))°",
          by: [.rotateGestureMinimumAngleDelta]),
        .init(
          .possible, .failed, "the fingers lift (or the rotation ends) before",
          by: [.twoFingerGestureEndedEarly]),
      ] + following("the angle changes")),
    composition("SimultaneousGesture"),
    composition("SequenceGesture"),
    composition("ExclusiveGesture"),
  ]
}
