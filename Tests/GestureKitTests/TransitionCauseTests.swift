import Foundation
import GestureKit
import GestureScripts
import GestureTestSupport
import Testing

// Every rule that changes a recognizer's state names itself in the transcript entry, with the
// numbers it compared. One test per cause of each built-in recognizer and of the environment.

/// Each entry as `recognizer state rule: text`.
nonisolated func causes(_ entries: [TranscriptEntry]) -> [String] {
  entries.map { entry in
    "\(entry.recognizer) \(entry.state) \(entry.cause?.rule.name ?? "-"): "
      + (entry.cause?.text ?? "-")
  }
}

/// A tap on the canvas named `name`, with `configure` applied.
private func namedTap(
  _ name: String = "tap", _ configure: (UITapGestureRecognizer) -> Void = { _ in }
)
  -> UITapGestureRecognizer
{
  let tap = UITapGestureRecognizer()
  tap.name = name
  configure(tap)
  return tap
}

@Suite("Causes of a tap")
struct TapCauseTests {
  @Test("Recognized: the taps done against numberOfTapsRequired")
  func recognized() {
    let (simulation, _) = canvasScene(namedTap { $0.numberOfTapsRequired = 2 })
    let entries = simulation.run(TouchScript { tap(at: pt(100, 200), taps: 2) })
    #expect(
      causes(entries) == ["tap ended tap.numberOfTapsRequired: 2 taps done, numberOfTapsRequired 2"]
    )
    #expect(entries[0].cause?.measured == 2)
    #expect(entries[0].cause?.limit == 2)
    #expect(entries[0].cause?.unit == .taps)
  }

  @Test("Moved too far: the distance against allowableMovement")
  func allowableMovement() {
    let (simulation, _) = canvasScene(namedTap())
    let entries = simulation.run(
      TouchScript {
        down(1, at: pt(100, 200))
        wait(.milliseconds(16))
        move(1, to: pt(146.2, 200))
        wait(.milliseconds(16))
        up(1)
      })
    #expect(
      causes(entries) == [
        "tap failed tap.allowableMovement: moved 46.2 pt, allowableMovement 45 pt"
      ]
    )
    #expect(entries[0].cause?.limit == Double(GestureThresholds.tapAllowableMovement))
  }

  @Test("Too many fingers, and too few lifting together")
  func numberOfTouchesRequired() {
    let (extra, _) = canvasScene(namedTap())
    #expect(
      causes(extra.run(TouchScript { tap(at: pt(100, 200), fingers: 2) })) == [
        "tap failed tap.numberOfTouchesRequired: 2 touches down, numberOfTouchesRequired 1"
      ])
    let (missing, _) = canvasScene(namedTap { $0.numberOfTouchesRequired = 2 })
    #expect(
      causes(missing.run(TouchScript { tap(at: pt(100, 200)) })) == [
        "tap failed tap.numberOfTouchesRequired: 1 touch down, numberOfTouchesRequired 2"
      ])
  }

  @Test("Held too long: maximumTapDuration ran out")
  func maximumTapDuration() {
    let (simulation, _) = canvasScene(namedTap())
    let entries = simulation.run(TouchScript { longPress(at: pt(100, 200), duration: .seconds(1)) })
    #expect(
      causes(entries) == [
        "tap failed tap.maximumTapDuration: held down past maximumTapDuration 0.75 s"
      ])
  }

  @Test("The fingers of a two-finger tap landed too far apart in time")
  func allowableTouchTimeSeparation() {
    let (simulation, _) = canvasScene(
      namedTap {
        $0.numberOfTouchesRequired = 2
        $0.allowableTouchTimeSeparation = 0.1
      })
    let entries = simulation.run(
      TouchScript {
        down(1, at: pt(100, 200))
        wait(.milliseconds(200))
        down(2, at: pt(120, 200))
        wait(.milliseconds(20))
        up([1, 2])
      })
    // The late finger then starts an attempt of its own, which fails on its lift.
    #expect(
      causes(entries).first
        == "tap failed tap.allowableTouchTimeSeparation: fingers not all down within allowableTouchTimeSeparation 0.1 s"
    )
  }

  @Test("No next tap in time: maximumIntervalBetweenSuccessiveTaps ran out")
  func maximumInterval() {
    let (simulation, _) = canvasScene(namedTap { $0.numberOfTapsRequired = 2 })
    let entries = simulation.run(TouchScript { tap(at: pt(100, 200)) })
    #expect(
      causes(entries) == [
        "tap failed tap.maximumIntervalBetweenSuccessiveTaps: no next tap within maximumIntervalBetweenSuccessiveTaps 0.35 s"
      ])
  }

  @Test("Cancelled touches fail it")
  func cancelled() {
    let (simulation, _) = canvasScene(namedTap())
    let entries = simulation.run(
      TouchScript {
        down(1, at: pt(100, 200))
        wait(.milliseconds(20))
        cancel(1)
      })
    #expect(causes(entries) == ["tap failed touches.cancelled: touches cancelled"])
  }
}

