import Foundation
import GestureKit

/// One picture of a replay: the touch paths over the scene's views, and below them a timeline
/// with one lane per recognizer showing its states over time, as an SVG document.
///
/// The output depends only on the input (fixed number formatting, no clocks, no hashing order),
/// so a picture can be kept as a golden file.
///
///     let picture = TracePicture(window: simulation.window, inputs: script.inputs,
///                                transcript: simulation.transcript)
///     try picture.svg().write(toFile: "out.svg", atomically: true, encoding: .utf8)
public struct TracePicture: Sendable {
  /// A view's outline in window coordinates (four corners, so rotated views draw as rotated).
  public struct ViewOutline: Hashable, Sendable {
    public var name: String
    public var corners: [CGPoint]
  }

  /// One finger's path from landing to lifting.
  public struct TouchPath: Hashable, Sendable {
    public var id: Int
    /// Seconds since the first input, and window points.
    public var samples: [Sample]
    /// How the path ended: lifted, cancelled, or still down at the end of the input.
    public var end: End

    public struct Sample: Hashable, Sendable {
      public var time: TimeInterval
      public var point: CGPoint
    }

    public enum End: Hashable, Sendable { case lifted, cancelled, stillDown }
  }

  /// A recognizer's lane: its label and its transcript entries.
  public struct Lane: Hashable, Sendable {
    public var label: String
    public var entries: [TranscriptEntry]
  }

  public var windowSize: CGSize
  public var views: [ViewOutline]
  public var touches: [TouchPath]
  public var lanes: [Lane]
  /// Seconds from the first input to the last input or transcript entry.
  public var duration: TimeInterval

  /// Builds the picture of a replay from the window it ran in, its input and its transcript.
  public init(window: UIWindow, inputs: [InputEvent], transcript: [TranscriptEntry]) {
    var recorder = PathRecorder(windowSize: window.bounds.size)
    for input in inputs { recorder.add(input) }
    self.init(window: window, paths: recorder, transcript: transcript)
  }

  /// Builds the picture from touch paths gathered while the replay ran, so that the input
  /// itself need not be kept.
  public init(window: UIWindow, paths recorder: PathRecorder, transcript: [TranscriptEntry]) {
    windowSize = window.bounds.size
    var outlines: [ViewOutline] = []
    var laneKeys: [(recognizer: String, view: String)] = []
    func walk(_ view: UIView) {
      if view !== window {
        let b = view.bounds
        let corners = [
          CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
          CGPoint(x: b.maxX, y: b.maxY), CGPoint(x: b.minX, y: b.maxY),
        ].map { view.convert($0, to: nil) }
        outlines.append(ViewOutline(name: view.accessibilityIdentifier ?? "", corners: corners))
      }
      let viewName = view.accessibilityIdentifier ?? String(describing: type(of: view))
      for recognizer in view.gestureRecognizers ?? [] {
        laneKeys.append((recognizer.name ?? recognizer.transcriptType, viewName))
      }
      if !view.isHidden { view.subviews.forEach(walk) }
    }
    walk(window)
    views = outlines

    let origin = recorder.firstTime ?? 0
    touches = recorder.paths

    var lanes = laneKeys.map { key in
      Lane(
        label: "\(key.recognizer) · \(key.view)",
        entries: transcript.filter { $0.recognizer == key.recognizer && $0.view == key.view })
    }
    // Entries of recognizers no longer in the tree still get a lane.
    for entry in transcript
    where !laneKeys.contains(where: { $0.recognizer == entry.recognizer && $0.view == entry.view })
    {
      let label = "\(entry.recognizer) · \(entry.view)"
      if let index = lanes.firstIndex(where: { $0.label == label }) {
        lanes[index].entries.append(entry)
      } else {
        lanes.append(Lane(label: label, entries: [entry]))
      }
    }
    self.lanes = lanes
    let lastInput = (recorder.lastTime ?? origin) - origin
    duration = max(lastInput, transcript.last?.time ?? 0, 0.001)
  }

