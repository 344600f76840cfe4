import Foundation

extension CGPath {
  /// The outline of this path stroked with `lineWidth`, as Core Graphics'
  /// `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)` makes it: a path whose
  /// inside, by the non-zero winding rule, is the area the stroke paints.
  ///
  /// The outline is made of pieces that all turn the same way, so that the non-zero rule
  /// answers their union: a band `lineWidth` wide along each segment of the flattened path
  /// (curves within ``flatteningTolerance``), a disc, a bevel triangle or a miter at each
  /// join as `lineJoin` says (a miter longer than `miterLimit` times the width is bevelled, as
  /// Core Graphics does), and a disc or a half square at each open end as `lineCap` says. A
  /// subpath of zero length paints a dot with round or square caps and nothing with butt caps.
  /// The pieces overlap rather than being merged into one outline (OUR CHOICE: the inside is
  /// the same; the elements differ from Core Graphics').
  public func copy(
    strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
    miterLimit: CGFloat, transform: CGAffineTransform = .identity
  ) -> CGPath {
    let outline = CGMutablePath()
    let half = abs(lineWidth) / 2
    guard half > 0 else { return outline.copied() }
    let pieces = StrokePieces(half: half, outline: outline)
    for subpath in flattenedSubpathsMarkingClosed() where subpath.points.count > 1 {
      var points: [CGPoint] = []
      for point in subpath.points where points.last != point { points.append(point) }
      if subpath.isClosed, points.count > 1, points.first == points.last { points.removeLast() }
      guard points.count > 1 else {
        pieces.cap(at: points[0], direction: CGPoint(x: 1, y: 0), cap: lineCap, atStart: true)
        pieces.cap(at: points[0], direction: CGPoint(x: 1, y: 0), cap: lineCap, atStart: false)
        continue
      }
      let count = points.count
      let segmentCount = subpath.isClosed ? count : count - 1
      var directions: [CGPoint] = []
      for index in 0..<segmentCount {
        let from = points[index]
        let to = points[(index + 1) % count]
        let length = hypot(to.x - from.x, to.y - from.y)
        let direction = CGPoint(x: (to.x - from.x) / length, y: (to.y - from.y) / length)
        directions.append(direction)
        pieces.band(from: from, to: to, direction: direction)
      }
      let joined = subpath.isClosed ? Array(0..<count) : Array(1..<(count - 1))
      for vertex in joined {
        let incoming = directions[(vertex - 1 + segmentCount) % segmentCount]
        let outgoing = directions[vertex % segmentCount]
        pieces.join(
          at: points[vertex], incoming: incoming, outgoing: outgoing, join: lineJoin,
          miterLimit: miterLimit)
      }
      if !subpath.isClosed {
        pieces.cap(at: points[0], direction: directions[0], cap: lineCap, atStart: true)
        pieces.cap(
          at: points[count - 1], direction: directions[segmentCount - 1], cap: lineCap,
          atStart: false)
      }
    }
    guard transform != .identity else { return outline.copied() }
    let transformed = CGMutablePath()
    transformed.addPath(outline, transform: transform)
    return transformed.copied()
  }
}

/// Adds the pieces of a stroke's outline, each a closed subpath turning the same way
/// (positive area in the path's own coordinates).
private struct StrokePieces {
  let half: CGFloat
  let outline: CGMutablePath

  /// The band along one segment.
  func band(from: CGPoint, to: CGPoint, direction: CGPoint) {
    let normal = CGPoint(x: -direction.y * half, y: direction.x * half)
    polygon([
      CGPoint(x: from.x + normal.x, y: from.y + normal.y),
      CGPoint(x: to.x + normal.x, y: to.y + normal.y),
      CGPoint(x: to.x - normal.x, y: to.y - normal.y),
      CGPoint(x: from.x - normal.x, y: from.y - normal.y),
    ])
  }

  /// What fills the wedge outside a join between two segments.
  func join(
    at vertex: CGPoint, incoming: CGPoint, outgoing: CGPoint, join: CGLineJoin,
    miterLimit: CGFloat
  ) {
    let turn = incoming.x * outgoing.y - incoming.y * outgoing.x
    let cosine = incoming.x * outgoing.x + incoming.y * outgoing.y
    if join == .round {
      disc(at: vertex)
      return
    }
    // Straight on: the bands meet with no wedge. Turning back: no miter point exists.
    guard abs(turn) > 1e-9 || cosine < 0 else { return }
    // The wedge is on the side the path turns away from.
    let side: CGFloat = turn > 0 ? -1 : 1
    let before = CGPoint(
      x: vertex.x - side * incoming.y * half, y: vertex.y + side * incoming.x * half)
    let after = CGPoint(
      x: vertex.x - side * outgoing.y * half, y: vertex.y + side * outgoing.x * half)
    // The miter's length over the line width is 1 / sin(θ/2), θ the angle between the lines.
    let ratio = (2 / max(1 + cosine, 1e-12)).squareRoot()
    if join == .miter, ratio <= miterLimit, abs(turn) > 1e-9 {
      let scale = half / (1 + cosine)
      let tip = CGPoint(
        x: vertex.x + side * scale * (-incoming.y - outgoing.y),
        y: vertex.y + side * scale * (incoming.x + outgoing.x))
      polygon([vertex, before, tip, after])
    } else {
      polygon([vertex, before, after])
    }
  }

  /// What an open end adds: nothing for butt, a disc for round, a half square for square.
  func cap(at end: CGPoint, direction: CGPoint, cap: CGLineCap, atStart: Bool) {
    switch cap {
    case .butt: return
    case .round: disc(at: end)
    case .square:
      let sign: CGFloat = atStart ? -1 : 1
      let out = CGPoint(x: end.x + sign * direction.x * half, y: end.y + sign * direction.y * half)
      let normal = CGPoint(x: -direction.y * half, y: direction.x * half)
      polygon([
        CGPoint(x: end.x + normal.x, y: end.y + normal.y),
        CGPoint(x: out.x + normal.x, y: out.y + normal.y),
        CGPoint(x: out.x - normal.x, y: out.y - normal.y),
        CGPoint(x: end.x - normal.x, y: end.y - normal.y),
      ])
    }
  }

  /// A disc of the stroke's half width (its arcs turn the positive way).
  func disc(at center: CGPoint) {
    outline.addEllipse(
      in: CGRect(x: center.x - half, y: center.y - half, width: 2 * half, height: 2 * half))
  }

  /// A closed polygon, reversed if needed so that its area is positive.
  func polygon(_ points: [CGPoint]) {
    var area: CGFloat = 0
    for index in points.indices {
      let a = points[index]
      let b = points[(index + 1) % points.count]
      area += a.x * b.y - b.x * a.y
    }
    guard abs(area) > 1e-12 else { return }
    outline.addLines(between: area > 0 ? points : points.reversed())
    outline.closeSubpath()
  }
}

/// How stroked lines end. Stored only.
public enum CGLineCap: Int32, Sendable {
  case butt = 0
  case round = 1
  case square = 2
}

/// How stroked lines join. Stored only.
public enum CGLineJoin: Int32, Sendable {
  case miter = 0
  case round = 1
  case bevel = 2
}
