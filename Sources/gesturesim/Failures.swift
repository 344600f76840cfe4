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

/// Writes one line to standard error.
func printError(_ line: String) {
  let bytes = Array("gesturesim: \(line)\n".utf8)
  _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

/// Whether standard error is a terminal (progress is shown only then).
var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

/// Whether colour may be used on standard output: a terminal, and `NO_COLOR` unset.
var standardOutputWantsColor: Bool {
  isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
}
