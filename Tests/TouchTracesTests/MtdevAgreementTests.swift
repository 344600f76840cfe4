import Foundation
import GestureKit
import Testing

@testable import TouchTraces

/// mtdev, the library through which libinput reads protocol A devices, run on a recording by a
/// small C harness compiled for the test (skipped without a C compiler or mtdev's headers).
enum Mtdev {
  static let isAvailable =
    FileManager.default.fileExists(atPath: "/usr/include/mtdev-plumbing.h")
    && FileManager.default.isExecutableFile(atPath: "/usr/bin/cc")

  /// Why a test that runs mtdev is skipped.
  static let missing: Comment =
    "needs mtdev's headers and a C compiler (Debian: libmtdev-dev, gcc)"

  static let harness = #"""
    /* Reads evemu E: lines on stdin, runs them through mtdev (protocol A to B), and prints one line
     * per SYN_REPORT: the time, T or H for BTN_TOUCH down or up, and, for each slot with a contact,
     * slot:trackingID:x:y. */
    #include <linux/input.h>
    #include <mtdev-plumbing.h>
    #include <stdio.h>
    #include <string.h>

    int main(void) {
      struct mtdev *dev = mtdev_new();
      if (!dev || mtdev_init(dev)) return 1;
      mtdev_set_mt_event(dev, ABS_MT_POSITION_X, 1);
      mtdev_set_mt_event(dev, ABS_MT_POSITION_Y, 1);
      mtdev_set_abs_minimum(dev, ABS_MT_POSITION_X, -100000);
      mtdev_set_abs_maximum(dev, ABS_MT_POSITION_X, 100000);
      mtdev_set_abs_minimum(dev, ABS_MT_POSITION_Y, -100000);
      mtdev_set_abs_maximum(dev, ABS_MT_POSITION_Y, 100000);
      dev->caps.has_mtdata = 1;
      int id[64], x[64], y[64], slot = 0, touching = 0;
      for (int i = 0; i < 64; i++) id[i] = -1;
      char line[512];
      while (fgets(line, sizeof line, stdin)) {
        if (strncmp(line, "E:", 2)) continue;
        long sec, usec; unsigned type, code; int value;
        if (sscanf(line, "E: %ld.%ld %x %x %d", &sec, &usec, &type, &code, &value) != 5) continue;
        struct input_event ev = {.time = {sec, usec}, .type = type, .code = code, .value = value};
        mtdev_put_event(dev, &ev);
        while (!mtdev_empty(dev)) {
          struct input_event out;
          mtdev_get_event(dev, &out);
          if (out.type == EV_KEY && out.code == BTN_TOUCH) touching = out.value;
          else if (out.type == EV_ABS && out.code == ABS_MT_SLOT) slot = out.value;
          else if (out.type == EV_ABS && out.code == ABS_MT_TRACKING_ID) id[slot] = out.value;
          else if (out.type == EV_ABS && out.code == ABS_MT_POSITION_X) x[slot] = out.value;
          else if (out.type == EV_ABS && out.code == ABS_MT_POSITION_Y) y[slot] = out.value;
          else if (out.type == EV_SYN && out.code == SYN_REPORT) {
            printf("%ld.%06ld %c", (long)out.time.tv_sec, (long)out.time.tv_usec, touching ? 'T' : 'H');
            for (int s = 0; s < 64; s++)
              if (id[s] >= 0) printf(" %d:%d:%d:%d", s, id[s], x[s], y[s]);
            printf("\n");
          }
        }
      }
      mtdev_close_delete(dev);
      return 0;
    }
    """#

  /// Each frame mtdev reports: its time in microseconds, whether BTN_TOUCH is down, and the
  /// contacts by tracking ID with their positions.
  static func frames(of evemu: String) throws -> [(
    time: Int64, touching: Bool, contacts: [Int: [Int32]]
  )] {
    let directory = try TraceFixtures.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let source = directory.appendingPathComponent("mtdev-track.c")
    let binary = directory.appendingPathComponent("mtdev-track")
    try Data(harness.utf8).write(to: source)
    let compile = Process()
    compile.executableURL = URL(fileURLWithPath: "/usr/bin/cc")
    compile.arguments = [source.path, "-lmtdev", "-o", binary.path]
    try compile.run()
    compile.waitUntilExit()
    guard compile.terminationStatus == 0 else {
      throw TraceError(file: source.path, message: "cc failed")
    }
    let run = Process()
    run.executableURL = binary
    run.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: evemu))
    let pipe = Pipe()
    run.standardOutput = pipe
    try run.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    run.waitUntilExit()
    return String(decoding: output, as: UTF8.self).split(separator: "\n").map {
      line -> (time: Int64, touching: Bool, contacts: [Int: [Int32]]) in
      let fields = line.split(separator: " ")
      var contacts: [Int: [Int32]] = [:]
      for field in fields.dropFirst(2) {
        let parts: [Int32] = field.split(separator: ":").compactMap { Int32(String($0)) }
        contacts[Int(parts[1])] = [parts[2], parts[3]]
      }
      let time: [Int64] = fields[0].split(separator: ".").compactMap { Int64(String($0)) }
      return (time[0] * 1_000_000 + time[1], fields[1] == "T", contacts)
    }
  }
}

@Suite(
  "Protocol A tracking agrees with mtdev",
  .enabled(if: TraceFixtures.hasRealTraces, TraceFixtures.missingTraces),
  .enabled(if: Mtdev.isAvailable, Mtdev.missing))
struct MtdevAgreementTests {
  /// Checks that every contact continues between two frames as mtdev has it: our touch IDs and
  /// mtdev's tracking IDs link the same positions. Frames with BTN_TOUCH up are left out when
  /// `touchingOnly`, because libinput (not mtdev) ends touches there. Returns the pairs compared.
  func expectAgreement(_ path: String, touchingOnly: Bool) throws -> Int {
    let theirs = try Mtdev.frames(of: path)
    var ours: [Int64: [Int: [Int32]]] = [:]
    var current: [Int: [Int32]] = [:]
    try TraceInput(path: path).forEachDecodedFrame { frame in
      for touch in frame.touches {
        switch touch.phase {
        case .down, .move: current[touch.id] = [touch.units!.x, touch.units!.y]
        case .up, .cancel: current[touch.id] = nil
        }
      }
      ours[Int64((frame.time * 1_000_000).rounded())] = current
    }
    // Our times count from the file's first event, mtdev's are the kernel's; both first frames
    // hold the first touch.
    let start = (theirs.first?.time ?? 0) - (ours.keys.min() ?? 0)
    var state: [Int: [Int32]] = [:]
    var compared = 0
    var previous: (touching: Bool, theirs: [Int: [Int32]], ours: [Int: [Int32]])?
    /// Which position continued to which between two frames.
    func continuations(_ before: [Int: [Int32]], _ after: [Int: [Int32]]) -> Set<[Int32]> {
      Set(before.compactMap { id, from in after[id].map { from + $0 } })
    }
    for frame in theirs {
      if let changed = ours[frame.time - start] { state = changed }
      defer { previous = (frame.touching, frame.contacts, state) }
      guard let previous, !touchingOnly || (previous.touching && frame.touching) else { continue }
      #expect(
        continuations(previous.ours, state) == continuations(previous.theirs, frame.contacts),
        "at +\(frame.time - start) µs")
      compared += 1
    }
    return compared
  }

  @Test(
    "While BTN_TOUCH is down, the bcm5974 contacts continue from frame to frame as mtdev has them")
  func bcm5974() throws {
    let compared = try expectAgreement(
      TraceFixtures.real("tp-bcm5974.three-finger-click.evemu"), touchingOnly: true)
    #expect(compared > 100)
  }
}
