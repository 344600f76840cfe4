import Foundation
import GestureCore
import GestureUIKit

/// A thin line between views, as SwiftUI's `Divider` is: across the stack it is in, 1 point
/// thick (OUR CHOICE: SwiftUI draws one pixel), as long as it is offered; outside a stack,
/// horizontal. Hit like any drawn view.
public struct Divider: View {
  /// A divider.
  public init() {}

  /// A primitive: no body.
  public typealias Body = Never
}

extension Divider: PrimitiveView {
  func makeContent(in node: ViewNode) -> NodeContent {
    NodeContent(layout: DividerLayout())
  }
}

struct DividerLayout: ElementLayout, Equatable {
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    // In a row the line is vertical; elsewhere horizontal.
    let along: Axis = node.stackAxis == .horizontal ? .vertical : .horizontal
    return CGSize(along: along, proposal[along] ?? 0, across: 1)
  }

  func placeSubelements(in size: CGSize, node: ViewNode) {}

  func configure(_ view: NodeView, size: CGSize) {
    view.hitShape = .rectangle
  }
}

/// A progress indicator, as SwiftUI's `ProgressView` is. Without a value it is a 20 × 20
/// spinner; with one, a bar as wide as it is offered and 4 points tall, under its label if any
/// (OUR CHOICE: the sizes SwiftUI's default styles are seen to have). Nothing animates.
public struct ProgressView<Label: View>: View {
  let label: Label?
  let fraction: Double?

  /// Whether the view shows a determinate value.
  var isDeterminate: Bool { fraction != nil }

  public var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      if let label { label }
      if fraction != nil {
        Capsule().frame(height: 4)
      } else {
        Circle().frame(width: 20, height: 20)
      }
    }
  }
}

extension ProgressView where Label == EmptyView {
  /// An indeterminate spinner.
  public init() {
    label = nil
    fraction = nil
  }

  /// A bar showing `value` of `total` (default 1); `nil` shows a spinner.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    label = nil
    fraction = value.map { Double($0) / Double(total) }
  }
}

extension ProgressView where Label == Text {
  /// A spinner titled `title`.
  public init<S: StringProtocol>(_ title: S) {
    label = Text(title)
    fraction = nil
  }

  /// A bar titled `title` showing `value` of `total`.
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    label = Text(title)
    fraction = value.map { Double($0) / Double(total) }
  }
}

// MARK: Slider and Stepper

/// A control that picks a value in a range by dragging its thumb, as SwiftUI's `Slider` is:
/// backed by a `UISlider`, so its touch rules are that control's (a touch must land on the
/// thumb; see `UISlider`), as wide as it is offered and 34 points tall (OUR CHOICE). The
/// binding follows every change; `step` rounds the value to the nearest step from the range's
/// start [D: "the distance between each valid value"]; `onEditingChanged` gets true when the
/// thumb is grabbed and false when it is let go.
public struct Slider: View {
  let value: Binding<Double>
  let bounds: ClosedRange<Double>
  let step: Double?
  let onEditingChanged: (Bool) -> Void

  /// A slider bound to `value`, within `bounds` (default 0...1).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.step = nil
    self.onEditingChanged = onEditingChanged
  }

  /// A slider bound to `value`, within `bounds`, moving by `step`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.step = Double(step)
    self.onEditingChanged = onEditingChanged
  }

  public var body: some View {
    SliderHost(slider: self)
  }
}

/// The `UISlider` of a ``Slider``.
struct SliderHost: UIViewRepresentable {
  let slider: Slider

  final class Coordinator {
    var slider: Slider
    var isEditing = false
    init(slider: Slider) { self.slider = slider }
  }

  func makeCoordinator() -> Coordinator { Coordinator(slider: slider) }

