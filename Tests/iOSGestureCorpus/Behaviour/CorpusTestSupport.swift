import GestureKit
import GestureScripts

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

/// One finger from the right of `center` a quarter turn clockwise (y points down) to below it,
/// `radius` out, in nine 16 ms steps, then lifting.
@MainActor
func quarterTurn(around center: CGPoint, radius: CGFloat) -> TouchScript {
  TouchScript {
    down(1, at: point(center.x + radius, center.y))
    for step in 1...9 {
      wait(.milliseconds(16))
      move(
        1,
        to: point(
          center.x + radius * cos(CGFloat(step) * .pi / 18),
          center.y + radius * sin(CGFloat(step) * .pi / 18)))
    }
    up(1)
  }
}

/// A 390 × 844 window with `controller` as its root, laid out.
@MainActor
func simulation(root controller: UIViewController) -> Simulation {
  let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
  simulation.window.rootViewController = controller
  simulation.window.layoutIfNeeded()
  return simulation
}
