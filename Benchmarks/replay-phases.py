#!/usr/bin/env python3
"""End to end: `gesturesim replay` of the largest shared recording, split into its phases.

For each binary: callgrind instruction counts of start-up (process and runtime start, with the
argument parsing shown apart), reading (the recording and the scene), the engine and output
(formatting and writing the transcript), then the wall-clock and CPU time (user + system) of
whole runs, the binaries taking turns in every round, medians reported. The transcripts of all
binaries are compared byte for byte.

Usage:
  Benchmarks/replay-phases.py [--ref REF] [--bin PATH ...] [--runs N] [--trace FILE]
                              [--no-callgrind]

  --ref REF      also build REF (a branch, tag or commit; say main) the same way, in a clone
                 under .build-static/baseline, and measure it first, side by side with the
                 working tree's build
  --bin PATH     a gesturesim to measure; repeat it to compare binaries side by side. Without
                 it, a release build with the Swift runtime linked in (--static-swift-stdlib, in
                 .build-static) is made first.
  --runs N       timed runs per binary (default 21)
  --trace FILE   the recording to replay (default: the Wacom capture in ../shared/traces,
                 converted to `libinput record` YAML in a temporary folder, about 1.4 MB)
  --no-callgrind only the timings

Needs valgrind (callgrind), objcopy (valgrind 3.19 cannot read the DWARF 5 of Swift 6 binaries,
so a copy without debug information is measured) and `swift demangle`.
"""

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WACOM = os.path.join(
    REPO, "..", "shared", "traces", "libinput", "ts-wacom-dth2242-finger.multifinger.evemu")

# The functions whose inclusive counts split a replay, by their demangled names
# (`swift demangle --simplified`, with any `specialized ` taken off).
# A command line of trace paths alone skips ArgumentParser (`ReplayRun(plainCommandLine:)`):
# then there is no parsing to count, and the command is the replay run that main calls. Where
# both command names appear (a parsed `replay` runs its `ReplayRun`), the outer one counts.
PARSING = ["static ParsableCommand.parseAsRoot(_:)"]
COMMAND = ["protocol witness for ParsableCommand.run() in conformance Replay",
           "closure #1 in ReplayRun.run(throughLibinput:)"]
ENGINE = ["Simulation.feed(_:)", "Simulation.settle()"]
OUTPUT_IN_ENGINE = ["TranscriptWriter.write(_:)"]
OUTPUT_AFTER = ["OutputFile.commit()"]


def build(package=REPO):
    flags = ["-c", "release", "--static-swift-stdlib", "--scratch-path", ".build-static"]
    subprocess.run(["swift", "build", *flags, "--product", "gesturesim"], cwd=package,
                   check=True, stdout=subprocess.DEVNULL)
    path = subprocess.run(["swift", "build", *flags, "--show-bin-path"], cwd=package,
                          check=True, capture_output=True, text=True).stdout.strip()
    return os.path.join(path, "gesturesim")


def build_ref(ref):
    """Builds `ref` in a clone kept under .build-static/baseline (reused by later runs)."""
    clone = os.path.join(REPO, ".build-static", "baseline")
    if not os.path.isdir(os.path.join(clone, ".git")):
        subprocess.run(["git", "clone", "--quiet", "--shared", REPO, clone], check=True)
    subprocess.run(["git", "-C", clone, "fetch", "--quiet", REPO, ref], check=True)
    subprocess.run(["git", "-C", clone, "checkout", "--quiet", "--detach", "FETCH_HEAD"],
                   check=True)
    resolved = os.path.join(REPO, "Package.resolved")
    if os.path.exists(resolved):
        shutil.copy(resolved, clone)
    return build(clone)


def inclusive_counts(binary, arguments, work):
    """Instruction counts: the total and each function's inclusive count, by demangled name."""
    stripped = os.path.join(work, "gesturesim-nodebug")
    subprocess.run(["objcopy", "--strip-debug", binary, stripped], check=True)
    out = os.path.join(work, "callgrind.out")
    with open(os.devnull, "w") as null:
        subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out,
                        stripped, *arguments], stdout=null, stderr=null, check=True)
    report = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100", out],
                            capture_output=True, text=True, check=True).stdout
    total, names, counts = 0, [], []
    for line in report.splitlines():
        fields = line.split()
        if len(fields) < 2 or not fields[0][0].isdigit():
            continue
        count = int(fields[0].replace(",", ""))
        if line.rstrip().endswith("PROGRAM TOTALS"):
            total = count
            continue
        symbol = line.split("???:", 1)[1].split(" [", 1)[0] if "???:" in line else ""
        if symbol.startswith("$s"):
            names.append(symbol)
            counts.append(count)
    demangled = subprocess.run(["swift", "demangle", "--simplified", "--compact"],
                               input="\n".join(names), capture_output=True, text=True,
                               check=True).stdout.splitlines()
    by_name = {}
    for name, count in zip(demangled, counts):
        name = name.removeprefix("specialized ")
        by_name[name] = by_name.get(name, 0) + count
    os.remove(out)
    return total, by_name


