import Foundation
import Testing

// The claims of docs/architecture.md that a grep can check, checked by one: which mutable
// statics each library module has, that the UIKit and SwiftUI modules write nothing themselves,
// and which modules import C. A new static, a new write or a new C import fails here until the
// list below, and the sentence in the document, say so.

/// The repository's root, two folders above this file's.
private let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Each Swift file of `module` (a folder of `Sources`), by its path inside the module, with its
/// lines that are not comments.
private func sourceLines(of module: String) throws -> [(file: String, lines: [String])] {
  let folder = repositoryRoot.appendingPathComponent("Sources").appendingPathComponent(module)
  let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
  var files: [(String, [String])] = []
  for case let path as String in enumerator where path.hasSuffix(".swift") {
    let text = try String(
      contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
    files.append((path, lines))
  }
  return files.sorted { $0.0 < $1.0 }
}

/// Expects `module`'s stored mutable statics to be `listed`: each one found and not listed, and
/// each one listed and not found, is named in the failure.
private func expectStatics(
  of module: String, _ listed: Set<String>, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let found = try mutableStatics(of: module)
  #expect(found.subtracting(listed).sorted() == [], "not listed", sourceLocation: sourceLocation)
  #expect(
    listed.subtracting(found).sorted() == [], "listed, not found", sourceLocation: sourceLocation)
}