  /// Gathers touch paths from input as it streams, in memory bounded whatever the input's
  /// length: a move is kept only when it is at least ``minimumStep`` of the window's larger
  /// side from the path's last sample (finer than the picture can show), and once
  /// ``maximumSamples`` are kept, further moves are dropped (landings and lifts are always kept).
  public struct PathRecorder: Sendable {
    /// The fraction of the window's larger side below which moves are not drawn apart.
    public static let minimumStep = 1.0 / 4_000
    /// The most samples kept in all (about 5 MB, and a few MB of SVG).
    public static let maximumSamples = 200_000

    public private(set) var paths: [TouchPath] = []
    /// The times of the first and last input.
    public private(set) var firstTime: TimeInterval?
    public private(set) var lastTime: TimeInterval?
    /// How many samples were kept.
    public private(set) var sampleCount = 0
    private var open: [Int: Int] = [:]
    private let step: Double

    public init(windowSize: CGSize) {
      step = Double(max(windowSize.width, windowSize.height)) * Self.minimumStep
    }

    /// Takes one input.
    public mutating func add(_ input: InputEvent) {
      if firstTime == nil { firstTime = input.time }
      lastTime = input.time
      guard case .touches(let frame) = input else { return }
      let time = frame.time - (firstTime ?? 0)
      for change in frame.changes {
        let sample = TouchPath.Sample(time: time, point: change.location)
        switch change.phase {
        case .down:
          open[change.id] = paths.count
          paths.append(TouchPath(id: change.id, samples: [sample], end: .stillDown))
          sampleCount += 1
        case .move:
          guard let index = open[change.id], sampleCount < Self.maximumSamples,
            let last = paths[index].samples.last,
            abs(Double(last.point.x - sample.point.x)) >= step
              || abs(Double(last.point.y - sample.point.y)) >= step
          else { continue }
          paths[index].samples.append(sample)
          sampleCount += 1
        case .up, .cancel:
          guard let index = open[change.id] else { continue }
          paths[index].samples.append(sample)
          sampleCount += 1
          paths[index].end = change.phase == .up ? .lifted : .cancelled
          open[change.id] = nil
        }
      }
    }
  }

  /// Gathers the transcript for a picture as it streams, in memory bounded by the number of
  /// gestures rather than the input's length: every entry is kept except `changed` ones, of
  /// which each recognizer keeps at most ``maximumChanges`` evenly spread (each is drawn as a
  /// tick on the timeline, and thousands of them already fill a lane).
  public struct TranscriptRecorder: Sendable {
    /// The most `changed` entries kept per recognizer.
    public static let maximumChanges = 4_000

    public private(set) var entries: [TranscriptEntry] = []
    private var changes: [String: (kept: Int, seen: Int, stride: Int)] = [:]

    public init() {}

    /// Takes one entry.
    public mutating func add(_ entry: TranscriptEntry) {
      guard entry.state == .changed else {
        entries.append(entry)
        return
      }
      let key = "\(entry.recognizer)\u{0}\(entry.view)"
      var count = changes[key] ?? (0, 0, 1)
      count.seen += 1
      if (count.seen - 1) % count.stride == 0 {
        entries.append(entry)
        count.kept += 1
        if count.kept > Self.maximumChanges {
          // Keep every other `changed` entry of this recognizer from now on, and so far.
          var index = 0
          entries.removeAll { other in
            guard other.state == .changed, other.recognizer == entry.recognizer,
              other.view == entry.view
            else { return false }
            index += 1
            return index % 2 == 0
          }
          count.kept = (count.kept + 1) / 2
          count.stride *= 2
        }
      }
      changes[key] = count
    }
  }

  // MARK: Drawing

  private static let width: Double = 760
  private static let margin: Double = 20
  private static let pictureBox: Double = 520
  private static let laneHeight: Double = 22
  private static let labelWidth: Double = 190

  /// Finger colours, chosen to stay distinct from each other and from the state colours.
  static let fingerColors = [
    "#1f77b4", "#9467bd", "#17becf", "#e377c2", "#8c564b", "#bcbd22", "#7f7f7f", "#393b79",
    "#637939", "#843c39",
  ]

