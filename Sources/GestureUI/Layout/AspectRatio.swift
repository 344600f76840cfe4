import Foundation
import GestureCore

/// `aspectRatio(_:contentMode:)`, `scaledToFit()` and `scaledToFill()`: the content is offered
/// the largest size of the ratio that fits in the proposal (`.fit`) or the smallest that covers
/// it (`.fill`), and the view takes the size the content chooses for that offer [D: AD
/// view/aspectratio(_:contentmode:), "Constrains this view's dimensions to the specified aspect
/// ratio … using contentMode as its scaling algorithm"; "Use nil to maintain the current
/// aspect ratio": the ratio of the content's ideal size, its size offered nothing; AD
/// view/scaledtofit() and scaledtofill() are `aspectRatio(nil, contentMode:)`]. So a resizable
/// image keeps its proportions and its frame, where touches land, is the fitted rectangle.
///
/// OUR CHOICE where the proposal leaves a dimension unspecified: it follows from the other
/// one and the ratio; when both are unspecified, the content's ideal width and the ratio.
struct AspectRatioLayout: ElementLayout, Equatable {
  /// Width over height; `nil` for the content's own.
  let ratio: CGFloat?
  let contentMode: ContentMode

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    node.contentSize(offer(for: proposal, node: node))
  }

  func placeSubelements(in size: CGSize, node: ViewNode) {
    node.placeContent(in: CGRect(origin: .zero, size: size))
  }

  /// What the content is offered for `proposal`.
  func offer(for proposal: ProposedViewSize, node: ViewNode) -> ProposedViewSize {
    let ratio: CGFloat
    if let given = self.ratio {
      ratio = given
    } else {
      let ideal = node.contentSize(.unspecified)
      guard ideal.height > 0 else { return proposal }
      ratio = ideal.width / ideal.height
    }
    guard ratio > 0, ratio.isFinite else { return proposal }
    switch (proposal.width, proposal.height) {
    case (let width?, let height?):
      let widthFromHeight = height * ratio
      let chosen =
        contentMode == .fit
        ? (width.isInfinite ? widthFromHeight : min(width, widthFromHeight))
        : (width.isInfinite ? width : max(width, widthFromHeight))
      return ProposedViewSize(width: chosen, height: chosen / ratio)
    case (let width?, nil):
      return ProposedViewSize(width: width, height: width / ratio)
    case (nil, let height?):
      return ProposedViewSize(width: height * ratio, height: height)
    case (nil, nil):
      let width = node.contentSize(.unspecified).width
      return ProposedViewSize(width: width, height: width / ratio)
    }
  }
}

extension View {
  /// Constrains this view to `aspectRatio` (width over height; `nil` for its own), fitting or
  /// filling what it is offered.
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    layout(AspectRatioLayout(ratio: aspectRatio, contentMode: contentMode))
  }

  /// Constrains this view to the aspect ratio of `aspectRatio`.
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    let ratio = aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height
    return layout(AspectRatioLayout(ratio: ratio, contentMode: contentMode))
  }

  /// Scales this view to fit what it is offered, keeping its own aspect ratio.
  public func scaledToFit() -> some View {
    aspectRatio(contentMode: .fit)
  }

  /// Scales this view to fill what it is offered, keeping its own aspect ratio.
  public func scaledToFill() -> some View {
    aspectRatio(contentMode: .fill)
  }
}
