// The one import users write, as `import SwiftUI` is on iOS: it brings UIKit's half (the engine,
// views, controllers and recognizers in GestureCore), SwiftUI's half (GestureUI), Observation for
// `@Observable` models, and Foundation's geometry types.
@_exported import Foundation
@_exported import GestureCore
@_exported import GestureUI
@_exported import Observation
