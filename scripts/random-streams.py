#!/usr/bin/env python3
"""Random touch scripts through random scenes, through the built gesturesim, checked for invariants.

    scripts/random-streams.py [--count N] [--seed S] [--batch B] [path/to/gesturesim]

Each stream is a well-formed touch script (up to four fingers landing, moving, pausing, lifting,
now and then cancelled) paired with a random scene: one to three views, some nested, with random
built-in recognizers and random `requireToFail` and `simultaneousWith` relations. Streams are
written in batches into a scratch folder outside the repository as `N.touches.yml` beside
`N.scene.yml`; `gesturesim verify --update` replays a whole batch in one process, and a second
`gesturesim verify` replays it again. Checked for every stream:

- each recognizer's reported states follow UIKit's legal transitions (possible → began | ended |
  failed; began/changed → changed | ended | cancelled; a new attempt starts from possible), so
  the app never sees `cancelled` or `ended` without `began`;
- every `began` is closed (ended or cancelled) once all fingers have lifted;
- the second replay is byte-identical to the first (`verify` passes).

Exit status: 0 when no stream violates an invariant, 1 otherwise (the offending streams are kept
and their folder printed).
"""

import json
import os
import random
import shutil
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WIDTH, HEIGHT = 390, 844

LEGAL = {
    "possible": {"began", "ended", "failed"},
    "began": {"changed", "ended", "cancelled"},
    "changed": {"changed", "ended", "cancelled"},
}
TERMINAL = {"ended", "cancelled", "failed"}


def random_script(rng):
    lines = [f"window: {{width: {WIDTH}, height: {HEIGHT}}}", "events:"]
    down = {}
    next_id = 1
    t = 0.0
    steps = rng.randint(3, 40)
    for step in range(steps):
        roll = rng.randrange(100)
        if not down or (roll < 15 and len(down) < 4):
            x, y = rng.uniform(0, WIDTH), rng.uniform(0, HEIGHT)
            down[next_id] = (x, y)
            lines.append(f"  - {{t: {t:.4f}, id: {next_id}, phase: down, x: {x:.2f}, y: {y:.2f}}}")
            next_id += 1
        elif roll < 27 or step == steps - 1:
            finger = rng.choice(sorted(down))
            x, y = down.pop(finger)
            phase = "cancel" if roll >= 24 else "up"
            lines.append(f"  - {{t: {t:.4f}, id: {finger}, phase: {phase}, x: {x:.2f}, y: {y:.2f}}}")
        else:
            spread = rng.choice([2.0, 15.0, 60.0])
            for finger in sorted(down):
                if len(down) > 1 and rng.random() < 0.5:
                    continue
                x, y = down[finger]
                x = min(max(x + rng.uniform(-spread, spread), -50), WIDTH + 50)
                y = min(max(y + rng.uniform(-spread, spread), -50), HEIGHT + 50)
                down[finger] = (x, y)
                lines.append(f"  - {{t: {t:.4f}, id: {finger}, phase: move, x: {x:.2f}, y: {y:.2f}}}")
        t += rng.uniform(0.1, 0.9) if rng.randrange(10) == 0 else rng.uniform(0.001, 0.04)
    for finger in sorted(down):
        x, y = down[finger]
        lines.append(f"  - {{t: {t:.4f}, id: {finger}, phase: up, x: {x:.2f}, y: {y:.2f}}}")
    return "\n".join(lines) + "\n"


def random_recognizer(rng, name):
    kind = rng.choice(["tap", "tap", "longPress", "pan", "swipe", "pinch", "rotation",
                       "screenEdgePan"])
    fields = [f"name: {name}", f"type: {kind}"]
    if kind == "tap":
        fields.append(f"numberOfTapsRequired: {rng.choice([1, 1, 2, 3])}")
        fields.append(f"numberOfTouchesRequired: {rng.choice([1, 1, 2])}")
    elif kind == "longPress":
        fields.append(f"minimumPressDuration: {rng.choice([0.1, 0.3, 0.5])}")
        fields.append(f"numberOfTapsRequired: {rng.choice([0, 0, 1])}")
    elif kind == "pan":
        fields.append(f"minimumNumberOfTouches: {rng.choice([1, 1, 2])}")
    elif kind == "swipe":
        fields.append(f"direction: [{rng.choice(['left', 'right', 'up', 'down'])}]")
    elif kind == "screenEdgePan":
        fields.append("edges: [left, right]")
    if rng.random() < 0.2:
        fields.append("cancelsTouchesInView: false")
    if rng.random() < 0.15:
        fields.append("delaysTouchesEnded: false")
    return kind, fields


