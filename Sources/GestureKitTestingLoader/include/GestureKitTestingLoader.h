// Nothing to call: linking this target installs GestureKitTesting's hook when the test binary
// loads (see loader.c).
#ifndef GESTUREKIT_TESTING_LOADER_H
#define GESTUREKIT_TESTING_LOADER_H
#endif
