import GestureKit
import Testing

@testable import GestureUI

/// The view graph's comparison of a view's new value with its old one, which decides whether a
/// child's body runs again: decided per type where the type settles it, read in place otherwise.
@MainActor struct ViewComparisonTests {
  struct Plain {
    var index: Int
    var width: CGFloat?
    var pair: (Int, Double)
  }

  struct WithAction {
    var title: String
    var action: () -> Void
  }

  struct Nested<T> {
    var value: T
  }

  struct MaybeAction {
    var action: (() -> Void)?
  }

  final class Box {}

  struct WeakOwner {
    weak var box: Box?
    var index: Int
  }

  struct Custom: Equatable {
    var action: () -> Void
    static func == (lhs: Custom, rhs: Custom) -> Bool { true }
  }

  @Test("Structs and tuples compare member by member, read in place")
  func plainValues() {
    let a = Plain(index: 1, width: 20, pair: (2, 0.5))
    #expect(ViewComparison.equal(a, Plain(index: 1, width: 20, pair: (2, 0.5))))
    #expect(!ViewComparison.equal(a, Plain(index: 1, width: nil, pair: (2, 0.5))))
    #expect(!ViewComparison.equal(a, Plain(index: 1, width: 20, pair: (2, 0.25))))
    #expect(!ViewComparison.equal(a, Nested(value: 1)))
    #expect(ViewComparison.equal(Nested(value: a), Nested(value: a)))
  }

  @Test("A type that stores a closure, even inside a tuple or a struct, always differs")
  func closures() {
    let action = WithAction(title: "a") {}
    #expect(ViewComparison.alwaysDiffers(WithAction.self))
    #expect(ViewComparison.alwaysDiffers(Nested<(Int, WithAction)>.self))
    #expect(!ViewComparison.equal(action, action))
    #expect(!ViewComparison.equal(Nested(value: (1, action)), Nested(value: (1, action))))
    // An optional closure may be nil: the type does not decide.
    #expect(!ViewComparison.alwaysDiffers(MaybeAction.self))
    #expect(ViewComparison.equal(MaybeAction(action: nil), MaybeAction(action: nil)))
    #expect(!ViewComparison.equal(MaybeAction(action: {}), MaybeAction(action: nil)))
    // An Equatable type's own == decides, closure or not.
    #expect(!ViewComparison.alwaysDiffers(Custom.self))
    #expect(ViewComparison.equal(Custom {}, Custom {}))
  }

  @Test("Weak references compare by identity, through Mirror")
  func weakReferences() {
    let box = Box()
    #expect(ViewComparison.equal(WeakOwner(box: box, index: 1), WeakOwner(box: box, index: 1)))
    #expect(!ViewComparison.equal(WeakOwner(box: box, index: 1), WeakOwner(box: Box(), index: 1)))
    #expect(!ViewComparison.equal(WeakOwner(box: box, index: 1), WeakOwner(box: box, index: 2)))
    withExtendedLifetime(box) {}
  }

  @Test("An AnyView compares the view it erases, read out of its existential, not its container")
  func erasedModifiedContent() {
    // Padded text is 48 bytes, too large for an existential's inline buffer: reading its fields
    // from the container used to read a heap pointer as the struct and crash.
    let padded = AnyView(Text("a").padding(8))
    #expect(ViewComparison.equal(padded, AnyView(Text("a").padding(8))))
    #expect(!ViewComparison.equal(padded, AnyView(Text("b").padding(8))))
    #expect(!ViewComparison.equal(padded, AnyView(Text("a").padding(9))))
    #expect(!ViewComparison.equal(padded, AnyView(Text("a"))))
  }
}
