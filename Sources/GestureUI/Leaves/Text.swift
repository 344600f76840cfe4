import Foundation
import GestureCore
import GestureUIKit

/// A font, as SwiftUI's `Font` is: only its size matters here, for ``Text``'s metrics.
///
/// The text styles have the sizes Apple's Human Interface Guidelines give for the default
/// Dynamic Type size, Large [D: HIG, Typography]: large title 34, title 28, title 2 22,
/// title 3 20, headline 17, body 17, callout 16, subheadline 15, footnote 13, caption 12,
/// caption 2 11 points.
public struct Font: Hashable, Sendable {
  /// The point size.
  public let size: CGFloat

  public static let largeTitle = Font(size: 34)
  public static let title = Font(size: 28)
  public static let title2 = Font(size: 22)
  public static let title3 = Font(size: 20)
  public static let headline = Font(size: 17)
  public static let body = Font(size: 17)
  public static let callout = Font(size: 16)
  public static let subheadline = Font(size: 15)
  public static let footnote = Font(size: 13)
  public static let caption = Font(size: 12)
  public static let caption2 = Font(size: 11)

  /// A system font of `size` points.
  public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default)
    -> Font
  {
    Font(size: size)
  }

  /// The system font of a text style.
  public static func system(_ style: TextStyle, design: Design = .default) -> Font {
    style.font
  }

  /// A custom font; sized like the system one.
  public static func custom(_ name: String, size: CGFloat) -> Font { Font(size: size) }

  public func bold() -> Font { self }
  public func italic() -> Font { self }
  public func weight(_ weight: Weight) -> Font { self }
  public func monospacedDigit() -> Font { self }

  /// Font weights (not simulated).
  public enum Weight: Hashable, Sendable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
  }

  /// Font designs (not simulated).
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }

  /// Text styles.
  public enum TextStyle: Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote
    case caption, caption2

    var font: Font {
      switch self {
      case .largeTitle: .largeTitle
      case .title: .title
      case .title2: .title2
      case .title3: .title3
      case .headline: .headline
      case .body: .body
      case .callout: .callout
      case .subheadline: .subheadline
      case .footnote: .footnote
      case .caption: .caption
      case .caption2: .caption2
      }
    }
  }
}

/// Text, as SwiftUI's `Text` is, with deterministic metrics (OUR CHOICE: no font renders
/// here, so no model could match iOS's glyphs).
///
/// Each character is half the font size wide and a line is 1.2 times the font size high,
/// rounded up to a whole point. Offered less width than its one-line width, the text wraps
/// at whole characters onto as many lines as it needs. Text is hit anywhere in its frame.
/// Layouts that depend on text sizes are best queried (`SwiftUIHost.frame(ofFirst:)`) rather
/// than written into tests.
public struct Text: View, Equatable {
  let content: String

  /// Text showing `content` (a string literal is a ``LocalizedStringKey`` instead, as in
  /// SwiftUI).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    self.content = String(content)
  }

  /// Text showing `content` as written.
  public init(verbatim content: String) {
    self.content = content
  }

  /// Text showing a formatted value.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
    self.content = format.format(input)
  }

  /// A primitive: no body.
  public typealias Body = Never

  /// The size of `string` in `font` for a proposed width (see the type's discussion).
  static func size(of string: String, fontSize: CGFloat, proposedWidth: CGFloat?) -> CGSize {
    TextMetric.size(of: string, fontSize: fontSize, proposedWidth: proposedWidth)
  }
}

extension Text: PrimitiveView {
  func makeContent(in node: ViewNode) -> NodeContent {
    let fontSize = (node.environment.font ?? .body).size
    return NodeContent(
      layout: TextLayout(
        content: content, fontSize: fontSize, lineLimit: node.environment.lineLimit))
  }
}

struct TextLayout: ElementLayout, Equatable {
  let content: String
  let fontSize: CGFloat
  /// The most lines shown (`lineLimit(_:)`); `nil` for all.
  var lineLimit: Int? = nil

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    var size = Text.size(of: content, fontSize: fontSize, proposedWidth: proposal.width)
    if let lineLimit {
      let line = TextMetric.lineHeight(fontSize: fontSize)
      size.height = min(size.height, CGFloat(max(1, lineLimit)) * line)
    }
    return size
  }

  func placeSubelements(in size: CGSize, node: ViewNode) {}

  func configure(_ view: NodeView, size: CGSize) {
    view.hitShape = .rectangle
  }
}

/// An image, as SwiftUI's `Image` is. No image is loaded: an image is 24 by 24 points (OUR
/// CHOICE) unless made ``Image/resizable(capInsets:resizingMode:)``, when it fills the space it is offered; either way it
/// is sized by the frame around it, and hit anywhere in its frame.
public struct Image: View, Equatable {
  let name: String
  var isResizable: Bool
  /// The size the image is drawn at when not resizable, and its ideal size when it is.
  var naturalSize = Image.intrinsicSize

  /// The intrinsic size of an image (OUR CHOICE).
  static let intrinsicSize = CGSize(width: 24, height: 24)

  /// An image from the asset catalogue.
  public init(_ name: String) {
    self.name = name
    isResizable = false
  }

  /// A symbol image.
  public init(systemName: String) {
    self.name = systemName
    isResizable = false
  }

  /// A UIKit image, at the image's size (`UIImage.size`).
  public init(uiImage: UIImage) {
    name = uiImage.name ?? "UIImage"
    isResizable = false
    naturalSize = uiImage.size
  }

  /// The image, filling the space it is offered; its ideal size (for `scaledToFit()` and
  /// `aspectRatio(contentMode:)`) stays the image's size.
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch)
    -> Image
  {
    var image = self
    image.isResizable = true
    return image
  }

  /// How a resizable image fills its space (not simulated).
  public enum ResizingMode: Sendable {
    case tile, stretch
  }

  /// A primitive: no body.
  public typealias Body = Never
}

extension Image: PrimitiveView {
  func makeContent(in node: ViewNode) -> NodeContent {
    NodeContent(layout: ImageLayout(isResizable: isResizable, naturalSize: naturalSize))
  }
}

struct ImageLayout: ElementLayout, Equatable {
  let isResizable: Bool
  let naturalSize: CGSize

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    isResizable ? proposal.replacingUnspecifiedDimensions(by: naturalSize) : naturalSize
  }

  func placeSubelements(in size: CGSize, node: ViewNode) {}

  func configure(_ view: NodeView, size: CGSize) {
    view.hitShape = .rectangle
  }
}
