import GestureKit
import GestureScripts
import Testing

// Drives the corpus's SwiftUI screens with touches, as their apps are used.

@MainActor
@Suite("iOS gesture corpus: SwiftUI screens")
struct SwiftUIScreenBehaviourTests {
  private func firstScrollView(in view: UIView) -> UIScrollView? {
    if let scroller = view as? UIScrollView { return scroller }
    for subview in view.subviews {
      if let found = firstScrollView(in: subview) { return found }
    }
    return nil
  }

  @Test("A vertical drag on a card scrolls the deck: the scroll view's 10 points come first")
  func verticalDragScrolls() throws {
    let host = SwiftUIHost(FlashcardDeckScreen())
    let scroller = try #require(firstScrollView(in: host.simulation.window))
    // 15 cards of 80 points, 12 apart.
    #expect(scroller.contentSize.height == CGFloat(15 * 80 + 14 * 12))
    let card = host.frame(ofFirst: FlashcardRow.self, index: 1)
    #expect(card == CGRect(x: 16, y: 92, width: 358, height: 80))
    // 5-point steps: the pan passes its 10 points a step before the card's drag its 20.
    host.run {
      drag(
        1, from: point(195, 500), to: point(195, 300), duration: .milliseconds(200), steps: 40)
    }
    #expect(scroller.contentOffset == point(0, 190))
    #expect(host.frame(ofFirst: FlashcardRow.self, index: 1).minY == CGFloat(92 - 190))
  }

  @Test("A sideways swipe past 120 points throws a card away; a shorter one puts it back")
  func swipeThrowsAway() {
    let host = SwiftUIHost(FlashcardDeckScreen())
    host.run { drag(1, from: point(200, 132), to: point(300, 132), duration: .milliseconds(200)) }
    #expect(host.frame(ofFirst: FlashcardRow.self, index: 1).minX == 16)
    host.run { drag(1, from: point(200, 132), to: point(360, 132), duration: .milliseconds(200)) }
    // The second card went; the third took its place.
    let cards = host.state("cards", of: FlashcardDeckScreen.self, as: [Flashcard].self)
    #expect(cards?.map(\.id) == [1] + Array(3...15))
  }

  @Test("A tap opens the editor in a sheet; typed text and Save update the card")
  func tapEditsInSheet() throws {
    let host = SwiftUIHost(FlashcardDeckScreen())
    host.run { tap(at: point(195, 40)) }
    let root = try #require(host.simulation.window.rootViewController)
    let sheet = try #require(root.presentedViewController)
    let front = host.frame(ofFirst: TextField<Text>.self, within: sheet)
    host.run { tap(at: point(front.midX, front.midY)) }
    host.type(" (noun)")
    let save = host.frame(ofFirst: Button<Text>.self, within: sheet)
    host.run { tap(at: point(save.midX, save.midY)) }
    #expect(root.presentedViewController == nil)
    let cards = host.state("cards", of: FlashcardDeckScreen.self, as: [Flashcard].self)
    #expect(cards?.first?.front == "Word 1 (noun)")
    #expect(host.state("editing", of: FlashcardDeckScreen.self, as: Flashcard?.self) == .some(nil))
  }
}
