import Foundation
import GestureKit
import GestureScripts
import GestureTestSupport
import Testing

/// A 3×3 affine matrix in column-vector form, written independently of CGAffineTransform to
/// check it: p' = M · (x, y, 1).
private struct Matrix {
  var m: [[Double]]

  static let identity = Matrix(m: [[1, 0, 0], [0, 1, 0], [0, 0, 1]])

  static func translation(_ x: Double, _ y: Double) -> Matrix {
    Matrix(m: [[1, 0, x], [0, 1, y], [0, 0, 1]])
  }

  /// The matrix of a CGAffineTransform (x' = a·x + c·y + tx, y' = b·x + d·y + ty).
  init(_ t: CGAffineTransform) {
    m = [[t.a, t.c, t.tx], [t.b, t.d, t.ty], [0, 0, 1]]
  }

  init(m: [[Double]]) {
    self.m = m
  }

  static func * (l: Matrix, r: Matrix) -> Matrix {
    var out = [[Double]](repeating: [0, 0, 0], count: 3)
    for i in 0..<3 {
      for j in 0..<3 {
        out[i][j] = (0..<3).reduce(0) { $0 + l.m[i][$1] * r.m[$1][j] }
      }
    }
    return Matrix(m: out)
  }

  func apply(_ p: CGPoint) -> CGPoint {
    CGPoint(x: m[0][0] * p.x + m[0][1] * p.y + m[0][2], y: m[1][0] * p.x + m[1][1] * p.y + m[1][2])
  }

  func applyVector(_ v: CGPoint) -> CGPoint {
    CGPoint(x: m[0][0] * v.x + m[0][1] * v.y, y: m[1][0] * v.x + m[1][1] * v.y)
  }

  /// Inverse by the adjugate, for the 2×2 linear part and the translation.
  var inverse: Matrix {
    let (a, c, tx) = (m[0][0], m[0][1], m[0][2])
    let (b, d, ty) = (m[1][0], m[1][1], m[1][2])
    let det = a * d - b * c
    return Matrix(m: [
      [d / det, -c / det, (c * ty - d * tx) / det],
      [-b / det, a / det, (b * tx - a * ty) / det],
      [0, 0, 1],
    ])
  }
}

/// The reference model of §7.1: local → superview is T(center) · T · T(−bounds centre).
private func toSuperview(_ view: UIView) -> Matrix {
  Matrix.translation(view.center.x, view.center.y) * Matrix(view.transform)
    * Matrix.translation(-view.bounds.midX, -view.bounds.midY)
}

private func toWindow(_ view: UIView) -> Matrix {
  var matrix = Matrix.identity
  var current: UIView? = view
  while let v = current, let parent = v.superview {
    matrix = toSuperview(v) * matrix
    current = parent
  }
  return matrix
}

private func nearlyEqual(_ a: CGPoint, _ b: CGPoint, tolerance: Double = 1e-9) -> Bool {
  let scale = max(1, abs(a.x), abs(a.y), abs(b.x), abs(b.y))
  return abs(a.x - b.x) <= tolerance * scale && abs(a.y - b.y) <= tolerance * scale
}

/// A random tree of views under a window, with translations, non-uniform scales, rotations and
/// bounds origins.
private func randomTree(_ generator: inout SeededGenerator, views: Int) -> (UIWindow, [UIView]) {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 800))
  var all: [UIView] = [window]
  for _ in 0..<views {
    let parent = all.randomElement(using: &generator)!
    let size = CGSize(
      width: Double.random(in: 20...400, using: &generator),
      height: Double.random(in: 20...400, using: &generator))
    let view = UIView(
      frame: CGRect(
        origin: CGPoint(
          x: Double.random(in: -100...400, using: &generator),
          y: Double.random(in: -100...400, using: &generator)), size: size))
    if Bool.random(using: &generator) {
      view.bounds.origin = CGPoint(
        x: Double.random(in: -50...50, using: &generator),
        y: Double.random(in: -50...50, using: &generator))
    }
    var transform = CGAffineTransform.identity
    if Bool.random(using: &generator) {
      transform = transform.rotated(by: Double.random(in: -3.2...3.2, using: &generator))
    }
    if Bool.random(using: &generator) {
      transform = transform.scaledBy(
        x: Double.random(in: 0.3...3, using: &generator),
        y: Double.random(in: 0.3...3, using: &generator))
    }
    if Bool.random(using: &generator) {
      transform = transform.translatedBy(
        x: Double.random(in: -40...40, using: &generator),
        y: Double.random(in: -40...40, using: &generator))
    }
    view.transform = transform
    parent.addSubview(view)
    all.append(view)
  }
  return (window, Array(all.dropFirst()))
}

