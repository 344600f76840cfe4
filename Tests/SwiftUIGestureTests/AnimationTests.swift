import Foundation
import GestureKit
import GestureScripts
import Observation
import Testing

@testable import GestureUI

// SwiftUI's animations on the virtual clock: model values change at once, what is drawn and
// hit moves with the clock.

/// What the test changes, from outside the views.
@Observable final class AnimatedModel {
  var x: CGFloat = 0
  var width: CGFloat = 100
  var scale: CGFloat = 1
  var angle = 0.0
  var opacity = 1.0
  var shown = false
  var taps = 0
}

/// A 100 × 100 square at the top left of a 400 × 400 window, moved by the model.
struct ModelSquare: View {
  let model: AnimatedModel

  var body: some View {
    VStack(spacing: 0) {
      Color.red
        .frame(width: model.width, height: 100)
        .scaleEffect(model.scale, anchor: .topLeading)
        .rotationEffect(.radians(model.angle))
        .offset(x: model.x)
        .opacity(model.opacity)
        .onTapGesture { model.taps += 1 }
      Spacer()
    }
    .frame(maxWidth: .infinity, alignment: .leading)
  }
}

/// Samples `read` after each of `count` advances of 1/60 s, with the time since `start`.
@MainActor
private func samples<T>(
  _ host: SwiftUIHost, count: Int, from start: TimeInterval, _ read: () -> T
) -> [(t: Double, value: T)] {
  (0..<count).map { _ in
    host.advance(by: 1.0 / 60)
    return (host.now - start, read())
  }
}

@Test("withAnimation changes the model at once and moves the drawn offset with the clock")
func withAnimationMovesPresentationOnTheClock() {
  let model = AnimatedModel()
  let host = SwiftUIHost(ModelSquare(model: model), windowSize: CGSize(width: 400, height: 400))
  #expect(host.frame(ofFirst: Color.self).minX == 0)
  withAnimation(.linear(duration: 0.5)) { model.x = 200 }
  #expect(model.x == 200)
  host.update()
  let start = host.now
  #expect(host.isAnimating)
  #expect(host.presentedFrame(ofFirst: Color.self).minX == 0)
  #expect(host.modelFrame(ofFirst: Color.self).minX == 200)
  let drawn = samples(host, count: 36, from: start) {
    host.presentedFrame(ofFirst: Color.self).minX
  }
  expectClose(drawn.map { Double($0.value) }, drawn.map { 200 * min($0.t / 0.5, 1) })
  #expect(!host.isAnimating)
  #expect(host.frame(ofFirst: Color.self).minX == 200)
}

@Test("A change without animation jumps, and cancels the animation running")
func changeWithoutAnimationJumps() {
  let model = AnimatedModel()
  let host = SwiftUIHost(ModelSquare(model: model), windowSize: CGSize(width: 400, height: 400))
  withAnimation(.linear(duration: 1)) { model.x = 200 }
  host.update()
  host.advance(by: 0.25)
  #expect(abs(host.frame(ofFirst: Color.self).minX - 50) < 1e-9)
  model.x = 100
  host.update()
  #expect(host.frame(ofFirst: Color.self).minX == 100)
  #expect(!host.isAnimating)
}

@Test("Frame size, scale, rotation and opacity animate with the transaction's curve")
func geometricPropertiesAnimate() {
  let model = AnimatedModel()
  let host = SwiftUIHost(ModelSquare(model: model), windowSize: CGSize(width: 400, height: 400))
  withAnimation(.easeInOut(duration: 1)) {
    model.width = 200
    model.scale = 2
    model.opacity = 0.5
  }
  host.update()
  let start = host.now
  let curve = Animation.easeInOut(duration: 1)
  let drawn = samples(host, count: 10, from: start) {
    (host.presentedFrame(ofFirst: Color.self), host.presentedOpacity(ofFirst: Color.self))
  }
  let fractions = drawn.map { curve.fractionComplete(afterElapsed: $0.t) }
  // The frame is 100 + 100f wide, scaled by 1 + f about its top leading corner.
  expectClose(
    drawn.map { Double($0.value.0.width) }, fractions.map { (100 + 100 * $0) * (1 + $0) })
  expectClose(drawn.map { Double($0.value.0.height) }, fractions.map { 100 * (1 + $0) })
  expectClose(drawn.map { $0.value.1 }, fractions.map { 1 - 0.5 * $0 })
  // A rotation turns through the angles between: half way it is a quarter turn.
  host.advance(by: 1)
  withAnimation(.linear(duration: 1)) { model.angle = .pi }
  host.update()
  host.advance(by: 0.5)
  let quarter = host.presentedFrame(ofFirst: Color.self)
  #expect(abs(quarter.width - 200) < 1e-6)
  #expect(abs(quarter.height - 400) < 1e-6)
}

