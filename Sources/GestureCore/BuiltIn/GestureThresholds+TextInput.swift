import Foundation

/// The keyboard's and the search bar's numbers: all OUR CHOICE, since Apple publishes none.
extension GestureThresholds {
  /// The keyboard's height in a phone-sized window in portrait, home-indicator area included.
  public static let keyboardHeightPhonePortrait: CGFloat = 336
  /// The keyboard's height in a phone-sized window in landscape.
  public static let keyboardHeightPhoneLandscape: CGFloat = 209
  /// The keyboard's height in a larger (iPad-sized) window in portrait.
  public static let keyboardHeightPadPortrait: CGFloat = 398
  /// The keyboard's height in a larger (iPad-sized) window in landscape.
  public static let keyboardHeightPadLandscape: CGFloat = 507
  /// How long the keyboard takes to show or hide.
  public static let keyboardAnimationDuration: TimeInterval = 0.25
  /// The height of a `UISearchBar`.
  public static let searchBarHeight: CGFloat = 56
  /// The width of a `UISearchBar`'s cancel button.
  public static let searchBarCancelButtonWidth: CGFloat = 60

  /// The rows of the keyboard and the search bar, in ``all``.
  static let textInputRows: [Threshold] = [
    .init(
      property: "SimulatedKeyboard.heightPhonePortrait", value: Double(keyboardHeightPhonePortrait),
      unit: "pt", provenance: .chosenByUs,
      source: "the keyboard with its suggestion bar as commonly measured on recent phones; Apple "
        + "publishes no size; SimulatedKeyboard.height overrides it"),
    .init(
      property: "SimulatedKeyboard.heightPhoneLandscape",
      value: Double(keyboardHeightPhoneLandscape), unit: "pt", provenance: .chosenByUs,
      source: "as commonly measured on recent phones in landscape; Apple publishes no size"),
    .init(
      property: "SimulatedKeyboard.heightPadPortrait", value: Double(keyboardHeightPadPortrait),
      unit: "pt", provenance: .chosenByUs,
      source: "as commonly measured on iPads in portrait; Apple publishes no size"),
    .init(
      property: "SimulatedKeyboard.heightPadLandscape", value: Double(keyboardHeightPadLandscape),
      unit: "pt", provenance: .chosenByUs,
      source: "as commonly measured on iPads in landscape; Apple publishes no size"),
    .init(
      property: "SimulatedKeyboard.animationDuration", value: keyboardAnimationDuration,
      unit: "s", provenance: .chosenByUs,
      source: "the duration iOS is commonly seen reporting in the keyboard's notifications; "
        + "SimulatedKeyboard.animationDuration overrides it"),
    .init(
      property: "UISearchBar.height", value: Double(searchBarHeight), unit: "pt",
      provenance: .chosenByUs, source: "the height UIKit's default search bar is seen at"),
    .init(
      property: "UISearchBar.cancelButtonWidth", value: Double(searchBarCancelButtonWidth),
      unit: "pt", provenance: .chosenByUs,
      source: "the width given to the cancel button at the bar's trailing edge"),
  ]
}
