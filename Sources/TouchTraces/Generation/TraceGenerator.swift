import Foundation
import GestureCore

/// Makes realistic, deterministic gesture recordings: touch frames at about 120 Hz with eased
/// motion and a fraction of a point of seeded jitter, on devices described like real ones.
///
///     let trace = TraceGenerator.Gesture.pinchOut.trace()
///     try LibinputRecordWriter.write(trace.frames, encoder: EvdevEncoder(device: trace.device),
///                                    source: "generator", to: "pinch-out.yml")
///
/// The same gesture always gives the same frames, bit for bit, so the project's corpus in
/// `Traces/` can be checked against the generator.
public enum TraceGenerator {
  /// The frame interval: 120 Hz, as recent touchscreens and touchpads report.
  public static let frameRate = 120.0

  /// A phone-sized touchscreen (390 × 844 points, 20 units per mm, 10 slots), described like an
  /// I²C Goodix panel.
  public static let touchscreen = EvdevDevice.virtualMultitouch(
    name: "Goodix Capacitive TouchScreen", kind: .touchscreen,
    size: CGSize(width: 390, height: 844),
    resolution: 20, slots: 10,
    id: .init(bustype: 0x18, vendor: 0x0416, product: 0x038f, version: 0x0100))

  /// A laptop touchpad (100 × 60 mm, 12 units per mm, 5 slots), described like an I²C Synaptics
  /// pad.
  public static let touchpad = EvdevDevice.virtualMultitouch(
    name: "SYNA2393:00 06CB:7A13 Touchpad", kind: .touchpad,
    size: CGSize(
      width: 100 * PointMapping.defaultPointsPerMillimeter,
      height: 60 * PointMapping.defaultPointsPerMillimeter),
    resolution: 12, slots: 5,
    id: .init(bustype: 0x18, vendor: 0x06cb, product: 0x7a13, version: 0x0100))

  /// A generated recording: its device and its touch frames in points.
  public struct Trace {
    /// The device the gesture was made on.
    public var device: EvdevDevice
    /// The touch frames.
    public var frames: [TouchFrame]
  }

  /// The gestures of the project's corpus.
  public enum Gesture: String, CaseIterable, Sendable {
    case singleTap = "single-tap"
    case doubleTap = "double-tap"
    case longPress = "long-press"
    case pan
    case swipeLeft = "swipe-left"
    case swipeRight = "swipe-right"
    case swipeUp = "swipe-up"
    case swipeDown = "swipe-down"
    case pinchOut = "pinch-out"
    case pinchIn = "pinch-in"
    case rotation
    case threeFingerSwipe = "touchpad-three-finger-swipe"
    case twoFingerScroll = "touchpad-two-finger-scroll"
    case touchpadTaps = "touchpad-six-taps"
    case touchpadPinch = "touchpad-pinch"

    /// The gesture's recording.
    public func trace() -> Trace {
      var script = Script()
      let center = CGPoint(x: 195, y: 422)
      switch self {
      case .singleTap:
        script.hold([center], for: 0.08)
      case .doubleTap:
        script.hold([center], for: 0.08)
        script.pause(0.12)
        script.hold([CGPoint(x: center.x + 2, y: center.y + 1)], for: 0.075)
      case .longPress:
        script.hold([center], for: 0.9)
      case .pan:
        script.drag([CGPoint(x: 80, y: 400)], by: CGVector(dx: 220, dy: 60), in: 0.6, dwell: 0.05)
      case .swipeLeft:
        script.drag([CGPoint(x: 320, y: 422)], by: CGVector(dx: -250, dy: 0), in: 0.15)
      case .swipeRight:
        script.drag([CGPoint(x: 70, y: 422)], by: CGVector(dx: 250, dy: 0), in: 0.15)
      case .swipeUp:
        script.drag([CGPoint(x: 195, y: 650)], by: CGVector(dx: 0, dy: -300), in: 0.16)
      case .swipeDown:
        script.drag([CGPoint(x: 195, y: 200)], by: CGVector(dx: 0, dy: 300), in: 0.16)
      case .pinchOut:
        script.spread(around: center, from: 40, to: 130, turning: 0, in: 0.5)
      case .pinchIn:
        script.spread(around: center, from: 130, to: 40, turning: 0, in: 0.5)
      case .rotation:
        script.spread(around: center, from: 80, to: 80, turning: .pi / 2, in: 0.6)
      case .threeFingerSwipe:
        let start = [CGPoint(x: 250, y: 260), CGPoint(x: 320, y: 240), CGPoint(x: 390, y: 255)]
        script.drag(start, by: CGVector(dx: 0, dy: -150), in: 0.3, dwell: 0.03)
        return Trace(device: touchpad, frames: script.frames(on: touchpad))
      case .twoFingerScroll:
        let start = [CGPoint(x: 290, y: 120), CGPoint(x: 350, y: 125)]
        script.drag(start, by: CGVector(dx: 0, dy: 160), in: 0.5, dwell: 0.04)
        return Trace(device: touchpad, frames: script.frames(on: touchpad))
      case .touchpadTaps:
        // Further apart than libinput's double-tap window, so that each tap is its own click.
        for tap in 0..<6 {
          if tap > 0 { script.pause(0.3) }
          script.hold([CGPoint(x: 320 + Double(tap) * 3, y: 190)], for: 0.06)
        }
        return Trace(device: touchpad, frames: script.frames(on: touchpad))
      case .touchpadPinch:
        script.spread(around: CGPoint(x: 320, y: 190), from: 50, to: 150, turning: 0, in: 0.45)
        return Trace(device: touchpad, frames: script.frames(on: touchpad))
      }
      return Trace(device: touchscreen, frames: script.frames(on: touchscreen))
    }
  }

