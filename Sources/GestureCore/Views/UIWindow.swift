import Foundation

/// The root of a view tree: touches are hit-tested from here and its gesture environment delivers
/// them to recognizers and views.
///
/// A window's own coordinate space is the window coordinate space that `convert(_:to: nil)` and
/// `location(in: nil)` use.
open class UIWindow: UIView {
  /// The environment that delivers touches in this window; set by ``Simulation``.
  public var gestureEnvironment: GestureEnvironment? { environmentStorage }

  /// The environment owns the window; it clears this when it is deallocated.
  @exclusivity(unchecked) unowned(unsafe) var environmentStorage: GestureEnvironment?

  /// The controller whose view fills the window, as on iOS.
  ///
  /// Setting it takes the previous controller's view out of the window between its
  /// `viewWillDisappear` and `viewDidDisappear`, then loads the new one's view if needed and
  /// puts it in, sized to the window's bounds, between its `viewWillAppear` and
  /// `viewDidAppear`. Setting the same controller again does nothing.
  @MainActor public var rootViewController: UIViewController? {
    didSet { showRootViewController(replacing: oldValue) }
  }

  /// The insets the simulated device's bars, notch and home indicator take from the window's
  /// edges; views read the part they cover as ``UIView/safeAreaInsets``. Default: zero (a
  /// phone in portrait is about 47 points on top and 34 at the bottom).
  public var deviceSafeAreaInsets = UIEdgeInsets.zero

  /// How the window's interface is turned: portrait until ``Simulation/rotateDevice(to:)``
  /// turns it; ``UIWindowScene/interfaceOrientation`` reads it.
  package var interfaceOrientation = UIInterfaceOrientation.portrait

  /// Whether the update pass before each input drains the main dispatch queue, as the main run
  /// loop's turn does on iOS. Off until something needs it (a SwiftUI hosting view in the
  /// window), so that UIKit-only scenes pay one flag test.
  @exclusivity(unchecked) package var drainsMainQueue = false

  /// The window's first responder (UIResponder+FirstResponder.swift).
  package weak var firstResponder: UIResponder?
  /// The keyboard, made when a text input first asks for it (SimulatedKeyboard.swift).
  package var keyboardStorage: SimulatedKeyboard?

  /// The window's own insets are the device's.
  open override var safeAreaInsets: UIEdgeInsets { deviceSafeAreaInsets }

  /// A window is its own window.
  open override var window: UIWindow? { self }

  /// The screen the window is on: one of the window's size, made when first asked for.
  open var screen: UIScreen {
    get {
      if let screenStorage { return screenStorage }
      let screen = UIScreen(bounds: CGRect(origin: .zero, size: frame.size))
      screenStorage = screen
      return screen
    }
    set { screenStorage = newValue }
  }

  private var screenStorage: UIScreen?
}
