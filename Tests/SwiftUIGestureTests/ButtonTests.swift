import GestureKit
import GestureScripts
import Testing

@testable import GestureUI

/// A style that shrinks and fades a pressed button, as many apps write one.
struct ScaleButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding(8)
      .scaleEffect(configuration.isPressed ? 0.95 : 1)
      .opacity(configuration.isPressed ? 0.8 : 1)
  }
}

/// A counter with a styled Add button, a destructive icon button and a disabled one.
struct CounterPanel: View {
  let log: (String) -> Void
  @State private var count = 0

  var body: some View {
    VStack(spacing: 20) {
      Text("\(count)")
      Button("Add") {
        count += 1
        log("add \(count)")
      }
      .buttonStyle(ScaleButtonStyle())
      Button(role: .destructive) {
        count = 0
        log("reset")
      } label: {
        Image(systemName: "trash")
      }
      .buttonStyle(.plain)
      Button("Locked", systemImage: "lock") { log("locked") }
        .disabled(true)
    }
  }
}

@MainActor
@Suite("SwiftUI Button")
struct ButtonTests {
  @Test("A tap, or a long hold, lifted on the button runs its action once")
  func tapAndHold() {
    let log = Log()
    let host = SwiftUIHost(CounterPanel { log.add($0) })
    let add = host.frame(ofFirst: Button<Text>.self)
    // The label's text plus the style's 8-point padding on each side.
    #expect(add.size == CGSize(width: 3 * 8.5 + 16, height: 21 + 16))
    host.run { tap(at: CGPoint(x: add.midX, y: add.midY)) }
    #expect(log.take() == ["add 1"])
    host.run {
      down(1, at: CGPoint(x: add.midX, y: add.midY))
      wait(seconds: 2)
      up(1)
    }
    #expect(log.take() == ["add 2"] && host.state("count", of: CounterPanel.self) == 2)
    let trash = host.frame(ofFirst: Button<Image>.self, index: 1)
    host.run { tap(at: CGPoint(x: trash.midX, y: trash.midY)) }
    #expect(log.take() == ["reset"] && host.state("count", of: CounterPanel.self) == 0)
  }

  @Test(
    "The style sees the press while the finger is within 70 pt of the label; outside, no action")
  func pressedState() {
    let log = Log()
    let host = SwiftUIHost(CounterPanel { log.add($0) })
    let add = host.frame(ofFirst: Button<Text>.self)
    let center = CGPoint(x: add.midX, y: add.midY)
    func pressed() -> Bool? { host.state("isPressed", of: PressableButton.self) }
    #expect(pressed() == false)
    host.run(settle: false) { down(1, at: center) }
    #expect(pressed() == true)
    host.run(gap: 0.05, settle: false) { move(1, to: CGPoint(x: add.maxX + 69, y: center.y)) }
    #expect(pressed() == true)
    host.run(gap: 0.05, settle: false) { move(1, to: CGPoint(x: add.maxX + 71, y: center.y)) }
    #expect(pressed() == false)
    host.run(gap: 0.05) { up(1) }
    #expect(pressed() == false && log.take() == [])
    // Lifted 60 pt right of the label: still a press.
    host.run {
      drag(
        1, from: center, to: CGPoint(x: add.maxX + 60, y: center.y), duration: .milliseconds(200))
    }
    #expect(log.take() == ["add 1"])
  }

  @Test("A disabled button does nothing")
  func disabled() {
    let log = Log()
    let host = SwiftUIHost(CounterPanel { log.add($0) })
    let locked = host.frame(ofFirst: Button<GestureUI.Label<Text, Image>>.self, index: 2)
    #expect(locked.width > 0)
    host.run { tap(at: CGPoint(x: locked.midX, y: locked.midY)) }
    #expect(log.take() == [])
  }
}

@MainActor
private final class Log {
  private var entries: [String] = []
  func add(_ entry: String) { entries.append(entry) }
  func take() -> [String] {
    defer { entries = [] }
    return entries
  }
}
