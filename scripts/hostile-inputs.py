#!/usr/bin/env python3
"""Attacks the built gesturesim with hostile inputs and prints a table of what each did.

    scripts/hostile-inputs.py [path/to/gesturesim] [--markdown table.md] [--only WORD]

Every class of bad input is run in a fresh scratch folder (outside the repository) under a
memory ceiling and a time limit, and checked for: the documented exit status, exactly one line on
standard error (or none, where a quiet exit is right), no death by signal, no hang, and no stray
or half-written file beside the output. The exit status of the script is the number of classes
that misbehaved (0 when all pass).
"""

import os
import resource
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import threading
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TAP_SCRIPT = open(os.path.join(REPO, "Traces/scripts/tap.touches.yml")).read()
PAN_SCENE = open(os.path.join(REPO, "Traces/recordings/pan.scene.yml")).read()
RECORDING = open(os.path.join(REPO, "Traces/recordings/single-tap.yml")).read()
EVEMU = open(os.path.join(REPO, "Fuzzing/seeds/evemu/two-finger.evemu")).read()
MEMORY_CEILING = 2 << 30  # bytes of address space beyond which a class counts as a memory bomb
TIME_LIMIT = 30

SCENE_HEAD = "window: {width: 390, height: 844}\nviews:\n"


def scene_with(recognizer):
    return SCENE_HEAD + "  - name: v\n    recognizers:\n      - " + recognizer + "\n"


def script_row(row):
    return "events:\n  - " + row + "\n"


def evemu_with_event(line):
    head = EVEMU.split("E:")[0]
    return head + line + "\nE: 0.000000 0000 0000 0000\n"


def evemu_axis(line):
    return EVEMU.replace("A: 35 0 1000 0 0 10", line)


def recording_row(row):
    lines = RECORDING.splitlines()
    index = next(i for i, l in enumerate(lines) if l.strip().startswith("- ["))
    lines.insert(index, "    " + row)
    return "\n".join(lines) + "\n"


def nested_flow(depth):
    return "[" * depth + "]" * depth


def nested_block(depth):
    """Block collections nested `depth` deep in linear space: compact sequences on one line."""
    return "  " + "- " * depth + "x\n"


def nested_mappings(depth):
    """Block mappings nested `depth` deep (quadratic in size, so keep `depth` modest)."""
    return "".join(" " * i + "a:\n" for i in range(depth)) + " " * depth + "b: 1\n"


def alias_bomb(levels=30):
    out = ["window: {width: 390, height: 844}", "a0: &a0 [{name: x}]"]
    for i in range(1, levels):
        out.append(f"a{i}: &a{i} [*a{i - 1}, *a{i - 1}]")
    out.append(f"views:\n  - name: v\n    subviews: *a{levels - 1}")
    return "\n".join(out) + "\n"


def deep_views(depth):
    lines = [SCENE_HEAD.rstrip("\n")]
    indent = "  "
    for i in range(depth):
        lines.append(f"{indent}- name: v{i}")
        lines.append(f"{indent}  subviews:")
        indent += "    "
    lines.append(f"{indent}- name: leaf")
    return "\n".join(lines) + "\n"


def chain(count):
    lines = [SCENE_HEAD + "  - name: v\n    recognizers:"]
    lines.append("      - {name: r0, type: tap}")
    for i in range(1, count):
        lines.append(f"      - {{name: r{i}, type: tap, requireToFail: [r{i - 1}]}}")
    return "\n".join(lines) + "\n"


def many_views(count):
    return SCENE_HEAD + "".join(f"  - {{name: v{i}}}\n" for i in range(count))


def many_fingers_evemu(count):
    head = EVEMU.split("E:")[0].replace("A: 2f 0 1 0 0 0", f"A: 2f 0 {count - 1} 0 0 0")
    rows = []
    for i in range(count):
        rows.append(f"E: 0.000000 0003 002f {i:04x}")
        rows.append(f"E: 0.000000 0003 0039 {i + 1:04x}")
    rows.append("E: 0.000000 0000 0000 0000")
    return head + "\n".join(rows) + "\n"


def many_fingers_script(count):
    return "events:\n" + "".join(
        f"  - {{t: 0, id: {i}, phase: down, x: 1, y: 1}}\n" for i in range(count))


class Case:
    def __init__(self, name, args, files=None, expect=65, message=None, output=None,
                 stdin=None, setup=None, stdout=None, lines=1, limit=TIME_LIMIT):
        self.name = name
        self.args = args
        self.files = files or {}
        self.expect = expect
        self.message = message
        self.output = output  # None, "absent" or "unchanged"
        self.stdin = stdin
        self.setup = setup
        self.stdout = stdout
        self.lines = lines
        self.limit = limit


