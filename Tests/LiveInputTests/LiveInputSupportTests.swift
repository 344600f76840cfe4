import LiveInput
import Testing

@Suite("Live input support")
struct LiveInputSupportTests {
  @Test("The build reports whether it reads devices through libinput, matching the LibInput trait")
  func availability() {
    #if LibInput
      #expect(LiveInputSupport.isAvailable)
    #else
      #expect(!LiveInputSupport.isAvailable)
    #endif
    #expect(LiveInputSupport.unavailableMessage.contains("libinput-dev"))
  }
}
