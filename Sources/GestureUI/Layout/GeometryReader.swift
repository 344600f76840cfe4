import Foundation
import GestureCore

/// The size and place of a `GeometryReader`, as SwiftUI's `GeometryProxy` is. It answers from
/// the reader's latest layout, also when kept and asked later (in a gesture's callback).
@MainActor public struct GeometryProxy {
  weak var node: ViewNode?

  /// The reader's size.
  public var size: CGSize { node?.frame.size ?? .zero }

  /// The reader's frame in `coordinateSpace`: `.local` is its own space (origin zero),
  /// `.global` the window's, `.named(_:)` the nearest ancestor that declared the name (the
  /// window's when none did).
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
    guard let view = node?.nodeView else { return .zero }
    return view.frame(in: coordinateSpace.coordinateSpace)
  }

  /// The safe-area insets that reach into the reader.
  public var safeAreaInsets: EdgeInsets {
    guard let view = node?.nodeView, let root = node?.graph.rootElementView,
      let insets = node?.graph.safeAreaInsets
    else { return EdgeInsets() }
    let frame = view.convert(view.bounds, to: root)
    let safe = root.bounds.inset(by: insets)
    return EdgeInsets(
      top: max(0, safe.minY - frame.minY), leading: max(0, safe.minX - frame.minX),
      bottom: max(0, frame.maxY - safe.maxY), trailing: max(0, frame.maxX - safe.maxX))
  }
}

extension GeometryProxy: GraphComparable {
  func isSameInput(as other: Any) -> Bool {
    guard let other = other as? GeometryProxy else { return false }
    return other.node === node
  }
}

extension UIView {
  /// This view's bounds in a SwiftUI coordinate space.
  func frame(in space: CoordinateSpace) -> CGRect {
    switch space {
    case .local: return bounds
    case .global: return convert(bounds, to: nil)
    case .named(let name):
      guard let named = viewDeclaring(namedSpace: name) else {
        reportUnresolvedSpace(name, asker: "A frame(in:) read")
        return convert(bounds, to: nil)
      }
      return convert(bounds, to: named)
    }
  }
}

/// A view whose content is built from its own size and place, as SwiftUI's `GeometryReader`
/// is. It takes all the space it is offered (10 by 10 points when offered nothing) and places
/// its content at its top-leading corner, offering it its whole size [D: AD geometryreader;
/// top-leading since iOS 14, EMP]. The content is built again when the reader's size changes.
public struct GeometryReader<Content: View>: View {
  /// Builds the content from the proxy.
  public var content: (GeometryProxy) -> Content

  /// A reader whose content `content` builds.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  /// A primitive: no body.
  public typealias Body = Never
}

extension GeometryReader: PrimitiveView {
  func makeContent(in node: ViewNode) -> NodeContent {
    let proxy = GeometryProxy(node: node)
    let built = node.runBody(of: self) { content(proxy) }
    var result = NodeContent(layout: GeometryReaderLayout())
    result.append(built, at: .content)
    return result
  }
}

final class GeometrySize {
  var size: CGSize?
}

struct GeometryReaderLayout: ElementLayout {
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubelements(in size: CGSize, node: ViewNode) {
    let seen = node.storage["$geometry"] as? GeometrySize ?? GeometrySize()
    node.storage["$geometry"] = seen
    if seen.size != size {
      seen.size = size
      node.evaluate()
      node.graph.finishEvaluationDuringLayout()
    }
    for element in node.subelements {
      let child = element.sizeThatFits(ProposedViewSize(size))
      element.place(CGRect(origin: .zero, size: child))
    }
  }
}
