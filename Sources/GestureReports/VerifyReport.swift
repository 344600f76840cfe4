import Foundation
import TouchTraces

/// `verify`'s machine-readable report: one entry per trace, written as JSON (``json()``) or
/// as JUnit XML (``junit()``) for CI systems that show test results.
///
/// A report holds no times, host names or dates (OUR CHOICE): the same traces give the same
/// report byte for byte, whatever the number of jobs or shards, so that reports can be
/// compared, cached and merged. Each entry keeps its position in the whole run's list of
/// traces, so the reports of every shard of a run merge (``merged(_:)``) into the report one
/// unsharded run writes.
public struct VerifyReport: Codable, Equatable, Sendable {
  /// What the JSON's `format` field says, so that a merge refuses other JSON files.
  public static let formatName = "gesturesim-verify-report"

  public var format = Self.formatName
  public var version = 1
  /// A report of `results` among `traceCount` traces, for `shard` or the whole run.
  public init(shard: Shard? = nil, traceCount: Int, results: [Entry]) {
    self.shard = shard
    self.traceCount = traceCount
    self.results = results
  }

  /// The shard this report covers; `nil` for a whole run or a merged report.
  public var shard: Shard?
  /// How many traces the whole run has, every shard together.
  public var traceCount: Int
  /// The traces this report covers, in the whole run's order.
  public var results: [Entry]

  /// One of `count` shards, numbered from 1.
  public struct Shard: Codable, Equatable, Sendable {
    public var index: Int
    public var count: Int

    /// Shard `index` of `count`.
    public init(index: Int, count: Int) {
      self.index = index
      self.count = count
    }
  }

  /// One trace's outcome.
  public struct Entry: Codable, Equatable, Sendable {
    /// Its position in the whole run's list of traces, from 0.
    public var index: Int
    public var trace: String
    /// The expected transcript it is compared with.
    public var expected: String
    public var outcome: Outcome
    /// The unified diff, or what was wrong with the trace.
    public var message: String?
    /// For a trace that could not be checked: the exit status its error carries (65 malformed,
    /// 66 unreadable, 1 an expected transcript that could not be written).
    public var exitStatus: Int32?

    /// An entry for the trace at `index` of the whole run.
    public init(
      index: Int, trace: String, expected: String, outcome: Outcome, message: String? = nil,
      exitStatus: Int32? = nil
    ) {
      self.index = index
      self.trace = trace
      self.expected = expected
      self.outcome = outcome
      self.message = message
      self.exitStatus = exitStatus
    }

    /// Records that the trace could not be checked, or its transcript not written.
    public mutating func fail(_ error: any ReportedError) {
      outcome = .malformed
      message = error.description
      exitStatus = error.exitStatus
    }
  }

  /// How a trace fared.
  public enum Outcome: String, Codable, Sendable {
    /// Its transcript is the expected one.
    case matched
    /// Its transcript differs from the expected one.
    case differs
    /// It has no expected transcript.
    case missing
    /// The trace could not be read or replayed.
    case malformed
    /// `--update` rewrote its expected transcript.
    case updated

    /// Whether this outcome fails the run.
    public var isFailure: Bool { self == .differs || self == .missing }
  }

