import Foundation

/// How a path's inside is decided: by the non-zero winding rule or the even-odd rule.
public enum CGPathFillRule: Int, Sendable {
  case winding = 0
  case evenOdd = 1
}

/// One element of a path, as Core Graphics' `CGPathElement` describes it.
public enum CGPathElementKind: Equatable, Sendable {
  case moveTo(CGPoint)
  case lineTo(CGPoint)
  case quadCurveTo(control: CGPoint, end: CGPoint)
  case curveTo(control1: CGPoint, control2: CGPoint, end: CGPoint)
  case closeSubpath
}

/// A path, as Core Graphics' `CGPath` is: lines, quadratic and cubic curves in subpaths.
///
/// Arcs, ellipses and rounded corners are stored as cubic curves of at most a quarter turn each,
/// as Core Graphics stores them. ``boundingBox`` includes control points (as Apple documents);
/// ``boundingBoxOfPath`` does not. ``contains(_:using:transform:)`` is real geometry: curves are
/// flattened to line segments no farther than ``flatteningTolerance`` (0.05 points, OUR CHOICE)
/// from the curve, every subpath is closed for the test, and the winding number decides (non-zero
/// or even-odd). A point exactly on an edge counts by a half-open rule (OUR CHOICE): points on
/// an edge going down the screen at its left are inside, on its right outside.
open class CGPath: Equatable, @unchecked Sendable {
  /// The largest distance between a curve and the segments that stand for it in hit tests.
  public static let flatteningTolerance: CGFloat = 0.05

  /// The path's elements, in order.
  public internal(set) var elements: [CGPathElementKind] = []

  init(elements: [CGPathElementKind]) {
    self.elements = elements
  }

