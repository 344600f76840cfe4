import Foundation
import GestureCore

/// One frame of the touch stream that recognizers receive, with where each touch came from: the
/// slot and device units it was decoded from, and its position in millimetres.
///
/// ``TraceInput/forEachDecodedFrame(_:)`` produces these for every trace format; `gesturesim
/// touches` prints them. Any other source of touches (libinput, for one) can describe its
/// stream in the same terms.
public struct DecodedFrame: Hashable, Sendable {
  /// A position in a device's own units.
  public struct DevicePosition: Hashable, Sendable {
    /// The horizontal position.
    public var x: Int32
    /// The vertical position.
    public var y: Int32

    /// Creates a position.
    public init(x: Int32, y: Int32) {
      self.x = x
      self.y = y
    }
  }

  /// One touch that changed in the frame.
  public struct Touch: Hashable, Sendable {
    /// The touch identifier the recognizers see.
    public var id: Int
    /// What happened to it.
    public var phase: TouchFrame.Change.Phase
    /// The multitouch slot it came from, where the source has slots.
    public var slot: Int?
    /// Its position in device units, where the source has a device.
    public var units: DevicePosition?
    /// Its position in millimetres from the top-left corner of the surface as the window shows
    /// it (calibrated, flipped and turned), where the size is known.
    public var millimeters: CGPoint?
    /// Its position in window points: what the recognizers get.
    public var location: CGPoint
    /// Its pressure from 0 to 1, where the source has one.
    public var force: CGFloat?

    /// Creates a touch.
    public init(
      id: Int, phase: TouchFrame.Change.Phase, slot: Int? = nil, units: DevicePosition? = nil,
      millimeters: CGPoint? = nil, location: CGPoint, force: CGFloat? = nil
    ) {
      self.id = id
      self.phase = phase
      self.slot = slot
      self.units = units
      self.millimeters = millimeters
      self.location = location
      self.force = force
    }
  }

  /// When the frame happened, in seconds.
  public var time: TimeInterval
  /// The touches that changed, in the order the recognizers get them.
  public var touches: [Touch]
  /// How many touches are down after the frame.
  public var touchesDown: Int

  /// Creates a frame.
  public init(time: TimeInterval, touches: [Touch], touchesDown: Int) {
    self.time = time
    self.touches = touches
    self.touchesDown = touchesDown
  }
}

extension DecodedFrame {
  /// The frame as the recognizers get it: each touch's identity, phase, location and force.
  public var touchFrame: TouchFrame {
    TouchFrame(
      time: time,
      changes: touches.map {
        .init(id: $0.id, phase: $0.phase, location: $0.location, force: $0.force)
      })
  }
}
