#if canImport(UIKit)
  import UIKit
#else
  import GestureKit
#endif

/// A gallery screen: a single tap toggles the chrome, a double tap zooms, a horizontal drag
/// pages, and a drag from the left edge opens the side menu ahead of the paging drag.
final class GalleryViewController: UIViewController, UIGestureRecognizerDelegate {
  private(set) var isChromeHidden = false
  private(set) var isZoomed = false
  private(set) var page = 0
  private(set) var menuProgress: CGFloat = 0
  private(set) var isMenuOpen = false
  private(set) var pagingStates: [UIGestureRecognizer.State] = []
  private var edgePan: UIScreenEdgePanGestureRecognizer!

  override func viewDidLoad() {
    super.viewDidLoad()
    let doubleTap = UITapGestureRecognizer(
      target: self, action: GalleryViewController.handleDoubleTap)
    doubleTap.numberOfTapsRequired = 2
    view.addGestureRecognizer(doubleTap)

    let singleTap = UITapGestureRecognizer(
      target: self, action: GalleryViewController.handleSingleTap)
    singleTap.require(toFail: doubleTap)
    view.addGestureRecognizer(singleTap)

    let pagingPan = UIPanGestureRecognizer(
      target: self, action: GalleryViewController.handlePagingPan)
    view.addGestureRecognizer(pagingPan)

    edgePan = UIScreenEdgePanGestureRecognizer(
      target: self, action: GalleryViewController.handleEdgePan)
    edgePan.edges = .left
    edgePan.delegate = self
    view.addGestureRecognizer(edgePan)
  }

  func handleSingleTap(_ gesture: UITapGestureRecognizer) {
    guard gesture.state == .ended else { return }
    isChromeHidden.toggle()
  }

  func handleDoubleTap(_ gesture: UITapGestureRecognizer) {
    isZoomed.toggle()
  }

  func handlePagingPan(_ gesture: UIPanGestureRecognizer) {
    pagingStates.append(gesture.state)
    switch gesture.state {
    case .ended:
      let travel = gesture.translation(in: view).x
      if travel < -view.bounds.width / 3 {
        page += 1
      } else if travel > view.bounds.width / 3 {
        page = max(page - 1, 0)
      }
    case .possible, .began, .changed, .cancelled, .failed:
      break
    @unknown default:
      break
    }
  }

  func handleEdgePan(_ gesture: UIScreenEdgePanGestureRecognizer) {
    let progress = min(max(gesture.translation(in: view).x / 300, 0), 1)
    switch gesture.state {
    case .began, .changed:
      menuProgress = progress
    case .ended:
      isMenuOpen = progress > 0.5 || gesture.velocity(in: view).x > 500
      menuProgress = isMenuOpen ? 1 : 0
    case .cancelled, .failed:
      menuProgress = 0
    case .possible:
      break
    @unknown default:
      fatalError("a gesture state this screen does not know")
    }
  }

  // MARK: UIGestureRecognizerDelegate

  /// Every other pan in the screen waits for the edge pan to fail.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    gestureRecognizer === edgePan && otherGestureRecognizer is UIPanGestureRecognizer
  }
}
