import GestureCore

/// Which transcript entries a listing keeps: by recognizer, and by the state entered.
///
///     let filter = TranscriptFilter(recognizers: ["pan", "pinch"], hidesFailed: true)
///     transcript.filter(filter.keeps)
///
/// The default scene gives every recognizer a chance at every touch, so most of its entries are
/// `possible → failed`; hiding them leaves the recognitions.
public struct TranscriptFilter: Hashable, Sendable {
  /// Recognizer names or types to keep; every recognizer when empty.
  public var recognizers: Set<String>
  /// States to keep entries entering; every state when empty.
  public var states: Set<UIGestureRecognizer.State>
  /// Whether entries entering `failed` are left out.
  public var hidesFailed: Bool

  /// Creates a filter; the default keeps everything.
  public init(
    recognizers: Set<String> = [], states: Set<UIGestureRecognizer.State> = [],
    hidesFailed: Bool = false
  ) {
    self.recognizers = recognizers
    self.states = states
    self.hidesFailed = hidesFailed
  }

  /// Whether the filter keeps every entry.
  public var keepsEverything: Bool { recognizers.isEmpty && states.isEmpty && !hidesFailed }

  /// Whether `entry` is kept: its recognizer's name or type is listed (or none is), its new
  /// state is listed (or none is), and it is not a failure that is hidden.
  public func keeps(_ entry: TranscriptEntry) -> Bool {
    if hidesFailed && entry.state == .failed { return false }
    if !states.isEmpty && !states.contains(entry.state) { return false }
    if !recognizers.isEmpty && !recognizers.contains(entry.recognizer)
      && !recognizers.contains(entry.type)
    {
      return false
    }
    return true
  }

  /// The state a transcript spells `name` (`possible`, `began`, `changed`, `ended`,
  /// `cancelled`, `failed`; `recognized` is `ended`), or `nil`.
  public static func state(named name: String) -> UIGestureRecognizer.State? {
    if name == "recognized" { return .ended }
    return UIGestureRecognizer.State.allCases.first { $0.description == name }
  }
}
