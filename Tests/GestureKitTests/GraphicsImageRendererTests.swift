import Foundation
import GestureKit
import Testing

@MainActor
@Suite("UIGraphicsImageRenderer and its recording CGContext")
struct GraphicsImageRendererTests {
  @Test("Strokes take the state of the moment; saved state comes back; a stroke uses up the path")
  func stateAndPaths() {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 50, height: 40), format: format)
    let red = UIColor.red.cgColor
    let blue = UIColor.blue.cgColor
    let bezier = UIBezierPath()
    bezier.move(to: CGPoint(x: 1, y: 1))
    bezier.addLine(to: CGPoint(x: 9, y: 9))
    bezier.lineWidth = 4
    bezier.lineCapStyle = .round
    let image = renderer.image { context in
      let cg = context.cgContext
      cg.setStrokeColor(red)
      cg.setLineWidth(3)
      cg.saveGState()
      cg.setStrokeColor(blue)
      cg.move(to: CGPoint(x: 0, y: 0))
      cg.addLine(to: CGPoint(x: 10, y: 0))
      cg.strokePath()
      cg.strokePath()  // the path was used up: nothing more is drawn
      cg.restoreGState()
      bezier.stroke()  // the path's own width and cap, the context's color
    }
    let line = CGMutablePath()
    line.move(to: CGPoint(x: 0, y: 0))
    line.addLine(to: CGPoint(x: 10, y: 0))
    #expect(image.size == CGSize(width: 50, height: 40) && image.scale == 2)
    #expect(
      image.recordedDrawing == [
        .stroke(line, lineWidth: 3, lineCap: .butt, lineJoin: .miter, color: blue),
        .stroke(bezier.cgPath, lineWidth: 4, lineCap: .round, lineJoin: .miter, color: red),
      ])
  }

  @Test("Renderers nest: the inner context is current inside, the outer one again after")
  func nesting() {
    let outer = UIGraphicsImageRenderer(bounds: CGRect(x: 5, y: 5, width: 20, height: 10))
    var inner: UIImage?
    let image = outer.image { context in
      inner = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { innerContext in
        #expect(UIGraphicsGetCurrentContext() === innerContext.cgContext)
      }
      #expect(UIGraphicsGetCurrentContext() === context.cgContext)
      inner?.draw(at: CGPoint(x: 1, y: 2))
      #expect(context.currentImage.recordedDrawing.count == 1)
    }
    #expect(image.size == CGSize(width: 20, height: 10))
    #expect(image.recordedDrawing == [.image(inner!, in: CGRect(x: 1, y: 2, width: 4, height: 4))])
  }
}
