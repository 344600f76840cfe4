import Foundation
import GestureKit
import GestureReports
import Testing

@Test("A JSON Lines entry keeps the schema's key order and rounds to 6 decimals")
func jsonLine() {
  let entry = TranscriptEntry(
    time: 0.5200004, recognizer: "pan", type: "pan", view: "canvas", previousState: .began,
    state: .changed, touches: 1, location: CGPoint(x: 140, y: 200),
    values: [.pair("translation", CGPoint(x: 30, y: -0.0000001))])
  #expect(
    TranscriptFormat.json.line(for: entry)
      == #"{"t":0.52,"recognizer":"pan","type":"pan","view":"canvas","state":"changed","#
      + #""touches":1,"location":[140,200],"translation":[30,0]}"#)
  #expect(
    TranscriptFormat.text.line(for: entry)
      == "+0.520s  pan  canvas  began → changed  (140.0, 200.0)  translation (30.0, 0.0)")
}
