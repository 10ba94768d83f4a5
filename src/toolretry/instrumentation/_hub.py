"""Where instrumentation listens: one list of listeners, told when a decorated call starts,
what happened during it (the ``on_event`` records) and how it ended.

Off by default and free when off: while ``LISTENERS`` is empty, the wrappers' one test of
``_inline.PIPELINE_NEEDED`` (which lists "listeners" while it is not) keeps them inline.

While on, each call is dispatched once per stage to the bound methods kept in ``_dispatch``,
rebuilt when a listener is added or removed: no copy of the list and no attribute lookups per
call, and a method a listener marks as ``nothing`` (the built-in listeners' empty stages) is
never called.
"""

from __future__ import annotations

import contextvars
import threading
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, TypeAlias

from .._category import ErrorCategory
from .._events import AttemptFailed, Event, RetryScheduled
from .._inline import pipeline_needed, pipeline_not_needed
from ..redact._current import current_policy

if TYPE_CHECKING:
    from ..redact._policy import RedactionPolicy
    from ..upstream._breaker import CircuitStateChanged

__all__ = [
    "LISTENERS",
    "CallRecord",
    "CallScope",
    "Listener",
    "Notice",
    "add_listener",
    "current_scope",
    "end_call",
    "end_first_try",
    "make_current",
    "nothing",
    "notify",
    "remove_listener",
    "start_call",
    "tool_call_id_var",
]


@dataclass(slots=True)
class CallRecord:
    """One finished decorated call, as every listener sees it (no arguments, no messages).

    Read-only by contract, not ``frozen``: a frozen dataclass sets each field through
    ``object.__setattr__``, and this one is built on every call while a listener is on."""

    tool: str
    ok: bool
    attempts: int
    elapsed_s: float
    wait_s: float
    """Seconds really slept between attempts."""
    error_code: str | None = None
    category: ErrorCategory | None = None
    retryable: bool | None = None
    retry_after: float | None = None
    gave_up: str | None = None
    fallback: str | None = None
    failed_codes: tuple[str, ...] = ()
    """The code of every failed attempt, in order (a call that recovered has some too)."""
    tool_call_id: str | None = None
    primary_error: str | None = None
    """With ``fallback``: the code the tool itself gave up on."""
    primary_category: ErrorCategory | None = None
    """With ``fallback``: the category of the tool's last failure."""
    breaker: str | None = None
    """The breaker that refused the call, or that changed state during it."""
    breaker_state: str | None = None
    """That breaker's state at the end: ``open`` when it refused the call, else the state the
    last ``CircuitStateChanged`` during the call moved it to."""
    cancelled: bool = False
    """A ``BaseException`` (cancellation, KeyboardInterrupt) went through the call."""
    first_try: bool = False
    """Its first attempt answered and nothing else happened (no retry, wait, fallback or
    breaker change): the error, retry, fallback and breaker fields hold their defaults, so a
    listener may answer the everyday call from this one test."""

    @property
    def outcome(self) -> str:
        """``ok`` (first attempt), ``recovered`` (by retrying), ``fallback`` (the fallback
        answered), ``error`` or ``cancelled``: the low-cardinality label of the call."""
        if self.cancelled:
            return "cancelled"
        if not self.ok:
            return "error"
        if self.fallback is not None:
            return "fallback"
        return "recovered" if self.failed_codes else "ok"

    @property
    def recovered(self) -> bool:
        """It failed at least once, then succeeded by retrying."""
        return self.ok and bool(self.failed_codes) and self.fallback is None


Notice: TypeAlias = "Event | CircuitStateChanged"
"""What ``call_event`` is told: an ``on_event`` record, or a breaker's change of state."""


class Listener(Protocol):
    """What instrumentation implements; each method must be cheap and must not raise."""

    def call_started(self, scope: CallScope) -> None: ...

    def call_event(self, scope: CallScope, event: Notice) -> None: ...

    def call_finished(self, scope: CallScope, record: CallRecord) -> None: ...


