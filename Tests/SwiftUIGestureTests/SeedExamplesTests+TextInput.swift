import GestureKit
import GestureScripts
import Testing

// The seeds' text-input, sizing, keyboard and picker examples. Each seed's code is kept in its
// own namespace, as the seed writes it (the import edited, its comments left out), so that its
// names (`SearchField`, `Coordinator`, `ContentView`) do not meet other tests' names.

/// uikit-swiftui-bridging-skill.md, Part 1, "State Synchronization".
enum BridgingSkillStateSync {
  struct SearchField: UIViewRepresentable {
    @Binding var text: String
    @Binding var isEditing: Bool

    func makeUIView(context: Context) -> UISearchBar {
      let bar = UISearchBar()
      bar.delegate = context.coordinator
      return bar
    }

    func updateUIView(_ bar: UISearchBar, context: Context) {
      bar.text = text
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    class Coordinator: NSObject, UISearchBarDelegate {
      var parent: SearchField

      init(_ parent: SearchField) { self.parent = parent }

      func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        parent.text = searchText
      }

      func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
        parent.isEditing = true
      }

      func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {
        parent.isEditing = false
      }
    }
  }
}

/// uikit-swiftui-bridging-skill.md, Part 1, "Coordinator Pattern" (the ✅ form; the ❌ form
/// does not compile on iOS either, as the seed says). The seed shows only the coordinator; the
/// representable around it is ours.
enum BridgingSkillCoordinatorPattern {
  struct SearchField: UIViewRepresentable {
    @Binding var text: String

    func makeUIView(context: Context) -> UITextField {
      let field = UITextField()
      field.placeholder = "Search"
      field.delegate = context.coordinator
      return field
    }

    func updateUIView(_ field: UITextField, context: Context) {
      field.text = text
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    class Coordinator: NSObject, UITextFieldDelegate {
      var parent: SearchField
      init(_ parent: SearchField) { self.parent = parent }

      func textFieldDidChangeSelection(_ textField: UITextField) {
        parent.text = textField.text ?? ""
      }
    }
  }
}

/// uikit-swiftui-bridging-skill.md, Part 1, "Sizing".
enum BridgingSkillSizing {
  struct WrappedLabel: UIViewRepresentable {
    let text: String

    func makeUIView(context: Context) -> UILabel {
      let label = UILabel()
      label.numberOfLines = 0
      return label
    }

    func updateUIView(_ label: UILabel, context: Context) {
      label.text = text
    }

    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
      let width = proposal.width ?? UIView.layoutFittingCompressedSize.width
      return uiView.systemLayoutSizeFitting(
        CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
        withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel
      )
    }
  }

  /// The seed's `.fixedSize()  // Uses intrinsicContentSize`, for a label without
  /// `sizeThatFits` (ours).
  struct IntrinsicLabel: UIViewRepresentable {
    let text: String

    func makeUIView(context: Context) -> UILabel {
      let label = UILabel()
      label.text = text
      return label
    }

    func updateUIView(_ label: UILabel, context: Context) {}
  }
}

/// uikit-swiftui-bridging-skill.md, Part 1, "Scroll-Tracking Navigation Bars". The seed's
/// `navController.navigationBar.setContentScrollView(table, forEdge: .top)` is no UIKit API
/// (UINavigationBar has no such method); UIKit's is the controller's
/// `setContentScrollView(_:for:)`, used here. The responder-chain walk is the seed's.
enum BridgingSkillScrollTracking {
  struct TrackedTable: UIViewRepresentable {
    let revision: Int

    func makeUIView(context: Context) -> UITableView {
      let table = UITableView()
      return table
    }

    func updateUIView(_ table: UITableView, context: Context) {
      if let navController = sequence(first: table as UIResponder, next: \.next)
        .compactMap({ $0 as? UINavigationController }).first
      {
        navController.setContentScrollView(table, for: .top)
      }
    }
  }
}

/// coordinator-notes.md, "코드 예시", steps 1 to 3: the image picker.
enum CoordinatorNotesImagePicker {
  struct ImagePicker: UIViewControllerRepresentable {
    @Binding var selectedImage: UIImage?
    @Environment(\.presentationMode) var presentationMode

    func makeUIViewController(context: Context) -> UIImagePickerController {
      let picker = UIImagePickerController()
      picker.delegate = context.coordinator
      return picker
    }

    func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {
    }

