import Foundation

/// The simulated device, as UIKit's `UIDevice`: its kind, system, names, orientation and
/// battery, for gesture code that asks `UIDevice.current`.
///
///     if UIDevice.current.userInterfaceIdiom == .phone { sheet.detents = [.medium()] }
///
/// Each ``Simulation`` has its own device (``Simulation/device``); ``current`` is the device of
/// the simulation that ``UIScreen/main`` follows, the one that last received input or was last
/// created. A test turns it with ``Simulation/rotateDevice(to:)``.
///
/// The values, OUR CHOICE where UIKit would report the real hardware: ``systemName`` "iOS",
/// ``systemVersion`` "26.0" (the iOS whose API GestureKit follows), ``model``,
/// ``localizedModel`` and ``name`` "iPhone" or "iPad" by idiom (since iOS 16 `name` gives the
/// model rather than the user's name for the device, as Apple's `name` page says), one fixed
/// ``identifierForVendor``, multitasking supported, and a battery that is full and charged
/// while monitored.
@preconcurrency @MainActor open class UIDevice: NSObject {
  /// The device of the current simulation, or a phone in portrait before any exists.
  open class var current: UIDevice { Simulation.current?.device ?? fallback }

  private static let fallback = UIDevice()

  /// The kind of device. Default: ``UIUserInterfaceIdiom/phone``.
  public let userInterfaceIdiom: UIUserInterfaceIdiom

  /// Creates a simulated device of the given kind, for ``Simulation/device``. UIKit makes its
  /// one device itself; this initializer is GestureKit's.
  public init(idiom: UIUserInterfaceIdiom = .phone) {
    userInterfaceIdiom = idiom
    super.init()
  }

  /// Creates a phone.
  public convenience override init() {
    self.init(idiom: .phone)
  }

  /// The operating system's name: "iOS".
  open var systemName: String { "iOS" }
  /// The operating system's version: "26.0" (see the type's discussion).
  open var systemVersion: String { "26.0" }
  /// The model: "iPhone", or "iPad" for the pad idiom.
  open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
  /// The model, localized: the same as ``model`` (GestureKit speaks English).
  open var localizedModel: String { model }
  /// The device's name: its model, as on iOS 16 and later without the entitlement that
  /// gives the user's name.
  open var name: String { model }
  /// An identifier that is the same for every app of one vendor on one device: here one fixed
  /// UUID, the same in every run, so that tests are repeatable.
  open var identifierForVendor: UUID? { UUID(uuidString: "6A1C4F2E-9B3D-4E57-8C21-3F0D5E7A9B14") }
  /// Whether the device runs more than one app at a time: true.
  open var isMultitaskingSupported: Bool { true }

  // MARK: Orientation

  /// The device's physical orientation. As Apple's `orientation` page says, it reads
  /// ``UIDeviceOrientation/unknown`` while no one generates orientation notifications; a
  /// simulation starts generating them, as a UIKit app's launch does (OUR CHOICE: the count
  /// starts at one), so the value is the orientation the device was last turned to, portrait
  /// at first.
  open var orientation: UIDeviceOrientation {
    generatingCount > 0 ? physicalOrientation : .unknown
  }

  /// The orientation the device is held in, whether or not notifications are generated.
  package var physicalOrientation = UIDeviceOrientation.portrait

  private var generatingCount = 1

  /// Whether orientation changes are posted as ``orientationDidChangeNotification``.
  open var isGeneratingDeviceOrientationNotifications: Bool { generatingCount > 0 }

  /// Starts posting orientation changes; calls nest, each ended by
  /// ``endGeneratingDeviceOrientationNotifications()``.
  open func beginGeneratingDeviceOrientationNotifications() {
    generatingCount += 1
  }

  /// Ends one ``beginGeneratingDeviceOrientationNotifications()``.
  open func endGeneratingDeviceOrientationNotifications() {
    generatingCount = Swift.max(0, generatingCount - 1)
  }

  /// Posted on `NotificationCenter.default`, with the device as its object, when the device
  /// turns while orientation notifications are generated.
  public nonisolated static let orientationDidChangeNotification = NSNotification.Name(
    "UIDeviceOrientationDidChangeNotification")

  // MARK: Battery

  /// Whether the battery is monitored. Default: false.
  open var isBatteryMonitoringEnabled = false

  /// The battery's charge from 0 to 1: 1 while monitored, -1 otherwise, as Apple's page
  /// gives for an unmonitored battery.
  open var batteryLevel: Float { isBatteryMonitoringEnabled ? 1 : -1 }

  /// The battery's state: ``BatteryState/full`` while monitored, ``BatteryState/unknown``
  /// otherwise.
  open var batteryState: BatteryState { isBatteryMonitoringEnabled ? .full : .unknown }

  /// Whether the battery is being charged. Raw values match UIKit's.
  public enum BatteryState: Int, Sendable {
    case unknown = 0
    case unplugged = 1
    case charging = 2
    case full = 3
  }
}