@Suite("Geometry and hit-testing")
struct GeometryTests {
  @Test("CGAffineTransform's constructors, concatenation and inversion follow Core Graphics")
  func affineBasics() {
    let p = CGPoint(x: 3, y: 4)
    #expect(p.applying(CGAffineTransform(translationX: 10, y: -2)) == CGPoint(x: 13, y: 2))
    #expect(p.applying(CGAffineTransform(scaleX: 2, y: 3)) == CGPoint(x: 6, y: 12))
    #expect(
      nearlyEqual(p.applying(CGAffineTransform(rotationAngle: .pi / 2)), CGPoint(x: -4, y: 3)))
    let scaleThenMove = CGAffineTransform(scaleX: 2, y: 2).concatenating(
      CGAffineTransform(translationX: 1, y: 1))
    #expect(p.applying(scaleThenMove) == CGPoint(x: 7, y: 9))
    // `translatedBy` applies the translation first, then the receiver.
    #expect(
      p.applying(CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 1, y: 1))
        == CGPoint(x: 8, y: 10))
    #expect(nearlyEqual(p.applying(scaleThenMove).applying(scaleThenMove.inverted()), p))
    #expect(CGAffineTransform(scaleX: 0, y: 1).inverted() == CGAffineTransform(scaleX: 0, y: 1))
    #expect(CGAffineTransform.identity.isIdentity)
    let rect = CGRect(x: 0, y: 0, width: 2, height: 1).applying(
      CGAffineTransform(rotationAngle: .pi / 2))
    #expect(
      abs(rect.minX - -1) < 1e-12 && abs(rect.width - 1) < 1e-12 && abs(rect.height - 2) < 1e-12)
    let vector = CGPoint(x: 1, y: 0).applyingAsVector(
      CGAffineTransform(translationX: 50, y: 50).scaledBy(x: 3, y: 1))
    #expect(vector == CGPoint(x: 3, y: 0))
  }

  @Test("frame, bounds and center stay consistent, and frame is the transformed bounding box")
  func frameBoundsCenter() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.center == CGPoint(x: 60, y: 45))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(view.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
    #expect(view.center == CGPoint(x: 60, y: 45))
    view.transform = .identity
    view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(view.center == CGPoint(x: 5, y: 5) && view.bounds.size == CGSize(width: 10, height: 10))
  }

  @Test("convert matches the matrix model over many random trees, within 1e-9", arguments: 0..<40)
  func convertProperty(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    let (window, views) = randomTree(&generator, views: 12)
    for _ in 0..<20 {
      let from = views.randomElement(using: &generator)!
      let to = views.randomElement(using: &generator)!
      let point = CGPoint(
        x: Double.random(in: -300...300, using: &generator),
        y: Double.random(in: -300...300, using: &generator))
      let expectedWindow = toWindow(from).apply(point)
      #expect(nearlyEqual(from.convert(point, to: nil), expectedWindow))
      #expect(nearlyEqual(from.convert(point, to: window), expectedWindow))
      let expected = (toWindow(to).inverse * toWindow(from)).apply(point)
      #expect(nearlyEqual(from.convert(point, to: to), expected))
      #expect(nearlyEqual(to.convert(point, from: from), expected))
      let vectorExpected = (toWindow(to).inverse * toWindow(from)).applyVector(point)
      #expect(nearlyEqual(from.convertVector(point, to: to), vectorExpected))
      // A vector converts as the difference of its two converted end points.
      let base = CGPoint(x: 7, y: -3)
      let tip = CGPoint(x: base.x + point.x, y: base.y + point.y)
      let a = from.convert(base, to: to)
      let b = from.convert(tip, to: to)
      #expect(nearlyEqual(CGPoint(x: b.x - a.x, y: b.y - a.y), vectorExpected, tolerance: 1e-8))
    }
  }

  @Test("Moving an ancestor after a conversion updates later conversions")
  func cacheInvalidation() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let parent = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    window.addSubview(parent)
    parent.addSubview(child)
    #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 15, y: 15))
    parent.center.x += 100
    #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 115, y: 15))
    parent.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(nearlyEqual(child.convert(CGPoint.zero, to: nil), CGPoint(x: 70, y: -30)))
    let other = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
    window.addSubview(other)
    other.addSubview(child)
    #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 105, y: 105))
  }

  @Test(
    "hitTest finds the frontmost deepest view containing the point in random trees",
    arguments: 0..<40)
  func hitTestProperty(seed: UInt64) {
    var generator = SeededGenerator(seed: seed &+ 1000)
    let (window, views) = randomTree(&generator, views: 15)
    for view in views where Double.random(in: 0...1, using: &generator) < 0.1 {
      switch Int.random(in: 0..<3, using: &generator) {
      case 0: view.isHidden = true
      case 1: view.alpha = 0.005
      default: view.isUserInteractionEnabled = false
      }
    }
    // Reference: of the views whose whole ancestor chain is hittable and contains the point,
    // hit-testing picks the last one in pre-order (front-most, then deepest).
    func preorder(_ view: UIView) -> [UIView] { [view] + view.subviews.flatMap(preorder) }
    let order = preorder(window)
    for _ in 0..<40 {
      let point = CGPoint(
        x: Double.random(in: -50...850, using: &generator),
        y: Double.random(in: -50...850, using: &generator))
      let candidates = order.filter { view in
        var current: UIView? = view
        while let v = current {
          let local = toWindow(v).inverse.apply(point)
          if !v.isHittable || !v.bounds.contains(local) { return false }
          current = v.superview
        }
        return true
      }
      #expect(window.hitTest(point, with: nil) === candidates.last)
    }
  }
}

