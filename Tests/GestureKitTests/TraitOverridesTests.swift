import Foundation
import GestureKit
import Testing

private struct AccentTrait: UITraitDefinition {
  static let defaultValue = 0
}

private struct BannerTrait: UITraitDefinition {
  static let defaultValue = "none"
  static let name = "Banner"
}

/// A controller that logs its trait changes through a target-action registration.
private final class ThemedController: UIViewController {
  var log: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    registerForTraitChanges(
      [AccentTrait.self], target: self, action: ThemedController.accentChanged)
  }

  func accentChanged(_ controller: ThemedController, _ previous: UITraitCollection) {
    log.append("accent \(previous[AccentTrait.self]) → \(traitCollection[AccentTrait.self])")
  }
}

@MainActor
@Suite("Trait definitions and overrides")
struct TraitOverridesTests {
  @Test("A collection gives a trait's default until mutations set it; modifying keeps the rest")
  func collections() {
    let empty = UITraitCollection()
    #expect(empty[AccentTrait.self] == 0)
    #expect(empty.userInterfaceStyle == .unspecified)
    let set = UITraitCollection { traits in
      traits[AccentTrait.self] = 3
      traits.userInterfaceStyle = .dark
    }
    #expect(set[AccentTrait.self] == 3)
    #expect(set.userInterfaceStyle == .dark)
    let modified = set.modifyingTraits { $0[BannerTrait.self] = "sale" }
    #expect(modified[AccentTrait.self] == 3)
    #expect(modified[BannerTrait.self] == "sale")
    #expect(modified.userInterfaceStyle == .dark)
    #expect(set[BannerTrait.self] == "none")
    #expect(BannerTrait.name == "Banner")
    #expect(AccentTrait.name == "AccentTrait")
    #expect(!AccentTrait.affectsColorAppearance)
    #expect(
      UITraitCollection(traitsFrom: [set, UITraitCollection(userInterfaceStyle: .light)])
        .userInterfaceStyle == .light)
  }

  @Test("Overrides flow from the window through a controller to its views, the nearest winning")
  func flow() {
    let controller = UIViewController()
    let outer = UIView()
    let inner = UIView()
    controller.view.addSubview(outer)
    outer.addSubview(inner)
    let simulation = Simulation(windowSize: CGSize(width: 400, height: 800))
    simulation.window.rootViewController = controller
    #expect(inner.traitCollection.horizontalSizeClass == .compact)
    #expect(inner.traitCollection.userInterfaceStyle == .light)

    simulation.window.traitOverrides.userInterfaceStyle = .dark
    controller.traitOverrides[AccentTrait.self] = 1
    outer.traitOverrides[AccentTrait.self] = 2
    #expect(inner.traitCollection.userInterfaceStyle == .dark)
    #expect(
      [
        controller.traitCollection[AccentTrait.self], outer.traitCollection[AccentTrait.self],
        inner.traitCollection[AccentTrait.self],
      ] == [1, 2, 2] as [Int])
    #expect(outer.traitOverrides.contains(AccentTrait.self))
    #expect(!outer.traitOverrides.contains(BannerTrait.self))

    outer.traitOverrides.remove(AccentTrait.self)
    #expect(inner.traitCollection[AccentTrait.self] == 1)
    #expect(inner.traitCollection.horizontalSizeClass == .compact)
  }

  @Test("A registration hears its own traits' changes in the next update pass, until unregistered")
  func registrations() {
    let controller = ThemedController()
    let simulation = Simulation(windowSize: CGSize(width: 400, height: 800))
    simulation.window.rootViewController = controller
    let view = UIView()
    controller.view.addSubview(view)
    var changes: [String] = []
    let registration = view.registerForTraitChanges([BannerTrait.self]) {
      (view: UIView, previous: UITraitCollection) in
      changes.append("\(previous[BannerTrait.self]) → \(view.traitCollection[BannerTrait.self])")
    }

    controller.traitOverrides[BannerTrait.self] = "sale"
    #expect(changes == [])  // not before the update pass
    simulation.runUpdatePass()
    #expect(changes == ["none → sale"])
    controller.traitOverrides[AccentTrait.self] = 5  // not a trait the view watches
    simulation.runUpdatePass()
    #expect(changes == ["none → sale"])
    #expect(controller.log == ["accent 0 → 5"])

    view.unregisterForTraitChanges(registration)
    controller.traitOverrides[BannerTrait.self] = "new"
    view.updateTraitsIfNeeded()
    #expect(changes == ["none → sale"])
  }

  @Test("updateTraitsIfNeeded calls the registrations at once")
  func updateNow() {
    let view = UIView()
    var changes: [Int] = []
    view.registerForTraitChanges([AccentTrait.self]) { (view: UIView, _: UITraitCollection) in
      changes.append(view.traitCollection[AccentTrait.self])
    }
    view.traitOverrides[AccentTrait.self] = 7
    view.updateTraitsIfNeeded()
    view.updateTraitsIfNeeded()
    #expect(changes == [7])
  }
}
