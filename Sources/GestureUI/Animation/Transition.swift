import Foundation
import GestureCore

/// How a view enters and leaves, as SwiftUI's `AnyTransition` is: the effects it has just
/// before it is inserted and just after it is removed, which an animated change interpolates
/// to and from its identity.
///
/// A view with `transition(_:)` inserted (an `if` that becomes true) in an update with an
/// animation starts at the insertion effects and animates to none. Removed in such an update,
/// it leaves the layout at once (its siblings move in), but stays drawn, at its last frame, and
/// hit-testable, for its full bounds and as its removal effects move it, until its removal
/// animation ends; then it leaves the tree (its `onDisappear` runs then) [EMP: a view in its
/// removal transition keeps taking touches, xmtplabs/convos-ios#1075]. It is drawn in front
/// of its former siblings meanwhile (OUR CHOICE). A view without `transition(_:)` is
/// inserted and removed at once (OUR CHOICE: SwiftUI fades it, its default transition being
/// `.opacity` [INF]).
public struct AnyTransition: Sendable {
  /// The effects of one end of a transition.
  struct Effects: Sendable, Hashable {
    var offset = CGSize.zero
    var scale = CGSize(width: 1, height: 1)
    var anchor = UnitPoint.center
    var opacity: Double = 1
    /// Edges the view moves past, by its own size [INF: SwiftUI's `move(edge:)` moves a view
    /// by its own size, just out of its frame].
    var moves: [Edge] = []

    func combined(with other: Effects) -> Effects {
      var result = self
      result.offset.width += other.offset.width
      result.offset.height += other.offset.height
      result.scale.width *= other.scale.width
      result.scale.height *= other.scale.height
      if other.scale != CGSize(width: 1, height: 1) { result.anchor = other.anchor }
      result.opacity *= other.opacity
      result.moves += other.moves
      return result
    }

    /// The parameters of a view of `size` showing these effects.
    func parameters(size: CGSize) -> EffectParameters {
      var offset = self.offset
      for edge in moves {
        switch edge {
        case .leading: offset.width -= size.width
        case .trailing: offset.width += size.width
        case .top: offset.height -= size.height
        case .bottom: offset.height += size.height
        }
      }
      return EffectParameters(
        transform: .transition(offset: offset, scale: scale, anchor: anchor),
        opacity: CGFloat(opacity))
    }
  }

  var insertion: Effects
  var removal: Effects
  /// The animation pinned with `animation(_:)`, which runs the transition whatever the
  /// update's transaction says.
  var pinnedAnimation: Animation?

  init(_ effects: Effects) {
    insertion = effects
    removal = effects
  }

  init(insertion: Effects, removal: Effects) {
    self.insertion = insertion
    self.removal = removal
  }

  /// No effect: the view appears and disappears with no change.
  public static let identity = AnyTransition(Effects())
  /// Fades in and out.
  public static let opacity = AnyTransition(Effects(opacity: 0))
  /// Scales from and to zero about the centre.
  public static var scale: AnyTransition { scale(scale: 0) }
  /// Scales from and to `scale` about `anchor`.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition(Effects(scale: CGSize(width: scale, height: scale), anchor: anchor))
  }
  /// Moves in from the leading edge and out toward the trailing edge [D: AD slide].
  public static var slide: AnyTransition {
    asymmetric(insertion: move(edge: .leading), removal: move(edge: .trailing))
  }
  /// Moves in from and out toward `edge`, by the view's own size.
  public static func move(edge: Edge) -> AnyTransition {
    AnyTransition(Effects(moves: [edge]))
  }
  /// Moves in from and out to `offset`.
  public static func offset(_ offset: CGSize) -> AnyTransition {
    AnyTransition(Effects(offset: offset))
  }
  /// Moves in from and out to (`x`, `y`).
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    offset(CGSize(width: x, height: y))
  }
  /// Moves in from `edge` and out toward the opposite edge, fading [D: AD push(from:)].
  public static func push(from edge: Edge) -> AnyTransition {
    let opposite: Edge
    switch edge {
    case .leading: opposite = .trailing
    case .trailing: opposite = .leading
    case .top: opposite = .bottom
    case .bottom: opposite = .top
    }
    return asymmetric(insertion: move(edge: edge), removal: move(edge: opposite))
      .combined(with: .opacity)
  }
  /// `insertion` on the way in, `removal` on the way out.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition)
    -> AnyTransition
  {
    AnyTransition(insertion: insertion.insertion, removal: removal.removal)
  }
  /// Both transitions' effects at once.
  public func combined(with other: AnyTransition) -> AnyTransition {
    var result = AnyTransition(
      insertion: insertion.combined(with: other.insertion),
      removal: removal.combined(with: other.removal))
    result.pinnedAnimation = pinnedAnimation ?? other.pinnedAnimation
    return result
  }
  /// This transition, run with `animation` whatever the update's transaction says.
  public func animation(_ animation: Animation?) -> AnyTransition {
    var copy = self
    copy.pinnedAnimation = animation
    return copy
  }
}

/// `transition(_:)`: the modified view becomes an effect element that carries the transition,
/// at its identity.
struct TransitionModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let transition: AnyTransition

  func makeContent(modifying content: some View, in node: ViewNode) -> NodeContent {
    node.graph.transitionsMayStart = true
    var effect = EffectLayout()
    effect.animatableTransform = .transition(
      offset: .zero, scale: CGSize(width: 1, height: 1), anchor: transition.insertion.anchor)
    effect.transition = transition
    var result = NodeContent(layout: effect)
    result.append(content, at: .content)
    return result
  }
}

extension View {
  /// How the view is inserted and removed when an animated change adds or takes it away.
  public func transition(_ transition: AnyTransition) -> some View {
    modifier(TransitionModifier(transition: transition))
  }
}

extension ViewNode {
  /// The animation of this element's transition in the current update, if it has one.
  func transitionAnimation(_ transition: AnyTransition) -> Animation? {
    if let pinned = transition.pinnedAnimation { return pinned }
    return effectiveTransaction().animation
  }

  /// Takes this node out of its parent: at once, or, when elements in it have a transition and
  /// the update animates, after their removal animations end (see ``AnyTransition``).
  func leave() {
    var elements: [ViewNode] = []
    appendElements(to: &elements)
    var longest: Double?
    for element in elements {
      guard let effect = element.layout as? EffectLayout, let transition = effect.transition,
        let animation = element.transitionAnimation(transition)
      else { continue }
      let removed = ElementGeometry(
        frame: element.frame, parameters: transition.removal.parameters(size: element.frame.size))
      graph.animator.animate(element, to: removed, with: animation)
      element.nodeView?.isDisappearing = true
      guard let total = animation.totalDuration else { continue }
      longest = Swift.max(longest ?? 0, total)
    }
    guard let longest else {
      tearDown()
      return
    }
    graph.disappearing.append(self)
    graph.animator.clock?.schedule(at: graph.animator.now + longest) { [weak self] in
      guard let self, !self.hasLeft else { return }
      self.graph.disappearing.removeAll { $0 === self }
      self.tearDown()
      self.graph.owner?.graphNeedsUpdate()
    }
  }
}
