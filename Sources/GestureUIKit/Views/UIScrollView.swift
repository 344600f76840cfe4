import Foundation
import GestureCore

/// The methods a scroll view's delegate can implement; all optional, as in UIKit.
@preconcurrency @MainActor public protocol UIScrollViewDelegate: AnyObject {
  /// The content offset changed.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// The user started dragging the content.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// The user is lifting their fingers: `velocity` is in points per millisecond, and the
  /// delegate may change where the content comes to rest by writing `targetContentOffset`.
  /// The simulated scroll view does not decelerate, so the target starts as the current
  /// offset (the page to settle on when ``UIScrollView/isPagingEnabled``) and the content moves
  /// to whatever target the delegate leaves, at once, after
  /// ``scrollViewDidEndDragging(_:willDecelerate:)``.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// The user lifted their fingers; `decelerate` is true when the content still moves to a
  /// target other than where the fingers left it (then the deceleration calls follow at once).
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// The content starts moving on by itself to its target, after a drag.
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  /// The content came to rest after a drag. The simulated scroll view moves it at once.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// An animated `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` that
  /// moved the content ended (at once here).
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  /// The view to scale when the user pinches; `nil` turns zooming off.
  func viewForZooming(in scrollView: UIScrollView) -> UIView?
  /// The zoom scale changed.
  func scrollViewDidZoom(_ scrollView: UIScrollView)
  /// A pinch is about to zoom `view` (the delegate's ``viewForZooming(in:)``).
  func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
  /// A pinch that zoomed `view` ended, leaving the zoom scale at `scale`.
  func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {}
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  public func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {}
}

/// A view whose content moves under a pan and scales under a pinch, with UIKit's two
/// recognizers taking part in arbitration like any other.
///
/// The scroll view's ``panGestureRecognizer`` is a `UIPanGestureRecognizer` attached to the
/// scroll view: another recognizer can wait for it to fail with `require(toFail:)`, or be
/// allowed to recognize with it through a delegate, as on iOS. It begins only when the content
/// can scroll (``contentSize`` larger than the bounds, or ``alwaysBounceHorizontal`` /
/// ``alwaysBounceVertical``) and ``isScrollEnabled`` is on. Dragging moves ``contentOffset``,
/// which is the bounds' origin, so subviews move on screen and hit-testing follows. The pinch
/// exists while the zoom scales allow zooming and scales ``zoomScale`` within them.
///
/// What the simulation leaves out: deceleration and bouncing animations (the offset stays where
/// the fingers left it, clamped to the content unless ``bounces``, or jumps to the delegate's
/// or the page's target) and the content touch delay.
@preconcurrency @MainActor open class UIScrollView: UIView, AxisScrollable {
  /// The recognizer that scrolls the content. On a scroll view that scrolls along one axis
  /// only, motion along the other does not count toward its hysteresis, as UIKit's axis lock
  /// does (see `UIScrollView+AxisLock.swift`).
  public let panGestureRecognizer: UIPanGestureRecognizer = ScrollViewPanGestureRecognizer()

  /// The recognizer that zooms; `nil` while ``minimumZoomScale`` equals ``maximumZoomScale``.
  open var pinchGestureRecognizer: UIPinchGestureRecognizer? {
    minimumZoomScale == maximumZoomScale ? nil : pinch
  }

  private let pinch = UIPinchGestureRecognizer()

  /// The scroll view's delegate. Held weakly.
  open weak var delegate: (any UIScrollViewDelegate)?

  /// The size of the content, in points. Zooming sets it to the zoomed view's frame size.
  open var contentSize: CGSize = .zero {
    didSet { keyValuesDidChange() }
  }

  /// Extra room around the content, in points: the offset can go to `-contentInset.top` and
  /// `-contentInset.left`, and as far past the content's end as the bottom and right insets.
  /// Default: zero.
  open var contentInset: UIEdgeInsets = .zero

  /// The insets the content is laid out with: ``contentInset`` (the simulated window has no
  /// safe area to add).
  open var adjustedContentInset: UIEdgeInsets { contentInset }

  /// How fast the content would slow down after a flick. The simulated scroll view does not
  /// decelerate: no effect.
  open var decelerationRate: DecelerationRate = .normal

  /// Whether the vertical indicator shows while scrolling. Nothing is drawn: no effect.
  open var showsVerticalScrollIndicator = true

  /// Whether the horizontal indicator shows while scrolling. Nothing is drawn: no effect.
  open var showsHorizontalScrollIndicator = true

  // Scroll indicators take no touches in UIKit, and GestureKit draws none: the values below
  // are kept for code that reads them back and change neither hit-testing nor scrolling.

