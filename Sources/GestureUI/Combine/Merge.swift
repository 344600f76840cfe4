import OpenCombine

// Combine's `merge(with:)`, which OpenCombine 0.14 lacks, written for GestureKit. What Apple's
// pages say (Publisher.merge(with:) and its siblings, Publishers.Merge, Publishers.MergeMany):
// the merged publisher delivers an interleaved sequence of its upstreams' elements, emitting
// whenever any upstream emits.
// OUR CHOICE where the pages are silent:
// - it finishes once every upstream has finished, and fails with the first failure,
//   cancelling the other upstreams;
// - with unlimited demand each upstream is asked for unlimited elements; with limited demand
//   each upstream is asked for one element at a time while the downstream wants more, and an
//   element that arrives when the downstream wants none is held (at most one per upstream)
//   and sent, in arrival order, when demand arrives, before `.finished`.

extension Publishers {
  /// A publisher that interleaves the elements of two publishers of the same output and
  /// failure types.
  public struct Merge<A: Publisher, B: Publisher>: Publisher
  where A.Failure == B.Failure, A.Output == B.Output {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    /// The first upstream publisher.
    public let a: A
    /// The second upstream publisher.
    public let b: B

    /// Creates a publisher that interleaves the elements of `a` and `b`.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      MergeSubscription.merge(
        [a.eraseToAnyPublisher(), b.eraseToAnyPublisher()], named: "Merge", into: subscriber)
    }
  }

  /// A publisher that interleaves the elements of three publishers of the same output and
  /// failure types.
  public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    /// The first upstream publisher.
    public let a: A
    /// The second upstream publisher.
    public let b: B
    /// The third upstream publisher.
    public let c: C

    /// Creates a publisher that interleaves the elements of `a`, `b` and `c`.
    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      MergeSubscription.merge(
        [a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher()],
        named: "Merge3", into: subscriber)
    }
  }

  /// A publisher that interleaves the elements of four publishers of the same output and
  /// failure types.
  public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
  where
    A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
    C.Failure == D.Failure, C.Output == D.Output
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    /// The first upstream publisher.
    public let a: A
    /// The second upstream publisher.
    public let b: B
    /// The third upstream publisher.
    public let c: C
    /// The fourth upstream publisher.
    public let d: D

    /// Creates a publisher that interleaves the elements of `a`, `b`, `c` and `d`.
    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      MergeSubscription.merge(
        [
          a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(),
          d.eraseToAnyPublisher(),
        ], named: "Merge4", into: subscriber)
    }
  }

  /// A publisher that interleaves the elements of five publishers of the same output and
  /// failure types.
  public struct Merge5<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher>:
    Publisher
  where
    A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
    C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    /// The first upstream publisher.
    public let a: A
    /// The second upstream publisher.
    public let b: B
    /// The third upstream publisher.
    public let c: C
    /// The fourth upstream publisher.
    public let d: D
    /// The fifth upstream publisher.
    public let e: E

    /// Creates a publisher that interleaves the elements of `a`, `b`, `c`, `d` and `e`.
    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.e = e
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      MergeSubscription.merge(
        [
          a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(),
          d.eraseToAnyPublisher(), e.eraseToAnyPublisher(),
        ], named: "Merge5", into: subscriber)
    }
  }

  /// A publisher that interleaves the elements of six publishers of the same output and
  /// failure types.
  public struct Merge6<
    A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher
  >: Publisher
  where
    A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
    C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output,
    E.Failure == F.Failure, E.Output == F.Output
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    /// The first upstream publisher.
    public let a: A
    /// The second upstream publisher.
    public let b: B
    /// The third upstream publisher.
    public let c: C
    /// The fourth upstream publisher.
    public let d: D
    /// The fifth upstream publisher.
    public let e: E
    /// The sixth upstream publisher.
    public let f: F

    /// Creates a publisher that interleaves the elements of `a`, `b`, `c`, `d`, `e` and `f`.
    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.e = e
      self.f = f
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      MergeSubscription.merge(
        [
          a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(),
          d.eraseToAnyPublisher(), e.eraseToAnyPublisher(), f.eraseToAnyPublisher(),
        ], named: "Merge6", into: subscriber)
    }
  }

  /// A publisher that interleaves the elements of seven publishers of the same output and
  /// failure types.
  public struct Merge7<
    A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher
  >: Publisher
  where
    A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
    C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output,
    E.Failure == F.Failure, E.Output == F.Output, F.Failure == G.Failure, F.Output == G.Output
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    /// The first upstream publisher.
    public let a: A
    /// The second upstream publisher.
    public let b: B
    /// The third upstream publisher.
    public let c: C
    /// The fourth upstream publisher.
    public let d: D
    /// The fifth upstream publisher.
    public let e: E
    /// The sixth upstream publisher.
    public let f: F
    /// The seventh upstream publisher.
    public let g: G

    /// Creates a publisher that interleaves the elements of `a`, `b`, `c`, `d`, `e`, `f` and `g`.
    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.e = e
      self.f = f
      self.g = g
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      MergeSubscription.merge(
        [
          a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(),
          d.eraseToAnyPublisher(), e.eraseToAnyPublisher(), f.eraseToAnyPublisher(),
          g.eraseToAnyPublisher(),
        ], named: "Merge7", into: subscriber)
    }
  }

  /// A publisher that interleaves the elements of eight publishers of the same output and
  /// failure types.
  public struct Merge8<
    A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher,
    G: Publisher, H: Publisher
  >: Publisher
  where
    A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
    C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output,
    E.Failure == F.Failure, E.Output == F.Output, F.Failure == G.Failure, F.Output == G.Output,
    G.Failure == H.Failure, G.Output == H.Output
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    /// The first upstream publisher.
    public let a: A
    /// The second upstream publisher.
    public let b: B
    /// The third upstream publisher.
    public let c: C
    /// The fourth upstream publisher.
    public let d: D
    /// The fifth upstream publisher.
    public let e: E
    /// The sixth upstream publisher.
    public let f: F
    /// The seventh upstream publisher.
    public let g: G
    /// The eighth upstream publisher.
    public let h: H

    /// Creates a publisher that interleaves the elements of `a`, `b`, `c`, `d`, `e`, `f`, `g` and `h`.
    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.e = e
      self.f = f
      self.g = g
      self.h = h
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      MergeSubscription.merge(
        [
          a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(),
          d.eraseToAnyPublisher(), e.eraseToAnyPublisher(), f.eraseToAnyPublisher(),
          g.eraseToAnyPublisher(), h.eraseToAnyPublisher(),
        ], named: "Merge8", into: subscriber)
    }
  }

  /// A publisher that interleaves the elements of any number of publishers of one type.
  public struct MergeMany<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The upstream publishers.
    public let publishers: [Upstream]

    /// Creates a publisher that interleaves the elements of `upstream`.
    public init(_ upstream: Upstream...) {
      publishers = upstream
    }

    /// Creates a publisher that interleaves the elements of the publishers in `upstream`.
    public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
      publishers = Array(upstream)
    }

    /// This publisher's upstreams and `other`.
    public func merge(with other: Upstream) -> MergeMany<Upstream> {
      MergeMany(publishers + [other])
    }

    /// With no upstream it finishes at once (OUR CHOICE: every one of none has finished).
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      guard !publishers.isEmpty else {
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .finished)
        return
      }
      MergeSubscription.merge(publishers, named: "MergeMany", into: subscriber)
    }
  }
}

