#ifndef GESTURESIM_CLIBEVDEV_SHIM_H
#define GESTURESIM_CLIBEVDEV_SHIM_H

// libevdev's names for event types, codes and properties, generated from the kernel's
// linux/input-event-codes.h when libevdev is built.
#include <libevdev/libevdev.h>

#endif