def random_scene(rng):
    names = []
    views = []
    count = rng.randint(1, 3)
    for v in range(count):
        recognizers = []
        for _ in range(rng.randint(1, 4)):
            name = f"r{len(names)}"
            _, fields = random_recognizer(rng, name)
            if names and rng.random() < 0.35:
                fields.append(f"requireToFail: [{rng.choice(names)}]")
            if names and rng.random() < 0.3:
                fields.append(f"simultaneousWith: [{rng.choice(names)}]")
            names.append(name)
            recognizers.append("{" + ", ".join(fields) + "}")
        if v == 0:
            frame = [0, 0, WIDTH, HEIGHT]
        else:
            w, h = rng.randint(50, WIDTH), rng.randint(50, HEIGHT)
            frame = [rng.randint(0, WIDTH - w), rng.randint(0, HEIGHT - h), w, h]
        views.append((f"v{v}", frame, recognizers))
    lines = [f"window: {{width: {WIDTH}, height: {HEIGHT}}}", "views:"]
    # The first view holds the others (nested views), or they are siblings.
    nested = rng.random() < 0.5
    for index, (name, frame, recognizers) in enumerate(views):
        indent = "      " if nested and index > 0 else "  "
        if nested and index == 1:
            lines.append("    subviews:")
        lines.append(f"{indent}- name: {name}")
        lines.append(f"{indent}  frame: [{', '.join(map(str, frame))}]")
        lines.append(f"{indent}  multipleTouchEnabled: true")
        lines.append(f"{indent}  recognizers:")
        for recognizer in recognizers:
            lines.append(f"{indent}    - {recognizer}")
    return "\n".join(lines) + "\n"


def check_transcript(path):
    """The invariant violations in one JSON Lines transcript."""
    problems = []
    state = {}
    with open(path) as f:
        for number, line in enumerate(f, 1):
            entry = json.loads(line)
            name, new = entry["recognizer"], entry["state"]
            old = state.get(name, "possible")
            if old in TERMINAL:
                old = "possible"
            if new not in LEGAL.get(old, set()):
                problems.append(f"line {number}: {name} {old} → {new}")
            state[name] = new
    for name, last in state.items():
        if last in ("began", "changed"):
            problems.append(f"{name} left {last} after every finger lifted")
    return problems


def main():
    args = sys.argv[1:]
    count, seed, batch = 1000, 1, 2000
    binary = os.path.join(REPO, ".build/debug/gesturesim")
    while args:
        arg = args.pop(0)
        if arg == "--count":
            count = int(args.pop(0))
        elif arg == "--seed":
            seed = int(args.pop(0))
        elif arg == "--batch":
            batch = int(args.pop(0))
        else:
            binary = os.path.abspath(arg)
    rng = random.Random(seed)
    scratch = tempfile.mkdtemp(prefix="gesturesim-streams-")
    checked = 0
    violations = []
    rerun_failures = 0
    for start in range(0, count, batch):
        folder = os.path.join(scratch, f"batch{start}")
        os.mkdir(folder)
        for index in range(start, min(start + batch, count)):
            with open(os.path.join(folder, f"{index}.touches.yml"), "w") as f:
                f.write(random_script(rng))
            with open(os.path.join(folder, f"{index}.scene.yml"), "w") as f:
                f.write(random_scene(rng))
        first = subprocess.run([binary, "verify", "--update", "--quiet", folder],
                               capture_output=True, text=True)
        if first.returncode != 0:
            print(first.stderr, file=sys.stderr)
            violations.append((folder, "verify --update failed"))
            continue
        for name in sorted(os.listdir(folder)):
            if name.endswith(".expected.jsonl"):
                checked += 1
                for problem in check_transcript(os.path.join(folder, name)):
                    violations.append((os.path.join(folder, name), problem))
        second = subprocess.run([binary, "verify", "--quiet", folder], capture_output=True,
                                text=True)
        if second.returncode != 0:
            rerun_failures += 1
            violations.append((folder, "a rerun differs:\n" + second.stdout[:2000]))
        if not violations:
            shutil.rmtree(folder)
        print(f"{min(start + batch, count)} streams replayed, {len(violations)} violations",
              file=sys.stderr, flush=True)
    for where, problem in violations[:50]:
        print(f"{where}: {problem}")
    print(f"random streams: {checked} checked, {len(violations)} violations, "
          f"{rerun_failures} reruns differing (seed {seed})")
    if violations:
        print(f"kept in {scratch}")
        sys.exit(1)
    shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
