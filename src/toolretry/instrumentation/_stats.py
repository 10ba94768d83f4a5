"""Per-tool statistics in process: each tool's success rate, failure mix, mean attempts and the
share of retried calls that retrying recovered; off until ``enable_stats()``."""

from __future__ import annotations

import json
import threading
from collections import Counter
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from ._exported import call_labels, exported
from ._hub import CallRecord, CallScope, add_listener, nothing, remove_listener

__all__ = [
    "Stats",
    "StatsListener",
    "ToolStats",
    "disable_stats",
    "enable_stats",
    "reset_stats",
    "stats",
    "stats_enabled",
]


@dataclass(frozen=True)
class ToolStats:
    """One tool's calls since statistics were enabled or last reset."""

    tool: str
    calls: int = 0
    succeeded: int = 0
    """Calls answered ``ok`` (first attempt, recovered by retrying, or by the fallback)."""
    recovered: int = 0
    """Calls that failed at least once, then succeeded by retrying."""
    fallback: int = 0
    """Calls the fallback answered after the tool gave up."""
    failed: int = 0
    """Calls that ended in an error observation (cancelled ones included)."""
    cancelled: int = 0
    retried: int = 0
    """Calls that made more than one attempt."""
    attempts: int = 0
    wait_s: float = 0.0
    """Seconds slept between attempts, all calls together."""
    elapsed_s: float = 0.0
    failures_by_category: Mapping[str, int] = field(default_factory=dict)
    """Calls that did not succeed by themselves (failed or fallback), by category."""
    failures_by_code: Mapping[str, int] = field(default_factory=dict)
    """The same calls by error code."""
    failed_attempts_by_code: Mapping[str, int] = field(default_factory=dict)
    """Every failed attempt (recovered calls' too), by error code."""

    @property
    def mean_attempts(self) -> float:
        return self.attempts / self.calls if self.calls else 0.0

    @property
    def success_rate(self) -> float:
        return self.succeeded / self.calls if self.calls else 0.0

    @property
    def recovery_rate(self) -> float:
        """The share of retried calls that retrying saved (``recovered / retried``)."""
        return self.recovered / self.retried if self.retried else 0.0

    @property
    def mean_elapsed_s(self) -> float:
        return self.elapsed_s / self.calls if self.calls else 0.0

    def as_dict(self) -> dict[str, Any]:
        """Every field and derived rate, JSON-ready."""
        return {
            "tool": self.tool,
            "calls": self.calls,
            "succeeded": self.succeeded,
            "recovered": self.recovered,
            "fallback": self.fallback,
            "failed": self.failed,
            "cancelled": self.cancelled,
            "retried": self.retried,
            "attempts": self.attempts,
            "mean_attempts": round(self.mean_attempts, 4),
            "success_rate": round(self.success_rate, 4),
            "recovery_rate": round(self.recovery_rate, 4),
            "wait_s": round(self.wait_s, 6),
            "mean_elapsed_s": round(self.mean_elapsed_s, 6),
            "failures": {
                "by_category": dict(self.failures_by_category),
                "by_code": dict(self.failures_by_code),
            },
            "failed_attempts_by_code": dict(self.failed_attempts_by_code),
        }


class Stats(Mapping[str, ToolStats]):
    """A snapshot: tool name → ``ToolStats``; ``str()`` is a table, ``to_json()`` JSON."""

    def __init__(self, tools: Mapping[str, ToolStats], enabled: bool) -> None:
        self._tools = dict(tools)
        self.enabled = enabled

    def __getitem__(self, tool: str) -> ToolStats:
        return self._tools[tool]

    def __iter__(self) -> Iterator[str]:
        return iter(self._tools)

    def __len__(self) -> int:
        return len(self._tools)

    def __repr__(self) -> str:
        return f"Stats({self._tools!r}, enabled={self.enabled})"

    def as_dict(self) -> dict[str, dict[str, Any]]:
        return {name: record.as_dict() for name, record in self._tools.items()}

    def to_json(self, indent: int | None = 2) -> str:
        return json.dumps(self.as_dict(), indent=indent, ensure_ascii=False)

    def table(self) -> str:
        """A plain-text table, one row per tool, busiest first."""
        if not self.enabled and not self._tools:
            return "toolretry statistics are off: call toolretry.instrumentation.enable_stats()"
        header = ["tool", "calls", "ok %", "recovered", "fallback", "failed", "mean att.",
                  "wait s", "recovery %", "top failures"]  # fmt: skip
        rows = [header]
        for record in sorted(self._tools.values(), key=lambda r: (-r.calls, r.tool)):
            top = Counter(record.failed_attempts_by_code).most_common(3)
            rows.append([
                record.tool,
                str(record.calls),
                f"{100 * record.success_rate:.1f}",
                str(record.recovered),
                str(record.fallback),
                str(record.failed),
                f"{record.mean_attempts:.2f}",
                f"{record.wait_s:.3f}",
                f"{100 * record.recovery_rate:.1f}" if record.retried else "-",
                ", ".join(f"{code}×{n}" for code, n in top) or "-",
            ])  # fmt: skip
        widths = [max(len(row[i]) for row in rows) for i in range(len(header))]
        lines = []
        for n, row in enumerate(rows):
            cells = [c.ljust(w) if i in (0, 9) else c.rjust(w) for i, (c, w) in
                     enumerate(zip(row, widths, strict=True))]  # fmt: skip
            lines.append("  ".join(cells).rstrip())
            if n == 0:
                lines.append("  ".join("-" * w for w in widths))
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.table()


