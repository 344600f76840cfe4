import Foundation
import GestureCore
import Yams

/// Builds a scene's views and recognizers from its YAML, then wires and checks the relations
/// between recognizers once every name is known.
@MainActor struct SceneBuilder {
  let yaml: YAMLDocument
  let registry: RecognizerRegistry
  let scene: Scene

  struct PendingRecognizer {
    var name: String
    var node: Node
    var recognizer: UIGestureRecognizer
    var requireToFail: [(String, Node)]
    var simultaneousWith: [(String, Node)]
  }

  private var pending: [PendingRecognizer] = []
  private var viewCount = 0
  private var viewLines: [String: Int] = [:]
  private var recognizerLines: [String: Int] = [:]
  /// The line of the hosted content that brought each recognizer name (a SwiftUI gesture's
  /// `name:`, or its type's name): recognizers and hosted gestures share one namespace, since
  /// transcripts and `requireToFail` name them alike.
  private var hostedLines: [String: Int] = [:]
  /// The recognizers already in the scene's order, so that finding hosted ones costs one look
  /// per recognizer rather than a search of the order.
  private var orderedRecognizers: Set<ObjectIdentifier> = []

  static let viewKeys: Set<String> = [
    "name", "frame", "transform", "hidden", "alpha", "userInteractionEnabled",
    "multipleTouchEnabled",
    "coordinateSpace", "recognizers", "subviews",
  ]

  init(yaml: YAMLDocument, registry: RecognizerRegistry, scene: Scene) {
    self.yaml = yaml
    self.registry = registry
    self.scene = scene
  }

  mutating func build(_ root: Node) throws {
    for key in root.mapping!.keys where !["window", "views"].contains(key.string ?? "") {
      throw yaml.error(key, "unknown key `\(key.string ?? "")`; expected `window` or `views`")
    }
    let views = try yaml.sequence(yaml.required("views", in: root, context: "a scene"), "the views")
    for view in views { try addView(view, to: scene.simulation.window, depth: 1) }
    try wireRelations()
  }

  private mutating func addView(_ node: Node, to parent: UIView, depth: Int) throws {
    guard let mapping = node.mapping else { throw yaml.error(node, "expected a view as a mapping") }
    viewCount += 1
    guard viewCount <= InputLimits.views else {
      throw yaml.error(node, "expected at most \(InputLimits.views) views in a scene")
    }
    guard depth <= InputLimits.viewDepth else {
      throw yaml.error(node, "expected views nested at most \(InputLimits.viewDepth) deep")
    }
    for key in mapping.keys
    where !Self.viewKeys.contains(key.string ?? "")
      && registry.contentTypes[key.string ?? ""] == nil
    {
      let known = Self.viewKeys.union(registry.contentTypes.keys)
      throw yaml.error(
        key,
        "unknown view key `\(key.string ?? "")`; expected \(known.sorted().joined(separator: ", "))"
      )
    }
    let view = UIView(frame: try frame(node["frame"], parent: parent))
    if let nameNode = node["name"] {
      let name = try yaml.name(nameNode, "the view name")
      if let first = viewLines[name] {
        throw yaml.error(nameNode, "duplicate view name `\(name)` (first used at line \(first))")
      }
      viewLines[name] = yaml.line(nameNode) ?? 0
      view.accessibilityIdentifier = name
      scene.add(view: view, named: name)
    }
    if let transform = node["transform"] { view.transform = try self.transform(transform) }
    if let hidden = node["hidden"] { view.isHidden = try yaml.bool(hidden, "`hidden`") }
    if let alpha = node["alpha"] {
      view.alpha = CGFloat(try yaml.number(alpha, "`alpha`", in: 0...1))
    }
    if let enabled = node["userInteractionEnabled"] {
      view.isUserInteractionEnabled = try yaml.bool(enabled, "`userInteractionEnabled`")
    }
    if let multiple = node["multipleTouchEnabled"] {
      view.isMultipleTouchEnabled = try yaml.bool(multiple, "`multipleTouchEnabled`")
    }
    if let space = node["coordinateSpace"] {
      let name = try yaml.name(space, "the coordinate space name")
      guard scene.coordinateSpaces[name] == nil else {
        throw yaml.error(space, "duplicate coordinate space name `\(name)`")
      }
      scene.add(space: name, view: view)
      // Representables' converters resolve `.named(name)` through the view itself.
      view.coordinateSpace(name: name)
    }
    parent.addSubview(view)
    for recognizer in try node["recognizers"].map({ try yaml.sequence($0, "the recognizers") })
      ?? []
    {
      try addRecognizer(recognizer, to: view)
    }
    for subview in try node["subviews"].map({ try yaml.sequence($0, "the subviews") }) ?? [] {
      try addView(subview, to: view, depth: depth + 1)
    }
    for (keyNode, valueNode) in mapping {
      guard let key = keyNode.string, let content = registry.contentTypes[key] else { continue }
      scene.add(
        hosted: try content.build(SceneValue(node: valueNode, yaml: yaml, property: key), view))
      // The content makes its views and recognizers in its first layout pass: the scene knows
      // them from here on, so that `--only` and `requireToFail` can name them.
      view.layoutIfNeeded()
      try addHostedRecognizers(in: view, from: valueNode)
    }
  }

