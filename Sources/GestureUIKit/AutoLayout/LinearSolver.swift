/// A Cassowary solver for systems of linear equalities and inequalities with strengths, after
/// Badros, Borning and Stuckey, "The Cassowary Linear Arithmetic Constraint Solving Algorithm"
/// (2001): an incremental simplex tableau kept in basic feasible solved form, where each
/// non-required constraint carries error variables weighted by its strength in the objective.
///
/// Required constraints must hold; among the rest, the solver minimises the sum of
/// strength × error, so a strong constraint wins over a weak one it conflicts with. A required
/// constraint that contradicts those already added is refused with ``LinearSolver/Failure``,
/// and the tableau is left as it was.
///
/// Everything is kept in insertion-ordered arrays rather than hashed containers, so ties
/// between equally good solutions are broken the same way on every run.
///
///     let solver = LinearSolver()
///     let x = solver.makeVariable()
///     try solver.add(LinearSolver.Constraint([(x, 1)], constant: -10, .greaterOrEqual))
///     try solver.add(LinearSolver.Constraint([(x, 1)], constant: -20, .equal, strength: 1))
///     solver.value(of: x)   // 20
final class LinearSolver {
  /// A variable of the solver, made by ``makeVariable()``.
  struct Variable: Hashable { let index: Int }

  /// How an expression compares with zero.
  enum Relation { case equal, lessOrEqual, greaterOrEqual }

  /// Strengths of non-required constraints (Badros–Borning's symbolic weights, as numbers).
  enum Strength {
    static let required = Double.infinity
    static let strong = 1e6
    static let medium = 1e3
    static let weak = 1.0
  }

  /// `Σ coefficient·variable + constant  relation  0`, with a strength.
  final class Constraint {
    let terms: [(Variable, Double)]
    let constant: Double
    let relation: Relation
    let strength: Double

    init(
      _ terms: [(Variable, Double)], constant: Double, _ relation: Relation,
      strength: Double = Strength.required
    ) {
      self.terms = terms
      self.constant = constant
      self.relation = relation
      self.strength = strength
    }

    var isRequired: Bool { strength == Strength.required }
  }

  /// Why a constraint was refused.
  enum Failure: Error, Equatable {
    /// The required constraint contradicts required constraints already in the solver.
    case unsatisfiable
    /// The constraint is already in the solver.
    case duplicate
  }

  private enum Kind { case external, slack, error, dummy }

  /// A row `basic = constant + Σ coefficient·symbol` of the tableau, or the objective.
  private final class Row {
    var cells: [(symbol: Int, coefficient: Double)] = []
    var constant: Double

    init(constant: Double) { self.constant = constant }

    func copy() -> Row {
      let row = Row(constant: constant)
      row.cells = cells
      return row
    }

    func coefficient(of symbol: Int) -> Double {
      cells.first { $0.symbol == symbol }?.coefficient ?? 0
    }

    func insert(_ symbol: Int, _ coefficient: Double) {
      if let index = cells.firstIndex(where: { $0.symbol == symbol }) {
        let sum = cells[index].coefficient + coefficient
        if nearZero(sum) { cells.remove(at: index) } else { cells[index].coefficient = sum }
      } else if !nearZero(coefficient) {
        cells.append((symbol, coefficient))
      }
    }

    func insert(_ row: Row, _ coefficient: Double) {
      constant += row.constant * coefficient
      for cell in row.cells { insert(cell.symbol, cell.coefficient * coefficient) }
    }

    func remove(_ symbol: Int) { cells.removeAll { $0.symbol == symbol } }

    func reverseSign() {
      constant = -constant
      for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Rewrites `0 = row` as `symbol = row'`.
    func solve(for symbol: Int) {
      let factor = -1 / coefficient(of: symbol)
      remove(symbol)
      constant *= factor
      for index in cells.indices { cells[index].coefficient *= factor }
    }

    /// Rewrites `lhs = row` as `rhs = row'`.
    func solve(for lhs: Int, _ rhs: Int) {
      insert(lhs, -1)
      solve(for: rhs)
    }

    func substitute(_ symbol: Int, _ row: Row) {
      guard let index = cells.firstIndex(where: { $0.symbol == symbol }) else { return }
      let coefficient = cells.remove(at: index).coefficient
      insert(row, coefficient)
    }
  }

