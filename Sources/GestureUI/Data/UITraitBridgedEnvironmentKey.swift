import Foundation
import GestureCore

/// An environment key whose value is also a UIKit trait, both ways, as SwiftUI's
/// `UITraitBridgedEnvironmentKey` (iOS 17) is.
///
///     extension FeatureOneKey: UITraitBridgedEnvironmentKey {
///       static func read(from traitCollection: UITraitCollection) -> Bool {
///         traitCollection[FeatureOneTrait.self]
///       }
///       static func write(to mutableTraits: inout UIMutableTraits, value: Bool) {
///         mutableTraits.featureOne = value
///       }
///     }
///
/// UIKit to SwiftUI: where no SwiftUI view above set the key, `@Environment` in content hosted
/// by a ``UIHostingController`` (or any hosting view) reads it from the hosting view's traits
/// with ``read(from:)``, so a `traitOverrides` set on a controller or view above reaches it;
/// a later change of those traits runs the bodies that read the key again, in the update pass.
///
/// SwiftUI to UIKit: a value set with `environment(_:_:)` above a representable is written with
/// ``write(to:value:)`` into the traits of the representable's view (and so of its controller
/// and everything inside), before `makeUIView`/`makeUIViewController` and again at each update;
/// its trait registrations hear of the change in the update pass. The UIKit side's own
/// `traitOverrides` win over bridged values.
public protocol UITraitBridgedEnvironmentKey: EnvironmentKey {
  /// The key's value in `traitCollection`.
  static func read(from traitCollection: UITraitCollection) -> Value
  /// Writes `value` into `mutableTraits`.
  static func write(to mutableTraits: inout any UIMutableTraits, value: Value)
}

extension UITraitBridgedEnvironmentKey {
  /// Reads the value from `traits` as `Any`.
  static func bridgedRead(from traits: UITraitCollection) -> Any {
    read(from: traits)
  }

  /// A write of `value` into traits.
  static func bridgedWrite(_ value: Any) -> (inout any UIMutableTraits) -> Void {
    { traits in
      guard let value = value as? Value else { return }
      write(to: &traits, value: value)
    }
  }
}
