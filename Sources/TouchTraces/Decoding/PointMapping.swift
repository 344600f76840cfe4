import Foundation
import GestureCore

/// How device units become window points: one `SurfaceFit` per device, the mapping
/// `live` uses too, so that a recording replayed directly and the same recording read by libinput
/// put each touch on the same point.
///
/// Each axis is normalized as libinput's `_transformed` functions do, then the device's surface
/// is fitted onto the window keeping its proportions and centred. The surface's extent is in
/// millimetres when the device reports a resolution, otherwise in device units (and the mapping
/// reports `isCalibrated == false`, so that `replay` can warn that the proportions are a guess).
///
/// The window is ``screenSize`` when set (`--screen`, or the scene's window); otherwise it is the
/// surface itself at ``pointsPerMillimeter`` (by default ``defaultPointsPerMillimeter``, an
/// iPhone-class 163 points per inch), or one point per unit for a device without a resolution.
public struct PointMapping: Hashable, Sendable, Codable {
  /// 163 points per inch in millimetres: 163 / 25.4 ≈ 6.417 points per mm.
  public static let defaultPointsPerMillimeter = SurfaceFit.defaultPointsPerMillimeter

  /// Points per millimetre for the window of a device with a known size.
  public var pointsPerMillimeter: Double
  /// When set, the device's surface is fitted onto a window of this size.
  public var screenSize: CGSize?
  /// The size, rotation, flips and calibration the user gave (see `SurfaceGeometry`).
  public var geometry = SurfaceGeometry()

  /// The udev property libinput reads a touchscreen's calibration matrix from.
  public static let calibrationProperty = "LIBINPUT_CALIBRATION_MATRIX"

  /// Creates a mapping.
  public init(
    pointsPerMillimeter: Double = Self.defaultPointsPerMillimeter, screenSize: CGSize? = nil
  ) {
    self.pointsPerMillimeter = pointsPerMillimeter
    self.screenSize = screenSize
  }

  /// The map from `device`'s position units to points.
  public func scale(for device: EvdevDevice) -> AxisScale {
    let x = device.xAxis ?? AbsInfo(minimum: 0, maximum: 0)
    let y = device.yAxis ?? AbsInfo(minimum: 0, maximum: 0)
    // Like libinput, rotation, flips and calibration act on touchscreens only.
    let isTouchscreen = device.kind == .touchscreen
    let geometry =
      isTouchscreen
      ? geometry : SurfaceGeometry(size: geometry.size, resolution: geometry.resolution)
    let surface = geometry.fittedSurface(
      SurfaceFit.surface(
        x: (x.minimum, x.maximum, x.resolution), y: (y.minimum, y.maximum, y.resolution)))
    // From the udev property unless told otherwise.
    let calibration =
      isTouchscreen
      ? DeviceCalibration(
        normalized: geometry.matrix(
          deviceDefault: device.udevProperty(Self.calibrationProperty).flatMap(
            SurfaceGeometry.parseMatrix)),
        x: (x.minimum, x.maximum), y: (y.minimum, y.maximum)) : nil
    let window =
      screenSize
      ?? SurfaceFit.naturalWindowSize(of: surface, pointsPerMillimeter: pointsPerMillimeter)
    return AxisScale(
      minimumX: x.minimum, maximumX: x.maximum, minimumY: y.minimum, maximumY: y.maximum,
      fit: SurfaceFit(
        surfaceSize: surface.size, isPhysical: surface.isPhysical, windowSize: window),
      calibration: calibration)
  }
}

/// A resolved device-units-to-points map: each axis normalized as libinput does, then placed by
/// a `SurfaceFit`.
public struct AxisScale: Hashable, Sendable {
  /// The device's smallest X value.
  public var minimumX: Int32
  /// The device's largest X value.
  public var maximumX: Int32
  /// The device's smallest Y value.
  public var minimumY: Int32
  /// The device's largest Y value.
  public var maximumY: Int32
  /// How the surface sits on the window.
  public var fit: SurfaceFit
  /// The calibration applied to positions first, as libinput applies it; nil for none.
  public var calibration: DeviceCalibration?

  /// The window the device is replayed in.
  public var size: CGSize { fit.windowSize }
  /// False when the device's physical size is unknown and its units were taken as its size.
  public var isCalibrated: Bool { fit.isPhysical }

  /// The point for a position in device units.
  @inlinable
  public func point(x: Int32, y: Int32) -> CGPoint {
    let (x, y) = calibration?.apply(x: x, y: y) ?? (x, y)
    return fit.location(
      normalizedX: SurfaceFit.normalized(x, minimum: minimumX, maximum: maximumX),
      normalizedY: SurfaceFit.normalized(y, minimum: minimumY, maximum: maximumY))
  }

  /// The position in millimetres of the window point `point` on the surface as the window shows
  /// it (calibrated, flipped and turned, from its top-left corner), or nil when the surface's
  /// size is unknown. Without a rotation or calibration this is libinput's `get_x`/`get_y`:
  /// units from the minimum ÷ resolution.
  public func millimeters(at point: CGPoint) -> CGPoint? {
    guard fit.isPhysical else { return nil }
    let fraction = fit.normalized(at: point)
    return CGPoint(
      x: fraction.x * Double(fit.surfaceSize.width), y: fraction.y * Double(fit.surfaceSize.height))
  }

  /// The position in device units nearest to `point` (the writer's inverse of ``point(x:y:)``).
  public func units(of point: CGPoint) -> (x: Int32, y: Int32) {
    let fraction = fit.normalized(at: point)
    let x = (fraction.x * SurfaceFit.range(minimum: minimumX, maximum: maximumX)).rounded()
    let y = (fraction.y * SurfaceFit.range(minimum: minimumY, maximum: maximumY)).rounded()
    return (unit(x, plus: minimumX), unit(y, plus: minimumY))
  }

  private func unit(_ offset: Double, plus minimum: Int32) -> Int32 {
    Int32(clamping: Int64(offset.isFinite ? min(max(offset, -1e12), 1e12) : 0) + Int64(minimum))
  }
}
