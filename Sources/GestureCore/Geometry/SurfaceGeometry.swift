import Foundation

/// What a user can say about a touch surface that the device itself does not: its physical size,
/// how it is turned and mirrored relative to the window, and libinput's calibration matrix.
///
/// Every path applies it the same way. The rotation, flips and calibration become one matrix,
/// ``matrix(deviceDefault:)``, in libinput's form (six numbers acting on the surface's
/// normalized coordinates). `live` and `replay --via libinput` hand it to libinput's calibration
/// setting, so that libinput's own `_transformed` coordinates carry it; the direct replay computes
/// libinput's numbers from the same six. ``fittedSurface(_:)`` gives the extent that is fitted
/// onto the window: the ``size`` for a device that reports none, sides swapped when turned a
/// quarter.
public struct SurfaceGeometry: Hashable, Sendable, Codable {
  /// The surface's size in millimetres, for a device that reports no resolution; nil to keep
  /// the device's own size (or its units, when it has none).
  public var size: CGSize?
  /// Device units per millimetre on both axes, for a device that reports no resolution; used
  /// when ``size`` is nil.
  public var resolution: Double?
  /// How far the touches are turned clockwise on the window: 0, 90, 180 or 270 degrees.
  public var rotation: Int
  /// Whether the touches are mirrored left to right (before the rotation).
  public var flipsX: Bool
  /// Whether the touches are mirrored top to bottom (before the rotation).
  public var flipsY: Bool
  /// libinput's calibration matrix (`a b c d e f`); nil to keep the device's own
  /// (`LIBINPUT_CALIBRATION_MATRIX`, or none).
  public var calibration: [Float]?

  /// The rotations a surface can be given.
  public static let rotations = [0, 90, 180, 270]

  /// Creates a geometry; the defaults change nothing.
  public init(
    size: CGSize? = nil, resolution: Double? = nil, rotation: Int = 0, flipsX: Bool = false,
    flipsY: Bool = false, calibration: [Float]? = nil
  ) {
    self.size = size
    self.resolution = resolution
    self.rotation = rotation
    self.flipsX = flipsX
    self.flipsY = flipsY
    self.calibration = calibration
  }

  /// Whether a quarter turn swaps the surface's width and height on the window.
  public var swapsAxes: Bool { rotation == 90 || rotation == 270 }

  /// The matrix libinput is given: the calibration (``calibration``, else `deviceDefault`, else
  /// none) first, then the flips, then the rotation, all on normalized coordinates.
  public func matrix(deviceDefault: [Float]?) -> [Float] {
    let identity: [Double] = [1, 0, 0, 0, 1, 0]
    var result = (calibration ?? deviceDefault).map { $0.map(Double.init) } ?? identity
    if flipsX { result = Self.compose([-1, 0, 1, 0, 1, 0], after: result) }
    if flipsY { result = Self.compose([1, 0, 0, 0, -1, 1], after: result) }
    switch rotation {
    case 90: result = Self.compose([0, -1, 1, 1, 0, 0], after: result)
    case 180: result = Self.compose([-1, 0, 1, 0, -1, 1], after: result)
    case 270: result = Self.compose([0, 1, 0, -1, 0, 1], after: result)
    default: break
    }
    return result.map { Float($0) }
  }

  /// The extent fitted onto the window for a device whose own is `surface` (from
  /// ``SurfaceFit/surface(x:y:)``): ``size`` (or units ÷ ``resolution``) in place of units, sides
  /// swapped by a quarter turn.
  public func fittedSurface(_ surface: (size: CGSize, isPhysical: Bool)) -> (
    size: CGSize, isPhysical: Bool
  ) {
    var result = surface
    if !surface.isPhysical {
      if let size {
        result = (size, true)
      } else if let resolution, resolution > 0 {
        result = (
          CGSize(
            width: Double(surface.size.width) / resolution,
            height: Double(surface.size.height) / resolution), true
        )
      }
    }
    if swapsAxes {
      result.size = CGSize(width: result.size.height, height: result.size.width)
    }
    return result
  }

  /// Six numbers as libinput's `LIBINPUT_CALIBRATION_MATRIX` spells them (separated by spaces;
  /// commas are accepted too), each read as a double and stored as a float, as libinput does; nil
  /// unless there are exactly six finite numbers.
  public static func parseMatrix(_ text: String) -> [Float]? {
    let parts = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" })
    // Real matrices hold small numbers; past a million, Float arithmetic loses the positions.
    let numbers = parts.compactMap { Double($0) }.filter { $0.isFinite && abs($0) <= 1e6 }
    guard parts.count == 6, numbers.count == 6 else { return nil }
    return numbers.map { Float($0) }
  }

  /// `outer · inner` for two affine matrices in libinput's six-number form.
  private static func compose(_ outer: [Double], after inner: [Double]) -> [Double] {
    [
      outer[0] * inner[0] + outer[1] * inner[3],
      outer[0] * inner[1] + outer[1] * inner[4],
      outer[0] * inner[2] + outer[1] * inner[5] + outer[2],
      outer[3] * inner[0] + outer[4] * inner[3],
      outer[3] * inner[1] + outer[4] * inner[4],
      outer[3] * inner[2] + outer[4] * inner[5] + outer[5],
    ]
  }
}
