"""The protection every tool has without configuration: an in-process retry budget and an
in-process shared Retry-After pause, so a fleet of threads or tasks calling one tool does
not multiply an outage, and nobody sends into a window the upstream announced."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..stores._memory import MemoryStore
from ._budget import RetryBudget
from ._guard import UpstreamGuard

__all__ = [
    "DEFAULT_BUDGET_FLOOR",
    "DEFAULT_BUDGET_RATIO",
    "DEFAULT_BUDGET_WINDOW",
    "default_budget",
    "default_protection",
]

DEFAULT_BUDGET_RATIO = 0.2
"""Retries allowed per call over the window (the AWS SDKs' standard mode and Finagle's
budget are of this kind)."""
DEFAULT_BUDGET_FLOOR = 1.0
"""Retries per second allowed whatever the number of calls, so a lone script keeps its
retries."""
DEFAULT_BUDGET_WINDOW = 10.0


def default_budget(name: str, store: MemoryStore | None = None) -> RetryBudget:
    """The in-process budget a tool gets when it names none."""
    return RetryBudget(
        name,
        ratio=DEFAULT_BUDGET_RATIO,
        min_retries_per_second=DEFAULT_BUDGET_FLOOR,
        window=DEFAULT_BUDGET_WINDOW,
        store=store or MemoryStore(),
    )


def default_protection(
    tool: str, locale: str, on_event: Callable[[Any], object] | None
) -> UpstreamGuard:
    """One tool's default guard: its own budget and pause in its own MemoryStore (one per
    decorated tool, so tools never share a count by accident). It runs only after a first
    failure, or before a first attempt while a pause holds, so a success pays nothing."""
    budget = default_budget(tool[:200] or "tool")
    return UpstreamGuard(tool, None, budget, None, on_event, locale)
