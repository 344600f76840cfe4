// swift-tools-version: 6.2
//
// GestureSim: UIKit's gesture-recognizer semantics on Linux.
// Module layout and the one-way dependency rule are described in docs/architecture.md:
// gesturesim → GestureReports → TouchTraces → GestureCore, gesturesim → LiveInput → GestureCore,
// GestureUI → GestureCore, and GestureKit, the one import users write, re-exports GestureCore and
// GestureUI as `import SwiftUI` brings UIKit and SwiftUI's own types on iOS.

import PackageDescription

/// Code that drives simulations runs on the main actor, as UIKit code does; these targets make it
/// their default isolation, like a new app target in Xcode.
let mainActorByDefault: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

/// Swift 6's static checking, complete, without its dynamic actor-isolation checks: in Swift 6
/// mode every closure literal in main-actor code checks the executor when it runs, which cost the
/// engine about a third of its speed. The declarations, and so what clients see, are the same as
/// in Swift 6 mode.
let engineSettings: [SwiftSetting] = [
  .swiftLanguageMode(.v5),
  .enableUpcomingFeature("StrictConcurrency"),
  .enableUpcomingFeature("InferSendableFromCaptures"),
  .enableUpcomingFeature("GlobalActorIsolatedTypesUsability"),
  .enableUpcomingFeature("RegionBasedIsolation"),
]

let package = Package(
  name: "GestureSim",
  products: [
    .library(name: "GestureKit", targets: ["GestureKit"]),
    .library(name: "GestureCore", targets: ["GestureCore"]),
    // For test targets: GestureKit's problems become test issues (Swift Testing and XCTest).
    .library(name: "GestureKitTesting", targets: ["GestureKitTesting"]),
    .library(name: "TouchTraces", targets: ["TouchTraces"]),
    .library(name: "GestureReports", targets: ["GestureReports"]),
    .library(name: "LiveInput", targets: ["LiveInput"]),
    .executable(name: "gesturesim", targets: ["gesturesim"]),
  ],
  traits: [
    .trait(
      name: "LibInput",
      description: "Link libinput (Debian's libinput-dev) so that LiveInput can read real devices."
    ),
    .default(enabledTraits: ["LibInput"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "5.0.0"),
    // `swift package generate-documentation --target GestureCore` builds the DocC catalog.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
  ],
  targets: [
    .systemLibrary(
      name: "CLibInput",
      path: "CLibInput",
      pkgConfig: "libinput",
      providers: [.apt(["libinput-dev"])]
    ),
    .target(
      name: "GestureCore",
      dependencies: [
        .product(name: "HeapModule", package: "swift-collections")
      ],
      swiftSettings: engineSettings
    ),
    // SwiftUI's half: views, state, layout, hosting, SwiftUI's gestures and the representables.
    .target(
      name: "GestureUI",
      dependencies: ["GestureCore"],
      swiftSettings: engineSettings
    ),
    // The umbrella users import: GestureCore, GestureUI, Observation and Foundation.
    .target(name: "GestureKit", dependencies: ["GestureCore", "GestureUI"]),
    // Linked into test targets only: records GestureProblems as test issues. The C target's
    // constructor installs the hook when the test binary loads.
    .target(name: "GestureKitTestingLoader"),
    .target(
      name: "GestureKitTesting",
      dependencies: ["GestureCore", "GestureScripts", "GestureKitTestingLoader"]),
    // The touch-script statements (`down`, `wait`, `tap`…), global functions kept out of
    // GestureKit so that an app target's scope does not get them; GestureKitTesting re-exports it.
    .target(name: "GestureScripts", dependencies: ["GestureCore"]),
    .target(
      name: "TouchTraces",
      dependencies: ["GestureCore", .product(name: "Yams", package: "Yams")]
    ),
    .target(name: "GestureReports", dependencies: ["TouchTraces", "GestureCore"]),
    .target(
      name: "LiveInput",
      dependencies: [
        "GestureCore",
        .product(name: "Logging", package: "swift-log"),
        .target(name: "CLibInput", condition: .when(traits: ["LibInput"])),
      ]
    ),
    .executableTarget(
      name: "gesturesim",
      dependencies: [
        "GestureCore", "TouchTraces", "GestureReports", "LiveInput",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .target(
      name: "GestureTestSupport", dependencies: ["GestureKit", "GestureCore"],
      path: "Tests/GestureTestSupport",
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "GestureKitTests",
      dependencies: [
        "GestureKit", "GestureCore", "GestureScripts", "GestureTestSupport", "GestureKitTesting",
      ],
      swiftSettings: mainActorByDefault),
    // SwiftUI's gestures on the engine: recognizers on plain UIViews and, through SwiftUIHost,
    // on views.
    .testTarget(
      name: "SwiftUIGestureTests",
      dependencies: [
        "GestureKit", "GestureUI", "GestureCore", "GestureScripts", "GestureTestSupport",
      ],
      swiftSettings: mainActorByDefault),
    // Each target declares what its files import, no more and no less.
    .testTarget(
      name: "TouchTracesTests",
      dependencies: [
        "TouchTraces", "GestureKit", "GestureCore", "GestureScripts", "GestureTestSupport",
        .product(name: "Yams", package: "Yams"),
      ]),
    .testTarget(
      name: "GestureReportsTests",
      dependencies: [
        "GestureReports", "TouchTraces", "GestureKit", "GestureCore", "GestureScripts",
        "GestureTestSupport",
      ],
      exclude: ["Golden", "Snapshots"]),
    .testTarget(
      name: "LiveInputTests",
      dependencies: [
        "LiveInput", "GestureKit", "GestureCore", .product(name: "Logging", package: "swift-log"),
      ]),
    // The iOS-style gesture corpus (Tests/iOSGestureCorpus), compiled three ways from the same
    // files: each target's Corpus folder is a link to it.
    .testTarget(
      name: "iOSCorpusSwift5Tests", dependencies: ["GestureKit", "GestureScripts"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(name: "iOSCorpusSwift6Tests", dependencies: ["GestureKit", "GestureScripts"]),
    .testTarget(
      name: "iOSCorpusMainActorTests", dependencies: ["GestureKit", "GestureScripts"],
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "gesturesimTests",
      // The tests run the built tool; they import only LiveInput.
      dependencies: ["gesturesim", "LiveInput"],
      exclude: ["Golden", "Captures"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
