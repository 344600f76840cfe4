import Foundation
import GestureCore
import Yams

/// Reads a touch script's YAML into input, checking each row as it goes.
struct TouchScriptParser {
  let yaml: YAMLDocument
  private var inputs: [InputEvent] = []
  private var buttons: [TouchScriptFile.Button] = []
  private var pending: [TouchFrame.Change] = []
  private var pendingTime: Double = 0
  private var lastTime = -Double.infinity
  private var down: Set<Int> = []
  /// The touchpad gesture (pinch, swipe, hold) or continuous scroll open, with its row's line.
  private var openGesture: (kind: IndirectEvent.Kind, line: Int?)?

  static let buttonKeys: Set<String> = ["t", "button", "phase", "x", "y"]
  static let touchKeys: Set<String> = ["t", "id", "phase", "x", "y", "force", "type", "newFrame"]
  static let indirectKeys: Set<String> = [
    "t", "kind", "phase", "fingers", "x", "y", "dx", "dy", "scale", "angle", "cancelled",
    "continuous",
  ]

  init(yaml: YAMLDocument) {
    self.yaml = yaml
  }

  mutating func parse(_ text: String) throws -> TouchScriptFile {
    guard let root = try yaml.compose(text), root.mapping != nil else {
      throw TraceError(
        file: yaml.file, line: 1, message: "expected a touch script: a mapping with `events:`")
    }
    for key in root.mapping!.keys where !["window", "events"].contains(key.string ?? "") {
      throw yaml.error(key, "unknown key `\(key.string ?? "")`; expected `window` or `events`")
    }
    var windowSize: CGSize?
    if let window = root["window"] {
      windowSize = try yaml.windowSize(window)
    }
    let events = try yaml.sequence(
      yaml.required("events", in: root, context: "a touch script"), "the events")
    for row in events {
      guard row.mapping != nil else { throw yaml.error(row, "expected an event row `{t: …, …}`") }
      let time = try yaml.number(
        yaml.required("t", in: row, context: "an event row"), "the time t",
        in: InputLimits.time)
      guard time >= lastTime else {
        throw yaml.error(row["t"], "time goes backwards: t \(time) after \(lastTime)")
      }
      lastTime = time
      if row["kind"] != nil {
        try indirect(row, time: time)
      } else if row["button"] != nil {
        try button(row, time: time)
      } else {
        try touch(row, time: time)
      }
    }
    flush()
    if let open = openGesture {
      throw TraceError(
        file: yaml.file, line: open.line,
        message:
          "the \(open.kind.rawValue) begun here never ends; expected a `phase: end` row for it")
    }
    return TouchScriptFile(windowSize: windowSize, inputs: inputs, buttons: buttons)
  }

  /// A secondary or middle click's row: kept for listings, delivered to nobody, so it leaves
  /// the frames around it as they are.
  private mutating func button(_ row: Node, time: Double) throws {
    try checkKeys(row, Self.buttonKeys, "a button row")
    let nameNode = row["button"]!
    let name = try yaml.string(nameNode, "the button")
    guard TouchScriptFile.Button.codes[name] != nil else {
      throw yaml.error(
        nameNode,
        "unknown button `\(name)`; expected BTN_RIGHT or BTN_MIDDLE (a primary click is a "
          + "touch row of type indirectPointer)")
    }
    let phaseNode = try yaml.required("phase", in: row, context: "a button row")
    let phase = try yaml.string(phaseNode, "the phase")
    guard phase == "down" || phase == "up" else {
      throw yaml.error(phaseNode, "unknown phase `\(phase)`; expected down or up")
    }
    let x = try row["x"].map { try yaml.number($0, "x", in: InputLimits.coordinate) } ?? 0
    let y = try row["y"].map { try yaml.number($0, "y", in: InputLimits.coordinate) } ?? 0
    buttons.append(
      TouchScriptFile.Button(
        time: time, name: name, isPressed: phase == "down", location: CGPoint(x: x, y: y)))
  }

  private mutating func touch(_ row: Node, time: Double) throws {
    try checkKeys(row, Self.touchKeys, "a touch row")
    let idNode = try yaml.required("id", in: row, context: "a touch row")
    let id: Int = try yaml.integer(idNode, "the finger id")
    guard InputLimits.fingerID.contains(id) else {
      throw yaml.error(
        idNode,
        "expected the finger id between 0 and \(InputLimits.fingerID.upperBound), found \(id)")
    }
    let phaseNode = try yaml.required("phase", in: row, context: "a touch row")
    let phaseName = try yaml.string(phaseNode, "the phase")
    guard let phase = TouchFrame.Change.Phase(rawValue: phaseName) else {
      throw yaml.error(phaseNode, "unknown phase `\(phaseName)`; expected down, move, up or cancel")
    }
    let x = try yaml.number(
      yaml.required("x", in: row, context: "a touch row"), "x", in: InputLimits.coordinate)
    let y = try yaml.number(
      yaml.required("y", in: row, context: "a touch row"), "y", in: InputLimits.coordinate)
    let force = try row["force"].map {
      CGFloat(try yaml.number($0, "the force", in: InputLimits.force))
    }
    var type = UITouch.TouchType.direct
    if let typeNode = row["type"] {
      let name = try yaml.string(typeNode, "the touch type")
      guard let found = UITouch.TouchType.allCases.first(where: { $0.description == name }) else {
        throw yaml.error(
          typeNode,
          "unknown touch type `\(name)`; expected direct, indirect, pencil or indirectPointer")
      }
      type = found
    }
    let startsFrame = try row["newFrame"].map { try yaml.bool($0, "newFrame") } ?? false
    if startsFrame || time != pendingTime || pending.contains(where: { $0.id == id }) { flush() }
    pendingTime = time
    switch phase {
    case .down:
      guard !down.contains(id) else {
        throw yaml.error(row, "finger \(id) goes down while it is already down")
      }
      down.insert(id)
      guard down.count <= TouchScriptFile.maximumFingers else {
        throw yaml.error(row, "more than \(TouchScriptFile.maximumFingers) fingers down at once")
      }
    case .move, .up, .cancel:
      guard down.contains(id) else {
        throw yaml.error(row, "finger \(id) has phase \(phase) without being down")
      }
      if phase != .move { down.remove(id) }
    }
    pending.append(
      .init(id: id, phase: phase, location: CGPoint(x: x, y: y), force: force, type: type))
  }

