"""One held-out case: an exception raised live, and what DESIGN.md §2 accepts for it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

__all__ = ["BIZ", "CLI", "FAT", "TRA", "Case", "case", "caught"]

TRA, CLI, BIZ, FAT = "transient", "client", "business", "fatal"


@dataclass
class Case:
    family: str
    name: str
    accept: frozenset[str]
    retry_after: float | None = None
    exc: BaseException | None = None
    observed: tuple[str, str, float | None] | None = None
    """For cases judged through the decorator: (category, code, retry_after)."""


class DidNotFail(AssertionError):
    """A case whose action did not raise: the scenario is broken, not the classifier."""


def caught(action: Callable[[], Any]) -> BaseException:
    """The exception ``action`` raises (the case's live failure)."""
    try:
        action()
    except Exception as exc:
        return exc
    raise DidNotFail(f"{action!r} did not raise")


def case(
    family: str,
    name: str,
    accept: str | tuple[str, ...],
    action: Callable[[], Any],
    retry_after: float | None = None,
) -> Case:
    """A case from an action that must raise."""
    wanted = frozenset((accept,) if isinstance(accept, str) else accept)
    return Case(family, name, wanted, retry_after, caught(action))