  /// The report in JSON, keys sorted, one field a line.
  public func json() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    var data = try encoder.encode(self)
    data.append(0x0A)
    return data
  }

  /// Reads a report that ``json()`` wrote.
  ///
  /// - Throws: `TraceError` naming `path` when the data is not such a report.
  public static func read(_ data: Data, path: String) throws -> VerifyReport {
    let report: VerifyReport
    do {
      report = try JSONDecoder().decode(VerifyReport.self, from: data)
    } catch {
      throw TraceError(file: path, message: "expected a JSON report written by verify --report")
    }
    guard report.format == formatName, report.version == 1 else {
      throw TraceError(
        file: path, message: "expected format \"\(formatName)\" version 1")
    }
    try report.validate(path: path)
    return report
  }

  /// The largest report a merge reads: OUR CHOICE, far above what 100,000 traces with diffs
  /// write, and far below what would exhaust memory.
  public static let maximumBytes = 256 << 20
  /// The most traces one run's report may count, as ``maximumBytes`` bounds its size.
  public static let maximumTraces = 10_000_000

  /// Checks what a report read from a file says, as a trace's numbers are checked: a report is
  /// input, and a merge believes only what holds together.
  ///
  /// - Throws: `TraceError` naming `path` and the first thing out of range or inconsistent.
  public func validate(path: String) throws {
    func fail(_ message: String) -> TraceError {
      TraceError(file: path, message: "expected a report written by verify --report; \(message)")
    }
    guard (0...Self.maximumTraces).contains(traceCount) else {
      throw fail("`traceCount` \(traceCount) is not between 0 and \(Self.maximumTraces)")
    }
    if let shard {
      guard (1...Self.maximumTraces).contains(shard.count),
        (1...shard.count).contains(shard.index)
      else {
        throw fail("shard \(shard.index) of \(shard.count) is not a shard")
      }
    }
    guard results.count <= traceCount else {
      throw fail("\(results.count) results for a run of \(traceCount) traces")
    }
    var previous = -1
    for entry in results {
      guard entry.index > previous, entry.index < traceCount else {
        throw fail(
          "result index \(entry.index) is out of order or outside the run's \(traceCount) traces")
      }
      previous = entry.index
      if let shard, entry.index % shard.count != shard.index - 1 {
        throw fail("trace \(entry.index) is not in shard \(shard.index) of \(shard.count)")
      }
      // verify escapes what it writes into a report; raw control characters come from
      // elsewhere, and would reach the terminal when the merge prints the diff.
      if let message = entry.message,
        message.unicodeScalars.contains(where: {
          $0 != "\n" && $0 != "\t" && $0.properties.generalCategory == .control
        })
      {
        throw fail("the message of trace \(entry.index) holds control characters")
      }
      switch (entry.outcome, entry.exitStatus) {
      case (.malformed, let status?) where [1, 65, 66].contains(status): break
      case (.malformed, let status):
        throw fail(
          "a trace that could not be checked has exit status \(status.map(String.init) ?? "none"), expected 1, 65 or 66"
        )
      case (_, nil): break
      case (let outcome, let status?):
        throw fail("a \(outcome.rawValue) trace has exit status \(status)")
      }
    }
    if shard == nil, results.count != traceCount {
      throw fail("\(results.count) results for a whole run of \(traceCount) traces")
    }
  }

  /// The report of the whole run that `shards` are the parts of.
  ///
  /// - Throws: `TraceError` naming the report at fault when the shards are not every shard of
  ///   one run, each once: different runs, a shard missing or given twice, a whole run among
  ///   shards.
  public static func merged(_ shards: [(path: String, report: VerifyReport)]) throws -> VerifyReport
  {
    guard let (firstPath, first) = shards.first else {
      throw TraceError(file: "verify --merge-reports", message: "expected at least one report")
    }
    var seen: [Int: String] = [:]
    var results: [Entry] = []
    for (path, report) in shards {
      guard report.traceCount == first.traceCount, report.shard?.count == first.shard?.count
      else {
        throw TraceError(
          file: path, message: "expected a shard of the same run as \(firstPath)")
      }
      let index = report.shard?.index ?? 1
      if let other = seen[index] {
        throw TraceError(file: path, message: "shard \(index) is already given by \(other)")
      }
      seen[index] = path
      results += report.results
    }
    let count = first.shard?.count ?? 1
    if let missing = (1...count).first(where: { seen[$0] == nil }) {
      throw TraceError(
        file: firstPath, message: "shard \(missing) of \(count) is missing from the merge")
    }
    results.sort { $0.index < $1.index }
    guard results.count == first.traceCount, results.indices.allSatisfy({ results[$0].index == $0 })
    else {
      throw TraceError(
        file: firstPath, message: "expected the shards to cover \(first.traceCount) traces once")
    }
    return VerifyReport(shard: nil, traceCount: first.traceCount, results: results)
  }

  /// The report as JUnit XML: one `testsuite`, one `testcase` per trace, named by its file and
  /// classed by its folder (dots for slashes, as JUnit's class names are), a `failure` for a
  /// transcript that differs or is missing and an `error` for a trace that could not be
  /// replayed, the diff or the message as its text. Each trace's path is a `property` of the
  /// suite named `classname.name`. The XML is valid against `junit-10.xsd`, the schema
  /// Jenkins' xunit plugin checks reports with (`scripts/check-junit`).
  public func junit() -> Data {
    let failures = results.filter { $0.outcome.isFailure }.count
    let errors = results.filter { $0.outcome == .malformed }.count
    var suiteName = "gesturesim verify"
    if let shard { suiteName += " (shard \(shard.index) of \(shard.count))" }
    let counts = "tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites name=\"\(XMLText.escaped(suiteName))\" \(counts)>\n"
    xml += "  <testsuite name=\"\(XMLText.escaped(suiteName))\" \(counts) skipped=\"0\">\n"
    func names(_ entry: Entry) -> (className: String, name: String) {
      let folder = (entry.trace as NSString).deletingLastPathComponent
      return (
        folder.isEmpty ? "." : folder.replacingOccurrences(of: "/", with: "."),
        (entry.trace as NSString).lastPathComponent
      )
    }
    // The schema Jenkins' xunit plugin validates with (junit-10.xsd) gives a testcase only
    // `name`, `classname`, `time` and `group`: each trace's path is a property of the suite,
    // named by its test's id, `classname.name`.
    if !results.isEmpty {
      xml += "    <properties>\n"
      for entry in results {
        let (className, name) = names(entry)
        xml += "      <property name=\"\(XMLText.escaped(className + "." + name))\" "
        xml += "value=\"\(XMLText.escaped(entry.trace))\"/>\n"
      }
      xml += "    </properties>\n"
    }
    for entry in results {
      let (className, name) = names(entry)
      xml +=
        "    <testcase classname=\"\(XMLText.escaped(className))\" "
        + "name=\"\(XMLText.escaped(name))\""
      let element: String? =
        switch entry.outcome {
        case .matched, .updated: nil
        case .differs, .missing: "failure"
        case .malformed: "error"
        }
      guard let element else {
        xml += "/>\n"
        continue
      }
      let summary =
        switch entry.outcome {
        case .differs: "the transcript differs from \(entry.expected)"
        case .missing: "no expected transcript at \(entry.expected)"
        default: entry.message ?? "the trace could not be replayed"
        }
      xml += ">\n      <\(element) type=\"\(entry.outcome.rawValue)\" "
      xml += "message=\"\(XMLText.escaped(summary))\">"
      xml += XMLText.escaped(entry.message ?? summary)
      xml += "</\(element)>\n    </testcase>\n"
    }
    xml += "  </testsuite>\n</testsuites>\n"
    return Data(xml.utf8)
  }
}

/// Text made safe for XML 1.0 attributes and elements.
enum XMLText {
  /// `text` with markup characters as entities, line breaks and tabs as character references
  /// (so that attributes keep them), and the characters XML 1.0 cannot hold at all (other
  /// control characters, unpaired surrogates cannot occur in a Swift string) as `\u{…}` text.
  static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\n": result += "&#10;"
      case "\r": result += "&#13;"
      case "\t": result += "&#9;"
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        result += "\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
