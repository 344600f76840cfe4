import GestureKit
import Testing

@Suite("The thresholds table")
struct GestureThresholdsTests {
  /// Each recognizer's per-instance default, read from a fresh instance.
  @MainActor static func defaults() -> [String: Double] {
    let tap = UITapGestureRecognizer()
    let press = UILongPressGestureRecognizer()
    let pan = UIPanGestureRecognizer()
    let edge = UIScreenEdgePanGestureRecognizer()
    let swipe = UISwipeGestureRecognizer()
    let pinch = UIPinchGestureRecognizer()
    let rotation = UIRotationGestureRecognizer()
    let estimator = LeastSquaresVelocityEstimator()
    return [
      "UITapGestureRecognizer.allowableMovement": Double(tap.allowableMovement),
      "UITapGestureRecognizer.maximumIntervalBetweenSuccessiveTaps":
        tap.maximumIntervalBetweenSuccessiveTaps,
      "UITapGestureRecognizer.maximumTapDuration": tap.maximumTapDuration,
      "UITapGestureRecognizer.allowableTouchTimeSeparation": tap.allowableTouchTimeSeparation,
      "UILongPressGestureRecognizer.minimumPressDuration": press.minimumPressDuration,
      "UILongPressGestureRecognizer.allowableMovement": Double(press.allowableMovement),
      "UIPanGestureRecognizer.hysteresis": Double(pan.hysteresis),
      "UIPanGestureRecognizer.previousVelocityWeight": Double(pan.previousVelocityWeight),
      "UIPanGestureRecognizer.scrollVelocityTimeout": pan.scrollVelocityTimeout,
      "UIPanGestureRecognizer.discreteScrollEndDelay": pan.discreteScrollEndDelay,
      "UIPanGestureRecognizer.setTranslationClearsVelocity": pan.setTranslationClearsVelocity
        ? 1 : 0,
      "UIScreenEdgePanGestureRecognizer.edgeRegionSize": Double(edge.edgeRegionSize),
      "UISwipeGestureRecognizer.maximumDuration": swipe.maximumDuration,
      "UISwipeGestureRecognizer.minimumPrimaryMovement": Double(swipe.minimumPrimaryMovement),
      "UISwipeGestureRecognizer.maximumPrimaryMovement": Double(swipe.maximumPrimaryMovement),
      "UISwipeGestureRecognizer.minimumSecondaryMovement": Double(swipe.minimumSecondaryMovement),
      "UISwipeGestureRecognizer.maximumSecondaryMovement": Double(swipe.maximumSecondaryMovement),
      "UISwipeGestureRecognizer.rateOfMinimumMovementDecay":
        Double(swipe.rateOfMinimumMovementDecay),
      "UISwipeGestureRecognizer.rateOfMaximumMovementDecay":
        Double(swipe.rateOfMaximumMovementDecay),
      "UISwipeGestureRecognizer.minimumPrimaryMovementRate":
        Double(swipe.minimumPrimaryMovementRate),
      "UISwipeGestureRecognizer.maximumOppositeMovement": Double(swipe.maximumOppositeMovement),
      "UIPinchGestureRecognizer.hysteresis": Double(pinch.hysteresis),
      "UIPinchGestureRecognizer.previousVelocityWeight": Double(pinch.previousVelocityWeight),
      "UIRotationGestureRecognizer.hysteresis": Double(rotation.hysteresis),
      "UIRotationGestureRecognizer.previousVelocityWeight": Double(rotation.previousVelocityWeight),
      "LeastSquaresVelocityEstimator.horizon": estimator.horizon,
      "LeastSquaresVelocityEstimator.restGap": estimator.restGap,
      "UIControl.trackingSlop": Double(UIControl().trackingSlop),
      "UIView.layoutMargins": Double(UIView().layoutMargins.left),
      "UIViewController.systemMinimumLayoutMarginsCompact": {
        let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
        simulation.window.rootViewController = UIViewController()
        return Double(simulation.window.rootViewController!.systemMinimumLayoutMargins.leading)
      }(),
      "UIViewController.systemMinimumLayoutMarginsRegular": {
        let simulation = Simulation(windowSize: CGSize(width: 820, height: 1180))
        simulation.window.rootViewController = UIViewController()
        return Double(simulation.window.rootViewController!.systemMinimumLayoutMargins.trailing)
      }(),
      "UIViewController.viewWillTransition.duration": {
        // What the coordinator of a turn of the device says the resize takes.
        final class Turning: UIViewController {
          var duration = 0.0
          override func viewWillTransition(
            to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
          ) {
            duration = coordinator.transitionDuration
            super.viewWillTransition(to: size, with: coordinator)
          }
        }
        let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
        let root = Turning()
        simulation.window.rootViewController = root
        simulation.rotateDevice(to: .landscapeLeft)
        return root.duration
      }(),
      "UITabBar.height": {
        // The bar's items are as tall as the table says, on a window without insets.
        let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController()]
        simulation.window.rootViewController = tabs
        return Double(tabs.tabBar.frame.height)
      }(),
      "UILayoutPriority.weightScale": log10(UILayoutPriority(150).solverStrength) * 150,
      "UIScrollView.pagingFlickVelocity": Double(UIScrollView.pagingFlickVelocity),
      "UIRefreshControl.triggerDistance": Double(UIRefreshControl.triggerDistance),
      "UITableView.defaultRowHeight": Double(UITableView.defaultRowHeight),
      "UITableView.defaultSectionTitleHeight": Double(UITableView.defaultSectionTitleHeight),
      "UIStepper.repeatDelay": UIStepper.repeatDelay,
      "UIStepper.repeatInterval": UIStepper.repeatInterval,
      "UIScreen.maximumFramesPerSecond": Double(UIScreen.main.maximumFramesPerSecond),
      "ScrollView.crossAxisDragFailsPan": ScrollViewSettings.crossAxisDragFailsPan ? 1 : 0,
      "ScrollView.refreshPullDistance": Double(ScrollViewSettings.refreshPullDistance),
      "List.swipeActionWidth": Double(ListSwipeSettings.actionWidth),
      "List.swipeOpenFraction": Double(ListSwipeSettings.openFraction),
      "List.fullSwipeFraction": Double(ListSwipeSettings.fullSwipeFraction),
      "SimulatedKeyboard.heightPhonePortrait": Double(
        SimulatedKeyboard.defaultHeight(forWindowSize: CGSize(width: 390, height: 844))),
      "SimulatedKeyboard.heightPhoneLandscape": Double(
        SimulatedKeyboard.defaultHeight(forWindowSize: CGSize(width: 844, height: 390))),
      "SimulatedKeyboard.heightPadPortrait": Double(
        SimulatedKeyboard.defaultHeight(forWindowSize: CGSize(width: 820, height: 1180))),
      "SimulatedKeyboard.heightPadLandscape": Double(
        SimulatedKeyboard.defaultHeight(forWindowSize: CGSize(width: 1180, height: 820))),
      "SimulatedKeyboard.animationDuration": Simulation().keyboard.animationDuration,
      "UISearchBar.height": Double(UISearchBar().intrinsicContentSize.height),
      "UISearchBar.cancelButtonWidth": {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 300, height: 56))
        bar.showsCancelButton = true
        bar.layoutIfNeeded()
        return Double(300 - 2 * 8 - bar.searchTextField.frame.width)
      }(),
      "contextMenu.pressDuration": ContextMenuSettings.pressDuration,
      "contextMenu.maximumDistance": Double(ContextMenuSettings.maximumDistance),
    ].merging(dynamicsDefaults()) { $1 }
  }

  /// UIKit Dynamics' rows: an animator's settings, and the two accelerations Apple documents,
  /// which UIDynamicAnimatorTests measures by dropping and pushing items.
  @MainActor static func dynamicsDefaults() -> [String: Double] {
    let settings = UIDynamicAnimator(referenceView: UIView()).dynamicsSettings
    return [
      "UIGravityBehavior.magnitude": Double(GestureThresholds.dynamicsGravityAcceleration),
      "UIPushBehavior.magnitude": Double(GestureThresholds.dynamicsPushAcceleration),
      "UIDynamicAnimator.stepsPerFrame": Double(settings.stepsPerFrame),
      "UIDynamicAnimator.restingSpeed": Double(settings.restingSpeed),
      "UIDynamicAnimator.restingAcceleration": Double(settings.restingAcceleration),
      "UIDynamicAnimator.restingAngularSpeed": Double(settings.restingAngularSpeed),
      "UISnapBehavior.frequency": Double(settings.snapFrequency),
    ]
  }

  @Test("Every recognizer's default is the table's value, and the table lists every one")
  @MainActor func defaultsComeFromTheTable() {
    let defaults = Self.defaults()
    // SwiftUI's gestures' rows are checked against the gestures in SwiftUIGestureTests.
    let recognizers = GestureThresholds.all.filter { !Self.isSwiftUIGesture($0.property) }
    #expect(Set(recognizers.map(\.property)) == Set(defaults.keys))
    #expect(recognizers.count == defaults.count)
    for threshold in recognizers {
      #expect(defaults[threshold.property] == threshold.value, "\(threshold.property)")
    }
  }

  /// Whether a row is one of SwiftUI's gestures' (`DragGesture.minimumDistance`).
  static func isSwiftUIGesture(_ property: String) -> Bool {
    property.split(separator: ".").first?.hasSuffix("Gesture") == true
  }

  @Test("Every threshold has a unit, a provenance and a source")
  func everyFact() {
    let units: Set = ["pt", "s", "pt/s", "rad", "deg", "Hz", "1", "pt/s²", "rad/s"]
    for threshold in GestureThresholds.all {
      #expect(units.contains(threshold.unit), "\(threshold.property)")
      #expect(!threshold.source.isEmpty, "\(threshold.property)")
    }
    #expect(
      Set(GestureThresholds.all.map(\.provenance)) == Set(GestureThresholds.Provenance.allCases))
  }

  @Test(
    "A threshold is found by its full name, or by its property's name when only one type has it")
  func lookup() {
    #expect(
      GestureThresholds.threshold(named: "UITapGestureRecognizer.allowableMovement")?.value == 45)
    #expect(GestureThresholds.threshold(named: "edgeRegionSize")?.unit == "pt")
    #expect(GestureThresholds.threshold(named: "hysteresis") == nil)
    #expect(GestureThresholds.threshold(named: "noSuchThing") == nil)
  }
}
