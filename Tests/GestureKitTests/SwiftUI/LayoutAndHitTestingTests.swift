import Foundation
import GestureKit
import Testing

// Layout and hit testing (issue #20, item 3): frames are exact, and touches land where
// SwiftUI puts them. The window is 390 × 844 points.

@Suite("SwiftUI layout")
struct LayoutTests {
  @Test(
    "The root is offered the window less the safe area and centred in it; ignoresSafeArea reaches the edges"
  )
  func safeArea() {
    let insets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let host = SwiftUIHost(Color.red, safeAreaInsets: insets)
    #expect(host.frame(ofFirst: Color.self) == CGRect(x: 0, y: 47, width: 390, height: 763))
    let full = SwiftUIHost(Color.red.ignoresSafeArea(), safeAreaInsets: insets)
    #expect(full.frame(ofFirst: Color.self) == CGRect(x: 0, y: 0, width: 390, height: 844))
    let top = SwiftUIHost(Color.red.ignoresSafeArea(edges: .top), safeAreaInsets: insets)
    #expect(top.frame(ofFirst: Color.self) == CGRect(x: 0, y: 0, width: 390, height: 810))
    let small = SwiftUIHost(Color.red.frame(width: 100, height: 100), safeAreaInsets: insets)
    #expect(small.frame(ofFirst: Color.self) == CGRect(x: 145, y: 378.5, width: 100, height: 100))
  }

  @Test("Stacks share their space least flexible first; spacers take what is left")
  func stacks() {
    let host = SwiftUIHost(
      VStack(spacing: 0) {
        Color.red.frame(height: 100)
        Spacer()
        HStack(alignment: .top, spacing: 10) {
          Color.green.frame(width: 50, height: 20)
          Color.blue
          Color.gray
        }
        .frame(height: 60)
      })
    #expect(
      host.frame(ofFirst: Color.self, index: 0) == CGRect(x: 0, y: 0, width: 390, height: 100))
    #expect(host.frame(ofFirst: Spacer.self) == CGRect(x: 195, y: 100, width: 0, height: 684))
    // 390 − 50 − 2 × 10 = 320 shared by the two flexible colours.
    #expect(
      host.frame(ofFirst: Color.self, index: 1) == CGRect(x: 0, y: 784, width: 50, height: 20))
    #expect(
      host.frame(ofFirst: Color.self, index: 2) == CGRect(x: 60, y: 784, width: 160, height: 60))
    #expect(
      host.frame(ofFirst: Color.self, index: 3) == CGRect(x: 230, y: 784, width: 160, height: 60))
  }

  @Test("Frames, padding, flexible frames, overlay, background and position")
  func modifiers() {
    let host = SwiftUIHost(
      VStack(alignment: .leading, spacing: 0) {
        Text("Hello").padding().background { Color.yellow }
        Text("Wide").frame(maxWidth: .infinity, alignment: .trailing)
        Rectangle().frame(width: 80, height: 40).overlay(alignment: .bottomTrailing) {
          Circle().frame(width: 10, height: 10)
        }
        Text("Min").frame(minWidth: 100)
        ZStack {
          Capsule().position(x: 20, y: 30).frame(width: 100, height: 100)
        }
      })
    // "Hello" is 5 × 8.5 by 21; 16 points of padding; the background has the padded size.
    let padded = CGSize(width: 42.5 + 32, height: 21 + 32)
    // The stack is as wide as its widest child (the infinite frame takes 390) and centred:
    // 53 + 21 + 40 + 21 + 100 = 235 high.
    let top = (844 - 235) / 2.0
    #expect(host.frame(ofFirst: Color.self) == CGRect(origin: CGPoint(x: 0, y: top), size: padded))
    #expect(host.frame(ofFirst: Text.self) == CGRect(x: 16, y: top + 16, width: 42.5, height: 21))
    #expect(
      host.frame(ofFirst: Text.self, index: 1) == CGRect(x: 356, y: top + 53, width: 34, height: 21)
    )
    #expect(
      host.frame(ofFirst: Circle.self) == CGRect(x: 70, y: top + 74 + 30, width: 10, height: 10))
    // The 100-point frame sits at the leading edge, the text centred in it.
    #expect(
      host.frame(ofFirst: Text.self, index: 2)
        == CGRect(x: 37.25, y: top + 114, width: 25.5, height: 21))
    // position centres the capsule (offered the 100-point square) at (20, 30) in that square.
    #expect(
      host.frame(ofFirst: Capsule.self)
        == CGRect(x: -30, y: top + 135 - 20, width: 100, height: 100))
  }

  @Test(
    "GeometryReader takes its proposal and answers frame(in:) in local, named and global spaces")
  func geometryReader() {
    final class Frames {
      var named: CGRect = .zero
      var global: CGRect = .zero
      var local: CGRect = .zero

      func record(_ proxy: GeometryProxy) {
        named = proxy.frame(in: .named("screen"))
        global = proxy.frame(in: .global)
        local = proxy.frame(in: .local)
      }
    }
    let frames = Frames()
    let host = SwiftUIHost(
      VStack(spacing: 0) {
        Color.gray.frame(height: 100)
        GeometryReader { proxy in
          let _ = frames.record(proxy)
          Color.red.frame(width: proxy.size.width / 2, height: 10)
        }
      }
      .padding(.top, 20)
      .coordinateSpace(name: "screen"),
      safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(frames.named == CGRect(x: 0, y: 120, width: 390, height: 643))
    #expect(frames.global == CGRect(x: 0, y: 167, width: 390, height: 643))
    #expect(frames.local == CGRect(x: 0, y: 0, width: 390, height: 643))
    #expect(
      host.frame(ofFirst: Color.self, index: 1) == CGRect(x: 0, y: 167, width: 195, height: 10))
  }

  @Test(
    "Text metrics: half the font size a character, 1.2 × the size a line, wrapping at whole characters"
  )
  func textMetrics() {
    let host = SwiftUIHost(
      VStack {
        Text("abcdefghij").frame(width: 30)
        Text("Title").font(.largeTitle)
      })
    #expect(host.frame(ofFirst: Text.self).size == CGSize(width: 25.5, height: 21 * 4))
    #expect(host.frame(ofFirst: Text.self, index: 1).size == CGSize(width: 85, height: 41))
  }
}

