import ArgumentParser
import Foundation
import GestureCore
import TouchTraces

/// How device units become points.
struct MappingOptions: ParsableArguments {
  @Option(
    name: .customLong("screen"),
    help: ArgumentHelp(
      "Fit the device's range onto a window of this size in points.", valueName: "WxH"))
  var screen: String?

  @Option(
    name: .customLong("points-per-mm"),
    help: "Points per millimetre for devices with a known resolution (default 6.417: 163 dpi).")
  var pointsPerMillimeter: Double?

  @OptionGroup var geometry: GeometryOptions

  func validate() throws {
    _ = try mapping()
  }

  /// The mapping these options describe.
  func mapping() throws -> PointMapping {
    var mapping = PointMapping()
    if let pointsPerMillimeter {
      let range = InputLimits.pointsPerMillimeter
      guard range.contains(pointsPerMillimeter) else {
        throw ValidationError(
          "--points-per-mm must be between \(range.lowerBound) and \(range.upperBound)")
      }
      mapping.pointsPerMillimeter = pointsPerMillimeter
    }
    if let screen { mapping.screenSize = try Self.windowSize(screen) }
    mapping.geometry = try geometry.geometry()
    return mapping
  }

  /// The size a `--screen WxH` value names.
  static func windowSize(_ text: String) throws -> CGSize {
    try size(
      text, option: "--screen", unit: "points", limit: 1_000_000,
      example: sizeText(Simulation.defaultWindowSize))
  }

  /// A whole-point size as a `WxH` option value: `390x844`.
  static func sizeText(_ size: CGSize) -> String {
    "\(Int(size.width))x\(Int(size.height))"
  }

  /// The size a `WIDTHxHEIGHT` option value names, each side above 0 and at most `limit`.
  static func size(
    _ text: String, option: String, unit: String, limit: Double, example: String
  ) throws -> CGSize {
    let parts = text.lowercased().split(separator: "x")
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
      width > 0, height > 0, width <= limit, height <= limit
    else {
      throw ValidationError(
        "\(option) expects WIDTHxHEIGHT in \(unit), each above 0 and at most \(Int(limit)), "
          + "for example \(example)")
    }
    return CGSize(width: width, height: height)
  }
}

/// The surface's size, rotation, flips and calibration: the same options for `replay` (both
/// paths), `touches`, `describe`, `render` and `live`.
struct GeometryOptions: ParsableArguments {
  @Option(
    name: .customLong("size"),
    help: ArgumentHelp(
      "The surface's size in millimetres, for a device that reports no resolution.",
      valueName: "WxH"))
  var size: String?

  @Option(
    name: .customLong("resolution"),
    help: ArgumentHelp(
      "Device units per millimetre, for a device that reports no resolution (--size wins).",
      valueName: "N"))
  var resolution: Double?

  @Option(
    name: .customLong("rotate"),
    help: ArgumentHelp("Turn the touches clockwise: 0, 90, 180 or 270 degrees.", valueName: "DEG"),
    completion: .list(["0", "90", "180", "270"]))
  var rotation: Int = 0

  @Flag(name: .customLong("flip-x"), help: "Mirror the touches left to right (before --rotate).")
  var flipsX = false

  @Flag(name: .customLong("flip-y"), help: "Mirror the touches top to bottom (before --rotate).")
  var flipsY = false

  @Option(
    name: .customLong("calibration"),
    help: ArgumentHelp(
      "libinput's calibration matrix, six numbers \"a b c d e f\" (or a,b,c,d,e,f); replaces "
        + "the device's LIBINPUT_CALIBRATION_MATRIX.", valueName: "MATRIX"))
  var calibration: String?

  func validate() throws {
    _ = try geometry()
  }

  /// The geometry these options describe.
  func geometry() throws -> SurfaceGeometry {
    var geometry = SurfaceGeometry(rotation: rotation, flipsX: flipsX, flipsY: flipsY)
    guard SurfaceGeometry.rotations.contains(rotation) else {
      throw ValidationError("--rotate takes 0, 90, 180 or 270")
    }
    if let size {
      geometry.size = try MappingOptions.size(
        size, option: "--size", unit: "millimetres", limit: 100_000, example: "120x80")
    }
    if let resolution {
      guard resolution >= 0.001, resolution <= 1_000_000 else {
        throw ValidationError(
          "--resolution expects device units per millimetre between 0.001 and 1000000")
      }
      geometry.resolution = resolution
    }
    if let calibration {
      guard let matrix = SurfaceGeometry.parseMatrix(calibration) else {
        throw ValidationError(
          "--calibration expects six numbers between -1000000 and 1000000, "
            + "for example \"0 -1 1 1 0 0\"")
      }
      geometry.calibration = matrix
    }
    return geometry
  }

  /// Whether any of these options was given.
  var isGiven: Bool {
    size != nil || resolution != nil || rotation != 0 || flipsX || flipsY || calibration != nil
  }
}
