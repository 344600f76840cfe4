import Foundation
import GestureCore

/// The methods an image picker's delegate implements, as UIKit's
/// `UIImagePickerControllerDelegate`: the picker tells it that the user picked or cancelled, and
/// the delegate dismisses the picker (Apple: "The delegate methods are responsible for
/// dismissing the picker when the operation completes"). Both methods are optional; the
/// defaults do nothing.
@preconcurrency @MainActor public protocol UIImagePickerControllerDelegate: AnyObject {
  /// The user picked an image or movie, described by `info`.
  func imagePickerController(
    _ picker: UIImagePickerController,
    didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
  /// The user cancelled.
  func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
  public func imagePickerController(
    _ picker: UIImagePickerController,
    didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
  ) {}
  public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}

/// The system's photo and camera picker, as UIKit's `UIImagePickerController`: a navigation
/// controller that an app presents and whose delegate hears what the user picked.
///
///     let picker = UIImagePickerController()
///     picker.sourceType = .photoLibrary
///     picker.allowsEditing = true
///     picker.delegate = self      // UIImagePickerControllerDelegate & UINavigationControllerDelegate
///     present(picker, animated: true)
///
/// There is no photo library on Linux: the picker shows an empty screen, and a test plays the
/// user with `Simulation.finishImagePicking(with:)` (the delegate's
/// ``UIImagePickerControllerDelegate/imagePickerController(_:didFinishPickingMediaWithInfo:)``
/// with the info given) or `Simulation.cancelImagePicking()`
/// (``UIImagePickerControllerDelegate/imagePickerControllerDidCancel(_:)``). As in UIKit, the
/// picker does not dismiss itself after either: the delegate does; a picker shown without a
/// delegate is dismissed at once (Apple's `delegate` page).
///
/// The delegate is the navigation controller's ``UINavigationController/delegate``, read as an
/// image picker delegate, so a coordinator conforming to both protocols is set as in UIKit.
/// Stored only: the camera settings and ``mediaTypes``.
@preconcurrency @MainActor open class UIImagePickerController: UINavigationController {
  /// Where the picker picks from, as UIKit's `UIImagePickerController.SourceType`.
  public enum SourceType: Int, Sendable {
    case photoLibrary, camera, savedPhotosAlbum
  }

  /// The camera on the device, as UIKit's `UIImagePickerController.CameraDevice`; stored only.
  public enum CameraDevice: Int, Sendable {
    case rear, front
  }

  /// What the camera captures, as UIKit's `CameraCaptureMode`; stored only.
  public enum CameraCaptureMode: Int, Sendable {
    case photo, video
  }

  /// A key of the info dictionary the delegate receives, as UIKit's
  /// `UIImagePickerController.InfoKey` (with UIKit's raw values).
  public struct InfoKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The media's type identifier, `"public.image"` or `"public.movie"`.
    public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
    /// The picked image, a `UIImage`.
    public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
    /// The image as edited (when ``allowsEditing``), a `UIImage`.
    public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
    /// The crop rectangle applied, an `NSValue` holding a `CGRect`.
    public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
    /// A movie's file URL.
    public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
    /// The image's file URL.
    public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    /// The metadata of a new photo.
    public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
    /// The asset library URL (deprecated in UIKit).
    public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
    /// The Live Photo.
    public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
    /// The Photos asset.
    public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
  }

  /// The source types ``isSourceTypeAvailable(_:)`` reports, which a test can change. Default:
  /// the photo library and the saved photos album, not the camera (OUR CHOICE, as on the iOS
  /// Simulator, which has no camera).
  public static var availableSourceTypes: Set<SourceType> = [.photoLibrary, .savedPhotosAlbum]

