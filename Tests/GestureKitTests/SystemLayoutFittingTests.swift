import GestureKit
import Testing

/// A card with a one-line label pinned 16 points in from the sides and 12 from the top and the
/// bottom, in a frame of its own that fitting must not change.
@MainActor
private func card() -> (UIView, UILabel) {
  let container = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
  let label = UILabel()
  label.text = "Hello"  // 5 characters of 8.5 points, 21 high
  label.translatesAutoresizingMaskIntoConstraints = false
  container.addSubview(label)
  NSLayoutConstraint.activate([
    label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
    label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
    label.topAnchor.constraint(equalTo: container.topAnchor, constant: 12),
    label.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -12),
  ])
  return (container, label)
}

/// `size` to hundredths of a point, as the solver's arithmetic is floating-point.
private func rounded(_ size: CGSize) -> CGSize {
  CGSize(width: (size.width * 100).rounded() / 100, height: (size.height * 100).rounded() / 100)
}

@MainActor
@Suite("systemLayoutSizeFitting")
struct SystemLayoutFittingTests {
  @Test("Compressed and expanded targets both give the content's size: hugging beats the target")
  func compressedAndExpanded() {
    let (container, _) = card()
    let compressed = container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    let expanded = container.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
    #expect(rounded(compressed) == CGSize(width: 74.5, height: 45))
    #expect(rounded(expanded) == CGSize(width: 74.5, height: 45))
    #expect(container.frame == CGRect(x: 10, y: 20, width: 200, height: 200))
  }

  @Test("A required width is kept, stretching the label past its hugging")
  func requiredWidth() {
    let (container, label) = card()
    let size = container.systemLayoutSizeFitting(
      CGSize(width: 300, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    #expect(rounded(size) == CGSize(width: 300, height: 45))
    #expect(label.frame == .zero)
  }

  @Test("A wrapping label fitted at a required width wraps there")
  func wrappingLabel() {
    let label = UILabel()
    label.numberOfLines = 0
    label.text = String(repeating: "a", count: 30)  // 255 points on one line
    let size = label.systemLayoutSizeFitting(
      CGSize(width: 100, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    // 11 characters to a 100-point line: 3 lines of 21 points.
    #expect(rounded(size) == CGSize(width: 100, height: 63))
    #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
  }
}
