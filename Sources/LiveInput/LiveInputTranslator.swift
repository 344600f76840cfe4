import Foundation
import GestureCore

/// Turns libinput events into the input a ``GestureKit/Simulation`` takes: touchscreen touches
/// become ``GestureKit/TouchFrame``s in window points, touchpad gestures and pointer motion
/// become ``GestureKit/IndirectEvent``s, and a click becomes a touch of type `indirectPointer`,
/// as iPadOS delivers trackpad clicks.
///
/// The translator is pure Swift over plain values, so every rule here is unit-tested without a
/// device:
///
/// - **Touches.** The changes of one device are gathered until that device's `TOUCH_FRAME` and
///   then delivered as one frame at the frame's time. Positions are libinput's `_transformed`
///   coordinates placed by a ``GestureKit/SurfaceFit``: the device's surface (millimetres, or
///   device units without a resolution, from ``LiveDevice/touchAxes``) fitted onto the window
///   keeping its proportions, the same mapping `replay` uses for recordings. A device whose axes
///   are unknown covers the whole window. Each
///   contact, keyed by its device and kernel slot, gets the lowest touch id not in use, so two
///   touchscreens at once never share an id; an id is free again after the frame its touch
///   ended in.
/// - **Touchpad gestures.** Swipes, pinches and holds keep libinput's phases, finger counts,
///   scale, angle and cancelled flag, and are placed at the pointer's position, where UIKit
///   hit-tests trackpad gestures. Deltas are converted with ``pointsPerPointerUnit``.
/// - **Pointer.** Relative and absolute motion move a pointer that stays on the window; with no
///   button held it is delivered as hover (`IndirectEvent.Kind.pointer`). The primary button
///   (a click, or a tap with tap-to-click) is a touch of type `indirectPointer` that follows the
///   pointer until the release. Other buttons (a secondary click: libinput's two-finger tap,
///   a clickpad's right button area; a middle click) reach no recognizer, as GestureSim models
///   no `UIEvent.buttonMask`: they are kept as ``UnroutedButton``s for the caller to report.
///   Finger scrolling is a scroll
///   gesture (`begin`, `update`s, and `end` at libinput's terminating zero); a wheel turn is a
///   single non-continuous scroll update.
/// - **Removal.** When a device goes away mid-gesture, its touches are delivered as cancelled,
///   an open gesture or scroll ends as cancelled, and a held click is cancelled; the other
///   devices go on.
///
/// Times become seconds since the first timed event the translator saw, so that a session
/// starts at 0 and ``deviceTime(atSimulationTime:)`` maps the simulation's deadlines back to
/// libinput's clock.
///
///     var translator = LiveInputTranslator(windowSize: CGSize(width: 390, height: 844))
///     var inputs: [InputEvent] = []
///     translator.translate(.touch(down), into: &inputs)
///     translator.translate(.touch(frame), into: &inputs)   // inputs: one frame with a down
public struct LiveInputTranslator {
  /// The size of the window that touchscreens and absolute pointers map onto, in points.
  public var windowSize: CGSize
  /// How many points one libinput pointer unit (a 1000 dpi-normalized count) moves: applied to
  /// pointer motion, gesture deltas and scrolls. Default 1, as desktops map one unit to one
  /// pixel.
  public var pointsPerPointerUnit: CGFloat

  /// Where the pointer is, in window points; it starts at the window's centre.
  public private(set) var pointerLocation: CGPoint

  /// A touchscreen contact: its device and kernel slot.
  private struct ContactKey: Hashable {
    var device: Int
    var slot: Int32
  }

  private struct Contact {
    var id: Int
    var location: CGPoint
  }

  /// A touchpad gesture or finger scroll in progress.
  private struct OpenGesture {
    var device: Int
    var kind: IndirectEvent.Kind
    var fingers: Int
    /// A pinch's latest scale, which its end repeats.
    var scale: CGFloat = 1
  }

  /// A press or release of a button other than the primary one, which no recognizer receives.
  public struct UnroutedButton: Hashable, Sendable {
    /// Simulation time, in seconds.
    public var time: TimeInterval
    /// The evdev button code (``LibInputPointerEvent/rightButton``…).
    public var button: UInt32
    /// Pressed rather than released.
    public var isPressed: Bool
    /// Where the pointer was, in window points.
    public var location: CGPoint

    /// Creates a record of a button.
    public init(time: TimeInterval, button: UInt32, isPressed: Bool, location: CGPoint) {
      self.time = time
      self.button = button
      self.isPressed = isPressed
      self.location = location
    }

