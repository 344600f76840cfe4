#if canImport(SwiftUI)
  import SwiftUI
  import UIKit
#else
  import GestureKit
#endif

/// A pan for SwiftUI that reports its translation in the view's own space (iOS 18).
struct PanGesture: UIGestureRecognizerRepresentable {
  var onChange: (CGPoint) -> Void
  var onEnd: (CGPoint) -> Void

  func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator {
    Coordinator()
  }

  func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer {
    let pan = UIPanGestureRecognizer()
    pan.delegate = context.coordinator
    return pan
  }

  func handleUIGestureRecognizerAction(_ recognizer: UIPanGestureRecognizer, context: Context) {
    let translation = context.converter.localTranslation ?? .zero
    switch recognizer.state {
    case .changed: onChange(translation)
    case .ended: onEnd(translation)
    default: break
    }
  }

  final class Coordinator: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      true
    }
  }
}

/// The pre-iOS 18 pattern: a transparent UIView that carries a recognizer, with the
/// coordinator as its target and delegate.
struct TapCatcher: UIViewRepresentable {
  var onTap: (CGPoint) -> Void

  func makeCoordinator() -> Coordinator {
    Coordinator(onTap: onTap)
  }

  func makeUIView(context: Context) -> UIView {
    let view = UIView()
    let tap = UITapGestureRecognizer(
      target: context.coordinator, action: Coordinator.handleTap)
    tap.delegate = context.coordinator
    view.addGestureRecognizer(tap)
    return view
  }

  func updateUIView(_ uiView: UIView, context: Context) {
    context.coordinator.onTap = onTap
  }

  final class Coordinator: NSObject, UIGestureRecognizerDelegate {
    var onTap: (CGPoint) -> Void

    init(onTap: @escaping (CGPoint) -> Void) {
      self.onTap = onTap
    }

    func handleTap(_ recognizer: UITapGestureRecognizer) {
      onTap(recognizer.location(in: recognizer.view))
    }
  }
}