def cases():
    out = []
    root = os.geteuid() == 0

    def add(case):
        # Permission bits do not stop root; those classes are only meaningful for other users.
        if root and case.name.startswith(("unreadable", "-o into a read-only")):
            return
        out.append(case)

    # --- Numbers in touch scripts
    for field, row in [
        ("t 1e300", "{t: 1e300, id: 1, phase: down, x: 1, y: 1}"),
        ("t -1", "{t: -1, id: 1, phase: down, x: 1, y: 1}"),
        ("t .nan", "{t: .nan, id: 1, phase: down, x: 1, y: 1}"),
        ("t .inf", "{t: .inf, id: 1, phase: down, x: 1, y: 1}"),
        ("x 1e300", "{t: 0, id: 1, phase: down, x: 1e300, y: 1}"),
        ("x -1e300", "{t: 0, id: 1, phase: down, x: -1e300, y: 1}"),
        ("y 1e300", "{t: 0, id: 1, phase: down, x: 1, y: 1e300}"),
        ("x 1e20", "{t: 0, id: 1, phase: down, x: 1e20, y: 1}"),
        ("force 1e300", "{t: 0, id: 1, phase: down, x: 1, y: 1, force: 1e300}"),
        ("force -5", "{t: 0, id: 1, phase: down, x: 1, y: 1, force: -5}"),
        ("id 2^63", "{t: 0, id: 9223372036854775808, phase: down, x: 1, y: 1}"),
        ("id -1", "{t: 0, id: -1, phase: down, x: 1, y: 1}"),
        ("id 1e3 float", "{t: 0, id: 1.5, phase: down, x: 1, y: 1}"),
        ("fingers 2^62", "{t: 0, kind: pinch, phase: begin, fingers: 4611686018427387904}"),
        ("fingers -3", "{t: 0, kind: pinch, phase: begin, fingers: -3}"),
        ("scale 1e300", "{t: 0, kind: pinch, phase: begin, scale: 1e300}"),
        ("scale -1", "{t: 0, kind: pinch, phase: begin, scale: -1}"),
        ("angle 1e300", "{t: 0, kind: pinch, phase: begin, angle: 1e300}"),
        ("dx 1e300", "{t: 0, kind: scroll, phase: begin, dx: 1e300}"),
        ("pointer x 1e300", "{t: 0, kind: pointer, x: 1e300, y: 0}"),
        ("phase unknown", "{t: 0, id: 1, phase: hover, x: 1, y: 1}"),
        ("row not mapping", "[1, 2]"),
        ("value with newline", "{t: 0, id: 1, phase: \"do\\nwn\", x: 1, y: 1}"),
    ]:
        for command in (["replay"], ["convert", "-o", "out.yml"], ["render", "-o", "out.svg"]):
            if command[0] != "replay" and field not in ("t 1e300", "x 1e300", "y 1e300", "x 1e20",
                                                        "force 1e300", "pointer x 1e300"):
                continue
            add(Case(f"script {field} ({command[0]})", command + ["s.touches.yml"],
                     {"s.touches.yml": script_row(row)},
                     output="absent" if len(command) > 1 else None))
    for width in ["1e12", "1e300", "0", "-5", ".nan", "abc"]:
        add(Case(f"script window width {width} (convert)",
                 ["convert", "s.touches.yml", "-o", "out.yml"],
                 {"s.touches.yml": f"window: {{width: {width}, height: 844}}\n" +
                  script_row("{t: 0, id: 1, phase: down, x: 1, y: 1}")}, output="absent"))
        add(Case(f"script window width {width} (render)",
                 ["render", "s.touches.yml", "-o", "out.svg"],
                 {"s.touches.yml": f"window: {{width: {width}, height: 844}}\n" +
                  script_row("{t: 0, id: 1, phase: down, x: 1, y: 1}")}, output="absent"))
    add(Case("script 100,000 fingers down", ["replay", "s.touches.yml"],
             {"s.touches.yml": many_fingers_script(100_000)}))
    add(Case("script finger up without down", ["replay", "s.touches.yml"],
             {"s.touches.yml": script_row("{t: 0, id: 1, phase: up, x: 1, y: 1}")}))
    add(Case("script time backwards", ["replay", "s.touches.yml"],
             {"s.touches.yml": "events:\n  - {t: 1, id: 1, phase: down, x: 1, y: 1}\n"
              "  - {t: 0, id: 1, phase: up, x: 1, y: 1}\n"}))
    add(Case("script unknown key", ["replay", "s.touches.yml"],
             {"s.touches.yml": "events: []\nfoo: 1\n"}))
    add(Case("script duplicate key", ["replay", "s.touches.yml"],
             {"s.touches.yml": "events: []\nevents: []\n"}))
    add(Case("script invalid YAML", ["replay", "s.touches.yml"],
             {"s.touches.yml": "events: [\n"}))
    add(Case("script tab indentation", ["replay", "s.touches.yml"],
             {"s.touches.yml": "events:\n\t- {t: 0}\n"}))
    add(Case("script two documents", ["replay", "s.touches.yml"],
             {"s.touches.yml": "events: []\n---\nevents: []\n"}))
    add(Case("script binary", ["replay", "s.touches.yml"], {"s.touches.yml": "\x00\x01\x02"}))
    add(Case("script invalid UTF-8", ["replay", "s.touches.yml"],
             {"s.touches.yml": b"events: [\xff\xfe]\n"}))
    add(Case("script empty", ["replay", "s.touches.yml"], {"s.touches.yml": ""}))
    add(Case("script with BOM", ["replay", "s.touches.yml"],
             {"s.touches.yml": "\ufeff" + TAP_SCRIPT}, expect=0, lines=0))
    add(Case("script alias", ["replay", "s.touches.yml"],
             {"s.touches.yml": "a: &a {t: 0, id: 1, phase: down, x: 1, y: 1}\nevents: [*a]\n"}))
    add(Case("script 10 MB", ["replay", "s.touches.yml"],
             {"s.touches.yml": "events:\n" + "".join(
                 f"  - {{t: {i * 0.001:.3f}, id: 1, phase: {'down' if i == 0 else 'move'}, "
                 f"x: {i % 300}, y: 1}}\n" for i in range(190_000))}, expect=0, lines=0,
             stdout="devnull", limit=120))

    # --- YAML nesting in every YAML input
    for depth in (100_000, 10_000, 1_000):
        add(Case(f"script nested flow {depth}", ["replay", "s.touches.yml"],
                 {"s.touches.yml": "events: " + nested_flow(depth) + "\n"}))
        add(Case(f"script nested block {depth}", ["replay", "s.touches.yml"],
                 {"s.touches.yml": "events:\n" + nested_block(depth)}))
        add(Case(f"scene nested flow {depth}", ["replay", "--scene", "s.scene.yml",
                                                 "s.touches.yml"],
                 {"s.scene.yml": SCENE_HEAD + "  - " + nested_flow(depth) + "\n",
                  "s.touches.yml": TAP_SCRIPT}))
        add(Case(f"recording header nested {depth}", ["replay", "r.yml"],
                 {"r.yml": RECORDING.replace("system:", "x: " + nested_flow(depth) + "\nsystem:")}))
        add(Case(f"recording quirks nested {depth}", ["replay", "r.yml"],
                 {"r.yml": RECORDING.replace("  quirks:", "  quirks: " + nested_flow(depth))}))
    add(Case("script nested block mappings 3000", ["replay", "s.touches.yml"],
             {"s.touches.yml": "events:\n" + nested_mappings(3000)}))
    add(Case("scene nested block 100000", ["replay", "--scene", "s.scene.yml", "s.touches.yml"],
             {"s.scene.yml": "views:\n" + nested_block(100_000), "s.touches.yml": TAP_SCRIPT}))
    add(Case("scene alias bomb", ["replay", "--scene", "s.scene.yml", "s.touches.yml"],
             {"s.scene.yml": alias_bomb(), "s.touches.yml": TAP_SCRIPT}))
    add(Case("scene 20,000 nested views", ["replay", "--scene", "s.scene.yml", "s.touches.yml"],
             {"s.scene.yml": deep_views(20_000), "s.touches.yml": TAP_SCRIPT}))
    add(Case("scene 100,000 views", ["replay", "--scene", "s.scene.yml", "s.touches.yml"],
             {"s.scene.yml": many_views(100_000), "s.touches.yml": TAP_SCRIPT}))
    add(Case("scene requireToFail chain 100,000", ["replay", "--scene", "s.scene.yml",
                                                    "s.touches.yml"],
             {"s.scene.yml": chain(100_000), "s.touches.yml": TAP_SCRIPT}))
    add(Case("scene requireToFail chain 50 (fine)", ["replay", "--scene", "s.scene.yml",
                                                      "s.touches.yml"],
             {"s.scene.yml": chain(50), "s.touches.yml": TAP_SCRIPT}, expect=0, lines=0))

    # --- Numbers in scenes
    for name, recognizer in [
        ("minimumPressDuration 1e300", "{name: p, type: longPress, minimumPressDuration: 1e300}"),
        ("minimumPressDuration -1", "{name: p, type: longPress, minimumPressDuration: -1}"),
        ("maximumTapDuration 1e300", "{name: t, type: tap, maximumTapDuration: 1e300}"),
        ("maximumIntervalBetweenSuccessiveTaps 1e300",
         "{name: t, type: tap, maximumIntervalBetweenSuccessiveTaps: 1e300}"),
        ("allowableMovement 1e300", "{name: t, type: tap, allowableMovement: 1e300}"),
        ("allowableMovement -1 (valid)", "{name: t, type: tap, allowableMovement: -1}"),
        ("numberOfTapsRequired 2^63", "{name: t, type: tap, numberOfTapsRequired: 9223372036854775807}"),
        ("numberOfTapsRequired 1e300", "{name: t, type: tap, numberOfTapsRequired: 1e300}"),
        ("maximumNumberOfTouches 2^62 (valid)", "{name: p, type: pan, maximumNumberOfTouches: 4611686018427387904}"),
        ("hysteresis 1e300", "{name: p, type: pinch, hysteresis: 1e300}"),
        ("edgeRegionSize 1e300", "{name: e, type: screenEdgePan, edges: [left], edgeRegionSize: 1e300}"),
        ("maximumDuration 1e300", "{name: s, type: swipe, maximumDuration: 1e300}"),
        ("unknown property", "{name: t, type: tap, colour: red}"),
        ("unknown type", "{name: t, type: wiggle}"),
        ("name with newline", "{name: \"a\\nb\", type: tap}"),
        ("self requireToFail", "{name: t, type: tap, requireToFail: [t]}"),
        ("requireToFail unknown", "{name: t, type: tap, requireToFail: [nope]}"),
    ]:
        valid = "(valid)" in name
        add(Case(f"scene {name}", ["replay", "--scene", "s.scene.yml", "s.touches.yml"],
                 {"s.scene.yml": scene_with(recognizer), "s.touches.yml": TAP_SCRIPT},
                 expect=0 if valid else 65, lines=0 if valid else 1))
    for label, window in [("width 1e12", "{width: 1e12, height: 844}"),
                          ("width 0", "{width: 0, height: 844}"),
                          ("height -1", "{width: 390, height: -1}"),
                          ("width 1e300", "{width: 1e300, height: 844}"),
                          ("width .nan", "{width: .nan, height: 844}"),
                          ("not a mapping", "[1, 2]")]:
        for command in (["replay"], ["render", "-o", "out.svg"]):
            add(Case(f"scene window {label} ({command[0]})",
                     command + ["--scene", "s.scene.yml", "s.touches.yml"],
                     {"s.scene.yml": f"window: {window}\nviews: [{{name: v}}]\n",
                      "s.touches.yml": TAP_SCRIPT},
                     output="absent" if len(command) > 1 else None))
    for label, view in [("frame 1e300", "{name: v, frame: [0, 0, 1e300, 1]}"),
                        ("frame x 1e300", "{name: v, frame: [1e300, 0, 1, 1]}"),
                        ("frame negative", "{name: v, frame: [0, 0, -1, 1]}"),
                        ("transform scale 1e300", "{name: v, transform: {scale: 1e300}}"),
                        ("transform scale 0", "{name: v, transform: {scale: 0}}"),
                        ("transform rotation 1e300", "{name: v, transform: {rotation: 1e300}}"),
                        ("alpha 1e300", "{name: v, alpha: 1e300}"),
                        ("view name newline", "{name: \"a\\nb\"}"),
                        ("duplicate view", "{name: v}, {name: v}")]:
        add(Case(f"scene view {label} (render)",
                 ["render", "--scene", "s.scene.yml", "s.touches.yml", "-o", "out.svg"],
                 {"s.scene.yml": f"window: {{width: 390, height: 844}}\nviews: [{view}]\n",
                  "s.touches.yml": TAP_SCRIPT}, output="absent"))
    add(Case("scene empty", ["replay", "--scene", "s.scene.yml", "s.touches.yml"],
             {"s.scene.yml": "", "s.touches.yml": TAP_SCRIPT}))
    add(Case("scene duplicate key", ["replay", "--scene", "s.scene.yml", "s.touches.yml"],
             {"s.scene.yml": "views: []\nviews: []\n", "s.touches.yml": TAP_SCRIPT}))
    add(Case("scene with BOM", ["replay", "--scene", "s.scene.yml", "s.touches.yml"],
             {"s.scene.yml": "\ufeff" + PAN_SCENE, "s.touches.yml": TAP_SCRIPT}, expect=0,
             lines=0))

    # --- evemu numbers
    for label, line in [
        ("time 9223372036855 s", "E: 9223372036855.000000 0003 0039 0001"),
        ("time -9223372036855 s", "E: -9223372036855.000000 0003 0039 0001"),
        ("negative first time", "E: -5.000000 0003 0039 0001"),
        ("time 2^63 digits", "E: 99999999999999999999.000000 0003 0039 0001"),
        ("value 2^40", "E: 0.000000 0003 0039 1099511627776"),
        ("type 0xffffffffffff", "E: 0.000000 ffffffffffff 0039 1"),
        ("code huge", "E: 0.000000 0003 ffffffffffffffffff 1"),
        ("slot 2147483647", "E: 0.000000 0003 002f 2147483647"),
        ("slot -1", "E: 0.000000 0003 002f -1"),
        ("tracking id -5", "E: 0.000000 0003 0039 -5"),
        ("five digit usec", "E: 0.00000 0003 0039 1"),
        ("garbage", "E: hello"),
    ]:
        add(Case(f"evemu {label}", ["describe", "e.evemu"], {"e.evemu": evemu_with_event(line)}))
        # convert copies rows without decoding touches, so slot and tracking values pass.
        decoded = label.startswith(("slot", "tracking"))
        add(Case(f"evemu {label} (convert)", ["convert", "e.evemu", "-o", "out.yml"],
                 {"e.evemu": evemu_with_event(line)}, output=None if decoded else "absent",
                 expect=(0, 65) if decoded else 65, lines=None if decoded else 1))
    for label, axis in [
        ("pressure axis min -1, value 2^31-1 (valid, clamped)", None),
        ("axis max < min", "A: 35 1000 0 0 0 10"),
        ("axis min -2^31 max 2^31-1 (valid)", "A: 35 -2147483648 2147483647 0 0 10"),
        ("axis value 2^32", "A: 35 0 4294967296 0 0 10"),
        ("axis resolution negative", "A: 35 0 1000 0 0 -10"),
        ("axis 7 numbers", "A: 35 0 1000 0 0 10 5 6"),
        ("axis code 0x40", "A: 40 0 1000 0 0 10"),
        ("slots 100000", "A: 2f 0 99999 0 0 0"),
    ]:
        if axis is None:
            text = EVEMU.replace("A: 39 0 65535 0 0 0",
                                 "A: 39 0 65535 0 0 0\nA: 3a -1 255 0 0 0").replace(
                "B: 03 03 00 00 00 00 80 60 02", "B: 03 03 00 00 00 00 80 60 06").replace(
                "E: 0.000000 0003 0036 0200\nE: 0.000000 0003 002f",
                "E: 0.000000 0003 0036 0200\nE: 0.000000 0003 003a 2147483647\n"
                "E: 0.000000 0003 002f", 1)
        else:
            text = evemu_axis(axis)
        valid = "(valid" in label
        add(Case(f"evemu {label}", ["replay", "e.evemu"], {"e.evemu": text},
                 expect=0 if valid else 65, lines=None if valid else 1))
        add(Case(f"evemu {label} (render)", ["render", "e.evemu", "-o", "out.svg"],
                 {"e.evemu": text}, output=None if valid else "absent",
                 expect=0 if valid else 65, lines=None if valid else 1))
    below = EVEMU.replace("A: 39 0 65535 0 0 0", "A: 39 0 65535 0 0 0\nA: 3a 10 255 0 0 0").replace(
        "E: 0.000000 0003 0036 0200\nE: 0.000000 0003 002f",
        "E: 0.000000 0003 0036 0200\nE: 0.000000 0003 003a -2147483648\nE: 0.000000 0003 002f", 1)
    add(Case("evemu pressure below the axis minimum (clamped)", ["replay", "e.evemu"],
             {"e.evemu": below}, expect=0, lines=0))
    add(Case("evemu 100,000 fingers", ["replay", "e.evemu"],
             {"e.evemu": many_fingers_evemu(100_000)}))
    add(Case("evemu 40 fingers", ["replay", "e.evemu"], {"e.evemu": many_fingers_evemu(40)}))
    add(Case("evemu with BOM", ["replay", "e.evemu"], {"e.evemu": "\ufeff" + EVEMU}, expect=0,
             lines=0))
    add(Case("evemu no device lines", ["replay", "e.evemu"],
             {"e.evemu": "E: 0.000000 0000 0000 0000\n"}))
    add(Case("evemu keyboard only", ["replay", "e.evemu"],
             {"e.evemu": "N: kbd\nI: 0003 0001 0001 0001\nB: 01 ff\n"
              "E: 0.000000 0000 0000 0000\n"}))
    add(Case("evemu name with newline-like bytes", ["describe", "e.evemu"],
             {"e.evemu": EVEMU.replace("N: Seed touchscreen", "N: Seed\rtouch")}, expect=0,
             lines=0))
    add(Case("evemu binary", ["replay", "e.evemu"], {"e.evemu": b"\x00\xff" * 100}))
    add(Case("evemu line 2 MB", ["replay", "e.evemu"], {"e.evemu": "N: " + "x" * (2 << 20)}))
    add(Case("evemu frame without SYN_REPORT", ["replay", "e.evemu"],
             {"e.evemu": EVEMU.rsplit("E: 0.016000 0000 0000 0000", 1)[0]}))
    add(Case("events without .desc", ["replay", "x.events"],
             {"x.events": "E: 0.000000 0000 0000 0000\n"}))

    # --- libinput record numbers and structure
    for label, row in [
        ("row seconds 2^40", "- [1099511627776, 0, 3, 57, 1]"),
        ("row seconds -1", "- [-1, 0, 3, 57, 1]"),
        ("row usec 10^6", "- [0, 1000000, 3, 57, 1]"),
        ("row value 2^31", "- [0, 0, 3, 57, 2147483648]"),
        ("row value 10^30", "- [0, 0, 3, 57, 1000000000000000000000000000000]"),
        ("row type -1", "- [0, 0, -1, 57, 1]"),
        ("row code 99999", "- [0, 0, 3, 99999, 1]"),
        ("row 4 numbers", "- [0, 0, 3, 57]"),
        ("row unclosed", "- [0, 0, 3, 57, 1"),
        ("row float", "- [0.5, 0, 3, 57, 1]"),
    ]:
        add(Case(f"record {label}", ["replay", "r.yml"], {"r.yml": recording_row(row)}))
    add(Case("record version 2", ["replay", "r.yml"],
             {"r.yml": RECORDING.replace("version: 1", "version: 2")}))
    add(Case("record version 2^70", ["replay", "r.yml"],
             {"r.yml": RECORDING.replace("version: 1", "version: 1180591620717411303424")}))
    add(Case("record ndevices 5", ["replay", "r.yml"],
             {"r.yml": RECORDING.replace("ndevices: 1", "ndevices: 5")}))
    add(Case("record no devices", ["replay", "r.yml"],
             {"r.yml": RECORDING.split("devices:")[0].replace("ndevices", "n")}))
    add(Case("record absinfo 2^31", ["replay", "r.yml"],
             {"r.yml": RECORDING.replace("53: [0, 1214, 0, 0, 20]", "53: [0, 2147483648, 0, 0, 20]")}))
    add(Case("record absinfo max<min", ["replay", "r.yml"],
             {"r.yml": RECORDING.replace("53: [0, 1214, 0, 0, 20]", "53: [1214, 0, 0, 0, 20]")}))
    add(Case("record id 70000", ["replay", "r.yml"],
             {"r.yml": RECORDING.replace("id: [24, 1046, 911, 256]", "id: [70000, 1, 1, 1]")}))
    add(Case("record 300 MB header", ["replay", "r.yml"],
             {"r.yml": "# x\n" * 2 + ("x: " + "y" * 1000 + "\n") * 300_000 + RECORDING},
             limit=60))
    add(Case("record no touch device", ["replay", "r.yml"],
             {"r.yml": RECORDING.replace("properties: [1]", "properties: []").replace(
                 "3: [0, 1, 47, 53, 54, 57] # EV_ABS", "2: [0, 1]").replace(
                 "    - ID_INPUT_TOUCHSCREEN=1\n", "")}, expect=(0, 65), lines=None))
    add(Case("record binary", ["replay", "r.yml"], {"r.yml": b"\x00\x01" * 100}))
    add(Case("record empty", ["replay", "r.yml"], {"r.yml": ""}))
    add(Case("record with BOM", ["replay", "r.yml"], {"r.yml": "\ufeff" + RECORDING}, expect=0,
             lines=0))
    add(Case("record device name newline", ["describe", "r.yml"],
             {"r.yml": RECORDING.replace('name: "Goodix Capacitive TouchScreen"',
                                         'name: "Goodix\\nTouch"')}, expect=0, lines=0))
    add(Case("record duplicate header key", ["replay", "r.yml"],
             {"r.yml": RECORDING.replace("ndevices: 1", "ndevices: 1\nndevices: 1")}))
    add(Case("record invalid header YAML", ["replay", "r.yml"],
             {"r.yml": RECORDING.replace("ndevices: 1", "ndevices: [1")}))

    # --- Inputs that are not files
    add(Case("missing trace", ["replay", "nope.yml"], expect=66))
    add(Case("missing script", ["replay", "nope.touches.yml"], expect=66))
    add(Case("missing scene", ["replay", "--scene", "nope.scene.yml", "s.touches.yml"],
             {"s.touches.yml": TAP_SCRIPT}, expect=66))
    add(Case("missing evemu", ["describe", "nope.evemu"], expect=66))
    add(Case("missing convert input", ["convert", "nope.evemu", "-o", "out.yml"], expect=66,
             output="absent"))
    add(Case("unreadable trace", ["replay", "u.yml"], {"u.yml": RECORDING}, expect=66,
             setup=lambda d: os.chmod(os.path.join(d, "u.yml"), 0)))
    add(Case("unreadable script", ["replay", "u.touches.yml"], {"u.touches.yml": TAP_SCRIPT},
             expect=66, setup=lambda d: os.chmod(os.path.join(d, "u.touches.yml"), 0)))
    add(Case("unreadable scene", ["replay", "--scene", "u.scene.yml", "s.touches.yml"],
             {"u.scene.yml": PAN_SCENE, "s.touches.yml": TAP_SCRIPT}, expect=66,
             setup=lambda d: os.chmod(os.path.join(d, "u.scene.yml"), 0)))
    add(Case("directory as trace", ["replay", "dir.yml"], expect=66,
             setup=lambda d: os.mkdir(os.path.join(d, "dir.yml"))))
    add(Case("directory as script", ["replay", "dir.touches.yml"], expect=66,
             setup=lambda d: os.mkdir(os.path.join(d, "dir.touches.yml"))))
    add(Case("directory as scene", ["replay", "--scene", "sdir", "s.touches.yml"],
             {"s.touches.yml": TAP_SCRIPT}, expect=66,
             setup=lambda d: os.mkdir(os.path.join(d, "sdir"))))
    add(Case("FIFO as trace (no writer)", ["replay", "fifo.yml"], expect=66,
             setup=lambda d: os.mkfifo(os.path.join(d, "fifo.yml")), limit=10))
    add(Case("FIFO as scene (no writer)", ["replay", "--scene", "fifo", "s.touches.yml"],
             {"s.touches.yml": TAP_SCRIPT}, expect=66,
             setup=lambda d: os.mkfifo(os.path.join(d, "fifo")), limit=10))
    add(Case("character device as trace", ["replay", "/dev/zero"], expect=66, limit=10))
    add(Case("/dev/null as trace", ["replay", "/dev/null"], expect=66, limit=10))
    add(Case("character device as scene", ["replay", "--scene", "/dev/zero", "s.touches.yml"],
             {"s.touches.yml": TAP_SCRIPT}, expect=66, limit=10))
    add(Case("trace on stdin (-), libinput record", ["replay", "-"], stdin=RECORDING, expect=0,
             lines=0))
    add(Case("trace on stdin (-), evemu", ["replay", "-"], stdin=EVEMU, expect=0, lines=0))
    add(Case("trace on stdin (-), touch script", ["replay", "-"], stdin=TAP_SCRIPT, expect=0,
             lines=0))
    add(Case("scene on stdin (-)", ["replay", "--scene", "-", "s.touches.yml"],
             {"s.touches.yml": TAP_SCRIPT}, stdin=PAN_SCENE, expect=0, lines=0))
    add(Case("stdin (-) empty", ["replay", "-"], stdin="", expect=65))
    add(Case("stdin (-) garbage", ["replay", "-"], stdin="hello world\n", expect=65))
    add(Case("process substitution record", ["bash", "-c", "$GS replay <(cat r.yml)"],
             {"r.yml": RECORDING}, expect=0, lines=0))
    add(Case("process substitution evemu", ["bash", "-c", "$GS describe <(cat e.evemu)"],
             {"e.evemu": EVEMU}, expect=0, lines=0))
    add(Case("process substitution script", ["bash", "-c", "$GS replay <(cat s.touches.yml)"],
             {"s.touches.yml": TAP_SCRIPT}, expect=0, lines=0))
    add(Case("process substitution scene", ["bash", "-c",
                                            "$GS replay --scene <(cat s.scene.yml) s.touches.yml"],
             {"s.scene.yml": PAN_SCENE, "s.touches.yml": TAP_SCRIPT}, expect=0, lines=0))
    add(Case("convert from stdin", ["convert", "-", "-o", "out.yml"], stdin=EVEMU, expect=0,
             lines=0))

    # --- Output paths
    def existing(name, text="precious\n"):
        return lambda d: open(os.path.join(d, name), "w").write(text)

    # Device nodes are made in the scratch folder: a binary with the old bug, run as root,
    # would otherwise replace the system's /dev/null and /dev/full with regular files.
    def device(name, minor):
        return lambda d: os.mknod(os.path.join(d, name), 0o666 | stat.S_IFCHR, os.makedev(1, minor))

    add(Case("-o to a full device (a /dev/full node)", ["replay", "s.touches.yml", "-o", "fulldev"],
             {"s.touches.yml": TAP_SCRIPT}, expect=1, setup=device("fulldev", 7)))
    # A character device is written in place, as every Unix tool writes to one.
    add(Case("-o to a null device (a /dev/null node)", ["replay", "s.touches.yml", "-o", "nulldev"],
             {"s.touches.yml": TAP_SCRIPT}, expect=0, lines=0, setup=device("nulldev", 3)))
    add(Case("-o to a directory", ["replay", "s.touches.yml", "-o", "outdir"],
             {"s.touches.yml": TAP_SCRIPT}, expect=1,
             setup=lambda d: os.mkdir(os.path.join(d, "outdir"))))
    # A FIFO is written in place too; with nobody reading, opening it waits, as for any
    # writer, so a reader drains it here.
    def fifo_with_reader(d):
        path = os.path.join(d, "outfifo")
        os.mkfifo(path)
        threading.Thread(target=lambda: open(path, "rb").read(), daemon=True).start()
    add(Case("-o to a FIFO with a reader", ["replay", "s.touches.yml", "-o", "outfifo"],
             {"s.touches.yml": TAP_SCRIPT}, expect=0, lines=0, setup=fifo_with_reader, limit=10))
    add(Case("-o into a missing folder", ["replay", "s.touches.yml", "-o", "no/such/out.txt"],
             {"s.touches.yml": TAP_SCRIPT}, expect=1))
    add(Case("-o into a read-only folder", ["replay", "s.touches.yml", "-o", "ro/out.txt"],
             {"s.touches.yml": TAP_SCRIPT}, expect=1,
             setup=lambda d: (os.mkdir(os.path.join(d, "ro")), os.chmod(os.path.join(d, "ro"),
                                                                         0o500))))
    add(Case("-o symlink to a file (replay)", ["replay", "s.touches.yml", "-o", "link.txt"],
             {"s.touches.yml": TAP_SCRIPT}, expect=0, lines=0, output="symlink",
             setup=lambda d: (existing("target.txt")(d), os.symlink("target.txt",
                                                                    os.path.join(d, "link.txt")))))
    add(Case("-o symlink to a file (convert)", ["convert", "s.touches.yml", "-o", "link.yml"],
             {"s.touches.yml": TAP_SCRIPT}, expect=0, lines=0, output="symlink",
             setup=lambda d: (existing("target.yml")(d), os.symlink("target.yml",
                                                                    os.path.join(d, "link.yml")))))
    add(Case("-o symlink to a file (render)", ["render", "s.touches.yml", "-o", "link.svg"],
             {"s.touches.yml": TAP_SCRIPT}, expect=0, lines=0, output="symlink",
             setup=lambda d: (existing("target.svg")(d), os.symlink("target.svg",
                                                                    os.path.join(d, "link.svg")))))
    add(Case("-o dangling symlink", ["replay", "s.touches.yml", "-o", "dangling.txt"],
             {"s.touches.yml": TAP_SCRIPT}, expect=0, lines=0, output="symlink",
             setup=lambda d: os.symlink("target.txt", os.path.join(d, "dangling.txt"))))
    add(Case("-o symlink to a null device", ["replay", "s.touches.yml", "-o", "devlink"],
             {"s.touches.yml": TAP_SCRIPT}, expect=0, lines=0,
             setup=lambda d: (device("nulldev", 3)(d), os.symlink("nulldev",
                                                                   os.path.join(d, "devlink")))))
    add(Case("-o symlink loop", ["replay", "s.touches.yml", "-o", "loop"],
             {"s.touches.yml": TAP_SCRIPT}, expect=1,
             setup=lambda d: os.symlink("loop", os.path.join(d, "loop"))))
    add(Case("-o existing file kept on bad input", ["replay", "bad.touches.yml", "-o", "old.txt"],
             {"bad.touches.yml": "events: [\n"}, expect=65, output="unchanged",
             setup=existing("old.txt")))
    add(Case("-o existing file kept on trap-class input",
             ["convert", "s.touches.yml", "-o", "old.yml"],
             {"s.touches.yml": script_row("{t: 0, id: 1, phase: down, x: 1e300, y: 1}")},
             expect=65, output="unchanged", setup=existing("old.yml")))
    add(Case("-o same as input", ["convert", "e.evemu", "-o", "e.evemu"], {"e.evemu": EVEMU},
             expect=0, lines=0))
    add(Case("stdout is a full device", ["bash", "-c", "$GS replay s.touches.yml > fulldev"],
             {"s.touches.yml": TAP_SCRIPT}, expect=1, setup=device("fulldev", 7)))
    add(Case("stdout closed", ["bash", "-c", "$GS replay s.touches.yml >&-"],
             {"s.touches.yml": TAP_SCRIPT}, expect=1))
    add(Case("stdout into head (EPIPE)", ["bash", "-c",
                                          "set -o pipefail; $GS replay big.touches.yml | head -1 "
                                          ">/dev/null; echo ${PIPESTATUS[0]} >&2; exit 0"],
             {"big.touches.yml": "events:\n" + "".join(
                 f"  - {{t: {i * 0.01:.2f}, id: 1, phase: {'down' if i % 2 == 0 else 'up'}, "
                 f"x: 10, y: 10}}\n" for i in range(20_000))},
             expect=0, message="^(0|141)$", lines=1))
    add(Case("describe stdout full", ["bash", "-c", "$GS describe s.touches.yml > fulldev"],
             {"s.touches.yml": TAP_SCRIPT}, expect=1, setup=device("fulldev", 7)))
    add(Case("diagram stdout full", ["bash", "-c", "$GS diagram pan > fulldev"], expect=1,
             setup=device("fulldev", 7)))
    add(Case("help stdout full", ["bash", "-c", "$GS --help > fulldev"], expect=1,
             setup=device("fulldev", 7)))
    add(Case("verify stdout full", ["bash", "-c", "$GS verify s.touches.yml > fulldev"],
             {"s.touches.yml": TAP_SCRIPT}, expect=1, setup=device("fulldev", 7)))
    for sig in ("INT", "TERM", "KILL"):
        add(Case(f"SIG{sig} during replay -o leaves no temporary file",
                 ["bash", "-c", f"set -m; $GS replay big.touches.yml -o out.txt & p=$!; sleep 0.6; "
                                f"kill -{sig} $p; wait $p; echo $? >&2; exit 0"],
                 {"big.touches.yml": "events:\n" + "".join(
                     f"  - {{t: {i * 0.01:.2f}, id: 1, phase: {'down' if i % 2 == 0 else 'up'}, "
                     f"x: 10, y: 10}}\n" for i in range(200_000))},
                 expect=0, output="absent", message="^(130|143|137)$", limit=60, lines=None))

    # --- Options
    for label, args in [
        ("--points-per-mm 1e-300", ["convert", "e.evemu", "-o", "out.yml", "--points-per-mm",
                                    "1e-300"]),
        ("--points-per-mm 1e300", ["convert", "e.evemu", "-o", "out.yml", "--points-per-mm",
                                   "1e300"]),
        ("--screen 1e300x1", ["replay", "e.evemu", "--screen", "1e300x1"]),
        ("--screen 1e12x1e12 convert", ["convert", "e.evemu", "-o", "out.yml", "--screen",
                                        "1e12x1e12"]),
        ("--screen 0x0", ["replay", "e.evemu", "--screen", "0x0"]),
        ("--jobs 0", ["verify", "e.evemu", "--jobs", "0"]),
        ("--maximum-hunks -1", ["verify", "e.evemu", "--maximum-hunks", "-1"]),
    ]:
        add(Case(f"option {label}", args, {"e.evemu": EVEMU}, expect=(64, 65), lines=None,
                 output="absent" if "-o" in args else None))

    # --- verify
    add(Case("verify 100,000-line differing expectation", ["verify", "big.touches.yml"],
             {"big.touches.yml": "events:\n" + "".join(
                 f"  - {{t: {i * 0.01:.2f}, id: 1, phase: {'down' if i % 2 == 0 else 'up'}, "
                 f"x: 10, y: 10}}\n" for i in range(40_000)),
              "big.expected.jsonl": "".join(f'{{"x":{i}}}\n' for i in range(100_000))},
             expect=1, lines=0, stdout="devnull", limit=120))
    add(Case("verify expectation is a directory", ["verify", "s.touches.yml"],
             {"s.touches.yml": TAP_SCRIPT}, expect=(1, 66), lines=None,
             setup=lambda d: os.mkdir(os.path.join(d, "s.expected.jsonl"))))
    add(Case("verify --update onto a symlink", ["verify", "--update", "s.touches.yml"],
             {"s.touches.yml": TAP_SCRIPT}, expect=0, lines=0,
             setup=lambda d: (existing("real.jsonl")(d), os.symlink(
                 "real.jsonl", os.path.join(d, "s.expected.jsonl")))))
    return out


