/// The range and resolution of one absolute axis (`struct input_absinfo`, without the value).
public struct AbsInfo: Hashable, Sendable {
  /// The smallest value the axis reports.
  public var minimum: Int32
  /// The largest value the axis reports.
  public var maximum: Int32
  /// Noise the kernel filters out.
  public var fuzz: Int32
  /// The dead zone around the centre.
  public var flat: Int32
  /// Units per millimetre for position axes; 0 when the device does not say.
  public var resolution: Int32

  /// Creates an axis description.
  public init(
    minimum: Int32, maximum: Int32, fuzz: Int32 = 0, flat: Int32 = 0, resolution: Int32 = 0
  ) {
    self.minimum = minimum
    self.maximum = maximum
    self.fuzz = fuzz
    self.flat = flat
    self.resolution = resolution
  }

  /// The number of distinct values, as libinput's `absinfo_range` counts them.
  public var range: Int64 { Int64(maximum) - Int64(minimum) + 1 }

  /// The axis length in millimetres, or nil without a resolution.
  public var lengthInMillimeters: Double? {
    resolution > 0 ? Double(range) / Double(resolution) : nil
  }
}
