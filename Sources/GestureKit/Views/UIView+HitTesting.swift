import Foundation

extension UIView {
  /// Whether the view can be hit at all: not hidden, interaction enabled, alpha at least 0.01.
  public var isHittable: Bool {
    !isHidden && isUserInteractionEnabled && alpha >= UIView.minimumHittableAlpha
  }

  /// The alpha below which a view ignores touches (UIKit documents 0.01).
  public static let minimumHittableAlpha: CGFloat = 0.01
}
