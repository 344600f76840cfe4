import Foundation

/// An object that owns a view and the gesture code around it, with the part of UIKit's
/// `UIViewController` that gesture code touches: the view and its loading, the appearance
/// callbacks, and child containment.
///
/// Subclass it as on iOS: build the view in ``loadView()`` or take the default plain view, add
/// recognizers in ``viewDidLoad()``, and react to ``viewWillAppear(_:)`` and the others.
///
///     final class BoardViewController: UIViewController {
///       let coordinator = BoardCoordinator()
///
///       override func viewDidLoad() {
///         super.viewDidLoad()
///         let pan = UIPanGestureRecognizer(target: coordinator, action: BoardCoordinator.pan)
///         pan.delegate = coordinator
///         view.addGestureRecognizer(pan)
///       }
///     }
///
///     simulation.window.rootViewController = BoardViewController()
///
/// The view is loaded the first time ``view`` is read: ``loadView()`` and then
/// ``viewDidLoad()``, once. The appearance callbacks come from whoever shows the controller:
/// ``UIWindow/rootViewController``, a `UIViewControllerRepresentableHost` (GestureUI), or a container
/// that calls ``beginAppearanceTransition(_:animated:)`` and ``endAppearanceTransition()``.
/// Each of these forwards them to the children whose views are inside the controller's view,
/// as UIKit does by default. UIKit also starts them when a child's view enters a visible
/// window through `addSubview`; GestureKit does not watch `addSubview`, so a container that
/// adds a child while it is visible calls the two transition methods itself, as a container
/// with `shouldAutomaticallyForwardAppearanceMethods` off does on iOS.
///
/// Isolated to the main actor, as UIKit declares it, initializers included.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
  /// Where the controller is between appearing and disappearing.
  private enum Appearance {
    case disappeared, appearing, appeared, disappearing
  }

  private var loadedView: UIView?
  private var appearance = Appearance.disappeared
  private var appearanceIsAnimated = false

  /// The controllers this one contains, in the order they were added.
  public private(set) var children: [UIViewController] = []
  /// The scroll views set with `setContentScrollView(_:for:)`, by edge.
  package var contentScrollViews: [NSDirectionalRectEdge.RawValue: WeakContentScrollView] = [:]

  /// The controller that contains this one, if any.
  public private(set) weak var parent: UIViewController?

  /// Creates a controller. GestureKit has no nib files: the names are accepted so that
  /// initializers written for iOS compile, and ``loadView()`` makes the view.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// Creates a controller without a nib, as `UIViewController()` does.
  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller from an archive. GestureKit has no storyboards, so this is
  /// `init(nibName: nil, bundle: nil)`. It is `required`, as in UIKit, so that controllers
  /// written for iOS, with `required init?(coder:)` calling `super.init(coder:)`, compile
  /// unchanged.
  public required init?(coder: NSCoder) {
    super.init()
  }

  // MARK: The view

  /// The controller's root view, loaded on first access with ``loadView()`` and then
  /// ``viewDidLoad()``. Setting it to `nil` makes the next access load a new one.
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      if loadedView?.layoutController === self { loadedView?.layoutController = nil }
      loadedView = newValue
      newValue?.layoutController = self
    }
  }

  /// The controller's next responder: its view's superview, as Apple documents
  /// (`UIResponder.next`).
  open override var next: UIResponder? { loadedView?.superview }

  /// Whether the view has been loaded (reading this never loads it).
  public var isViewLoaded: Bool { loadedView != nil }

  /// The view if it has been loaded, `nil` otherwise; never loads it.
  public var viewIfLoaded: UIView? { loadedView }

  /// Loads the view unless it is loaded: ``loadView()``, then ``viewDidLoad()``.
  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    guard loadedView != nil else {
      fatalError("\(type(of: self)).loadView() must set view")
    }
    viewDidLoad()
  }

  /// Makes the view. Default: a plain `UIView` with the bounds of the screen (``UIScreen/main``),
  /// as UIKit's default view has, so that ``UIViewController/viewDidLoad()`` can lay out from `view.bounds`;
  /// whoever shows the controller sizes it again. Override it to build your own and assign it to
  /// ``UIViewController/view``; don't call `super` then.
  open func loadView() {
    view = UIView(frame: UIScreen.main.bounds)
  }

  /// Called once, after the view is loaded: the place to add recognizers. Default: nothing.
  open func viewDidLoad() {}

  /// The controller's title. Default: `nil`. As Apple's `title` page says, setting it sets the
  /// title of the controller's tab bar item (GestureUIKit's `tabBarItem`), which is made with
  /// it.
  open var title: String? {
    didSet { (tabBarItemStorage as? any ControllerTitleFollower)?.controllerTitleDidChange(title) }
  }

  // MARK: Safe area

  /// Insets added to the root view's safe area, on top of what the window and the containers'
  /// bars give it, as Apple's `additionalSafeAreaInsets` page says: for content of your own
  /// that covers part of the view. Default: zero. Setting it lays the view out again.
  open var additionalSafeAreaInsets = UIEdgeInsets.zero {
    didSet {
      if additionalSafeAreaInsets != oldValue { viewIfLoaded?.safeAreaInsetsDidChangeInSubtree() }
    }
  }

  /// The insets this container's bars take from its view's bounds for the children's views
  /// inside it (a tab bar's height at the bottom), which their ``UIView/safeAreaInsets``
  /// leave out. Set by the container that draws the bars.
  package var barSafeAreaInsets = UIEdgeInsets.zero {
    didSet {
      if barSafeAreaInsets != oldValue { viewIfLoaded?.safeAreaInsetsDidChangeInSubtree() }
    }
  }

  /// Whether this controller adds insets to its own or its children's safe area.
  final var addsSafeAreaInsets: Bool {
    additionalSafeAreaInsets != .zero || parent?.barSafeAreaInsets ?? .zero != .zero
  }

  // MARK: Layout margins

  /// Whether the root view's side margins are at least ``systemMinimumLayoutMargins``, as
  /// Apple's `viewRespectsSystemMinimumLayoutMargins` page says. Default: true.
  open var viewRespectsSystemMinimumLayoutMargins = true {
    didSet {
      guard viewRespectsSystemMinimumLayoutMargins != oldValue, let view = viewIfLoaded else {
        return
      }
      view.safeAreaInsetsDidChangeInSubtree()
      view.layoutMarginsDidChange()
    }
  }

  /// The smallest margins the root view gets: none at the top and bottom, and on each side
  /// ``GestureThresholds/rootViewMinimumSideMarginCompact`` (16) in a compact-width window or
  /// ``GestureThresholds/rootViewMinimumSideMarginRegular`` (20) in a regular-width one.
  open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
    let width = viewIfLoaded?.window?.bounds.width ?? UIScreen.main.bounds.width
    let side =
      UITraitCollection.isRegularWidth(width)
      ? GestureThresholds.rootViewMinimumSideMarginRegular
      : GestureThresholds.rootViewMinimumSideMarginCompact
    return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  /// The tab bar item GestureUIKit made or was given for this controller (kept as `AnyObject`,
  /// a type the kernel does not know).
  package var tabBarItemStorage: AnyObject?

  // MARK: Layout

  /// Called just before the view's ``UIView/layoutSubviews()`` in each layout of the view (when
  /// it was marked with `setNeedsLayout`, resized, or added to a window). Default: nothing.
  open func viewWillLayoutSubviews() {}

  /// Called just after the view's ``UIView/layoutSubviews()`` in each layout of the view, before
  /// its subviews are laid out. Default: nothing.
  open func viewDidLayoutSubviews() {}

  /// Configures the controller's content and styling before layout, as iOS 26's
  /// `updateProperties()` does: called before its view's first layout (before the view's
  /// own), and then in the update pass after ``setNeedsUpdateProperties()`` or after a change of
  /// an `@Observable` property it read. Override it and call `super`. Default: nothing.
  open func updateProperties() {}

  /// Trait overrides, trait registrations and property-update state, made on first use.
  package final var viewUpdateState: ViewUpdateState?

  /// Called when the controller's traits changed. GestureKit does not call it (see
  /// ``UIView/traitCollectionDidChange(_:)``).
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  // MARK: Status bar (see UIStatusBarManager.swift)

  /// Whether the controller wants the status bar hidden while it decides the status bar's
  /// appearance. Default: false. The window scene's ``UIStatusBarManager`` reads it when this
  /// controller takes over the status bar and after ``setNeedsStatusBarAppearanceUpdate()``,
  /// as on iOS: change what it returns, then call that.
  open var prefersStatusBarHidden: Bool { false }

  /// The status bar style the controller wants (read as ``prefersStatusBarHidden`` is).
  /// Default: ``UIStatusBarStyle/default``.
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }

  /// The child whose ``prefersStatusBarHidden`` decides instead of this controller's. Default:
  /// `nil`.
  open var childForStatusBarHidden: UIViewController? { nil }

  /// The child whose ``preferredStatusBarStyle`` decides instead of this controller's.
  /// Default: `nil`.
  open var childForStatusBarStyle: UIViewController? { nil }

  /// Tells the system that the controller's status bar attributes changed: the window scene's
  /// ``UIStatusBarManager`` reads them again now.
  open func setNeedsStatusBarAppearanceUpdate() {
    viewIfLoaded?.window?.windowScene?.statusBarManager?.update()
  }

  // MARK: Size changes

  /// Called before the controller's view changes size: here, when a turn of the device resizes
  /// the window (``Simulation/rotateDevice(to:)``), on the root controller first. Register
  /// animations to run alongside the resize with the coordinator's
  /// `animate(alongsideTransition:completion:)`. The default forwards the message to each child
  /// with the size ``size(forChildContentContainer:withParentContainerSize:)`` gives it, and to
  /// the presented controller, as Apple's page says UIKit's does ("view controllers forward the
  /// size change message to their views and child view controllers"); an override must call
  /// `super` for them to hear of it.
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    for child in children {
      child.viewWillTransition(
        to: self.size(forChildContentContainer: child, withParentContainerSize: size),
        with: coordinator)
    }
    presentedViewController?.viewWillTransition(to: size, with: coordinator)
  }

  /// The size a child's content gets when this controller's becomes `parentSize`. Default: the
  /// parent's size (Apple's `size(forChildContentContainer:withParentContainerSize:)` page).
  open func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize {
    parentSize
  }

  // MARK: Appearance

  /// Called before the view is added to a window's tree. Default: nothing.
  open func viewWillAppear(_ animated: Bool) {}

  /// Called after the view was added to a window's tree. Default: nothing.
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the view is removed from a window's tree. Default: nothing.
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the view was removed from a window's tree. Default: nothing.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Whether the appearance callbacks reach the children whose views are inside this
  /// controller's view when this controller appears or disappears. Default: true.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// Starts appearing (``viewWillAppear(_:)``, loading the view first) or disappearing
  /// (``viewWillDisappear(_:)``), as a container does for a child it shows or hides.
  ///
  /// A request that does not change anything (appearing while visible) is ignored, so each
  /// callback comes once per transition.
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    switch (isAppearing, appearance) {
    case (true, .disappeared), (true, .disappearing):
      appearance = .appearing
      loadViewIfNeeded()
      viewWillAppear(animated)
    case (false, .appeared), (false, .appearing):
      appearance = .disappearing
      viewWillDisappear(animated)
    case (true, .appearing), (true, .appeared), (false, .disappearing), (false, .disappeared):
      return
    }
    appearanceIsAnimated = animated
    for child in childrenReceivingAppearance {
      child.beginAppearanceTransition(isAppearing, animated: animated)
    }
  }

  /// Finishes the transition that ``beginAppearanceTransition(_:animated:)`` started:
  /// ``viewDidAppear(_:)`` or ``viewDidDisappear(_:)``. Without one in progress it does
  /// nothing.
  public func endAppearanceTransition() {
    switch appearance {
    case .appearing:
      appearance = .appeared
      viewDidAppear(appearanceIsAnimated)
    case .disappearing:
      appearance = .disappeared
      viewDidDisappear(appearanceIsAnimated)
    case .appeared, .disappeared:
      return
    }
    for child in childrenReceivingAppearance {
      child.endAppearanceTransition()
    }
  }

  /// Whether the controller is appearing or shown: between `viewWillAppear` and
  /// `viewWillDisappear`.
  package var isShownOrAppearing: Bool {
    switch appearance {
    case .appearing, .appeared: true
    case .disappearing, .disappeared: false
    }
  }

  /// The children that this controller's transitions are forwarded to.
  private var childrenReceivingAppearance: [UIViewController] {
    guard shouldAutomaticallyForwardAppearanceMethods, let root = loadedView else { return [] }
    return children.filter { $0.loadedView?.isDescendant(of: root) == true }
  }

  // MARK: Presentation

  /// The controller this one presented and that is still shown, if any.
  public private(set) var presentedViewController: UIViewController?

  /// The controller that presented this one, if it is presented.
  public private(set) weak var presentingViewController: UIViewController?

  /// How ``present(_:animated:completion:)`` shows this controller. Default: ``UIModalPresentationStyle/automatic``,
  /// as in UIKit. See ``UIModalPresentationStyle`` for what each style does to the views beneath.
  open var modalPresentationStyle = UIModalPresentationStyle.automatic

  /// The controller whose view this one's presentation took out of the window (full-screen
  /// styles), to be put back when it is dismissed.
  private var coveredController: UIViewController?

  /// Gives this controller's presentation and dismissal their animators, when it is presented
  /// with `animated: true`. Held weakly, as in UIKit.
  open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

  /// The custom presentation controller that lays out this controller while it is presented
  /// with ``UIModalPresentationStyle/custom``, from its ``transitioningDelegate``; `nil`
  /// otherwise (OUR CHOICE: UIKit makes a built-in one for its other styles, which
  /// GestureKit does not model).
  public private(set) var presentationController: UIPresentationController?

  /// Whether the controller is in the middle of an animated presentation.
  public private(set) var isBeingPresented = false

  /// Whether the controller is in the middle of an animated dismissal.
  public private(set) var isBeingDismissed = false

  /// The view an animated presentation put this controller's view in (UIKit's transition
  /// view), taken out with it on dismissal.
  private var presentationContainer: UIView?
  /// The coordinator of the animated transition this controller is in (see
  /// `transitionCoordinator`).
  var ownTransitionCoordinator: TransitionCoordinator?

  /// Shows `viewControllerToPresent` over this controller's window, filling it, with its
  /// appearance callbacks, then calls `completion`.
  ///
  /// As on iOS, a controller presents one controller at a time: when this one already presents
  /// another, the request goes to the top of the chain. A controller whose view is not in a
  /// window cannot present, and nothing happens. With a full-screen
  /// ``modalPresentationStyle`` the views of the presenting side leave the window afterwards,
  /// between their `viewWillDisappear` and `viewDidDisappear`.
  ///
  /// When `flag` is true and the presented controller's ``transitioningDelegate`` gives an
  /// animator, the presentation is that animator's: it runs in a container view that fills the
  /// window, on the simulation's clock, possibly driven by the delegate's interaction
  /// controller, and ends when the animator calls `completeTransition` (`viewDidAppear` and
  /// `completion` come then). Otherwise the presented view is in place at once.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    if let presented = presentedViewController {
      presented.present(viewControllerToPresent, animated: flag, completion: completion)
      return
    }
    guard let window = viewIfLoaded?.window,
      viewControllerToPresent.presentingViewController == nil,
      viewControllerToPresent !== self
    else { return }
    presentedViewController = viewControllerToPresent
    viewControllerToPresent.presentingViewController = self
    let presentation =
      viewControllerToPresent.modalPresentationStyle == .custom
      ? viewControllerToPresent.transitioningDelegate?.presentationController(
        forPresented: viewControllerToPresent, presenting: self, source: self) : nil
    viewControllerToPresent.presentationController = presentation
    let removesPresentersView =
      presentation?.shouldRemovePresentersView
      ?? viewControllerToPresent.modalPresentationStyle.removesPresentersView
    let covered = removesPresentersView ? windowLevelController(in: window) : nil
    viewControllerToPresent.coveredController = covered
    if flag, let delegate = viewControllerToPresent.transitioningDelegate,
      let animator = delegate.animationController(
        forPresented: viewControllerToPresent, presenting: self, source: self)
    {
      presentAnimated(
        viewControllerToPresent, in: window, animator: animator,
        interaction: delegate.interactionControllerForPresentation(using: animator),
        completion: completion)
      return
    }
    covered?.beginAppearanceTransition(false, animated: flag)
    viewControllerToPresent.beginAppearanceTransition(true, animated: flag)
    if let presentation {
      viewControllerToPresent.presentationContainer = presentation.makeContainer(in: window)
      presentation.presentationTransitionWillBegin()
      let shown = presentation.presentedView ?? viewControllerToPresent.view!
      shown.frame = presentation.frameOfPresentedViewInContainerView
      presentation.containerView?.addSubview(shown)
    } else {
      viewControllerToPresent.view.frame = window.bounds
      window.addSubview(viewControllerToPresent.view)
    }
    covered?.viewIfLoaded?.removeFromSuperview()
    presentation?.presentationTransitionDidEnd(true)
    viewControllerToPresent.endAppearanceTransition()
    covered?.endAppearanceTransition()
    completion?()
  }

  /// Runs a presentation through the delegate's animator.
  private func presentAnimated(
    _ presented: UIViewController, in window: UIWindow,
    animator: any UIViewControllerAnimatedTransitioning,
    interaction: (any UIViewControllerInteractiveTransitioning)?, completion: (() -> Void)?
  ) {
    let covered = presented.coveredController
    let presentation = presented.presentationController
    let container: UIView
    if let presentation {
      container = presentation.makeContainer(in: window)
    } else {
      container = UIView(frame: window.bounds)
      window.addSubview(container)
    }
    presented.presentationContainer = container
    presented.isBeingPresented = true
    let coordinator = TransitionCoordinator(
      from: self, to: presented, container: container, style: presented.modalPresentationStyle,
      animator: animator, interaction: interaction)
    covered?.beginAppearanceTransition(false, animated: true)
    presented.beginAppearanceTransition(true, animated: true)
    presentation?.presentationTransitionWillBegin()
    let finalFrame = presentation?.frameOfPresentedViewInContainerView ?? container.bounds
    let context = TransitionContext(
      container: container, style: presented.modalPresentationStyle, animator: animator,
      from: self, to: presented, fromView: covered?.viewIfLoaded, toView: presented.view,
      initialFrames: [(self, view.frame)],
      finalFrames: [(self, view.frame), (presented, finalFrame)]
    ) { [unowned self] completed in
      presented.isBeingPresented = false
      presentation?.presentationTransitionDidEnd(completed)
      if completed {
        if presented.view.superview == nil {
          presented.view.frame = finalFrame
          container.addSubview(presented.view)
        }
        if let coveredView = covered?.viewIfLoaded, coveredView.superview !== container {
          coveredView.removeFromSuperview()
        }
        presented.endAppearanceTransition()
        covered?.endAppearanceTransition()
        completion?()
      } else {
        container.removeFromSuperview()
        presented.viewIfLoaded?.removeFromSuperview()
        presented.beginAppearanceTransition(false, animated: true)
        presented.endAppearanceTransition()
        covered?.beginAppearanceTransition(true, animated: true)
        covered?.endAppearanceTransition()
        forgetPresentation(of: presented)
      }
    }
    context.coordinator = coordinator
    context.start(interaction: interaction)
  }

  /// This controller or the ancestor whose view is a subview of `window`: the one whose views
  /// a full-screen presentation covers.
  private func windowLevelController(in window: UIWindow) -> UIViewController? {
    var controller: UIViewController? = self
    while let current = controller {
      if current.viewIfLoaded?.superview === window { return current }
      controller = current.parent
    }
    return nil
  }

  /// Dismisses the controller this one presented, or, when it presents none, this controller
  /// from its presenter; controllers presented above it go too. Calls `completion` after.
  ///
  /// Each dismissed controller's view leaves the window between `viewWillDisappear` and
  /// `viewDidDisappear`; views that a full-screen presentation took out come back, between
  /// `viewWillAppear` and `viewDidAppear`. When `flag` is true, nothing is presented above it,
  /// and its ``transitioningDelegate`` gives an animator, the dismissal is that animator's, on
  /// the clock, possibly driven by the delegate's interaction controller: a cancelled
  /// interactive dismissal leaves the controller presented (it gets `viewWillAppear` and
  /// `viewDidAppear` again) and `completion` is not called. Otherwise it happens at once.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    let presenter = presentedViewController == nil ? presentingViewController : self
    guard let presenter, let presented = presenter.presentedViewController else {
      completion?()
      return
    }
    guard !presented.isBeingDismissed, !presented.isBeingPresented else { return }
    if flag, presented.presentedViewController == nil,
      let delegate = presented.transitioningDelegate,
      let animator = delegate.animationController(forDismissed: presented),
      let window = presented.viewIfLoaded?.window
    {
      presenter.dismissAnimated(
        presented, in: window, animator: animator,
        interaction: delegate.interactionControllerForDismissal(using: animator),
        completion: completion)
      return
    }
    presenter.dismissPresentedChain(animated: flag)
    completion?()
  }

  /// Runs a dismissal through the delegate's animator.
  private func dismissAnimated(
    _ presented: UIViewController, in window: UIWindow,
    animator: any UIViewControllerAnimatedTransitioning,
    interaction: (any UIViewControllerInteractiveTransitioning)?, completion: (() -> Void)?
  ) {
    let covered = presented.coveredController
    let container = presented.presentationContainer ?? window
    presented.isBeingDismissed = true
    let coordinator = TransitionCoordinator(
      from: presented, to: self, container: container, style: presented.modalPresentationStyle,
      animator: animator, interaction: interaction)
    presented.beginAppearanceTransition(false, animated: true)
    covered?.beginAppearanceTransition(true, animated: true)
    presented.presentationController?.dismissalTransitionWillBegin()
    let context = TransitionContext(
      container: container, style: presented.modalPresentationStyle, animator: animator,
      from: presented, to: self, fromView: presented.view, toView: covered?.view,
      initialFrames: [(presented, presented.view.frame)],
      finalFrames: [(self, window.bounds)]
    ) { [unowned self] completed in
      presented.isBeingDismissed = false
      presented.presentationController?.dismissalTransitionDidEnd(completed)
      if completed {
        if let coveredView = covered?.view, coveredView.superview !== window {
          coveredView.frame = window.bounds
          window.insertSubview(coveredView, belowSubview: container)
        }
        presented.viewIfLoaded?.removeFromSuperview()
        if container !== window { container.removeFromSuperview() }
        presented.endAppearanceTransition()
        covered?.endAppearanceTransition()
        forgetPresentation(of: presented)
        completion?()
      } else {
        if let coveredView = covered?.viewIfLoaded, coveredView.superview === container {
          coveredView.removeFromSuperview()
        }
        presented.beginAppearanceTransition(true, animated: true)
        presented.endAppearanceTransition()
        covered?.beginAppearanceTransition(false, animated: true)
        covered?.endAppearanceTransition()
      }
    }
    context.coordinator = coordinator
    context.start(interaction: interaction)
  }

  /// Takes away every controller presented above this one, topmost first.
  private func dismissPresentedChain(animated flag: Bool) {
    guard let presented = presentedViewController else { return }
    presented.dismissPresentedChain(animated: flag)
    let covered = presented.coveredController
    presented.beginAppearanceTransition(false, animated: flag)
    covered?.beginAppearanceTransition(true, animated: flag)
    presented.presentationController?.dismissalTransitionWillBegin()
    let shown = presented.presentationContainer ?? presented.viewIfLoaded
    if let covered, let shown, let window = shown.window {
      window.insertSubview(covered.view, belowSubview: shown)
    }
    presented.viewIfLoaded?.removeFromSuperview()
    presented.presentationContainer?.removeFromSuperview()
    presented.presentationController?.dismissalTransitionDidEnd(true)
    presented.endAppearanceTransition()
    covered?.endAppearanceTransition()
    forgetPresentation(of: presented)
  }

  /// Forgets that this controller presents `presented`: the links both ways, the container of
  /// an animated presentation, and the controller whose views it covered.
  private func forgetPresentation(of presented: UIViewController) {
    presented.presentationContainer = nil
    presented.presentationController?.containerView = nil
    presented.presentationController = nil
    presented.coveredController = nil
    presented.presentingViewController = nil
    presentedViewController = nil
  }

  // MARK: Containment

  /// Makes `childController` a child of this controller, taking it from its previous parent
  /// first. Calls `childController.willMove(toParent: self)` before adding it; the container
  /// then adds the child's view and calls `childController.didMove(toParent: self)`:
  ///
  ///     addChild(page)
  ///     view.addSubview(page.view)
  ///     page.didMove(toParent: self)
  open func addChild(_ childController: UIViewController) {
    guard childController !== self, childController.parent !== self else { return }
    childController.removeFromParent()
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
  }

  /// Removes this controller from its parent, then calls `didMove(toParent: nil)`. The
  /// container calls `willMove(toParent: nil)` before and removes the view itself:
  ///
  ///     page.willMove(toParent: nil)
  ///     page.view.removeFromSuperview()
  ///     page.removeFromParent()
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  /// Called just before the controller is added to a container (by ``addChild(_:)``) or
  /// removed from one (by the container, with `nil`). Default: nothing.
  open func willMove(toParent parent: UIViewController?) {}

  /// Called after the controller was added to a container (by the container) or removed from
  /// one (by ``removeFromParent()``, with `nil`). Default: nothing.
  open func didMove(toParent parent: UIViewController?) {}
}

/// A scroll view a controller names for its bars, held weakly.
package struct WeakContentScrollView {
  package weak var view: UIView?

  package init(view: UIView?) { self.view = view }
}

/// An item that shows its controller's title (GestureUIKit's `UITabBarItem`), told when the
/// title is set.
@MainActor package protocol ControllerTitleFollower: AnyObject {
  func controllerTitleDidChange(_ title: String?)
}

/// What a container of content, a view controller, is told about size changes (UIKit's
/// `UIContentContainer`, to which `UIViewController` conforms). GestureKit's holds the two
/// requirements its size changes use; UIKit's others (preferred content sizes, trait-collection
/// transitions) are not here.
@MainActor @preconcurrency public protocol UIContentContainer: NSObjectProtocol {
  /// Called before the container's size changes to `size`.
  func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
  /// The size a child container gets when this one's becomes `parentSize`.
  func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize
}

extension UIViewController: UIContentContainer {}
