import Foundation

/// A continuous recognizer for a pointer moving over the view with no button pressed.
///
/// It begins when the pointer enters the view (the first pointer event hit-tested to the view or
/// one of its subviews), reports `changed` as the pointer moves over it, and ends when a pointer
/// event lands outside it (reference §5.8). It takes no touches. Pointer events are
/// `IndirectEvent`s of kind `.pointer`: libinput's pointer motion without buttons.
///
///     let hover = UIHoverGestureRecognizer()
///     hover.addAction { hover in print(hover.state, hover.location(in: hover.view)) }
open class UIHoverGestureRecognizer: UIGestureRecognizer {
  /// Creates a hover recognizer.
  public override init(target: Any?, action: Selector?) {
    super.init(target: target, action: action)
  }

  /// The normalized distance of a hovering stylus above the screen; always 0 here, as for any
  /// input that cannot report it. Documented by Apple.
  open var zOffset: CGFloat { 0 }

  /// Hovering is pointer input only: touch sequences are not delivered.
  open override func shouldReceive(_ event: UIEvent) -> Bool {
    event.type == .hover
  }

  /// Takes pointer motion.
  open override func accepts(_ event: IndirectEvent) -> Bool {
    event.kind == .pointer
  }

  open override func handle(_ indirectEvent: IndirectEvent, with event: UIEvent) {
    lastLocationInWindow = indirectEvent.location
    let isOver = isPointerOver(indirectEvent.location)
    switch state {
    case .possible:
      if isOver { setState(.began, because: TransitionCause(.hoverEntered)) }
    case .began, .changed:
      if isOver {
        setState(.changed, because: TransitionCause(.hoverMoved))
      } else {
        setState(.ended, because: TransitionCause(.hoverExited))
      }
    case .ended, .cancelled, .failed:
      break
    }
  }

  /// Whether `point` (window) hits this recognizer's view or one of its subviews.
  private func isPointerOver(_ point: CGPoint) -> Bool {
    guard let view, let window = view.window,
      let hit = window.hitTest(point, with: nil)
    else { return false }
    return hit.isDescendant(of: view)
  }

  /// A hover has no touches.
  open override var numberOfTouches: Int { 0 }

  open override var transcriptType: String { "hover" }
}

// The rules this type applies, with the transitions each may cause.
extension TransitionCause.Rule {
  /// The pointer entered the view.
  public static let hoverEntered = Self(
    "hover.entered", template: "pointer entered the view",
    edges: [(.possible, .began)])
  /// The pointer moved over the view.
  public static let hoverMoved = Self(
    "hover.moved", template: "pointer moved over the view",
    edges: [(.began, .changed), (.changed, .changed)])
  /// The pointer left the view.
  public static let hoverExited = Self(
    "hover.exited", template: "pointer left the view",
    edges: [(.began, .ended), (.changed, .ended)])
}

extension UIHoverGestureRecognizer {
  /// The hover as the diagrams and the rule check read it.
  nonisolated package static let declaration = RecognizerDeclaration(
    name: "hover", className: "UIHoverGestureRecognizer",
    edges: [
      .init(.possible, .began, "the pointer enters the view", by: [.hoverEntered]),
      .init(.began, .changed, "the pointer moves over the view", by: [.hoverMoved]),
      .init(.changed, .changed, "the pointer moves over the view", by: [.hoverMoved]),
      .init(.began, .ended, "the pointer leaves the view", by: [.hoverExited]),
      .init(.changed, .ended, "the pointer leaves the view", by: [.hoverExited]),
    ])
}
