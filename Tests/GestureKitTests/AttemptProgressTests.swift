import Testing

@testable import GestureCore

@Suite("The per-attempt bookkeeping as named states")
struct AttemptProgressTests {
  @Test("An attempt goes idle → held → released → announced, and reset starts it again")
  func lifecycle() {
    var progress = AttemptProgress.start
    #expect(!progress.isParticipating)
    progress.join()
    #expect(progress == .held(waited: false, enteredBegan: false))
    progress.enterBegan()
    progress.wait()
    #expect(progress == .held(waited: true, enteredBegan: true))
    #expect(progress.standing == .held)
    progress.release()
    #expect(progress == .released(waited: true, enteredBegan: true))
    #expect(progress.standing == .released)
    progress.announceBegan()
    #expect(progress == .announced(waited: true))
    #expect(progress.enteredBegan && progress.isReleased && progress.announcedBegan)
    #expect(progress.standing == .announced)
  }

  @Test("A began set outside any window survives joining; moves that do not apply do nothing")
  func edges() {
    var progress = AttemptProgress.start
    progress.enterBegan()
    progress.join()
    #expect(progress == .held(waited: false, enteredBegan: true))
    progress.join()
    #expect(progress == .held(waited: false, enteredBegan: true))
    var released = AttemptProgress.released(waited: false, enteredBegan: false)
    released.wait()
    released.release()
    #expect(released == .released(waited: false, enteredBegan: false))
  }

  @Test("A report duty: queued once, reported, and leaving the queue clean or still pending")
  func reportDuty() {
    var duty = ReportDuty.none
    let first = duty.enqueue()
    let second = duty.enqueue()
    #expect(first && !second)
    #expect(duty.isPending && duty.isQueued)
    duty.reported()
    #expect(duty == .queued(pending: false))
    duty.change()
    #expect(duty == .queued(pending: true))
    duty.leaveQueue()
    #expect(duty == .pending)
    duty.reported()
    #expect(duty == .none)
    duty.change()
    #expect(duty == .pending && !duty.isQueued)
  }

  @Test("isUndecided, the fast exclusion guard, is the table's exclusion guard")
  func undecidedIsTheExclusionGuard() {
    let progresses: [AttemptProgress] = [
      .held(waited: false, enteredBegan: false), .released(waited: false, enteredBegan: true),
      .announced(waited: false),
    ]
    for state in UIGestureRecognizer.State.allCases {
      for progress in progresses {
        let recognizer = UIGestureRecognizer()
        recognizer.storedState = state
        recognizer.attempt.progress = progress
        #expect(
          recognizer.isUndecided == (recognizer.destination(of: .exclusion) != nil),
          "\(state) \(progress)")
      }
    }
  }
}