def nothing(self: Any, *args: Any) -> None:
    """A listener method with nothing to do (``call_started = nothing``): the hub skips it."""


LISTENERS: list[Listener] = []
_NO_DETAILS: Mapping[str, Any] = {}
_lock = threading.Lock()
# (call_started, call_event, call_finished) of every listener that does something there, in
# the order the listeners were added; replaced whole, never changed in place.
_dispatch: tuple[tuple[Any, ...], tuple[Any, ...], tuple[Any, ...]] = ((), (), ())


def _stage(name: str) -> tuple[Any, ...]:
    # A listener without this method has nothing to be told here either.
    methods = (
        getattr(listener, name, None)
        for listener in LISTENERS
        if getattr(type(listener), name, None) is not nothing
    )
    return tuple(method for method in methods if method is not None)


def _rebuild() -> None:
    global _dispatch
    _dispatch = (_stage("call_started"), _stage("call_event"), _stage("call_finished"))


@dataclass(slots=True, init=False)
class CallScope:
    """One instrumented call in progress; listeners keep their own state in ``state``."""

    tool: str
    tool_call_id: str | None
    waited: float
    failed_codes: list[str]
    last_category: ErrorCategory | None
    breaker: str | None
    breaker_state: str | None
    state: dict[int, Any]
    """Per listener (by ``id``): e.g. the OpenTelemetry span of this call."""
    token: Any
    policy: RedactionPolicy
    """The redaction policy in force where the call started (its tool's ``redaction=``
    included): asked once per call, for every listener that exports names."""

    def __init__(self, tool: str, tool_call_id: str | None = None) -> None:
        # Written out: one is made on every instrumented call, and a generated __init__
        # calls a factory for each mutable default.
        self.tool, self.tool_call_id, self.waited = tool, tool_call_id, 0.0
        self.failed_codes, self.state = [], {}
        self.last_category = self.breaker = self.breaker_state = self.token = None
        self.policy = current_policy()


_current: contextvars.ContextVar[CallScope | None] = contextvars.ContextVar(
    "toolretry_call_scope", default=None
)
tool_call_id_var: contextvars.ContextVar[str | None] = contextvars.ContextVar(
    "toolretry_tool_call_id", default=None
)
"""Set by an adapter that knows the framework's tool-call id, for the span attribute."""


def add_listener(listener: Listener) -> None:
    """Start telling ``listener`` about every decorated call (once, however often added)."""
    with _lock:
        if listener not in LISTENERS:
            LISTENERS.append(listener)
            _rebuild()
            pipeline_needed("listeners")


def remove_listener(listener: Listener) -> None:
    """Stop telling ``listener``; unknown listeners are ignored."""
    with _lock:
        if listener in LISTENERS:
            LISTENERS.remove(listener)
            _rebuild()
            if not LISTENERS:
                pipeline_not_needed("listeners")


def current_scope() -> CallScope | None:
    """The instrumented call running in this context, if any."""
    return _current.get()


def _failed(call: Any) -> None:
    from .._events import logger

    logger.warning("toolretry instrumentation listener %r failed; ignoring it", call)


def _safely(call: Any, *args: Any) -> None:
    try:
        call(*args)
    except Exception:  # Instrumentation must never break the tool call it watches.
        _failed(call)


def start_call(tool: str, current: bool = True) -> CallScope:
    """Open the scope of one instrumented call; listeners are told. ``current``: made this
    context's call at once, else only by ``make_current`` (a caller that knows no event can
    come before then: setting a context variable costs as much as a listener)."""
    scope = CallScope(tool, tool_call_id_var.get())
    if current:
        scope.token = _current.set(scope)
    for started in _dispatch[0]:
        try:
            started(scope)
        except Exception:  # Instrumentation must never break the tool call it watches.
            _failed(started)
    return scope


def make_current(scope: CallScope) -> None:
    """Make ``scope`` this context's call (once), so ``notify`` tells its listeners."""
    if scope.token is None:
        scope.token = _current.set(scope)


