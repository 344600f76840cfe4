import Foundation
import GestureCore

/// A view that shows text, as UIKit's `UILabel` is, sized by a deterministic metric.
///
/// The metric is OUR CHOICE and the same as GestureUI's `Text`: each character is half the font
/// size wide, a line is 1.2 times the font size high, rounded up, and text wraps at whole
/// characters. ``sizeThatFits(_:)`` measures one line when ``numberOfLines`` is 1, and otherwise
/// wraps to the width offered, keeping at most ``numberOfLines`` lines (0: any number).
/// ``intrinsicContentSize`` wraps to ``preferredMaxLayoutWidth`` when that is set and more than
/// one line is allowed. A label without text measures zero by zero (OUR CHOICE).
///
/// Stored only (nothing is drawn): ``textColor``, ``textAlignment``, ``lineBreakMode``,
/// ``attributedText``'s attributes, ``highlightedTextColor``. A label does not take touches
/// (`UIView.isUserInteractionEnabled` starts `false`), as in UIKit.
///
///     let label = UILabel()
///     label.text = "Drag me"
///     label.sizeToFit()          // 59.5 by 21 in the default 17-point font
open class UILabel: UIView {
  /// The text shown; setting it invalidates the intrinsic size.
  open var text: String? {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// The text with attributes; only its characters are measured.
  open var attributedText: NSAttributedString? {
    get { text.map { NSAttributedString(string: $0) } }
    set { text = newValue?.string }
  }

  /// The font; default: the 17-point system font.
  open var font: UIFont! = .systemFont(ofSize: UIFont.systemFontSize) {
    didSet {
      if font == nil { font = .systemFont(ofSize: UIFont.systemFontSize) }
      invalidateIntrinsicContentSize()
    }
  }

  /// The text's color; default black. Stored only.
  open var textColor: UIColor! = .black
  /// The color while highlighted. Stored only.
  open var highlightedTextColor: UIColor?
  /// Whether the label shows its highlighted look. Stored only.
  open var isHighlighted = false
  /// Whether the label looks enabled. Stored only.
  open var isEnabled = true
  /// How lines align; default `.natural`. Stored only.
  open var textAlignment: NSTextAlignment = .natural
  /// How a line that does not fit is cut; default `.byTruncatingTail`. Stored only.
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
  /// Whether the font shrinks to fit. Stored only: the metric never shrinks text.
  open var adjustsFontSizeToFitWidth = false

  /// The most lines shown; 0 means no limit. Default 1.
  open var numberOfLines = 1 {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// The width multi-line text wraps to in ``intrinsicContentSize``; 0 means none.
  open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { invalidateIntrinsicContentSize() }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
  }

  /// The size of the text in ``font`` for `size`'s width (see the type's discussion).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let width: CGFloat? = numberOfLines == 1 || size.width <= 0 ? nil : size.width
    return TextMetric.size(
      of: text, fontSize: font.pointSize, proposedWidth: width, maximumLines: numberOfLines)
  }

  /// The text's size, unwrapped unless ``preferredMaxLayoutWidth`` is set.
  open override var intrinsicContentSize: CGSize {
    sizeThatFits(CGSize(width: preferredMaxLayoutWidth, height: 0))
  }
}
