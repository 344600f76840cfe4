import GestureKit
import GestureScripts
import Testing

// Drives the corpus's product search: typing into the field, the 300 ms debounce on the main
// queue, and a category tap combined with the query, all on the simulation's clock.

@MainActor
@Suite("iOS gesture corpus: a debounced search screen")
struct SearchScreenBehaviourTests {
  /// The names the rows on screen show, top to bottom, read through the model the rows come
  /// from, after checking that one row is laid out per result, 50 points apart.
  private func shownNames(_ host: SwiftUIHost, _ model: ProductSearchModel) -> [String] {
    var rows: [CGRect] = []
    while host.contains(ProductRow.self, index: rows.count) {
      rows.append(host.frame(ofFirst: ProductRow.self, index: rows.count))
    }
    #expect(rows.map(\.minY) == model.results.indices.map { CGFloat(88 + 50 * $0) })
    return model.results.map(\.name)
  }

  @Test("Typed text is searched 300 ms after the last keystroke; a category tap at once")
  func debouncedSearch() throws {
    let host = SwiftUIHost(ProductSearchScreen())
    let model = try #require(
      host.state("model", of: ProductSearchScreen.self, as: ProductSearchModel.self))
    // A tap focuses the field. The query's first value is debounced too: nothing is listed
    // before 0.3 s.
    let field = host.frame(ofFirst: TextField<Text>.self)
    host.run(settle: false) { tap(at: CGPoint(x: field.midX, y: field.midY)) }
    #expect(host.isEditingText)
    #expect(shownNames(host, model) == [])
    host.advance(by: 0.299 - host.now)
    #expect(shownNames(host, model) == [])
    host.advance(by: 0.001)
    #expect(shownNames(host, model).count == 8)
    #expect(model.searches == 1)

    let typingStarts = host.now
    host.type("p")
    host.advance(by: 0.1)
    host.type("e")
    host.advance(by: 0.29)
    // 0.29 s after "pe": still the whole catalogue.
    #expect(shownNames(host, model).count == 8)
    host.advance(by: 0.01)
    #expect(host.now == typingStarts + 0.4)
    #expect(shownNames(host, model) == ["Grape", "Pear", "Pea", "Pepper"])
    #expect(model.searches == 2)

    // The category is not debounced: the tap's update pass already lists two vegetables.
    let vegetables = host.frame(ofFirst: Button<Text>.self, index: 2)
    host.run(settle: false) { tap(at: CGPoint(x: vegetables.midX, y: vegetables.midY)) }
    #expect(model.category == .vegetables)
    #expect(shownNames(host, model) == ["Pea", "Pepper"])

    // Typing back to the same query searches nothing new: removeDuplicates after debounce.
    host.deleteBackward()
    host.advance(by: 0.1)
    host.type("e")
    host.advance(by: 1)
    #expect(shownNames(host, model) == ["Pea", "Pepper"])
    #expect(model.searches == 3)
  }
}
