import Foundation
import GestureKit
import GestureScripts
import Testing

@testable import TouchTraces

@Suite("Scenes")
@MainActor struct SceneTests {
  func scene(_ text: String) throws -> Scene {
    try Scene(bytes: Array(text.utf8), name: "test.scene.yml", registry: testRegistry)
  }

  let tapScript = TouchScript {
    down(1, at: CGPoint(x: 100, y: 200))
    wait(.milliseconds(80))
    up(1)
  }

  @Test("A scene builds views, transforms, properties and coordinate spaces")
  func buildsTree() throws {
    let scene = try scene(
      """
      window: {width: 400, height: 800}
      views:
        - name: canvas
          frame: [0, 0, 400, 800]
          coordinateSpace: canvasSpace
          recognizers:
            - {name: twoFinger, type: stillTap, numberOfTouchesRequired: 2, allowableMovement: 4.5, direction: [left, right], cancelsTouchesInView: false}
            - {name: probe, type: probe, mode: busy, maximumDuration: 1}
          subviews:
            - name: photo
              frame: [20, 100, 200, 100]
              transform: {rotation: 0, scale: [2, 2], translation: [10, 0]}
              hidden: true
              alpha: 0.5
              userInteractionEnabled: false
      """.replacingOccurrences(of: ", maximumDuration: 1", with: ""))
    #expect(scene.simulation.window.bounds.size == CGSize(width: 400, height: 800))
    let photo = try #require(scene.views["photo"])
    #expect(photo.superview === scene.views["canvas"])
    #expect(photo.isHidden && photo.alpha == 0.5 && !photo.isUserInteractionEnabled)
    #expect(photo.convert(CGPoint(x: 0, y: 0), to: scene.views["canvas"]) == CGPoint(x: -70, y: 50))
    #expect(scene.coordinateSpaces["canvasSpace"] === scene.views["canvas"])
    #expect(scene.views["canvas"]?.coordinateSpaceName == AnyHashable("canvasSpace"))
    let tap = try #require(scene.recognizers["twoFinger"] as? StillTapRecognizer)
    #expect(tap.numberOfTouchesRequired == 2 && tap.allowableMovement == 4.5)
    #expect(tap.direction == [.left, .right] && !tap.cancelsTouchesInView)
    #expect((scene.recognizers["probe"] as? PropertyProbeRecognizer)?.mode == "busy")
    #expect(scene.recognizerOrder.map(\.name) == ["twoFinger", "probe"])
  }

  @Test("requireToFail makes a tap wait for the recognizer it names to fail")
  func failureRequirement() throws {
    let scene = try scene(
      """
      views:
        - name: canvas
          recognizers:
            - {name: tap, type: stillTap, requireToFail: [twoFingerTap]}
            - {name: twoFingerTap, type: stillTap, numberOfTouchesRequired: 2}
      """)
    scene.simulation.run(tapScript)
    #expect(
      scene.simulation.transcript.map(\.description) == [
        "+0.080s  twoFingerTap  canvas  possible → failed  (100.0, 200.0)",
        "+0.080s  tap  canvas  possible → ended  (100.0, 200.0)",
      ])
    // A requirement that never fails holds the tap back for good.
    let waiting = try self.scene(
      """
      views:
        - name: canvas
          recognizers:
            - {name: tap, type: stillTap, requireToFail: probe}
            - {name: probe, type: probe}
      """)
    waiting.simulation.run(tapScript)
    #expect(waiting.simulation.transcript.isEmpty)
  }

  @Test("simultaneousWith lets two recognizers both recognize; without it one excludes the other")
  func simultaneity() throws {
    let text = """
      views:
        - name: canvas
          recognizers:
            - {name: first, type: stillTap, simultaneousWith: second}
            - {name: second, type: stillTap}
      """
    let together = try scene(text)
    together.simulation.run(tapScript)
    #expect(together.simulation.transcript.map(\.state) == [.ended, .ended])
    let alone = try scene(text.replacingOccurrences(of: ", simultaneousWith: second", with: ""))
    alone.simulation.run(tapScript)
    #expect(
      alone.simulation.transcript.map(\.state).sorted { $0.rawValue < $1.rawValue } == [
        .ended, .failed,
      ])
  }

  @Test("A pan's properties are set by name on the pan and on the screen-edge pan, its subclass")
  func panProperties() throws {
    let scene = try Scene(
      bytes: Array(
        """
        views:
          - name: canvas
            recognizers:
              - {name: drag, type: pan, minimumNumberOfTouches: 2, maximumNumberOfTouches: 3, hysteresis: 4, velocityEstimation: leastSquares}
              - {name: edge, type: screenEdgePan, minimumNumberOfTouches: 2, hysteresis: 6, allowedScrollTypesMask: [discrete], edges: [left], edgeRegionSize: 30}
        """.utf8), name: "test.scene.yml", registry: .builtIn)
    let drag = try #require(scene.recognizers["drag"] as? UIPanGestureRecognizer)
    #expect(drag.minimumNumberOfTouches == 2 && drag.maximumNumberOfTouches == 3)
    #expect(drag.hysteresis == 4 && drag.velocityEstimation == .leastSquares)
    let edge = try #require(scene.recognizers["edge"] as? UIScreenEdgePanGestureRecognizer)
    #expect(edge.minimumNumberOfTouches == 2 && edge.hysteresis == 6)
    #expect(edge.allowedScrollTypesMask == .discrete && edge.edges == .left)
    #expect(edge.edgeRegionSize == 30)
    #expect(
      RecognizerRegistry.builtIn.types["screenEdgePan"]?.propertyNames.contains("hysteresis")
        == true)
  }

  @Test("The default scene has every registered type, all recognizing at once")
  func defaultScene() throws {
    let scene = Scene.makeDefault(
      windowSize: CGSize(width: 390, height: 844),
      registry: testRegistry.adding([RecognizerType("otherTap", StillTapRecognizer.init)]))
    #expect(scene.recognizerOrder.map(\.name) == ["otherTap", "probe", "stillTap"])
    #expect(scene.views["window"]?.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    scene.simulation.run(tapScript)
    #expect(
      scene.simulation.transcript.map(\.description) == [
        "+0.080s  otherTap  window  possible → ended  (100.0, 200.0)",
        "+0.080s  stillTap  window  possible → ended  (100.0, 200.0)",
      ])
  }
}
