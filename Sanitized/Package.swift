// swift-tools-version: 6.2
//
// The engine's lifetime suites under AddressSanitizer, in a release build: the per-frame paths
// lend references they do not count (docs/architecture.md), and only an optimized build shows
// what the optimizer does with them. Run it with `scripts/asan` (the `asan` stage of .ci/run).
// A nested package, as Fuzzing/ and Benchmarks/ are, so that its sanitized release build never
// mixes with the main package's.

import PackageDescription

let package = Package(
  name: "GestureSimSanitized",
  dependencies: [
    // The package under test, without its default LibInput trait: the suites need no C.
    .package(name: "GestureSim", path: "..", traits: [])
  ],
  targets: [
    // Tests/LifetimeTests/ReentrantLifetimeTests.swift is a link to the main package's file.
    .testTarget(
      name: "LifetimeTests",
      dependencies: [.product(name: "GestureCore", package: "GestureSim")],
      // As the main package's GestureKitTests, whose file it shares, is built.
      swiftSettings: [.defaultIsolation(MainActor.self)]
    )
  ],
  swiftLanguageModes: [.v6]
)
