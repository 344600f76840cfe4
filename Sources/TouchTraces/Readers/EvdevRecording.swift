/// A recording of raw evdev frames from one or more devices: what `libinput record` YAML and
/// evemu files hold.
///
/// Frames stream through ``readFrames(_:)`` in time order across devices (devices share one
/// clock), so a recording of any length is read in bounded memory.
public protocol EvdevRecording: AnyObject {
  /// The file name errors use.
  var file: String { get }
  /// The recorded devices; ``EvdevFrame/device`` indexes this.
  var devices: [EvdevDevice] { get }
  /// Calls `body` with every frame, in time order.
  ///
  /// The frame passed in is reused for the next one; copy what you keep.
  ///
  /// - Throws: ``TraceError`` for malformed input, naming the file and line; anything `body`
  ///   throws.
  /// - Complexity: O(n) in the size of the file, with memory independent of it.
  func readFrames(_ body: (EvdevFrame) throws -> Void) throws
}
