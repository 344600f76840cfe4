import GestureKit
import GestureScripts
import Testing

@testable import GestureUI

/// A pushed screen with a draggable square and a Back button.
struct PhotoDetail: View {
  let name: String
  @State private var offset = CGSize.zero
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack(spacing: 20) {
      Rectangle()
        .frame(width: 200, height: 200)
        .offset(offset)
        .gesture(DragGesture().onChanged { offset = $0.translation })
      Button("Back") { dismiss() }
    }
    .navigationTitle(name)
  }
}

/// A stack whose root lists two links: one with its destination, one by value.
struct PhotoBrowser: View {
  var body: some View {
    NavigationStack {
      VStack(spacing: 30) {
        NavigationLink("Beach") { PhotoDetail(name: "Beach") }
        NavigationLink("Forest", value: "Forest")
      }
      .navigationTitle("Photos")
      .navigationDestination(for: String.self) { name in PhotoDetail(name: name) }
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) { EditButton() }
      }
    }
  }
}

/// A button that presents a sheet, and one that asks before deleting.
struct DraftsScreen: View {
  let log: CallbackLog
  @State private var composing = false
  @State private var confirming = false
  @State private var deleted = false

  var body: some View {
    VStack(spacing: 40) {
      Button("Compose") { composing = true }
        .sheet(isPresented: $composing, onDismiss: { log.add("sheet dismissed") }) {
          Composer()
        }
      Button("Delete all") { confirming = true }
        .alert("Delete all drafts?", isPresented: $confirming) {
          Button("Delete", role: .destructive) { deleted = true }
          Button("Cancel", role: .cancel) {}
        } message: {
          Text("This cannot be undone.")
        }
    }
  }
}

/// A sheet that closes itself.
struct Composer: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack {
      Text("New draft")
      Button("Done") { dismiss() }
    }
  }
}

@MainActor
func center(_ rect: CGRect) -> CGPoint { CGPoint(x: rect.midX, y: rect.midY) }

@MainActor
@Suite("SwiftUI navigation and presentation")
struct NavigationAndPresentationTests {
  @Test("Tapping a link pushes its destination, whose drag then works; dismiss pops")
  func linkPushesDestination() throws {
    let host = SwiftUIHost(PhotoBrowser())
    let root = try #require(host.simulation.window.rootViewController)
    let navigation = try #require(root.children.first as? UINavigationController)
    #expect((navigation.topViewController as? ScreenHostingController)?.navigationTitle == "Photos")
    host.run { tap(at: center(host.frame(ofFirst: NavigationLink<Text, PhotoDetail>.self))) }
    #expect(navigation.viewControllers.count == 2)
    let detail = try #require(navigation.topViewController as? ScreenHostingController)
    #expect(detail.navigationTitle == "Beach")
    let square = host.frame(ofFirst: Rectangle.self, within: detail)
    #expect(square.size == CGSize(width: 200, height: 200))
    host.run {
      drag(
        1, from: center(square), to: center(square).applying(.init(translationX: 40, y: 60)),
        duration: .milliseconds(200))
    }
    #expect(host.state("offset", of: PhotoDetail.self) == CGSize(width: 40, height: 60))
    host.run { tap(at: center(host.frame(ofFirst: Button<Text>.self, within: detail))) }
    #expect(navigation.viewControllers.count == 1)
  }

