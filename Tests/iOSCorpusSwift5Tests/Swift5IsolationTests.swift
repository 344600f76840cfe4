import GestureKit
import Testing

// Swift 5 code that UIKit accepts with warnings at most, because its main-actor annotations are
// implicitly @preconcurrency (SE-0337) and UIView's dealloc is not isolated. These shapes live
// in this target only: in Swift 6 mode they are errors with UIKit too.

/// A file-scope constant read from the screen, as many gesture files size things with.
let screenWidthAtLoad = UIScreen.main.bounds.width

/// A view with its own deinit that touches another view.
final class BadgeHostView: UIView {
  let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
  static var deinitCount = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(badge)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  deinit {
    badge.removeFromSuperview()
    BadgeHostView.deinitCount += 1
  }
}

@MainActor
@Suite("Swift 5 code with UIKit's isolation")
struct Swift5IsolationTests {
  @Test("A file-scope let reads UIScreen.main; a UIView subclass's deinit runs and touches a view")
  func preconcurrencyShapes() {
    // The constant is made when first read, from the screen of the simulation current then:
    // this one, made here, as no other test reads it and nothing runs between these lines.
    let simulation = Simulation(windowSize: CGSize(width: 390, height: 844))
    #expect(screenWidthAtLoad == 390)
    withExtendedLifetime(simulation) {}
    let before = BadgeHostView.deinitCount
    var host: BadgeHostView? = BadgeHostView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let badge = host!.badge
    #expect(badge.superview === host)
    host = nil
    #expect(BadgeHostView.deinitCount == before + 1)
    #expect(badge.superview == nil)
  }
}
