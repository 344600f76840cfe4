import GestureKit
import Testing

/// The seeds' examples as the seeds write them (only the import edit), one test each, named
/// after the seed's file and section, driven with touches and checked against what its text says.
@Suite("The seeds' examples, as written")
@MainActor
struct SeedExamplesTests {}
