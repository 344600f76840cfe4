import GestureKit
import GestureScripts
import Testing

@testable import GestureUI

// Issue #39: what open-source SwiftUI libraries found wrong in the view graph, each reduced to a
// small view as an app writes it, driven through `SwiftUIHost` with taps and the clock.

/// The middle of a frame, where a test taps.
private func middle(_ frame: CGRect) -> CGPoint { CGPoint(x: frame.midX, y: frame.midY) }

// MARK: 1. A custom modifier's content is live

/// A card style as design systems write it: padding and a background around the content.
private struct CardStyle: ViewModifier {
  func body(content: Content) -> some View {
    content.padding(10).background(Color.white)
  }
}

extension View {
  fileprivate func cardStyle() -> some View { modifier(CardStyle()) }
}

/// A page whose width grows with its number, logging each body.
private struct PageLabel: View {
  let page: Int
  let log: CallbackLog

  var body: some View {
    let _ = log.add("page \(page)")
    Color.blue.frame(width: 100 + CGFloat(page) * 20, height: 100)
  }
}

/// A pager: a tap turns the page, shown through a custom modifier.
private struct ModifiedPager: View {
  @State private var page = 0
  let log: CallbackLog

  var body: some View {
    PageLabel(page: page, log: log)
      .cardStyle()
      .onTapGesture { page += 1 }
  }
}

@Test("A custom modifier's content shows state written after the first body")
func modifierContentShowsLaterState() {
  let log = CallbackLog()
  let host = SwiftUIHost(ModifiedPager(log: log))
  #expect(log.take() == ["page 0"])
  for _ in 0..<2 {
    host.run { tap(at: middle(host.frame(ofFirst: PageLabel.self))) }
  }
  #expect(log.take() == ["page 1", "page 2"])
  #expect(host.frame(ofFirst: PageLabel.self).size == CGSize(width: 140, height: 100))
}

/// The popup of a popup library: an overlay the modifier shows while its binding is true.
private struct PopupModifier: ViewModifier {
  @Binding var isPresented: Bool
  let message: String
  let log: CallbackLog

  func body(content: Content) -> some View {
    content.overlay {
      if isPresented {
        PopupCard(message: message)
          .onAppear { log.add("popup appeared") }
          .onDisappear { log.add("popup disappeared") }
          .onTapGesture { isPresented = false }
      }
    }
  }
}

private struct PopupCard: View {
  let message: String
  var body: some View { Color.red.frame(width: 80, height: 40) }
}

extension View {
  fileprivate func popup(isPresented: Binding<Bool>, message: String, log: CallbackLog)
    -> some View
  {
    modifier(PopupModifier(isPresented: isPresented, message: message, log: log))
  }
}

/// A screen that shows the popup with a tap; the message counts the taps.
private struct PopupScreen: View {
  @State private var showsPopup = false
  @State private var taps = 0
  let log: CallbackLog

  var body: some View {
    Color.gray.frame(width: 200, height: 200)
      .onTapGesture {
        taps += 1
        showsPopup = true
      }
      .popup(isPresented: $showsPopup, message: "tapped \(taps)", log: log)
  }
}

@Test("An overlay a custom modifier shows mounts, takes taps and leaves")
func modifierOverlayMounts() {
  let log = CallbackLog()
  let host = SwiftUIHost(PopupScreen(log: log))
  let screen = host.frame(ofFirst: PopupScreen.self)
  // A tap beside the popup's place shows it.
  host.run { tap(at: CGPoint(x: screen.minX + 20, y: screen.minY + 20)) }
  #expect(log.take() == ["popup appeared"])
  let card = host.frame(ofFirst: PopupCard.self)
  #expect(card == CGRect(x: screen.midX - 40, y: screen.midY - 20, width: 80, height: 40))
  host.run { tap(at: middle(card)) }
  #expect(log.take() == ["popup disappeared"])
  #expect(!host.contains(PopupCard.self))
}

// MARK: 2. State read in the closures bodies hand to containers

private struct ChoiceRow: View {
  let index: Int
  let isSelected: Bool
  let log: CallbackLog

  var body: some View {
    let _ = log.add("row \(index) \(isSelected ? "on" : "off")")
    Color.green.frame(width: 100, height: 50)
  }
}

/// A single choice whose selection only the rows' closure reads.
private struct ChoiceList: View {
  @State private var selection = 0
  let log: CallbackLog

