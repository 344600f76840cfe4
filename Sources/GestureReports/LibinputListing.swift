import Foundation
import GestureCore
import TouchTraces

/// Touches and touchpad events as `libinput debug-events` prints them, in its columns: what
/// `gesturesim touches` writes as text, and what `gesturesim replay` reads back.
///
///     -event0   TOUCH_DOWN              +0.044s	0 (0) 49.38/67.32 (124.76/112.74mm)
///      event0   TOUCH_FRAME             +0.044s
///      event0   POINTER_SCROLL_FINGER   +0.110s	vert 2.70/0.0* horiz 0.00/0.0 (finger)
///      event0   GESTURE_PINCH_UPDATE    +1.020s	2  0.50/-1.25 ( 0.50/-1.25 unaccelerated)  1.08 @  0.35
///      event0   POINTER_BUTTON          +2.300s	BTN_RIGHT (273) pressed, seat count: 1
///
/// Each line is the device (`-` before it where the device changes, as libinput marks it), the
/// event type padded to 23 columns, the time since the start as `%+6.3fs` and a tab, then the
/// event's values in libinput 1.22's layout (`tools/libinput-debug-events.c`):
///
/// - touches: the kernel slot and the seat slot, then for `TOUCH_DOWN` and `TOUCH_MOTION` the
///   position as a percentage of the surface (libinput's `_transformed` to a 100 × 100 screen)
///   and in millimetres. The kernel slot is -1 where the source has none (a touch script, or
///   touches libinput delivered, which `live --save` keeps without slots), as libinput prints it
///   for a device without slots. Seat slots are given as libinput gives them: the lowest one
///   free when a touch lands. Where the surface's physical size is unknown (a touch script, a
///   device without a resolution), the millimetre column is the window position at the
///   mapping's density (``pointsPerMillimeter``), so that `replay` places it back on the same
///   point. OUR CHOICE: libinput itself would print device units there.
/// - `TOUCH_FRAME`: nothing after the time.
/// - `POINTER_MOTION`: the delta and, in parentheses, the unaccelerated delta.
/// - `POINTER_SCROLL_*`: `vert` and `horiz`, each value then its wheel value in 120ths of a
///   notch (0 for fingers and continuous sources) and `*` for an axis that scrolled.
/// - `GESTURE_*_BEGIN`, `_END` and `GESTURE_HOLD_*`: the finger count and ` cancelled`.
/// - `GESTURE_SWIPE_UPDATE`, `GESTURE_PINCH_UPDATE`: the finger count, the delta, the
///   unaccelerated delta, and for a pinch the scale and the angle delta.
/// - `POINTER_BUTTON`: the evdev button name and code, `pressed` or `released`, and the seat
///   count.
///
/// What `live --save` keeps of a touchpad is what the recognizers got: deltas in points (one
/// point per libinput unit by default), after libinput's acceleration. OUR CHOICE: the
/// unaccelerated columns repeat those deltas, and a wheel's 120ths are worked out from
/// libinput's default of 15° a notch; libinput's own values there are not kept.
public struct LibinputListing {
  /// The device column: a sysname like libinput's (`event0`).
  public var device: String
  /// Where the surface lies on the window, for the percentages; nil when the surface is the
  /// whole window (a touch script).
  public var fit: SurfaceFit?
  /// The window, in points.
  public var windowSize: CGSize
  /// Points per millimetre, for the millimetre column of a surface whose size is unknown.
  public var pointsPerMillimeter: Double

  private var seatSlots: [Int: Int] = [:]
  private var usedSeatSlots = Set<Int>()
  private var lastDevice: String?
  private var pointer: CGPoint?
  private var buttonsDown = Set<Int>()

  /// libinput's code for the left button (`BTN_LEFT`), 272.
  public static let leftButton = 0x110
  /// libinput's code for the right button (`BTN_RIGHT`), 273.
  public static let rightButton = 0x111
  /// libinput's code for the middle button (`BTN_MIDDLE`), 274.
  public static let middleButton = 0x112

  /// Creates a listing for one device.
  public init(
    device: String = "event0", windowSize: CGSize, fit: SurfaceFit? = nil,
    pointsPerMillimeter: Double
  ) {
    self.device = device
    self.windowSize = windowSize
    self.fit = fit
    self.pointsPerMillimeter = pointsPerMillimeter
  }

  /// The device and event-type columns, with the `-` that marks a new device.
  private mutating func header(_ type: String, time: Double) -> String {
    let mark = lastDevice == device ? " " : "-"
    lastDevice = device
    return mark + Self.padded(device, 7) + "  " + Self.padded(type, 23) + " "
      + String(format: "%+6.3fs\t", time)
  }

  /// The lines for one frame of touches, without newlines: one per touch, then `TOUCH_FRAME`.
  public mutating func lines(for frame: DecodedFrame) -> [String] {
    var lines: [String] = []
    lines.reserveCapacity(frame.touches.count + 1)
    for touch in frame.touches {
      let seat = seatSlot(of: touch.id, phase: touch.phase)
      var line = header(TouchListing.eventType(of: touch.phase), time: frame.time)
      line += "\(touch.slot ?? -1) (\(seat))"
      if touch.phase == .down || touch.phase == .move {
        let percent = self.percent(at: touch.location)
        let millimeters =
          touch.millimeters
          ?? CGPoint(
            x: Double(touch.location.x) / pointsPerMillimeter,
            y: Double(touch.location.y) / pointsPerMillimeter)
        line += String(
          format: " %5.2f/%5.2f (%5.2f/%5.2fmm)", percent.x, percent.y,
          Double(millimeters.x), Double(millimeters.y))
      }
      lines.append(line)
    }
    lines.append(header("TOUCH_FRAME", time: frame.time))
    return lines
  }

