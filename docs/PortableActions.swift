// PortableActions.swift: add this file to an iOS app target whose gesture code is shared with
// GestureKit's tests on Linux.
//
// GestureKit spells target-action with method references, because Linux has no Objective-C
// runtime for `#selector` to name a method in:
//
//     let pan = UIPanGestureRecognizer(target: coordinator, action: CardCoordinator.handlePan)
//     pan.addTarget(coordinator, action: CardCoordinator.handlePan)
//     button.addTarget(self, action: Screen.save, for: .touchUpInside)
//     let link = CADisplayLink(target: self, selector: RulerView.step)
//     perform(TapBurst.finish, with: nil, afterDelay: 0.3)
//
// This file gives UIKit the same spellings, so that such code also compiles for iOS unchanged,
// with no `@objc` on the handlers and no `#if` at each call site: each method reference becomes
// a small target object whose `@objc` method calls it, kept alive by the object it is added to
// (UIKit holds a recognizer's and a control's targets weakly; a display link holds its target
// strongly, and so does its trampoline). Where UIKit is absent (Linux, a Mac running
// `swift test`) the file compiles to nothing.
//
// The call sites it covers, each also GestureKit's own spelling:
//   - UIGestureRecognizer: init(target:action:), addTarget(_:action:), removeTarget(_:action:)
//     with `func handle(_ recognizer: R)` or `func handle()`;
//   - UIControl: addTarget(_:action:for:) with `func save()`, `func save(_ sender: S)` or
//     `func dragged(_ sender: S, event: UIEvent)`, and removeTarget(_:action:for:) with the first
//     two;
//   - CADisplayLink(target:selector:) with `func step(_ link: CADisplayLink)` or `func step()`;
//   - NSObject's perform(_:with:afterDelay:) with `func finish()` or `func finish(_ argument: A)`,
//     which NSObject.cancelPreviousPerformRequests(withTarget:) cancels.
// Not covered, because UIKit's side needs the method's Objective-C name: `Selector(Type.method)`
// as a value, cancelPreviousPerformRequests(withTarget:selector:object:) and NotificationCenter's
// addObserver(_:selector:name:object:). The porting guide says what to write for each.
//
// Type-checked on Linux by scripts/check-portable-actions against a stub UIKit that declares
// UIKit's signatures (`@objc` dropped and `#selector` stood in for, since Linux has neither);
// that it runs correctly on iOS was checked only by reading: there is no iOS SDK here.
#if canImport(UIKit)
  import ObjectiveC
  import UIKit

  /// Calls a Swift closure from UIKit's target-action, with as many arguments as the action's
  /// selector has.
  @MainActor
  private final class PortableActionTrampoline: NSObject {
    /// The target the method reference is called on, held weakly as UIKit holds targets (or
    /// strongly, for a display link).
    weak var weakTarget: AnyObject?
    var strongTarget: AnyObject?
    /// The method reference's types, for `removeTarget`: Swift gives a method reference no
    /// identity, so two of the same types on one target cannot be told apart.
    let signature: String
    let body: @MainActor (AnyObject, Any?, UIEvent?) -> Void

    init(
      target: AnyObject, holdsStrongly: Bool = false, signature: String,
      body: @escaping @MainActor (AnyObject, Any?, UIEvent?) -> Void
    ) {
      if holdsStrongly { strongTarget = target } else { weakTarget = target }
      self.signature = signature
      self.body = body
    }

    var target: AnyObject? { strongTarget ?? weakTarget }

    func isFor(_ target: AnyObject, signature: String) -> Bool {
      self.target === target && self.signature == signature
    }

    @objc func fireBare() {
      if let target { body(target, nil, nil) }
    }

    @objc func fire(_ sender: Any?) {
      if let target { body(target, sender, nil) }
    }

    @objc func fireWithEvent(_ sender: Any?, event: UIEvent?) {
      if let target { body(target, sender, event) }
    }
  }

  /// The associated-object key under which an object keeps its trampolines.
  nonisolated(unsafe) private var portableActionTrampolinesKey: UInt8 = 0

  @MainActor
  extension NSObject {
    fileprivate var portableActionTrampolines: [PortableActionTrampoline] {
      get {
        objc_getAssociatedObject(self, &portableActionTrampolinesKey)
          as? [PortableActionTrampoline] ?? []
      }
      set {
        objc_setAssociatedObject(
          self, &portableActionTrampolinesKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      }
    }

    /// The one trampoline of `target` with `signature`, removed from those kept; nil when there
    /// is none, or several that a method reference cannot tell apart (GestureKit removes neither
    /// then, and so does this).
    fileprivate func takePortableTrampoline(for target: AnyObject, signature: String)
      -> PortableActionTrampoline?
    {
      let matching = portableActionTrampolines.filter { $0.isFor(target, signature: signature) }
      guard matching.count == 1, let trampoline = matching.first else { return nil }
      portableActionTrampolines.removeAll { $0 === trampoline }
      return trampoline
    }
  }

  /// The name of a method reference's types, as `removeTarget` matches them.
  private func portableSignature(_ types: Any.Type...) -> String {
    types.map { String(reflecting: $0) }.joined(separator: " -> ")
  }

  // MARK: Gesture recognizers

  extension UIGestureRecognizer {
    /// `init(target: self, action: #selector(handlePan(_:)))`, spelled with a method reference.
    public convenience init<Target: AnyObject, Recognizer: UIGestureRecognizer>(
      target: Target, action: @escaping (Target) -> (Recognizer) -> Void
    ) {
      self.init(target: nil, action: nil)
      addTarget(target, action: action)
    }

    /// `init(target: self, action: #selector(handle))`, spelled with a method reference.
    public convenience init<Target: AnyObject>(
      target: Target, action: @escaping (Target) -> () -> Void
    ) {
      self.init(target: nil, action: nil)
      addTarget(target, action: action)
    }

    /// `addTarget(self, action: #selector(handlePan(_:)))`, spelled with a method reference.
    /// The target is held weakly, as UIKit holds targets.
    public func addTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
      _ target: Target, action: @escaping (Target) -> (Recognizer) -> Void
    ) {
      keep(
        PortableActionTrampoline(
          target: target, signature: portableSignature(Target.self, Recognizer.self)
        ) { target, sender, _ in
          guard let target = target as? Target, let recognizer = sender as? Recognizer else {
            return
          }
          action(target)(recognizer)
        })
    }

    /// `addTarget(self, action: #selector(handle))`, spelled with a method reference.
    public func addTarget<Target: AnyObject>(
      _ target: Target, action: @escaping (Target) -> () -> Void
    ) {
      keep(
        PortableActionTrampoline(target: target, signature: portableSignature(Target.self)) {
          target, _, _ in
          guard let target = target as? Target else { return }
          action(target)()
        })
    }

    /// `removeTarget(self, action: #selector(handlePan(_:)))`, spelled with a method reference.
    public func removeTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
      _ target: Target, action: @escaping (Target) -> (Recognizer) -> Void
    ) {
      drop(target, signature: portableSignature(Target.self, Recognizer.self))
    }

    /// `removeTarget(self, action: #selector(handle))`, spelled with a method reference.
    public func removeTarget<Target: AnyObject>(
      _ target: Target, action: @escaping (Target) -> () -> Void
    ) {
      drop(target, signature: portableSignature(Target.self))
    }

    private func keep(_ trampoline: PortableActionTrampoline) {
      portableActionTrampolines.append(trampoline)
      addTarget(trampoline, action: #selector(PortableActionTrampoline.fire(_:)))
    }

    private func drop(_ target: AnyObject, signature: String) {
      guard let trampoline = takePortableTrampoline(for: target, signature: signature) else {
        return
      }
      removeTarget(trampoline, action: #selector(PortableActionTrampoline.fire(_:)))
    }
  }

  // MARK: Controls

  extension UIControl {
    /// `addTarget(self, action: #selector(save(_:)), for: .touchUpInside)`, spelled with a
    /// method reference: `func save(_ sender: UIButton)`.
    public func addTarget<Target: AnyObject, Sender>(
      _ target: Target, action: @escaping (Target) -> (Sender) -> Void,
      for controlEvents: UIControl.Event
    ) {
      keep(
        PortableActionTrampoline(
          target: target, signature: portableSignature(Target.self, Sender.self)
        ) {
          target, sender, _ in
          guard let target = target as? Target, let sender = sender as? Sender else { return }
          action(target)(sender)
        },
        action: #selector(PortableActionTrampoline.fire(_:)), for: controlEvents)
    }

    /// `addTarget(self, action: #selector(save), for: .touchUpInside)`, spelled with a method
    /// reference: `func save()`.
    public func addTarget<Target: AnyObject>(
      _ target: Target, action: @escaping (Target) -> () -> Void,
      for controlEvents: UIControl.Event
    ) {
      keep(
        PortableActionTrampoline(target: target, signature: portableSignature(Target.self)) {
          target, _, _ in
          guard let target = target as? Target else { return }
          action(target)()
        },
        action: #selector(PortableActionTrampoline.fireBare), for: controlEvents)
    }

    /// `addTarget(self, action: #selector(dragged(_:event:)), for: .touchDragInside)`, spelled
    /// with a method reference: `func dragged(_ sender: UIControl, event: UIEvent)`.
    public func addTarget<Target: AnyObject, Sender, Event: UIEvent>(
      _ target: Target, action: @escaping (Target) -> (Sender, Event) -> Void,
      for controlEvents: UIControl.Event
    ) {
      keep(
        PortableActionTrampoline(
          target: target, signature: portableSignature(Target.self, Sender.self, Event.self)
        ) { target, sender, event in
          guard let target = target as? Target, let sender = sender as? Sender,
            let event = event as? Event
          else { return }
          action(target)(sender, event)
        },
        action: #selector(PortableActionTrampoline.fireWithEvent(_:event:)), for: controlEvents)
    }

    /// `removeTarget(self, action: #selector(save(_:)), for: .touchUpInside)`, spelled with a
    /// method reference.
    public func removeTarget<Target: AnyObject, Sender>(
      _ target: Target, action: @escaping (Target) -> (Sender) -> Void,
      for controlEvents: UIControl.Event
    ) {
      drop(
        target, signature: portableSignature(Target.self, Sender.self),
        action: #selector(PortableActionTrampoline.fire(_:)), for: controlEvents)
    }

    /// `removeTarget(self, action: #selector(save), for: .touchUpInside)`, spelled with a method
    /// reference.
    public func removeTarget<Target: AnyObject>(
      _ target: Target, action: @escaping (Target) -> () -> Void,
      for controlEvents: UIControl.Event
    ) {
      drop(
        target, signature: portableSignature(Target.self),
        action: #selector(PortableActionTrampoline.fireBare), for: controlEvents)
    }

    private func keep(
      _ trampoline: PortableActionTrampoline, action: Selector, for controlEvents: UIControl.Event
    ) {
      portableActionTrampolines.append(trampoline)
      addTarget(trampoline, action: action, for: controlEvents)
    }

    private func drop(
      _ target: AnyObject, signature: String, action: Selector, for controlEvents: UIControl.Event
    ) {
      guard let trampoline = takePortableTrampoline(for: target, signature: signature) else {
        return
      }
      removeTarget(trampoline, action: action, for: controlEvents)
    }
  }

  // MARK: Display links

  extension CADisplayLink {
    /// `CADisplayLink(target: self, selector: #selector(step(_:)))`, spelled with a method
    /// reference: `func step(_ link: CADisplayLink)`. The link holds the target strongly, as
    /// CADisplayLink holds its target; `invalidate()` lets it go.
    @MainActor
    public convenience init<Target: AnyObject>(
      target: Target, selector method: @escaping (Target) -> (CADisplayLink) -> Void
    ) {
      let trampoline = PortableActionTrampoline(
        target: target, holdsStrongly: true, signature: portableSignature(Target.self)
      ) { target, link, _ in
        guard let target = target as? Target, let link = link as? CADisplayLink else { return }
        method(target)(link)
      }
      self.init(target: trampoline, selector: #selector(PortableActionTrampoline.fire(_:)))
    }

    /// `CADisplayLink(target: self, selector: #selector(step))`, spelled with a method
    /// reference: `func step()`.
    @MainActor
    public convenience init<Target: AnyObject>(
      target: Target, selector method: @escaping (Target) -> () -> Void
    ) {
      let trampoline = PortableActionTrampoline(
        target: target, holdsStrongly: true, signature: portableSignature(Target.self)
      ) { target, _, _ in
        guard let target = target as? Target else { return }
        method(target)()
      }
      self.init(target: trampoline, selector: #selector(PortableActionTrampoline.fireBare))
    }
  }

  // MARK: Delayed sends

  /// One `perform(_:with:afterDelay:)` of a method reference: sent to the object itself, so that
  /// `cancelPreviousPerformRequests(withTarget:)` cancels it as it cancels any other.
  @MainActor
  private final class PortableDelayedCall: NSObject {
    let body: @MainActor (AnyObject) -> Void
    init(_ body: @escaping @MainActor (AnyObject) -> Void) { self.body = body }
  }

  @MainActor
  extension NSObject {
    @objc fileprivate func portableActionsPerformDelayedCall(_ call: PortableDelayedCall) {
      call.body(self)
    }
  }

  @MainActor
  extension NSObjectProtocol where Self: NSObject {
    /// `perform(#selector(finish), with: nil, afterDelay: 0.3)`, spelled with a method
    /// reference: `func finish()`. `anArgument` is ignored, as UIKit ignores it for a method
    /// without arguments.
    public func perform(
      _ method: @escaping (Self) -> () -> Void, with anArgument: Any?,
      afterDelay delay: TimeInterval
    ) {
      let call = PortableDelayedCall { object in
        guard let object = object as? Self else { return }
        method(object)()
      }
      perform(
        #selector(NSObject.portableActionsPerformDelayedCall(_:)), with: call, afterDelay: delay)
    }

    /// `perform(#selector(finish(_:)), with: argument, afterDelay: 0.3)`, spelled with a method
    /// reference: `func finish(_ argument: A)`; nothing is called when `anArgument` is not an `A`.
    public func perform<Argument>(
      _ method: @escaping (Self) -> (Argument) -> Void, with anArgument: Any?,
      afterDelay delay: TimeInterval
    ) {
      let call = PortableDelayedCall { object in
        guard let object = object as? Self, let argument = anArgument as? Argument else { return }
        method(object)(argument)
      }
      perform(
        #selector(NSObject.portableActionsPerformDelayedCall(_:)), with: call, afterDelay: delay)
    }
  }
#endif
