import Foundation
import GestureKit
import GestureScripts
import Testing

/// Told which page a swipe brought.
private protocol PagesViewControllerDelegate: AnyObject {
  func pagesViewController(_ pages: PagesViewController, didShowPageAt index: Int)
}

/// A page-style container: one child controller per page, a horizontal pan of a third of the
/// width moving to the next or previous one. It forwards appearance to the page on screen
/// itself, as a container that swaps children while visible does on iOS.
private final class PagesViewController: LoggingController {
  let pages: [LoggingController]
  weak var delegate: PagesViewControllerDelegate?
  private(set) var currentIndex = 0

  init(pageNames: [String], log: CallLog) {
    pages = pageNames.map { LoggingController($0, log: log) }
    super.init("pages", log: log)
  }

  required init?(coder: NSCoder) { fatalError("not used") }

  override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addGestureRecognizer(
      UIPanGestureRecognizer(target: self, action: PagesViewController.handlePan))
    let first = pages[currentIndex]
    addChild(first)
    first.view.frame = view.bounds
    view.addSubview(first.view)
    first.didMove(toParent: self)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    pages[currentIndex].beginAppearanceTransition(true, animated: animated)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    pages[currentIndex].endAppearanceTransition()
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    pages[currentIndex].beginAppearanceTransition(false, animated: animated)
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    pages[currentIndex].endAppearanceTransition()
  }

  /// Replaces the page on screen with the one at `index`.
  func show(page index: Int) {
    guard isViewLoaded, pages.indices.contains(index), index != currentIndex else { return }
    let old = pages[currentIndex]
    let new = pages[index]
    let isVisible = view.window != nil
    old.willMove(toParent: nil)
    addChild(new)
    if isVisible {
      old.beginAppearanceTransition(false, animated: true)
      new.beginAppearanceTransition(true, animated: true)
    }
    old.view.removeFromSuperview()
    new.view.frame = view.bounds
    view.addSubview(new.view)
    if isVisible {
      old.endAppearanceTransition()
      new.endAppearanceTransition()
    }
    old.removeFromParent()
    new.didMove(toParent: self)
    currentIndex = index
  }

  func handlePan(_ pan: UIPanGestureRecognizer) {
    guard pan.state == .ended || pan.state == .cancelled else { return }
    let distance = pan.translation(in: view).x
    log.append("pages pan \(pan.state) \(describe(pan.translation(in: view)))")
    guard pan.state == .ended else { return }
    let threshold = view.bounds.width / 3
    let target =
      distance < -threshold
      ? currentIndex + 1 : distance > threshold ? currentIndex - 1 : currentIndex
    guard target != currentIndex, pages.indices.contains(target) else { return }
    show(page: target)
    delegate?.pagesViewController(self, didShowPageAt: target)
  }
}

/// Wraps the pages for SwiftUI: the coordinator is the container's delegate and writes the
/// page a swipe brought to the binding.
private struct PagesView: UIViewControllerRepresentable {
  @Binding var page: Int
  let log: CallLog

  final class Coordinator: PagesViewControllerDelegate {
    var page: Binding<Int>
    let log: CallLog

    init(page: Binding<Int>, log: CallLog) {
      self.page = page
      self.log = log
    }

    func pagesViewController(_ pages: PagesViewController, didShowPageAt index: Int) {
      log.append("coordinator page = \(index)")
      page.wrappedValue = index
    }
  }

  func makeCoordinator() -> Coordinator {
    log.append("makeCoordinator")
    return Coordinator(page: $page, log: log)
  }

  func makeUIViewController(context: Context) -> PagesViewController {
    log.append("makeUIViewController")
    let pages = PagesViewController(pageNames: ["A", "B", "C"], log: log)
    pages.delegate = context.coordinator
    return pages
  }

  func updateUIViewController(_ pages: PagesViewController, context: Context) {
    log.append(
      "updateUIViewController page=\(page) "
        + "disablesAnimations=\(context.transaction.disablesAnimations)")
    context.coordinator.page = $page
    pages.show(page: page)
  }

  static func dismantleUIViewController(_ pages: PagesViewController, coordinator: Coordinator) {
    coordinator.log.append("dismantleUIViewController")
  }
}

