import Foundation
import GestureCore

/// A change to how an element is drawn and hit, not to its layout: a transform, a content
/// shape, hit testing switched off, hidden, a named space, opacity.
///
/// - `offset`, `scaleEffect` and `rotationEffect` move, scale and turn the drawing and move
///   the hit area with it, but not the layout [D: AD view/offset(x:y:) "shift the displayed
///   contents", scaleEffect "scales this view's rendered output"; the hit area following the
///   drawing is INF]. A gesture attached outside the effect measures in the transformed
///   space; one attached inside it, in the content's own.
/// - `contentShape(_:)` makes the shape the area that hits the view [D].
/// - `allowsHitTesting(false)` and `hidden()` make the view and its content unhittable [D].
/// - `opacity` below 0.01 makes it unhittable (OUR CHOICE, UIKit's rule).
struct EffectLayout: ElementLayout {
  var transform: ((CGSize) -> CGAffineTransform)?
  /// An offset, scale or rotation, kept as its parameters so that animations interpolate
  /// them (an angle turns through the angles between, as SwiftUI's `rotationEffect` does).
  var animatableTransform: EffectTransform?
  /// The transition of a `transition(_:)` element.
  var transition: AnyTransition?
  var contentShape: HitShape?
  var allowsHitTesting = true
  var isHidden = false
  var coordinateSpaceName: AnyHashable?
  var opacity: CGFloat = 1

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    node.contentSize(proposal)
  }

  func placeSubelements(in size: CGSize, node: ViewNode) {
    node.placeContent(in: CGRect(origin: .zero, size: size))
  }

  var effectParameters: EffectParameters? {
    EffectParameters(transform: animatableTransform, opacity: opacity)
  }

  /// An effect is as large as its content, whatever it does to it.
  func measuresAsThis(_ other: any ElementLayout) -> Bool { other is EffectLayout }

  /// The same effect by its parameters; a transform, a transition or a content shape given as
  /// a closure always counts as new.
  func isSameLayout(as other: any ElementLayout) -> Bool {
    guard let other = other as? EffectLayout, transform == nil, other.transform == nil,
      transition == nil, other.transition == nil, contentShape == nil, other.contentShape == nil
    else { return false }
    return animatableTransform == other.animatableTransform
      && allowsHitTesting == other.allowsHitTesting && isHidden == other.isHidden
      && coordinateSpaceName == other.coordinateSpaceName && opacity == other.opacity
  }

  func configure(_ view: NodeView, size: CGSize) {
    view.transform = animatableTransform?.matrix(size: size) ?? transform?(size) ?? .identity
    view.contentShape = contentShape
    view.isUserInteractionEnabled = allowsHitTesting
    view.isHidden = isHidden
    view.coordinateSpaceName = coordinateSpaceName
    view.alpha = opacity
  }

  /// A linear map `matrix` about `anchor` of a view of `size`, as a transform about the
  /// view's centre (how `UIView.transform` applies).
  nonisolated static func about(
    _ anchor: UnitPoint, size: CGSize, a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat
  )
    -> CGAffineTransform
  {
    let dx = (anchor.x - 0.5) * size.width
    let dy = (anchor.y - 0.5) * size.height
    return CGAffineTransform(
      a: a, b: b, c: c, d: d, tx: dx - (a * dx + c * dy), ty: dy - (b * dx + d * dy))
  }
}

extension View {
  func effect(_ configure: (inout EffectLayout) -> Void) -> some View {
    var effect = EffectLayout()
    configure(&effect)
    return layout(effect)
  }

  /// Draws the view moved by `offset`, leaving its layout where it was.
  public func offset(_ offset: CGSize) -> some View {
    effect { $0.animatableTransform = .offset(offset) }
  }

