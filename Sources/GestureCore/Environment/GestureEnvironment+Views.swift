import Foundation

/// What the hit-tested views receive, under their recognizers' cancels and delays (§3.3).
///
/// - A recognizer with `delaysTouchesBegan` holds `touchesBegan` back while it is undecided:
///   if it fails, the view gets `touchesBegan` (and a `touchesMoved` to the current location);
///   if it recognizes, the view never hears of the touch.
/// - A recognizer with `delaysTouchesEnded` (the default) holds `touchesEnded` back while it is
///   undecided: the view gets `touchesEnded` if it fails, `touchesCancelled` if it recognizes.
/// - On recognition with `cancelsTouchesInView` (the default), touches the view already has get
///   `touchesCancelled` just before the first action, and nothing more.
extension GestureEnvironment {
  /// Gives the views the phases of this frame that nothing holds back.
  func deliverToViews() {
    // Once recognizers have cancelled the touches in their views (a pan under way: most
    // frames), no touch has anything for a view: no batch to make. In place: the predicate
    // only reads the touches.
    guard activeTouches.containsUnretainedInPlace(where: { Self.mayReachView($0) }) else {
      return
    }
    var batch = makeViewBatch()
    // Not in place: the loop asks each touch's recognizers `delaysTouchesBegan` and
    // `delaysTouchesEnded`, which a subclass may override with app code that feeds the
    // simulation a frame and so grows or shrinks `activeTouches` under the loop. The loop's
    // copy holds the buffer, which holds the touches it lends.
    activeTouches.forEachUnretained { touch in
      // Once a recognizer has cancelled a touch in its view (a pan under way: most frames),
      // the cheap checks settle it without touching the view.
      guard Self.mayReachView(touch), let view = touch.view else { return }
      switch touch.phase {
      case .began, .ended, .cancelled:
        if touch.viewDelivery.beganDelivered == false && !touch.viewDelivery.isBeganHeld {
          if holdsBegan(touch) {
            touch.viewDelivery.isBeganHeld = true
            hold(touch)
          } else {
            batch.add(touch, view, .began)
          }
        }
        if touch.phase.isFinal { deliverFinal(touch, view, into: &batch) }
      case .moved:
        if !touch.viewDelivery.isBeganHeld { batch.add(touch, view, .moved) }
      case .stationary:
        break
      }
    }
    send(&batch)
  }

  /// Whether a touch has a phase in this frame that its view may still be given.
  private static func mayReachView(_ touch: UITouch) -> Bool {
    touch.phase != .stationary && !touch.viewDelivery.isBlocked && !touch.viewDelivery.isFinished
  }

  private func deliverFinal(_ touch: UITouch, _ view: UIView, into batch: inout ViewBatch) {
    if touch.viewDelivery.isBeganHeld || (touch.phase == .ended && holdsEnded(touch)) {
      touch.viewDelivery.heldFinalPhase = touch.phase
      hold(touch)
      return
    }
    touch.viewDelivery.isFinished = true
    if touch.phase == .ended {
      batch.add(touch, view, .ended)
    } else if touch.viewDelivery.beganDelivered || batch.contains(touch) {
      batch.add(touch, view, .cancelled)
    }
  }

  private func holdsBegan(_ touch: UITouch) -> Bool {
    touch.recognizers.contains { $0.delaysTouchesBegan && $0.isUndecided }
  }

  private func holdsEnded(_ touch: UITouch) -> Bool {
    touch.recognizers.contains { $0.delaysTouchesEnded && $0.isUndecided }
  }

  private func hold(_ touch: UITouch) {
    if !heldTouches.contains(where: { $0 === touch }) { heldTouches.append(touch) }
  }

  /// Sends held phases whose recognizers have decided.
  ///
  /// The test for nothing held (most passes) is inlined where the pass runs; the work is not.
  @inline(__always)
  func releaseHeldTouches() {
    guard !heldTouches.isEmpty else { return }
    releaseDecidedHeldTouches()
  }

  @inline(never)
  private func releaseDecidedHeldTouches() {
    var batch = makeViewBatch()
    for touch in heldTouches {
      guard let view = touch.view, !touch.viewDelivery.isFinished else { continue }
      if touch.viewDelivery.isBeganHeld {
        guard !holdsBegan(touch) else { continue }
        touch.viewDelivery.isBeganHeld = false
        batch.add(touch, view, .began)
        if touch.locationInWindow != touch.downLocationInWindow, !touch.phase.isFinal {
          batch.add(touch, view, .moved)
        }
      }
      guard let final = touch.viewDelivery.heldFinalPhase else { continue }
      if final == .ended && holdsEnded(touch) { continue }
      touch.viewDelivery.heldFinalPhase = nil
      touch.viewDelivery.isFinished = true
      batch.add(touch, view, final == .ended ? .ended : .cancelled)
    }
    heldTouches.removeAll {
      $0.viewDelivery.isFinished
        || (!$0.viewDelivery.isBeganHeld && $0.viewDelivery.heldFinalPhase == nil)
    }
    send(&batch)
  }

