import Foundation
import Testing

/// An object lent the way the engine's per-frame paths lend references: unretained.
private final class Lent {
  var value = 1
}

/// The check that this suite runs under AddressSanitizer at all: with
/// `GESTURESIM_SEED_USE_AFTER_FREE=1` it reads an object after freeing it, and `scripts/asan`
/// expects the run to stop with AddressSanitizer's `heap-use-after-free` report. Without the
/// variable it does nothing.
@Suite("A seeded use-after-free")
struct SeededUseAfterFreeTests {
  @Test(
    "Reading a lent reference after its object is freed is caught",
    .enabled(if: ProcessInfo.processInfo.environment["GESTURESIM_SEED_USE_AFTER_FREE"] == "1"))
  func seeded() {
    let lent = Unmanaged.passRetained(Lent())
    lent.release()
    // The object is gone: this read is the use after free.
    #expect(lent.takeUnretainedValue().value == 1)
  }
}