@Suite("Causes of a long press")
struct LongPressCauseTests {
  private func press() -> UILongPressGestureRecognizer {
    let press = UILongPressGestureRecognizer()
    press.name = "press"
    return press
  }

  @Test("Begins when minimumPressDuration elapses, changes on moves, ends on the lift")
  func lifecycle() {
    let (simulation, _) = canvasScene(press())
    let entries = simulation.run(
      TouchScript {
        down(1, at: pt(100, 200))
        wait(.milliseconds(600))
        move(1, to: pt(150, 200))
        wait(.milliseconds(20))
        up(1)
      })
    #expect(
      causes(entries) == [
        "press began longPress.minimumPressDuration: minimumPressDuration 0.5 s elapsed",
        "press changed touches.moved: touches moved",
        "press ended touches.ended: touches lifted",
      ])
  }

  @Test("Moved too far before it began")
  func allowableMovement() {
    let (simulation, _) = canvasScene(press())
    let entries = simulation.run(
      TouchScript {
        down(1, at: pt(100, 200))
        wait(.milliseconds(100))
        move(1, to: pt(100, 212))
        wait(.milliseconds(20))
        up(1)
      })
    #expect(
      causes(entries) == [
        "press failed longPress.allowableMovement: moved 12.0 pt, allowableMovement 10 pt"
      ])
  }

  @Test("Lifted early")
  func liftedEarly() {
    let (simulation, _) = canvasScene(press())
    let entries = simulation.run(TouchScript { tap(at: pt(100, 200)) })
    #expect(
      causes(entries) == [
        "press failed longPress.liftedEarly: lifted before minimumPressDuration 0.5 s elapsed"
      ])
  }

  @Test("Too many fingers")
  func numberOfTouchesRequired() {
    let (simulation, _) = canvasScene(press())
    let entries = simulation.run(TouchScript { tap(at: pt(100, 200), fingers: 2) })
    #expect(
      causes(entries) == [
        "press failed longPress.numberOfTouchesRequired: 2 touches down, numberOfTouchesRequired 1"
      ])
  }

  @Test("Its preliminary taps follow the tap's rules")
  func preliminaryTaps() {
    let longPress = press()
    longPress.numberOfTapsRequired = 1
    let (simulation, _) = canvasScene(longPress)
    let entries = simulation.run(TouchScript { tap(at: pt(100, 200)) })
    #expect(
      causes(entries) == [
        "press failed tap.maximumIntervalBetweenSuccessiveTaps: no next tap within maximumIntervalBetweenSuccessiveTaps 0.35 s"
      ])
  }

  @Test("Cancelled touches cancel it")
  func cancelled() {
    let (simulation, _) = canvasScene(press())
    let entries = simulation.run(
      TouchScript {
        down(1, at: pt(100, 200))
        wait(.milliseconds(600))
        cancel(1)
      })
    #expect(causes(entries).last == "press cancelled touches.cancelled: touches cancelled")
  }
}

