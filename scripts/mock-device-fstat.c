// Part of scripts/mock-device; compiled by it at first use into a cache folder.
//
// umockdev (before 0.19.2) presents a mocked /dev/input/eventN as a pseudo-terminal and does not
// wrap fstat(), so a program that fstat()s the open node sees a pty (major 136) and libinput
// refuses the device ("failed to create input device"). This preload library answers fstat() on
// such a descriptor with the character device the harness assigned to it. The harness writes the
// assignments to $UMOCKDEV_DIR/gesturesim-devnums, one "PTY_MAJOR PTY_MINOR MAJOR MINOR" line
// per mocked node. Every other descriptor is left exactly as the C library reports it.
#define _GNU_SOURCE
#define _LARGEFILE64_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>

static void assign_device_number(mode_t mode, dev_t *device) {
  if (!S_ISCHR(mode)) return;
  const char *root = getenv("UMOCKDEV_DIR");
  if (root == NULL) return;
  char path[4096];
  snprintf(path, sizeof path, "%s/gesturesim-devnums", root);
  FILE *table = fopen(path, "re");
  if (table == NULL) return;
  unsigned pty_major, pty_minor, major_number, minor_number;
  while (fscanf(table, "%u %u %u %u", &pty_major, &pty_minor, &major_number, &minor_number) == 4) {
    if (major(*device) == pty_major && minor(*device) == pty_minor) {
      *device = makedev(major_number, minor_number);
      break;
    }
  }
  fclose(table);
}

int fstat(int fd, struct stat *st) {
  static int (*next)(int, struct stat *);
  if (next == NULL) next = (int (*)(int, struct stat *))dlsym(RTLD_NEXT, "fstat");
  int result = next(fd, st);
  if (result == 0) assign_device_number(st->st_mode, &st->st_rdev);
  return result;
}

int fstat64(int fd, struct stat64 *st) {
  static int (*next)(int, struct stat64 *);
  if (next == NULL) next = (int (*)(int, struct stat64 *))dlsym(RTLD_NEXT, "fstat64");
  int result = next(fd, st);
  if (result == 0) assign_device_number(st->st_mode, &st->st_rdev);
  return result;
}