/// A card that follows the finger and springs back when let go, as apps write it.
struct FlingCard: View {
  @State private var offset = CGSize.zero
  @State private var taps = 0
  var spring: Animation = .spring()
  var following: Animation? = nil

  var body: some View {
    Color.blue
      .frame(width: 100, height: 100)
      .offset(offset)
      .onTapGesture { taps += 1 }
      .gesture(
        DragGesture()
          .onChanged { value in
            withAnimation(following) { offset = value.translation }
          }
          .onEnded { _ in
            withAnimation(spring) { offset = .zero }
          })
  }
}

@Test("A card let go after a drag springs back: offsets every 1/60 s follow the spring")
func flungCardSpringsBack() {
  let host = SwiftUIHost(FlingCard(), windowSize: CGSize(width: 400, height: 400))
  #expect(host.frame(ofFirst: Color.self) == CGRect(x: 150, y: 150, width: 100, height: 100))
  host.run {
    drag(
      1, from: CGPoint(x: 200, y: 200), to: CGPoint(x: 320, y: 200), duration: .milliseconds(200))
  }
  let start = host.now
  // The model is back at once; what is drawn is still where the finger left it.
  #expect(host.state("offset", of: FlingCard.self, as: CGSize.self) == .zero)
  #expect(host.frame(ofFirst: Color.self).minX == 270)
  let drawn = samples(host, count: 45, from: start) {
    Double(host.frame(ofFirst: Color.self).minX - 150)
  }
  // spring(): response 0.5, critically damped: x(t) = 120 (1 + ωt) e^(−ωt), ω = 4π.
  let omega = 4 * Double.pi
  let settle = Spring().settlingDuration
  expectClose(
    drawn.map(\.value),
    drawn.map { $0.t >= settle ? 0 : 120 * (1 + omega * $0.t) * exp(-omega * $0.t) })
}

@Test("A touch during the spring-back hits the card where it is drawn, not where it will rest")
func touchDuringAnimationHitsPresentation() {
  let host = SwiftUIHost(FlingCard(), windowSize: CGSize(width: 400, height: 400))
  host.run {
    drag(
      1, from: CGPoint(x: 200, y: 200), to: CGPoint(x: 320, y: 200), duration: .milliseconds(200))
  }
  host.advance(by: 0.1)
  // 120 (1 + 0.4π) e^(−0.4π) ≈ 77 points right of its resting place.
  let drawn = host.frame(ofFirst: Color.self)
  #expect(drawn.minX > 220 && drawn.minX < 240)
  host.run(gap: 0) { tap(at: CGPoint(x: 200, y: 200)) }
  #expect(host.state("taps", of: FlingCard.self, as: Int.self) == 0)
  host.run {
    drag(
      1, from: CGPoint(x: 200, y: 200), to: CGPoint(x: 320, y: 200), duration: .milliseconds(200))
  }
  host.advance(by: 0.1)
  host.run(gap: 0) { tap(at: CGPoint(x: host.frame(ofFirst: Color.self).midX, y: 200)) }
  #expect(host.state("taps", of: FlingCard.self, as: Int.self) == 1)
}

