"""Shared timing helpers for the benchmark scripts: interleaved rounds, medians, tables.

Method, in short: each contender is a *timer* ``timer(loops) -> elapsed_ns`` that runs its own
tight loop (``loops`` iterations of ``calls_per_loop`` calls) between two
``time.perf_counter_ns()`` reads. A calibration pass (which also warms everything up) fixes
``loops`` per contender so one sample lasts about ``target_ns``; then every round runs every
contender once, in a freshly shuffled order, with the garbage collector off. The reported
figure is the median over rounds of ns/call, so a noisy moment on the machine hits all
contenders alike instead of one of them.
"""

from __future__ import annotations

import asyncio
import functools
import gc
import math
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Callable, Coroutine, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

__all__ = [
    "Contender",
    "Switch",
    "Timer",
    "async_timer",
    "calibrate",
    "count_calls",
    "count_instructions",
    "eprint",
    "fmt_ns",
    "fmt_ratio",
    "markdown_table",
    "marked_loops",
    "ratio",
    "run_rounds",
]

Timer = Callable[[int], int]
"""Runs ``loops`` iterations of a contender's loop and answers the elapsed nanoseconds."""


@dataclass
class Contender:
    """One row of a table: what is timed and what was measured."""

    key: str
    label: str
    timer: Timer
    calls_per_loop: int = 1
    loops: int = 0
    samples_ns: list[float] = field(default_factory=list)

    @property
    def median_ns(self) -> float:
        return statistics.median(self.samples_ns)

    @property
    def min_ns(self) -> float:
        return min(self.samples_ns)

    @property
    def max_ns(self) -> float:
        return max(self.samples_ns)

    @property
    def spread(self) -> float:
        """Interquartile range relative to the median: how steady the rounds were."""
        if len(self.samples_ns) < 4:
            return (self.max_ns - self.min_ns) / self.median_ns
        q1, _, q3 = statistics.quantiles(self.samples_ns, n=4)
        return (q3 - q1) / self.median_ns


def ratio(a: Contender, b: Contender) -> float:
    """How many times ``b``'s time ``a`` takes: the median over rounds of the two samples of
    one round divided.

    Why not the ratio of the two medians: the hosts we measure on change speed by up to 2x in
    phases of seconds. Both samples of one round are taken within ~60 ms of each other, in the
    same phase, so their ratio cancels the phase; two medians can come from different phases
    (seen: 1.65x from medians, 1.36x from rounds, 1.35x from minima, in one run).
    """
    pairs = [x / y for x, y in zip(a.samples_ns, b.samples_ns, strict=True)]
    return statistics.median(pairs)


def async_timer(
    loop: asyncio.AbstractEventLoop, body: Callable[[int], Coroutine[Any, Any, int]]
) -> Timer:
    """A ``Timer`` for an ``async`` loop body; the clock is read inside the running loop."""

    def timer(loops: int) -> int:
        return loop.run_until_complete(body(loops))

    return timer


def _sample(contender: Contender, loops: int) -> int:
    gc.collect()
    gc.disable()
    try:
        return contender.timer(loops)
    finally:
        gc.enable()


def calibrate(contenders: Iterable[Contender], target_ns: int) -> None:
    """Warm each contender up and choose its ``loops`` so one sample takes ~``target_ns``."""
    for contender in contenders:
        loops = 1
        while True:
            elapsed = _sample(contender, loops)
            if elapsed >= target_ns // 4 or loops >= 1 << 24:
                break
            loops *= 2
        contender.loops = max(1, math.ceil(loops * target_ns / max(elapsed, 1)))
        _sample(contender, contender.loops)  # One full-size warm-up sample, discarded.


def run_rounds(
    contenders: Sequence[Contender],
    rounds: int,
    rng: random.Random,
    progress: Callable[[int], None] | None = None,
) -> None:
    """Time every contender once per round, in a shuffled order; append ns/call samples."""
    gc.freeze()  # Setup objects stay out of the collections between samples.
    order = list(contenders)
    for number in range(rounds):
        rng.shuffle(order)
        for contender in order:
            elapsed = _sample(contender, contender.loops)
            contender.samples_ns.append(elapsed / (contender.loops * contender.calls_per_loop))
        if progress is not None:
            progress(number + 1)
    gc.unfreeze()


def fmt_ns(ns: float) -> str:
    """``87.4`` under a microsecond, ``12,345`` above."""
    if ns < 1000:
        return f"{ns:.1f}"
    return f"{ns:,.0f}"


