import Foundation
import GestureKit
import Testing

/// A view in a 300 × 200 superview at (20, 30, 100, 50), with `mask`, and the superview.
@MainActor private func framed(_ mask: UIView.AutoresizingMask) -> (UIView, UIView) {
  let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
  let view = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 50))
  view.autoresizingMask = mask
  superview.addSubview(view)
  return (superview, view)
}

/// Masks and the frame each gives the view of ``framed(_:)`` when its superview grows from
/// 300 × 200 to 360 × 240.
nonisolated private let growCases: [(UIView.AutoresizingMask, CGRect)] = [
  // One flexible part takes it all.
  (.flexibleWidth, CGRect(x: 20, y: 30, width: 160, height: 50)),
  (.flexibleLeftMargin, CGRect(x: 80, y: 30, width: 100, height: 50)),
  (.flexibleRightMargin, CGRect(x: 20, y: 30, width: 100, height: 50)),
  (.flexibleHeight, CGRect(x: 20, y: 30, width: 100, height: 90)),
  (.flexibleTopMargin, CGRect(x: 20, y: 70, width: 100, height: 50)),
  // Margins 20 and 180: the left gets 20/200 of 60.
  ([.flexibleLeftMargin, .flexibleRightMargin], CGRect(x: 26, y: 30, width: 100, height: 50)),
  // Left 20, width 100: 60 × 20/120 and 60 × 100/120.
  ([.flexibleLeftMargin, .flexibleWidth], CGRect(x: 30, y: 30, width: 150, height: 50)),
  // All three: the frame scales with the superview (300 → 360).
  (
    [
      .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin,
      .flexibleHeight, .flexibleBottomMargin,
    ],
    CGRect(x: 24, y: 36, width: 120, height: 60)
  ),
]

@Suite("autoresizingMask")
struct AutoresizingTests {
  @Test("Defaults: no mask, and views resize their subviews")
  func defaults() {
    let view = UIView()
    #expect(view.autoresizingMask == [] && view.autoresizesSubviews)
    #expect(
      [
        UIView.AutoresizingMask.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin,
        .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin,
      ].map(\.rawValue) == [1, 2, 4, 8, 16, 32])
  }

  @Test(
    "Growing the superview by 60 × 40 shares the change among the flexible parts by their sizes",
    arguments: growCases)
  func grow(mask: UIView.AutoresizingMask, expected: CGRect) {
    let (superview, view) = framed(mask)
    superview.frame = CGRect(x: 0, y: 0, width: 360, height: 240)
    #expect(view.frame == expected)
  }

  @Test("A bottom banner keeps its place and width through a rotation and back")
  func bannerThroughRotation() {
    // As banner libraries write it: full width, pinned to the bottom.
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    let root = UIViewController()
    simulation.window.rootViewController = root
    let banner = UIView(frame: CGRect(x: 0, y: 764, width: 390, height: 80))
    banner.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    root.view.addSubview(banner)
    var frames: [CGRect] = []
    simulation.rotateDevice(to: .landscapeLeft)
    frames.append(banner.frame)
    simulation.rotateDevice(to: .portrait)
    frames.append(banner.frame)
    #expect(
      frames == [
        CGRect(x: 0, y: 310, width: 844, height: 80), CGRect(x: 0, y: 764, width: 390, height: 80),
      ])
  }

  @Test("Nothing moves with autoresizesSubviews off or for a view Auto Layout places")
  func optOuts() {
    let (superview, view) = framed(.flexibleWidth)
    superview.autoresizesSubviews = false
    superview.frame = CGRect(x: 0, y: 0, width: 360, height: 240)
    #expect(view.frame == CGRect(x: 20, y: 30, width: 100, height: 50))
    let (other, constrained) = framed(.flexibleWidth)
    constrained.translatesAutoresizingMaskIntoConstraints = false
    other.frame = CGRect(x: 0, y: 0, width: 360, height: 240)
    #expect(constrained.frame == CGRect(x: 20, y: 30, width: 100, height: 50))
  }

  @Test("Shrinking never makes a size negative: the margins take the rest")
  func shrinkToZero() {
    let (superview, view) = framed(.flexibleWidth)
    superview.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
    #expect(view.frame == CGRect(x: 20, y: 30, width: 0, height: 50))
    let (other, centered) = framed([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])
    other.frame = CGRect(x: 0, y: 0, width: 150, height: 200)
    #expect(centered.frame == CGRect(x: 10, y: 30, width: 50, height: 50))
  }

  @Test("A frame laid out by its mask feeds Auto Layout's constraints on it")
  func maskFeedsConstraints() {
    let simulation = Simulation(windowSize: CGSize(width: 300, height: 200))
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    simulation.window.addSubview(container)
    let sidebar = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    sidebar.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.addSubview(sidebar)
    let badge = UIView()
    badge.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(badge)
    NSLayoutConstraint.activate([
      badge.leadingAnchor.constraint(equalTo: sidebar.trailingAnchor),
      badge.topAnchor.constraint(equalTo: container.topAnchor),
      badge.widthAnchor.constraint(equalToConstant: 20),
      badge.heightAnchor.constraint(equalToConstant: 20),
    ])
    container.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 100, y: 0, width: 20, height: 20))
    container.frame = CGRect(x: 0, y: 0, width: 360, height: 200)
    container.layoutIfNeeded()
    #expect(sidebar.frame == CGRect(x: 0, y: 0, width: 160, height: 200))
    #expect(badge.frame == CGRect(x: 160, y: 0, width: 20, height: 20))
  }
}
