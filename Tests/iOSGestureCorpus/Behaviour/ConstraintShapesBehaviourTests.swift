import GestureKit
import GestureScripts
import Testing

@MainActor
@Suite("iOS gesture corpus: a card laid out and animated with Auto Layout")
struct ConstraintCardBehaviourTests {
  @Test("Constraints size the card; a short drag springs back, a long one throws it off")
  func dragAndSnap() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let deck = ConstraintCardView(frame: simulation.window.bounds)
    simulation.window.addSubview(deck)
    simulation.window.layoutIfNeeded()
    // Width: the margins guide (390 − 2 × 8) less 16 caps the preferred 360 at 358.
    let card = deck.card
    #expect(card.frame.minX == 16 && card.frame.width == 358)
    #expect(abs(card.frame.height - 214.8) < 1e-9 && abs(card.frame.midY - 422) < 1e-9)

    simulation.run(
      TouchScript {
        dragWithoutLifting(
          1, from: point(195, 422), to: point(255, 422), duration: .milliseconds(160), steps: 8)
      }, settle: false)
    simulation.window.layoutIfNeeded()
    let dragged = card.frame.minX
    #expect(dragged > 16 && dragged <= 76)
    simulation.run(TouchScript(startingAt: simulation.now) { up(1) }, settle: false)
    let release = simulation.now
    #expect(card.frame.minX == 16 && deck.dismissedDirection == 0)
    simulation.advance(to: release + 0.15)
    #expect(card.presentationFrame.minX > 16 && card.presentationFrame.minX < dragged)
    simulation.advance(to: release + 0.3)
    #expect(card.presentationFrame.minX == 16)

    simulation.run(
      TouchScript(startingAt: 1) {
        drag(1, from: point(195, 422), to: point(345, 422), duration: .milliseconds(160), steps: 8)
      })
    #expect(deck.dismissedDirection == 1 && card.frame.minX == 16 + 390)
  }
}
