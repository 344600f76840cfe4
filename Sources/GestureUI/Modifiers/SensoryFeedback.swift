import Foundation
import GestureCore

/// A kind of haptic or audio feedback, as SwiftUI's `SensoryFeedback` is (iOS 17).
///
/// A simulation has no haptic engine: the feedback that `sensoryFeedback` plays is recorded
/// instead, in order, in ``SwiftUIHost/playedFeedback``, so that a test can assert what a user
/// would have felt.
public struct SensoryFeedback: Hashable, Sendable, CustomStringConvertible {
  /// The weight of an impact.
  public struct Weight: Hashable, Sendable {
    let name: String
    /// A light impact.
    public static let light = Weight(name: "light")
    /// A medium impact.
    public static let medium = Weight(name: "medium")
    /// A heavy impact.
    public static let heavy = Weight(name: "heavy")
  }

  /// The flexibility of an impact.
  public struct Flexibility: Hashable, Sendable {
    let name: String
    /// A rigid impact.
    public static let rigid = Flexibility(name: "rigid")
    /// A solid impact.
    public static let solid = Flexibility(name: "solid")
    /// A soft impact.
    public static let soft = Flexibility(name: "soft")
  }

  /// The feedback's name, with its weight or flexibility and intensity for an impact:
  /// `"success"`, `"impact(light, 1.0)"`.
  public let description: String

  /// An activity started.
  public static let start = SensoryFeedback(description: "start")
  /// An activity stopped.
  public static let stop = SensoryFeedback(description: "stop")
  /// A dragged item lined up with something.
  public static let alignment = SensoryFeedback(description: "alignment")
  /// An important value went down past a threshold.
  public static let decrease = SensoryFeedback(description: "decrease")
  /// An important value went up past a threshold.
  public static let increase = SensoryFeedback(description: "increase")
  /// A movement between discrete levels.
  public static let levelChange = SensoryFeedback(description: "levelChange")
  /// A UI element's value is changing.
  public static let selection = SensoryFeedback(description: "selection")
  /// A task succeeded.
  public static let success = SensoryFeedback(description: "success")
  /// A task produced a warning.
  public static let warning = SensoryFeedback(description: "warning")
  /// A task failed.
  public static let error = SensoryFeedback(description: "error")
  /// A physical impact of medium weight.
  public static let impact = SensoryFeedback.impact(weight: .medium)

  /// A physical impact of `weight`, at `intensity` (default 1).
  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback(description: "impact(\(weight.name), \(intensity))")
  }

  /// A physical impact of `flexibility`, at `intensity` (default 1).
  public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback(description: "impact(\(flexibility.name), \(intensity))")
  }
}

/// `sensoryFeedback`: when the trigger differs from its value at the view's last evaluation,
/// `feedback` is asked what to play with the old and new values, after the update pass, as
/// `onChange(of:)` runs [D: AD view/sensoryfeedback(_:trigger:), "plays the specified feedback
/// when the provided trigger value changes"]. The first evaluation plays nothing.
struct SensoryFeedbackModifier<Trigger: Equatable>: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let trigger: Trigger
  let feedback: (Trigger, Trigger) -> SensoryFeedback?

  func makeContent(modifying content: some View, in node: ViewNode) -> NodeContent {
    if let box = node.storage["$sensoryFeedback"] as? ChangeBox, let old = box.value as? Trigger {
      if old != trigger {
        box.value = trigger
        let new = trigger
        let graph = node.graph
        graph.enqueueAction { [feedback] in
          if let played = feedback(old, new) { graph.playedFeedback.append(played) }
        }
      }
    } else {
      node.storage["$sensoryFeedback"] = ChangeBox(trigger)
    }
    var result = NodeContent()
    result.append(content, at: .content)
    return result
  }
}

extension View {
  /// Plays `feedback` when `trigger` changes (recorded in ``SwiftUIHost/playedFeedback``).
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
    modifier(SensoryFeedbackModifier(trigger: trigger) { _, _ in feedback })
  }

  /// Plays `feedback` when `trigger` changes and `condition`, given the old and new values,
  /// returns true [D: AD view/sensoryfeedback(_:trigger:condition:)].
  public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T,
    condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
  ) -> some View {
    modifier(SensoryFeedbackModifier(trigger: trigger) { condition($0, $1) ? feedback : nil })
  }

  /// Plays what `feedback` returns, given the old and new values, when `trigger` changes;
  /// nothing when it returns nil [D: AD view/sensoryfeedback(trigger:_:)].
  public func sensoryFeedback<T: Equatable>(
    trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
  ) -> some View {
    modifier(SensoryFeedbackModifier(trigger: trigger, feedback: feedback))
  }

  /// Plays what `feedback` returns when `trigger` changes; nothing when it returns nil.
  public func sensoryFeedback<T: Equatable>(
    trigger: T, _ feedback: @escaping () -> SensoryFeedback?
  ) -> some View {
    modifier(SensoryFeedbackModifier(trigger: trigger) { _, _ in feedback() })
  }
}
