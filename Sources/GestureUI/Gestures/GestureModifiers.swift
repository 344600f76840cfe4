import Foundation
import GestureCore

/// The modifier behind `gesture(_:including:)`, `highPriorityGesture(_:including:)` and
/// `simultaneousGesture(_:including:)`: one attachment, so one recognizer, on the view that
/// stands for the modified content.
struct AddGestureModifier<G: Gesture>: NodeViewModifier {
  typealias Body = Never

  var gesture: G
  var priority: GesturePriority
  var mask: GestureMask
  var name: String?
  var isEnabled: Bool

  func makeAttachment(on view: UIView, environment: EnvironmentValues) -> GestureAttachment {
    let attachment = GestureAttachment(
      gesture, priority: priority, mask: mask, name: name, isEnabled: isEnabled)
    attachment.install(on: view)
    return attachment
  }

  func updateAttachment(
    _ attachment: GestureAttachment, on view: UIView, environment: EnvironmentValues
  ) {
    attachment.update(
      gesture, priority: priority, mask: mask, name: .some(name), isEnabled: isEnabled)
  }

  func removeAttachment(_ attachment: GestureAttachment, from view: UIView) {
    attachment.remove()
  }
}

extension View {
  /// Attaches a gesture to the view with a lower precedence than gestures defined by the view:
  /// a subview's gesture wins over it.
  ///
  /// - Parameters:
  ///   - gesture: The gesture.
  ///   - mask: Which of this gesture and the subviews' gestures are enabled. Default: `.all`.
  public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    modifier(
      AddGestureModifier(
        gesture: gesture, priority: .normal, mask: mask, name: nil, isEnabled: true))
  }

  /// Attaches a gesture to the view with a higher precedence than gestures defined by the view:
  /// it wins over its subviews' gestures, which wait for it to fail.
  public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View
  {
    modifier(
      AddGestureModifier(gesture: gesture, priority: .high, mask: mask, name: nil, isEnabled: true))
  }

  /// Attaches a gesture to the view to process simultaneously with gestures defined by the
  /// view.
  public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View
  {
    modifier(
      AddGestureModifier(
        gesture: gesture, priority: .simultaneous, mask: mask, name: nil, isEnabled: true))
  }

  /// Attaches a gesture that is enabled only when `isEnabled` is true (iOS 18).
  public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
    modifier(
      AddGestureModifier(
        gesture: gesture, priority: .normal, mask: .all, name: nil, isEnabled: isEnabled))
  }

  /// Attaches a named gesture (iOS 18): UIKit recognizers can set failure relationships with it
  /// by its name, through their delegates or `require(toFail:)`.
  public func gesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
    modifier(
      AddGestureModifier(
        gesture: gesture, priority: .normal, mask: .all, name: name, isEnabled: isEnabled))
  }

  /// Attaches a high-priority gesture that is enabled only when `isEnabled` is true (iOS 18).
  public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
    modifier(
      AddGestureModifier(
        gesture: gesture, priority: .high, mask: .all, name: nil, isEnabled: isEnabled))
  }

  /// Attaches a named high-priority gesture (iOS 18).
  public func highPriorityGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true)
    -> some View
  {
    modifier(
      AddGestureModifier(
        gesture: gesture, priority: .high, mask: .all, name: name, isEnabled: isEnabled))
  }

  /// Attaches a simultaneous gesture that is enabled only when `isEnabled` is true (iOS 18).
  public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
    modifier(
      AddGestureModifier(
        gesture: gesture, priority: .simultaneous, mask: .all, name: nil, isEnabled: isEnabled))
  }

  /// Attaches a named simultaneous gesture (iOS 18).
  public func simultaneousGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true)
    -> some View
  {
    modifier(
      AddGestureModifier(
        gesture: gesture, priority: .simultaneous, mask: .all, name: name, isEnabled: isEnabled))
  }

  /// Adds an action to perform when this view recognizes a tap gesture of `count` taps.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    gesture(TapGesture(count: count).onEnded { action() })
  }

  /// Adds an action to perform with the tap's location, in `coordinateSpace`, when this view
  /// recognizes a tap gesture of `count` taps.
  public func onTapGesture(
    count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
    perform action: @escaping (CGPoint) -> Void
  ) -> some View {
    gesture(
      SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded {
        action($0.location)
      })
  }

  /// Adds an action to perform with the tap's location, in `coordinateSpace`, when this view
  /// recognizes a tap gesture of `count` taps (the form deprecated in iOS 17, taking a
  /// `CoordinateSpace` value). Disfavored, so that `.local`, `.global` and `.named(_:)` pick the
  /// current form.
  @_disfavoredOverload
  @available(
    *, deprecated,
    message: "use onTapGesture(count:coordinateSpace:perform:) with a CoordinateSpaceProtocol"
  )
  public func onTapGesture(
    count: Int = 1, coordinateSpace: CoordinateSpace, perform action: @escaping (CGPoint) -> Void
  ) -> some View {
    gesture(
      SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded {
        action($0.location)
      })
  }

  /// Adds an action to perform when this view recognizes a long press, and one for the
  /// pressing state: `true` at touch-down, `false` when the press succeeds (before `action`),
  /// fails or is cancelled.
  public func onLongPressGesture(
    minimumDuration: Double = GestureThresholds.longPressGestureMinimumDuration,
    maximumDistance: CGFloat = GestureThresholds.longPressGestureMaximumDistance,
    perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    gesture(
      _PressingGesture(
        _gesture: LongPressGesture(
          minimumDuration: minimumDuration, maximumDistance: maximumDistance),
        pressingChanged: onPressingChanged
      ).onEnded { _ in action() })
  }

  /// Adds an action to perform when this view recognizes a long press, and one for the
  /// pressing state (the form deprecated in iOS 17).
  ///
  /// Disfavored, so that the forms both overloads accept (`.onLongPressGesture { … }`,
  /// `.onLongPressGesture(minimumDuration: 0.8) { … }`, `perform:` alone) pick the current
  /// `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`, as they do
  /// with SwiftUI: without it they are ambiguous.
  @_disfavoredOverload
  @available(
    *, deprecated,
    renamed: "onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)"
  )
  public func onLongPressGesture(
    minimumDuration: Double = GestureThresholds.longPressGestureMinimumDuration,
    maximumDistance: CGFloat = GestureThresholds.longPressGestureMaximumDistance,
    pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void
  ) -> some View {
    onLongPressGesture(
      minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
      onPressingChanged: pressing)
  }
}