@Test("With animatedHitTesting = .model, touches hit where the animation will end")
func modelHitTestingOverride() {
  let host = SwiftUIHost(FlingCard(), windowSize: CGSize(width: 400, height: 400))
  host.animatedHitTesting = .model
  host.run {
    drag(
      1, from: CGPoint(x: 200, y: 200), to: CGPoint(x: 320, y: 200), duration: .milliseconds(200))
  }
  host.advance(by: 0.1)
  #expect(host.presentedFrame(ofFirst: Color.self).minX > 220)
  #expect(host.frame(ofFirst: Color.self).minX == 150)
  host.run(gap: 0) { tap(at: CGPoint(x: 300, y: 200)) }
  #expect(host.state("taps", of: FlingCard.self, as: Int.self) == 0)
  host.run(gap: 0) { tap(at: CGPoint(x: 200, y: 200)) }
  #expect(host.state("taps", of: FlingCard.self, as: Int.self) == 1)
}

@Test("A spring that takes over from a following spring keeps the card's velocity")
func retargetedSpringKeepsVelocity() {
  func releaseSpeed(following: Animation?) -> (before: Double, after: Double) {
    let host = SwiftUIHost(
      FlingCard(following: following), windowSize: CGSize(width: 400, height: 400))
    host.run(settle: false) {
      dragWithoutLifting(
        1, from: CGPoint(x: 200, y: 200), to: CGPoint(x: 320, y: 200),
        duration: .milliseconds(200))
    }
    let h = 1e-4
    let x0 = Double(host.presentedFrame(ofFirst: Color.self).minX)
    host.advance(by: h)
    let x1 = Double(host.presentedFrame(ofFirst: Color.self).minX)
    host.run(gap: 0) { up(1) }
    let x2 = Double(host.presentedFrame(ofFirst: Color.self).minX)
    host.advance(by: h)
    let x3 = Double(host.presentedFrame(ofFirst: Color.self).minX)
    return ((x1 - x0) / h, (x3 - x2) / h)
  }
  // Following the finger with an interactive spring, the card still moves right when let
  // go, and the spring back starts at that speed.
  let carried = releaseSpeed(following: .interactiveSpring)
  #expect(carried.before > 50)
  #expect(abs(carried.after - carried.before) < 0.02 * carried.before)
  // Without the following spring the card is at rest when let go: the spring starts from 0.
  let still = releaseSpeed(following: nil)
  #expect(still.before == 0)
  #expect(abs(still.after) < 20)
}

@Test("Two timing-curve animations of one value add up; a later spring replaces them")
func curvesAddAndSpringsReplace() {
  let model = AnimatedModel()
  let host = SwiftUIHost(ModelSquare(model: model), windowSize: CGSize(width: 400, height: 400))
  withAnimation(.linear(duration: 1)) { model.x = 100 }
  host.update()
  host.advance(by: 0.5)
  withAnimation(.linear(duration: 1)) { model.x = 300 }
  host.update()
  host.advance(by: 0.25)
  // The first still covers 0 → 100 (75 %), the second 100 → 300 (25 %).
  #expect(abs(host.frame(ofFirst: Color.self).minX - (75 + 200 * 0.25)) < 1e-9)
  host.advance(by: 1)
  #expect(host.frame(ofFirst: Color.self).minX == 300)
}

/// Two squares moved by the model: only the first has `animation(_:value:)`.
struct ImplicitSquares: View {
  let model: AnimatedModel
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Color.red.frame(width: 100, height: 100)
        .offset(x: model.x)
        .animation(.linear(duration: 1), value: model.x)
      Color.green.frame(width: 100, height: 100)
        .offset(x: model.x)
      Color.blue.frame(width: 100, height: 100)
        .offset(x: model.x)
        .transaction { $0.animation = nil }
      Spacer()
    }
    .frame(maxWidth: .infinity, alignment: .leading)
  }
}

@Test("animation(_:value:) animates only its view, only when its value changes")
func implicitAnimationIsScoped() {
  let model = AnimatedModel()
  let host = SwiftUIHost(ImplicitSquares(model: model), windowSize: CGSize(width: 400, height: 400))
  model.x = 100
  host.update()
  host.advance(by: 0.25)
  #expect(abs(host.frame(ofFirst: Color.self, index: 0).minX - 25) < 1e-9)
  #expect(host.frame(ofFirst: Color.self, index: 1).minX == 100)
  #expect(host.frame(ofFirst: Color.self, index: 2).minX == 100)
  // Inside withAnimation the implicit curve replaces the explicit one where it applies, and
  // transaction { $0.animation = nil } keeps its view from animating.
  host.advance(by: 1)
  withAnimation(.linear(duration: 0.5)) { model.x = 200 }
  host.update()
  host.advance(by: 0.25)
  #expect(abs(host.frame(ofFirst: Color.self, index: 0).minX - 125) < 1e-9)
  #expect(abs(host.frame(ofFirst: Color.self, index: 1).minX - 150) < 1e-9)
  #expect(host.frame(ofFirst: Color.self, index: 2).minX == 200)
}