  /// The lines for a frame of changes as a saved live session holds them: a click's pointer
  /// touch (`indirectPointer`) becomes `POINTER_BUTTON` lines, and its moves `POINTER_MOTION`;
  /// other touches are listed by ``lines(for:)``, with millimetres from `millimeters`.
  public mutating func lines(
    for frame: TouchFrame, millimeters: (CGPoint) -> CGPoint? = { _ in nil }
  ) -> [String] {
    var lines: [String] = []
    var touches: [DecodedFrame.Touch] = []
    for change in frame.changes {
      guard change.type == .indirectPointer else {
        touches.append(
          DecodedFrame.Touch(
            id: change.id, phase: change.phase, millimeters: millimeters(change.location),
            location: change.location, force: change.force))
        continue
      }
      switch change.phase {
      case .down:
        lines.append(buttonLine(Self.leftButton, pressed: true, time: frame.time))
      case .up, .cancel:
        lines.append(buttonLine(Self.leftButton, pressed: false, time: frame.time))
      case .move:
        let last = pointer ?? change.location
        let delta = CGVector(dx: change.location.x - last.x, dy: change.location.y - last.y)
        lines.append(motionLine(delta, time: frame.time))
      }
      pointer = change.location
    }
    if !touches.isEmpty {
      var down = seatSlots.count
      for touch in touches {
        if touch.phase == .down { down += 1 }
        if touch.phase == .up || touch.phase == .cancel { down -= 1 }
      }
      lines += self.lines(for: DecodedFrame(time: frame.time, touches: touches, touchesDown: down))
    }
    return lines
  }

  /// A `POINTER_BUTTON` line: the button's evdev name and code, its state and the seat count.
  public mutating func buttonLine(_ button: Int, pressed: Bool, time: Double) -> String {
    if pressed { buttonsDown.insert(button) } else { buttonsDown.remove(button) }
    let name =
      switch button {
      case Self.leftButton: "BTN_LEFT"
      case Self.rightButton: "BTN_RIGHT"
      case Self.middleButton: "BTN_MIDDLE"
      default: "???"
      }
    return header("POINTER_BUTTON", time: time)
      + "\(name) (\(button)) \(pressed ? "pressed" : "released"), seat count: \(buttonsDown.count)"
  }

  private mutating func motionLine(_ delta: CGVector, time: Double) -> String {
    header("POINTER_MOTION", time: time)
      + String(
        format: "%6.2f/%6.2f (%+6.2f/%+6.2f)", Double(delta.dx), Double(delta.dy),
        Double(delta.dx), Double(delta.dy))
  }

  /// The line for a touchpad or pointer event that libinput delivered.
  public mutating func line(for event: IndirectEvent) -> String {
    let type = TouchListing.eventType(of: event)
    let dx = Double(event.delta.dx)
    let dy = Double(event.delta.dy)
    switch event.kind {
    case .pointer:
      pointer = event.location
      return motionLine(event.delta, time: event.time)
    case .scroll:
      // A wheel's value is in degrees, 15 a notch by libinput's default; v120 counts 120 a notch.
      let perDegree = event.isContinuous ? 0.0 : 8.0
      let source = !event.isContinuous ? "wheel" : event.fingers > 0 ? "finger" : "continuous"
      return header(type, time: event.time)
        + String(format: "vert %.2f/%.1f", dy, dy * perDegree) + (dy != 0 ? "*" : "")
        + String(format: " horiz %.2f/%.1f", dx, dx * perDegree) + (dx != 0 ? "*" : "")
        + " (\(source))"
    case .hold, .swipe, .pinch:
      var line = header(type, time: event.time)
      guard event.phase == .update, event.kind != .hold else {
        return line + "\(event.fingers)" + (event.isCancelled ? " cancelled" : "")
      }
      line += String(
        format: "%d %5.2f/%5.2f (%5.2f/%5.2f unaccelerated)", event.fingers, dx, dy, dx, dy)
      if event.kind == .pinch {
        line += String(format: " %5.2f @ %5.2f", Double(event.scale), Double(event.angleDelta))
      }
      return line
    }
  }

  /// libinput's seat slot for a touch: the lowest free one when it lands, free again once it
  /// lifts.
  private mutating func seatSlot(of id: Int, phase: TouchFrame.Change.Phase) -> Int {
    if let seat = seatSlots[id] {
      if phase == .up || phase == .cancel {
        seatSlots[id] = nil
        usedSeatSlots.remove(seat)
      }
      return seat
    }
    var seat = 0
    while usedSeatSlots.contains(seat) { seat += 1 }
    if phase != .up && phase != .cancel {
      seatSlots[id] = seat
      usedSeatSlots.insert(seat)
    }
    return seat
  }

  /// The position as a percentage of the surface, as libinput's `_transformed` gives it for a
  /// 100 × 100 screen.
  private func percent(at location: CGPoint) -> (x: Double, y: Double) {
    if let fit {
      let fraction = fit.normalized(at: location)
      return (fraction.x * 100, fraction.y * 100)
    }
    return (
      Double(location.x) / max(Double(windowSize.width), 1) * 100,
      Double(location.y) / max(Double(windowSize.height), 1) * 100
    )
  }

  private static func padded(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }
}
