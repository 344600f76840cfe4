// SwiftUI-spelled types sit on top of UIKit's surface: views, hosting and gestures are built from
// GestureCore's views, controllers and recognizers, and `@Observable` models from Observation.
@_exported import GestureCore
@_exported import Observation
