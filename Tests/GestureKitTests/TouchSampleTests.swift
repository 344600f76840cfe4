import Foundation
import GestureKit
import GestureScripts
import Testing

/// Records what a view's `touchesMoved` reads from the event's coalesced and predicted touches.
private final class SampleReadingView: UIView {
  var coalesced: [[UITouch]?] = []
  var predicted: [[UITouch]?] = []
  var moved: [UITouch] = []
  var strangerCoalesced: [UITouch]? = []

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, let event else { return }
    moved.append(touch)
    coalesced.append(event.coalescedTouches(for: touch))
    predicted.append(event.predictedTouches(for: touch))
    strangerCoalesced = event.coalescedTouches(for: UITouch())
  }
}

@Suite("Touch samples and stylus properties")
struct TouchSampleTests {
  @Test("The coalesced touches of a touch are one copy of it that later events leave alone")
  func coalescedAndPredicted() throws {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let view = SampleReadingView(frame: simulation.window.bounds)
    simulation.window.addSubview(view)
    simulation.run(
      TouchScript {
        down(1, at: CGPoint(x: 10, y: 10), force: 0.2)
        wait(.milliseconds(16))
        move(1, to: CGPoint(x: 20, y: 10), force: 0.4)
        wait(.milliseconds(16))
        move(1, to: CGPoint(x: 30, y: 10), force: 0.6)
        wait(.milliseconds(16))
        up(1)
      })
    #expect(view.coalesced.count == 2)
    let first = try #require(view.coalesced[0])
    #expect(first.count == 1 && first[0] !== view.moved[0])
    #expect(first[0].location(in: view) == CGPoint(x: 20, y: 10))
    #expect(first[0].previousLocation(in: view) == CGPoint(x: 10, y: 10))
    #expect(first[0].force == 0.4 && first[0].maximumPossibleForce == 1)
    #expect(first[0].phase == .moved && first[0].identifier == 1 && first[0].view === view)
    #expect(view.moved[0].phase == .ended)
    #expect(view.predicted.allSatisfy { $0?.isEmpty == true })
    #expect(view.strangerCoalesced == nil)
  }

  @Test("Precise locations are the locations; a touch without tilt stands upright")
  func stylusProperties() {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let view = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
    simulation.window.addSubview(view)
    var readings: [(CGPoint, CGPoint, CGFloat, CGFloat)] = []
    final class Reader: UIGestureRecognizer {
      var onMove: (UITouch) -> Void = { _ in }
      override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        touches.forEach(onMove)
      }
    }
    let reader = Reader()
    reader.onMove = { touch in
      readings.append(
        (
          touch.preciseLocation(in: view), touch.precisePreviousLocation(in: view),
          touch.altitudeAngle, touch.azimuthAngle(in: view)
        ))
      #expect(touch.azimuthUnitVector(in: view) == CGVector(dx: 1, dy: 0))
    }
    view.addGestureRecognizer(reader)
    simulation.run(
      TouchScript(touchType: .pencil) {
        drag(
          1, from: CGPoint(x: 60, y: 60), to: CGPoint(x: 80, y: 60), duration: .milliseconds(32),
          steps: 2)
      })
    #expect(readings.count == 2)
    #expect(readings[1].0 == CGPoint(x: 30, y: 10) && readings[1].1 == CGPoint(x: 20, y: 10))
    #expect(readings.allSatisfy { $0.2 == .pi / 2 && $0.3 == 0 })
  }

  @Test("Insets move each edge; negative insets grow the rectangle; too much gives null")
  func edgeInsets() {
    let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
    #expect(
      rect.inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        == CGRect(x: 12, y: 21, width: 24, height: 36))
    #expect(
      rect.inset(by: UIEdgeInsets(top: -5, left: -5, bottom: -5, right: -5))
        == CGRect(x: 5, y: 15, width: 40, height: 50))
    #expect(rect.inset(by: .zero) == rect)
    #expect(rect.inset(by: UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)).isNull)
  }

  @Test("Feedback generators keep their style and can be fired without a haptic engine")
  func feedbackGenerators() {
    let impact = UIImpactFeedbackGenerator(style: .rigid)
    impact.prepare()
    impact.impactOccurred()
    impact.impactOccurred(intensity: 0.5)
    #expect(impact.style == .rigid && UIImpactFeedbackGenerator().style == .medium)
    UISelectionFeedbackGenerator().selectionChanged()
    UINotificationFeedbackGenerator().notificationOccurred(.success)
    #expect(UINotificationFeedbackGenerator.FeedbackType.error.rawValue == 2)
  }
}