  @Test("A link with a value pushes the screen navigationDestination registered for its type")
  func valueLinkPushesRegisteredDestination() throws {
    let host = SwiftUIHost(PhotoBrowser())
    let navigation = try #require(
      host.simulation.window.rootViewController?.children.first as? UINavigationController)
    host.run { tap(at: center(host.frame(ofFirst: NavigationLink<Text, Never>.self, index: 1))) }
    #expect(navigation.viewControllers.count == 2)
    #expect((navigation.topViewController as? ScreenHostingController)?.navigationTitle == "Forest")
  }

  @Test("A button presents a sheet that takes the touches; its dismiss resets the binding")
  func sheetPresentedByButton() throws {
    let log = CallbackLog()
    let host = SwiftUIHost(DraftsScreen(log: log))
    let root = try #require(host.simulation.window.rootViewController)
    let compose = host.frame(ofFirst: Button<Text>.self)
    host.run { tap(at: center(compose)) }
    let sheet = try #require(root.presentedViewController as? ScreenHostingController)
    #expect(sheet.modalPresentationStyle == .pageSheet)
    #expect(host.state("composing", of: DraftsScreen.self) == true)
    // The sheet covers the window: a tap where the Compose button is does not reach it.
    host.run { tap(at: center(compose)) }
    #expect(root.presentedViewController === sheet)
    host.run { tap(at: center(host.frame(ofFirst: Button<Text>.self, within: sheet))) }
    #expect(root.presentedViewController == nil)
    #expect(host.state("composing", of: DraftsScreen.self) == false)
    #expect(log.take() == ["sheet dismissed"])
  }

  @Test("An alert's button runs its action and then dismisses the alert")
  func alertActionDismisses() throws {
    let host = SwiftUIHost(DraftsScreen(log: CallbackLog()))
    let root = try #require(host.simulation.window.rootViewController)
    host.run { tap(at: center(host.frame(ofFirst: Button<Text>.self, index: 1))) }
    let alert = try #require(root.presentedViewController)
    #expect(host.state("confirming", of: DraftsScreen.self) == true)
    host.run { tap(at: center(host.frame(ofFirst: Button<Text>.self, within: alert))) }
    #expect(root.presentedViewController == nil)
    #expect(host.state("confirming", of: DraftsScreen.self) == false)
    #expect(host.state("deleted", of: DraftsScreen.self) == true)
  }
}

/// A stack bound to a path of place names, with a deep link.
struct PlacesBrowser: View {
  @State private var path: [String] = []

  var body: some View {
    NavigationStack(path: $path) {
      VStack(spacing: 30) {
        NavigationLink("Forest", value: "Forest")
        Button("Deep link") { path = ["Beach", "Dunes"] }
      }
      .navigationDestination(for: String.self) { name in PhotoDetail(name: name) }
    }
  }
}

@MainActor
@Suite("SwiftUI navigation paths")
struct NavigationPathTests {
  @Test("A value link appends to the path; a dismiss pops and takes the value off")
  func linkAppendsAndDismissPops() throws {
    let host = SwiftUIHost(PlacesBrowser())
    let navigation = try #require(
      host.simulation.window.rootViewController?.children.first as? UINavigationController)
    host.run { tap(at: center(host.frame(ofFirst: NavigationLink<Text, Never>.self))) }
    #expect(host.state("path", of: PlacesBrowser.self) == ["Forest"])
    #expect(navigation.viewControllers.count == 2)
    let detail = try #require(navigation.topViewController)
    host.run { tap(at: center(host.frame(ofFirst: Button<Text>.self, within: detail))) }
    #expect(navigation.viewControllers.count == 1)
    #expect(host.state("path", of: PlacesBrowser.self) == [String]())
  }

  @Test("Setting the path pushes a screen for each value; a dismiss takes the last one off")
  func deepLink() throws {
    let host = SwiftUIHost(PlacesBrowser())
    let navigation = try #require(
      host.simulation.window.rootViewController?.children.first as? UINavigationController)
    // The link's own button comes first.
    host.run { tap(at: center(host.frame(ofFirst: Button<Text>.self, index: 1))) }
    #expect(navigation.viewControllers.count == 3)
    #expect((navigation.topViewController as? ScreenHostingController)?.navigationTitle == "Dunes")
    let top = try #require(navigation.topViewController)
    host.run { tap(at: center(host.frame(ofFirst: Button<Text>.self, within: top))) }
    #expect(host.state("path", of: PlacesBrowser.self) == ["Beach"])
    #expect((navigation.topViewController as? ScreenHostingController)?.navigationTitle == "Beach")
  }

  @Test("The navigation controller's edge swipe pops a pushed screen and its value")
  func edgeSwipePops() throws {
    let host = SwiftUIHost(PlacesBrowser())
    let navigation = try #require(
      host.simulation.window.rootViewController?.children.first as? UINavigationController)
    host.run { tap(at: center(host.frame(ofFirst: NavigationLink<Text, Never>.self))) }
    #expect(navigation.viewControllers.count == 2)
    host.run {
      drag(1, from: pt(4, 600), to: pt(300, 600), duration: .milliseconds(300), steps: 30)
    }
    host.advance(by: 1)
    #expect(navigation.viewControllers.count == 1)
    #expect(host.state("path", of: PlacesBrowser.self) == [String]())
  }
}
