// swift-tools-version: 6.2
//
// libFuzzer targets, one per reader (TouchTraces' readers, SwiftUI scenes, verify's reports), and
// one for the whole replay path. Build and run one with
// `Fuzzing/fuzz.sh <target> [seconds]` (see docs/fuzzing.md); they are only meaningful when built
// with `-sanitize=fuzzer`, which that script passes.

import PackageDescription

let readers = [
  "FuzzLibinputRecord", "FuzzEvemu", "FuzzTouchScript", "FuzzScene", "FuzzReplay",
  "FuzzDebugEvents", "FuzzSwiftUIScene", "FuzzMergeReport",
]

let package = Package(
  name: "GestureSimFuzzing",
  dependencies: [
    .package(name: "GestureSim", path: "..")
  ],
  targets: [
    .target(
      name: "FuzzingSupport", dependencies: [.product(name: "TouchTraces", package: "GestureSim")])
  ]
    + readers.map { name in
      .executableTarget(
        name: name,
        dependencies: [
          "FuzzingSupport",
          .product(name: "TouchTraces", package: "GestureSim"),
          .product(name: "GestureKit", package: "GestureSim"),
          .product(name: "GestureReports", package: "GestureSim"),
          .product(name: "SwiftUIScenes", package: "GestureSim"),
        ]
      )
    },
  swiftLanguageModes: [.v6]
)
