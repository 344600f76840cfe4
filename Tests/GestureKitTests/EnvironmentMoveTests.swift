import GestureKit
import GestureScripts
import Testing

@Suite("The environment's moves as one table")
struct EnvironmentMoveTests {
  typealias State = UIGestureRecognizer.State

  @Test("No move leaves a terminal state except reset, and reset leaves nothing else")
  func terminalStates() {
    for move in State.EnvironmentMove.allCases {
      for state in State.allCases {
        for standing in State.ReportStanding.allCases {
          let result = state.resolving(move, standing: standing)
          if move == .reset {
            #expect(result == nil || (state.isTerminal && result == .possible))
          } else if state.isTerminal && !(state == .ended && standing == .held) {
            #expect(result == nil, "\(move) from \(state) \(standing)")
          }
        }
      }
    }
  }

  @Test("Targets that saw began see a cancel; any other recognizer just fails")
  func cancelOnlyAfterBegan() {
    for state in [State.began, .changed] {
      #expect(state.resolving(.requirementRecognized, standing: .announced) == .cancelled)
      #expect(state.resolving(.requirementRecognized, standing: .released) == .failed)
      #expect(state.resolving(.requirementRecognized, standing: .held) == .failed)
      #expect(state.resolving(.abandonment, standing: .announced) == .cancelled)
    }
    #expect(State.possible.resolving(.abandonment, standing: .held) == .failed)
  }

  @Test("Only an undecided recognizer can be excluded or released; only an announced one promoted")
  func guards() {
    #expect(State.possible.resolving(.exclusion, standing: .held) == .failed)
    #expect(State.began.resolving(.exclusion, standing: .held) == .failed)
    #expect(State.began.resolving(.exclusion, standing: .announced) == nil)
    #expect(State.ended.resolving(.release, standing: .held) == .ended)
    #expect(State.ended.resolving(.release, standing: .released) == nil)
    #expect(State.possible.resolving(.release, standing: .held) == nil)
    #expect(State.began.resolving(.promotion, standing: .announced) == .changed)
    #expect(State.began.resolving(.promotion, standing: .held) == nil)
    #expect(State.ended.resolving(.reset, standing: .held) == nil)
    #expect(State.ended.resolving(.reset, standing: .announced) == .possible)
  }

  @Test("A pan that began while held by a swipe fails, unseen, when the swipe recognizes")
  func heldBeganFails() {
    let swipe = UISwipeGestureRecognizer()
    let pan = UIPanGestureRecognizer()
    pan.require(toFail: swipe)
    let (simulation, _) = canvasScene(swipe, pan)
    let entries = simulation.run(
      TouchScript { drag(1, from: pt(100, 400), to: pt(160, 400), duration: .milliseconds(40)) })
    // The pan began on the move but was held; its targets never saw it.
    #expect(
      causes(entries).contains(
        "pan failed requirement.recognized: swipe on canvas recognized, required to fail"))
    #expect(!entries.contains { $0.recognizer == "pan" && $0.state == .began })
  }
}

@Suite("Each environment move returns its effect with its destination")
struct EnvironmentEffectTests {
  typealias State = UIGestureRecognizer.State

  @Test("Moves decided by other recognizers report after them; abandonment stops the touches")
  func effects() {
    let effects = Dictionary(
      uniqueKeysWithValues: State.EnvironmentMove.allCases.map { ($0, $0.effect) })
    #expect(
      effects == [
        .promotion: .report, .release: .reportAfterDeciders,
        .requirementRecognized: .reportAfterDeciders, .exclusion: .reportAfterDeciders,
        .abandonment: .reportAndStopTouches, .reset: .forgetTouches,
      ])
  }

  @Test("A recognizer failed by a recognized requirement reports after it, in one event")
  func failedRequirementReportsAfter() {
    let simulation = Simulation()
    let single = UITapGestureRecognizer()
    single.name = "single"
    let double = UITapGestureRecognizer()
    double.name = "double"
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    simulation.window.addGestureRecognizer(single)
    simulation.window.addGestureRecognizer(double)
    let entries = simulation.run(
      TouchScript {
        down(1, at: CGPoint(x: 100, y: 100))
        wait(.milliseconds(50))
        up(1)
        wait(.milliseconds(100))
        down(1, at: CGPoint(x: 100, y: 100))
        wait(.milliseconds(50))
        up(1)
      })
    #expect(
      entries.map { "\($0.recognizer) \($0.transition)" } == [
        "double possible → ended", "single possible → failed",
      ])
  }
}
