import GestureKit
import GestureScripts
import Testing

@testable import GestureUI

/// Taps on the child and on its parent with the parent's priority, and what each tap did.
private func childAndParentTaps(_ priority: GesturePriority) -> (
  log: [String], transcript: [String]
) {
  let board = Board()
  let log = board.log
  board.attach(TapGesture().onEnded { log.add("child") }, to: board.child)
  board.attach(TapGesture().onEnded { log.add("parent") }, to: board.parent, priority: priority)
  let transcript = board.run { tap(at: pt(150, 150)) }
  return (log.take(), transcript)
}

@Test("A child's gesture beats its parent's gesture(_:)")
func childBeatsParent() {
  let (log, transcript) = childAndParentTaps(.normal)
  #expect(log == ["child"])
  #expect(
    transcript == [
      "+0.050s  TapGesture  child  possible → ended  (50.0, 50.0)",
      "+0.050s  TapGesture  parent  possible → failed  (150.0, 150.0)",
    ])
}

@Test("A parent's highPriorityGesture beats its child's gesture")
func highPriorityParent() {
  let (log, transcript) = childAndParentTaps(.high)
  #expect(log == ["parent"])
  #expect(
    transcript == [
      "+0.050s  TapGesture  parent  possible → ended  (150.0, 150.0)",
      "+0.050s  TapGesture  child  possible → failed  (50.0, 50.0)",
    ])
}

@Test("A parent's simultaneousGesture runs with its child's gesture, the child's callbacks first")
func simultaneousParent() {
  let (log, _) = childAndParentTaps(.simultaneous)
  #expect(log == ["child", "parent"])
}

@Test("On one view the gesture attached first (closer to the content) wins")
func sameViewOrder() {
  let board = Board()
  let log = board.log
  board.attach(TapGesture().onEnded { log.add("first") }, to: board.parent)
  board.attach(TapGesture().onEnded { log.add("second") }, to: board.parent)
  board.run { tap(at: pt(50, 50)) }
  #expect(log.take() == ["first"])
}

@Test(
  "On one view a single tap waits for a double tap, in either order (iOS 18)",
  arguments: [false, true])
func tapCountRule(doubleFirst: Bool) {
  let board = Board()
  let log = board.log
  let single = TapGesture().onEnded { log.add("single") }
  let double = TapGesture(count: 2).onEnded { log.add("double") }
  if doubleFirst {
    board.attach(double, to: board.parent)
    board.attach(single, to: board.parent)
  } else {
    board.attach(single, to: board.parent)
    board.attach(double, to: board.parent)
  }
  let once = board.run { tap(at: pt(50, 50)) }
  #expect(log.take() == ["single"])
  #expect(
    once == [
      "+0.400s  TapGesture  parent  possible → failed  (50.0, 50.0)",
      "+0.400s  TapGesture  parent  possible → ended  (50.0, 50.0)",
    ])
  board.run { tap(at: pt(50, 50), taps: 2) }
  #expect(log.take() == ["double"])
}

@Test("A parent's drag waits for the child's tap to fail, then starts; the cause says so")
func parentDragWaitsForChildTap() {
  let board = Board()
  let log = board.log
  board.attach(TapGesture().onEnded { log.add("tap") }, to: board.child)
  board.attach(
    DragGesture().onChanged { log.add("drag \(f($0.translation))") }.onEnded { _ in
      log.add("drag ended")
    },
    to: board.parent)
  let entries = board.simulation.run(
    TouchScript {
      down(1, at: pt(150, 150))
      wait(.milliseconds(16))
      move(1, to: pt(170, 150))
      wait(.milliseconds(16))
      move(1, to: pt(200, 150))
      wait(.milliseconds(16))
      up(1)
    })
  #expect(log.take() == ["drag (20.0, 0.0)", "drag (50.0, 0.0)", "drag ended"])
  #expect(
    entries.map(\.description) == [
      "+0.032s  TapGesture  child  possible → failed  (100.0, 50.0)",
      // Held since 0.016 s, the drag reports its start and its latest change at once.
      "+0.032s  DragGesture  parent  possible → began  (200.0, 150.0)  translation (50.0, 0.0)  velocity (2187.5, 0.0)",
      "+0.032s  DragGesture  parent  began → changed  (200.0, 150.0)  translation (50.0, 0.0)  velocity (2187.5, 0.0)",
      "+0.048s  DragGesture  parent  changed → ended  (200.0, 150.0)  translation (50.0, 0.0)  velocity (187.5, 0.0)",
    ])
  #expect(entries[0].cause?.text == "moved 50.0 pt, maximumDistance 45 pt")
  #expect(
    entries[1].cause?.text
      == "moved 20.0 pt, minimumDistance 10 pt; reported once TapGesture failed")
  #expect(entries[1].cause?.rule.name == "dragGesture.minimumDistance")
}

@Test("A parent's high-priority drag makes the child's tap wait until the drag fails")
func highPriorityDragHoldsTap() {
  let board = Board()
  let log = board.log
  board.attach(TapGesture().onEnded { log.add("tap") }, to: board.child)
  board.attach(DragGesture().onEnded { _ in log.add("drag") }, to: board.parent, priority: .high)
  let entries = board.simulation.run(TouchScript { tap(at: pt(150, 150)) })
  #expect(log.take() == ["tap"])
  #expect(
    entries.map(\.description) == [
      "+0.050s  DragGesture  parent  possible → failed  (150.0, 150.0)",
      "+0.050s  TapGesture  child  possible → ended  (50.0, 50.0)",
    ])
  // The drag failed at the lift, before the tap waited for it.
  #expect(entries[1].cause?.text == "1 tap done, count 1")
}

