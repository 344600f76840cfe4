import Foundation
import GestureCore

// Rotation gestures' values are added up as SwiftUI code adds them (`angle += value.rotation`):
// SwiftUI's Angle is arithmetic.
extension Angle {
  public static func += (lhs: inout Angle, rhs: Angle) { lhs = lhs + rhs }

  public static func -= (lhs: inout Angle, rhs: Angle) { lhs = lhs - rhs }
}
