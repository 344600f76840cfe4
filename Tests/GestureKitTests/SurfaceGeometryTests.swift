import Foundation
import GestureKit
import Testing

@Suite("SurfaceGeometry: size, rotation, flips and calibration as one libinput matrix")
struct SurfaceGeometryTests {
  /// Where the matrix sends a normalized point.
  static func apply(_ m: [Float], _ x: Float, _ y: Float) -> [Float] {
    [m[0] * x + m[1] * y + m[2], m[3] * x + m[4] * y + m[5]]
  }

  @Test("The default changes nothing")
  func identity() {
    #expect(SurfaceGeometry().matrix(deviceDefault: nil) == [1, 0, 0, 0, 1, 0])
    #expect(!SurfaceGeometry().swapsAxes)
  }

  @Test("A quarter turn clockwise takes the top-left corner to the top-right one")
  func rotations() {
    #expect(Self.apply(SurfaceGeometry(rotation: 90).matrix(deviceDefault: nil), 0, 0) == [1, 0])
    #expect(Self.apply(SurfaceGeometry(rotation: 180).matrix(deviceDefault: nil), 0, 0) == [1, 1])
    #expect(Self.apply(SurfaceGeometry(rotation: 270).matrix(deviceDefault: nil), 0, 0) == [0, 1])
    #expect(SurfaceGeometry(rotation: 90).swapsAxes)
  }

  @Test("Flips come before the rotation, after the calibration")
  func order() {
    let flipped = SurfaceGeometry(rotation: 90, flipsX: true).matrix(deviceDefault: nil)
    // (0.25, 0) → flip → (0.75, 0) → turn → (1, 0.75)
    #expect(Self.apply(flipped, 0.25, 0) == [1, 0.75])
    let shift: [Float] = [1, 0, 0.5, 0, 1, 0]
    #expect(
      Self.apply(SurfaceGeometry(flipsX: true).matrix(deviceDefault: shift), 0, 0) == [0.5, 0])
  }

  @Test("The option's matrix replaces the device's")
  func replaces() {
    let own: [Float] = [2, 0, 0, 0, 2, 0]
    #expect(SurfaceGeometry(calibration: own).matrix(deviceDefault: [1, 0, 1, 0, 1, 1]) == own)
  }

  @Test("A matrix is six numbers, spaces or commas")
  func parsing() {
    #expect(SurfaceGeometry.parseMatrix("0 -1 1 1 0 0") == [0, -1, 1, 1, 0, 0])
    #expect(SurfaceGeometry.parseMatrix("1,0,0,0,1,0") == [1, 0, 0, 0, 1, 0])
    #expect(SurfaceGeometry.parseMatrix("1 0 0 0 1") == nil)
    #expect(SurfaceGeometry.parseMatrix("1 0 0 0 1 x") == nil)
  }

  @Test("A given size stands in for units only; a quarter turn swaps the sides")
  func fittedSurface() {
    let geometry = SurfaceGeometry(size: CGSize(width: 120, height: 80), rotation: 90)
    let units = geometry.fittedSurface((CGSize(width: 4096, height: 4096), false))
    #expect(units.size == CGSize(width: 80, height: 120) && units.isPhysical)
    let physical = geometry.fittedSurface((CGSize(width: 60, height: 130), true))
    #expect(physical.size == CGSize(width: 130, height: 60))
  }

  @Test("A resolution turns units into millimetres; a size wins over it")
  func resolution() {
    let units = (size: CGSize(width: 4000, height: 2000), isPhysical: false)
    let byResolution = SurfaceGeometry(resolution: 20).fittedSurface(units)
    #expect(byResolution.size == CGSize(width: 200, height: 100) && byResolution.isPhysical)
    let both = SurfaceGeometry(size: CGSize(width: 1, height: 2), resolution: 20)
    #expect(both.fittedSurface(units).size == CGSize(width: 1, height: 2))
    let physical = (size: CGSize(width: 60, height: 130), isPhysical: true)
    #expect(SurfaceGeometry(resolution: 20).fittedSurface(physical).size == physical.size)
  }
}
