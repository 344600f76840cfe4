import Foundation

#if !canImport(CoreGraphics)
  // Core Graphics' Swift overlay makes CGPoint, CGSize, CGVector and CGRect
  // `CustomDebugStringConvertible` (CoreGraphics.swiftinterface, iOS 7 and later), printing their
  // numbers in parentheses: `print(CGPoint(x: 10, y: 20))` prints `(10.0, 20.0)`, and
  // `point.debugDescription` compiles. Linux Foundation's types print as structs
  // (`CGPoint(x: 10.0, y: 20.0)`) and have no `debugDescription`; these conformances make them
  // print and compile as on iOS. Core Graphics declares no such conformance for
  // CGAffineTransform, which prints as a struct there too, and none of them is
  // `CustomStringConvertible` (`point.description` does not compile on iOS either).

  // swift-format-ignore: AvoidRetroactiveConformances
  extension CGPoint: @retroactive CustomDebugStringConvertible {
    /// The point as Core Graphics prints it: `(x, y)`.
    public var debugDescription: String { "(\(x), \(y))" }
  }

  // swift-format-ignore: AvoidRetroactiveConformances
  extension CGSize: @retroactive CustomDebugStringConvertible {
    /// The size as Core Graphics prints it: `(width, height)`.
    public var debugDescription: String { "(\(width), \(height))" }
  }

  // swift-format-ignore: AvoidRetroactiveConformances
  extension CGRect: @retroactive CustomDebugStringConvertible {
    /// The rectangle as Core Graphics prints it: `(x, y, width, height)` of its origin and size,
    /// as stored (not standardized).
    public var debugDescription: String {
      "(\(origin.x), \(origin.y), \(size.width), \(size.height))"
    }
  }

  extension CGVector: CustomDebugStringConvertible {
    /// The vector as Core Graphics prints it: `(dx, dy)`.
    public var debugDescription: String { "(\(dx), \(dy))" }
  }
#endif
