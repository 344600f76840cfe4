import GestureKit
import GestureScripts
import Testing

@testable import GestureUI

@Test("A magnify gesture starts at 1 % and reports its start anchor and location")
func magnifyValues() {
  let board = Board()
  let log = board.log
  board.attach(
    MagnifyGesture()
      .onChanged {
        log.add(
          "changed \(f($0.magnification)) \(f($0.startLocation)) \(f($0.startAnchor.x)),\(f($0.startAnchor.y))"
        )
      }
      .onEnded { log.add("ended \(f($0.magnification))") }, to: board.child)
  let transcript = board.run {
    down([1: pt(150, 200), 2: pt(250, 200)])
    wait(.milliseconds(16))
    move([1: pt(149.6, 200), 2: pt(250.4, 200)])
    wait(.milliseconds(16))
    move([1: pt(125, 200), 2: pt(275, 200)])
    wait(.milliseconds(16))
    up([1, 2])
  }
  #expect(
    log.take() == ["changed 1.5 (100.0, 100.0) 0.5,0.5", "ended 1.5"])
  #expect(
    transcript == [
      "+0.032s  MagnifyGesture  child  possible → began  (100.0, 100.0)  magnification 1.500",
      "+0.048s  MagnifyGesture  child  began → ended  (100.0, 100.0)  magnification 1.500",
    ])
}

@Test("The deprecated MagnificationGesture and RotationGesture report bare values")
@available(*, deprecated)
func deprecatedGestures() {
  let board = Board()
  let log = board.log
  board.attach(
    MagnificationGesture().onEnded { log.add("magnification \(f($0))") }
      .simultaneously(
        with: RotationGesture().onEnded { log.add("rotation \(f(CGFloat($0.degrees)))") }),
    to: board.parent)
  let transcript = board.run {
    down([1: pt(150, 200), 2: pt(250, 200)])
    wait(.milliseconds(16))
    move([1: pt(200, 150), 2: pt(200, 250)])
    wait(.milliseconds(16))
    up([1, 2])
  }
  // The span did not change: the magnification never started, and only the rotation ended.
  #expect(log.take() == ["rotation 90.0"])
  #expect(
    transcript.first
      == "+0.016s  SimultaneousGesture<MagnificationGesture, RotationGesture>  parent  possible → began  (200.0, 200.0)  rotation 1.571"
  )
}

@Test("A touchpad pinch drives magnify and rotate, as iPadOS routes trackpad pinches")
func touchpadPinch() {
  let board = Board()
  let log = board.log
  board.attach(
    MagnifyGesture().onChanged { log.add("scale \(f($0.magnification))") }
      .simultaneously(
        with: RotateGesture().onChanged { log.add("turn \(f(CGFloat($0.rotation.degrees)))") }
      )
      .onEnded { _ in log.add("ended") },
    to: board.child)
  let at = pt(200, 200)
  let transcript = board.run {
    indirect(IndirectEvent(time: 0, kind: .pinch, phase: .begin, location: at))
    wait(.milliseconds(16))
    indirect(
      IndirectEvent(time: 0, kind: .pinch, phase: .update, location: at, scale: 1.2, angleDelta: 10)
    )
    wait(.milliseconds(16))
    indirect(
      IndirectEvent(time: 0, kind: .pinch, phase: .update, location: at, scale: 1.5, angleDelta: 5))
    wait(.milliseconds(16))
    indirect(IndirectEvent(time: 0, kind: .pinch, phase: .end, location: at))
  }
  #expect(log.take() == ["scale 1.2", "turn 10.0", "scale 1.5", "turn 15.0", "ended"])
  #expect(transcript.count == 3)
  #expect(
    transcript.first?.hasPrefix(
      "+0.016s  SimultaneousGesture<MagnifyGesture, RotateGesture>  child  possible → began  (100.0, 100.0)"
    ) == true)
  #expect(
    board.simulation.transcript.last?.cause?.text == "fingers lifted or touchpad gesture ended")
}

@Test("A touchpad pinch that ends before a change fails the magnify gesture")
func touchpadPinchFails() {
  let board = Board()
  board.attach(MagnifyGesture(), to: board.parent)
  let transcript = board.run {
    indirect(IndirectEvent(time: 0, kind: .pinch, phase: .begin, location: pt(50, 50)))
    wait(.milliseconds(16))
    indirect(IndirectEvent(time: 0, kind: .pinch, phase: .end, location: pt(50, 50)))
  }
  #expect(transcript == ["+0.016s  MagnifyGesture  parent  possible → failed  (50.0, 50.0)"])
}
