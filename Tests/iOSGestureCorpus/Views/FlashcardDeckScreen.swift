import GestureKit

// A SwiftUI screen in the shape flashcard and to-do apps write: a navigation stack over a
// scrolling column of cards that a sideways swipe throws away, a tap that opens an editor in a
// sheet, and text fields bound to the edited card.

struct Flashcard: Identifiable, Hashable {
  let id: Int
  var front: String
  var back: String
}

struct FlashcardDeckScreen: View {
  @State private var cards = (1...15).map {
    Flashcard(id: $0, front: "Word \($0)", back: "Meaning \($0)")
  }
  @State private var editing: Flashcard?

  var body: some View {
    NavigationStack {
      ScrollView {
        LazyVStack(spacing: 12) {
          ForEach(cards) { card in
            FlashcardRow(card: card) {
              cards.removeAll { $0.id == card.id }
            }
            .onTapGesture { editing = card }
          }
        }
        .padding(.horizontal, 16)
      }
      .navigationTitle("Deck")
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          Button("Shuffle") { cards.shuffle() }
        }
      }
      .sheet(item: $editing) { card in
        FlashcardEditor(card: card) { updated in
          if let index = cards.firstIndex(where: { $0.id == updated.id }) {
            cards[index] = updated
          }
        }
      }
    }
  }
}

/// A card that follows a sideways drag and is thrown away past 120 points. The drag needs 20
/// points, so that the scroll view's pan, which needs 10, takes vertical drags.
struct FlashcardRow: View {
  let card: Flashcard
  let onThrowAway: () -> Void
  @GestureState private var dragX: CGFloat = 0

  var body: some View {
    Text(card.front)
      .frame(maxWidth: .infinity, minHeight: 80)
      .background(RoundedRectangle(cornerRadius: 12).fill(Color.gray.opacity(0.2)))
      .offset(x: dragX)
      .gesture(
        DragGesture(minimumDistance: 20)
          .updating($dragX) { value, state, _ in state = value.translation.width }
          .onEnded { value in
            if abs(value.translation.width) > 120 { onThrowAway() }
          }
      )
  }
}

struct FlashcardEditor: View {
  @State private var draft: Flashcard
  let onSave: (Flashcard) -> Void
  @Environment(\.dismiss) private var dismiss
  @FocusState private var frontFocused: Bool

  init(card: Flashcard, onSave: @escaping (Flashcard) -> Void) {
    _draft = State(initialValue: card)
    self.onSave = onSave
  }

  var body: some View {
    VStack(spacing: 16) {
      TextField("Front", text: $draft.front)
        .focused($frontFocused)
        .submitLabel(.next)
      TextField("Back", text: $draft.back)
      Button("Save") {
        onSave(draft)
        dismiss()
      }
    }
    .padding()
  }
}