  /// The recognizers hosted content attached inside `view`, depth first: each joins the
  /// scene's order, and a named one the names. A name a scene recognizer already has is refused,
  /// with the lines of both; hosted gestures may share a name among themselves (unnamed SwiftUI
  /// gestures are named after their type), and the first keeps it.
  private mutating func addHostedRecognizers(in view: UIView, from content: Node) throws {
    var pending = [view]
    while let view = pending.popLast() {
      for recognizer in view.gestureRecognizers ?? []
      where orderedRecognizers.insert(ObjectIdentifier(recognizer)).inserted {
        if let name = recognizer.name {
          if let first = recognizerLines[name] {
            throw yaml.error(
              content,
              "hosted gesture `\(name)` has the name of the recognizer at line \(first); give each its own name"
            )
          }
          if hostedLines[name] == nil { hostedLines[name] = yaml.line(content) ?? 0 }
        }
        scene.add(hostedRecognizer: recognizer)
      }
      pending.append(contentsOf: view.subviews.reversed())
    }
  }

  private func frame(_ node: Node?, parent: UIView) throws -> CGRect {
    guard let node else { return CGRect(origin: .zero, size: parent.bounds.size) }
    let numbers = try yaml.sequence(node, "the frame").map {
      try yaml.number($0, "the frame's numbers", in: InputLimits.coordinate)
    }
    guard numbers.count == 4, numbers[2] >= 0, numbers[3] >= 0 else {
      throw yaml.error(node, "expected `frame: [x, y, width, height]` with a size ≥ 0")
    }
    return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  private func transform(_ node: Node) throws -> CGAffineTransform {
    guard let mapping = node.mapping else {
      throw yaml.error(node, "expected `transform: {rotation:, scale:, translation:}`")
    }
    for key in mapping.keys where !["rotation", "scale", "translation"].contains(key.string ?? "") {
      throw yaml.error(
        key, "unknown transform key `\(key.string ?? "")`; expected rotation, scale or translation")
    }
    func pair(_ key: String, _ fallback: (Double, Double), in range: ClosedRange<Double>) throws
      -> (Double, Double)
    {
      guard let value = node[key] else { return fallback }
      if case .scalar = value {
        let number = try yaml.number(value, "`\(key)`", in: range)
        return (number, number)
      }
      let numbers = try yaml.sequence(value, "`\(key)`").map {
        try yaml.number($0, "`\(key)`", in: range)
      }
      guard numbers.count == 2 else { throw yaml.error(value, "expected `\(key): [x, y]`") }
      return (numbers[0], numbers[1])
    }
    let rotation =
      try node["rotation"].map { try yaml.number($0, "`rotation`", in: InputLimits.angle) } ?? 0
    let scale = try pair("scale", (1, 1), in: -1_000_000...1_000_000)
    guard abs(scale.0) >= 1e-6, abs(scale.1) >= 1e-6 else {
      throw yaml.error(node["scale"], "expected `scale` at least 0.000001 away from 0")
    }
    let translation = try pair("translation", (0, 0), in: InputLimits.coordinate)
    return CGAffineTransform(translationX: translation.0, y: translation.1)
      .rotated(by: rotation)
      .scaledBy(x: scale.0, y: scale.1)
  }

  private mutating func addRecognizer(_ node: Node, to view: UIView) throws {
    guard let mapping = node.mapping else {
      throw yaml.error(node, "expected a recognizer as a mapping")
    }
    let typeNode = try yaml.required("type", in: node, context: "a recognizer")
    let typeName = try yaml.string(typeNode, "the recognizer type")
    guard let type = registry.types[typeName] else {
      throw yaml.error(
        typeNode,
        "unknown recognizer type `\(typeName)`; expected one of \(registry.names.joined(separator: ", "))"
      )
    }
    let nameNode = node["name"]
    let name = try nameNode.map { try yaml.name($0, "the recognizer name") } ?? typeName
    if let first = recognizerLines[name] ?? hostedLines[name] {
      throw yaml.error(
        nameNode ?? typeNode,
        "duplicate recognizer name `\(name)` (first used at line \(first)); give each recognizer its own `name:`"
      )
    }
    recognizerLines[name] = yaml.line(node) ?? 0
    guard pending.count < InputLimits.recognizers else {
      throw yaml.error(node, "expected at most \(InputLimits.recognizers) recognizers in a scene")
    }
    let recognizer = type.make()
    recognizer.name = name
    var entry = PendingRecognizer(
      name: name, node: node, recognizer: recognizer, requireToFail: [], simultaneousWith: [])
    for (keyNode, valueNode) in mapping {
      let key = keyNode.string ?? ""
      let value = SceneValue(node: valueNode, yaml: yaml, property: key)
      switch key {
      case "name", "type": continue
      case "requireToFail": entry.requireToFail = try names(valueNode, key)
      case "simultaneousWith": entry.simultaneousWith = try names(valueNode, key)
      default:
        if let setter = type.setters[key] {
          try setter(recognizer, value)
        } else if try !RecognizerRegistry.setCommonProperty(key, on: recognizer, to: value) {
          let known = (type.propertyNames + RecognizerRegistry.commonPropertyNames).sorted()
          throw yaml.error(
            keyNode,
            "unknown property `\(key)` for a \(typeName) recognizer; expected \(known.joined(separator: ", "))"
          )
        }
      }
    }
    view.addGestureRecognizer(recognizer)
    scene.add(recognizer: recognizer, named: name)
    orderedRecognizers.insert(ObjectIdentifier(recognizer))
    pending.append(entry)
  }

  private func names(_ node: Node, _ key: String) throws -> [(String, Node)] {
    if case .scalar = node { return [(try yaml.string(node, "`\(key)`"), node)] }
    return try yaml.sequence(node, "`\(key)`").map { (try yaml.string($0, "`\(key)`"), $0) }
  }

  /// Failure requirements and simultaneous pairs, once every recognizer exists.
  private mutating func wireRelations() throws {
    for entry in pending {
      for (name, node) in entry.requireToFail + entry.simultaneousWith
      where scene.recognizers[name] == nil {
        let key =
          entry.requireToFail.contains { $0.1 == node } ? "requireToFail" : "simultaneousWith"
        throw yaml.error(node, "`\(key)` names `\(name)`, which is no recognizer in the scene")
      }
    }
    try checkForCycles()
    var delegates: [ObjectIdentifier: SimultaneousRecognitionDelegate] = [:]
    // A recognizer that came with a delegate of its own (hosted content's, such as a SwiftUI
    // gesture's) keeps it: the other side's delegate answers for the pair, as either delegate's
    // yes lets two recognizers recognize together.
    func delegate(for recognizer: UIGestureRecognizer) -> SimultaneousRecognitionDelegate? {
      if let existing = delegates[ObjectIdentifier(recognizer)] { return existing }
      if recognizer.delegate != nil { return nil }
      let created = SimultaneousRecognitionDelegate()
      delegates[ObjectIdentifier(recognizer)] = created
      recognizer.delegate = created
      scene.delegates.append(created)
      return created
    }
    for entry in pending {
      for (name, _) in entry.requireToFail {
        entry.recognizer.require(toFail: scene.recognizers[name]!)
      }
      for (name, _) in entry.simultaneousWith {
        let other = scene.recognizers[name]!
        delegate(for: entry.recognizer)?.partners.append(ObjectIdentifier(other))
        delegate(for: other)?.partners.append(ObjectIdentifier(entry.recognizer))
      }
    }
  }

  /// Rejects failure requirements that wait on each other in a circle, which would leave every
  /// recognizer in the circle waiting forever, and chains longer than
  /// ``InputLimits/requirementChain``.
  ///
  /// A depth-first walk with an explicit stack, so that a long chain cannot overflow the call
  /// stack; `length[name]` is the longest chain of requirements starting at `name`.
  private func checkForCycles() throws {
    let edges = Dictionary(
      uniqueKeysWithValues: pending.map { ($0.name, $0.requireToFail.map(\.0)) })
    var length: [String: Int] = [:]  // set once a name is done
    var onPath: [String: Int] = [:]  // the position on the walk's path
    for entry in pending where length[entry.name] == nil {
      var path: [(name: String, next: Int)] = [(entry.name, 0)]
      onPath[entry.name] = 0
      while let top = path.last {
        let targets = edges[top.name] ?? []
        if top.next < targets.count {
          path[path.count - 1].next += 1
          let target = targets[top.next]
          if length[target] != nil { continue }
          if let start = onPath[target] {
            let cycle = path[start...].map(\.name) + [target]
            let first = pending.first { $0.name == target }!
            throw yaml.error(
              first.requireToFail.first { cycle.contains($0.0) }?.1 ?? first.node,
              "failure requirements form a cycle: \(cycle.joined(separator: " → "))")
          }
          onPath[target] = path.count
          path.append((target, 0))
          continue
        }
        let chain = 1 + (targets.compactMap { length[$0] }.max() ?? 0)
        guard chain <= InputLimits.requirementChain else {
          let owner = pending.first { $0.name == top.name }!
          throw yaml.error(
            owner.requireToFail.first?.1 ?? owner.node,
            "expected chains of `requireToFail` at most \(InputLimits.requirementChain) recognizers long"
          )
        }
        length[top.name] = chain
        onPath[top.name] = nil
        path.removeLast()
      }
    }
  }
}