@Suite("Causes of a pan and a screen-edge pan")
struct PanCauseTests {
  @Test("Begins past the hysteresis, changes on moves, ends on the lift")
  func lifecycle() {
    let pan = UIPanGestureRecognizer()
    let (simulation, _) = canvasScene(pan)
    let entries = simulation.run(
      TouchScript {
        down(1, at: pt(100, 200))
        wait(.milliseconds(16))
        move(1, to: pt(112, 200))
        wait(.milliseconds(16))
        move(1, to: pt(120, 200))
        wait(.milliseconds(16))
        up(1)
      })
    #expect(
      causes(entries) == [
        "pan began pan.hysteresis: moved 12.0 pt, hysteresis 10 pt",
        "pan changed touches.moved: touches moved",
        "pan ended touches.ended: touches lifted",
      ])
    #expect(entries[0].cause?.limit == Double(GestureThresholds.panHysteresis))
  }

  @Test("Touches ended before the hysteresis")
  func endedBeforeHysteresis() {
    let (simulation, _) = canvasScene(UIPanGestureRecognizer())
    let entries = simulation.run(
      TouchScript {
        down(1, at: pt(100, 200))
        wait(.milliseconds(16))
        move(1, to: pt(104, 200))
        wait(.milliseconds(16))
        up(1)
      })
    #expect(
      causes(entries) == [
        "pan failed pan.endedBeforeHysteresis: touches ended before hysteresis 10 pt (moved 4.0 pt)"
      ])
  }

  @Test("Cancelled touches cancel it")
  func cancelled() {
    let (simulation, _) = canvasScene(UIPanGestureRecognizer())
    let entries = simulation.run(
      TouchScript {
        down(1, at: pt(100, 200))
        wait(.milliseconds(16))
        move(1, to: pt(130, 200))
        wait(.milliseconds(16))
        cancel(1)
      })
    #expect(causes(entries).last == "pan cancelled touches.cancelled: touches cancelled")
  }

  @Test("Scrolls: begin past the hysteresis, fail when they end short of it")
  func scrolls() {
    func scroll(_ steps: Int) -> TouchScript {
      TouchScript {
        indirect(IndirectEvent(time: 0, kind: .scroll, phase: .begin, location: pt(100, 200)))
        for _ in 0..<steps {
          wait(.milliseconds(10))
          indirect(
            IndirectEvent(
              time: 0, kind: .scroll, phase: .update, location: pt(100, 200),
              delta: CGVector(dx: 0, dy: 6)))
        }
        wait(.milliseconds(10))
        indirect(IndirectEvent(time: 0, kind: .scroll, phase: .end, location: pt(100, 200)))
      }
    }
    func scrollingPan() -> UIPanGestureRecognizer {
      let pan = UIPanGestureRecognizer()
      pan.allowedScrollTypesMask = .continuous
      return pan
    }
    let (long, _) = canvasScene(scrollingPan())
    #expect(
      causes(long.run(scroll(2))) == [
        "pan began pan.hysteresis: moved 12.0 pt, hysteresis 10 pt",
        "pan ended indirect.ended: touchpad or pointer gesture ended",
      ])
    let (short, _) = canvasScene(scrollingPan())
    #expect(
      causes(short.run(scroll(1))) == [
        "pan failed pan.scrollEndedBeforeHysteresis: scroll ended before hysteresis 10 pt"
      ])
  }

  @Test("A wheel's scroll ends after discreteScrollEndDelay without a detent")
  func wheel() {
    let pan = UIPanGestureRecognizer()
    pan.allowedScrollTypesMask = .discrete
    let (simulation, _) = canvasScene(pan)
    let entries = simulation.run(
      TouchScript {
        indirect(
          IndirectEvent(
            time: 0, kind: .scroll, phase: .update, location: pt(100, 200),
            delta: CGVector(dx: 0, dy: 15), isContinuous: false))
      })
    #expect(
      causes(entries) == [
        "pan began pan.hysteresis: moved 15.0 pt, hysteresis 0 pt",
        "pan ended pan.discreteScrollEndDelay: no detent for discreteScrollEndDelay 0.13 s",
      ])
  }

  @Test("A screen-edge pan: outside the edge region, along the edge, away from it")
  func screenEdge() {
    func edgePan() -> UIScreenEdgePanGestureRecognizer {
      let pan = UIScreenEdgePanGestureRecognizer()
      pan.edges = .left
      pan.name = "edge"
      return pan
    }
    let (outside, _) = canvasScene(edgePan())
    #expect(
      causes(outside.run(TouchScript { tap(at: pt(50, 200)) })) == [
        "edge failed screenEdge.edgeRegionSize: began 50.0 pt from the nearest watched edge, edgeRegionSize 20 pt"
      ])
    let (noEdge, _) = canvasScene(UIScreenEdgePanGestureRecognizer())
    #expect(
      causes(noEdge.run(TouchScript { tap(at: pt(5, 200)) })).map { $0.split(separator: ":")[1] }
        == [" edges names no edge to begin from"])
    let (along, _) = canvasScene(edgePan())
    #expect(
      causes(
        along.run(
          TouchScript { drag(1, from: pt(5, 200), to: pt(5, 260), duration: .milliseconds(100)) }))
        == [
          "edge failed screenEdge.movedAlongEdge: moved 12.0 pt along the edge first, hysteresis 10 pt"
        ])
    let (away, _) = canvasScene(edgePan())
    #expect(
      causes(
        away.run(
          TouchScript { drag(1, from: pt(5, 200), to: pt(65, 200), duration: .milliseconds(100)) })
      ).first
        == "edge began pan.hysteresis: moved 12.0 pt, hysteresis 10 pt")
  }
}

