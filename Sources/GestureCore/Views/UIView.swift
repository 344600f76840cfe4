import Foundation

/// A rectangle in a tree of views, with UIKit's geometry, hit-testing and gesture recognizers.
///
/// Geometry follows UIKit and Core Animation: `bounds` is the view's own space, `center` is the
/// middle of the view in its superview's space, and `transform` is applied about the center
/// (the default anchor point). A point `p` in the view's space maps into its superview as
///
///     center + transform(p − (bounds.origin + bounds.size / 2))
///
/// `frame` is derived from these and is only meaningful while `transform` is the identity.
///
///     let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
///     let photo = UIView(frame: CGRect(x: 20, y: 100, width: 350, height: 350))
///     photo.transform = CGAffineTransform(rotationAngle: 0.5)
///     canvas.addSubview(photo)
///     photo.convert(CGPoint(x: 175, y: 175), to: canvas)   // (195, 275): the center stays put
open class UIView: UIResponder {
  /// Creates a view with the given frame rectangle.
  public init(frame: CGRect) {
    self.bounds = CGRect(origin: .zero, size: frame.size)
    self.center = CGPoint(x: frame.midX, y: frame.midY)
    super.init()
  }

  /// Creates a view with a zero frame.
  public convenience override init() {
    self.init(frame: .zero)
  }

  /// Creates a view from an archive. GestureKit has no storyboards or nibs, so the view starts
  /// with a zero frame. It is `required`, as UIKit's `NSCoding` conformance makes it, so that view
  /// subclasses written for iOS, with their `required init?(coder:)` calling
  /// `super.init(coder:)`, compile unchanged.
  public required init?(coder: NSCoder) {
    self.bounds = .zero
    self.center = .zero
    super.init()
  }

  /// Nonisolated, as UIKit's `dealloc` is, so that a subclass's own `deinit` compiles as it
  /// does on iOS (a subclass cannot declare a nonisolated `deinit` over an isolated one). It
  /// only clears the unowned back-references of the subviews and recognizers, and lets go of
  /// the subtree, which UIKit code releases on the main thread.
  deinit {
    if let count = constraintState?.installedConstraintCount {
      ConstraintLayout.activeCount -= count
    }
    for recognizer in recognizers { recognizer.viewStorage = nil }
    // The subtree is released without recursion, so that a deep one (20,000 nested views)
    // cannot overflow the stack: a subview only this view holds gives up its own subviews to
    // the list before it goes, so its deinit has none to release.
    var subtree = subviews
    subviews = []
    // On the main actor, where the simulation runs and where UIKit releases its views too.
    MainActor.assumeIsolated { UIView.release(&subtree) }
  }

  /// Releases `subtree` without recursion (see `deinit`), leaving it empty.
  private static func release(_ subtree: inout [UIView]) {
    var pending: [UIView] = []
    swap(&pending, &subtree)
    while var view = pending.popLast() {
      view.superviewStorage = nil
      guard isKnownUniquelyReferenced(&view) else { continue }
      pending.append(contentsOf: view.subviews)
      view.subviews = []
    }
  }

  // MARK: Geometry

  /// The view's own coordinate space: its origin and size.
  open var bounds: CGRect {
    willSet { AnimationRecorder.active?.willChange(self) }
    didSet {
      geometryDidChange()
      if bounds.size != oldValue.size {
        setNeedsLayout()
        if autoresizesSubviews, !subviews.isEmpty { autoresizeSubviews(from: oldValue.size) }
      }
    }
  }

  /// How the view follows its superview's size changes (see `UIView+Autoresizing.swift`).
  /// Default: none, as Apple's `autoresizingMask` page says.
  open var autoresizingMask: AutoresizingMask = []

  /// Whether the view resizes its subviews by their ``autoresizingMask`` when its bounds
  /// change size. Default: true, as Apple's `autoresizesSubviews` page says.
  open var autoresizesSubviews = true

  /// The center of the view in its superview's coordinate space.
  open var center: CGPoint {
    willSet { AnimationRecorder.active?.willChange(self) }
    didSet { geometryDidChange() }
  }

