import Foundation

/// Core Animation's layer, as gesture code reaches for it through `view.layer`: geometry that is
/// the view's own, and drawing properties kept as plain values.
///
/// A view's layer (``UIView/layer``) and the view are one geometry, as in UIKit: ``position`` is
/// the view's `center`, ``bounds`` its `bounds`, ``anchorPoint`` its `anchorPoint`, the affine part
/// of ``transform`` its `transform`, and ``frame`` its `frame`. Setting either side moves the
/// other, and hit-testing follows, since it reads the same values. A point `p` of the layer maps
/// into the superlayer as
///
///     position + transform(p − (bounds.origin + anchorPoint × bounds.size))
///
/// A transform with depth or perspective (m34 for a card flip) is kept as set, and the view moves
/// and is hit by its affine part only: GestureKit works in the plane.
///
/// What is not simulated: drawing. ``cornerRadius``, ``borderWidth``, ``borderColor``, the
/// shadow properties, ``contents``, ``zPosition`` and the rest are stored and read back, and
/// change nothing else (a `zPosition` does not reorder hit-testing, and `masksToBounds`, which is
/// the view's `clipsToBounds`, does not clip hits, as in UIKit). Layers made on their own
/// (`CALayer()`, sublayers) keep their geometry as plain values too: touches hit views, not
/// layers.
@preconcurrency @MainActor open class CALayer: NSObject {
  /// The view this layer backs; `nil` for a layer made on its own.
  public private(set) weak var delegateView: UIView?

  // Geometry of a layer that backs no view.
  private var ownBounds: CGRect = .zero
  private var ownPosition: CGPoint = .zero
  private var ownAnchorPoint = CGPoint(x: 0.5, y: 0.5)
  private var ownTransform = CATransform3DIdentity
  private var ownOpacity: Float = 1
  private var ownHidden = false
  private var ownMasksToBounds = false
  private var ownBackgroundColor: CGColor?
  /// The full transform last set on a view's layer, kept when it has depth or perspective.
  private var keptTransform: CATransform3D?

  /// A property a view's layer shares with its view: on a view's layer it is the view's
  /// `viewProperty`; a layer made on its own keeps it in `own`.
  private subscript<Value>(
    shared viewProperty: ReferenceWritableKeyPath<UIView, Value>,
    own own: ReferenceWritableKeyPath<CALayer, Value>
  ) -> Value {
    get { delegateView.map { $0[keyPath: viewProperty] } ?? self[keyPath: own] }
    set {
      if let view = delegateView {
        view[keyPath: viewProperty] = newValue
      } else {
        self[keyPath: own] = newValue
      }
    }
  }

  /// Creates a layer that backs no view.
  public override init() {
    super.init()
  }

  /// Creates a layer that backs `view`.
  init(view: UIView) {
    self.delegateView = view
    super.init()
  }

  // MARK: Geometry

  /// The layer's own space: its origin and size (the view's `bounds`).
  open var bounds: CGRect {
    get { self[shared: \.bounds, own: \.ownBounds] }
    set { self[shared: \.bounds, own: \.ownBounds] = newValue }
  }

  /// Where the anchor point sits in the superlayer (the view's `center`).
  open var position: CGPoint {
    get { self[shared: \.center, own: \.ownPosition] }
    set { self[shared: \.center, own: \.ownPosition] = newValue }
  }

  /// The point of the bounds, in unit coordinates, that ``position`` places and the transform
  /// turns about. Default: (0.5, 0.5), the middle.
  open var anchorPoint: CGPoint {
    get { self[shared: \.anchorPoint, own: \.ownAnchorPoint] }
    set { self[shared: \.anchorPoint, own: \.ownAnchorPoint] = newValue }
  }

  /// The layer's transform; on a view's layer its affine part is the view's `transform`.
  open var transform: CATransform3D {
    get {
      guard let view = delegateView else { return ownTransform }
      if let kept = keptTransform, kept.affinePart == view.transform { return kept }
      return CATransform3D(view.transform)
    }
    set {
      guard let view = delegateView else {
        ownTransform = newValue
        return
      }
      keptTransform = newValue.isAffine ? nil : newValue
      view.transform = newValue.affinePart
    }
  }

  /// The affine part of ``transform``.
  open func affineTransform() -> CGAffineTransform { transform.affinePart }

