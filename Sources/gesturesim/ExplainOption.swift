import ArgumentParser

/// `--explain`: each transcript line says why its state changed (`replay`, `live`).
struct ExplainOption: ParsableArguments {
  @Flag(
    help: """
      Say why each state changed: the rule, with the numbers involved (text: a trailing \
      `because …`; json: a `cause` object).
      """)
  var explain = false
}
