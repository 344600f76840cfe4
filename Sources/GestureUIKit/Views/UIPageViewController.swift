import Foundation
import GestureCore

/// A container that shows one page, a child controller, at a time and turns to the page
/// before or after it when the user swipes, as UIKit's `UIPageViewController` is.
///
///     let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
///     pages.dataSource = coordinator
///     pages.delegate = coordinator
///     pages.setViewControllers([first], direction: .forward, animated: false)
///
/// The `.scroll` style pages through a scroll view inside the controller's view, as UIKit's
/// does: a drag along the navigation orientation moves the pages with the fingers, and on lift
/// the scroll view's paging (``UIScrollView/isPagingEnabled``) picks the page: the neighbour
/// when the drag went past half a page or the fingers were moving faster than
/// ``UIScrollView/pagingFlickVelocity`` toward it, otherwise the page it began on (it springs
/// back). Apple documents none of these thresholds: they are the scroll view's, OUR CHOICE
/// (see its documentation). The scroll view's recognizer is its ``UIScrollView/panGestureRecognizer``,
/// reached as on iOS through the view's subviews; ``gestureRecognizers`` is empty for
/// `.scroll`, as UIKit's is (observed behaviour; Apple's page does not say).
///
/// During a swipe, in this order (whole sequence OUR CHOICE where Apple does not say):
///
/// 1. when the content first moves toward a side, the data source is asked for the page on
///    that side (`viewControllerBefore` moving back, `viewControllerAfter` moving on); a page
///    it gives becomes a child and its view joins the scroll view beside the current one;
/// 2. the delegate's `pageViewController(_:willTransitionTo:)` with that page (again with the
///    other one if the drag crosses to the other side); while the controller is shown, the
///    pending page gets `viewWillAppear` and the current one `viewWillDisappear`;
/// 3. on lift, the page is decided at once (the simulated scroll view does not animate its
///    deceleration): the appearance transitions end (`viewDidAppear`/`viewDidDisappear`, or,
///    for a page that springs back, the reverse pair), ``viewControllers`` holds the page now
///    shown, the pages not shown stop being children, and the delegate's
///    `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`
///    is called with `finished` true and `completed` telling whether the page turned.
///
/// A swipe toward a side the data source has no page for moves the content (UIKit's bounce)
/// and springs back without any delegate call.
///
/// `.pageCurl` is out of scope: such a controller shows its pages and
/// ``setViewControllers(_:direction:animated:completion:)`` works, but no gesture turns them
/// and nothing curls. The spine location and double-sided pages are stored only.
@MainActor
open class UIPageViewController: UIViewController {
  /// How pages change. Raw values match UIKit's.
  public enum TransitionStyle: Int, Sendable {
    /// Pages curl like paper (out of scope here: see the type).
    case pageCurl = 0
    /// Pages scroll side by side.
    case scroll = 1
  }

