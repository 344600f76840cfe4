import GestureKit
import GestureScripts

// Representables the SwiftUI tests drive views with: UIKit recognizers attached with
// `gesture(_:)`, since SwiftUI's own gestures are tested on their own.

/// Counts the taps recognized on the view it is attached to, and keeps where they were in the
/// view's own space.
struct TapRecorder: UIGestureRecognizerRepresentable {
  @Binding var taps: [CGPoint]

  func makeUIGestureRecognizer(context: Context) -> UITapGestureRecognizer {
    UITapGestureRecognizer()
  }

  func handleUIGestureRecognizerAction(_ recognizer: UITapGestureRecognizer, context: Context) {
    if recognizer.state == .ended { taps.append(context.converter.localLocation) }
  }
}

/// Runs `action` for each tap recognized on the view it is attached to.
struct TapAction: UIGestureRecognizerRepresentable {
  var action: () -> Void

  func makeUIGestureRecognizer(context: Context) -> UITapGestureRecognizer {
    UITapGestureRecognizer()
  }

  func handleUIGestureRecognizerAction(_ recognizer: UITapGestureRecognizer, context: Context) {
    if recognizer.state == .ended { action() }
  }
}

extension SwiftUIHost {
  /// A tap at `point` in window coordinates, a second after the last input.
  func tap(_ point: CGPoint) {
    run {
      down(1, at: point)
      up(1)
    }
  }

  /// A tap at the centre of the first view of `type`.
  func tap(centerOf type: Any.Type, index: Int = 0) {
    let frame = frame(ofFirst: type, index: index)
    tap(CGPoint(x: frame.midX, y: frame.midY))
  }
}

/// Where taps landed, in the spaces a recorder was asked for.
final class TapLog {
  var locations: [CGPoint] = []
}

/// Records each tap recognized on the view it is attached to, in each of `spaces`.
struct LocationRecorder: UIGestureRecognizerRepresentable {
  let log: TapLog
  var spaces: [CoordinateSpace] = [.local]

  func makeUIGestureRecognizer(context: Context) -> UITapGestureRecognizer {
    UITapGestureRecognizer()
  }

  func handleUIGestureRecognizerAction(_ recognizer: UITapGestureRecognizer, context: Context) {
    guard recognizer.state == .ended else { return }
    for space in spaces { log.locations.append(context.converter.location(in: space)) }
  }
}
