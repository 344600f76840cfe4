extension Array {
  /// Removes the first element identical to `element`, if any: in place, moving the later
  /// elements down when `keepingOrder`, else moving the last element into its place.
  mutating func removeFirstIdentical(to element: Element, keepingOrder: Bool)
  where Element: AnyObject {
    guard let index = firstIndex(where: { $0 === element }) else { return }
    if keepingOrder || index == count - 1 {
      remove(at: index)
    } else {
      swapAt(index, count - 1)
      removeLast()
    }
  }

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

extension Array where Element: AnyObject {
  // The same visits, on an array reached in place. Read out of a class's stored property, an
  // array is copied (its buffer retained, and released after the loop), because the calls in
  // the loop might assign the property; a `mutating` call instead borrows the property's
  // storage for the length of the call, and the buffer is not counted. The access is exclusive
  // while the loop runs, so these are only for a `body` that leaves the array alone: it never
  // assigns, appends to or removes from the property it was called on. The engine's lists are
  // `@exclusivity(unchecked)`, so such a change would not be caught; it would free or move the
  // buffer under the loop. Each call site says why its body cannot change the list.

  /// ``forEachUnretained(_:)`` in place (see above).
  @inline(__always)
  mutating func forEachUnretainedInPlace(_ body: (Element) -> Void) {
    forEachUnretained(body)
  }

  /// ``containsUnretained(where:)`` in place (see above).
  @inline(__always)
  mutating func containsUnretainedInPlace(where predicate: (Element) -> Bool) -> Bool {
    containsUnretained(where: predicate)
  }

  /// ``firstUnretained(where:)`` in place (see above): the element returned is held by the
  /// array, as there.
  @inline(__always)
  mutating func firstUnretainedInPlace(where predicate: (Element) -> Bool) -> Unmanaged<Element>? {
    firstUnretained(where: predicate)
  }
}
