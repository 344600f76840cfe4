import Foundation
import GestureKit
import Testing

/// A subscriber that writes down every event, asks for `demand` when it subscribes and for
/// nothing more from a value, and keeps its subscription so a test can ask for more or cancel.
private final class Recorder<Input, Failure: Error>: Subscriber {
  let combineIdentifier = CombineIdentifier()
  private(set) var events: [String] = []
  private(set) var subscription: (any Subscription)?
  private let demand: Subscribers.Demand
  private let describe: (Input) -> String

  init(demand: Subscribers.Demand = .unlimited, _ describe: @escaping (Input) -> String) {
    self.demand = demand
    self.describe = describe
  }

  func receive(subscription: any Subscription) {
    self.subscription = subscription
    if demand > .none { subscription.request(demand) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    events.append(describe(input))
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    switch completion {
    case .finished: events.append("finished")
    case .failure(let error): events.append("failed \(error)")
    }
  }
}

private struct Broken: Error, CustomStringConvertible {
  let name: String
  var description: String { name }
}

/// One thing that happens upstream of a two-publisher operator, or downstream of it.
enum FanInStep: Sendable {
  case a(Int)
  case b(Int)
  case finishA
  case finishB
  case failA
  case failB
  case request(Int)
  case cancel
}

/// Two subjects, an operator over them, and a recorder: plays `steps` and returns what the
/// recorder saw, and the cancellations the subjects saw.
private func play<Output>(
  _ steps: [FanInStep], demand: Subscribers.Demand = .unlimited,
  _ makeOperator: (AnyPublisher<Int, Broken>, AnyPublisher<Int, Broken>) -> AnyPublisher<
    Output, Broken
  >
) -> (events: [String], cancelled: [String]) {
  let a = PassthroughSubject<Int, Broken>()
  let b = PassthroughSubject<Int, Broken>()
  var cancelled: [String] = []
  let recorder = Recorder<Output, Broken>(demand: demand) { "\($0)" }
  makeOperator(
    a.handleEvents(receiveCancel: { cancelled.append("a") }).eraseToAnyPublisher(),
    b.handleEvents(receiveCancel: { cancelled.append("b") }).eraseToAnyPublisher()
  ).subscribe(recorder)
  for step in steps {
    switch step {
    case .a(let value): a.send(value)
    case .b(let value): b.send(value)
    case .finishA: a.send(completion: .finished)
    case .finishB: b.send(completion: .finished)
    case .failA: a.send(completion: .failure(Broken(name: "a")))
    case .failB: b.send(completion: .failure(Broken(name: "b")))
    case .request(let count): recorder.subscription?.request(.max(count))
    case .cancel: recorder.subscription?.cancel()
    }
  }
  return (recorder.events, cancelled)
}

@Suite("Combine: combineLatest")
struct CombineLatestTests {
  /// Upstream events, the demand the subscriber starts with, and what it must see.
  nonisolated static let table: [(String, [FanInStep], Int?, [String], [String])] = [
    (
      "waits for both, then every value of either", [.a(1), .a(2), .b(10), .a(3), .b(20)],
      nil, ["(2, 10)", "(3, 10)", "(3, 20)"], []
    ),
    (
      "finishes only when both have finished", [.a(1), .b(10), .finishA, .b(20), .finishB],
      nil, ["(1, 10)", "(1, 20)", "finished"], []
    ),
    (
      "a finished upstream's last value keeps combining", [.a(1), .finishA, .b(10), .b(20)],
      nil, ["(1, 10)", "(1, 20)"], []
    ),
    (
      "fails on the first failure and cancels the other upstream",
      [.a(1), .b(10), .failB, .a(2), .failA], nil, ["(1, 10)", "failed b"], ["a"]
    ),
    (
      "an upstream that fails before any value fails it too", [.failA, .b(10)], nil,
      ["failed a"], ["b"]
    ),
    (
      // A subject drops what it sends beyond the demand passed on to it; a combination made
      // when the subscriber wants none is held, the latest replacing the one before.
      "limited demand holds only the latest combination for the next request",
      [.a(1), .b(10), .a(2), .a(3), .b(20), .b(30), .b(40), .request(1), .request(1), .a(4)],
      3,
      ["(1, 10)", "(2, 10)", "(3, 10)", "(3, 30)", "(4, 30)"], []
    ),
    (
      "a held combination is sent before finished",
      [.a(1), .b(10), .a(2), .a(3), .b(20), .finishA, .finishB, .request(1)], 3,
      ["(1, 10)", "(2, 10)", "(3, 10)", "(3, 20)", "finished"], []
    ),
    (
      "cancelling cancels both upstreams and stops everything",
      [.a(1), .b(10), .cancel, .a(2), .finishA, .finishB], nil, ["(1, 10)"], ["a", "b"]
    ),
  ]

