import GestureKit
import GestureScripts
import Testing

// Preferences (issue #34, item 4): values views pass up, combined by the key's reduce in
// view-tree order and resolved after each layout, as SwiftUI's PreferenceKey documents.

private struct TotalHeightKey: PreferenceKey {
  static let defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
    value += nextValue()
  }
}

private struct HighlightKey: PreferenceKey {
  static let defaultValue: Anchor<CGRect>? = nil
  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
    value = value ?? nextValue()
  }
}

/// Rows of the given heights, each telling its height; the stack reports the total.
private struct Rows: View {
  let heights: [CGFloat]
  let log: CallbackLog

  var body: some View {
    VStack(spacing: 0) {
      ForEach(heights.indices, id: \.self) { index in
        Color.red.frame(height: heights[index])
          .preference(key: TotalHeightKey.self, value: heights[index])
      }
    }
    .onPreferenceChange(TotalHeightKey.self) { log.add("total \($0)") }
  }
}

@Suite("Preferences")
struct PreferenceTests {
  @Test("onPreferenceChange gets the rows' values reduced in order, then each change")
  func reduceAndChange() {
    let log = CallbackLog()
    let host = SwiftUIHost(Rows(heights: [10, 20, 30], log: log))
    host.update(rootView: Rows(heights: [10, 20, 30], log: log))
    host.update(rootView: Rows(heights: [40, 50], log: log))
    #expect(log.lines == ["total 60.0", "total 90.0"])
  }

  @Test("preference replaces the values inside; transformPreference changes them")
  func replaceAndTransform() {
    let log = CallbackLog()
    _ = SwiftUIHost(
      VStack {
        VStack {
          Color.red.preference(key: TotalHeightKey.self, value: 1)
          Color.blue.preference(key: TotalHeightKey.self, value: 2)
        }
        .preference(key: TotalHeightKey.self, value: 10)
        Color.green.preference(key: TotalHeightKey.self, value: 5)
      }
      .transformPreference(TotalHeightKey.self) { $0 *= 2 }
      .onPreferenceChange(TotalHeightKey.self) { log.add("total \($0)") })
    #expect(log.lines == ["total 30.0"])
  }

  @Test(
    "An anchor preference, read in overlayPreferenceValue through a GeometryProxy, places a view touches reach"
  )
  func anchorOverlay() {
    let log = CallbackLog()
    let host = SwiftUIHost(
      VStack {
        Color.red.frame(width: 50, height: 50)
          .anchorPreference(key: HighlightKey.self, value: .bounds) { $0 }
      }
      .frame(width: 200, height: 200)
      .overlayPreferenceValue(HighlightKey.self) { anchor in
        GeometryReader { proxy in
          if let anchor {
            let rect = proxy[anchor]
            Color.blue.frame(width: rect.width, height: rect.height)
              .offset(x: rect.minX, y: rect.minY)
              .onTapGesture { log.add("highlight") }
          }
        }
      },
      windowSize: CGSize(width: 400, height: 400))
    #expect(
      host.frame(ofFirst: Color.self, index: 1) == CGRect(x: 175, y: 175, width: 50, height: 50))
    host.run {
      down(1, at: CGPoint(x: 200, y: 200))
      up(1)
    }
    #expect(log.lines == ["highlight"])
  }

  @Test("backgroundPreferenceValue builds from the default first, then from the resolved value")
  func background() {
    let host = SwiftUIHost(
      Color.red.frame(width: 50, height: 50)
        .preference(key: TotalHeightKey.self, value: 50)
        .backgroundPreferenceValue(TotalHeightKey.self) { total in
          Text("\(Int(total))")
        },
      windowSize: CGSize(width: 400, height: 400))
    #expect(host.contains(text: "50"))
    #expect(!host.contains(text: "0"))
  }
}
