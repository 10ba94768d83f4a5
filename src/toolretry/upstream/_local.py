"""The protection every tool has without configuration: an in-process retry budget and an
in-process shared Retry-After pause, so a fleet of threads or tasks calling one tool does
not multiply an outage, and nobody sends into a window the upstream announced."""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable
from types import FunctionType
from typing import Any

from ..classify._limits import DEFAULT_MAX_RETRY_AFTER
from ..stores._memory import MemoryStore
from ._budget import RetryBudget
from ._exact import identity_of
from ._guard import PauseView, UpstreamGuard

__all__ = [
    "DEFAULT_BUDGET_FLOOR",
    "DEFAULT_BUDGET_RATIO",
    "DEFAULT_BUDGET_WINDOW",
    "SharedDefaults",
    "default_budget",
    "default_protection",
    "reset_default_protection",
    "shared_defaults",
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


class SharedDefaults:
    """What every decoration of one function (module + qualified name + where it is defined)
    shares in this process: the pause, which the success path reads, and the retry budget,
    made on the first failure that needs it."""

    __slots__ = ("_budget", "pause")

    def __init__(self) -> None:
        self.pause = PauseView()
        self._budget: RetryBudget | None = None

    def budget(self, tool: str) -> RetryBudget:
        """The shared budget, made once (under the lock) by whichever thread asks first, named
        after ``tool`` as that call shows it."""
        with _LOCK:
            if self._budget is None:
                self._budget = default_budget(tool[:200] or "tool")
            return self._budget


_SHARED: dict[Hashable, SharedDefaults] = {}
_LOCK = threading.Lock()


def shared_defaults(fn: object) -> SharedDefaults:
    """The pause and budget shared by every decoration of ``fn``: one dict lookup at
    decoration, so that threads that each decorate the same function still share one count."""
    identity = _identity(fn)
    # A function decorated before is found without the lock (a dict lookup is atomic); the
    # lock makes sure two threads decorating it first make one record.
    shared = _SHARED.get(identity)
    if shared is None:
        with _LOCK:
            shared = _SHARED.get(identity)
            if shared is None:
                shared = _SHARED[identity] = SharedDefaults()
    return shared


def _identity(fn: object) -> Hashable:
    """Module, qualified name and where the code starts. A plain ``def`` (most tools) has
    nothing else to add, so its key is those four values as they are, not the encoded bytes
    that ``identity_of`` makes for a partial or a bound method; a function object always takes
    the same branch, so its decorations always meet."""
    if type(fn) is FunctionType:
        code = fn.__code__
        return (fn.__module__, fn.__qualname__, code.co_filename, code.co_firstlineno)
    return identity_of(fn, strict=False) + _where(fn)


def default_protection(
    tool: str,
    locale: str,
    on_event: Callable[[Any], object] | None,
    shared: SharedDefaults,
    max_retry_after: float = DEFAULT_MAX_RETRY_AFTER,
) -> UpstreamGuard:
    """One tool's default guard over its ``shared`` budget and pause. It runs only after a
    first failure, or before a first attempt while a pause holds, so a success pays nothing;
    the decorator builds it on the first call that needs it."""
    return UpstreamGuard(
        tool,
        None,
        shared.budget(tool),
        None,
        on_event,
        locale,
        shared.pause,
        lazy_budget=True,
        max_wait=max_retry_after,
    )


def _where(fn: object) -> bytes:
    """Where the function is defined, so two lambdas (or two nested functions of one name)
    in a module do not share a budget or a pause."""
    inner: Any = fn
    while hasattr(inner, "func"):  # functools.partial
        inner = inner.func
    code = getattr(getattr(inner, "__func__", inner), "__code__", None)
    if code is None:
        return b""
    return f"{code.co_filename}:{code.co_firstlineno}".encode("utf-8", "surrogatepass")


def reset_default_protection() -> None:
    """Forget every tool's default budget counts and pauses (for tests)."""
    with _LOCK:
        _SHARED.clear()