@Suite("Causes of a swipe")
struct SwipeCauseTests {
  @Test("Recognized: the distance along against the decayed minimumPrimaryMovement")
  func recognized() {
    let (simulation, _) = canvasScene(UISwipeGestureRecognizer())
    let entries = simulation.run(TouchScript { swipe(.right, from: pt(100, 200)) })
    let cause = entries.first?.cause
    #expect(cause?.rule == .swipeMinimumPrimaryMovement)
    #expect((cause?.measured ?? 0) >= (cause?.limit ?? .infinity))
    #expect((cause?.limit ?? 0) <= Double(GestureThresholds.swipeMinimumPrimaryMovement))
  }

  @Test("Too slow, too far across, backwards, ended early, too many fingers")
  func failures() {
    let (slow, _) = canvasScene(UISwipeGestureRecognizer())
    #expect(
      causes(
        slow.run(
          TouchScript { drag(1, from: pt(100, 200), to: pt(200, 200), duration: .seconds(2)) })
      ).first == "swipe failed swipe.maximumDuration: 0.6 s since touch-down, maximumDuration 0.5 s"
    )
    let (across, _) = canvasScene(UISwipeGestureRecognizer())
    #expect(
      causes(
        across.run(
          TouchScript {
            drag(1, from: pt(100, 200), to: pt(130, 500), duration: .milliseconds(100))
          })
      ).first?
      .hasPrefix("swipe failed swipe.maximumSecondaryMovement: moved ") == true)
    let (backwards, _) = canvasScene(UISwipeGestureRecognizer())
    #expect(
      causes(
        backwards.run(
          TouchScript {
            drag(1, from: pt(200, 200), to: pt(100, 200), duration: .milliseconds(100))
          })
      ).first?
      .hasPrefix("swipe failed swipe.maximumOppositeMovement: moved back ") == true)
    let (early, _) = canvasScene(UISwipeGestureRecognizer())
    #expect(
      causes(early.run(TouchScript { tap(at: pt(100, 200)) })) == [
        "swipe failed swipe.endedEarly: touches ended before a swipe was recognized"
      ])
    let (fingers, _) = canvasScene(UISwipeGestureRecognizer())
    #expect(
      causes(fingers.run(TouchScript { tap(at: pt(100, 200), fingers: 2) })) == [
        "swipe failed swipe.numberOfTouchesRequired: 2 touches down, numberOfTouchesRequired 1"
      ])
  }
}

@Suite("Causes of a pinch, a rotation and a hover")
struct TransformCauseTests {
  @Test("A pinch begins past its hysteresis and ends when the fingers lift")
  func pinchLifecycle() {
    let (simulation, _) = canvasScene(UIPinchGestureRecognizer())
    let entries = simulation.run(
      TouchScript { pinch(at: pt(200, 400), toScale: 2) })
    #expect(entries.first?.cause?.rule == .pinchHysteresis)
    #expect(entries.first?.cause?.limit == Double(GestureThresholds.pinchHysteresis))
    #expect((entries.first?.cause?.measured ?? 0) > Double(GestureThresholds.pinchHysteresis))
    #expect(causes(entries).last == "pinch ended touches.ended: touches lifted")
  }

