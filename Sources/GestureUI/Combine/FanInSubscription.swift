import Foundation
import OpenCombine

/// The subscription that an operator over several upstreams (`combineLatest`, `merge`) gives
/// its subscriber. It takes each upstream's subscription once, keeps the downstream's demand,
/// sends one event at a time, fails on the first upstream failure (cancelling the others) and
/// finishes once every upstream has finished and what it held back has been sent.
///
/// A subclass says what an upstream's value does, what it holds back for later demand
/// (``takeHeld()``) and what it asks its upstreams for (``upstreamRequests(adding:)``,
/// ``firstRequest(forUpstreamAt:)``); those hooks run with ``lock`` held and never call out.
class FanInSubscription<Output, Failure: Error>: Subscription, CustomStringConvertible {
  /// An upstream and what to ask it for.
  typealias UpstreamRequest = (upstream: any Subscription, demand: Subscribers.Demand)

  /// Guards the state of this object and its subclass.
  final let lock = NSLock()
  /// Held while an upstream event is decided and sent, so that the downstream gets one call at
  /// a time, in the order the events were decided. Recursive: a downstream may make an upstream
  /// send again from inside a value (a sink that writes a `@Published` property).
  private let sending = NSRecursiveLock()
  private var downstream: AnySubscriber<Output, Failure>?
  /// Each upstream's subscription from its arrival until it finishes.
  final private(set) var upstreams: [(any Subscription)?]
  private var finished: [Bool]
  private var subscribed: [Bool]
  /// What the downstream asked for and has not received yet.
  final var demand = Subscribers.Demand.none
  /// Every upstream finished while something was held back: finish once it is sent.
  private var finishOnceDrained = false

  let description: String

  init<Downstream: Subscriber>(_ name: String, upstreams count: Int, downstream: Downstream)
  where Downstream.Input == Output, Downstream.Failure == Failure {
    description = name
    self.downstream = AnySubscriber(downstream)
    upstreams = Array(repeating: nil, count: count)
    finished = Array(repeating: false, count: count)
    subscribed = Array(repeating: false, count: count)
  }

  /// Whether the downstream still takes events (not cancelled, not completed).
  final var isActive: Bool { downstream != nil }

  // MARK: What a subclass decides (called with `lock` held)

  /// What to ask the upstreams for now that the downstream's demand grew by `added` (`.none`
  /// after a value was sent with no more demand).
  func upstreamRequests(adding added: Subscribers.Demand) -> [UpstreamRequest] { [] }

  /// What to ask the upstream at `index` for when its subscription arrives.
  func firstRequest(forUpstreamAt index: Int) -> Subscribers.Demand { .none }

  /// The next value held back for want of demand, taken out; nil when nothing is held.
  func takeHeld() -> Output? { nil }

  /// Whether a value is held back for want of demand.
  var isHolding: Bool { false }

  /// Forgets what is held, once the subscription has ended.
  func release() {}

  // MARK: Upstream events

  /// The upstream at `index` has given its subscription.
  final func attach(_ subscription: any Subscription, at index: Int) {
    lock.lock()
    guard isActive, !subscribed[index] else {
      lock.unlock()
      subscription.cancel()
      return
    }
    subscribed[index] = true
    upstreams[index] = subscription
    let first = firstRequest(forUpstreamAt: index)
    lock.unlock()
    if first > .none { subscription.request(first) }
  }

  /// Runs `decide` (with `lock` held) for an upstream's value, and sends the value it returns;
  /// the decision takes one unit of demand when it returns a value.
  final func receive(_ decide: () -> Output?) -> Subscribers.Demand {
    sending.lock()
    defer { sending.unlock() }
    lock.lock()
    guard isActive, let value = decide() else {
      lock.unlock()
      return .none
    }
    demand -= 1
    lock.unlock()
    send(value)
    return .none
  }

  /// The upstream at `index` has completed.
  final func complete(_ completion: Subscribers.Completion<Failure>, at index: Int) {
    sending.lock()
    defer { sending.unlock() }
    lock.lock()
    guard isActive, !finished[index] else {
      lock.unlock()
      return
    }
    finished[index] = true
    upstreams[index] = nil
    switch completion {
    case .failure:
      let others = upstreams.compactMap { $0 }
      let target = end()
      lock.unlock()
      for other in others { other.cancel() }
      target?.receive(completion: completion)
    case .finished:
      guard finished.allSatisfy({ $0 }) else {
        lock.unlock()
        return
      }
      if isHolding {
        finishOnceDrained = true
        lock.unlock()
        return
      }
      let target = end()
      lock.unlock()
      target?.receive(completion: .finished)
    }
  }

  // MARK: Subscription

  final func request(_ more: Subscribers.Demand) {
    sending.lock()
    lock.lock()
    guard isActive, more > .none else {
      lock.unlock()
      sending.unlock()
      return
    }
    demand += more
    while isActive, demand > .none, let value = takeHeld() {
      demand -= 1
      lock.unlock()
      send(value, followUp: false)
      lock.lock()
    }
    var finishing: AnySubscriber<Output, Failure>?
    if isActive, finishOnceDrained, !isHolding { finishing = end() }
    let requests = isActive ? upstreamRequests(adding: more) : []
    lock.unlock()
    finishing?.receive(completion: .finished)
    sending.unlock()
    for (upstream, demand) in requests { upstream.request(demand) }
  }

  final func cancel() {
    lock.lock()
    let all = upstreams.compactMap { $0 }
    _ = end()
    lock.unlock()
    for upstream in all { upstream.cancel() }
  }

  // MARK: Sending

  /// Sends `value` (call it with `sending` held and `lock` not held), adds the demand the
  /// downstream returns, and asks the upstreams for more when `followUp`.
  private func send(_ value: Output, followUp: Bool = true) {
    lock.lock()
    let target = downstream
    lock.unlock()
    guard let target else { return }
    let extra = target.receive(value)
    lock.lock()
    guard isActive else {
      lock.unlock()
      return
    }
    demand += extra
    let requests = followUp || extra > .none ? upstreamRequests(adding: extra) : []
    lock.unlock()
    for (upstream, demand) in requests { upstream.request(demand) }
  }

  /// Ends the subscription (with `lock` held): returns the downstream to complete, if any.
  private func end() -> AnySubscriber<Output, Failure>? {
    let target = downstream
    downstream = nil
    upstreams = upstreams.map { _ in nil }
    release()
    return target
  }
}

/// The subscriber a ``FanInSubscription`` puts on one of its upstreams.
struct FanInSide<Input, Output, Failure: Error>: Subscriber {
  let combineIdentifier = CombineIdentifier()
  let hub: FanInSubscription<Output, Failure>
  let index: Int
  let value: (Input) -> Subscribers.Demand

  func receive(subscription: any Subscription) {
    hub.attach(subscription, at: index)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    value(input)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    hub.complete(completion, at: index)
  }
}
