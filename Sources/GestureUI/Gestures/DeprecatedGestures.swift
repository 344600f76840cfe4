import Foundation
import GestureCore

/// A gesture that recognizes a magnification motion and tracks the amount, as SwiftUI's
/// `MagnificationGesture` is: its value is the magnification alone. Deprecated in iOS 17 for
/// ``MagnifyGesture``, with which it shares its recognition.
@available(*, deprecated, renamed: "MagnifyGesture")
public struct MagnificationGesture: Gesture {
  public typealias Value = CGFloat
  public typealias Body = Never

  /// How far the magnification must move from 1 before the gesture starts. Default:
  /// `GestureThresholds/magnifyGestureMinimumScaleDelta`.
  public var minimumScaleDelta: CGFloat

  /// Creates a magnification gesture.
  public init(minimumScaleDelta: CGFloat = GestureThresholds.magnifyGestureMinimumScaleDelta) {
    self.minimumScaleDelta = minimumScaleDelta
  }

  public func _makeNode() -> _GestureNode<CGFloat> {
    let node = MapNode(
      child: MagnifyGesture(minimumScaleDelta: minimumScaleDelta)._makeNode(),
      transform: \.magnification)
    node.name = "MagnificationGesture"
    return node
  }
}

/// A gesture that recognizes a rotation motion and tracks the angle, as SwiftUI's
/// `RotationGesture` is: its value is the angle alone. Deprecated in iOS 17 for
/// ``RotateGesture``, with which it shares its recognition.
@available(*, deprecated, renamed: "RotateGesture")
public struct RotationGesture: Gesture {
  public typealias Value = Angle
  public typealias Body = Never

  /// How far the fingers must turn before the gesture starts. Default: 1°.
  public var minimumAngleDelta: Angle

  /// Creates a rotation gesture.
  public init(
    minimumAngleDelta: Angle = .degrees(GestureThresholds.rotateGestureMinimumAngleDelta)
  ) {
    self.minimumAngleDelta = minimumAngleDelta
  }

  public func _makeNode() -> _GestureNode<Angle> {
    let node = MapNode(
      child: RotateGesture(minimumAngleDelta: minimumAngleDelta)._makeNode(), transform: \.rotation)
    node.name = "RotationGesture"
    return node
  }
}
