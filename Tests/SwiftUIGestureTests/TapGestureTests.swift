import GestureKit
import GestureScripts
import Testing

@testable import GestureUI

@Test("A tap ends at the lift and calls onEnded once")
func tapEndsAtLift() {
  let board = Board()
  let log = board.log
  board.attach(TapGesture().onEnded { log.add("tapped") }, to: board.child)
  let transcript = board.run {
    down(1, at: pt(150, 150))
    wait(.milliseconds(80))
    up(1)
  }
  #expect(transcript == ["+0.080s  TapGesture  child  possible → ended  (50.0, 50.0)"])
  #expect(log.take() == ["tapped"])
}

@Test(
  "A tap fails once its finger is 45 pt from where it landed",
  arguments: [(44.9, true), (45, false)])
func tapMovement(distance: CGFloat, taps: Bool) {
  let board = Board()
  let log = board.log
  board.attach(TapGesture().onEnded { log.add("tapped") }, to: board.parent)
  let transcript = board.run {
    down(1, at: pt(100, 100))
    wait(.milliseconds(50))
    move(1, to: pt(100 + distance, 100))
    wait(.milliseconds(50))
    up(1)
  }
  #expect(log.take() == (taps ? ["tapped"] : []))
  #expect(
    transcript.first
      == (taps
        ? "+0.100s  TapGesture  parent  possible → ended  (\(f(100 + distance)), 100.0)"
        : "+0.050s  TapGesture  parent  possible → failed  (145.0, 100.0)"))
}

@Test(
  "A tap held 0.75 s fails at that moment",
  arguments: [
    (0.749, "+0.749s  TapGesture  parent  possible → ended  (10.0, 10.0)"),
    (0.8, "+0.750s  TapGesture  parent  possible → failed  (10.0, 10.0)"),
  ])
func tapDuration(hold: Double, expected: String) {
  let board = Board()
  board.attach(TapGesture(), to: board.parent)
  let transcript = board.run {
    down(1, at: pt(10, 10))
    wait(seconds: hold)
    up(1)
  }
  #expect(transcript == [expected])
}

@Test("A double tap needs its second tap within 0.35 s of the first lift")
func doubleTapInterval() {
  let board = Board()
  let log = board.log
  board.attach(TapGesture(count: 2).onEnded { log.add("double") }, to: board.parent)
  let quick = board.run {
    tap(at: pt(50, 50))
    wait(.milliseconds(300))
    tap(at: pt(52, 50))
  }
  #expect(log.take() == ["double"])
  #expect(quick.count == 1)
  let slow = board.run {
    tap(at: pt(50, 50))
    wait(.milliseconds(400))
    tap(at: pt(52, 50))
  }
  #expect(log.take() == [])
  #expect(slow.first?.hasSuffix("possible → failed  (50.0, 50.0)") == true)
}

@Test("A second finger fails a tap")
func tapSecondFinger() {
  let board = Board()
  let log = board.log
  board.attach(TapGesture().onEnded { log.add("tapped") }, to: board.parent)
  let transcript = board.run {
    down(1, at: pt(50, 50))
    wait(.milliseconds(20))
    down(2, at: pt(80, 50))
    wait(.milliseconds(20))
    up([1, 2])
  }
  #expect(transcript == ["+0.020s  TapGesture  parent  possible → failed  (65.0, 50.0)"])
  #expect(log.take() == [])
}

@Test(
  "A spatial tap reports where it lifted, in its coordinate space",
  arguments: [("local", "(60.0, 70.0)"), ("global", "(160.0, 170.0)"), ("named", "(160.0, 170.0)")])
func spatialTapLocation(spaceName: String, expected: String) {
  let space: CoordinateSpace =
    switch spaceName {
    case "local": .local
    case "global": .global
    default: .named("board")
    }
  let board = Board()
  board.parent.coordinateSpace(name: "board")
  board.simulation.window.frame.origin = .zero
  let log = board.log
  board.attach(
    SpatialTapGesture(coordinateSpace: space).onEnded { log.add(f($0.location)) }, to: board.child)
  board.run { tap(at: pt(160, 170)) }
  #expect(log.take() == [expected])
}

@Test("A double spatial tap reports the second tap's location")
func doubleSpatialTap() {
  let board = Board()
  let log = board.log
  board.attach(SpatialTapGesture(count: 2).onEnded { log.add(f($0.location)) }, to: board.parent)
  board.run {
    tap(at: pt(50, 50))
    wait(.milliseconds(100))
    tap(at: pt(60, 55))
  }
  #expect(log.take() == ["(60.0, 55.0)"])
}
