import GestureKit
import GestureScripts
import Testing

// Finding views as a SwiftUI developer names them (issue #34, item 2): a filled, stroked or
// inset shape by its shape's type, and any view by its accessibility identifier, its text or
// its tag. (That a lookup finding nothing fails the test at the caller's line is tested in
// GestureKitTests, whose target links GestureKitTesting.)

private struct Profile: View {
  @State private var taps = 0

  var body: some View {
    VStack(spacing: 0) {
      RoundedRectangle(cornerRadius: 8).fill(.blue).frame(width: 100, height: 50)
      Circle().inset(by: 5).stroke(Color.red, lineWidth: 2).frame(width: 40, height: 40)
      Text("Follow").frame(width: 100, height: 30).accessibilityIdentifier("follow")
        .onTapGesture { taps += 1 }
      Color.green.frame(width: 60, height: 20).tag("badge")
    }
  }
}

@Suite("Finding views")
struct FindingViewsTests {
  let host = SwiftUIHost(Profile(), windowSize: CGSize(width: 400, height: 400))

  @Test("A filled or stroked shape is found by its shape's type")
  func shapesByType() {
    // The stack is 140 high, at y 130…270.
    #expect(
      host.frame(ofFirst: RoundedRectangle.self) == CGRect(x: 150, y: 130, width: 100, height: 50))
    #expect(host.frame(ofFirst: Circle.self) == CGRect(x: 180, y: 180, width: 40, height: 40))
  }

  @Test("Views are found by accessibilityIdentifier, by Text content and by tag")
  func byNames() {
    let follow = CGRect(x: 150, y: 220, width: 100, height: 30)
    #expect(host.frame(identifiedBy: "follow") == follow)
    // The text itself is its own width, centred in the 100-point frame.
    #expect(host.frame(ofText: "Follow").midX == follow.midX)
    #expect(host.frame(ofText: "Follow").height == 21)
    #expect(host.frame(taggedWith: "badge") == CGRect(x: 170, y: 250, width: 60, height: 20))
    #expect(host.contains(text: "Follow"))
    #expect(!host.contains(text: "Unfollow"))
  }

  @Test("A view found by its identifier takes taps there; its state reads as the type asked")
  func tapByIdentifier() {
    let follow = host.frame(identifiedBy: "follow")
    for _ in 0..<2 {
      host.run {
        down(1, at: CGPoint(x: follow.midX, y: follow.midY))
        up(1)
      }
    }
    #expect(host.state("taps", of: Profile.self, as: Int.self) == 2)
  }
}
