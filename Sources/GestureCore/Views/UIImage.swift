import Foundation

/// An image: a size in points and a scale, which is what gesture code reads (to size an image
/// view, to fit a zoomable photo). GestureKit decodes and rasterizes nothing; an image made by
/// a `UIGraphicsImageRenderer` keeps what was drawn in it (``recordedDrawing``).
///
/// `UIImage(named:)` and `UIImage(systemName:)` have no asset catalog to read. OUR CHOICE: they
/// always give an image, of the size registered for the name in ``sizesByName``, or else
/// 100 × 100 points for a named image and 24 × 24 for a symbol, so that code which fits a view
/// to its image sees the same numbers on every run. UIKit returns `nil` for a missing asset.
open class UIImage: NSObject, @unchecked Sendable {
  /// The image's size in points.
  public let size: CGSize
  /// Pixels per point. Default: 1.
  public let scale: CGFloat
  /// The name it was loaded by, if any.
  public let name: String?

  /// Sizes that ``init(named:)`` and ``init(systemName:)`` give for particular names; set them in
  /// a test before loading. Read and written on the main actor.
  nonisolated(unsafe) public static var sizesByName: [String: CGSize] = [:]

  /// The size of a named image that ``sizesByName`` does not list (OUR CHOICE).
  public static let defaultNamedSize = CGSize(width: 100, height: 100)
  /// The size of a symbol that ``sizesByName`` does not list (OUR CHOICE).
  public static let defaultSymbolSize = CGSize(width: 24, height: 24)

  /// What a `UIGraphicsImageRenderer` drew to make the image, in order; empty for other
  /// images (a GestureKit addition: nothing is rasterized, so this is the image's content).
  public let recordedDrawing: [CGContext.Operation]

  /// An image of `size` points at `scale`, standing in for one drawn or decoded on iOS.
  public init(size: CGSize, scale: CGFloat = 1, name: String? = nil) {
    self.size = size
    self.scale = scale
    self.name = name
    recordedDrawing = []
    super.init()
  }

  /// An image a renderer made, with what was drawn.
  package init(size: CGSize, scale: CGFloat, drawing: [CGContext.Operation]) {
    self.size = size
    self.scale = scale
    name = nil
    recordedDrawing = drawing
    super.init()
  }

  /// Draws the image into `rect` of the current graphics context
  /// (``UIGraphicsGetCurrentContext()``); no effect outside one.
  open func draw(in rect: CGRect) {
    UIGraphicsGetCurrentContext()?.record(image: self, in: rect)
  }

  /// Draws the image at its size with its top left at `point`.
  open func draw(at point: CGPoint) {
    draw(in: CGRect(origin: point, size: size))
  }

  /// The image of an asset: see the type's description for its size.
  public convenience init?(named name: String) {
    self.init(size: UIImage.sizesByName[name] ?? UIImage.defaultNamedSize, name: name)
  }

  /// The image of an asset in a bundle: the bundle and traits are not read.
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traits: Any?) {
    self.init(named: name)
  }

  /// The image of an SF Symbol: see the type's description for its size.
  public convenience init?(systemName name: String) {
    self.init(size: UIImage.sizesByName[name] ?? UIImage.defaultSymbolSize, name: name)
  }

  /// How the image is tinted: kept by UIKit, ignored here (the same image).
  open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }

  /// The image tinted with `color`: the same image (nothing is drawn).
  open func withTintColor(_ color: UIColor) -> UIImage { self }

  /// How an image is tinted. Raw values match UIKit's.
  public enum RenderingMode: Int, Sendable {
    case automatic = 0
    case alwaysOriginal, alwaysTemplate
  }
}
