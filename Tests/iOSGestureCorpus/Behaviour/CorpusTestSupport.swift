import GestureKit

// Helpers shared by the corpus's behaviour tests.

func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

@MainActor
func simulationWithView(_ frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844))
  -> (Simulation, UIView)
{
  let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
  let view = UIView(frame: frame)
  simulation.window.addSubview(view)
  return (simulation, view)
}

@MainActor
final class StateLog {
  var states: [UIGestureRecognizer.State] = []
  func record(_ recognizer: UIGestureRecognizer) { states.append(recognizer.state) }
}