    /// The kernel's name for the button (`BTN_RIGHT`).
    public var name: String { LibInputPointerEvent.name(ofButton: button) }
  }

  /// The buttons that reached no recognizer since ``takeUnroutedButtons()`` last ran, in order.
  public private(set) var unroutedButtons: [UnroutedButton] = []

  /// Returns the buttons that reached no recognizer and forgets them.
  public mutating func takeUnroutedButtons() -> [UnroutedButton] {
    defer { unroutedButtons.removeAll(keepingCapacity: true) }
    return unroutedButtons
  }

  /// The libinput time of the first timed event, which is simulation time 0; nil before it.
  public private(set) var timeOrigin: UInt64?

  private var latestTime: UInt64 = 0
  private var contacts: [ContactKey: Contact] = [:]
  /// The touch surface of each device whose axes are known, by device id.
  private var surfaces: [Int: (size: CGSize, isPhysical: Bool)] = [:]
  /// The size and rotation the surfaces are fitted with (libinput applies the matrix itself).
  public let geometry: SurfaceGeometry
  /// Changes gathered per device until its next `TOUCH_FRAME`.
  private var pendingChanges: [Int: [TouchFrame.Change]] = [:]
  /// Ids whose touches ended in a device's pending frame; free once the frame is delivered.
  private var endingIDs: [Int: [Int]] = [:]
  private var usedIDs: Set<Int> = []
  private var pointerTouch: (device: Int, id: Int)?
  private var gesture: OpenGesture?
  private var scroll: OpenGesture?

  /// Creates a translator for a window of `windowSize` points.
  public init(
    windowSize: CGSize, pointsPerPointerUnit: CGFloat = 1,
    geometry: SurfaceGeometry = SurfaceGeometry()
  ) {
    self.geometry = geometry
    self.windowSize = windowSize
    self.pointsPerPointerUnit = pointsPerPointerUnit
    self.pointerLocation = CGPoint(x: windowSize.width / 2, y: windowSize.height / 2)
  }

  /// Gives the translator another window before any input: touchscreens map onto it and the
  /// pointer starts at its centre.
  ///
  /// - Precondition: No timed event was translated yet.
  public mutating func fitWindow(_ size: CGSize) {
    gestureKitPrecondition(
      timeOrigin == nil, "GestureKit: the window can change only before any input")
    windowSize = size
    pointerLocation = CGPoint(x: size.width / 2, y: size.height / 2)
  }

  // MARK: Time

  /// The simulation time of a libinput time: seconds since the first timed event (0 for that
  /// event and for anything older).
  public mutating func simulationTime(ofDeviceTime time: UInt64) -> TimeInterval {
    let origin = timeOrigin ?? time
    timeOrigin = origin
    latestTime = max(latestTime, time)
    return time >= origin ? Double(time - origin) / 1_000_000 : 0
  }

  /// The libinput time (microseconds of `CLOCK_MONOTONIC`) at which a simulation time is
  /// reached, rounded up so that waiting until then never wakes early; nil before any event.
  public func deviceTime(atSimulationTime time: TimeInterval) -> UInt64? {
    guard let timeOrigin else { return nil }
    let offset = (max(time, 0) * 1_000_000).rounded(.up)
    return timeOrigin + UInt64(offset)
  }

  // MARK: Translation

  /// Translates one libinput event, appending what it produces (often nothing until a frame
  /// ends) to `output`.
  ///
  /// - Parameters:
  ///   - event: The event, in the order libinput delivered it.
  ///   - output: The inputs for the simulation, in delivery order.
  public mutating func translate(_ event: LibInputEvent, into output: inout [InputEvent]) {
    switch event {
    case .deviceAdded(let device):
      surfaces[device.id] = device.touchAxes.map { geometry.fittedSurface($0.surface) }
    case .deviceRemoved(let device):
      cancel(device: device.id, into: &output)
      surfaces[device.id] = nil
    case .touch(let touch):
      translate(touch, into: &output)
    case .gesture(let gesture):
      translate(gesture, into: &output)
    case .pointer(let pointer):
      translate(pointer, into: &output)
    }
  }

  /// Cancels everything in progress on every device, as if they had all been removed: for the
  /// end of a live session, so that no recognizer is left waiting on a finger.
  public mutating func cancelAll(into output: inout [InputEvent]) {
    var devices = Set(contacts.keys.map(\.device))
    devices.formUnion(pendingChanges.filter { !$0.value.isEmpty }.keys)
    for device in [pointerTouch?.device, gesture?.device, scroll?.device] {
      if let device { devices.insert(device) }
    }
    for device in devices.sorted() { cancel(device: device, into: &output) }
  }

