import Foundation
import Logging

#if LibInput
  internal import CLibInput
#endif

/// An open libinput context: the devices of a seat (udev backend) or a list of device nodes
/// (path backend), and the queue of their events.
///
/// The context owns every C resource it creates and releases each exactly once in `deinit`:
/// the device references it holds, the libinput context (which closes the device nodes through
/// `close_restricted`), the udev handle and the callback table. libinput opens device nodes
/// through the context (`open_restricted`, with `O_RDWR | O_NONBLOCK | O_CLOEXEC`), so a refusal
/// is remembered with its errno and reported by path. libinput's own log goes to the `Logger`
/// given at creation, under the label `libinput`.
///
///     let context = try LibInputContext(seat: "seat0")
///     try LiveInputPump(context: context).run(session)
///
/// Each device gets ``LibInputSettings`` applied as it is added. Without the `LibInput`
/// package trait the initializers throw ``LiveInputError/unavailable``.
public final class LibInputContext {
  /// The settings applied to each device as it is added.
  public let settings: LibInputSettings
  /// Where libinput's log goes.
  public let logger: Logger

  /// Device nodes that `open_restricted` could not open, with the errno, in order.
  private var refusedNodes: [(node: String, errno: Int32)] = []
  /// The position axes of each node libinput opened, read when it was opened.
  private var axesByNode: [String: LiveDevice.TouchAxes] = [:]
  /// The last message libinput logged at error priority, for the error of a refused path.
  private var lastLibInputError: String?

  #if LibInput
    private var context: OpaquePointer?
    private var udev: OpaquePointer?
    private let interface: UnsafeMutableRawPointer
    /// The devices libinput announced and that this context holds a reference to.
    private var devicesByHandle: [OpaquePointer: LiveDevice] = [:]
    private var nextDeviceID = 1
  #endif

  /// The state both backends start from: the settings, the logger and libinput's callback
  /// table; the initializers below then create the context.
  private init(settings: LibInputSettings, logger: Logger) {
    self.settings = settings
    self.logger = logger
    #if LibInput
      interface = LibInputCalls.makeInterface()
    #endif
  }

  /// Opens every input device of a udev seat.
  ///
  /// libinput reports the seat's devices when the seat is assigned; a seat where none could be
  /// opened is an error right away, naming the nodes that were refused for lack of permission.
  /// Devices plugged in later arrive as ``LibInputEvent/deviceAdded(_:)``.
  ///
  /// - Parameters:
  ///   - seat: The udev seat, `seat0` on almost every machine.
  ///   - settings: The settings to apply to each device.
  ///   - logger: Where libinput's log goes.
  /// - Throws: ``LiveInputError/noDevices(seat:deniedNodes:)`` when the seat has no device
  ///   this user can open; ``LiveInputError/contextCreationFailed(backend:errno:)`` or
  ///   ``LiveInputError/seatAssignmentFailed(seat:)`` when udev is unusable;
  ///   ``LiveInputError/unavailable`` without the `LibInput` trait;
  ///   ``LiveInputError/libraryUnavailable(_:)`` when libinput is not installed.
  public convenience init(
    seat: String = "seat0", settings: LibInputSettings = LibInputSettings(),
    logger: Logger = Logger(label: "libinput")
  ) throws {
    self.init(settings: settings, logger: logger)
    #if LibInput
      try LibInputCalls.load()
      guard let udev = LibInputCalls.udevNew() else {
        throw LiveInputError.contextCreationFailed(backend: "udev", errno: LibInputCalls.lastErrno)
      }
      self.udev = udev
      guard
        let context = LibInputCalls.createUdevContext(
          interface: interface, userData: Unmanaged.passUnretained(self).toOpaque(), udev: udev)
      else {
        throw LiveInputError.contextCreationFailed(backend: "udev", errno: LibInputCalls.lastErrno)
      }
      self.context = context
      installLog()
      guard LibInputCalls.assignSeat(context, seat) else {
        throw LiveInputError.seatAssignmentFailed(seat: seat)
      }
      try dispatch()
      guard LibInputCalls.nextEventIsDeviceAdded(context) else {
        let denied = refusedNodes.filter { Self.isPermissionError($0.errno) }.map(\.node)
        throw LiveInputError.noDevices(seat: seat, deniedNodes: denied)
      }
    #else
      throw LiveInputError.unavailable
    #endif
  }

