import GestureKit
import GestureScripts
import Testing

@testable import GestureUI

@Test("@GestureState resets with its reset transaction, at the end and when the gesture is removed")
func gestureStateResets() {
  let board = Board()
  let log = board.log
  var reset = Transaction()
  reset.disablesAnimations = true
  let offset = GestureState(wrappedValue: CGFloat(0), resetTransaction: reset)
  let attachment = board.attach(
    DragGesture().updating(offset) { value, state, transaction in
      state = value.translation.width
      log.add("updating \(f(state)) continuous \(transaction.isContinuous)")
    }, to: board.parent)
  board.simulation.run(
    TouchScript {
      down(1, at: pt(100, 100))
      wait(.milliseconds(16))
      move(1, to: pt(120, 100))
    }, settle: false)
  #expect(offset.wrappedValue == 20)
  #expect(offset.location.transaction.isContinuous)
  attachment.remove()
  #expect(offset.wrappedValue == 0)
  #expect(offset.location.transaction.disablesAnimations)
  #expect(log.take() == ["updating 20.0 continuous true"])
}

@Test("@GestureState's reset closure sees the value being reset")
func gestureStateResetClosure() {
  let board = Board()
  let log = board.log
  let scale = GestureState(wrappedValue: CGFloat(1)) { value, _ in log.add("reset from \(f(value))")
  }
  board.attach(
    MagnifyGesture().updating(scale) { value, state, _ in state = value.magnification },
    to: board.parent)
  board.run {
    down([1: pt(100, 200), 2: pt(200, 200)])
    wait(.milliseconds(16))
    move([1: pt(50, 200), 2: pt(250, 200)])
    wait(.milliseconds(16))
    up([1, 2])
  }
  #expect(scale.wrappedValue == 1)
  #expect(log.take() == ["reset from 2.0"])
}

@Test("Cancelled touches reset @GestureState and skip onEnded")
func gestureStateCancelled() {
  let board = Board()
  let log = board.log
  let offset = GestureState(wrappedValue: CGFloat(0))
  board.attach(
    DragGesture().updating(offset) { value, state, _ in state = value.translation.width }
      .onEnded { _ in log.add("ended") }, to: board.parent)
  let transcript = board.run {
    down(1, at: pt(100, 100))
    wait(.milliseconds(16))
    move(1, to: pt(130, 100))
    wait(.milliseconds(16))
    cancel(1)
  }
  #expect(offset.wrappedValue == 0)
  #expect(log.take() == [])
  #expect(transcript.last == "+0.032s  DragGesture  parent  began → cancelled  (130.0, 100.0)")
}
