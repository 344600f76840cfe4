import Foundation
import GestureCore

/// A view that shows an image, as UIKit's `UIImageView` does.
///
/// As Apple documents for `UIImageView`, `UIView.isUserInteractionEnabled` is false by default, so
/// an image view and its subviews are not hit by touches, and recognizers on it see nothing,
/// until gesture code turns it on.
@preconcurrency @MainActor open class UIImageView: UIView {
  /// The image shown. Setting it does not resize the view, as in UIKit.
  open var image: UIImage?
  /// The image shown while ``isHighlighted``.
  open var highlightedImage: UIImage?
  /// Whether the highlighted image is shown. Default: false.
  open var isHighlighted = false

  /// Creates an image view the size of `image` (zero without one).
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
  }

  /// Creates an image view the size of `image`, with a highlighted image.
  public convenience init(image: UIImage?, highlightedImage: UIImage?) {
    self.init(image: image)
    self.highlightedImage = highlightedImage
  }

  /// Creates an image view with `frame` and no image.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Creates an image view from an archive (see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
  }

  /// The image's size: what the view would like to be.
  /// (`UIView.sizeToFit()` therefore sizes the view to its image, keeping its origin.)
  open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

  /// Where the image lies in the bounds under `UIView.contentMode`: the rectangle UIKit draws it in.
  public var imageFrame: CGRect {
    guard let size = (isHighlighted ? highlightedImage ?? image : image)?.size,
      size.width > 0, size.height > 0
    else { return .zero }
    let box = bounds
    func placed(_ fitted: CGSize, x: CGFloat, y: CGFloat) -> CGRect {
      CGRect(origin: CGPoint(x: box.minX + x, y: box.minY + y), size: fitted)
    }
    switch contentMode {
    case .scaleToFill, .redraw:
      return box
    case .scaleAspectFit, .scaleAspectFill:
      let ratios = (box.width / size.width, box.height / size.height)
      let factor =
        contentMode == .scaleAspectFit ? min(ratios.0, ratios.1) : max(ratios.0, ratios.1)
      let fitted = CGSize(width: size.width * factor, height: size.height * factor)
      return placed(fitted, x: (box.width - fitted.width) / 2, y: (box.height - fitted.height) / 2)
    case .center:
      return placed(size, x: (box.width - size.width) / 2, y: (box.height - size.height) / 2)
    case .top: return placed(size, x: (box.width - size.width) / 2, y: 0)
    case .bottom: return placed(size, x: (box.width - size.width) / 2, y: box.height - size.height)
    case .left: return placed(size, x: 0, y: (box.height - size.height) / 2)
    case .right: return placed(size, x: box.width - size.width, y: (box.height - size.height) / 2)
    case .topLeft: return placed(size, x: 0, y: 0)
    case .topRight: return placed(size, x: box.width - size.width, y: 0)
    case .bottomLeft: return placed(size, x: 0, y: box.height - size.height)
    case .bottomRight: return placed(size, x: box.width - size.width, y: box.height - size.height)
    }
  }
}
