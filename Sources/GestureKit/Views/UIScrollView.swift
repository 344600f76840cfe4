import Foundation

/// The methods a scroll view's delegate can implement; all optional, as in UIKit.
@MainActor public protocol UIScrollViewDelegate: AnyObject {
  /// The content offset changed.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// The user started dragging the content.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// The user lifted their fingers. The simulated scroll view never decelerates.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// The view to scale when the user pinches; `nil` turns zooming off.
  func viewForZooming(in scrollView: UIScrollView) -> UIView?
  /// The zoom scale changed.
  func scrollViewDidZoom(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {}
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
}

/// A view whose content moves under a pan and scales under a pinch, with UIKit's two
/// recognizers taking part in arbitration like any other.
///
/// The scroll view's ``panGestureRecognizer`` is a ``UIPanGestureRecognizer`` attached to the
/// scroll view: another recognizer can wait for it to fail with `require(toFail:)`, or be
/// allowed to recognize with it through a delegate, as on iOS. It begins only when the content
/// can scroll (``contentSize`` larger than the bounds, or ``alwaysBounceHorizontal`` /
/// ``alwaysBounceVertical``) and ``isScrollEnabled`` is on. Dragging moves ``contentOffset``,
/// which is the bounds' origin, so subviews move on screen and hit-testing follows. The pinch
/// exists while the zoom scales allow zooming and scales ``zoomScale`` within them.
///
/// What the simulation leaves out: deceleration and bouncing animations (the offset stays where
/// the fingers left it, clamped to the content unless ``bounces``), paging and the content
/// touch delay.
@MainActor open class UIScrollView: UIView {
  /// The recognizer that scrolls the content.
  public let panGestureRecognizer = UIPanGestureRecognizer()

  /// The recognizer that zooms; `nil` while ``minimumZoomScale`` equals ``maximumZoomScale``.
  open var pinchGestureRecognizer: UIPinchGestureRecognizer? {
    minimumZoomScale == maximumZoomScale ? nil : pinch
  }

  private let pinch = UIPinchGestureRecognizer()

  /// The scroll view's delegate. Held weakly.
  open weak var delegate: (any UIScrollViewDelegate)?

  /// The size of the content, in points.
  open var contentSize: CGSize = .zero

  /// The content's point shown at the bounds' origin: the bounds' origin itself.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      guard newValue != bounds.origin else { return }
      bounds.origin = newValue
      delegate?.scrollViewDidScroll(self)
    }
  }

  /// Whether the pan scrolls. Default: true.
  open var isScrollEnabled = true {
    didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
  }

  /// Whether a drag may pull the content past its edges. Default: true.
  open var bounces = true
  /// Whether a drag scrolls horizontally even when the content is not wider than the view.
  open var alwaysBounceHorizontal = false
  /// Whether a drag scrolls vertically even when the content is not taller than the view.
  open var alwaysBounceVertical = false

  /// The current zoom scale. Default: 1.
  open var zoomScale: CGFloat = 1 {
    didSet {
      guard zoomScale != oldValue else { return }
      delegate?.viewForZooming(in: self)?.transform = CGAffineTransform(
        scaleX: zoomScale, y: zoomScale)
      delegate?.scrollViewDidZoom(self)
    }
  }
  /// The smallest zoom scale. Default: 1.
  open var minimumZoomScale: CGFloat = 1 {
    didSet { updatePinch() }
  }
  /// The largest zoom scale. Default: 1.
  open var maximumZoomScale: CGFloat = 1 {
    didSet { updatePinch() }
  }

  /// Whether the user's fingers are on the content and it has started scrolling.
  open private(set) var isDragging = false
  /// Whether the user has touched the content (the pan is tracking).
  open var isTracking: Bool { panGestureRecognizer.numberOfTouches > 0 }
  /// Always false: the simulated scroll view does not decelerate.
  open var isDecelerating: Bool { false }
  /// Whether the content is being zoomed.
  open private(set) var isZooming = false

  private var dragStartOffset: CGPoint = .zero
  private var pinchStartScale: CGFloat = 1

  public override init(frame: CGRect) {
    super.init(frame: frame)
    panGestureRecognizer.name = "scrollViewPan"
    panGestureRecognizer.addTarget(self, action: UIScrollView.handlePan)
    addGestureRecognizer(panGestureRecognizer)
    pinch.name = "scrollViewPinch"
    pinch.addTarget(self, action: UIScrollView.handlePinch)
  }

  /// Sets the content offset; the simulation has no animation, so `animated` changes nothing.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  /// Sets the zoom scale, clamped to the allowed range; `animated` changes nothing.
  open func setZoomScale(_ scale: CGFloat, animated: Bool) {
    zoomScale = Swift.min(Swift.max(scale, minimumZoomScale), maximumZoomScale)
  }

  /// The scroll view's own pan begins only when the content can scroll.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer)
    -> Bool
  {
    if gestureRecognizer === panGestureRecognizer {
      return canScrollHorizontally || canScrollVertically
    }
    return super.gestureRecognizerShouldBegin(gestureRecognizer)
  }

  private var canScrollHorizontally: Bool {
    alwaysBounceHorizontal || contentSize.width > bounds.width
  }

  private var canScrollVertically: Bool {
    alwaysBounceVertical || contentSize.height > bounds.height
  }

  private func handlePan(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      dragStartOffset = contentOffset
      isDragging = true
      delegate?.scrollViewWillBeginDragging(self)
      scroll(by: pan.translation(in: self))
    case .changed:
      scroll(by: pan.translation(in: self))
    case .ended, .cancelled:
      scroll(by: pan.translation(in: self))
      isDragging = false
      delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
    default:
      break
    }
  }

  /// Content follows the fingers: the offset moves against the translation.
  private func scroll(by translation: CGPoint) {
    var offset = CGPoint(
      x: canScrollHorizontally ? dragStartOffset.x - translation.x : contentOffset.x,
      y: canScrollVertically ? dragStartOffset.y - translation.y : contentOffset.y)
    if !bounces {
      offset.x = Swift.min(Swift.max(offset.x, 0), Swift.max(contentSize.width - bounds.width, 0))
      offset.y = Swift.min(
        Swift.max(offset.y, 0), Swift.max(contentSize.height - bounds.height, 0))
    }
    // The translation is measured in this view, whose origin the offset moves; the pan reads
    // it through the linear part of the transform only, so moving the origin does not feed back.
    contentOffset = offset
  }

  private func handlePinch(_ pinch: UIPinchGestureRecognizer) {
    switch pinch.state {
    case .began:
      pinchStartScale = zoomScale
      isZooming = true
      setZoomScale(pinchStartScale * pinch.scale, animated: false)
    case .changed:
      setZoomScale(pinchStartScale * pinch.scale, animated: false)
    case .ended, .cancelled:
      setZoomScale(pinchStartScale * pinch.scale, animated: false)
      isZooming = false
    default:
      break
    }
  }

  private func updatePinch() {
    if minimumZoomScale == maximumZoomScale {
      if pinch.view === self { removeGestureRecognizer(pinch) }
    } else if pinch.view !== self {
      addGestureRecognizer(pinch)
    }
  }
}
