import Foundation
import GestureCore

/// How a hosting controller reports its content's size, as SwiftUI's
/// `UIHostingControllerSizingOptions` is (iOS 16).
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The view's `intrinsicContentSize` is the content's ideal size and is invalidated when
  /// it changes.
  public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1)

  /// The controller's `preferredContentSize` follows the content's ideal size.
  public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}

/// A UIKit controller that shows a SwiftUI view, as SwiftUI's `UIHostingController` is.
///
///     let hostingController = UIHostingController(rootView: StatusCard(status: status))
///     navigationController.pushViewController(hostingController, animated: true)
///
/// It can be a window's root, pushed, presented, or a child of another controller. Its view
/// keeps the view graph: bodies run when the view is loaded and then whenever something they
/// read changed, before the next input. Setting ``rootView`` gives the graph a new root value
/// (state is kept when its type is the same). Representables' controllers inside it become its
/// children.
///
/// `@MainActor @preconcurrency`, as SwiftUI declares it (UIHostingController's page): Swift 5
/// code that makes one where it cannot prove it is on the main actor (a coordinator's plain
/// `init`) gets no error, as with SwiftUI.
@MainActor @preconcurrency open class UIHostingController<Content: View>: UIViewController {
  /// The SwiftUI view shown.
  public var rootView: Content {
    didSet { (viewIfLoaded as? HostingView)?.setRootView(rootView) }
  }

  /// How the controller reports its content's size. Default: none.
  public var sizingOptions: UIHostingControllerSizingOptions = [] {
    didSet { updatePreferredSize() }
  }

  /// The content size this controller would like, when `sizingOptions` includes
  /// ``UIHostingControllerSizingOptions/preferredContentSize``.
  public var preferredContentSize = CGSize.zero

  /// Shows `rootView`.
  public init(rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }

  /// Hosting controllers are not archived here.
  public required init?(coder: NSCoder) {
    nil
  }

  /// Hosting controllers are not archived here: `nil`, as ``init(coder:)``.
  public init?(coder aDecoder: NSCoder, rootView: Content) {
    nil
  }

  open override func loadView() {
    let hosting = HostingView(rootView: rootView)
    hosting.controller = self
    hosting.onContentSizeChange = { [weak self] _ in self?.updatePreferredSize() }
    view = hosting
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    // The views are made when the controller's view is, as on iOS, so that representables'
    // controllers are children before the controller appears.
    (view as? HostingView)?.buildIfNeeded()
    updatePreferredSize()
  }

  /// The content's size for a container of `size`: an infinite dimension asks for the
  /// content's ideal size there [INF: how UIKit passes an unbounded dimension].
  public func sizeThatFits(in size: CGSize) -> CGSize {
    guard let hosting = view as? HostingView else { return .zero }
    return hosting.contentSize(
      for: ProposedViewSize(
        width: size.width.isFinite ? size.width : nil,
        height: size.height.isFinite ? size.height : nil))
  }

  private func updatePreferredSize() {
    guard sizingOptions.contains(.preferredContentSize), let hosting = viewIfLoaded as? HostingView
    else { return }
    preferredContentSize = hosting.contentSize(for: .unspecified)
  }
}
