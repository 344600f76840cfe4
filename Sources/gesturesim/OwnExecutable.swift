import Foundation

/// This program's own executable, for the commands that start it again: `verify`'s workers and
/// the `live` that `replay --via libinput` runs under the mocked-device harness.
enum OwnExecutable {
  /// The executable's path: the target of `/proc/self/exe`, else what Foundation says.
  static func path() throws -> String {
    if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      return path
    }
    if let path = Bundle.main.executablePath { return path }
    throw WorkerError(message: "cannot find the gesturesim executable to start it again")
  }
}
