import Foundation
import GestureCore

/// A way to paint a shape or text, as SwiftUI's `ShapeStyle` is; GestureUI draws nothing, so
/// styles are accepted and kept, not rendered.
public protocol ShapeStyle: Sendable {}

/// A colour, which as a view fills the space it is offered, as SwiftUI's `Color` is.
///
/// A colour is drawn content, so it is hit everywhere in its frame, except ``clear``, which
/// draws nothing and is not hit [EMP: a clear colour does not take taps until given a
/// `contentShape`].
public struct Color: Hashable, Sendable, ShapeStyle {
  /// Red, green, blue and opacity, from 0 to 1.
  public let red: Double, green: Double, blue: Double, opacity: Double

  /// A colour from its components.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.opacity = opacity
  }

  /// A colour in the sRGB space (the only one here).
  public init(
    _ space: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
  ) {
    self.init(red: red, green: green, blue: blue, opacity: opacity)
  }

  /// A grey.
  public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
  }

  /// A UIKit colour.
  public init(uiColor: UIColor) {
    self.init(red: 0, green: 0, blue: 0, opacity: 1)
  }

  /// A named colour from an asset catalogue; GestureUI has none, so it is opaque grey.
  public init(_ name: String) {
    self.init(white: 0.5)
  }

  /// The colour with its opacity multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> Color {
    Color(red: red, green: green, blue: blue, opacity: self.opacity * opacity)
  }

  /// Colour spaces.
  public enum RGBColorSpace: Sendable {
    case sRGB, sRGBLinear, displayP3
  }

  public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
  public static let black = Color(white: 0)
  public static let white = Color(white: 1)
  public static let gray = Color(white: 0.56)
  public static let red = Color(red: 1, green: 0.23, blue: 0.19)
  public static let orange = Color(red: 1, green: 0.58, blue: 0)
  public static let yellow = Color(red: 1, green: 0.8, blue: 0)
  public static let green = Color(red: 0.2, green: 0.78, blue: 0.35)
  public static let mint = Color(red: 0, green: 0.78, blue: 0.75)
  public static let teal = Color(red: 0.19, green: 0.69, blue: 0.78)
  public static let cyan = Color(red: 0.2, green: 0.68, blue: 0.9)
  public static let blue = Color(red: 0, green: 0.48, blue: 1)
  public static let indigo = Color(red: 0.35, green: 0.34, blue: 0.84)
  public static let purple = Color(red: 0.69, green: 0.32, blue: 0.87)
  public static let pink = Color(red: 1, green: 0.18, blue: 0.33)
  public static let brown = Color(red: 0.64, green: 0.52, blue: 0.37)
  public static let primary = Color(white: 0)
  public static let secondary = Color(white: 0.24, opacity: 0.6)
  public static let accentColor = Color.blue
}

extension Color: View, PrimitiveView {
  /// A primitive: no body.
  public typealias Body = Never

  func makeContent(in node: ViewNode) -> NodeContent {
    NodeContent(layout: FillingLayout(hitShape: opacity > 0 ? .rectangle : nil))
  }
}

/// Styles that depend on the context: `.primary`, `.secondary`, `.tint` and the like.
public struct HierarchicalShapeStyle: ShapeStyle {
  let level: Int
  public static let primary = HierarchicalShapeStyle(level: 0)
  public static let secondary = HierarchicalShapeStyle(level: 1)
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  public static let quaternary = HierarchicalShapeStyle(level: 3)
}

/// The accent colour of the view.
public struct TintShapeStyle: ShapeStyle {
  public init() {}
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { .primary }
  public static var secondary: HierarchicalShapeStyle { .secondary }
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == TintShapeStyle {
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == Color {
  public static var clear: Color { Color.clear }
  public static var black: Color { Color.black }
  public static var white: Color { Color.white }
  public static var gray: Color { Color.gray }
  public static var red: Color { Color.red }
  public static var orange: Color { Color.orange }
  public static var yellow: Color { Color.yellow }
  public static var green: Color { Color.green }
  public static var blue: Color { Color.blue }
  public static var purple: Color { Color.purple }
  public static var pink: Color { Color.pink }
  public static var accentColor: Color { Color.accentColor }
}