  /// Opens the given device nodes (path backend), such as `/dev/input/event5`.
  ///
  /// - Parameters:
  ///   - paths: Device nodes, opened in order.
  ///   - settings: The settings to apply to each device.
  ///   - logger: Where libinput's log goes.
  /// - Throws: for the first path that fails: ``LiveInputError/noSuchDevice(path:errno:)``,
  ///   ``LiveInputError/permissionDenied(node:errno:)`` or
  ///   ``LiveInputError/notAnInputDevice(path:errno:detail:)``;
  ///   ``LiveInputError/unavailable`` without the `LibInput` trait;
  ///   ``LiveInputError/libraryUnavailable(_:)`` when libinput is not installed.
  public convenience init(
    paths: [String], settings: LibInputSettings = LibInputSettings(),
    logger: Logger = Logger(label: "libinput")
  ) throws {
    self.init(settings: settings, logger: logger)
    #if LibInput
      try LibInputCalls.load()
      guard
        let context = LibInputCalls.createPathContext(
          interface: interface, userData: Unmanaged.passUnretained(self).toOpaque())
      else {
        throw LiveInputError.contextCreationFailed(backend: "path", errno: LibInputCalls.lastErrno)
      }
      self.context = context
      installLog()
      for path in paths { try add(path: path, to: context) }
      try dispatch()
    #else
      throw LiveInputError.unavailable
    #endif
  }

  /// Lists the devices of a seat, for `gesturesim devices`.
  ///
  /// - Returns: The devices in the order libinput announced them.
  /// - Throws: As ``init(seat:settings:logger:)``.
  public static func devices(
    onSeat seat: String = "seat0", logger: Logger = Logger(label: "libinput")
  ) throws -> [LiveDevice] {
    let context = try LibInputContext(seat: seat, logger: logger)
    var events: [LibInputEvent] = []
    context.readEvents(into: &events)
    return events.compactMap {
      if case .deviceAdded(let device) = $0 { device } else { nil }
    }
  }

  deinit {
    #if LibInput
      // Device references first: destroying the context frees devices still referenced.
      for handle in devicesByHandle.keys { LibInputCalls.unref(device: handle) }
      if let context { LibInputCalls.unref(context) }
      if let udev { LibInputCalls.udevUnref(udev) }
      LibInputCalls.freeInterface(interface)
    #endif
  }

  /// The devices currently open, in the order they were added.
  public var devices: [LiveDevice] {
    #if LibInput
      devicesByHandle.values.sorted { $0.id < $1.id }
    #else
      []
    #endif
  }

  /// The file descriptor that becomes readable when libinput has work: poll it, then call
  /// ``dispatch()``. -1 without the `LibInput` trait.
  public var fileDescriptor: Int32 {
    #if LibInput
      context.map(LibInputCalls.fileDescriptor) ?? -1
    #else
      -1
    #endif
  }

  /// Reads the devices' pending input and runs libinput's timers, queueing the resulting events.
  ///
  /// - Throws: ``LiveInputError/systemCallFailed(call:errno:)`` when libinput cannot read.
  public func dispatch() throws {
    #if LibInput
      guard let context else { return }
      let result = LibInputCalls.dispatch(context)
      if result < 0 {
        throw LiveInputError.systemCallFailed(call: "libinput_dispatch", errno: -result)
      }
    #endif
  }