  var body: some View {
    VStack(spacing: 0) {
      ForEach(0..<3) { index in
        ChoiceRow(index: index, isSelected: index == selection, log: log)
          .onTapGesture { selection = index }
      }
    }
  }
}

@Test("State read only in a ForEach row's closure updates the rows when written")
func forEachClosureReadsAreTracked() {
  let log = CallbackLog()
  let host = SwiftUIHost(ChoiceList(log: log))
  #expect(log.take() == ["row 0 on", "row 1 off", "row 2 off"])
  host.run { tap(at: middle(host.frame(ofFirst: ChoiceRow.self, index: 2))) }
  #expect(log.take() == ["row 0 off", "row 2 on"])
  host.run { tap(at: middle(host.frame(ofFirst: ChoiceRow.self, index: 1))) }
  #expect(log.take() == ["row 1 on", "row 2 off"])
}

/// The same choice as a `List` of identified items, its rows in a lazy stack.
private struct ChoiceItem: Identifiable {
  let id: Int
}

private struct ChoiceListView: View {
  @State private var selection = 0
  let log: CallbackLog

  var body: some View {
    VStack {
      List([ChoiceItem(id: 0), ChoiceItem(id: 1)]) { item in
        ChoiceRow(index: item.id, isSelected: item.id == selection, log: log)
          .onTapGesture { selection = item.id }
      }
      LazyVStack {
        ForEach(0..<1) { index in
          ChoiceRow(index: 10 + index, isSelected: selection == 1, log: log)
        }
      }
    }
  }
}

@Test("State read only in a List's and a lazy stack's row closures updates their rows")
func listAndLazyClosureReadsAreTracked() {
  let log = CallbackLog()
  let host = SwiftUIHost(ChoiceListView(log: log))
  #expect(log.take() == ["row 0 on", "row 1 off", "row 10 off"])
  host.run { tap(at: middle(host.frame(ofFirst: ChoiceRow.self, index: 1))) }
  // Nodes that need evaluation run shallowest first: the lazy stack's row sits less deep than
  // the list's, which are inside its scroll view.
  #expect(log.take() == ["row 10 on", "row 0 off", "row 1 on"])
}

/// A counter shown in a sheet: the presenting view's body reads neither `count` nor the
/// sheet's text; only the sheet's content closure does.
private struct CounterSheetPresenter: View {
  @State private var count = 0
  @State private var showing = false

  var body: some View {
    Button("Show") { showing = true }
      .sheet(isPresented: $showing) {
        VStack(spacing: 20) {
          Text("Count \(count)")
          Button("Add") { count += 1 }
        }
      }
  }
}

@Test("State read only in a sheet's content closure updates the sheet when written")
func sheetClosureReadsAreTracked() throws {
  let host = SwiftUIHost(CounterSheetPresenter())
  let root = try #require(host.simulation.window.rootViewController)
  host.run { tap(at: middle(host.frame(ofText: "Show"))) }
  let sheet = try #require(root.presentedViewController)
  #expect(host.contains(within: sheet, text: "Count 0"))
  host.run { tap(at: middle(host.frame(ofText: "Add", within: sheet))) }
  host.run { tap(at: middle(host.frame(ofText: "Add", within: sheet))) }
  #expect(host.state("count", of: CounterSheetPresenter.self) == 2)
  #expect(host.contains(within: sheet, text: "Count 2"))
  #expect(!host.contains(within: sheet, text: "Count 0"))
}

/// A stack whose pushed screens show a setting of the root view, read only in the
/// destination closure.
private struct UnitsBrowser: View {
  @State private var metric = false

  var body: some View {
    NavigationStack {
      VStack(spacing: 30) {
        NavigationLink("Distance", value: 42)
        Button("Metric") { metric = true }
      }
      .navigationDestination(for: Int.self) { value in
        VStack(spacing: 30) {
          Text(metric ? "\(value) km" : "\(value) mi")
          Button("Switch") { metric.toggle() }
        }
      }
    }
  }
}

@Test("State read only in a navigationDestination closure updates the pushed screen")
func navigationDestinationClosureReadsAreTracked() throws {
  let host = SwiftUIHost(UnitsBrowser())
  let navigation = try #require(
    host.simulation.window.rootViewController?.children.first as? UINavigationController)
  host.run { tap(at: middle(host.frame(ofText: "Distance"))) }
  let detail = try #require(navigation.topViewController)
  #expect(navigation.viewControllers.count == 2)
  #expect(host.contains(within: detail, text: "42 mi"))
  host.run { tap(at: middle(host.frame(ofText: "Switch", within: detail))) }
  #expect(host.state("metric", of: UnitsBrowser.self) == true)
  #expect(host.contains(within: detail, text: "42 km"))
  host.run { tap(at: middle(host.frame(ofText: "Switch", within: detail))) }
  #expect(host.contains(within: detail, text: "42 mi"))
}

