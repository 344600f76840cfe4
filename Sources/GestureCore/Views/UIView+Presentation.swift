import Foundation

/// Presentation values: what an animation shows on screen at the current instant of the
/// simulation's clock, while the properties themselves (the model values) already hold the
/// animation's end values, as in UIKit.
///
/// On iOS these are read from `view.layer.presentation()`; GestureKit has no presentation
/// layer, so they are read from the view:
///
///     UIView.animate(withDuration: 0.3) { card.center.y = 600 }
///     card.center.y                    // 600 at once
///     simulation.advance(by: 0.15)
///     card.presentationCenter.y        // half-way along the ease-in-out curve
///
/// Each animation adds, to the model value, its from-value minus its to-value scaled by the
/// part of the change still ahead (UIKit's additive animations, so that animations started on
/// top of one another blend). Transforms are blended component by component.
extension UIView {
  /// The centre on screen now.
  public var presentationCenter: CGPoint { presentationValues.center }

  /// The bounds on screen now.
  public var presentationBounds: CGRect { presentationValues.bounds }

  /// The transform on screen now.
  public var presentationTransform: CGAffineTransform { presentationValues.transform }

  /// The opacity on screen now.
  public var presentationAlpha: CGFloat { presentationValues.alpha }

  /// The frame on screen now, in the superview's space (the bounding box of the transformed
  /// bounds, as ``frame`` is).
  public var presentationFrame: CGRect {
    let values = presentationValues
    let toSuperview = CGAffineTransform(
      translationX: -values.bounds.midX, y: -values.bounds.midY
    )
    .concatenating(values.transform)
    .concatenating(CGAffineTransform(translationX: values.center.x, y: values.center.y))
    return values.bounds.applying(toSuperview)
  }

  /// Whether an animation is changing one of the view's properties now.
  public var isAnimating: Bool { !animationTracks.isEmpty }

  /// The model values.
  var animatableValues: AnimatableValues {
    AnimatableValues(center: center, bounds: bounds, transform: transform, alpha: alpha)
  }

  /// The model values plus what each running animation has still to cover.
  private var presentationValues: AnimatableValues {
    var values = animatableValues
    for track in animationTracks {
      values.add(track.delta, scale: track.remaining(at: track.timeline.fraction))
    }
    return values
  }

  func addAnimationTrack(_ track: AnimationTrack) {
    animationTracks.append(track)
    if track.timeline.blocksInteraction { interactionBlockingTracks += 1 }
  }

  func removeAnimationTracks(of timeline: AnimationTimeline) {
    animationTracks.removeAll { $0.timeline === timeline }
    interactionBlockingTracks = animationTracks.count { $0.timeline.blocksInteraction }
  }

  /// Moves the model values by `timeline`'s changes between fractions `from` and `to`.
  func shiftModel(
    by timeline: AnimationTimeline, from: (x: Double, y: Double), to: (x: Double, y: Double)
  ) {
    var values = animatableValues
    for track in animationTracks where track.timeline === timeline {
      let before = track.remaining(at: from)
      let after = track.remaining(at: to)
      values.add(track.delta, scale: (after.x - before.x, after.y - before.y))
    }
    center = values.center
    bounds = values.bounds
    transform = values.transform
    alpha = values.alpha
  }
}
