import GestureKit
import GestureScripts
import Testing

// Swipes through the corpus's card deck the way its dating app is used: a hesitant drag that
// springs back, a decisive drag right, a quick flick left, and the buttons for the rest.

@MainActor
@Suite("iOS gesture corpus: a swipeable card deck")
struct SwipeCardDeckBehaviourTests {
  /// A 390 × 600 deck of five cards in a window of that size; the threshold is 156 pt.
  private func scene() -> (Simulation, SwipeCardDeckView) {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 600))
    let deck = SwipeCardDeckView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 600), titles: ["A", "B", "C", "D", "E"])
    simulation.window.addSubview(deck)
    return (simulation, deck)
  }

  private func titles(_ deck: SwipeCardDeckView) -> [String] {
    deck.cards.map { $0.titleLabel.text ?? "" }
  }

  @Test("Three cards are stacked, the top one alone taking touches")
  func stack() {
    let (_, deck) = scene()
    #expect(titles(deck) == ["A", "B", "C"])
    #expect(deck.subviews == deck.cards.reversed())  // the top card is the front subview
    #expect(deck.cards.map(\.isUserInteractionEnabled) == [true, false, false])
    #expect(
      deck.cards[1].transform == CGAffineTransform(a: 0.95, b: 0, c: 0, d: 0.95, tx: 0, ty: 10))
  }

  @Test("A short drag tilts the card and shows the badge, then springs back on release")
  func springBack() {
    let (simulation, deck) = scene()
    let top = deck.cards[0]
    simulation.run(
      TouchScript {
        dragWithoutLifting(
          1, from: point(100, 300), to: point(160, 300), duration: .milliseconds(300))
      }, settle: false)
    // 60 pt moved, less the pan's 10 pt hysteresis.
    let expected = CGAffineTransform(translationX: 50, y: 0).rotated(by: 50.0 / 390 * .pi / 8)
    #expect(top.transform == expected)
    #expect(top.likeBadge.alpha == 50.0 / 156 && top.nopeBadge.alpha == 0)
    simulation.run(TouchScript { up(1, at: point(160, 300)) })
    #expect(deck.springBacks == 1 && deck.swipes.isEmpty)
    #expect(top.transform == .identity && top.presentationTransform == .identity)
    #expect(top.likeBadge.alpha == 0 && titles(deck) == ["A", "B", "C"])
  }

  @Test("Past the threshold the card flies off right; a quick flick sends the next one left")
  func swipes() {
    let (simulation, deck) = scene()
    let first = deck.cards[0]
    simulation.run(
      TouchScript {
        drag(1, from: point(100, 300), to: point(300, 300), duration: .milliseconds(800))
      })
    #expect(deck.swipes.map(\.index) == [0] && deck.swipes.map(\.direction) == [.right])
    #expect(first.superview == nil && titles(deck) == ["B", "C", "D"])
    #expect(
      deck.cards.map(\.transform)
        == [0, 1, 2].map { position in
          let scale = 1 - CGFloat(position) * 0.05
          return CGAffineTransform(translationX: 0, y: CGFloat(position) * 10)
            .scaledBy(x: scale, y: scale)
        })
    #expect(deck.cards.map(\.isUserInteractionEnabled) == [true, false, false])

    // 70 pt of translation is under the threshold, but at 1600 pt/s it is a fling.
    simulation.run(
      TouchScript {
        drag(1, from: point(300, 300), to: point(220, 300), duration: .milliseconds(50), steps: 5)
      })
    #expect(deck.swipes.map(\.index) == [0, 1] && deck.swipes.map(\.direction) == [.right, .left])
    #expect(titles(deck) == ["C", "D", "E"] && deck.springBacks == 0)
  }

  @Test("The buttons swipe the rest of the deck until it is empty")
  func buttons() {
    let (simulation, deck) = scene()
    for direction in [.left, .right, .right, .left, .right] as [SwipeCardDeckView.Direction] {
      deck.swipeTopCard(direction)
      simulation.advance(by: 0.1)
    }
    deck.swipeTopCard(.left)  // nothing left to swipe
    simulation.settle()
    #expect(deck.swipes.map(\.index) == [0, 1, 2, 3, 4])
    #expect(deck.cards.isEmpty && deck.subviews.isEmpty)
  }
}
