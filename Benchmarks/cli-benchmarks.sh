#!/usr/bin/env bash
# Command-line benchmarks, in a release build, several runs each, medians reported:
#   1. `gesturesim replay` against `libinput analyze per-slot-delta` on the same recording, side
#      by side in one run (the largest real recording in ../shared/traces, converted to YAML);
#   2. `gesturesim verify` over many traces with one job and with every core.
# Usage: Benchmarks/cli-benchmarks.sh [runs]   (needs libinput-tools for the first part)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
swift build -c release --product gesturesim >/dev/null
bin="$(swift build -c release --show-bin-path)/gesturesim"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

now() { date +%s%N; }
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }

source=../shared/traces/libinput/ts-wacom-dth2242-finger.multifinger.evemu
if [ -f "$source" ] && command -v libinput >/dev/null; then
  "$bin" convert "$source" -o "$work/largest.yml"
  rows=$(grep -c '^  - \[' "$work/largest.yml" || true)
  echo "recording: $(basename "$source") as YAML, $(du -k "$work/largest.yml" | cut -f1) kB, $rows evdev rows"
  ours=(); theirs=()
  for _ in $(seq "$runs"); do
    t0=$(now); "$bin" replay "$work/largest.yml" --format json -o "$work/out.jsonl"; t1=$(now)
    # libinput's Python tools need the system python3 first on PATH.
    PATH=/usr/bin:$PATH libinput analyze per-slot-delta "$work/largest.yml" >/dev/null; t2=$(now)
    ours+=($(( (t1 - t0) / 1000 ))); theirs+=($(( (t2 - t1) / 1000 )))
  done
  o=$(printf '%s\n' "${ours[@]}" | median); l=$(printf '%s\n' "${theirs[@]}" | median)
  echo "gesturesim replay:               median ${o} µs  (runs: ${ours[*]})"
  echo "libinput analyze per-slot-delta: median ${l} µs  (runs: ${theirs[*]})"
  awk -v o="$o" -v l="$l" 'BEGIN { printf "gesturesim is %.0f× faster\n", l / o }'
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
one=(); all=()
for _ in $(seq "$runs"); do
  t0=$(now); "$bin" verify "$work/many" --jobs 1 -q; t1=$(now); "$bin" verify "$work/many" -q; t2=$(now)
  one+=($(( (t1 - t0) / 1000 ))); all+=($(( (t2 - t1) / 1000 )))
done
a=$(printf '%s\n' "${one[@]}" | median); b=$(printf '%s\n' "${all[@]}" | median)
echo "verify $count traces, 1 job:   median ${a} µs  (runs: ${one[*]})"
echo "verify $count traces, $(nproc) jobs:  median ${b} µs  (runs: ${all[*]})"
awk -v a="$a" -v b="$b" 'BEGIN { printf "speed-up with every core: %.2f×\n", a / b }'
