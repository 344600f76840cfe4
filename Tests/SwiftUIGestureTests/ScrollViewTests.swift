import GestureKit
import GestureScripts
import Testing

@testable import GestureUI

/// A card that follows a horizontal drag, as swipe-to-archive rows are written.
struct SwipeCard: View {
  let number: Int
  let simultaneous: Bool
  @State private var offset: CGFloat = 0

  var body: some View {
    let drag = DragGesture()
      .onChanged { offset = $0.translation.width }
      .onEnded { _ in offset = 0 }
    if simultaneous {
      RoundedRectangle(cornerRadius: 8)
        .frame(height: 60)
        .offset(x: offset)
        .simultaneousGesture(drag)
    } else {
      RoundedRectangle(cornerRadius: 8)
        .frame(height: 60)
        .offset(x: offset)
        .gesture(drag)
    }
  }
}

/// A feed: a 200-point header with no gesture, then twenty swipeable cards, 10 points apart.
struct SwipeFeed: View {
  var simultaneous = false

  var body: some View {
    ScrollView(.vertical, showsIndicators: false) {
      LazyVStack(spacing: 10) {
        Color.gray.frame(height: 200)
        ForEach(0..<20, id: \.self) { number in
          SwipeCard(number: number, simultaneous: simultaneous)
        }
      }
    }
  }
}

@MainActor
func scrollViews(in view: UIView) -> [UIScrollView] {
  var found: [UIScrollView] = []
  if let scroller = view as? UIScrollView { found.append(scroller) }
  for subview in view.subviews { found += scrollViews(in: subview) }
  return found
}

@MainActor
@Suite("SwiftUI ScrollView")
struct ScrollViewTests {
  @Test("The content is laid out unbounded along the axis; a vertical drag scrolls it")
  func verticalDragScrolls() throws {
    let host = SwiftUIHost(SwipeFeed())
    let scroller = try #require(scrollViews(in: host.simulation.window).first)
    // 200 + 20 × 60 + 20 × 10 of spacing.
    #expect(scroller.contentSize == CGSize(width: 390, height: 1600))
    #expect(scroller.bounds.size == CGSize(width: 390, height: 844))
    let first = host.frame(ofFirst: SwipeCard.self)
    #expect(first == CGRect(x: 0, y: 210, width: 390, height: 60))
    host.run {
      drag(1, from: pt(195, 150), to: pt(195, 50), duration: .milliseconds(200))
    }
    // The pan's 10-point threshold is taken off its translation (UIKit's hysteresis).
    #expect(scroller.contentOffset == CGPoint(x: 0, y: 90))
    #expect(host.frame(ofFirst: SwipeCard.self) == CGRect(x: 0, y: 120, width: 390, height: 60))
    #expect(host.state("offset", of: SwipeCard.self, as: CGFloat.self) == 0)
  }

  @Test("A horizontal drag on a card moves the card; the scroll view's pan fails")
  func horizontalDragOnRowWins() throws {
    let host = SwiftUIHost(SwipeFeed())
    let scroller = try #require(scrollViews(in: host.simulation.window).first)
    host.run(settle: false) {
      dragWithoutLifting(1, from: pt(200, 240), to: pt(120, 244), duration: .milliseconds(200))
    }
    #expect(host.state("offset", of: SwipeCard.self, as: CGFloat.self) == -80)
    #expect(scroller.contentOffset == .zero)
    #expect(!scroller.isDragging)
    host.run(gap: 0.01) { up(1) }
    #expect(host.state("offset", of: SwipeCard.self, as: CGFloat.self) == 0)
  }