  func makeUIView(context: Context) -> UISlider {
    let coordinator = context.coordinator
    let view = reportingValueChanges(of: UISlider(frame: .zero)) { view in
      let slider = coordinator.slider
      var value = Double(view.value)
      if let step = slider.step, step > 0 {
        value =
          slider.bounds.lowerBound + ((value - slider.bounds.lowerBound) / step).rounded() * step
      }
      if !coordinator.isEditing {
        coordinator.isEditing = true
        slider.onEditingChanged(true)
      }
      slider.value.wrappedValue = min(
        max(value, slider.bounds.lowerBound), slider.bounds.upperBound)
    }
    view.addAction(
      UIAction { _ in
        guard coordinator.isEditing else { return }
        coordinator.isEditing = false
        coordinator.slider.onEditingChanged(false)
      }, for: [.touchUpInside, .touchUpOutside, .touchCancel])
    return view
  }

  func updateUIView(_ view: UISlider, context: Context) {
    context.coordinator.slider = slider
    view.minimumValue = Float(slider.bounds.lowerBound)
    view.maximumValue = Float(slider.bounds.upperBound)
    if !view.isTracking { view.value = Float(slider.value.wrappedValue) }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UISlider, context: Context) -> CGSize? {
    CGSize(width: proposal.width ?? 100, height: 34)
  }
}

/// A control with − and + buttons, as SwiftUI's `Stepper` is: its label, then a `UIStepper`
/// at the trailing edge, whose taps (and auto-repeat) change the bound value by `step` within
/// `bounds`.
public struct Stepper<Label: View>: View {
  let value: Binding<Double>
  let bounds: ClosedRange<Double>?
  let step: Double
  let label: Label

  /// A stepper bound to `value`, within `bounds`, moving by `step` (default 1).
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label
  ) where V: BinaryInteger, V.Stride: BinaryInteger {
    self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.step = Double(step)
    self.label = label()
  }

  /// A stepper bound to `value`, unbounded, moving by `step` (default 1).
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label
  ) where V: BinaryInteger, V.Stride: BinaryInteger {
    self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
    self.bounds = nil
    self.step = Double(step)
    self.label = label()
  }

  public var body: some View {
    HStack {
      label
      Spacer()
      StepperHost(value: value, bounds: bounds, step: step)
    }
  }
}

extension Stepper where Label == Text {
  /// A stepper titled `title` bound to `value` within `bounds`.
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
  ) where V: BinaryInteger, V.Stride: BinaryInteger {
    self.init(value: value, in: bounds, step: step) { Text(title) }
  }

  /// A stepper titled `title` bound to `value`.
  public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1)
  where V: BinaryInteger, V.Stride: BinaryInteger {
    self.init(value: value, step: step) { Text(title) }
  }
}

/// The `UIStepper` of a ``Stepper``.
struct StepperHost: UIViewRepresentable {
  let value: Binding<Double>
  let bounds: ClosedRange<Double>?
  let step: Double

  final class Coordinator {
    var value: Binding<Double>
    init(value: Binding<Double>) { self.value = value }
  }

  func makeCoordinator() -> Coordinator { Coordinator(value: value) }

  func makeUIView(context: Context) -> UIStepper {
    let coordinator = context.coordinator
    return reportingValueChanges(of: UIStepper(frame: .zero)) { view in
      coordinator.value.wrappedValue = view.value
    }
  }

  func updateUIView(_ view: UIStepper, context: Context) {
    context.coordinator.value = value
    view.minimumValue = bounds?.lowerBound ?? -Double(Int32.max)
    view.maximumValue = bounds?.upperBound ?? Double(Int32.max)
    view.stepValue = step
    view.value = value.wrappedValue
  }
}

/// `control`, with `changed` run with it each time its value changes: how a hosted control
/// tells its coordinator about the user's changes. The action holds the control weakly, so that
/// the two do not keep each other alive.
@MainActor
func reportingValueChanges<Control: UIControl>(
  of control: Control, _ changed: @escaping @MainActor (Control) -> Void
) -> Control {
  control.addAction(
    UIAction { [weak control] _ in
      guard let control else { return }
      changed(control)
    }, for: .valueChanged)
  return control
}
