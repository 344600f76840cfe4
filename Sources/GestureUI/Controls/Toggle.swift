import Foundation
import GestureCore

/// A title with an icon, as SwiftUI's `Label` is: laid out as the icon then the title in a
/// row (SwiftUI's default label style; label styles are not declared).
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon

  /// A label from the views `title` and `icon` build.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public var body: some View {
    HStack {
      icon
      title
    }
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label with `title` and the SF Symbol `systemImage`.
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }

  /// A label with `title` and the image named `image`.
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }
}

/// A control that turns a setting on and off, as SwiftUI's `Toggle` is, in its iOS switch
/// style: the label, then the 51 × 31 point switch at the trailing edge.
///
/// A tap on the switch flips the `isOn` binding; a tap on the label does nothing (OUR CHOICE,
/// as SwiftUI's switch outside a `List` responds to its switch only, as far as we know; SwiftUI
/// documents neither), and dragging the knob is not simulated. `disabled(true)` turns the tap
/// off. Toggle styles change only looks and are not declared.
public struct Toggle<Label: View>: View {
  let isOn: Binding<Bool>
  let label: Label
  @Environment(\.isEnabled) private var isEnabled

  /// A toggle bound to `isOn`, labelled by the view `label` builds.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  public var body: some View {
    let binding = isOn
    return HStack {
      label
      Spacer()
      Capsule()
        .frame(width: 51, height: 31)
        .contentShape(Rectangle())
        .gesture(TapGesture().onEnded { binding.wrappedValue.toggle() }, isEnabled: isEnabled)
    }
  }
}

extension Toggle where Label == Text {
  /// A toggle bound to `isOn`, labelled with `title`.
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}