  @Test("Fingers that lift before the hysteresis fail a pinch and a rotation")
  func endedEarly() {
    let (simulation, _) = canvasScene(UIPinchGestureRecognizer(), UIRotationGestureRecognizer())
    let entries = simulation.run(TouchScript { tap(at: pt(200, 400), fingers: 2) })
    #expect(
      causes(entries) == [
        "pinch failed twoFinger.endedBeforeHysteresis: touches ended before hysteresis 8 pt",
        "rotation failed twoFinger.endedBeforeHysteresis: touches ended before hysteresis 0.07 rad",
      ])
  }

  @Test("A rotation begins past its hysteresis, in radians")
  func rotationBegins() {
    let (simulation, _) = canvasScene(UIRotationGestureRecognizer())
    let entries = simulation.run(
      TouchScript { rotate(at: pt(200, 400), by: .pi / 4) })
    #expect(entries.first?.cause?.rule == .rotationHysteresis)
    #expect(entries.first?.cause?.unit == .radians)
    #expect(entries.first?.cause?.limit == Double(GestureThresholds.rotationHysteresis))
  }

  @Test("A touchpad pinch begins on its first change and ends with the gesture")
  func touchpadPinch() {
    let (simulation, _) = canvasScene(UIPinchGestureRecognizer())
    let entries = simulation.run(
      TouchScript {
        indirect(IndirectEvent(time: 0, kind: .pinch, phase: .begin, location: pt(100, 200)))
        wait(.milliseconds(10))
        indirect(
          IndirectEvent(time: 0, kind: .pinch, phase: .update, location: pt(100, 200), scale: 1.2))
        wait(.milliseconds(10))
        indirect(
          IndirectEvent(time: 0, kind: .pinch, phase: .end, location: pt(100, 200), scale: 1.2))
      })
    #expect(
      causes(entries) == [
        "pinch began indirect.changed: touchpad gesture changed",
        "pinch ended indirect.ended: touchpad or pointer gesture ended",
      ])
  }

  @Test("A hover begins when the pointer enters, changes as it moves, ends when it leaves")
  func hover() {
    let hover = UIHoverGestureRecognizer()
    let (simulation, canvas) = canvasScene()
    let button = RecordingView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
    canvas.addSubview(button)
    button.addGestureRecognizer(hover)
    let entries = simulation.run(
      TouchScript {
        for (index, x) in [150, 160, 250].enumerated() {
          if index > 0 { wait(.milliseconds(10)) }
          indirect(
            IndirectEvent(
              time: 0, kind: .pointer, phase: .update, fingers: 0, location: pt(CGFloat(x), 120)))
        }
      })
    #expect(
      causes(entries) == [
        "hover began hover.entered: pointer entered the view",
        "hover changed hover.moved: pointer moved over the view",
        "hover ended hover.exited: pointer left the view",
      ])
  }
}

/// Begins on touch-down and sets nothing else, ending from a timer: for the causes of states
/// a subclass sets itself and of the environment's promotion to `changed`.
private final class BeginsAtOnce: UIGestureRecognizer {
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    state = .began
    scheduleTimer(after: 0.1) { [self] in state = .ended }
  }
}

/// Says no to every recognizer that asks to begin.
private final class RefusingView: UIView {
  override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }
}

