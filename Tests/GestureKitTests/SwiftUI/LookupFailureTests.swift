import Foundation
import GestureKit
import Testing

// A lookup that finds nothing is a test failure at the caller's line, naming what is there
// (issue #34, item 2): never a silent `.zero` or `nil`. This target links GestureKitTesting,
// which turns GestureKit's problems into issues of the running test.

private struct Counter: View {
  @State private var count = 3

  var body: some View {
    RoundedRectangle(cornerRadius: 4).fill(.red).frame(width: 50, height: 50)
      .accessibilityIdentifier("counter")
  }
}

/// Runs `body`, expecting exactly one GestureKit issue whose comment contains `text`, at
/// `line` of this file.
@MainActor
private func expectLookupFailure(
  containing text: String, atLine line: Int, _ body: () -> Void
) {
  let comments = IssueComments()
  withKnownIssue {
    body()
  } matching: { issue in
    comments.append(issue.comments.map(\.rawValue).joined())
    return issue.sourceLocation?.line == line
      && issue.sourceLocation?.fileName == "LookupFailureTests.swift"
      && issue.comments.contains { $0.rawValue.contains(text) }
  }
  #expect(comments.all.count == 1)
}

/// The comments of the issues a known-issue matcher saw (it runs where the issue is recorded,
/// on the test's own thread here).
nonisolated final class IssueComments: @unchecked Sendable {
  private(set) var all: [String] = []
  func append(_ comment: String) { all.append(comment) }
}

@Suite("SwiftUIHost lookups that find nothing")
struct LookupFailureTests {
  let host = SwiftUIHost(Counter(), windowSize: CGSize(width: 400, height: 400))

  @Test("A frame lookup by a type that is not there fails at the call, naming the views there")
  func missingType() {
    var frame = CGRect(x: 1, y: 1, width: 1, height: 1)
    expectLookupFailure(containing: "no view of type Circle #0", atLine: #line + 1) {
      frame = host.frame(ofFirst: Circle.self)
    }
    #expect(frame == .zero)
    expectLookupFailure(containing: "Counter", atLine: #line + 1) {
      _ = host.frame(ofFirst: Circle.self)
    }
  }

  @Test("Lookups by identifier, text and tag fail naming what is there")
  func missingNames() {
    expectLookupFailure(containing: "the identifiers there are: \"counter\"", atLine: #line + 1) {
      _ = host.frame(identifiedBy: "count")
    }
    expectLookupFailure(containing: "no Text \"3\"", atLine: #line + 1) {
      _ = host.frame(ofText: "3")
    }
    expectLookupFailure(containing: "no view tagged 7", atLine: #line + 1) {
      _ = host.frame(taggedWith: 7)
    }
    // The second rounded rectangle: only one is there.
    expectLookupFailure(containing: "only 1 such view is there", atLine: #line + 1) {
      _ = host.frame(ofFirst: RoundedRectangle.self, index: 1)
    }
  }

  @Test("A state read of a missing property or the wrong type fails, naming the properties")
  func stateReads() {
    #expect(host.state("count", of: Counter.self, as: Int.self) == 3)
    var read: Int? = 0
    expectLookupFailure(containing: "its state properties are count: Int", atLine: #line + 1) {
      read = host.state("total", of: Counter.self, as: Int.self)
    }
    #expect(read == nil)
    expectLookupFailure(containing: "is of type Int, not String", atLine: #line + 1) {
      _ = host.state("count", of: Counter.self, as: String.self)
    }
  }
}