def run(binary, case, scratch):
    folder = tempfile.mkdtemp(dir=scratch)
    for name, content in case.files.items():
        mode = "wb" if isinstance(content, bytes) else "w"
        with open(os.path.join(folder, name), mode) as f:
            f.write(content)
    if case.setup:
        case.setup(folder)
    before = snapshot(folder)
    if case.args[0] == "bash":
        command = ["/usr/bin/time", "-f", "%M %e", "-o", os.path.join(scratch, "time.txt")] + case.args
    else:
        command = ["/usr/bin/time", "-f", "%M %e", "-o", os.path.join(scratch, "time.txt"),
                   binary] + case.args
    env = dict(os.environ, GS=binary, NO_COLOR="1")

    def limits():
        resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CEILING * 4, MEMORY_CEILING * 4))
        os.setsid()

    stdout = subprocess.DEVNULL if case.stdout == "devnull" else subprocess.PIPE
    started = time.monotonic()
    process = subprocess.Popen(command, cwd=folder, env=env, preexec_fn=limits,
                               stdin=subprocess.PIPE if case.stdin is not None
                               else subprocess.DEVNULL,
                               stdout=stdout, stderr=subprocess.PIPE)
    hung = False
    try:
        out, err = process.communicate(
            input=case.stdin.encode() if case.stdin is not None else None, timeout=case.limit)
    except subprocess.TimeoutExpired:
        hung = True
        os.killpg(process.pid, signal.SIGKILL)
        out, err = process.communicate()
    elapsed = time.monotonic() - started
    try:
        peak_kb, _ = open(os.path.join(scratch, "time.txt")).read().split()[-2:]
        peak = int(peak_kb) // 1024
    except (ValueError, OSError):
        peak = -1
    status = process.returncode
    err_text = err.decode(errors="replace")
    if "Command terminated by signal" in err_text or "Command exited with non-zero" in err_text:
        err_text = "\n".join(l for l in err_text.splitlines()
                             if not l.startswith("Command "))
        if err_text:
            err_text += "\n"
    problems = []
    if hung:
        problems.append("hang")
    if status is not None and status < 0 or (status or 0) > 128 and case.args[0] != "bash":
        problems.append(f"signal {abs(status) if status < 0 else status - 128}")
    expected = case.expect if isinstance(case.expect, tuple) else (case.expect,)
    if status not in expected and not hung:
        problems.append(f"exit {status}, expected {'/'.join(map(str, expected))}")
    lines = err_text.splitlines()
    if case.lines is not None and len(lines) != case.lines and not hung:
        problems.append(f"{len(lines)} stderr lines")
    if case.message:
        import re
        if not lines or not re.search(case.message, lines[-1]):
            problems.append("wrong message")
    if "Fatal error" in err_text or "Stack dump" in err_text:
        problems.append("trap")
    if peak > MEMORY_CEILING // (1 << 20):
        problems.append(f"memory {peak} MB")
    after = snapshot(folder)
    stray = sorted(n for n in after if n not in before and not expected_output(case, n))
    stray = [n for n in stray if "partial" in n or n.endswith(".tmp") or case.output == "absent"
             or n.startswith(".")]
    if stray:
        problems.append("stray " + ",".join(stray))
    changed = [n for n in before if n in after and before[n] != after[n]]
    if case.output == "unchanged" and changed:
        problems.append("changed " + ",".join(changed))
    if case.output == "symlink":
        links = [n for n in before if before[n][0] == "link"]
        for n in links:
            if not os.path.islink(os.path.join(folder, n)):
                problems.append(f"{n} no longer a symlink")
    message = lines[-1] if lines else ""
    shutil.rmtree(folder, onerror=lambda *a: fix_and_remove(folder))
    return status, message, peak, elapsed, problems


