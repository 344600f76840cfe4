import Foundation
import GestureCore

/// The size and place of a `GeometryReader`, as SwiftUI's `GeometryProxy` is. It answers from
/// the reader's latest layout, also when kept and asked later (in a gesture's callback).
@MainActor public struct GeometryProxy {
  weak var node: ViewNode?

  /// What the reader's layout saw: its size and the frames asked of it.
  let geometry: ReaderGeometry

  /// The reader's geometry revision when this proxy was made: a proxy of a later layout that
  /// moved or resized the reader is a different input to the views it is handed to.
  let revision: Int

  /// The reader's size.
  public var size: CGSize { node?.frame.size ?? .zero }

  /// The reader's frame in `coordinateSpace`: `.local` is its own space (origin zero),
  /// `.global` the window's, `.named(_:)` the nearest ancestor that declared the name (the
  /// window's when none did). The reader's content is built again when a later layout moves
  /// the reader in a space asked here.
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
    guard let view = node?.nodeView else { return .zero }
    let space = coordinateSpace.coordinateSpace
    let frame = view.frame(in: space)
    if space != .local { geometry.asked(space, frame, graph: node?.graph) }
    return frame
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
    return other.node === node && other.revision == revision
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
/// top-leading since iOS 14, EMP].
///
/// The content is built in layout, once the reader's size is known, so its first body and its
/// `onAppear` see the laid-out size, never zero [INF: SwiftUI builds a reader's content from
/// the size layout gives it]. It is built again when the reader's size changes, and when a
/// layout (or a scroll) moves the reader in a space its proxy was asked about with
/// ``GeometryProxy/frame(in:)``.
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
    var result = NodeContent(layout: GeometryReaderLayout())
    // The content is built in layout, from the size and place layout gives the reader. Before
    // the first layout there is none; evaluated outside layout (its parent's body ran, or
    // something the content read changed), the reader keeps its last content until this
    // pass's layout builds it again.
    let geometry = ReaderGeometry.of(node)
    guard geometry.isLayingOut else {
      geometry.needsBuild = true
      if let last = geometry.lastBuilt { result.append(last, at: .content) }
      return result
    }
    geometry.needsBuild = false
    let proxy = GeometryProxy(node: node, geometry: geometry, revision: geometry.revision)
    let built = node.runBody(of: self) { content(proxy) }
    geometry.lastBuilt = built
    result.append(built, at: .content)
    return result
  }
}

/// What a geometry reader's layout saw: the size its content was built for, and the frames its
/// proxies reported in spaces other than its own, to tell when a later layout moved it.
@MainActor final class ReaderGeometry {
  /// The size of the last layout; `nil` before the first.
  var size: CGSize?

  /// Whether layout is building the content now.
  var isLayingOut = false

  /// Whether the reader was evaluated outside layout since its content was last built.
  var needsBuild = true

  /// The content last built.
  var lastBuilt: (any View)?

  /// Bumped each time the content is built for a new size or place.
  private(set) var revision = 0

  /// The frames reported, by space.
  private var reported: [CoordinateSpace: CGRect] = [:]

  /// The reader's geometry, made on first use.
  static func of(_ node: ViewNode) -> ReaderGeometry {
    if let known = node.storage["$geometry"] as? ReaderGeometry { return known }
    let made = ReaderGeometry()
    node.storage["$geometry"] = made
    return made
  }

  /// A proxy reported `frame` in `space`.
  func asked(_ space: CoordinateSpace, _ frame: CGRect, graph: ViewGraph?) {
    reported[space] = frame
    graph?.readersTrackPlace = true
  }

  /// Whether the content must be built again for a layout that gave the reader `size` and put
  /// its view where it is now; if so, starts a new revision.
  func needsContent(for size: CGSize, view: UIView?) -> Bool {
    var changed = self.size != size
    if !changed, let view {
      changed = reported.contains { view.frame(in: $0.key) != $0.value }
    }
    guard changed else { return false }
    self.size = size
    revision &+= 1
    reported.removeAll()
    return true
  }
}

struct GeometryReaderLayout: ElementLayout, Equatable {
  /// Its content is built from where it is placed, in any space a proxy was asked about.
  var readsOutsideItsInputs: Bool { true }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubelements(in size: CGSize, node: ViewNode) {
    let geometry = ReaderGeometry.of(node)
    if geometry.needsContent(for: size, view: node.nodeView) || geometry.needsBuild {
      geometry.isLayingOut = true
      node.evaluate()
      geometry.isLayingOut = false
      node.graph.finishEvaluationDuringLayout()
    }
    for element in node.subelements {
      let child = element.sizeThatFits(ProposedViewSize(size))
      element.place(CGRect(origin: .zero, size: child))
    }
  }
}
