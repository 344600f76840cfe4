import Foundation

/// How device units become window points.
///
/// With a known resolution (or udev's size hint) a millimetre on the device is
/// ``pointsPerMillimeter`` points — by default ``defaultPointsPerMillimeter``, an iPhone-class
/// density of 163 points per inch. With ``screenSize`` set, the device's whole range is fitted
/// onto a window of that size instead, the way libinput's `absinfo_scale_axis` maps a
/// touchscreen onto its output. A device with neither keeps its own units (one unit, one point)
/// and its mapping reports `isCalibrated == false`.
public struct PointMapping: Hashable, Sendable {
  /// 163 points per inch in millimetres: 163 / 25.4 ≈ 6.417 points per mm.
  public static let defaultPointsPerMillimeter: Double = 163 / 25.4

  /// Points per millimetre for devices with a known size.
  public var pointsPerMillimeter: Double
  /// When set, the device's range is stretched onto a window of this size.
  public var screenSize: CGSize?

  /// Creates a mapping.
  public init(
    pointsPerMillimeter: Double = Self.defaultPointsPerMillimeter, screenSize: CGSize? = nil
  ) {
    self.pointsPerMillimeter = pointsPerMillimeter
    self.screenSize = screenSize
  }

  /// The affine map from `device`'s position units to points.
  public func scale(for device: EvdevDevice) -> AxisScale {
    let x = device.xAxis ?? AbsInfo(minimum: 0, maximum: 0)
    let y = device.yAxis ?? AbsInfo(minimum: 0, maximum: 0)
    let rangeX = Double(x.range)
    let rangeY = Double(y.range)
    let scaleX: Double
    let scaleY: Double
    var isCalibrated = true
    if let screenSize {
      scaleX = Double(screenSize.width) / rangeX
      scaleY = Double(screenSize.height) / rangeY
    } else if x.resolution > 0, y.resolution > 0 {
      scaleX = pointsPerMillimeter / Double(x.resolution)
      scaleY = pointsPerMillimeter / Double(y.resolution)
    } else if let size = device.sizeInMillimeters {
      scaleX = pointsPerMillimeter * size.width / rangeX
      scaleY = pointsPerMillimeter * size.height / rangeY
    } else {
      scaleX = 1
      scaleY = 1
      isCalibrated = false
    }
    return AxisScale(
      minimumX: x.minimum, minimumY: y.minimum, scaleX: scaleX, scaleY: scaleY,
      size: screenSize ?? CGSize(width: rangeX * scaleX, height: rangeY * scaleY),
      isCalibrated: isCalibrated)
  }
}

/// A resolved device-units-to-points map: `point = (unit − minimum) × scale` on each axis.
public struct AxisScale: Hashable, Sendable {
  /// The device's smallest X value, which maps to 0.
  public var minimumX: Int32
  /// The device's smallest Y value, which maps to 0.
  public var minimumY: Int32
  /// Points per X unit.
  public var scaleX: Double
  /// Points per Y unit.
  public var scaleY: Double
  /// The device's whole range in points: the window a replay of it needs.
  public var size: CGSize
  /// False when the device's physical size is unknown and units were kept as points.
  public var isCalibrated: Bool

  /// The point for a position in device units.
  @inlinable
  public func point(x: Int32, y: Int32) -> CGPoint {
    CGPoint(
      x: Double(Int64(x) - Int64(minimumX)) * scaleX, y: Double(Int64(y) - Int64(minimumY)) * scaleY
    )
  }

  /// The position in device units nearest to `point` (the writer's inverse of ``point(x:y:)``).
  public func units(of point: CGPoint) -> (x: Int32, y: Int32) {
    let x = (Double(point.x) / scaleX).rounded() + Double(minimumX)
    let y = (Double(point.y) / scaleY).rounded() + Double(minimumY)
    return (Self.clampedUnits(x), Self.clampedUnits(y))
  }

  /// `value` rounded into `Int32`'s range (0 for NaN), without the trap of `Int32(value)`.
  static func clampedUnits(_ value: Double) -> Int32 {
    guard value.isFinite else { return value.isNaN ? 0 : (value > 0 ? .max : .min) }
    return Int32(Swift.min(Swift.max(value.rounded(), Double(Int32.min)), Double(Int32.max)))
  }
}
