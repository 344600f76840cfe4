import ArgumentParser

/// An option's value that is one of a fixed set of names: an enumeration whose raw values are
/// what the command line takes (`--format text`, `--via libinput`).
///
/// ArgumentParser lists such values for help and completions (`allValueStrings`,
/// `allValueDescriptions`) in generic code that, for every option of such a type and on every
/// run, builds a key path per case and asks the runtime for the type's conformances; each first
/// question scans every conformance record of the binary (about 7,000 in a static build). That
/// was 4 M instructions of the start-up of every `replay`. These give the same lists from code
/// compiled for each type.
protocol NamedArgument: ExpressibleByArgument, CaseIterable, RawRepresentable<String> {}

extension NamedArgument {
  public static var allValueStrings: [String] { allCases.map { $0.rawValue } }

  /// Each name whose description differs from it, as ArgumentParser lists them (none of ours
  /// does today, so help shows the names alone).
  public static var allValueDescriptions: [String: String] {
    var descriptions: [String: String] = [:]
    for value in allCases where value.rawValue != value.defaultValueDescription {
      descriptions[value.rawValue] = value.defaultValueDescription
    }
    return descriptions
  }
}