  /// How far the vertical indicator keeps from the edges of the scroll view. Default: zero.
  open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
  /// How far the horizontal indicator keeps from the edges of the scroll view. Default: zero.
  open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero

  /// Both indicators' insets, as before iOS 13: setting it sets
  /// ``verticalScrollIndicatorInsets`` and ``horizontalScrollIndicatorInsets``; reading it
  /// returns the vertical ones (OUR CHOICE: Apple's page does not say which it returns once
  /// they differ).
  @available(
    iOS, deprecated: 13.0,
    message: "Use verticalScrollIndicatorInsets or horizontalScrollIndicatorInsets instead."
  )
  open var scrollIndicatorInsets: UIEdgeInsets {
    get { verticalScrollIndicatorInsets }
    set {
      verticalScrollIndicatorInsets = newValue
      horizontalScrollIndicatorInsets = newValue
    }
  }

  /// Whether the indicators' insets follow the safe area. Default: true, as Apple's page says.
  open var automaticallyAdjustsScrollIndicatorInsets = true

  /// The indicators' color scheme. Default: ``IndicatorStyle/default``.
  open var indicatorStyle = IndicatorStyle.default

  /// Shows the indicators for a moment, as UIKit does to hint that the view scrolls; nothing
  /// is drawn here, so it changes nothing.
  open func flashScrollIndicators() {}

  /// How a drag dismisses the keyboard. There is no keyboard: no effect.
  open var keyboardDismissMode: KeyboardDismissMode = .none

  /// How the safe area adjusts the content insets. Stored only: the simulated window has no
  /// safe area, so ``adjustedContentInset`` is ``contentInset`` whatever the value.
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

  /// The pull-to-refresh control (see ``UIRefreshControl``), added as a subview.
  open var refreshControl: UIRefreshControl? {
    didSet {
      guard oldValue !== refreshControl else { return }
      oldValue?.removeFromSuperview()
      if let refreshControl { insertSubview(refreshControl, at: 0) }
    }
  }

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

  /// Whether the content comes to rest on multiples of the bounds' size after a drag. Default:
  /// false. Apple documents only that the scroll view "stops on multiples of the scroll view's
  /// bounds"; which page it picks is OUR CHOICE: the one nearest where the fingers left the
  /// content, or, when they lift moving faster than ``pagingFlickVelocity``, the next one in
  /// their direction from the page the drag began on; never more than one page from it.
  open var isPagingEnabled = false

  /// The finger speed, in points per second, above which a paging drag goes on to the next page
  /// whatever its distance. OUR CHOICE: 500 pt/s; UIKit's rule is not documented.
  public static var pagingFlickVelocity: CGFloat = 500

  /// Whether a drag may pull the content past its edges. Default: true.
  open var bounces = true
  /// Whether a pinch may zoom past ``minimumZoomScale`` and ``maximumZoomScale``; the scale
  /// comes back within them when the fingers lift (at once: the simulation does not animate).
  /// Past a limit the scale follows the fingers undamped: OUR CHOICE, UIKit's rubber band is
  /// not documented. When false, the pinch stops at the limits. Default: true.
  open var bouncesZoom = true
  /// Whether a drag scrolls horizontally even when the content is not wider than the view.
  open var alwaysBounceHorizontal = false
  /// Whether a drag scrolls vertically even when the content is not taller than the view.
  open var alwaysBounceVertical = false

  /// The current zoom scale. Default: 1.
  ///
  /// Setting it scales the delegate's ``UIScrollViewDelegate/viewForZooming(in:)`` view by a
  /// transform, puts that view's frame at the content's origin, makes ``contentSize`` the frame's
  /// size and keeps ``contentOffset`` inside the content, as UIKit does (the frame at the origin
  /// is what UIKit is seen doing; its documentation says only that the content size follows).
  /// The value is not clamped: ``setZoomScale(_:animated:)`` clamps it.
  open var zoomScale: CGFloat = 1 {
    didSet {
      guard zoomScale != oldValue else { return }
      if let zoomed = delegate?.viewForZooming(in: self) {
        zoomed.transform = CGAffineTransform(scaleX: zoomScale, y: zoomScale)
        let frame = zoomed.frame
        zoomed.center = CGPoint(x: zoomed.center.x - frame.minX, y: zoomed.center.y - frame.minY)
        contentSize = frame.size
        if !isZooming { contentOffset = clampedOffset(contentOffset) }
      }
      keyValuesDidChange()
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
  /// The content point under the pinch's centroid when it began, at zoom scale 1.
  private var pinchAnchor: CGPoint = .zero

  public override init(frame: CGRect) {
    super.init(frame: frame)
    addScrollingRecognizers()
  }

  /// Creates a scroll view from an archive (see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addScrollingRecognizers()
  }

  /// Names the pan and pinch and makes this view their target; the pan is added now, the
  /// pinch once zooming is possible.
  private func addScrollingRecognizers() {
    panGestureRecognizer.name = "scrollViewPan"
    panGestureRecognizer.addTarget(self, action: UIScrollView.handlePan)
    addGestureRecognizer(panGestureRecognizer)
    pinch.name = "scrollViewPinch"
    pinch.addTarget(self, action: UIScrollView.handlePinch)
  }

  /// Sets the content offset at once (the simulated scroll view does not animate scrolling).
  /// When `animated` and the offset changed, the delegate then gets
  /// ``UIScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)``, which Apple documents is
  /// called at the end of this method "only if animations are requested".
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    let before = self.contentOffset
    self.contentOffset = contentOffset
    if animated, self.contentOffset != before {
      delegate?.scrollViewDidEndScrollingAnimation(self)
    }
  }