  /// A rectangle, optionally transformed.
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    let path = CGMutablePath()
    path.addRect(rect, transform: transform?.pointee ?? .identity)
    self.init(elements: path.elements)
  }

  /// An ellipse inscribed in `rect`, optionally transformed.
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    let path = CGMutablePath()
    path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
    self.init(elements: path.elements)
  }

  /// A rectangle with rounded corners, optionally transformed.
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>?
  ) {
    let path = CGMutablePath()
    path.addRoundedRect(
      in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
      transform: transform?.pointee ?? .identity)
    self.init(elements: path.elements)
  }

  public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The end of the last element; `.zero` for an empty path.
  public var currentPoint: CGPoint {
    var start = CGPoint.zero
    var current = CGPoint.zero
    for element in elements {
      switch element {
      case .moveTo(let point):
        start = point
        current = point
      case .lineTo(let end), .quadCurveTo(_, let end), .curveTo(_, _, let end): current = end
      case .closeSubpath: current = start
      }
    }
    return current
  }

  /// The smallest rectangle holding every point and control point; `.null` when empty.
  public var boundingBox: CGRect {
    var points: [CGPoint] = []
    for element in elements {
      switch element {
      case .moveTo(let point), .lineTo(let point): points.append(point)
      case .quadCurveTo(let control, let end): points += [control, end]
      case .curveTo(let control1, let control2, let end): points += [control1, control2, end]
      case .closeSubpath: break
      }
    }
    return Self.rectangle(enclosing: points)
  }

  /// The smallest rectangle holding the path's points and curves (within the flattening
  /// tolerance), control points aside; `.null` when empty.
  public var boundingBoxOfPath: CGRect {
    Self.rectangle(enclosing: flattenedSubpaths().flatMap { $0 })
  }

  /// Whether `point` is inside the path by `rule`, after `transform` is applied to the path.
  public func contains(
    _ point: CGPoint, using rule: CGPathFillRule = .winding,
    transform: CGAffineTransform = .identity
  ) -> Bool {
    var winding = 0
    for subpath in flattenedSubpaths() where subpath.count > 1 {
      let points = subpath.map { $0.applying(transform) }
      for index in points.indices {
        let from = points[index]
        let to = points[(index + 1) % points.count]
        let side = (to.x - from.x) * (point.y - from.y) - (point.x - from.x) * (to.y - from.y)
        if from.y <= point.y, to.y > point.y, side > 0 {
          winding += 1
        } else if from.y > point.y, to.y <= point.y, side < 0 {
          winding -= 1
        }
      }
    }
    return rule == .winding ? winding != 0 : winding % 2 != 0
  }

  /// A copy that cannot change. Optional as Apple's `copy()` (CGPath) is, so that
  /// `if let copy = path.copy()` and `path.copy()!` compile; here it is never `nil`.
  public func copy() -> CGPath? { copied() }

  /// A copy that can change. Optional as Apple's `mutableCopy()` (CGPath) is; never `nil` here.
  public func mutableCopy() -> CGMutablePath? { mutableCopied() }

  /// A copy that cannot change, for GestureKit's own code, which knows it exists.
  package func copied() -> CGPath { CGPath(elements: elements) }

  /// A copy that can change, for GestureKit's own code.
  package func mutableCopied() -> CGMutablePath {
    let path = CGMutablePath()
    path.elements = elements
    return path
  }

  /// The subpaths as polygons: each curve replaced by segments within the tolerance.
  func flattenedSubpaths() -> [[CGPoint]] {
    flattenedSubpathsMarkingClosed().map(\.points)
  }

  /// The subpaths as polylines, each curve replaced by segments within the tolerance, with
  /// whether `closeSubpath` ended it.
  func flattenedSubpathsMarkingClosed() -> [(points: [CGPoint], isClosed: Bool)] {
    var result: [(points: [CGPoint], isClosed: Bool)] = []
    var current: [CGPoint] = []
    func finish(closing: Bool = false) {
      if !current.isEmpty { result.append((current, closing)) }
      current = []
    }
    for element in elements {
      switch element {
      case .moveTo(let point):
        finish()
        current = [point]
      case .lineTo(let end):
        current.append(end)
      case .quadCurveTo(let control, let end):
        let start = current.last ?? .zero
        // A quadratic is the cubic with controls two thirds of the way to its control point.
        let control1 = CGPoint(
          x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y))
        let control2 = CGPoint(
          x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y))
        current += Self.flattenCubic(start, control1, control2, end)
      case .curveTo(let control1, let control2, let end):
        current += Self.flattenCubic(current.last ?? .zero, control1, control2, end)
      case .closeSubpath:
        let start = current.first
        finish(closing: true)
        if let start { current = [start] }
      }
    }
    finish()
    return result
  }

  /// Points along a cubic after its start, enough that no segment strays from the curve by more
  /// than the tolerance (n segments keep within 3/4 · max second difference / n²).
  private static func flattenCubic(
    _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint
  ) -> [CGPoint] {
    let dd1 = hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y)
    let dd2 = hypot(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y)
    let needed = (0.75 * max(dd1, dd2) / flatteningTolerance).squareRoot().rounded(.up)
    let count = Int(min(max(needed, 1), 1000))
    return (1...count).map { step in
      let t = CGFloat(step) / CGFloat(count)
      let u = 1 - t
      let a = u * u * u
      let b = 3 * u * u * t
      let c = 3 * u * t * t
      let d = t * t * t
      return CGPoint(
        x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }
  }

  private static func rectangle(enclosing points: [CGPoint]) -> CGRect {
    guard let first = points.first else { return .null }
    var minX = first.x
    var maxX = first.x
    var minY = first.y
    var maxY = first.y
    for point in points.dropFirst() {
      minX = min(minX, point.x)
      maxX = max(maxX, point.x)
      minY = min(minY, point.y)
      maxY = max(maxY, point.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

/// A path that can be built up, as Core Graphics' `CGMutablePath` is.
///
/// ``addArc(center:radius:startAngle:endAngle:clockwise:transform:)`` follows Core Graphics:
/// `clockwise` is in a y-up space, so on the screen (y down) `clockwise: true` turns with
/// decreasing angle. `UIBezierPath` flips it, as UIKit does.
open class CGMutablePath: CGPath, @unchecked Sendable {
  /// An empty path.
  public init() {
    super.init(elements: [])
  }

  /// Starts a new subpath at `point`.
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    elements.append(.moveTo(point.applying(transform)))
  }

  /// Adds a line to `point`.
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    elements.append(.lineTo(point.applying(transform)))
  }

  /// Adds lines through `points`, starting a subpath at the first.
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    guard let first = points.first else { return }
    move(to: first, transform: transform)
    for point in points.dropFirst() { addLine(to: point, transform: transform) }
  }

  /// Adds a quadratic curve to `end`.
  public func addQuadCurve(
    to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
  ) {
    elements.append(
      .quadCurveTo(control: control.applying(transform), end: end.applying(transform)))
  }

  /// Adds a cubic curve to `end`.
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
  ) {
    elements.append(
      .curveTo(
        control1: control1.applying(transform), control2: control2.applying(transform),
        end: end.applying(transform)))
  }

  /// Closes the current subpath.
  public func closeSubpath() {
    elements.append(.closeSubpath)
  }

  /// Adds a closed rectangle, corners in the order minX-minY, maxX-minY, maxX-maxY, minX-maxY.
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    addLines(
      between: [
        CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
        CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
      ], transform: transform)
    closeSubpath()
  }

  /// Adds closed rectangles.
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// Adds a closed ellipse inscribed in `rect`, as four quarter arcs.
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    let scale = CGAffineTransform(
      a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY)
    let unit = CGMutablePath()
    unit.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
    unit.closeSubpath()
    addPath(unit, transform: scale.concatenating(transform))
  }

  /// Adds a closed rectangle whose corners are quarter ellipses `cornerWidth` by `cornerHeight`.
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    let r = rect.standardized
    let rx = min(max(cornerWidth, 0), r.width / 2)
    let ry = min(max(cornerHeight, 0), r.height / 2)
    guard rx > 0, ry > 0 else { return addRect(r, transform: transform) }
    let corners: [(CGPoint, CGFloat)] = [
      (CGPoint(x: r.maxX - rx, y: r.minY + ry), -.pi / 2),
      (CGPoint(x: r.maxX - rx, y: r.maxY - ry), 0),
      (CGPoint(x: r.minX + rx, y: r.maxY - ry), .pi / 2),
      (CGPoint(x: r.minX + rx, y: r.minY + ry), .pi),
    ]
    move(to: CGPoint(x: r.minX + rx, y: r.minY), transform: transform)
    for (center, start) in corners {
      let corner = CGAffineTransform(a: rx, b: 0, c: 0, d: ry, tx: center.x, ty: center.y)
      let unit = CGMutablePath()
      unit.addArc(
        center: .zero, radius: 1, startAngle: start, endAngle: start + .pi / 2, clockwise: false)
      // Keep the arc's line in (from the previous corner), drop its move.
      let whole = corner.concatenating(transform)
      if case .moveTo(let arcStart)? = unit.elements.first {
        addLine(to: arcStart, transform: whole)
      }
      for element in unit.elements.dropFirst() { elements.append(element.applying(whole)) }
    }
    closeSubpath()
  }

  /// Adds an arc of the circle at `center`, from `startAngle` to `endAngle` (radians from the
  /// positive x axis). With no current point the arc starts a subpath; otherwise a line joins
  /// the current point to the arc's start. `clockwise: false` turns with increasing angle (on
  /// the screen: clockwise, since y points down). A turn of 2π or more is a full circle.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    var sweep = endAngle - startAngle
    let full = 2 * CGFloat.pi
    if clockwise {
      if sweep > 0 {
        sweep = sweep >= full ? -full : sweep.truncatingRemainder(dividingBy: full) - full
      }
      sweep = max(sweep, -full)
    } else {
      if sweep < 0 {
        sweep = -sweep >= full ? full : sweep.truncatingRemainder(dividingBy: full) + full
      }
      sweep = min(sweep, full)
    }
    func point(_ angle: CGFloat) -> CGPoint {
      CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
    let start = point(startAngle)
    if elements.isEmpty || elements.last == .closeSubpath {
      move(to: start, transform: transform)
    } else {
      addLine(to: start, transform: transform)
    }
    let pieces = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
    let step = sweep / CGFloat(pieces)
    // A cubic stands for an arc of `step` with controls 4/3 · tan(step / 4) radii along the
    // tangents.
    let k = 4 / 3 * tan(step / 4) * radius
    for index in 0..<pieces where step != 0 {
      let a0 = startAngle + step * CGFloat(index)
      let a1 = a0 + step
      let p0 = point(a0)
      let p1 = point(a1)
      addCurve(
        to: p1, control1: CGPoint(x: p0.x - k * sin(a0), y: p0.y + k * cos(a0)),
        control2: CGPoint(x: p1.x + k * sin(a1), y: p1.y - k * cos(a1)), transform: transform)
    }
  }

  /// Appends `path`'s elements.
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
    elements += path.elements.map { $0.applying(transform) }
  }
}

extension CGPathElementKind {
  /// The element with `transform` applied to its points.
  func applying(_ transform: CGAffineTransform) -> CGPathElementKind {
    switch self {
    case .moveTo(let point): .moveTo(point.applying(transform))
    case .lineTo(let point): .lineTo(point.applying(transform))
    case .quadCurveTo(let control, let end):
      .quadCurveTo(control: control.applying(transform), end: end.applying(transform))
    case .curveTo(let control1, let control2, let end):
      .curveTo(
        control1: control1.applying(transform), control2: control2.applying(transform),
        end: end.applying(transform))
    case .closeSubpath: .closeSubpath
    }
  }
}
