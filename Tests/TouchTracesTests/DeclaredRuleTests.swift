import Foundation
import GestureKit
import GestureScripts
import GestureTestSupport
import Testing

@testable import GestureCore
@testable import TouchTraces

/// Every transition a cause explains is one its rule declares, and every edge a built-in type
/// draws is declared by the rules it names. (Debug builds also check each report as it is made,
/// so every test that runs the engine holds its causes to their rules.)
@Suite("Rules declare the transitions they cause")
@MainActor struct DeclaredRuleTests {
  /// The (rule, previous state, new state) triples of a transcript that the rule does not
  /// declare, as text.
  static func undeclared(_ entries: [TranscriptEntry]) -> [String] {
    entries.compactMap { entry in
      guard let rule = entry.cause?.rule,
        !rule.edges.contains(entry.previousState, entry.state)
      else { return nil }
      return "\(rule.name): \(entry.previousState) → \(entry.state)"
    }
  }

  /// Every trace in `Traces/`.
  static var traces: [String] {
    let corpus = TraceFixtures.corpus
    return ["recordings", "scripts", "devices"].flatMap { folder in
      let directory = corpus.appendingPathComponent(folder)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
      return names.filter { TraceFiles.isTrace(directory.appendingPathComponent($0).path) }.sorted()
        .map { directory.appendingPathComponent($0).path }
    }
  }

  /// Replays each trace and expects every transition it reports to be declared by its rule;
  /// returns how many were replayed.
  static func expectDeclaredEdges(_ traces: [String]) throws -> Int {
    var replayed = 0
    for trace in traces {
      // A scene that hosts SwiftUI views needs gesturesim's registry (its `swiftUI` key), which
      // this target cannot see: gesturesimTests replay those through the debug tool, whose
      // reports check each cause against its rule as it is made.
      if let scene = TraceFiles.scene(beside: trace),
        (try String(contentsOfFile: scene, encoding: .utf8)).contains("swiftUI:")
      {
        continue
      }
      let replayer = try Replayer(tracePath: trace, scenePath: TraceFiles.scene(beside: trace))
      var entries: [TranscriptEntry] = []
      try replayer.run { entries.append($0) }
      #expect(Self.undeclared(entries) == [], "\(trace)")
      #expect(entries.contains { $0.cause != nil }, "\(trace)")
      replayed += 1
    }
    return replayed
  }

  @Test("Every (rule, from, to) reported in the traces is declared by its rule")
  func tracesUseDeclaredEdges() throws {
    #expect(try Self.expectDeclaredEdges(Self.traces) >= 29)
  }

  @Test(
    "Every (rule, from, to) reported in the shared recordings is declared by its rule",
    .enabled(if: TraceFixtures.hasRealTraces, TraceFixtures.missingTraces))
  func sharedRecordingsUseDeclaredEdges() throws {
    let real = TraceFixtures.realRecordings.map(TraceFixtures.real)
    #expect(try Self.expectDeclaredEdges(real) == real.count)
  }

  @Test("Each edge a built-in type draws is declared by every rule it names")
  func typeEdgesAreDeclared() {
    #expect(RecognizerDeclaration.builtIns.count == 8)
    for declaration in RecognizerDeclaration.builtIns {
      #expect(declaration.edgeProblems == [])
    }
  }

  @Test("Scenes, thresholds and diagrams take each built-in type from its declaration")
  func builtInsDescribedOnce() {
    let names = RecognizerDeclaration.builtIns.map(\.name)
    #expect(RecognizerRegistry.builtIn.names == names.sorted())
    // Each row sits in the declaration of the class it names, and the table holds every
    // declared row once, the built-ins' first.
    var declared: [GestureThresholds.Threshold] = []
    for declaration in RecognizerDeclaration.builtIns {
      for row in declaration.thresholds {
        #expect(row.property.hasPrefix(declaration.className + "."), "\(row.property)")
      }
      declared += declaration.thresholds
    }
    #expect(declared.count == 25)
    #expect(Array(GestureThresholds.all.prefix(declared.count)) == declared)
    #expect(Set(GestureThresholds.all.map(\.property)).count == GestureThresholds.all.count)
  }

  /// A recognizer that fails with a rule of its own.
  final class Squeeze: UIGestureRecognizer {
    static let tooSoft = TransitionCause.Rule(
      "squeeze.minimumForce", template: "pressed {measured}, minimumForce {limit}",
      edges: [(.possible, .failed)])

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      setState(.failed, because: TransitionCause(Self.tooSoft, measured: 0.5, limit: 2))
    }
  }

  @Test("A custom recognizer names its own rule, which explains the change as a built-in's does")
  func customRule() {
    let simulation = Simulation()
    let canvas = UIView(frame: simulation.window.bounds)
    canvas.accessibilityIdentifier = "canvas"
    simulation.window.addSubview(canvas)
    let squeeze = Squeeze()
    squeeze.name = "squeeze"
    canvas.addGestureRecognizer(squeeze)
    let entries = simulation.run(TouchScript { tap(at: CGPoint(x: 100, y: 100)) })
    #expect(entries.count == 1)
    #expect(entries.first?.state == .failed)
    #expect(entries.first?.cause?.text == "pressed 0.5, minimumForce 2")
    #expect(entries.first?.cause?.rule == Squeeze.tooSoft)
    #expect(entries.first?.cause?.rule.name == "squeeze.minimumForce")
    #expect(Squeeze.tooSoft != .excluded)
    #expect(TransitionCause.Rule.Edges.any.contains(.changed, .failed))
    #expect(Squeeze.tooSoft.edges.transitions.map { "\($0.from)→\($0.to)" } == ["possible→failed"])
  }
}