  /// Draws the view moved by (`x`, `y`), leaving its layout where it was.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    offset(CGSize(width: x, height: y))
  }

  /// Draws the view scaled by `scale` about `anchor`.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    effect { $0.animatableTransform = .scale(scale, anchor: anchor) }
  }

  /// Draws the view scaled by `scale` about `anchor`.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
    scaleEffect(CGSize(width: scale, height: scale), anchor: anchor)
  }

  /// Draws the view scaled by `x` and `y` about `anchor`.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View
  {
    scaleEffect(CGSize(width: x, height: y), anchor: anchor)
  }

  /// Draws the view turned by `angle` (clockwise on screen) about `anchor`.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    effect { $0.animatableTransform = .rotation(radians: angle.radians, anchor: anchor) }
  }

  /// Makes `shape`, in the view's frame, the area that hits the view: any shape, built-in or
  /// custom, inside its path by the non-zero rule or, with `eoFill`, the even-odd rule
  /// [D: AD view/contentshape(_:eofill:)].
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    let hit = shape.hitShape(.fill(eoFill: eoFill))
    return effect { $0.contentShape = hit }
  }

  /// Makes `shape` the area of `kinds`: with `.interaction` among them, the area that hits
  /// the view; the other kinds (drag and context-menu previews, hover and focus effects,
  /// accessibility) draw nothing here and change no hit testing
  /// [D: AD view/contentshape(_:_:eofill:)].
  public func contentShape<S: Shape>(
    _ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false
  ) -> some View {
    let hit = kinds.contains(.interaction) ? shape.hitShape(.fill(eoFill: eoFill)) : nil
    return effect { $0.contentShape = hit }
  }

  /// Draws the view turned by `angle` about `axis` through `anchor`, for touches: the hit
  /// area follows the rotation's projection on the screen. About the z axis that is exactly
  /// `rotationEffect`; about an axis with x or y parts it is the rotation's orthographic
  /// projection, the upper-left 2 × 2 of the 3D rotation matrix, so a card turned 60° about y
  /// is hit in a frame half as wide (OUR CHOICE: `perspective` and `anchorZ` are kept but not
  /// applied, since a projective transform has no `CGAffineTransform`). Turned edge-on, the
  /// view takes no touches.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some View {
    let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
    let (x, y, z) = length > 0 ? (axis.x / length, axis.y / length, axis.z / length) : (0, 0, 1)
    let c = CGFloat(cos(angle.radians))
    let s = CGFloat(sin(angle.radians))
    // Rodrigues' rotation matrix, rows and columns x and y: x' = a·x + c·y, y' = b·x + d·y.
    let m00 = c + (1 - c) * x * x
    let m01 = (1 - c) * x * y - s * z
    let m10 = (1 - c) * x * y + s * z
    let m11 = c + (1 - c) * y * y
    let isEdgeOn = abs(m00 * m11 - m01 * m10) < 1e-9
    return effect {
      $0.transform = { size in
        EffectLayout.about(anchor, size: size, a: m00, b: m10, c: m01, d: m11)
      }
      if isEdgeOn { $0.allowsHitTesting = false }
    }
  }

  /// Whether the view and its content take touches.
  public func allowsHitTesting(_ enabled: Bool) -> some View {
    effect { $0.allowsHitTesting = enabled }
  }

  /// Hides the view; it keeps its place in the layout and takes no touches.
  public func hidden() -> some View {
    effect { $0.isHidden = true }
  }

  /// Names this view's space for `.named(name)` in geometry and gesture locations.
  public func coordinateSpace<T: Hashable>(name: T) -> some View {
    effect { $0.coordinateSpaceName = AnyHashable(name) }
  }

  /// Names this view's space for `.named(name)` in geometry and gesture locations.
  public func coordinateSpace(_ space: NamedCoordinateSpace) -> some View {
    effect { $0.coordinateSpaceName = space.name }
  }

  /// Draws the view with `opacity`; below 0.01 it takes no touches (OUR CHOICE, as UIKit).
  public func opacity(_ opacity: Double) -> some View {
    effect { $0.opacity = CGFloat(opacity) }
  }
}

/// The animatable parameters of an effect element: its geometric effect and its opacity.
struct EffectParameters {
  var transform: EffectTransform?
  var opacity: CGFloat
}

/// A geometric effect by its parameters.
enum EffectTransform: Equatable {
  case offset(CGSize)
  case scale(CGSize, anchor: UnitPoint)
  case rotation(radians: Double, anchor: UnitPoint)

  /// A transition's offset and scale about `anchor`, scale applied first.
  case transition(offset: CGSize, scale: CGSize, anchor: UnitPoint)

  enum Kind: Hashable { case offset, scale, rotation, transition }

  var kind: Kind {
    switch self {
    case .offset: return .offset
    case .scale: return .scale
    case .rotation: return .rotation
    case .transition: return .transition
    }
  }

  /// The numbers an animation interpolates (a rotation has one, an offset or scale two).
  var components: SIMD4<Double> {
    switch self {
    case .offset(let size): return SIMD4(Double(size.width), Double(size.height), 0, 0)
    case .scale(let size, _): return SIMD4(Double(size.width), Double(size.height), 0, 0)
    case .rotation(let radians, _): return SIMD4(radians, 0, 0, 0)
    case .transition(let offset, let scale, _):
      return SIMD4(
        Double(offset.width), Double(offset.height), Double(scale.width), Double(scale.height))
    }
  }