  /// Whether the device can pick from `sourceType` (see ``availableSourceTypes``).
  open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
    availableSourceTypes.contains(sourceType)
  }

  /// The media types `sourceType` offers: images, for an available source; `nil` otherwise.
  open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
    isSourceTypeAvailable(sourceType) ? ["public.image", "public.movie"] : nil
  }

  /// Whether `cameraDevice` is there: only when the camera is available.
  open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool {
    isSourceTypeAvailable(.camera)
  }

  /// Where the picker picks from; default the photo library.
  open var sourceType: SourceType = .photoLibrary
  /// The media types offered; default images only.
  open var mediaTypes: [String] = ["public.image"]
  /// Whether the user may move and scale the picked image; stored, and told to the delegate
  /// only through the info the test gives.
  open var allowsEditing = false
  /// The camera used. Stored only.
  open var cameraDevice: CameraDevice = .rear
  /// What the camera captures. Stored only.
  open var cameraCaptureMode: CameraCaptureMode = .photo
  /// Whether the camera's own controls show. Stored only.
  open var showsCameraControls = true
  /// A view over the camera's preview. Stored only.
  open var cameraOverlayView: UIView?
  /// The longest movie, in seconds. Stored only.
  open var videoMaximumDuration: TimeInterval = 600

  /// The delegate, as an image picker delegate.
  var pickerDelegate: (any UIImagePickerControllerDelegate)? {
    delegate as? any UIImagePickerControllerDelegate
  }

  /// A picker showing the (empty) library screen.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    setViewControllers([UIViewController()], animated: false)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setViewControllers([UIViewController()], animated: false)
  }

  /// A picker showing `rootViewController` (UIKit's pickers manage their own screens; this
  /// keeps `UIImagePickerController()` available, as on iOS).
  public override init(rootViewController: UIViewController) {
    super.init(rootViewController: rootViewController)
  }

  /// A picker shown without a delegate is dismissed at once, as Apple's `delegate` page says.
  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    if delegate == nil, let presenting = presentingViewController {
      presenting.dismiss(animated: false)
    }
  }

  /// The user picked: the delegate hears `info`.
  func finishPicking(with info: [InfoKey: Any]) {
    pickerDelegate?.imagePickerController(self, didFinishPickingMediaWithInfo: info)
  }

  /// The user cancelled: the delegate hears it.
  func cancelPicking() {
    pickerDelegate?.imagePickerControllerDidCancel(self)
  }
}

/// The image picker's test doors: the user picks or cancels in the picker shown in the window.
extension Simulation {
  /// The image picker shown in the window (the frontmost, if several), or `nil`.
  public var shownImagePicker: UIImagePickerController? {
    var found: UIImagePickerController?
    var pending: [UIView] = [window]
    while let view = pending.popLast() {
      if let picker = view.next as? UIImagePickerController, picker.viewIfLoaded === view {
        found = picker
      }
      pending += view.subviews.reversed()
    }
    return found
  }

  /// Plays the user picking in the shown image picker: its delegate's
  /// `imagePickerController(_:didFinishPickingMediaWithInfo:)` gets `info` (for example
  /// `[.originalImage: image, .mediaType: "public.image"]`), then the update pass.
  public func finishImagePicking(with info: [UIImagePickerController.InfoKey: Any]) {
    guard let picker = imagePicker(for: "finishImagePicking(with:)") else { return }
    picker.finishPicking(with: info)
    runUpdatePass()
  }

  /// Plays the user tapping Cancel in the shown image picker: its delegate's
  /// `imagePickerControllerDidCancel(_:)`, then the update pass.
  public func cancelImagePicking() {
    guard let picker = imagePicker(for: "cancelImagePicking()") else { return }
    picker.cancelPicking()
    runUpdatePass()
  }

  private func imagePicker(for door: String) -> UIImagePickerController? {
    if let picker = shownImagePicker { return picker }
    GestureProblems.report(
      GestureProblem(
        kind: .testDoorMisuse,
        message: "GestureKit: \(door) with no UIImagePickerController shown in the window "
          + "(present one, or show the representable that makes it, first)"))
    return nil
  }
}
