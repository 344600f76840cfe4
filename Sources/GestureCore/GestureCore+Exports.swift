// GestureKit's API speaks in Foundation's CGPoint, CGSize, CGRect and TimeInterval, as UIKit's
// does; `import UIKit` brings them along on iOS, so `import GestureKit` does here.
@_exported import Foundation