  /// Builds frames on a 120 Hz clock.
  struct Script {
    var frames: [TouchFrame] = []
    var tick = 0
    var random = SplitMix64(seed: 0x6765_7374_7572_6573)

    var time: TimeInterval { Double((Double(tick) * 1_000_000 / frameRate).rounded()) / 1_000_000 }

    /// The frames as `device` reports them: locations on its unit grid, moves that stay in the
    /// same unit dropped, and frames left empty dropped, so that decoding the recording gives
    /// these frames exactly.
    func frames(on device: EvdevDevice) -> [TouchFrame] {
      let scale = PointMapping().scale(for: device)
      var last: [Int: CGPoint] = [:]
      return frames.compactMap { frame in
        let changes = frame.changes.compactMap { change -> TouchFrame.Change? in
          var change = change
          let units = scale.units(of: change.location)
          change.location = scale.point(x: units.x, y: units.y)
          change.type = device.kind == .touchpad ? .indirect : .direct
          defer { last[change.id] = change.location }
          return change.phase == .move && last[change.id] == change.location ? nil : change
        }
        return changes.isEmpty ? nil : TouchFrame(time: frame.time, changes: changes)
      }
    }

    /// A fraction of a point of noise, as real sensors give.
    mutating func jitter(_ point: CGPoint) -> CGPoint {
      CGPoint(x: point.x + random.unit() * 0.6 - 0.3, y: point.y + random.unit() * 0.6 - 0.3)
    }

    mutating func pause(_ seconds: TimeInterval) {
      tick += Int((seconds * frameRate).rounded())
    }

    /// Fingers going down at `points`, following `path(progress)` for `duration`, then lifting.
    mutating func stroke(
      _ count: Int, in duration: TimeInterval, dwell: TimeInterval = 0,
      path: (Int, Double) -> CGPoint
    ) {
      // Strokes never overlap, so identifiers restart at 1 as the decoder's lowest-free ones do.
      let ids = Array(1...count)
      var last: [CGPoint] = []
      frames.append(
        TouchFrame(
          time: time,
          changes: ids.indices.map { finger in
            let point = path(finger, 0)
            last.append(point)
            return .init(id: ids[finger], phase: .down, location: point)
          }))
      let dwellTicks = Int((dwell * frameRate).rounded())
      let steps = Swift.max(1, Int((duration * frameRate).rounded()))
      for step in 1...(dwellTicks + steps) {
        tick += 1
        let progress = step <= dwellTicks ? 0 : Self.ease(Double(step - dwellTicks) / Double(steps))
        var changes: [TouchFrame.Change] = []
        for finger in ids.indices {
          let point = jitter(path(finger, progress))
          last[finger] = point
          changes.append(.init(id: ids[finger], phase: .move, location: point))
        }
        frames.append(TouchFrame(time: time, changes: changes))
      }
      tick += 1
      frames.append(
        TouchFrame(
          time: time,
          changes: ids.indices.map { .init(id: ids[$0], phase: .up, location: last[$0]) }))
    }

    mutating func hold(_ points: [CGPoint], for duration: TimeInterval) {
      stroke(points.count, in: duration) { finger, _ in points[finger] }
    }

    mutating func drag(
      _ points: [CGPoint], by offset: CGVector, in duration: TimeInterval, dwell: TimeInterval = 0
    ) {
      stroke(points.count, in: duration, dwell: dwell) { finger, progress in
        CGPoint(
          x: points[finger].x + offset.dx * progress, y: points[finger].y + offset.dy * progress)
      }
    }

    /// Two fingers on opposite sides of `center`, `radius` apart changing and turning.
    mutating func spread(
      around center: CGPoint, from start: Double, to end: Double, turning angle: Double,
      in duration: TimeInterval
    ) {
      stroke(2, in: duration, dwell: 0.03) { finger, progress in
        let radius = start + (end - start) * progress
        let direction = -0.6 + angle * progress + (finger == 0 ? 0 : .pi)
        return CGPoint(x: center.x + radius * cos(direction), y: center.y + radius * sin(direction))
      }
    }

    /// Slow at the ends, fast in the middle, like a finger.
    static func ease(_ t: Double) -> Double { t * t * (3 - 2 * t) }
  }
}

/// A small, fast, seedable generator (SplitMix64), so generated traces never depend on the
/// platform's random numbers.
struct SplitMix64 {
  var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in [0, 1).
  mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
