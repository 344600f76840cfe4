import Foundation
import GestureKit
import GestureTestSupport
import Testing

// Property tests: over many random hierarchies (seeded, so every run checks the same ones),
// the converter agrees with matrix math done independently here, in column-vector form.

/// A 2-D affine map in column-vector form: `p' = M p` with `M = [[m11, m12, m13],
/// [m21, m22, m23], [0, 0, 1]]`.
private struct Matrix {
  var m11: Double, m12: Double, m13: Double
  var m21: Double, m22: Double, m23: Double

  static let identity = Matrix(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0)

  static func translation(_ x: Double, _ y: Double) -> Matrix {
    Matrix(m11: 1, m12: 0, m13: x, m21: 0, m22: 1, m23: y)
  }

  /// UIKit's `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`, read as a matrix.
  init(_ t: CGAffineTransform) {
    self.init(m11: t.a, m12: t.c, m13: t.tx, m21: t.b, m22: t.d, m23: t.ty)
  }

  init(m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double) {
    (self.m11, self.m12, self.m13, self.m21, self.m22, self.m23) = (m11, m12, m13, m21, m22, m23)
  }

  /// `self · other`: `other` applies first.
  static func * (lhs: Matrix, rhs: Matrix) -> Matrix {
    Matrix(
      m11: lhs.m11 * rhs.m11 + lhs.m12 * rhs.m21,
      m12: lhs.m11 * rhs.m12 + lhs.m12 * rhs.m22,
      m13: lhs.m11 * rhs.m13 + lhs.m12 * rhs.m23 + lhs.m13,
      m21: lhs.m21 * rhs.m11 + lhs.m22 * rhs.m21,
      m22: lhs.m21 * rhs.m12 + lhs.m22 * rhs.m22,
      m23: lhs.m21 * rhs.m13 + lhs.m22 * rhs.m23 + lhs.m23)
  }

  var inverse: Matrix {
    let determinant = m11 * m22 - m12 * m21
    let i11 = m22 / determinant
    let i12 = -m12 / determinant
    let i21 = -m21 / determinant
    let i22 = m11 / determinant
    return Matrix(
      m11: i11, m12: i12, m13: -(i11 * m13 + i12 * m23),
      m21: i21, m22: i22, m23: -(i21 * m13 + i22 * m23))
  }

  func point(_ p: CGPoint) -> CGPoint {
    CGPoint(x: m11 * p.x + m12 * p.y + m13, y: m21 * p.x + m22 * p.y + m23)
  }

  func vector(_ v: CGPoint) -> CGPoint {
    CGPoint(x: m11 * v.x + m12 * v.y, y: m21 * v.x + m22 * v.y)
  }
}

/// One view's geometry, as the generator drew it.
private struct ViewSpec {
  var boundsOrigin: CGPoint
  var size: CGSize
  var center: CGPoint
  var transform: CGAffineTransform
  var name: String?

  /// Maps the view's space into its superview's: `center + T(p − bounds.mid)`.
  var toSuperview: Matrix {
    Matrix.translation(center.x, center.y) * Matrix(transform)
      * Matrix.translation(-(boundsOrigin.x + size.width / 2), -(boundsOrigin.y + size.height / 2))
  }
}

/// A touch path in window points with its frame times.
private struct Path {
  var points: [CGPoint]
  var times: [TimeInterval]
}

extension SeededGenerator {
  fileprivate mutating func value(_ range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &self)
  }

  fileprivate mutating func point(_ x: ClosedRange<Double>, _ y: ClosedRange<Double>) -> CGPoint {
    CGPoint(x: value(x), y: value(y))
  }

  /// Rotations of any angle, non-uniform scales between 0.5 and 2 (flipped at times), offsets,
  /// and all of them combined.
  fileprivate mutating func transform() -> CGAffineTransform {
    let scale = { (generator: inout SeededGenerator) -> Double in
      let magnitude = generator.value(0.5...2)
      return Bool.random(using: &generator) ? magnitude : -magnitude
    }
    switch Int.random(in: 0..<5, using: &self) {
    case 0: return .identity
    case 1: return CGAffineTransform(rotationAngle: value(-.pi ... .pi))
    case 2: return CGAffineTransform(scaleX: scale(&self), y: scale(&self))
    case 3: return CGAffineTransform(translationX: value(-30...30), y: value(-30...30))
    default:
      return CGAffineTransform(scaleX: scale(&self), y: scale(&self))
        .rotated(by: value(-.pi ... .pi))
        .concatenating(CGAffineTransform(translationX: value(-30...30), y: value(-30...30)))
    }
  }

  fileprivate mutating func viewSpec(name: String?) -> ViewSpec {
    ViewSpec(
      boundsOrigin: point(-40...40, -40...40),
      size: CGSize(width: value(50...400), height: value(50...400)),
      center: point(-100...500, -100...900),
      transform: transform(),
      name: name)
  }

  /// One to five ancestors (about half of them named) and a leaf (named at times), top first.
  fileprivate mutating func hierarchy() -> [ViewSpec] {
    let depth = Int.random(in: 1...5, using: &self)
    var specs = (0..<depth).map { level in
      viewSpec(name: Bool.random(using: &self) ? "level\(level)" : nil)
    }
    specs.append(viewSpec(name: Int.random(in: 0..<4, using: &self) == 0 ? "leaf" : nil))
    return specs
  }

  /// A touch-down and four moves inside a 390 × 844 window, 10 to 30 ms apart.
  fileprivate mutating func path() -> Path {
    var points = [point(20...370, 20...824)]
    var times = [value(0...1)]
    for _ in 0..<4 {
      let last = points[points.count - 1]
      points.append(
        CGPoint(
          x: min(max(last.x + value(-20...20), 1), 389),
          y: min(max(last.y + value(-20...20), 1), 843)))
      times.append(times[times.count - 1] + value(0.010...0.030))
    }
    return Path(points: points, times: times)
  }
}

