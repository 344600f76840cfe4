#if canImport(UIKit)
  import UIKit
  import UIKit.UIGestureRecognizerSubclass
#else
  import GestureKit
#endif

/// A test double that fakes a pan: it reports whatever state, location, translation and
/// velocity the test gives it, and sends its action on demand.
final class MockPanGestureRecognizer: UIPanGestureRecognizer {
  private let target: Any?
  private let action: Selector?

  var mockState: UIGestureRecognizer.State = .possible
  var mockLocation: CGPoint = .zero
  var mockTranslation: CGPoint = .zero
  var mockVelocity: CGPoint = .zero

  override init(target: Any?, action: Selector?) {
    self.target = target
    self.action = action
    super.init(target: target, action: action)
  }

  override var state: UIGestureRecognizer.State {
    get { mockState }
    set { mockState = newValue }
  }

  override func location(in view: UIView?) -> CGPoint { mockLocation }

  override func translation(in view: UIView?) -> CGPoint { mockTranslation }

  override func velocity(in view: UIView?) -> CGPoint { mockVelocity }

  /// Sends the action to the target as UIKit would, with this recognizer as the sender.
  func perform(_ state: UIGestureRecognizer.State, translation: CGPoint) {
    mockState = state
    mockTranslation = translation
    guard let target = target as? NSObject, let action = action else { return }
    target.performSelector(onMainThread: action, with: self, waitUntilDone: true)
  }
}
