import Foundation

/// One finger (or pointer contact) on the screen, as UIKit models it.
///
/// A touch is created when a finger lands, is bound to the view hit-tested at that point for
/// its whole life, and records where it is and where it was one event earlier.
@preconcurrency @MainActor open class UITouch: NSObject {
  /// The phase of a touch within one event.
  public enum Phase: Int, Sendable, CustomStringConvertible {
    /// The finger landed in this event.
    case began
    /// The finger moved in this event.
    case moved
    /// The finger is down but did not move in this event.
    case stationary
    /// The finger lifted in this event.
    case ended
    /// The system cancelled the touch (for example, the device went away).
    case cancelled

    /// The phase's name.
    public var description: String {
      switch self {
      case .began: "began"
      case .moved: "moved"
      case .stationary: "stationary"
      case .ended: "ended"
      case .cancelled: "cancelled"
      }
    }
  }

  /// What produced the touch. Raw values match UIKit's.
  public enum TouchType: Int, Sendable, CaseIterable, CustomStringConvertible {
    /// A finger on the screen (a touchscreen).
    case direct = 0
    /// A finger on a surface that is not the screen (a touchpad contact replayed as a touch).
    case indirect = 1
    /// A stylus.
    case pencil = 2
    /// A pointer device such as a mouse or a touchpad's cursor.
    case indirectPointer = 3

    /// The type's name.
    public var description: String {
      switch self {
      case .direct: "direct"
      case .indirect: "indirect"
      case .pencil: "pencil"
      case .indirectPointer: "indirectPointer"
      }
    }
  }

  /// The input stream's identifier for this finger (a touch script's `id`, an evdev tracking ID).
  public let identifier: Int

  /// The touch's phase in the most recent event.
  @exclusivity(unchecked) public internal(set) var phase: Phase

  /// The time of the most recent change, in the simulation's seconds.
  @exclusivity(unchecked) public internal(set) var timestamp: TimeInterval

  /// How many times the finger tapped this spot in quick succession, counting this touch.
  @exclusivity(unchecked) public internal(set) var tapCount: Int

  /// What produced the touch.
  public let type: TouchType

  /// The view the touch was hit-tested to when it began; it keeps it for its whole life.
  @exclusivity(unchecked) public internal(set) var view: UIView?

  /// The window the touch occurred in.
  @exclusivity(unchecked) public internal(set) var window: UIWindow?

  /// The recognizers receiving this touch, fixed when the touch began (minus those that ignored
  /// it or were reset since).
  public var gestureRecognizers: [UIGestureRecognizer]? {
    recognizers.isEmpty ? nil : recognizers
  }

  /// The pressure of the touch, where the input reported one; 0 otherwise.
  @exclusivity(unchecked) public internal(set) var force: CGFloat

  /// The largest force the input can report; 0 when it reports none.
  @exclusivity(unchecked) public internal(set) var maximumPossibleForce: CGFloat

  /// Where the touch is, in window coordinates.
  @exclusivity(unchecked) public internal(set) var locationInWindow: CGPoint

  /// Where the touch was one event earlier, in window coordinates.
  @exclusivity(unchecked) public internal(set) var previousLocationInWindow: CGPoint

  /// Creates a touch; the gesture environment creates them as fingers land.
  init(
    identifier: Int, type: TouchType, location: CGPoint, timestamp: TimeInterval,
    force: CGFloat?, order: Int
  ) {
    self.identifier = identifier
    self.type = type
    self.phase = .began
    self.timestamp = timestamp
    self.tapCount = 1
    self.force = force ?? 0
    self.maximumPossibleForce = force == nil ? 0 : 1
    self.locationInWindow = location
    self.previousLocationInWindow = location
    self.downLocationInWindow = location
    self.order = order
  }

  /// A touch that no finger made, at the window's origin: for test doubles that subclass
  /// `UITouch` and override what they report, as iOS tests do.
  public override init() {
    self.identifier = 0
    self.type = .direct
    self.phase = .began
    self.timestamp = 0
    self.tapCount = 1
    self.force = 0
    self.maximumPossibleForce = 0
    self.locationInWindow = .zero
    self.previousLocationInWindow = .zero
    self.downLocationInWindow = .zero
    self.order = 0
  }

  /// The touch's location in `view`'s space, or in window coordinates when `view` is `nil`.
  open func location(in view: UIView?) -> CGPoint {
    guard let view else { return locationInWindow }
    return view.convert(locationInWindow, from: nil)
  }

  /// The touch's location one event earlier, in `view`'s space (window coordinates for `nil`).
  open func previousLocation(in view: UIView?) -> CGPoint {
    guard let view else { return previousLocationInWindow }
    return view.convert(previousLocationInWindow, from: nil)
  }

  /// A touch is equal only to itself, as `NSObject`'s default says; written out because the
  /// touch sets of every frame hash each touch, and `NSObject`'s `hash` hashes the identity
  /// once more before the set hashes the result. The address alone is as good a seed.
  open nonisolated override var hash: Int { Int(bitPattern: ObjectIdentifier(self)) }

  /// The same identity as ``hash``: a touch is equal only to itself.
  open nonisolated override func isEqual(_ object: Any?) -> Bool {
    (object as AnyObject?) === self
  }

  /// The touch's identifier, phase and window location; only the identifier off the main thread.
  public nonisolated override var description: String {
    guard Thread.isMainThread else { return "UITouch(\(identifier))" }
    return MainActor.assumeIsolated {
      let x = locationInWindow.x
      let y = locationInWindow.y
      return "UITouch(\(identifier), \(phase), (\(x), \(y)))"
    }
  }

  // MARK: Environment bookkeeping

  /// Creation order: recognizers sort their touches by it, as UIKit sorts by touch index.
  let order: Int

  /// Where the finger landed, in window coordinates.
  let downLocationInWindow: CGPoint

  /// The recognizers still receiving this touch, in delivery order.
  @exclusivity(unchecked) var recognizers: [UIGestureRecognizer] = []

  /// The environment's number of the reset pass that last visited the touch.
  @exclusivity(unchecked) var resetMark = 0

  /// The environment's number of the frame the touch began in.
  @exclusivity(unchecked) var beganFrame = 0

  /// What the hit view has been told about this touch (see `GestureEnvironment+Views.swift`).
  @exclusivity(unchecked) var viewDelivery = ViewDelivery()

  /// Whether `recognizer` still receives this touch.
  func isReceived(by recognizer: UIGestureRecognizer) -> Bool {
    // Addresses compared in a plain loop: with a closure per element (`containsUnretained`)
    // the list was retained around the loop, and a pan asks this of each finger on each move.
    let target = ObjectIdentifier(recognizer)
    return recognizers.withUnsafeBufferPointer { buffer in
      for index in buffer.indices where ObjectIdentifier(buffer[index]) == target {
        return true
      }
      return false
    }
  }

  /// Stops delivering this touch to `recognizer`.
  func remove(_ recognizer: UIGestureRecognizer) {
    recognizers.removeAll { $0 === recognizer }
  }
}

/// The state of one touch's delivery to its hit view under recognizers' cancels and delays.
struct ViewDelivery {
  /// The view will never receive this touch (multiple-touch or exclusive-touch rules).
  var isBlocked = false
  /// The view received `touchesBegan` for it.
  var beganDelivered = false
  /// The view received its last callback for this touch (ended or cancelled), or never will.
  var isFinished = false
  /// `touchesBegan` is held back by a recognizer that delays touches began.
  var isBeganHeld = false
  /// The final phase (ended or cancelled) is held back.
  var heldFinalPhase: UITouch.Phase?
}