@Suite("SwiftUI hit testing")
struct HitTestingTests {
  @Test("A stack's spacer and spacing are not hit; contentShape makes them hit")
  func gapsAreDead() {
    let plain = TapLog()
    let shaped = TapLog()
    let host = SwiftUIHost(
      VStack(spacing: 100) {
        HStack(spacing: 0) {
          Color.red.frame(width: 50, height: 50)
          Spacer()
          Color.blue.frame(width: 50, height: 50)
        }
        .frame(width: 300)
        .gesture(LocationRecorder(log: plain))
        HStack(spacing: 20) {
          Color.red.frame(width: 50, height: 50)
          Spacer()
          Color.blue.frame(width: 50, height: 50)
        }
        .frame(width: 300)
        .contentShape(Rectangle())
        .gesture(LocationRecorder(log: shaped))
      })
    // The first row spans y 322…372, the second 472…522, both x 45…345.
    for point in [CGPoint(x: 70, y: 347), CGPoint(x: 195, y: 347), CGPoint(x: 320, y: 347)] {
      host.tap(point)
    }
    host.tap(CGPoint(x: 195, y: 422))  // the stack's spacing: nothing there
    host.tap(CGPoint(x: 195, y: 497))
    host.tap(CGPoint(x: 110, y: 497))  // in the 20-point spacing
    #expect(plain.locations == [CGPoint(x: 25, y: 25), CGPoint(x: 275, y: 25)])
    #expect(shaped.locations == [CGPoint(x: 150, y: 25), CGPoint(x: 65, y: 25)])
  }

