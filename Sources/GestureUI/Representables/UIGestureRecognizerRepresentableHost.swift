import Foundation
import GestureCore

/// Drives a ``UIGestureRecognizerRepresentable`` attached to a view the way SwiftUI does.
///
/// `UIView/gesture(_:)` creates the host; the view keeps it until ``remove()``. The calls
/// happen at these moments, and only these:
///
/// 1. `makeCoordinator(converter:)`: once, when the representable is attached, before
///    anything else. The coordinator lives as long as the attachment, across event sequences.
/// 2. `makeUIGestureRecognizer(context:)`, then at once `updateUIGestureRecognizer(_:context:)`:
///    when a touch lands on the view or inside it (or a touchpad gesture begins over it) and no
///    recognizer of this attachment is alive. The recognizer is added to the view before the
///    touch is handed to recognizers, so it sees the touch that made it.
/// 3. `updateUIGestureRecognizer(_:context:)`: whenever ``update(_:)`` gives the host a new
///    value while a recognizer is alive. Without a live recognizer the value is only kept; the
///    next recognizer is made and updated from it.
/// 4. `handleUIGestureRecognizerAction(_:context:)`: for every action the recognizer sends
///    (`began`, `changed`, `ended`, `cancelled`; a recognizer that fails sends none), with the
///    latest value. The host adds its action after `make` returns, so targets that `make`
///    added are called first.
/// 5. The recognizer is discarded (removed from the view, never reused) once the event
///    sequence is over: after an input or a timer, when no touch is down in the window and the
///    recognizer has been reset. A recognizer still deciding (a double tap waiting for its
///    second tap) lives on until it decides.
///
///     var pressLocation: CGPoint?
///     let host = card.gesture(
///       PressGesture(pressLocation: Binding(get: { pressLocation }, set: { pressLocation = $0 })))
///     simulation.run(script)
///     host.update(PressGesture(pressLocation: …))   // a new value, as a SwiftUI body would give
@MainActor
public final class UIGestureRecognizerRepresentableHost<
  Representable: UIGestureRecognizerRepresentable
> {
  /// The latest value the host was given.
  public private(set) var representable: Representable

  /// The coordinator of this attachment.
  public let coordinator: Representable.Coordinator

  /// The recognizer of the current event sequence, if one is alive.
  public private(set) var recognizer: Representable.UIGestureRecognizerType?

  /// How many recognizers the host has made so far.
  public private(set) var recognizersMade = 0

  let node: RepresentableGestureNode

  init(_ representable: Representable, attachedTo view: UIView) {
    self.representable = representable
    self.node = RepresentableGestureNode(view: view)
    self.coordinator = representable.makeCoordinator(
      converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter(node: node))
  }

  /// The view the representable is attached to; `nil` after ``remove()``.
  public var view: UIView? { node.view }

  /// The converter of this attachment, as the representable's context carries it.
  public var converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter {
    UIGestureRecognizerRepresentableCoordinateSpaceConverter(node: node)
  }

  /// The context the representable's methods receive.
  public var context: Representable.Context {
    Representable.Context(coordinator: coordinator, converter: converter)
  }

  /// Gives the host a new value of the representable, as SwiftUI does when a view's body is
  /// evaluated again; a live recognizer is updated at once.
  public func update(_ representable: Representable) {
    self.representable = representable
    guard let recognizer else { return }
    representable.updateUIGestureRecognizer(recognizer, context: context)
  }

  /// Detaches the representable from its view. A live recognizer is removed; if its gesture had
  /// begun it is cancelled first, and the representable is told so.
  public func remove() {
    guard let view = node.view else { return }
    discardRecognizer()
    view.representableHosts.removeAll { $0 === self }
    node.view = nil
  }

  private func handleAction(_ recognizer: Representable.UIGestureRecognizerType) {
    representable.handleUIGestureRecognizerAction(recognizer, context: context)
  }

  private func discardRecognizer() {
    guard let recognizer else { return }
    recognizer.view?.removeGestureRecognizer(recognizer)
    self.recognizer = nil
    node.recognizer = nil
  }
}

extension UIGestureRecognizerRepresentableHost: GestureRecognizerHosting {
  package func prepareRecognizer(in environment: GestureEnvironment) {
    guard recognizer == nil, let view = node.view else { return }
    let made = representable.makeUIGestureRecognizer(context: context)
    recognizersMade += 1
    recognizer = made
    node.recognizer = made
    made.addAction { [weak self] recognizer in self?.handleAction(recognizer) }
    view.addGestureRecognizer(made)
    environment.liveGestureHosts.append(self)
    representable.updateUIGestureRecognizer(made, context: context)
  }

  package func discardRecognizerIfIdle() -> Bool {
    guard let recognizer else { return true }
    guard !recognizer.isParticipating, recognizer.state == .possible else { return false }
    discardRecognizer()
    return true
  }
}
