import Foundation
import GestureCore
import GestureUIKit

/// An outline, as SwiftUI's `Path` is: a value holding a Core Graphics path (``cgPath``), with
/// SwiftUI's spellings for building it.
///
/// ``contains(_:eoFill:)`` is GestureCore's `CGPath.contains(_:using:transform:)`, the one
/// point-in-path test in the package; shapes are hit through it. `Path` is a ``Shape`` too: as
/// a view it fills what it is offered and is hit inside its outline, wherever its frame is.
public struct Path: Equatable, Sendable {
  private var storage: CGMutablePath

  /// An empty path.
  public init() { storage = CGMutablePath() }

  /// The path `path` describes.
  public init(_ path: CGPath) { storage = path.mutableCopied() }

  /// A rectangle.
  public init(_ rect: CGRect) {
    self.init()
    addRect(rect)
  }

  /// A rectangle with corners rounded by `cornerRadius` (drawn as circular arcs whatever the
  /// `style`, OUR CHOICE).
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {
    self.init(roundedRect: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
  }

  /// A rectangle whose corners are quarter ellipses of `cornerSize`.
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous)
  {
    self.init()
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  /// The ellipse inscribed in `rect`.
  public init(ellipseIn rect: CGRect) {
    self.init()
    addEllipse(in: rect)
  }

  /// A path built by `build`.
  public init(_ build: (inout Path) -> Void) {
    self.init()
    build(&self)
  }

  public static func == (lhs: Path, rhs: Path) -> Bool { lhs.storage == rhs.storage }

  /// The path as a Core Graphics path.
  public var cgPath: CGPath { storage.copied() }

  /// Whether the path has no elements.
  public var isEmpty: Bool { storage.isEmpty }

  /// The smallest rectangle holding the path's points and curves, control points aside;
  /// `.null` for an empty path.
  public var boundingRect: CGRect { storage.boundingBoxOfPath }

  /// The end of the last element; `nil` for an empty path.
  public var currentPoint: CGPoint? { storage.isEmpty ? nil : storage.currentPoint }

  /// Whether `point` is inside the path, by the non-zero winding rule or, with `eoFill`, the
  /// even-odd rule.
  public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
    storage.contains(point, using: eoFill ? .evenOdd : .winding)
  }

  /// The path with `transform` applied.
  public func applying(_ transform: CGAffineTransform) -> Path {
    let path = CGMutablePath()
    path.addPath(storage, transform: transform)
    return Path(path)
  }

  /// The path moved by (`dx`, `dy`).
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    applying(CGAffineTransform(translationX: dx, y: dy))
  }

  /// The outline the stroke `style` paints, as a path to fill.
  public func strokedPath(_ style: StrokeStyle) -> Path {
    Path(
      storage.copy(
        strokingWithWidth: style.lineWidth, lineCap: style.lineCap, lineJoin: style.lineJoin,
        miterLimit: style.miterLimit))
  }

  public mutating func move(to point: CGPoint) { edit { $0.move(to: point) } }
  public mutating func addLine(to point: CGPoint) { edit { $0.addLine(to: point) } }
  public mutating func addLines(_ points: [CGPoint]) { edit { $0.addLines(between: points) } }
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    edit { $0.addRect(rect, transform: transform) }
  }
  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    edit { $0.addRects(rects, transform: transform) }
  }
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    edit { $0.addEllipse(in: rect, transform: transform) }
  }
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    edit {
      $0.addRoundedRect(
        in: rect, cornerWidth: cornerSize.width, cornerHeight: cornerSize.height,
        transform: transform)
    }
  }
  /// Adds an arc; `clockwise` is in Core Graphics' sense, so on the screen (y down)
  /// `clockwise: true` turns counterclockwise, as SwiftUI's `Path` does.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    edit {
      $0.addArc(
        center: center, radius: radius, startAngle: CGFloat(startAngle.radians),
        endAngle: CGFloat(endAngle.radians), clockwise: clockwise, transform: transform)
    }
  }
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    edit { $0.addQuadCurve(to: point, control: control) }
  }
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    edit { $0.addCurve(to: point, control1: control1, control2: control2) }
  }
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    edit { $0.addPath(path.storage, transform: transform) }
  }
  public mutating func closeSubpath() { edit { $0.closeSubpath() } }

  /// Changes the storage, copying it first if another path shares it.
  private mutating func edit(_ change: (CGMutablePath) -> Void) {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.mutableCopied() }
    change(storage)
  }
}

extension Path: Shape {
  /// The path itself, wherever `rect` is.
  public nonisolated func path(in rect: CGRect) -> Path { self }
}