  /// Ends the touches, click, gesture and scroll of `device` as cancelled.
  private mutating func cancel(device: Int, into output: inout [InputEvent]) {
    guard timeOrigin != nil else { return }
    let time = simulationTime(ofDeviceTime: latestTime)
    var changes = pendingChanges[device] ?? []
    let ending = contacts.filter { $0.key.device == device }.sorted { $0.value.id < $1.value.id }
    for (key, contact) in ending {
      contacts[key] = nil
      changes.append(.init(id: contact.id, phase: .cancel, location: contact.location))
      endingIDs[device, default: []].append(contact.id)
    }
    if !changes.isEmpty { output.append(.touches(TouchFrame(time: time, changes: changes))) }
    pendingChanges[device]?.removeAll(keepingCapacity: true)
    releaseEndingIDs(of: device)

    if let touch = pointerTouch, touch.device == device {
      output.append(pointerFrame(id: touch.id, phase: .cancel, time: time))
      usedIDs.remove(touch.id)
      pointerTouch = nil
    }
    if let open = gesture, open.device == device {
      output.append(end(open, cancelled: true, time: time))
      gesture = nil
    }
    if let open = scroll, open.device == device {
      output.append(end(open, cancelled: true, time: time))
      scroll = nil
    }
  }

  private func end(_ open: OpenGesture, cancelled: Bool, time: TimeInterval) -> InputEvent {
    .indirect(
      IndirectEvent(
        time: time, kind: open.kind, phase: .end, fingers: open.fingers,
        location: pointerLocation, scale: open.scale, isCancelled: cancelled))
  }

  /// The lowest touch id that no touch holds.
  private mutating func claimID() -> Int {
    var id = 1
    while usedIDs.contains(id) { id += 1 }
    usedIDs.insert(id)
    return id
  }

  private mutating func releaseEndingIDs(of device: Int) {
    guard var ids = endingIDs[device], !ids.isEmpty else { return }
    for id in ids { usedIDs.remove(id) }
    ids.removeAll(keepingCapacity: true)
    endingIDs[device] = ids
  }

  // MARK: Touchscreens

  private mutating func translate(_ event: LibInputTouchEvent, into output: inout [InputEvent]) {
    let time = simulationTime(ofDeviceTime: event.time)
    let key = ContactKey(device: event.device, slot: event.slot)
    switch event.kind {
    case .down, .motion:
      let location = windowLocation(of: event)
      if var contact = contacts[key] {
        contact.location = location
        contacts[key] = contact
        pendingChanges[event.device, default: []].append(
          .init(id: contact.id, phase: .move, location: location))
      } else {
        // A motion without a down (the stream started mid-touch) begins the touch.
        let id = claimID()
        contacts[key] = Contact(id: id, location: location)
        pendingChanges[event.device, default: []].append(
          .init(id: id, phase: .down, location: location))
      }
    case .up, .cancel:
      guard let contact = contacts.removeValue(forKey: key) else { return }
      pendingChanges[event.device, default: []].append(
        .init(id: contact.id, phase: event.kind == .up ? .up : .cancel, location: contact.location))
      endingIDs[event.device, default: []].append(contact.id)
    case .frame:
      if let changes = pendingChanges[event.device], !changes.isEmpty {
        output.append(.touches(TouchFrame(time: time, changes: changes)))
        pendingChanges[event.device]?.removeAll(keepingCapacity: true)
      }
      releaseEndingIDs(of: event.device)
    }
  }

  /// Where a touch lands on the window.
  private func windowLocation(of event: LibInputTouchEvent) -> CGPoint {
    guard let surface = surfaces[event.device] else {
      return CGPoint(
        x: event.transformed.x * windowSize.width, y: event.transformed.y * windowSize.height)
    }
    let fit = SurfaceFit(
      surfaceSize: surface.size, isPhysical: surface.isPhysical, windowSize: windowSize)
    return fit.location(normalizedX: event.transformed.x, normalizedY: event.transformed.y)
  }

  // MARK: Touchpad gestures

