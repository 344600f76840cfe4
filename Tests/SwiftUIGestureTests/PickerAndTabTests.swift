import GestureKit
import GestureScripts
import Testing

@testable import GestureUI

enum Flavor: String, CaseIterable, Identifiable {
  case vanilla, chocolate, mint
  var id: Self { self }
}

/// A segmented picker over a ForEach (tags from the ids) and a menu picker with explicit tags.
struct FlavorPicker: View {
  @State private var flavor = Flavor.vanilla
  @State private var size = 1

  var body: some View {
    VStack(spacing: 20) {
      Picker("Flavor", selection: $flavor) {
        ForEach(Flavor.allCases) { flavor in
          Text(flavor.rawValue.capitalized)
        }
      }
      .pickerStyle(.segmented)
      Picker("Size", selection: $size) {
        Text("Small").tag(0)
        Text("Large").tag(1)
      }
    }
  }
}

/// Two tabs, each keeping its own counter, with a bar.
struct TabbedCounters: View {
  @State private var tab = "home"

  var body: some View {
    TabView(selection: $tab) {
      TapCounter()
        .tabItem { Label("Home", systemImage: "house") }
        .tag("home")
      TapCounter()
        .tabItem { Label("Settings", systemImage: "gear") }
        .tag("settings")
    }
  }
}

/// Onboarding pages swiped horizontally.
struct Onboarding: View {
  @State private var page = 0

  var body: some View {
    TabView(selection: $page) {
      ForEach(0..<3, id: \.self) { index in
        Color.gray.tag(index)
      }
    }
    .tabViewStyle(.page)
  }
}

@MainActor
@Suite("SwiftUI Picker and TabView")
struct PickerAndTabTests {
  @Test("A segmented picker is a UISegmentedControl: a tap on a segment selects its tag")
  func segmentedPicker() throws {
    let host = SwiftUIHost(FlavorPicker())
    let control = try #require(
      host.simulation.window.firstSubview(ofType: UISegmentedControl.self))
    #expect(control.numberOfSegments == 3)
    #expect(control.titleForSegment(at: 1) == "Chocolate")
    #expect(control.selectedSegmentIndex == 0)
    let frame = control.convert(control.bounds, to: nil)
    host.run { tap(at: CGPoint(x: frame.minX + frame.width * 5 / 6, y: frame.midY)) }
    #expect(host.state("flavor", of: FlavorPicker.self) == Flavor.mint)
    #expect(control.selectedSegmentIndex == 2)
  }

  @Test("A menu picker shows its label and the selected option's title and holds the selection")
  func menuPicker() {
    let host = SwiftUIHost(FlavorPicker())
    // "Size" at the leading edge, the selected "Large" (5 × 8.5 points) at the trailing one.
    #expect(host.frame(ofFirst: Text.self, index: 0).minX == 0)
    let selected = host.frame(ofFirst: Text.self, index: 1)
    #expect(selected.minX == 390 - 42.5 && selected.width == 42.5)
    #expect(host.state("size", of: FlavorPicker.self) == 1)
  }

  @Test("A tap on a tab's item shows its tab; each tab keeps its state")
  func tabBar() {
    let host = SwiftUIHost(TabbedCounters())
    // The bar: 49 points at the bottom, two items of 195.
    let settingsItem = CGPoint(x: 195 + 97.5, y: 844 - 24.5)
    let homeItem = CGPoint(x: 97.5, y: 844 - 24.5)
    let homeButton = host.frame(ofFirst: Button<Text>.self)
    host.run { tap(at: center(homeButton)) }
    #expect(host.state("count", of: TapCounter.self, index: 0) == 1)
    host.run { tap(at: settingsItem) }
    #expect(host.state("tab", of: TabbedCounters.self) == "settings")
    host.run { tap(at: center(homeButton)) }
    host.run { tap(at: center(homeButton)) }
    #expect(host.state("count", of: TapCounter.self, index: 0) == 1)
    #expect(host.state("count", of: TapCounter.self, index: 1) == 2)
    host.run { tap(at: homeItem) }
    #expect(host.state("tab", of: TabbedCounters.self) == "home")
  }

  @Test("A paged tab view pages by a swipe and its selection follows")
  func pagedTabs() throws {
    let host = SwiftUIHost(Onboarding())
    let scroller = try #require(scrollViews(in: host.simulation.window).first)
    #expect(scroller.isPagingEnabled)
    #expect(scroller.contentSize == CGSize(width: 3 * 390, height: 844))
    host.run { drag(1, from: pt(300, 400), to: pt(200, 400), duration: .milliseconds(100)) }
    // 1000 pt/s is a flick: the next page.
    #expect(scroller.contentOffset == CGPoint(x: 390, y: 0))
    #expect(host.state("page", of: Onboarding.self) == 1)
    host.run { drag(1, from: pt(100, 400), to: pt(200, 400), duration: .milliseconds(500)) }
    #expect(scroller.contentOffset == CGPoint(x: 390, y: 0))
    #expect(host.state("page", of: Onboarding.self) == 1)
  }
}

extension UIView {
  /// The first view of `type` below this one, depth first.
  func firstSubview<T: UIView>(ofType type: T.Type) -> T? {
    for subview in subviews {
      if let match = subview as? T { return match }
      if let match = subview.firstSubview(ofType: type) { return match }
    }
    return nil
  }
}