  @Test("A circle is hit inside its outline only; a clear colour is not hit")
  func shapesHitByOutline() {
    let log = TapLog()
    let host = SwiftUIHost(
      ZStack {
        Color.clear.frame(width: 300, height: 300).gesture(LocationRecorder(log: log))
        Circle().frame(width: 100, height: 100).gesture(LocationRecorder(log: log))
      })
    host.tap(CGPoint(x: 150, y: 377))  // the circle's frame corner: outside the circle
    host.tap(CGPoint(x: 195, y: 422))  // its centre
    host.tap(CGPoint(x: 60, y: 290))  // only the clear colour
    #expect(log.locations == [CGPoint(x: 50, y: 50)])
  }

  @Test("allowsHitTesting(false) and hidden() let touches through to what is below")
  func passThrough() {
    let below = TapLog()
    let above = TapLog()
    let host = SwiftUIHost(
      ZStack {
        Color.red.frame(width: 100, height: 100).gesture(LocationRecorder(log: below))
        Color.blue.frame(width: 100, height: 100).gesture(LocationRecorder(log: above))
          .allowsHitTesting(false)
        Color.green.frame(width: 100, height: 100).gesture(LocationRecorder(log: above)).hidden()
      })
    host.tap(CGPoint(x: 195, y: 422))
    #expect(below.locations == [CGPoint(x: 50, y: 50)])
    #expect(above.locations == [])
  }

  @Test("offset, scaleEffect and rotationEffect move the hit area with the drawing")
  func effectsMoveHitArea() {
    let outside = TapLog()
    let inside = TapLog()
    let scaled = TapLog()
    let turned = TapLog()
    let host = SwiftUIHost(
      VStack(spacing: 0) {
        // A gesture outside the offset measures in the drawn square's space.
        Rectangle().frame(width: 100, height: 100).gesture(LocationRecorder(log: outside))
          .offset(x: 100)
        // Inside: in the layout's square, which the drawing left.
        Rectangle().frame(width: 100, height: 100).offset(x: 100)
          .gesture(LocationRecorder(log: inside))
        Rectangle().frame(width: 100, height: 100).gesture(LocationRecorder(log: scaled))
          .scaleEffect(2)
        Rectangle().frame(width: 100, height: 20).gesture(LocationRecorder(log: turned))
          .rotationEffect(.degrees(90))
          .frame(width: 100, height: 100)
      })
    // Squares laid out at x 145…245, y 222, 322, 422 and 522 (the stack is 400 high, centred).
    host.tap(CGPoint(x: 190, y: 272))  // the layout square: the drawing has moved away
    host.tap(CGPoint(x: 300, y: 272))
    host.tap(CGPoint(x: 300, y: 372))
    host.tap(CGPoint(x: 105, y: 472))  // scaled 2× about the centre: x 95…295
    host.tap(CGPoint(x: 195, y: 532))  // turned upright: x 185…205, y 522…622
    host.tap(CGPoint(x: 150, y: 572))  // where it lay before turning
    #expect(outside.locations == [CGPoint(x: 55, y: 50)])
    #expect(inside.locations == [CGPoint(x: 155, y: 50)])
    #expect(scaled.locations == [CGPoint(x: 5, y: 50)])
    #expect(turned.locations.count == 1)
    #expect(
      turned.locations.map { CGPoint(x: $0.x.rounded(), y: $0.y.rounded()) } == [
        CGPoint(x: 10, y: 10)
      ])
  }

  @Test("A representable's converter resolves .named and .global through the SwiftUI tree")
  func namedSpacesThroughTheTree() {
    let named = TapLog()
    let host = SwiftUIHost(
      VStack(spacing: 0) {
        Color.gray.frame(width: 200, height: 100)
        Color.red.frame(width: 50, height: 50)
          .gesture(LocationRecorder(log: named, spaces: [.named("board"), .global, .local]))
      }
      .coordinateSpace(name: "board"))
    // The board (the stack, 200 × 150) is centred at x 95…295, y 347…497; the red square at
    // x 170…220, y 447…497.
    host.tap(CGPoint(x: 190, y: 457))
    #expect(
      named.locations == [CGPoint(x: 95, y: 110), CGPoint(x: 190, y: 457), CGPoint(x: 20, y: 10)])
  }
}
