import Foundation
import GestureCore

/// How an attached gesture ranks against the gestures inside the view it is attached to: the
/// view's subviews' gestures, and the gestures attached closer to the content on the same view.
/// SwiftUI calls these exclusion policies.
package enum GesturePriority: Sendable {
  /// `gesture(_:including:)`: the gestures inside win; this one waits for them to fail.
  case normal
  /// `highPriorityGesture(_:including:)`: this one wins; the gestures inside wait for it.
  case high
  /// `simultaneousGesture(_:including:)`: this one and the gestures inside recognize together.
  case simultaneous
}

/// One gesture attached to one view: the gesture, its priority, its mask, its name and whether
/// it is enabled, and the one recognizer that runs it in the window's arbitration.
///
/// SwiftUI's gesture modifiers make one per modifier; tests and UIKit code can install one on
/// any `UIView`:
///
///     let attachment = GestureAttachment(TapGesture().onEnded { taps += 1 })
///     attachment.install(on: card)
@MainActor package final class GestureAttachment {
  /// The recognizer that runs the gesture. It owns the attachment; the attachment holds it only
  /// while no view does, so that neither keeps the other alive once the view is gone.
  package var recognizer: SwiftUIGestureRecognizer {
    if let recognizer = heldRecognizer ?? installedRecognizer { return recognizer }
    // The view that held the last one is gone: a new one, for a new view.
    let recognizer = SwiftUIGestureRecognizer(attachment: self)
    heldRecognizer = recognizer
    installedRecognizer = recognizer
    applySettings()
    return recognizer
  }
  private var heldRecognizer: SwiftUIGestureRecognizer?
  private weak var installedRecognizer: SwiftUIGestureRecognizer?
  /// Makes a fresh machine for each attempt.
  private(set) var makeRoot: () -> AnyGestureRoot
  /// What does not change during an attempt: the gesture's name, tap count, touchpad use. A
  /// machine made when first asked for after the gesture changed, not at each body run: a body
  /// that runs every frame would otherwise build a whole machine every frame to read a name.
  var profile: AnyGestureRoot {
    if let madeProfile { return madeProfile }
    let made = makeRoot()
    madeProfile = made
    return made
  }
  private var madeProfile: AnyGestureRoot?
  /// How the gesture ranks against the gestures inside its view.
  package private(set) var priority: GesturePriority
  /// Which of this gesture and the gestures inside the view are enabled.
  package private(set) var mask: GestureMask
  /// Whether the gesture is enabled (iOS 18's `isEnabled:`).
  package private(set) var isEnabled: Bool
  /// The name UIKit code can find the recognizer by (iOS 18's `name:`).
  package private(set) var name: String?

  package init<G: Gesture>(
    _ gesture: G, priority: GesturePriority = .normal, mask: GestureMask = .all,
    name: String? = nil, isEnabled: Bool = true
  ) {
    makeRoot = { GestureRoot(gesture._makeNode()) }
    madeProfile = nil
    self.priority = priority
    self.mask = mask
    self.name = name
    self.isEnabled = isEnabled
    _ = recognizer
  }

  /// Takes a new gesture value and settings, as a view update does. An attempt under way keeps
  /// the machine it started with; the next attempt uses the new gesture.
  package func update<G: Gesture>(
    _ gesture: G, priority: GesturePriority? = nil, mask: GestureMask? = nil,
    name: String?? = nil, isEnabled: Bool? = nil
  ) {
    makeRoot = { GestureRoot(gesture._makeNode()) }
    madeProfile = nil
    if let priority { self.priority = priority }
    if let mask { self.mask = mask }
    if let name { self.name = name }
    if let isEnabled { self.isEnabled = isEnabled }
    applySettings()
  }

  private func applySettings() {
    recognizer.name = name
    recognizer.isEnabled = isEnabled && mask.contains(.gesture)
  }

  /// Attaches the gesture to `view`, outside (after) any gesture already attached to it.
  package func install(on view: UIView) {
    view.addGestureRecognizer(recognizer)
    heldRecognizer = nil
  }

  /// Detaches the gesture; one in progress is cancelled and its `@GestureState`s reset.
  package func remove() {
    let recognizer = self.recognizer
    heldRecognizer = recognizer
    recognizer.view?.removeGestureRecognizer(recognizer)
  }

  /// The view the gesture is attached to.
  package var view: UIView? { recognizer.view }
}

/// The root of a machine, with its value type erased: what the recognizer needs of it.
@MainActor class AnyGestureRoot {
  var name: String { "" }
  var requiredTapCount: Int? { nil }
  var takesTouchpadPinch: Bool { false }
  var isContinuous: Bool { true }
  var transcriptValues: [TranscriptValue] { [] }
  func update(_ input: GestureInput) -> RootPhase { .failed }
  func cancel(_ runner: any GestureRunning) {}
}

/// A root machine's phase, without its value.
enum RootPhase: Equatable {
  /// Not recognized; `pressing` when callbacks already see a value (a long press held down).
  case possible(pressing: Bool)
  case active
  case ended
  case failed
}

final class GestureRoot<Value>: AnyGestureRoot {
  private let node: _GestureNode<Value>

  init(_ node: _GestureNode<Value>) {
    self.node = node
  }

  override var name: String { node.name }
  override var requiredTapCount: Int? { node.requiredTapCount }
  override var takesTouchpadPinch: Bool { node.takesTouchpadPinch }
  override var isContinuous: Bool { node.isContinuous }
  override var transcriptValues: [TranscriptValue] { node.transcriptValues }

  override func update(_ input: GestureInput) -> RootPhase {
    switch node.update(input, gate: true) {
    case .possible(let value): .possible(pressing: value != nil)
    case .active: .active
    case .ended: .ended
    case .failed: .failed
    }
  }

  override func cancel(_ runner: any GestureRunning) {
    node.cancel(runner)
  }
}
