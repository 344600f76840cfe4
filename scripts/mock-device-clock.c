// Part of scripts/mock-device --virtual-clock; compiled by it at first use into a cache folder.
//
// Gives the command a monotonic clock that the harness drives, so that a replay through libinput
// runs as fast as the machine allows and gives the same result every time. Inside the command:
//
// - clock_gettime() on the monotonic clocks returns the virtual time;
// - timerfd_create() on them makes a timer whose expiry is kept in virtual time: when the virtual
//   time reaches it, the real timer is set to expire at once, so that poll and epoll see it;
// - poll() that would block asks the harness to move time on instead: up to the poll's own
//   timeout or the earliest virtual timer, or to the next recorded frame, which the harness has
//   queued (and made readable) before it answers.
//
// The channel is the descriptor in $MOCK_DEVICE_CLOCK_FD: each request is two little-endian
// 64-bit numbers, the virtual now and the limit (UINT64_MAX for none), in microseconds; each
// answer is the new virtual now, or UINT64_MAX when the recording is over and nothing waits,
// at which point the command gets SIGINT, as from Ctrl-C, and the poll returns EINTR.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/timerfd.h>
#include <time.h>
#include <unistd.h>

#define NONE UINT64_MAX
#define MAX_TIMERS 64

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static uint64_t now_us;
static int channel = -1;
static int started;
static struct {
  int fd;
  uint64_t expiry;  // NONE when disarmed
} timers[MAX_TIMERS];

static int (*real_clock_gettime)(clockid_t, struct timespec *);
static int (*real_poll)(struct pollfd *, nfds_t, int);
static int (*real_timerfd_create)(int, int);
static int (*real_timerfd_settime)(int, int, const struct itimerspec *, struct itimerspec *);
static int (*real_timerfd_gettime)(int, struct itimerspec *);

static int is_monotonic(clockid_t clock) {
  return clock == CLOCK_MONOTONIC || clock == CLOCK_MONOTONIC_RAW ||
         clock == CLOCK_MONOTONIC_COARSE || clock == CLOCK_BOOTTIME;
}

static void start(void) {
  if (started) return;
  started = 1;
  real_clock_gettime = (int (*)(clockid_t, struct timespec *))dlsym(RTLD_NEXT, "clock_gettime");
  real_poll = (int (*)(struct pollfd *, nfds_t, int))dlsym(RTLD_NEXT, "poll");
  real_timerfd_create = (int (*)(int, int))dlsym(RTLD_NEXT, "timerfd_create");
  real_timerfd_settime = (int (*)(int, int, const struct itimerspec *, struct itimerspec *))dlsym(
      RTLD_NEXT, "timerfd_settime");
  real_timerfd_gettime =
      (int (*)(int, struct itimerspec *))dlsym(RTLD_NEXT, "timerfd_gettime");
  const char *fd = getenv("MOCK_DEVICE_CLOCK_FD");
  if (fd != NULL) channel = atoi(fd);
  struct timespec real;
  real_clock_gettime(CLOCK_MONOTONIC, &real);
  now_us = (uint64_t)real.tv_sec * 1000000u + (uint64_t)real.tv_nsec / 1000u;
  for (int i = 0; i < MAX_TIMERS; i++) timers[i].fd = -1;
}

int clock_gettime(clockid_t clock, struct timespec *value) {
  pthread_mutex_lock(&lock);
  start();
  if (channel < 0 || !is_monotonic(clock)) {
    pthread_mutex_unlock(&lock);
    return real_clock_gettime(clock, value);
  }
  value->tv_sec = (time_t)(now_us / 1000000u);
  value->tv_nsec = (long)(now_us % 1000000u) * 1000;
  pthread_mutex_unlock(&lock);
  return 0;
}

/// Makes the real timer of slot `i` readable now.
static void fire(int i) {
  struct itimerspec soon = {.it_value = {.tv_sec = 0, .tv_nsec = 1}};
  real_timerfd_settime(timers[i].fd, 0, &soon, NULL);
  timers[i].expiry = NONE;
}

int timerfd_create(int clock, int flags) {
  pthread_mutex_lock(&lock);
  start();
  int fd = real_timerfd_create(clock, flags);
  if (fd >= 0 && channel >= 0 && is_monotonic(clock)) {
    for (int i = 0; i < MAX_TIMERS; i++) {
      if (timers[i].fd < 0) {
        timers[i].fd = fd;
        timers[i].expiry = NONE;
        break;
      }
    }
  }
  pthread_mutex_unlock(&lock);
  return fd;
}

