import Foundation
import GestureCore
import GestureUI
import TouchTraces

extension RecognizerRegistry {
  /// The built-in recognizers, and SwiftUI views with SwiftUI's gestures under a scene view's
  /// `swiftUI` key: what `gesturesim` reads scenes with.
  public static var withSwiftUI: RecognizerRegistry {
    builtIn.adding(content: [SceneContentType("swiftUI", build: SwiftUISceneContent.host)])
  }
}

/// SwiftUI views declared in a scene, hosted in a `UIHostingController` whose view fills the
/// scene view, with SwiftUI's gestures attached as SwiftUI code attaches them:
///
///     views:
///       - name: screen
///         swiftUI:
///           view: vstack
///           spacing: 40
///           content:
///             - view: circle
///               frame: [120, 120]
///               name: star
///               gestures:
///                 - gesture: {type: tap, count: 2}
///                 - gesture: {type: tap}
///             - view: roundedRectangle
///               cornerRadius: 16
///               frame: [300, 200]
///               name: card
///               gestures:
///                 - {modifier: highPriorityGesture, gesture: {type: longPress}}
///                 - gesture: {type: drag, minimumDistance: 10}
///
/// A view is a mapping with `view:` (`color`, `rectangle`, `roundedRectangle`, `circle`,
/// `ellipse`, `capsule`, `text`, `spacer`, `vstack`, `hstack`, `zstack`), what that view takes
/// (`color:` a colour's name, `cornerRadius:`, `text:`, `spacing:` and `content:` for stacks),
/// and modifiers, applied in the order they are written as a chain of modifiers is in Swift:
/// `frame: [width, height]`, `padding:`, `offset: [x, y]`, `coordinateSpace:` (a name),
/// `allowsHitTesting:`, `gestures:` and `name:` (the view's `accessibilityIdentifier`, which
/// transcripts print as the view).
///
/// Each entry of `gestures` attaches one gesture, in order (the first is innermost):
/// `modifier` (`gesture`, the default, `highPriorityGesture` or `simultaneousGesture`),
/// `including` (a `GestureMask`: `all`, `gesture`, `subviews` or `none`), or iOS 18's `name`
/// and `isEnabled` (SwiftUI has no modifier taking both a mask and a name), and `gesture`:
/// a mapping with `type` and SwiftUI's parameters by their labels: `tap` (`count`),
/// `spatialTap` (`count`, `coordinateSpace`), `longPress` (`minimumDuration`,
/// `maximumDistance`), `drag` (`minimumDistance`, `coordinateSpace`), `magnify`
/// (`minimumScaleDelta`), `rotate` (`minimumAngleDelta`, in degrees), or a composition,
/// `simultaneously`, `sequenced` or `exclusively`, of the two gestures in its `gestures`.
/// A coordinate space is `local` (the default), `global` or a name a view declared.
@MainActor enum SwiftUISceneContent {
  /// Builds the views `value` declares and hosts them in `view`.
  static func host(_ value: SceneValue, in view: UIView) throws -> AnyObject {
    var builder = Builder()
    let root = try builder.view(value, depth: 1)
    let controller = UIHostingController(rootView: root)
    controller.view.frame = view.bounds
    view.addSubview(controller.view)
    return controller
  }

  static let colors: [String: Color] = [
    "clear": .clear, "black": .black, "white": .white, "gray": .gray, "red": .red,
    "orange": .orange, "yellow": .yellow, "green": .green, "mint": .mint, "teal": .teal,
    "cyan": .cyan, "blue": .blue, "indigo": .indigo, "purple": .purple, "pink": .pink,
    "brown": .brown,
  ]

  /// Builds views and gestures, counting them against the scene limits.
  @MainActor struct Builder {
    private var count = 0
    private var gestureCount = 0
    /// The line of each gesture `name:` so far: a requirement names one gesture, so names are
    /// unique.
    private var gestureLines: [String: Int] = [:]

