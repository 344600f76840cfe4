import GestureKit

// A SwiftUI screen in the shape map and music apps write for a sheet that rests at three
// heights: the sheet follows a vertical drag, and where the finger lets go the drag's predicted
// end picks the nearest resting height, so that a short flick carries it further than a slow
// drag of the same length.

/// Where the sheet rests.
enum SheetDetent: String, CaseIterable, Equatable {
  case peek, half, full
}

struct SnappingSheetScreen: View {
  @State private var detent = SheetDetent.peek
  @State private var visited: [SheetDetent] = []
  @State private var backgroundTaps = 0
  @GestureState private var dragHeight: CGFloat = 0

  /// The sheet's top edge for `detent` in a container `height` tall.
  static func top(of detent: SheetDetent, in height: CGFloat) -> CGFloat {
    switch detent {
    case .peek: height - 120
    case .half: height / 2
    case .full: 80
    }
  }

  var body: some View {
    GeometryReader { proxy in
      let height = proxy.size.height
      ZStack(alignment: .top) {
        Color.gray.opacity(0.1)
          .onTapGesture {
            backgroundTaps += 1
            detent = .peek
          }
        VStack(spacing: 0) {
          Capsule()
            .frame(width: 40, height: 5)
            .padding(.vertical, 8)
          Text(detent.rawValue.capitalized)
            .font(.headline)
          Spacer()
        }
        .frame(maxWidth: .infinity)
        .frame(height: height)
        .background {
          RoundedRectangle(cornerRadius: 16).fill(Color.white)
        }
        .offset(
          y: max(Self.top(of: detent, in: height) + dragHeight, Self.top(of: .full, in: height))
        )
        .animation(.spring(response: 0.35, dampingFraction: 0.85), value: detent)
        .gesture(
          DragGesture()
            .updating($dragHeight) { value, state, _ in state = value.translation.height }
            .onEnded { value in
              let landing = Self.top(of: detent, in: height) + value.predictedEndTranslation.height
              detent =
                SheetDetent.allCases.min { first, second in
                  abs(Self.top(of: first, in: height) - landing)
                    < abs(Self.top(of: second, in: height) - landing)
                } ?? detent
            }
        )
      }
    }
    .onChange(of: detent) { newValue in visited.append(newValue) }
  }
}