  /// Scrolls the least distance that shows `rect` (in the content's coordinates), keeping the
  /// offset within the content, through ``setContentOffset(_:animated:)``.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    var offset = contentOffset
    let visible = bounds
    if rect.maxX > visible.maxX { offset.x += rect.maxX - visible.maxX }
    if rect.minX < offset.x { offset.x = rect.minX }
    if rect.maxY > visible.maxY { offset.y += rect.maxY - visible.maxY }
    if rect.minY < offset.y { offset.y = rect.minY }
    setContentOffset(clampedOffset(offset), animated: animated)
  }

  /// Sets the zoom scale, clamped to the allowed range; `animated` changes nothing.
  open func setZoomScale(_ scale: CGFloat, animated: Bool) {
    zoomScale = clampedScale(scale)
  }

  /// Zooms so that `rect`, in the zoomed view's own coordinates, fills the bounds as far as the
  /// scale limits allow, centred. The simulation does not animate: the zoom is done on return.
  open func zoom(to rect: CGRect, animated: Bool) {
    guard let zoomed = delegate?.viewForZooming(in: self), rect.width > 0, rect.height > 0 else {
      return
    }
    zoomScale = clampedScale(Swift.min(bounds.width / rect.width, bounds.height / rect.height))
    // The rectangle's middle in the content's space, which is this view's bounds space.
    let middle = zoomed.convert(CGPoint(x: rect.midX, y: rect.midY), to: self)
    contentOffset = clampedOffset(
      CGPoint(x: middle.x - bounds.width / 2, y: middle.y - bounds.height / 2))
  }

  private func clampedScale(_ scale: CGFloat) -> CGFloat {
    Swift.min(Swift.max(scale, minimumZoomScale), maximumZoomScale)
  }

  /// `offset` moved inside the content and its insets.
  func clampedOffset(_ offset: CGPoint) -> CGPoint {
    let inset = adjustedContentInset
    let minimum = CGPoint(x: -inset.left, y: -inset.top)
    let maximum = CGPoint(
      x: Swift.max(contentSize.width + inset.right - bounds.width, minimum.x),
      y: Swift.max(contentSize.height + inset.bottom - bounds.height, minimum.y))
    return CGPoint(
      x: Swift.min(Swift.max(offset.x, minimum.x), maximum.x),
      y: Swift.min(Swift.max(offset.y, minimum.y), maximum.y))
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

  package var canScrollHorizontally: Bool {
    alwaysBounceHorizontal
      || contentSize.width + adjustedContentInset.left + adjustedContentInset.right > bounds.width
  }

  package var canScrollVertically: Bool {
    alwaysBounceVertical
      || contentSize.height + adjustedContentInset.top + adjustedContentInset.bottom
        > bounds.height
      || pullToRefreshControl != nil
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
      refreshIfPulled()
    case .ended, .cancelled:
      scroll(by: pan.translation(in: self))
      let fingers = pan.velocity(in: self)
      var target = isPagingEnabled ? pagedOffset(fingerVelocity: fingers) : contentOffset
      // UIKit reports this velocity in points per millisecond, against the content's motion.
      delegate?.scrollViewWillEndDragging(
        self, withVelocity: CGPoint(x: -fingers.x / 1000, y: -fingers.y / 1000),
        targetContentOffset: &target)
      let decelerates = target != contentOffset
      isDragging = false
      delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
      if decelerates {
        delegate?.scrollViewWillBeginDecelerating(self)
        contentOffset = target
        delegate?.scrollViewDidEndDecelerating(self)
      }
    default:
      break
    }
  }

  /// The page a paging drag comes to rest on (see ``isPagingEnabled``).
  private func pagedOffset(fingerVelocity: CGPoint) -> CGPoint {
    func onAxis(_ offset: CGFloat, start: CGFloat, fingers: CGFloat, page: CGFloat) -> CGFloat {
      guard page > 0 else { return offset }
      let startPage = (start / page).rounded()
      var target = (offset / page).rounded()
      if abs(fingers) > Self.pagingFlickVelocity {
        // Fingers moving left or up take the content to the next page.
        target = startPage + (fingers < 0 ? 1 : -1)
      }
      return Swift.min(Swift.max(target, startPage - 1), startPage + 1) * page
    }
    let paged = CGPoint(
      x: onAxis(
        contentOffset.x, start: dragStartOffset.x, fingers: fingerVelocity.x,
        page: bounds.width),
      y: onAxis(
        contentOffset.y, start: dragStartOffset.y, fingers: fingerVelocity.y,
        page: bounds.height))
    return clampedOffset(paged)
  }

  /// Content follows the fingers: the offset moves against the translation.
  private func scroll(by translation: CGPoint) {
    var offset = CGPoint(
      x: canScrollHorizontally ? dragStartOffset.x - translation.x : contentOffset.x,
      y: canScrollVertically ? dragStartOffset.y - translation.y : contentOffset.y)
    if !bounces { offset = clampedOffset(offset) }
    // The translation is measured in this view, whose origin the offset moves; the pan reads
    // it through the linear part of the transform only, so moving the origin does not feed back.
    contentOffset = offset
  }

  /// Zooms about the fingers: the content point under their centroid when the pinch began stays
  /// under it, and the offset is kept inside the content when the pinch ends.
  private func handlePinch(_ pinch: UIPinchGestureRecognizer) {
    switch pinch.state {
    case .began:
      pinchStartScale = zoomScale
      let centroid = pinch.location(in: self)
      pinchAnchor = CGPoint(x: centroid.x / zoomScale, y: centroid.y / zoomScale)
      isZooming = true
      delegate?.scrollViewWillBeginZooming(self, with: delegate?.viewForZooming(in: self))
      zoom(following: pinch)
    case .changed:
      zoom(following: pinch)
    case .ended, .cancelled:
      zoom(following: pinch)
      isZooming = false
      zoomScale = clampedScale(zoomScale)
      contentOffset = clampedOffset(contentOffset)
      delegate?.scrollViewDidEndZooming(
        self, with: delegate?.viewForZooming(in: self), atScale: zoomScale)
    default:
      break
    }
  }

  private func zoom(following pinch: UIPinchGestureRecognizer) {
    let scale = pinchStartScale * pinch.scale
    zoomScale = bouncesZoom ? scale : clampedScale(scale)
    // The centroid's place in the visible area: its location in this view less the offset.
    let centroid = pinch.location(in: self)
    let visible = CGPoint(x: centroid.x - contentOffset.x, y: centroid.y - contentOffset.y)
    contentOffset = CGPoint(
      x: pinchAnchor.x * zoomScale - visible.x, y: pinchAnchor.y * zoomScale - visible.y)
  }

  private func updatePinch() {
    if minimumZoomScale == maximumZoomScale {
      if pinch.view === self { removeGestureRecognizer(pinch) }
    } else if pinch.view !== self {
      addGestureRecognizer(pinch)
    }
  }
}