// MARK: 3. A geometry reader's content sees the laid-out size from the start

/// A reader as layout code writes it: its size logged by the content's body, `onAppear` and
/// `onChange(of:)`.
private struct SizeReporter: View {
  @State private var wide = false
  let log: CallbackLog

  var body: some View {
    GeometryReader { proxy in
      let _ = log.add("body \(f(proxy.size))")
      Color.orange
        .onAppear { log.add("appear \(f(proxy.size))") }
        .onChange(of: proxy.size) { old, new in log.add("change \(f(old)) -> \(f(new))") }
        .onTapGesture { wide.toggle() }
    }
    .frame(width: wide ? 300 : 200, height: 100)
  }
}

@Test("A geometry reader's content is first built at its laid-out size, then at each new one")
func geometryReaderStartsAtLaidOutSize() {
  let log = CallbackLog()
  let host = SwiftUIHost(SizeReporter(log: log))
  #expect(log.take() == ["body (200.0, 100.0)", "appear (200.0, 100.0)"])
  host.run { tap(at: middle(host.frame(ofFirst: SizeReporter.self))) }
  #expect(log.take() == ["body (300.0, 100.0)", "change (200.0, 100.0) -> (300.0, 100.0)"])
}

// MARK: 4. A geometry reader that moves is evaluated again

/// A header whose reader reports where it is in the window, pushed down by a tap.
private struct MovingHeader: View {
  @State private var shift: CGFloat = 0
  let log: CallbackLog

  var body: some View {
    VStack(spacing: 0) {
      Color.gray.frame(width: 100, height: 50).onTapGesture { shift += 30 }
      GeometryReader { proxy in
        let _ = log.add("minY \(f(proxy.frame(in: .global).minY))")
        Color.yellow
      }
      .frame(width: 100, height: 20)
      .offset(y: shift)
    }
    .frame(width: 100, height: 200, alignment: .top)
  }
}

@Test("A geometry reader moved by an offset sees its new frame in the window")
func geometryReaderSeesOffsetMove() {
  let log = CallbackLog()
  let host = SwiftUIHost(MovingHeader(log: log), windowSize: CGSize(width: 400, height: 400))
  // The 200-point column is centred: its top is at 100, the reader 50 below it.
  #expect(log.take() == ["minY 150.0"])
  host.run { tap(at: CGPoint(x: 200, y: 125)) }
  #expect(log.take() == ["minY 180.0"])
}

/// A scroll view whose first row reads its place in the window, as sticky headers do.
private struct ScrolledReader: View {
  let log: CallbackLog

  var body: some View {
    ScrollView {
      VStack(spacing: 0) {
        GeometryReader { proxy in
          let _ = log.add("minY \(f(proxy.frame(in: .global).minY))")
          Color.yellow
        }
        .frame(height: 100)
        Color.gray.frame(height: 1000)
      }
    }
  }
}

@Test("A geometry reader in a scrolled scroll view sees its new frame in the window")
func geometryReaderSeesScroll() {
  let log = CallbackLog()
  let host = SwiftUIHost(ScrolledReader(log: log), windowSize: CGSize(width: 400, height: 400))
  #expect(log.take() == ["minY 0.0"])
  host.run {
    drag(1, from: pt(200, 300), to: pt(200, 200), duration: .milliseconds(200))
  }
  let lines = log.take()
  // Each layout of the drag that moved the content built the reader's content again, the
  // last one where the reader is now, above the window's top.
  let reader = host.frame(ofFirst: Color.self, in: .global)
  #expect(reader.minY < 0)
  #expect(lines.last == "minY \(f(reader.minY))")
  // Every move of the drag's scroll is seen, each higher than the one before.
  let values = lines.compactMap { Double($0.dropFirst("minY ".count)) }
  #expect(values.count == lines.count && values.count >= 2)
  #expect(zip(values, values.dropFirst()).allSatisfy { $0 > $1 })
}

// MARK: 5. Lifecycle modifiers are independent attachments

/// A search field's usual chain: the query written by taps, observed by `onChange`, with a
/// `task` and the lifecycle actions on the same view, in the order `order` names.
struct LifecycleSearchScreen: View {
  enum Order: String, CaseIterable, Sendable {
    case changeThenTask, taskThenChange, appearChangeTaskDisappear, taskIdThenChange
  }

