import Foundation

/// A pan that starts at an edge of the window, like the system's back swipe.
///
/// The finger must land within ``edgeRegionSize`` points of one of ``edges`` (window
/// coordinates: the interface orientation's edges) and then move ``UIPanGestureRecognizer/hysteresis`` points away
/// from that edge before it moves as far along it; the pan then begins with that distance
/// removed, and continues as a ``UIPanGestureRecognizer`` (reference §5.7). Only one finger is
/// followed, touches are held back from the view until the pan fails, and styluses are not
/// accepted. With no ``edges`` (UIKit's default) it never recognizes.
///
///     let back = UIScreenEdgePanGestureRecognizer()
///     back.edges = .left
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// The window edges the gesture may start from. Default: none. Documented by Apple.
  @exclusivity(unchecked) open var edges: UIRectEdge = []

  /// The width (pt, window) of the band along each edge where the finger must land. Default:
  /// ``GestureThresholds/screenEdgeRegionSize`` (private in UIKit).
  @exclusivity(unchecked) open var edgeRegionSize = GestureThresholds.screenEdgeRegionSize

  /// The edges whose band the finger landed in.
  @exclusivity(unchecked) private var startEdges: UIRectEdge = []
  /// Whether the first finger's landing has been checked in this attempt.
  @exclusivity(unchecked) private var checkedStart = false

  /// Creates a screen-edge pan with UIKit's defaults: one touch, touches began delayed, no
  /// stylus.
  public override init(target: Any?, action: Selector?) {
    super.init(target: target, action: action)
    maximumNumberOfTouches = 1
    delaysTouchesBegan = true
    allowedTouchTypes = UITouch.TouchType.allCases.filter { $0 != .pencil }.map {
      NSNumber(value: $0.rawValue)
    }
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    guard !checkedStart, let touch = trackedTouches.first, let window = view?.window else {
      return
    }
    checkedStart = true
    let point = touch.locationInWindow
    let bounds = window.bounds
    // Each watched edge's distance from the touch: within the region, the pan may start there.
    var nearest = CGFloat.infinity
    startEdges = []
    for (edge, distance) in [
      (UIRectEdge.left, point.x - bounds.minX), (.right, bounds.maxX - point.x),
      (.top, point.y - bounds.minY), (.bottom, bounds.maxY - point.y),
    ] where edges.contains(edge) {
      if distance <= edgeRegionSize { startEdges.insert(edge) }
      nearest = Swift.min(nearest, distance)
    }
    guard startEdges.isEmpty else { return }
    setState(
      .failed,
      because: TransitionCause(
        .screenEdgeRegionSize, nearest.isFinite ? nearest : nil, limit: edgeRegionSize, .points))
  }

  /// Begins on movement away from the starting edge; fails on movement along it first.
  override func evaluateStart() -> Start {
    let moved = windowTranslation
    var best: (away: CGFloat, removing: CGPoint)?
    var along: CGFloat = 0
    for (edge, away, removing, across) in [
      (UIRectEdge.left, moved.x, CGPoint(x: hysteresis, y: 0), moved.y),
      (.right, -moved.x, CGPoint(x: -hysteresis, y: 0), moved.y),
      (.top, moved.y, CGPoint(x: 0, y: hysteresis), moved.x),
      (.bottom, -moved.y, CGPoint(x: 0, y: -hysteresis), moved.x),
    ] where startEdges.contains(edge) {
      along = Swift.max(along, abs(across))
      if away >= hysteresis, away > (best?.away ?? -.infinity) { best = (away, removing) }
    }
    if let best { return .begin(removing: best.removing, moved: best.away) }
    guard along >= hysteresis else { return .wait }
    return .fail(TransitionCause(.screenEdgeMovedAlong, along, limit: hysteresis, .points))
  }

  /// Screen-edge pans take no scrolls or touchpad swipes.
  open override func accepts(_ event: IndirectEvent) -> Bool { false }

  open override func reset() {
    super.reset()
    startEdges = []
    checkedStart = false
  }

  open override var transcriptType: String { "screenEdgePan" }
}

// The rules this type applies, with the transitions each may cause.
extension TransitionCause.Rule {
  /// A screen-edge pan's touch began outside every edge region it watches.
  public static let screenEdgeRegionSize = Self(
    "screenEdge.edgeRegionSize",
    template: "began {measured} from the nearest watched edge, edgeRegionSize {limit}",
    edges: [(.possible, .failed)])
  /// A screen-edge pan moved along its edge before moving away from it.
  public static let screenEdgeMovedAlong = Self(
    "screenEdge.movedAlongEdge",
    template: "moved {measured} along the edge first, hysteresis {limit}",
    edges: [(.possible, .failed)])
}

extension UIScreenEdgePanGestureRecognizer {
  /// The screen-edge pan as the diagrams and the rule check read it.
  nonisolated package static let screenEdgeDeclaration = RecognizerDeclaration(
    name: "screenEdgePan", className: "UIScreenEdgePanGestureRecognizer",
    edges: panEdges + [
      .init(
        .possible, .failed,
        "the first touch lands farther than \(RecognizerDeclaration.pt(GestureThresholds.screenEdgeRegionSize)) from the edges",
        by: [.screenEdgeRegionSize, .screenEdgeMovedAlong])
    ] + RecognizerDeclaration.Edge.moving(by: .touchesMoved) + RecognizerDeclaration.Edge.lifting,
    alsoThresholds: ["UIPanGestureRecognizer.hysteresis"],
    thresholds: GestureThresholds.screenEdgePanRows)
}

extension GestureThresholds {
  /// The width of the band along each window edge where a screen-edge pan must start.
  public static let screenEdgeRegionSize: CGFloat = 20

  /// UIScreenEdgePanGestureRecognizer's rows of ``all``, with unit, provenance and source; its declaration carries them.
  static let screenEdgePanRows: [Threshold] = [
    .init(
      property: "UIScreenEdgePanGestureRecognizer.edgeRegionSize",
      value: Double(screenEdgeRegionSize), unit: "pt", provenance: .chosenByUs,
      source: "UIKit's _edgeRegionSize was not retrieved")
  ]
}
