import Foundation
import GestureKit
import Testing

@Observable private final class Meter {
  var level = 0
  var caption = "idle"
  var unread = 0
}

/// A view that reads the caption in updateProperties() and the level in layoutSubviews().
private final class MeterView: UIView {
  let meter: Meter
  var log: [String] = []

  init(meter: Meter) {
    self.meter = meter
    super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
  }

  required init?(coder: NSCoder) {
    fatalError("not archived")
  }

  override func updateProperties() {
    super.updateProperties()
    log.append("view properties \(meter.caption)")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    log.append("view layout \(meter.level)")
  }
}

/// A controller whose updateProperties() and viewWillLayoutSubviews() write to its view's log.
private final class MeterController: UIViewController {
  let meter = Meter()
  lazy var meterView = MeterView(meter: meter)

  override func loadView() {
    view = meterView
  }

  override func updateProperties() {
    super.updateProperties()
    meterView.log.append("controller properties \(meter.unread)")
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    meterView.log.append("controller willLayout")
  }
}

@MainActor
@Suite("updateProperties and observation tracking")
struct UpdatePropertiesTests {
  private func show() -> (Simulation, MeterController) {
    let controller = MeterController()
    let simulation = Simulation(windowSize: CGSize(width: 400, height: 800))
    simulation.window.rootViewController = controller
    simulation.runUpdatePass()
    return (simulation, controller)
  }

  @Test("Before the first layout: the controller's updateProperties, the view's, then layout")
  func firstPass() {
    let (_, controller) = show()
    #expect(
      controller.meterView.log == [
        "controller properties 0", "view properties idle", "controller willLayout",
        "view layout 0",
      ])
  }

  @Test("A change re-runs exactly the method that read it, in the next update pass")
  func exactMethod() {
    let (simulation, controller) = show()
    let view = controller.meterView
    view.log = []
    controller.meter.caption = "busy"
    #expect(view.log == [])
    simulation.runUpdatePass()
    #expect(view.log == ["view properties busy"])

    view.log = []
    controller.meter.level = 3
    simulation.runUpdatePass()
    #expect(view.log == ["controller willLayout", "view layout 3"])

    view.log = []
    controller.meter.unread = 2
    simulation.runUpdatePass()
    #expect(view.log == ["controller properties 2"])
  }

  @Test("Several changes make one update each: properties before layout, controller first")
  func coalesced() {
    let (simulation, controller) = show()
    let view = controller.meterView
    view.log = []
    controller.meter.level = 1
    controller.meter.caption = "a"
    controller.meter.caption = "b"
    controller.meter.unread = 4
    simulation.runUpdatePass()
    #expect(
      view.log == [
        "controller properties 4", "view properties b", "controller willLayout", "view layout 1",
      ])
  }

  @Test("setNeedsUpdateProperties asks for one update; updatePropertiesIfNeeded runs it at once")
  func manual() {
    let (simulation, controller) = show()
    let view = controller.meterView
    view.log = []
    view.setNeedsUpdateProperties()
    view.setNeedsUpdateProperties()
    simulation.runUpdatePass()
    #expect(view.log == ["view properties idle"])
    simulation.runUpdatePass()
    #expect(view.log == ["view properties idle"])

    view.log = []
    controller.setNeedsUpdateProperties()
    view.setNeedsUpdateProperties()
    controller.updatePropertiesIfNeeded()
    #expect(view.log == ["controller properties 0", "view properties idle"])
    simulation.runUpdatePass()
    #expect(view.log == ["controller properties 0", "view properties idle"])
  }
}
