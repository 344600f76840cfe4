import TouchTraces

/// A line diff in the unified format that `diff -u` and git print, for `gesturesim verify`.
///
///     --- Traces/pan.expected.jsonl
///     +++ Traces/pan.yml (replayed)
///     @@ -3,2 +3,2 @@
///      {"t":0.1,…,"state":"began",…}
///     -{"t":0.2,…,"state":"changed",…}
///     +{"t":0.2,…,"state":"ended",…}
public struct UnifiedDiff: Sendable {
  /// One line of a hunk.
  public enum Line: Hashable, Sendable {
    case same(String)
    case removed(String)
    case added(String)
  }

  /// A run of changes with its context.
  public struct Hunk: Hashable, Sendable {
    /// 1-based first line in the old text, and how many old lines the hunk covers.
    public var oldStart: Int
    public var oldCount: Int
    /// 1-based first line in the new text, and how many new lines the hunk covers.
    public var newStart: Int
    public var newCount: Int
    /// The hunk's lines.
    public var lines: [Line]
  }

  /// The hunks, in order; empty when the texts are equal or ``summary`` is set.
  public private(set) var hunks: [Hunk]

  /// Set instead of hunks when the texts differ in more than the differences asked for: where
  /// they start to differ, and how long each is.
  public private(set) var summary: Summary?

  /// Two texts too different to diff in bounded time and memory.
  public struct Summary: Hashable, Sendable {
    /// The 1-based line where the texts first differ.
    public var firstDifference: Int
    /// The line counts of the two texts.
    public var oldCount: Int
    public var newCount: Int
    /// The first differing line of each, when there is one.
    public var oldLine: String?
    public var newLine: String?
    /// The bound that was exceeded.
    public var maximumDifferences: Int
  }

  /// How many differing lines a diff looks for by default before it gives a ``Summary``.
  public static let defaultMaximumDifferences = 1_000

  /// Compares two lists of lines, keeping `context` unchanged lines around each change.
  ///
  /// Lines shared at the start and end are set aside first; Myers' algorithm then runs on the
  /// rest, keeping only the frontiers it has explored, and stops once more than
  /// `maximumDifferences` lines differ, giving a ``summary`` instead of hunks.
  ///
  /// - Complexity: O(*n* + *m* + *d*²) time and space for *d* ≤ `maximumDifferences` differing
  ///   lines, so equal or nearly equal transcripts compare in linear time, and very different
  ///   ones in bounded memory.
  public init(
    old: [String], new: [String], context: Int = 3,
    maximumDifferences: Int = Self.defaultMaximumDifferences
  ) {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let middleOld = old[prefix..<(old.count - suffix)]
    let middleNew = new[prefix..<(new.count - suffix)]
    guard
      let middle = Self.editScript(
        middleOld, middleNew, maximumDifferences: max(maximumDifferences, 0))
    else {
      hunks = []
      summary = Summary(
        firstDifference: prefix + 1, oldCount: old.count, newCount: new.count,
        oldLine: middleOld.first, newLine: middleNew.first,
        maximumDifferences: maximumDifferences)
      return
    }
    summary = nil
    guard !middle.isEmpty else {
      hunks = []
      return
    }
    let script =
      old[..<prefix].map { Line.same($0) } + middle + old[(old.count - suffix)...].map { .same($0) }
    hunks = Self.hunks(from: script, context: context)
  }

  /// Whether the texts were equal.
  public var isEmpty: Bool { hunks.isEmpty && summary == nil }

  /// The diff as text, with `---`/`+++` headers naming the two sides; at most `maximumHunks`
  /// hunks, then a line saying how many more there are.
  public func text(oldName: String, newName: String, maximumHunks: Int = .max) -> String {
    guard !isEmpty else { return "" }
    // Names and lines come from files the user did not necessarily write (an expected transcript
    // with ESC in it): each is one escaped line, as error messages are.
    let shown = TraceError.oneLine
    var out = "--- \(shown(oldName))\n+++ \(shown(newName))\n"
    if let summary {
      out +=
        "@@ more than \(summary.maximumDifferences) lines differ, from line \(summary.firstDifference) on; "
        + "\(summary.oldCount) lines expected, \(summary.newCount) replayed @@\n"
      if let line = summary.oldLine { out += "-\(shown(line))\n" }
      if let line = summary.newLine { out += "+\(shown(line))\n" }
      return out
    }
    for hunk in hunks.prefix(max(maximumHunks, 0)) {
      out += "@@ -\(hunk.oldStart),\(hunk.oldCount) +\(hunk.newStart),\(hunk.newCount) @@\n"
      for line in hunk.lines {
        switch line {
        case .same(let text): out += " \(shown(text))\n"
        case .removed(let text): out += "-\(shown(text))\n"
        case .added(let text): out += "+\(shown(text))\n"
        }
      }
    }
    if hunks.count > maximumHunks {
      out += "… \(hunks.count - max(maximumHunks, 0)) more differing hunk(s)\n"
    }
    return out
  }

