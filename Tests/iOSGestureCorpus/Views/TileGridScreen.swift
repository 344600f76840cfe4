import GestureKit

// A SwiftUI screen in the shape home-screen editors and tutorials write for reordering tiles:
// a tile is lifted by a half-second press, follows the finger in the grid's named coordinate
// space, is drawn above the others while dragged, and drops into the slot under the finger.

/// Where a tile drag is: nothing, a tile pressed (not yet long enough), or a tile lifted by
/// the long press and moved so far.
enum TileDrag: Equatable {
  case idle
  case pressing(String)
  case lifted(String, CGSize)

  var tile: String? {
    if case .lifted(let name, _) = self { return name }
    return nil
  }

  func translation(of name: String) -> CGSize {
    if case .lifted(name, let translation) = self { return translation }
    return .zero
  }
}

struct TileGridScreen: View {
  static let side: CGFloat = 100
  static let spacing: CGFloat = 10
  static let columns = 3

  @State private var tiles = ["Mail", "Maps", "Music", "Notes", "Photos", "Clock"]
  @State private var drops: [String] = []
  @GestureState private var drag = TileDrag.idle
  @Namespace private var gridSpace

  /// The top-left corner of slot `index` in the grid.
  static func origin(ofSlot index: Int) -> CGPoint {
    CGPoint(
      x: CGFloat(index % columns) * (side + spacing),
      y: CGFloat(index / columns) * (side + spacing))
  }

  /// The slot under `location` (in the grid's space), if any.
  static func slot(at location: CGPoint, count: Int) -> Int? {
    guard location.x >= 0, location.y >= 0 else { return nil }
    let column = Int(location.x / (side + spacing))
    let row = Int(location.y / (side + spacing))
    guard column < columns else { return nil }
    let index = row * columns + column
    return index < count ? index : nil
  }

  var body: some View {
    ZStack(alignment: .topLeading) {
      ForEach(Array(tiles.enumerated()), id: \.element) { index, name in
        let origin = Self.origin(ofSlot: index)
        let moved = drag.translation(of: name)
        Text(name)
          .frame(width: Self.side, height: Self.side)
          .background(
            RoundedRectangle(cornerRadius: 16)
              .fill(drag == .pressing(name) ? Color.gray : Color.blue)
          )
          .scaleEffect(drag.tile == name ? 1.1 : 1)
          .offset(x: origin.x + moved.width, y: origin.y + moved.height)
          .zIndex(drag.tile == name ? 1 : 0)
          .matchedGeometryEffect(id: name, in: gridSpace)
          .gesture(reorder(name))
      }
    }
    .frame(width: 320, height: 210, alignment: .topLeading)
    .coordinateSpace(name: "grid")
    .padding(20)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .sensoryFeedback(.impact(weight: .medium), trigger: drag.tile) { _, new in new != nil }
  }

  private func reorder(_ name: String) -> some Gesture {
    LongPressGesture(minimumDuration: 0.5)
      .sequenced(before: DragGesture(coordinateSpace: .named("grid")))
      .updating($drag) { value, state, _ in
        switch value {
        case .first(true):
          state = .pressing(name)
        case .second(true, let drag):
          state = .lifted(name, drag?.translation ?? .zero)
        default:
          break
        }
      }
      .onEnded { value in
        guard case .second(true, let drag?) = value,
          let target = Self.slot(at: drag.location, count: tiles.count),
          let from = tiles.firstIndex(of: name)
        else { return }
        tiles.remove(at: from)
        tiles.insert(name, at: target)
        drops.append("\(name)→\(target)")
      }
  }
}