def phases(binary, arguments, work):
    total, by_name = inclusive_counts(binary, arguments, work)

    def count(names, optional=False, nested=False):
        found = [by_name[name] for name in names if name in by_name]
        if not found and not optional:
            print(f"  (no {' / '.join(names)} in the profile: the split below is incomplete)")
        return max(found, default=0) if nested else sum(found)

    parsing, command = count(PARSING, optional=True), count(COMMAND, nested=True)
    output = count(OUTPUT_IN_ENGINE) + count(OUTPUT_AFTER)
    engine = count(ENGINE) - count(OUTPUT_IN_ENGINE)
    return {
        "start-up": total - command,
        "  of which argument parsing": parsing,
        "reading (recording, scene)": command - engine - output,
        "engine": engine,
        "output": output,
        "total": total,
    }


def timed(binary, arguments):
    """Wall-clock and CPU (user + system) milliseconds of one run, output to /dev/null."""
    start = time.perf_counter()
    with open(os.devnull, "w") as null:
        process = subprocess.Popen([binary, *arguments], stdout=null, stderr=null)
        _, status, usage = os.wait4(process.pid, 0)
    wall = (time.perf_counter() - start) * 1000
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"replay-phases: {binary} {' '.join(arguments)} failed")
    return wall, (usage.ru_utime + usage.ru_stime) * 1000


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--ref")
    parser.add_argument("--bin", action="append", default=[])
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--trace")
    parser.add_argument("--no-callgrind", action="store_true")
    options = parser.parse_args()
    binaries = [os.path.abspath(path) for path in options.bin] or [build()]
    if options.ref:
        binaries.insert(0, build_ref(options.ref))
    work = tempfile.mkdtemp(prefix="replay-phases-")
    try:
        trace = options.trace
        if trace is None:
            if not os.path.exists(WACOM):
                sys.exit(f"replay-phases: no {WACOM}; pass --trace FILE")
            trace = os.path.join(work, "largest.yml")
            subprocess.run([binaries[0], "convert", WACOM, "-o", trace], check=True)
        arguments = ["replay", trace]
        print(f"gesturesim replay {os.path.basename(trace)} "
              f"({os.path.getsize(trace) / 1e6:.2f} MB), output to /dev/null")

        transcripts = []
        for binary in binaries:
            transcripts.append(subprocess.run([binary, *arguments], capture_output=True).stdout)
        for binary, transcript in zip(binaries[1:], transcripts[1:]):
            same = "the same transcript" if transcript == transcripts[0] else "A DIFFERENT TRANSCRIPT"
            print(f"{binary}: {same} as {binaries[0]} ({len(transcript)} bytes)")

        if not options.no_callgrind:
            print("\ncallgrind, instructions (millions):")
            table = [phases(binary, arguments, work) for binary in binaries]
            print(f"  {'':30}" + "".join(f"{'binary ' + str(i + 1):>12}" for i in range(len(binaries))))
            for row in table[0]:
                print(f"  {row:30}" + "".join(f"{counts[row] / 1e6:12.1f}" for counts in table))

        walls = [[] for _ in binaries]
        cpus = [[] for _ in binaries]
        for _ in range(options.runs):
            for index, binary in enumerate(binaries):
                wall, cpu = timed(binary, arguments)
                walls[index].append(wall)
                cpus[index].append(cpu)
        print(f"\n{options.runs} runs each, taking turns; medians (ms):")
        for index, binary in enumerate(binaries):
            print(f"  binary {index + 1}: wall {statistics.median(walls[index]):6.1f}   "
                  f"CPU {statistics.median(cpus[index]):6.1f}   {binary}")
    finally:
        shutil.rmtree(work)


if __name__ == "__main__":
    main()
