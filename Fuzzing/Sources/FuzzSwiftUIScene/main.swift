import FuzzingSupport
import GestureKit
import SwiftUIScenes
import TouchTraces

/// A tap, then a drag, across the middle of a 390 × 844 window.
private let touches = Array(
  """
  window: {width: 390, height: 844}
  events:
    - {t: 0.0, id: 1, phase: down, x: 195.0, y: 422.0}
    - {t: 0.05, id: 1, phase: up, x: 195.0, y: 422.0}
    - {t: 0.5, id: 1, phase: down, x: 100.0, y: 300.0}
    - {t: 0.6, id: 1, phase: move, x: 200.0, y: 400.0}
    - {t: 0.7, id: 1, phase: move, x: 300.0, y: 500.0}
    - {t: 0.8, id: 1, phase: up, x: 300.0, y: 500.0}
  """.utf8)

/// Any bytes must build a scene with SwiftUI views (a view's `swiftUI` key) or give a
/// ``TraceError``; a scene that builds must take a tap and a drag, its transcript's times
/// finite.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  // libFuzzer calls in on the main thread, where UIKit's and SwiftUI's types live.
  expectSuccessOrTraceError(data, size) { bytes in
    try MainActor.assumeIsolated { try play(bytes) }
  }
}

@MainActor
private func play(_ bytes: [UInt8]) throws {
  let scene = try Scene(bytes: bytes, name: "fuzz.scene.yml", registry: .withSwiftUI)
  let input = try TraceInput(bytes: touches, name: "fuzz.touches.yml")
  try input.forEachInput { event in
    precondition(event.time.isFinite)
    scene.simulation.feed(event)
  }
  scene.simulation.settle()
  for entry in scene.simulation.transcript {
    precondition(entry.time.isFinite, "a transcript time is not finite")
  }
}

fuzz(testOneInput)