def fix_and_remove(folder):
    for root, dirs, files in os.walk(folder):
        for d in dirs:
            os.chmod(os.path.join(root, d), 0o700)
    shutil.rmtree(folder, ignore_errors=True)


def expected_output(case, name):
    return case.output != "absent" and name in ("out.yml", "out.svg", "out.txt", "target.txt",
                                                 "target.yml", "target.svg")


def snapshot(folder):
    state = {}
    for root, dirs, files in os.walk(folder):
        for name in dirs + files:
            path = os.path.join(root, name)
            rel = os.path.relpath(path, folder)
            info = os.lstat(path)
            if stat.S_ISLNK(info.st_mode):
                state[rel] = ("link", os.readlink(path))
            elif stat.S_ISREG(info.st_mode):
                try:
                    state[rel] = ("file", open(path, "rb").read())
                except OSError:
                    state[rel] = ("file", None)
            else:
                state[rel] = ("other", None)
    return state


def main():
    args = sys.argv[1:]
    binary = os.path.join(REPO, ".build/debug/gesturesim")
    markdown = None
    only = None
    while args:
        arg = args.pop(0)
        if arg == "--markdown":
            markdown = args.pop(0)
        elif arg == "--only":
            only = args.pop(0)
        else:
            binary = os.path.abspath(arg)
    scratch = tempfile.mkdtemp(prefix="gesturesim-hostile-")
    rows = []
    failures = 0
    selected = [c for c in cases() if only is None or only in c.name]
    for case in selected:
        status, message, peak, elapsed, problems = run(binary, case, scratch)
        verdict = "ok" if not problems else "; ".join(problems)
        failures += bool(problems)
        rows.append((case.name, status, message, peak, elapsed, verdict))
        print(f"{'ok ' if not problems else 'BAD'} {case.name}: exit {status}, {peak} MB, "
              f"{elapsed:.2f} s — {message[:150]}" + ("" if not problems else f"  [{verdict}]"),
              flush=True)
    shutil.rmtree(scratch, ignore_errors=True)
    print(f"{len(rows)} classes, {failures} misbehaved")
    if markdown:
        with open(markdown, "w") as f:
            f.write("| # | input class | exit | message (stderr, last line) | peak MB | s | verdict |\n")
            f.write("|---|---|---|---|---|---|---|\n")
            for number, (name, status, message, peak, elapsed, verdict) in enumerate(rows, 1):
                text = message.replace("|", "\\|")[:160]
                f.write(f"| {number} | {name} | {status} | {text} | {peak} | {elapsed:.2f} | "
                        f"{verdict} |\n")
    sys.exit(min(failures, 125))


if __name__ == "__main__":
    main()
