// swift-tools-version: 6.2
//
// GestureSim's benchmarks: release-build executables, kept out of the main package so that they
// never slow down its builds. Each runs its scenarios several times and reports medians:
//
//   swift run -c release --package-path Benchmarks RecognizerBenchmarks [runs] [default|tree|memory|scale [N ...]]
//   swift run -c release --package-path Benchmarks TraceBenchmarks --runs N
//   swift run -c release --package-path Benchmarks TraceBenchmarks readers [MB] [runs]
//   swift run -c release --package-path Benchmarks SwiftUIBenchmarks [runs]

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
    .executableTarget(
      name: "SwiftUIBenchmarks",
      dependencies: [.product(name: "GestureKit", package: "GestureSim"), "MallocCounter"]
    ),
    .executableTarget(
      name: "TraceBenchmarks",
      dependencies: [
        .product(name: "TouchTraces", package: "GestureSim"),
        .product(name: "GestureReports", package: "GestureSim"),
        .product(name: "GestureKit", package: "GestureSim"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