@Test("disablesAnimations keeps the transaction's animation over the implicit ones")
func disablesAnimationsKeepsExplicitAnimation() {
  let model = AnimatedModel()
  let host = SwiftUIHost(ImplicitSquares(model: model), windowSize: CGSize(width: 400, height: 400))
  var transaction = Transaction(animation: .linear(duration: 0.5))
  transaction.disablesAnimations = true
  withTransaction(transaction) { model.x = 100 }
  host.update()
  host.advance(by: 0.25)
  #expect(abs(host.frame(ofFirst: Color.self, index: 0).minX - 50) < 1e-9)
  #expect(abs(host.frame(ofFirst: Color.self, index: 1).minX - 50) < 1e-9)
}

/// A square with the deprecated `animation(_:)`.
struct DeprecatedImplicitSquare: View {
  let model: AnimatedModel
  var body: some View {
    Color.red.frame(width: 100, height: 100)
      .offset(x: model.x)
      .animation(.linear(duration: 1))
  }
}

@Test("The deprecated animation(_:) animates every change of its view")
func deprecatedAnimationModifier() {
  let model = AnimatedModel()
  let host = SwiftUIHost(
    DeprecatedImplicitSquare(model: model), windowSize: CGSize(width: 400, height: 400))
  let rest = host.frame(ofFirst: Color.self).minX
  model.x = 100
  host.update()
  host.advance(by: 0.5)
  #expect(abs(host.frame(ofFirst: Color.self).minX - (rest + 50)) < 1e-9)
}

@Test("withAnimation's completion runs when its animations are logically complete or removed")
func completionCriteria() {
  let model = AnimatedModel()
  let host = SwiftUIHost(ModelSquare(model: model), windowSize: CGSize(width: 400, height: 400))
  var log: [String] = []
  withAnimation(.linear(duration: 0.5)) {
    model.x = 100
  } completion: {
    log.append("linear at \(host.now)")
  }
  host.update()
  let start = host.now
  host.advance(by: 0.49)
  #expect(log == [])
  host.advance(by: 0.02)
  #expect(log == ["linear at \(start + 0.5)"])
  // A spring is logically complete after its duration, removed once settled.
  withAnimation(.spring(duration: 0.4), completionCriteria: .logicallyComplete) {
    model.x = 0
  } completion: {
    log.append("logically complete")
  }
  withAnimation(.spring(duration: 0.4), completionCriteria: .removed) {
    model.width = 50
  } completion: {
    log.append("removed")
  }
  host.update()
  let settle = Spring(duration: 0.4).settlingDuration
  host.advance(by: 0.41)
  #expect(log.dropFirst() == ["logically complete"])
  host.advance(by: settle - 0.4)
  #expect(log.dropFirst() == ["logically complete", "removed"])
  // With nothing to animate, the completion runs at once.
  withAnimation(.default) {
  } completion: {
    log.append("nothing")
  }
  #expect(log.last == "nothing")
}

/// A square shown by the model with a transition.
struct TransitionSquare: View {
  let model: AnimatedModel
  let transition: AnyTransition

  var body: some View {
    ZStack(alignment: .topLeading) {
      Color.clear
      if model.shown {
        Color.red.frame(width: 100, height: 100)
          .onTapGesture { model.taps += 1 }
          .transition(transition)
      }
    }
  }
}

