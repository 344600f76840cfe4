/// An error that carries its own exit status, so that the command line reports it as one line
/// and exits with that status without looking inside it.
///
/// The statuses are those of BSD's `sysexits.h` where one fits: 65 (`EX_DATAERR`) for malformed
/// input, 66 (`EX_NOINPUT`) for input that cannot be read, and 1 for a failure at run time.
public protocol ReportedError: Error, CustomStringConvertible {
  /// The process's exit status when this error ends it.
  var exitStatus: Int32 { get }
}

extension TraceError: ReportedError {
  /// 65 for a malformed file, 66 for one that cannot be read.
  public var exitStatus: Int32 {
    switch kind {
    case .malformed: 65
    case .unavailable: 66
    }
  }
}

extension OutputFileError: ReportedError {
  /// 1: an output that cannot be written is a run-time failure, never bad input.
  public var exitStatus: Int32 { 1 }
}
