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

A stream that violates an invariant is then shrunk by hypothesis (6.131 or later, `pip install
hypothesis`): the search runs in fast batches, each stream drawn from its own recorded choices;
the first offending stream's choices are handed to a hypothesis property over one stream, which
replays them and shrinks them to a minimal script and scene, printed with their folder and the
command that reproduces them. Without hypothesis the failure is reported unshrunk, saying so.
`--plant-bug` counts every `ended` as a violation, to see the shrinking work.

Exit status: 0 when no stream violates an invariant, 1 otherwise (the offending streams are kept
and their folder printed), 2 when the arguments are wrong.
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


class Recorder:
    """random.Random's calls the generators use, each recorded as the choice hypothesis makes
    for the same draw (an integer, or a float), so hypothesis can replay and shrink a stream."""

    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.choices = []

    def _keep(self, value):
        self.choices.append(value)
        return value

    def randint(self, a, b):
        return self._keep(self.rng.randint(a, b))

    def randrange(self, n):
        return self._keep(self.rng.randrange(n))

    def uniform(self, a, b):
        return self._keep(min(max(self.rng.uniform(a, b), a), b))

    def random(self):
        return self._keep(self.rng.random())

    def choice(self, options):
        return options[self._keep(self.rng.randrange(len(options)))]


class Drawer:
    """The same calls drawn from hypothesis, one choice each, in Recorder's order."""

    def __init__(self, draw, st):
        self.draw, self.st = draw, st

    def randint(self, a, b):
        return self.draw(self.st.integers(a, b))

    def randrange(self, n):
        return self.draw(self.st.integers(0, n - 1))

    def uniform(self, a, b):
        return self.draw(self.st.floats(a, b))

    def random(self):
        return self.draw(self.st.floats(0, 1, exclude_max=True))

    def choice(self, options):
        return options[self.draw(self.st.integers(0, len(options) - 1))]


# Every draw's simplest value (0, a range's lower end) is the simplest stream: hypothesis shrinks
# towards it, so rare extras (a relation, a flag) come with high draws, never low ones.


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
    if rng.random() >= 0.8:
        fields.append("cancelsTouchesInView: false")
    if rng.random() >= 0.85:
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
            if names and rng.random() >= 0.65:
                fields.append(f"requireToFail: [{rng.choice(names)}]")
            if names and rng.random() >= 0.7:
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
    nested = rng.random() >= 0.5
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


def check_transcript(path, plant=False):
    """The invariant violations in one JSON Lines transcript (with `plant`, every `ended` too)."""
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
            if plant and new == "ended":
                problems.append(f"line {number}: {name} ended (the planted bug)")
            state[name] = new
    for name, last in state.items():
        if last in ("began", "changed"):
            problems.append(f"{name} left {last} after every finger lifted")
    return problems


def replay_one(binary, folder, script, scene, plant):
    """One stream through `verify --update` and `verify` in `folder`: its violations."""
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    for name, text in (("0.touches.yml", script), ("0.scene.yml", scene)):
        with open(os.path.join(folder, name), "w") as f:
            f.write(text)
    first = subprocess.run([binary, "verify", "--update", "--quiet", folder],
                           capture_output=True, text=True)
    if first.returncode != 0:
        return ["verify --update failed: " + first.stderr.strip()[:500]]
    problems = check_transcript(os.path.join(folder, "0.expected.jsonl"), plant)
    second = subprocess.run([binary, "verify", "--quiet", folder], capture_output=True, text=True)
    if second.returncode != 0:
        problems.append("a rerun differs:\n" + second.stdout[:2000])
    return problems


