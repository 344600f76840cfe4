import Foundation
import GestureCore

extension UIView {
  /// The target size that asks for the smallest size the constraints allow: zero by zero, as
  /// UIKit's `layoutFittingCompressedSize` ("the smallest possible size").
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

  /// The target size that asks for the largest size the constraints allow (UIKit's
  /// `layoutFittingExpandedSize`, "the largest possible size"): 10,000,000 points each way
  /// (OUR CHOICE of the number; Apple gives none).
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

  /// The size closest to `targetSize` that the view's constraints allow, with the target at
  /// ``UILayoutPriority/fittingSizeLevel`` on both axes, as UIKit's
  /// `systemLayoutSizeFitting(_:)`; see
  /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``.
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The optimal size of the view for its constraints, preferring `targetSize` on each axis at
  /// the given priority, as UIKit's
  /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`: the
  /// constraints installed in the view's subtree, its subviews' intrinsic sizes and its own
  /// take part; constraints to views outside it do not. The view's frame does not change
  /// ("This method does not actually change the size of the view").
  ///
  /// With `.required` on the horizontal axis, a label that may wrap (`numberOfLines` not 1)
  /// wraps at the target width, as the self-sizing idiom expects:
  ///
  ///     label.systemLayoutSizeFitting(
  ///       CGSize(width: 200, height: UIView.layoutFittingCompressedSize.height),
  ///       withHorizontalFittingPriority: .required,
  ///       verticalFittingPriority: .fittingSizeLevel)
  ///
  /// A multi-line label deeper in the subtree wraps at its `preferredMaxLayoutWidth` only.
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    AutoLayoutEngine.fittingSize(
      of: self,
      AutoLayoutEngine.Fitting(
        target: targetSize, horizontal: horizontalFittingPriority,
        vertical: verticalFittingPriority))
  }
}
