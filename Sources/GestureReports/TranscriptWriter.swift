import GestureCore
import TouchTraces

/// Writes a transcript as its entries happen: the one writer behind `replay`, `verify` and
/// `live`.
///
///     let out = try OutputFile(path: nil)
///     let writer = TranscriptWriter(format: .json, to: out)
///     simulation.onTranscriptEntry = writer.write
///     …
///     try out.commit()
///
/// The writer keeps the entries its ``filter`` keeps and formats each with
/// ``TranscriptFormat/append(_:trace:explain:colored:to:)``, straight into the output's buffer. Without
/// an output it keeps the lines in ``lines``, for comparing with an expected transcript.
///
/// The settings are constants: a class's variable is checked for exclusive access at run time on
/// every read, three checks per line here, 0.5 M instructions for the 2,269 lines of the
/// largest shared recording's transcript.
public final class TranscriptWriter {
  /// Text or JSON Lines.
  public let format: TranscriptFormat
  /// Which entries are written.
  public let filter: TranscriptFilter
  /// Whether text lines colour their transitions (for a terminal).
  public let colored: Bool
  /// Whether each line ends with its entry's cause (`replay --explain`).
  public let explain: Bool
  /// The trace being written, for outputs shared by several traces: JSON lines start with it.
  public private(set) var trace: String?
  /// The lines written, when there is no output.
  public private(set) var lines: [String] = []
  private let output: OutputFile?

  /// A writer to `output`.
  public init(
    format: TranscriptFormat, to output: OutputFile, filter: TranscriptFilter = TranscriptFilter(),
    colored: Bool = false, explain: Bool = false
  ) {
    self.format = format
    self.output = output
    self.filter = filter
    self.colored = colored
    self.explain = explain
  }

  /// A writer that keeps its lines in ``lines``.
  public init(format: TranscriptFormat, filter: TranscriptFilter = TranscriptFilter()) {
    self.format = format
    self.output = nil
    self.filter = filter
    self.colored = false
    self.explain = false
  }

  /// Starts the transcript of `trace` in an output shared by several traces: text gets a
  /// `# trace` line, and JSON lines from now on a `trace` key.
  public func begin(trace: String) {
    self.trace = trace
    // The name escaped, as error messages show names: a file name cannot reach the terminal raw.
    if format == .text { output?.writeLine("# \(TraceError.oneLine(trace))") }
  }

  /// Writes `entry` when the filter keeps it.
  public func write(_ entry: TranscriptEntry) {
    guard filter.keeps(entry) else { return }
    if let output {
      output.writeLine {
        format.append(entry, trace: trace, explain: explain, colored: colored, to: &$0)
      }
    } else {
      var bytes: [UInt8] = []
      format.append(entry, trace: trace, explain: explain, colored: colored, to: &bytes)
      lines.append(String(decoding: bytes, as: UTF8.self))
    }
  }
}
