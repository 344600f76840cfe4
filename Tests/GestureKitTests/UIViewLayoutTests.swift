import Foundation
import GestureKit
import GestureScripts
import Testing

/// Logs its layout passes and the moves it is told about.
private final class HookView: UIView {
  var log: [String] = []

  override func layoutSubviews() {
    super.layoutSubviews()
    log.append("layout \(Int(bounds.width))")
  }

  override func willMove(toSuperview newSuperview: UIView?) {
    log.append("willMove superview \(newSuperview == nil ? "nil" : "view")")
  }

  override func didMoveToSuperview() {
    log.append("didMoveToSuperview \(superview == nil ? "nil" : "view")")
  }

  override func willMove(toWindow newWindow: UIWindow?) {
    log.append("willMove window \(newWindow == nil ? "nil" : "window")")
  }

  override func didMoveToWindow() {
    log.append("didMoveToWindow \(window == nil ? "nil" : "window")")
  }
}

@Suite("UIView layout and move hooks")
struct UIViewLayoutTests {
  @Test("Views are laid out once before the next input, and again after a resize")
  func layoutPass() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let outer = HookView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let inner = HookView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    outer.addSubview(inner)
    simulation.window.addSubview(outer)
    outer.log.removeAll()
    inner.log.removeAll()
    simulation.run(TouchScript { tap(at: CGPoint(x: 10, y: 10)) })
    #expect(outer.log == ["layout 300"] && inner.log == ["layout 100"])

    // A new origin needs no layout; a new size does.
    outer.frame.origin.x = 5
    inner.bounds.size.width = 80
    simulation.run(TouchScript(startingAt: 1) { tap(at: CGPoint(x: 10, y: 10)) })
    #expect(outer.log == ["layout 300"] && inner.log == ["layout 100", "layout 80"])

    inner.setNeedsLayout()
    inner.layoutIfNeeded()
    inner.layoutIfNeeded()
    #expect(inner.log == ["layout 100", "layout 80", "layout 80"])
  }

  @Test("Adding to and removing from a window tells the whole subtree")
  func moveHooks() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let outer = HookView()
    let inner = HookView()
    outer.addSubview(inner)
    #expect(
      inner.log == ["willMove superview view", "didMoveToSuperview view"])
    inner.log.removeAll()
    simulation.window.addSubview(outer)
    #expect(
      outer.log == [
        "willMove superview view", "willMove window window", "didMoveToSuperview view",
        "didMoveToWindow window",
      ])
    #expect(inner.log == ["willMove window window", "didMoveToWindow window"])
    outer.log.removeAll()
    inner.log.removeAll()
    outer.removeFromSuperview()
    #expect(
      outer.log == [
        "willMove superview nil", "willMove window nil", "didMoveToSuperview nil",
        "didMoveToWindow nil",
      ])
    #expect(inner.log == ["willMove window nil", "didMoveToWindow nil"])
  }

  @Test("Reordering subviews calls no move hooks; below, above and exchange place them")
  func reorder() {
    let parent = UIView()
    let views = (0..<4).map { index -> HookView in
      let view = HookView()
      view.tag = index
      parent.addSubview(view)
      view.log.removeAll()
      return view
    }
    parent.bringSubviewToFront(views[0])
    #expect(parent.subviews.map(\.tag) == [1, 2, 3, 0])
    parent.insertSubview(views[0], belowSubview: views[2])
    #expect(parent.subviews.map(\.tag) == [1, 0, 2, 3])
    parent.insertSubview(views[1], aboveSubview: views[2])
    #expect(parent.subviews.map(\.tag) == [0, 2, 1, 3])
    parent.exchangeSubview(at: 0, withSubviewAt: 3)
    #expect(parent.subviews.map(\.tag) == [3, 2, 1, 0])
    #expect(views.allSatisfy { $0.log.isEmpty })
    let newcomer = HookView()
    newcomer.tag = 9
    parent.insertSubview(newcomer, aboveSubview: views[3])
    #expect(parent.subviews.map(\.tag) == [3, 9, 2, 1, 0])
    #expect(newcomer.log == ["willMove superview view", "didMoveToSuperview view"])
  }

  @Test("performWithoutAnimation runs its changes at once; the safe area is empty")
  func animationAndSafeArea() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    UIView.performWithoutAnimation { view.alpha = 0.5 }
    #expect(view.alpha == 0.5)
    #expect(view.safeAreaInsets == .zero && !view.clipsToBounds)
  }
}

@Suite("UIColor")
struct UIColorTests {
  @Test("Colors compare by components and hand them back through getRed")
  func components() {
    let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    #expect(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    #expect(red == 0.2 && green == 0.4 && blue == 0.6 && alpha == 1)
    #expect(color.withAlphaComponent(0.5) == UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
    #expect(UIColor(white: 1, alpha: 1) == .white && UIColor.white != .black)
    #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]).count == 1)
    let view = UIView()
    #expect(view.backgroundColor == nil)
    view.backgroundColor = .systemBlue
    #expect(view.backgroundColor == .systemBlue)
  }
}
