import Foundation
import GestureCore

/// A row of page indicators, as UIKit's `UIPageControl` is: a tap beside the current page's
/// indicator moves one page that way and sends `.valueChanged`.
///
/// Apple's documentation of `UIPageControl`: "When a user taps a page control to move to the
/// next or previous page, the control sends the valueChanged event". Which side counts is OUR
/// CHOICE: a touch that lifts inside the tracking area (the bounds grown by
/// ``UIControl/trackingSlop``) right of the current indicator's center moves to the next page,
/// left of it to the previous one (iOS 14's jump to a tapped indicator and scrubbing along the
/// row are not simulated). Indicators are 16 points apart in a row 26 points high, centred in
/// the bounds (OUR CHOICE of metrics). Setting ``currentPage`` sends no action, as in UIKit.
///
/// Stored only: the tint colors, ``hidesForSinglePage``, ``backgroundStyle`` and
/// ``allowsContinuousInteraction``.
open class UIPageControl: UIControl {
  /// How the control's background is drawn. Raw values match UIKit's. Stored only.
  public enum BackgroundStyle: Int, Sendable {
    case automatic = 0
    case prominent = 1
    case minimal = 2
  }

  /// The distance between the centers of two indicators: 16 points (OUR CHOICE).
  public static let indicatorSpacing: CGFloat = 16
  /// The height of the row of indicators: 26 points (OUR CHOICE).
  public static let rowHeight: CGFloat = 26

  /// How many pages there are. Default 0. Setting it keeps ``currentPage`` among them.
  open var numberOfPages = 0 {
    didSet {
      numberOfPages = Swift.max(numberOfPages, 0)
      currentPage = Swift.min(currentPage, Swift.max(numberOfPages - 1, 0))
      invalidateIntrinsicContentSize()
    }
  }

  /// The page shown, from 0, kept within the pages. Setting it sends no action.
  open var currentPage = 0 {
    didSet { currentPage = Swift.min(Swift.max(currentPage, 0), Swift.max(numberOfPages - 1, 0)) }
  }

  /// Stored only.
  open var hidesForSinglePage = false
  /// Stored only.
  open var pageIndicatorTintColor: UIColor?
  /// Stored only.
  open var currentPageIndicatorTintColor: UIColor?
  /// Stored only.
  open var backgroundStyle: BackgroundStyle = .automatic
  /// Stored only.
  open var allowsContinuousInteraction = true

  /// The size the indicators of `pageCount` pages take.
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    CGSize(width: CGFloat(Swift.max(pageCount, 0)) * Self.indicatorSpacing, height: Self.rowHeight)
  }

  open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    self.size(forNumberOfPages: numberOfPages)
  }

  /// The center of `page`'s indicator, in the control's coordinates.
  func indicatorCenter(of page: Int) -> CGPoint {
    let row = size(forNumberOfPages: numberOfPages)
    let left = bounds.midX - row.width / 2
    return CGPoint(
      x: left + (CGFloat(page) + 0.5) * Self.indicatorSpacing, y: bounds.midY)
  }

  /// Keeps its tap from a one-finger single-tap recognizer behind it (see the type).
  override var keepsTapFromRecognizersBehind: Bool { true }

  /// Moves one page toward the side of the current indicator the touch lifted on (see the
  /// type), sending `.valueChanged` when the page changes.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    guard isTouchInside, let touch, numberOfPages > 1 else { return }
    let x = touch.location(in: self).x
    let step = x > indicatorCenter(of: currentPage).x ? 1 : -1
    let page = Swift.min(Swift.max(currentPage + step, 0), numberOfPages - 1)
    guard page != currentPage else { return }
    currentPage = page
    sendActions(for: .valueChanged)
  }
}