static int slot_of(int fd) {
  for (int i = 0; i < MAX_TIMERS; i++)
    if (timers[i].fd == fd) return i;
  return -1;
}

static uint64_t microseconds(const struct timespec *value) {
  return (uint64_t)value->tv_sec * 1000000u + ((uint64_t)value->tv_nsec + 999u) / 1000u;
}

int timerfd_settime(int fd, int flags, const struct itimerspec *value, struct itimerspec *old) {
  pthread_mutex_lock(&lock);
  start();
  int i = slot_of(fd);
  if (i < 0) {
    pthread_mutex_unlock(&lock);
    return real_timerfd_settime(fd, flags, value, old);
  }
  if (old != NULL) memset(old, 0, sizeof *old);
  // Disarm the real timer (this also clears an expiry not yet read), then keep the virtual one.
  struct itimerspec off = {0};
  real_timerfd_settime(fd, 0, &off, NULL);
  if (value->it_value.tv_sec == 0 && value->it_value.tv_nsec == 0) {
    timers[i].expiry = NONE;
  } else {
    uint64_t at = microseconds(&value->it_value);
    timers[i].expiry = (flags & TFD_TIMER_ABSTIME) ? at : now_us + at;
    if (timers[i].expiry <= now_us) fire(i);
  }
  pthread_mutex_unlock(&lock);
  return 0;
}

int timerfd_gettime(int fd, struct itimerspec *value) {
  pthread_mutex_lock(&lock);
  start();
  int i = slot_of(fd);
  if (i < 0) {
    pthread_mutex_unlock(&lock);
    return real_timerfd_gettime(fd, value);
  }
  memset(value, 0, sizeof *value);
  if (timers[i].expiry != NONE && timers[i].expiry > now_us) {
    uint64_t left = timers[i].expiry - now_us;
    value->it_value.tv_sec = (time_t)(left / 1000000u);
    value->it_value.tv_nsec = (long)(left % 1000000u) * 1000;
  }
  pthread_mutex_unlock(&lock);
  return 0;
}

static int exchange(uint64_t limit, uint64_t *answer) {
  uint64_t request[2] = {now_us, limit};
  if (write(channel, request, sizeof request) != (ssize_t)sizeof request) return -1;
  size_t got = 0;
  while (got < sizeof *answer) {
    ssize_t n = read(channel, (char *)answer + got, sizeof *answer - got);
    if (n <= 0) {
      if (n < 0 && errno == EINTR) continue;
      return -1;
    }
    got += (size_t)n;
  }
  return 0;
}

int poll(struct pollfd *fds, nfds_t count, int timeout) {
  pthread_mutex_lock(&lock);
  start();
  pthread_mutex_unlock(&lock);
  int ready = real_poll(fds, count, 0);
  if (ready != 0 || timeout == 0 || channel < 0) return ready;
  pthread_mutex_lock(&lock);
  uint64_t deadline = timeout < 0 ? NONE : now_us + (uint64_t)timeout * 1000u;
  for (;;) {
    uint64_t limit = deadline;
    for (int i = 0; i < MAX_TIMERS; i++)
      if (timers[i].fd >= 0 && timers[i].expiry < limit) limit = timers[i].expiry;
    uint64_t answer;
    if (exchange(limit, &answer) != 0) {
      pthread_mutex_unlock(&lock);
      errno = EIO;
      return -1;
    }
    if (answer == NONE) {
      // The recording is over and nothing waits on time: end the command as Ctrl-C would.
      pthread_mutex_unlock(&lock);
      raise(SIGINT);
      // The handler has run; a poll interrupted by it says so, whatever the handler did.
      errno = EINTR;
      return -1;
    }
    if (answer > now_us) now_us = answer;
    int expecting = answer < limit;  // a frame was queued
    for (int i = 0; i < MAX_TIMERS; i++) {
      if (timers[i].fd >= 0 && timers[i].expiry <= now_us) {
        fire(i);
        expecting = 1;
      }
    }
    pthread_mutex_unlock(&lock);
    // What was just queued or fired is ready within microseconds of real time.
    ready = real_poll(fds, count, expecting ? 1000 : 0);
    if (ready != 0) return ready;
    pthread_mutex_lock(&lock);
    if (deadline != NONE && now_us >= deadline) {
      pthread_mutex_unlock(&lock);
      return 0;
    }
  }
}