@Test(
  "Masks: .gesture turns the subviews' gestures off, .subviews the added one, .none both",
  arguments: [
    ("all", ["child"]), ("gesture", ["parent"]), ("subviews", ["child"]), ("none", []),
  ])
func masks(maskName: String, expected: [String]) {
  let mask: GestureMask =
    switch maskName {
    case "all": .all
    case "gesture": .gesture
    case "subviews": .subviews
    default: .none
    }
  let board = Board()
  let log = board.log
  board.attach(TapGesture().onEnded { log.add("child") }, to: board.child)
  board.attach(TapGesture().onEnded { log.add("parent") }, to: board.parent, mask: mask)
  board.run { tap(at: pt(150, 150)) }
  #expect(log.take() == expected)
}

@Test("A mask on a later gesture of the same view turns off the earlier ones")
func maskSameView() {
  let board = Board()
  let log = board.log
  board.attach(TapGesture().onEnded { log.add("inner") }, to: board.parent)
  board.attach(TapGesture().onEnded { log.add("outer") }, to: board.parent, mask: .gesture)
  board.run { tap(at: pt(50, 50)) }
  #expect(log.take() == ["outer"])
}

@Test("isEnabled false turns the gesture off and lets the others recognize")
func disabledGesture() {
  let board = Board()
  let log = board.log
  let child = board.attach(
    TapGesture().onEnded { log.add("child") }, to: board.child, isEnabled: false)
  board.attach(TapGesture().onEnded { log.add("parent") }, to: board.parent)
  board.run { tap(at: pt(150, 150)) }
  #expect(log.take() == ["parent"])
  child.update(TapGesture().onEnded { log.add("child again") }, isEnabled: true)
  board.run { tap(at: pt(150, 150)) }
  #expect(log.take() == ["child again"])
}

/// A UIKit delegate that makes its recognizer wait for the SwiftUI gesture named "card drag".
private final class WaitsForNamedGesture: UIGestureRecognizerDelegate {
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    otherGestureRecognizer.name == "card drag"
  }
}

@Test("A UIKit recognizer can require a named SwiftUI gesture to fail (iOS 18)")
func uikitRequiresNamedGesture() {
  let board = Board()
  let log = board.log
  board.attach(
    DragGesture(minimumDistance: 0).onEnded { _ in log.add("drag") }, to: board.child,
    name: "card drag")
  let pan = UIPanGestureRecognizer()
  let delegate = WaitsForNamedGesture()
  pan.delegate = delegate
  pan.addAction { _ in log.add("pan") }
  board.parent.addGestureRecognizer(pan)
  let entries = board.run {
    drag(1, from: pt(150, 150), to: pt(250, 150), duration: .milliseconds(100), steps: 5)
  }
  #expect(log.take() == ["drag"])
  #expect(
    entries.contains(
      "+0.000s  pan  parent  possible → failed  (150.0, 150.0)  translation (0.0, 0.0)  velocity (0.0, 0.0)"
    ))
  #expect(
    entries.first
      == "+0.000s  card drag  child  possible → began  (50.0, 50.0)  translation (0.0, 0.0)  velocity (0.0, 0.0)"
  )
}

@Test("A SwiftUI gesture and a UIKit recognizer on its parent compete under UIKit's rules")
func uikitAndSwiftUICompete() {
  let board = Board()
  let log = board.log
  board.attach(TapGesture().onEnded { log.add("swiftui") }, to: board.child)
  let tap = UITapGestureRecognizer()
  tap.addAction { _ in log.add("uikit") }
  board.parent.addGestureRecognizer(tap)
  board.run { GestureScripts.tap(at: pt(150, 150)) }
  // Both recognize in the same event; the first delivered (the deeper view's) excludes the other.
  #expect(log.take() == ["swiftui"])
}

/// A square with `count` named taps chained on it, needing one, two and three taps in turn.
private struct ChainedNamedTaps: View {
  let count: Int

  var body: some View {
    var view = AnyView(Color.red.frame(width: 100, height: 100))
    for index in 0..<count {
      view = AnyView(view.gesture(TapGesture(count: index % 3 + 1), name: "tap\(index)"))
    }
    return view
  }
}

@Test(
  "Twelve chained taps decide as SwiftUI's rules say, each failure re-deciding the waiters (#38)")
@MainActor
func chainedTapsDecide() {
  let host = SwiftUIHost(ChainedNamedTaps(count: 12))
  let square = host.frame(ofFirst: Color.self)
  let center = CGPoint(x: square.midX, y: square.midY)
  // One tap: those needing more taps fail, inner first, when no second tap comes in time; the
  // innermost single tap waited for them (fewer taps wait for more) and ends; the outer single
  // taps waited for it (a gesture waits for those inside it) and fail.
  let single = host.run { tap(at: center) }.map { "\($0.recognizer) \($0.state)" }
  #expect(
    single == [
      "tap1 failed", "tap2 failed", "tap4 failed", "tap5 failed", "tap7 failed", "tap8 failed",
      "tap10 failed", "tap11 failed", "tap0 ended", "tap3 failed", "tap6 failed", "tap9 failed",
    ])
  // Two taps: the triple taps give up on a third, then the innermost double tap ends, and
  // every other gesture, having waited for it, fails.
  let double = host.run {
    tap(at: center)
    wait(seconds: 0.1)
    tap(at: center)
  }.map { "\($0.recognizer) \($0.state)" }
  #expect(
    double == [
      "tap2 failed", "tap5 failed", "tap8 failed", "tap11 failed", "tap1 ended", "tap3 failed",
      "tap4 failed", "tap6 failed", "tap7 failed", "tap9 failed", "tap10 failed", "tap0 failed",
    ])
}
