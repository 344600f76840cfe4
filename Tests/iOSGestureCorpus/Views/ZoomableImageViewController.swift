#if canImport(UIKit)
  import UIKit
#else
  import GestureKit
#endif

/// A photo viewer: an image view in a scroll view that pinches to zoom, fits the photo at its
/// smallest scale, keeps it centered while smaller than the screen, and double-taps to zoom in
/// on the tapped point or back out.
final class ZoomableImageViewController: UIViewController, UIScrollViewDelegate {
  let scrollView = UIScrollView()
  let imageView: UIImageView
  private(set) var zoomEnds: [CGFloat] = []

  init(image: UIImage) {
    imageView = UIImageView(image: image)
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.frame = view.bounds
    scrollView.delegate = self
    scrollView.addSubview(imageView)
    scrollView.contentSize = imageView.bounds.size
    view.addSubview(scrollView)
    let doubleTap = UITapGestureRecognizer(
      target: self, action: ZoomableImageViewController.handleDoubleTap)
    doubleTap.numberOfTapsRequired = 2
    scrollView.addGestureRecognizer(doubleTap)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    scrollView.frame = view.bounds
    let imageSize = imageView.bounds.size
    let fit = min(view.bounds.width / imageSize.width, view.bounds.height / imageSize.height)
    scrollView.minimumZoomScale = fit
    scrollView.maximumZoomScale = 2
    if scrollView.zoomScale < fit || scrollView.zoomScale == 1 {
      scrollView.zoomScale = fit
    }
    centerImage()
  }

  func viewForZooming(in scrollView: UIScrollView) -> UIView? {
    imageView
  }

  func scrollViewDidZoom(_ scrollView: UIScrollView) {
    centerImage()
  }

  func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {
    zoomEnds.append(scale)
  }

  /// While the photo is smaller than the screen, insets keep it in the middle.
  private func centerImage() {
    let horizontal = max((scrollView.bounds.width - scrollView.contentSize.width) / 2, 0)
    let vertical = max((scrollView.bounds.height - scrollView.contentSize.height) / 2, 0)
    scrollView.contentInset = UIEdgeInsets(
      top: vertical, left: horizontal, bottom: vertical, right: horizontal)
  }

  func handleDoubleTap(_ tap: UITapGestureRecognizer) {
    if scrollView.zoomScale > scrollView.minimumZoomScale {
      scrollView.setZoomScale(scrollView.minimumZoomScale, animated: true)
      return
    }
    let point = tap.location(in: imageView)
    let scale = scrollView.maximumZoomScale
    let size = CGSize(
      width: scrollView.bounds.width / scale, height: scrollView.bounds.height / scale)
    scrollView.zoom(
      to: CGRect(
        x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width,
        height: size.height),
      animated: true)
  }
}
