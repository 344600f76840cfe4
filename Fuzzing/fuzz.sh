#!/usr/bin/env bash
# Builds one fuzz target with libFuzzer and AddressSanitizer and runs it.
#   Fuzzing/fuzz.sh libinput-record|evemu|touch-script|scene|replay|debug-events|swiftui-scene|merge-report [seconds]
#   Fuzzing/fuzz.sh --regressions [seconds-per-target]
# The corpus lives outside the repository, in ${GESTURESIM_FUZZ_CORPUS:-$TMPDIR/gesturesim-fuzz}/
# <target>: it is seeded with the real recordings in ../shared/traces/libinput (read from
# there, when present), the repository's own traces (Traces/, Tests/Recordings) and
# Fuzzing/regressions/<target>. Crashes
# are written as crash-* files in the current directory; each one found becomes a file in
# Fuzzing/regressions/<target> and a regression test.
# --regressions builds every target and runs each briefly over Fuzzing/regressions (CI).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/.." && pwd)
shared="$repo/../shared/traces/libinput"
targets="libinput-record evemu touch-script scene replay debug-events swiftui-scene merge-report"

# The replay and SwiftUI scene targets build scenes whose views, recognizers and delegates refer to each other;
# GestureKit does not free every such graph yet (a known leak, not a crash), so leak detection
# is off for those targets only (replay and swiftui-scene).
extra_flags() {
  if [ "$1" = replay ] || [ "$1" = swiftui-scene ]; then echo "-detect_leaks=0"; fi
  # Each target's dictionary: the tokens of its formats and the bytes and numbers that broke
  # readers before (line ends libyaml honours, comments, block scalars, nan, inf, 1e300, Int.max).
  echo "-dict=$here/dictionaries/$1.dict"
}
[ "${1:-}" = replay ] || [ "${1:-}" = swiftui-scene ] || [ "${1:-}" = --regressions ] && export ASAN_OPTIONS="detect_leaks=0"

product_of() {
  case "$1" in
    libinput-record) echo FuzzLibinputRecord ;;
    evemu) echo FuzzEvemu ;;
    touch-script) echo FuzzTouchScript ;;
    scene) echo FuzzScene ;;
    replay) echo FuzzReplay ;;
    debug-events) echo FuzzDebugEvents ;;
    swiftui-scene) echo FuzzSwiftUIScene ;;
    merge-report) echo FuzzMergeReport ;;
    *) echo "usage: $0 libinput-record|evemu|touch-script|scene|replay|debug-events|swiftui-scene|merge-report [seconds]" >&2; exit 64 ;;
  esac
}

build() {
  swift build --package-path "$here" -c debug --product "$1" \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld
}

# Copies the seeds of target $1 into the scratch folder $2.
seed() {
  mkdir -p "$2"
  local files=()
  case "$1" in
    libinput-record) files+=("$repo"/Traces/recordings/*.yml "$repo"/Traces/devices/*.yml "$repo"/Tests/Recordings/*.yml) ;;
    evemu) files+=("$here"/seeds/evemu/* "$repo"/Traces/devices/*.evemu) ;;
    touch-script) files+=("$repo"/Traces/scripts/*.touches.yml) ;;
    scene) files+=("$repo"/Traces/scenes/*.yml "$repo"/Traces/*/*.scene.yml) ;;
    debug-events) files+=("$repo"/Traces/*/*.libinput-debug-events.txt) ;;
    swiftui-scene) files+=("$repo"/Traces/*/swiftui-*.scene.yml) ;;
    merge-report) files+=("$here"/seeds/merge-report/*) ;;
    replay) files+=("$repo"/Traces/recordings/*.yml "$repo"/Traces/scripts/*.touches.yml "$here"/seeds/evemu/* "$repo"/Traces/devices/*.evemu "$repo"/Traces/devices/*.yml) ;;
  esac
  if [ -d "$shared" ]; then
    case "$1" in
      libinput-record) files+=("$shared"/*.yml) ;;
      evemu) files+=("$shared"/*.evemu) ;;
      replay) files+=("$shared"/*.evemu "$shared"/*.yml) ;;
      debug-events) files+=("$shared"/*.libinput-debug-events.txt) ;;
    esac
  fi
  [ -d "$here/regressions/$1" ] && files+=("$here/regressions/$1"/*)
  for file in "${files[@]}"; do
    [ -f "$file" ] && cp "$file" "$2/"
  done
  return 0
}

if [ "${1:-}" = "--regressions" ]; then
  seconds=${2:-10}
  for target in $targets; do
    product=$(product_of "$target")
    build "$product"
    [ -d "$here/regressions/$target" ] || continue
    corpus=$(mktemp -d)
    seed "$target" "$corpus"
    echo "== fuzz $target: ${seconds}s from its regression corpus"
    status=0
    (cd "$corpus" && "$here/.build/debug/$product" "$corpus" -max_total_time="$seconds" \
      -max_len=65536 -print_final_stats=1 $(extra_flags "$target") > "$corpus.log" 2>&1) \
      || status=$?
    grep -E "^stat::number_of_executed_units|ERROR|SUMMARY" "$corpus.log" || true
    rm -rf "$corpus" "$corpus.log"
    [ "$status" -eq 0 ] || { echo "fuzz target $target failed" >&2; exit 1; }
  done
  exit 0
fi

product=$(product_of "${1:-}")
seconds=${2:-60}
build "$product"
corpus="${GESTURESIM_FUZZ_CORPUS:-${TMPDIR:-/tmp}/gesturesim-fuzz}/$1"
seed "$1" "$corpus"
"$here/.build/debug/$product" "$corpus" -max_total_time="$seconds" -max_len=65536 \
  -print_final_stats=1 $(extra_flags "$1")