@Suite("The virtual clock")
struct ClockTests {
  @Test("Deadlines at or before an input's time fire first, in time then scheduling order")
  func ordering() {
    let (simulation, canvas) = Simulation.withCanvas()
    let recognizer = UIGestureRecognizer()
    canvas.addGestureRecognizer(recognizer)
    var fired: [String] = []
    recognizer.scheduleTimer(after: 0.2) { fired.append("b@\(simulation.now)") }
    recognizer.scheduleTimer(after: 0.1) { fired.append("a@\(simulation.now)") }
    recognizer.scheduleTimer(after: 0.2) { fired.append("c@\(simulation.now)") }
    let cancelled = recognizer.scheduleTimer(after: 0.15) { fired.append("never") }
    recognizer.scheduleTimer(after: 0.5) { fired.append("d@\(simulation.now)") }
    cancelled.invalidate()
    #expect(!cancelled.isValid)
    simulation.feed(TouchFrame(time: 0.2, changes: [.init(id: 1, phase: .down, location: .zero)]))
    #expect(fired == ["a@0.1", "b@0.2", "c@0.2"])
    simulation.settle()
    #expect(fired == ["a@0.1", "b@0.2", "c@0.2", "d@0.5"])
    #expect(simulation.now == 0.5)
    #expect(!simulation.clock.hasPendingDeadlines)
  }

  @Test("A recognizer outside a simulated window cannot wait: its timer is invalid")
  func detachedTimer() {
    let timer = UIGestureRecognizer().scheduleTimer(after: 1) {}
    #expect(!timer.isValid)
  }

  @Test("Transcript times count from the first input")
  func timeOrigin() {
    let (simulation, canvas) = Simulation.withCanvas()
    canvas.addGestureRecognizer(TestTapRecognizer())
    let entries = simulation.run(
      TouchScript(startingAt: 1000) {
        down(1, at: CGPoint(x: 5, y: 5))
        wait(.milliseconds(30))
        up(1)
      })
    #expect(entries.count == 1)
    #expect(abs(entries[0].time - 0.03) < 1e-9)
  }
}

@Suite("Determinism")
struct DeterminismTests {
  @Test("The same script on two fresh simulations gives identical transcripts")
  func sameTwice() {
    func once() -> [TranscriptEntry] {
      let (simulation, canvas) = Simulation.withCanvas()
      let double = TestTapRecognizer(taps: 2)
      let single = TestTapRecognizer()
      single.require(toFail: double)
      let drag = TestDragRecognizer()
      drag.delegate = SimultaneousDelegate()
      for recognizer in [double, single, drag] { canvas.addGestureRecognizer(recognizer) }
      var generator = SeededGenerator(seed: 42)
      let script = TouchScript {
        for step in 0..<200 {
          if step % 20 == 0 { down(1, at: CGPoint(x: 200, y: 400)) }
          wait(seconds: Double.random(in: 0.004...0.03, using: &generator))
          if step % 20 == 19 {
            up(1)
          } else {
            move(
              1,
              to: CGPoint(
                x: 200 + Double.random(in: -60...60, using: &generator),
                y: 400 + Double.random(in: -60...60, using: &generator)))
          }
        }
      }
      return simulation.run(script)
    }
    let first = once()
    #expect(first.count > 20)
    #expect(first == once())
  }
}
