import Foundation
import GestureCore

extension SwiftUIHost {
  /// Whether a SwiftUI animation is running in the window's hosting views now.
  public var isAnimating: Bool {
    graphs(within: nil).contains { $0.animator.isRunning }
  }

  /// What touches hit while an animation moves a view, in the window's hosting views: where
  /// the view is drawn now (``AnimatedHitTesting/presentation``, the default) or where it
  /// will be when its animations end (``AnimatedHitTesting/model``).
  ///
  /// Apple does not document which; SwiftUI interpolates animated values in its view graph,
  /// which is also what it hit-tests, so the default is the presentation [INF]; set `.model`
  /// to test code that must also work if touches hit the destination.
  public var animatedHitTesting: AnimatedHitTesting {
    get { graphs(within: nil).first?.animator.hitTesting ?? .presentation }
    set {
      for graph in graphs(within: nil) {
        graph.animator.hitTesting = newValue
        _ = graph.animator.present()
      }
    }
  }

  /// The frame of the `index`-th view of `type` as it is drawn now, mid-animation, in `space`
  /// (`frame(ofFirst:index:within:in:)` gives the same under the default hit testing).
  public func presentedFrame(
    ofFirst type: Any.Type, index: Int = 0, within controller: UIViewController? = nil,
    in space: CoordinateSpace = .global
  ) -> CGRect {
    frame(ofFirst: type, index: index, within: controller, in: space, showing: .presentation)
  }

  /// The frame the `index`-th view of `type` has when every animation running now has
  /// ended: its model frame, in `space`.
  public func modelFrame(
    ofFirst type: Any.Type, index: Int = 0, within controller: UIViewController? = nil,
    in space: CoordinateSpace = .global
  ) -> CGRect {
    frame(ofFirst: type, index: index, within: controller, in: space, showing: .model)
  }

  private func frame(
    ofFirst type: Any.Type, index: Int, within controller: UIViewController?,
    in space: CoordinateSpace, showing mode: AnimatedHitTesting
  ) -> CGRect {
    showingAll(mode) { frame(ofFirst: type, index: index, within: controller, in: space) }
  }

  /// The opacity the `index`-th view of `type` is drawn with now: the product of its own and
  /// its containers' opacities, animated ones as they are now; 0 when there is no such view.
  public func presentedOpacity(
    ofFirst type: Any.Type, index: Int = 0, within controller: UIViewController? = nil
  ) -> Double {
    guard let node = findNode(matching: .type(type), index: index, within: controller) else {
      return 0
    }
    var elements: [ViewNode] = []
    node.appendElements(to: &elements)
    guard let first = elements.first?.nodeView else { return 0 }
    return showingAll(.presentation) {
      var opacity = 1.0
      var view: UIView? = first
      while let current = view {
        opacity *= Double(current.alpha)
        view = current.superview
      }
      return opacity
    }
  }

  private func showingAll<T>(_ mode: AnimatedHitTesting, _ body: () -> T) -> T {
    var run = body
    for graph in graphs(within: nil) {
      let inner = run
      run = { graph.animator.showing(mode, inner) }
    }
    return run()
  }
}
