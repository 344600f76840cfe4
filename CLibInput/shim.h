#ifndef GESTURESIM_CLIBINPUT_SHIM_H
#define GESTURESIM_CLIBINPUT_SHIM_H

// libinput's public API and the udev context it needs for seat-based discovery.
#include <libinput.h>
#include <libudev.h>
#include <dlfcn.h>
#include <stddef.h>

// libinput is loaded when live input first needs it, not linked: linked, it and what it pulls in
// (libudev, libwacom, libgudev, GLib, GObject, libffi, PCRE2) were loaded and initialised on
// every start of gesturesim, about 0.6 ms of a replay that never touches a device.
//
// Each function that LiveInput calls, once: the table's fields take their names and types from
// the declarations above, so a call reads as the C call does and the compiler checks its
// arguments, and nothing refers to the library's symbols at link time.
#define GESTURESIM_LIBINPUT_FUNCTIONS(F) \
  F(libinput_config_status_to_str) \
  F(libinput_device_config_calibration_get_default_matrix) \
  F(libinput_device_config_calibration_has_matrix) \
  F(libinput_device_config_calibration_set_matrix) \
  F(libinput_device_config_click_set_method) \
  F(libinput_device_config_scroll_set_method) \
  F(libinput_device_config_scroll_set_natural_scroll_enabled) \
  F(libinput_device_config_tap_get_finger_count) \
  F(libinput_device_config_tap_set_button_map) \
  F(libinput_device_config_tap_set_drag_enabled) \
  F(libinput_device_config_tap_set_enabled) \
  F(libinput_device_get_name) \
  F(libinput_device_get_size) \
  F(libinput_device_get_udev_device) \
  F(libinput_device_has_capability) \
  F(libinput_device_ref) \
  F(libinput_device_touch_get_touch_count) \
  F(libinput_device_unref) \
  F(libinput_dispatch) \
  F(libinput_event_destroy) \
  F(libinput_event_gesture_get_angle_delta) \
  F(libinput_event_gesture_get_cancelled) \
  F(libinput_event_gesture_get_dx) \
  F(libinput_event_gesture_get_dx_unaccelerated) \
  F(libinput_event_gesture_get_dy) \
  F(libinput_event_gesture_get_dy_unaccelerated) \
  F(libinput_event_gesture_get_finger_count) \
  F(libinput_event_gesture_get_scale) \
  F(libinput_event_gesture_get_time_usec) \
  F(libinput_event_get_device) \
  F(libinput_event_get_gesture_event) \
  F(libinput_event_get_pointer_event) \
  F(libinput_event_get_touch_event) \
  F(libinput_event_get_type) \
  F(libinput_event_pointer_get_absolute_x_transformed) \
  F(libinput_event_pointer_get_absolute_y_transformed) \
  F(libinput_event_pointer_get_button) \
  F(libinput_event_pointer_get_button_state) \
  F(libinput_event_pointer_get_dx) \
  F(libinput_event_pointer_get_dx_unaccelerated) \
  F(libinput_event_pointer_get_dy) \
  F(libinput_event_pointer_get_dy_unaccelerated) \
  F(libinput_event_pointer_get_scroll_value) \
  F(libinput_event_pointer_get_time_usec) \
  F(libinput_event_pointer_has_axis) \
  F(libinput_event_touch_get_seat_slot) \
  F(libinput_event_touch_get_slot) \
  F(libinput_event_touch_get_time_usec) \
  F(libinput_event_touch_get_x) \
  F(libinput_event_touch_get_x_transformed) \
  F(libinput_event_touch_get_y) \
  F(libinput_event_touch_get_y_transformed) \
  F(libinput_get_event) \
  F(libinput_get_fd) \
  F(libinput_get_user_data) \
  F(libinput_log_set_handler) \
  F(libinput_log_set_priority) \
  F(libinput_next_event_type) \
  F(libinput_path_add_device) \
  F(libinput_path_create_context) \
  F(libinput_udev_assign_seat) \
  F(libinput_udev_create_context) \
  F(libinput_unref) \
  F(udev_device_get_devnode) \
  F(udev_device_unref) \
  F(udev_new) \
  F(udev_unref)

#define GESTURESIM_LIBINPUT_FIELD(name) __typeof__(&name) _Nonnull name;

/// The functions of libinput (and of libudev, which libinput loads) that LiveInput calls.
struct gesturesim_libinput {
  GESTURESIM_LIBINPUT_FUNCTIONS(GESTURESIM_LIBINPUT_FIELD)
};

/// Loads libinput and finds every function of the table; the table, or NULL with the loader's
/// message in `*failure` (a library or function that could not be found). Once loaded, later
/// calls return the same table.
static inline const struct gesturesim_libinput *_Nullable gesturesim_libinput_load(
    const char *_Nullable *_Nonnull failure) {
  static struct gesturesim_libinput table;
  static int loaded;
  if (loaded) return &table;
  // The runtime name Debian's libinput10 installs (libinput's ABI has been 10 since 2015).
  void *library = dlopen("libinput.so.10", RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) {
    *failure = dlerror();
    return NULL;
  }
#define GESTURESIM_LIBINPUT_FIND(name) \
  table.name = (__typeof__(&name))dlsym(library, #name); \
  if (table.name == NULL) { \
    *failure = dlerror(); \
    return NULL; \
  }
  GESTURESIM_LIBINPUT_FUNCTIONS(GESTURESIM_LIBINPUT_FIND)
#undef GESTURESIM_LIBINPUT_FIND
  loaded = 1;
  return &table;
}

#endif
