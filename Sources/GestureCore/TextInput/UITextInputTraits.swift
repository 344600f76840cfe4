import Foundation

/// What a responder that takes typed text implements, as UIKit's `UIKeyInput`: the simulated
/// keyboard (`Simulation/typeOnKeyboard(_:)`) sends each typed character to the first
/// responder's ``insertText(_:)`` and the delete key to ``deleteBackward()``, as the system
/// keyboard does. Return is typed as `"\n"`.
@MainActor public protocol UIKeyInput: AnyObject {
  /// Whether there is any text to delete.
  var hasText: Bool { get }
  /// Inserts `text` at the insertion point.
  func insertText(_ text: String)
  /// Deletes the character before the insertion point.
  func deleteBackward()
}

/// The keyboard's type, as UIKit's `UIKeyboardType`; stored only: typed text is taken as is.
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// URLs (UIKit's spelling).
  case URL
  case numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch
  case asciiCapableNumberPad
}

/// The Return key's title, as UIKit's `UIReturnKeyType`; stored only.
public enum UIReturnKeyType: Int, Sendable {
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall
  case `continue`
}

/// How typed text is capitalised, as UIKit's `UITextAutocapitalizationType`; stored only.
public enum UITextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}

/// Whether typed text is autocorrected, as UIKit's `UITextAutocorrectionType`; stored only.
public enum UITextAutocorrectionType: Int, Sendable {
  case `default`, no, yes
}

/// Whether spelling is checked, as UIKit's `UITextSpellCheckingType`; stored only.
public enum UITextSpellCheckingType: Int, Sendable {
  case `default`, no, yes
}

/// The kind of content a text input expects (for autofill), as UIKit's `UITextContentType`;
/// stored only.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let name = UITextContentType(rawValue: "name")
  public static let username = UITextContentType(rawValue: "username")
  public static let password = UITextContentType(rawValue: "password")
  public static let newPassword = UITextContentType(rawValue: "new-password")
  public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
  public static let emailAddress = UITextContentType(rawValue: "email")
  public static let telephoneNumber = UITextContentType(rawValue: "tel")
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// A URL (UIKit's spelling).
  public static let URL = UITextContentType(rawValue: "url")
}

/// The look of the keyboard, as UIKit's `UIKeyboardAppearance`; stored only.
public enum UIKeyboardAppearance: Int, Sendable {
  case `default`, dark, light
}

/// The text traits UIKit's text inputs share (`UITextInputTraits`); stored only, since the
/// simulated keyboard takes every character as typed.
@MainActor public protocol UITextInputTraits: AnyObject {
  var keyboardType: UIKeyboardType { get set }
  var returnKeyType: UIReturnKeyType { get set }
  var autocapitalizationType: UITextAutocapitalizationType { get set }
  var autocorrectionType: UITextAutocorrectionType { get set }
  var isSecureTextEntry: Bool { get set }
}
