import GestureKit
import GestureScripts
import Testing

// The bridging skill's examples (seeds: uikit-swiftui-bridging-skill.md), written for iOS with
// `import SwiftUI`; here with `import GestureKit` only, driven by touches through SwiftUIHost.

// Part 2b: the canonical long press with a location. Its representable, `LongPressGesture`,
// is declared as the seed writes it in RepresentableSeedExampleTests.swift; the view that holds
// the state is this one.
private struct ContentView: View {
  @State private var pressLocation: CGPoint?

  var body: some View {
    Rectangle()
      .gesture(LongPressGesture(pressLocation: $pressLocation))
  }
}

@Suite("Seed: the bridging skill's SwiftUI examples")
struct SeedBridgingSkillTests {
  @Test("Part 2b: a long press sets pressLocation in the rectangle's own space and clears it")
  func longPressSetsAndClearsPressLocation() {
    // A phone's safe area: the rectangle starts 47 points down, so its space is not the window's.
    let host = SwiftUIHost(
      ContentView(), safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(host.frame(ofFirst: Rectangle.self) == CGRect(x: 0, y: 47, width: 390, height: 763))
    #expect(host.state("pressLocation", of: ContentView.self, as: CGPoint?.self) == .some(nil))

    host.run(settle: false) { down(1, at: CGPoint(x: 100, y: 247)) }
    host.advance(by: 0.6)
    #expect(
      host.transcript.map(\.description) == [
        "+0.500s  longPress  ContentView/Rectangle  possible → began  (100.0, 200.0)"
      ])
    #expect(
      host.state("pressLocation", of: ContentView.self, as: CGPoint?.self)
        == CGPoint(x: 100, y: 200))
    // The body passes the binding on without reading the value, so it does not run again.
    #expect(host.bodyCount(of: ContentView.self) == 1)

    host.run(gap: 0) { up(1) }
    #expect(host.state("pressLocation", of: ContentView.self, as: CGPoint?.self) == .some(nil))
    #expect(host.bodyCount(of: ContentView.self) == 1)
  }
}
