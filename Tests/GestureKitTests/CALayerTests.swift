import Foundation
import GestureKit
import Testing

@MainActor
@Suite("CALayer geometry")
struct CALayerTests {
  @Test("A view's layer is its geometry: position, bounds, frame and transform move both")
  func layerIsTheViewsGeometry() {
    let view = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
    #expect(view.layer.position == CGPoint(x: 120, y: 150))
    #expect(view.layer.bounds == CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(view.layer.frame == view.frame)
    view.layer.position = CGPoint(x: 200, y: 200)
    #expect(view.center == CGPoint(x: 200, y: 200))
    #expect(view.frame == CGRect(x: 100, y: 150, width: 200, height: 100))
    view.layer.transform = CATransform3DMakeScale(2, 2, 1)
    #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2))
    #expect(view.frame == CGRect(x: 0, y: 100, width: 400, height: 200))
    view.transform = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(view.layer.affineTransform() == CGAffineTransform(rotationAngle: .pi / 2))
    // A flip with perspective keeps its depth on the layer; the view turns by the affine part.
    var flip = CATransform3DIdentity
    flip.m34 = -1 / 500
    flip = CATransform3DRotate(flip, .pi / 4, 0, 1, 0)
    view.layer.transform = flip
    #expect(view.layer.transform == flip)
    #expect(view.transform == flip.affinePart)
  }

  @Test("The anchor point is where the transform turns about, and hit-testing follows it")
  func anchorPointMovesHits() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let door = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 200))
    simulation.window.addSubview(door)
    door.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
    // The center is the position: the anchor moved, the position did not, so the frame did.
    #expect(door.frame == CGRect(x: 150, y: 100, width: 100, height: 200))
    door.layer.position = CGPoint(x: 100, y: 200)
    #expect(door.frame == CGRect(x: 100, y: 100, width: 100, height: 200))
    // Half a turn about the left edge swings the door to the left of the hinge.
    door.transform = CGAffineTransform(rotationAngle: .pi)
    let window = simulation.window
    #expect(window.hitTest(CGPoint(x: 150, y: 200), with: nil) === window)
    #expect(window.hitTest(CGPoint(x: 50, y: 200), with: nil) === door)
    let local = door.convert(CGPoint(x: 50, y: 200), from: window)
    #expect(abs(local.x - 50) < 1e-9 && abs(local.y - 100) < 1e-9)
    // Setting the frame keeps the anchor.
    door.transform = .identity
    door.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
    #expect(
      door.center == CGPoint(x: 0, y: 20) && door.bounds.size == CGSize(width: 80, height: 40))
  }

  @Test("Drawing properties are stored; shared ones are the view's; sublayers are plain objects")
  func storedProperties() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    view.layer.cornerRadius = 12
    view.layer.borderWidth = 2
    view.layer.borderColor = UIColor.red.cgColor
    view.layer.shadowOpacity = 0.3
    view.layer.masksToBounds = true
    view.layer.opacity = 0.5
    view.layer.backgroundColor = UIColor.blue.cgColor
    #expect(view.layer.cornerRadius == 12 && view.layer.borderColor == UIColor.red.cgColor)
    #expect(view.clipsToBounds && view.alpha == 0.5 && view.backgroundColor == UIColor.blue)
    let gradient = CAGradientLayer()
    gradient.frame = CGRect(x: 10, y: 10, width: 30, height: 20)
    gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    view.layer.addSublayer(gradient)
    #expect(gradient.position == CGPoint(x: 25, y: 20) && gradient.superlayer === view.layer)
    #expect(view.layer.sublayers?.count == 1)
    gradient.removeFromSuperlayer()
    #expect(view.layer.sublayers == nil)
  }
}
