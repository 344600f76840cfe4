// PortableActions.swift: add this file to an iOS app target whose gesture code is shared with
// GestureKit's tests on Linux.
//
// GestureKit spells target-action with method references, because Linux has no Objective-C
// runtime for `#selector` to name a method in:
//
//     let pan = UIPanGestureRecognizer(target: coordinator, action: CardCoordinator.handlePan)
//     pan.addTarget(coordinator, action: CardCoordinator.handlePan)
//
// This file gives UIKit the same two spellings, so that such code also compiles for iOS
// unchanged, with no `@objc` on the handlers and no `#if` at each call site: each method
// reference becomes a small target object whose `@objc` method calls it, kept alive by the
// recognizer (UIKit holds targets weakly). Where UIKit is absent (Linux, a Mac running
// `swift test`) the file compiles to nothing.
//
// Checked only by reading: this repository is built on Linux, without the iOS SDK.
#if canImport(UIKit)
  import ObjectiveC
  import UIKit

  /// Calls a Swift closure from UIKit's target-action.
  @MainActor
  private final class GestureActionTrampoline: NSObject {
    let body: @MainActor (UIGestureRecognizer) -> Void

    init(_ body: @escaping @MainActor (UIGestureRecognizer) -> Void) {
      self.body = body
    }

    @objc func fire(_ recognizer: UIGestureRecognizer) {
      body(recognizer)
    }
  }

  /// The associated-object key under which a recognizer keeps its trampolines.
  nonisolated(unsafe) private var gestureActionTrampolinesKey: UInt8 = 0

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
        GestureActionTrampoline { [weak target] recognizer in
          guard let target, let recognizer = recognizer as? Recognizer else { return }
          action(target)(recognizer)
        })
    }

    /// `addTarget(self, action: #selector(handle))`, spelled with a method reference.
    public func addTarget<Target: AnyObject>(
      _ target: Target, action: @escaping (Target) -> () -> Void
    ) {
      keep(
        GestureActionTrampoline { [weak target] _ in
          guard let target else { return }
          action(target)()
        })
    }

    private func keep(_ trampoline: GestureActionTrampoline) {
      var kept =
        objc_getAssociatedObject(self, &gestureActionTrampolinesKey)
        as? [GestureActionTrampoline] ?? []
      kept.append(trampoline)
      objc_setAssociatedObject(
        self, &gestureActionTrampolinesKey, kept, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      addTarget(trampoline, action: #selector(GestureActionTrampoline.fire(_:)))
    }
  }
#endif
