#if canImport(SwiftUI)
  import SwiftUI
  import UIKit
#else
  import GestureKit
#endif

/// A SwiftUI wrapper around a UIKit view that pinches to zoom, writing the zoom back to a
/// binding, and double-taps to reset it; the coordinator is target and delegate.
struct ZoomableContainer: UIViewRepresentable {
  @Binding var zoom: CGFloat
  var maximumZoom: CGFloat = 4

  func makeCoordinator() -> Coordinator {
    Coordinator(parent: self)
  }

  func makeUIView(context: Context) -> UIView {
    let view = UIView()
    view.isMultipleTouchEnabled = true
    let pinch = UIPinchGestureRecognizer(
      target: context.coordinator, action: Coordinator.handlePinch)
    pinch.delegate = context.coordinator
    view.addGestureRecognizer(pinch)
    let doubleTap = UITapGestureRecognizer(
      target: context.coordinator, action: Coordinator.handleDoubleTap)
    doubleTap.numberOfTapsRequired = 2
    view.addGestureRecognizer(doubleTap)
    return view
  }

  func updateUIView(_ uiView: UIView, context: Context) {
    context.coordinator.parent = self
  }

  final class Coordinator: NSObject, UIGestureRecognizerDelegate {
    var parent: ZoomableContainer
    private var zoomAtStart: CGFloat = 1

    init(parent: ZoomableContainer) {
      self.parent = parent
    }

    func handlePinch(_ pinch: UIPinchGestureRecognizer) {
      switch pinch.state {
      case .began:
        zoomAtStart = parent.zoom
      case .changed, .ended:
        parent.zoom = min(max(zoomAtStart * pinch.scale, 1), parent.maximumZoom)
      default:
        break
      }
    }

    func handleDoubleTap(_ tap: UITapGestureRecognizer) {
      parent.zoom = 1
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      gestureRecognizer.numberOfTouches == 2
    }
  }
}
