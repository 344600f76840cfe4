import Foundation
import LiveInput
import Testing

@Test("A device lists as node, name, capabilities, size and touch slots")
func deviceLine() {
  let touchscreen = LiveDevice(
    id: 1, name: "ELAN Touchscreen", node: "/dev/input/event5", capabilities: [.touch],
    size: CGSize(width: 293.04, height: 164.8), touchSlots: 10)
  #expect(
    touchscreen.description
      == "/dev/input/event5  ELAN Touchscreen  touch  size 293.0 × 164.8 mm  10 touch slots")
  #expect(touchscreen.isTouchscreen && !touchscreen.isTouchpad)

  let touchpad = LiveDevice(
    id: 2, name: "SYNA Touchpad", capabilities: [.pointer, .gesture], touchSlots: 1)
  #expect(touchpad.description == "-  SYNA Touchpad  pointer,gesture  1 touch slot")
  #expect(touchpad.isTouchpad && !touchpad.isTouchscreen)
}

@Test("Capabilities print in libinput's order with libinput record's words")
func capabilityNames() {
  let all: LiveDevice.Capabilities = [
    .switch, .gesture, .tabletPad, .tabletTool, .touch, .pointer, .keyboard,
  ]
  #expect(all.description == "keyboard,pointer,touch,tablet,pad,gesture,switch")
  #expect(LiveDevice.Capabilities([]).description == "")
}
