import OpenCombine

// Combine's `combineLatest`, which OpenCombine 0.14 lacks, written for GestureKit. What Apple's
// pages say (Publisher.combineLatest(_:) and its siblings, Publishers.CombineLatest):
// - it publishes a tuple of the most recent value of every upstream when any of them emits,
//   once every upstream has emitted at least once;
// - it passes the downstream's requests through to every upstream, sends no more than the
//   downstream asked for, and so drops upstream values when the demand is limited, keeping
//   the most recent value of each upstream;
// - it finishes when every upstream has finished, and fails as soon as one fails.
// OUR CHOICE where the pages are silent: a combination that a value produced while the
// downstream had no demand is kept (the latest one only) and sent when demand arrives; once
// every upstream has finished it is sent before `.finished`. A failure cancels the other
// upstreams.

extension Publishers {
  /// A publisher that receives and combines the latest elements from two publishers.
  public struct CombineLatest<A: Publisher, B: Publisher>: Publisher
  where A.Failure == B.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure

    /// The first upstream publisher.
    public let a: A
    /// The second upstream publisher.
    public let b: B

    /// Creates a publisher that combines the latest elements of `a` and `b`.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      CombineLatestSubscription.combine(
        [
          a.map { $0 as Any }.eraseToAnyPublisher(),
          b.map { $0 as Any }.eraseToAnyPublisher(),
        ], named: "CombineLatest", into: subscriber
      ) {
        ($0[0] as! A.Output, $0[1] as! B.Output)
      }
    }
  }

  /// A publisher that receives and combines the latest elements from three publishers.
  public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure {
    public typealias Output = (A.Output, B.Output, C.Output)
    public typealias Failure = A.Failure

    /// The first upstream publisher.
    public let a: A
    /// The second upstream publisher.
    public let b: B
    /// The third upstream publisher.
    public let c: C

    /// Creates a publisher that combines the latest elements of `a`, `b` and `c`.
    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      CombineLatestSubscription.combine(
        [
          a.map { $0 as Any }.eraseToAnyPublisher(),
          b.map { $0 as Any }.eraseToAnyPublisher(),
          c.map { $0 as Any }.eraseToAnyPublisher(),
        ], named: "CombineLatest3", into: subscriber
      ) { ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output) }
    }
  }

  /// A publisher that receives and combines the latest elements from four publishers.
  public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
    public typealias Output = (A.Output, B.Output, C.Output, D.Output)
    public typealias Failure = A.Failure

    /// The first upstream publisher.
    public let a: A
    /// The second upstream publisher.
    public let b: B
    /// The third upstream publisher.
    public let c: C
    /// The fourth upstream publisher.
    public let d: D

    /// Creates a publisher that combines the latest elements of `a`, `b`, `c` and `d`.
    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      CombineLatestSubscription.combine(
        [
          a.map { $0 as Any }.eraseToAnyPublisher(),
          b.map { $0 as Any }.eraseToAnyPublisher(),
          c.map { $0 as Any }.eraseToAnyPublisher(),
          d.map { $0 as Any }.eraseToAnyPublisher(),
        ], named: "CombineLatest4", into: subscriber
      ) { ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output) }
    }
  }
}

extension Publishers.CombineLatest: Equatable where A: Equatable, B: Equatable {}
extension Publishers.CombineLatest3: Equatable where A: Equatable, B: Equatable, C: Equatable {}
extension Publishers.CombineLatest4: Equatable
where A: Equatable, B: Equatable, C: Equatable, D: Equatable {}

extension Publisher {
  /// Subscribes to `other` as well and publishes a tuple of both publishers' latest elements
  /// whenever either emits, once both have emitted, as Combine's `combineLatest(_:)` does.
  ///
  ///     $query.combineLatest($filter)
  ///       .map { query, filter in catalog.matches(query, filter) }
  ///       .assign(to: &$results)
  ///
  /// It finishes when both have finished and fails when either fails; with limited demand it
  /// keeps only the latest combination.
  public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
  where Failure == P.Failure {
    Publishers.CombineLatest(self, other)
  }

