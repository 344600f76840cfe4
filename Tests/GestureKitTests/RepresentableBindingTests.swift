import Foundation
import GestureKit
import Testing

private struct Holder {
  @Binding var point: CGPoint?

  func clear() {
    point = nil
  }
}

@Test("@Binding writes through from a non-mutating method")
func bindingWritesThrough() {
  let box = Box<CGPoint?>(CGPoint(x: 1, y: 2))
  let holder = Holder(point: box.binding)
  #expect(holder.point == CGPoint(x: 1, y: 2))
  holder.clear()
  #expect(box.value == nil)
  holder.$point.wrappedValue = CGPoint(x: 3, y: 4)
  #expect(box.value == CGPoint(x: 3, y: 4))
}

@Test("A binding reaches a property of its value and a constant ignores writes")
func bindingMembersAndConstant() {
  let box = Box(CGPoint(x: 1, y: 2))
  let x = box.binding.x
  x.wrappedValue = 10
  #expect(box.value == CGPoint(x: 10, y: 2))
  let constant = Binding.constant(5)
  constant.wrappedValue = 6
  #expect(constant.wrappedValue == 5)
}
