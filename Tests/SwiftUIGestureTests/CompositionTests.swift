import GestureKit
import GestureScripts
import Testing

@testable import GestureUI

@Test("A long press sequenced before a drag: pressing, then the drag from where the press ended")
func longPressThenDrag() {
  let board = Board()
  let log = board.log
  board.attach(
    LongPressGesture().sequenced(before: DragGesture())
      .onChanged { value in
        switch value {
        case .first(let pressing): log.add("first \(pressing)")
        case .second(let pressing, let drag):
          log.add(
            "second \(pressing) \(drag.map { "\(f($0.startLocation)) \(f($0.translation))" } ?? "nil")"
          )
        }
      }
      .onEnded { _ in log.add("ended") },
    to: board.child)
  let transcript = board.run {
    down(1, at: pt(150, 150))
    wait(.milliseconds(300))
    move(1, to: pt(153, 150))
    wait(.milliseconds(300))
    move(1, to: pt(160, 150))
    wait(.milliseconds(16))
    move(1, to: pt(170, 150))
    wait(.milliseconds(16))
    up(1)
  }
  #expect(
    log.take() == [
      "first true", "second true nil", "second true (53.0, 50.0) (17.0, 0.0)", "ended",
    ])
  #expect(
    transcript == [
      "+0.500s  SequenceGesture<LongPressGesture, DragGesture>  child  possible → began  (53.0, 50.0)",
      "+0.600s  SequenceGesture<LongPressGesture, DragGesture>  child  began → changed  (60.0, 50.0)",
      "+0.616s  SequenceGesture<LongPressGesture, DragGesture>  child  changed → changed  (70.0, 50.0)  translation (17.0, 0.0)  velocity (625.0, 0.0)",
      "+0.632s  SequenceGesture<LongPressGesture, DragGesture>  child  changed → ended  (70.0, 50.0)  translation (17.0, 0.0)  velocity (-312.5, 0.0)",
    ])
}

@Test("A sequence whose second gesture starts at the first touch-down, when chosen so")
func sequenceStartsAtTouchDown() {
  SwiftUIGestureChoices.sequenceSecondStart = .touchDown
  defer { SwiftUIGestureChoices.sequenceSecondStart = .handOver }
  let board = Board()
  let log = board.log
  board.attach(
    LongPressGesture().sequenced(before: DragGesture(minimumDistance: 0)).onEnded { value in
      if case .second(_, let drag?) = value {
        log.add("\(f(drag.startLocation)) \(f(drag.translation))")
      }
    }, to: board.child)
  board.run {
    down(1, at: pt(150, 150))
    wait(.milliseconds(600))
    move(1, to: pt(156, 150))
    wait(.milliseconds(16))
    up(1)
  }
  #expect(log.take() == ["(50.0, 50.0) (6.0, 0.0)"])
}

@Test("A sequence fails when its first gesture fails")
func sequenceFirstFails() {
  let board = Board()
  let log = board.log
  board.attach(
    LongPressGesture().sequenced(before: DragGesture()).onEnded { _ in log.add("ended") },
    to: board.parent)
  let transcript = board.run {
    down(1, at: pt(100, 100))
    wait(.milliseconds(100))
    move(1, to: pt(150, 100))
    wait(.milliseconds(100))
    up(1)
  }
  #expect(log.take() == [])
  #expect(
    transcript == [
      "+0.100s  SequenceGesture<LongPressGesture, DragGesture>  parent  possible → failed  (150.0, 100.0)"
    ])
}

@Test("Simultaneous magnify and rotate report both values, first's callbacks first")
func simultaneousMagnifyRotate() {
  let board = Board()
  let log = board.log
  board.attach(
    MagnifyGesture().onChanged { log.add("magnify \(f($0.magnification))") }
      .simultaneously(
        with: RotateGesture().onChanged { log.add("rotate \(f(CGFloat($0.rotation.degrees)))") }
      )
      .onEnded { value in
        log.add(
          "ended \(value.first.map { f($0.magnification) } ?? "nil") \(value.second.map { f(CGFloat($0.rotation.degrees)) } ?? "nil")"
        )
      },
    to: board.parent)
  board.run {
    down([1: pt(150, 200), 2: pt(250, 200)])
    wait(.milliseconds(16))
    // The pair turns 90° clockwise and doubles its span.
    move([1: pt(200, 100), 2: pt(200, 300)])
    wait(.milliseconds(16))
    up([1, 2])
  }
  #expect(log.take() == ["magnify 2.0", "rotate 90.0", "ended 2.0 90.0"])
}

@Test("Simultaneous callbacks run second first when chosen so")
func simultaneousOrderChoice() {
  SwiftUIGestureChoices.simultaneousCallbackOrder = .secondThenFirst
  defer { SwiftUIGestureChoices.simultaneousCallbackOrder = .firstThenSecond }
  let board = Board()
  let log = board.log
  board.attach(
    TapGesture().onEnded { log.add("first") }.simultaneously(
      with: TapGesture().onEnded { log.add("second") }),
    to: board.parent)
  board.run { tap(at: pt(50, 50)) }
  #expect(log.take() == ["second", "first"])
}

@Test("An exclusive double tap before a single tap: the single tap waits for the double to fail")
func exclusiveDoubleBeforeSingle() {
  let board = Board()
  let log = board.log
  board.attach(
    TapGesture(count: 2).onEnded { log.add("double") }
      .exclusively(before: TapGesture().onEnded { log.add("single") })
      .onEnded { value in
        switch value {
        case .first: log.add("ended first")
        case .second: log.add("ended second")
        }
      },
    to: board.parent)
  let single = board.run { tap(at: pt(50, 50)) }
  #expect(log.take() == ["single", "ended second"])
  #expect(
    single == [
      "+0.400s  ExclusiveGesture<TapGesture, TapGesture>  parent  possible → ended  (50.0, 50.0)"
    ])
  board.run { tap(at: pt(50, 50), taps: 2) }
  #expect(log.take() == ["double", "ended first"])
}

@Test("map, AnyGesture and an optional gesture")
func mapAnyOptional() {
  let board = Board()
  let log = board.log
  let mapped = SpatialTapGesture().map { Int($0.location.x) }
  board.attach(AnyGesture(mapped).onEnded { log.add("x \($0)") }, to: board.child)
  let none: TapGesture? = nil
  board.attach(none.onEnded { log.add("never") }, to: board.parent, priority: .simultaneous)
  board.run { tap(at: pt(170, 150)) }
  #expect(log.take() == ["x 70"])
}
