import GestureKit

@testable import GestureUI

/// A record of callbacks, in order, as tests compare them whole.
final class CallbackLog {
  private(set) var lines: [String] = []

  func add(_ line: String) { lines.append(line) }

  /// Returns the lines so far and starts a new record.
  func take() -> [String] {
    defer { lines.removeAll() }
    return lines
  }
}

/// A window with a `parent` view filling it and a 200 × 200 `child` at (100, 100) inside it,
/// for attaching SwiftUI gestures to plain views.
struct Board {
  let simulation = Simulation(windowSize: CGSize(width: 400, height: 400))
  let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
  let child = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
  let log = CallbackLog()

  init() {
    parent.accessibilityIdentifier = "parent"
    child.accessibilityIdentifier = "child"
    simulation.window.addSubview(parent)
    parent.addSubview(child)
  }

  /// Attaches `gesture` to `view` and returns the attachment.
  @discardableResult
  func attach<G: Gesture>(
    _ gesture: G, to view: UIView, priority: GesturePriority = .normal, mask: GestureMask = .all,
    name: String? = nil, isEnabled: Bool = true
  ) -> GestureAttachment {
    let attachment = GestureAttachment(
      gesture, priority: priority, mask: mask, name: name, isEnabled: isEnabled)
    attachment.install(on: view)
    return attachment
  }

  /// Runs a touch script and returns the transcript lines it produced.
  @discardableResult
  func run(@TouchScriptBuilder _ steps: () -> [TouchScript.Step]) -> [String] {
    let start = simulation.now
    let script = TouchScript(startingAt: start == 0 ? 0 : start + 1, steps)
    return simulation.run(script).map(\.description)
  }
}

func pt(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

/// A number as the logs print it: one decimal.
func f(_ value: CGFloat) -> String {
  // -0.0 prints as 0.0.
  String(format: "%.1f", abs(value) < 0.05 ? 0 : Double(value))
}

/// A point as the logs print it.
func f(_ point: CGPoint) -> String { "(\(f(point.x)), \(f(point.y)))" }

/// A size as the logs print it.
func f(_ size: CGSize) -> String { "(\(f(size.width)), \(f(size.height)))" }
