import Foundation
import GestureCore

/// The identity a representable keeps while attached to a view: the place its converter reads
/// from. SwiftUI calls the equivalent a gesture node.
///
/// The host owns it; the converter holds it so that a converter kept by a coordinator keeps
/// answering for the recognizer that is alive when asked.
@MainActor final class RepresentableGestureNode {
  /// The view the representable is attached to; `nil` once it is removed.
  weak var view: UIView?

  /// The recognizer of the current event sequence, if one is alive.
  var recognizer: UIGestureRecognizer? {
    didSet {
      if let oldValue, recognizer == nil { lastGlobalLocation = oldValue.location(in: nil) }
    }
  }

  /// Where the last recognizer was, for questions asked between event sequences.
  private var lastGlobalLocation = CGPoint.zero

  init(view: UIView) {
    self.view = view
  }

  /// The recognizer's location in window coordinates.
  var globalLocation: CGPoint {
    recognizer?.location(in: nil) ?? lastGlobalLocation
  }

  /// The view whose space `space` names, or `nil` for the global space (see the converter's
  /// discussion for the rules).
  func view(resolving space: CoordinateSpace) -> UIView? {
    guard let view else { return nil }
    switch space {
    case .global: return nil
    case .local: return view
    case .named(let name): return view.nearestView(declaringCoordinateSpace: name)
    }
  }
}