/// The stored mutable statics (and top-level variables) of `module`, as `File.swift name`.
private func mutableStatics(of module: String) throws -> Set<String> {
  var found: Set<String> = []
  for (path, lines) in try sourceLines(of: module) {
    let file = URL(fileURLWithPath: path).lastPathComponent
    for line in lines {
      let name: Substring
      let rest: Substring
      if let range = line.range(of: "static var ") {
        let after = line[range.upperBound...]
        name = after.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        rest = after.dropFirst(name.count)
      } else if !line.hasPrefix(" "),
        let range = line.range(of: #"^([a-z(]+\) |[a-z]+ )*var "#, options: .regularExpression)
      {
        let after = line[range.upperBound...]
        name = after.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        rest = after.dropFirst(name.count)
      } else {
        continue
      }
      // Computed: a brace before any `=`.
      let brace = rest.firstIndex(of: "{")
      let equals = rest.firstIndex(of: "=")
      if let brace, equals.map({ brace < $0 }) ?? true { continue }
      found.insert("\(file) \(name)")
    }
  }
  return found
}

@Suite("Architecture: the claims docs/architecture.md makes that a grep can check")
struct ArchitectureClaimsTests {
  @Test("GestureCore's mutable statics are the listed ones")
  func coreStatics() throws {
    try expectStatics(
      of: "GestureCore",
      [
        // The one global state of a run: the simulation that last received input.
        "Simulation.swift currentStorage",
        // Work queued for the simulation's clock, drained by it.
        "MainQueue.swift pending", "FoundationTimers.swift entries",
        "FoundationTimers.swift workItems", "NSObject+DelayedPerform.swift pending",
        // What an animation block or transition is recording while it runs.
        "AnimationTimeDomain.swift active", "AnimationTimeline.swift active",
        "UIView+Animation.swift keyframeContext",
        // The update pass's pending work and its switch.
        "UIView+UpdateProperties.swift anyTraitsSet", "UIView+UpdateProperties.swift traitRoots",
        "UIView+UpdateProperties.swift traitControllers",
        "UIView+UpdateProperties.swift propertyRequests",
        "UIView+UpdateProperties.swift isObservationTrackingEnabled",
        "UIView+UpdateProperties.swift hasWork",
        "UIView+Display.swift displayRequests", "UIView+Display.swift hasDisplayWork",
        // Auto Layout's hook: installed constraints in the process.
        "UIView+LayoutHooks.swift activeCount", "UIView+LayoutHooks.swift changeCount",
        "UIView+LayoutHooks.swift layoutDepth", "UIView+LayoutHooks.swift solveIfNeeded",
        // Settings and hooks users and test frameworks set.
        "GestureProblems.swift testHook", "Simulation.swift unfinishedScriptHandler",
        "Selector.swift undispatchableSelectorHandler", "UIImage.swift sizesByName",
        "UIAccessibility.swift reduceMotion", "UIAccessibility.swift voiceOver",
        // Counters and what was reported once.
        "Selector.swift madeFromMethods", "Selector.swift reported",
      ])
  }

  @Test("GestureUIKit's mutable statics are the listed ones")
  func uiKitStatics() throws {
    try expectStatics(
      of: "GestureUIKit",
      [
        // Numbers users may override (GestureThresholds lists them).
        "UIRefreshControl.swift triggerDistance", "UITableView.swift defaultRowHeight",
        "UITableView.swift defaultSectionTitleHeight", "UIScrollView.swift pagingFlickVelocity",
        "UIStepper.swift repeatDelay", "UIStepper.swift repeatInterval",
        "UIImagePickerController.swift availableSourceTypes",
        // Auto Layout's last solve and where its message goes.
        "AutoLayoutEngine.swift solvedChangeCount", "AutoLayoutEngine.swift report",
      ])
  }

  @Test("GestureUI's mutable statics are the listed ones")
  func swiftUIStatics() throws {
    try expectStatics(
      of: "GestureUI",
      [
        // Choices users may override (GestureThresholds lists the numbers).
        "SwiftUIGestureChoices.swift simultaneousCallbackOrder",
        "SwiftUIGestureChoices.swift sequenceSecondStart",
        "SwiftUIGestureChoices.swift longPressExcludesWhilePressing",
        "List.swift actionWidth", "List.swift openFraction", "List.swift fullSwipeFraction",
        "ScrollView.swift crossAxisDragFailsPan", "ScrollView.swift refreshPullDistance",
        "ContextMenu.swift pressDuration", "ContextMenu.swift maximumDistance",
        // The transaction of the update running now.
        "Transaction.swift current", "Transaction.swift adoptions",
        // Caches and pending work of the view graph.
        "ViewComparison.swift plans", "ViewComparison.swift differing",
        "ViewComparison.swift plainDataSizes", "ViewTypeDescriptor.swift known",
        "ViewGraph.swift awaitingUpdate", "UIView+SwiftUIAnimation.swift running",
        "EnvironmentValues.swift lastStamp", "EnvironmentValues.swift readRecorder",
      ])
  }

  @Test(
    "GestureCore, GestureUIKit and GestureUI write only through GestureProblems and Auto Layout's report"
  )
  func noOwnOutput() throws {
    var writers: [String] = []
    for module in ["GestureCore", "GestureUIKit", "GestureUI"] {
      for (path, lines) in try sourceLines(of: module) {
        for line in lines
        where line.contains("print(") || line.contains("FileHandle") || line.contains("fopen(")
          || line.contains("fwrite(") || line.contains("FileManager")
        {
          writers.append("\(module)/\(path)")
        }
      }
    }
    #expect(
      writers == [
        "GestureCore/Simulation/GestureProblems.swift",
        "GestureUIKit/AutoLayout/AutoLayoutEngine.swift",
      ])
  }

  @Test("Only TouchTraces and LiveInput import C libraries; GestureCore only the C library")
  func cImports() throws {
    var importers: Set<String> = []
    for module in [
      "GestureCore", "GestureUIKit", "GestureUI", "GestureKit", "GestureScripts",
      "GestureKitTesting", "TouchTraces", "GestureReports", "SwiftUIScenes", "LiveInput",
      "gesturesim",
    ] {
      for (_, lines) in try sourceLines(of: module) {
        for line in lines {
          let code = line.trimmingCharacters(in: .whitespaces)
          for library in ["Glibc", "Musl", "Darwin", "CLibInput", "CLibEvdev", "CMtdev"]
          where code.hasSuffix("import \(library)") {
            importers.insert("\(module) \(library)")
          }
        }
      }
    }
    #expect(
      importers == [
        // DispatchTime.now(), which stands in for Dispatch's, reads the uptime as Dispatch does.
        "GestureCore Glibc", "GestureCore Musl", "GestureCore Darwin",
        "TouchTraces CLibEvdev", "TouchTraces CMtdev", "TouchTraces Glibc", "TouchTraces Darwin",
        "LiveInput CLibInput", "LiveInput Glibc",
      ])
  }
}
