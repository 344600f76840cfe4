#if LibInput
  import Foundation
  import GestureCore
  internal import CLibInput
  #if canImport(Glibc)
    import Glibc
  #endif

  /// Every call into C that live input makes: libinput, udev and the few system calls of the
  /// event loop. The rest of the module speaks Swift values and `OpaquePointer` handles only.
  enum LibInputCalls {
    // MARK: Loading

    /// libinput's functions, once ``load()`` has found them.
    nonisolated(unsafe) private static var table: UnsafePointer<gesturesim_libinput>?

    /// The functions every call below goes through: `c.libinput_get_fd(context)` is the C call
    /// `libinput_get_fd(context)`. Only reached through a context, so after ``load()``.
    private static var c: gesturesim_libinput {
      unsafeAddress { table.unsafelyUnwrapped }
    }

    /// Loads libinput, which is not linked (see `CLibInput/shim.h`); each context calls it
    /// before its first libinput call.
    ///
    /// - Throws: ``LiveInputError/libraryUnavailable(_:)`` naming the library or function the
    ///   loader could not find.
    static func load() throws {
      guard table == nil else { return }
      var failure: UnsafePointer<CChar>?
      guard let loaded = gesturesim_libinput_load(&failure) else {
        throw LiveInputError.libraryUnavailable(failure.map { String(cString: $0) } ?? "")
      }
      table = loaded
    }

    // MARK: Contexts

    /// The callbacks libinput opens and closes device nodes through. libinput keeps the pointer,
    /// so each context allocates one and frees it after the context is gone.
    static func makeInterface() -> UnsafeMutableRawPointer {
      let interface = UnsafeMutablePointer<libinput_interface>.allocate(capacity: 1)
      interface.initialize(
        to: libinput_interface(
          open_restricted: { path, flags, userData in
            guard let path, let userData else { return -EINVAL }
            let node = String(cString: path)
            // O_CLOEXEC so that a child process never inherits a device.
            let fd = open(path, flags | O_RDWR | O_NONBLOCK | O_CLOEXEC)
            let code = errno
            let context = Unmanaged<LibInputContext>.fromOpaque(userData).takeUnretainedValue()
            context.deviceOpened(
              node: node, errno: fd < 0 ? code : 0,
              axes: fd < 0 ? nil : LibInputCalls.positionAxes(of: fd))
            return fd < 0 ? -code : fd
          },
          close_restricted: { fd, _ in
            close(fd)
          }))
      return UnsafeMutableRawPointer(interface)
    }

    /// The position axes of an open evdev node (`EVIOCGABS`): the multitouch ones when present,
    /// as libinput chooses them, else `ABS_X` and `ABS_Y`; nil for a node without them.
    static func positionAxes(of fd: Int32) -> LiveDevice.TouchAxes? {
      func axis(_ code: UInt) -> LiveDevice.Axis? {
        // struct input_absinfo: value, minimum, maximum, fuzz, flat, resolution (6 × Int32).
        var info: (Int32, Int32, Int32, Int32, Int32, Int32) = (0, 0, 0, 0, 0, 0)
        // EVIOCGABS(code) is _IOR('E', 0x40 + code, struct input_absinfo).
        let request: UInt = (2 << 30) | (24 << 16) | (UInt(UInt8(ascii: "E")) << 8) | (0x40 + code)
        let result = withUnsafeMutableBytes(of: &info) { ioctl(fd, request, $0.baseAddress!) }
        guard result == 0 else { return nil }
        return LiveDevice.Axis(minimum: info.1, maximum: info.2, resolution: info.5)
      }
      if let x = axis(0x35), let y = axis(0x36) { return LiveDevice.TouchAxes(x: x, y: y) }
      if let x = axis(0x00), let y = axis(0x01) { return LiveDevice.TouchAxes(x: x, y: y) }
      return nil
    }

    static func freeInterface(_ interface: UnsafeMutableRawPointer) {
      let typed = interface.assumingMemoryBound(to: libinput_interface.self)
      typed.deinitialize(count: 1)
      typed.deallocate()
    }

    /// A new udev handle, or nil (with errno) when udev is unavailable.
    static func udevNew() -> OpaquePointer? { c.udev_new() }

    static func udevUnref(_ udev: OpaquePointer) { _ = c.udev_unref(udev) }

    static func createUdevContext(
      interface: UnsafeMutableRawPointer, userData: UnsafeMutableRawPointer, udev: OpaquePointer
    ) -> OpaquePointer? {
      c.libinput_udev_create_context(
        interface.assumingMemoryBound(to: libinput_interface.self), userData, udev)
    }

    static func createPathContext(
      interface: UnsafeMutableRawPointer, userData: UnsafeMutableRawPointer
    ) -> OpaquePointer? {
      c.libinput_path_create_context(
        interface.assumingMemoryBound(to: libinput_interface.self), userData)
    }

    /// Assigns a seat to a udev context; true on success.
    static func assignSeat(_ context: OpaquePointer, _ seat: String) -> Bool {
      c.libinput_udev_assign_seat(context, seat) == 0
    }

    /// Adds a device node to a path context; false when libinput refused it.
    static func addPath(_ context: OpaquePointer, _ path: String) -> Bool {
      c.libinput_path_add_device(context, path) != nil
    }

    static func unref(_ context: OpaquePointer) { _ = c.libinput_unref(context) }

    static func fileDescriptor(_ context: OpaquePointer) -> Int32 { c.libinput_get_fd(context) }

    /// Reads the kernel's events into libinput's queue; 0 or a negative errno.
    static func dispatch(_ context: OpaquePointer) -> Int32 { c.libinput_dispatch(context) }

    /// Whether the next queued event is a device being added.
    static func nextEventIsDeviceAdded(_ context: OpaquePointer) -> Bool {
      c.libinput_next_event_type(context) == LIBINPUT_EVENT_DEVICE_ADDED
    }

    // MARK: Logging

    /// libinput's log priorities (10, 20, 30).
    static let debugPriority: UInt32 = LIBINPUT_LOG_PRIORITY_DEBUG.rawValue
    static let infoPriority: UInt32 = LIBINPUT_LOG_PRIORITY_INFO.rawValue
    static let errorPriority: UInt32 = LIBINPUT_LOG_PRIORITY_ERROR.rawValue

    /// Routes the context's log to its owner, at `priority` and above.
    static func installLogHandler(_ context: OpaquePointer, priority: UInt32) {
      c.libinput_log_set_priority(context, libinput_log_priority(rawValue: priority))
      c.libinput_log_set_handler(context) { libinput, priority, format, arguments in
        guard let libinput, let format, let arguments,
          let userData = LibInputCalls.c.libinput_get_user_data(libinput)
        else {
          return
        }
        var buffer = [UInt8](repeating: 0, count: 1024)
        let length = buffer.withUnsafeMutableBufferPointer {
          $0.withMemoryRebound(to: CChar.self) {
            Int(vsnprintf($0.baseAddress, $0.count, format, arguments))
          }
        }
        // A longer message is cut at the buffer, whose last byte is the terminating zero.
        let text = String(
          decoding: buffer.prefix(min(max(length, 0), buffer.count - 1)), as: UTF8.self)
        let message = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let owner = Unmanaged<LibInputContext>.fromOpaque(userData).takeUnretainedValue()
        owner.libinputLogged(message, priority: priority.rawValue)
      }
    }

    // MARK: Devices

    static func ref(device: OpaquePointer) { _ = c.libinput_device_ref(device) }

    static func unref(device: OpaquePointer) { _ = c.libinput_device_unref(device) }

    /// Reads what `gesturesim devices` lists about a device.
    static func describe(device: OpaquePointer, id: Int) -> LiveDevice {
      var capabilities: LiveDevice.Capabilities = []
      for bit in UInt32(0)...6
      where c.libinput_device_has_capability(device, libinput_device_capability(rawValue: bit)) != 0
      {
        capabilities.insert(LiveDevice.Capabilities(rawValue: 1 << bit))
      }
      var width = 0.0
      var height = 0.0
      let hasSize = c.libinput_device_get_size(device, &width, &height) == 0
      let touchCount = c.libinput_device_touch_get_touch_count(device)
      var node: String?
      if let udevDevice = c.libinput_device_get_udev_device(device) {
        if let devnode = c.udev_device_get_devnode(udevDevice) { node = String(cString: devnode) }
        _ = c.udev_device_unref(udevDevice)
      }
      return LiveDevice(
        id: id, name: c.libinput_device_get_name(device).map { String(cString: $0) } ?? "",
        node: node,
        capabilities: capabilities, size: hasSize ? CGSize(width: width, height: height) : nil,
        touchSlots: touchCount > 0 ? Int(touchCount) : nil)
    }

    /// Applies GestureSim's settings to a new device (see ``LibInputSettings``). Returns what the
    /// device refused, one line each, for the caller to log.
    @discardableResult
    static func configure(device: OpaquePointer, with settings: LibInputSettings) -> [String] {
      var refused: [String] = []
      func check(_ status: libinput_config_status, _ what: String) {
        if status != LIBINPUT_CONFIG_STATUS_SUCCESS {
          refused.append(
            "\(what): \(c.libinput_config_status_to_str(status).map { String(cString: $0) } ?? "")")
        }
      }
      let taps = c.libinput_device_config_tap_get_finger_count(device) > 0
      if taps {
        _ = c.libinput_device_config_tap_set_enabled(
          device, settings.tapToClick ? LIBINPUT_CONFIG_TAP_ENABLED : LIBINPUT_CONFIG_TAP_DISABLED)
      }
      if let drag = settings.tapDrag {
        check(
          c.libinput_device_config_tap_set_drag_enabled(
            device, drag ? LIBINPUT_CONFIG_DRAG_ENABLED : LIBINPUT_CONFIG_DRAG_DISABLED),
          drag ? "--enable-drag" : "--disable-drag")
      }
      if let map = settings.tapButtonMap {
        check(
          c.libinput_device_config_tap_set_button_map(
            device, map == .lrm ? LIBINPUT_CONFIG_TAP_MAP_LRM : LIBINPUT_CONFIG_TAP_MAP_LMR),
          "--set-tap-map \(map.rawValue)")
      }
      if let natural = settings.naturalScrolling {
        check(
          c.libinput_device_config_scroll_set_natural_scroll_enabled(device, natural ? 1 : 0),
          natural ? "--enable-natural-scrolling" : "--disable-natural-scrolling")
      }
      if let method = settings.scrollMethod {
        let value: libinput_config_scroll_method =
          switch method {
          case .none: LIBINPUT_CONFIG_SCROLL_NO_SCROLL
          case .twofinger: LIBINPUT_CONFIG_SCROLL_2FG
          case .edge: LIBINPUT_CONFIG_SCROLL_EDGE
          case .button: LIBINPUT_CONFIG_SCROLL_ON_BUTTON_DOWN
          }
        check(
          c.libinput_device_config_scroll_set_method(device, value),
          "--set-scroll-method \(method.rawValue)")
      }
      if let method = settings.clickMethod {
        let value: libinput_config_click_method =
          switch method {
          case .none: LIBINPUT_CONFIG_CLICK_METHOD_NONE
          case .buttonareas: LIBINPUT_CONFIG_CLICK_METHOD_BUTTON_AREAS
          case .clickfinger: LIBINPUT_CONFIG_CLICK_METHOD_CLICKFINGER
          }
        check(
          c.libinput_device_config_click_set_method(device, value),
          "--set-click-method \(method.rawValue)")
      }
      if settings.geometry
        != SurfaceGeometry(size: settings.geometry.size, resolution: settings.geometry.resolution),
        c.libinput_device_config_calibration_has_matrix(device) != 0
      {
        var deviceDefault = [Float](repeating: 0, count: 6)
        _ = c.libinput_device_config_calibration_get_default_matrix(device, &deviceDefault)
        let matrix = settings.geometry.matrix(deviceDefault: deviceDefault)
        _ = c.libinput_device_config_calibration_set_matrix(device, matrix)
      }
      return refused
    }

    // MARK: Events

    /// What one queued event is: a device coming or going (for the context to track), an
    /// input as a value, or a type that GestureSim does not read.
    enum Queued {
      case added(OpaquePointer)
      case removed(OpaquePointer)
      case input(LibInputEvent)
      case ignored
    }

    /// Takes the next event off the queue, reads it into a value and destroys it; nil when the
    /// queue is empty. `deviceID` names the device an input came from.
    static func nextEvent(_ context: OpaquePointer, deviceID: (OpaquePointer) -> Int) -> Queued? {
      guard let event = c.libinput_get_event(context) else { return nil }
      defer { c.libinput_event_destroy(event) }
      // libinput gives every event a device; an event without one is skipped, not trusted.
      guard let device = c.libinput_event_get_device(event) else { return .ignored }
      let type = c.libinput_event_get_type(event).rawValue
      if type == LIBINPUT_EVENT_DEVICE_ADDED.rawValue { return .added(device) }
      if type == LIBINPUT_EVENT_DEVICE_REMOVED.rawValue { return .removed(device) }
      let id = deviceID(device)
      if let kind = LibInputTouchEvent.Kind(rawValue: type),
        let touch = c.libinput_event_get_touch_event(event)
      {
        return .input(.touch(read(touch, kind: kind, device: id)))
      }
      if let kind = LibInputGestureEvent.Kind(rawValue: type),
        let gesture = c.libinput_event_get_gesture_event(event)
      {
        return .input(.gesture(read(gesture, kind: kind, device: id)))
      }
      if let kind = LibInputPointerEvent.Kind(rawValue: type),
        let pointer = c.libinput_event_get_pointer_event(event)
      {
        return .input(.pointer(read(pointer, kind: kind, device: id)))
      }
      return .ignored
    }

    private static func read(_ touch: OpaquePointer, kind: LibInputTouchEvent.Kind, device: Int)
      -> LibInputTouchEvent
    {
      var value = LibInputTouchEvent(
        kind: kind, device: device, time: c.libinput_event_touch_get_time_usec(touch))
      // libinput logs a client bug when a getter is called on an event that lacks the value.
      if kind != .frame {
        value.slot = c.libinput_event_touch_get_slot(touch)
        value.seatSlot = c.libinput_event_touch_get_seat_slot(touch)
      }
      if kind == .down || kind == .motion {
        value.position = CGPoint(
          x: c.libinput_event_touch_get_x(touch), y: c.libinput_event_touch_get_y(touch))
        // An output 1 wide and 1 high gives the fraction of the screen.
        value.transformed = CGPoint(
          x: c.libinput_event_touch_get_x_transformed(touch, 1),
          y: c.libinput_event_touch_get_y_transformed(touch, 1))
      }
      return value
    }

    private static func read(
      _ gesture: OpaquePointer, kind: LibInputGestureEvent.Kind, device: Int
    ) -> LibInputGestureEvent {
      var value = LibInputGestureEvent(
        kind: kind, device: device, time: c.libinput_event_gesture_get_time_usec(gesture),
        fingerCount: Int(c.libinput_event_gesture_get_finger_count(gesture)))
      switch kind {
      case .swipeUpdate, .pinchUpdate:
        value.delta = CGVector(
          dx: c.libinput_event_gesture_get_dx(gesture), dy: c.libinput_event_gesture_get_dy(gesture)
        )
        value.unacceleratedDelta = CGVector(
          dx: c.libinput_event_gesture_get_dx_unaccelerated(gesture),
          dy: c.libinput_event_gesture_get_dy_unaccelerated(gesture))
      case .swipeBegin, .swipeEnd, .pinchBegin, .pinchEnd, .holdBegin, .holdEnd:
        break
      }
      switch kind {
      case .pinchBegin, .pinchUpdate, .pinchEnd:
        value.scale = c.libinput_event_gesture_get_scale(gesture)
        value.angleDelta = c.libinput_event_gesture_get_angle_delta(gesture)
      case .swipeBegin, .swipeUpdate, .swipeEnd, .holdBegin, .holdEnd:
        break
      }
      switch kind {
      case .swipeEnd, .pinchEnd, .holdEnd:
        value.isCancelled = c.libinput_event_gesture_get_cancelled(gesture) != 0
      case .swipeBegin, .swipeUpdate, .pinchBegin, .pinchUpdate, .holdBegin:
        break
      }
      return value
    }

    private static func read(
      _ pointer: OpaquePointer, kind: LibInputPointerEvent.Kind, device: Int
    ) -> LibInputPointerEvent {
      var value = LibInputPointerEvent(
        kind: kind, device: device, time: c.libinput_event_pointer_get_time_usec(pointer))
      switch kind {
      case .motion:
        value.delta = CGVector(
          dx: c.libinput_event_pointer_get_dx(pointer), dy: c.libinput_event_pointer_get_dy(pointer)
        )
        value.unacceleratedDelta = CGVector(
          dx: c.libinput_event_pointer_get_dx_unaccelerated(pointer),
          dy: c.libinput_event_pointer_get_dy_unaccelerated(pointer))
      case .motionAbsolute:
        value.absolute = CGPoint(
          x: c.libinput_event_pointer_get_absolute_x_transformed(pointer, 1),
          y: c.libinput_event_pointer_get_absolute_y_transformed(pointer, 1))
      case .button:
        value.button = c.libinput_event_pointer_get_button(pointer)
        value.isPressed =
          c.libinput_event_pointer_get_button_state(pointer) == LIBINPUT_BUTTON_STATE_PRESSED
      case .scrollWheel, .scrollFinger, .scrollContinuous:
        value.scroll = CGVector(
          dx: scrollValue(pointer, LIBINPUT_POINTER_AXIS_SCROLL_HORIZONTAL),
          dy: scrollValue(pointer, LIBINPUT_POINTER_AXIS_SCROLL_VERTICAL))
      }
      return value
    }

    private static func scrollValue(_ pointer: OpaquePointer, _ axis: libinput_pointer_axis)
      -> Double
    {
      guard c.libinput_event_pointer_has_axis(pointer, axis) != 0 else { return 0 }
      return c.libinput_event_pointer_get_scroll_value(pointer, axis)
    }

    // MARK: Files and the event loop

    /// The kernel's major device number of input devices (`INPUT_MAJOR` in `linux/major.h`).
    static let inputMajor: UInt64 = 13

    /// `stat`'s answer about a path: nil when it is an input device node, else the errno to
    /// report: `ENOENT` and friends from `stat`, `ENOTTY` for something that is not a device,
    /// `ENODEV` for a device of another kind (`/dev/null`), which libinput would take seconds to
    /// refuse while it waited for udev.
    static func inputDeviceProblem(at path: String) -> Int32? {
      var info = stat()
      guard stat(path, &info) == 0 else { return errno }
      guard (info.st_mode & S_IFMT) == S_IFCHR else { return ENOTTY }
      // glibc's major(): bits 8-19 and 32-63 of the device number.
      let device = UInt64(info.st_rdev)
      let major = ((device >> 8) & 0xfff) | ((device >> 32) & ~0xfff)
      return major == inputMajor ? nil : ENODEV
    }

    /// Microseconds of `CLOCK_MONOTONIC`, the clock libinput stamps events with.
    static func monotonicMicroseconds() -> UInt64 {
      var now = timespec()
      clock_gettime(CLOCK_MONOTONIC, &now)
      return UInt64(now.tv_sec) * 1_000_000 + UInt64(now.tv_nsec) / 1000
    }

    /// Waits until one of `descriptors` is readable or `timeout` milliseconds pass (-1: no
    /// limit). Returns which are readable, or nil with errno set after an error.
    static func poll(_ descriptors: (Int32, Int32), timeout: Int32) -> (Bool, Bool)? {
      var fds = [
        pollfd(fd: descriptors.0, events: Int16(POLLIN), revents: 0),
        pollfd(fd: descriptors.1, events: Int16(POLLIN), revents: 0),
      ]
      guard Glibc.poll(&fds, 2, timeout) >= 0 else { return nil }
      return (fds[0].revents != 0, fds[1].revents != 0)
    }

    /// A pipe whose ends are non-blocking and closed on exec.
    static func makePipe() -> (read: Int32, write: Int32)? {
      var ends: [Int32] = [-1, -1]
      guard pipe(&ends) == 0 else { return nil }
      for end in ends {
        _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      }
      return (ends[0], ends[1])
    }

    static func closeDescriptor(_ fd: Int32) { close(fd) }

    /// Empties a non-blocking pipe.
    static func drain(_ fd: Int32) {
      var byte: UInt8 = 0
      while Glibc.read(fd, &byte, 1) > 0 {}
    }

    static var lastErrno: Int32 { errno }

    /// The handlers SIGINT and SIGTERM had before ``catchInterrupts(writingTo:)``.
    struct SavedSignalHandlers {
      fileprivate var interrupt = sigaction()
      fileprivate var terminate = sigaction()
    }

    /// Makes SIGINT and SIGTERM write a byte to `fd` instead of killing the process, so that the
    /// pump can leave its loop and release the devices.
    static func catchInterrupts(writingTo fd: Int32) -> SavedSignalHandlers {
      interruptDescriptor = fd
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { _ in
        var byte: UInt8 = 1
        // write(2) is async-signal-safe; a full pipe already holds the news.
        _ = write(interruptDescriptor, &byte, 1)
      }
      sigemptyset(&action.sa_mask)
      var saved = SavedSignalHandlers()
      sigaction(SIGINT, &action, &saved.interrupt)
      sigaction(SIGTERM, &action, &saved.terminate)
      return saved
    }

    /// Puts back the handlers that ``catchInterrupts(writingTo:)`` replaced.
    static func restore(_ saved: SavedSignalHandlers) {
      var saved = saved
      sigaction(SIGINT, &saved.interrupt, nil)
      sigaction(SIGTERM, &saved.terminate, nil)
      interruptDescriptor = -1
    }
  }

  /// The pipe the signal handler writes to; only a signal handler and the pump touch it.
  nonisolated(unsafe) private var interruptDescriptor: Int32 = -1
#endif
