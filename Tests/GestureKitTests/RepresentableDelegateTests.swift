import Foundation
import GestureKit
import GestureScripts
import Testing

/// A drag whose coordinator is its recognizer's delegate: it lets the recognizer run together
/// with the one named `partner`, and counts the gestures that ended, across event sequences.
private struct CoordinatedDrag: UIGestureRecognizerRepresentable {
  let name: String
  let partner: String?

  final class Coordinator: UIGestureRecognizerDelegate {
    let partner: String?
    var endedGestures = 0
    var recognizers: [UIGestureRecognizer] = []

    init(partner: String?) {
      self.partner = partner
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      otherGestureRecognizer.name != nil && otherGestureRecognizer.name == partner
    }
  }

  func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator {
    Coordinator(partner: partner)
  }

  func makeUIGestureRecognizer(context: Context) -> ProbeDragRecognizer {
    let recognizer = ProbeDragRecognizer()
    recognizer.name = name
    recognizer.delegate = context.coordinator
    context.coordinator.recognizers.append(recognizer)
    return recognizer
  }

  func handleUIGestureRecognizerAction(_ recognizer: ProbeDragRecognizer, context: Context) {
    if recognizer.state == .ended { context.coordinator.endedGestures += 1 }
  }
}

/// Runs two drags on a piece at (100, 100) inside a full-window board, each with its own
/// representable, and returns the transcript and both hosts.
private func runTwoDrags(piecePartner: String?) -> (
  transcript: [String],
  piece: UIGestureRecognizerRepresentableHost<CoordinatedDrag>,
  board: UIGestureRecognizerRepresentableHost<CoordinatedDrag>
) {
  let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
  let board = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  board.accessibilityIdentifier = "board"
  let piece = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
  piece.accessibilityIdentifier = "piece"
  simulation.window.addSubview(board)
  board.addSubview(piece)
  let boardHost = board.gesture(CoordinatedDrag(name: "boardDrag", partner: nil))
  let pieceHost = piece.gesture(CoordinatedDrag(name: "pieceDrag", partner: piecePartner))

  simulation.run(
    TouchScript {
      down(1, at: CGPoint(x: 150, y: 150))
      wait(.milliseconds(16))
      move(1, to: CGPoint(x: 160, y: 150))
      wait(.milliseconds(16))
      move(1, to: CGPoint(x: 170, y: 150))
      wait(.milliseconds(16))
      up(1)
    })
  simulation.run(
    TouchScript(startingAt: 1) {
      down(1, at: CGPoint(x: 150, y: 160))
      wait(.milliseconds(16))
      move(1, to: CGPoint(x: 150, y: 170))
      wait(.milliseconds(16))
      up(1)
    })
  return (simulation.transcript.map(\.description), pieceHost, boardHost)
}

@Test("A coordinator acting as delegate lets two representables recognize together, twice")
func coordinatorDelegateAllowsSimultaneousRecognition() {
  let (transcript, piece, board) = runTwoDrags(piecePartner: "boardDrag")

  #expect(
    transcript == [
      "+0.016s  pieceDrag  piece  possible → began  (60.0, 50.0)",
      "+0.016s  boardDrag  board  possible → began  (160.0, 150.0)",
      "+0.032s  pieceDrag  piece  began → changed  (70.0, 50.0)",
      "+0.032s  boardDrag  board  began → changed  (170.0, 150.0)",
      "+0.048s  pieceDrag  piece  changed → ended  (70.0, 50.0)",
      "+0.048s  boardDrag  board  changed → ended  (170.0, 150.0)",
      "+1.016s  pieceDrag  piece  possible → began  (50.0, 70.0)",
      "+1.016s  boardDrag  board  possible → began  (150.0, 170.0)",
      "+1.032s  pieceDrag  piece  began → ended  (50.0, 70.0)",
      "+1.032s  boardDrag  board  began → ended  (150.0, 170.0)",
    ])
  // One coordinator per attachment kept its count across two recognizers.
  #expect(piece.coordinator.endedGestures == 2)
  #expect(board.coordinator.endedGestures == 2)
  #expect(piece.coordinator.recognizers.count == 2)
  #expect(piece.coordinator.recognizers[0] !== piece.coordinator.recognizers[1])
  #expect(piece.coordinator.recognizers.allSatisfy { $0.delegate === piece.coordinator })
}

@Test("Without the coordinator's answer the inner representable excludes the outer one")
func withoutDelegateAnswerOneRepresentableWins() {
  let (transcript, piece, board) = runTwoDrags(piecePartner: nil)

  #expect(
    transcript == [
      "+0.016s  pieceDrag  piece  possible → began  (60.0, 50.0)",
      "+0.016s  boardDrag  board  possible → failed  (160.0, 150.0)",
      "+0.032s  pieceDrag  piece  began → changed  (70.0, 50.0)",
      "+0.048s  pieceDrag  piece  changed → ended  (70.0, 50.0)",
      "+1.016s  pieceDrag  piece  possible → began  (50.0, 70.0)",
      "+1.016s  boardDrag  board  possible → failed  (150.0, 170.0)",
      "+1.032s  pieceDrag  piece  began → ended  (50.0, 70.0)",
    ])
  #expect(piece.coordinator.endedGestures == 2)
  #expect(board.coordinator.endedGestures == 0)
}
