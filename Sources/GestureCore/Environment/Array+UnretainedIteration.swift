extension Array {
  /// Drops the elements from `count` on, keeping the capacity.
  ///
  /// `removeSubrange(_:)` and `removeAll(keepingCapacity:)` go through the general
  /// `replaceSubrange`, which cost more than the rest of the pass for the few elements the
  /// per-frame lists hold; removing them one by one from the end is a few instructions each.
  @inline(__always)
  mutating func truncate(to count: Int) {
    while self.count > count { removeLast() }
  }
}

extension Array where Element: AnyObject {
  /// Calls `body` with each element, in order, without retaining the elements one by one.
  ///
  /// A plain `for` loop over an array of class references retains and releases every element
  /// it visits, because the compiler cannot prove that the calls in the loop body leave the
  /// array alone. Those pairs were the largest single cost of the per-frame loops. Here the
  /// loop holds the array's buffer (one retain for the whole loop), and the buffer holds its
  /// elements, so each element can be lent to `body` as it is: the loop walks a snapshot, as a
  /// `for` loop does, even if `body` changes the array it came from.
  @inline(__always)
  func forEachUnretained(_ body: (Element) -> Void) {
    // An empty array (most requirement and dependent lists) costs no retain at all.
    guard !isEmpty else { return }
    withUnsafeBufferPointer { buffer in
      for index in buffer.indices {
        Unmanaged.passUnretained(buffer[index])._withUnsafeGuaranteedRef(body)
      }
    }
  }

  /// Whether any element satisfies `predicate`, visiting the elements as
  /// ``forEachUnretained(_:)`` does and stopping at the first that does.
  @inline(__always)
  func containsUnretained(where predicate: (Element) -> Bool) -> Bool {
    guard !isEmpty else { return false }
    return withUnsafeBufferPointer { buffer in
      for index in buffer.indices
      where Unmanaged.passUnretained(buffer[index])._withUnsafeGuaranteedRef(predicate) {
        return true
      }
      return false
    }
  }

  /// The first element that satisfies `predicate`, visiting the elements as
  /// ``forEachUnretained(_:)`` does, and returned without retaining it: the caller lends it
  /// only while something else (the array, in the engine's uses) is known to hold it.
  @inline(__always)
  func firstUnretained(where predicate: (Element) -> Bool) -> Unmanaged<Element>? {
    guard !isEmpty else { return nil }
    return withUnsafeBufferPointer { buffer in
      for index in buffer.indices
      where Unmanaged.passUnretained(buffer[index])._withUnsafeGuaranteedRef(predicate) {
        return Unmanaged.passUnretained(buffer[index])
      }
      return nil
    }
  }
}
