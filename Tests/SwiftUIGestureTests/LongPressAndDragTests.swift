import GestureKit
import GestureScripts
import Testing

@testable import GestureUI

@Test("A long press is pressing from touch-down and ends after 0.5 s with the finger down")
func longPressSucceeds() {
  let board = Board()
  let log = board.log
  let pressing = GestureState(wrappedValue: false)
  board.attach(
    LongPressGesture()
      .updating(pressing) { value, state, _ in
        state = value
        log.add("updating \(value)")
      }
      .onChanged { log.add("changed \($0)") }
      .onEnded { log.add("ended \($0), pressing \(pressing.wrappedValue)") },
    to: board.child)
  let transcript = board.run {
    down(1, at: pt(150, 150))
    wait(.milliseconds(100))
    move(1, to: pt(155, 150))
    wait(.milliseconds(600))
    up(1)
  }
  #expect(transcript == ["+0.500s  LongPressGesture  child  possible → ended  (55.0, 50.0)"])
  #expect(
    log.take() == [
      "updating true", "changed true", "updating true", "ended true, pressing true",
    ])
  #expect(pressing.wrappedValue == false)
}

@Test(
  "A long press lifted early or moved 10 pt fails without onEnded and resets its state",
  arguments: [false, true])
func longPressFails(moves: Bool) {
  let board = Board()
  let log = board.log
  let pressing = GestureState(wrappedValue: false)
  board.attach(
    LongPressGesture()
      .updating(pressing) { value, state, _ in state = value }
      .onEnded { _ in log.add("ended") },
    to: board.parent)
  let transcript = board.run {
    down(1, at: pt(100, 100))
    wait(.milliseconds(100))
    if moves {
      move(1, to: pt(110, 100))
      wait(.milliseconds(100))
    }
    up(1)
  }
  #expect(pressing.wrappedValue == false)
  #expect(log.take() == [])
  #expect(
    transcript == [
      moves
        ? "+0.100s  LongPressGesture  parent  possible → failed  (110.0, 100.0)"
        : "+0.100s  LongPressGesture  parent  possible → failed  (100.0, 100.0)"
    ])
}

@Test("A long press's minimumDuration and maximumDistance are its own")
func longPressParameters() {
  let board = Board()
  let log = board.log
  board.attach(
    LongPressGesture(minimumDuration: 1, maximumDistance: 30).onEnded { _ in log.add("ended") },
    to: board.parent)
  let transcript = board.run {
    down(1, at: pt(100, 100))
    wait(.milliseconds(500))
    move(1, to: pt(125, 100))
    wait(.milliseconds(600))
    up(1)
  }
  #expect(transcript == ["+1.000s  LongPressGesture  parent  possible → ended  (125.0, 100.0)"])
  #expect(log.take() == ["ended"])
}

/// A drag at a constant 312.5 pt/s to the right on the child: 5 pt every 16 ms.
@TouchScriptBuilder
func steadyDrag() -> [TouchScript.Step] {
  down(1, at: pt(150, 150))
  wait(.milliseconds(16))
  move(1, to: pt(155, 150))
  wait(.milliseconds(16))
  move(1, to: pt(160, 150))
  wait(.milliseconds(16))
  move(1, to: pt(165, 150))
  wait(.milliseconds(16))
  up(1)
}

