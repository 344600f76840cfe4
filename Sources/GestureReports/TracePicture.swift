import Foundation
import GestureCore

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
    /// The touch's place in landing order, from 1 (counting the touches not drawn too).
    public var number = 0
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

  /// A touchpad gesture, scroll or pointer movement, drawn as the path its deltas add up to.
  public struct IndirectPath: Hashable, Sendable {
    public var kind: IndirectEvent.Kind
    /// Fingers on the pad (0 for pointer motion and wheels).
    public var fingers: Int
    /// Seconds since the first input, and the accumulated position in window points.
    public var samples: [TouchPath.Sample]
    /// For pinches, the last scale.
    public var scale: CGFloat
  }

  /// A recognizer's lane: its label and its transcript entries.
  public struct Lane: Hashable, Sendable {
    public var label: String
    public var entries: [TranscriptEntry]
  }

  public var windowSize: CGSize
  public var views: [ViewOutline]
  public var touches: [TouchPath]
  /// Touchpad gestures, scrolls and pointer motion, in order.
  public var indirect: [IndirectPath]
  public var lanes: [Lane]
  /// Seconds from the first input to the last input or transcript entry.
  public var duration: TimeInterval
  /// How many touches landed in all, drawn or not.
  public var touchCount = 0
  /// Every how many touches one is drawn (see ``PathRecorder/maximumPaths``); 1 when all are.
  public var touchStride = 1
  /// Every how many attempts of its busiest recognizer one is drawn (see
  /// ``TranscriptRecorder/maximumAttempts``); 1 when all are.
  public var attemptStride = 1

  /// Builds the picture of a replay from the window it ran in, its input and its transcript.
  @MainActor
  public init(window: UIWindow, inputs: [InputEvent], transcript: [TranscriptEntry]) {
    var recorder = PathRecorder(windowSize: window.bounds.size)
    for input in inputs { recorder.add(input) }
    self.init(window: window, paths: recorder, transcript: transcript)
  }

  /// Builds the picture from touch paths gathered while the replay ran, so that the input
  /// itself need not be kept.
  ///
  /// - Parameter attemptStride: The ``TranscriptRecorder/attemptStride`` the transcript was
  ///   thinned with, which the picture says.
  @MainActor
  public init(
    window: UIWindow, paths recorder: PathRecorder, transcript: [TranscriptEntry],
    attemptStride: Int = 1
  ) {
    windowSize = window.bounds.size
    touchCount = recorder.touchCount
    touchStride = recorder.pathStride
    self.attemptStride = attemptStride
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

    indirect = recorder.indirect

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
  /// ``maximumSamples`` are kept, further moves are dropped (landings and lifts of the touches
  /// drawn are always kept). At most ``maximumPaths`` touches are drawn: past that, every other
  /// one is dropped and from then on only every other landing is kept, and so on, so that the
  /// touches drawn are spread evenly over the whole input (``pathStride`` says every how many).
  public struct PathRecorder: Sendable {
    /// The most touch paths drawn. OUR CHOICE: past a few thousand, paths on one picture are an
    /// unreadable mass, and drawing each costs time and SVG size for nothing.
    public static let maximumPaths = 2_000
    /// The fraction of the window's larger side below which moves are not drawn apart.
    public static let minimumStep = 1.0 / 4_000
    /// The most samples kept in all (about 5 MB, and a few MB of SVG).
    public static let maximumSamples = 200_000

    public private(set) var paths: [TouchPath] = []
    /// Touchpad gestures, scrolls and pointer motion, as the paths their deltas add up to.
    public private(set) var indirect: [IndirectPath] = []
    /// The times of the first and last input.
    public private(set) var firstTime: TimeInterval?
    public private(set) var lastTime: TimeInterval?
    /// How many samples were kept.
    public private(set) var sampleCount = 0
    /// How many touches landed, drawn or not.
    public private(set) var touchCount = 0
    /// Every how many landings one is drawn.
    public private(set) var pathStride = 1
    private var open: [Int: Int] = [:]
    private var openGesture: [IndirectEvent.Kind: Int] = [:]
    private let step: Double

    public init(windowSize: CGSize) {
      step = Double(max(windowSize.width, windowSize.height)) * Self.minimumStep
    }

    /// Takes one input.
    public mutating func add(_ input: InputEvent) {
      if firstTime == nil { firstTime = input.time }
      lastTime = input.time
      switch input {
      case .touches(let frame): add(frame)
      case .indirect(let event): add(event)
      }
    }

    private mutating func add(_ event: IndirectEvent) {
      let time = event.time - (firstTime ?? 0)
      if event.phase == .begin || openGesture[event.kind] == nil {
        openGesture[event.kind] = indirect.count
        indirect.append(
          IndirectPath(
            kind: event.kind, fingers: event.fingers,
            samples: [TouchPath.Sample(time: time, point: event.location)], scale: event.scale))
        sampleCount += 1
        if event.phase == .begin { return }
      }
      guard let index = openGesture[event.kind] else { return }
      let last = indirect[index].samples.last?.point ?? event.location
      if sampleCount < Self.maximumSamples || event.phase == .end {
        indirect[index].samples.append(
          TouchPath.Sample(
            time: time, point: CGPoint(x: last.x + event.delta.dx, y: last.y + event.delta.dy)))
        sampleCount += 1
      }
      indirect[index].scale = event.scale
      if event.phase == .end { openGesture[event.kind] = nil }
    }

    private mutating func add(_ frame: TouchFrame) {
      let time = frame.time - (firstTime ?? 0)
      for change in frame.changes {
        let sample = TouchPath.Sample(time: time, point: change.location)
        switch change.phase {
        case .down:
          touchCount += 1
          guard (touchCount - 1) % pathStride == 0 else {
            open[change.id] = nil
            continue
          }
          open[change.id] = paths.count
          paths.append(
            TouchPath(id: change.id, number: touchCount, samples: [sample], end: .stillDown))
          sampleCount += 1
          if paths.count > Self.maximumPaths { thin() }
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

    /// Drops every other touch drawn so far, and from now on every other landing.
    private mutating func thin() {
      pathStride *= 2
      var kept: [TouchPath] = []
      var newIndex: [Int: Int] = [:]
      kept.reserveCapacity(paths.count / 2 + 1)
      for (index, path) in paths.enumerated() where (path.number - 1) % pathStride == 0 {
        newIndex[index] = kept.count
        kept.append(path)
      }
      paths = kept
      open = open.compactMapValues { newIndex[$0] }
      sampleCount =
        paths.reduce(0) { $0 + $1.samples.count }
        + indirect.reduce(0) {
          $0 + $1.samples.count
        }
    }
  }

  /// Gathers the transcript for a picture as it streams, in memory bounded whatever the input's
  /// length:
  ///
  /// - each recognizer keeps at most ``maximumAttempts`` attempts (an attempt runs to `ended`,
  ///   `cancelled` or `failed`): past that, every other attempt kept is dropped and from then on
  ///   only every other one is kept, and so on, so that the attempts drawn are spread evenly
  ///   over the whole input (``attemptStride`` says every how many, for the busiest recognizer);
  /// - of the attempts kept, every entry is kept except `changed` ones, of which each recognizer
  ///   keeps at most ``maximumChanges`` evenly spread (each is drawn as a tick on the timeline,
  ///   and thousands of them already fill a lane).
  public struct TranscriptRecorder: Sendable {
    /// The most `changed` entries kept per recognizer.
    public static let maximumChanges = 4_000
    /// The most attempts kept per recognizer. OUR CHOICE: a lane 500 points wide cannot show
    /// more apart, and a 100,000-tap input would otherwise keep every recognizer's every
    /// attempt.
    public static let maximumAttempts = 2_000

    public private(set) var entries: [TranscriptEntry] = []
    /// Every how many attempts the busiest recognizer keeps one.
    public var attemptStride: Int { lanes.values.map(\.attemptStride).max() ?? 1 }

    private struct LaneCount {
      var number: Int
      var attempt = 0
      var attemptStride = 1
      var keptAttempts = 0
      var seenChanges = 0
      var keptChanges = 0
      var changeStride = 1
    }
    private var lanes: [String: LaneCount] = [:]
    /// For each kept entry, its lane and attempt.
    private var tags: [(lane: Int, attempt: Int)] = []

    public init() {}

    /// Takes one entry.
    public mutating func add(_ entry: TranscriptEntry) {
      let key = "\(entry.recognizer)\u{0}\(entry.view)"
      var count = lanes[key] ?? LaneCount(number: lanes.count)
      let attempt = count.attempt
      let ends = entry.state == .ended || entry.state == .cancelled || entry.state == .failed
      if ends { count.attempt += 1 }
      guard attempt % count.attemptStride == 0 else {
        lanes[key] = count
        return
      }
      if entry.state == .changed {
        count.seenChanges += 1
        if (count.seenChanges - 1) % count.changeStride == 0 {
          append(entry, lane: count.number, attempt: attempt)
          count.keptChanges += 1
          if count.keptChanges > Self.maximumChanges {
            // Keep every other `changed` entry of this recognizer from now on, and so far.
            var index = 0
            drop { tag, entry in
              guard tag.lane == count.number, entry.state == .changed else { return false }
              index += 1
              return index % 2 == 0
            }
            count.keptChanges = (count.keptChanges + 1) / 2
            count.changeStride *= 2
          }
        }
      } else {
        append(entry, lane: count.number, attempt: attempt)
      }
      if ends {
        count.keptAttempts += 1
        if count.keptAttempts > Self.maximumAttempts {
          // Keep every other attempt of this recognizer from now on, and so far.
          count.attemptStride *= 2
          let stride = count.attemptStride
          drop { tag, _ in tag.lane == count.number && tag.attempt % stride != 0 }
          count.keptAttempts = (count.keptAttempts + 1) / 2
          count.keptChanges = zip(tags, entries).reduce(0) {
            $0 + ($1.0.lane == count.number && $1.1.state == .changed ? 1 : 0)
          }
        }
      }
      lanes[key] = count
    }

    private mutating func append(_ entry: TranscriptEntry, lane: Int, attempt: Int) {
      entries.append(entry)
      tags.append((lane, attempt))
    }

    /// Removes the entries `isDropped` picks, in one pass.
    private mutating func drop(
      _ isDropped: ((lane: Int, attempt: Int), TranscriptEntry) -> Bool
    ) {
      var keptEntries: [TranscriptEntry] = []
      var keptTags: [(lane: Int, attempt: Int)] = []
      keptEntries.reserveCapacity(entries.count)
      keptTags.reserveCapacity(entries.count)
      for (tag, entry) in zip(tags, entries) where !isDropped(tag, entry) {
        keptEntries.append(entry)
        keptTags.append(tag)
      }
      entries = keptEntries
      tags = keptTags
    }
  }

  // MARK: Drawing

  private static let width: Double = 760
  private static let margin: Double = 20
  private static let pictureBox: Double = 520
  private static let laneHeight: Double = 22
  private static let labelWidth: Double = 190
  private static let chartHeight: Double = 44
  /// The most touches numbered on the picture. OUR CHOICE: more numbers than this on one
  /// picture cover each other and the paths.
  static let maximumLabels = 100

  /// Finger colours, chosen to stay distinct from each other and from the state colours.
  static let fingerColors = [
    "#1f77b4", "#9467bd", "#17becf", "#e377c2", "#8c564b", "#bcbd22", "#7f7f7f", "#393b79",
    "#637939", "#843c39",
  ]

  /// Colours of touchpad gestures and pointer motion.
  static func indirectColor(_ kind: IndirectEvent.Kind) -> String {
    switch kind {
    case .pinch: "#d4a017"
    case .swipe: "#1b9e77"
    case .hold: "#666666"
    case .scroll: "#e7298a"
    case .pointer: "#999999"
    }
  }

  /// The value series the values panel plots: one per recognizer and numeric value.
  struct Series {
    var label: String
    /// Time and one or two values (a pair's x and y), and the attempt they belong to (counting
    /// from 0 at each report that leaves `possible`), so that separate attempts are drawn as
    /// separate lines rather than joined by motion that never happened.
    var points: [(time: TimeInterval, values: [Double], attempt: Int)]
  }

  /// The continuous values recorded in the lanes (translation, scale, rotation, velocity…).
  var series: [Series] {
    var result: [Series] = []
    for lane in lanes {
      var keys: [String] = []
      for entry in lane.entries where entry.state != .possible && entry.state != .failed {
        for value in entry.valueList where !keys.contains(value.key) {
          if case .text = value.value { continue }
          keys.append(value.key)
        }
      }
      for key in keys {
        var points: [(TimeInterval, [Double], Int)] = []
        var attempt = -1
        for entry in lane.entries {
          if entry.previousState == .possible { attempt += 1 }
          guard let value = entry.valueList.first(where: { $0.key == key }) else { continue }
          switch value.value {
          case .number(let number): points.append((entry.time, [number], max(attempt, 0)))
          case .pair(let x, let y): points.append((entry.time, [x, y], max(attempt, 0)))
          case .text: break
          }
        }
        if points.count >= 2 {
          let recognizer = lane.label.split(separator: " · ").first.map(String.init) ?? lane.label
          result.append(Series(label: "\(recognizer) \(key)", points: points))
        }
      }
    }
    return result
  }

  /// The SVG document.
  public func svg() -> String {
    let m = Self.margin
    let scale = min(
      Self.pictureBox / max(windowSize.width, 1), Self.pictureBox / max(windowSize.height, 1))
    let pictureWidth = windowSize.width * scale
    let pictureHeight = windowSize.height * scale
    // Views transformed beyond the window must not run under the legend.
    let farthest = views.flatMap(\.corners).map { Double($0.x) * scale }.max() ?? 0
    let farthestDown = views.flatMap(\.corners).map { Double($0.y) * scale }.max() ?? 0
    let legendX = m + max(pictureWidth, farthest) + 30
    let timelineTop = m + max(pictureHeight, farthestDown, 300) + 40
    let laneCount = Double(max(lanes.count, 1) + (indirect.isEmpty ? 0 : 1))
    let charts = series
    let valuesTop = timelineTop + 30 + laneCount * Self.laneHeight + 40
    let height =
      valuesTop + (charts.isEmpty ? 0 : 24 + Double(charts.count) * (Self.chartHeight + 14))
    var svg = SVGWriter(width: max(Self.width, legendX + 180), height: height)

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

    drawIndirect(into: &svg, at: window)
    drawTouches(into: &svg, at: window)
    drawLegend(into: &svg, x: legendX, y: m + 10)
    let axis = TimeAxis(
      activity: activity, duration: duration, left: m + Self.labelWidth,
      right: max(Self.width, legendX + 180) - m)
    drawTimeline(into: &svg, top: timelineTop, axis: axis)
    if !charts.isEmpty { drawValues(charts, into: &svg, top: valuesTop, axis: axis) }
    return svg.finish()
  }

  /// Every moment something happened: inputs and state changes.
  private var activity: [TimeInterval] {
    var times: [TimeInterval] = [0, duration]
    for path in touches { times += path.samples.map(\.time) }
    for gesture in indirect { times += gesture.samples.map(\.time) }
    for lane in lanes { times += lane.entries.map(\.time) }
    return times.sorted()
  }

  private func drawTouches(into svg: inout SVGWriter, at window: (CGPoint) -> CGPoint) {
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
    // Number the touches in landing order, fanning labels out where touches land on one spot;
    // past ``maximumLabels`` the numbers would be an unreadable heap.
    guard touches.count > 1 else { return }
    var placed: [CGPoint] = []
    for path in touches.prefix(Self.maximumLabels) {
      guard let first = path.samples.first else { continue }
      let at = window(first.point)
      let near = placed.filter { hypot($0.x - at.x, $0.y - at.y) < 30 }
      let crowd = near.count
      let center = near.first ?? at
      placed.append(at)
      // A ring of labels around a spot tapped again and again, widening every nine taps.
      // A lone touch's label goes opposite the way it moves off, so its path does not hide it.
      let away = path.samples.map { window($0.point) }.first {
        hypot($0.x - at.x, $0.y - at.y) > 3
      }
      let start = away.map { atan2(at.y - $0.y, at.x - $0.x) } ?? -Double.pi / 2
      let angle = (crowd == 0 ? start : -Double.pi / 2) + Double(crowd % 9) * 2 * Double.pi / 9
      let radius = (crowd == 0 ? 13 : 30) + 11 * Double(crowd / 9)
      let label = CGPoint(
        x: center.x + radius * cos(angle), y: center.y + radius * sin(angle) + 3)
      svg.text(
        label, "\(path.number)",
        style:
          "fill=\"\(Self.fingerColors[Self.colorIndex(path.id)])\" font-size=\"10\" text-anchor=\"middle\""
      )
    }
  }

  private func drawIndirect(into svg: inout SVGWriter, at window: (CGPoint) -> CGPoint) {
    for gesture in indirect {
      let color = Self.indirectColor(gesture.kind)
      let points = gesture.samples.map { window($0.point) }
      for (a, b) in zip(points, points.dropFirst()) {
        svg.line(
          a, b,
          style: "stroke=\"\(color)\" stroke-width=\"2\" stroke-dasharray=\"5 3\"")
      }
      guard let start = points.first, gesture.kind != .pointer else { continue }
      svg.rect(
        x: start.x - 4, y: start.y - 4, width: 8, height: 8, style: "fill=\"\(color)\"")
      var label = "\(gesture.kind.rawValue)"
      if gesture.fingers > 0 { label += " \(gesture.fingers)f" }
      if gesture.kind == .pinch { label += " ×\(SVGWriter.number(Double(gesture.scale)))" }
      svg.text(start.offsetBy(7, -6), label, style: "fill=\"\(color)\" font-size=\"10\"")
      if gesture.kind == .pinch {
        svg.circle(
          start, radius: 12 * max(Double(gesture.scale), 0.1),
          style: "fill=\"none\" stroke=\"\(color)\" stroke-dasharray=\"2 2\"")
      }
    }
  }

  private func drawLegend(into svg: inout SVGWriter, x legendX: Double, y top: Double) {
    var legendY = top
    func row(_ label: String, draw: (inout SVGWriter, CGPoint) -> Void) {
      legendY += 16
      draw(&svg, CGPoint(x: legendX + 5, y: legendY - 4))
      svg.text(CGPoint(x: legendX + 18, y: legendY), label)
    }
    if !touches.isEmpty {
      svg.text(CGPoint(x: legendX, y: legendY), "fingers", style: "font-weight=\"bold\"")
      for id in Array(Set(touches.map(\.id))).sorted().prefix(10) {
        row("finger \(id)") {
          $0.circle($1, radius: 5, style: "fill=\"\(Self.fingerColors[Self.colorIndex(id)])\"")
        }
      }
      legendY += 10
      row("lands") { $0.circle($1, radius: 4, style: "fill=\"#555\"") }
      row("lifts") {
        $0.circle($1, radius: 6, style: "fill=\"white\" stroke=\"#555\" stroke-width=\"2\"")
      }
      row("cancelled") { $0.cross($1, size: 5, style: "stroke=\"#555\" stroke-width=\"2\"") }
      if touches.count > 1 {
        row(
          touches.count > Self.maximumLabels
            ? "n-th touch (first \(Self.maximumLabels))" : "n-th touch"
        ) {
          $0.text($1.offsetBy(0, 4), "3", style: "font-size=\"9\" text-anchor=\"middle\"")
        }
      }
      if touchStride > 1 {
        legendY += 16
        svg.text(
          CGPoint(x: legendX, y: legendY),
          "every \(touchStride)th of \(touchCount) touches drawn", style: "fill=\"#777\"")
      }
    } else {
      legendY -= 16
    }
    let kinds = IndirectEvent.Kind.allCases.filter { kind in indirect.contains { $0.kind == kind } }
    if !kinds.isEmpty {
      legendY += 10
      svg.text(CGPoint(x: legendX, y: legendY + 16), "touchpad", style: "font-weight=\"bold\"")
      legendY += 16
      for kind in kinds {
        let color = Self.indirectColor(kind)
        row(kind == .pointer ? "pointer path" : "\(kind.rawValue) (deltas added up)") {
          $0.line(
            $1.offsetBy(-5, 0), $1.offsetBy(7, 0),
            style: "stroke=\"\(color)\" stroke-width=\"2\" stroke-dasharray=\"5 3\"")
        }
      }
    }
    legendY += 10
    svg.text(
      CGPoint(x: legendX, y: legendY + 16), "recognizer states", style: "font-weight=\"bold\"")
    legendY += 16
    row("began … ended") { Self.bar(&$0, from: $1.x - 5, to: $1.x + 7, mid: $1.y, .ended) }
    row("began … cancelled") { Self.bar(&$0, from: $1.x - 5, to: $1.x + 7, mid: $1.y, .cancelled) }
    row("began, still going") { Self.bar(&$0, from: $1.x - 5, to: $1.x + 7, mid: $1.y, .began) }
    row("changed") { Self.tick(&$0, x: $1.x, mid: $1.y) }
    row("recognized (discrete)") { Self.diamond(&$0, $1) }
    row("failed") { Self.failure(&$0, $1) }
    row("idle time cut") { Self.cutMark(&$0, x: $1.x, mid: $1.y) }
  }

  private static let stateColors = (
    active: "#2ca02c", cancelled: "#ff7f0e", recognized: "#2ca02c", failed: "#d62728"
  )

  // The marks of the timeline, shared with the legend so that the two always agree.

  private static func bar(
    _ svg: inout SVGWriter, from: Double, to: Double, mid: Double,
    _ state: UIGestureRecognizer.State
  ) {
    let color = state == .cancelled ? stateColors.cancelled : stateColors.active
    let opacity = state == .began ? "0.4" : "0.8"
    svg.rect(
      x: from, y: mid - 6, width: max(to - from, 2), height: 12,
      style: "fill=\"\(color)\" fill-opacity=\"\(opacity)\"")
  }

  private static func tick(_ svg: inout SVGWriter, x: Double, mid: Double) {
    svg.line(
      CGPoint(x: x, y: mid - 5), CGPoint(x: x, y: mid + 5),
      style: "stroke=\"#135f13\" stroke-opacity=\"0.35\"")
  }

  private static func diamond(_ svg: inout SVGWriter, _ at: CGPoint) {
    svg.diamond(at, size: 6, style: "fill=\"\(stateColors.recognized)\"")
  }

  private static func failure(_ svg: inout SVGWriter, _ at: CGPoint) {
    svg.cross(at, size: 5, style: "stroke=\"\(stateColors.failed)\" stroke-width=\"2\"")
  }

  private static func cutMark(_ svg: inout SVGWriter, x: Double, mid: Double) {
    svg.line(
      CGPoint(x: x - 4, y: mid + 7), CGPoint(x: x + 1, y: mid - 7),
      style: "stroke=\"#444\" stroke-width=\"1.5\"")
    svg.line(
      CGPoint(x: x + 1, y: mid + 7), CGPoint(x: x + 6, y: mid - 7),
      style: "stroke=\"#444\" stroke-width=\"1.5\"")
  }

  private func drawTimeline(into svg: inout SVGWriter, top: Double, axis: TimeAxis) {
    let m = Self.margin
    let thinned =
      attemptStride > 1 ? "; busy recognizers: every \(attemptStride)th attempt drawn" : ""
    svg.text(
      CGPoint(x: m, y: top), "timeline (seconds since the first touch\(thinned))",
      style: "font-weight=\"bold\"")
    let rows = max(lanes.count, 1) + (indirect.isEmpty ? 0 : 1)
    let axisY = top + 14 + Double(rows) * Self.laneHeight
    drawAxis(into: &svg, axis: axis, top: top + 10, bottom: axisY)

    for (index, lane) in lanes.enumerated() {
      let y = top + 14 + Double(index) * Self.laneHeight
      let mid = y + Self.laneHeight / 2
      svg.text(CGPoint(x: m, y: mid + 4), lane.label)
      svg.line(
        CGPoint(x: axis.left, y: mid), CGPoint(x: axis.right, y: mid), style: "stroke=\"#ddd\"")
      var start: TimeInterval?
      for entry in lane.entries {
        let x = axis.x(entry.time)
        switch entry.state {
        case .began:
          start = entry.time
        case .changed:
          Self.tick(&svg, x: x, mid: mid)
        case .ended where start == nil:
          Self.diamond(&svg, CGPoint(x: x, y: mid))
        case .ended, .cancelled:
          Self.bar(&svg, from: axis.x(start ?? entry.time), to: x, mid: mid, entry.state)
          start = nil
        case .failed:
          Self.failure(&svg, CGPoint(x: x, y: mid))
        case .possible:
          break
        }
      }
      if let start {
        Self.bar(&svg, from: axis.x(start), to: axis.right, mid: mid, .began)
      }
    }
    if !indirect.isEmpty {
      let mid = top + 14 + Double(lanes.count) * Self.laneHeight + Self.laneHeight / 2
      svg.text(CGPoint(x: m, y: mid + 4), "touchpad input")
      for gesture in indirect {
        guard let first = gesture.samples.first, let last = gesture.samples.last else { continue }
        svg.rect(
          x: axis.x(first.time), y: mid - 4,
          width: max(axis.x(last.time) - axis.x(first.time), 2), height: 8,
          style: "fill=\"\(Self.indirectColor(gesture.kind))\" fill-opacity=\"0.7\"")
      }
    }
    if lanes.isEmpty {
      svg.text(
        CGPoint(x: m, y: top + 14 + Self.laneHeight / 2 + 4), "(no recognizers)",
        style: "fill=\"#777\"")
    }
  }

  /// Grid lines and tick labels over `top…bottom`, and the cut marks of idle gaps.
  private func drawAxis(into svg: inout SVGWriter, axis: TimeAxis, top: Double, bottom: Double) {
    for tick in axis.ticks {
      let tx = axis.x(tick)
      svg.line(CGPoint(x: tx, y: top), CGPoint(x: tx, y: bottom), style: "stroke=\"#eee\"")
      svg.text(
        CGPoint(x: tx, y: bottom + 14), SVGWriter.number(tick),
        style: "fill=\"#555\" font-size=\"10\" text-anchor=\"middle\"")
    }
    svg.line(
      CGPoint(x: axis.left, y: bottom), CGPoint(x: axis.right, y: bottom), style: "stroke=\"#444\"")
    for cut in axis.cuts {
      let x = axis.x(cut.from) + TimeAxis.cutWidth / 2
      svg.rect(
        x: x - 7, y: top, width: 14, height: bottom - top + 8, style: "fill=\"white\"")
      Self.cutMark(&svg, x: x - 1, mid: bottom)
      svg.text(
        CGPoint(x: x, y: bottom + 26), "\(SVGWriter.number(cut.to - cut.from)) s idle",
        style: "fill=\"#777\" font-size=\"9\" text-anchor=\"middle\"")
    }
  }

  /// The values panel: each continuous value of each recognizer over time, one chart a row, a
  /// pair's x solid and y dashed, the range written beside it.
  private func drawValues(
    _ charts: [Series], into svg: inout SVGWriter, top: Double, axis: TimeAxis
  ) {
    let m = Self.margin
    svg.text(
      CGPoint(x: m, y: top), "values (x solid, y dashed; range at the left)",
      style: "font-weight=\"bold\"")
    for (index, chart) in charts.enumerated() {
      let chartTop = top + 14 + Double(index) * (Self.chartHeight + 14)
      let chartBottom = chartTop + Self.chartHeight
      let all = chart.points.flatMap(\.values).filter(\.isFinite)
      let smallest = all.min() ?? 0
      let largest = all.max() ?? 1
      let pad = max((largest - smallest) * 0.05, 1e-6)
      let (low, high) = (smallest - pad, largest + pad)
      func y(_ value: Double) -> Double {
        chartBottom - (value - low) / (high - low) * Self.chartHeight
      }
      svg.text(CGPoint(x: m, y: chartTop + 12), chart.label)
      svg.text(
        CGPoint(x: m, y: chartTop + 26),
        "\(SVGWriter.number(smallest)) … \(SVGWriter.number(largest))",
        style: "fill=\"#777\" font-size=\"9\"")
      svg.rect(
        x: axis.left, y: chartTop, width: axis.right - axis.left, height: Self.chartHeight,
        style: "fill=\"none\" stroke=\"#ddd\"")
      if low < 0 && high > 0 {
        svg.line(
          CGPoint(x: axis.left, y: y(0)), CGPoint(x: axis.right, y: y(0)),
          style: "stroke=\"#ccc\" stroke-dasharray=\"1 2\"")
      }
      for component in 0..<(chart.points.first?.values.count ?? 0) {
        let dash = component == 0 ? "" : " stroke-dasharray=\"4 2\""
        // One line per attempt: the end of one and the start of the next are not joined.
        var start = 0
        while start < chart.points.count {
          let attempt = chart.points[start].attempt
          var end = start
          while end < chart.points.count, chart.points[end].attempt == attempt { end += 1 }
          let points = chart.points[start..<end].compactMap { point -> CGPoint? in
            guard component < point.values.count, point.values[component].isFinite else {
              return nil
            }
            return CGPoint(x: axis.x(point.time), y: y(point.values[component]))
          }
          svg.polyline(
            points, style: "fill=\"none\" stroke=\"#2c5aa0\" stroke-width=\"1.5\"\(dash)")
          start = end
        }
      }
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

/// Seconds to x on the timeline, with long idle gaps cut down to a fixed-width break, so that a
/// few seconds of nothing do not squash the moments where something happens.
struct TimeAxis {
  /// A gap counts as idle when it is longer than this many seconds…
  static let idleSeconds: TimeInterval = 0.5
  /// …and longer than this share of the whole duration.
  static let idleShare = 0.15
  /// The width a cut gap keeps, in points.
  static let cutWidth: Double = 18

  let left: Double
  let right: Double
  /// The idle gaps cut, in time order.
  let cuts: [(from: TimeInterval, to: TimeInterval)]
  let duration: TimeInterval
  private let pointsPerSecond: Double

  init(activity: [TimeInterval], duration: TimeInterval, left: Double, right: Double) {
    self.left = left
    self.right = right
    self.duration = duration
    var cuts: [(TimeInterval, TimeInterval)] = []
    for (a, b) in zip(activity, activity.dropFirst())
    where b - a > Self.idleSeconds && b - a > Self.idleShare * duration {
      // Keep a little of the gap on each side, so marks at its ends stay apart from the break.
      let keep = min(0.02 * duration, 0.1 * (b - a))
      cuts.append((a + keep, b - keep))
    }
    self.cuts = cuts
    let kept = duration - cuts.reduce(0) { $0 + $1.1 - $1.0 }
    let width = right - left - Double(cuts.count) * Self.cutWidth
    pointsPerSecond = width / max(kept, 1e-9)
  }

  /// The x of `time`.
  func x(_ time: TimeInterval) -> Double {
    let time = min(max(time, 0), duration)
    var x = left
    var previous: TimeInterval = 0
    for cut in cuts {
      if time <= cut.from { break }
      x += (cut.from - previous) * pointsPerSecond
      if time < cut.to { return x + Self.cutWidth * (time - cut.from) / (cut.to - cut.from) }
      x += Self.cutWidth
      previous = cut.to
    }
    return x + (time - previous) * pointsPerSecond
  }

  /// The most ticks an axis labels, whatever the duration and width (the loop over them is
  /// bounded by this, not by the input's numbers).
  static let maximumTicks = 1_000

  /// Round times to label, about one every 70 points, outside the cuts.
  var ticks: [TimeInterval] {
    guard duration.isFinite, duration >= 0 else { return [0] }
    var step = TracePicture.niceStep(70 / max(pointsPerSecond, 1e-9))
    // Never more than maximumTicks, however narrow the axis or long the duration.
    while duration / step > Double(Self.maximumTicks) { step *= 10 }
    var result: [TimeInterval] = []
    for index in 0...Int(duration / step + 1e-9) {
      let tick = Double(index) * step
      if !cuts.contains(where: { tick > $0.from - step / 2 && tick < $0.to + step / 2 }) {
        result.append(tick)
      }
    }
    return result
  }
}

extension CGPoint {
  fileprivate func offsetBy(_ dx: Double, _ dy: Double) -> CGPoint {
    CGPoint(x: x + dx, y: y + dy)
  }
}