  private mutating func translate(_ event: LibInputGestureEvent, into output: inout [InputEvent]) {
    let time = simulationTime(ofDeviceTime: event.time)
    let kind: IndirectEvent.Kind
    let phase: IndirectEvent.Phase
    switch event.kind {
    case .swipeBegin: (kind, phase) = (.swipe, .begin)
    case .swipeUpdate: (kind, phase) = (.swipe, .update)
    case .swipeEnd: (kind, phase) = (.swipe, .end)
    case .pinchBegin: (kind, phase) = (.pinch, .begin)
    case .pinchUpdate: (kind, phase) = (.pinch, .update)
    case .pinchEnd: (kind, phase) = (.pinch, .end)
    case .holdBegin: (kind, phase) = (.hold, .begin)
    case .holdEnd: (kind, phase) = (.hold, .end)
    }
    switch phase {
    case .begin:
      // libinput never overlaps gestures; if it did, the older one could not finish.
      if let open = gesture { output.append(end(open, cancelled: true, time: time)) }
      gesture = OpenGesture(device: event.device, kind: kind, fingers: event.fingerCount)
    case .update:
      if kind == .pinch { gesture?.scale = CGFloat(event.scale) }
    case .end:
      gesture = nil
    }
    output.append(
      .indirect(
        IndirectEvent(
          time: time, kind: kind, phase: phase, fingers: event.fingerCount,
          location: pointerLocation, delta: scaled(event.delta),
          scale: kind == .pinch ? CGFloat(event.scale) : 1,
          angleDelta: CGFloat(event.angleDelta), isCancelled: event.isCancelled)))
  }

  private func scaled(_ vector: CGVector) -> CGVector {
    CGVector(dx: vector.dx * pointsPerPointerUnit, dy: vector.dy * pointsPerPointerUnit)
  }

  // MARK: Pointer

  private mutating func translate(_ event: LibInputPointerEvent, into output: inout [InputEvent]) {
    let time = simulationTime(ofDeviceTime: event.time)
    switch event.kind {
    case .motion, .motionAbsolute:
      let previous = pointerLocation
      let target =
        event.kind == .motion
        ? CGPoint(
          x: previous.x + event.delta.dx * pointsPerPointerUnit,
          y: previous.y + event.delta.dy * pointsPerPointerUnit)
        : CGPoint(
          x: event.absolute.x * windowSize.width, y: event.absolute.y * windowSize.height)
      pointerLocation = clampedToWindow(target)
      if let touch = pointerTouch {
        output.append(pointerFrame(id: touch.id, phase: .move, time: time))
      } else {
        let delta = CGVector(dx: pointerLocation.x - previous.x, dy: pointerLocation.y - previous.y)
        output.append(
          .indirect(
            IndirectEvent(
              time: time, kind: .pointer, phase: .update, fingers: 0, location: pointerLocation,
              delta: delta)))
      }
    case .button:
      guard event.button == LibInputPointerEvent.leftButton else {
        unroutedButtons.append(
          UnroutedButton(
            time: time, button: event.button, isPressed: event.isPressed,
            location: pointerLocation))
        return
      }
      if event.isPressed, pointerTouch == nil {
        let id = claimID()
        pointerTouch = (event.device, id)
        output.append(pointerFrame(id: id, phase: .down, time: time))
      } else if !event.isPressed, let touch = pointerTouch {
        output.append(pointerFrame(id: touch.id, phase: .up, time: time))
        usedIDs.remove(touch.id)
        pointerTouch = nil
      }
    case .scrollFinger, .scrollContinuous:
      let fingers = event.kind == .scrollFinger ? 2 : 0
      if event.scroll == .zero {
        // libinput ends every finger scroll with a zero on the axes that scrolled.
        guard let open = scroll else { return }
        output.append(end(open, cancelled: false, time: time))
        scroll = nil
        return
      }
      let phase: IndirectEvent.Phase = scroll == nil ? .begin : .update
      if scroll == nil {
        scroll = OpenGesture(device: event.device, kind: .scroll, fingers: fingers)
      }
      output.append(
        .indirect(
          IndirectEvent(
            time: time, kind: .scroll, phase: phase, fingers: fingers, location: pointerLocation,
            delta: scaled(event.scroll))))
    case .scrollWheel:
      output.append(
        .indirect(
          IndirectEvent(
            time: time, kind: .scroll, phase: .update, fingers: 0, location: pointerLocation,
            delta: scaled(event.scroll), isContinuous: false)))
    }
  }

  private func pointerFrame(id: Int, phase: TouchFrame.Change.Phase, time: TimeInterval)
    -> InputEvent
  {
    .touches(
      TouchFrame(
        time: time,
        changes: [.init(id: id, phase: phase, location: pointerLocation, type: .indirectPointer)]))
  }

  /// Keeps the pointer on the window's pixels, as a cursor stays on its screen.
  private func clampedToWindow(_ point: CGPoint) -> CGPoint {
    CGPoint(
      x: min(max(point.x, 0), max(windowSize.width - 1, 0)),
      y: min(max(point.y, 0), max(windowSize.height - 1, 0)))
  }
}
