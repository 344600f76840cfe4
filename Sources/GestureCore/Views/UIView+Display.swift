import Foundation

/// Redrawing. GestureKit draws nothing, so marking a view for redisplay has no effect; the
/// methods exist so that drawing views that call them after each touch compile and run.
extension UIView {
  /// Marks the whole view as needing to be drawn again. GestureKit draws nothing: no effect.
  public func setNeedsDisplay() {}

  /// Marks `rect`, in the view's space, as needing to be drawn again. No effect in GestureKit.
  public func setNeedsDisplay(_ rect: CGRect) {}
}
