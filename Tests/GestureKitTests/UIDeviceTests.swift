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

@Suite("UIDevice")
struct UIDeviceTests {
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
