import Foundation
import GestureCore

/// A value that describes a gesture recognizer for a view, as SwiftUI's
/// `UIGestureRecognizerRepresentable` does (iOS 18).
///
/// Attach one to a view with `UIView/gesture(_:)`. The returned
/// ``UIGestureRecognizerRepresentableHost`` then drives the lifecycle the way SwiftUI does:
/// the coordinator is made once, a recognizer is made for each event sequence that reaches the
/// view and discarded when the sequence is over, and every action of the recognizer comes to
/// ``handleUIGestureRecognizerAction(_:context:)`` with a converter that reports the
/// gesture in the attached view's space or any ancestor's.
///
///     struct PressGesture: UIGestureRecognizerRepresentable {
///       @Binding var pressLocation: CGPoint?
///
///       func makeUIGestureRecognizer(context: Context) -> UILongPressGestureRecognizer {
///         UILongPressGestureRecognizer()
///       }
///
///       func handleUIGestureRecognizerAction(
///         _ recognizer: UILongPressGestureRecognizer, context: Context
///       ) {
///         switch recognizer.state {
///         case .began: pressLocation = context.converter.localLocation
///         case .ended, .cancelled: pressLocation = nil
///         default: break
///         }
///       }
///     }
///
///     let host = card.gesture(PressGesture(pressLocation: $pressLocation))
///
/// Unlike SwiftUI's protocol this one is not isolated to the main actor: a simulation runs on
/// whichever thread drives it, one event at a time.
@MainActor @preconcurrency public protocol UIGestureRecognizerRepresentable {
  /// The recognizer class this representable makes.
  associatedtype UIGestureRecognizerType: UIGestureRecognizer

  /// An object that outlives event sequences, for state and for delegate duties. Default: `Void`.
  associatedtype Coordinator = Void

  /// What each call receives: the coordinator and the converter.
  typealias Context = UIGestureRecognizerRepresentableContext<Self>

  /// The converter type, as SwiftUI names it.
  typealias CoordinateSpaceConverter = UIGestureRecognizerRepresentableCoordinateSpaceConverter

  /// Makes the coordinator, once per attachment, before the first recognizer is made.
  ///
  /// The converter is bound to the attachment and stays valid for its lifetime: a coordinator
  /// may keep it and read it later. Default (when `Coordinator` is `Void`): nothing.
  func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator

  /// Makes a recognizer for an event sequence that reaches the view.
  ///
  /// Called again for every new sequence, so keep it cheap; configuration that depends on the
  /// representable's values belongs in ``updateUIGestureRecognizer(_:context:)``, which
  /// follows at once.
  func makeUIGestureRecognizer(context: Context) -> UIGestureRecognizerType

  /// Brings a live recognizer up to date with this value: right after it is made, and whenever
  /// the host is given a new value while the recognizer lives. Default: nothing.
  func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context)

  /// Reacts to one action of the recognizer: `began`, `changed`, `ended` (or recognized) and
  /// `cancelled`, never `failed`. Default: nothing.
  func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context)
}

extension UIGestureRecognizerRepresentable {
  /// Does nothing.
  public func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context) {}

  /// Does nothing.
  public func handleUIGestureRecognizerAction(
    _ recognizer: UIGestureRecognizerType, context: Context
  ) {}
}

extension UIGestureRecognizerRepresentable where Coordinator == Void {
  /// Makes no coordinator.
  public func makeCoordinator(converter: CoordinateSpaceConverter) {}
}
