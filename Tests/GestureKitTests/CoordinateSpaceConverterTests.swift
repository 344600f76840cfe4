import Foundation
import GestureKit
import GestureScripts
import Testing

/// A board at (100, 200, 200, 100) stretched 2× horizontally, named "board"; a card at
/// (50, 25, 100, 50) inside it, turned a quarter turn; a palette beside the board, named
/// "palette". Worked by hand:
///
///     board:  window = (200, 250) + (2x, y) of (p − (100, 50))
///     card:   board  = (100, 50) + (−y, x) of (p − (50, 25))
private func boardScene() -> (Simulation, board: UIView, card: UIView) {
  let simulation = Simulation(windowSize: CGSize(width: 400, height: 800))
  let board = UIView(frame: CGRect(x: 100, y: 200, width: 200, height: 100))
    .coordinateSpace(name: "board")
  board.transform = CGAffineTransform(scaleX: 2, y: 1)
  let card = UIView(frame: CGRect(x: 50, y: 25, width: 100, height: 50))
  card.transform = CGAffineTransform(rotationAngle: .pi / 2)
  let palette = UIView(frame: CGRect(x: 0, y: 600, width: 100, height: 100))
    .coordinateSpace(name: "palette")
  simulation.window.addSubview(board)
  simulation.window.addSubview(palette)
  board.addSubview(card)
  return (simulation, board, card)
}

/// Down at (220, 260), a move to (240, 270) 20 ms later, the lift 20 ms after that.
private let shortDrag = TouchScript {
  down(1, at: CGPoint(x: 220, y: 260))
  wait(.milliseconds(20))
  move(1, to: CGPoint(x: 240, y: 270))
  wait(.milliseconds(20))
  up(1)
}

@Test("Locations go through the full chain; translations and velocities through its linear part")
func converterAnswersInEverySpace() {
  let (simulation, _, card) = boardScene()
  let spaces: [CoordinateSpace] = [.local, .named("board"), .global]
  let host = card.gesture(ConverterProbe(spaces: spaces))
  simulation.run(shortDrag)

  let samples = host.coordinator.samples
  #expect(samples.map(\.state) == [.began, .ended])
  for sample in samples {
    // (240, 270) is (120, 70) on the board and (70, 5) on the card.
    expectClose(sample.locations[0], CGPoint(x: 70, y: 5))
    expectClose(sample.locations[1], CGPoint(x: 120, y: 70))
    expectClose(sample.locations[2], CGPoint(x: 240, y: 270))
    // The window translation (20, 10) is (10, 10) on the board, (10, −10) on the card.
    expectClose(sample.translations[0], CGPoint(x: 10, y: -10))
    expectClose(sample.translations[1], CGPoint(x: 10, y: 10))
    expectClose(sample.translations[2], CGPoint(x: 20, y: 10))
    // Over 20 ms: (1000, 500) in the window, (500, 500) on the board, (500, −500) on the card.
    expectClose(sample.velocities[0], CGPoint(x: 500, y: -500), tolerance: 1e-6)
    expectClose(sample.velocities[1], CGPoint(x: 500, y: 500), tolerance: 1e-6)
    expectClose(sample.velocities[2], CGPoint(x: 1000, y: 500), tolerance: 1e-6)
    #expect(sample.localLocation == sample.locations[0])
    #expect(sample.localTranslation == sample.translations[0])
    #expect(sample.localVelocity == sample.velocities[0])
  }
}

@Test("convert(globalPoint:to:) defaults to the local space")
func convertGlobalPointDefaultsToLocal() {
  let (simulation, _, card) = boardScene()
  let host = card.gesture(ConverterProbe(spaces: []))
  defer { withExtendedLifetime(simulation) {} }
  expectClose(host.converter.convert(globalPoint: CGPoint(x: 220, y: 260)), CGPoint(x: 60, y: 15))
  expectClose(
    host.converter.convert(globalPoint: CGPoint(x: 220, y: 260), to: .named("board")),
    CGPoint(x: 110, y: 60))
  #expect(
    host.converter.convert(globalPoint: CGPoint(x: 1, y: 2), to: .global) == CGPoint(x: 1, y: 2))
}

