import Foundation

#if !canImport(ObjectiveC)
  /// The name of a method, standing in for the Objective-C runtime's selector where there is no
  /// Objective-C runtime.
  ///
  /// UIKit's target-action API takes a `Selector`, so initializers and overrides written against
  /// it (`init(target: Any?, action: Selector?)`, a test double that stores its action) compile
  /// here unchanged. What cannot compile is `#selector(…)`: there is no runtime to look a method up
  /// by name. Write the call site with a method reference instead, which GestureKit turns into a
  /// selector that knows how to call the method:
  ///
  ///     // iOS
  ///     let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
  ///     // GestureKit
  ///     let pan = UIPanGestureRecognizer(target: self, action: Canvas.handlePan)
  ///
  /// A selector made from a name alone (`Selector("handlePan:")`) cannot be sent: the first time a
  /// recognizer would send it, GestureKit writes one line to standard error saying so and how to
  /// fix the call site, and the action does nothing.
  public struct Selector: Hashable, @unchecked Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
  {
    /// The method's name, as `#selector` would spell it, or a generated name for a method
    /// reference.
    public let name: String

    /// Calls the method on a target with one argument; `nil` for a selector made from a name.
    let invoke: (@MainActor (AnyObject, Any?) -> Void)?

    /// The static types of the method a method reference names; `nil` for a selector made from
    /// a name.
    let signature: MethodSignature?

    /// Whether the method takes a sender and an event (a control's two-argument action).
    package let takesEvent: Bool

    /// Whether an object is of the method's type; `nil` for a selector made from a name.
    let targetCheck: (@MainActor (AnyObject) -> Bool)?

    /// A selector that names a method but cannot call it.
    public init(_ name: String) {
      self.name = name
      self.invoke = nil
      self.signature = nil
      self.takesEvent = false
      self.targetCheck = nil
    }

    /// A selector that names a method but cannot call it.
    public init(stringLiteral name: String) {
      self.init(name)
    }

    /// A selector that calls `method` on a target of type `Target` with the sender as argument.
    ///
    ///     Selector(Canvas.handlePan)   // func handlePan(_ pan: UIPanGestureRecognizer)
    @MainActor
    public init<Target: AnyObject, Argument>(_ method: @escaping (Target) -> (Argument) -> Void) {
      // A method without arguments reaches this overload with `Argument` == `()` when it is
      // passed on through a generic `(Target) -> (Argument) -> Void`: it is called with `()`.
      let takesNothing = Argument.self == Void.self
      self.name = Selector.uniqueName(for: Target.self, arguments: takesNothing ? 0 : 1)
      self.signature = MethodSignature(
        target: ObjectIdentifier(Target.self),
        argument: takesNothing ? nil : ObjectIdentifier(Argument.self))
      self.takesEvent = false
      self.targetCheck = { $0 is Target }
      self.invoke = { target, argument in
        guard let target = target as? Target else { return }
        if takesNothing, let nothing = () as? Argument {
          method(target)(nothing)
        } else if let argument = argument as? Argument {
          method(target)(argument)
        }
      }
    }

    /// A selector that calls `method`, which takes no argument, on a target of type `Target`.
    @MainActor
    public init<Target: AnyObject>(_ method: @escaping (Target) -> () -> Void) {
      self.name = Selector.uniqueName(for: Target.self, arguments: 0)
      self.signature = MethodSignature(target: ObjectIdentifier(Target.self), argument: nil)
      self.takesEvent = false
      self.targetCheck = { $0 is Target }
      self.invoke = { target, _ in
        guard let target = target as? Target else { return }
        method(target)()
      }
    }

    /// A selector that calls `method`, which takes a control and the event, on a target of type
    /// `Target`: `func dragged(_ sender: UIControl, event: UIEvent)`.
    @MainActor
    public init<Target: AnyObject, Sender, Event>(
      _ method: @escaping (Target) -> (Sender, Event) -> Void
    ) {
      self.name = Selector.uniqueName(for: Target.self, arguments: 2)
      self.signature = MethodSignature(
        target: ObjectIdentifier(Target.self), argument: ObjectIdentifier((Sender, Event).self))
      self.takesEvent = true
      self.targetCheck = { $0 is Target }
      self.invoke = { target, argument in
        guard let target = target as? Target, let pair = argument as? SenderAndEvent,
          let sender = pair.sender as? Sender, let event = pair.event as? Event
        else { return }
        method(target)(sender, event)
      }
    }

    /// Whether `object` has the method: it is of the method's type.
    @MainActor
    package func accepts(_ object: AnyObject) -> Bool { targetCheck?(object) ?? false }

    /// Whether the selector can be sent (it was made from a method reference).
    public var canBeSent: Bool { invoke != nil }

    /// The selector's name.
    public var description: String { name }

    /// Whether two selectors have the same name.
    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    @MainActor private static var madeFromMethods = 0

    /// Method references have no name at run time; each gets its own, so that two of them never
    /// compare equal.
    @MainActor
    private static func uniqueName(for target: Any.Type, arguments: Int) -> String {
      madeFromMethods += 1
      let suffix = String(repeating: ":", count: arguments)
      return "\(target).method\(madeFromMethods)\(suffix)"
    }
  }

  /// The types of a method reference: Swift gives a method reference no identity at run time
  /// (each use makes a new closure, and optimized code a new function), so these are all that
  /// two references to one method are known to share.
  struct MethodSignature: Hashable {
    let target: ObjectIdentifier
    /// The argument's type; `nil` for a method without one.
    let argument: ObjectIdentifier?
  }

  extension Selector {
    /// Which of `added`, the selectors one target was added with, this selector names when it
    /// is given to `removeTarget(_:action:)`.
    ///
    /// A selector names those equal to it. A method reference also names the one action of the
    /// same target added with a method reference of the same types (`(Canvas) ->
    /// (UITapGestureRecognizer) -> Void`): where that target has several such actions, it
    /// cannot be told which one the reference is, so it names none of them and reports so once
    /// through ``UIGestureRecognizer/undispatchableSelectorHandler``. OUR CHOICE; pass the
    /// selector kept from `Selector(Canvas.handleTap)` to name one of several.
    @MainActor
    package func named(among added: [Selector]) -> [Selector] {
      let equal = added.filter { $0 == self }
      guard equal.isEmpty, let signature else { return equal }
      let sameTypes = added.filter { $0.signature == signature }
      if sameTypes.count > 1 {
        SelectorDiagnostics.reportAmbiguous(self, count: sameTypes.count)
        return []
      }
      return sameTypes
    }

    /// Sends the selector to `target` with `argument`, or reports once why it cannot.
    @MainActor
    package func send(to target: AnyObject, with argument: Any?) {
      guard let invoke else {
        SelectorDiagnostics.reportUnsendable(self, target: target)
        return
      }
      invoke(target, argument)
    }
  }

  /// Says once per selector name that a selector made from a name cannot be sent.
  @MainActor
  enum SelectorDiagnostics {
    private static var reported: Set<String> = []

    static func reportAmbiguous(_ selector: Selector, count: Int) {
      guard reported.insert("remove " + selector.name).inserted else { return }
      UIGestureRecognizer.undispatchableSelectorHandler(
        "GestureKit: removeTarget(_:action:) was given a method reference of a type that "
          + "\(count) actions of the target share; without the Objective-C runtime they cannot "
          + "be told apart, so none was removed. Keep the Selector made with Selector(method) "
          + "when adding the action and pass it to removeTarget.")
    }

    static func reportUnsendable(_ selector: Selector, target: AnyObject) {
      guard reported.insert(selector.name).inserted else { return }
      UIGestureRecognizer.undispatchableSelectorHandler(
        "GestureKit: cannot send action '\(selector.name)' to \(type(of: target)): there is no "
          + "Objective-C runtime to look a method up by name. Pass a method reference instead, "
          + "for example addTarget(self, action: \(type(of: target)).handleGesture).")
    }
  }

  extension UIGestureRecognizer {
    /// Receives the one-line message, once per selector name, about an action given as a
    /// ``Selector`` made from a name, which cannot be sent without the Objective-C runtime.
    /// Default: ``GestureProblems/report(_:)``, which writes it to standard error and, with
    /// `GestureKitTesting` linked, records it as an issue of the running test. Replace it to
    /// collect or escalate the message.
    public static var undispatchableSelectorHandler: (String) -> Void = { message in
      GestureProblems.report(GestureProblem(kind: .unsendableAction, message: message))
    }
  }

  extension NSObject {
    /// Calls `aSelector` on this object with `arg`, as Foundation does on Apple platforms.
    ///
    /// Called on the main actor with `wait` true, the method runs before this returns; otherwise
    /// it is queued on the main queue. A selector made from a name alone cannot be sent: see
    /// ``Selector``.
    public func performSelector(
      onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool,
      isolation: isolated (any Actor)? = #isolation
    ) {
      nonisolated(unsafe) let target = self
      nonisolated(unsafe) let argument = arg
      if wait, let isolation, isolation === MainActor.shared {
        // The caller is on the main actor: run now, as waiting on the main thread would.
        MainActor.assumeIsolated { aSelector.send(to: target, with: argument) }
      } else if wait {
        DispatchQueue.main.sync {
          MainActor.assumeIsolated { aSelector.send(to: target, with: argument) }
        }
      } else {
        DispatchQueue.main.async {
          MainActor.assumeIsolated { aSelector.send(to: target, with: argument) }
        }
      }
    }
  }
#endif

/// What a selector of a method taking a sender and an event receives (a control sends it:
/// GestureUIKit's `UIControl.sendAction(_:to:for:)`).
package struct SenderAndEvent {
  package let sender: AnyObject
  package let event: UIEvent?

  package init(sender: AnyObject, event: UIEvent?) {
    self.sender = sender
    self.event = event
  }
}
