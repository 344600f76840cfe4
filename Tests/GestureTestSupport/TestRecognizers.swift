import Foundation
@_spi(Simulator) import GestureCore

/// A small discrete tap recognizer for core tests: `taps` single-finger taps, each lifted within
/// `slop` points of where the first began, at most `interval` seconds apart.
///
/// It is deliberately simpler than `UITapGestureRecognizer`: it exists to exercise the gesture
/// environment (failure requirements, exclusion, view delivery) with known, tiny rules.
public final class TestTapRecognizer: UIGestureRecognizer {
  /// Taps needed.
  public var taps: Int
  /// How far a touch may wander before the tap fails, in points.
  public var slop: CGFloat = 10
  /// The longest wait for the next tap, in seconds.
  public var interval: TimeInterval = 0.35

  private var count = 0
  private var start: CGPoint?
  private var timer: GestureTimer?

  /// Creates a recognizer for `taps` taps.
  public init(taps: Int) {
    self.taps = taps
    super.init(target: nil, action: nil)
  }

  /// Creates a single-tap recognizer; overriding the designated initializer keeps `init()` and
  /// the method-reference initializer.
  public override convenience init(target: Any?, action: Selector?) {
    self.init(taps: 1)
    if let target, let action { addTarget(target, action: action) }
  }

  public override var transcriptType: String { "testTap" }

  public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    timer?.invalidate()
    guard numberOfTouches == 1, let touch = touches.first else {
      state = .failed
      return
    }
    if start == nil { start = touch.locationInWindow }
  }

  public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let start, let touch = touches.first else { return }
    if touch.locationInWindow.distance(to: start) > slop { state = .failed }
  }

  public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    count += 1
    if count == taps {
      state = .ended
    } else {
      timer = scheduleTimer(after: interval) { [weak self] in self?.state = .failed }
    }
  }

  public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    state = .failed
  }

  public override func location(in view: UIView?) -> CGPoint {
    convertFromWindow(start ?? .zero, to: view)
  }

  public override func reset() {
    super.reset()
    count = 0
    start = nil
    timer?.invalidate()
    timer = nil
  }
}

/// A small continuous drag recognizer for core tests: begins once the first touch has moved
/// `threshold` points (Euclidean), changes on every later move, ends when all touches lift, and
/// fails at a lift before it began.
public final class TestDragRecognizer: UIGestureRecognizer {
  /// The distance to move before the drag begins, in points.
  public var threshold: CGFloat

  /// Whether the subclass sets `.changed` itself (true) or leaves promotion to the environment.
  public var setsChanged: Bool

  private var start: CGPoint?

  /// Creates a recognizer that begins after `threshold` points.
  public init(threshold: CGFloat, setsChanged: Bool = true) {
    self.threshold = threshold
    self.setsChanged = setsChanged
    super.init(target: nil, action: nil)
  }

  /// Creates a drag that begins after 10 points.
  public override convenience init(target: Any?, action: Selector?) {
    self.init(threshold: 10)
    if let target, let action { addTarget(target, action: action) }
  }

  public override var transcriptType: String { "testDrag" }

  public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if start == nil { start = location(in: nil) }
  }

  public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    switch state {
    case .possible:
      if let start, location(in: nil).distance(to: start) >= threshold { state = .began }
    case .began, .changed:
      if setsChanged { state = .changed }
    default:
      break
    }
  }

  public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    guard numberOfTouches == touches.count else { return }
    state = state == .possible ? .failed : .ended
  }

  public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    state = .cancelled
  }

  public override func reset() {
    super.reset()
    start = nil
  }
}

/// A delegate that answers yes to simultaneous recognition, and logs every question it is asked.
public final class SimultaneousDelegate: UIGestureRecognizerDelegate {
  /// Whether to allow simultaneous recognition.
  public var allows: Bool
  /// `(asker, other)` names for each question asked.
  public private(set) var asked: [String] = []

  /// Creates a delegate that answers `allows`.
  public init(allows: Bool = true) {
    self.allows = allows
  }

  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    asked.append("\(gestureRecognizer.name ?? "?")/\(otherGestureRecognizer.name ?? "?")")
    return allows
  }
}

/// Collects target-action calls as `name state` strings.
public final class ActionLog {
  /// Every action call, in order.
  public private(set) var entries: [String] = []

  /// Creates an empty log.
  public init() {}

  /// Makes `recognizer` log its actions here.
  public func watch(_ recognizer: UIGestureRecognizer) {
    recognizer.addTarget(self, action: ActionLog.handle)
  }

  /// Adds a free-form line (for interleaving with other events).
  public func note(_ line: String) {
    entries.append(line)
  }

  private func handle(_ recognizer: UIGestureRecognizer) {
    entries.append("\(recognizer.name ?? recognizer.transcriptType) \(recognizer.state)")
  }
}

extension Simulation {
  /// A simulation with one full-window view named `name` (a ``RecordingView``), for tests.
  public static func withCanvas(
    size: CGSize = CGSize(width: 390, height: 844), name: String = "canvas"
  ) -> (Simulation, RecordingView) {
    let simulation = Simulation(windowSize: size)
    let canvas = RecordingView(frame: CGRect(origin: .zero, size: size))
    canvas.accessibilityIdentifier = name
    simulation.window.addSubview(canvas)
    return (simulation, canvas)
  }
}

extension Array where Element == TranscriptEntry {
  /// The entries as `recognizer possible → began` lines, for compact whole-transcript checks.
  public var transitions: [String] {
    map { "\($0.recognizer) \($0.transition)" }
  }

  /// The entries in their canonical text form.
  public var lines: [String] { map(\.description) }
}
