import Foundation
import GestureCore

/// Options that control how adding a gesture to a view affects other gestures recognized by
/// the view and its subviews, as SwiftUI's `GestureMask` is.
///
///     card.gesture(drag, including: .gesture)     // the card's subviews' gestures are off
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt32

  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// Enable the added gesture but disable all gestures in the subview hierarchy.
  public static let gesture = GestureMask(rawValue: 1)
  /// Enable all gestures in the subview hierarchy but disable the added gesture.
  public static let subviews = GestureMask(rawValue: 2)
  /// Enable both the added gesture and all gestures in the subview hierarchy.
  public static let all: GestureMask = [.gesture, .subviews]
  /// Disable all gestures in the subview hierarchy, including the added gesture.
  public static let none: GestureMask = []
}
