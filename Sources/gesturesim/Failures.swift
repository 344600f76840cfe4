import ArgumentParser
import Foundation
import TouchTraces

/// Turns the tool's failures into the documented exit statuses and one clear line on standard
/// error: a ``ReportedError`` (malformed input, unreadable input, an output that cannot be
/// written) with the status it carries; anything else at run time 1.
func reportingFailures<T>(_ body: () throws -> T) throws -> T {
  do {
    return try body()
  } catch let error as any ReportedError {
    printError(error.description)
    throw ExitCode(error.exitStatus)
  } catch let error as ExitCode {
    throw error
  } catch let error as ValidationError {
    throw error
  } catch let error as CleanExit {
    throw error
  } catch {
    printError(TraceError.oneLine("\(error)"))
    throw ExitCode.failure
  }
}

/// Writes one line to standard error, control characters and line breaks from names in it
/// escaped (``TraceError/oneLine(_:)``).
func printError(_ line: String) {
  let bytes = Array("gesturesim: \(TraceError.oneLine(line))\n".utf8)
  _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

/// A name or path as text output shows it: one line, control characters escaped, as error
/// messages show names.
func shown(_ name: String) -> String { TraceError.oneLine(name) }

/// Text of several lines with each line's control characters escaped (line ends kept).
func shownLines(_ text: String) -> String {
  text.split(separator: "\n", omittingEmptySubsequences: false).map {
    TraceError.oneLine(String($0))
  }.joined(separator: "\n")
}

/// Whether standard error is a terminal (progress is shown only then).
var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

/// Whether colour may be used on standard output: a terminal, and `NO_COLOR` unset.
var standardOutputWantsColor: Bool {
  isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
}
