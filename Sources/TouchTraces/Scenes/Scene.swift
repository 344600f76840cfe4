import Foundation
import GestureCore
import Yams

/// A view tree with recognizers, read from a scene file and built into a `Simulation`.
///
///     window: {width: 390, height: 844}
///     views:
///       - name: canvas
///         frame: [0, 0, 390, 844]
///         coordinateSpace: canvas
///         recognizers:
///           - {name: doubleTap, type: tap, numberOfTapsRequired: 2}
///           - {name: tap, type: tap, requireToFail: [doubleTap]}
///         subviews:
///           - name: photo
///             frame: [20, 100, 350, 350]
///             transform: {rotation: 0.5, scale: [2, 2], translation: [0, 0]}
///             recognizers:
///               - {name: pinch, type: pinch, simultaneousWith: [rotation]}
///               - {name: rotation, type: rotation}
///
/// View keys: `name` (the view's `accessibilityIdentifier`, which transcripts print), `frame`
/// (`[x, y, width, height]` in the parent), `transform` (`rotation` in radians, `scale`,
/// `translation`; about the centre, scale applied first, then rotation, then translation),
/// `hidden`, `alpha`, `userInteractionEnabled`, `multipleTouchEnabled`, `coordinateSpace`
/// (a name for the view's space), `recognizers`, `subviews`, and the keys of the registry's
/// ``RecognizerRegistry/contentTypes`` (`gesturesim`'s `swiftUI`: SwiftUI views hosted in the
/// view, built after its subviews). Recognizer keys: `name`
/// (defaults to the type), `type` (a name in the ``RecognizerRegistry``), `requireToFail`,
/// `simultaneousWith`, and any property the type declares by its UIKit name.
///
/// Loading rejects, with the file and line, an unknown type or property, a duplicate view or
/// recognizer name, a `requireToFail` or `simultaneousWith` naming no recognizer, and failure
/// requirements that form a cycle.
@MainActor public final class Scene {
  /// The simulation the scene was built in.
  public let simulation: Simulation
  /// The named views.
  public private(set) var views: [String: UIView] = [:]
  /// The recognizers by name.
  public private(set) var recognizers: [String: UIGestureRecognizer] = [:]
  /// The named coordinate spaces, each the space of a view (which also declares it with
  /// `coordinateSpace(name:)`, for representables' converters).
  public private(set) var coordinateSpaces: [String: UIView] = [:]
  /// The recognizers in file order.
  public private(set) var recognizerOrder: [UIGestureRecognizer] = []
  /// Keeps the delegates that allow simultaneous recognition alive (recognizers hold them weakly).
  var delegates: [SimultaneousRecognitionDelegate] = []
  /// What hosted content keeps alive (hosting controllers), in file order.
  public private(set) var hostedContent: [AnyObject] = []

  init(simulation: Simulation) {
    self.simulation = simulation
  }

  /// Reads the scene at `path` and builds it.
  ///
  /// - Throws: ``TraceError`` naming the file and line of the first problem.
  public convenience init(path: String, name: String? = nil, registry: RecognizerRegistry) throws {
    let bytes = try InputFile.contents(
      of: path, name: name, limit: InputLimits.sceneBytes, what: "a scene")
    try self.init(bytes: bytes, name: InputFile.displayName(path, name), registry: registry)
  }

  /// Reads a scene held in memory and builds it.
  public convenience init(bytes: [UInt8], name: String, registry: RecognizerRegistry) throws {
    guard !bytes.isEmpty else {
      throw TraceError(file: name, line: 1, message: "empty file: expected a scene with `views:`")
    }
    guard !bytes.contains(0), let text = String(validating: bytes, as: UTF8.self) else {
      throw TraceError(file: name, line: 1, message: "expected a YAML scene, found binary data")
    }
    let yaml = YAMLDocument(file: name)
    guard let root = try yaml.compose(text), root.mapping != nil else {
      throw TraceError(file: name, line: 1, message: "expected a scene: a mapping with `views:`")
    }
    var size = Simulation.defaultWindowSize
    if let window = root["window"] { size = try yaml.windowSize(window) }
    self.init(simulation: Simulation(windowSize: size))
    var builder = SceneBuilder(yaml: yaml, registry: registry, scene: self)
    try builder.build(root)
  }

  /// The default scene: one full-window view named `window` with one recognizer of every type
  /// in `registry`, each named after its type, all allowed to recognize simultaneously, so a
  /// replay shows everything a trace could trigger.
  ///
  /// Its `pan` also takes scrolls of both kinds (`allowedScrollTypesMask` `.all`), so that a
  /// touchpad's two-finger scrolls and a wheel's, which libinput delivers as scroll events, show
  /// in a replay through libinput. OUR CHOICE: UIKit's pan takes no scrolls unless told
  /// (https://developer.apple.com/documentation/uikit/uipangesturerecognizer/allowedscrolltypesmask),
  /// and a scene's `pan` keeps that default; the default scene is there to show everything.
  public static func makeDefault(windowSize: CGSize, registry: RecognizerRegistry) -> Scene {
    let scene = Scene(simulation: Simulation(windowSize: windowSize))
    let view = UIView(frame: CGRect(origin: .zero, size: windowSize))
    view.accessibilityIdentifier = "window"
    view.isMultipleTouchEnabled = true
    scene.simulation.window.addSubview(view)
    scene.views["window"] = view
    let everything = SimultaneousRecognitionDelegate(allowsEverything: true)
    scene.delegates.append(everything)
    for name in registry.names {
      let recognizer = registry.types[name]!.make()
      recognizer.name = name
      recognizer.delegate = everything
      if let pan = recognizer as? UIPanGestureRecognizer,
        type(of: pan) == UIPanGestureRecognizer.self
      {
        pan.allowedScrollTypesMask = .all
      }
      view.addGestureRecognizer(recognizer)
      scene.recognizers[name] = recognizer
      scene.recognizerOrder.append(recognizer)
    }
    return scene
  }

  func add(view: UIView, named name: String?) { if let name { views[name] = view } }
  func add(recognizer: UIGestureRecognizer, named name: String) {
    recognizers[name] = recognizer
    recognizerOrder.append(recognizer)
  }
  func add(space: String, view: UIView) { coordinateSpaces[space] = view }
  func add(hosted content: AnyObject) { hostedContent.append(content) }
  func add(hostedRecognizer recognizer: UIGestureRecognizer) {
    recognizerOrder.append(recognizer)
    if let name = recognizer.name, recognizers[name] == nil { recognizers[name] = recognizer }
  }
}

/// Lets a recognizer recognize together with the recognizers a scene names (or with all).
final class SimultaneousRecognitionDelegate: UIGestureRecognizerDelegate {
  let allowsEverything: Bool
  var partners: [ObjectIdentifier] = []

  init(allowsEverything: Bool = false) {
    self.allowsEverything = allowsEverything
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    allowsEverything || partners.contains(ObjectIdentifier(otherGestureRecognizer))
  }
}
