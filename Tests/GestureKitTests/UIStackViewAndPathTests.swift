import Foundation
import GestureKit
import Testing

/// Three 40 by 30 views in a horizontal stack 200 by 44, 10 apart.
@MainActor
private func row() -> (UIStackView, [UIView]) {
  let views = (0..<3).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30)) }
  let stack = UIStackView(arrangedSubviews: views)
  stack.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
  stack.spacing = 10
  return (stack, views)
}

@MainActor
private func laidOut(_ stack: UIStackView, _ views: [UIView]) -> [CGRect] {
  stack.setNeedsLayout()
  stack.layoutIfNeeded()
  return views.map(\.frame)
}

private func near(_ a: CGRect, _ b: CGRect) -> Bool {
  abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
    && abs(a.height - b.height) < 1e-9
}

@MainActor
@Suite("UIStackView and UIVisualEffectView")
struct UIStackViewTests {
  @Test("Distributions along a horizontal stack")
  func distributions() {
    let (stack, views) = row()
    #expect(stack.subviews.count == 3 && stack.arrangedSubviews.count == 3)
    #expect(stack.intrinsicContentSize == CGSize(width: 140, height: 30))
    #expect(
      laidOut(stack, views) == [
        CGRect(x: 0, y: 0, width: 40, height: 44), CGRect(x: 50, y: 0, width: 40, height: 44),
        CGRect(x: 100, y: 0, width: 100, height: 44),
      ])
    stack.distribution = .fillEqually
    stack.alignment = .center
    #expect(
      laidOut(stack, views) == [
        CGRect(x: 0, y: 7, width: 60, height: 30), CGRect(x: 70, y: 7, width: 60, height: 30),
        CGRect(x: 140, y: 7, width: 60, height: 30),
      ])
    stack.distribution = .equalSpacing
    stack.alignment = .bottom
    #expect(
      laidOut(stack, views).map(\.origin) == [(0, 14), (80, 14), (160, 14)].map(CGPoint.init))
  }

  @Test("Hidden arranged views collapse; removed ones stop being arranged")
  func hiddenAndRemoved() {
    let (stack, views) = row()
    stack.distribution = .equalSpacing
    _ = laidOut(stack, views)
    views[1].isHidden = true
    stack.layoutIfNeeded()
    #expect(views[0].frame.minX == 0 && views[2].frame.minX == 160)
    #expect(views[1].frame.minX == 80)  // kept where it was
    #expect(stack.intrinsicContentSize == CGSize(width: 90, height: 30))
    views[1].isHidden = false
    stack.removeArrangedSubview(views[0])
    #expect(stack.arrangedSubviews == [views[1], views[2]] && views[0].superview === stack)
    #expect(laidOut(stack, views).map(\.minX) == [0, 0, 160])
    views[2].removeFromSuperview()
    #expect(stack.arrangedSubviews == [views[1]])
  }

  @Test("A vertical stack of labels, centered, with equal centering")
  func verticalLabels() {
    let short = UILabel()
    short.text = "ab"  // 17 by 21
    let long = UILabel()
    long.text = "abcd"  // 34 by 21
    let stack = UIStackView(arrangedSubviews: [short, long])
    stack.axis = .vertical
    stack.alignment = .center
    stack.distribution = .equalCentering
    stack.frame = CGRect(x: 0, y: 0, width: 100, height: 300)
    stack.layoutIfNeeded()
    #expect(short.frame == CGRect(x: 41.5, y: 0, width: 17, height: 21))
    #expect(long.frame == CGRect(x: 33, y: 279, width: 34, height: 21))
    stack.distribution = .fillProportionally
    stack.spacing = 8
    stack.alignment = .fill
    stack.layoutIfNeeded()
    #expect(short.frame == CGRect(x: 0, y: 0, width: 100, height: 146))
    #expect(long.frame == CGRect(x: 0, y: 154, width: 100, height: 146))
  }

  @Test("An effect view's content view fills it and takes the touches")
  func effectView() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    blur.frame = CGRect(x: 20, y: 40, width: 200, height: 100)
    #expect(blur.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect((blur.effect as? UIBlurEffect)?.style == .systemMaterial)
    simulation.window.addSubview(blur)
    let button = UIButton(frame: CGRect(x: 10, y: 10, width: 50, height: 30))
    blur.contentView.addSubview(button)
    #expect(simulation.window.hitTest(CGPoint(x: 40, y: 60), with: nil) === button)
    #expect(simulation.window.hitTest(CGPoint(x: 150, y: 60), with: nil) === blur.contentView)
  }
}

