import Foundation
import GestureKit
import GestureScripts
import Testing

// Every form iOS accepts for the built-in recognizers' initializers
// (Tests/AppleDeclarations/AppleDeclarations.json): NSObject's init(), init(target:action:) with
// nils, and the method references GestureKit takes for #selector, with and without the
// recognizer argument.

/// Records which of its handlers ran.
private final class Handlers {
  var log: [String] = []
  func handle(_ recognizer: UIGestureRecognizer) { log.append("handle \(type(of: recognizer))") }
  func handleTap(_ tap: UITapGestureRecognizer) { log.append("tap \(tap.numberOfTapsRequired)") }
  func fired() { log.append("fired") }
}

@Test("Each built-in recognizer takes init(), init(target: nil, action: nil) and method references")
func builtInInitializerForms() {
  let handlers = Handlers()
  let forms: [[UIGestureRecognizer]] = [
    [UITapGestureRecognizer(), UITapGestureRecognizer(target: nil, action: nil)],
    [UILongPressGestureRecognizer(), UILongPressGestureRecognizer(target: nil, action: nil)],
    [UIPanGestureRecognizer(), UIPanGestureRecognizer(target: nil, action: nil)],
    [UIPinchGestureRecognizer(), UIPinchGestureRecognizer(target: nil, action: nil)],
    [UIRotationGestureRecognizer(), UIRotationGestureRecognizer(target: nil, action: nil)],
    [UISwipeGestureRecognizer(), UISwipeGestureRecognizer(target: nil, action: nil)],
    [
      UIScreenEdgePanGestureRecognizer(),
      UIScreenEdgePanGestureRecognizer(target: nil, action: nil),
    ],
    [UIHoverGestureRecognizer(), UIHoverGestureRecognizer(target: nil, action: nil)],
    [
      UITapGestureRecognizer(target: handlers, action: Handlers.handle),
      UILongPressGestureRecognizer(target: handlers, action: Handlers.handle),
      UIPanGestureRecognizer(target: handlers, action: Handlers.fired),
      UIPinchGestureRecognizer(target: handlers, action: Handlers.handle),
      UIRotationGestureRecognizer(target: handlers, action: Handlers.fired),
      UISwipeGestureRecognizer(target: handlers, action: Handlers.handle),
      UIScreenEdgePanGestureRecognizer(target: handlers, action: Handlers.handle),
      UIHoverGestureRecognizer(target: handlers, action: Handlers.fired),
    ],
  ]
  #expect(forms.joined().allSatisfy { $0.state == .possible && $0.isEnabled && $0.view == nil })
  #expect(forms.joined().count == 24)
}

@Test("A tap made each way calls exactly the targets it was given, in the order they were added")
func tapInitializerFormsRun() {
  let simulation = Simulation(windowSize: CGSize(width: 200, height: 200))
  let handlers = Handlers()
  let plain = UITapGestureRecognizer()
  plain.addTarget(handlers, action: Handlers.fired)
  let nils = UITapGestureRecognizer(target: nil, action: nil)
  let typed = UITapGestureRecognizer(target: handlers, action: Handlers.handleTap)
  typed.addTarget(handlers, action: Handlers.handle)
  for (index, recognizer) in [plain, nils, typed].enumerated() {
    let view = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 60, width: 200, height: 50))
    view.addGestureRecognizer(recognizer)
    simulation.window.addSubview(view)
  }
  simulation.run(TouchScript { tap(at: CGPoint(x: 100, y: 25)) })
  #expect(handlers.log == ["fired"])
  simulation.run(TouchScript(startingAt: 1) { tap(at: CGPoint(x: 100, y: 85)) })
  #expect(handlers.log == ["fired"])
  #expect(nils.state == .possible)
  simulation.run(TouchScript(startingAt: 2) { tap(at: CGPoint(x: 100, y: 145)) })
  #expect(handlers.log == ["fired", "tap 1", "handle UITapGestureRecognizer"])
}
