import Foundation
import GestureKit
import Testing

// Environment values, observable objects in the environment, @Bindable, custom modifiers
// with state and custom dynamic properties (issue #20, item 2).

private struct ThemeKey: EnvironmentKey {
  static let defaultValue = "plain"
}

extension EnvironmentValues {
  fileprivate var theme: String {
    get { self[ThemeKey.self] }
    set { self[ThemeKey.self] = newValue }
  }
}

private struct ThemedLabel: View {
  @Environment(\.theme) private var theme
  var body: some View {
    Text(theme)
  }
}

private struct Unthemed: View {
  var body: some View {
    Text("fixed")
  }
}

private struct ThemeScreen: View {
  @State private var dark = false
  @State private var taps = 0

  var body: some View {
    VStack(spacing: 0) {
      HStack(spacing: 0) {
        Color.red.gesture(TapAction { dark.toggle() })
        Color.blue.gesture(TapAction { taps += 1 })
      }
      .frame(width: 100, height: 50)
      Text("\(taps)")
      ThemedLabel()
      Unthemed()
      ThemedLabel().environment(\.theme, "nested")
    }
    .environment(\.theme, dark ? "dark" : "light")
    .font(.title)
  }
}

@Observable
private final class Library {
  var books = ["Dune"]
  var visits = 0
}

private struct Shelf: View {
  @Environment(Library.self) private var library
  var body: some View {
    Text(library.books.joined(separator: ", "))
  }
}

private struct Editor: View {
  @Bindable var library: Library
  var body: some View {
    Stepper(value: $library.visits)
  }
}

/// A view that adds one to a binding when tapped.
private struct Stepper: View {
  @Binding var value: Int
  var body: some View {
    Color.green.frame(width: 40, height: 40).gesture(TapAction { value += 1 })
  }
}

private struct LibraryScreen: View {
  let library: Library
  var body: some View {
    VStack {
      Shelf()
      Editor(library: library)
    }
    .environment(library)
  }
}

/// A modifier with state of its own: it counts the taps on the content.
private struct TapCounting: ViewModifier {
  @State private var count = 0
  func body(content: Content) -> some View {
    content
      .overlay(alignment: .topLeading) { Text("\(count)") }
      .gesture(TapAction { count += 1 })
  }
}

/// A dynamic property made of state.
private struct Toggled: DynamicProperty {
  @State private var isOn = false
  var value: Bool { isOn }
  func toggle() { isOn.toggle() }
}

private struct Switch: View {
  private var toggled = Toggled()
  var body: some View {
    Color.orange.frame(width: toggled.value ? 80 : 40, height: 40)
      .gesture(TapAction { toggled.toggle() })
  }
}