@Test("An opacity transition fades the view in, and out while it stays hit-testable")
func opacityTransition() {
  let model = AnimatedModel()
  let host = SwiftUIHost(
    TransitionSquare(model: model, transition: .opacity),
    windowSize: CGSize(width: 400, height: 400))
  withAnimation(.linear(duration: 1)) { model.shown = true }
  host.update()
  let start = host.now
  let fadeIn = samples(host, count: 4, from: start) {
    host.presentedOpacity(ofFirst: Color.self, index: 1)
  }
  expectClose(fadeIn.map(\.value), fadeIn.map { min($0.t, 1) })
  host.advance(by: 1)
  withAnimation(.linear(duration: 1)) { model.shown = false }
  host.update()
  host.advance(by: 0.5)
  #expect(abs(host.presentedOpacity(ofFirst: Color.self, index: 1) - 0.5) < 1e-9)
  host.run(gap: 0) { tap(at: CGPoint(x: 50, y: 50)) }
  #expect(model.taps == 1)
  host.advance(by: 0.6)
  #expect(!host.contains(Color.self, index: 1))
}

@Test(
  "move, slide, offset, scale, asymmetric and combined transitions place the view as they say",
  arguments: [
    (
      AnyTransition.move(edge: .leading), CGRect(x: -50, y: 0, width: 100, height: 100),
      CGRect(x: -50, y: 0, width: 100, height: 100)
    ),
    (
      .slide, CGRect(x: -50, y: 0, width: 100, height: 100),
      CGRect(x: 50, y: 0, width: 100, height: 100)
    ),
    (
      .offset(x: 0, y: 80), CGRect(x: 0, y: 40, width: 100, height: 100),
      CGRect(x: 0, y: 40, width: 100, height: 100)
    ),
    (
      .scale, CGRect(x: 25, y: 25, width: 50, height: 50),
      CGRect(x: 25, y: 25, width: 50, height: 50)
    ),
    (
      .asymmetric(insertion: .move(edge: .top), removal: .move(edge: .bottom)),
      CGRect(x: 0, y: -50, width: 100, height: 100), CGRect(x: 0, y: 50, width: 100, height: 100)
    ),
    (
      .move(edge: .trailing).combined(with: .scale(scale: 0.5, anchor: .topLeading)),
      CGRect(x: 50, y: 0, width: 75, height: 75), CGRect(x: 50, y: 0, width: 75, height: 75)
    ),
  ])
func transitionsHalfWay(transition: AnyTransition, inserting: CGRect, removing: CGRect) {
  let model = AnimatedModel()
  let host = SwiftUIHost(
    TransitionSquare(model: model, transition: transition),
    windowSize: CGSize(width: 400, height: 400))
  withAnimation(.linear(duration: 1)) { model.shown = true }
  host.update()
  host.advance(by: 0.5)
  let shown = host.presentedFrame(ofFirst: Color.self, index: 1)
  #expect(abs(shown.minX - inserting.minX) < 1e-9 && abs(shown.minY - inserting.minY) < 1e-9)
  #expect(abs(shown.width - inserting.width) < 1e-9 && abs(shown.height - inserting.height) < 1e-9)
  host.advance(by: 1)
  withAnimation(.linear(duration: 1)) { model.shown = false }
  host.update()
  host.advance(by: 0.5)
  let leaving = host.presentedFrame(ofFirst: Color.self, index: 1)
  #expect(abs(leaving.minX - removing.minX) < 1e-9 && abs(leaving.minY - removing.minY) < 1e-9)
  #expect(abs(leaving.width - removing.width) < 1e-9)
  host.advance(by: 0.6)
  #expect(!host.contains(Color.self, index: 1))
}

@Test("Without an animation a view with a transition appears and leaves at once")
func transitionWithoutAnimation() {
  let model = AnimatedModel()
  let host = SwiftUIHost(
    TransitionSquare(model: model, transition: .slide), windowSize: CGSize(width: 400, height: 400))
  model.shown = true
  host.update()
  #expect(host.frame(ofFirst: Color.self, index: 1) == CGRect(x: 0, y: 0, width: 100, height: 100))
  model.shown = false
  host.update()
  #expect(!host.contains(Color.self, index: 1))
  // A transition with its own animation runs without withAnimation.
  let pinned = SwiftUIHost(
    TransitionSquare(model: model, transition: .opacity.animation(.linear(duration: 1))),
    windowSize: CGSize(width: 400, height: 400))
  model.shown = true
  pinned.update()
  pinned.advance(by: 0.25)
  #expect(abs(pinned.presentedOpacity(ofFirst: Color.self, index: 1) - 0.25) < 1e-9)
}