  private struct Tag {
    var marker: Int
    var other: Int?
  }

  private var kinds: [Kind] = []
  /// The row of each basic symbol, indexed by symbol; `nil` for parametric ones.
  private var rows: [Row?] = []
  private var variableSymbols: [Int] = []
  private var constraints: [(constraint: Constraint, tag: Tag)] = []
  private let objective = Row(constant: 0)
  private var artificial: Row?

  /// The constraints in the solver, in the order they were added.
  var addedConstraints: [Constraint] { constraints.map(\.constraint) }

  /// Makes a new variable, 0 until constraints say otherwise.
  func makeVariable() -> Variable {
    variableSymbols.append(makeSymbol(.external))
    return Variable(index: variableSymbols.count - 1)
  }

  /// The variable's value in the current solution.
  ///
  /// - Complexity: O(1).
  func value(of variable: Variable) -> Double {
    rows[variableSymbols[variable.index]]?.constant ?? 0
  }

  /// Adds a constraint and re-optimises.
  ///
  /// - Throws: ``Failure/unsatisfiable`` when a required constraint contradicts the required
  ///   ones already added (the solver is left unchanged), ``Failure/duplicate`` when it is in.
  /// - Complexity: O(*r*·*c*) per simplex pivot over *r* rows of *c* cells; a few pivots
  ///   for a typical constraint.
  func add(_ constraint: Constraint) throws {
    guard !constraints.contains(where: { $0.constraint === constraint }) else {
      throw Failure.duplicate
    }
    var tag = Tag(marker: -1, other: nil)
    let row = makeRow(constraint, &tag)
    var subject = chooseSubject(row, tag)
    if subject == nil, row.cells.allSatisfy({ kinds[$0.symbol] == .dummy }) {
      guard nearZero(row.constant) else { throw Failure.unsatisfiable }
      subject = tag.marker
    }
    if let subject {
      row.solve(for: subject)
      substitute(subject, row)
      rows[subject] = row
    } else if !addWithArtificialVariable(row) {
      // The tableau still satisfies the old constraints; take this one's trace back out.
      constraints.append((constraint, tag))
      remove(at: constraints.count - 1)
      throw Failure.unsatisfiable
    }
    constraints.append((constraint, tag))
    optimize(objective)
  }

  /// Removes a constraint added before and re-optimises; does nothing for one not in.
  ///
  /// - Complexity: O(*r*·*c*) per pivot, as ``add(_:)``.
  func remove(_ constraint: Constraint) {
    guard let index = constraints.firstIndex(where: { $0.constraint === constraint }) else {
      return
    }
    remove(at: index)
  }

  private func remove(at index: Int) {
    let (constraint, tag) = constraints.remove(at: index)
    for symbol in [tag.marker] + (tag.other.map { [$0] } ?? []) where kinds[symbol] == .error {
      if let row = rows[symbol] {
        objective.insert(row, -constraint.strength)
      } else {
        objective.insert(symbol, -constraint.strength)
      }
    }
    if rows[tag.marker] != nil {
      rows[tag.marker] = nil
    } else if let leaving = markerLeavingRow(tag.marker), let row = rows[leaving] {
      rows[leaving] = nil
      row.solve(for: leaving, tag.marker)
      substitute(tag.marker, row)
    }
    optimize(objective)
  }

  // MARK: Tableau operations

  private func makeSymbol(_ kind: Kind) -> Int {
    kinds.append(kind)
    rows.append(nil)
    return kinds.count - 1
  }