  @Test("A vertical drag that starts on a card with .gesture: the card's drag takes it (iOS 18)")
  func verticalDragOnRowWithGesture() throws {
    let host = SwiftUIHost(SwipeFeed())
    let scroller = try #require(scrollViews(in: host.simulation.window).first)
    let entries = host.run(settle: false) {
      dragWithoutLifting(1, from: pt(200, 240), to: pt(200, 140), duration: .milliseconds(200))
    }
    #expect(scroller.contentOffset == .zero)
    #expect(host.state("offset", of: SwipeCard.self, as: CGFloat.self) == 0)
    // Both pass their 10-point thresholds on the same move; the card's drag, deeper, begins
    // first and the pan fails.
    #expect(
      entries.prefix(2).map(\.description) == [
        "+0.020s  DragGesture  SwipeCard/RoundedRectangle  possible → began  (200.0, 20.0)  translation (0.0, -10.0)  velocity (0.0, -500.0)",
        "+0.020s  scrollViewPan  ScrollHostView  possible → failed  (200.0, 230.0)  translation (0.0, 0.0)  velocity (0.0, -500.0)",
      ])
    host.run(gap: 0.01) { up(1) }
  }

  @Test("With .simultaneousGesture the same vertical drag scrolls and the card's drag runs too")
  func verticalDragOnRowWithSimultaneousGesture() throws {
    let host = SwiftUIHost(SwipeFeed(simultaneous: true))
    let scroller = try #require(scrollViews(in: host.simulation.window).first)
    host.run(settle: false) {
      dragWithoutLifting(1, from: pt(200, 240), to: pt(180, 140), duration: .milliseconds(200))
    }
    #expect(scroller.contentOffset == CGPoint(x: 0, y: 90))
    #expect(host.state("offset", of: SwipeCard.self, as: CGFloat.self) == -20)
    host.run(gap: 0.01) { up(1) }
  }

  @Test("scrollDisabled turns the pan off; scrollTo brings a row to the anchor")
  func disabledAndScrollTo() throws {
    struct Jumper: View {
      @State private var locked = false
      var body: some View {
        ScrollViewReader { proxy in
          VStack(spacing: 0) {
            Button("Jump") { proxy.scrollTo(12, anchor: .top) }
            Button("Lock") { locked = true }
            ScrollView {
              VStack(spacing: 0) {
                ForEach(0..<30, id: \.self) { Color.gray.frame(height: 50).id($0) }
              }
            }
            .scrollDisabled(locked)
          }
        }
      }
    }
    let host = SwiftUIHost(Jumper())
    let scroller = try #require(scrollViews(in: host.simulation.window).first)
    let jump = host.frame(ofFirst: Button<Text>.self)
    host.run { tap(at: pt(jump.midX, jump.midY)) }
    #expect(scroller.contentOffset == CGPoint(x: 0, y: 600))
    let lock = host.frame(ofFirst: Button<Text>.self, index: 1)
    host.run { tap(at: pt(lock.midX, lock.midY)) }
    #expect(lock.minY == jump.maxY)
    #expect(host.state("locked", of: Jumper.self) == true)
    host.run {
      drag(1, from: pt(195, 500), to: pt(195, 300), duration: .milliseconds(200))
    }
    #expect(scroller.contentOffset == CGPoint(x: 0, y: 600))
    #expect(!scroller.isScrollEnabled)
  }

  @Test("A lazy grid fills its columns row by row")
  func lazyGrid() {
    struct Gallery: View {
      var body: some View {
        ScrollView {
          LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.fixed(90))]) {
            ForEach(0..<7, id: \.self) { _ in Color.gray.frame(height: 40) }
          }
        }
      }
    }
    let host = SwiftUIHost(Gallery())
    // 390 − 90 − 2 × 8 = 284 shared by two flexible columns: 142 each.
    #expect(host.frame(ofFirst: Color.self, index: 0) == CGRect(x: 0, y: 0, width: 142, height: 40))
    #expect(
      host.frame(ofFirst: Color.self, index: 2) == CGRect(x: 300, y: 0, width: 90, height: 40))
    #expect(
      host.frame(ofFirst: Color.self, index: 4) == CGRect(x: 150, y: 48, width: 142, height: 40))
    #expect(
      host.frame(ofFirst: Color.self, index: 6) == CGRect(x: 0, y: 96, width: 142, height: 40))
  }
}
