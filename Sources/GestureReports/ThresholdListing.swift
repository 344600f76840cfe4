import GestureCore

/// The built-in recognizers' thresholds as `gesturesim thresholds` lists them, read from
/// ``GestureKit/GestureThresholds/all``, the one table of their values, units and sources.
///
///     UITapGestureRecognizer.allowableMovement  45 pt  reverse-engineered  UITapRecognizer, …
public enum ThresholdListing {
  /// The thresholds of the types named (a class name, `UITapGestureRecognizer`, or its scene
  /// name, `tap`); every threshold when `types` is empty.
  public static func thresholds(of types: [String] = []) -> [GestureThresholds.Threshold] {
    guard !types.isEmpty else { return GestureThresholds.all }
    return GestureThresholds.all.filter { threshold in
      let owner = threshold.property.split(separator: ".").first.map(String.init) ?? ""
      return types.contains {
        owner == $0 || owner == RecognizerDeclaration.builtIn($0)?.className
      }
    }
  }

  /// The value with its unit, as people read it: `45 pt`, `0.35 s`, `unlimited`.
  public static func value(of threshold: GestureThresholds.Threshold) -> String {
    if threshold.isUnlimited { return "unlimited" }
    let number = JSONLines.number(threshold.value)
    return threshold.unit == "1" ? number : "\(number) \(threshold.unit)"
  }

  /// One line per threshold, in aligned columns: property, value and unit, provenance, source.
  public static func text(_ thresholds: [GestureThresholds.Threshold]) -> String {
    let rows = thresholds.map {
      [$0.property, value(of: $0), $0.provenance.rawValue, $0.source]
    }
    var widths = [0, 0, 0]
    for row in rows {
      for column in 0..<3 { widths[column] = max(widths[column], row[column].count) }
    }
    var text = ""
    for row in rows {
      for column in 0..<3 {
        text += row[column] + String(repeating: " ", count: widths[column] - row[column].count + 2)
      }
      text += row[3] + "\n"
    }
    return text
  }

  /// One JSON object per threshold and line: `property`, `value` (`null` when unlimited),
  /// `unit`, `provenance`, `source`.
  public static func jsonLines(_ thresholds: [GestureThresholds.Threshold]) -> String {
    var text = ""
    for threshold in thresholds {
      let value = threshold.isUnlimited ? "null" : JSONLines.number(threshold.value)
      text += "{\"property\":\(JSONLines.string(threshold.property)),\"value\":\(value)"
      text += ",\"unit\":\(JSONLines.string(threshold.unit))"
      text += ",\"provenance\":\(JSONLines.string(threshold.provenance.rawValue))"
      text += ",\"source\":\(JSONLines.string(threshold.source))}\n"
    }
    return text
  }
}

extension GestureThresholds.Threshold {
  /// Whether the default puts no limit at all (`CGFloat.greatestFiniteMagnitude`).
  var isUnlimited: Bool { value >= 1e300 }
}