/// A 2D shape that fills the space it is offered, as SwiftUI's `Shape` is. It is hit inside
/// its path only, a circle's corners are not [INF: SwiftUI hit-tests drawn content], through
/// `CGPath.contains`; a custom shape is hit the same way.
///
/// The requirement is main-actor isolated, where SwiftUI declares it `nonisolated`: here a
/// `nonisolated` requirement makes a shape written as on iOS, `func path(in rect: CGRect) ->
/// Path`, fail to compile in a module whose default isolation is the main actor (measured with
/// Swift 6.3). The built-in shapes' paths are `nonisolated`.
@MainActor @preconcurrency public protocol Shape: View where Body == Never {
  /// The outline in `rect`.
  func path(in rect: CGRect) -> Path
}

/// A shape that can be inset, for `strokeBorder`, as SwiftUI's `InsettableShape` is.
@MainActor @preconcurrency public protocol InsettableShape: Shape {
  /// The type of the inset shape.
  associatedtype InsetShape: InsettableShape
  /// The shape drawn `amount` points inside this one's frame on every side.
  nonisolated func inset(by amount: CGFloat) -> InsetShape
}

/// What of a shape a view draws, and so what touches hit.
enum ShapeRegion: Equatable {
  /// The inside, by the non-zero rule or (`eoFill`) the even-odd rule.
  case fill(eoFill: Bool)
  /// The outline painted by a stroke.
  case stroke(StrokeStyle)
}

extension Shape {
  /// The area of this shape, in a frame, that `region` covers.
  func hitShape(_ region: ShapeRegion) -> HitShape {
    switch region {
    case .fill(let eoFill):
      return HitShape(rule: eoFill ? .evenOdd : .winding) { path(in: $0).cgPath }
    case .stroke(let style):
      return HitShape { path(in: $0).strokedPath(style).cgPath }
    }
  }

  /// The shape filled with `content`; it is hit inside its path by the rule `style` names.
  public func fill<S: ShapeStyle>(_ content: S = Color.primary, style: FillStyle = FillStyle())
    -> some View
  {
    ShapeView(shape: self, region: .fill(eoFill: style.isEOFilled))
  }

  /// The shape's outline, `lineWidth` wide, centred on the path. It is hit only where the
  /// stroke paints, not inside the outline (OUR CHOICE, as reported of SwiftUI: a stroked
  /// circle takes taps on its ring only until a `contentShape` is given).
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The shape's outline drawn with `style`; hit where it paints (see `stroke(_:lineWidth:)`).
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
    ShapeView(shape: self, region: .stroke(style))
  }

  /// The shape's outline, `lineWidth` wide; hit where it paints.
  public func stroke(lineWidth: CGFloat = 1) -> some View {
    stroke(Color.primary, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The shape's outline drawn with `style`; hit where it paints.
  public func stroke(style: StrokeStyle) -> some View {
    stroke(Color.primary, style: style)
  }
}

extension InsettableShape {
  /// The outline drawn inside the shape's frame: the shape inset by half the line width,
  /// stroked; hit where it paints.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S, style: StrokeStyle, antialiased: Bool = true
  ) -> some View {
    inset(by: style.lineWidth / 2).stroke(content, style: style)
  }

  /// The outline, `lineWidth` wide, drawn inside the shape's frame; hit where it paints.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> some View {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }

  /// The outline drawn with `style` inside the shape's frame; hit where it paints.
  public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
    strokeBorder(Color.primary, style: style, antialiased: antialiased)
  }

  /// The outline, `lineWidth` wide, drawn inside the shape's frame; hit where it paints.
  public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
    strokeBorder(Color.primary, lineWidth: lineWidth, antialiased: antialiased)
  }
}

/// A shape drawn filled or stroked. Tests find it by its shape's type
/// (`host.frame(ofFirst: Circle.self)` finds `Circle().fill(.red)`).
public struct ShapeView<S: Shape>: View {
  let shape: S
  let region: ShapeRegion

  /// A primitive: no body.
  public typealias Body = Never
}

/// A view that stands for a shape, for finding views by the shape's type.
@MainActor protocol ShapeDrawing {
  var drawnShapeType: Any.Type { get }
}

extension ShapeView: PrimitiveView, ShapeDrawing {
  func makeContent(in node: ViewNode) -> NodeContent {
    NodeContent(layout: FillingLayout(hitShape: shape.hitShape(region)))
  }

  var drawnShapeType: Any.Type { S.self }
}

/// How a shape is filled.
public struct FillStyle: Equatable, Sendable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// How a shape's outline is drawn. The defaults are SwiftUI's: butt caps, miter joins, a
/// miter limit of 10. Dashes are kept but not cut out of the hit area (OUR CHOICE).
public struct StrokeStyle: Equatable, Sendable {
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public var miterLimit: CGFloat
  public var dash: [CGFloat]
  public var dashPhase: CGFloat
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

/// The layout of a leaf that fills what it is offered: shapes and colours. Offered nothing,
/// it is 10 by 10 points [EMP: objc.io, "Thinking in SwiftUI"].
struct FillingLayout: ElementLayout {
  let hitShape: HitShape?