@MainActor
@Suite("UIBezierPath, CGPath and CAShapeLayer")
struct BezierPathTests {
  @Test("Rectangles, ovals and rounded rectangles contain what they cover")
  func closedShapes() {
    let rect = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 100, height: 50))
    #expect(rect.bounds == CGRect(x: 10, y: 10, width: 100, height: 50))
    #expect(rect.contains(CGPoint(x: 50, y: 30)))
    #expect(!rect.contains(CGPoint(x: 5, y: 30)) && !rect.contains(CGPoint(x: 50, y: 70)))
    #expect(
      rect.cgPath == CGPath(rect: CGRect(x: 10, y: 10, width: 100, height: 50), transform: nil))

    let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(near(oval.bounds, CGRect(x: 0, y: 0, width: 100, height: 50)))
    #expect(oval.contains(CGPoint(x: 50, y: 25)) && oval.contains(CGPoint(x: 2, y: 25)))
    #expect(!oval.contains(CGPoint(x: 5, y: 5)) && !oval.contains(CGPoint(x: 95, y: 45)))

    let rounded = UIBezierPath(
      roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 20)
    #expect(rounded.contains(CGPoint(x: 6, y: 6)))  // 19.8 from the corner circle's center
    #expect(!rounded.contains(CGPoint(x: 4, y: 4)))  // 22.6 from it
    #expect(rounded.contains(CGPoint(x: 1, y: 50)) && !rounded.contains(CGPoint(x: 101, y: 50)))
    #expect(near(rounded.bounds, CGRect(x: 0, y: 0, width: 100, height: 100)))
  }

  @Test("Arcs turn clockwise on the screen when asked, and close for the fill")
  func arcs() {
    let lower = UIBezierPath(
      arcCenter: CGPoint(x: 50, y: 50), radius: 50, startAngle: 0, endAngle: .pi, clockwise: true)
    #expect(near(lower.bounds, CGRect(x: 0, y: 50, width: 100, height: 50)))
    #expect(lower.contains(CGPoint(x: 50, y: 95)) && !lower.contains(CGPoint(x: 50, y: 20)))
    #expect(abs(lower.currentPoint.x) < 1e-9 && abs(lower.currentPoint.y - 50) < 1e-9)
    let upper = UIBezierPath(
      arcCenter: CGPoint(x: 50, y: 50), radius: 50, startAngle: 0, endAngle: .pi, clockwise: false)
    #expect(upper.contains(CGPoint(x: 50, y: 5)) && !upper.contains(CGPoint(x: 50, y: 80)))
  }

  @Test("Curves are flattened finely enough to tell points a point apart")
  func curves() {
    let quad = UIBezierPath()
    quad.move(to: .zero)
    quad.addQuadCurve(to: CGPoint(x: 100, y: 0), controlPoint: CGPoint(x: 50, y: 100))
    quad.close()
    #expect(quad.contains(CGPoint(x: 50, y: 49.9)) && !quad.contains(CGPoint(x: 50, y: 50.1)))
    let cubic = UIBezierPath()
    cubic.move(to: .zero)
    cubic.addCurve(
      to: CGPoint(x: 100, y: 0), controlPoint1: CGPoint(x: 0, y: 100),
      controlPoint2: CGPoint(x: 100, y: 100))
    #expect(cubic.contains(CGPoint(x: 50, y: 74.9)) && !cubic.contains(CGPoint(x: 50, y: 75.1)))
    #expect(cubic.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(abs(cubic.cgPath.boundingBoxOfPath.height - 75) <= CGPath.flatteningTolerance)
  }

  @Test("Non-zero winding against even-odd on a five-pointed star")
  func fillRules() {
    let star = UIBezierPath()
    let points = (0..<5).map { index -> CGPoint in
      let angle = -CGFloat.pi / 2 + CGFloat(index * 2) * 2 * .pi / 5
      return CGPoint(x: 100 + 100 * cos(angle), y: 100 + 100 * sin(angle))
    }
    star.move(to: points[0])
    for point in points.dropFirst() { star.addLine(to: point) }
    star.close()
    #expect(star.contains(CGPoint(x: 100, y: 100)))
    star.usesEvenOddFillRule = true
    #expect(!star.contains(CGPoint(x: 100, y: 100)))
    #expect(star.contains(CGPoint(x: 100, y: 10)))  // in the top point
    let shape = CAShapeLayer()
    #expect(shape.fillColor == UIColor.black.cgColor && shape.strokeColor == nil)
    #expect(shape.lineWidth == 1 && shape.strokeStart == 0 && shape.strokeEnd == 1)
    shape.path = star.cgPath
    shape.strokeEnd = 0.5
    #expect(shape.path == star.cgPath && shape.strokeEnd == 0.5)
  }
}
