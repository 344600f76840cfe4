/// The bounds every number and structure read from a user's file is checked against, before any
/// arithmetic or integer conversion is done with it.
///
/// Each is far beyond what a real recording, script or scene reaches; past it, readers report a
/// ``TraceError`` naming the field and its range instead of overflowing, trapping or exhausting
/// memory. README.md's "Limits" section lists them with the errors they give.
public enum InputLimits {
  /// Positions, sizes and deltas in points.
  public static let coordinate: ClosedRange<Double> = -1_000_000...1_000_000
  /// A window side in points (must also be greater than 0).
  public static let windowSide: ClosedRange<Double> = 0...1_000_000
  /// The largest seconds value of a recorded row: evdev's 32-bit `tv_sec`.
  public static let evdevSeconds: Int64 = 4_294_967_295
  /// Times in a touch script, in seconds (the range of evdev's 32-bit seconds).
  public static let time: ClosedRange<Double> = 0...Double(evdevSeconds)
  /// Durations a scene sets on recognizers, in seconds (a day).
  public static let duration: ClosedRange<Double> = 0...86_400
  /// A touch's force.
  public static let force: ClosedRange<Double> = 0...1_000
  /// A touchpad gesture's scale.
  public static let scale: ClosedRange<Double> = 0...1_000_000
  /// A rotation, in degrees for touchpad rows and in radians for view transforms.
  public static let angle: ClosedRange<Double> = -1_000_000...1_000_000
  /// A touch's finger identifier in a script.
  public static let fingerID: ClosedRange<Int> = 0...Int(Int32.max)
  /// Points per millimetre (`--points-per-mm`).
  public static let pointsPerMillimeter: ClosedRange<Double> = 0.01...1_000
  /// How deep YAML collections may nest.
  public static let yamlDepth = 64
  /// How deep views may nest in a scene.
  public static let viewDepth = 32
  /// The most views in one scene.
  public static let views = 10_000
  /// The most recognizers in one scene.
  public static let recognizers = 10_000
  /// The most SwiftUI gestures in one scene (OUR CHOICE). SwiftUI asks every pair of gestures
  /// that a touch meets whether one waits for the other, so a tap's cost grows with their
  /// square: a tap on 500 gestures on one view takes about 0.5 s in a release build, and 500
  /// keeps a scene's deepest chain of views within the 1,500 levels GestureUI follows.
  public static let swiftUIGestures = 500
  /// The longest chain of `requireToFail` a scene may build.
  public static let requirementChain = 256
  /// The most bytes of header and device descriptions before a recording's first event.
  public static let headerBytes = 4 << 20
  /// The largest touch script, in bytes: it is parsed whole, at about 0.7 MB a second in
  /// a release build (a minute of ten fingers at 120 Hz is about 5 MB).
  public static let scriptBytes = 16 << 20
  /// The largest scene, in bytes (parsed whole; a real one is a few kilobytes).
  public static let sceneBytes = 4 << 20
  /// The most bytes read from a pipe or standard input.
  public static let pipeBytes: Int64 = 4 << 30
}