/// A delegate that says no to beginning.
private final class RefusingDelegate: NSObject, UIGestureRecognizerDelegate {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

@Suite("Causes the environment decides")
struct EnvironmentCauseTests {
  @Test("A required recognizer's recognition fails the waiter; its failure releases it")
  func requirements() {
    let doubleTap = namedTap("doubleTap") { $0.numberOfTapsRequired = 2 }
    let single = namedTap()
    single.require(toFail: doubleTap)
    let (twice, _) = canvasScene(doubleTap, single)
    #expect(
      causes(twice.run(TouchScript { tap(at: pt(100, 200), taps: 2) })) == [
        "doubleTap ended tap.numberOfTapsRequired: 2 taps done, numberOfTapsRequired 2",
        "tap failed requirement.recognized: doubleTap on canvas recognized, required to fail",
      ])
    let otherDoubleTap = namedTap("doubleTap") { $0.numberOfTapsRequired = 2 }
    let otherSingle = namedTap()
    otherSingle.require(toFail: otherDoubleTap)
    let (once, _) = canvasScene(otherDoubleTap, otherSingle)
    #expect(
      causes(once.run(TouchScript { tap(at: pt(100, 200)) })).last
        == "tap ended tap.numberOfTapsRequired: 1 tap done, numberOfTapsRequired 1; "
        + "reported once doubleTap failed")
  }

  @Test("A competitor that recognizes first excludes it, naming itself and its view")
  func excluded() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let superview = RecordingView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    superview.accessibilityIdentifier = "superview"
    let button = RecordingView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
    button.accessibilityIdentifier = "button"
    simulation.window.addSubview(superview)
    superview.addSubview(button)
    let pan = UIPanGestureRecognizer()
    superview.addGestureRecognizer(pan)
    button.addGestureRecognizer(namedTap { $0.allowableMovement = 100 })
    let entries = simulation.run(
      TouchScript { drag(1, from: pt(100, 100), to: pt(160, 100), duration: .milliseconds(100)) })
    #expect(
      causes(entries).contains("tap failed excluded: excluded: pan on superview recognized first")
    )
  }

  @Test("The delegate's and the touched view's gestureRecognizerShouldBegin say no")
  func shouldBegin() {
    let delegate = RefusingDelegate()
    let refused = namedTap()
    refused.delegate = delegate
    let (simulation, _) = canvasScene(refused)
    #expect(
      causes(simulation.run(TouchScript { tap(at: pt(100, 200)) })) == [
        "tap failed delegate.shouldBegin: delegate gestureRecognizerShouldBegin returned false"
      ])

    let refusing = Simulation(windowSize: CGSize(width: 390, height: 844))
    let view = RefusingView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    view.accessibilityIdentifier = "refusing"
    refusing.window.addSubview(view)
    view.addGestureRecognizer(namedTap())
    #expect(
      causes(refusing.run(TouchScript { tap(at: pt(100, 200)) })) == [
        "tap failed view.shouldBegin: view refusing gestureRecognizerShouldBegin returned false"
      ])
  }

  /// A pan that has begun on the canvas, with its finger still down.
  private func begunPan() -> (Simulation, RecordingView, UIPanGestureRecognizer) {
    let pan = UIPanGestureRecognizer()
    let (simulation, canvas) = canvasScene(pan)
    simulation.run(
      TouchScript {
        down(1, at: pt(100, 200))
        wait(.milliseconds(16))
        move(1, to: pt(140, 200))
      }, settle: false)
    return (simulation, canvas, pan)
  }

  @Test("Disabling, detaching and removing the view cancel a pan that has begun")
  func abandoned() {
    let (disabled, _, disabledPan) = begunPan()
    disabledPan.isEnabled = false
    #expect(causes(disabled.transcript).last == "pan cancelled disabled: isEnabled set to false")

    let (detached, canvas, detachedPan) = begunPan()
    canvas.removeGestureRecognizer(detachedPan)
    #expect(causes(detached.transcript).last == "pan cancelled removed: removed from its view")

    let (removed, removedCanvas, _) = begunPan()
    removedCanvas.removeFromSuperview()
    #expect(
      causes(removed.transcript).last == "pan cancelled viewRemoved: canvas removed from the window"
    )
  }

  @Test("A subclass's own states name it and the method; the next event promotes began")
  func subclassAndPromotion() {
    let custom = BeginsAtOnce()
    custom.name = "custom"
    let (simulation, _) = canvasScene(custom)
    let entries = simulation.run(
      TouchScript {
        down(1, at: pt(100, 200))
        wait(.milliseconds(16))
        move(1, to: pt(101, 200))
        wait(.milliseconds(200))
        up(1)
      })
    #expect(
      causes(entries) == [
        "custom began subclass: set by BeginsAtOnce in touchesBegan",
        "custom changed promotion: next event after began",
        "custom ended subclass: set by BeginsAtOnce in a timer",
      ])
    #expect(entries[0].cause?.callback == .touchesBegan)
  }

  @Test("Entries compare without their causes")
  func equalityIgnoresCause() {
    let entry = TranscriptEntry(
      time: 0, recognizer: "tap", type: "tap", view: "canvas", previousState: .possible,
      state: .failed, touches: 1, location: .zero)
    var explained = entry
    explained.cause = TransitionCause(
      .tapAllowableMovement, measured: 46.2, limit: 45, unit: .points)
    #expect(entry == explained)
    #expect(Set([entry, explained]).count == 1)
    #expect(
      explained.explainedDescription
        == "+0.000s  tap  canvas  possible → failed  (0.0, 0.0)  because moved 46.2 pt, allowableMovement 45 pt"
    )
  }
}
