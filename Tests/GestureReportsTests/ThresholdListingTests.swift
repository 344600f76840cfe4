import Foundation
import GestureKit
import GestureReports
import Testing

@Suite("Threshold listings")
struct ThresholdListingTests {
  @Test("Types are chosen by scene name or class name; every threshold when none is named")
  func choosing() {
    #expect(ThresholdListing.thresholds().count == GestureThresholds.all.count)
    let tap = ThresholdListing.thresholds(of: ["tap"])
    #expect(tap.count == 4 && tap.allSatisfy { $0.property.hasPrefix("UITapGestureRecognizer.") })
    #expect(ThresholdListing.thresholds(of: ["UITapGestureRecognizer"]) == tap)
    #expect(
      ThresholdListing.thresholds(of: ["screenEdgePan"]).map(\.property) == [
        "UIScreenEdgePanGestureRecognizer.edgeRegionSize"
      ])
    #expect(ThresholdListing.thresholds(of: ["hover"]).isEmpty)
  }

  @Test("Text is one aligned line per threshold with its value, unit, provenance and source")
  func text() {
    let lines = ThresholdListing.text(ThresholdListing.thresholds(of: ["tap"])).split(
      separator: "\n")
    #expect(lines.count == 4)
    #expect(lines[0].hasPrefix("UITapGestureRecognizer.allowableMovement  "))
    #expect(lines[0].contains("  45 pt  ") && lines[0].contains("reverse-engineered"))
    #expect(lines[0].hasSuffix("UITapRecognizer, which encodes it only when it differs from 45"))
    // The value column starts at the same place on every line.
    let width = lines.map { $0.prefix { $0 != " " }.count }.max()!
    for line in lines.map(Array.init) {
      #expect(line[width + 1] == " " && line[width + 2] != " ")
    }
    let swipe = ThresholdListing.text(ThresholdListing.thresholds(of: ["swipe"]))
    #expect(swipe.contains("unlimited") && swipe.contains("200 pt/s") && swipe.contains("  0.06  "))
  }

  @Test("JSON Lines carry the same facts, unlimited as null")
  func json() throws {
    let text = ThresholdListing.jsonLines(GestureThresholds.all)
    let objects = try text.split(separator: "\n").map {
      try #require(
        try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(objects.count == GestureThresholds.all.count)
    #expect(objects[0]["property"] as? String == "UITapGestureRecognizer.allowableMovement")
    #expect(objects[0]["value"] as? Double == 45)
    #expect(objects[0]["provenance"] as? String == "reverse-engineered")
    let unlimited = try #require(
      objects.first {
        $0["property"] as? String == "UISwipeGestureRecognizer.maximumPrimaryMovement"
      })
    #expect(unlimited["value"] is NSNull)
  }
}
