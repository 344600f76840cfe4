// SwiftUI-spelled types sit on top of UIKit's surface: views, hosting and gestures are built from
// GestureCore's views, controllers and recognizers, and `@Observable` models from Observation.
// Combine's API comes from OpenCombine, re-exported here because SwiftUI re-exports Combine on
// iOS: a file that imports SwiftUI there (GestureKit here) writes `ObservableObject`,
// `@Published`, `AnyCancellable` and `sink` without `import Combine`.
@_exported import GestureCore
@_exported import Observation
@_exported import OpenCombine
