import Foundation
import GestureCore

extension RecognizerRegistry {
  /// UIKit's built-in recognizers under the scene names `tap`, `longPress`, `pan`, `swipe`,
  /// `pinch`, `rotation`, `screenEdgePan` and `hover` (each taken from the type's
  /// `RecognizerDeclaration`), each with its UIKit properties and its documented thresholds
  /// settable by name.
  ///
  ///     - {name: doubleTap, type: tap, numberOfTapsRequired: 2}
  ///     - {name: press, type: longPress, minimumPressDuration: 0.8, allowableMovement: 15}
  ///     - {name: swipe, type: swipe, direction: [left, right]}
  ///     - {name: edge, type: screenEdgePan, edges: [left]}
  public static var builtIn: RecognizerRegistry {
    RecognizerRegistry([
      RecognizerType(
        UITapGestureRecognizer.declaration, { UITapGestureRecognizer() },
        properties: [
          .integer("numberOfTapsRequired", \.numberOfTapsRequired, in: 1...100),
          .integer("numberOfTouchesRequired", \.numberOfTouchesRequired, in: 1...32),
          .number("allowableMovement", \.allowableMovement),
          .seconds("maximumIntervalBetweenSuccessiveTaps", \.maximumIntervalBetweenSuccessiveTaps),
          .seconds("maximumTapDuration", \.maximumTapDuration),
          .seconds("allowableTouchTimeSeparation", \.allowableTouchTimeSeparation),
        ]),
      RecognizerType(
        UILongPressGestureRecognizer.declaration, { UILongPressGestureRecognizer() },
        properties: [
          .seconds("minimumPressDuration", \.minimumPressDuration),
          .number("allowableMovement", \.allowableMovement),
          .integer("numberOfTouchesRequired", \.numberOfTouchesRequired, in: 1...32),
          .integer("numberOfTapsRequired", \.numberOfTapsRequired, in: 0...100),
        ]),
      RecognizerType(
        UIPanGestureRecognizer.declaration, { UIPanGestureRecognizer() },
        properties: panProperties),
      RecognizerType(
        UISwipeGestureRecognizer.declaration, { UISwipeGestureRecognizer() },
        properties: [
          .options(
            "direction", \.direction,
            ["right": .right, "left": .left, "up": .up, "down": .down]),
          .integer("numberOfTouchesRequired", \.numberOfTouchesRequired, in: 1...32),
          .seconds("maximumDuration", \.maximumDuration),
          .number("minimumPrimaryMovement", \.minimumPrimaryMovement),
          .number("maximumPrimaryMovement", \.maximumPrimaryMovement),
          .number("minimumSecondaryMovement", \.minimumSecondaryMovement),
          .number("maximumSecondaryMovement", \.maximumSecondaryMovement),
          .number("rateOfMinimumMovementDecay", \.rateOfMinimumMovementDecay),
          .number("rateOfMaximumMovementDecay", \.rateOfMaximumMovementDecay),
          .number("minimumPrimaryMovementRate", \.minimumPrimaryMovementRate),
          .number("maximumOppositeMovement", \.maximumOppositeMovement),
        ]),
      RecognizerType(
        UIPinchGestureRecognizer.declaration, { UIPinchGestureRecognizer() },
        properties: [
          .number("hysteresis", \.hysteresis),
          .number("previousVelocityWeight", \.previousVelocityWeight),
        ]),
      RecognizerType(
        UIRotationGestureRecognizer.declaration, { UIRotationGestureRecognizer() },
        properties: [
          .number("hysteresis", \.hysteresis),
          .number("previousVelocityWeight", \.previousVelocityWeight),
        ]),
      RecognizerType(
        UIScreenEdgePanGestureRecognizer.screenEdgeDeclaration,
        { UIScreenEdgePanGestureRecognizer() },
        properties: panProperties.map { .init($0.name, apply: $0.apply) } + [
          .options(
            "edges", \.edges, ["top": .top, "left": .left, "bottom": .bottom, "right": .right]),
          .number("edgeRegionSize", \.edgeRegionSize),
        ]),
      RecognizerType(UIHoverGestureRecognizer.declaration, { UIHoverGestureRecognizer() }),
    ])
  }

  /// The properties of a pan, shared by the screen-edge pan (its subclass).
  ///
  /// Written for the pan class itself, not generic over its subclasses: a key path through a
  /// generic parameter is instantiated at run time from its generic arguments, some forty
  /// thousand instructions each, and every replay builds this registry.
  private static var panProperties: [RecognizerProperty<UIPanGestureRecognizer>] {
    [
      .integer("minimumNumberOfTouches", \.minimumNumberOfTouches, in: 1...32),
      .integer("maximumNumberOfTouches", \.maximumNumberOfTouches, in: 1...Int.max),
      .options(
        "allowedScrollTypesMask", \.allowedScrollTypesMask,
        ["discrete": .discrete, "continuous": .continuous]),
      .number("hysteresis", \.hysteresis),
      .number("previousVelocityWeight", \.previousVelocityWeight),
      .choice(
        "velocityEstimation", \.velocityEstimation,
        ["uiKit": .uiKit, "leastSquares": .leastSquares]),
    ]
  }
}
