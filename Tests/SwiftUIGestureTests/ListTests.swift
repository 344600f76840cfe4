import GestureKit
import GestureScripts
import Testing

@testable import GestureUI

struct Chore: Identifiable, Hashable {
  let id: Int
  let title: String
}

/// A to-do list as apps write one: a section of chores deletable by a swipe, and a section
/// whose rows have their own swipe actions and a tap.
struct ChoreList: View {
  @State private var chores = (1...20).map { Chore(id: $0, title: "Chore \($0)") }
  @State private var archived: [Int] = []
  @State private var opened: Int?

  var body: some View {
    List {
      Section("Today") {
        ForEach(chores) { chore in
          Text(chore.title)
        }
        .onDelete { chores.remove(atOffsets: $0) }
        .onMove { chores.move(fromOffsets: $0, toOffset: $1) }
      }
      Section {
        Button("Open first") { opened = chores.first?.id }
          .swipeActions(allowsFullSwipe: false) {
            Button("Archive") { archived.append(0) }
            Button("Flag") {}
          }
      } header: {
        Text("Actions")
      }
    }
    .listStyle(.plain)
  }
}

@MainActor
@Suite("SwiftUI List")
struct ListTests {
  @Test("Rows are 44 points tall, inset 16, one under the other; a vertical drag scrolls")
  func rowsAndScrolling() throws {
    let host = SwiftUIHost(ChoreList())
    let first = host.frame(ofFirst: Text.self, index: 1)
    #expect(first == CGRect(x: 16, y: 44 + 11.5, width: 7 * 8.5, height: 21))
    #expect(
      host.frame(ofFirst: ListRow.self, index: 1) == CGRect(x: 0, y: 44, width: 390, height: 44))
    let scroller = try #require(scrollViews(in: host.simulation.window).first)
    // Header, 20 chores, header, button: 23 rows.
    #expect(scroller.contentSize == CGSize(width: 390, height: CGFloat(23 * 44)))
    host.run {
      drag(1, from: pt(200, 300), to: pt(200, 100), duration: .milliseconds(200))
    }
    // 190 past the threshold is 22 past the end (1012 − 844 = 168): it comes back at the lift.
    #expect(scroller.contentOffset == CGPoint(x: 0, y: 168))
  }

  @Test("A full swipe to the left deletes a chore; a short one springs back")
  func swipeToDelete() {
    let host = SwiftUIHost(ChoreList())
    let row = host.frame(ofFirst: ListRow.self, index: 2)
    host.run {
      drag(
        1, from: pt(300, row.midY), to: pt(280, row.midY), duration: .milliseconds(100))
    }
    #expect(host.state("chores", of: ChoreList.self, as: [Chore].self)?.count == 20)
    #expect(host.state("restingOffset", of: ListRow.self, index: 2) == CGFloat(0))
    host.run {
      drag(1, from: pt(350, row.midY), to: pt(100, row.midY), duration: .milliseconds(200))
    }
    let chores = host.state("chores", of: ChoreList.self, as: [Chore].self)
    #expect(chores?.map(\.id) == [1] + Array(3...20))
  }

  @Test("A swipe past half the actions opens the row; a tap on an action runs it and closes")
  func swipeActionsOpenAndRun() {
    let host = SwiftUIHost(ChoreList())
    let buttonRow = host.frame(ofFirst: ListRow.self, index: 22)
    let scroller = scrollViews(in: host.simulation.window).first!
    // Bring the last row on screen.
    host.run { drag(1, from: pt(200, 700), to: pt(200, 400), duration: .milliseconds(200)) }
    // Pulled past the end, the content comes back to it: 1012 − 844.
    #expect(scroller.contentOffset == CGPoint(x: 0, y: 168))
    let rowY = buttonRow.midY - 168
    host.run {
      drag(1, from: pt(300, rowY), to: pt(200, rowY), duration: .milliseconds(200))
    }
    // Two actions, 148 points; opened past 74.
    #expect(host.state("restingOffset", of: ListRow.self, index: 22) == CGFloat(-148))
    host.run { tap(at: pt(390 - 74 - 37, rowY)) }
    #expect(host.state("archived", of: ChoreList.self, as: [Int].self) == [0])
    #expect(host.state("restingOffset", of: ListRow.self, index: 22) == CGFloat(0))
    host.run { tap(at: pt(60, rowY)) }
    #expect(host.state("opened", of: ChoreList.self, as: Int?.self) == .some(1))
  }
}

/// Counts refreshes, on the main actor, as a view model does.
@MainActor final class RefreshLog {
  var count = 0
  func refresh() { count += 1 }
}

struct RefreshingList: View {
  let log: RefreshLog

  var body: some View {
    List {
      ForEach(0..<30, id: \.self) { Text("Item \($0)") }
    }
    .refreshable { await log.refresh() }
  }
}

@MainActor
@Suite("SwiftUI refreshable")
struct RefreshableTests {
  @Test("A list let go pulled 60 points past its top refreshes; a shorter pull does not")
  func pullToRefresh() async throws {
    let log = RefreshLog()
    let host = SwiftUIHost(RefreshingList(log: log))
    let scroller = try #require(scrollViews(in: host.simulation.window).first)
    // 10 + 59: pulled 59 past the top.
    host.run { drag(1, from: pt(200, 200), to: pt(200, 269), duration: .milliseconds(200)) }
    for _ in 0..<5 { await Task.yield() }
    #expect(log.count == 0)
    #expect(scroller.contentOffset == .zero)
    host.run { drag(1, from: pt(200, 200), to: pt(200, 270), duration: .milliseconds(200)) }
    for _ in 0..<5 { await Task.yield() }
    #expect(log.count == 1)
    #expect(scroller.contentOffset == .zero)
  }
}