  /// It fills its proposal whatever its shape: a new shape is hit and drawn anew, but measures
  /// as the old one did.
  func measuresAsThis(_ other: any ElementLayout) -> Bool { other is FillingLayout }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubelements(in size: CGSize, node: ViewNode) {}

  func configure(_ view: NodeView, size: CGSize) {
    view.hitShape = hitShape
  }
}

extension Shape {
  /// A shape used as a view: filled (by the non-zero rule), hit inside its path.
  func shapeContent() -> NodeContent {
    NodeContent(layout: FillingLayout(hitShape: hitShape(.fill(eoFill: false))))
  }
}

/// `rect` inset by `amount` on every side, for the built-in shapes' `inset(by:)`.
private func insetRect(_ rect: CGRect, by amount: CGFloat) -> CGRect {
  amount == 0 ? rect : rect.insetBy(dx: amount, dy: amount)
}

/// A rectangle, hit anywhere in its frame.
public struct Rectangle: InsettableShape, PrimitiveView {
  var insetAmount: CGFloat = 0
  public init() {}
  public nonisolated func path(in rect: CGRect) -> Path { Path(insetRect(rect, by: insetAmount)) }
  public nonisolated func inset(by amount: CGFloat) -> Rectangle {
    var inset = self
    inset.insetAmount += amount
    return inset
  }
  func makeContent(in node: ViewNode) -> NodeContent { shapeContent() }
}

/// A rectangle with rounded corners, hit inside its corners.
public struct RoundedRectangle: InsettableShape, PrimitiveView {
  /// The size of the corners' quarter ellipses.
  public var cornerSize: CGSize
  /// The style of the corners.
  public var style: RoundedCornerStyle
  var insetAmount: CGFloat = 0
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }
  public nonisolated func path(in rect: CGRect) -> Path {
    // Inset, the corners shrink by the inset so that they stay concentric (OUR CHOICE).
    let corner = CGSize(
      width: max(0, cornerSize.width - insetAmount), height: max(0, cornerSize.height - insetAmount)
    )
    return Path(roundedRect: insetRect(rect, by: insetAmount), cornerSize: corner, style: style)
  }
  public nonisolated func inset(by amount: CGFloat) -> RoundedRectangle {
    var inset = self
    inset.insetAmount += amount
    return inset
  }
  func makeContent(in node: ViewNode) -> NodeContent { shapeContent() }
}

/// The style of rounded corners; both are drawn and hit as quarter ellipses (OUR CHOICE).
public enum RoundedCornerStyle: Sendable {
  case circular
  case continuous
}

/// The largest circle centred in the frame, hit inside the circle only.
public struct Circle: InsettableShape, PrimitiveView {
  var insetAmount: CGFloat = 0
  public init() {}
  public nonisolated func path(in rect: CGRect) -> Path {
    let rect = insetRect(rect, by: insetAmount)
    let side = min(rect.width, rect.height)
    return Path(
      ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    )
  }
  public nonisolated func inset(by amount: CGFloat) -> Circle {
    var inset = self
    inset.insetAmount += amount
    return inset
  }
  func makeContent(in node: ViewNode) -> NodeContent { shapeContent() }
}

/// A rectangle with fully rounded ends, hit inside its outline.
public struct Capsule: InsettableShape, PrimitiveView {
  /// The style of the ends.
  public var style: RoundedCornerStyle
  var insetAmount: CGFloat = 0
  public init(style: RoundedCornerStyle = .continuous) { self.style = style }
  public nonisolated func path(in rect: CGRect) -> Path {
    let rect = insetRect(rect, by: insetAmount)
    return Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
  }
  public nonisolated func inset(by amount: CGFloat) -> Capsule {
    var inset = self
    inset.insetAmount += amount
    return inset
  }
  func makeContent(in node: ViewNode) -> NodeContent { shapeContent() }
}

/// The ellipse inscribed in the frame, hit inside the ellipse only.
public struct Ellipse: InsettableShape, PrimitiveView {
  var insetAmount: CGFloat = 0
  public init() {}
  public nonisolated func path(in rect: CGRect) -> Path {
    Path(ellipseIn: insetRect(rect, by: insetAmount))
  }
  public nonisolated func inset(by amount: CGFloat) -> Ellipse {
    var inset = self
    inset.insetAmount += amount
    return inset
  }
  func makeContent(in node: ViewNode) -> NodeContent { shapeContent() }
}
