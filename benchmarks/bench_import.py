"""What does ``import toolretry`` cost a process? Side by side with its peers, in one run.

Each contender is a fresh ``python -c "import X"`` child, run in interleaved shuffled rounds
(so a busy moment hits every contender alike); the baseline is ``python -c "pass"``. Per
contender: the whole child's wall time (start to exit, as a CLI or an MCP stdio server pays
it) and its ratio to ``import tenacity``'s taken round by round (paired), the import alone
timed inside the child, the resident set (``VmRSS`` of the child after the import, read in
the child itself) over the bare interpreter's and over tenacity's, and the number of modules
added. Besides
the bare import: decorating a tool and calling it once, then a first failure (which loads
the observation model and pydantic), and the redaction rules alone (``toolretry.redact``),
whose weight the decorating rows include. Prints a Markdown table and the targets of
issue 22 (whole-process wall within 2x of tenacity's, at most +10 MiB RSS over the bare
interpreter).

Run from the repository root::

    PYTHONPATH=src python benchmarks/bench_import.py [--rounds N]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _timing import fmt_ratio, markdown_table  # noqa: E402 - lives next to this script.

# The child reports its resident set after the statement (VmRSS, Linux) rather than its peak
# (ru_maxrss): the interpreter's own start-up can peak above what a small import adds.
PROBE = (
    "import resource, sys, time\n"
    "t0 = time.perf_counter()\n"
    "{statement}\n"
    "t1 = time.perf_counter()\n"
    "def rss():\n"
    "    try:\n"
    "        with open('/proc/self/status') as status:\n"
    "            return next(int(l.split()[1]) for l in status if l.startswith('VmRSS:'))\n"
    "    except OSError:\n"
    "        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss\n"
    "print(rss(), len(sys.modules), t1 - t0)\n"
)
# Every contender imports from compiled bytecode, as from an installed wheel: one cache
# directory for all, filled by a warm-up run of each (toolretry's sources would otherwise be
# compiled afresh in every child when PYTHONDONTWRITEBYTECODE is set, unlike its peers').
PYCACHE = tempfile.mkdtemp(prefix="bench_import_pycache_")
CONTENDERS = [
    ("baseline", "pass"),
    ("tenacity", "import tenacity"),
    ("stamina", "import stamina"),
    ("backoff", "import backoff"),
    ("pybreaker", "import pybreaker"),
    ("toolretry", "import toolretry"),
    (
        "toolretry, decorate a tool and call it",
        "import toolretry\n@toolretry.smart_retry_with_observation\ndef f(): return 'ok'\nf()",
    ),
    (
        "toolretry, … and a first failure",
        "import toolretry\n@toolretry.smart_retry_with_observation(max_retries=0)\n"
        "def f(): raise ValueError('bad city')\nf()",
    ),
    ("toolretry.redact alone (rules compiled)", "import toolretry.redact._current"),
]
MAX_VS_TENACITY = 2.0
MAX_EXTRA_MIB = 10.0


def run_once(statement: str) -> tuple[float, float, int, float]:
    """Wall seconds of the whole child, its RSS (KiB), modules, in-process import time."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = PYCACHE
    src = str(HERE.parent / "src")
    env["PYTHONPATH"] = src + os.pathsep + env.get("PYTHONPATH", "")
    start = time.perf_counter()
    out = subprocess.run(
        [sys.executable, "-c", PROBE.format(statement=statement)],
        capture_output=True,
        text=True,
        check=True,
        env=env,
    ).stdout
    wall = time.perf_counter() - start
    rss, modules, inside = out.split()
    return wall, float(rss), int(modules), float(inside)


Samples = dict[str, list[tuple[float, float, int, float]]]