  private mutating func indirect(_ row: Node, time: Double) throws {
    try checkKeys(row, Self.indirectKeys, "a touchpad row")
    flush()
    let kindNode = row["kind"]!
    let kindName = try yaml.string(kindNode, "the kind")
    guard let kind = IndirectEvent.Kind(rawValue: kindName) else {
      throw yaml.error(
        kindNode, "unknown kind `\(kindName)`; expected pinch, swipe, hold, scroll or pointer")
    }
    var phase = IndirectEvent.Phase.update
    if let phaseNode = row["phase"] {
      let name = try yaml.string(phaseNode, "the phase")
      guard let found = IndirectEvent.Phase(rawValue: name) else {
        throw yaml.error(phaseNode, "unknown phase `\(name)`; expected begin, update or end")
      }
      phase = found
    } else if kind != .pointer {
      throw yaml.error(row, "expected `phase: begin | update | end` in a \(kind.rawValue) row")
    }
    func number(_ key: String, _ fallback: Double, in range: ClosedRange<Double>) throws
      -> Double
    {
      try row[key].map { try yaml.number($0, key, in: range) } ?? fallback
    }
    let fingers: Int =
      try row["fingers"].map { try yaml.integer($0, "fingers") }
      ?? (kind == .pointer ? 0 : 2)
    guard (0...TouchScriptFile.maximumFingers).contains(fingers) else {
      throw yaml.error(
        row["fingers"],
        "expected `fingers` between 0 and \(TouchScriptFile.maximumFingers), found \(fingers)")
    }
    let isContinuous = try row["continuous"].map { try yaml.bool($0, "continuous") } ?? true
    try checkSequence(row, kind: kind, phase: phase, continuous: isContinuous)
    let coordinate = InputLimits.coordinate
    inputs.append(
      .indirect(
        IndirectEvent(
          time: time, kind: kind, phase: phase,
          fingers: fingers,
          location: CGPoint(
            x: try number("x", 0, in: coordinate), y: try number("y", 0, in: coordinate)),
          delta: CGVector(
            dx: try number("dx", 0, in: coordinate), dy: try number("dy", 0, in: coordinate)),
          scale: try number("scale", 1, in: InputLimits.scale),
          angleDelta: try number("angle", 0, in: InputLimits.angle),
          isCancelled: try row["cancelled"].map { try yaml.bool($0, "cancelled") } ?? false,
          isContinuous: isContinuous)))
  }

  /// Holds touchpad rows to the sequences libinput reports, as touch rows are held to down, move,
  /// up: a pinch, swipe or hold, and a continuous scroll, is `begin`, `update`s, `end`, one at a
  /// time; pointer motion and wheel (`continuous: false`) scrolls are `update`s alone. A script
  /// whose gesture never ends would leave its recognizer open after the input.
  private mutating func checkSequence(
    _ row: Node, kind: IndirectEvent.Kind, phase: IndirectEvent.Phase, continuous: Bool
  ) throws {
    let isPhased =
      kind == .pinch || kind == .swipe || kind == .hold || (kind == .scroll && continuous)
    guard isPhased else {
      guard phase == .update else {
        throw yaml.error(
          row["phase"],
          "expected `phase: update` in a \(continuous ? "" : "wheel ")\(kind.rawValue) row, which has no begin or end"
        )
      }
      return
    }
    switch phase {
    case .begin:
      if let open = openGesture {
        throw yaml.error(
          row,
          "a \(kind.rawValue) begins while the \(open.kind.rawValue) begun at line \(open.line ?? 0) is still open"
        )
      }
      openGesture = (kind, yaml.line(row))
    case .update, .end:
      guard let open = openGesture, open.kind == kind else {
        throw yaml.error(
          row, "a \(kind.rawValue) \(phase.rawValue) without a \(kind.rawValue) begin before it")
      }
      if phase == .end { openGesture = nil }
    }
  }

  private func checkKeys(_ row: Node, _ allowed: Set<String>, _ what: String) throws {
    for key in row.mapping!.keys {
      let name = key.string ?? ""
      guard allowed.contains(name) else {
        throw yaml.error(
          key,
          "unknown key `\(name)` in \(what); expected \(allowed.sorted().joined(separator: ", "))")
      }
    }
  }

  private mutating func flush() {
    guard !pending.isEmpty else { return }
    inputs.append(.touches(TouchFrame(time: pendingTime, changes: pending)))
    pending.removeAll()
  }
}