def shrink(binary, choices, plant, scratch, rerun):
    """Hands one offending stream's choices to hypothesis, which shrinks them; prints the
    minimal stream and how to reproduce it. False when hypothesis cannot run here."""
    try:
        from hypothesis import HealthCheck, Phase, given, settings, strategies as st
        from hypothesis.database import InMemoryExampleDatabase, choices_to_bytes
    except ImportError:
        print("not shrunk: hypothesis 6.131 or later is needed (python3 -m pip install hypothesis)")
        return False

    @st.composite
    def stream(draw):
        drawer = Drawer(draw, st)
        return random_script(drawer), random_scene(drawer)

    # Hypothesis replays its database's secondary corpus first and shrinks what fails there;
    # the key is the one its own `find` sets on a test.
    key = b"gesturesim-random-streams"
    database = InMemoryExampleDatabase()
    database.save(key + b".secondary", choices_to_bytes(tuple(choices)))
    folder = os.path.join(scratch, "minimal")
    smallest = {}

    @settings(database=database, phases=[Phase.reuse, Phase.shrink], max_examples=1,
              deadline=None, suppress_health_check=list(HealthCheck), print_blob=False)
    @given(stream())
    def one_stream(pair):
        problems = replay_one(binary, folder, pair[0], pair[1], plant)
        if problems:
            smallest.update(script=pair[0], scene=pair[1], problems=problems)
        assert not problems, problems

    one_stream._hypothesis_internal_database_key = key
    print("shrinking the first offending stream with hypothesis…", file=sys.stderr, flush=True)
    try:
        one_stream()
    except AssertionError:
        pass
    if not smallest:
        print("not shrunk: the stream passes when replayed alone")
        return True
    # Hypothesis runs the minimal example last; leave its files for the reader.
    replay_one(binary, folder, smallest["script"], smallest["scene"], plant)
    print(f"minimal failing stream ({len(smallest['script'].splitlines()) - 2} events), "
          f"in {folder}:")
    for problem in smallest["problems"]:
        print(f"  {problem}")
    print("--- 0.touches.yml\n" + smallest["script"] + "--- 0.scene.yml\n" + smallest["scene"],
          end="")
    print(f"reproduce: {binary} verify --update {folder}  (transcript in 0.expected.jsonl), or "
          f"{rerun}")
    return True


def main():
    args = sys.argv[1:]
    count, seed, batch, plant = 1000, 1, 2000, False
    binary = os.path.join(REPO, ".build/debug/gesturesim")
    while args:
        arg = args.pop(0)
        if arg == "--count":
            count = int(args.pop(0))
        elif arg == "--seed":
            seed = int(args.pop(0))
        elif arg == "--batch":
            batch = int(args.pop(0))
        elif arg == "--plant-bug":
            plant = True
        elif arg.startswith("-"):
            print(__doc__, file=sys.stderr)
            sys.exit(2)
        else:
            binary = os.path.abspath(arg)
    scratch = tempfile.mkdtemp(prefix="gesturesim-streams-")
    checked = 0
    violations = []
    rerun_failures = 0
    offending = None  # the first offending stream's choices
    for start in range(0, count, batch):
        folder = os.path.join(scratch, f"batch{start}")
        os.mkdir(folder)
        choices = {}
        for index in range(start, min(start + batch, count)):
            # Each stream from its own seed, so one can be replayed without the others.
            recorder = Recorder(seed * 1_000_003 + index)
            with open(os.path.join(folder, f"{index}.touches.yml"), "w") as f:
                f.write(random_script(recorder))
            with open(os.path.join(folder, f"{index}.scene.yml"), "w") as f:
                f.write(random_scene(recorder))
            choices[index] = recorder.choices
        first = subprocess.run([binary, "verify", "--update", "--quiet", folder],
                               capture_output=True, text=True)
        if first.returncode != 0:
            print(first.stderr, file=sys.stderr)
            violations.append((folder, "verify --update failed"))
            continue
        for name in sorted(os.listdir(folder)):
            if name.endswith(".expected.jsonl"):
                checked += 1
                for problem in check_transcript(os.path.join(folder, name), plant):
                    violations.append((os.path.join(folder, name), problem))
                    if offending is None:
                        offending = choices[int(name.split(".")[0])]
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
        rerun = (f"scripts/random-streams.py --seed {seed} --count {count} --batch {batch}"
                 + (" --plant-bug" if plant else ""))
        if offending is not None:
            shrink(binary, offending, plant, scratch, rerun)
        print(f"kept in {scratch}")
        sys.exit(1)
    shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
