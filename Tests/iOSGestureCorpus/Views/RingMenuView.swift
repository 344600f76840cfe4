#if canImport(UIKit)
  import UIKit
#else
  import GestureKit
#endif

/// A ring of four segments drawn with shape layers; only the ring takes touches (taps in the
/// hole fall through), and a tap picks the segment under the finger. A title label and a
/// volume slider and mute switch sit in a vertical stack below it.
final class RingMenuView: UIView {
  private(set) var segmentPaths: [UIBezierPath] = []
  private(set) var segmentLayers: [CAShapeLayer] = []
  private(set) var selectedSegment: Int?
  private(set) var volumeChanges: [Float] = []
  let titleLabel = UILabel()
  let volumeSlider = UISlider()
  let muteSwitch = UISwitch()
  let controls = UIStackView()
  private let ringWidth: CGFloat = 40

  override init(frame: CGRect) {
    super.init(frame: frame)
    for _ in 0..<4 {
      let shape = CAShapeLayer()
      shape.fillColor = UIColor.systemBlue.withAlphaComponent(0.3).cgColor
      shape.strokeColor = UIColor.white.cgColor
      shape.lineWidth = 2
      layer.addSublayer(shape)
      segmentLayers.append(shape)
    }
    titleLabel.text = "Volume"
    titleLabel.font = .boldSystemFont(ofSize: 20)
    titleLabel.textAlignment = .center
    volumeSlider.frame = CGRect(x: 0, y: 0, width: 228, height: 40)
    volumeSlider.maximumValue = 10
    volumeSlider.addTarget(self, action: RingMenuView.volumeChanged, for: .valueChanged)
    controls.axis = .vertical
    controls.alignment = .center
    controls.spacing = 8
    controls.distribution = .equalSpacing
    for view in [titleLabel, volumeSlider, muteSwitch] { controls.addArrangedSubview(view) }
    addSubview(controls)
    addGestureRecognizer(UITapGestureRecognizer(target: self, action: RingMenuView.handleTap))
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// The ring's square: the top of the view, as wide as it.
  private var ringRect: CGRect {
    CGRect(x: 0, y: 0, width: bounds.width, height: bounds.width)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let center = CGPoint(x: ringRect.midX, y: ringRect.midY)
    let outer = ringRect.width / 2
    segmentPaths = (0..<4).map { index in
      let start = CGFloat(index) * .pi / 2 - .pi / 4
      let path = UIBezierPath(
        arcCenter: center, radius: outer, startAngle: start, endAngle: start + .pi / 2,
        clockwise: true)
      path.addArc(
        withCenter: center, radius: outer - ringWidth, startAngle: start + .pi / 2,
        endAngle: start, clockwise: false)
      path.close()
      return path
    }
    for (shape, path) in zip(segmentLayers, segmentPaths) {
      shape.frame = bounds
      shape.path = path.cgPath
    }
    controls.frame = CGRect(
      x: 0, y: ringRect.maxY + 20, width: bounds.width, height: bounds.height - ringRect.maxY - 20)
  }

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    segmentPaths.contains { $0.contains(point) } || controls.frame.contains(point)
  }

  func handleTap(_ gesture: UITapGestureRecognizer) {
    let location = gesture.location(in: self)
    guard let index = segmentPaths.firstIndex(where: { $0.contains(location) }) else { return }
    if let old = selectedSegment { segmentLayers[old].fillColor = UIColor.systemBlue.cgColor }
    selectedSegment = index
    segmentLayers[index].fillColor = UIColor.systemRed.cgColor
  }

  func volumeChanged(_ sender: UISlider) {
    volumeChanges.append(sender.value.rounded())
  }
}
