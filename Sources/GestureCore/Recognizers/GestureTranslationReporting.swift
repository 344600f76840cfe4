import Foundation

/// A recognizer that has a translation, as UIKit's pan does with `translation(in:)`.
///
/// SwiftUI's converter asks the recognizer whether it responds to `translationInView:` and
/// answers `nil` when it does not. Swift has no such question, so a recognizer opts in by
/// adopting this protocol; a method with this exact signature (`UIPanGestureRecognizer`'s own,
/// or a custom subclass's) satisfies it with an empty conformance:
///
///     extension TwoFingerDragRecognizer: GestureTranslationReporting {}
///
/// The converter reads the translation in window coordinates (`translation(in: nil)`) and maps
/// it into other spaces with the linear part of the transform chain only.
@MainActor public protocol GestureTranslationReporting: UIGestureRecognizer {
  /// The gesture's translation in `view`'s space (window coordinates for `nil`), in points.
  func translation(in view: UIView?) -> CGPoint
}

/// A recognizer that has a velocity, as UIKit's pan does with `velocity(in:)`.
///
/// The counterpart of ``GestureTranslationReporting`` for `velocityInView:`. The two are
/// separate because UIKit's long press answers the velocity question but not the translation
/// one.
@MainActor public protocol GestureVelocityReporting: UIGestureRecognizer {
  /// The gesture's velocity in `view`'s space (window coordinates for `nil`), in points per
  /// second.
  func velocity(in view: UIView?) -> CGPoint
}
