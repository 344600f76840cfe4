import Foundation
import GestureKit
import Testing

// Calls iOS accepts on Core Graphics values that did not compile here.

@Suite("Core Graphics values as iOS prints and makes them")
struct CoreGraphicsSurfaceTests {
  @Test("CGPoint, CGSize, CGRect and CGVector print and debugDescribe as Core Graphics prints them")
  func coreGraphicsDescriptions() {
    let point = CGPoint(x: 10, y: 20)
    let size = CGSize(width: 100, height: 50.5)
    let rect = CGRect(x: -1, y: 2, width: 30, height: 40)
    let vector = CGVector(dx: 0.25, dy: -3)
    let expected = ["(10.0, 20.0)", "(100.0, 50.5)", "(-1.0, 2.0, 30.0, 40.0)", "(0.25, -3.0)"]
    #expect(
      [
        point.debugDescription, size.debugDescription, rect.debugDescription,
        vector.debugDescription,
      ] == expected)
    #expect(["\(point)", "\(size)", "\(rect)", "\(vector)"] == expected)
    #expect(String(reflecting: point) == "(10.0, 20.0)")
    #expect("\(point.debugDescription)" == "(10.0, 20.0)")
    // Core Graphics declares no description for CGAffineTransform: it prints as a struct.
    #expect(
      "\(CGAffineTransform(translationX: 5, y: 6))"
        == "CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 5.0, ty: 6.0)")
  }

  @Test("CGSize takes an integer literal beside .infinity or .greatestFiniteMagnitude, as on iOS")
  func sizesWithInfinity() {
    let tall = CGSize(width: 320, height: .infinity)
    let wide = CGSize(width: .infinity, height: 44)
    let huge = CGSize(width: 10, height: .greatestFiniteMagnitude)
    #expect(tall.width == 320 && tall.height == .infinity)
    #expect(wide.width == .infinity && wide.height == 44)
    #expect(huge.height == CGFloat.greatestFiniteMagnitude)
    // Mixed literals, and two Ints, two Doubles and two CGFloats, give the sizes they give.
    #expect(CGSize(width: 1366.5, height: 1024) == CGSize(width: 1366.5, height: 1024.0))
    #expect(CGSize(width: 1024, height: 1366.5) == CGSize(width: 1024.0, height: 1366.5))
    let d = 2.5
    let c: CGFloat = 3
    #expect(CGSize(width: 1, height: 2) == CGSize(width: CGFloat(1), height: CGFloat(2)))
    #expect(CGSize(width: d, height: d) == CGSize(width: CGFloat(2.5), height: CGFloat(2.5)))
    #expect(CGSize(width: c, height: c) == CGSize(width: CGFloat(3), height: CGFloat(3)))
    let label = UILabel()
    label.text = "Hello"
    #expect(
      label.sizeThatFits(CGSize(width: 320, height: .infinity))
        == label.sizeThatFits(CGSize(width: CGFloat(320), height: CGFloat.infinity)))
  }
}
