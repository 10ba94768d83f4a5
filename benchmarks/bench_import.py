"""What does ``import toolretry`` cost a process? Side by side with its peers, in one run.

Each contender is a fresh ``python -c "import X"`` child, run in interleaved shuffled rounds
(so a busy moment hits every contender alike); the baseline is ``python -c "pass"``. Per
contender: the median wall time over the baseline's, the peak RSS over the baseline's
(``ru_maxrss`` of the child, read in the child itself), the number of modules loaded, and
the ratio to ``import tenacity`` taken round by round. Prints a Markdown table and the
targets of issue 22 (within 2x of tenacity, at most +10 MiB RSS).

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
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _timing import fmt_ratio, markdown_table  # noqa: E402 - lives next to this script.

PROBE = (
    "import resource, sys, time\n"
    "t0 = time.perf_counter()\n"
    "{statement}\n"
    "t1 = time.perf_counter()\n"
    "print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, len(sys.modules), t1 - t0)\n"
)
CONTENDERS = [
    ("baseline", "pass"),
    ("tenacity", "import tenacity"),
    ("stamina", "import stamina"),
    ("backoff", "import backoff"),
    ("pybreaker", "import pybreaker"),
    ("toolretry", "import toolretry"),
    (
        "toolretry, decorate a tool",
        "import toolretry\n@toolretry.smart_retry_with_observation\ndef f(): return 'ok'\nf()",
    ),
]
MAX_VS_TENACITY = 2.0
MAX_EXTRA_MIB = 10.0


def run_once(statement: str) -> tuple[float, float, int, float]:
    """Wall seconds of the whole child, its peak RSS (KiB), modules, in-process import time."""
    env = dict(os.environ)
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--json", type=Path, default=None)
    options = parser.parse_args(argv)
    samples: dict[str, list[tuple[float, float, int, float]]] = {k: [] for k, _ in CONTENDERS}
    order = list(CONTENDERS)
    rng = random.Random()
    for _ in range(options.rounds):
        rng.shuffle(order)
        for key, statement in order:
            samples[key].append(run_once(statement))
    base_in = statistics.median(s[3] for s in samples["baseline"])
    base_rss = statistics.median(s[1] for s in samples["baseline"])

    def import_s(key: str) -> list[float]:
        return [s[3] for s in samples[key]]

    rows = []
    for key, _ in CONTENDERS:
        if key == "baseline":
            continue
        own = statistics.median(import_s(key)) - base_in
        rss = (statistics.median(s[1] for s in samples[key]) - base_rss) / 1024
        modules = statistics.median(s[2] for s in samples[key]) - samples["baseline"][0][2]
        pairs = [a / b for a, b in zip(import_s(key), import_s("tenacity"), strict=True)]
        rows.append(
            [
                key,
                f"{own * 1000:.1f}",
                f"{rss:+.1f}",
                f"{modules:.0f}",
                fmt_ratio(statistics.median(pairs)),
            ]
        )
    print("## import cost\n")
    print(
        f"- python: {sys.version.split()[0]}; {options.rounds} interleaved rounds,"
        " a fresh child each\n"
    )
    header = [
        "contender",
        "import ms (median)",
        "RSS MiB over bare python",
        "modules added",
        "× tenacity",
    ]
    print(markdown_table(header, rows))
    by = {row[0]: row for row in rows}
    ratio = statistics.median(
        a / b for a, b in zip(import_s("toolretry"), import_s("tenacity"), strict=True)
    )
    extra = float(by["toolretry"][2])
    print("\n### Targets (issue 22)\n")
    targets = [
        [
            "import toolretry ≤ 2× import tenacity",
            fmt_ratio(ratio),
            "≤ 2×",
            "PASS" if ratio <= MAX_VS_TENACITY else "FAIL",
        ],
        [
            "import toolretry ≤ +10 MiB RSS",
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
