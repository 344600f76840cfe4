import Foundation
import GestureKit

// Controllers shared by the controller and controller-representable tests.

/// Logs loading, appearance and containment calls under a name, with whether the view is in a
/// window at each appearance call.
class LoggingController: UIViewController {
  let name: String
  let log: CallLog

  init(_ name: String, log: CallLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    log.append("\(name) viewDidLoad")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.append("\(name) viewWillAppear inWindow=\(view.window != nil)")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.append("\(name) viewDidAppear inWindow=\(view.window != nil)")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.append("\(name) viewWillDisappear inWindow=\(view.window != nil)")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.append("\(name) viewDidDisappear inWindow=\(view.window != nil)")
  }

  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    log.append("\(name) willMove(toParent: \(label(of: parent))) parent=\(label(of: self.parent))")
  }

  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    log.append("\(name) didMove(toParent: \(label(of: parent))) parent=\(label(of: self.parent))")
  }

  private func label(of controller: UIViewController?) -> String {
    guard let controller else { return "nil" }
    return (controller as? LoggingController)?.name ?? "\(type(of: controller))"
  }
}
