#!/usr/bin/env python3
"""A mutation campaign over the scenario files: every scenario in a folder (flows included),
mutated at random and played by the release CLI, one child process per mutant.

Each mutant is played with `pantomime run FILE` in a child limited to TIMEOUT seconds of
CPU time and ADDRESS_SPACE bytes of address space. CPU time, not real time, so that a busy
machine does not turn a slow run into a finding; a child that hangs without working is
stopped after six times TIMEOUT of real time, and that counts as a timeout too. Exit codes
0 (passed), 1 (failed) and 2 (an error in the file or the command) are fine; anything else
(a signal, 132 for a trap, 134 for an abort, 139 for a segmentation fault, any other code)
or a timeout is a finding.
Each finding's input is saved with a note of how it was made and what happened.

The campaign is reproducible: run number N of seed S is always the same mutant, whatever
the number of workers, and `--only N` makes that one mutant again (`--print` shows it).

Standard library only.
"""

import argparse
import concurrent.futures
import os
import random
import re
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

FINE_EXITS = {0, 1, 2}
FLOWS_FOLDER = "flows"

# ---------------------------------------------------------------------------------------
# Reading scenario files as text: a header, the steps (each a block of lines), a footer.
# Mutations work on the text, so that what is played is YAML as a user might write it
# (block and flow style, comments), and mistakes in the shape reach the reader too.
# ---------------------------------------------------------------------------------------

TOP_KEY = re.compile(r"^[A-Za-z_][\w-]*\s*:")
ITEM = re.compile(r"^(\s*)- ?")
NUMBER = re.compile(r"(?<![\w.$-])-?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?(?![\w.])")
WORD_VALUE = re.compile(r"(?<=[:\[,{] )[A-Za-z][\w-]*(?=\s*[,\]}]|\s*$)")
KEY = re.compile(r"^(\s*(?:- )?)([A-Za-z_][\w]*)(\s*:)")


class Scenario:
    """A scenario file split into the lines before `steps:`, its steps and the lines after."""

    def __init__(self, text):
        lines = text.split("\n")
        start = next((i for i, line in enumerate(lines) if re.match(r"^steps\s*:\s*$", line)), None)
        if start is None:
            self.head, self.steps, self.tail, self.indent = lines, [], [], "  "
            self.has_steps = False
            return
        self.has_steps = True
        end = start + 1
        while end < len(lines) and not TOP_KEY.match(lines[end]):
            end += 1
        body = lines[start + 1:end]
        indents = [len(ITEM.match(line).group(1)) for line in body if ITEM.match(line)]
        width = min(indents) if indents else 2
        self.indent = " " * width
        steps, current, before = [], None, []
        for line in body:
            match = ITEM.match(line)
            if match and len(match.group(1)) == width:
                current = [line]
                steps.append(current)
            elif current is None:
                before.append(line)
            else:
                current.append(line)
        self.head = lines[:start + 1] + before
        self.steps = steps
        self.tail = lines[end:]

    def text(self):
        return "\n".join(self.head + [line for step in self.steps for line in step] + self.tail)


def reindent(step, width):
    """A step's lines moved so that its dash is at column `width`."""
    match = ITEM.match(step[0])
    shift = width - (len(match.group(1)) if match else 0)
    if shift >= 0:
        return [" " * shift + line if line.strip() else line for line in step]
    return [line[-shift:] if line[:-shift].strip() == "" else line.lstrip() for line in step]


# ---------------------------------------------------------------------------------------
# Mutations. Each takes (scenario, rng, donors) and returns a short description, or None
# when it does not apply to this file.
# ---------------------------------------------------------------------------------------

ODD_NUMBERS = [
    "0", "-0.0", "-1", "1e9", "-1e9", "1e300", "-1e300", "1e-300", "5e-324", "-5e-324", "2.2250738585072014e-308",
    "1e308", "1.7976931348623157e308", "1e309", "-1e309", ".inf", "-.inf", ".nan", "9223372036854775807",
    "9223372036854775808", "-9223372036854775809", "4294967296", "2147483648", "0.0001", "1e-9", "0.5",
    "100000", "1000000", "0x10", "1_000", "007",
]