  let order: Order
  let log: CallbackLog
  @State private var query = ""

  var body: some View {
    let base = Color.gray.frame(width: 200, height: 100).onTapGesture { query += "a" }
    let log = log
    switch order {
    case .changeThenTask:
      base.onChange(of: query) { old, new in log.add("change \(old) -> \(new)") }
        .task {}
    case .taskThenChange:
      base.task {}
        .onChange(of: query) { old, new in log.add("change \(old) -> \(new)") }
    case .appearChangeTaskDisappear:
      base.onAppear { log.add("appear") }
        .onChange(of: query) { old, new in log.add("change \(old) -> \(new)") }
        .task {}
        .onDisappear { log.add("disappear") }
    case .taskIdThenChange:
      base.task(id: query) {}
        .onChange(of: query, initial: true) { old, new in log.add("change \(old) -> \(new)") }
        .onAppear { log.add("appear") }
    }
  }
}

@Test(
  "onChange fires next to task, onAppear and onDisappear on one view, in any order",
  arguments: LifecycleSearchScreen.Order.allCases)
func lifecycleAttachmentsAreIndependent(order: LifecycleSearchScreen.Order) {
  let log = CallbackLog()
  let host = SwiftUIHost(LifecycleSearchScreen(order: order, log: log))
  let first = log.take()
  switch order {
  case .changeThenTask, .taskThenChange: #expect(first == [])
  case .appearChangeTaskDisappear: #expect(first == ["appear"])
  // OUR CHOICE: actions of one update pass run outermost modifier first.
  case .taskIdThenChange: #expect(first == ["appear", "change  -> "])
  }
  for _ in 0..<2 {
    host.run { tap(at: middle(host.frame(ofFirst: LifecycleSearchScreen.self))) }
  }
  #expect(log.take() == ["change  -> a", "change a -> aa"])
}

// MARK: 6. Main-queue work and timers in one order

/// A save button as apps write it: work deferred to the main queue's next turn and a
/// confirmation hidden by a timer.
private struct SaveButton: View {
  let log: CallbackLog

  var body: some View {
    Color.blue.frame(width: 100, height: 100)
      .onAppear {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { log.add("appear timer") }
        DispatchQueue.main.async { log.add("appear main queue") }
      }
      .onTapGesture {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { log.add("tap timer") }
        DispatchQueue.main.async { log.add("tap main queue") }
      }
  }
}

@Test("Main-queue work queued in an update pass runs before a later timer that advance fires")
func mainQueueBeforeLaterTimer() {
  let log = CallbackLog()
  let host = SwiftUIHost(SaveButton(log: log))
  host.advance(by: 1)
  #expect(log.take() == ["appear main queue", "appear timer"])
  host.run { tap(at: middle(host.frame(ofFirst: SaveButton.self))) }
  #expect(log.take() == ["tap main queue", "tap timer"])
}

// MARK: 7. insertSubview beside a view that is not a subview

@Test("insertSubview below or above a view that is not a subview still adds the view")
func insertSubviewBesideStranger() {
  let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
  let existing = UIView()
  container.addSubview(existing)
  let toView = UIView()
  let snapshot = UIView()
  // A deck transition puts the snapshot under the incoming view before adding that view.
  container.insertSubview(snapshot, belowSubview: toView)
  #expect(snapshot.superview === container)
  #expect(
    container.subviews.map(ObjectIdentifier.init)
      == [snapshot, existing].map(ObjectIdentifier.init))
  container.addSubview(toView)
  let badge = UIView()
  container.insertSubview(badge, aboveSubview: UIView())
  #expect(
    container.subviews.map(ObjectIdentifier.init)
      == [snapshot, existing, toView, badge].map(ObjectIdentifier.init))
}

// MARK: 8. A toast reaches its shown place

private struct ToastBanner: View {
  var body: some View { Color.green.frame(width: 300, height: 60) }
}

/// A toast as tutorials write it: an overlay at the top, offset off-screen while hidden, shown
/// by a tap and hidden by a timer.
private struct OffsetToastScreen: View {
  @State private var showsToast = false
  let log: CallbackLog

  var body: some View {
    Color.white
      .onTapGesture {
        showsToast = true
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { showsToast = false }
      }
      .overlay(alignment: .top) {
        ToastBanner().offset(y: showsToast ? 0 : -200)
      }
  }
}

