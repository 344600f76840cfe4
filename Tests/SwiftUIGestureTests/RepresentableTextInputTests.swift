import GestureKit
import GestureScripts
import Testing

/// A picker representable that closes itself with `@Environment(\.dismiss)` on cancel, and
/// logs what `presentationMode` said while it was shown.
private struct DismissingPicker: UIViewControllerRepresentable {
  let log: PresentationLog
  @Environment(\.dismiss) private var dismiss
  @Environment(\.presentationMode) private var presentationMode

  func makeUIViewController(context: Context) -> UIImagePickerController {
    let picker = UIImagePickerController()
    picker.delegate = context.coordinator
    return picker
  }

  func updateUIViewController(_ picker: UIImagePickerController, context: Context) {
    log.entries.append("update presented=\(presentationMode.wrappedValue.isPresented)")
  }

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  final class Coordinator: NSObject, UIImagePickerControllerDelegate,
    UINavigationControllerDelegate
  {
    let parent: DismissingPicker
    init(_ parent: DismissingPicker) { self.parent = parent }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
      parent.log.entries.append("cancel")
      parent.dismiss()
    }
  }
}

private final class PresentationLog {
  var entries: [String] = []
}

private struct PickerScreen: View {
  let log: PresentationLog
  @State var showsPicker = false

  var body: some View {
    Button("Pick") { showsPicker = true }
      .sheet(isPresented: $showsPicker, onDismiss: logDismissal) {
        DismissingPicker(log: log)
      }
  }

  private func logDismissal() { log.entries.append("onDismiss") }
}

/// A SwiftUI field above a UIKit field in a representable.
private struct MixedFields: View {
  @State var swiftUIText = ""
  @State var uiKitText = ""

  var body: some View {
    VStack(spacing: 20) {
      TextField("SwiftUI", text: $swiftUIText)
      BridgingSkillCoordinatorPattern.SearchField(text: $uiKitText)
    }
  }
}

/// The porting guide's MapKit stand-in, kept in a namespace, with a representable around it.
private enum MapKitStandIn {
  struct CLLocationCoordinate2D { var latitude = 0.0, longitude = 0.0 }
  struct MKCoordinateSpan { var latitudeDelta = 0.0, longitudeDelta = 0.0 }
  struct MKCoordinateRegion {
    var center = CLLocationCoordinate2D()
    var span = MKCoordinateSpan()
  }
  protocol MKMapViewDelegate: AnyObject {}

  final class MKMapView: UIView {
    weak var delegate: (any MKMapViewDelegate)?
    private(set) var region = MKCoordinateRegion()
    private(set) var regionChanges = 0
    func setRegion(_ region: MKCoordinateRegion, animated: Bool) {
      self.region = region
      regionChanges += 1
    }
  }

  struct MapView: UIViewRepresentable {
    let region: MKCoordinateRegion

    func makeUIView(context: Context) -> MKMapView {
      let map = MKMapView()
      map.delegate = context.coordinator
      return map
    }

    func updateUIView(_ map: MKMapView, context: Context) {
      if map.region.center.latitude != region.center.latitude
        || map.region.center.longitude != region.center.longitude
      {
        map.setRegion(region, animated: true)
      }
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    final class Coordinator: NSObject, MKMapViewDelegate {}
  }

  struct Screen: View {
    @State var latitude = 48.85
    @State var taps = 0

    var body: some View {
      VStack {
        MapView(
          region: MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: latitude))
        )
        .frame(height: 300)
        Button("Move") { latitude += 1 }
        Button("Count") { taps += 1 }
      }
    }
  }
}

@MainActor
@Suite("Representables with UIKit text input and pickers")
struct RepresentableTextInputTests {
  @Test("@Environment(\\.dismiss) in a sheet's picker closes it and sets the binding back")
  func dismissFromCoordinator() {
    let log = PresentationLog()
    let host = SwiftUIHost(PickerScreen(log: log))
    host.run { tap(at: center(host.frame(ofFirst: Button<Text>.self))) }
    host.advance(by: 1)
    #expect(host.simulation.shownImagePicker != nil)
    host.simulation.cancelImagePicking()
    host.advance(by: 1)
    #expect(host.simulation.shownImagePicker == nil)
    #expect(host.state("showsPicker", of: PickerScreen.self) == false)
    #expect(Array(log.entries.suffix(2)) == ["cancel", "onDismiss"])
  }

  @Test(
    "Focusing a SwiftUI field takes the keyboard from a UIKit field, which stays up; typing follows the focus"
  )
  func mixedFields() {
    let host = SwiftUIHost(MixedFields())
    let uiKitField = host.frame(ofFirst: BridgingSkillCoordinatorPattern.SearchField.self)
    host.run { tap(at: center(uiKitField)) }
    host.type("ui")
    #expect(host.simulation.keyboard.isVisible)
    host.run { tap(at: center(host.frame(ofFirst: TextField<Text>.self))) }
    // The SwiftUI field is first responder now, and the keyboard stays up for it.
    #expect(host.simulation.keyboard.isVisible)
    #expect(!(host.simulation.textInputResponder is UITextField))
    host.type("sw")
    #expect(host.state("uiKitText", of: MixedFields.self) == "ui")
    #expect(host.state("swiftUIText", of: MixedFields.self) == "sw")
  }

  @Test(
    "The MapKit stand-in of the porting guide: the representable sets the region once per change")
  func mapKitStandIn() {
    let host = SwiftUIHost(MapKitStandIn.Screen())
    let map = host.simulation.window.firstSubview(of: MapKitStandIn.MKMapView.self)
    #expect(map?.region.center.latitude == 48.85)
    #expect(map?.delegate is MapKitStandIn.MapView.Coordinator)
    host.run { tap(at: center(host.frame(ofFirst: Button<Text>.self, index: 1))) }
    #expect(map?.regionChanges == 1)
    host.run { tap(at: center(host.frame(ofFirst: Button<Text>.self))) }
    #expect(abs((map?.region.center.latitude ?? 0) - 49.85) < 1e-9)
    #expect(map?.regionChanges == 2)
  }
}

extension UIView {
  /// The first view of type `T` in this view's tree, depth first.
  fileprivate func firstSubview<T: UIView>(of type: T.Type) -> T? {
    if let found = self as? T { return found }
    for subview in subviews {
      if let found = subview.firstSubview(of: type) { return found }
    }
    return nil
  }
}