  /// `combineLatest(_:)`, with `transform` making the published element from the latest
  /// elements.
  public func combineLatest<P: Publisher, T>(
    _ other: P, _ transform: @escaping (Output, P.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
    Publishers.CombineLatest(self, other).map(transform)
  }

  /// Subscribes to two more publishers and publishes a tuple of the three latest elements
  /// whenever any emits, once all have emitted.
  public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q)
    -> Publishers.CombineLatest3<Self, P, Q>
  where Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.CombineLatest3(self, publisher1, publisher2)
  }

  /// `combineLatest(_:_:)`, with `transform` making the published element.
  public func combineLatest<P: Publisher, Q: Publisher, T>(
    _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T>
  where Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.CombineLatest3(self, publisher1, publisher2).map(transform)
  }

  /// Subscribes to three more publishers and publishes a tuple of the four latest elements
  /// whenever any emits, once all have emitted.
  public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(
    _ publisher1: P, _ publisher2: Q, _ publisher3: R
  ) -> Publishers.CombineLatest4<Self, P, Q, R>
  where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
    Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)
  }

  /// `combineLatest(_:_:_:)`, with `transform` making the published element.
  public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(
    _ publisher1: P, _ publisher2: Q, _ publisher3: R,
    _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T>
  where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
    Publishers.CombineLatest4(self, publisher1, publisher2, publisher3).map(transform)
  }
}

/// `combineLatest`'s subscription: the latest value of each upstream, and whether a
/// combination waits for demand.
final class CombineLatestSubscription<Output, Failure: Error>: FanInSubscription<Output, Failure> {
  private var latest: [Any?]
  private var missing: Int
  private var holding = false
  /// Everything the downstream asked for so far, passed on to each upstream.
  private var requested = Subscribers.Demand.none
  private let combine: ([Any]) -> Output

  private init<Downstream: Subscriber>(
    _ name: String, upstreams count: Int, downstream: Downstream,
    combine: @escaping ([Any]) -> Output
  ) where Downstream.Input == Output, Downstream.Failure == Failure {
    latest = Array(repeating: nil, count: count)
    missing = count
    self.combine = combine
    super.init(name, upstreams: count, downstream: downstream)
  }

  /// Gives `subscriber` a subscription to the latest values of `publishers`, made into one
  /// element by `combine`, and subscribes to them in order.
  static func combine<Downstream: Subscriber>(
    _ publishers: [AnyPublisher<Any, Failure>], named name: String, into subscriber: Downstream,
    _ combine: @escaping ([Any]) -> Output
  ) where Downstream.Input == Output, Downstream.Failure == Failure {
    let latest = CombineLatestSubscription(
      name, upstreams: publishers.count, downstream: subscriber, combine: combine)
    subscriber.receive(subscription: latest)
    for (index, publisher) in publishers.enumerated() {
      publisher.subscribe(
        FanInSide(hub: latest, index: index) { value in
          latest.receive { latest.store(value, at: index) }
        })
    }
  }

  /// Keeps `input` as the latest of the upstream at `index`; returns the combination to send
  /// when every upstream has a value and there is demand, or holds it back.
  private func store(_ input: Any, at index: Int) -> Output? {
    if latest[index] == nil { missing -= 1 }
    latest[index] = .some(input)
    guard missing == 0 else { return nil }
    guard demand > .none else {
      holding = true
      return nil
    }
    holding = false
    return combine(latest.map { $0! })
  }

  override func upstreamRequests(adding added: Subscribers.Demand) -> [UpstreamRequest] {
    guard added > .none else { return [] }
    requested += added
    return upstreams.compactMap { $0.map { ($0, added) } }
  }

  override func firstRequest(forUpstreamAt index: Int) -> Subscribers.Demand { requested }

  override func takeHeld() -> Output? {
    guard holding else { return nil }
    holding = false
    return combine(latest.map { $0! })
  }

  override var isHolding: Bool { holding }

  override func release() {
    latest = latest.map { _ in nil }
    holding = false
  }
}
