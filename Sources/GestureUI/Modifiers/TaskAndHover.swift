import Foundation
import GestureCore

/// Runs an async action while a view is shown, as SwiftUI's `task` modifier does: started when
/// the view appears (after the update pass, as `onAppear`), cancelled when it disappears [D],
/// and, with an `id`, cancelled and started again when the id changes [D]. The action runs on
/// the main actor as a Swift task: a test lets it run by awaiting (for example
/// ``SwiftUIHost/drainMainQueue()``).
struct TaskModifier<ID: Equatable>: ViewModifier {
  let id: ID
  let action: @Sendable () async -> Void
  @State private var running = RunningTask()

  func body(content: Content) -> some View {
    let running = running
    let action = action
    return
      content
      .onAppear { running.start(action) }
      .onDisappear { running.cancel() }
      .onChange(of: id) { _, _ in running.start(action) }
  }
}

/// The task a `task` modifier started.
@MainActor final class RunningTask {
  private var task: Task<Void, Never>?

  func start(_ action: @escaping @Sendable () async -> Void) {
    task?.cancel()
    task = Task { await action() }
  }

  func cancel() {
    task?.cancel()
    task = nil
  }
}

/// Reports a pointer hovering over the view through a `UIHoverGestureRecognizer`, as SwiftUI's
/// `onHover` does on iOS with a pointer: true when it enters, false when it leaves.
struct HoverGesture: UIGestureRecognizerRepresentable {
  let action: (Bool) -> Void

  func makeUIGestureRecognizer(context: Context) -> UIHoverGestureRecognizer {
    UIHoverGestureRecognizer()
  }

  func handleUIGestureRecognizerAction(
    _ recognizer: UIHoverGestureRecognizer, context: Context
  ) {
    switch recognizer.state {
    case .began: action(true)
    case .ended, .cancelled, .failed: action(false)
    default: break
    }
  }
}

extension View {
  /// Runs `action` while the view is shown (see `TaskModifier`).
  public func task(
    priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    modifier(TaskModifier(id: 0, action: action))
  }

  /// Runs `action` while the view is shown, again whenever `id` changes.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    modifier(TaskModifier(id: value, action: action))
  }

  /// Calls `action` with true when a pointer enters the view and false when it leaves.
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
    gesture(HoverGesture(action: action))
  }
}