@Suite("SwiftUI: environment, observable objects, bindings and modifiers")
struct EnvironmentAndModifierTests {
  @Test("@Environment reads the nearest value; a change runs only the bodies that read it")
  func environmentKeys() {
    let host = SwiftUIHost(ThemeScreen())
    // .font(.title): 28-point text, 14 points a character, 34-point lines.
    #expect(host.frame(ofFirst: ThemedLabel.self).size == CGSize(width: 5 * 14, height: 34))
    #expect(
      host.frame(ofFirst: ThemedLabel.self, index: 1).size == CGSize(width: 6 * 14, height: 34))
    host.tap(centerOf: Color.self, index: 1)  // taps: the environment is unchanged
    #expect(host.bodyCount(of: ThemedLabel.self) == 2)
    host.tap(centerOf: Color.self, index: 0)  // dark: the outer label's environment changed
    #expect(host.frame(ofFirst: ThemedLabel.self).size == CGSize(width: 4 * 14, height: 34))
    #expect(host.bodyCount(of: ThemedLabel.self) == 3)
    #expect(host.bodyCount(of: Unthemed.self) == 1)
    #expect(host.bodyCount(of: ThemeScreen.self) == 3)
  }

  @Test("An observable object in the environment, and @Bindable bindings to its properties")
  func observableEnvironmentAndBindable() {
    let library = Library()
    let host = SwiftUIHost(LibraryScreen(library: library))
    #expect(host.frame(ofFirst: Shelf.self).size == CGSize(width: 4 * 8.5, height: 21))
    library.books.append("Emma")
    host.update()
    #expect(host.frame(ofFirst: Shelf.self).size == CGSize(width: 10 * 8.5, height: 21))
    #expect(host.bodyCount(of: Shelf.self) == 2)
    host.tap(centerOf: Stepper.self)
    host.tap(centerOf: Stepper.self)
    #expect(library.visits == 2)
    // Nothing read `visits` in a body: no body ran for the taps.
    #expect(host.bodyCount(of: Shelf.self) == 2)
    #expect(host.bodyCount(of: Editor.self) == 1)
    #expect(host.bodyCount(of: LibraryScreen.self) == 1)
  }

  @Test("A custom modifier keeps its own state per identity")
  func modifierState() {
    let host = SwiftUIHost(
      VStack {
        Rectangle().frame(width: 60, height: 60).modifier(TapCounting())
        Circle().frame(width: 60, height: 60).modifier(TapCounting())
      })
    host.tap(centerOf: Rectangle.self)
    host.tap(centerOf: Rectangle.self)
    host.tap(centerOf: Circle.self)
    #expect(host.state("count", of: TapCounting.self, index: 0, as: Int.self) == 2)
    #expect(host.state("count", of: TapCounting.self, index: 1, as: Int.self) == 1)
    #expect(host.bodyCount(of: TapCounting.self) == 2 + 3)
  }

  @Test("A custom DynamicProperty's state is kept per view, and writes to it run the body")
  func customDynamicProperty() {
    let host = SwiftUIHost(Switch())
    #expect(host.frame(ofFirst: Color.self).size == CGSize(width: 40, height: 40))
    host.tap(centerOf: Color.self)
    #expect(host.frame(ofFirst: Color.self).size == CGSize(width: 80, height: 40))
    #expect(host.state("toggled._isOn", of: Switch.self, as: Bool.self) == true)
  }

  @Test("A new root view keeps the state of a root of the same type")
  func rootViewUpdates() {
    let host = SwiftUIHost(ThemeScreen())
    host.tap(centerOf: Color.self, index: 1)
    host.update(rootView: ThemeScreen())
    #expect(host.state("taps", of: ThemeScreen.self, as: Int.self) == 1)
    host.update(rootView: Unthemed())
    #expect(!host.contains(ThemeScreen.self))
    #expect(host.frame(ofFirst: Unthemed.self).size == CGSize(width: 5 * 8.5, height: 21))
  }
}

private final class EventLog {
  var events: [String] = []
}

private struct Lifecycle: View {
  let log: EventLog
  @State private var count = 0
  @State private var doubled = 0

  var body: some View {
    VStack {
      Color.red.frame(width: 50, height: 50).gesture(TapAction { count += 1 })
      if count < 2 {
        Text("child")
          .onAppear { log.events.append("appear") }
          .onDisappear { log.events.append("disappear") }
      }
      Text("\(doubled)")
    }
    .onChange(of: count) { old, new in
      log.events.append("count \(old) → \(new)")
      doubled = new * 2
    }
  }
}

@Suite("SwiftUI: onAppear, onDisappear and onChange")
struct LifecycleActionTests {
  @Test("Actions run after the update pass, and state they write is shown in the same pass")
  func actions() {
    let log = EventLog()
    let host = SwiftUIHost(Lifecycle(log: log))
    host.tap(centerOf: Color.self)
    #expect(host.state("doubled", of: Lifecycle.self, as: Int.self) == 2)
    host.tap(centerOf: Color.self)
    #expect(log.events == ["appear", "count 0 → 1", "count 1 → 2", "disappear"])
    #expect(host.frame(ofFirst: Text.self).size == CGSize(width: 8.5, height: 21))
    #expect(host.bodyCount(of: Lifecycle.self) == 5)
  }
}
