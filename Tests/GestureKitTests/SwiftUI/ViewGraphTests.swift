import Foundation
import GestureKit
import Testing

// Identity, state and when bodies run (issue #20, item 2).

private struct Counter: View {
  let label: String
  @State private var count = 0

  var body: some View {
    Text("\(label) \(count)")
      .frame(width: 100, height: 40)
      .background(Color.white)
      .gesture(TapAction { count += 1 })
  }
}

private struct Branches: View {
  @State private var showsFirst = true

  var body: some View {
    VStack(spacing: 0) {
      Color.red.frame(width: 50, height: 50).gesture(TapAction { showsFirst.toggle() })
      if showsFirst {
        Counter(label: "first")
      } else {
        Counter(label: "second")
      }
      Counter(label: "always")
    }
  }
}

@Suite("SwiftUI view graph: identity and state")
struct ViewGraphIdentityTests {
  @Test("State is kept per identity: a branch switch makes a fresh view, a sibling keeps its state")
  func branchesHaveTheirOwnIdentity() {
    let host = SwiftUIHost(Branches())
    host.tap(centerOf: Counter.self, index: 0)
    host.tap(centerOf: Counter.self, index: 1)
    host.tap(centerOf: Counter.self, index: 1)
    #expect(host.state("count", of: Counter.self, index: 0, as: Int.self) == 1)
    #expect(host.state("count", of: Counter.self, index: 1, as: Int.self) == 2)

    host.tap(centerOf: Color.self)  // first → second
    #expect(host.state("count", of: Counter.self, index: 0, as: Int.self) == 0)
    #expect(host.state("count", of: Counter.self, index: 1, as: Int.self) == 2)

    host.tap(centerOf: Color.self)  // back to first: a new identity again, fresh state
    #expect(host.state("count", of: Counter.self, index: 0, as: Int.self) == 0)
    #expect(host.state("count", of: Counter.self, index: 1, as: Int.self) == 2)
  }

  private struct Item: Identifiable, Equatable {
    let id: Int
    let name: String
  }

  private struct List: View {
    @State var items: [Item]

    var body: some View {
      VStack(spacing: 0) {
        Color.red.frame(width: 50, height: 50).gesture(TapAction { items.reverse() })
        ForEach(items) { item in Counter(label: item.name) }
      }
    }
  }

  @Test("ForEach keeps each element's state with its id when the elements move")
  func forEachIdentityFollowsIDs() {
    let host = SwiftUIHost(
      List(items: [Item(id: 1, name: "a"), Item(id: 2, name: "b"), Item(id: 3, name: "c")]))
    host.tap(centerOf: Counter.self, index: 0)
    #expect(host.state("count", of: Counter.self, index: 0, as: Int.self) == 1)
    host.tap(centerOf: Color.self)
    // "a" is now last, with its count, and drawn last.
    #expect(
      (0..<3).map { host.state("count", of: Counter.self, index: $0, as: Int.self) } == [0, 0, 1])
    // The stack (50 + 3 × 40 points) is centred in the window: "a" is the third counter.
    #expect(host.frame(ofFirst: Color.self) == CGRect(x: 170, y: 337, width: 50, height: 50))
    #expect(
      host.frame(ofFirst: Counter.self, index: 2) == CGRect(x: 145, y: 467, width: 100, height: 40))
  }

  private struct Resettable: View {
    @State private var generation = 0

    var body: some View {
      VStack(spacing: 0) {
        Color.red.frame(width: 50, height: 50).gesture(TapAction { generation += 1 })
        Counter(label: "counter").id(generation)
      }
    }
  }

  @Test(".id(_:) with a new value makes a new view with fresh state")
  func explicitIdentityResetsState() {
    let host = SwiftUIHost(Resettable())
    host.tap(centerOf: Counter.self)
    host.tap(centerOf: Counter.self)
    #expect(host.state("count", of: Counter.self, as: Int.self) == 2)
    host.tap(centerOf: Color.self)
    #expect(host.state("count", of: Counter.self, as: Int.self) == 0)
  }

  private struct Switched: View {
    enum Mode { case a, b, c }
    @State private var mode = Mode.a

    var body: some View {
      VStack(spacing: 0) {
        Color.red.frame(width: 50, height: 50).gesture(
          TapAction { mode = mode == .a ? .b : mode == .b ? .c : .a })
        switch mode {
        case .a: Text("A")
        case .b: Circle().frame(width: 20, height: 20)
        case .c: EmptyView()
        }
        Group {
          Text("one")
          Text("two")
        }
      }
    }
  }

  @Test("A switch picks a branch; Group's views are the stack's children")
  func switchAndGroup() {
    let host = SwiftUIHost(Switched())
    #expect(host.frame(ofFirst: Text.self, index: 0).size == CGSize(width: 8.5, height: 21))
    // The stack of 50 + 21 + 21 + 21 points is centred in the 844-point window.
    #expect(host.frame(ofFirst: Color.self) == CGRect(x: 170, y: 365.5, width: 50, height: 50))
    #expect(
      host.frame(ofFirst: Text.self, index: 1)
        == CGRect(x: 182.25, y: 436.5, width: 25.5, height: 21))
    host.tap(centerOf: Color.self)
    #expect(host.frame(ofFirst: Circle.self).size == CGSize(width: 20, height: 20))
    host.tap(centerOf: Color.self)
    #expect(!host.contains(Circle.self))
    // Group's two texts are two children of the stack, one under the other: 50 + 21 + 21.
    #expect(
      host.frame(ofFirst: VStack<EmptyView>.self) == CGRect(x: 170, y: 376, width: 50, height: 92))
    #expect(
      host.frame(ofFirst: Text.self, index: 1) == CGRect(x: 182.25, y: 447, width: 25.5, height: 21)
    )
  }
}

