// swift-tools-version: 6.2
//
// Release-build benchmark executables for GestureSim, kept out of the main package so that they
// never slow down its builds. Run with `swift run -c release --package-path Benchmarks <target>`.

import PackageDescription

let package = Package(
  name: "GestureSimBenchmarks",
  dependencies: [
    .package(name: "GestureSim", path: "..")
  ],
  targets: [
    .executableTarget(
      name: "TraceBenchmarks",
      dependencies: [
        .product(name: "TouchTraces", package: "GestureSim"),
        .product(name: "GestureKit", package: "GestureSim"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
