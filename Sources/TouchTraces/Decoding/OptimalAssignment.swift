/// The assignment of rows to columns with the least total cost: how protocol A contacts are
/// matched between frames, as mtdev matches them for libinput.
///
/// Greedy nearest-neighbour matching lets the first new contact take an old contact's identity
/// even when another new contact is right where the old one was; the optimal assignment
/// minimizes the sum of squared distances over all pairs instead.
///
///     let columns = OptimalAssignment.solve(rows: 2, columns: 2) { row, column in
///       [[4, 1], [1, 9]][row][column]
///     }
///     // columns == [1, 0]: total 2, where greedy (row 0 first) pays 4 + 9.
enum OptimalAssignment {
  /// The column assigned to each row, for the least total `cost`.
  ///
  /// With more rows than columns, the rows left over get `nil`; with more columns, some columns
  /// go unused. Ties go to the lower-numbered column, so the result is deterministic.
  ///
  /// - Complexity: O(n² m) for n = min(rows, columns) and m = max(rows, columns) (the Hungarian
  ///   method with potentials).
  static func solve(rows: Int, columns: Int, cost: (Int, Int) -> Double) -> [Int?] {
    guard rows > 0, columns > 0 else { return Array(repeating: nil, count: rows) }
    guard rows <= columns else {
      // Solve the transpose, so that the smaller side is the one assigned.
      let rowOfColumn = solve(rows: columns, columns: rows) { cost($1, $0) }
      var result = [Int?](repeating: nil, count: rows)
      for (column, row) in rowOfColumn.enumerated() {
        if let row { result[row] = column }
      }
      return result
    }
    // Potentials for rows (u) and columns (v); columns are 1-based, with column 0 standing
    // for "no column yet" while a row's augmenting path is searched.
    var u = [Double](repeating: 0, count: rows + 1)
    var v = [Double](repeating: 0, count: columns + 1)
    var rowOfColumn = [Int](repeating: 0, count: columns + 1)
    var previousColumn = [Int](repeating: 0, count: columns + 1)
    for row in 1...rows {
      rowOfColumn[0] = row
      var column = 0
      var slack = [Double](repeating: .infinity, count: columns + 1)
      var visited = [Bool](repeating: false, count: columns + 1)
      repeat {
        visited[column] = true
        let current = rowOfColumn[column]
        var delta = Double.infinity
        var next = 0
        for candidate in 1...columns where !visited[candidate] {
          let reduced = cost(current - 1, candidate - 1) - u[current] - v[candidate]
          if reduced < slack[candidate] {
            slack[candidate] = reduced
            previousColumn[candidate] = column
          }
          if slack[candidate] < delta {
            delta = slack[candidate]
            next = candidate
          }
        }
        for candidate in 0...columns {
          if visited[candidate] {
            u[rowOfColumn[candidate]] += delta
            v[candidate] -= delta
          } else {
            slack[candidate] -= delta
          }
        }
        column = next
      } while rowOfColumn[column] != 0
      // Flip the augmenting path.
      repeat {
        let previous = previousColumn[column]
        rowOfColumn[column] = rowOfColumn[previous]
        column = previous
      } while column != 0
    }
    var result = [Int?](repeating: nil, count: rows)
    for column in 1...columns where rowOfColumn[column] != 0 {
      result[rowOfColumn[column] - 1] = column - 1
    }
    return result
  }
}
