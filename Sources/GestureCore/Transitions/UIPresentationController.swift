import Foundation

/// The object that lays out a custom presentation, as UIKit's `UIPresentationController`: it
/// owns the container view the presented view sits in, decides that view's frame, and adds
/// views of its own around it (a dimming view, a grabber).
///
/// As in UIKit, a presentation controller is used only when the presented controller's
/// ``UIViewController/modalPresentationStyle`` is ``UIModalPresentationStyle/custom`` and its
/// ``UIViewController/transitioningDelegate`` returns one from
/// ``UIViewControllerTransitioningDelegate/presentationController(forPresented:presenting:source:)``
/// ("The only time you can provide a custom presentation controller is when you set the
/// modalPresentationStyle property of your view controller to UIModalPresentationStyle.custom",
/// Apple's `UIPresentationController` page). ``UIViewController/present(_:animated:completion:)``
/// then:
///
/// 1. makes the ``containerView`` (filling the window) and calls
///    ``presentationTransitionWillBegin()``;
/// 2. places the ``presentedView`` at ``frameOfPresentedViewInContainerView`` in the container,
///    at once, or through the delegate's animator (the context's `finalFrame(for:)` of the
///    presented controller is that frame);
/// 3. calls ``presentationTransitionDidEnd(_:)`` with whether the presentation completed.
///
/// A dismissal calls ``dismissalTransitionWillBegin()`` before its animator runs and
/// ``dismissalTransitionDidEnd(_:)`` after; a completed dismissal takes the container away.
/// Whenever the container lays out (the simulation lays out its window before each input),
/// ``containerViewWillLayoutSubviews()`` and ``containerViewDidLayoutSubviews()`` come around
/// it, as Apple documents ("UIKit calls this method before adjusting the layout of the views in
/// the container view"); UIKit does not move the presented view then, so a controller whose
/// frame changes sets `presentedView?.frame` there itself.
///
/// GestureKit has no transition coordinator: a subclass that animates its own views does so
/// with ``UIView`` animations in the will-begin methods, which run on the same clock as the
/// animator's.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
  /// The controller being presented.
  public let presentedViewController: UIViewController

  /// The controller given at creation, if any.
  private weak var presentingSource: UIViewController?

  /// The controller that presents ``presentedViewController``: the one given at creation, or
  /// else the one the presentation went through (OUR CHOICE: before the presentation starts,
  /// with none given, the presented controller itself).
  public var presentingViewController: UIViewController {
    presentingSource ?? presentedViewController.presentingViewController
      ?? presentedViewController
  }

  /// The view the presentation happens in, an ancestor of the presented view; `nil` before
  /// the presentation starts and after it is dismissed. Add decoration views to it.
  public internal(set) var containerView: UIView?

  /// Creates a presentation controller for `presentedViewController`, shown by
  /// `presentingViewController` (`nil`: whichever controller presents it).
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    self.presentedViewController = presentedViewController
    presentingSource = presentingViewController
    super.init()
  }

  /// The view that is animated and placed: by default the presented controller's view.
  open var presentedView: UIView? { presentedViewController.view }

  /// The frame the presented view has in the container at the end of the presentation. By
  /// default the container's bounds, so that the presented content fills it (Apple's
  /// `frameOfPresentedViewInContainerView` page).
  open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

  /// Whether the presenting controller's view leaves the window once the presentation is
  /// over. Default: false, as in UIKit, so the content beneath stays visible.
  open var shouldRemovePresentersView: Bool { false }

  /// Called before the presentation's animations start, with ``containerView`` set. Default:
  /// nothing.
  open func presentationTransitionWillBegin() {}

  /// Called when the presentation ended; `completed` is false when it was cancelled (the
  /// presented controller is then not presented). Default: nothing.
  open func presentationTransitionDidEnd(_ completed: Bool) {}

  /// Called before the dismissal's animations start. Default: nothing.
  open func dismissalTransitionWillBegin() {}

  /// Called when the dismissal ended; `completed` is false when it was cancelled (the
  /// controller stays presented). Default: nothing.
  open func dismissalTransitionDidEnd(_ completed: Bool) {}

  /// Called before the container view lays out its subviews. Default: nothing.
  open func containerViewWillLayoutSubviews() {}

  /// Called after the container view laid out its subviews. Default: nothing.
  open func containerViewDidLayoutSubviews() {}

  /// Makes the container view, filling `window`, and puts it in the window.
  func makeContainer(in window: UIWindow) -> UIView {
    let container = PresentationContainerView(frame: window.bounds)
    container.presentation = self
    window.addSubview(container)
    containerView = container
    return container
  }
}

/// The container of a custom presentation: it tells its presentation controller when it lays
/// out.
private final class PresentationContainerView: UIView {
  weak var presentation: UIPresentationController?

  override func layoutSubviews() {
    presentation?.containerViewWillLayoutSubviews()
    super.layoutSubviews()
    presentation?.containerViewDidLayoutSubviews()
  }
}