extension UIScrollView {
  /// How quickly a flicked scroll view slows down: the fraction of its speed kept each
  /// millisecond. Raw values match UIKit's.
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The fraction of speed kept per millisecond.
    public let rawValue: CGFloat

    /// Creates a rate from the fraction of speed kept per millisecond.
    public init(rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// UIKit's default rate.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// The rate of paging and picker views.
    public static let fast = DecelerationRate(rawValue: 0.99)
  }

  /// How the safe area adjusts a scroll view's content insets. Raw values match UIKit's.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    case automatic = 0
    case scrollableAxes = 1
    case never = 2
    case always = 3
  }

  /// How dragging a scroll view dismisses the keyboard. Raw values match UIKit's.
  public enum KeyboardDismissMode: Int, Sendable {
    /// Dragging leaves the keyboard up.
    case none = 0
    /// The keyboard goes when a drag begins.
    case onDrag = 1
    /// The keyboard follows the drag down and can be pulled back up.
    case interactive = 2
  }

  /// The scroll indicators' color scheme. Raw values match UIKit's.
  public enum IndicatorStyle: Int, Sendable {
    /// Dark or light, following the interface style.
    case `default` = 0
    /// Dark indicators, for light backgrounds.
    case black = 1
    /// Light indicators, for dark backgrounds.
    case white = 2
  }
}
