import TouchTraces

/// libFuzzer's driver, for fuzz targets built as SwiftPM executables.
///
/// SwiftPM gives every executable its own entry point, so libFuzzer's `main` cannot be used;
/// instead each target's top-level code hands its callback to `LLVMFuzzerRunDriver`, which
/// parses libFuzzer's usual command line and fuzzes it.
@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

@_silgen_name("exit")
private func exit(_ status: CInt) -> Never

/// Runs libFuzzer with the process's arguments and `testOneInput` as the fuzzed function.
public func fuzz(_ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
  var argc = CommandLine.argc
  var argv = CommandLine.unsafeArgv
  exit(runDriver(&argc, &argv, testOneInput))
}

/// Runs one input through `read`, which may succeed or throw a ``TraceError`` and nothing else:
/// any other error, like any trap, is a finding.
public func expectSuccessOrTraceError(
  _ data: UnsafePointer<UInt8>?, _ size: Int, _ read: ([UInt8]) throws -> Void
) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  do {
    try read(bytes)
  } catch is TraceError {
  } catch {
    fatalError("a reader threw something other than a TraceError: \(error)")
  }
  return 0
}