  private func makeRow(_ constraint: Constraint, _ tag: inout Tag) -> Row {
    let row = Row(constant: constraint.constant)
    for (variable, coefficient) in constraint.terms where !nearZero(coefficient) {
      let symbol = variableSymbols[variable.index]
      if let basic = rows[symbol] {
        row.insert(basic, coefficient)
      } else {
        row.insert(symbol, coefficient)
      }
    }
    switch constraint.relation {
    case .lessOrEqual, .greaterOrEqual:
      let sign: Double = constraint.relation == .lessOrEqual ? 1 : -1
      let slack = makeSymbol(.slack)
      tag.marker = slack
      row.insert(slack, sign)
      if !constraint.isRequired {
        let error = makeSymbol(.error)
        tag.other = error
        row.insert(error, -sign)
        objective.insert(error, constraint.strength)
      }
    case .equal:
      if constraint.isRequired {
        let dummy = makeSymbol(.dummy)
        tag.marker = dummy
        row.insert(dummy, 1)
      } else {
        let plus = makeSymbol(.error)
        let minus = makeSymbol(.error)
        tag.marker = plus
        tag.other = minus
        row.insert(plus, -1)
        row.insert(minus, 1)
        objective.insert(plus, constraint.strength)
        objective.insert(minus, constraint.strength)
      }
    }
    if row.constant < 0 { row.reverseSign() }
    return row
  }

  private func chooseSubject(_ row: Row, _ tag: Tag) -> Int? {
    if let cell = row.cells.first(where: { kinds[$0.symbol] == .external }) { return cell.symbol }
    for symbol in [tag.marker] + (tag.other.map { [$0] } ?? [])
    where kinds[symbol] == .slack || kinds[symbol] == .error {
      if row.coefficient(of: symbol) < 0 { return symbol }
    }
    return nil
  }

  private func addWithArtificialVariable(_ row: Row) -> Bool {
    let symbol = makeSymbol(.slack)
    rows[symbol] = row
    let goal = row.copy()
    artificial = goal
    optimize(goal)
    let success = nearZero(goal.constant)
    artificial = nil
    if let basic = rows[symbol] {
      rows[symbol] = nil
      if basic.cells.isEmpty { return success }
      guard let entering = basic.cells.first(where: { kinds[$0.symbol] != .dummy })?.symbol
      else { return false }
      basic.solve(for: symbol, entering)
      substitute(entering, basic)
      rows[entering] = basic
    }
    for case let other? in rows { other.remove(symbol) }
    objective.remove(symbol)
    return success
  }

  private func substitute(_ symbol: Int, _ row: Row) {
    for case let other? in rows { other.substitute(symbol, row) }
    objective.substitute(symbol, row)
    artificial?.substitute(symbol, row)
  }

  /// Primal simplex: pivots until no parametric symbol lowers `goal`.
  private func optimize(_ goal: Row) {
    while let entering = goal.cells.first(where: {
      kinds[$0.symbol] != .dummy && $0.coefficient < 0
    })?.symbol {
      var best = Double.infinity
      var leaving: Int?
      for (symbol, row) in rows.enumerated() {
        guard let row, kinds[symbol] != .external else { continue }
        let coefficient = row.coefficient(of: entering)
        guard coefficient < 0 else { continue }
        let ratio = -row.constant / coefficient
        if ratio < best {
          best = ratio
          leaving = symbol
        }
      }
      // An unbounded objective cannot arise from error terms, which are bounded below by 0.
      guard let leaving, let row = rows[leaving] else { return }
      rows[leaving] = nil
      row.solve(for: leaving, entering)
      substitute(entering, row)
      rows[entering] = row
    }
  }

  private func markerLeavingRow(_ marker: Int) -> Int? {
    var firstRatio = Double.infinity
    var secondRatio = Double.infinity
    var first: Int?
    var second: Int?
    var third: Int?
    for (symbol, row) in rows.enumerated() {
      guard let row else { continue }
      let coefficient = row.coefficient(of: marker)
      if coefficient == 0 { continue }
      if kinds[symbol] == .external {
        third = symbol
      } else if coefficient < 0 {
        let ratio = -row.constant / coefficient
        if ratio < firstRatio {
          firstRatio = ratio
          first = symbol
        }
      } else {
        let ratio = row.constant / coefficient
        if ratio < secondRatio {
          secondRatio = ratio
          second = symbol
        }
      }
    }
    return first ?? second ?? third
  }
}

private func nearZero(_ value: Double) -> Bool { abs(value) < 1e-8 }
