import Foundation

extension Optional {
  /// The value kept here, or, when there is none yet, the one `make` makes, kept first: how a
  /// view's side storage (its layer, its Auto Layout state and anchors, its accessibility
  /// attributes) is made on first use, so that views that never need it carry only `nil`.
  package mutating func madeOnFirstUse(_ make: () -> Wrapped) -> Wrapped {
    if let kept = self { return kept }
    let made = make()
    self = made
    return made
  }
}
