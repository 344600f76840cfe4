import GestureKit

// A SwiftUI screen in the shape photo viewers and tutorials write: a pinch zooms the photo and
// a drag pans it, both at once; a double tap toggles between fit and 2.5×, animated; the zoom
// is kept between 1× and 4×, and the photo pans only while zoomed in.

struct ZoomablePhotoScreen: View {
  @State private var scale: CGFloat = 1
  @State private var offset = CGSize.zero
  @State private var zoomLog: [String] = []
  @GestureState private var pinchScale: CGFloat = 1
  @GestureState private var panOffset = CGSize.zero

  var body: some View {
    GeometryReader { proxy in
      Image("harbour")
        .resizable()
        .frame(width: proxy.size.width, height: proxy.size.width * 0.75)
        .scaleEffect(scale * pinchScale, anchor: .center)
        .offset(x: offset.width + panOffset.width, y: offset.height + panOffset.height)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .contentShape(Rectangle())
        .gesture(zoomAndPan)
        .onTapGesture(count: 2) {
          withAnimation(.spring(response: 0.3, dampingFraction: 0.8)) {
            if scale > 1 {
              scale = 1
              offset = .zero
            } else {
              scale = 2.5
            }
          }
        }
    }
    .transaction { transaction in
      if scale == 1 { transaction.animation = nil }
    }
    .onChange(of: scale) { oldValue, newValue in
      zoomLog.append("\(oldValue)→\(newValue)")
    }
    .sensoryFeedback(.impact(weight: .light), trigger: scale == 1)
  }

  private var zoomAndPan: some Gesture {
    MagnifyGesture()
      .updating($pinchScale) { value, state, _ in state = value.magnification }
      .onEnded { value in
        scale = min(max(scale * value.magnification, 1), 4)
        if scale == 1 { offset = .zero }
      }
      .simultaneously(
        with: DragGesture()
          .updating($panOffset) { value, state, _ in
            if scale > 1 { state = value.translation }
          }
          .onEnded { value in
            guard scale > 1 else { return }
            offset.width += value.translation.width
            offset.height += value.translation.height
          }
      )
  }
}
