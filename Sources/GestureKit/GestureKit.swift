// The one import users write, as `import SwiftUI` is on iOS: it brings UIKit's half (the engine,
// views, controllers and recognizers in GestureCore), SwiftUI's half (GestureUI, which
// re-exports OpenCombine as SwiftUI re-exports Combine), Observation for `@Observable` models,
// and Foundation, which GestureCore re-exports. Foundation comes through
// GestureCore only, not named here: that is what lets GestureCore's Foundation timers
// (`Time/FoundationTimers.swift`) take precedence over Foundation's own in a file that imports
// GestureKit.
@_exported import GestureCore
@_exported import GestureUI
@_exported import GestureUIKit
@_exported import Observation
