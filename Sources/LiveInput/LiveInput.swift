import Foundation

/// Facts about this build's live-input support.
public enum LiveInputSupport {
  /// Whether this build reads devices through libinput (the package trait `LibInput`, on by
  /// default); libinput itself is loaded when live input starts.
  public static var isAvailable: Bool {
    #if LibInput
      true
    #else
      false
    #endif
  }

  /// What a user has to do to get live input, when this build cannot read devices.
  public static let unavailableMessage = """
    this gesturesim was built without live input (the package trait LibInput is off). \
    Install libinput's headers (sudo apt-get install libinput-dev) and rebuild with the \
    default traits: swift build -c release
    """
}