  /// The same effect with `numbers` as its numbers.
  func with(_ numbers: SIMD4<Double>) -> EffectTransform {
    switch self {
    case .offset: return .offset(CGSize(width: numbers[0], height: numbers[1]))
    case .scale(_, let anchor):
      return .scale(CGSize(width: numbers[0], height: numbers[1]), anchor: anchor)
    case .rotation(_, let anchor): return .rotation(radians: numbers[0], anchor: anchor)
    case .transition(_, _, let anchor):
      return .transition(
        offset: CGSize(width: numbers[0], height: numbers[1]),
        scale: CGSize(width: numbers[2], height: numbers[3]), anchor: anchor)
    }
  }

  /// The transform about the centre of a view of `size` (how `UIView.transform` applies).
  func matrix(size: CGSize) -> CGAffineTransform {
    switch self {
    case .offset(let offset):
      return CGAffineTransform(translationX: offset.width, y: offset.height)
    case .scale(let scale, let anchor):
      return EffectLayout.about(anchor, size: size, a: scale.width, b: 0, c: 0, d: scale.height)
    case .rotation(let radians, let anchor):
      let cosine = CGFloat(cos(radians))
      let sine = CGFloat(sin(radians))
      return EffectLayout.about(anchor, size: size, a: cosine, b: sine, c: -sine, d: cosine)
    case .transition(let offset, let scale, let anchor):
      return EffectLayout.about(anchor, size: size, a: scale.width, b: 0, c: 0, d: scale.height)
        .concatenating(CGAffineTransform(translationX: offset.width, y: offset.height))
    }
  }
}

// MARK: Safe area

/// `ignoresSafeArea`: where the view's frame reaches the safe area's edge on one of `edges`,
/// the view extends to the edge of the hosting view there, and its content is laid out in the
/// extended frame [D: AD view/ignoressafearea(_:edges:); the reaching rule is INF].
struct IgnoresSafeAreaLayout: ElementLayout, Equatable {
  let edges: Edge.Set

  /// Its frame depends on where it lands in the hosting view and on that view's safe area.
  var readsOutsideItsInputs: Bool { true }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    node.contentSize(proposal)
  }

  func placeSubelements(in size: CGSize, node: ViewNode) {
    node.placeContent(in: CGRect(origin: .zero, size: size))
  }

  /// The frame extended into the safe area insets of the hosting view.
  func adjust(_ frame: CGRect, node: ViewNode) -> CGRect {
    guard let root = node.graph.rootElementView, let container = node.nodeView?.superview,
      let insets = node.graph.safeAreaInsets
    else { return frame }
    let inRoot = container.convert(frame, to: root)
    let safe = root.bounds.inset(by: insets)
    var extended = inRoot
    let tolerance: CGFloat = 0.5
    if edges.contains(.top), inRoot.minY <= safe.minY + tolerance {
      extended.origin.y = root.bounds.minY
      extended.size.height += inRoot.minY - root.bounds.minY
    }
    if edges.contains(.leading), inRoot.minX <= safe.minX + tolerance {
      extended.origin.x = root.bounds.minX
      extended.size.width += inRoot.minX - root.bounds.minX
    }
    if edges.contains(.bottom), inRoot.maxY >= safe.maxY - tolerance {
      extended.size.height = root.bounds.maxY - extended.minY
    }
    if edges.contains(.trailing), inRoot.maxX >= safe.maxX - tolerance {
      extended.size.width = root.bounds.maxX - extended.minX
    }
    return root.convert(extended, to: container)
  }
}

/// Which safe-area regions `ignoresSafeArea` ignores; all of them here (no keyboard is
/// simulated).
public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
  /// Extends the view into the safe area on `edges` where it reaches it.
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> some View
  {
    layout(IgnoresSafeAreaLayout(edges: edges))
  }

  /// Extends the view into the safe area on `edges` where it reaches it (the older name).
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    layout(IgnoresSafeAreaLayout(edges: edges))
  }
}

/// The kinds of content shape `contentShape(_:_:eoFill:)` sets, as SwiftUI's
/// `ContentShapeKinds` are; only `.interaction` decides hit testing here.
public struct ContentShapeKinds: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The area that takes touches.
  public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
  /// The shape of a drag's preview.
  public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
  /// The shape of a context menu's preview.
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
  /// The shape of a hover effect.
  public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
  /// The shape of a focus effect.
  public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
  /// The shape accessibility uses.
  public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}
