import Foundation
import GestureKit
import GestureScripts
import Testing

// The seed example, verbatim apart from imports.
struct LongPressGesture: UIGestureRecognizerRepresentable {
  @Binding var pressLocation: CGPoint?
  func makeUIGestureRecognizer(context: Context) -> UILongPressGestureRecognizer {
    let recognizer = UILongPressGestureRecognizer()
    recognizer.minimumPressDuration = 0.5
    return recognizer
  }
  func handleUIGestureRecognizerAction(_ recognizer: UILongPressGestureRecognizer, context: Context)
  {
    switch recognizer.state {
    case .began: pressLocation = context.converter.localLocation
    case .ended, .cancelled: pressLocation = nil
    default: break
    }
  }
}

@Test("The seed example sets pressLocation at began and clears it at ended and cancelled")
func seedExampleRuns() {
  let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
  let board = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
  board.transform = CGAffineTransform(scaleX: 2, y: 2)
  let card = UIView(frame: CGRect(x: 145, y: 250, width: 100, height: 100))
  simulation.window.addSubview(board)
  board.addSubview(card)
  // board: window = (195, 400) + 2 (p − (195, 300)); card: board = p + (145, 250).
  var pressLocation: CGPoint?
  var history: [CGPoint?] = []
  card.gesture(
    LongPressGesture(
      pressLocation: Binding(
        get: { pressLocation },
        set: {
          pressLocation = $0
          history.append($0)
        })))

  simulation.run(
    TouchScript {
      down(1, at: CGPoint(x: 200, y: 410))
      wait(.milliseconds(400))
    }, settle: false)
  #expect(pressLocation == nil)
  simulation.advance(to: 0.5)
  #expect(pressLocation == CGPoint(x: 52.5, y: 55))
  simulation.run(TouchScript(startingAt: 0.7) { up(1) })
  #expect(pressLocation == nil)

  simulation.run(
    TouchScript(startingAt: 2) {
      down(1, at: CGPoint(x: 180, y: 390))
      wait(.milliseconds(600))
      cancel(1)
    })
  #expect(pressLocation == nil)
  #expect(history == [CGPoint(x: 52.5, y: 55), nil, CGPoint(x: 42.5, y: 45), nil])
}