def mutate_number(scenario, rng, donors):
    lines, places = value_places(scenario, NUMBER)
    if not places:
        return None
    index, match = rng.choice(places)
    old = match.group(0)
    choice = rng.random()
    if choice < 0.55:
        new = rng.choice(ODD_NUMBERS)
    elif choice < 0.7:
        new = old[1:] if old.startswith("-") else "-" + old
    elif choice < 0.85:
        new = repr(float(old) * rng.choice([1e3, 1e6, 1e-3, 1e-6, 2, 0.5]) if re.match(r"^-?[\d.]+(e[-+]?\d+)?$", old, re.I) else 0)
    else:
        new = str(rng.randint(-1000, 100000))
    line = lines[index]
    replace_line(scenario, index, line[:match.start()] + new + line[match.end():])
    return f"number {old} -> {new} on line {index + 1}"


def prose_lines(scenario):
    """The indices of the lines of `name:` and `description:`, which are only read as text."""
    prose, inside = set(), False
    for index, line in enumerate(scenario.head):
        if TOP_KEY.match(line):
            inside = bool(re.match(r"^(name|description)\s*:", line))
        if inside:
            prose.add(index)
    return prose


def value_places(scenario, *patterns):
    """(line index, match) for every match of the patterns outside comments and prose."""
    lines = scenario.head + [line for step in scenario.steps for line in step]
    prose = prose_lines(scenario)
    return lines, [(i, m) for i, line in enumerate(lines) if i not in prose and not line.lstrip().startswith("#")
                   for pattern in patterns for m in pattern.finditer(line)]


def replace_line(scenario, index, new):
    if index < len(scenario.head):
        scenario.head[index] = new
        return
    index -= len(scenario.head)
    for step in scenario.steps:
        if index < len(step):
            step[index] = new
            return
        index -= len(step)


def drop_step(scenario, rng, donors):
    if not scenario.steps:
        return None
    index = rng.randrange(len(scenario.steps))
    del scenario.steps[index]
    return f"drop step {index + 1}"


def repeat_step(scenario, rng, donors):
    if not scenario.steps:
        return None
    index = rng.randrange(len(scenario.steps))
    times = rng.choice([1, 2, 3, 10, 50, 200])
    scenario.steps[index + 1:index + 1] = [list(scenario.steps[index]) for _ in range(times)]
    return f"repeat step {index + 1} {times} more times"


def swap_steps(scenario, rng, donors):
    if len(scenario.steps) < 2:
        return None
    a, b = rng.sample(range(len(scenario.steps)), 2)
    scenario.steps[a], scenario.steps[b] = scenario.steps[b], scenario.steps[a]
    return f"swap steps {a + 1} and {b + 1}"


def swap_step_keys(scenario, rng, donors):
    """The action keys of two steps traded, each keeping its value: `tap: A` and
    `wait: 1` become `wait: A` and `tap: 1`."""
    keyed = [i for i, step in enumerate(scenario.steps) if KEY.match(step[0])]
    if len(keyed) < 2:
        return None
    a, b = rng.sample(keyed, 2)
    ka, kb = KEY.match(scenario.steps[a][0]), KEY.match(scenario.steps[b][0])
    scenario.steps[a][0] = KEY.sub(lambda m: m.group(1) + kb.group(2) + m.group(3), scenario.steps[a][0], count=1)
    scenario.steps[b][0] = KEY.sub(lambda m: m.group(1) + ka.group(2) + m.group(3), scenario.steps[b][0], count=1)
    return f"swap keys of steps {a + 1} ({ka.group(2)}) and {b + 1} ({kb.group(2)})"


def splice_steps(scenario, rng, donors):
    """Steps of another file put among this one's."""
    if not scenario.has_steps:
        return None
    donor_name, donor = rng.choice(donors)
    if not donor.steps:
        return None
    count = rng.randint(1, min(4, len(donor.steps)))
    first = rng.randrange(len(donor.steps) - count + 1)
    where = rng.randint(0, len(scenario.steps))
    taken = [reindent(step, len(scenario.indent)) for step in donor.steps[first:first + count]]
    scenario.steps[where:where] = taken
    return f"splice {count} step(s) from {donor_name} at {where + 1}"


