import GestureKit
import GestureScripts
import Testing

// Drives the corpus's SwiftUI gesture screens (snapping sheet, thermostat slider, zoomable
// photo) with touches, and checks what they show.

@MainActor
@Suite("iOS gesture corpus: SwiftUI gesture screens")
struct SwiftUIGestureScreensBehaviourTests {
  // MARK: Snapping sheet (844-point window: peek at 724, half at 422, full at 80)

  private func grabberTop(_ host: SwiftUIHost) -> CGFloat {
    host.frame(ofFirst: Capsule.self).minY
  }

  @Test("The sheet follows the finger while dragged and springs back on a slow short drag")
  func sheetFollowsFinger() {
    let host = SwiftUIHost(SnappingSheetScreen())
    #expect(grabberTop(host) == 732)
    host.run(settle: false) {
      dragWithoutLifting(
        1, from: point(195, 760), to: point(195, 700), duration: .milliseconds(600), steps: 6)
    }
    #expect(grabberTop(host) == 672)
    host.run(gap: 0) {
      wait(.milliseconds(500))
      up(1)
    }
    #expect(host.state("detent", of: SnappingSheetScreen.self, as: SheetDetent.self) == .peek)
    #expect(grabberTop(host) == 732)
    #expect(host.state("visited", of: SnappingSheetScreen.self, as: [SheetDetent].self) == [])
  }

