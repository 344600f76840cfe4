import Foundation
import GestureKit
import GestureScripts
import Testing

/// A canvas with a 200 × 100 `photo` centred at (195, 400), turned a quarter turn clockwise and
/// scaled 2×, carrying `recognizer`.
private func rotatedScaledScene(_ recognizer: UIGestureRecognizer) -> (Simulation, UIView) {
  let (simulation, canvas) = canvasScene()
  let photo = UIView(frame: CGRect(x: 95, y: 350, width: 200, height: 100))
  photo.accessibilityIdentifier = "photo"
  photo.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2)
  canvas.addSubview(photo)
  photo.addGestureRecognizer(recognizer)
  return (simulation, photo)
}

@Test("A pan on a rotated, scaled view reports translation and velocity as vectors in that view")
func panOnRotatedScaledView() {
  let pan = UIPanGestureRecognizer()
  let (simulation, photo) = rotatedScaledScene(pan)
  let entries = simulation.run(
    TouchScript {
      dragWithoutLifting(
        1, from: pt(195, 400), to: pt(295, 400), duration: .milliseconds(100), steps: 10)
    }, settle: false)
  // 100 pt right on screen is 50 units toward the view's −y (its y axis points left on screen,
  // 2 pt per unit); the 10 pt hysteresis is 5 units of it.
  let last = entries.last!
  #expect(last.view == "photo")
  #expect(close(last.pair("translation")!, pt(0, -45), 1e-9))
  #expect(close(last.pair("velocity")!, pt(0, -500), 1e-6))
  #expect(close(pan.translation(in: nil), pt(90, 0), 1e-9))
  #expect(close(pan.velocity(in: nil), pt(1000, 0), 1e-6))
  // The vector conversion equals UIKit's: convert both end points, then subtract.
  let start = photo.convert(pt(195, 400), from: nil)
  let end = photo.convert(pt(1195, 400), from: nil)
  #expect(close(pan.velocity(in: photo), pt(end.x - start.x, end.y - start.y), 1e-6))
  // Points, by contrast, go through the whole chain: the window centre of the view is its
  // bounds centre.
  #expect(close(photo.convert(pt(195, 400), from: nil), pt(100, 50), 1e-9))
}

@Test("The per-axis hysteresis is measured along the view's own axes, in window points")
func panHysteresisInViewAxes() {
  let pan = UIPanGestureRecognizer()
  let photo = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
  photo.transform = CGAffineTransform(rotationAngle: .pi / 4)
  let (simulation, canvas) = canvasScene()
  canvas.addSubview(photo)
  photo.center = pt(195, 400)
  photo.addGestureRecognizer(pan)
  // (7, 7) on screen is 9.9 pt along the view's x axis: not enough; (7.1, 7.1) is 10.04.
  let short = simulation.run(
    TouchScript {
      down(1, at: pt(195, 400))
      wait(.milliseconds(10))
      move(1, to: pt(202, 407))
      wait(.milliseconds(10))
      up(1)
    })
  #expect(short.map(\.transition) == ["possible → failed"])
  let long = simulation.run(
    TouchScript(startingAt: 1) {
      down(1, at: pt(195, 400))
      wait(.milliseconds(10))
      move(1, to: pt(202.1, 407.1))
      wait(.milliseconds(10))
      up(1)
    })
  #expect(long.first?.transition == "possible → began")
  #expect(close(long.first!.pair("translation")!, pt(7.1 * 2.squareRoot() - 10, 0), 1e-9))
}

@Test("Translations convert into ancestors with only the linear part of the chain")
func panTranslationInAncestor() {
  let pan = UIPanGestureRecognizer()
  let (simulation, canvas) = canvasScene()
  let board = UIView(frame: CGRect(x: 20, y: 40, width: 300, height: 300))
  board.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
  canvas.addSubview(board)
  let tile = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
  board.addSubview(tile)
  tile.addGestureRecognizer(pan)
  simulation.run(
    TouchScript {
      dragWithoutLifting(
        1, from: pt(170, 190), to: pt(190, 170), duration: .milliseconds(20), steps: 2)
    }, settle: false)
  // The board halves everything: 20 window points are 40 board (and tile) points, and the
  // dead zone of 10 window points is 20 tile points on each axis.
  #expect(close(pan.translation(in: tile), pt(20, -20), 1e-9))
  #expect(close(pan.translation(in: board), pt(20, -20), 1e-9))
  #expect(close(pan.translation(in: canvas), pt(10, -10), 1e-9))
  #expect(close(pan.velocity(in: tile), pt(2000, -2000), 1e-6))
}

@Test("The least-squares estimator is exact on straight and curved paths and zero at rest")
func leastSquaresEstimator() {
  var estimator = LeastSquaresVelocityEstimator()
  #expect(estimator.velocity() == .zero)
  estimator.add(pt(0, 0), at: 1.000)
  estimator.add(pt(10, -5), at: 1.010)
  #expect(close(estimator.velocity(), pt(1000, -500), 1e-6))
  estimator.add(pt(20, -10), at: 1.020)
  #expect(close(estimator.velocity(at: 1.030), pt(1000, -500), 1e-6))
  #expect(estimator.velocity(at: 1.061) == .zero)

  // x = 5000 t² (t from 0): the slope at t = 0.05 s is 500 pt/s.
  estimator.reset()
  for step in 0...5 {
    let t = Double(step) * 0.01
    estimator.add(pt(CGFloat(5000 * t * t), 0), at: t)
  }
  #expect(close(estimator.velocity().x, 500, 1e-6))

  // A 50 ms gap ends the window: only the samples after it count.
  estimator.reset()
  estimator.add(pt(0, 0), at: 0)
  estimator.add(pt(1000, 0), at: 0.01)
  estimator.add(pt(1000, 0), at: 0.06)
  estimator.add(pt(1001, 0), at: 0.07)
  #expect(close(estimator.velocity().x, 100, 1e-6))
}
