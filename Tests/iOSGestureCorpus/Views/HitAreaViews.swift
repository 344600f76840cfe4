#if canImport(UIKit)
  import UIKit
#else
  import GestureKit
#endif

/// A small control whose touch area grows to at least 44 × 44 points around its bounds.
final class EnlargedTouchAreaView: UIView {
  var minimumHitSize: CGFloat = 44

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    let growX = max(0, minimumHitSize - bounds.width) / 2
    let growY = max(0, minimumHitSize - bounds.height) / 2
    return bounds.insetBy(dx: -growX, dy: -growY).contains(point)
  }
}

/// A view whose hit area is its bounds moved by per-edge insets; negative insets grow it.
final class InsetHitAreaView: UIView {
  var hitTestEdgeInsets: UIEdgeInsets = .zero

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    if hitTestEdgeInsets == .zero || isHidden || !isUserInteractionEnabled {
      return super.point(inside: point, with: event)
    }
    return bounds.inset(by: hitTestEdgeInsets).contains(point)
  }
}

/// A transparent overlay that lets touches through to whatever is behind it, except where one
/// of its subviews is hit.
final class PassthroughView: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hitView = super.hitTest(point, with: event)
    return hitView == self ? nil : hitView
  }
}
