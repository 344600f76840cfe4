import Foundation

/// The app, as UIKit's `UIApplication.shared` is, for gesture code that looks up its window.
///
/// A GestureKit process may run many ``Simulation``s; the application sees one of them at a
/// time, the one ``UIScreen/main`` follows: the simulation that last received input (or was last
/// created). ``windows`` is that simulation's window, which is also ``keyWindow``, and
/// ``connectedScenes`` holds one ``UIWindowScene`` for it. Before any simulation exists there
/// are no windows and no scenes. ``applicationState`` is always `.active`;
/// ``isIdleTimerDisabled`` is stored only.
@preconcurrency @MainActor open class UIApplication: UIResponder {
  /// Whether the app is in the foreground. Raw values match UIKit's.
  public enum State: Int, Sendable {
    case active = 0
    case inactive = 1
    case background = 2
  }

  /// The one application object.
  public static let shared = UIApplication()

  private var scenes: [UIWindowScene] = []

  private override init() {
    super.init()
  }

  /// The current simulation's window (see the type's discussion).
  open var windows: [UIWindow] { Simulation.current.map { [$0.window] } ?? [] }

  /// The current simulation's window.
  open var keyWindow: UIWindow? { windows.first }

  /// One scene for the current simulation's window.
  open var connectedScenes: Set<UIScene> {
    guard let window = keyWindow else { return [] }
    return [scene(for: window)]
  }

  /// Always `.active`: a simulation is always in the foreground.
  open var applicationState: State { .active }

  /// Stored only.
  open var isIdleTimerDisabled = false

  /// The status bar's frame in the current simulation's window: the scene's
  /// ``UIStatusBarManager/statusBarFrame``, `.zero` without a simulation. Deprecated in iOS 13
  /// but still accepted, as here.
  @available(
    iOS, deprecated: 13.0, message: "Use the statusBarManager property of the window scene instead."
  )
  open var statusBarFrame: CGRect {
    keyWindow?.windowScene?.statusBarManager?.statusBarFrame ?? .zero
  }

  /// Whether the status bar is hidden: the scene's ``UIStatusBarManager/isStatusBarHidden``.
  @available(
    iOS, deprecated: 13.0, message: "Use the statusBarManager property of the window scene instead."
  )
  open var isStatusBarHidden: Bool {
    keyWindow?.windowScene?.statusBarManager?.isStatusBarHidden ?? false
  }

  /// The status bar's style: the scene's ``UIStatusBarManager/statusBarStyle``.
  @available(
    iOS, deprecated: 13.0, message: "Use the statusBarManager property of the window scene instead."
  )
  open var statusBarStyle: UIStatusBarStyle {
    keyWindow?.windowScene?.statusBarManager?.statusBarStyle ?? .default
  }

  /// Posted when the app moves to the foreground and becomes active. GestureKit posts none of
  /// these (a simulation is always active); code that observes them compiles, and a test can
  /// post them on `NotificationCenter.default`.
  public nonisolated static let didBecomeActiveNotification = NSNotification.Name(
    "UIApplicationDidBecomeActiveNotification")
  /// Posted when the app is about to stop being active (see ``didBecomeActiveNotification``).
  public nonisolated static let willResignActiveNotification = NSNotification.Name(
    "UIApplicationWillResignActiveNotification")
  /// Posted when the app moved to the background (see ``didBecomeActiveNotification``).
  public nonisolated static let didEnterBackgroundNotification = NSNotification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  /// Posted when the app is about to come back to the foreground (see
  /// ``didBecomeActiveNotification``).
  public nonisolated static let willEnterForegroundNotification = NSNotification.Name(
    "UIApplicationWillEnterForegroundNotification")
  /// Posted when memory runs low (see ``didBecomeActiveNotification``).
  public nonisolated static let didReceiveMemoryWarningNotification = NSNotification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")

  /// The scene of `window`, made the first time it is asked for and kept while the window lives.
  func scene(for window: UIWindow) -> UIWindowScene {
    scenes.removeAll { $0.window == nil }
    if let known = scenes.first(where: { $0.window === window }) { return known }
    let scene = UIWindowScene(window: window)
    scenes.append(scene)
    return scene
  }
}

/// A scene, as UIKit's `UIScene` is: here only the base of ``UIWindowScene``.
@preconcurrency @MainActor open class UIScene: UIResponder {
  /// Whether the scene is in the foreground: always `.foregroundActive`.
  open var activationState: ActivationState { .foregroundActive }

  /// A scene's activation state. Raw values match UIKit's.
  public enum ActivationState: Int, Sendable {
    case unattached = -1
    case foregroundActive = 0
    case foregroundInactive = 1
    case background = 2
  }
}

/// The scene of one simulation's window, as UIKit's `UIWindowScene` is: its ``windows``, its
/// ``keyWindow`` and its ``screen``.
@preconcurrency @MainActor open class UIWindowScene: UIScene {
  fileprivate weak var window: UIWindow?

  fileprivate init(window: UIWindow) {
    self.window = window
    super.init()
  }

  /// The scene's window, while it lives.
  open var windows: [UIWindow] { window.map { [$0] } ?? [] }

  /// The scene's window.
  open var keyWindow: UIWindow? { window }

  /// The window's screen.
  open var screen: UIScreen { window?.screen ?? UIScreen.main }

  /// How the scene's interface is turned: portrait until the device is turned to another
  /// orientation the interface follows (``Simulation/rotateDevice(to:)``).
  open var interfaceOrientation: UIInterfaceOrientation {
    window?.interfaceOrientation ?? .portrait
  }

  /// The scene's status bar: its frame, visibility and style (see ``UIStatusBarManager``).
  open var statusBarManager: UIStatusBarManager? { statusBar }

  private lazy var statusBar = UIStatusBarManager(scene: self)
}

extension UIWindow {
  /// The window's scene (see ``UIApplication``).
  public var windowScene: UIWindowScene? { UIApplication.shared.scene(for: self) }

  /// Whether this is the current simulation's window, the one ``UIApplication/keyWindow`` is.
  public var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }
}