@Test(
  "A named space that is not the view's or an ancestor's resolves to the global space",
  arguments: ["palette", "nowhere"])
func unresolvedNamedSpaceIsGlobal(name: String) {
  let (simulation, _, card) = boardScene()
  let host = card.gesture(ConverterProbe(spaces: [.named(name), .global]))
  simulation.run(shortDrag)

  let samples = host.coordinator.samples
  #expect(samples.count == 2)
  for sample in samples {
    #expect(sample.locations[0] == sample.locations[1])
    #expect(sample.translations[0] == sample.translations[1])
    #expect(sample.velocities[0] == sample.velocities[1])
  }
}

@Test("The nearest view that declared a name wins, the attached view included")
func nearestNamedSpaceWins() {
  let (simulation, board, card) = boardScene()
  let outer = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)).coordinateSpace(
    name: "board")
  outer.transform = CGAffineTransform(scaleX: 4, y: 4)
  board.removeFromSuperview()
  simulation.window.addSubview(outer)
  outer.addSubview(board)
  #expect(card.nearestView(declaringCoordinateSpace: "board") === board)
  card.coordinateSpace(.named("board"))
  #expect(card.nearestView(declaringCoordinateSpace: "board") === card)
  #expect(card.nearestView(declaringCoordinateSpace: "absent") == nil)
}

@Test("Recognizers without translation or velocity give nil, not zero")
func recognizersWithoutVectorsGiveNil() {
  struct HoldProbe: UIGestureRecognizerRepresentable {
    let seen: Box<[String]>
    func makeUIGestureRecognizer(context: Context) -> ProbeHoldRecognizer { ProbeHoldRecognizer() }
    func handleUIGestureRecognizerAction(_ recognizer: ProbeHoldRecognizer, context: Context) {
      let converter = context.converter
      seen.value.append(
        "\(recognizer.state) \(describe(converter.localLocation)) "
          + "\(describe(converter.localTranslation)) \(describe(converter.localVelocity)) "
          + "\(describe(converter.translation(in: .global))) "
          + "\(describe(converter.velocity(in: .named("board"))))")
    }
  }
  let (simulation, _, card) = boardScene()
  let seen = Box<[String]>([])
  card.gesture(HoldProbe(seen: seen))
  simulation.run(
    TouchScript {
      down(1, at: CGPoint(x: 220, y: 260))
      wait(.milliseconds(600))
      up(1)
    })
  #expect(
    seen.value == ["began (60.0, 15.0) nil nil nil nil", "ended (60.0, 15.0) nil nil nil nil"])
}

@Test("Between event sequences the converter keeps the last location and has no vectors")
func converterBetweenSequences() {
  let (simulation, _, card) = boardScene()
  let host = card.gesture(ConverterProbe(spaces: []))
  expectClose(host.converter.location(in: .global), .zero)
  simulation.run(shortDrag)
  #expect(host.recognizer == nil)
  expectClose(host.converter.localLocation, CGPoint(x: 70, y: 5))
  #expect(host.converter.localTranslation == nil)
  #expect(host.converter.localVelocity == nil)
}

@Test("CoordinateSpace values resolve as SwiftUI's do")
func coordinateSpaceValues() {
  #expect(GlobalCoordinateSpace().coordinateSpace.isGlobal)
  #expect(LocalCoordinateSpace().coordinateSpace.isLocal)
  #expect(NamedCoordinateSpace.named("board").coordinateSpace == .named("board"))
  #expect(!CoordinateSpace.named("board").isGlobal)
  #expect(!CoordinateSpace.named("board").isLocal)
  #expect(CoordinateSpace.local.coordinateSpace == .local)
}
