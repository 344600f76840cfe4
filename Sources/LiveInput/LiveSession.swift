import Foundation
import GestureCore

/// Drives a ``GestureKit/Simulation`` from live libinput events and keeps what it delivered.
///
/// The session is the part of live input that has no C in it: a ``LiveInputPump`` (or a test)
/// hands it libinput events and tells it when real time has reached the simulation's next
/// deadline; the session translates the events, feeds the simulation and records every input it
/// fed, with the time it was delivered at. Replaying ``recordedInputs`` into a fresh simulation
/// of the same scene therefore gives the same transcript as the live run.
///
///     let session = LiveSession(simulation: simulation)
///     session.simulation.onTranscriptEntry = { print($0) }
///     try LiveInputPump(context: context).run(session)
///     // session.recordedInputs: what to save as a touch script
///
/// A session ends with ``finish()``, which cancels whatever is still touching and lets pending
/// timers decide, as a replay settles at its end.
@MainActor public final class LiveSession {
  /// The simulation the session drives.
  public let simulation: Simulation
  /// The translator from libinput events to simulation input.
  public private(set) var translator: LiveInputTranslator
  /// Every input fed to the simulation, in order, with the time it was delivered at.
  public private(set) var recordedInputs: [InputEvent] = []
  /// The devices currently attached, in the order they appeared.
  public private(set) var devices: [LiveDevice] = []

  /// Every press and release of a button other than the primary one (a two-finger tap's
  /// `BTN_RIGHT`), which no recognizer received, in order.
  public private(set) var unroutedButtons: [LiveInputTranslator.UnroutedButton] = []
  /// Called with each button that reached no recognizer, as it happens, so that it is seen.
  public var onUnroutedButton: ((LiveInputTranslator.UnroutedButton) -> Void)?

  /// Called when a device appears or goes away (`true` for added), for progress messages.
  public var onDeviceChange: ((LiveDevice, _ added: Bool) -> Void)?

  /// When set, the session fits the window to the first device with touch axes that appears
  /// before any input, as `replay` fits it to a recording's device: the device's surface at
  /// ``pointsPerMillimeter`` (one point per unit without a resolution), turned by the geometry
  /// for a touchscreen. The session resizes the simulation's window and then calls this with
  /// the new size, for views that fill the window. For the default scene, so that one recording
  /// gives one transcript through `live` and `replay`; a scene file keeps its own window.
  public var fitsWindowToFirstDevice: ((CGSize) -> Void)?
  /// Points per millimetre of the window ``fitsWindowToFirstDevice`` makes.
  public var pointsPerMillimeter = SurfaceFit.defaultPointsPerMillimeter
  private var windowFitted = false

  /// Whether ``finish()`` ran.
  public private(set) var isFinished = false

  /// Scratch space for one event's inputs, kept to avoid allocating per event.
  private var pending: [InputEvent] = []

  /// Creates a session driving `simulation`, with touchscreens mapped onto its window.
  ///
  /// - Parameters:
  ///   - simulation: The simulation; its window size is where touchscreens map to.
  ///   - pointsPerPointerUnit: See ``LiveInputTranslator/pointsPerPointerUnit``.
  ///   - geometry: The size and rotation touchscreens are fitted with; give the same to the
  ///     context's ``LibInputSettings``, which hands the matrix to libinput.
  public init(
    simulation: Simulation, pointsPerPointerUnit: CGFloat = 1,
    geometry: SurfaceGeometry = SurfaceGeometry()
  ) {
    self.simulation = simulation
    self.translator = LiveInputTranslator(
      windowSize: simulation.window.bounds.size, pointsPerPointerUnit: pointsPerPointerUnit,
      geometry: geometry)
  }

  /// The next moment the simulation needs to be woken at, in libinput's clock (microseconds of
  /// `CLOCK_MONOTONIC`): its earliest timer. Nil when nothing waits on time.
  public var nextDeadline: UInt64? {
    guard let deadline = simulation.clock.nextDeadline else { return nil }
    return translator.deviceTime(atSimulationTime: deadline)
  }

  /// Handles one libinput event: translates it and feeds the simulation.
  public func handle(_ event: LibInputEvent) {
    switch event {
    case .deviceAdded(let device):
      devices.append(device)
      onDeviceChange?(device, true)
      fitWindow(to: device)
    case .deviceRemoved(let device):
      devices.removeAll { $0.id == device.id }
      onDeviceChange?(device, false)
    case .touch, .gesture, .pointer:
      break
    }
    translator.translate(event, into: &pending)
    deliverPending()
    if !translator.unroutedButtons.isEmpty {
      for button in translator.takeUnroutedButtons() {
        unroutedButtons.append(button)
        onUnroutedButton?(button)
      }
    }
  }

  /// Fits the window to `device` when asked to and nothing has happened yet.
  private func fitWindow(to device: LiveDevice) {
    guard let fitted = fitsWindowToFirstDevice, !windowFitted, let axes = device.touchAxes,
      translator.timeOrigin == nil, recordedInputs.isEmpty
    else { return }
    windowFitted = true
    // Like libinput, rotation, flips and calibration act on touchscreens only.
    let geometry =
      device.capabilities.contains(.touch)
      ? translator.geometry
      : SurfaceGeometry(size: translator.geometry.size, resolution: translator.geometry.resolution)
    let size = SurfaceFit.naturalWindowSize(
      of: geometry.fittedSurface(axes.surface), pointsPerMillimeter: pointsPerMillimeter)
    simulation.window.frame = CGRect(origin: .zero, size: size)
    translator.fitWindow(size)
    fitted(size)
  }

  /// Lets the simulation's timers run up to a libinput time that real time has reached.
  public func advance(toDeviceTime time: UInt64) {
    guard translator.timeOrigin != nil else { return }
    simulation.advance(to: translator.simulationTime(ofDeviceTime: time))
  }

  /// Ends the session: cancels every touch, click and gesture still in progress, then fires the
  /// remaining timers. Calling it again does nothing.
  public func finish() {
    guard !isFinished else { return }
    isFinished = true
    translator.cancelAll(into: &pending)
    deliverPending()
    simulation.settle()
  }

  private func deliverPending() {
    for input in pending {
      // An event stamped before a deadline that already fired is delivered now, and recorded
      // as delivered, so that a replay sees exactly what the live run did.
      let delivered = input.time < simulation.now ? input.retimed(to: simulation.now) : input
      recordedInputs.append(delivered)
      simulation.feed(delivered)
    }
    pending.removeAll(keepingCapacity: true)
  }
}

extension InputEvent {
  /// The same input at another time.
  fileprivate func retimed(to time: TimeInterval) -> InputEvent {
    switch self {
    case .touches(var frame):
      frame.time = time
      return .touches(frame)
    case .indirect(var event):
      event.time = time
      return .indirect(event)
    }
  }
}
