import Foundation
import GestureKit
import GestureScripts
import Testing

/// Records the device's orientation at each of its orientation notifications.
@MainActor private final class OrientationObserver {
  private(set) var seen: [UIDeviceOrientation] = []
  private var token: (any NSObjectProtocol)?

  init() {
    token = NotificationCenter.default.addObserver(
      forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil
    ) { [weak self] _ in
      // Posted synchronously by the simulation, on the main actor.
      MainActor.assumeIsolated { self?.seen.append(UIDevice.current.orientation) }
    }
  }

  func stop() {
    if let token { NotificationCenter.default.removeObserver(token) }
    token = nil
  }
}

/// A controller that logs its size changes and animates a badge alongside them.
@MainActor private final class TurningController: UIViewController {
  let name: String
  var log: [String]
  let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
  /// The width this controller gives a child: half its own, as a split view would.
  var halvesChildren = false

  init(_ name: String, log: [String] = []) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("not used") }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    log.append("\(name) will \(Int(size.width))x\(Int(size.height))")
    let badge = self.badge
    coordinator.animate(
      alongsideTransition: { _ in badge.alpha = 0 },
      completion: { [self] context in
        log.append(
          "\(name) done cancelled=\(context.isCancelled) view \(Int(view.bounds.width))")
      })
    super.viewWillTransition(to: size, with: coordinator)
  }

  override func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize {
    halvesChildren ? CGSize(width: parentSize.width / 2, height: parentSize.height) : parentSize
  }
}

