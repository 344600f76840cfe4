// A stub of the Objective-C runtime's associated objects, with the signatures the ObjectiveC
// module gives them on iOS, so that docs/PortableActions.swift type-checks on Linux
// (scripts/check-portable-actions). Nothing here runs.

/// How an associated object is held (objc_AssociationPolicy).
// swift-format-ignore: TypeNamesShouldBeCapitalized, AlwaysUseLowerCamelCase
public enum objc_AssociationPolicy: UInt, Sendable {
  case OBJC_ASSOCIATION_ASSIGN = 0
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  case OBJC_ASSOCIATION_RETAIN = 769
  case OBJC_ASSOCIATION_COPY = 771
}

/// objc_getAssociatedObject(_:_:).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  nil
}

/// objc_setAssociatedObject(_:_:_:_:).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {}