/// A window with a full-size container view, and a page binding.
@MainActor
private func pagesScene() -> (Simulation, container: UIView, log: CallLog, page: Box<Int>) {
  let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
  let container = UIView(frame: simulation.window.bounds)
  simulation.window.addSubview(container)
  return (simulation, container, CallLog(), Box(0))
}

@Test("A swipe in a wrapped page controller reaches the binding through the coordinator")
@MainActor
func pagesRepresentableUpdatesBinding() {
  let (simulation, container, log, page) = pagesScene()
  let host = container.addRepresentable(PagesView(page: page.binding, log: log))
  let pages = host.uiViewController
  #expect(pages.view.superview === container)
  #expect(pages.view.frame == container.bounds)
  let made = log.take()

  simulation.run(
    TouchScript {
      dragWithoutLifting(
        1, from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400),
        duration: .milliseconds(100), steps: 5)
      wait(.milliseconds(16))
      up(1)
    })
  #expect(page.value == 1)
  host.update(PagesView(page: page.binding, log: log))  // the owner's state changed
  let swiped = log.take()

  page.value = 2
  var transaction = Transaction()
  transaction.disablesAnimations = true
  host.update(PagesView(page: page.binding, log: log), transaction: transaction)

  #expect(
    made == [
      "makeCoordinator", "makeUIViewController",
      "pages viewDidLoad",
      "A willMove(toParent: pages) parent=nil", "A viewDidLoad",
      "A didMove(toParent: pages) parent=pages",
      "updateUIViewController page=0 disablesAnimations=false",
      "pages viewWillAppear inWindow=false", "A viewWillAppear inWindow=false",
      "pages viewDidAppear inWindow=true", "A viewDidAppear inWindow=true",
    ])
  #expect(
    swiped == [
      "pages pan ended (-230.0, 0.0)",  // 240 pt less the pan's 10 pt hysteresis
      "A willMove(toParent: nil) parent=pages", "B willMove(toParent: pages) parent=nil",
      "A viewWillDisappear inWindow=true", "B viewDidLoad", "B viewWillAppear inWindow=false",
      "A viewDidDisappear inWindow=false", "B viewDidAppear inWindow=true",
      "A didMove(toParent: nil) parent=nil", "B didMove(toParent: pages) parent=pages",
      "coordinator page = 1",
      "updateUIViewController page=1 disablesAnimations=false",
    ])
  #expect(
    log.entries == [
      "updateUIViewController page=2 disablesAnimations=true",
      "B willMove(toParent: nil) parent=pages", "C willMove(toParent: pages) parent=nil",
      "B viewWillDisappear inWindow=true", "C viewDidLoad", "C viewWillAppear inWindow=false",
      "B viewDidDisappear inWindow=false", "C viewDidAppear inWindow=true",
      "B didMove(toParent: nil) parent=nil", "C didMove(toParent: pages) parent=pages",
    ])
  #expect(pages.children.map(ObjectIdentifier.init) == [ObjectIdentifier(pages.pages[2])])
}

@Test("Dismantling mid-swipe: disappearance, the pan cancelled, then dismantle, then nothing")
@MainActor
func dismantlingMidSwipe() {
  let (simulation, container, log, page) = pagesScene()
  let host = container.addRepresentable(PagesView(page: page.binding, log: log))
  _ = log.take()

  simulation.run(
    TouchScript {
      dragWithoutLifting(
        1, from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400),
        duration: .milliseconds(80), steps: 4)
    }, settle: false)
  host.dismantle()
  simulation.run(
    TouchScript(startingAt: 0.1) {
      move(1, to: CGPoint(x: 20, y: 400))
      wait(.milliseconds(16))
      up(1)
    })
  host.update(PagesView(page: page.binding, log: log))
  host.dismantle()

  #expect(
    log.entries == [
      "pages viewWillDisappear inWindow=true", "A viewWillDisappear inWindow=true",
      "pages pan cancelled (-190.0, 0.0)",
      "pages viewDidDisappear inWindow=false", "A viewDidDisappear inWindow=false",
      "dismantleUIViewController",
    ])
  #expect(host.isDismantled)
  #expect(container.subviews.isEmpty)
  #expect(page.value == 0)
}
