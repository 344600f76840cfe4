import Foundation

/// The one mapping from a touch device's surface to a window, shared by `replay` (reading a
/// recording) and `live` (reading libinput), so that the same touches land on the same points.
///
/// It works in two steps:
///
/// 1. **Normalize each axis** exactly as libinput's `libinput_event_touch_get_x_transformed`
///    does for an output of size 1: `(value − minimum) / (maximum − minimum + 1)`, in `Double`.
///    ``normalized(_:minimum:maximum:)`` is that formula; `live` gets the same number from
///    libinput itself, bit for bit.
/// 2. **Fit the surface onto the window** keeping its proportions: the surface's extent
///    (``surfaceSize``, in millimetres when the device reports a resolution, otherwise in device
///    units) is scaled by the largest factor that fits the window and centred, like a photo
///    shown whole.
///
///     let fit = SurfaceFit(surfaceSize: CGSize(width: 60, height: 130), windowSize: window)
///     let point = fit.location(
///       normalizedX: SurfaceFit.normalized(x, minimum: 0, maximum: 1214),
///       normalizedY: SurfaceFit.normalized(y, minimum: 0, maximum: 2629))
public struct SurfaceFit: Hashable, Sendable {
  /// The surface's extent: millimetres when ``isPhysical``, device units otherwise.
  public let surfaceSize: CGSize
  /// Whether ``surfaceSize`` is in millimetres (the device reports a resolution).
  public let isPhysical: Bool
  /// The window the surface is fitted onto, in points.
  public let windowSize: CGSize
  /// Where the surface's top-left corner lands, in window points.
  public let origin: CGPoint
  /// The fitted surface's size in window points.
  public let span: CGSize

  /// Fits a surface of `surfaceSize` onto a window of `windowSize`.
  ///
  /// - Parameters:
  ///   - surfaceSize: The surface's extent; a zero or negative side counts as 1.
  ///   - isPhysical: Whether the extent is in millimetres.
  ///   - windowSize: The window, in points.
  public init(surfaceSize: CGSize, isPhysical: Bool = true, windowSize: CGSize) {
    let width = surfaceSize.width > 0 ? Double(surfaceSize.width) : 1
    let height = surfaceSize.height > 0 ? Double(surfaceSize.height) : 1
    let scale = min(Double(windowSize.width) / width, Double(windowSize.height) / height)
    let spanWidth = width * scale
    let spanHeight = height * scale
    self.surfaceSize = CGSize(width: width, height: height)
    self.isPhysical = isPhysical
    self.windowSize = windowSize
    span = CGSize(width: spanWidth, height: spanHeight)
    origin = CGPoint(
      x: (Double(windowSize.width) - spanWidth) / 2, y: (Double(windowSize.height) - spanHeight) / 2
    )
  }

  /// The extent of a device's surface from its X and Y axes: `range ÷ resolution` millimetres
  /// when both axes report a resolution, else the ranges in device units.
  ///
  /// - Parameters:
  ///   - x: The X axis's minimum, maximum and resolution (units per millimetre, 0 if unknown).
  ///   - y: The Y axis's, likewise.
  public static func surface(
    x: (minimum: Int32, maximum: Int32, resolution: Int32),
    y: (minimum: Int32, maximum: Int32, resolution: Int32)
  ) -> (size: CGSize, isPhysical: Bool) {
    let rangeX = range(minimum: x.minimum, maximum: x.maximum)
    let rangeY = range(minimum: y.minimum, maximum: y.maximum)
    guard x.resolution > 0, y.resolution > 0 else {
      return (CGSize(width: rangeX, height: rangeY), false)
    }
    return (
      CGSize(width: rangeX / Double(x.resolution), height: rangeY / Double(y.resolution)), true
    )
  }

  /// 163 points per inch in millimetres, an iPhone-class density: 163 / 25.4 ≈ 6.417 points per
  /// millimetre. OUR CHOICE, for the window a device gets when none is given.
  public static let defaultPointsPerMillimeter: Double = 163 / 25.4

  /// The window a surface gets when none is given: the surface itself at `pointsPerMillimeter`,
  /// or one point per device unit when its physical size is unknown. `replay` and `live` both
  /// give the default scene this window, so that one recording gives one transcript on both.
  public static func naturalWindowSize(
    of surface: (size: CGSize, isPhysical: Bool),
    pointsPerMillimeter: Double = defaultPointsPerMillimeter
  ) -> CGSize {
    let perUnit = surface.isPhysical ? pointsPerMillimeter : 1
    return CGSize(
      width: Double(surface.size.width) * perUnit, height: Double(surface.size.height) * perUnit)
  }

  /// The number of distinct values of an axis, as libinput's `absinfo_range` counts them.
  @inlinable
  public static func range(minimum: Int32, maximum: Int32) -> Double {
    Double(Int64(maximum) - Int64(minimum) + 1)
  }

  /// A device value as a fraction of its axis, computed as libinput's `_transformed` functions
  /// compute it for an output of size 1.
  @inlinable
  public static func normalized(_ value: Int32, minimum: Int32, maximum: Int32) -> Double {
    Double(Int64(value) - Int64(minimum)) / range(minimum: minimum, maximum: maximum)
  }

  /// The window point for a position given as fractions of the surface's axes.
  @inlinable
  public func location(normalizedX: Double, normalizedY: Double) -> CGPoint {
    CGPoint(
      x: Double(origin.x) + normalizedX * Double(span.width),
      y: Double(origin.y) + normalizedY * Double(span.height))
  }

  /// The fractions of the surface's axes at a window point: the inverse of
  /// ``location(normalizedX:normalizedY:)``.
  public func normalized(at point: CGPoint) -> (x: Double, y: Double) {
    (
      (Double(point.x) - Double(origin.x)) / Double(span.width),
      (Double(point.y) - Double(origin.y)) / Double(span.height)
    )
  }
}
