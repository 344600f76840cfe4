#if canImport(SwiftUI)
  import SwiftUI
  import UIKit
#else
  import GestureKit
#endif

/// A sticker's place on a board, kept in an iOS 13–16 model: the drag moves it, and a debounced
/// pipeline publishes where it came to rest once it has stayed put for 300 ms.
final class StickerModel: ObservableObject {
  @Published var position = CGPoint(x: 100, y: 100)
  @Published var drops = 0
  @Published private(set) var restingPosition: CGPoint?
  private var cancellables = Set<AnyCancellable>()

  init() {
    $position
      .dropFirst()
      .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
      .sink { [weak self] position in self?.restingPosition = position }
      .store(in: &cancellables)
  }
}

/// A 300-point board that owns the model.
struct StickerBoard: View {
  @StateObject private var model = StickerModel()

  var body: some View {
    ZStack(alignment: .topLeading) {
      Color.white
      Sticker(model: model)
    }
    .frame(width: 300, height: 300)
  }
}

/// A round sticker that follows the finger while dragged and moves the model when dropped.
struct Sticker: View {
  @ObservedObject var model: StickerModel
  @GestureState private var drag = CGSize.zero

  var body: some View {
    Circle()
      .frame(width: 60, height: 60)
      .position(x: model.position.x + drag.width, y: model.position.y + drag.height)
      .gesture(
        DragGesture()
          .updating($drag) { value, state, _ in state = value.translation }
          .onEnded { value in
            model.position.x += value.translation.width
            model.position.y += value.translation.height
            model.drops += 1
          })
  }
}
