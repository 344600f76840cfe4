#!/usr/bin/env bash
# How `gesturesim verify` scales with --jobs: a corpus of N traces (copies of the repository's
# Traces/recordings and Traces/scripts, each with its scene and expected transcript), verified
# with 1, 2, 4, 8 and 16 jobs, several runs each, in rounds that visit every jobs count (and
# every binary) in turn; prints each median, the speed-up over one job and the efficiency.
#
# Usage:
#   Benchmarks/verify-scaling.sh [options]
#     --bin PATH       the gesturesim to time (repeat it to compare binaries in one run); without
#                      it, a release build with the Swift runtime linked in is made first
#     --traces N       corpus size (default 6400)
#     --runs R         runs per jobs count (default 5; the median is reported)
#     --jobs "J ..."   jobs counts (default "1 2 4 8 16"; those above the core count are left out
#                      unless --force is given)
#     --force          time jobs counts above the number of cores too
#     --corpus DIR     build the corpus there and keep it (default: a temporary folder)
#     --seed DIR       the traces to copy (default: Traces beside this script's repository, or
#                      beside the script in a carried bundle)
#   Benchmarks/verify-scaling.sh --bundle OUT.tar.xz
#     builds a static, stripped gesturesim and packs it with this script and the seed traces, to
#     carry to a machine without a Swift toolchain; there:
#       tar xf OUT.tar.xz && cd verify-scaling && ./verify-scaling.sh --bin ./gesturesim
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/.." && pwd)"

bins=() traces=6400 runs=5 jobs="1 2 4 8 16" force=0 corpus="" seed="" bundle=""
while [ $# -gt 0 ]; do
  case "$1" in
    --bin) bins+=("$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"); shift 2 ;;
    --traces) traces=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    --force) force=1; shift ;;
    --corpus) corpus=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    --bundle) bundle=$2; shift 2 ;;
    -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "verify-scaling: unknown option $1 (try --help)" >&2; exit 64 ;;
  esac
done

# A release build with the Swift runtime and Foundation linked in, without libinput (verify
# needs no device), so that it runs on any x86-64 Linux with glibc: nothing else to install.
static_build() {
  local flags=(-c release --static-swift-stdlib --disable-default-traits --product gesturesim
    --scratch-path "$repo/.build-static")
  (cd "$repo" && swift build "${flags[@]}" >&2 && echo "$(swift build "${flags[@]}" --show-bin-path)/gesturesim")
}

if [ -n "$bundle" ]; then
  binary=$(static_build)
  staging=$(mktemp -d)
  trap 'rm -rf "$staging"' EXIT
  mkdir -p "$staging/verify-scaling/Traces"
  cp "$binary" "$staging/verify-scaling/gesturesim"
  strip "$staging/verify-scaling/gesturesim"
  cp "$0" "$staging/verify-scaling/verify-scaling.sh"
  cp -r "$repo/Traces/recordings" "$repo/Traces/scripts" "$staging/verify-scaling/Traces/"
  tar -C "$staging" -cJf "$bundle" verify-scaling
  echo "$bundle: $(du -k "$bundle" | cut -f1) kB (gesturesim $(du -k "$staging/verify-scaling/gesturesim" | cut -f1) kB stripped)"
  exit 0
fi

if [ -z "$seed" ]; then
  if [ -d "$here/Traces" ]; then seed="$here/Traces"; else seed="$repo/Traces"; fi
fi
[ -d "$seed/recordings" ] || { echo "verify-scaling: no traces at $seed (use --seed)" >&2; exit 66; }
if [ ${#bins[@]} -eq 0 ]; then bins=("$(static_build)"); fi

if [ -z "$corpus" ]; then
  corpus=$(mktemp -d)
  trap 'rm -rf "$corpus"' EXIT
fi
per_copy=$(find "$seed/recordings" "$seed/scripts" -name '*.expected.jsonl' | wc -l)
copies=$(((traces + per_copy - 1) / per_copy))
for copy in $(seq "$copies"); do
  [ -d "$corpus/$copy" ] && continue
  mkdir -p "$corpus/$copy"
  cp -r "$seed/recordings" "$seed/scripts" "$corpus/$copy/"
done
count=$(find "$corpus" -name '*.expected.jsonl' | wc -l)

cores=$(nproc)
chosen=()
for j in $jobs; do
  if [ "$j" -le "$cores" ] || [ "$force" = 1 ]; then chosen+=("$j"); else skipped+=("$j"); fi
done
echo "corpus: $count traces ($copies copies of $per_copy) in $corpus"
echo "machine: $cores cores, $(uname -m), load $(cut -d' ' -f1-3 /proc/loadavg)"
[ -n "${skipped[*]:-}" ] && echo "left out (more jobs than cores; --force times them): ${skipped[*]}"

median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }

# Each binary must agree with the expectations before it is timed.
for bin in "${bins[@]}"; do
  report=$("$bin" verify "$corpus" --jobs "${chosen[-1]}" 2>&1 | tail -1)
  case "$report" in
    *" 0 differ — ok") ;;
    *) echo "verify-scaling: $bin does not verify the corpus: $report" >&2; exit 1 ;;
  esac
done

# Wall-clock seconds and CPU seconds (user + system, the workers' included) of each run. On a
# busy machine the wall clock says little; the CPU time still shows what more jobs cost.
declare -A wall cpu
TIMEFORMAT="%R %U %S"
for run in $(seq "$runs"); do
  for j in "${chosen[@]}"; do
    for b in "${!bins[@]}"; do
      read -r real user system < <({ time "${bins[$b]}" verify "$corpus" --jobs "$j" --quiet; } 2>&1)
      wall[$b,$j]+="$real "
      cpu[$b,$j]+="$(awk -v u="$user" -v s="$system" 'BEGIN { printf "%.2f", u + s }') "
    done
  done
done

for b in "${!bins[@]}"; do
  echo
  echo "${bins[$b]}"
  printf '%5s  %8s  %8s  %10s  %8s  %8s  %s\n' jobs "median s" speed-up efficiency "best s" \
    "CPU s" "runs (wall s)"
  base=""
  for j in "${chosen[@]}"; do
    m=$(printf '%s\n' ${wall[$b,$j]} | median)
    c=$(printf '%s\n' ${cpu[$b,$j]} | median)
    best=$(printf '%s\n' ${wall[$b,$j]} | sort -n | head -1)
    [ -z "$base" ] && base=$m
    awk -v j="$j" -v m="$m" -v c="$c" -v best="$best" -v base="$base" -v runs="${wall[$b,$j]}" 'BEGIN {
      printf "%5d  %8.3f  %7.2f×  %9.0f%%  %8.3f  %8.2f  %s\n", j, m, base / m, 100 * base / m / j,
        best, c, runs }'
  done
done
echo
echo "speed-up and efficiency: median against the first jobs count's median; best s: the"
echo "fastest run; CPU s: the median CPU time (user + system, workers included)"
