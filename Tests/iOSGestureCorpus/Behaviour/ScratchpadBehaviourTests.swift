import GestureKit
import GestureScripts
import Testing

// Paints on the corpus's finger-painting screen and reads back, from the images its
// UIGraphicsImageRenderer made, every segment it stroked.

@MainActor
@Suite("iOS gesture corpus: a finger-painting screen baking strokes with an image renderer")
struct ScratchpadBehaviourTests {
  /// One stroked line as the screen drew it.
  struct Segment: Equatable {
    var from: CGPoint
    var to: CGPoint
    var width: CGFloat
    var color: CGColor?
  }

  private static let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)

  private func scene() -> (Simulation, ScratchpadViewController) {
    let simulation = Simulation(windowSize: Self.bounds.size)
    let pad = ScratchpadViewController()
    simulation.window.rootViewController = pad
    simulation.settle()
    return (simulation, pad)
  }

  /// Every segment drawn into `image`, through the images drawn into it, oldest first; records
  /// anything else as an issue.
  private func segments(in image: UIImage?) -> [Segment] {
    guard let image else { return [] }
    #expect(image.size == Self.bounds.size && image.scale == 3)
    return image.recordedDrawing.flatMap { operation -> [Segment] in
      switch operation {
      case .image(let inner, let rect):
        #expect(rect == Self.bounds)
        return segments(in: inner)
      case .stroke(let path, let width, let cap, _, let color):
        guard case .moveTo(let from) = path.elements.first,
          case .lineTo(let to) = path.elements.last, path.elements.count == 2, cap == .round
        else {
          Issue.record("not a round-capped line: \(path.elements)")
          return []
        }
        return [Segment(from: from, to: to, width: width, color: color)]
      default:
        Issue.record("unexpected operation \(operation)")
        return []
      }
    }
  }

  private func line(_ xs: [CGFloat], y: CGFloat, width: CGFloat, color: CGColor) -> [Segment] {
    zip(xs, xs.dropFirst()).map {
      Segment(from: point($0, y), to: point($1, y), width: width, color: color)
    }
  }

  @Test("A drag paints one segment per coalesced sample and merges the stroke on lifting")
  func dragPaints() {
    let (simulation, pad) = scene()
    let black = UIColor.black.cgColor
    simulation.run(
      TouchScript {
        dragWithoutLifting(
          1, from: point(50, 100), to: point(150, 100), duration: .milliseconds(100), steps: 10)
      }, settle: false)
    // Mid-stroke the segments are in the upper image only.
    let expected = line(
      stride(from: 50, through: 150, by: 10).map { $0 }, y: 100, width: 10, color: black)
    #expect(segments(in: pad.strokeImageView.image) == expected)
    #expect(pad.mainImageView.image == nil && pad.segmentsDrawn == 10)
    simulation.run(TouchScript { up(1, at: point(150, 100)) })
    #expect(pad.strokeImageView.image == nil && pad.committedStrokes == 1)
    #expect(segments(in: pad.mainImageView.image) == expected)
    #expect(pad.mainImageView.image?.recordedDrawing.count == 1)  // the stroke's image alone

    // A tap paints a dot: a line from the touch to itself, after the first stroke.
    simulation.run(TouchScript { tap(at: point(200, 300)) })
    let dot = Segment(from: point(200, 300), to: point(200, 300), width: 10, color: black)
    #expect(segments(in: pad.mainImageView.image) == expected + [dot])
    #expect(pad.committedStrokes == 2 && pad.segmentsDrawn == 11)
  }

  @Test("The eraser paints twice as wide in the background color")
  func eraser() {
    let (simulation, pad) = scene()
    pad.isErasing = true
    simulation.run(
      TouchScript {
        drag(1, from: point(50, 400), to: point(90, 400), duration: .milliseconds(40), steps: 2)
      })
    let white = UIColor.white.cgColor
    #expect(
      segments(in: pad.mainImageView.image) == line([50, 70, 90], y: 400, width: 20, color: white))
  }

  @Test("A cancelled touch throws the stroke in progress away")
  func cancelled() {
    let (simulation, pad) = scene()
    simulation.run(
      TouchScript {
        dragWithoutLifting(
          1, from: point(50, 100), to: point(150, 100), duration: .milliseconds(100), steps: 5)
        cancel(1)
      })
    #expect(pad.segmentsDrawn == 5 && pad.committedStrokes == 0)
    #expect(pad.strokeImageView.image == nil && pad.mainImageView.image == nil)
  }

  @Test("Outside a renderer, strokes, colors and image drawing have no effect")
  func outsideRenderer() {
    #expect(UIGraphicsGetCurrentContext() == nil)
    UIColor.red.setStroke()
    UIBezierPath(rect: Self.bounds).stroke()
    UIImage(size: Self.bounds.size).draw(at: .zero)
    let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 20)).image { context in
      #expect(UIGraphicsGetCurrentContext() === context.cgContext)
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
    }
    #expect(UIGraphicsGetCurrentContext() == nil)
    #expect(image.size == CGSize(width: 10, height: 20) && image.scale == 3)
    #expect(
      image.recordedDrawing == [
        .fill(
          CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20), transform: nil),
          color: UIColor.red.cgColor)
      ])
  }
}
