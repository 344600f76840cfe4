#if canImport(UIKit)
  import UIKit
#else
  import GestureKit
#endif

/// Sets up a photo view's gestures: pinch and rotation together, a single tap that waits for the
/// double tap, a horizontal-only pan, touches on the close button left alone, and only the
/// select press.
final class PhotoGestureCoordinator: NSObject, UIGestureRecognizerDelegate {
  let photoView: UIView
  let closeButton: UIView
  let pinch = UIPinchGestureRecognizer()
  let rotation = UIRotationGestureRecognizer()
  let singleTap = UITapGestureRecognizer()
  let doubleTap = UITapGestureRecognizer()
  let horizontalPan = UIPanGestureRecognizer()
  private(set) var events: [String] = []

  init(photoView: UIView, closeButton: UIView) {
    self.photoView = photoView
    self.closeButton = closeButton
    super.init()
    doubleTap.numberOfTapsRequired = 2
    for recognizer in [pinch, rotation, singleTap, doubleTap, horizontalPan] {
      recognizer.delegate = self
      photoView.addGestureRecognizer(recognizer)
    }
    pinch.addTarget(self, action: PhotoGestureCoordinator.handlePinch)
    rotation.addTarget(self, action: PhotoGestureCoordinator.handleRotation)
    singleTap.addTarget(self, action: PhotoGestureCoordinator.handleSingleTap)
    doubleTap.addTarget(self, action: PhotoGestureCoordinator.handleDoubleTap)
    horizontalPan.addTarget(self, action: PhotoGestureCoordinator.handlePan)
  }

  func handlePinch(_ recognizer: UIPinchGestureRecognizer) {
    if recognizer.state == .began { events.append("pinch") }
  }

  func handleRotation(_ recognizer: UIRotationGestureRecognizer) {
    if recognizer.state == .began { events.append("rotation") }
  }

  func handleSingleTap(_ recognizer: UITapGestureRecognizer) {
    events.append("single tap")
  }

  func handleDoubleTap(_ recognizer: UITapGestureRecognizer) {
    events.append("double tap")
  }

  func handlePan(_ recognizer: UIPanGestureRecognizer) {
    if recognizer.state == .ended { events.append("pan") }
  }

  // MARK: UIGestureRecognizerDelegate

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    let pair: Set<UIGestureRecognizer> = [gestureRecognizer, otherGestureRecognizer]
    return pair == [pinch, rotation]
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    gestureRecognizer == singleTap && otherGestureRecognizer == doubleTap
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard gestureRecognizer == horizontalPan else { return true }
    let velocity = horizontalPan.velocity(in: photoView)
    return abs(velocity.x) > abs(velocity.y)
  }

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  {
    touch.view?.isDescendant(of: closeButton) != true
  }

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress)
    -> Bool
  {
    press.type == .select
  }
}
