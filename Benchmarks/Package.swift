// swift-tools-version: 6.2
//
// GestureSim's benchmarks: release-build executables that run each scenario several times and
// report medians. Run with `swift run -c release RecognizerBenchmarks` from this folder.

import PackageDescription

let package = Package(
  name: "GestureSimBenchmarks",
  dependencies: [
    // The package under test, without its default LibInput trait: the benchmarks need no C.
    .package(name: "GestureSim", path: "..", traits: [])
  ],
  targets: [
    // Counts calls to malloc and friends by defining them in the executable (glibc looks them
    // up there first) and forwarding to glibc's own implementation.
    .target(name: "MallocCounter"),
    .executableTarget(
      name: "RecognizerBenchmarks",
      dependencies: [.product(name: "GestureKit", package: "GestureSim"), "MallocCounter"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
