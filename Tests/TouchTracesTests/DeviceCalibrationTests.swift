import GestureKit
import Testing

@testable import TouchTraces

@Suite("DeviceCalibration: libinput's calibration on device units")
struct DeviceCalibrationTests {
  @Test("The identity is no calibration")
  func identity() {
    #expect(DeviceCalibration(normalized: [1, 0, 0, 0, 1, 0], x: (0, 100), y: (0, 100)) == nil)
  }

  @Test("A half turn mirrors both axes about the range, truncated to whole units")
  func halfTurn() throws {
    let calibration = try #require(
      DeviceCalibration(normalized: [-1, 0, 1, 0, -1, 1], x: (0, 1214), y: (0, 2629)))
    // libinput: x' = 1215 − x, y' = 2630 − y (the range counts both ends).
    #expect(calibration.apply(x: 0, y: 0) == (1215, 2630))
    #expect(calibration.apply(x: 249, y: 1247) == (966, 1383))
  }

  @Test("A non-zero minimum is kept in place")
  func minimum() throws {
    let calibration = try #require(
      DeviceCalibration(normalized: [1, 0, 0.5, 0, 1, 0], x: (100, 199), y: (-50, 49)))
    #expect(calibration.apply(x: 100, y: -50) == (150, -50))
  }

  @Test("A recording's udev property calibrates a touchscreen's points")
  func fromUdev() throws {
    var device = EvdevDevice(
      name: "panel", id: .init(bustype: 0x18, vendor: 0, product: 0, version: 0),
      absinfo: [
        EvdevCode.absX: AbsInfo(minimum: 0, maximum: 999, resolution: 10),
        EvdevCode.absY: AbsInfo(minimum: 0, maximum: 999, resolution: 10),
      ],
      properties: [EvdevCode.inputPropDirect])
    let plain = PointMapping().scale(for: device).point(x: 0, y: 0)
    device.udevProperties = [("LIBINPUT_CALIBRATION_MATRIX", "-1 0 1 0 -1 1")]
    let turned = PointMapping().scale(for: device).point(x: 0, y: 0)
    #expect(plain == CGPoint(x: 0, y: 0))
    let side = 100 * PointMapping.defaultPointsPerMillimeter
    #expect(abs(turned.x - side) < 1e-9 && abs(turned.y - side) < 1e-9)
  }
}
