import Foundation
import GestureCore

extension ModifiedContent: Animatable where Modifier: Animatable {
  /// The modifier's animatable data, as in SwiftUI: a custom animatable modifier's values are
  /// interpolated.
  public var animatableData: Modifier.AnimatableData {
    get { modifier.animatableData }
    set { modifier.animatableData = newValue }
  }
}

/// One animation of a custom `Animatable` value: the displacement of its data from the
/// target it started with, shrinking as the animation runs.
struct DataSegment {
  let start: TimeInterval
  let delta: any VectorArithmetic
  let animation: Animation
  let completions: [SegmentCompletion]
}

/// The animations of one node's custom `Animatable` view value: the model value (the last
/// one its parent gave) and the segments moving the value its body runs with toward it.
@MainActor final class DataAnimations {
  var model: any View
  var segments: [DataSegment] = []

  init(model: any View) {
    self.model = model
  }

  /// The model value with its animatable data moved by every segment's displacement now.
  func presented(at now: TimeInterval) -> any View {
    guard let animatable = model as? any Animatable else { return model }
    return presenting(animatable, at: now)
  }

  private func presenting<A: Animatable>(_ value: A, at now: TimeInterval) -> any View {
    var data = value.animatableData
    for segment in segments {
      guard let delta = segment.delta as? A.AnimatableData else { continue }
      data += delta.scaled(by: segment.animation.coefficients(afterElapsed: now - segment.start).a)
    }
    var copy = value
    copy.animatableData = data
    return (copy as? any View) ?? model
  }

  /// Drops the segments that are over; returns whether any is left.
  func prune(at now: TimeInterval) -> Bool {
    segments.removeAll { segment in
      guard let total = segment.animation.totalDuration else { return false }
      return now - segment.start >= total
    }
    return !segments.isEmpty
  }

  func cancelAll() {
    for segment in segments { for completion in segment.completions { completion.report() } }
    segments.removeAll()
  }
}

/// `old`'s animatable data minus `new`'s, when both are `Animatable` values of one type with
/// different data; `nil` otherwise.
func animatableDifference(from old: any View, to new: any View) -> (any VectorArithmetic)? {
  guard let old = old as? any Animatable else { return nil }
  return difference(old, new)
}

private func difference<A: Animatable>(_ old: A, _ new: any View) -> (any VectorArithmetic)? {
  guard let new = new as? A else { return nil }
  let delta = old.animatableData - new.animatableData
  return delta == .zero ? nil : delta
}

extension GraphAnimator {
  /// Gives `node` its new value `newView`: when its animatable data changed under a
  /// transaction with an animation, the body runs with the data as it is on screen now, and
  /// again at each update pass while the animation runs. Returns the value to evaluate.
  func receive(_ node: ViewNode, old: any View, new newView: any View) -> any View {
    let now = self.now
    let state = node.dataAnimations
    let shownBefore = state?.presented(at: now) ?? old
    guard let delta = animatableDifference(from: state?.model ?? old, to: newView) else {
      state?.model = newView
      return state?.presented(at: now) ?? newView
    }
    guard let animation = node.effectiveTransaction().animation else {
      state?.cancelAll()
      node.dataAnimations = nil
      return newView
    }
    let animations = state ?? DataAnimations(model: old)
    let completions = node.effectiveTransaction().completions.map {
      SegmentCompletion(group: $0, animation: animation, start: now, clock: clock)
    }
    if animation.carriesVelocity && !animation.combinesAdditively {
      // A spring replaces what runs, from what is shown (velocity not carried for custom
      // data: OUR CHOICE, for now).
      animations.cancelAll()
      animations.segments.append(
        DataSegment(
          start: now, delta: animatableDifference(from: shownBefore, to: newView) ?? delta,
          animation: animation, completions: completions))
    } else {
      animations.segments.append(
        DataSegment(start: now, delta: delta, animation: animation, completions: completions))
    }
    animations.model = newView
    node.dataAnimations = animations
    dataAnimated[ObjectIdentifier(node)] = node
    dataPresentedAt = now
    return animations.presented(at: now)
  }

  /// Runs again, with the data shown now, the bodies of nodes whose custom data animates;
  /// returns whether any ran.
  func presentData() -> Bool {
    let now = self.now
    guard !dataAnimated.isEmpty, dataPresentedAt != now else { return false }
    dataPresentedAt = now
    for (key, node) in dataAnimated {
      guard !node.hasLeft, let animations = node.dataAnimations else {
        dataAnimated[key] = nil
        continue
      }
      if !animations.prune(at: now) {
        node.dataAnimations = nil
        dataAnimated[key] = nil
      }
      node.evaluate(showing: animations.presented(at: now))
    }
    return true
  }
}