    static let kinds = [
      "capsule", "circle", "color", "ellipse", "hstack", "rectangle", "roundedRectangle",
      "spacer", "text", "vstack", "zstack",
    ]
    static let modifiers: Set = [
      "frame", "padding", "offset", "coordinateSpace", "allowsHitTesting", "gestures", "name",
    ]
    static let ownKeys: [String: Set<String>] = [
      "color": ["color"], "roundedRectangle": ["cornerRadius"], "text": ["text"],
      "vstack": ["spacing", "content"], "hstack": ["spacing", "content"],
      "zstack": ["content"],
    ]

    mutating func view(_ value: SceneValue, depth: Int) throws -> AnyView {
      guard value.isMapping else {
        throw value.error("expected a SwiftUI view as a mapping with `view:`")
      }
      count += 1
      guard count <= InputLimits.views else {
        throw value.error("expected at most \(InputLimits.views) views in a scene")
      }
      guard depth <= InputLimits.viewDepth else {
        throw value.error("expected views nested at most \(InputLimits.viewDepth) deep")
      }
      guard let kindValue = value["view"] else {
        throw value.error(
          "expected `view:` in a SwiftUI view, one of \(Self.kinds.joined(separator: ", "))")
      }
      let kind = try kindValue.string()
      guard Self.kinds.contains(kind) else {
        throw kindValue.error(
          "unknown SwiftUI view `\(kind)`; expected \(Self.kinds.joined(separator: ", "))")
      }
      let own = Self.ownKeys[kind] ?? []
      var result = try primitive(kind, value, depth: depth)
      for (key, entry) in try value.entries() where key != "view" && !own.contains(key) {
        guard Self.modifiers.contains(key) else {
          let known = Self.modifiers.union(own).sorted().joined(separator: ", ")
          throw entry.error("unknown key `\(key)` for a SwiftUI \(kind); expected view, \(known)")
        }
        result = try modify(result, key, entry, depth: depth)
      }
      return result
    }

    private mutating func primitive(_ kind: String, _ value: SceneValue, depth: Int) throws
      -> AnyView
    {
      switch kind {
      case "color":
        let name = try value["color"]?.string() ?? "clear"
        guard let color = SwiftUISceneContent.colors[name] else {
          throw (value["color"] ?? value).error(
            "unknown colour `\(name)`; expected \(SwiftUISceneContent.colors.keys.sorted().joined(separator: ", "))"
          )
        }
        return AnyView(color)
      case "rectangle": return AnyView(Rectangle())
      case "roundedRectangle":
        let radius = try value["cornerRadius"]?.number(in: 0...1_000_000) ?? 0
        return AnyView(RoundedRectangle(cornerRadius: radius))
      case "circle": return AnyView(Circle())
      case "ellipse": return AnyView(Ellipse())
      case "capsule": return AnyView(Capsule())
      case "text":
        guard let text = value["text"] else { throw value.error("expected `text:` in a text") }
        return AnyView(Text(verbatim: try text.string()))
      case "spacer": return AnyView(Spacer())
      default:
        let spacing = try value["spacing"].map { CGFloat(try $0.number(in: 0...1_000_000)) }
        let children = try (value["content"]?.values() ?? []).map {
          try view($0, depth: depth + 1)
        }
        let each = { (index: Int) in children[index] }
        switch kind {
        case "vstack":
          return AnyView(VStack(spacing: spacing) { ForEach(children.indices, content: each) })
        case "hstack":
          return AnyView(HStack(spacing: spacing) { ForEach(children.indices, content: each) })
        default:
          return AnyView(ZStack { ForEach(children.indices, content: each) })
        }
      }
    }

    private mutating func modify(_ view: AnyView, _ key: String, _ value: SceneValue, depth: Int)
      throws -> AnyView
    {
      switch key {
      case "frame":
        let size = try pair(value, "frame: [width, height]", in: 0...1_000_000)
        return AnyView(view.frame(width: size.0, height: size.1))
      case "padding":
        return AnyView(view.padding(CGFloat(try value.number(in: 0...1_000_000))))
      case "offset":
        let offset = try pair(value, "offset: [x, y]", in: InputLimits.coordinate)
        return AnyView(view.offset(x: offset.0, y: offset.1))
      case "coordinateSpace":
        return AnyView(view.coordinateSpace(name: try value.name()))
      case "allowsHitTesting":
        return AnyView(view.allowsHitTesting(try value.bool()))
      case "name":
        return AnyView(view.accessibilityIdentifier(try value.name()))
      default:
        var result = view
        for entry in try value.values() { result = try attach(entry, to: result) }
        return result
      }
    }