// MARK: When bodies run

@Observable
private final class Model {
  var count = 0
  var unrelated = 0
}

private struct Reader: View {
  let model: Model
  var body: some View {
    Text("\(model.count)")
  }
}

private struct Parent: View {
  @State private var tick = 0
  @State private var unread = 0
  let model: Model

  var body: some View {
    VStack {
      Color.red.frame(width: 50, height: 50).gesture(TapAction { tick += 1 })
      Color.blue.frame(width: 50, height: 50).gesture(TapAction { unread += 1 })
      Text("\(tick)")
      Reader(model: model)
    }
  }
}

@Suite("SwiftUI view graph: bodies run when what they read changed")
struct BodyEvaluationTests {
  @Test("A write to state the body read runs it; a write to state it did not read does not")
  func stateReadsDecide() {
    let host = SwiftUIHost(Parent(model: Model()))
    #expect(host.bodyCount(of: Parent.self) == 1)
    #expect(host.bodyCount(of: Reader.self) == 1)
    host.tap(centerOf: Color.self, index: 0)
    #expect(host.bodyCount(of: Parent.self) == 2)
    // Reader's input (the same model) did not change: its body does not run.
    #expect(host.bodyCount(of: Reader.self) == 1)
    host.tap(centerOf: Color.self, index: 1)
    #expect(host.state("unread", of: Parent.self, as: Int.self) == 1)
    #expect(host.bodyCount(of: Parent.self) == 2)
  }

  @Test("An @Observable property change runs the bodies that read it, before the next input")
  func observationInvalidates() {
    let model = Model()
    let host = SwiftUIHost(Parent(model: model))
    model.unrelated += 1
    host.update()
    #expect(host.bodyCount(of: Reader.self) == 1)
    model.count = 5
    // Nothing runs at the write itself; the update pass runs it.
    #expect(host.bodyCount(of: Reader.self) == 1)
    host.update()
    #expect(host.bodyCount(of: Reader.self) == 2)
    #expect(host.bodyCount(of: Parent.self) == 1)
    // An update pass with nothing changed runs no body.
    host.update()
    #expect(host.totalBodyCount == 3)
  }

  @Test("Work queued with DispatchQueue.main.async runs before the update pass")
  func mainQueueDrains() async {
    let model = Model()
    let host = SwiftUIHost(Parent(model: model))
    DispatchQueue.main.async { model.count = 7 }
    await host.drainMainQueue()
    #expect(model.count == 7)
    #expect(host.bodyCount(of: Reader.self) == 2)
  }
}

private struct SelfHiding: View {
  @Binding var shows: Bool
  @State private var taps = 0

  var body: some View {
    Text("\(taps)")
      .frame(width: 100, height: 100)
      .background { Color.red }
      .gesture(
        TapAction {
          taps += 1
          shows = false
        })
  }
}

private struct Leaving: View {
  @State private var shows = true

  var body: some View {
    if shows { SelfHiding(shows: $shows) }
  }
}

@Suite("SwiftUI view graph: leaving")
struct LeavingTests {
  @Test("A view whose own state changed as it leaves is not evaluated again")
  func leavingWithChangedState() {
    let host = SwiftUIHost(Leaving())
    host.tap(centerOf: SelfHiding.self)
    #expect(!host.contains(SelfHiding.self))
    #expect(host.bodyCount(of: SelfHiding.self) == 1)
    #expect(host.bodyCount(of: Leaving.self) == 2)
    // Nothing of it is left to hit: the touch reaches the hosting controller's own view.
    #expect(
      host.simulation.window.hitTest(CGPoint(x: 195, y: 422), with: nil)
        === host.simulation.window.rootViewController?.view)
  }
}
