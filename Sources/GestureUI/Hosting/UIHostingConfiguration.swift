import Foundation
import GestureCore
import GestureUIKit

/// A cell's content made of SwiftUI views, as SwiftUI's `UIHostingConfiguration` is: set it as
/// a `UITableViewCell`'s or `UICollectionViewCell`'s `contentConfiguration` [D: AD
/// UIHostingConfiguration, "a content configuration suitable for hosting a hierarchy of SwiftUI
/// views"].
///
///     cell.contentConfiguration = UIHostingConfiguration {
///       HStack { Image(systemName: "star"); Text("Favorites"); Spacer() }
///     }
///     .margins(.horizontal, 20)
///     .minSize(width: nil, height: 44)
///     .background { Color.blue }
///
/// The cell's content view hosts the views as a `UIHostingController`'s view does: their
/// gestures are recognizers in the window's one arbitration, beside the list's own scrolling
/// and selection. The content is inset by the margins; the background fills the whole cell,
/// under the margins [D: AD UIHostingConfiguration/margins(_:_:), "space between the content
/// and the background"]. A table row whose height is `UITableView.automaticDimension` takes
/// the content's height at the row's width when its cell comes on screen.
///
/// OUR CHOICES, since Apple gives the system defaults no numbers: the default margins are 11
/// points at the top and bottom and 16 at the leading and trailing edges, and the default
/// minimum size is 0 wide and 44 high (a list row's usual height); ``margins(_:_:)-(_,EdgeInsets)`` and
/// ``minSize(width:height:)`` replace them edge by edge. A state change of the cell (selection,
/// highlight) hands the content view ``updated(for:)``, which returns the configuration as it
/// is, as SwiftUI's does.
public struct UIHostingConfiguration<Content: View, Background: View> {
  let content: Content
  let background: Background
  var margins: EdgeInsets
  var minWidth: CGFloat?
  var minHeight: CGFloat?

  /// A configuration showing `content`.
  public init(@ViewBuilder content: () -> Content) where Background == EmptyView {
    self.init(
      content: content(), background: EmptyView(), margins: HostingConfigurationDefaults.margins,
      minWidth: HostingConfigurationDefaults.minWidth,
      minHeight: HostingConfigurationDefaults.minHeight)
  }

  init(
    content: Content, background: Background, margins: EdgeInsets, minWidth: CGFloat?,
    minHeight: CGFloat?
  ) {
    self.content = content
    self.background = background
    self.margins = margins
    self.minWidth = minWidth
    self.minHeight = minHeight
  }

  /// The cell's background filled with `style`.
  public func background<S: ShapeStyle>(_ style: S) -> UIHostingConfiguration<
    Content, _UIHostingConfigurationBackgroundView<S>
  > {
    replacingBackground(_UIHostingConfigurationBackgroundView(style: style))
  }

  /// `content` as the cell's background.
  public func background<B: View>(@ViewBuilder content: () -> B) -> UIHostingConfiguration<
    Content, B
  > {
    replacingBackground(content())
  }

  /// The margins around the content on `edges` set to those of `insets`; the other edges keep
  /// theirs.
  public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets) -> Self {
    var copy = self
    if edges.contains(.top) { copy.margins.top = insets.top }
    if edges.contains(.leading) { copy.margins.leading = insets.leading }
    if edges.contains(.bottom) { copy.margins.bottom = insets.bottom }
    if edges.contains(.trailing) { copy.margins.trailing = insets.trailing }
    return copy
  }

  /// The margins around the content on `edges` set to `length`.
  public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> Self {
    margins(edges, EdgeInsets(top: length, leading: length, bottom: length, trailing: length))
  }

  /// The smallest size of the cell's content, margins included; `nil` keeps the default for
  /// that dimension [D: AD UIHostingConfiguration/minSize(width:height:), "A value of nil
  /// indicates that the system default should be used"].
  public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> Self {
    var copy = self
    copy.minWidth = width ?? HostingConfigurationDefaults.minWidth
    copy.minHeight = height ?? HostingConfigurationDefaults.minHeight
    return copy
  }

  /// What the content view hosts: the content inset by the margins, at least the minimum size,
  /// over the background.
  @MainActor var hostedView: some View {
    content
      .padding(margins)
      .frame(minWidth: minWidth, minHeight: minHeight)
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background { background }
  }

  private func replacingBackground<B: View>(_ background: B) -> UIHostingConfiguration<Content, B> {
    UIHostingConfiguration<Content, B>(
      content: content, background: background, margins: margins, minWidth: minWidth,
      minHeight: minHeight)
  }
}

/// The configuration's content view is made and updated on the main actor, as UIKit's
/// `UIContentConfiguration` requirements are; the type itself is not isolated, as in SwiftUI.
extension UIHostingConfiguration: UIContentConfiguration {
  public func makeContentView() -> any UIView & UIContentView {
    HostingConfigurationContentView(configuration: self)
  }

  /// The configuration itself: its views read the state they need from the environment.
  public func updated(for state: any UIConfigurationState) -> Self { self }
}

/// A hosting configuration's background of one style, as SwiftUI names it.
public struct _UIHostingConfigurationBackgroundView<S: ShapeStyle>: View {
  let style: S

  public var body: some View {
    Rectangle().fill(style)
  }
}

/// The defaults of ``UIHostingConfiguration`` (OUR CHOICE; see there).
enum HostingConfigurationDefaults {
  static let margins = EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
  static let minWidth: CGFloat = 0
  static let minHeight: CGFloat = 44
}

/// The view that hosts a ``UIHostingConfiguration`` in a cell: a hosting view filling it, which
/// takes a new configuration of the same type as a new root view, so the views' state stays.
final class HostingConfigurationContentView: UIView, UIContentView {
  private let hosting: HostingView

  var configuration: any UIContentConfiguration {
    didSet { show(configuration) }
  }

  init<Content: View, Background: View>(
    configuration: UIHostingConfiguration<Content, Background>
  ) {
    self.configuration = configuration
    hosting = HostingView(rootView: configuration.hostedView)
    super.init(frame: .zero)
    addSubview(hosting)
  }

  required init?(coder: NSCoder) {
    nil
  }

  private func show(_ configuration: any UIContentConfiguration) {
    guard let root = (configuration as? any HostedConfiguration)?.hostedRootView else {
      GestureProblems.report(
        GestureProblem(
          kind: .invalidArgument,
          message: "GestureKit: a UIHostingConfiguration content view was handed a "
            + "\(type(of: configuration)); it shows hosting configurations only, so it kept "
            + "the one it had"))
      return
    }
    hosting.setRootView(root)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    hosting.frame = bounds
  }

  /// The content's size in `size`: a dimension of 0 or infinity asks for the content's own
  /// size there, as a self-sizing cell asks with `layoutFittingCompressedSize`.
  override func sizeThatFits(_ size: CGSize) -> CGSize {
    func proposed(_ length: CGFloat) -> CGFloat? {
      length > 0 && length.isFinite ? length : nil
    }
    let fitted = hosting.contentSize(
      for: ProposedViewSize(width: proposed(size.width), height: proposed(size.height)))
    return CGSize(width: proposed(size.width) ?? fitted.width, height: fitted.height)
  }
}

/// A configuration whose root view the content view can host.
@MainActor protocol HostedConfiguration {
  var hostedRootView: any View { get }
}

extension UIHostingConfiguration: HostedConfiguration {
  var hostedRootView: any View { hostedView }
}
