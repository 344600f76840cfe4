/// Stops the program with `message` when `condition` is false, in every build.
///
/// Swift's `precondition` checks in a release (`-O`) build too, but drops its message there,
/// so a misuse would stop the program with only "precondition failure". GestureKit's checks of
/// what callers hand it (finite times, a tree without cycles) speak in every build instead, as
/// `fatalError` does.
@inline(__always)
package func gestureKitPrecondition(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
  file: StaticString = #fileID, line: UInt = #line
) {
  if !condition() { fatalError(message(), file: file, line: line) }
}