  /// The SVG document.
  public func svg() -> String {
    let m = Self.margin
    let scale = min(
      Self.pictureBox / max(windowSize.width, 1), Self.pictureBox / max(windowSize.height, 1))
    let pictureWidth = windowSize.width * scale
    let pictureHeight = windowSize.height * scale
    let timelineTop = m + pictureHeight + 40
    let height = timelineTop + 30 + Double(max(lanes.count, 1)) * Self.laneHeight + 40
    var svg = SVGWriter(width: Self.width, height: height)

    // The window and the views of the scene.
    func window(_ p: CGPoint) -> CGPoint { CGPoint(x: m + p.x * scale, y: m + p.y * scale) }
    svg.rect(
      x: m, y: m, width: pictureWidth, height: pictureHeight,
      style: "fill=\"#fafafa\" stroke=\"#444\"")
    for view in views {
      svg.polygon(
        view.corners.map(window), style: "fill=\"none\" stroke=\"#999\" stroke-dasharray=\"4 3\"")
      if !view.name.isEmpty, let first = view.corners.first {
        svg.text(window(first).offsetBy(4, 12), view.name, style: "fill=\"#777\" font-size=\"10\"")
      }
    }

    // Touch paths: colour per finger, fading in as time goes on, marked where they land and lift.
    for path in touches {
      let color = Self.fingerColors[Self.colorIndex(path.id)]
      for (a, b) in zip(path.samples, path.samples.dropFirst()) {
        let opacity = 0.3 + 0.7 * b.time / duration
        svg.line(
          window(a.point), window(b.point),
          style:
            "stroke=\"\(color)\" stroke-width=\"2.5\" stroke-linecap=\"round\" stroke-opacity=\"\(SVGWriter.number(opacity))\""
        )
      }
      // The lift ring is larger and drawn first, so a tap (land and lift at one spot) shows both.
      if let last = path.samples.last {
        switch path.end {
        case .lifted:
          svg.circle(
            window(last.point), radius: 7,
            style: "fill=\"white\" stroke=\"\(color)\" stroke-width=\"2\"")
        case .cancelled:
          svg.cross(window(last.point), size: 6, style: "stroke=\"\(color)\" stroke-width=\"2\"")
        case .stillDown:
          break
        }
      }
      if let first = path.samples.first {
        svg.circle(window(first.point), radius: 4, style: "fill=\"\(color)\"")
      }
    }

    // Legend, to the right of the picture.
    let legendX = m + pictureWidth + 30
    var legendY = m + 10
    svg.text(CGPoint(x: legendX, y: legendY), "fingers", style: "font-weight=\"bold\"")
    for id in Array(Set(touches.map(\.id))).sorted().prefix(10) {
      legendY += 16
      svg.circle(
        CGPoint(x: legendX + 5, y: legendY - 4), radius: 5,
        style: "fill=\"\(Self.fingerColors[Self.colorIndex(id)])\"")
      svg.text(CGPoint(x: legendX + 16, y: legendY), "finger \(id)")
    }
    legendY += 26
    svg.circle(CGPoint(x: legendX + 5, y: legendY - 4), radius: 4, style: "fill=\"#555\"")
    svg.text(CGPoint(x: legendX + 16, y: legendY), "lands")
    legendY += 16
    svg.circle(
      CGPoint(x: legendX + 5, y: legendY - 4), radius: 6,
      style: "fill=\"white\" stroke=\"#555\" stroke-width=\"2\"")
    svg.text(CGPoint(x: legendX + 16, y: legendY), "lifts")
    legendY += 16
    svg.cross(
      CGPoint(x: legendX + 5, y: legendY - 4), size: 5, style: "stroke=\"#555\" stroke-width=\"2\"")
    svg.text(CGPoint(x: legendX + 16, y: legendY), "cancelled")
    legendY += 26
    svg.text(CGPoint(x: legendX, y: legendY), "recognizer states", style: "font-weight=\"bold\"")
    for (label, color) in [
      ("began … ended", Self.stateColors.active), ("began … cancelled", Self.stateColors.cancelled),
      ("recognized (discrete)", Self.stateColors.recognized), ("failed", Self.stateColors.failed),
    ] {
      legendY += 16
      svg.rect(x: legendX, y: legendY - 9, width: 10, height: 10, style: "fill=\"\(color)\"")
      svg.text(CGPoint(x: legendX + 16, y: legendY), label)
    }

    drawTimeline(into: &svg, top: timelineTop)
    return svg.finish()
  }

