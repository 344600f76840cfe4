import GestureKit

/// A view that logs the touch callbacks it receives, for asserting what a view is told.
public final class RecordingView: UIView {
  /// Each callback as `began 1`, `moved 1 2`, `ended 1`, `cancelled 2` (touch identifiers,
  /// sorted).
  public private(set) var log: [String] = []

  private func note(_ phase: String, _ touches: Set<UITouch>) {
    let ids = touches.map(\.identifier).sorted().map(String.init).joined(separator: " ")
    log.append("\(phase) \(ids)")
  }

  public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    note("began", touches)
  }

  public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    note("moved", touches)
  }

  public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    note("ended", touches)
  }

  public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    note("cancelled", touches)
  }
}
