import ArgumentParser
import Foundation
import GestureKit
import Logging
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

  /// The same options, to hand to another `gesturesim` process (verify's workers).
  var arguments: [String] {
    var result: [String] = []
    if let screen { result += ["--screen", screen] }
    if let pointsPerMillimeter { result += ["--points-per-mm", String(pointsPerMillimeter)] }
    return result + geometry.arguments
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
    help: ArgumentHelp("Turn the touches clockwise: 0, 90, 180 or 270 degrees.", valueName: "DEG"))
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

  /// The same options, to hand to another `gesturesim` command.
  var arguments: [String] {
    var result: [String] = []
    if let size { result += ["--size", size] }
    if let resolution { result += ["--resolution", String(resolution)] }
    if rotation != 0 { result += ["--rotate", String(rotation)] }
    if flipsX { result.append("--flip-x") }
    if flipsY { result.append("--flip-y") }
    if let calibration { result += ["--calibration", calibration] }
    return result
  }
}

/// How much the tool says on standard error.
struct LoggingOptions: ParsableArguments {
  @Flag(name: .shortAndLong, help: "Print only errors on standard error.")
  var quiet = false

  @Flag(name: .shortAndLong, help: "Print what the tool is doing on standard error.")
  var verbose = false

  func validate() throws {
    if quiet && verbose { throw ValidationError("--quiet and --verbose cannot be combined") }
  }

  /// Sets up logging to standard error and returns the tool's logger.
  func bootstrap() -> Logger {
    let level: Logger.Level = quiet ? .error : (verbose ? .info : .warning)
    LoggingBootstrap.once(level: level)
    var logger = Logger(label: "gesturesim")
    logger.logLevel = level
    return logger
  }
}

/// swift-log may be bootstrapped only once per process.
enum LoggingBootstrap {
  nonisolated(unsafe) private static var done = false

  static func once(level: Logger.Level) {
    guard !done else { return }
    done = true
    LoggingSystem.bootstrap { label in
      var handler = ToolLogHandler(label: label)
      handler.logLevel = level
      return handler
    }
  }
}

/// Log lines in the style of command-line tools: `gesturesim: warning: …` on standard error,
/// without timestamps; libinput's own messages are marked as such.
struct ToolLogHandler: LogHandler {
  let label: String
  var logLevel: Logger.Level = .warning
  var metadata: Logger.Metadata = [:]

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  func log(event: LogEvent) {
    let source = label == "gesturesim" ? "" : "\(label): "
    let level = event.level >= .warning ? "\(event.level): " : ""
    printError("\(level)\(source)\(event.message)")
  }
}

/// Turns the tool's failures into the documented exit statuses and one clear line on standard
/// error: a ``ReportedError`` (malformed input, unreadable input, an output that cannot be
/// written) with the status it carries; anything else at run time 1.
func reportingFailures<T>(_ body: () throws -> T) throws -> T {
  do {
    return try body()
  } catch let error as any ReportedError {
    printError(error.description)
    throw ExitCode(error.exitStatus)
  } catch let error as ExitCode {
    throw error
  } catch let error as ValidationError {
    throw error
  } catch let error as CleanExit {
    throw error
  } catch {
    printError(TraceError.oneLine("\(error)"))
    throw ExitCode.failure
  }
}

/// Writes one line to standard error.
func printError(_ line: String) {
  let bytes = Array("gesturesim: \(line)\n".utf8)
  _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

/// Whether standard error is a terminal (progress is shown only then).
var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

/// Whether colour may be used on standard output: a terminal, and `NO_COLOR` unset.
var standardOutputWantsColor: Bool {
  isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
}
