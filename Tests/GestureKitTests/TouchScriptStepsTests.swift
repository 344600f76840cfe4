import GestureKit
import GestureScripts
import Testing

/// The steps are `TouchScript.Step`'s static members, which GestureKit alone provides; the
/// builder's statements are GestureScripts' global functions of the same names.
@Suite("Touch-script steps: members of TouchScript.Step, statements from GestureScripts")
struct TouchScriptStepsTests {
  @Test("A list of leading-dot steps makes the same input as the builder's statements")
  func listAndBuilderAgree() {
    let point = CGPoint(x: 100, y: 200)
    let listed = TouchScript([
      .down(1, at: point),
      .wait(.milliseconds(80)),
      .move(1, to: CGPoint(x: 120, y: 200)),
      .wait(seconds: 0.02),
      .up(1),
      .wait(0.1),
      .tap(at: point, taps: 2),
      .drag(2, from: point, to: CGPoint(x: 200, y: 200), duration: .milliseconds(100)),
      .pinch(at: point, toScale: 2),
    ])
    let built = TouchScript {
      down(1, at: point)
      wait(.milliseconds(80))
      move(1, to: CGPoint(x: 120, y: 200))
      wait(seconds: 0.02)
      up(1)
      wait(seconds: 0.1)
      tap(at: point, taps: 2)
      drag(2, from: point, to: CGPoint(x: 200, y: 200), duration: .milliseconds(100))
      pinch(at: point, toScale: 2)
    }
    #expect(listed.inputs == built.inputs)
    #expect(listed.isRelative && built.isRelative)
    // 3 frames, 4 for the taps (the drag's landing joins the last lift), 10 moves and a lift
    // for the drag, then the pinch: finger 1 lands in the drag's lift frame and finger 2, which
    // just lifted, in a new one, then 10 moves and a lift.
    #expect(listed.frames.count == 3 + 4 + 11 + 1 + 11)
    #expect(listed.duration == built.duration)

    let pinned = TouchScript(startingAt: 5, [.down(1, at: point), .wait(0.5), .up(1)])
    #expect(!pinned.isRelative)
    #expect(pinned.frames.map(\.time) == [5, 5.5])
  }
}
