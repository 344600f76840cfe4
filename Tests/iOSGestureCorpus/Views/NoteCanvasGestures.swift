#if canImport(UIKit)
  import UIKit
#else
  import GestureKit
#endif

/// A view that writes down what its touch methods receive.
final class TouchLoggingView: UIView {
  private(set) var touchLog: [String] = []

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    touchLog.append("began")
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    touchLog.append("ended")
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    touchLog.append("cancelled")
  }
}

/// The gestures of a note-taking page: fingers tap to select and hold for a menu, the pencil
/// always writes (the recognizers never see it), a tap lets the page see its touches, a hold
/// keeps them from the page until it fails, and the toolbar takes touches exclusively.
final class NoteCanvasGestures: NSObject, UIGestureRecognizerDelegate {
  let page: TouchLoggingView
  let toolbar: TouchLoggingView
  let selectTap = UITapGestureRecognizer()
  let menuPress = UILongPressGestureRecognizer()
  private(set) var events: [String] = []

  init(page: TouchLoggingView, toolbar: TouchLoggingView) {
    self.page = page
    self.toolbar = toolbar
    super.init()
    selectTap.cancelsTouchesInView = false
    menuPress.delaysTouchesBegan = true
    toolbar.isExclusiveTouch = true
    for recognizer in [selectTap, menuPress] as [UIGestureRecognizer] {
      recognizer.delegate = self
      page.addGestureRecognizer(recognizer)
    }
    selectTap.addTarget(self, action: NoteCanvasGestures.handleSelect)
    menuPress.addTarget(self, action: NoteCanvasGestures.handleMenu)
  }

  func handleSelect(_ tap: UITapGestureRecognizer) {
    events.append("select")
  }

  func handleMenu(_ press: UILongPressGestureRecognizer) {
    if press.state == .began { events.append("menu") }
  }

  // MARK: UIGestureRecognizerDelegate

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  {
    touch.type != .pencil
  }

  /// The select tap waits until the finger is known not to be holding for the menu.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    gestureRecognizer === selectTap && otherGestureRecognizer === menuPress
  }
}
