#!/usr/bin/env bash
# Builds one TouchTraces fuzz target with libFuzzer and AddressSanitizer and runs it.
#   Fuzzing/fuzz.sh libinput-record|evemu|touch-script|scene [seconds]
# New inputs go to .build/fuzz-corpus/<target>; the repository's Traces/ seed it. Crashes are
# written as crash-* files in the current directory.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
case "${1:-}" in
  libinput-record) product=FuzzLibinputRecord; seeds="$here/../Traces/recordings" ;;
  evemu) product=FuzzEvemu; seeds="$here/seeds/evemu" ;;
  touch-script) product=FuzzTouchScript; seeds="$here/../Traces/scripts" ;;
  scene) product=FuzzScene; seeds="$here/../Traces/scenes" ;;
  *) echo "usage: $0 libinput-record|evemu|touch-script|scene [seconds]" >&2; exit 64 ;;
esac
seconds=${2:-60}
swift build --package-path "$here" -c debug --product "$product" \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld
corpus="$here/.build/fuzz-corpus/$1"
mkdir -p "$corpus"
"$here/.build/debug/$product" "$corpus" "$seeds" -max_total_time="$seconds" -max_len=65536
