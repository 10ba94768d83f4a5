"""Does decorating, or calling, get slower with the number of tools? Side by side, in one run.

Decorates N distinct tool functions (N = 1,000 and 10,000 by default) with toolretry,
tenacity, stamina, backoff and pybreaker, in interleaved shuffled rounds, each round on fresh
functions in a fresh child process (so no library carries tools over from an earlier round);
then times a call of toolretry's first tool with few tools and with N tools decorated. Prints
a Markdown table and the targets of issue 22 (10,000 tools decorate within 10x of tenacity;
the per-call cost does not depend on the number of tools).

Run from the repository root::

    PYTHONPATH=src python benchmarks/bench_decorate.py [--rounds N] [--tools N]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _timing import fmt_ratio, markdown_table  # noqa: E402 - lives next to this script.

CHILD = """
import sys, time, timeit
n = int(sys.argv[1])
kind = sys.argv[2]
def make(i):
    def tool(city: str) -> str:
        return "sunny"
    tool.__name__ = tool.__qualname__ = f"tool_{i}"
    return tool
functions = [make(i) for i in range(n)]
if kind == "toolretry":
    import toolretry
    decorate = toolretry.smart_retry_with_observation
elif kind == "tenacity":
    import tenacity
    decorate = tenacity.retry(stop=tenacity.stop_after_attempt(4))
elif kind == "stamina":
    import stamina
    decorate = stamina.retry(on=Exception, attempts=4)
elif kind == "backoff":
    import backoff
    decorate = backoff.on_exception(backoff.expo, Exception, max_tries=4)
else:
    import pybreaker
    breaker = pybreaker.CircuitBreaker(fail_max=5)
    decorate = breaker
t0 = time.perf_counter()
tools = [decorate(f) for f in functions]
decorated = time.perf_counter() - t0
first = tools[0]
call = min(timeit.repeat(lambda: first("Paris"), number=2000, repeat=5)) / 2000
print(decorated, call)
"""
KINDS = ["toolretry", "tenacity", "stamina", "backoff", "pybreaker"]
MAX_VS_TENACITY = 10.0
MAX_CALL_GROWTH = 1.5
# Every library imports from compiled bytecode, as from an installed wheel (bench_import.py
# does the same): one cache directory for all, filled by a warm-up child of each. Without it,
# PYTHONDONTWRITEBYTECODE makes every child compile toolretry's sources afresh inside its
# first decoration (which loads the call pipeline), unlike the peers' installed bytecode.
PYCACHE = tempfile.mkdtemp(prefix="bench_decorate_pycache_")


def run(n: int, kind: str) -> tuple[float, float]:
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = PYCACHE
    env["PYTHONPATH"] = str(HERE.parent / "src") + os.pathsep + env.get("PYTHONPATH", "")
    out = subprocess.run(
        [sys.executable, "-c", CHILD, str(n), kind],
        capture_output=True,
        text=True,
        check=True,
        env=env,
    ).stdout.split()
    return float(out[0]), float(out[1])


Samples = dict[tuple[str, int], list[tuple[float, float]]]


def measure(rounds: int, tools: int) -> Samples:
    """Per library and number of tools (10, ``tools // 10``, ``tools``): one fresh child's
    decorating seconds and per-call seconds per interleaved round (also what
    ``bench_pipeline.py`` calls)."""
    sizes = [10, tools // 10, tools]
    samples: Samples = {(kind, n): [] for kind in KINDS for n in sizes}
    order = list(samples)
    rng = random.Random()
    for kind in KINDS:  # Warm-up: the bytecode cache and the OS's file cache.
        run(10, kind)
    for _ in range(rounds):
        rng.shuffle(order)
        for kind, n in order:
            samples[kind, n].append(run(n, kind))
    return samples


def decorate_ms(samples: Samples, kind: str, n: int) -> float:
    return statistics.median(s[0] for s in samples[kind, n]) * 1000


def call_ns(samples: Samples, kind: str, n: int) -> float:
    return statistics.median(s[1] for s in samples[kind, n]) * 1e9


def vs_tenacity(samples: Samples, kind: str, n: int) -> float:
    """Decorating ``n`` tools, the median over rounds of the round's ratio to tenacity's."""
    pairs = zip(samples[kind, n], samples["tenacity", n], strict=True)
    return statistics.median(a[0] / b[0] for a, b in pairs)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--tools", type=int, default=10_000)
    options = parser.parse_args(argv)
    sizes = [10, options.tools // 10, options.tools]
    samples = measure(options.rounds, options.tools)
    big = options.tools
    rows = []
    for kind in KINDS:
        rows.append(
            [
                kind,
                *(f"{decorate_ms(samples, kind, n):,.1f}" for n in sizes),
                fmt_ratio(vs_tenacity(samples, kind, big)),
                f"{call_ns(samples, kind, 10):,.0f}",
                f"{call_ns(samples, kind, big):,.0f}",
            ]
        )
    header = [
        "library",
        *(f"decorate {n:,} ms" for n in sizes),
        f"× tenacity ({big:,})",
        "call ns, 10 tools",
        f"call ns, {big:,} tools",
    ]
    print("## decorating many tools\n")
    print(
        f"- python: {sys.version.split()[0]}; {options.rounds} interleaved rounds,"
        " fresh processes; bytecode compiled once, in a cache every child shares\n"
    )
    print(markdown_table(header, rows))
    ratio = vs_tenacity(samples, "toolretry", big)
    growth = call_ns(samples, "toolretry", big) / call_ns(samples, "toolretry", 10)
    per_tool_small = decorate_ms(samples, "toolretry", sizes[1]) / sizes[1]
    per_tool_big = decorate_ms(samples, "toolretry", big) / big
    print("\n### Targets (issue 22)\n")
    targets = [
        [
            f"decorate {big:,} tools ≤ 10× tenacity",
            fmt_ratio(ratio),
            "≤ 10×",
            "PASS" if ratio <= MAX_VS_TENACITY else "FAIL",
        ],
        [
            f"a call with {big:,} tools ≤ 1.5× with 10",
            fmt_ratio(growth),
            "≤ 1.5×",
            "PASS" if growth <= MAX_CALL_GROWTH else "FAIL",
        ],
        [
            f"time per tool at {big:,} ≤ 1.5× at {sizes[1]:,} (linear)",
            fmt_ratio(per_tool_big / per_tool_small),
            "≤ 1.5×",
            "PASS" if per_tool_big / per_tool_small <= MAX_CALL_GROWTH else "FAIL",
        ],
    ]
    print(markdown_table(["target", "measured", "target", "result"], targets))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
