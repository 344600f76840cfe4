import GestureKit
import GestureScripts
import Testing

/// A settings section: a header label, a toggle, and a second toggle enabled by the first.
struct NotificationSettings: View {
  @State private var alerts = true
  @State private var sounds = false

  var body: some View {
    VStack(spacing: 12) {
      Label("Notifications", systemImage: "bell")
      Toggle("Alerts", isOn: $alerts)
      Toggle(isOn: $sounds) {
        Label("Sounds", systemImage: "speaker.wave.2")
      }
      .disabled(!alerts)
    }
    .padding()
  }
}

@MainActor
@Suite("SwiftUI Toggle and Label")
struct ToggleTests {
  @Test("A tap on a toggle's switch flips its binding; its label, or a disabled toggle, does not")
  func switchesFlip() {
    let host = SwiftUIHost(NotificationSettings())
    func alerts() -> Bool? { host.state("alerts", of: NotificationSettings.self) }
    func sounds() -> Bool? { host.state("sounds", of: NotificationSettings.self) }
    let alertsSwitch = host.frame(ofFirst: Capsule.self, index: 0)
    let soundsSwitch = host.frame(ofFirst: Capsule.self, index: 1)
    // The switches sit at the trailing edge, inside the 16-point padding.
    #expect(alertsSwitch.size == CGSize(width: 51, height: 31) && alertsSwitch.maxX == 374)
    #expect(soundsSwitch.minX == alertsSwitch.minX && soundsSwitch.minY > alertsSwitch.maxY)

    let title = host.frame(ofFirst: Text.self, index: 1)  // "Alerts"
    host.run { tap(at: CGPoint(x: title.midX, y: title.midY)) }
    #expect(alerts() == true)
    host.run { tap(at: CGPoint(x: soundsSwitch.midX, y: soundsSwitch.midY)) }
    #expect(sounds() == true)
    host.run { tap(at: CGPoint(x: alertsSwitch.midX, y: alertsSwitch.midY)) }
    #expect(alerts() == false)
    // Sounds is disabled now.
    host.run { tap(at: CGPoint(x: soundsSwitch.midX, y: soundsSwitch.midY)) }
    #expect(sounds() == true)
    host.run { tap(at: CGPoint(x: alertsSwitch.midX, y: alertsSwitch.midY)) }
    host.run { tap(at: CGPoint(x: soundsSwitch.midX, y: soundsSwitch.midY)) }
    #expect(alerts() == true && sounds() == false)
  }

  @Test("A label is its icon then its title in a row")
  func labelLayout() {
    let host = SwiftUIHost(Label("Notifications", systemImage: "bell"))
    let icon = host.frame(ofFirst: Image.self)
    let title = host.frame(ofFirst: Text.self)
    #expect(icon.maxX + 8 == title.minX && icon.midY == title.midY)
  }
}
