#!/usr/bin/env bash
# Command-line benchmarks, in a release build, several runs each, medians reported:
#   1. `gesturesim replay` against `libinput analyze per-slot-delta` on the same recording, side
#      by side in one run (the largest real recording in ../shared/traces, converted to YAML);
#   2. `gesturesim verify` over many traces with one job and with every core.
# Usage: Benchmarks/cli-benchmarks.sh [runs]   (needs libinput-tools for the first part)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
# A release build with the Swift runtime and Foundation linked in (--static-swift-stdlib), as one
# would ship the tool: a dynamically linked binary spends about half of a short replay loading
# Foundation and ICU. Kept in its own build folder.
build=(-c release --static-swift-stdlib --scratch-path .build-static)
swift build "${build[@]}" --product gesturesim >/dev/null
bin="$(swift build "${build[@]}" --show-bin-path)/gesturesim"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

now() { date +%s%N; }
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }

# Times two commands alternately, $runs times each, and prints both medians and the ratio.
#   side_by_side "label A" "command A" "label B" "command B" "ratio wording"
side_by_side() {
  local first=() second=() t0 t1 t2
  for _ in $(seq "$runs"); do
    t0=$(now); eval "$2" >/dev/null; t1=$(now); eval "$4" >/dev/null; t2=$(now)
    first+=($(( (t1 - t0) / 1000 ))); second+=($(( (t2 - t1) / 1000 )))
  done
  local a b
  a=$(printf '%s\n' "${first[@]}" | median); b=$(printf '%s\n' "${second[@]}" | median)
  echo "$1: median ${a} µs  (runs: ${first[*]})"
  echo "$3: median ${b} µs  (runs: ${second[*]})"
  awk -v a="$a" -v b="$b" -v w="$5" 'BEGIN { printf "%s: %.2f×\n", w, b / a }'
}

source=../shared/traces/libinput/ts-wacom-dth2242-finger.multifinger.evemu
if [ -f "$source" ] && command -v libinput >/dev/null; then
  "$bin" convert "$source" -o "$work/largest.yml"
  rows=$(grep -cE '^ +- \[' "$work/largest.yml" || true)
  echo "recording: $(basename "$source") as YAML, $(du -k "$work/largest.yml" | cut -f1) kB, $rows evdev rows"
  # libinput's Python tools need the system python3 first on PATH.
  side_by_side "gesturesim replay" "\"$bin\" replay \"$work/largest.yml\" --format json -o \"$work/out.jsonl\"" \
    "libinput analyze per-slot-delta" "PATH=/usr/bin:\$PATH libinput analyze per-slot-delta \"$work/largest.yml\"" \
    "gesturesim is faster by"
else
  echo "skipping the libinput comparison: needs $source and libinput-tools"
fi

# Many traces: the corpus, copied 12 times with its scenes and expectations.
mkdir -p "$work/many"
for copy in $(seq 12); do
  mkdir -p "$work/many/$copy"
  cp -r Traces/recordings Traces/scripts "$work/many/$copy/"
done
count=$(find "$work/many" -name '*.expected.jsonl' | wc -l)
side_by_side "verify $count traces, $(nproc) jobs" "\"$bin\" verify \"$work/many\" -q" \
  "verify $count traces, 1 job" "\"$bin\" verify \"$work/many\" --jobs 1 -q" \
  "speed-up with every core"
