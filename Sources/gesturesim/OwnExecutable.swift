import Foundation

/// This program's own executable, for the commands that start it again: `verify`'s workers and
/// the `live` that `replay --via libinput` runs under the mocked-device harness.
enum OwnExecutable {
  /// Linux's name for the running executable's own file.
  static let runningFile = "/proc/self/exe"

  /// The executable's path: the target of `/proc/self/exe` (without the ` (deleted)` Linux adds
  /// once the file was replaced), else what Foundation says.
  static func path() throws -> String {
    if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: runningFile) {
      let deleted = " (deleted)"
      return path.hasSuffix(deleted) ? String(path.dropLast(deleted.count)) : path
    }
    if let path = Bundle.main.executablePath { return path }
    throw WorkerError(message: "cannot find the gesturesim executable to start it again")
  }

  /// A path that starts this very build again, for workers: `/proc/self/exe` where Linux has
  /// it. It names the file this process runs even after a rebuild replaced or deleted the file
  /// at ``path()``, so a worker started mid-run runs the parent's code and speaks its protocol.
  static func runningCopy() throws -> String {
    access(runningFile, X_OK) == 0 ? runningFile : try path()
  }

  /// Whether the file at ``path()`` is no longer the one this process runs: a rebuild or an
  /// install replaced it, or it was deleted. False where there is no `/proc/self/exe`.
  static func changedOnDisk() -> Bool {
    var running = stat()
    guard stat(runningFile, &running) == 0 else { return false }
    var onDisk = stat()
    guard let path = try? path(), stat(path, &onDisk) == 0 else { return true }
    return running.st_dev != onDisk.st_dev || running.st_ino != onDisk.st_ino
  }
}
