import Foundation
import GestureKit
import GestureReports
import Testing
import TouchTraces

// The pattern docs/testing-with-recordings.md describes: a real recording replayed against an
// app's own view controller in a unit test, its whole transcript kept as a snapshot.

/// An app's screen: a card that pans, and a double tap on the background.
final class BoardViewController: UIViewController {
  let card = UIView(frame: CGRect(x: 40, y: 120, width: 300, height: 400))
  private(set) var cardOffset = CGPoint.zero

  override func viewDidLoad() {
    super.viewDidLoad()
    card.accessibilityIdentifier = "card"
    view.accessibilityIdentifier = "board"
    view.addSubview(card)
    let pan = UIPanGestureRecognizer(target: self, action: BoardViewController.moveCard)
    pan.name = "cardPan"
    card.addGestureRecognizer(pan)
    let doubleTap = UITapGestureRecognizer()
    doubleTap.name = "zoom"
    doubleTap.numberOfTapsRequired = 2
    view.addGestureRecognizer(doubleTap)
  }

  func moveCard(_ pan: UIPanGestureRecognizer) {
    if pan.state == .ended { cardOffset = pan.translation(in: view) }
  }
}

@MainActor
@Suite("A recording replayed against an app's own views, its transcript a snapshot")
struct RecordingSnapshotTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Compares `lines` with the snapshot `name`, or rewrites it with
  /// GESTURESIM_UPDATE_SNAPSHOTS=1 (then review the diff before committing).
  static func expectSnapshot(_ lines: [String], _ name: String) throws {
    let file = root.appendingPathComponent("Tests/GestureReportsTests/Snapshots/\(name)")
    let text = lines.map { $0 + "\n" }.joined()
    if ProcessInfo.processInfo.environment["GESTURESIM_UPDATE_SNAPSHOTS"] == "1" {
      try text.write(to: file, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOf: file, encoding: .utf8)
    #expect(
      text == expected, "\(name) differs; GESTURESIM_UPDATE_SNAPSHOTS=1 accepts a deliberate change"
    )
  }

  @Test("The project's own pan recording drags the card; the whole transcript is the snapshot")
  func panRecording() throws {
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let board = BoardViewController()
    simulation.window.rootViewController = board

    // The recording, fitted onto this window as `gesturesim replay --screen 390x844` fits it.
    var mapping = PointMapping()
    mapping.screenSize = simulation.window.bounds.size
    let recording = try TraceInput(
      path: Self.root.appendingPathComponent("Traces/recordings/pan.yml").path, mapping: mapping)
    let writer = TranscriptWriter(format: .json)
    simulation.onTranscriptEntry = writer.write
    try recording.forEachInput { simulation.feed($0) }
    simulation.settle()

    #expect(writer.lines.contains { $0.contains(#""recognizer":"cardPan","#) })
    #expect(board.cardOffset.x > 100)
    try Self.expectSnapshot(writer.lines, "board-pan.jsonl")
  }
}
