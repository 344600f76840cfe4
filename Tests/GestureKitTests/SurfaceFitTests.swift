import Foundation
import GestureKit
import Testing

@Suite("Fitting a touch surface onto a window")
struct SurfaceFitTests {
  @Test("Axes are normalized as libinput's _transformed functions do for an output of 1")
  func normalized() {
    #expect(SurfaceFit.normalized(0, minimum: 0, maximum: 999) == 0)
    #expect(SurfaceFit.normalized(500, minimum: 0, maximum: 999) == 0.5)
    #expect(SurfaceFit.normalized(1472, minimum: 1472, maximum: 5728) == 0)
    #expect(SurfaceFit.normalized(5728, minimum: 1472, maximum: 5728) == 4256.0 / 4257.0)
    #expect(SurfaceFit.range(minimum: -10, maximum: 10) == 21)
  }

  @Test("The surface is millimetres with a resolution on both axes, device units otherwise")
  func surface() {
    let goodix = SurfaceFit.surface(x: (0, 1214, 20), y: (0, 2629, 20))
    #expect(goodix.size == CGSize(width: 60.75, height: 131.5))
    #expect(goodix.isPhysical)
    let atmel = SurfaceFit.surface(x: (0, 799, 0), y: (0, 479, 0))
    #expect(atmel.size == CGSize(width: 800, height: 480))
    #expect(!atmel.isPhysical)
    #expect(!SurfaceFit.surface(x: (0, 799, 10), y: (0, 479, 0)).isPhysical)
  }

  @Test("A wide surface on a tall window spans its width and is centred vertically")
  func letterbox() {
    let fit = SurfaceFit(
      surfaceSize: CGSize(width: 800, height: 480), isPhysical: false,
      windowSize: CGSize(width: 400, height: 800))
    #expect(fit.span == CGSize(width: 400, height: 240))
    #expect(fit.origin == CGPoint(x: 0, y: 280))
    #expect(fit.location(normalizedX: 0, normalizedY: 0) == CGPoint(x: 0, y: 280))
    #expect(fit.location(normalizedX: 1, normalizedY: 1) == CGPoint(x: 400, y: 520))
    #expect(fit.location(normalizedX: 0.5, normalizedY: 0.5) == CGPoint(x: 200, y: 400))
    let back = fit.normalized(at: CGPoint(x: 100, y: 340))
    #expect(back.x == 0.25 && back.y == 0.25)
  }

  @Test("A tall surface on a wide window spans its height and is centred horizontally")
  func pillarbox() {
    let fit = SurfaceFit(
      surfaceSize: CGSize(width: 60, height: 120), windowSize: CGSize(width: 300, height: 200))
    #expect(fit.span == CGSize(width: 100, height: 200))
    #expect(fit.origin == CGPoint(x: 100, y: 0))
    #expect(fit.isPhysical)
  }

  @Test("A degenerate surface counts as one unit on its empty side")
  func degenerate() {
    let fit = SurfaceFit(surfaceSize: .zero, windowSize: CGSize(width: 10, height: 20))
    #expect(fit.surfaceSize == CGSize(width: 1, height: 1))
    #expect(fit.span == CGSize(width: 10, height: 10))
  }
}
