import Foundation

#if !canImport(ObjectiveC)
  /// Delayed sends, `perform(_:with:afterDelay:)`, which custom recognizers use for their own
  /// time limits (a tap that waits to see whether a second one comes).
  ///
  /// On iOS the run loop sends them; here the deadline is on the clock of the current
  /// simulation, so it fires when the simulation's time passes it, deterministically and in
  /// order with the recognizers' own timers. The selector must be made from a method
  /// (`Selector(Type.method)`), as every selector GestureKit sends.
  extension NSObject {
    /// Sends `aSelector` to this object with `anArgument` after `delay` seconds of the current
    /// simulation's time; at once when no simulation is current.
    @MainActor
    public func perform(
      _ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval
    ) {
      nonisolated(unsafe) let argument = anArgument
      guard let clock = Simulation.current?.clock else {
        aSelector.send(to: self, with: argument)
        return
      }
      let request = DelayedPerformRequest(selector: aSelector, argument: anArgument)
      let key = ObjectIdentifier(self)
      request.timer = GestureTimer { [weak self] in
        DelayedPerformRequest.pending[key]?.removeAll { $0 === request }
        guard let self else { return }
        aSelector.send(to: self, with: argument)
      }
      DelayedPerformRequest.pending[key, default: []].append(request)
      clock.schedule(request.timer!, at: clock.now + Swift.max(delay, 0))
    }

    /// Cancels every pending ``perform(_:with:afterDelay:)`` sent to `aTarget`.
    @MainActor
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
      let target = aTarget as AnyObject  // a value is boxed anew, so it matches no request
      let requests = DelayedPerformRequest.pending.removeValue(forKey: ObjectIdentifier(target))
      for request in requests ?? [] { request.timer?.invalidate() }
    }

    /// Cancels the pending sends of `aSelector` to `aTarget` whose argument equals
    /// `anArgument` (both `nil`, or equal objects).
    @MainActor
    public class func cancelPreviousPerformRequests(
      withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?
    ) {
      let target = aTarget as AnyObject  // a value is boxed anew, so it matches no request
      let key = ObjectIdentifier(target)
      DelayedPerformRequest.pending[key]?.removeAll { request in
        guard request.selector == aSelector, request.matches(anArgument) else { return false }
        request.timer?.invalidate()
        return true
      }
    }
  }

  extension NSObjectProtocol where Self: NSObject {
    /// Sends `method`, which takes no argument, to this object after `delay` seconds: the
    /// spelling of `perform(#selector(finish), with: nil, afterDelay: 0.3)` that
    /// docs/PortableActions.swift also gives UIKit. `anArgument` is not passed, as UIKit passes
    /// nothing to a method without arguments.
    ///
    ///     perform(TapBurstGestureRecognizer.finish, with: nil, afterDelay: 0.3)
    @MainActor
    public func perform(
      _ method: @escaping (Self) -> () -> Void, with anArgument: Any?,
      afterDelay delay: TimeInterval
    ) {
      perform(Selector(method), with: anArgument, afterDelay: delay)
    }

    /// Sends `method` to this object with `anArgument` after `delay` seconds: the spelling of
    /// `perform(#selector(finish(_:)), with: argument, afterDelay: 0.3)`.
    @MainActor
    public func perform<Argument>(
      _ method: @escaping (Self) -> (Argument) -> Void, with anArgument: Any?,
      afterDelay delay: TimeInterval
    ) {
      perform(Selector(method), with: anArgument, afterDelay: delay)
    }
  }

  /// One pending delayed send.
  @MainActor
  final class DelayedPerformRequest {
    /// The sends not yet made, by target.
    static var pending: [ObjectIdentifier: [DelayedPerformRequest]] = [:]

    let selector: Selector
    let argument: Any?
    var timer: GestureTimer?

    init(selector: Selector, argument: Any?) {
      self.selector = selector
      self.argument = argument
    }

    /// Whether `other` is this request's argument, as `isEqual:` decides on iOS.
    func matches(_ other: Any?) -> Bool {
      switch (argument, other) {
      case (nil, nil): true
      case (let mine as NSObject, let theirs as NSObject): mine.isEqual(theirs)
      case (let mine as AnyObject, let theirs as AnyObject): mine === theirs
      default: false
      }
    }
  }
#endif