@Suite("UIDevice")
struct UIDeviceTests {
  @Test(
    "A turn calls viewWillTransition(to:with:) down the controllers, then resizes with their alongside animations"
  )
  func viewWillTransition() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let root = TurningController("root")
    root.halvesChildren = true
    let child = TurningController("child")
    root.addChild(child)
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    root.view.addSubview(root.badge)
    simulation.window.rootViewController = root
    var seen: [String] = []
    simulation.rotateDevice(to: .landscapeLeft)
    seen = root.log + child.log
    // The root hears first, before the window changes; the child gets the size its parent
    // gives it.
    #expect(seen == ["root will 844x390", "child will 422x390"])
    // The resize is in the model at once; on screen the badge fades over the turn's 0.3 s.
    #expect(simulation.window.bounds.size == CGSize(width: 844, height: 390))
    #expect(root.badge.alpha == 0)
    simulation.advance(by: 0.15)
    #expect(abs(root.badge.presentationAlpha - 0.5) < 1e-6, "\(root.badge.presentationAlpha)")
    #expect(root.log.count == 1 && child.log.count == 1)
    simulation.advance(by: 0.2)
    #expect(root.log == ["root will 844x390", "root done cancelled=false view 844"])
    #expect(child.log == ["child will 422x390", "child done cancelled=false view 390"])
    // A turn the interface does not follow (flat) calls nothing.
    simulation.rotateDevice(to: .faceUp)
    simulation.settle()
    #expect(root.log.count == 2)
  }

  @Test("UIDevice.current is the current simulation's device, with GestureKit's fixed values")
  func currentFollowsSimulation() {
    let phone = Simulation(windowSize: CGSize(width: 390, height: 844))
    #expect(UIDevice.current === phone.device)
    let device = UIDevice.current
    #expect(device.userInterfaceIdiom == .phone)
    #expect(
      [device.systemName, device.systemVersion, device.model, device.localizedModel, device.name]
        == ["iOS", "26.0", "iPhone", "iPhone", "iPhone"])
    #expect(device.identifierForVendor == UIDevice.current.identifierForVendor)
    #expect(device.identifierForVendor != nil && device.isMultitaskingSupported)
    #expect(device.orientation == .portrait && device.isGeneratingDeviceOrientationNotifications)
    let pad = Simulation(windowSize: CGSize(width: 820, height: 1180))
    #expect(UIDevice.current === pad.device && UIDevice.current.userInterfaceIdiom == .pad)
    #expect(UIDevice.current.model == "iPad")
    phone.advance(by: 0.1)
    #expect(UIDevice.current === phone.device)
  }

  @Test("Orientation's predicates follow UIKit's cases")
  func orientationPredicates() {
    let all: [UIDeviceOrientation] = [
      .unknown, .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight, .faceUp, .faceDown,
    ]
    #expect(all.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6])
    #expect(all.filter(\.isPortrait) == [.portrait, .portraitUpsideDown])
    #expect(all.filter(\.isLandscape) == [.landscapeLeft, .landscapeRight])
    #expect(all.filter(\.isFlat) == [.faceUp, .faceDown])
    #expect(
      all.filter(\.isValidInterfaceOrientation)
        == [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight])
  }

  @Test("Turning the device posts the notification and turns the window, its screen and its insets")
  func rotate() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    simulation.window.deviceSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let root = UIViewController()
    simulation.window.rootViewController = root
    let observer = OrientationObserver()
    defer { observer.stop() }
    simulation.rotateDevice(to: .landscapeLeft)
    #expect(UIDevice.current.orientation == .landscapeLeft)
    #expect(simulation.window.windowScene?.interfaceOrientation == .landscapeRight)
    #expect(simulation.window.windowScene?.interfaceOrientation.isLandscape == true)
    #expect(simulation.window.bounds.size == CGSize(width: 844, height: 390))
    #expect(UIScreen.main.bounds.size == CGSize(width: 844, height: 390))
    #expect(root.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
    #expect(
      simulation.window.deviceSafeAreaInsets
        == UIEdgeInsets(top: 0, left: 47, bottom: 0, right: 34))
    simulation.rotateDevice(to: .faceUp)
    #expect(simulation.window.bounds.size == CGSize(width: 844, height: 390))
    simulation.rotateDevice(to: .landscapeRight)
    #expect(
      simulation.window.deviceSafeAreaInsets
        == UIEdgeInsets(top: 0, left: 34, bottom: 0, right: 47))
    // A phone's interface stays out of upside down; the device still reports it.
    simulation.rotateDevice(to: .portraitUpsideDown)
    #expect(simulation.window.bounds.size == CGSize(width: 844, height: 390))
    #expect(simulation.window.windowScene?.interfaceOrientation == .landscapeLeft)
    simulation.rotateDevice(to: .portrait)
    #expect(simulation.window.bounds.size == CGSize(width: 390, height: 844))
    #expect(simulation.window.windowScene?.interfaceOrientation == .portrait)
    #expect(
      simulation.window.deviceSafeAreaInsets
        == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(
      observer.seen == [.landscapeLeft, .faceUp, .landscapeRight, .portraitUpsideDown, .portrait])
  }

  @Test("With notifications ended, orientation reads unknown and turns post nothing")
  func notificationsEnded() {
    let simulation = Simulation()
    let observer = OrientationObserver()
    defer { observer.stop() }
    let device = UIDevice.current
    device.endGeneratingDeviceOrientationNotifications()
    #expect(!device.isGeneratingDeviceOrientationNotifications && device.orientation == .unknown)
    simulation.rotateDevice(to: .landscapeRight)
    #expect(observer.seen == [] && device.orientation == .unknown)
    device.beginGeneratingDeviceOrientationNotifications()
    device.beginGeneratingDeviceOrientationNotifications()
    device.endGeneratingDeviceOrientationNotifications()
    #expect(device.isGeneratingDeviceOrientationNotifications)
    #expect(device.orientation == .landscapeRight)
  }

  @Test("The battery reads -1 and unknown until monitored, then full")
  func battery() {
    let device = Simulation().device
    #expect(device.batteryLevel == -1 && device.batteryState == .unknown)
    device.isBatteryMonitoringEnabled = true
    #expect(device.batteryLevel == 1 && device.batteryState == .full)
  }

  @Test("A deck transition written for iOS reads the idiom and re-lays out on rotation")
  func thirdPartyRotation() {
    // As open-source card-deck code does: it picks its card width by idiom and listens for
    // orientation changes to lay the deck out again.
    @MainActor final class DeckViewController: UIViewController {
      let card = UIView()
      var layouts: [CGSize] = []
      var token: (any NSObjectProtocol)?

      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(card)
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
        token = NotificationCenter.default.addObserver(
          forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil
        ) { [weak self] _ in
          MainActor.assumeIsolated { self?.layOutDeck() }
        }
        layOutDeck()
      }

      func layOutDeck() {
        let isPhone = UIDevice.current.userInterfaceIdiom == .phone
        let width = view.bounds.width * (isPhone ? 0.9 : 0.6)
        card.frame = CGRect(x: (view.bounds.width - width) / 2, y: 100, width: width, height: 200)
        layouts.append(card.frame.size)
      }
    }
    let simulation = Simulation(windowSize: CGSize(width: 400, height: 800))
    let deck = DeckViewController()
    simulation.window.rootViewController = deck
    simulation.rotateDevice(to: .landscapeRight)
    if let token = deck.token { NotificationCenter.default.removeObserver(token) }
    #expect(deck.layouts == [CGSize(width: 360, height: 200), CGSize(width: 720, height: 200)])
  }
}