    private func pair(_ value: SceneValue, _ shape: String, in range: ClosedRange<Double>) throws
      -> (CGFloat, CGFloat)
    {
      let numbers = try value.values().map { try $0.number(in: range) }
      guard numbers.count == 2 else { throw value.error("expected `\(shape)`") }
      return (CGFloat(numbers[0]), CGFloat(numbers[1]))
    }

    static let attachmentKeys: Set = ["gesture", "modifier", "including", "name", "isEnabled"]
    static let masks: [String: GestureMask] = [
      "all": .all, "gesture": .gesture, "subviews": .subviews, "none": .none,
    ]

    /// Attaches the gesture `value` declares to `view`.
    private mutating func attach(_ value: SceneValue, to view: AnyView) throws -> AnyView {
      guard value.isMapping else {
        throw value.error("expected a gesture attachment as a mapping with `gesture:`")
      }
      for (key, entry) in try value.entries() where !Self.attachmentKeys.contains(key) {
        throw entry.error(
          "unknown key `\(key)` for a gesture attachment; expected \(Self.attachmentKeys.sorted().joined(separator: ", "))"
        )
      }
      guard let gestureValue = value["gesture"] else {
        throw value.error("expected `gesture:` in a gesture attachment")
      }
      gestureCount += 1
      guard gestureCount <= InputLimits.swiftUIGestures else {
        throw value.error(
          "expected at most \(InputLimits.swiftUIGestures) SwiftUI gestures in a scene")
      }
      let gesture = try self.gesture(gestureValue, depth: 1)
      let modifier = try value["modifier"]?.string() ?? "gesture"
      let mask = try value["including"].map { entry in
        let word = try entry.string()
        guard let mask = Self.masks[word] else {
          throw entry.error(
            "unknown mask `\(word)`; expected \(Self.masks.keys.sorted().joined(separator: ", "))")
        }
        return mask
      }
      let name = try value["name"].map { entry in
        let name = try entry.name()
        if let first = gestureLines[name] {
          throw entry.error(
            "duplicate gesture name `\(name)` (first used at line \(first)); give each gesture its own `name:`"
          )
        }
        gestureLines[name] = entry.line ?? 0
        return name
      }
      let isEnabled = try value["isEnabled"]?.bool()
      if mask != nil, name != nil || isEnabled != nil {
        throw value.error(
          "expected either `including:` or `name:`/`isEnabled:`; SwiftUI has no modifier taking both"
        )
      }
      switch (modifier, name) {
      case ("gesture", let name?):
        return AnyView(view.gesture(gesture, name: name, isEnabled: isEnabled ?? true))
      case ("gesture", nil) where isEnabled != nil:
        return AnyView(view.gesture(gesture, isEnabled: isEnabled!))
      case ("gesture", nil):
        return AnyView(view.gesture(gesture, including: mask ?? .all))
      case ("highPriorityGesture", let name?):
        return AnyView(view.highPriorityGesture(gesture, name: name, isEnabled: isEnabled ?? true))
      case ("highPriorityGesture", nil) where isEnabled != nil:
        return AnyView(view.highPriorityGesture(gesture, isEnabled: isEnabled!))
      case ("highPriorityGesture", nil):
        return AnyView(view.highPriorityGesture(gesture, including: mask ?? .all))
      case ("simultaneousGesture", let name?):
        return AnyView(view.simultaneousGesture(gesture, name: name, isEnabled: isEnabled ?? true))
      case ("simultaneousGesture", nil) where isEnabled != nil:
        return AnyView(view.simultaneousGesture(gesture, isEnabled: isEnabled!))
      case ("simultaneousGesture", nil):
        return AnyView(view.simultaneousGesture(gesture, including: mask ?? .all))
      default:
        throw value["modifier"]!.error(
          "unknown gesture modifier `\(modifier)`; expected gesture, highPriorityGesture, simultaneousGesture"
        )
      }
    }