  // MARK: Myers' shortest edit script

  private enum Edit {
    case keep(Int, Int)
    case delete(Int)
    case insert(Int)
  }

  /// The edit script from `a` to `b`, or nil when it needs more than `maximumDifferences`
  /// insertions and deletions. Frontier `d` is kept only for diagonals −d…d.
  private static func editScript(
    _ a: ArraySlice<String>, _ b: ArraySlice<String>, maximumDifferences: Int
  ) -> [Line]? {
    let a = Array(a)
    let b = Array(b)
    let n = a.count
    let m = b.count
    let maxD = min(n + m, maximumDifferences)
    guard n + m > 0 else { return [] }
    let offset = maxD + 1
    var v = [Int](repeating: 0, count: 2 * maxD + 3)
    // trace[d] holds v[offset - d ... offset + d] as it was before step d.
    var trace: [[Int]] = []
    var found = false
    for d in 0...maxD {
      trace.append(Array(v[(offset - d)...(offset + d)]))
      var k = -d
      while k <= d {
        var x: Int
        if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
          x = v[offset + k + 1]
        } else {
          x = v[offset + k - 1] + 1
        }
        var y = x - k
        while x < n && y < m && a[x] == b[y] {
          x += 1
          y += 1
        }
        v[offset + k] = x
        if x >= n && y >= m {
          found = true
          break
        }
        k += 2
      }
      if found { break }
    }
    guard found else { return nil }
    // Walk back through the saved frontiers to recover the edits.
    var edits: [Edit] = []
    var x = n
    var y = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
      let saved = trace[d]
      func frontier(_ k: Int) -> Int { saved[k + d] }
      let k = x - y
      let previousK: Int
      if k == -d || (k != d && frontier(k - 1) < frontier(k + 1)) {
        previousK = k + 1
      } else {
        previousK = k - 1
      }
      let previousX = d == 0 ? 0 : frontier(previousK)
      let previousY = previousX - previousK
      while x > previousX && y > previousY {
        x -= 1
        y -= 1
        edits.append(.keep(x, y))
      }
      if d > 0 {
        if x == previousX {
          edits.append(.insert(y - 1))
        } else {
          edits.append(.delete(x - 1))
        }
      }
      x = previousX
      y = previousY
    }
    return edits.reversed().map {
      switch $0 {
      case .keep(let i, _): .same(a[i])
      case .delete(let i): .removed(a[i])
      case .insert(let j): .added(b[j])
      }
    }
  }

  private static func hunks(from script: [Line], context: Int) -> [Hunk] {
    let changed = script.indices.filter {
      if case .same = script[$0] { false } else { true }
    }
    guard !changed.isEmpty else { return [] }
    // Group change positions whose context windows touch.
    var groups: [ClosedRange<Int>] = []
    for index in changed {
      let window = max(0, index - context)...min(script.count - 1, index + context)
      if let last = groups.last, window.lowerBound <= last.upperBound + 1 {
        groups[groups.count - 1] = last.lowerBound...max(last.upperBound, window.upperBound)
      } else {
        groups.append(window)
      }
    }
    // Line numbers of each script position in the old and new texts.
    var oldLine = [Int](repeating: 0, count: script.count + 1)
    var newLine = [Int](repeating: 0, count: script.count + 1)
    for (index, line) in script.enumerated() {
      oldLine[index + 1] = oldLine[index] + (line.isAdded ? 0 : 1)
      newLine[index + 1] = newLine[index] + (line.isRemoved ? 0 : 1)
    }
    return groups.map { range in
      let lines = Array(script[range])
      let oldCount = lines.filter { !$0.isAdded }.count
      let newCount = lines.filter { !$0.isRemoved }.count
      return Hunk(
        oldStart: oldCount == 0 ? oldLine[range.lowerBound] : oldLine[range.lowerBound] + 1,
        oldCount: oldCount,
        newStart: newCount == 0 ? newLine[range.lowerBound] : newLine[range.lowerBound] + 1,
        newCount: newCount,
        lines: lines)
    }
  }
}

extension UnifiedDiff.Line {
  fileprivate var isAdded: Bool {
    if case .added = self { true } else { false }
  }

  fileprivate var isRemoved: Bool {
    if case .removed = self { true } else { false }
  }
}