  @Test("A slow drag of 300 points rests at half; a flick of 200 points is carried to full")
  func sheetSnapsByPredictedEnd() {
    let host = SwiftUIHost(SnappingSheetScreen())
    // 300 points in a second: 300 pt/s predicts 75 more, landing at 349, nearest half (422).
    host.run {
      drag(1, from: point(195, 760), to: point(195, 460), duration: .seconds(1), steps: 10)
    }
    #expect(host.state("detent", of: SnappingSheetScreen.self, as: SheetDetent.self) == .half)
    // The sheet springs to its detent (animation(_:value: detent)): let the spring settle.
    host.advance(by: 1)
    #expect(grabberTop(host) == 430)
    host.run {
      drag(1, from: point(195, 760), to: point(195, 460), duration: .seconds(1), steps: 10)
    }
    // From half, the same drag lands at 47: full.
    host.advance(by: 1)
    #expect(grabberTop(host) == 88)
    host.run { tap(at: point(195, 40)) }
    // Tapped back to peek, the sheet is on its way down, then rests there.
    host.advance(by: 0.1)
    #expect(grabberTop(host) > 88 && grabberTop(host) < 732)
    host.advance(by: 1)
    #expect(grabberTop(host) == 732)
    let fresh = SwiftUIHost(SnappingSheetScreen())
    // 200 points in 100 ms: 2000 pt/s predicts 500 more, landing at 24, nearest full.
    fresh.run {
      drag(1, from: point(195, 760), to: point(195, 560), duration: .milliseconds(100), steps: 5)
    }
    fresh.advance(by: 1)
    #expect(grabberTop(fresh) == 88)
    #expect(
      host.state("visited", of: SnappingSheetScreen.self, as: [SheetDetent].self) == [
        .half, .full, .peek,
      ])
    #expect(host.state("backgroundTaps", of: SnappingSheetScreen.self, as: Int.self) == 1)
    #expect(fresh.state("visited", of: SnappingSheetScreen.self, as: [SheetDetent].self) == [.full])
  }

  // MARK: Thermostat (slider 350 points wide from x = 20, 10° to 30° in 0.5° steps)

  @Test("The slider jumps to the finger on touch-down and follows it in steps")
  func sliderFollowsFinger() {
    let host = SwiftUIHost(ThermostatScreen())
    let track = host.frame(ofFirst: TemperatureSlider.self)
    #expect(track.minX == 20)
    #expect(track.width == 350)
    // 3/4 of the track is 25°, then five 35-point steps left take 2° each.
    host.run {
      drag(
        1, from: point(282.5, track.midY), to: point(107.5, track.midY),
        duration: .milliseconds(250), steps: 5)
    }
    #expect(host.state("temperature", of: ThermostatScreen.self, as: Double.self) == 15)
    #expect(
      host.state("changes", of: ThermostatScreen.self, as: [String].self) == [
        "20.0→25.0", "25.0→23.0", "23.0→21.0", "21.0→19.0", "19.0→17.0", "17.0→15.0",
      ])
    #expect(
      host.playedFeedback == [.increase, .decrease, .decrease, .decrease, .decrease, .decrease])
  }

  @Test("Holding the lock button 0.8 s locks the slider: touches no longer move it")
  func holdToLock() throws {
    let host = SwiftUIHost(ThermostatScreen())
    let button = host.frame(ofFirst: Text.self, index: 1)
    host.run(settle: false) {
      down(1, at: point(button.midX, button.midY))
    }
    host.advance(by: 0.3)
    #expect(host.state("isPressingLock", of: ThermostatScreen.self, as: Bool.self) == true)
    #expect(host.state("isLocked", of: ThermostatScreen.self, as: Bool.self) == false)
    host.run(gap: 0) {
      wait(.milliseconds(600))
      up(1)
    }
    #expect(host.state("isLocked", of: ThermostatScreen.self, as: Bool.self) == true)
    #expect(host.state("isPressingLock", of: ThermostatScreen.self, as: Bool.self) == false)
    #expect(host.playedFeedback == [.success])
    let track = host.frame(ofFirst: TemperatureSlider.self)
    host.run { tap(at: point(track.minX + 10, track.midY)) }
    #expect(host.state("temperature", of: ThermostatScreen.self, as: Double.self) == 20)
    // A short press does not unlock.
    host.run { longPress(at: point(button.midX, button.midY), duration: .milliseconds(500)) }
    #expect(host.state("isLocked", of: ThermostatScreen.self, as: Bool.self) == true)
  }

  @Test("VoiceOver's swipe up and down step the slider, and stop at its ends")
  func adjustableAction() {
    let host = SwiftUIHost(ThermostatScreen())
    #expect(host.performAccessibilityAdjustment(.increment, on: TemperatureSlider.self))
    #expect(host.state("temperature", of: ThermostatScreen.self, as: Double.self) == 20.5)
    let track = host.frame(ofFirst: TemperatureSlider.self)
    host.run { tap(at: point(track.minX, track.midY)) }
    #expect(host.state("temperature", of: ThermostatScreen.self, as: Double.self) == 10)
    #expect(host.performAccessibilityAdjustment(.decrement, on: TemperatureSlider.self))
    #expect(host.state("temperature", of: ThermostatScreen.self, as: Double.self) == 10)
    #expect(host.playedFeedback == [.increase, .decrease])
    #expect(!host.performAccessibilityAdjustment(.increment, on: ZoomablePhotoScreen.self))
  }

  // MARK: Zoomable photo (390 × 292.5 photo in the middle of an 844-point window)

  @Test("A double tap zooms to 2.5× about the centre and back; a drag pans only while zoomed")
  func doubleTapZoomsAndDragPans() {
    let host = SwiftUIHost(ZoomablePhotoScreen())
    let photo = host.frame(ofFirst: Image.self)
    #expect(photo == CGRect(x: 0, y: 275.75, width: 390, height: 292.5))
    host.run { drag(1, from: point(195, 422), to: point(245, 472), duration: .milliseconds(200)) }
    #expect(host.frame(ofFirst: Image.self) == photo)
    host.run { tap(at: point(195, 422), taps: 2) }
    #expect(host.state("scale", of: ZoomablePhotoScreen.self, as: CGFloat.self) == 2.5)
    // The zoom in runs withAnimation(.spring(…)): let it settle.
    host.advance(by: 1)
    #expect(
      host.frame(ofFirst: Image.self)
        == CGRect(x: -292.5, y: 56.375, width: 975, height: 731.25))
    host.run { drag(1, from: point(195, 422), to: point(245, 472), duration: .milliseconds(200)) }
    #expect(
      host.state("offset", of: ZoomablePhotoScreen.self, as: CGSize.self)
        == CGSize(width: 50, height: 50))
    #expect(host.frame(ofFirst: Image.self).midX == 245)
    host.run { tap(at: point(195, 422), taps: 2) }
    #expect(host.frame(ofFirst: Image.self) == photo)
    #expect(
      host.state("zoomLog", of: ZoomablePhotoScreen.self, as: [String].self) == [
        "1.0→2.5", "2.5→1.0",
      ])
    #expect(host.playedFeedback == [.impact(weight: .light), .impact(weight: .light)])
  }

  @Test("A pinch zooms by its magnification, kept between 1× and 4×")
  func pinchZooms() {
    let host = SwiftUIHost(ZoomablePhotoScreen())
    host.run { pinch(at: point(195, 422), toScale: 2) }
    #expect(host.state("scale", of: ZoomablePhotoScreen.self, as: CGFloat.self) == 2)
    host.run { pinch(at: point(195, 422), toScale: 3) }
    #expect(host.state("scale", of: ZoomablePhotoScreen.self, as: CGFloat.self) == 4)
    host.run { pinch(at: point(195, 422), toScale: 0.1) }
    #expect(host.state("scale", of: ZoomablePhotoScreen.self, as: CGFloat.self) == 1)
    #expect(host.state("offset", of: ZoomablePhotoScreen.self, as: CGSize.self) == .zero)
  }

  // MARK: Tile grid (three columns of 100-point tiles, 10 apart, from (20, 20))

  /// A 600 ms press at `start`, then moves 50 ms apart through `points`, lifting at the last.
  private func pressThenMove(from start: CGPoint, through points: [CGPoint])
    -> [TouchScript.Step]
  {
    var steps = [down(1, at: start), wait(.milliseconds(600))]
    for (index, next) in points.enumerated() {
      if index > 0 { steps.append(wait(.milliseconds(50))) }
      steps.append(move(1, to: next))
    }
    return steps + [up(1)]
  }

  private func tiles(_ host: SwiftUIHost) -> [String]? {
    host.state("tiles", of: TileGridScreen.self, as: [String].self)
  }

  @Test(
    "A half-second press lifts a tile, which follows the finger and drops into the slot under it")
  func tileLiftsAndDrops() {
    let host = SwiftUIHost(TileGridScreen())
    // The labels are 34 × 21 in the middle of their tiles.
    #expect(host.frame(ofFirst: Text.self) == CGRect(x: 53, y: 59.5, width: 34, height: 21))
    host.run(settle: false) { down(1, at: point(70, 70)) }
    #expect(host.state("drag", of: TileGridScreen.self, as: TileDrag.self) == .pressing("Mail"))
    host.advance(by: 0.6)
    // Lifted: 1.1× about its centre.
    #expect(
      host.state("drag", of: TileGridScreen.self, as: TileDrag.self) == .lifted("Mail", .zero))
    let lifted = host.frame(ofFirst: Text.self)
    #expect(lifted.midX == 70 && lifted.midY == 70 && lifted.width == 34 * 1.1)
    #expect(host.playedFeedback == [.impact(weight: .medium)])
    host.run(gap: 0, settle: false) {
      dragWithoutLifting(
        1, from: point(70, 70), to: point(180, 180), duration: .milliseconds(300), steps: 6)
    }
    let moved = host.frame(ofFirst: Text.self)
    #expect(moved.midX == 180 && moved.midY == 180)
    host.run(gap: 0) { up(1) }
    #expect(tiles(host) == ["Maps", "Music", "Notes", "Photos", "Mail", "Clock"])
    #expect(host.state("drops", of: TileGridScreen.self, as: [String].self) == ["Mail→4"])
    // Mail is the fifth tile now, in the middle of the second row.
    #expect(
      host.frame(ofFirst: Text.self, index: 4) == CGRect(x: 163, y: 169.5, width: 34, height: 21))
    #expect(host.state("drag", of: TileGridScreen.self, as: TileDrag.self) == .idle)
  }

  @Test("A drag without the press moves nothing; a lifted tile dropped outside the grid goes back")
  func tileNeedsPressAndSlot() {
    let host = SwiftUIHost(TileGridScreen())
    host.run { drag(1, from: point(70, 70), to: point(290, 180), duration: .milliseconds(200)) }
    #expect(tiles(host) == ["Mail", "Maps", "Music", "Notes", "Photos", "Clock"])
    #expect(host.playedFeedback == [])
    host.run {
      self.pressThenMove(from: point(180, 70), through: [point(250, 400), point(300, 600)])
    }
    #expect(tiles(host) == ["Mail", "Maps", "Music", "Notes", "Photos", "Clock"])
    #expect(host.state("drops", of: TileGridScreen.self, as: [String].self) == [])
    #expect(
      host.frame(ofFirst: Text.self, index: 1) == CGRect(x: 163, y: 59.5, width: 34, height: 21))
    #expect(host.playedFeedback == [.impact(weight: .medium)])
    // A long press, then a drag to the last slot.
    host.run {
      self.pressThenMove(from: point(180, 70), through: [point(250, 150), point(290, 180)])
    }
    #expect(tiles(host) == ["Mail", "Music", "Notes", "Photos", "Clock", "Maps"])
  }
}
