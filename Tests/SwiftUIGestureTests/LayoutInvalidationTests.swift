import GestureKit
import Testing

// Layout follows invalidation (issue #35): an element is measured again only when its own
// inputs changed (its layout, its subelements, their sizes), and placed again only when its
// frame or something under it changed. These tests pin what a change costs, and that the
// frames after it are the ones a full layout gives.

/// A grid of rows of labelled tiles with a handle under it that an offset moves.
private struct InvalidationBoard: View {
  var offset = CGSize.zero
  var caption = "short"
  var rows = 6

  var body: some View {
    VStack(spacing: 4) {
      ForEach(0..<rows, id: \.self) { row in
        HStack(spacing: 4) {
          ForEach(0..<4, id: \.self) { column in
            Text("\(row * 4 + column)").frame(width: 60, height: 30)
          }
        }
      }
      Text(caption)
      Circle()
        .frame(width: 40, height: 40)
        .offset(offset)
    }
  }
}

@MainActor
@Suite("Layout follows invalidation")
struct LayoutInvalidationTests {
  @Test("A frame that moves one offset measures nothing and places only the path to it")
  func offsetMeasuresNothing() throws {
    let host = SwiftUIHost(InvalidationBoard())
    let before = host.frame(ofFirst: Circle.self)
    let work = host.layoutWork
    host.update(rootView: InvalidationBoard(offset: CGSize(width: 30, height: 5)))
    let cost = LayoutCost(host.layoutWork, since: work)
    #expect(cost.measurements == 0)
    // The root, the stack, the offset and nothing of the 24 tiles.
    #expect(cost.placements > 0 && cost.placements <= 6)
    let after = host.frame(ofFirst: Circle.self)
    #expect(after == before.offsetBy(dx: 30, dy: 5))
  }

  @Test("A label that grows is measured again, and the views below it move")
  func growingLabelMovesWhatFollows() throws {
    let host = SwiftUIHost(InvalidationBoard())
    let circle = host.frame(ofFirst: Circle.self)
    let label = host.frame(ofText: "short")
    let work = host.layoutWork
    host.update(rootView: InvalidationBoard(caption: long))
    // Its size changed: the stack above it is measured again.
    #expect(LayoutCost(host.layoutWork, since: work).measurements > 0)
    let grown = host.frame(ofText: long)
    #expect(grown.height > label.height)
    // The stack is centred: it grows by the label's new height, and the circle stays below the
    // label with the stack's spacing.
    let movedCircle = host.frame(ofFirst: Circle.self)
    #expect(movedCircle.minY - grown.maxY == circle.minY - label.maxY)
    #expect(movedCircle.size == circle.size)
  }

  @Test("Frames after a series of changes equal the frames of a screen built with the result")
  func incrementalEqualsFresh() throws {
    let host = SwiftUIHost(InvalidationBoard())
    host.update(rootView: InvalidationBoard(caption: long))
    host.update(rootView: InvalidationBoard(offset: CGSize(width: -12, height: 40), caption: long))
    host.update(rootView: InvalidationBoard(offset: CGSize(width: -12, height: 40), caption: "mid"))
    let fresh = SwiftUIHost(
      InvalidationBoard(offset: CGSize(width: -12, height: 40), caption: "mid"))
    for index in 0..<24 {
      #expect(host.frame(ofText: "\(index)") == fresh.frame(ofText: "\(index)"))
    }
    #expect(host.frame(ofText: "mid") == fresh.frame(ofText: "mid"))
    #expect(host.frame(ofFirst: Circle.self) == fresh.frame(ofFirst: Circle.self))
  }

  @Test("Rows added by a ForEach are measured; the rows that stay are not")
  func addedRowsAloneAreMeasured() throws {
    struct Rows: View {
      var count = 3
      var body: some View {
        VStack {
          ForEach(0..<count, id: \.self) { index in
            Text("row \(index)").frame(width: 200, height: 20)
          }
        }
      }
    }
    let host = SwiftUIHost(Rows())
    let first = host.frame(ofText: "row 0")
    let work = host.layoutWork
    host.update(rootView: Rows(count: 4))
    let cost = LayoutCost(host.layoutWork, since: work)
    // The new row, the stack and the levels above it, and the old rows' frames asked for new
    // heights, which they answer without asking their texts.
    let full = SwiftUIHost(Rows(count: 4)).layoutWork.measurements
    #expect(cost.measurements > 0 && cost.measurements < full)
    #expect(host.frame(ofText: "row 3").minY > host.frame(ofText: "row 2").maxY)
    // The stack grew by one row and stays centred: the first row moved up by half of it.
    #expect(host.frame(ofText: "row 0").minY < first.minY)
  }
}

/// A caption long enough to wrap in the stack's width.
private let long = "a caption long enough to wrap onto a second line or more, in a narrow stack"

/// The layout work between two readings.
private struct LayoutCost {
  let measurements: Int
  let placements: Int

  init(_ now: SwiftUIHost.LayoutWork, since before: SwiftUIHost.LayoutWork) {
    measurements = now.measurements - before.measurements
    placements = now.placements - before.placements
  }
}