class _Counts:
    __slots__ = ("attempt_codes", "by_category", "by_code", "elapsed", "numbers", "wait")

    def __init__(self) -> None:
        # calls, succeeded, recovered, fallback, failed, cancelled, retried, attempts
        self.numbers = [0, 0, 0, 0, 0, 0, 0, 0]
        self.by_category: Counter[str] = Counter()
        self.by_code: Counter[str] = Counter()
        self.attempt_codes: Counter[str] = Counter()
        self.wait = 0.0
        self.elapsed = 0.0


def _frozen(name: str, c: _Counts) -> ToolStats:
    calls, succeeded, recovered, fallback, failed, cancelled, retried, attempts = c.numbers
    return ToolStats(
        name,
        calls=calls,
        succeeded=succeeded,
        recovered=recovered,
        fallback=fallback,
        failed=failed,
        cancelled=cancelled,
        retried=retried,
        attempts=attempts,
        wait_s=round(c.wait, 6),
        elapsed_s=round(c.elapsed, 6),
        failures_by_category=dict(c.by_category),
        failures_by_code=dict(c.by_code),
        failed_attempts_by_code=dict(c.attempt_codes),
    )


class StatsListener:
    """The instrumentation listener that counts each tool's calls under one lock."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._tools: dict[str, _Counts] = {}

    call_started = nothing

    call_event = nothing

    def call_finished(self, scope: CallScope, record: CallRecord) -> None:
        outcome, category, code = call_labels(record)
        tool = exported(record.tool)
        attempt_codes = [exported(c) for c in record.failed_codes]
        with self._lock:
            counts = self._tools.get(tool)
            if counts is None:
                counts = self._tools[tool] = _Counts()
            n = counts.numbers
            n[0] += 1
            if record.ok:
                n[1] += 1
            else:
                n[4] += 1
            if outcome == "recovered":
                n[2] += 1
            elif outcome == "fallback":
                n[3] += 1
            elif outcome == "cancelled":
                n[5] += 1
            if record.attempts > 1:
                n[6] += 1
            n[7] += record.attempts
            counts.wait += record.wait_s
            counts.elapsed += record.elapsed_s
            if outcome in ("error", "fallback", "cancelled"):
                counts.by_category[category or "none"] += 1
                counts.by_code[code or "none"] += 1
            counts.attempt_codes.update(attempt_codes)

    def snapshot(self, enabled: bool) -> Stats:
        with self._lock:
            tools = {name: _frozen(name, c) for name, c in self._tools.items()}
        return Stats(tools, enabled)

    def reset(self) -> None:
        with self._lock:
            self._tools.clear()


_LISTENER = StatsListener()
_enabled = False
_switch = threading.Lock()


def enable_stats() -> None:
    """Start counting every decorated call for ``stats()``. Every call then takes the
    instrumented path, which builds the observation (bench_success.py shows the cost)."""
    global _enabled
    with _switch:
        _enabled = True
        add_listener(_LISTENER)


def disable_stats() -> None:
    """Stop counting; what was counted stays readable until ``reset_stats()``."""
    global _enabled
    with _switch:
        _enabled = False
        remove_listener(_LISTENER)


def stats_enabled() -> bool:
    return _enabled


def stats() -> Stats:
    """Each tool's statistics since ``enable_stats()`` or the last ``reset_stats()``."""
    return _LISTENER.snapshot(_enabled)


def reset_stats() -> None:
    """Forget every count (statistics stay on if they were)."""
    _LISTENER.reset()