  /// The transform applied to the view about its center. Default: identity.
  open var transform: CGAffineTransform = .identity {
    willSet { AnimationRecorder.active?.willChange(self) }
    didSet { geometryDidChange() }
  }

  /// The point of the bounds, in unit coordinates, that ``center`` places and ``transform``
  /// turns about: (0.5, 0.5), the middle, by default. It is the layer's `anchorPoint`; UIKit
  /// gives it to views as well since iOS 16.
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
    didSet { geometryDidChange() }
  }

  /// The view's layer: the same geometry, and drawing properties kept as values (see
  /// ``CALayer``).
  public var layer: CALayer {
    backingLayer.madeOnFirstUse { CALayer(view: self) }
  }

  private var backingLayer: CALayer?

  /// The view's rectangle in its superview's space.
  ///
  /// Under a non-identity transform the value is the bounding box of the transformed bounds, and
  /// setting it is undefined in UIKit; here setting it moves the center and resizes the bounds.
  open var frame: CGRect {
    get { bounds.applying(toSuperview) }
    set {
      bounds.size = newValue.size
      center = CGPoint(
        x: newValue.minX + anchorPoint.x * newValue.width,
        y: newValue.minY + anchorPoint.y * newValue.height)
    }
  }

  // MARK: Appearance and interaction

  /// Hidden views, and everything inside them, are never hit by touches.
  open var isHidden = false {
    didSet {
      if !keyValueObservers.isEmpty { keyValuesDidChange() }
      if isHidden != oldValue, let container = superview as? any SubviewVisibilityObserver {
        container.arrangedSubviewVisibilityDidChange(self)
      }
    }
  }

  /// The view's opacity. Views below 0.01 are never hit by touches.
  open var alpha: CGFloat = 1 {
    willSet { AnimationRecorder.active?.willChange(self) }
    didSet { if !keyValueObservers.isEmpty { keyValuesDidChange() } }
  }

  /// When false, the view and its subtree are never hit by touches. Default: true.
  open var isUserInteractionEnabled = true

  /// Whether the view receives more than one touch at a time through its touch methods.
  ///
  /// Gesture recognizers always receive every touch in their view. Default: false.
  open var isMultipleTouchEnabled = false

  /// While this view has a touch, no other view in the window receives new touches. Default: false.
  open var isExclusiveTouch = false

  /// An integer that identifies the view in code.
  open var tag = 0

  /// The view's background color; `nil` (the default) is transparent. GestureKit draws
  /// nothing: the color is kept for code and tests that read it back.
  open var backgroundColor: UIColor?

  /// Whether drawing is clipped to the bounds. Hit-testing does not read it, in UIKit either:
  /// a subview sticking out is hit only where the superview's `point(inside:with:)` says so.
  open var clipsToBounds = false

  /// The insets that keep content clear of the window's edges and bars, as Apple's
  /// `safeAreaInsets` page describes: the part of the window's
  /// ``UIWindow/deviceSafeAreaInsets`` and of the bars of the containers above it (a tab bar)
  /// that this view covers, plus, for a controller's root view, the controller's
  /// ``UIViewController/additionalSafeAreaInsets``. Zero outside a window, and zero by default,
  /// since the simulated window has no status bar, notch or home indicator unless given insets.
  open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets() }

  /// The size the view would like for its content, as UIKit's `intrinsicContentSize`; a
  /// dimension of ``UIView/noIntrinsicMetric`` has none. Default: none in either dimension.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// The size that best fits `size`, as UIKit's `sizeThatFits(_:)`; by default the view's
  /// current size, as Apple documents. Subclasses that measure content (`UILabel`) override it.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its frame's origin.
  open func sizeToFit() {
    let fitted = sizeThatFits(bounds.size)
    frame = CGRect(origin: frame.origin, size: fitted)
  }

  /// Tells Auto Layout that ``intrinsicContentSize`` changed: a view placed by constraints is
  /// laid out again at the next pass.
  open func invalidateIntrinsicContentSize() {
    guard constraintState != nil else { return }
    ConstraintLayout.changeCount &+= 1
    setNeedsLayout()
  }

  /// A dimension of ``intrinsicContentSize`` that the view has no size for.
  public static let noIntrinsicMetric: CGFloat = -1

  /// How the view's content fits its bounds. Default: `.scaleToFill`. Nothing is drawn: the
  /// value is kept, and `UIImageView/imageFrame` reads it.
  open var contentMode: ContentMode = .scaleToFill

  /// The color template images and controls are tinted with; `nil` (the default) is the
  /// superview's. Kept for code that reads it back: nothing is drawn.
  open var tintColor: UIColor!

  /// A string that identifies the view; transcripts name views by it.
  @exclusivity(unchecked) open var accessibilityIdentifier: String?

  // MARK: Accessibility (UIKit's UIAccessibility informal protocol; see UIView+Accessibility.swift)

  /// The accessibility attributes set on this view, made when the first is set.
  final var accessibilityStorage: AccessibilityAttributes?

  /// Whether assistive technologies treat the view as one element. Default false, as for
  /// UIKit's plain views (its standard controls and labels answer true). Stored only.
  open var isAccessibilityElement: Bool {
    get { accessibilityStorage?.isElement ?? false }
    set { accessibilityAttributes.isElement = newValue }
  }

  /// The element's name, as VoiceOver would speak it. Stored only.
  open var accessibilityLabel: String? {
    get { accessibilityStorage?.label }
    set { accessibilityAttributes.label = newValue }
  }

  /// What activating the element does. Stored only.
  open var accessibilityHint: String? {
    get { accessibilityStorage?.hint }
    set { accessibilityAttributes.hint = newValue }
  }

  /// The element's current value (a slider's position). Stored only.
  open var accessibilityValue: String? {
    get { accessibilityStorage?.value }
    set { accessibilityAttributes.value = newValue }
  }

  /// What kind of element this is. Default `.none`. Stored only.
  open var accessibilityTraits: UIAccessibilityTraits {
    get { accessibilityStorage?.traits ?? .none }
    set { accessibilityAttributes.traits = newValue }
  }

  /// Actions offered besides activation (a row's swipe actions, in VoiceOver's actions rotor).
  /// Their handlers are called by whoever performs them: nothing performs them here.
  open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
    get { accessibilityStorage?.customActions }
    set { accessibilityAttributes.customActions = newValue }
  }

  /// Whether the view's subviews are hidden from assistive technologies. Stored only.
  open var accessibilityElementsHidden: Bool {
    get { accessibilityStorage?.elementsHidden ?? false }
    set { accessibilityAttributes.elementsHidden = newValue }
  }

  /// Whether assistive technologies ignore the view's siblings (a modal sheet). Stored only.
  open var accessibilityViewIsModal: Bool {
    get { accessibilityStorage?.viewIsModal ?? false }
    set { accessibilityAttributes.viewIsModal = newValue }
  }

  /// Whether VoiceOver reads the view's subviews as one group. Stored only.
  open var shouldGroupAccessibilityChildren: Bool {
    get { accessibilityStorage?.groupsChildren ?? false }
    set { accessibilityAttributes.groupsChildren = newValue }
  }

  /// Called when an assistive technology asks an `.adjustable` element for its next value.
  /// Nothing calls it here; the default does nothing, as UIKit's does.
  open func accessibilityIncrement() {}

  /// Called when an assistive technology asks an `.adjustable` element for its previous value.
  /// Nothing calls it here; the default does nothing, as UIKit's does.
  open func accessibilityDecrement() {}

  /// Called when an assistive technology activates the element (a double tap with VoiceOver).
  /// Nothing calls it here; returns false, UIKit's default (no activation handled).
  open func accessibilityActivate() -> Bool { false }

  /// Called for VoiceOver's escape gesture (a two-finger Z). Nothing calls it here; returns
  /// false, UIKit's default.
  open func accessibilityPerformEscape() -> Bool { false }

  // MARK: Traits and direction (see UITraitCollection.swift)

  /// How the view's content is oriented whatever the language; `.forceRightToLeft` makes
  /// ``effectiveUserInterfaceLayoutDirection`` right to left here and below. Default
  /// `.unspecified`.
  open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

  /// Called when the view's traits changed. A window's traits change only with its size here,
  /// and GestureKit does not call it (OUR CHOICE; UIKit deprecated it in iOS 17).
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  // MARK: Drawing

  /// Draws the view's content in `rect`, called by the update pass (after layout, before the
  /// next input): once when the view is first laid out in a window, then after
  /// ``setNeedsDisplay()`` or a change of an `@Observable` property it read (see
  /// `UIView+Display.swift`). The current graphics context records what it draws
  /// (``lastDrawing``); nothing is rasterized. UIKit's own implementation does nothing.
  open func draw(_ rect: CGRect) {}

  /// The view's pending drawing and what it last drew, made on first use.
  package final var drawState: ViewDrawState?

  /// Whether ``draw(_:)`` ran once in a window.
  final var hasDisplayed = false

  /// The name this view's space goes by in representables' converters (`.named(_:)`); set it
  /// with ``coordinateSpace(name:)``. Default: none.
  public var coordinateSpaceName: AnyHashable?

  /// The representables attached to or hosted in this view, kept alive by it.
  package var representableHosts: [AnyObject] = []

  /// The environment values set on this view with GestureUI's `environment(_:_:)`, in order:
  /// each an `(inout EnvironmentValues) -> Void`, a type GestureCore does not know.
  package var environmentWrites: [Any] = []

  /// The animations running on this view's properties (see `UIView+Presentation.swift`).
  final var animationTracks: [AnimationTrack] = []

  /// How many of ``animationTracks`` make the view ignore touches while they run.
  final var interactionBlockingTracks = 0

  // MARK: Hierarchy

  /// The view that contains this one.
  open var superview: UIView? { superviewStorage }

  /// The superview, without a weak reference (see `UIGestureRecognizer.viewStorage`); the
  /// superview clears it when it removes this view or is deallocated.
  @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var superviewStorage: UIView?

  /// The views this view contains, back to front.
  @exclusivity(unchecked) public private(set) var subviews: [UIView] = []

  /// The window the view is in, if any.
  open var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.superview
    }
    return nil
  }

  /// A view's next responder is the view controller whose root view it is, or else its
  /// superview, as Apple documents (`UIResponder.next`): so touches that a view does not handle
  /// reach its controller's `touchesBegan(_:with:)` and the others.
  open override var next: UIResponder? { layoutController ?? superview }

  /// Adds `view` as the frontmost subview, removing it from its previous superview first.
  open func addSubview(_ view: UIView) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` among the subviews at `index` (0 is the back).
  ///
  /// - Precondition: `view` is not an ancestor of this view (the tree would become a cycle).
  open func insertSubview(_ view: UIView, at index: Int) {
    guard view !== self else { return }
    gestureKitPrecondition(
      !isDescendant(of: view),
      "GestureKit: cannot add \(type(of: view)) as a subview of its own descendant \(type(of: self))"
    )
    if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
      // A change of order only: no move hooks, no layout.
      subviews.remove(at: old)
      subviews.insert(view, at: Swift.min(Swift.max(index, 0), subviews.count))
      return
    }
    view.removeFromSuperview()
    let newWindow = window
    view.willMove(toSuperview: self)
    if let newWindow { view.subtreeWillMove(toWindow: newWindow) }
    subviews.insert(view, at: Swift.min(Swift.max(index, 0), subviews.count))
    view.superviewStorage = self
    view.invalidateWindowTransforms()
    view.didMoveToSuperview()
    if newWindow != nil { view.subtreeDidMoveToWindow() }
    view.setNeedsLayout()
  }

  /// Inserts `view` just below `siblingSubview` among the subviews.
  ///
  /// The view becomes a subview whether or not `siblingSubview` is one: Apple's discussion
  /// says the method makes this view the inserted view's new superview, with no condition on
  /// the sibling. When the sibling is not a subview, the view goes below all its new siblings
  /// (OUR CHOICE, the rule AppKit documents for `addSubview(_:positioned:relativeTo:)`).
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === siblingSubview }) else {
      insertSubview(view, at: 0)
      return
    }
    let current = subviews.firstIndex { $0 === view }
    insertSubview(view, at: current.map { $0 < index ? index - 1 : index } ?? index)
  }

  /// Inserts `view` just above `siblingSubview` among the subviews.
  ///
  /// As with ``insertSubview(_:belowSubview:)``, the view becomes a subview whether or not
  /// `siblingSubview` is one; when it is not, the view goes above all its new siblings (OUR
  /// CHOICE, AppKit's documented rule).
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === siblingSubview }) else {
      insertSubview(view, at: subviews.count)
      return
    }
    let current = subviews.firstIndex { $0 === view }
    insertSubview(view, at: current.map { $0 <= index ? index : index + 1 } ?? index + 1)
  }

  /// Swaps the subviews at the two indexes.
  open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
    subviews.swapAt(index1, index2)
  }

  /// Moves `view` to the front of this view's subviews.
  open func bringSubviewToFront(_ view: UIView) {
    guard view.superview === self else { return }
    insertSubview(view, at: subviews.count)
  }

  /// Moves `view` to the back of this view's subviews.
  open func sendSubviewToBack(_ view: UIView) {
    guard view.superview === self else { return }
    insertSubview(view, at: 0)
  }

  /// Detaches the view from its superview. Recognizers of the detached subtree that are taking
  /// part in a gesture are cancelled, as UIKit does.
  open func removeFromSuperview() {
    guard let parent = superview else { return }
    let oldWindow = window
    let environment = oldWindow?.gestureEnvironment
    parent.willRemoveSubview(self)
    willMove(toSuperview: nil)
    if oldWindow != nil { subtreeWillMove(toWindow: nil) }
    parent.subviews.removeAll { $0 === self }
    superviewStorage = nil
    invalidateWindowTransforms()
    environment?.viewWasDetached(self)
    didMoveToSuperview()
    if oldWindow != nil { subtreeDidMoveToWindow() }
  }

  /// Called on the superview before `subview` is removed from it, as UIKit does. Default: nothing.
  open func willRemoveSubview(_ subview: UIView) {}

  /// Called before the view is added to `newSuperview`, or removed from its superview (`nil`).
  /// Default: nothing. (A view moved from one superview to another is told of the removal and
  /// then of the insertion.)
  open func willMove(toSuperview newSuperview: UIView?) {}

  /// Called after the view was added to a superview or removed from one. Default: nothing.
  open func didMoveToSuperview() {}

  /// Called before the view, or an ancestor, enters `newWindow` or leaves its window (`nil`).
  /// Default: nothing.
  open func willMove(toWindow newWindow: UIWindow?) {}

  /// Called after the view, or an ancestor, entered or left a window. Default: nothing.
  open func didMoveToWindow() {}

  private func subtreeWillMove(toWindow newWindow: UIWindow?) {
    willMove(toWindow: newWindow)
    for subview in subviews { subview.subtreeWillMove(toWindow: newWindow) }
  }

  private func subtreeDidMoveToWindow() {
    didMoveToWindow()
    for subview in subviews { subview.subtreeDidMoveToWindow() }
  }

  // MARK: Layout

  /// The controller whose root view this is, told before and after each ``layoutSubviews()``.
  @exclusivity(unchecked) weak var layoutController: UIViewController?

  /// Constraints, guides and priorities, made when first used (GestureUIKit's
  /// `UIView+AutoLayout.swift`; see ``ConstraintLayout``).
  @exclusivity(unchecked) package var constraintState: (any ConstraintState)?

  /// Whether ``layoutSubviews()`` is due on this view.
  @exclusivity(unchecked) private var needsLayout = false

  /// Whether this view or one inside it has layout due, so that a layout pass skips clean
  /// subtrees. Set on every ancestor of a view that needs layout.
  @exclusivity(unchecked) package private(set) var subtreeNeedsLayout = false

  /// Lays out the subviews. Override it to place them from the view's bounds; the default does
  /// nothing (constraints are solved before it runs; autoresizing masks were applied when the bounds
  /// changed).
  ///
  /// Called by ``UIView/layoutIfNeeded()`` after ``UIView/setNeedsLayout()``, which UIKit and GestureKit call
  /// when the bounds change size and when the view is added to a superview. A simulation lays
  /// out the views of its window before it delivers each input, as UIKit's run loop does
  /// before the next event.
  open func layoutSubviews() {}

  /// Called when the view's layout margins were set (`layoutMargins`,
  /// `directionalLayoutMargins`, or the flags that change how they are worked out; see
  /// GestureUIKit's `UIView+AutoLayout.swift`). Override it to lay out what follows the
  /// margins. Default: nothing.
  open func layoutMarginsDidChange() {}

  /// Marks the view as needing ``layoutSubviews()`` at the next layout pass.
  open func setNeedsLayout() {
    needsLayout = true
    subtreeNeedsLayout = true
    // Every ancestor of a marked view is marked, so the walk stops at the first marked one.
    var view = superview
    while let current = view, !current.subtreeNeedsLayout {
      current.subtreeNeedsLayout = true
      view = current.superview
    }
  }

  /// Runs any layout due in this view and its subtree now, this view first.
  ///
  /// While any constraint is active, it first solves the constraints of the view's tree and
  /// sets the frames of the views they place (see `NSLayoutConstraint`), as UIKit updates
  /// constraints before it lays out; without constraints that costs one comparison.
  open func layoutIfNeeded() {
    if ConstraintLayout.activeCount > 0 {
      ConstraintLayout.solveIfNeeded(self)
      ConstraintLayout.layoutDepth += 1
      layoutSubtreeIfNeeded()
      ConstraintLayout.layoutDepth -= 1
    } else {
      layoutSubtreeIfNeeded()
    }
  }

  private func layoutSubtreeIfNeeded() {
    guard subtreeNeedsLayout else { return }
    subtreeNeedsLayout = false
    if needsLayout {
      needsLayout = false
      if !hasUpdatedProperties { updatePropertiesBeforeFirstLayout() }
      if !hasDisplayed, window != nil { UpdateCycle.needsFirstDisplay(self) }
      if let controller = layoutController {
        UpdateCycle.tracking(.layout, of: self) {
          controller.viewWillLayoutSubviews()
          layoutSubviews()
        }
        controller.viewDidLayoutSubviews()
      } else {
        UpdateCycle.tracking(.layout, of: self) { layoutSubviews() }
      }
    }
    for subview in subviews { subview.layoutSubtreeIfNeeded() }
  }

  // MARK: Property updates (iOS 26; see UIView+UpdateProperties.swift)

  /// Configures the view's content and styling before layout, as iOS 26's `updateProperties()`
  /// does: called before the view's first layout, and then in the update pass after
  /// ``setNeedsUpdateProperties()`` or after a change of an `@Observable` property it read
  /// (observation tracking). Override it and call `super`; don't call it yourself. Default:
  /// nothing.
  open func updateProperties() {}

  /// Trait overrides, trait registrations and property-update state, made on first use.
  package final var viewUpdateState: ViewUpdateState?

  /// Whether ``updateProperties()`` ran once (before the first layout).
  final var hasUpdatedProperties = false

  /// Whether this view is `view` or lies inside it.
  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The first view in this subtree (this view included) with the given tag, depth first.
  open func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  // MARK: Hit-testing

  /// Returns the farthest descendant of this view (or the view itself) that contains `point`,
  /// given in this view's space, following UIKit's rules.
  ///
  /// Hidden views, views with user interaction disabled and views with alpha below 0.01 are
  /// skipped with their subtrees. A point outside ``point(inside:with:)`` skips the subtree even
  /// where a subview sticks out. Subviews are tried front to back.
  ///
  /// - Complexity: O(*n*) in the number of views tried.
  /// (Declared here so that subclasses can override it; the search is in
  /// `UIView+HitTesting.swift`.)
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    searchHit(point, with: event)
  }

  /// Whether `point`, in this view's space, is inside the view. Default: inside `bounds`.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }

  // MARK: Gesture recognizers

  @exclusivity(unchecked) private var recognizers: [UIGestureRecognizer] = []

  /// The recognizers attached to this view, in the order they were added; `nil` when there are none.
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { recognizers.isEmpty ? nil : recognizers }
    set {
      for recognizer in recognizers { removeGestureRecognizer(recognizer) }
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  /// The number of recognizers attached to this view.
  var gestureRecognizerCount: Int { recognizers.count }

  /// Attaches a recognizer. The view keeps it; a recognizer belongs to one view at a time.
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    if gestureRecognizer.view === self { return }
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    recognizers.append(gestureRecognizer)
    gestureRecognizer.viewStorage = Unmanaged.passUnretained(self)
  }

  /// Detaches a recognizer; one taking part in a gesture is cancelled first.
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard let index = recognizers.firstIndex(where: { $0 === gestureRecognizer }) else { return }
    window?.gestureEnvironment?.recognizerWillDetach(gestureRecognizer)
    recognizers.remove(at: index)
    gestureRecognizer.viewStorage = nil
  }

  /// Asked before a recognizer whose touches are in this view begins; return false to make it
  /// fail. Default: true.
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  // MARK: Transform caches

  /// Maps this view's space into its superview's.
  var toSuperview: CGAffineTransform {
    CGAffineTransform(
      translationX: -(bounds.minX + anchorPoint.x * bounds.width),
      y: -(bounds.minY + anchorPoint.y * bounds.height)
    )
    .concatenating(transform)
    .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
  }

  @exclusivity(unchecked) private var cachedToRoot: CGAffineTransform?
  @exclusivity(unchecked) private var cachedFromRoot: CGAffineTransform?
  @exclusivity(unchecked) private var cachedFromSuperview: CGAffineTransform?

  /// The maps to and from the window when both are cached, so that reading them runs no app
  /// code (computing them reads ``bounds``, ``center``, ``transform`` and ``superview``, which
  /// a subclass may override); `nil` otherwise.
  @inline(__always)
  final var cachedWindowMaps: (toWindow: CGAffineTransform, fromWindow: CGAffineTransform)? {
    guard let toWindow = cachedToRoot, let fromWindow = cachedFromRoot else { return nil }
    return (toWindow, fromWindow)
  }

  /// Maps this view's space into the space of the root of its tree (the window's, when it has one).
  var toRoot: CGAffineTransform {
    if let cached = cachedToRoot { return cached }
    let result: CGAffineTransform
    if let parent = superview {
      result = toSuperview.concatenating(parent.toRoot)
    } else {
      result = .identity
    }
    cachedToRoot = result
    return result
  }

  /// Maps the root's space into this view's.
  var fromRoot: CGAffineTransform {
    if let cached = cachedFromRoot { return cached }
    let result = toRoot.inverted()
    cachedFromRoot = result
    return result
  }

  /// Maps the superview's space into this view's.
  var fromSuperview: CGAffineTransform {
    if let cached = cachedFromSuperview { return cached }
    let result = toSuperview.inverted()
    cachedFromSuperview = result
    return result
  }

  private func geometryDidChange() {
    cachedFromSuperview = nil
    invalidateWindowTransforms()
    if !keyValueObservers.isEmpty { keyValuesDidChange() }
  }

  /// The observations made with `observe(_:options:changeHandler:)`.
  @exclusivity(unchecked) var keyValueObservers: [KeyValueObserver] = []

  /// Drops the cached maps to and from the root for this view and its subtree.
  ///
  /// A descendant can only have cached its map after this view cached its own, so the walk
  /// stops at the first view with nothing cached: the cost is bounded by what was cached.
  private func invalidateWindowTransforms() {
    guard cachedToRoot != nil else { return }
    cachedToRoot = nil
    cachedFromRoot = nil
    for subview in subviews { subview.invalidateWindowTransforms() }
  }
}

/// The kernel's hook for a container that places its subviews by whether they are hidden
/// (GestureUIKit's `UIStackView`): a subview's `isHidden` changing tells its superview through
/// it, as hiding an arranged subview makes UIKit's stack view lay out again.
package protocol SubviewVisibilityObserver: UIView {
  /// `view`, a subview, was hidden or shown.
  func arrangedSubviewVisibilityDidChange(_ view: UIView)
}