    func makeCoordinator() -> Coordinator {
      Coordinator(self)
    }
  }

  class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    var parent: ImagePicker

    init(_ parent: ImagePicker) {
      self.parent = parent
    }

    func imagePickerController(
      _ picker: UIImagePickerController,
      didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
      if let image = info[.originalImage] as? UIImage {
        parent.selectedImage = image
      }

      parent.presentationMode.wrappedValue.dismiss()
    }
  }

  struct ContentView: View {
    @State private var image: UIImage?
    @State private var isImagePickerDisplayed = false

    var body: some View {
      VStack {
        image.map { Image(uiImage: $0).resizable().scaledToFit() }

        Button("Choose Image") {
          isImagePickerDisplayed = true
        }
      }
      .sheet(isPresented: $isImagePickerDisplayed) {
        ImagePicker(selectedImage: $image)
      }
    }
  }
}

/// uikit-swiftui-bridging-skill.md, Part 3, "Keyboard Handling in Hybrid Layouts": the seed's
/// constraint, in a controller of ours that embeds a hosting controller above a text field.
final class KeyboardHybridController: UIViewController {
  let hostingController = UIHostingController(rootView: Text("Messages"))
  let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(hostingController)
    view.addSubview(hostingController.view)
    hostingController.didMove(toParent: self)
    hostingController.view.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      hostingController.view.topAnchor.constraint(equalTo: view.topAnchor),
      hostingController.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      hostingController.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
    hostingController.view.bottomAnchor.constraint(
      equalTo: view.keyboardLayoutGuide.topAnchor
    ).isActive = true
    view.addSubview(field)
  }
}

/// Shows the state-synchronization search field with its two bindings.
struct SearchScreen: View {
  @State var text = ""
  @State var isEditing = false

  var body: some View {
    VStack(spacing: 0) {
      BridgingSkillStateSync.SearchField(text: $text, isEditing: $isEditing)
      Button("Clear") { text = "" }
    }
  }
}

/// Shows the coordinator-pattern text field.
struct TextFieldScreen: View {
  @State var text = ""

  var body: some View {
    BridgingSkillCoordinatorPattern.SearchField(text: $text)
      .frame(width: 300, height: 44)
  }
}

/// The first view of type `T` in `view`'s tree, depth first.
@MainActor
private func firstSubview<T: UIView>(of type: T.Type, in view: UIView) -> T? {
  if let found = view as? T { return found }
  for subview in view.subviews {
    if let found = firstSubview(of: type, in: subview) { return found }
  }
  return nil
}

