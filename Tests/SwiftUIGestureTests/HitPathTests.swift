import GestureKit
import GestureScripts
import Testing

// Where a touch lands (issue #34, item 1): shapes are hit inside their paths (fill rule,
// strokes), zIndex orders what is in front, aspectRatio and scaledToFit/Fill size the frame
// touches land in, rotation3DEffect turns the hit area, and a contextMenu's long press joins
// the arbitration. The window is 400 × 400 points, the root centred in it.

/// A triangle pointing up, as an app would write it.
private struct Triangle: Shape {
  func path(in rect: CGRect) -> Path {
    Path { path in
      path.move(to: CGPoint(x: rect.midX, y: rect.minY))
      path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
      path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
      path.closeSubpath()
    }
  }
}

/// `front` over `back` (both 200 × 200 at 100…300), each logging its taps, over a background
/// that logs "background".
@MainActor
private func hostOver(_ log: CallbackLog, @ViewBuilder _ content: () -> some View) -> SwiftUIHost {
  SwiftUIHost(
    ZStack {
      Color.gray.onTapGesture { log.add("background") }
      content()
    }, windowSize: CGSize(width: 400, height: 400))
}

extension SwiftUIHost {
  /// Taps each of `points` (window coordinates), a second apart.
  fileprivate func tapEach(_ points: [CGPoint]) {
    for point in points {
      run {
        down(1, at: point)
        up(1)
      }
    }
  }
}

@Suite("Hit path: shapes")
struct ShapeHitTests {
  @Test("A custom Shape is hit inside its path, not in the corners of its frame")
  func customShape() {
    let log = CallbackLog()
    let host = hostOver(log) {
      Triangle().frame(width: 200, height: 200).onTapGesture { log.add("triangle") }
    }
    // The frame is 100…300 both ways; (120, 120) is in its corner, outside the triangle.
    host.tapEach([CGPoint(x: 200, y: 250), CGPoint(x: 120, y: 120), CGPoint(x: 280, y: 290)])
    #expect(log.lines == ["triangle", "background", "triangle"])
  }

  @Test("A Path is a shape: its hole is hit by the winding rule and not by the even-odd rule")
  func fillRule() {
    let ring = Path { path in
      path.addRect(CGRect(x: 0, y: 0, width: 200, height: 200))
      path.addRect(CGRect(x: 50, y: 50, width: 100, height: 100))
    }
    let log = CallbackLog()
    let host = hostOver(log) {
      HStack(spacing: 0) {
        ring.fill(Color.red).frame(width: 200, height: 200).onTapGesture { log.add("winding") }
        ring.fill(Color.red, style: FillStyle(eoFill: true)).frame(width: 200, height: 200)
          .onTapGesture { log.add("even-odd") }
      }
    }
    // The rings sit at y 100…300, x 0…200 and 200…400; their holes' centres at x 100 and 300.
    host.tapEach([
      CGPoint(x: 100, y: 200), CGPoint(x: 300, y: 200), CGPoint(x: 20, y: 120),
      CGPoint(x: 220, y: 120),
    ])
    #expect(log.lines == ["winding", "background", "winding", "even-odd"])
    #expect(ring.contains(CGPoint(x: 100, y: 100)))
    #expect(!ring.contains(CGPoint(x: 100, y: 100), eoFill: true))
  }

  @Test("A stroked circle is hit on its ring only; strokeBorder's ring lies inside the frame")
  func strokes() {
    let log = CallbackLog()
    let host = hostOver(log) {
      HStack(spacing: 0) {
        Circle().stroke(Color.blue, lineWidth: 20).frame(width: 200, height: 200)
          .onTapGesture { log.add("stroke") }
        Circle().strokeBorder(Color.blue, lineWidth: 20).frame(width: 200, height: 200)
          .onTapGesture { log.add("border") }
      }
    }
    // Stroke: radius 90…110 about (100, 200). Border: radius 80…100 about (300, 200).
    host.tapEach([
      CGPoint(x: 100, y: 200),  // the stroked circle's centre
      CGPoint(x: 100, y: 105),  // 95 from its centre: on the ring
      CGPoint(x: 100, y: 125),  // 75: inside the ring
      CGPoint(x: 300, y: 105),  // 95: on the border's ring
      CGPoint(x: 300, y: 125),  // 75: inside it
    ])
    #expect(log.lines == ["background", "stroke", "background", "border", "background"])
  }