def long_string(scenario, rng, donors):
    lines, places = value_places(scenario, WORD_VALUE)
    if not places:
        return None
    index, match = rng.choice(places)
    length = rng.choice([300, 5000, 100_000])
    kind = rng.random()
    if kind < 0.4:
        new = match.group(0) * (length // max(1, len(match.group(0))))
    elif kind < 0.7:
        new = "".join(rng.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(length))
    else:
        new = '"' + "".join(rng.choice("é漢字🙂\u200b\u202e\\t \"") for _ in range(min(length, 3000))).replace("\\", "\\\\").replace('"', '\\"') + '"'
    line = lines[index]
    replace_line(scenario, index, line[:match.start()] + new + line[match.end():])
    return f"long string ({len(new)} characters) for {match.group(0)} on line {index + 1}"


def deep_nesting(scenario, rng, donors):
    lines, places = value_places(scenario, NUMBER, WORD_VALUE)
    if not places:
        return None
    index, match = rng.choice(places)
    depth = rng.choice([5, 50, 500, 5000])
    if rng.random() < 0.5:
        new = "[" * depth + match.group(0) + "]" * depth
    else:
        new = "{a: " * depth + match.group(0) + "}" * depth
    line = lines[index]
    replace_line(scenario, index, line[:match.start()] + new + line[match.end():])
    return f"nest {match.group(0)} {depth} deep on line {index + 1}"


def retype_value(scenario, rng, donors):
    lines, places = value_places(scenario, NUMBER, WORD_VALUE)
    if not places:
        return None
    index, match = rng.choice(places)
    new = rng.choice(["[]", "{}", "~", "true", '""', "[1, 2, 3]", "{x: 1}", "[.nan, .inf]", "-", "'0'", "!!binary AAAA"])
    line = lines[index]
    replace_line(scenario, index, line[:match.start()] + new + line[match.end():])
    return f"retype {match.group(0)} -> {new} on line {index + 1}"


def respell_key(scenario, rng, donors):
    lines = scenario.head + [line for step in scenario.steps for line in step]
    places = [i for i, line in enumerate(lines) if KEY.match(line) and not line.startswith("name") and not line.startswith("steps")]
    if not places:
        return None
    index = rng.choice(places)
    match = KEY.match(lines[index])
    key = match.group(2)
    choice = rng.random()
    if choice < 0.3 and len(key) > 2:
        cut = rng.randrange(len(key))
        new = key[:cut] + key[cut + 1:]
    elif choice < 0.6:
        new = key.upper() if rng.random() < 0.5 else key + key
    else:
        _, donor = rng.choice(donors)
        donor_lines = donor.head + [line for step in donor.steps for line in step]
        keys = [KEY.match(line).group(2) for line in donor_lines if KEY.match(line)]
        new = rng.choice(keys) if keys else key + "x"
    replace_line(scenario, index, KEY.sub(lambda m: m.group(1) + new + m.group(3), lines[index], count=1))
    return f"key {key} -> {new} on line {index + 1}"


def shuffle_lines(scenario, rng, donors):
    """Plain line edits that break the shape: a line duplicated, deleted or moved."""
    lines = scenario.head + [line for step in scenario.steps for line in step]
    if len(lines) < 2:
        return None
    index = rng.randrange(len(lines))
    choice = rng.random()
    if choice < 0.4:
        replace_line(scenario, index, lines[index] + "\n" + lines[index])
        return f"duplicate line {index + 1}"
    if choice < 0.7:
        replace_line(scenario, index, "")
        return f"delete line {index + 1}"
    other = rng.randrange(len(lines))
    replace_line(scenario, index, lines[other])
    replace_line(scenario, other, lines[index])
    return f"swap lines {index + 1} and {other + 1}"


MUTATIONS = [
    (mutate_number, 30), (drop_step, 6), (repeat_step, 8), (swap_steps, 6), (swap_step_keys, 8),
    (splice_steps, 12), (long_string, 4), (deep_nesting, 3), (retype_value, 6), (respell_key, 4),
    (shuffle_lines, 3),
]


def mutate(text, rng, donors):
    """Applies one to four mutations; returns the new text and what was done."""
    scenario = Scenario(text)
    done = []
    functions, weights = zip(*MUTATIONS)
    for _ in range(rng.choice([1, 1, 2, 2, 3, 4])):
        for _ in range(5):
            function = rng.choices(functions, weights)[0]
            description = function(scenario, rng, donors)
            if description:
                done.append(description)
                break
    return scenario.text(), done


# ---------------------------------------------------------------------------------------
# Running mutants.
# ---------------------------------------------------------------------------------------

def scenario_files(root):
    found = []
    for folder, subfolders, files in os.walk(root):
        subfolders.sort()
        for name in sorted(files):
            if name.endswith((".yaml", ".yml")):
                found.append(os.path.relpath(os.path.join(folder, name), root))
    return found


def is_flow(relative):
    return FLOWS_FOLDER in relative.split(os.sep)[:-1]


def flows_run_by(text):
    return re.findall(r"runFlow:\s*(?:\{\s*file:\s*)?([\w./-]+\.ya?ml)", text)


def make_mutant(index, seed, files, texts, donors):
    """Run `index` of seed `seed`: the file it starts from, the files it writes (relative
    path → text; the scenario played is the first) and the mutations made."""
    rng = random.Random(f"{seed}:{index}")
    base = rng.choice(files)
    if is_flow(base):
        # A flow is played through a scenario that runs it.
        users = [f for f in files if not is_flow(f) and any(
            os.path.normpath(os.path.join(os.path.dirname(f), flow)) == base for flow in flows_run_by(texts[f]))]
        if users:
            player = rng.choice(users)
            flow_text, done = mutate(texts[base], rng, donors)
            mutant = os.path.join(os.path.dirname(player), f"mutant-{index}.yaml")
            return base, {mutant: texts[player], base: flow_text}, [f"flow {base}, played by {player}"] + done
    text, done = mutate(texts[base], rng, donors)
    mutant = os.path.join(os.path.dirname(base), f"mutant-{index}.yaml")
    return base, {mutant: text}, done


def limit_child(address_space, cpu_seconds):
    def apply():
        os.setsid()
        resource.setrlimit(resource.RLIMIT_CPU, (cpu_seconds, cpu_seconds + 1))
        resource.setrlimit(resource.RLIMIT_AS, (address_space, address_space))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    return apply


def play(binary, tree, written, timeout, address_space):
    """Writes the mutant's files into `tree`, plays the first, puts the tree back.
    Returns (outcome, exit code or None, seconds, the tail of the output)."""
    saved = {}
    for relative, text in written.items():
        path = os.path.join(tree, relative)
        if os.path.exists(path):
            with open(path, encoding="utf-8") as handle:
                saved[relative] = handle.read()
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
    target = os.path.join(tree, next(iter(written)))
    started = time.monotonic()
    with tempfile.TemporaryFile() as output:
        child = subprocess.Popen([binary, "run", target], stdout=output, stderr=subprocess.STDOUT,
                                 stdin=subprocess.DEVNULL,
                                 preexec_fn=limit_child(address_space, max(1, int(round(timeout)))))
        try:
            code = child.wait(timeout=timeout * 6)
            if code in (-signal.SIGXCPU, -signal.SIGKILL):
                # Past the CPU limit: the kernel sends SIGXCPU, then SIGKILL at the hard limit.
                code, outcome = None, "timeout"
            else:
                outcome = "fine" if code in FINE_EXITS else ("crash" if code < 0 or code >= 128 else "exit")
        except subprocess.TimeoutExpired:
            os.killpg(child.pid, signal.SIGKILL)
            child.wait()
            code, outcome = None, "timeout"
        seconds = time.monotonic() - started
        output.seek(0, os.SEEK_END)
        size = output.tell()
        output.seek(max(0, size - 4000))
        tail = output.read().decode("utf-8", "replace")
    for relative in written:
        path = os.path.join(tree, relative)
        if relative in saved:
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(saved[relative])
        else:
            os.remove(path)
    return outcome, code, seconds, tail


def describe_exit(code):
    if code is None:
        return "timeout"
    if code < 0:
        return f"signal {signal.Signals(-code).name}" if -code in signal.valid_signals() else f"signal {-code}"
    return f"exit {code}"


def save_finding(folder, seed, index, base, written, done, outcome, code, seconds, tail):
    os.makedirs(folder, exist_ok=True)
    stem = f"{outcome}-seed{seed}-run{index}-{os.path.splitext(os.path.basename(base))[0]}"
    names = []
    for number, (relative, text) in enumerate(written.items()):
        name = f"{stem}.yaml" if number == 0 else f"{stem}.{os.path.basename(relative)}"
        with open(os.path.join(folder, name), "w", encoding="utf-8") as handle:
            handle.write(text)
        names.append(f"{name} (as {relative})")
    with open(os.path.join(folder, f"{stem}.txt"), "w", encoding="utf-8") as handle:
        handle.write(f"run {index} of seed {seed}: {describe_exit(code)} after {seconds:.1f} s\n")
        handle.write(f"made from {base}: {'; '.join(done)}\n")
        handle.write(f"files: {', '.join(names)}\n")
        handle.write(f"replay: python3 scripts/mutate.py --seed {seed} --only {index}\n\n")
        handle.write(tail)
    return stem


def build_binary():
    subprocess.run(["swift", "build", "-c", "release", "--product", "pantomime"], check=True)
    path = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], check=True,
                          capture_output=True, text=True).stdout.strip()
    return os.path.join(path, "pantomime")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", nargs="?", default="Scenarios", help="the scenarios to mutate (default Scenarios)")
    parser.add_argument("--runs", type=int, default=1000, help="how many mutants to play (default 1000)")
    parser.add_argument("--seed", type=int, default=1, help="the campaign's seed (default 1)")
    parser.add_argument("--jobs", type=int, default=1, help="mutants played at once (default 1)")
    parser.add_argument("--first", type=int, default=0, help="the number of the first run (default 0)")
    parser.add_argument("--only", type=int, help="play only run number ONLY of the seed")
    parser.add_argument("--print", action="store_true", help="with --only: print the mutant instead of playing it")
    parser.add_argument("--timeout", type=float, default=10, help="seconds of CPU time per run (default 10); six times as much real time at most")
    parser.add_argument("--memory", type=int, default=4096, help="MiB of address space per run (default 4096)")
    parser.add_argument("--binary", help="the pantomime CLI to play with (default: build the release CLI)")
    parser.add_argument("--findings", default="Tests/Fixtures/mutation-findings",
                        help="where findings are saved (default Tests/Fixtures/mutation-findings)")
    parser.add_argument("--progress", type=int, default=500, help="print a progress line every N runs (0: never)")
    options = parser.parse_args()

    files = scenario_files(options.folder)
    if not files:
        sys.exit(f"mutate: no scenario files under {options.folder}")
    texts = {}
    for relative in files:
        with open(os.path.join(options.folder, relative), encoding="utf-8") as handle:
            texts[relative] = handle.read()
    donors = [(relative, Scenario(texts[relative])) for relative in files]

    indices = [options.only] if options.only is not None else range(options.first, options.first + options.runs)
    if options.only is not None and options.print:
        base, written, done = make_mutant(options.only, options.seed, files, texts, donors)
        print(f"# run {options.only} of seed {options.seed}, from {base}: {'; '.join(done)}")
        for relative, text in written.items():
            print(f"# --- {relative}\n{text}")
        return 0

    binary = options.binary or build_binary()
    if not os.access(binary, os.X_OK):
        sys.exit(f"mutate: {binary} is not an executable pantomime CLI; build it or pass --binary")

    workspace = tempfile.mkdtemp(prefix="pantomime-mutate-")
    trees = []
    for worker in range(max(1, options.jobs)):
        tree = os.path.join(workspace, f"worker-{worker}")
        shutil.copytree(options.folder, tree)
        trees.append(tree)
    free_trees = list(trees)
    lock = threading.Lock()
    counts = {"fine": 0, "crash": 0, "timeout": 0, "exit": 0}
    exits = {}
    slowest = [0.0, None]
    findings = []
    started = time.monotonic()

    def run_one(index):
        with lock:
            tree = free_trees.pop()
        try:
            base, written, done = make_mutant(index, options.seed, files, texts, donors)
            outcome, code, seconds, tail = play(binary, tree, written, options.timeout, options.memory * 1024 * 1024)
        finally:
            with lock:
                free_trees.append(tree)
        with lock:
            counts[outcome] += 1
            exits[describe_exit(code)] = exits.get(describe_exit(code), 0) + 1
            if seconds > slowest[0]:
                slowest[:] = [seconds, index]
            if outcome != "fine":
                stem = save_finding(options.findings, options.seed, index, base, written, done, outcome, code, seconds, tail)
                findings.append(stem)
                print(f"mutate: finding: run {index} ({describe_exit(code)}, {seconds:.1f} s) from {base}: "
                      f"{'; '.join(done)} -> {options.findings}/{stem}.yaml", flush=True)
            total = sum(counts.values())
            if options.progress and total % options.progress == 0:
                print(f"mutate: {total} runs, {len(findings)} findings, {time.monotonic() - started:.0f} s", flush=True)

    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, options.jobs)) as pool:
            for future in concurrent.futures.as_completed([pool.submit(run_one, i) for i in indices]):
                future.result()
    except KeyboardInterrupt:
        print("mutate: interrupted", file=sys.stderr)
    finally:
        shutil.rmtree(workspace, ignore_errors=True)

    total = sum(counts.values())
    by_exit = ", ".join(f"{name}: {count}" for name, count in sorted(exits.items()))
    print(f"mutate: {total} runs of seed {options.seed} in {time.monotonic() - started:.0f} s: "
          f"{counts['crash']} crashes, {counts['timeout']} timeouts, {counts['exit']} other exits, "
          f"{counts['fine']} fine ({by_exit}); slowest run {slowest[1]} took {slowest[0]:.1f} s")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