extension Publishers.Merge: Equatable where A: Equatable, B: Equatable {}
extension Publishers.Merge3: Equatable where A: Equatable, B: Equatable, C: Equatable {}
extension Publishers.Merge4: Equatable
where A: Equatable, B: Equatable, C: Equatable, D: Equatable {}
extension Publishers.Merge5: Equatable
where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable {}
extension Publishers.Merge6: Equatable
where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable {}
extension Publishers.Merge7: Equatable
where
  A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable, G: Equatable
{}
extension Publishers.Merge8: Equatable
where
  A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable, G: Equatable,
  H: Equatable
{}
extension Publishers.MergeMany: Equatable where Upstream: Equatable {}

extension Publisher {
  /// Interleaves this publisher's elements with `other`'s, as Combine's `merge(with:)` does:
  /// an element is published whenever either publishes one.
  ///
  ///     let taps = saveButton.taps.merge(with: keyboardShortcut.presses)
  ///
  /// It finishes when both have finished and fails when either fails.
  public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
  where Failure == P.Failure, Output == P.Output {
    Publishers.Merge(self, other)
  }

  /// Interleaves this publisher's elements with those of `other`, of the same type.
  public func merge(with other: Self) -> Publishers.MergeMany<Self> {
    Publishers.MergeMany(self, other)
  }

