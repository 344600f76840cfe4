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

  /// The hunks, in order; empty when the texts are equal.
  public private(set) var hunks: [Hunk]

  /// Compares two lists of lines, keeping `context` unchanged lines around each change.
  ///
  /// - Complexity: O((*n* + *m*) · *d*) for *d* differing lines (Myers' algorithm), so equal
  ///   or nearly equal transcripts compare in linear time.
  public init(old: [String], new: [String], context: Int = 3) {
    let script = Self.editScript(old, new)
    hunks = Self.hunks(from: script, context: context)
  }

  /// Whether the texts were equal.
  public var isEmpty: Bool { hunks.isEmpty }

  /// The diff as text, with `---`/`+++` headers naming the two sides; at most `maximumHunks`
  /// hunks, then a line saying how many more there are.
  public func text(oldName: String, newName: String, maximumHunks: Int = .max) -> String {
    guard !hunks.isEmpty else { return "" }
    var out = "--- \(oldName)\n+++ \(newName)\n"
    for hunk in hunks.prefix(maximumHunks) {
      out += "@@ -\(hunk.oldStart),\(hunk.oldCount) +\(hunk.newStart),\(hunk.newCount) @@\n"
      for line in hunk.lines {
        switch line {
        case .same(let text): out += " \(text)\n"
        case .removed(let text): out += "-\(text)\n"
        case .added(let text): out += "+\(text)\n"
        }
      }
    }
    if hunks.count > maximumHunks {
      out += "… \(hunks.count - maximumHunks) more differing hunk(s)\n"
    }
    return out
  }

  // MARK: Myers' shortest edit script

  private enum Edit {
    case keep(Int, Int)
    case delete(Int)
    case insert(Int)
  }

  private static func editScript(_ a: [String], _ b: [String]) -> [Line] {
    let n = a.count
    let m = b.count
    let maxD = n + m
    guard maxD > 0 else { return [] }
    let offset = maxD
    var v = [Int](repeating: 0, count: 2 * maxD + 2)
    var trace: [[Int]] = []
    var found = false
    for d in 0...maxD {
      trace.append(v)
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
    // Walk back through the saved frontiers to recover the edits.
    var edits: [Edit] = []
    var x = n
    var y = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
      let frontier = trace[d]
      let k = x - y
      let previousK: Int
      if k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1]) {
        previousK = k + 1
      } else {
        previousK = k - 1
      }
      let previousX = d == 0 ? 0 : frontier[offset + previousK]
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
