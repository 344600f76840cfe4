import Foundation
import GestureCore

/// The settings of the images a ``UIGraphicsImageRenderer`` makes, as UIKit's
/// `UIGraphicsImageRendererFormat`.
open class UIGraphicsImageRendererFormat: NSObject, @unchecked Sendable {
  /// Pixels per point of the images made. Default: the main screen's scale, as Apple
  /// documents (`UIGraphicsImageRendererFormat.scale`); in GestureKit that is
  /// `UIScreen.scale` of `UIScreen.main` when made on the main thread, and 3 (the screen's
  /// default) elsewhere (OUR CHOICE).
  open var scale: CGFloat
  /// Whether the images are opaque. Default: false. Stored only.
  open var opaque = false
  /// Whether the images use extended range. Default: false. Stored only.
  open var prefersExtendedRange = false

  /// A format with the default settings.
  public override init() {
    scale = Thread.isMainThread ? MainActor.assumeIsolated { UIScreen.main.scale } : 3
    super.init()
  }

  /// A format with the default settings, as UIKit's `preferred()`.
  open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

  /// A format with the default settings, as UIKit's older `default()`.
  open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context a ``UIGraphicsImageRenderer`` hands its drawing actions, as UIKit's
/// `UIGraphicsImageRendererContext`.
open class UIGraphicsImageRendererContext: NSObject, @unchecked Sendable {
  /// The Core Graphics context drawn into; also the current context while the actions run.
  public let cgContext: CGContext
  /// The renderer's format.
  public let format: UIGraphicsImageRendererFormat
  private let bounds: CGRect

  init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    cgContext = CGContext()
    self.format = format
    self.bounds = bounds
    super.init()
  }

  /// An image of what has been drawn so far.
  open var currentImage: UIImage {
    UIImage(size: bounds.size, scale: format.scale, drawing: cgContext.recordedOperations)
  }

  /// Fills `rect` with the current fill color.
  open func fill(_ rect: CGRect) { cgContext.fill(rect) }

  /// Strokes the outline of `rect` with the current stroke color.
  open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
}

/// Makes images from drawing code, as UIKit's `UIGraphicsImageRenderer`:
///
///     let renderer = UIGraphicsImageRenderer(bounds: canvas.bounds)
///     canvas.image = renderer.image { context in
///       canvas.image?.draw(in: canvas.bounds)
///       stroke.stroke()
///     }
///
/// ``image(actions:)`` runs the actions at once with a fresh context made current
/// (`UIGraphicsGetCurrentContext()`, so that ``UIBezierPath/stroke()``, `UIColor.setStroke()`
/// and `UIImage.draw(in:)` draw into it) and returns an image of the renderer's size in points
/// at the format's scale, as Apple documents. GestureKit rasterizes nothing: the image keeps the
/// operations drawn (`UIImage.recordedDrawing`) instead of pixels.
open class UIGraphicsImageRenderer: NSObject, @unchecked Sendable {
  /// The rectangle drawn, in points; images have its size.
  public let bounds: CGRect
  /// The format of the images made.
  public let format: UIGraphicsImageRendererFormat

  /// A renderer of images of `size` points with the default format.
  public convenience init(size: CGSize) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: UIGraphicsImageRendererFormat())
  }

  /// A renderer of images of `size` points with `format`.
  public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: format)
  }

  /// A renderer of images of the size of `bounds`, whose origin is the drawing's top left.
  public convenience init(bounds: CGRect) {
    self.init(bounds: bounds, format: UIGraphicsImageRendererFormat())
  }

  /// A renderer of images of the size of `bounds` with `format`.
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    self.bounds = bounds
    self.format = format
    super.init()
  }

  /// Runs `actions` in a new context and returns the image drawn.
  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let context = UIGraphicsImageRendererContext(bounds: bounds, format: format)
    UIGraphicsPushContext(context.cgContext)
    defer { UIGraphicsPopContext() }
    actions(context)
    return context.currentImage
  }
}