    static let gestureKeys: [String: Set<String>] = [
      "tap": ["count"], "spatialTap": ["count", "coordinateSpace"],
      "longPress": ["minimumDuration", "maximumDistance"],
      "drag": ["minimumDistance", "coordinateSpace"], "magnify": ["minimumScaleDelta"],
      "rotate": ["minimumAngleDelta"], "simultaneously": ["gestures"],
      "sequenced": ["gestures"], "exclusively": ["gestures"],
    ]

    /// The gesture `value` declares, its value erased (a scene has no callbacks to read it).
    private mutating func gesture(_ value: SceneValue, depth: Int) throws -> AnyGesture<Void> {
      guard value.isMapping, let typeValue = value["type"] else {
        throw value.error("expected a gesture as a mapping with `type:`")
      }
      guard depth <= InputLimits.viewDepth else {
        throw value.error("expected gestures composed at most \(InputLimits.viewDepth) deep")
      }
      let type = try typeValue.string()
      guard let keys = Self.gestureKeys[type] else {
        throw typeValue.error(
          "unknown gesture type `\(type)`; expected \(Self.gestureKeys.keys.sorted().joined(separator: ", "))"
        )
      }
      for (key, entry) in try value.entries() where key != "type" && !keys.contains(key) {
        throw entry.error(
          "unknown key `\(key)` for a \(type) gesture; expected \(keys.sorted().joined(separator: ", "))"
        )
      }
      func number(_ key: String, in range: ClosedRange<Double>) throws -> Double? {
        try value[key].map { try $0.number(in: range) }
      }
      func count() throws -> Int {
        guard let entry = value["count"] else { return 1 }
        let count = try entry.integer()
        guard (1...100).contains(count) else { throw entry.error("expected `count` in 1...100") }
        return count
      }
      switch type {
      case "tap":
        return AnyGesture(TapGesture(count: try count()))
      case "spatialTap":
        var tap = SpatialTapGesture(count: try count())
        tap.coordinateSpace = try space(value["coordinateSpace"])
        return AnyGesture(tap.map { _ in () })
      case "longPress":
        var press = LongPressGesture()
        if let seconds = try number("minimumDuration", in: InputLimits.duration) {
          press.minimumDuration = seconds
        }
        if let distance = try number("maximumDistance", in: 0...1_000_000) {
          press.maximumDistance = CGFloat(distance)
        }
        return AnyGesture(press.map { _ in () })
      case "drag":
        var drag = DragGesture()
        if let distance = try number("minimumDistance", in: 0...1_000_000) {
          drag.minimumDistance = CGFloat(distance)
        }
        drag.coordinateSpace = try space(value["coordinateSpace"])
        return AnyGesture(drag.map { _ in () })
      case "magnify":
        var magnify = MagnifyGesture()
        if let delta = try number("minimumScaleDelta", in: 0...1_000_000) {
          magnify.minimumScaleDelta = CGFloat(delta)
        }
        return AnyGesture(magnify.map { _ in () })
      case "rotate":
        var rotate = RotateGesture()
        if let degrees = try number("minimumAngleDelta", in: 0...360) {
          rotate.minimumAngleDelta = .degrees(degrees)
        }
        return AnyGesture(rotate.map { _ in () })
      default:
        guard let list = value["gestures"], case let parts = try list.values(), parts.count == 2
        else {
          throw (value["gestures"] ?? value).error(
            "expected `gestures: [first, second]` in a \(type) gesture")
        }
        let first = try gesture(parts[0], depth: depth + 1)
        let second = try gesture(parts[1], depth: depth + 1)
        switch type {
        case "simultaneously":
          return AnyGesture(first.simultaneously(with: second).map { _ in () })
        case "sequenced":
          return AnyGesture(first.sequenced(before: second).map { _ in () })
        default:
          return AnyGesture(first.exclusively(before: second).map { _ in () })
        }
      }
    }

    private func space(_ value: SceneValue?) throws -> CoordinateSpace {
      switch try value?.name() {
      case nil, "local": .local
      case "global": .global
      case let name?: .named(name)
      }
    }
  }
}