def fmt_ratio(ratio: float) -> str:
    """``1.23×``, ``12.3×``, ``123×``; small ratios keep two significant digits."""
    if ratio < 0.1:
        return f"{ratio:.2g}×"
    if ratio >= 100:
        return f"{ratio:.0f}×"
    if ratio >= 10:
        return f"{ratio:.1f}×"
    return f"{ratio:.2f}×"


def markdown_table(header: Sequence[str], rows: Iterable[Sequence[str]]) -> str:
    """A GitHub-flavoured Markdown table, first column left-aligned, the rest right-aligned."""
    rows = [list(r) for r in rows]
    widths = [len(h) for h in header]
    for row in rows:
        widths = [max(w, len(cell)) for w, cell in zip(widths, row, strict=True)]

    def line(cells: Sequence[str]) -> str:
        padded = [
            cell.ljust(w) if i == 0 else cell.rjust(w)
            for i, (cell, w) in enumerate(zip(cells, widths, strict=True))
        ]
        return "| " + " | ".join(padded) + " |"

    rule = (
        "|"
        + "|".join("-" * (w + 2) if i == 0 else "-" * (w + 1) + ":" for i, w in enumerate(widths))
        + "|"
    )
    return "\n".join([line(header), rule, *(line(r) for r in rows)])


def eprint(*parts: object) -> None:
    print(*parts, file=sys.stderr, flush=True)


# --- counted, not timed: the same on any host, however loaded ----------------------------

Switch = tuple[Callable[[], None], Callable[[], None]]
"""How a row's backends are switched on, and off again."""


def _count_event(events: dict[str, int], frame: Any, event: str, arg: Any) -> None:
    if event in events:
        events[event] += 1


def count_calls(call: Callable[[], object], switch: Switch, n: int = 300) -> tuple[float, float]:
    """The Python function calls and the C function calls one ``call()`` makes (its backends
    switched on), counted by a ``sys.setprofile`` hook over ``n`` calls after a warm-up."""
    on, off = switch
    on()
    try:
        for _ in range(50):
            call()
        events = {"call": 0, "c_call": 0}
        sys.setprofile(functools.partial(_count_event, events))
        try:
            for _ in range(n):
                call()
        finally:
            sys.setprofile(None)
    finally:
        off()
    # The hook's removal is a C call, not one of the contender's.
    return events["call"] / n, (events["c_call"] - 1) / n


def marked_loops(rows: Iterable[tuple[Callable[[], object], Switch]], n: int) -> None:
    """The child ``count_instructions`` runs under callgrind: each row's ``n`` calls between
    two ``os.getppid()`` calls, each of which makes callgrind dump what ran since the last
    one (so the switching and the warm-up fall in the dumps between rows)."""
    gc.disable()  # As while timing: a collection would land in one row only.
    for call, (on, off) in rows:
        on()
        try:
            for _ in range(50):
                call()
            os.getppid()
            for _ in range(n):
                call()
            os.getppid()
        finally:
            off()


def count_instructions(script: str, keys: Sequence[str], n: int) -> dict[str, float] | None:
    """Per row: machine instructions per call, from ``script --instructions-child n`` run
    under ``valgrind --tool=callgrind`` (None without valgrind). Each row's ``n`` calls are
    one callgrind dump of their own, the setup and the warm-up of the next row in others."""
    if shutil.which("valgrind") is None:
        eprint("valgrind is not on PATH: no instruction counts")
        return None
    with tempfile.TemporaryDirectory() as out:
        command = [
            "valgrind", "--tool=callgrind", "--dump-before=getppid", "--dump-instr=no",
            f"--callgrind-out-file={out}/cg.out", sys.executable, script,
            "--instructions-child", str(n),
        ]  # fmt: skip
        eprint(f"counting instructions under callgrind ({n} calls a row; minutes) ...")
        subprocess.run(command, check=True, capture_output=True)
        totals = {}
        for path in Path(out).glob("cg.out.*"):
            part = int(path.name.rsplit(".", 1)[1])
            for line in path.read_text().splitlines():
                if line.startswith("totals:"):
                    totals[part] = int(line.split()[1])
    # Part 1 is the setup; then each row's loop, and the warm-up of the next row.
    return {key: totals[2 + 2 * i] / n for i, key in enumerate(keys)}