  /// Cancels, in the views, the touches of a recognizer that has just recognized.
  func cancelViewTouches(of recognizer: UIGestureRecognizer) {
    var batch = makeViewBatch()
    for touch in recognizer.attempt.touches {
      guard let view = touch.view, !touch.viewDelivery.isFinished else { continue }
      touch.viewDelivery.isFinished = true
      touch.viewDelivery.isBeganHeld = false
      touch.viewDelivery.heldFinalPhase = nil
      if touch.viewDelivery.beganDelivered { batch.add(touch, view, .cancelled) }
    }
    send(&batch)
  }

  /// A batch on the environment's kept storage, so that a frame that gives views their touches
  /// allocates no list for it (a batch made while the storage is lent out, from a view's
  /// callback, starts with its own).
  private func makeViewBatch() -> ViewBatch {
    var entries: [ViewBatch.Entry] = []
    swap(&entries, &viewBatchEntries)
    return ViewBatch(entries: entries)
  }

  /// Sends a batch, then keeps its storage for the next.
  private func send(_ batch: inout ViewBatch) {
    if batch.entries.count == 1 {
      sendOne(batch.entries[0])
    } else {
      batch.send(with: touchEvent)
    }
    batch.entries.truncate(to: 0)
    if batch.entries.capacity > viewBatchEntries.capacity {
      swap(&batch.entries, &viewBatchEntries)
    }
  }

  /// One touch for one view (a drag that no recognizer has taken yet: most batches), without
  /// the grouping of ``ViewBatch/send(with:)``, in a set the recognizers were handed that
  /// holds that touch alone, in whichever phase, when there is one: a set holding only that
  /// touch is the same value however it was made, and building one costs more than the rest
  /// of the frame's view delivery (a drag's cancel, when its pan begins, finds the set of its
  /// moves).
  private func sendOne(_ entry: ViewBatch.Entry) {
    if entry.callback == .began { entry.touch.viewDelivery.beganDelivered = true }
    if let kept = keptSet(holdingOnly: entry.touch) {
      entry.callback.send(kept, to: entry.view, with: touchEvent)
    } else {
      entry.callback.send(singletonSet(of: entry.touch), to: entry.view, with: touchEvent)
    }
  }

  /// The kept shared set, of any phase, that holds `touch` alone, found through the list it
  /// was made from (`newSharedSet(_:)` keeps the two together), without hashing.
  private func keptSet(holdingOnly touch: UITouch) -> Set<UITouch>? {
    let address = Unmanaged.passUnretained(touch).toOpaque()
    func holdsOnly(_ callback: TouchCallback) -> Bool {
      // In place: only read.
      sharedPhaseLists.modify(callback) { kept in
        kept.count == 1
          && kept.withUnsafeBufferPointer { Unmanaged.passUnretained($0[0]).toOpaque() } == address
      }
    }
    if holdsOnly(.moved) { return sharedPhaseSets.moved }
    if holdsOnly(.began) { return sharedPhaseSets.began }
    if holdsOnly(.ended) { return sharedPhaseSets.ended }
    if holdsOnly(.cancelled) { return sharedPhaseSets.cancelled }
    return nil
  }

  /// A set of `touch` alone, made once and kept while the same touch needs one: a finger whose
  /// view takes it alone beside one it does not take (not `isMultipleTouchEnabled`: every move
  /// of a pinch) is not in any shared set of one.
  private func singletonSet(of touch: UITouch) -> Set<UITouch> {
    let address = Unmanaged.passUnretained(touch).toOpaque()
    // The kept set holds its touch, so no other touch can have its address.
    if let kept = viewSingleton, kept.address == address { return kept.set }
    let set: Set<UITouch> = [touch]
    viewSingleton = (address, set)
    return set
  }

  /// Touch callbacks gathered per phase and view, sent began → moved → ended → cancelled with
  /// one set per view, as UIKit groups them (a batch of one goes through `sendOne(_:)`).
  @MainActor struct ViewBatch {
    typealias Entry = (touch: UITouch, view: UIView, callback: TouchCallback)
    fileprivate var entries: [Entry]

    mutating func add(_ touch: UITouch, _ view: UIView, _ callback: TouchCallback) {
      entries.append((touch, view, callback))
    }

    func contains(_ touch: UITouch) -> Bool {
      entries.contains { $0.touch === touch }
    }

    func send(with event: UIEvent) {
      guard !entries.isEmpty else { return }
      for callback in TouchCallback.order {
        // Each view once per callback, in the order of its first entry (found by looking back
        // rather than by collecting the views: no array to allocate).
        for (index, entry) in entries.enumerated() where entry.callback == callback {
          let view = entry.view
          guard
            !entries[..<index].contains(where: { $0.callback == callback && $0.view === view })
          else { continue }
          let touches = Set(
            entries.lazy.filter { $0.callback == callback && $0.view === view }.map(\.touch))
          if callback == .began {
            for touch in touches { touch.viewDelivery.beganDelivered = true }
          }
          callback.send(touches, to: view, with: event)
        }
      }
    }
  }
}