/// The UIKit view a representable made.
final class MadeView {
  var view: UIView?
}

/// A representable that records the animation of each update it gets, and fades its view
/// with UIKit as the bridging seed does.
struct AnimationRecordingView: UIViewRepresentable {
  let model: AnimatedModel
  let log: CallbackLog
  let made: MadeView

  func makeUIView(context: Context) -> UIView {
    let view = UIView()
    made.view = view
    return view
  }

  func updateUIView(_ uiView: UIView, context: Context) {
    let visible = model.opacity > 0.5
    log.add("update \(context.transaction.animation.map(\.description) ?? "nil")")
    if context.transaction.animation != nil {
      UIView.animate(withDuration: 0.3) {
        uiView.alpha = visible ? 1 : 0
      }
    } else {
      uiView.alpha = visible ? 1 : 0
    }
  }
}

@Test("A representable's context carries the update's animation, which UIKit can follow")
func representableTransactionAnimation() {
  let model = AnimatedModel()
  let log = CallbackLog()
  let made = MadeView()
  let host = SwiftUIHost(
    AnimationRecordingView(model: model, log: log, made: made).frame(width: 100, height: 100),
    windowSize: CGSize(width: 400, height: 400))
  withAnimation(.easeIn) { model.opacity = 0 }
  host.update()
  #expect(made.view?.alpha == 0)
  host.advance(by: 0.15)
  #expect(abs((made.view?.presentationAlpha ?? 0) - 0.5) < 1e-9)
  host.advance(by: 0.2)
  model.opacity = 1
  host.update()
  #expect(made.view?.presentationAlpha == 1)
  #expect(log.take().dropFirst() == ["update easeIn", "update nil"])
}

@Test("UIView.animate with a SwiftUI animation runs UIKit's presentation on the same curve")
func uiViewAnimateWithSwiftUIAnimation() {
  let simulation = Simulation(windowSize: CGSize(width: 400, height: 400))
  let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  simulation.window.addSubview(view)
  var done: [TimeInterval] = []
  let animation = Animation.easeInOut(duration: 0.4)
  UIView.animate(animation) {
    view.center = CGPoint(x: 250, y: 50)
  } completion: {
    done.append(simulation.now)
  }
  #expect(view.center == CGPoint(x: 250, y: 50))
  let start = simulation.now
  var drawn: [Double] = []
  var expected: [Double] = []
  for _ in 0..<30 {
    simulation.advance(by: 1.0 / 60)
    drawn.append(Double(view.presentationCenter.x))
    expected.append(50 + 200 * animation.fractionComplete(afterElapsed: simulation.now - start))
  }
  expectClose(drawn, expected, within: 1e-6)
  #expect(done.count == 1)
}

/// A custom animatable view: its body runs with the value on screen.
struct GrowingBar: View, Animatable {
  var width: Double
  let log: (Double) -> Void

  var animatableData: Double {
    get { width }
    set { width = newValue }
  }

  var body: some View {
    let _ = log(width)
    Color.red.frame(width: width, height: 10)
  }
}

struct GrowingBarHost: View {
  let model: AnimatedModel
  let log: (Double) -> Void
  var body: some View {
    GrowingBar(width: model.x, log: log)
  }
}

@Test("A custom Animatable view's body runs at each frame with its animatableData on screen")
func customAnimatableData() {
  let model = AnimatedModel()
  model.x = 10
  var widths: [Double] = []
  let host = SwiftUIHost(
    GrowingBarHost(model: model, log: { widths.append($0) }),
    windowSize: CGSize(width: 400, height: 400))
  withAnimation(.linear(duration: 0.1)) { model.x = 70 }
  host.update()
  let start = host.now
  var times = [0.0]
  for _ in 0..<8 {
    host.advance(by: 1.0 / 60)
    times.append(host.now - start)
  }
  #expect(widths.first == 10)
  let animated = Array(widths.dropFirst())
  expectClose(Array(animated.prefix(7)), times.prefix(7).map { 10 + 60 * min($0 / 0.1, 1) })
  #expect(animated.last == 70)
  #expect(host.frame(ofFirst: Color.self).width == 70)
  #expect(!host.isAnimating)
}