  @Test("combineLatest against a table of upstream events", arguments: table)
  func combineLatestTable(
    _ name: String, _ steps: [FanInStep], _ demand: Int?, _ expected: [String],
    _ cancelled: [String]
  ) {
    let played = play(steps, demand: demand.map { .max($0) } ?? .unlimited) {
      $0.combineLatest($1).eraseToAnyPublisher()
    }
    #expect(played.events == expected, "\(name)")
    #expect(played.cancelled == cancelled, "\(name)")
  }

  @Test("The transform closure makes each element from the latest values")
  func transform() {
    let played = play([.a(1), .b(10), .a(2)]) {
      $0.combineLatest($1) { $0 + $1 }.eraseToAnyPublisher()
    }
    #expect(played.events == ["11", "12"])
  }

  @Test("Three and four publishers, with and without a transform")
  func threeAndFour() {
    let a = PassthroughSubject<Int, Never>()
    let b = CurrentValueSubject<String, Never>("x")
    let c = Just(true)
    let d = PassthroughSubject<Double, Never>()
    let three = Recorder<(Int, String, Bool), Never> { "\($0)" }
    a.combineLatest(b, c).subscribe(three)
    let four = Recorder<String, Never> { $0 }
    a.combineLatest(b, c, d) { "\($0)\($1)\($2)\($3)" }.subscribe(four)
    a.send(1)
    b.send("y")
    d.send(0.5)
    a.send(2)
    #expect(three.events == ["(1, \"x\", true)", "(1, \"y\", true)", "(2, \"y\", true)"])
    #expect(four.events == ["1ytrue0.5", "2ytrue0.5"])
    let typed: Publishers.CombineLatest3<PassthroughSubject<Int, Never>, Just<Bool>, Just<Bool>> =
      a.combineLatest(Just(true), Just(false))
    #expect(typed.b == Just(true))
  }

  @Test("Sequences: the first upstream runs out before the second starts, as requests go")
  func sequences() {
    let recorder = Recorder<(Int, String), Never> { "\($0)" }
    [1, 2, 3].publisher.combineLatest(["a", "b"].publisher).subscribe(recorder)
    #expect(recorder.events == ["(3, \"a\")", "(3, \"b\")", "finished"])
  }

  @Test("Cancelling or completing lets the subscription go: nothing keeps it alive")
  func releasesItsSubscription() {
    weak var cancelled: AnyObject?
    weak var finished: AnyObject?
    do {
      let a = PassthroughSubject<Int, Never>()
      let b = PassthroughSubject<Int, Never>()
      let first = Recorder<(Int, Int), Never> { "\($0)" }
      a.combineLatest(b).subscribe(first)
      let second = Recorder<Int, Never> { "\($0)" }
      a.merge(with: b).subscribe(second)
      cancelled = first.subscription as AnyObject?
      finished = second.subscription as AnyObject?
      a.send(1)
      b.send(2)
      first.subscription?.cancel()
      a.send(completion: .finished)
      b.send(completion: .finished)
      #expect(first.events == ["(1, 2)"])
      #expect(second.events == ["1", "2", "finished"])
      #expect(cancelled != nil)
    }
    #expect(cancelled == nil)
    #expect(finished == nil)
  }

  @Test("Upstreams sending on two threads at once reach the subscriber one at a time")
  func twoThreads() {
    // Both have a value first, so every one of the 4000 that follow makes a combination.
    #expect(
      fromTwoThreads { $0.combineLatest($1).map { _ in () }.eraseToAnyPublisher() }
        == ConcurrencyCounter.Totals(values: 4001, overlaps: 0))
  }

  @Test("Publishers.CombineLatest spells as in Combine and compares its upstreams")
  func spelling() {
    let latest = Publishers.CombineLatest(Just(1), Just("one"))
    #expect(latest == Publishers.CombineLatest(Just(1), Just("one")))
    #expect(latest.a == Just(1))
    let recorder = Recorder<(Int, String), Never> { "\($0)" }
    latest.subscribe(recorder)
    #expect(recorder.events == ["(1, \"one\")", "finished"])
  }
}

@Suite("Combine: merge")
struct MergeTests {
  nonisolated static let table: [(String, [FanInStep], Int?, [String], [String])] = [
    (
      "interleaves and finishes when both have finished",
      [.a(1), .b(10), .a(2), .finishA, .b(20), .finishB], nil,
      ["1", "10", "2", "20", "finished"], []
    ),
    (
      "fails on the first failure and cancels the other upstream", [.a(1), .failA, .b(10)],
      nil, ["1", "failed a"], ["b"]
    ),
    (
      "limited demand: one element asked of each upstream, the second held for the next request",
      [.a(1), .b(10), .a(2), .request(1), .request(2), .a(3), .b(20)], 1,
      ["1", "10", "3", "20"], []
    ),
    (
      "a held element is sent before finished",
      [.a(1), .b(10), .finishA, .finishB, .request(1)], 1, ["1", "10", "finished"], []
    ),
    (
      "cancelling cancels both upstreams", [.a(1), .cancel, .b(10)], nil, ["1"],
      ["a", "b"]
    ),
  ]

