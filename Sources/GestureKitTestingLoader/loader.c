// Runs when the binary that links GestureKitTesting is loaded, before any test: installs the
// hook that turns GestureKit's problems into test issues. Swift has no code that runs on load,
// and a test target should not have to call anything for its tests to fail on a problem.
#include "GestureKitTestingLoader.h"

// Defined in GestureKitTesting (Swift, @_cdecl).
extern void gesturekit_testing_install(void);

__attribute__((constructor)) static void gesturekit_testing_load(void) {
  gesturekit_testing_install();
}