@Test("A drag starts at 10 pt and reports every field of its value")
func dragValues() {
  let board = Board()
  let log = board.log
  let offset = GestureState(wrappedValue: CGSize.zero)
  board.attach(
    DragGesture()
      .updating(offset) { value, state, _ in state = value.translation }
      .onChanged { value in
        log.add(
          "changed \(value.time.timeIntervalSinceReferenceDate) \(f(value.location)) \(f(value.startLocation)) \(f(value.translation)) \(f(value.velocity)) \(f(value.predictedEndLocation)) \(f(value.predictedEndTranslation)) offset \(f(offset.wrappedValue))"
        )
      }
      .onEnded { log.add("ended \(f($0.translation)) offset \(f(offset.wrappedValue))") },
    to: board.child)
  let transcript = board.run(steadyDrag)
  #expect(
    transcript == [
      "+0.032s  DragGesture  child  possible → began  (60.0, 50.0)  translation (10.0, 0.0)  velocity (312.5, 0.0)",
      "+0.048s  DragGesture  child  began → changed  (65.0, 50.0)  translation (15.0, 0.0)  velocity (312.5, 0.0)",
      // At the lift the estimator's curve through the last samples bends down.
      "+0.064s  DragGesture  child  changed → ended  (65.0, 50.0)  translation (15.0, 0.0)  velocity (71.4, 0.0)",
    ])
  #expect(
    log.take() == [
      "changed 0.032 (60.0, 50.0) (50.0, 50.0) (10.0, 0.0) (312.5, 0.0) (138.1, 50.0) (88.1, 0.0) offset (10.0, 0.0)",
      "changed 0.048 (65.0, 50.0) (50.0, 50.0) (15.0, 0.0) (312.5, 0.0) (143.1, 50.0) (93.1, 0.0) offset (15.0, 0.0)",
      "ended (15.0, 0.0) offset (15.0, 0.0)",
    ])
  #expect(offset.wrappedValue == .zero)
}

@Test("A drag with minimum distance 0 starts at touch-down; one lifted short of 10 pt fails")
func dragMinimumDistance() {
  let board = Board()
  let log = board.log
  board.attach(
    DragGesture(minimumDistance: 0, coordinateSpace: .global)
      .onChanged { log.add("zero \(f($0.location))") }
      .onEnded { _ in log.add("zero ended") },
    to: board.child)
  board.attach(
    DragGesture().onEnded { _ in log.add("ten ended") }, to: board.parent, priority: .simultaneous)
  let transcript = board.run {
    down(1, at: pt(150, 150))
    wait(.milliseconds(16))
    move(1, to: pt(159, 150))
    wait(.milliseconds(16))
    up(1)
  }
  #expect(log.take() == ["zero (150.0, 150.0)", "zero (159.0, 150.0)", "zero ended"])
  #expect(
    transcript == [
      "+0.000s  DragGesture  child  possible → began  (50.0, 50.0)  translation (0.0, 0.0)  velocity (0.0, 0.0)",
      "+0.016s  DragGesture  child  began → changed  (59.0, 50.0)  translation (9.0, 0.0)  velocity (562.5, 0.0)",
      "+0.032s  DragGesture  child  changed → ended  (59.0, 50.0)  translation (9.0, 0.0)  velocity (-281.3, 0.0)",
      "+0.032s  DragGesture  parent  possible → failed  (159.0, 150.0)",
    ])
}

@Test("SwiftUI's gestures take their defaults from the thresholds table")
func defaultsFromTable() {
  func value(_ property: String) -> Double? { GestureThresholds.threshold(named: property)?.value }
  #expect(value("LongPressGesture.minimumDuration") == LongPressGesture().minimumDuration)
  #expect(value("LongPressGesture.maximumDistance") == Double(LongPressGesture().maximumDistance))
  #expect(value("DragGesture.minimumDistance") == Double(DragGesture().minimumDistance))
  #expect(value("MagnifyGesture.minimumScaleDelta") == Double(MagnifyGesture().minimumScaleDelta))
  #expect(value("RotateGesture.minimumAngleDelta") == RotateGesture().minimumAngleDelta.degrees)
  #expect(value("TapGesture.maximumDistance") == 45)
  #expect(
    GestureThresholds.threshold(named: "SequenceGesture.secondStartDelay")?.provenance
      == .chosenByUs)
  #expect(
    GestureThresholds.threshold(named: "SimultaneousGesture.callbackOrder")?.provenance
      == .chosenByUs)
  #expect(
    GestureThresholds.threshold(named: "LongPressGesture.exclusionStart")?.provenance == .chosenByUs
  )
}
