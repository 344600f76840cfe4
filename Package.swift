// swift-tools-version: 6.2
//
// GestureSim: UIKit's gesture-recognizer semantics on Linux.
// Module layout and the one-way dependency rule are described in docs/architecture.md:
// gesturesim → GestureReports → TouchTraces → GestureCore, gesturesim → LiveInput → GestureCore,
// GestureUI → GestureUIKit → GestureCore, and GestureKit, the one import users write, re-exports
// GestureCore, GestureUIKit and GestureUI as `import SwiftUI` brings UIKit and SwiftUI's own
// types on iOS.

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
    .library(name: "SwiftUIScenes", targets: ["SwiftUIScenes"]),
    .library(name: "LiveInput", targets: ["LiveInput"]),
    .executable(name: "gesturesim", targets: ["gesturesim"]),
  ],
  traits: [
    .trait(
      name: "LibInput",
      description:
        "Build LiveInput against libinput's headers (Debian's libinput-dev) so that it can read real devices; libinput itself is loaded when live input starts, not linked."
    ),
    .default(enabledTraits: ["LibInput"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "5.0.0"),
    // File descriptors with errors thrown and EINTR retried, instead of raw read/write loops.
    .package(url: "https://github.com/apple/swift-system", from: "1.4.0"),
    // verify's worker processes: started, fed and reaped without hand-made process plumbing.
    .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.0"),
    // Property tests whose failures shrink to a minimal case and print their seed.
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    // Combine's API for SwiftUI's ObservableObject, @Published and publishers: GestureUI
    // re-exports it, as SwiftUI re-exports Combine on iOS. Only its core product: the Dispatch
    // and RunLoop schedulers and Timer's publisher are GestureUI's own, on the simulation's clock.
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    // `swift package generate-documentation --target GestureCore` builds the DocC catalog.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
  ],
  targets: [
    // Headers only: libinput is loaded with dlopen when a context is made (see shim.h), so that
    // a gesturesim that never reads a device does not load it and its dependencies on start.
    .systemLibrary(
      name: "CLibInput",
      path: "CLibInput",
      providers: [.apt(["libinput-dev"])]
    ),
    // The kernel's names for evdev types, codes and properties, and each type's highest code.
    .systemLibrary(
      name: "CLibEvdev",
      path: "CLibEvdev",
      pkgConfig: "libevdev",
      providers: [.apt(["libevdev-dev"])]
    ),
    // Multitouch protocol A converted to slots, as libinput converts it.
    .systemLibrary(
      name: "CMtdev",
      path: "CMtdev",
      pkgConfig: "mtdev",
      providers: [.apt(["libmtdev-dev"])]
    ),
    .target(
      name: "GestureCore",
      dependencies: [
        .product(name: "HeapModule", package: "swift-collections")
      ],
      swiftSettings: engineSettings
    ),
    // UIKit's surface above the kernel: scroll, table and collection views, controls, navigation
    // and page controllers, text input, labels and images, drawing paths, haptics.
    .target(
      name: "GestureUIKit",
      dependencies: ["GestureCore"],
      swiftSettings: engineSettings
    ),
    // SwiftUI's half: views, state, layout, hosting, SwiftUI's gestures and the representables.
    .target(
      name: "GestureUI",
      dependencies: [
        "GestureCore", "GestureUIKit", .product(name: "OpenCombine", package: "OpenCombine"),
      ],
      swiftSettings: engineSettings
    ),
    // The umbrella users import: GestureCore, GestureUIKit, GestureUI, Observation and Foundation.
    .target(name: "GestureKit", dependencies: ["GestureCore", "GestureUIKit", "GestureUI"]),
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
      dependencies: [
        "GestureCore", "CLibEvdev", "CMtdev", .product(name: "Yams", package: "Yams"),
        .product(name: "SystemPackage", package: "swift-system"),
      ]
    ),
    .target(name: "GestureReports", dependencies: ["TouchTraces", "GestureCore"]),
    // Scenes whose views host SwiftUI (a scene view's `swiftUI` key): the registry `gesturesim`
    // reads scenes with, in a library so that tests and fuzzers reach it too.
    .target(name: "SwiftUIScenes", dependencies: ["GestureCore", "GestureUI", "TouchTraces"]),
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
        "GestureCore", "GestureUI", "TouchTraces", "GestureReports", "SwiftUIScenes", "LiveInput",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "SystemPackage", package: "swift-system"),
        .product(name: "Subprocess", package: "swift-subprocess"),
      ],
      // Metadata of concrete generic types through their accessors, not by demangling a name
      // at run time: a demangled name's generic requirements (CodingKeys: CodingKey for each
      // set of options ArgumentParser decodes) are looked up in the runtime's conformance
      // records, every first lookup a scan of all ~7,000 of a static build. 2.3 M instructions
      // of a replay's start-up. Only this executable: unsafe flags would keep a versioned
      // dependency on the library products from resolving.
      swiftSettings: [
        .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])
      ]
    ),
    .target(
      name: "GestureTestSupport", dependencies: ["GestureKit", "GestureCore"],
      path: "Tests/GestureTestSupport",
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "GestureKitTests",
      dependencies: [
        "GestureKit", "GestureCore", "GestureUIKit", "GestureScripts", "GestureTestSupport",
        "GestureKitTesting", .product(name: "PropertyBased", package: "swift-property-based"),
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
        // For the fuzz targets' reproducers of verify's reports and of SwiftUI scenes.
        "GestureReports", "SwiftUIScenes",
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