  private static let stateColors = (
    active: "#2ca02c", cancelled: "#ff7f0e", recognized: "#2ca02c", failed: "#d62728"
  )

  private func drawTimeline(into svg: inout SVGWriter, top: Double) {
    let m = Self.margin
    let left = m + Self.labelWidth
    let right = Self.width - m
    let span = right - left
    func x(_ time: TimeInterval) -> Double { left + span * min(max(time / duration, 0), 1) }

    svg.text(
      CGPoint(x: m, y: top), "timeline (seconds since the first touch)",
      style: "font-weight=\"bold\"")
    let axisY = top + 14 + Double(max(lanes.count, 1)) * Self.laneHeight
    // Ticks at a round step giving about 8 divisions.
    let step = Self.niceStep(duration / 8)
    var tick = 0.0
    while tick <= duration + step * 1e-9 {
      let tx = x(tick)
      svg.line(CGPoint(x: tx, y: top + 10), CGPoint(x: tx, y: axisY), style: "stroke=\"#eee\"")
      svg.text(
        CGPoint(x: tx, y: axisY + 14), SVGWriter.number(tick),
        style: "fill=\"#555\" font-size=\"10\" text-anchor=\"middle\"")
      tick += step
    }
    svg.line(CGPoint(x: left, y: axisY), CGPoint(x: right, y: axisY), style: "stroke=\"#444\"")

    for (index, lane) in lanes.enumerated() {
      let y = top + 14 + Double(index) * Self.laneHeight
      let mid = y + Self.laneHeight / 2
      svg.text(CGPoint(x: m, y: mid + 4), lane.label)
      svg.line(CGPoint(x: left, y: mid), CGPoint(x: right, y: mid), style: "stroke=\"#ddd\"")
      var start: TimeInterval?
      for entry in lane.entries {
        switch entry.state {
        case .began:
          start = entry.time
        case .changed:
          svg.line(
            CGPoint(x: x(entry.time), y: mid - 5), CGPoint(x: x(entry.time), y: mid + 5),
            style: "stroke=\"#135f13\" stroke-opacity=\"0.35\"")
        case .ended where start == nil:
          svg.diamond(
            CGPoint(x: x(entry.time), y: mid), size: 6,
            style: "fill=\"\(Self.stateColors.recognized)\"")
        case .ended, .cancelled:
          let from = x(start ?? entry.time)
          let color = entry.state == .ended ? Self.stateColors.active : Self.stateColors.cancelled
          svg.rect(
            x: from, y: mid - 6, width: max(x(entry.time) - from, 2), height: 12,
            style: "fill=\"\(color)\" fill-opacity=\"0.8\"")
          start = nil
        case .failed:
          svg.cross(
            CGPoint(x: x(entry.time), y: mid), size: 5,
            style: "stroke=\"\(Self.stateColors.failed)\" stroke-width=\"2\"")
        case .possible:
          break
        }
      }
      if let start {
        svg.rect(
          x: x(start), y: mid - 6, width: max(right - x(start), 2), height: 12,
          style: "fill=\"\(Self.stateColors.active)\" fill-opacity=\"0.4\"")
      }
    }
    if lanes.isEmpty {
      svg.text(
        CGPoint(x: m, y: top + 14 + Self.laneHeight / 2 + 4), "(no recognizers)",
        style: "fill=\"#777\"")
    }
  }

  /// 1, 2 or 5 times a power of ten, at least `raw`.
  static func niceStep(_ raw: Double) -> Double {
    guard raw > 0, raw.isFinite else { return 1 }
    let power = pow(10, floor(log10(raw)))
    for factor in [1.0, 2, 5, 10] where factor * power >= raw { return factor * power }
    return 10 * power
  }

  static func colorIndex(_ id: Int) -> Int {
    ((id % fingerColors.count) + fingerColors.count) % fingerColors.count
  }
}

extension CGPoint {
  fileprivate func offsetBy(_ dx: Double, _ dy: Double) -> CGPoint {
    CGPoint(x: x + dx, y: y + dy)
  }
}