  @Test("contentShape takes any shape and the fill rule; a non-interaction kind leaves hits alone")
  func contentShapes() {
    let log = CallbackLog()
    let host = hostOver(log) {
      VStack(spacing: 0) {
        Color.red.frame(width: 200, height: 100).contentShape(Triangle())
          .onTapGesture { log.add("triangle") }
        Color.red.frame(width: 200, height: 100).contentShape(.dragPreview, Circle())
          .onTapGesture { log.add("preview") }
      }
    }
    // Rows at y 100…200 and 200…300, x 100…300.
    host.tapEach([
      CGPoint(x: 200, y: 190), CGPoint(x: 105, y: 105), CGPoint(x: 105, y: 205),
    ])
    #expect(log.lines == ["triangle", "background", "preview"])
  }
}

/// Two overlapping squares; `redInFront` gives the red one the higher zIndex.
private struct Cards: View {
  let log: CallbackLog
  let redInFront: Bool

  var body: some View {
    ZStack {
      Color.red.frame(width: 200, height: 200).onTapGesture { log.add("red") }
        .zIndex(redInFront ? 1 : 0)
      Color.blue.frame(width: 200, height: 200).onTapGesture { log.add("blue") }
    }
  }
}

@Suite("Hit path: zIndex")
struct ZIndexTests {
  @Test("zIndex puts an earlier ZStack child in front, and a new index re-orders the views")
  func zStack() {
    let log = CallbackLog()
    let host = SwiftUIHost(
      Cards(log: log, redInFront: true), windowSize: CGSize(width: 400, height: 400))
    host.tapEach([CGPoint(x: 200, y: 200)])
    host.update(rootView: Cards(log: log, redInFront: false))
    host.tapEach([CGPoint(x: 200, y: 200)])
    #expect(log.lines == ["red", "blue"])
  }

  @Test("zIndex reaches through the modifiers outside it and orders an overlay")
  func throughModifiers() {
    let log = CallbackLog()
    let host = SwiftUIHost(
      VStack {
        ZStack {
          Color.red.frame(width: 100, height: 100).onTapGesture { log.add("red") }.zIndex(2)
            .padding(10).offset(x: 20)
          Color.blue.frame(width: 100, height: 100).onTapGesture { log.add("blue") }
        }
        Color.green.frame(width: 100, height: 100).onTapGesture { log.add("green") }.zIndex(1)
          .overlay { Color.yellow.onTapGesture { log.add("yellow") } }
      }, windowSize: CGSize(width: 400, height: 400))
    // The ZStack is 120 × 120 at x 140…260, y 86…206: the padded red square drawn 20 to the
    // right (red at x 170…270), over the blue one (x 150…250). Green is at x 150…250,
    // y 214…314, under its yellow overlay but for its zIndex.
    host.tapEach([CGPoint(x: 175, y: 146), CGPoint(x: 200, y: 264)])
    #expect(log.lines == ["red", "green"])
  }
}

@Suite("Hit path: aspect ratio")
struct AspectRatioTests {
  @Test(
    "aspectRatio fits and fills the offer; scaledToFit keeps a resizable image's own ratio",
    arguments: [
      (ContentMode.fit, CGRect(x: 100, y: 150, width: 200, height: 100)),
      (.fill, CGRect(x: 50, y: 125, width: 300, height: 150)),
    ])
  func ratio(mode: ContentMode, expected: CGRect) {
    let host = SwiftUIHost(
      Color.red.aspectRatio(2, contentMode: mode).frame(width: 200, height: 150),
      windowSize: CGSize(width: 400, height: 400))
    #expect(host.frame(ofFirst: Color.self) == expected)
  }

  @Test("Image(uiImage:).resizable().scaledToFit() lands touches in the fitted frame only")
  func scaledImage() {
    let log = CallbackLog()
    let photo = UIImage(size: CGSize(width: 400, height: 200))
    let host = hostOver(log) {
      Image(uiImage: photo).resizable().scaledToFit().frame(width: 300, height: 300)
        .onTapGesture { log.add("photo") }
    }
    #expect(host.frame(ofFirst: Image.self) == CGRect(x: 50, y: 125, width: 300, height: 150))
    host.tapEach([CGPoint(x: 200, y: 200), CGPoint(x: 200, y: 110)])
    #expect(log.lines == ["photo", "background"])
  }

