#!/usr/bin/env bash
# Instructions per frame of one benchmark scenario, counted by callgrind rather than timed: the
# scenario runs once with N frames and once with 2N, and the difference, divided by N, is the
# cost of a frame with the setup (building the screen, warming caches) cancelled out.
#   Benchmarks/callgrind-per-frame.sh N BINARY ARGUMENTS…
# where the binary takes the frame count as its last argument, for example
#   Benchmarks/callgrind-per-frame.sh 2000 "$bin/RecognizerBenchmarks" 1 uikit
#   Benchmarks/callgrind-per-frame.sh 300 "$bin/SwiftUIBenchmarks" 1 rows 1000
# Needs valgrind. Prints "<instructions per frame>  <scenario>".
set -euo pipefail
frames=$1
shift
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# callgrind cannot read the debug sections of a large Swift binary quickly: count on a copy
# without them (symbols stay).
cp "$1" "$work/binary"
strip --strip-debug "$work/binary"
shift
run() {
  valgrind --tool=callgrind --callgrind-out-file="$work/out" "$work/binary" "$@" \
    >/dev/null 2>"$work/log" || { cat "$work/log" >&2; exit 1; }
  sed -n 's/^==[0-9]*== Collected : //p' "$work/log" | tr -d ,
}
once=$(run "$@" "$frames")
twice=$(run "$@" "$((frames * 2))")
echo "$(( (twice - once) / frames ))  $*"