/// What the converter answered at each action, per space.
private struct Observation {
  var spaces: [CoordinateSpace]
  var samples: [ConverterProbe.Coordinator.Sample]
}

/// Builds the hierarchy under a fresh window, attaches the probe to the leaf, and runs the path.
private func observe(_ specs: [ViewSpec], _ path: Path) -> Observation {
  let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
  var parent: UIView = simulation.window
  for spec in specs {
    let view = BoundlessView()
    view.bounds = CGRect(origin: spec.boundsOrigin, size: spec.size)
    view.center = spec.center
    view.transform = spec.transform
    if let name = spec.name { view.coordinateSpace(name: name) }
    parent.addSubview(view)
    parent = view
  }
  let spaces: [CoordinateSpace] =
    [.local, .global] + specs.compactMap(\.name).map { CoordinateSpace.named($0) }
  let host = parent.gesture(ConverterProbe(spaces: spaces))
  for (index, point) in path.points.enumerated() {
    let phase: TouchFrame.Change.Phase = index == 0 ? .down : .move
    simulation.feed(
      TouchFrame(time: path.times[index], changes: [.init(id: 1, phase: phase, location: point)]))
  }
  simulation.feed(
    TouchFrame(
      time: path.times[path.times.count - 1] + 0.02,
      changes: [.init(id: 1, phase: .up, location: path.points[path.points.count - 1])]))
  simulation.settle()
  return Observation(spaces: spaces, samples: host.coordinator.samples)
}

/// The map from `space` into the window, by the matrix math above.
private func matrix(for space: CoordinateSpace, in specs: [ViewSpec]) -> Matrix {
  let count: Int
  switch space {
  case .global: count = 0
  case .local: count = specs.count
  case .named(let name):
    let declaring = specs.lastIndex { $0.name.map(AnyHashable.init) == name }
    #expect(declaring != nil, "\(name) names no view")
    count = (declaring ?? -1) + 1
  }
  return specs.prefix(count).reduce(Matrix.identity) { $0 * $1.toSuperview }
}

@Test(
  "Location, translation and velocity equal the matrix math in every space of random hierarchies",
  arguments: 0..<8)
func converterMatchesMatrixMath(seed: UInt64) {
  var generator = SeededGenerator(seed: seed)
  for _ in 0..<50 {
    let specs = generator.hierarchy()
    let path = generator.path()
    let observation = observe(specs, path)
    #expect(observation.samples.map(\.state) == [.began, .changed, .changed, .changed, .ended])
    for (index, sample) in observation.samples.enumerated() {
      let move = min(index + 1, 4)
      let location = path.points[move]
      let translation = CGPoint(
        x: location.x - path.points[0].x, y: location.y - path.points[0].y)
      let interval = path.times[move] - path.times[move - 1]
      let velocity = CGPoint(
        x: (location.x - path.points[move - 1].x) / interval,
        y: (location.y - path.points[move - 1].y) / interval)
      for (slot, space) in observation.spaces.enumerated() {
        let fromWindow = matrix(for: space, in: specs).inverse
        let context = "seed \(seed), \(space), sample \(index)"
        expectClose(sample.locations[slot], fromWindow.point(location), context)
        expectClose(sample.translations[slot], fromWindow.vector(translation), context)
        expectClose(sample.velocities[slot], fromWindow.vector(velocity), context)
      }
    }
  }
}

@Test("Moving ancestors changes locations but never translations or velocities", arguments: 0..<4)
func ancestorTranslationsLeaveVectorsAlone(seed: UInt64) {
  var generator = SeededGenerator(seed: 1000 + seed)
  for _ in 0..<50 {
    let specs = generator.hierarchy()
    let path = generator.path()
    var moved = specs
    for index in moved.indices {
      moved[index].center.x += generator.value(-100...100)
      moved[index].center.y += generator.value(-100...100)
      moved[index].boundsOrigin.x += generator.value(-50...50)
      moved[index].boundsOrigin.y += generator.value(-50...50)
      moved[index].transform.tx += generator.value(-50...50)
      moved[index].transform.ty += generator.value(-50...50)
    }
    let before = observe(specs, path)
    let after = observe(moved, path)
    #expect(before.samples.count == 5 && after.samples.count == 5)
    for (first, second) in zip(before.samples, after.samples) {
      for slot in before.spaces.indices {
        expectClose(first.translations[slot], second.translations[slot]!)
        expectClose(first.velocities[slot], second.velocities[slot]!)
      }
      #expect(first.localLocation != second.localLocation)
    }
  }
}
