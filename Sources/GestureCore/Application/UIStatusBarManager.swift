import Foundation

/// The status bar of one window scene, as UIKit's `UIStatusBarManager`: its frame, whether it
/// is hidden, and its style, as the controllers decide them.
///
///     let top = view.window?.windowScene?.statusBarManager?.statusBarFrame.height ?? 0
///
/// GestureKit draws no status bar; it answers what iOS would. The frame spans the window's
/// width along its top, as tall as the window's top ``UIWindow/deviceSafeAreaInsets`` (OUR
/// CHOICE: on iPhones with a notch or Dynamic Island the status bar and the top inset are
/// close but not always equal; 47 pt on the 390 × 844 phone of the guides); `.zero` while the
/// bar is hidden, as Apple's `statusBarFrame` page says.
///
/// The deciding controller is the window's root, or the controller presented over it full
/// screen (the topmost one), followed through ``UIViewController/childForStatusBarHidden``
/// and ``UIViewController/childForStatusBarStyle``. Its ``UIViewController/prefersStatusBarHidden``
/// and ``UIViewController/preferredStatusBarStyle`` are read when it takes over the status bar
/// (the first time a value is asked for with it deciding) and again after its
/// ``UIViewController/setNeedsStatusBarAppearanceUpdate()``, as on iOS; changing what they
/// return without that call changes nothing.
@preconcurrency @MainActor open class UIStatusBarManager: NSObject {
  private unowned let scene: UIWindowScene

  /// What the deciding controllers answered when last read, and which controllers they were.
  private var hidden: (from: ObjectIdentifier?, value: Bool) = (nil, false)
  private var style: (from: ObjectIdentifier?, value: UIStatusBarStyle) = (nil, .default)

  init(scene: UIWindowScene) {
    self.scene = scene
    super.init()
  }

  /// Whether the status bar is hidden.
  open var isStatusBarHidden: Bool {
    let decider = decidingController(following: \.childForStatusBarHidden)
    if hidden.from != decider.map(ObjectIdentifier.init) { readHidden(from: decider) }
    return hidden.value
  }

  /// The status bar's style.
  open var statusBarStyle: UIStatusBarStyle {
    let decider = decidingController(following: \.childForStatusBarStyle)
    if style.from != decider.map(ObjectIdentifier.init) { readStyle(from: decider) }
    return style.value
  }

  /// The status bar's frame in the scene's (its window's) space; `.zero` while hidden.
  open var statusBarFrame: CGRect {
    guard let window = scene.keyWindow, !isStatusBarHidden else { return .zero }
    return CGRect(
      x: 0, y: 0, width: window.bounds.width, height: window.deviceSafeAreaInsets.top)
  }

  /// Reads the deciding controllers' answers again (after `setNeedsStatusBarAppearanceUpdate`).
  func update() {
    readHidden(from: decidingController(following: \.childForStatusBarHidden))
    readStyle(from: decidingController(following: \.childForStatusBarStyle))
  }

  private func readHidden(from controller: UIViewController?) {
    hidden = (controller.map(ObjectIdentifier.init), controller?.prefersStatusBarHidden ?? false)
  }

  private func readStyle(from controller: UIViewController?) {
    style = (
      controller.map(ObjectIdentifier.init), controller?.preferredStatusBarStyle ?? .default
    )
  }

  /// The root controller, or the topmost controller presented full screen over it, then its
  /// chain of children through `child`.
  private func decidingController(following child: KeyPath<UIViewController, UIViewController?>)
    -> UIViewController?
  {
    var controller = scene.keyWindow?.rootViewController
    var presented = controller?.presentedViewController
    while let next = presented {
      if next.modalPresentationStyle.removesPresentersView { controller = next }
      presented = next.presentedViewController
    }
    var seen = 0
    while let next = controller?[keyPath: child], seen < 64 {
      controller = next
      seen += 1
    }
    return controller
  }
}

/// The status bar's style, as UIKit's `UIStatusBarStyle`. Raw values match UIKit's.
public enum UIStatusBarStyle: Int, Sendable {
  /// Dark or light content, following the interface style.
  case `default` = 0
  /// Light content, for dark backgrounds.
  case lightContent = 1
  /// Dark content, for light backgrounds.
  case darkContent = 3
}
