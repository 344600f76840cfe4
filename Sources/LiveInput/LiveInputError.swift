import Foundation

/// Why live input could not start or stopped, with the `errno` behind it when there is one.
///
/// Each case's ``description`` is the one line the command line prints: it names the seat or
/// device node and says what to do about it.
public enum LiveInputError: Error, Hashable, Sendable, CustomStringConvertible {
  /// This build has no libinput support (the `LibInput` trait is off).
  case unavailable
  /// libinput could not be loaded: it is not installed, or lacks a function LiveInput calls.
  /// The text is the loader's own message.
  case libraryUnavailable(String)
  /// The seat has no input devices that could be opened. `deniedNodes` lists the nodes that
  /// were refused for lack of permission.
  case noDevices(seat: String, deniedNodes: [String])
  /// The device node exists but may not be opened by this user.
  case permissionDenied(node: String, errno: Int32)
  /// Nothing exists at the path.
  case noSuchDevice(path: String, errno: Int32)
  /// The path exists but is not an evdev input device; `detail` is libinput's own complaint,
  /// when it logged one.
  case notAnInputDevice(path: String, errno: Int32, detail: String?)
  /// libinput or udev could not create a context.
  case contextCreationFailed(backend: String, errno: Int32)
  /// libinput refused the seat.
  case seatAssignmentFailed(seat: String)
  /// A system call of the event loop failed.
  case systemCallFailed(call: String, errno: Int32)
  /// Another pump is already running in this process (SIGINT handling is process-wide).
  case pumpAlreadyRunning

  /// The `errno` value behind the error, when there is one.
  public var errno: Int32? {
    switch self {
    case .permissionDenied(_, let code), .noSuchDevice(_, let code),
      .notAnInputDevice(_, let code, _), .contextCreationFailed(_, let code),
      .systemCallFailed(_, let code):
      code
    case .unavailable, .libraryUnavailable, .noDevices, .seatAssignmentFailed,
      .pumpAlreadyRunning:
      nil
    }
  }

  /// One line for the user: what went wrong, where, and what to do.
  public var description: String {
    switch self {
    case .unavailable:
      return LiveInputSupport.unavailableMessage
    case .libraryUnavailable(let detail):
      return "cannot load libinput (\(detail)); install it: sudo apt-get install libinput10"
    case .noDevices(let seat, let denied):
      var text = "no input devices on seat \(seat)"
      if !denied.isEmpty {
        text += " that this user may open (permission denied on "
        text += denied.joined(separator: ", ") + ")"
      }
      text += "; check that `libinput list-devices` (as root) shows your device, and add "
      text += "yourself to the input group: sudo usermod -aG input $USER, then log in again; "
      text +=
        "with no touch device, try a recording: scripts/mock-device RECORDING -- gesturesim live"
      return text
    case .permissionDenied(let node, let code):
      return "\(node): \(Self.reason(code)); add yourself to the input group "
        + "(sudo usermod -aG input $USER, then log in again) or run as root"
    case .noSuchDevice(let path, let code):
      return "\(path): \(Self.reason(code)); list the device nodes with "
        + "`gesturesim devices` or `libinput list-devices`"
    case .notAnInputDevice(let path, let code, let detail):
      var text = "\(path): not an input device (\(Self.reason(code)))"
      if let detail { text += "; libinput says: \(detail)" }
      return text + "; pass an evdev node such as /dev/input/event5"
    case .contextCreationFailed(let backend, let code):
      return "could not create a libinput \(backend) context: \(Self.reason(code))"
    case .seatAssignmentFailed(let seat):
      return "libinput could not assign seat \(seat); is udev running?"
    case .systemCallFailed(let call, let code):
      return "\(call) failed: \(Self.reason(code))"
    case .pumpAlreadyRunning:
      return "a live input pump is already running in this process"
    }
  }

  /// The C library's words for an errno value, with its symbolic number.
  static func reason(_ code: Int32) -> String {
    "\(String(cString: strerror(code))) (errno \(code))"
  }
}