@Test("An offset toast shown by a tap is laid out on screen until its timer hides it")
func offsetToastReachesItsPlace() {
  let log = CallbackLog()
  let host = SwiftUIHost(OffsetToastScreen(log: log), windowSize: CGSize(width: 400, height: 400))
  #expect(host.frame(ofFirst: ToastBanner.self) == CGRect(x: 50, y: -200, width: 300, height: 60))
  host.run(settle: false) { tap(at: pt(200, 300)) }
  #expect(host.frame(ofFirst: ToastBanner.self) == CGRect(x: 50, y: 0, width: 300, height: 60))
  host.advance(by: 3)
  #expect(host.frame(ofFirst: ToastBanner.self) == CGRect(x: 50, y: -200, width: 300, height: 60))
}

/// A toast inserted with a move transition while its state is true.
private struct TransitionToastScreen: View {
  @State private var showsToast = false

  var body: some View {
    ZStack(alignment: .top) {
      Color.white
        .onTapGesture {
          withAnimation { showsToast = true }
          DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
            withAnimation { showsToast = false }
          }
        }
      if showsToast {
        ToastBanner().transition(.move(edge: .top))
      }
    }
  }
}

@Test("A toast inserted with a move transition is laid out on screen until its timer hides it")
func transitionToastReachesItsPlace() {
  let host = SwiftUIHost(TransitionToastScreen(), windowSize: CGSize(width: 400, height: 400))
  #expect(!host.contains(ToastBanner.self))
  host.run(settle: false) { tap(at: pt(200, 300)) }
  host.advance(by: 1)
  #expect(host.frame(ofFirst: ToastBanner.self) == CGRect(x: 50, y: 0, width: 300, height: 60))
  host.advance(by: 3)
  #expect(!host.contains(ToastBanner.self))
}

/// A toast placed from the size of a geometry reader: hidden a whole screen above the top.
private struct GeometryToastScreen: View {
  @State private var showsToast = false

  var body: some View {
    GeometryReader { proxy in
      ZStack(alignment: .top) {
        Color.white
          .onTapGesture {
            showsToast = true
            DispatchQueue.main.asyncAfter(deadline: .now() + 2) { showsToast = false }
          }
        ToastBanner().offset(y: showsToast ? 0 : -proxy.size.height)
      }
    }
  }
}

@Test("A toast offset by its reader's height is off screen until a tap shows it")
func geometryToastReachesItsPlace() {
  let host = SwiftUIHost(GeometryToastScreen(), windowSize: CGSize(width: 400, height: 400))
  let hidden = CGRect(x: 50, y: -400, width: 300, height: 60)
  #expect(host.frame(ofFirst: ToastBanner.self) == hidden)
  host.run(settle: false) { tap(at: pt(200, 300)) }
  #expect(host.frame(ofFirst: ToastBanner.self) == CGRect(x: 50, y: 0, width: 300, height: 60))
  host.advance(by: 3)
  #expect(host.frame(ofFirst: ToastBanner.self) == hidden)
}

/// A toast library's modifier: the banner slides in over the content while its binding is
/// true; the content (a counter the tap writes) stays live under it.
private struct ToastModifier: ViewModifier {
  @Binding var isPresented: Bool

  func body(content: Content) -> some View {
    ZStack(alignment: .top) {
      content
      ToastBanner().offset(y: isPresented ? 0 : -200)
    }
  }
}

private struct CountLabel: View {
  let count: Int
  var body: some View { Color.white.frame(width: 100 + CGFloat(count) * 10, height: 100) }
}

private struct ModifierToastScreen: View {
  @State private var showsToast = false
  @State private var saves = 0

  var body: some View {
    CountLabel(count: saves)
      .onTapGesture {
        saves += 1
        showsToast = true
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { showsToast = false }
      }
      .modifier(ToastModifier(isPresented: $showsToast))
  }
}

@Test("A toast modifier's banner is on screen with the content it covers until its timer")
func modifierToastReachesItsPlace() {
  let host = SwiftUIHost(ModifierToastScreen(), windowSize: CGSize(width: 400, height: 400))
  #expect(f(host.frame(ofFirst: ToastBanner.self).minY) == "-50.0")
  host.run(settle: false) { tap(at: pt(200, 200)) }
  #expect(host.frame(ofFirst: CountLabel.self).width == 110)
  #expect(f(host.frame(ofFirst: ToastBanner.self).minY) == "150.0")
  host.advance(by: 3)
  #expect(f(host.frame(ofFirst: ToastBanner.self).minY) == "-50.0")
}