  /// The axis pages follow each other on. Raw values match UIKit's.
  public enum NavigationOrientation: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }

  /// Which way ``setViewControllers(_:direction:animated:completion:)`` turns. Raw values
  /// match UIKit's.
  public enum NavigationDirection: Int, Sendable {
    case forward = 0
    case reverse = 1
  }

  /// Where the spine of curled pages is. Raw values match UIKit's. Stored only.
  public enum SpineLocation: Int, Sendable {
    case none = 0
    case min = 1
    case mid = 2
    case max = 3
  }

  /// The keys of the options dictionary given to
  /// ``init(transitionStyle:navigationOrientation:options:)``.
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A ``SpineLocation`` (or its raw value) for `.pageCurl`. Stored only.
    public static let spineLocation = OptionsKey(
      rawValue: "UIPageViewControllerOptionSpineLocationKey")
    /// The space between pages, in points, for `.scroll` (a `CGFloat`, `Double` or `Int`).
    public static let interPageSpacing = OptionsKey(
      rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
  }

  /// The style set at creation.
  public let transitionStyle: TransitionStyle
  /// The orientation set at creation.
  public let navigationOrientation: NavigationOrientation
  /// The spine location: `.none` for `.scroll`, the option's (default `.min`) for
  /// `.pageCurl`. Stored only.
  public let spineLocation: SpineLocation
  /// Whether curled pages have content on both sides. Stored only.
  open var isDoubleSided = false
  /// The space between two pages, in points, from ``OptionsKey/interPageSpacing``. Default 0.
  public let interPageSpacing: CGFloat

  /// Gives the pages before and after the current one. Held weakly, as in UIKit.
  open weak var dataSource: (any UIPageViewControllerDataSource)?
  /// Told about swipes. Held weakly, as in UIKit.
  open weak var delegate: (any UIPageViewControllerDelegate)?

  /// The page shown, in an array as UIKit gives it; empty before the first
  /// ``setViewControllers(_:direction:animated:completion:)``.
  open var viewControllers: [UIViewController]? { shown.map { [$0] } ?? [] }

  /// The recognizers the controller turns pages with: empty for `.scroll`, whose scroll
  /// view's own pan turns them (see the type), and for `.pageCurl`, which has no gesture here.
  open var gestureRecognizers: [UIGestureRecognizer] { [] }

  /// The scroll view the pages lie in, side by side: the one before, the current one and the
  /// one after, three pages long; at rest the current page fills the bounds.
  let scrollView = UIScrollView()
  private let scrollHandler = PageScrollHandler()

  /// The page shown.
  private var shown: UIViewController?
  /// The pages beside it that the data source gave during this swipe.
  private var neighbours: [Side: UIViewController] = [:]
  /// The sides the data source was asked about during this swipe.
  private var askedSides: Set<Side> = []
  /// The page announced with `willTransitionTo` during this swipe.
  private var pending: Side?

  private enum Side: Int, Hashable {
    case before = -1
    case after = 1
  }

  /// Creates a page view controller. `options` may hold ``OptionsKey/spineLocation`` and
  /// ``OptionsKey/interPageSpacing``; it defaults to `nil`, as in UIKit.
  public init(
    transitionStyle style: UIPageViewController.TransitionStyle,
    navigationOrientation: UIPageViewController.NavigationOrientation,
    options: [UIPageViewController.OptionsKey: Any]? = nil
  ) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    interPageSpacing = Self.number(options?[.interPageSpacing]) ?? 0
    if style == .scroll {
      spineLocation = .none
    } else if let location = options?[.spineLocation] as? SpineLocation {
      spineLocation = location
    } else {
      spineLocation =
        (Self.number(options?[.spineLocation])).flatMap {
          SpineLocation(rawValue: Int($0))
        } ?? .min
    }
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a horizontal `.scroll` page view controller (OUR CHOICE: GestureKit has no
  /// archives to read the style from).
  public required init?(coder: NSCoder) {
    transitionStyle = .scroll
    navigationOrientation = .horizontal
    spineLocation = .none
    interPageSpacing = 0
    super.init(coder: coder)
  }

  private static func number(_ value: Any?) -> CGFloat? {
    switch value {
    case let value as CGFloat: value
    case let value as Double: CGFloat(value)
    case let value as Int: CGFloat(value)
    default: nil
    }
  }

  open override func loadView() {
    let container = PageContainerView(frame: UIScreen.main.bounds)
    container.pageViewController = self
    scrollView.isPagingEnabled = true
    scrollView.showsHorizontalScrollIndicator = false
    scrollView.showsVerticalScrollIndicator = false
    scrollView.isScrollEnabled = transitionStyle == .scroll
    scrollHandler.pageViewController = self
    scrollView.delegate = scrollHandler
    container.addSubview(scrollView)
    view = container
    if let shown { scrollView.addSubview(shown.view) }
  }

  // MARK: Setting the page

  /// Shows `viewControllers` (one page) at once, without asking the data source or telling the
  /// delegate, which Apple documents for gesture-driven transitions only. `completion` is
  /// called at once with `true` (OUR CHOICE: the simulation does not animate page turns, so
  /// `animated` and `direction` change nothing seen). While the controller is shown, the old
  /// page disappears and the new one appears with the appearance callbacks.
  ///
  /// A count other than one (two for double-sided `.pageCurl`), which UIKit rejects with an
  /// exception, reports a GestureKit problem and changes nothing.
  open func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: UIPageViewController.NavigationDirection,
    animated: Bool, completion: ((Bool) -> Void)? = nil
  ) {
    let required = transitionStyle == .pageCurl && isDoubleSided ? 2 : 1
    guard let viewControllers, viewControllers.count == required else {
      GestureProblems.report(
        GestureProblem(
          kind: .invalidArgument,
          message:
            "GestureKit: UIPageViewController.setViewControllers needs \(required) view "
            + "controller\(required == 1 ? "" : "s") for this style, not "
            + "\(viewControllers?.count ?? 0); the pages are unchanged (UIKit raises an "
            + "exception here)"))
      completion?(false)
      return
    }
    let page = viewControllers[0]
    cancelSwipe()
    if page !== shown { show(page) }
    completion?(true)
  }

  /// Makes `page` the page shown, with containment and appearance callbacks.
  private func show(_ page: UIViewController) {
    let old = shown
    let isVisible = isShownOrAppearing && isViewLoaded
    if page.parent !== self { addChild(page) }
    if isVisible {
      old?.beginAppearanceTransition(false, animated: false)
      page.beginAppearanceTransition(true, animated: false)
    }
    shown = page
    if isViewLoaded { scrollView.addSubview(page.view) }
    if let old { remove(old) }
    if isVisible {
      old?.endAppearanceTransition()
      page.endAppearanceTransition()
    }
    page.didMove(toParent: self)
    viewIfLoaded?.setNeedsLayout()
  }

  /// Takes a page out: its view leaves the scroll view and it stops being a child.
  private func remove(_ page: UIViewController) {
    page.willMove(toParent: nil)
    page.viewIfLoaded?.removeFromSuperview()
    page.removeFromParent()
  }

  // MARK: Layout

  /// The length of one page along the navigation axis, spacing included.
  private var pageStride: CGFloat {
    let size = scrollView.bounds.size
    return (navigationOrientation == .horizontal ? size.width : size.height) + interPageSpacing
  }

  /// The content offset that shows the slot `index` (-1, 0, 1 around the current page).
  private func offset(ofSlot index: Int) -> CGPoint {
    let along = CGFloat(index + 1) * pageStride
    return navigationOrientation == .horizontal ? CGPoint(x: along, y: 0) : CGPoint(x: 0, y: along)
  }

  /// Where the content is along the axis, in pages from the current one.
  private var pagesFromCurrent: CGFloat {
    guard pageStride > 0 else { return 0 }
    let offset = scrollView.contentOffset
    let along = navigationOrientation == .horizontal ? offset.x : offset.y
    return along / pageStride - 1
  }

  /// Sizes the scroll view to the view and the pages to the scroll view, and, outside a
  /// swipe, shows the current page.
  fileprivate func layOutPages() {
    let bounds = view.bounds
    scrollView.frame = bounds
    let size = bounds.size
    scrollView.contentSize =
      navigationOrientation == .horizontal
      ? CGSize(width: 3 * size.width + 2 * interPageSpacing, height: size.height)
      : CGSize(width: size.width, height: 3 * size.height + 2 * interPageSpacing)
    place(shown, inSlot: 0)
    for (side, page) in neighbours { place(page, inSlot: side.rawValue) }
    if !scrollView.isDragging { scrollView.contentOffset = offset(ofSlot: 0) }
  }

  private func place(_ page: UIViewController?, inSlot index: Int) {
    guard let view = page?.viewIfLoaded else { return }
    view.frame = CGRect(origin: offset(ofSlot: index), size: scrollView.bounds.size)
  }

  // MARK: Swiping

  fileprivate func swipeBegan() {
    neighbours = [:]
    askedSides = []
    pending = nil
  }

  /// The content moved during a drag: the side it moved toward gets its page and is announced.
  fileprivate func swipeMoved() {
    let position = pagesFromCurrent
    guard position != 0 else { return }
    approach(position < 0 ? .before : .after)
  }

  /// Asks for the page on `side` once per swipe and announces it when it differs from the one
  /// announced.
  private func approach(_ side: Side) {
    guard let shown else { return }
    if !askedSides.contains(side) {
      askedSides.insert(side)
      let page =
        switch side {
        case .before: dataSource?.pageViewController(self, viewControllerBefore: shown)
        case .after: dataSource?.pageViewController(self, viewControllerAfter: shown)
        }
      if let page, page !== shown {
        neighbours[side] = page
        addChild(page)
        scrollView.addSubview(page.view)
        place(page, inSlot: side.rawValue)
        page.didMove(toParent: self)
      }
    }
    guard let page = neighbours[side], pending != side else { return }
    let isVisible = isShownOrAppearing
    if let previous = pending, let previousPage = neighbours[previous], isVisible {
      previousPage.beginAppearanceTransition(false, animated: true)
      previousPage.endAppearanceTransition()
    }
    pending = side
    delegate?.pageViewController(self, willTransitionTo: [page])
    if isVisible {
      shown.beginAppearanceTransition(false, animated: true)
      page.beginAppearanceTransition(true, animated: true)
    }
  }

  /// The fingers lift: a target on a side without a page comes back to the current page.
  fileprivate func swipeWillEnd(target: inout CGPoint) {
    guard pageStride > 0 else { return }
    let along = navigationOrientation == .horizontal ? target.x : target.y
    let slot = Int((along / pageStride - 1).rounded())
    guard let side = Side(rawValue: slot) else {
      target = offset(ofSlot: 0)
      return
    }
    approach(side)
    target = offset(ofSlot: neighbours[side] == nil ? 0 : slot)
  }

  /// The content came to rest: the page there is the one shown.
  fileprivate func swipeEnded() {
    guard let old = shown else { return }
    let landed = Side(rawValue: Int(pagesFromCurrent.rounded())).flatMap { neighbours[$0] }
    let announced = pending.flatMap { neighbours[$0] }
    let isVisible = isShownOrAppearing
    if let landed {
      if isVisible {
        if announced !== landed {
          old.beginAppearanceTransition(false, animated: true)
          landed.beginAppearanceTransition(true, animated: true)
        }
        old.endAppearanceTransition()
        landed.endAppearanceTransition()
      }
      shown = landed
    } else if let announced, isVisible {
      // Sprung back: the pending page goes away again and the current one stays.
      announced.beginAppearanceTransition(false, animated: true)
      announced.endAppearanceTransition()
      old.beginAppearanceTransition(true, animated: true)
      old.endAppearanceTransition()
    }
    let completed = landed != nil
    let wasAnnounced = announced != nil || completed
    for page in neighbours.values where page !== shown { remove(page) }
    if completed { remove(old) }
    neighbours = [:]
    pending = nil
    scrollView.contentOffset = offset(ofSlot: 0)
    place(shown, inSlot: 0)
    if wasAnnounced {
      delegate?.pageViewController(
        self, didFinishAnimating: true, previousViewControllers: [old],
        transitionCompleted: completed)
    }
  }

  /// Ends a swipe in progress without turning (before a programmatic page change).
  private func cancelSwipe() {
    for page in neighbours.values { remove(page) }
    neighbours = [:]
    askedSides = []
    pending = nil
  }
}

/// The page view controller's root view: lays the pages out in its layout pass.
private final class PageContainerView: UIView {
  weak var pageViewController: UIPageViewController?

  override func layoutSubviews() {
    super.layoutSubviews()
    pageViewController?.layOutPages()
  }
}

/// Turns the page scroll view's calls into the page view controller's swipe steps.
@MainActor private final class PageScrollHandler: UIScrollViewDelegate {
  weak var pageViewController: UIPageViewController?

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    pageViewController?.swipeBegan()
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    guard scrollView.isDragging else { return }
    pageViewController?.swipeMoved()
  }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    pageViewController?.swipeWillEnd(target: &targetContentOffset.pointee)
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    if !decelerate { pageViewController?.swipeEnded() }
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    pageViewController?.swipeEnded()
  }
}