  @Test("merge(with:) against a table of upstream events", arguments: table)
  func mergeTable(
    _ name: String, _ steps: [FanInStep], _ demand: Int?, _ expected: [String],
    _ cancelled: [String]
  ) {
    let played = play(steps, demand: demand.map { .max($0) } ?? .unlimited) {
      $0.merge(with: $1).eraseToAnyPublisher()
    }
    #expect(played.events == expected, "\(name)")
    #expect(played.cancelled == cancelled, "\(name)")
  }

  @Test("Demand-respecting upstreams are asked one element at a time under limited demand")
  func sequencesWithLimitedDemand() {
    let recorder = Recorder<Int, Never>(demand: .max(3)) { "\($0)" }
    let merged: Publishers.Merge<Publishers.Sequence<[Int], Never>, Just<Int>> =
      [1, 2, 3, 4].publisher.merge(with: Just(10))
    merged.subscribe(recorder)
    #expect(recorder.events == ["1", "2", "3"])
    recorder.subscription?.request(.max(2))
    #expect(recorder.events == ["1", "2", "3", "4", "10", "finished"])
  }

  @Test("Merge3 to Merge8 keep their upstreams' order for synchronous publishers")
  func eightPublishers() {
    let recorder = Recorder<Int, Never> { "\($0)" }
    Just(1).merge(with: Just(2), Just(3), Just(4), Just(5), Just(6), Just(7), Just(8))
      .subscribe(recorder)
    #expect(recorder.events == ["1", "2", "3", "4", "5", "6", "7", "8", "finished"])
    let three: Publishers.Merge3<Just<Int>, Just<Int>, Just<Int>> =
      Just(1).merge(with: Just(2), Just(3))
    #expect(three.c == Just(3))
    let four = Just(1).merge(with: Just(2), Just(3), Just(4))
    #expect(four == Publishers.Merge4(Just(1), Just(2), Just(3), Just(4)))
  }

  @Test("MergeMany: publishers of one type, merge(with: Self), and none at all")
  func mergeMany() {
    let a = PassthroughSubject<String, Never>()
    let b = PassthroughSubject<String, Never>()
    let c = PassthroughSubject<String, Never>()
    let many: Publishers.MergeMany<PassthroughSubject<String, Never>> = a.merge(with: b)
    let recorder = Recorder<String, Never> { $0 }
    many.merge(with: c).subscribe(recorder)
    c.send("c")
    a.send("a")
    b.send("b")
    for subject in [a, b, c] { subject.send(completion: .finished) }
    #expect(recorder.events == ["c", "a", "b", "finished"])
    let none = Recorder<Int, Never> { "\($0)" }
    Publishers.MergeMany([Just<Int>]()).subscribe(none)
    #expect(none.events == ["finished"])
  }

  @Test("Upstreams sending on two threads at once reach the subscriber one at a time")
  func twoThreads() {
    #expect(
      fromTwoThreads { $0.merge(with: $1).map { _ in () }.eraseToAnyPublisher() }
        == ConcurrencyCounter.Totals(values: 4002, overlaps: 0))
  }
}

/// Two subjects that have each sent 1, into `combine`, and then 2000 values each sent by two
/// threads at the same time: how many values the subscriber got, and how many overlapped.
nonisolated private func fromTwoThreads(
  _ combine: (PassthroughSubject<Int, Never>, PassthroughSubject<Int, Never>) -> AnyPublisher<
    Void, Never
  >
) -> ConcurrencyCounter.Totals {
  let a = PassthroughSubject<Int, Never>()
  let b = PassthroughSubject<Int, Never>()
  let counter = ConcurrencyCounter()
  let cancellable = combine(a, b).sink { _ in counter.enterAndLeave() }
  a.send(1)
  b.send(1)
  nonisolated(unsafe) let subjects = [a, b]
  DispatchQueue.concurrentPerform(iterations: 2) { index in
    for value in 0..<2000 { subjects[index].send(value) }
  }
  cancellable.cancel()
  return counter.totals
}

/// Counts values and any value that arrived while another was being received.
nonisolated private final class ConcurrencyCounter: @unchecked Sendable {
  struct Totals: Equatable, Sendable {
    var values = 0
    var overlaps = 0
  }

  private let lock = NSLock()
  private var inside = false
  private var counts = Totals()

  var totals: Totals { lock.withLock { counts } }

  func enterAndLeave() {
    lock.withLock {
      if inside { counts.overlaps += 1 }
      inside = true
      counts.values += 1
    }
    for _ in 0..<10 { _ = lock.withLock { counts.values } }
    lock.withLock { inside = false }
  }
}
