import Foundation
import GestureKit
import Testing

/// A view that logs each call of `layoutMarginsDidChange()`.
private final class MarginLoggingView: UIView {
  var changes = 0

  override func layoutMarginsDidChange() {
    super.layoutMarginsDidChange()
    changes += 1
  }
}

/// A phone window (47 pt on top, 34 at the bottom) whose root controller's view is returned.
@MainActor private func phoneRoot() -> (Simulation, UIViewController) {
  let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
  simulation.window.deviceSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
  let controller = UIViewController()
  simulation.window.rootViewController = controller
  return (simulation, controller)
}

@Suite("Layout margins")
struct LayoutMarginsTests {
  @Test("A plain view has 8 pt margins; directional margins follow the layout direction")
  func plainView() {
    let view = MarginLoggingView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(!view.preservesSuperviewLayoutMargins && view.insetsLayoutMarginsFromSafeArea)
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    view.semanticContentAttribute = .forceRightToLeft
    #expect(
      view.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
    view.layoutMargins = .zero
    view.preservesSuperviewLayoutMargins = true
    #expect(view.changes == 3)
  }

  @Test("A root view's margins are the system minimum plus the safe area")
  func rootView() {
    let (simulation, controller) = phoneRoot()
    #expect(
      controller.systemMinimumLayoutMargins
        == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    #expect(controller.view.layoutMargins == UIEdgeInsets(top: 47, left: 16, bottom: 34, right: 16))
    controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 10, leading: 4, bottom: 0, trailing: 30)
    #expect(controller.view.layoutMargins == UIEdgeInsets(top: 57, left: 16, bottom: 34, right: 30))
    controller.viewRespectsSystemMinimumLayoutMargins = false
    #expect(controller.view.layoutMargins == UIEdgeInsets(top: 57, left: 4, bottom: 34, right: 30))
    controller.view.insetsLayoutMarginsFromSafeArea = false
    #expect(controller.view.layoutMargins == UIEdgeInsets(top: 10, left: 4, bottom: 0, right: 30))
    withExtendedLifetime(simulation) {}
  }

  @Test("A regular-width window's root view keeps 20 pt at its sides")
  func regularWidth() {
    let simulation = Simulation(windowSize: CGSize(width: 820, height: 1180))
    let controller = UIViewController()
    simulation.window.rootViewController = controller
    #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
  }

  @Test(
    "A subview under the notch moves its margin inside the safe area, and can keep its superview's")
  func subviews() {
    let (simulation, controller) = phoneRoot()
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
    controller.view.addSubview(header)
    #expect(header.layoutMargins == UIEdgeInsets(top: 55, left: 8, bottom: 8, right: 8))
    header.preservesSuperviewLayoutMargins = true
    #expect(header.layoutMargins == UIEdgeInsets(top: 55, left: 16, bottom: 8, right: 16))
    let inset = UIView(frame: CGRect(x: 10, y: 200, width: 370, height: 100))
    inset.preservesSuperviewLayoutMargins = true
    controller.view.addSubview(inset)
    #expect(inset.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    withExtendedLifetime(simulation) {}
  }

  @Test("A card pinned to its superview's margins guide stays inside the safe area")
  func marginsGuide() {
    // As card and banner code writes it: content pinned to the layout margins guide.
    let (simulation, controller) = phoneRoot()
    let card = UIView()
    card.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(card)
    let guide = controller.view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      card.topAnchor.constraint(equalTo: guide.topAnchor),
      card.heightAnchor.constraint(equalToConstant: 120),
    ])
    controller.view.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 16, y: 47, width: 358, height: 120))
    controller.additionalSafeAreaInsets.top = 20
    controller.view.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 16, y: 67, width: 358, height: 120))
    withExtendedLifetime(simulation) {}
  }
}
