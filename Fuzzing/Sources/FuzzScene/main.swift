import Foundation
import FuzzingSupport
import GestureKit
import TouchTraces

/// A recognizer with one property of each setter kind, so scenes can exercise them all.
final class FuzzRecognizer: UIGestureRecognizer {
  var count = 1
  var distance: CGFloat = 0
  var duration = 0.0
  var flag = false
}

/// Any bytes must build a scene or give a ``TraceError``.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  // libFuzzer calls in on the main thread, where UIKit's types live.
  expectSuccessOrTraceError(data, size) { bytes in
    try MainActor.assumeIsolated { try build(bytes) }
  }
}

@MainActor
private func build(_ bytes: [UInt8]) throws {
  let properties: [RecognizerProperty<FuzzRecognizer>] = [
    .integer("count", \.count, in: 1...10), .number("distance", \.distance),
    .seconds("duration", \.duration), .bool("flag", \.flag),
  ]
  let registry = RecognizerRegistry([
    RecognizerType("tap", FuzzRecognizer.init, properties: properties),
    RecognizerType("pan", FuzzRecognizer.init, properties: properties),
  ])
  _ = try Scene(bytes: bytes, name: "fuzz.scene.yml", registry: registry)
}

fuzz(testOneInput)
