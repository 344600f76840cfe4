import Foundation
import GestureKit
import Testing

@MainActor
@Suite("UIApplication and UIWindowScene")
struct UIApplicationTests {
  @Test("The application's window and scene are the latest simulation's")
  func windowLookup() {
    let first = Simulation(windowSize: CGSize(width: 300, height: 400))
    #expect(UIApplication.shared.windows == [first.window])
    let second = Simulation(windowSize: CGSize(width: 500, height: 600))
    let app = UIApplication.shared
    #expect(app.keyWindow === second.window)
    #expect(second.window.isKeyWindow && !first.window.isKeyWindow)
    let scenes = app.connectedScenes.compactMap { $0 as? UIWindowScene }
    #expect(scenes.count == 1)
    #expect(scenes.first?.windows == [second.window])
    #expect(scenes.first?.screen.bounds == CGRect(x: 0, y: 0, width: 500, height: 600))
    #expect(scenes.first === second.window.windowScene)
    #expect(first.window.windowScene !== second.window.windowScene)
    #expect(app.applicationState == .active)
  }
}
