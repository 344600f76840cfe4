import GestureKit
import GestureScripts
import Testing

// Drives the corpus's sticker board: a @StateObject model passed down as @ObservedObject, a
// DragGesture that writes it, and a debounce on DispatchQueue.main, on the simulation's clock.

@MainActor
@Suite("iOS gesture corpus: ObservableObject models")
struct ObservableObjectShapesBehaviourTests {
  @Test("A drop moves the model; its debounced resting place follows 300 ms later")
  func stickerDropAndDebounce() {
    let host = SwiftUIHost(StickerBoard())
    // The board is centred: 45...345 × 272...572; the sticker's centre is 100 points into it.
    #expect(host.frame(ofFirst: Circle.self) == CGRect(x: 115, y: 342, width: 60, height: 60))
    host.run(settle: false) {
      drag(
        1, from: CGPoint(x: 145, y: 372), to: CGPoint(x: 225, y: 412),
        duration: .milliseconds(100), steps: 5)
    }
    let model = host.state("model", of: StickerBoard.self, as: StickerModel.self)
    #expect(model?.position == CGPoint(x: 180, y: 140))
    #expect(model?.drops == 1)
    #expect(host.frame(ofFirst: Circle.self) == CGRect(x: 195, y: 382, width: 60, height: 60))
    // The drop was at 0.1 s: nothing at 0.35 s, the resting place at 0.4 s.
    host.simulation.advance(to: 0.35)
    #expect(model?.restingPosition == nil)
    host.simulation.advance(to: 0.4)
    #expect(model?.restingPosition == CGPoint(x: 180, y: 140))
  }
}