def measure(rounds: int, keys: Sequence[str] | None = None) -> Samples:
    """Per contender (all, or those named by ``keys`` and the baseline), one ``run_once``
    sample per interleaved round (also what ``bench_pipeline.py`` calls)."""
    chosen = [c for c in CONTENDERS if keys is None or c[0] == "baseline" or c[0] in keys]
    samples: Samples = {k: [] for k, _ in chosen}
    order = list(chosen)
    rng = random.Random()
    for _, statement in chosen:  # Warm-up: the bytecode cache and the OS's file cache.
        run_once(statement)
        run_once(statement)
    for _ in range(rounds):
        rng.shuffle(order)
        for key, statement in order:
            samples[key].append(run_once(statement))
    return samples


def paired(samples: Samples, key: str, index: int, over: str = "tenacity") -> float:
    """The median over rounds of this round's ratio to ``over``'s (same busy moment)."""
    pairs = zip((s[index] for s in samples[key]), (s[index] for s in samples[over]), strict=True)
    return statistics.median(a / b for a, b in pairs)


def rss_over_bare_mib(samples: Samples, key: str) -> float:
    """The median resident set after the import, over the bare interpreter's, in MiB."""
    rss = statistics.median(s[1] for s in samples[key])
    return (rss - statistics.median(s[1] for s in samples["baseline"])) / 1024


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--json", type=Path, default=None)
    options = parser.parse_args(argv)
    samples = measure(options.rounds)
    base_in = statistics.median(s[3] for s in samples["baseline"])
    base_wall = statistics.median(s[0] for s in samples["baseline"])
    base_rss = statistics.median(s[1] for s in samples["baseline"])
    base_modules = statistics.median(s[2] for s in samples["baseline"])

    def column(key: str, index: int) -> list[float]:
        return [s[index] for s in samples[key]]

    def rss_mib(key: str) -> float:
        return statistics.median(column(key, 1)) / 1024

    rows = []
    for key, _ in CONTENDERS:
        if key == "baseline":
            continue
        wall = statistics.median(column(key, 0))
        rows.append(
            [
                key,
                f"{wall * 1000:.0f}",
                f"{(wall - base_wall) * 1000:.0f}",
                fmt_ratio(paired(samples, key, 0)),
                f"{(statistics.median(column(key, 3)) - base_in) * 1000:.1f}",
                fmt_ratio(paired(samples, key, 3)),
                f"{rss_mib(key) - base_rss / 1024:+.1f}",
                f"{rss_mib(key) - rss_mib('tenacity'):+.1f}",
                f"{statistics.median(column(key, 2)) - base_modules:.0f}",
            ]
        )
    print("## import cost\n")
    print(
        f"- python: {sys.version.split()[0]}; {options.rounds} interleaved rounds,"
        f" a fresh child each; bare interpreter: {base_wall * 1000:.0f} ms wall,"
        f" {base_rss / 1024:.1f} MiB RSS; bytecode compiled once, in a cache every child"
        " shares\n"
    )
    header = [
        "contender",
        "process wall ms",
        "over bare ms",
        "wall × tenacity",
        "import ms (in child)",
        "import × tenacity",
        "RSS MiB over bare",
        "RSS MiB over tenacity",
        "modules added",
    ]
    print(markdown_table(header, rows))
    ratio = paired(samples, "toolretry", 0)
    extra = rss_over_bare_mib(samples, "toolretry")
    print("\n### Targets (issue 22)\n")
    targets = [
        [
            "`python -c 'import toolretry'` wall ≤ 2× `import tenacity`'s (paired)",
            fmt_ratio(ratio),
            "≤ 2×",
            "PASS" if ratio <= MAX_VS_TENACITY else "FAIL",
        ],
        [
            "import toolretry: RSS over the bare interpreter",
            f"{extra:+.1f} MiB",
            "≤ +10 MiB",
            "PASS" if extra <= MAX_EXTRA_MIB else "FAIL",
        ],
    ]
    print(markdown_table(["target", "measured", "target", "result"], targets))
    if options.json is not None:
        options.json.write_text(json.dumps(samples, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