  /// Sets ``transform`` to an affine transform.
  open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3D(m) }

  /// The layer's rectangle in the superlayer: the bounding box of the transformed bounds.
  open var frame: CGRect {
    get {
      if let view = delegateView { return view.frame }
      return ownBounds.applying(toSuperlayer)
    }
    set {
      if let view = delegateView {
        view.frame = newValue
        return
      }
      ownBounds.size = newValue.size
      ownPosition = CGPoint(
        x: newValue.minX + ownAnchorPoint.x * newValue.width,
        y: newValue.minY + ownAnchorPoint.y * newValue.height)
    }
  }

  /// Maps a layer made on its own into its superlayer's space.
  private var toSuperlayer: CGAffineTransform {
    CGAffineTransform(
      translationX: -(ownBounds.minX + ownAnchorPoint.x * ownBounds.width),
      y: -(ownBounds.minY + ownAnchorPoint.y * ownBounds.height)
    )
    .concatenating(ownTransform.affinePart)
    .concatenating(CGAffineTransform(translationX: ownPosition.x, y: ownPosition.y))
  }

  // MARK: Properties shared with the view

  /// The opacity (the view's `alpha`).
  open var opacity: Float {
    get { delegateView.map { Float($0.alpha) } ?? ownOpacity }
    set {
      if let view = delegateView { view.alpha = CGFloat(newValue) } else { ownOpacity = newValue }
    }
  }

  /// Whether the layer is hidden (the view's `isHidden`).
  open var isHidden: Bool {
    get { self[shared: \.isHidden, own: \.ownHidden] }
    set { self[shared: \.isHidden, own: \.ownHidden] = newValue }
  }

  /// Whether drawing is clipped to the bounds (the view's `clipsToBounds`).
  open var masksToBounds: Bool {
    get { self[shared: \.clipsToBounds, own: \.ownMasksToBounds] }
    set { self[shared: \.clipsToBounds, own: \.ownMasksToBounds] = newValue }
  }

  /// The background color (the view's `backgroundColor`).
  open var backgroundColor: CGColor? {
    get {
      guard let view = delegateView else { return ownBackgroundColor }
      return view.backgroundColor?.cgColor
    }
    set {
      guard let view = delegateView else {
        ownBackgroundColor = newValue
        return
      }
      view.backgroundColor = newValue.map(UIColor.init(cgColor:))
    }
  }

  // MARK: Drawing properties, stored only

  /// The radius of the rounded corners. Stored only.
  open var cornerRadius: CGFloat = 0
  /// Which corners ``cornerRadius`` rounds. Stored only.
  open var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  /// The border's width. Stored only.
  open var borderWidth: CGFloat = 0
  /// The border's color. Stored only.
  open var borderColor: CGColor?
  /// The shadow's color. Stored only.
  open var shadowColor: CGColor?
  /// The shadow's opacity. Stored only. Default: 0.
  open var shadowOpacity: Float = 0
  /// The shadow's offset. Stored only. Default: (0, −3), as Core Animation's.
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// The shadow's blur radius. Stored only. Default: 3, as Core Animation's.
  open var shadowRadius: CGFloat = 3
  /// The layer's place along the z axis. Stored only: it does not reorder hit-testing.
  open var zPosition: CGFloat = 0
  /// The layer's content (an image). Stored only.
  open var contents: Any?
  /// Pixels per point of the content. Stored only.
  open var contentsScale: CGFloat = 1
  /// Whether the layer is drawn by rasterizing it first. Stored only.
  open var shouldRasterize = false
  /// The rasterization's scale. Stored only.
  open var rasterizationScale: CGFloat = 1
  /// A name for the layer.
  open var name: String?
  /// A layer whose alpha masks this one. Stored only.
  open var mask: CALayer?

  // MARK: Sublayers

  /// The layers added to this one, back to front: plain objects, not part of hit-testing.
  ///
  /// Settable, as Apple's `sublayers` (CALayer) is: setting it removes the current sublayers
  /// and adds the new ones in order, each taken from its previous superlayer as
  /// `addSublayer(_:)` takes it. Setting an empty array leaves `nil` (our choice: the value this
  /// property has whenever a layer has no sublayers here).
  open var sublayers: [CALayer]? {
    get { sublayerList }
    set {
      for layer in sublayerList ?? [] { layer.superlayer = nil }
      sublayerList = nil
      for layer in newValue ?? [] { addSublayer(layer) }
    }
  }
  private var sublayerList: [CALayer]?

  /// The layer this one was added to.
  open private(set) weak var superlayer: CALayer?

  /// Adds `layer` on top of the sublayers.
  open func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
  }

  /// Inserts `layer` among the sublayers at `index`.
  open func insertSublayer(_ layer: CALayer, at index: UInt32) {
    layer.removeFromSuperlayer()
    var list = sublayerList ?? []
    list.insert(layer, at: Swift.min(Int(index), list.count))
    sublayerList = list
    layer.superlayer = self
  }

  /// Removes the layer from its superlayer.
  open func removeFromSuperlayer() {
    guard let parent = superlayer else { return }
    parent.sublayerList?.removeAll { $0 === self }
    if parent.sublayerList?.isEmpty == true { parent.sublayerList = nil }
    superlayer = nil
  }
}

/// The corners of a layer. Raw values match Core Animation's.
public struct CACornerMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// A layer that fills itself with a gradient: its colors and geometry are stored only.
@preconcurrency @MainActor open class CAGradientLayer: CALayer {
  /// The gradient's colors (`CGColor`s).
  open var colors: [Any]?
  /// Where each color sits, 0 to 1.
  open var locations: [NSNumber]?
  /// Where the gradient starts, in unit coordinates. Default: (0.5, 0).
  open var startPoint = CGPoint(x: 0.5, y: 0)
  /// Where the gradient ends, in unit coordinates. Default: (0.5, 1).
  open var endPoint = CGPoint(x: 0.5, y: 1)
}
