import Foundation

#if !canImport(CoreGraphics)
  // `CGSize(width: 320, height: .infinity)`, the size apps pass to `sizeThatFits(_:)` for "as tall
  // as it needs", compiles with Core Graphics but not with Linux Foundation: there both
  // `init(width: CGFloat, height: CGFloat)` and `init(width: Double, height: Double)` accept it
  // (the integer literal is neither's default type, `.infinity` is a member of both), so the call
  // is ambiguous. An integer literal as `Int` beside a `Double` (the default types of both
  // literals, and a type with `.infinity`) ranks above both, so these two overloads settle the
  // mixed forms; the size is the same whichever initializer makes it. Two `CGFloat`s, two
  // `Double`s and two `Int`s still go to Foundation's initializers, and a mixed literal pair
  // (`CGSize(width: 1366.5, height: 1024)`) to these. A size whose sides are both implicit
  // members (`CGSize(width: .infinity, height: .infinity)`) stays ambiguous: write
  // `CGFloat.infinity` (see the porting guide).
  //
  // The cost, measured by type-checking a file of 2,000 `CGSize` initializers of eight shapes
  // (literals, `CGFloat` and `Double` variables, arithmetic) with and without them: about 7 %.

  extension CGSize {
    /// A size whose width is an integer (typically a literal) and whose height is a `Double`:
    /// `CGSize(width: 320, height: .infinity)`.
    @inlinable
    public init(width: Int, height: Double) {
      self.init(width: CGFloat(width), height: CGFloat(height))
    }

    /// A size whose width is a `Double` and whose height is an integer (typically a literal):
    /// `CGSize(width: .infinity, height: 44)`.
    @inlinable
    public init(width: Double, height: Int) {
      self.init(width: CGFloat(width), height: CGFloat(height))
    }
  }
#endif
