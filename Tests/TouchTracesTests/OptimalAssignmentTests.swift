import GestureTestSupport
import Testing

@testable import TouchTraces

@Suite("Optimal assignment")
struct OptimalAssignmentTests {
  /// The least total cost over every way of assigning the smaller side, by enumeration.
  func bruteForce(_ cost: [[Double]]) -> Double {
    let rows = cost.count
    let columns = cost[0].count
    func best(_ row: Int, _ used: Set<Int>) -> Double {
      guard row < rows else { return 0 }
      // A row may stay unassigned only when there are more rows than columns.
      var result = rows - row > columns - used.count ? best(row + 1, used) : .infinity
      for column in 0..<columns where !used.contains(column) {
        result = min(result, cost[row][column] + best(row + 1, used.union([column])))
      }
      return result
    }
    return best(0, [])
  }

  func total(_ cost: [[Double]], _ assignment: [Int?]) -> Double {
    assignment.enumerated().reduce(0) { sum, pair in
      sum + (pair.element.map { cost[pair.offset][$0] } ?? 0)
    }
  }

  @Test("Where greedy pays 4 + 9, the optimum pays 1 + 1")
  func beatsGreedy() {
    let cost: [[Double]] = [[4, 1], [1, 9]]
    #expect(OptimalAssignment.solve(rows: 2, columns: 2) { cost[$0][$1] } == [1, 0])
  }

  @Test("More rows than columns leaves the costliest rows out; no rows or columns assigns none")
  func rectangular() {
    let cost: [[Double]] = [[5], [1], [3]]
    #expect(OptimalAssignment.solve(rows: 3, columns: 1) { cost[$0][$1] } == [nil, 0, nil])
    #expect(OptimalAssignment.solve(rows: 2, columns: 0) { _, _ in 0 } == [nil, nil])
    #expect(OptimalAssignment.solve(rows: 0, columns: 3) { _, _ in 0 } == [])
  }

  @Test("Random matrices up to 6 × 6: the total equals the exhaustive optimum", arguments: 1...6)
  func matchesBruteForce(size: Int) {
    var generator = SeededGenerator(seed: UInt64(size))
    for _ in 0..<50 {
      let rows = Int.random(in: 1...size, using: &generator)
      let columns = Int.random(in: 1...size, using: &generator)
      let cost = (0..<rows).map { _ in
        (0..<columns).map { _ in Double(Int.random(in: 0...1_000_000, using: &generator)) }
      }
      let assignment = OptimalAssignment.solve(rows: rows, columns: columns) { cost[$0][$1] }
      let assigned = assignment.compactMap { $0 }
      #expect(assigned.count == min(rows, columns))
      #expect(Set(assigned).count == assigned.count)
      #expect(total(cost, assignment) == bruteForce(cost))
    }
  }
}
