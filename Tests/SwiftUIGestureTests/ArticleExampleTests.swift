import GestureKit
import GestureScripts
import Testing

// The three views of the DocC article "Testing SwiftUI gestures", as the article shows them,
// and the tests it describes.

/// A card that follows the finger down and asks to be dismissed when flung far enough.
struct DismissibleCard: View {
  let onDismiss: () -> Void
  @GestureState private var drag = CGSize.zero

  var body: some View {
    RoundedRectangle(cornerRadius: 16)
      .frame(width: 300, height: 200)
      .offset(x: 0, y: max(drag.height, 0))
      .gesture(
        DragGesture()
          .updating($drag) { value, state, _ in state = value.translation }
          .onEnded { value in
            if value.predictedEndTranslation.height > 150 { onDismiss() }
          })
  }
}

@Test("Article: a fling dismisses the card, a slow short drag does not")
func dismissibleCard() {
  var dismissed = 0
  let host = SwiftUIHost(
    DismissibleCard { dismissed += 1 }, windowSize: CGSize(width: 400, height: 800))
  // Card centred: 50...350 × 300...500. 200 pt down in 80 ms: a fling.
  host.run {
    drag(
      1, from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 600), duration: .milliseconds(80))
  }
  #expect(dismissed == 1)
  // 40 pt down in half a second, resting before the lift: no fling.
  host.run {
    drag(
      1, from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 440), duration: .milliseconds(500))
  }
  #expect(dismissed == 1)
}

/// A tile that is picked up by a press and then dragged; where it is dropped is reported.
struct PickUpTile: View {
  enum Hold: Equatable {
    case idle
    case pressing
    case moving(CGSize)

    var offset: CGSize {
      if case .moving(let offset) = self { return offset }
      return .zero
    }
  }

  let onDrop: (CGSize) -> Void
  @GestureState private var hold = Hold.idle

  var body: some View {
    let pickUp = LongPressGesture(minimumDuration: 0.4)
      .sequenced(before: DragGesture(minimumDistance: 0))
      .updating($hold) { value, state, _ in
        switch value {
        case .first(true): state = .pressing
        case .second(true, let drag): state = .moving(drag?.translation ?? .zero)
        default: state = .idle
        }
      }
      .onEnded { value in
        if case .second(true, let drag?) = value { onDrop(drag.translation) }
      }
    return Rectangle()
      .frame(width: 120, height: 120)
      .offset(hold.offset)
      .gesture(pickUp)
  }
}

@Test("Article: the tile moves only after the press, from where the press ended")
func pickUpTile() {
  var drops: [CGSize] = []
  let host = SwiftUIHost(
    PickUpTile { drops.append($0) }, windowSize: CGSize(width: 400, height: 400))
  // Dragged at once: the press fails at 10 pt, nothing is dropped.
  host.run {
    drag(
      1, from: CGPoint(x: 200, y: 200), to: CGPoint(x: 260, y: 200), duration: .milliseconds(200))
  }
  #expect(drops.isEmpty)
  // Held 0.5 s (a 2 pt wobble allowed), then moved 60 pt right.
  host.run {
    down(1, at: CGPoint(x: 200, y: 200))
    wait(.milliseconds(250))
    move(1, to: CGPoint(x: 202, y: 200))
    wait(.milliseconds(250))
    move(1, to: CGPoint(x: 232, y: 200))
    wait(.milliseconds(16))
    move(1, to: CGPoint(x: 262, y: 200))
    wait(.milliseconds(16))
    up(1)
  }
  #expect(drops == [CGSize(width: 60, height: 0)])
}

/// A photo that pinches and turns, keeping what each gesture did.
struct ZoomablePhoto: View {
  let onCommit: (CGFloat, Angle) -> Void
  @State private var scale: CGFloat = 1
  @State private var angle = Angle.zero
  @GestureState private var pinch: CGFloat = 1
  @GestureState private var twist = Angle.zero

  var body: some View {
    Rectangle()
      .frame(width: 300, height: 300)
      .scaleEffect(scale * pinch)
      .rotationEffect(angle + twist)
      .gesture(
        MagnifyGesture()
          .updating($pinch) { value, state, _ in state = value.magnification }
          .simultaneously(
            with: RotateGesture().updating($twist) { value, state, _ in state = value.rotation }
          )
          .onEnded { value in
            scale *= value.first?.magnification ?? 1
            angle += value.second?.rotation ?? .zero
            onCommit(scale, angle)
          })
  }
}

@Test("Article: the photo pinches and turns with two fingers and with a touchpad")
func zoomablePhoto() {
  var commits: [String] = []
  let host = SwiftUIHost(
    ZoomablePhoto { commits.append("\(f($0)) \(f(CGFloat($1.degrees)))") },
    windowSize: CGSize(width: 400, height: 400))
  // Two fingers 100 pt apart turn a quarter turn clockwise and spread to 200 pt.
  host.run {
    down([1: CGPoint(x: 150, y: 200), 2: CGPoint(x: 250, y: 200)])
    wait(.milliseconds(16))
    move([1: CGPoint(x: 200, y: 125), 2: CGPoint(x: 200, y: 275)])
    wait(.milliseconds(16))
    move([1: CGPoint(x: 200, y: 100), 2: CGPoint(x: 200, y: 300)])
    wait(.milliseconds(16))
    up([1, 2])
  }
  #expect(commits == ["2.0 90.0"])
  // A touchpad pinch over the photo: scale 0.5, turned back 30°.
  let center = CGPoint(x: 200, y: 200)
  host.run {
    indirect(IndirectEvent(time: 0, kind: .pinch, phase: .begin, location: center))
    wait(.milliseconds(16))
    indirect(
      IndirectEvent(
        time: 0, kind: .pinch, phase: .update, location: center, scale: 0.5, angleDelta: -30))
    wait(.milliseconds(16))
    indirect(IndirectEvent(time: 0, kind: .pinch, phase: .end, location: center))
  }
  #expect(commits == ["2.0 90.0", "1.0 60.0"])
}
