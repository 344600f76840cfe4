import GestureKit
import Testing

// Views nested past what the graph follows are left out with a message, never a crash of the
// stack (issue #38, root cause 3).

/// A view whose body contains another of itself, without end.
private struct Endless: View {
  let level: Int
  var body: some View {
    AnyView(VStack { Endless(level: level + 1) })
  }
}

/// `count` stacks, each inside the next, around a square.
private func nestedStacks(_ count: Int) -> AnyView {
  var view = AnyView(Color.red.frame(width: 10, height: 10))
  for _ in 0..<count { view = AnyView(VStack { view }) }
  return view
}

/// A square with `count` paddings chained on it.
private func chainedModifiers(_ count: Int) -> AnyView {
  var view = AnyView(Color.red.frame(width: 10, height: 10))
  for _ in 0..<count { view = AnyView(view.padding(0)) }
  return view
}

@MainActor
@Suite("Views nested too deep")
struct DeepViewTests {
  /// Builds `view` expecting exactly one `viewTooDeep` problem.
  private func hostReportingDepth(_ view: some View) -> SwiftUIHost? {
    var host: SwiftUIHost?
    withKnownIssue {
      host = SwiftUIHost(view)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("GestureKit: a ") && $0.rawValue.contains("past the 1500 GestureUI")
      }
    }
    return host
  }

  @Test("A body that contains its own view is cut at the depth limit with one message")
  func selfContainingBody() {
    let host = hostReportingDepth(Endless(level: 0))
    #expect(host != nil)
  }

  @Test("Ten thousand nested stacks are cut with one message; the outer ones are laid out")
  func tenThousandStacks() {
    let host = hostReportingDepth(nestedStacks(10_000))
    // The square is too deep to be built; nothing drawn is hit.
    #expect(host?.contains(Color.self) == false)
  }

  @Test("Ten thousand chained modifiers are cut with one message")
  func tenThousandModifiers() {
    let host = hostReportingDepth(chainedModifiers(10_000))
    #expect(host?.contains(Color.self) == false)
  }

  @Test("A hierarchy within the limit is built whole, without a message")
  func withinTheLimit() {
    let host = SwiftUIHost(nestedStacks(300))
    #expect(host.frame(ofFirst: Color.self).size == CGSize(width: 10, height: 10))
  }
}
