#if canImport(UIKit)
  import UIKit
#else
  import GestureKit
#endif

/// An onboarding pager: full-width pages in a paging scroll view, a page control that follows
/// the pages and turns them when tapped, a Next button that becomes Done on the last page, and a
/// parallax offset of each page's image while scrolling. The page is read when the scroll view
/// comes to rest, in `scrollViewDidEndDecelerating` after a swipe and in
/// `scrollViewDidEndScrollingAnimation` after a programmatic scroll.
final class OnboardingPagerViewController: UIViewController, UIScrollViewDelegate {
  let titles = ["Track", "Share", "Relax"]
  let scrollView = UIScrollView()
  let pageControl = UIPageControl()
  let nextButton = UIButton(type: .system)
  private(set) var pageViews: [UIView] = []
  private(set) var imageViews: [UIImageView] = []
  private(set) var pagesShown: [Int] = []
  private(set) var finished = false
  var onFinish: (() -> Void)?

  var currentPage: Int {
    guard scrollView.bounds.width > 0 else { return 0 }
    return Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded())
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    scrollView.isPagingEnabled = true
    scrollView.showsHorizontalScrollIndicator = false
    scrollView.bounces = false
    scrollView.delegate = self
    view.addSubview(scrollView)

    for title in titles {
      let page = UIView()
      let image = UIImageView(image: UIImage(named: "onboarding-\(title.lowercased())"))
      image.contentMode = .scaleAspectFit
      page.addSubview(image)
      let label = UILabel()
      label.text = title
      label.textAlignment = .center
      label.font = .boldSystemFont(ofSize: 28)
      page.addSubview(label)
      scrollView.addSubview(page)
      pageViews.append(page)
      imageViews.append(image)
    }

    pageControl.numberOfPages = titles.count
    pageControl.currentPageIndicatorTintColor = .systemBlue
    pageControl.pageIndicatorTintColor = .lightGray
    pageControl.addTarget(
      self, action: OnboardingPagerViewController.pageControlChanged, for: .valueChanged)
    view.addSubview(pageControl)

    nextButton.setTitle("Next", for: .normal)
    nextButton.addTarget(
      self, action: OnboardingPagerViewController.nextTapped, for: .touchUpInside)
    view.addSubview(nextButton)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let bounds = view.bounds
    let page = currentPage
    scrollView.frame = bounds
    scrollView.contentSize = CGSize(
      width: bounds.width * CGFloat(titles.count), height: bounds.height)
    for (index, pageView) in pageViews.enumerated() {
      pageView.frame = CGRect(
        x: bounds.width * CGFloat(index), y: 0, width: bounds.width, height: bounds.height)
      imageViews[index].frame = CGRect(x: 40, y: 160, width: bounds.width - 80, height: 300)
      pageView.subviews[1].frame = CGRect(x: 20, y: 500, width: bounds.width - 40, height: 40)
    }
    scrollView.contentOffset = CGPoint(x: bounds.width * CGFloat(page), y: 0)
    let size = pageControl.size(forNumberOfPages: titles.count)
    pageControl.frame = CGRect(
      x: (bounds.width - size.width) / 2, y: bounds.height - 120, width: size.width,
      height: size.height)
    nextButton.frame = CGRect(x: bounds.width - 120, y: bounds.height - 80, width: 100, height: 44)
  }

  private func pageDidSettle() {
    let page = currentPage
    pageControl.currentPage = page
    pagesShown.append(page)
    let isLast = page == titles.count - 1
    nextButton.setTitle(isLast ? "Done" : "Next", for: .normal)
    UIAccessibility.post(notification: .pageScrolled, argument: "Page \(page + 1) of 3")
  }

  private func pageControlChanged(_ sender: UIPageControl) {
    scroll(to: sender.currentPage)
  }

  private func nextTapped() {
    if currentPage == titles.count - 1 {
      finished = true
      onFinish?()
    } else {
      scroll(to: currentPage + 1)
    }
  }

  private func scroll(to page: Int) {
    let offset = CGPoint(x: scrollView.bounds.width * CGFloat(page), y: 0)
    scrollView.setContentOffset(offset, animated: true)
  }

  // MARK: UIScrollViewDelegate

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    // Each image drifts at a fifth of the scrolling speed relative to its page.
    let width = scrollView.bounds.width
    for (index, image) in imageViews.enumerated() {
      let distance = scrollView.contentOffset.x - width * CGFloat(index)
      image.transform = CGAffineTransform(translationX: distance / 5, y: 0)
    }
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    pageDidSettle()
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    if !decelerate { pageDidSettle() }
  }

  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    pageDidSettle()
  }
}