  /// Interleaves this publisher's elements with those of two more publishers.
  public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C)
    -> Publishers.Merge3<Self, B, C>
  where Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
    Publishers.Merge3(self, b, c)
  }

  /// Interleaves this publisher's elements with those of three more publishers.
  public func merge<B: Publisher, C: Publisher, D: Publisher>(with b: B, _ c: C, _ d: D)
    -> Publishers.Merge4<Self, B, C, D>
  where
    Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
    C.Failure == D.Failure, C.Output == D.Output
  {
    Publishers.Merge4(self, b, c, d)
  }

  /// Interleaves this publisher's elements with those of four more publishers.
  public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher>(
    with b: B, _ c: C, _ d: D, _ e: E
  )
    -> Publishers.Merge5<Self, B, C, D, E>
  where
    Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
    C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output
  {
    Publishers.Merge5(self, b, c, d, e)
  }

  /// Interleaves this publisher's elements with those of five more publishers.
  public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>(
    with b: B, _ c: C, _ d: D, _ e: E, _ f: F
  )
    -> Publishers.Merge6<Self, B, C, D, E, F>
  where
    Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
    C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output,
    E.Failure == F.Failure, E.Output == F.Output
  {
    Publishers.Merge6(self, b, c, d, e, f)
  }

  /// Interleaves this publisher's elements with those of six more publishers.
  public func merge<
    B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher
  >(with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G)
    -> Publishers.Merge7<Self, B, C, D, E, F, G>
  where
    Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
    C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output,
    E.Failure == F.Failure, E.Output == F.Output, F.Failure == G.Failure, F.Output == G.Output
  {
    Publishers.Merge7(self, b, c, d, e, f, g)
  }

  /// Interleaves this publisher's elements with those of seven more publishers.
  public func merge<
    B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, H: Publisher
  >(with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H)
    -> Publishers.Merge8<Self, B, C, D, E, F, G, H>
  where
    Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
    C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output,
    E.Failure == F.Failure, E.Output == F.Output, F.Failure == G.Failure, F.Output == G.Output,
    G.Failure == H.Failure, G.Output == H.Output
  {
    Publishers.Merge8(self, b, c, d, e, f, g, h)
  }
}

/// `merge`'s subscription: which upstream was asked for an element, and the elements held for
/// want of demand, in arrival order.
final class MergeSubscription<Output, Failure: Error>: FanInSubscription<Output, Failure> {
  /// What each upstream was asked for and has not sent: none, one element, or unlimited.
  private var asked: [Subscribers.Demand]
  private var held: [(upstream: Int, value: Output)] = []

  override init<Downstream: Subscriber>(
    _ name: String, upstreams count: Int, downstream: Downstream
  ) where Downstream.Input == Output, Downstream.Failure == Failure {
    asked = Array(repeating: .none, count: count)
    super.init(name, upstreams: count, downstream: downstream)
  }

  /// Gives `subscriber` a subscription to `publishers` merged, and subscribes to them in order.
  static func merge<Upstream: Publisher, Downstream: Subscriber>(
    _ publishers: [Upstream], named name: String, into subscriber: Downstream
  )
  where
    Upstream.Output == Output, Upstream.Failure == Failure, Downstream.Input == Output,
    Downstream.Failure == Failure
  {
    let merge = MergeSubscription(name, upstreams: publishers.count, downstream: subscriber)
    subscriber.receive(subscription: merge)
    for (index, publisher) in publishers.enumerated() { publisher.subscribe(merge.side(index)) }
  }

  /// The subscriber for the upstream at `index`.
  private func side(_ index: Int) -> FanInSide<Output, Output, Failure> {
    FanInSide(hub: self, index: index) { [self] value in
      receive { arrived(value, from: index) }
    }
  }

  /// Returns `value` to send when there is demand, or holds it.
  private func arrived(_ value: Output, from index: Int) -> Output? {
    if asked[index] != .unlimited { asked[index] = .none }
    guard demand > .none else {
      held.append((index, value))
      return nil
    }
    return value
  }

  /// What the upstream at `index` should be asked for now, noted as asked.
  private func nextRequest(forUpstreamAt index: Int) -> Subscribers.Demand {
    if demand == .unlimited {
      guard asked[index] != .unlimited else { return .none }
      asked[index] = .unlimited
      return .unlimited
    }
    guard demand > .none, asked[index] == .none, !held.contains(where: { $0.upstream == index })
    else { return .none }
    asked[index] = .max(1)
    return .max(1)
  }

  override func upstreamRequests(adding added: Subscribers.Demand) -> [UpstreamRequest] {
    upstreams.indices.compactMap { index in
      guard let upstream = upstreams[index] else { return nil }
      let next = nextRequest(forUpstreamAt: index)
      return next > .none ? (upstream, next) : nil
    }
  }

  override func firstRequest(forUpstreamAt index: Int) -> Subscribers.Demand {
    nextRequest(forUpstreamAt: index)
  }

  override func takeHeld() -> Output? {
    held.isEmpty ? nil : held.removeFirst().value
  }

  override var isHolding: Bool { !held.isEmpty }

  override func release() {
    held.removeAll()
  }
}