def notify(event: Notice) -> None:
    """Pass an ``on_event`` record, or a breaker's ``CircuitStateChanged``, to the listeners
    of the call it belongs to."""
    scope = _current.get()
    if scope is None:
        return
    if isinstance(event, RetryScheduled):
        scope.waited += event.wait_s
    elif isinstance(event, AttemptFailed):
        scope.failed_codes.append(event.error.code)
        scope.last_category = event.error.category
    elif not isinstance(event, Event):  # A breaker moved: remember where it is now.
        scope.breaker, scope.breaker_state = event.breaker, event.new
    for told in _dispatch[1]:
        _safely(told, scope, event)


def end_call(scope: CallScope, fields: Mapping[str, Any] | None) -> None:
    """Close ``scope``: tell the listeners how the call ended, from the observation's
    ``fields`` (None: a BaseException such as a cancellation propagated)."""
    # Ended in another context than it started (a framework's thread): nothing to reset.
    if scope.token is not None:
        try:  # noqa: SIM105 - contextlib.suppress() would cost a context manager every call.
            _current.reset(scope.token)
        except ValueError:
            pass
    failed = tuple(scope.failed_codes)
    waited = round(scope.waited, 6) if scope.waited else 0.0
    breaker, state = scope.breaker, scope.breaker_state
    if fields is None:
        record = CallRecord(
            scope.tool, False, len(failed), 0.0, waited, "CANCELLED", failed_codes=failed,
            tool_call_id=scope.tool_call_id, breaker=breaker, breaker_state=state, cancelled=True,
        )  # fmt: skip
    else:
        # Positional, in the field order: built on every instrumented call.
        ok = fields.get("status") == "ok"
        attempts = int(fields.get("attempts") or 0)
        elapsed = float(fields.get("elapsed_s") or 0.0)
        fallback = fields.get("fallback")
        primary_error = primary_category = None
        if fallback is not None:
            primary_error, primary_category = fields.get("primary_error"), scope.last_category
        details = fields.get("details") or _NO_DETAILS
        if details.get("gave_up") == "circuit_open":  # Also when a fallback answered after it.
            state = "open"
        if ok:  # A success has no error fields to read.
            first_try = (
                attempts == 1 and not failed and not waited and fallback is None
                and breaker is None and state is None
            )  # fmt: skip
            record = CallRecord(
                scope.tool, True, attempts, elapsed, waited, None, None, None, None, None,
                fallback, failed, scope.tool_call_id, primary_error, primary_category,
                breaker, state, False, first_try,
            )  # fmt: skip
        else:
            record = CallRecord(
                scope.tool, False, attempts, elapsed, waited, fields.get("error_code"),
                fields.get("category"), fields.get("retryable"), fields.get("retry_after"),
                details.get("gave_up"), fallback, failed, scope.tool_call_id, primary_error,
                primary_category, details.get("breaker") or breaker, state, False,
            )  # fmt: skip
    for finished in _dispatch[2]:
        try:
            finished(scope, record)
        except Exception:  # Instrumentation must never break the tool call it watches.
            _failed(finished)


def end_first_try(scope: CallScope, elapsed_s: float) -> None:
    """``end_call`` for a call its first attempt answered with no fallback, ``elapsed_s``
    seconds after it started: no retry came, so nothing was waited or failed, and there are no
    fields to read."""
    if scope.token is not None:
        try:  # noqa: SIM105 - as in end_call.
            _current.reset(scope.token)
        except ValueError:
            pass
    breaker, state = scope.breaker, scope.breaker_state
    record = CallRecord(
        scope.tool, True, 1, elapsed_s, 0.0, None, None, None, None, None, None, (),
        scope.tool_call_id, None, None, breaker, state, False, breaker is None and state is None,
    )  # fmt: skip
    for finished in _dispatch[2]:
        try:
            finished(scope, record)
        except Exception:  # Instrumentation must never break the tool call it watches.
            _failed(finished)
