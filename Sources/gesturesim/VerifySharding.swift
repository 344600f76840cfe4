import ArgumentParser
import Foundation
import GestureReports
import TouchTraces

/// Which part of a corpus one `verify` runs, so that CI machines share it out.
///
/// Shard K of N takes the traces at positions K-1, K-1+N, K-1+2N… of the whole run's list (the
/// arguments in order, each folder's traces sorted by path): every trace lands in exactly one
/// shard, the same one on every machine, and the shards come out within one trace of each other
/// in size. Dealing round the sorted list rather than hashing names is OUR CHOICE: it balances
/// shards exactly; a trace added to a corpus may move others to another shard, which no report
/// depends on.
///
/// Without `--shard`, Bazel's test-sharding variables are honoured: `TEST_TOTAL_SHARDS` and
/// `TEST_SHARD_INDEX` (from 0) choose the shard, and the file `TEST_SHARD_STATUS_FILE` names is
/// touched, which tells Bazel the runner shards.
/// (https://bazel.build/reference/test-encyclopedia#initial-conditions)
struct VerifyShard: Equatable {
  /// From 1.
  var index: Int
  var count: Int

  /// Reads `K/N`, with 1 ≤ K ≤ N.
  init(argument: String) throws {
    let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
      (1...count).contains(index)
    else {
      throw ValidationError(
        "--shard expects K/N with 1 ≤ K ≤ N, such as 2/4 for the second of four shards; got '\(argument)'"
      )
    }
    self.index = index
    self.count = count
  }

  init(index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// The shard Bazel's variables in `environment` ask for, or `nil` when they are not set.
  ///
  /// - Throws: `ValidationError` when they are set and do not name a shard.
  static func fromBazel(_ environment: [String: String]) throws -> VerifyShard? {
    guard let total = environment["TEST_TOTAL_SHARDS"] else { return nil }
    let index = environment["TEST_SHARD_INDEX"] ?? ""
    guard let count = Int(total), let zeroBased = Int(index), count >= 1,
      (0..<count).contains(zeroBased)
    else {
      throw ValidationError(
        "TEST_TOTAL_SHARDS=\(total) and TEST_SHARD_INDEX=\(index) do not name a shard")
    }
    return VerifyShard(index: zeroBased + 1, count: count)
  }

  /// Tells Bazel that this runner shards, by touching the file it names.
  ///
  /// - Throws: `ValidationError` when the file cannot be made: Bazel would otherwise take the
  ///   run for one that ignores sharding, and run every trace in every shard.
  static func acknowledgeBazel(_ environment: [String: String]) throws {
    guard let path = environment["TEST_SHARD_STATUS_FILE"] else { return }
    guard !path.isEmpty else {
      throw ValidationError("TEST_SHARD_STATUS_FILE is set but empty; it should name a file")
    }
    let made = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
    guard made >= 0 else {
      let reason = String(cString: strerror(errno))
      throw ValidationError(
        "TEST_SHARD_STATUS_FILE=\(TraceError.oneLine(path)) cannot be written (\(reason))")
    }
    close(made)
  }

  /// Whether the trace at `position` in the whole list belongs to this shard.
  func contains(position: Int) -> Bool {
    position % count == index - 1
  }

  var reportShard: VerifyReport.Shard { VerifyReport.Shard(index: index, count: count) }
}
