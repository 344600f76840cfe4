import GestureCore

/// A calibration matrix applied to touchscreen positions the way libinput applies it, so that
/// the direct replay lands each touch where libinput's `_transformed` coordinates put it.
///
/// libinput turns the six numbers (which act on normalized coordinates) into one matrix acting
/// on device units, in single precision: un-normalize · calibration · normalize, each product
/// summed in double and stored as float. Each position is then multiplied in float and
/// truncated to whole device units. This type repeats those steps operation for operation.
public struct DeviceCalibration: Hashable, Sendable {
  /// The 3×3 matrix on device units, row by row.
  private let matrix: [Float]

  /// The calibration for a device with these axes, or nil when `normalized` is the identity
  /// (libinput then leaves positions alone).
  public init?(
    normalized: [Float], x: (minimum: Int32, maximum: Int32), y: (minimum: Int32, maximum: Int32)
  ) {
    guard normalized.count == 6, normalized != [1, 0, 0, 0, 1, 0] else { return nil }
    let sx = SurfaceFit.range(minimum: x.minimum, maximum: x.maximum)
    let sy = SurfaceFit.range(minimum: y.minimum, maximum: y.maximum)
    let user = normalized + [0, 0, 1]
    let unnormalize = Self.product(
      Self.translation(Double(x.minimum), Double(y.minimum)), Self.scaling(sx, sy))
    let calibrated = Self.product(unnormalize, user)
    let normalize = Self.product(
      Self.translation(Double(-x.minimum) / sx, Double(-y.minimum) / sy),
      Self.scaling(1 / sx, 1 / sy))
    matrix = Self.product(calibrated, normalize)
  }

  /// The calibrated position of a touch at (`x`, `y`) device units.
  public func apply(x: Int32, y: Int32) -> (x: Int32, y: Int32) {
    let fx = Float(x)
    let fy = Float(y)
    let tx = fx * matrix[0] + fy * matrix[1] + matrix[2]
    let ty = fx * matrix[3] + fy * matrix[4] + matrix[5]
    return (Self.truncated(tx), Self.truncated(ty))
  }

  private static func truncated(_ value: Float) -> Int32 {
    guard value.isFinite else { return 0 }
    return Int32(max(min(value, 2_147_483_520), -2_147_483_648))
  }

  private static func translation(_ x: Double, _ y: Double) -> [Float] {
    [1, 0, Float(x), 0, 1, Float(y), 0, 0, 1]
  }

  private static func scaling(_ x: Double, _ y: Double) -> [Float] {
    [Float(x), 0, 0, 0, Float(y), 0, 0, 0, 1]
  }

  /// `a · b`, each entry summed in double from float products and stored as float.
  private static func product(_ a: [Float], _ b: [Float]) -> [Float] {
    var result = [Float](repeating: 0, count: 9)
    for row in 0..<3 {
      for column in 0..<3 {
        var sum: Double = 0
        for index in 0..<3 { sum += Double(a[row * 3 + index] * b[index * 3 + column]) }
        result[row * 3 + column] = Float(sum)
      }
    }
    return result
  }
}
