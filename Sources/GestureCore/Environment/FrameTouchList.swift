import Foundation

/// One phase's touches in the current frame (`GestureEnvironment.phaseTouches`), lent, in a
/// buffer kept from frame to frame.
///
/// Not counted: every touch listed is in the environment's `activeTouches` from the change that
/// lists it until the frame ends, and a list is read only during its frame. Emptying it is one
/// store: removing an array's elements one by one, to keep its capacity, cost about as much as
/// the rest of a move's bookkeeping.
struct FrameTouchList {
  /// The touches, in `storage[0..<count]`; the rest is capacity from earlier frames, stale.
  private var storage: [Unmanaged<UITouch>] = []
  /// How many touches the list holds.
  private(set) var count = 0

  /// Whether the list is empty.
  var isEmpty: Bool { count == 0 }

  /// Lists `touch`, which `activeTouches` holds until the frame ends.
  @inline(__always)
  mutating func append(_ touch: UITouch) {
    let listed = Unmanaged.passUnretained(touch)
    if count < storage.count {
      storage.withUnsafeMutableBufferPointer { $0[count] = listed }
    } else {
      storage.append(listed)
    }
    count += 1
  }

  /// Empties the list, keeping its buffer.
  @inline(__always)
  mutating func removeAll() {
    count = 0
  }

  /// Takes `touch` out, keeping the order of the others.
  mutating func remove(_ touch: UITouch) {
    let address = Unmanaged.passUnretained(touch).toOpaque()
    var kept = 0
    let listed = count
    storage.withUnsafeMutableBufferPointer { buffer in
      var index = 0
      while index < listed {
        if buffer[index].toOpaque() != address {
          buffer[kept] = buffer[index]
          kept += 1
        }
        index += 1
      }
    }
    count = kept
  }

  /// Calls `body` with each listed touch, in order, lent.
  @inline(__always)
  func forEachListed(_ body: (UITouch) -> Void) {
    guard count > 0 else { return }
    let listed = count
    storage.withUnsafeBufferPointer { buffer in
      var index = 0
      while index < listed {
        buffer[index]._withUnsafeGuaranteedRef(body)
        index += 1
      }
    }
  }

  /// How many listed touches satisfy `predicate`.
  func count(where predicate: (UITouch) -> Bool) -> Int {
    var found = 0
    forEachListed { if predicate($0) { found += 1 } }
    return found
  }

  /// Whether the list holds the touches of `kept`, in the same order. Inlined where the shared
  /// sets are made, as the test it replaces was.
  @inline(__always)
  func holdsSame(as kept: [UITouch]) -> Bool {
    guard count == kept.count else { return false }
    let listed = count
    return storage.withUnsafeBufferPointer { buffer in
      kept.withUnsafeBufferPointer { kept in
        var index = 0
        while index < listed {
          if buffer[index].toOpaque() != Unmanaged.passUnretained(kept[index]).toOpaque() {
            return false
          }
          index += 1
        }
        return true
      }
    }
  }
}
