#ifndef GESTURESIM_CLIBINPUT_SHIM_H
#define GESTURESIM_CLIBINPUT_SHIM_H

// libinput's public API and the udev context it needs for seat-based discovery.
#include <libinput.h>
#include <libudev.h>

#endif
