#if canImport(UIKit)
  import UIKit
#else
  import GestureKit
#endif

/// A finger-painting screen in the shape of the classic drawing-app tutorial: two image views,
/// the stroke in progress painted segment by segment into the upper one with
/// `UIGraphicsImageRenderer` from every coalesced touch, a dot for a touch that never moved,
/// and the finished stroke merged into the lower one. An eraser paints in the background
/// color; a cancelled touch throws the stroke in progress away.
final class ScratchpadViewController: UIViewController {
  let mainImageView = UIImageView()
  let strokeImageView = UIImageView()
  var brushWidth: CGFloat = 10
  var color = UIColor.black
  var isErasing = false
  private var lastPoint = CGPoint.zero
  private var moved = false
  private(set) var committedStrokes = 0
  private(set) var segmentsDrawn = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    view.addSubview(mainImageView)
    view.addSubview(strokeImageView)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    mainImageView.frame = view.bounds
    strokeImageView.frame = view.bounds
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    moved = false
    lastPoint = touch.location(in: view)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    moved = true
    let samples = event?.coalescedTouches(for: touch) ?? [touch]
    for sample in samples {
      let point = sample.location(in: view)
      drawLine(from: lastPoint, to: point)
      lastPoint = point
    }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !moved {
      drawLine(from: lastPoint, to: lastPoint)
    }
    let renderer = UIGraphicsImageRenderer(size: view.bounds.size)
    mainImageView.image = renderer.image { _ in
      mainImageView.image?.draw(in: view.bounds)
      strokeImageView.image?.draw(in: view.bounds)
    }
    strokeImageView.image = nil
    committedStrokes += 1
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    strokeImageView.image = nil
  }

  private func drawLine(from start: CGPoint, to end: CGPoint) {
    let renderer = UIGraphicsImageRenderer(size: view.bounds.size)
    strokeImageView.image = renderer.image { context in
      strokeImageView.image?.draw(in: view.bounds)
      let cg = context.cgContext
      cg.move(to: start)
      cg.addLine(to: end)
      cg.setLineCap(.round)
      cg.setLineWidth(isErasing ? brushWidth * 2 : brushWidth)
      cg.setStrokeColor((isErasing ? view.backgroundColor ?? .white : color).cgColor)
      cg.strokePath()
    }
    segmentsDrawn += 1
  }

  /// Clears the drawing, as the trash button does.
  func clear() {
    mainImageView.image = nil
    strokeImageView.image = nil
  }
}
