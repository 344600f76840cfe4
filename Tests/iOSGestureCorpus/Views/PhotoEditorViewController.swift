#if canImport(UIKit)
  import UIKit
#else
  import GestureKit
#endif

/// A photo that the user moves, scales and turns with pan, pinch and rotation at once, and
/// puts back with a double tap.
final class PhotoEditorViewController: UIViewController, UIGestureRecognizerDelegate {
  let photoView = UIView(frame: CGRect(x: 45, y: 272, width: 300, height: 300))
  private let homeCenter = CGPoint(x: 195, y: 422)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.isMultipleTouchEnabled = true
    photoView.isUserInteractionEnabled = true
    view.addSubview(photoView)

    let pinch = UIPinchGestureRecognizer(
      target: self, action: PhotoEditorViewController.handlePinch)
    let rotation = UIRotationGestureRecognizer(
      target: self, action: PhotoEditorViewController.handleRotation)
    let pan = UIPanGestureRecognizer(target: self, action: PhotoEditorViewController.handlePan)
    pan.maximumNumberOfTouches = 2
    for recognizer in [pinch, rotation, pan] as [UIGestureRecognizer] {
      recognizer.delegate = self
      photoView.addGestureRecognizer(recognizer)
    }
    let doubleTap = UITapGestureRecognizer(
      target: self, action: PhotoEditorViewController.handleDoubleTap)
    doubleTap.numberOfTapsRequired = 2
    photoView.addGestureRecognizer(doubleTap)
  }

  func handlePinch(_ sender: UIPinchGestureRecognizer) {
    guard let photo = sender.view else { return }
    if sender.state == .began || sender.state == .changed {
      photo.transform = photo.transform.scaledBy(x: sender.scale, y: sender.scale)
      sender.scale = 1
    }
  }

  func handleRotation(_ sender: UIRotationGestureRecognizer) {
    guard let photo = sender.view else { return }
    if sender.state == .began || sender.state == .changed {
      photo.transform = photo.transform.rotated(by: sender.rotation)
      sender.rotation = 0
    }
  }

  func handlePan(_ sender: UIPanGestureRecognizer) {
    guard let photo = sender.view else { return }
    let translation = sender.translation(in: view)
    photo.center = CGPoint(x: photo.center.x + translation.x, y: photo.center.y + translation.y)
    sender.setTranslation(.zero, in: view)
  }

  func handleDoubleTap(_ sender: UITapGestureRecognizer) {
    UIView.animate(withDuration: 0.3) {
      self.photoView.transform = CGAffineTransform.identity
        .concatenating(CGAffineTransform(rotationAngle: 0))
      self.photoView.center = self.homeCenter
    }
  }

  /// How far the photo is scaled, from its transform.
  var currentScale: CGFloat {
    let t = photoView.transform
    return sqrt(t.a * t.a + t.c * t.c)
  }

  /// How far the photo is turned, in radians, from its transform.
  var currentAngle: CGFloat {
    atan2(photoView.transform.b, photoView.transform.a)
  }

  // MARK: UIGestureRecognizerDelegate

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    gestureRecognizer.view === otherGestureRecognizer.view
  }
}
