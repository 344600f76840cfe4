import Foundation
import Testing

@testable import TouchTraces

@Suite("Output files")
struct OutputFileTests {
  @Test("A file appears whole at commit, and an output dropped uncommitted leaves nothing")
  func atomic() throws {
    let folder = try TraceFixtures.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("out.txt").path
    do {
      let out = try OutputFile(path: path)
      out.writeLine("dropped")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    let out = try OutputFile(path: path)
    #expect(out.destination == path)
    out.write("a")
    out.writeLine("b")
    out.writeLine { $0.append(contentsOf: "c".utf8) }
    try out.append { $0.append(contentsOf: "d".utf8) }
    #expect(!FileManager.default.fileExists(atPath: path))
    try out.commit()
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "ab\nc\nd")
    #expect(out.failure == nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.txt"])
  }

  @Test("nil and - are standard output")
  func standardOutput() throws {
    #expect(try OutputFile(path: nil).destination == nil)
    #expect(try OutputFile(path: "-", flushesEachLine: true).path == "-")
  }

  @Test("A folder is refused with an error that exits 1; trace errors carry 65 and 66")
  func exitStatuses() throws {
    let folder = try TraceFixtures.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let error = #expect(throws: OutputFileError.self) { try OutputFile(path: folder.path) }
    #expect((error as (any ReportedError)?)?.exitStatus == 1)
    #expect(TraceError(file: "a", message: "m").exitStatus == 65)
    #expect(TraceError(file: "a", message: "m", kind: .unavailable).exitStatus == 66)
  }

  @Test("Writes that a signal interrupts are resumed: every byte arrives, in order")
  func interruptedWrites() throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer { close(ends[0]) }
    // A handler without SA_RESTART, so that a write blocked on the full pipe returns early:
    // EINTR, or a short count.
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in }
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    var previous = sigaction()
    sigaction(SIGUSR2, &action, &previous)
    defer { sigaction(SIGUSR2, &previous, nil) }
    let bytes = (0..<(1 << 22)).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }
    let writer = InterruptedWriter(bytes: bytes, descriptor: ends[1])
    writer.start()
    var received: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    var interruptions = 0
    while true {
      if writer.interrupt() { interruptions += 1 }
      let count = chunk.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      received.append(contentsOf: chunk[..<count])
    }
    writer.release()
    #expect(writer.failure == nil)
    #expect(interruptions > 100)
    #expect(received.count == bytes.count)
    // A Bool, not the arrays: a failure's description of four million bytes takes minutes.
    #expect(received.elementsEqual(bytes))
  }
}

/// A thread that writes `bytes` to a pipe with ``StandardOutput``, interrupted by SIGUSR2 as its
/// reader asks; it stays alive until released, so that no signal reaches a finished thread.
private final class InterruptedWriter: @unchecked Sendable {
  let bytes: [UInt8]
  let descriptor: Int32
  private let lock = NSCondition()
  private var thread: pthread_t?
  private var done = false
  private var released = false
  private(set) var failure: (any Error)?

  init(bytes: [UInt8], descriptor: Int32) {
    self.bytes = bytes
    self.descriptor = descriptor
  }

  func start() {
    Thread {
      // Test runners may start threads with signals blocked.
      var usr2 = sigset_t()
      sigemptyset(&usr2)
      sigaddset(&usr2, SIGUSR2)
      pthread_sigmask(SIG_UNBLOCK, &usr2, nil)
      self.lock.withLock { self.thread = pthread_self() }
      var failure: (any Error)?
      do {
        try StandardOutput.write(self.bytes, to: self.descriptor, name: "pipe")
      } catch {
        failure = error
      }
      close(self.descriptor)
      self.lock.lock()
      self.failure = failure
      self.done = true
      while !self.released { self.lock.wait() }
      self.lock.unlock()
    }.start()
  }

  /// Sends SIGUSR2 to the thread while it writes; false once it is done.
  func interrupt() -> Bool {
    lock.withLock {
      guard let thread, !done else { return false }
      return pthread_kill(thread, SIGUSR2) == 0
    }
  }

  func release() {
    lock.withLock {
      released = true
      lock.broadcast()
    }
  }
}