/// How the device is held, as UIKit's `UIDeviceOrientation`. Raw values match UIKit's.
public enum UIDeviceOrientation: Int, Sendable {
  case unknown = 0
  /// Upright, the home indicator at the bottom.
  case portrait = 1
  /// Upside down.
  case portraitUpsideDown = 2
  /// On its side, its top on the left (the home button, where there is one, on the right).
  case landscapeLeft = 3
  /// On its side, its top on the right.
  case landscapeRight = 4
  /// Flat, screen up.
  case faceUp = 5
  /// Flat, screen down.
  case faceDown = 6

  /// Whether the device is upright or upside down.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the device is on its side.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  /// Whether the device lies flat.
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
  /// Whether the interface can take this orientation: portrait or landscape, not flat or
  /// unknown.
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

extension Simulation {
  /// Turns the device to `orientation`, as a test door: the device's ``UIDevice/orientation``
  /// changes and, while notifications are generated, ``UIDevice/orientationDidChangeNotification``
  /// is posted. When the interface follows (a portrait or landscape orientation of the other
  /// shape; not upside down on a phone, whose controllers UIKit by default keeps out of it, as
  /// Apple's `supportedInterfaceOrientations` page says; never flat), the window and its screen
  /// swap width and height, the window's ``UIWindow/deviceSafeAreaInsets`` turn with the device
  /// (OUR CHOICE: the notch's inset moves to the side the device's top went to; real iPhones
  /// give equal side insets), and the root controller's view is resized to the window. First the
  /// root controller's ``UIViewController/viewWillTransition(to:with:)`` is called with the new
  /// size and a coordinator; the resize and the animations registered with it then run in one
  /// animation of ``GestureThresholds/rotationDuration`` (OUR CHOICE), and its completions when
  /// that ends.
  ///
  ///     simulation.rotateDevice(to: .landscapeLeft)
  ///     simulation.window.bounds.size   // 844 × 390
  public func rotateDevice(to orientation: UIDeviceOrientation) {
    let device = self.device
    let previous = device.physicalOrientation
    guard orientation != previous else { return }
    device.physicalOrientation = orientation
    turnInterface(from: previous, to: orientation, idiom: device.userInterfaceIdiom)
    if device.isGeneratingDeviceOrientationNotifications {
      NotificationCenter.default.post(
        name: UIDevice.orientationDidChangeNotification, object: device)
    }
  }

  /// The interface's half of a turn (see ``rotateDevice(to:)``).
  private func turnInterface(
    from previous: UIDeviceOrientation, to orientation: UIDeviceOrientation,
    idiom: UIUserInterfaceIdiom
  ) {
    let follows: (UIDeviceOrientation) -> Bool = { candidate in
      candidate.isLandscape || candidate == .portrait
        || (candidate == .portraitUpsideDown && idiom == .pad)
    }
    guard follows(orientation) else { return }
    let from = window.interfaceOrientation
    window.interfaceOrientation = UIInterfaceOrientation(following: orientation)
    guard from != window.interfaceOrientation else { return }
    let quarterTurns =
      (window.interfaceOrientation.quarterTurns - from.quarterTurns + 4) % 4
    var insets = window.deviceSafeAreaInsets
    for _ in 0..<quarterTurns {
      // One quarter turn of the device counterclockwise moves its top edge to the left.
      insets = UIEdgeInsets(
        top: insets.right, left: insets.top, bottom: insets.left, right: insets.bottom)
    }
    let size = window.bounds.size
    let turned = quarterTurns % 2 == 1 ? CGSize(width: size.height, height: size.width) : size
    let coordinator = SizeTransitionCoordinator(
      container: window, duration: GestureThresholds.rotationDuration, quarterTurns: quarterTurns)
    window.rootViewController?.viewWillTransition(to: turned, with: coordinator)
    let window = self.window
    coordinator.run {
      window.frame = CGRect(origin: window.frame.origin, size: turned)
      window.screen.bounds = CGRect(origin: .zero, size: turned)
      window.deviceSafeAreaInsets = insets
      window.rootViewController?.viewIfLoaded?.frame = window.bounds
      window.safeAreaInsetsDidChangeInSubtree()
    }
  }
}

/// How the interface is turned, as UIKit's `UIInterfaceOrientation`. Raw values match UIKit's:
/// the interface turns the other way from the device, so `landscapeLeft` is the device's
/// `landscapeRight`.
public enum UIInterfaceOrientation: Int, Sendable {
  case unknown = 0
  case portrait = 1
  case portraitUpsideDown = 2
  /// The device's top on the right.
  case landscapeLeft = 4
  /// The device's top on the left.
  case landscapeRight = 3

  /// Whether the interface is upright or upside down.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the interface is on its side.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

  /// The interface orientation that keeps the interface upright on a device held `device`.
  init(following device: UIDeviceOrientation) {
    switch device {
    case .portrait: self = .portrait
    case .portraitUpsideDown: self = .portraitUpsideDown
    case .landscapeLeft: self = .landscapeRight
    case .landscapeRight: self = .landscapeLeft
    case .unknown, .faceUp, .faceDown: self = .unknown
    }
  }

  /// Counterclockwise quarter turns of the device from portrait.
  fileprivate var quarterTurns: Int {
    switch self {
    case .landscapeRight: 1
    case .portraitUpsideDown: 2
    case .landscapeLeft: 3
    case .portrait, .unknown: 0
    }
  }
}
