# Shared set-up for the scripts in this folder: sourced, not run.
#
# Checks for Swift and installs the Debian packages GestureSim uses when they are missing:
# libevdev-dev and libmtdev-dev (TouchTraces reads the kernel's evdev names through libevdev and
# converts multitouch protocol A through mtdev, as libinput does: every build needs them), libinput-dev (headers for live input, the default LibInput trait),
# libinput-tools (the
# ecosystem's recorder and analyzers, used by interop tests) and what scripts/mock-device needs
# to present recordings to libinput as mocked devices (GESTURESIM_MOCK_PACKAGES). When it cannot
# install them it says what to run, and the caller decides whether to go on without them.

# scripts/mock-device: umockdev and its GObject API from Python, PyYAML for libinput record
# files, a C compiler for its small fstat() shim, and unshare(1).
GESTURESIM_MOCK_PACKAGES=(umockdev gir1.2-umockdev-1.0 python3-gi python3-yaml gcc libc6-dev util-linux)

gesturesim_note() { printf 'gesturesim: %s\n' "$*" >&2; }

gesturesim_require_swift() {
  if ! command -v swift >/dev/null 2>&1; then
    gesturesim_note "Swift 6.2 or newer is needed and 'swift' is not on PATH."
    gesturesim_note "Install it from https://www.swift.org/install/linux/ and run this again."
    exit 1
  fi
}

# Installs the named Debian packages that are missing. Returns 1 (after saying what is needed)
# when they are missing and cannot be installed here.
gesturesim_apt_install() {
  local missing=() package
  for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' \
      || missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
      sudo="sudo"
    else
      gesturesim_note "missing Debian packages: ${missing[*]}"
      gesturesim_note "install them with: sudo apt-get install -y ${missing[*]}"
      return 1
    fi
  fi
  if ! command -v apt-get >/dev/null 2>&1; then
    gesturesim_note "missing packages: ${missing[*]} (this is not a Debian-like system: install libevdev's, mtdev's and libinput's development files with your package manager)"
    return 1
  fi
  gesturesim_note "installing ${missing[*]} (apt-get)"
  $sudo apt-get update -qq >/dev/null \
    && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null \
    || { gesturesim_note "apt-get could not install ${missing[*]}"; return 1; }
}

# Installs what every build needs (libevdev-dev, libmtdev-dev), or says what to install and exits.
gesturesim_require_build_packages() {
  gesturesim_apt_install libevdev-dev libmtdev-dev || {
    gesturesim_note "TouchTraces reads evdev names through libevdev and protocol A through mtdev; the build needs libevdev-dev and libmtdev-dev"
    exit 1
  }
}

# Sets GESTURESIM_TRAITS to the swift build flags for this machine: the default traits when
# libinput-dev is (or can be) installed, --disable-default-traits otherwise, with a note.
# Installs libevdev-dev and libmtdev-dev first, which every build needs.
gesturesim_choose_traits() {
  gesturesim_require_build_packages
  if gesturesim_apt_install libinput-dev; then
    GESTURESIM_TRAITS=()
  else
    gesturesim_note "building without live input (--disable-default-traits); everything else works"
    GESTURESIM_TRAITS=(--disable-default-traits)
  fi
}

# Reads `swift build`'s output and prints, on standard error, a line each time the build passes
# another tenth of its steps, plus every line that reports an error, so that a long first build
# shows it is moving without the hundreds of lines of a full log. Used in a pipeline under
# `set -o pipefail`, so the build's exit status is kept.
gesturesim_build_progress() {
  awk -v what="${1:-building}" '
    /error:/ { print > "/dev/stderr"; next }
    match($0, /^\[[0-9]+\/[0-9]+\]/) {
      split(substr($0, 2, RLENGTH - 2), step, "/")
      if (step[2] > 0) {
        tenth = int(step[1] * 10 / step[2])
        if (tenth > shown) {
          shown = tenth
          printf "gesturesim: %s: %d%% (%d of %d steps)\n", what, tenth * 10, step[1], step[2] > "/dev/stderr"
        }
      }
    }'
}