extension SeedExamplesTests {
  @Test("bridging-skill Part 1: SearchField — the coordinator carries typing and editing back")
  func searchFieldStateSync() {
    let host = SwiftUIHost(SearchScreen())
    let frame = host.frame(ofFirst: BridgingSkillStateSync.SearchField.self)
    #expect(frame.size == CGSize(width: 390, height: 56))
    var snapshots: [String] = []
    func snapshot() {
      let text = host.state("text", of: SearchScreen.self, as: String.self) ?? "?"
      let editing = host.state("isEditing", of: SearchScreen.self, as: Bool.self) ?? false
      snapshots.append("\(text) \(editing ? "editing" : "idle")")
    }
    snapshot()
    host.run { tap(at: CGPoint(x: 100, y: frame.midY)) }
    snapshot()
    host.type("cats")
    snapshot()
    host.deleteBackward()
    snapshot()
    host.submit()  // the search button: the seed's coordinator does not answer it
    snapshot()
    host.simulation.window.endEditing(true)
    host.update()
    snapshot()
    #expect(
      snapshots == [
        " idle", " editing", "cats editing", "cat editing", "cat editing", "cat idle",
      ])
    // SwiftUI → UIKit: updateUIView writes the binding's text into the bar.
    let bar = firstSubview(of: UISearchBar.self, in: host.simulation.window)
    #expect(bar?.text == "cat")
    host.run { tap(at: center(host.frame(ofFirst: Button<Text>.self))) }
    #expect(bar?.text == "")
    #expect(!host.simulation.keyboard.isVisible)
  }

  @Test(
    "bridging-skill Part 1: Coordinator Pattern — textFieldDidChangeSelection feeds the binding")
  func coordinatorPatternTextField() {
    let host = SwiftUIHost(TextFieldScreen())
    let frame = host.frame(ofFirst: BridgingSkillCoordinatorPattern.SearchField.self)
    // The field's intrinsic size, the placeholder's: six characters of 8.5 points, one line.
    #expect(frame.size == CGSize(width: 51, height: 21))
    host.run { tap(at: center(frame)) }
    #expect(host.isEditingText)
    #expect(host.simulation.keyboard.isVisible)
    var texts: [String] = []
    for key in ["h", "e", "y"] {
      host.type(key)
      texts.append(host.state("text", of: TextFieldScreen.self, as: String.self) ?? "?")
    }
    host.deleteBackward()
    texts.append(host.state("text", of: TextFieldScreen.self, as: String.self) ?? "?")
    #expect(texts == ["h", "he", "hey", "he"])
  }

  @Test("bridging-skill Part 1: Sizing — sizeThatFits wraps the label at the offered width")
  func wrappedLabelSizing() {
    let text = String(repeating: "word ", count: 10)
    let host = SwiftUIHost(
      VStack(spacing: 0) {
        BridgingSkillSizing.WrappedLabel(text: text).frame(width: 100)
        BridgingSkillSizing.IntrinsicLabel(text: "Hello").fixedSize()
      })
    // 50 characters of 8.5 points, 11 to a 100-point line: 5 lines of 21 points.
    #expect(host.frame(ofFirst: BridgingSkillSizing.WrappedLabel.self).size.height == 105)
    #expect(
      host.frame(ofFirst: BridgingSkillSizing.IntrinsicLabel.self).size
        == CGSize(width: 42.5, height: 21))
  }

  @Test(
    "bridging-skill Part 1: Scroll-Tracking — the responder walk finds the navigation controller")
  func scrollTracking() {
    struct Screen: View {
      @State var revision = 0
      var body: some View {
        NavigationStack {
          VStack {
            BridgingSkillScrollTracking.TrackedTable(revision: revision).frame(height: 300)
            Button("Refresh") { revision += 1 }
          }
        }
      }
    }
    let host = SwiftUIHost(Screen())
    host.run { tap(at: center(host.frame(ofFirst: Button<Text>.self))) }
    let table = firstSubview(of: UITableView.self, in: host.simulation.window)
    var navigation: UINavigationController?
    if let table {
      navigation =
        sequence(first: table as UIResponder, next: \.next)
        .compactMap { $0 as? UINavigationController }.first
    }
    #expect(navigation != nil)
    #expect(navigation?.contentScrollView(for: .top) === table)
    #expect(navigation?.contentScrollView(for: .bottom) == nil)
  }

  @Test(
    "coordinator-notes: ImagePicker — the picked image reaches the binding and the sheet closes")
  func imagePickerSheet() {
    let host = SwiftUIHost(CoordinatorNotesImagePicker.ContentView())
    #expect(host.simulation.shownImagePicker == nil)
    host.run { tap(at: center(host.frame(ofFirst: Button<Text>.self))) }
    host.advance(by: 1)
    let picker = host.simulation.shownImagePicker
    #expect(picker != nil)
    #expect(
      host.state("isImagePickerDisplayed", of: CoordinatorNotesImagePicker.ContentView.self)
        == true)
    let photo = UIImage(size: CGSize(width: 80, height: 60))
    host.simulation.finishImagePicking(with: [.originalImage: photo, .mediaType: "public.image"])
    host.advance(by: 1)
    #expect(host.simulation.shownImagePicker == nil)
    #expect(
      host.state("isImagePickerDisplayed", of: CoordinatorNotesImagePicker.ContentView.self)
        == false)
    let image = host.state(
      "image", of: CoordinatorNotesImagePicker.ContentView.self, as: UIImage?.self)
    #expect(image.flatMap { $0 } === photo)
    #expect(host.frame(ofFirst: Image.self).height > 0)
  }

  @Test("bridging-skill Part 3: keyboard — the hosted view's bottom follows the keyboard guide")
  func keyboardLayoutGuide() {
    let controller = KeyboardHybridController()
    let host = SwiftUIHost(rootViewController: controller)
    var bottoms = [controller.hostingController.view.frame.maxY]
    host.run { tap(at: CGPoint(x: 100, y: 117)) }
    host.advance(by: 1)
    bottoms.append(controller.hostingController.view.frame.maxY)
    host.simulation.window.endEditing(true)
    host.advance(by: 1)
    bottoms.append(controller.hostingController.view.frame.maxY)
    #expect(bottoms == [844, 844 - 336, 844])
  }
}