  @Test("scaledToFill covers the offer; aspectRatio(CGSize) takes the size's ratio")
  func fill() {
    let photo = UIImage(size: CGSize(width: 400, height: 200))
    let host = SwiftUIHost(
      VStack(spacing: 0) {
        Image(uiImage: photo).resizable().scaledToFill().frame(width: 100, height: 100)
        Color.blue.aspectRatio(CGSize(width: 1, height: 2), contentMode: .fit)
          .frame(width: 100, height: 100)
      }, windowSize: CGSize(width: 400, height: 400))
    #expect(host.frame(ofFirst: Image.self) == CGRect(x: 100, y: 100, width: 200, height: 100))
    #expect(host.frame(ofFirst: Color.self) == CGRect(x: 175, y: 200, width: 50, height: 100))
  }
}

@Suite("Hit path: rotation3DEffect")
struct Rotation3DTests {
  @Test("About z it turns the hit area as rotationEffect; about y it narrows it by cos θ")
  func rotations() {
    let log = CallbackLog()
    let host = hostOver(log) {
      VStack(spacing: 0) {
        Color.red.frame(width: 200, height: 20).onTapGesture { log.add("z") }
          .rotation3DEffect(.degrees(90), axis: (x: 0, y: 0, z: 1)).frame(height: 200)
        Color.blue.frame(width: 200, height: 100).onTapGesture { log.add("y") }
          .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
      }
    }
    // The stack is 300 high at y 50…350: the turned bar's 200-point frame at y 50…250
    // (upright: x 190…210), then the card at y 250…350, x 100…300, projected to x 150…250.
    host.tapEach([
      CGPoint(x: 200, y: 80), CGPoint(x: 120, y: 150), CGPoint(x: 160, y: 300),
      CGPoint(x: 120, y: 300),
    ])
    #expect(log.lines == ["z", "background", "y", "background"])
  }
}

@Suite("Hit path: contextMenu")
struct ContextMenuTests {
  @Test("A quick tap goes to the view; a press held 0.5 s opens the menu and the tap fails")
  func pressOpensMenu() {
    let log = CallbackLog()
    let host = SwiftUIHost(
      Color.red.frame(width: 100, height: 100).onTapGesture { log.add("tap") }
        .contextMenu { Text("Delete") }
        .accessibilityIdentifier("card"),
      windowSize: CGSize(width: 400, height: 400))
    host.run {
      down(1, at: CGPoint(x: 200, y: 200))
      wait(seconds: 0.1)
      up(1)
    }
    #expect(log.lines == ["tap"])
    #expect(host.openedContextMenus == [])
    host.run {
      down(1, at: CGPoint(x: 200, y: 200))
      wait(seconds: 0.6)
      up(1)
    }
    #expect(log.lines == ["tap"])
    #expect(host.openedContextMenus.map(\.view) == ["card"])
    #expect(host.openedContextMenus.map(\.time) == [1.1 + 0.5])
  }

  @Test("A press that moves 10 points fails the menu's press; the view's drag goes on")
  func movingPressDrags() {
    let log = CallbackLog()
    let host = SwiftUIHost(
      Color.red.frame(width: 100, height: 100)
        .gesture(DragGesture().onEnded { _ in log.add("drag ended") })
        .contextMenu { Text("Delete") },
      windowSize: CGSize(width: 400, height: 400))
    host.run {
      down(1, at: CGPoint(x: 200, y: 200))
      move(1, to: CGPoint(x: 215, y: 200))
      move(1, to: CGPoint(x: 230, y: 200))
      wait(seconds: 0.6)
      up(1)
    }
    #expect(log.lines == ["drag ended"])
    #expect(host.openedContextMenus == [])
  }
}

@Suite("Hit path: Canvas")
struct CanvasTests {
  @Test("A Canvas records what its renderer draws at its size, and is hit anywhere in its frame")
  func canvas() {
    let log = CallbackLog()
    let host = hostOver(log) {
      Canvas { context, size in
        context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.red))
        context.translateBy(x: 10, y: 0)
        context.stroke(
          Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .foreground, lineWidth: 2)
      }
      .frame(width: 100, height: 50)
      .onTapGesture { log.add("canvas") }
    }
    #expect(
      host.canvasDrawing() == [
        .fill(
          Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50)), eoFill: false, opacity: 1),
        .stroke(Path(CGRect(x: 10, y: 0, width: 5, height: 5)), lineWidth: 2, opacity: 1),
      ])
    // The frame is x 150…250, y 175…225; its corner is outside the drawn ellipse.
    host.tapEach([CGPoint(x: 152, y: 177)])
    #expect(log.lines == ["canvas"])
  }
}