  /// Moves every queued event into `events`, as values, in libinput's order.
  ///
  /// Event types GestureSim does not read (keyboard, tablet, switch, legacy axis events) are
  /// dropped. A device's ``LibInputEvent/deviceAdded(_:)`` comes after this context has applied
  /// ``settings`` to it.
  public func readEvents(into events: inout [LibInputEvent]) {
    #if LibInput
      guard let context else { return }
      while let queued = LibInputCalls.nextEvent(
        context, deviceID: { devicesByHandle[$0]?.id ?? 0 })
      {
        switch queued {
        case .added(let handle):
          LibInputCalls.ref(device: handle)
          let refused = LibInputCalls.configure(device: handle, with: settings)
          var device = LibInputCalls.describe(device: handle, id: nextDeviceID)
          for setting in refused {
            logger.warning("\(device.node ?? device.name): \(setting)")
          }
          device.touchAxes = device.node.flatMap { axesByNode[$0] }
          nextDeviceID += 1
          devicesByHandle[handle] = device
          events.append(.deviceAdded(device))
        case .removed(let handle):
          guard let device = devicesByHandle.removeValue(forKey: handle) else { continue }
          LibInputCalls.unref(device: handle)
          events.append(.deviceRemoved(device))
        case .input(let event):
          events.append(event)
        case .ignored:
          continue
        }
      }
    #endif
  }

  /// The metadata key under which each of libinput's messages carries libinput's own name for
  /// its priority (`debug`, `info`, `error`), for a log handler to print as libinput would.
  public static let priorityKey = "libinput.priority"

  /// The level a libinput message is logged at, and libinput's name for its priority.
  ///
  /// libinput's levels map onto swift-log's (debug, info, error), except that a notice about the
  /// kernel or the device (`kernel bug:`, which libinput logs at its error priority when it
  /// works around a device's fault) is a warning, and so is libinput's note that it will say
  /// no more of them: the input goes on, nothing failed here.
  /// The priorities are libinput's `LIBINPUT_LOG_PRIORITY_DEBUG`, `_INFO` and `_ERROR`: 10, 20
  /// and 30.
  package static func logLevel(_ message: String, priority: UInt32) -> (Logger.Level, String) {
    if priority < 20 { return (.debug, "debug") }
    if priority < 30 { return (.info, "info") }
    let notice = message.contains("kernel bug:") || message.contains("log rate limit exceeded")
    return (notice ? .warning : .error, "error")
  }

  static func isPermissionError(_ code: Int32) -> Bool {
    code == EACCES || code == EPERM
  }

  #if LibInput
    private func installLog() {
      guard let context else { return }
      let priority: UInt32 =
        switch logger.logLevel {
        case .trace, .debug: LibInputCalls.debugPriority
        case .info, .notice: LibInputCalls.infoPriority
        case .warning, .error, .critical: LibInputCalls.errorPriority
        }
      LibInputCalls.installLogHandler(context, priority: priority)
    }

    /// Checks a path before libinput does, so that the common mistakes get precise errors.
    private func add(path: String, to context: OpaquePointer) throws {
      if let code = LibInputCalls.inputDeviceProblem(at: path) {
        if code == ENOTTY || code == ENODEV {
          throw LiveInputError.notAnInputDevice(path: path, errno: code, detail: nil)
        }
        if Self.isPermissionError(code) {
          throw LiveInputError.permissionDenied(node: path, errno: code)
        }
        throw LiveInputError.noSuchDevice(path: path, errno: code)
      }
      lastLibInputError = nil
      guard LibInputCalls.addPath(context, path) else {
        if let refusal = refusedNodes.last(where: { $0.node == path }),
          Self.isPermissionError(refusal.errno)
        {
          throw LiveInputError.permissionDenied(node: path, errno: refusal.errno)
        }
        throw LiveInputError.notAnInputDevice(
          path: path, errno: refusedNodes.last { $0.node == path }?.errno ?? ENODEV,
          detail: lastLibInputError)
      }
    }

    /// Called by `open_restricted` for every node libinput opens.
    func deviceOpened(node: String, errno code: Int32, axes: LiveDevice.TouchAxes?) {
      axesByNode[node] = axes
      if code != 0 {
        refusedNodes.append((node, code))
        logger.debug("could not open \(node): \(LiveInputError.reason(code))")
      }
    }

    /// Called by the log handler with each formatted line.
    func libinputLogged(_ message: String, priority: UInt32) {
      let (level, name) = Self.logLevel(message, priority: priority)
      if name == "error" { lastLibInputError = message }
      logger.log(level: level, "\(message)", metadata: [Self.priorityKey: .string(name)])
    }
  #endif
}
