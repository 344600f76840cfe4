#ifndef GESTURESIM_CMTDEV_SHIM_H
#define GESTURESIM_CMTDEV_SHIM_H

// mtdev's plumbing API: multitouch protocol A converted to protocol B (slots) event by event,
// without a device node, as libinput converts protocol A devices.
#include <linux/input.h>
#include <mtdev-plumbing.h>

#endif
