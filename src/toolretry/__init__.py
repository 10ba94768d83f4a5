"""toolretry: make tool functions fail well.

Classify a failure, retry only what retrying can fix under one deadline, and answer with a
structured observation a model can act on. Everything public is re-exported here.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from ._category import ErrorCategory
from ._decorator import smart_retry_with_observation
from ._groups import Backoff, Idempotency, Output
from ._tool_types import AsyncTool, SyncTool
from .classify._rules import Rule
from .exceptions import (
    AmbiguousEditError,
    BusinessError,
    ClientError,
    CommandFailedError,
    CommandTimeoutError,
    ConfigurationError,
    EditMismatchError,
    FatalError,
    ToolError,
    TransientError,
)
from .retry._deadline import remaining_time
from .retry._testing_mode import set_testing
from .turn import _current  # noqa: F401  (loads the package `turn` now: see below)

if TYPE_CHECKING:
    from ._error_info import ErrorInfo
    from ._events import AttemptFailed, Event, GaveUp, RetryScheduled, SucceededAfterRetries
    from .classify._classify import classify
    from .config._live import configure, reload_config
    from .instrumentation._stats import reset_stats, stats
    from .observe._hints import register_hint
    from .observe._observation import Observation
    from .observe._suggestions import register_suggestion
    from .turn._turn import Turn, TurnInterrupted, current_turn, turn
    from .turn._unknown_tool import unknown_tool
    from .upstream._breaker import CircuitBreaker, CircuitStateChanged
    from .upstream._budget import RetryBudget
    from .upstream._idempotency import idempotency_key

__all__ = [
    "AmbiguousEditError",
    "AsyncTool",
    "AttemptFailed",
    "Backoff",
    "BusinessError",
    "CircuitBreaker",
    "CircuitStateChanged",
    "ClientError",
    "CommandFailedError",
    "CommandTimeoutError",
    "ConfigurationError",
    "EditMismatchError",
    "ErrorCategory",
    "ErrorInfo",
    "Event",
    "FatalError",
    "GaveUp",
    "Idempotency",
    "Observation",
    "Output",
    "RetryBudget",
    "RetryScheduled",
    "Rule",
    "SucceededAfterRetries",
    "SyncTool",
    "ToolError",
    "TransientError",
    "Turn",
    "TurnInterrupted",
    "classify",
    "configure",
    "current_turn",
    "idempotency_key",
    "register_hint",
    "register_suggestion",
    "reload_config",
    "remaining_time",
    "reset_stats",
    "set_testing",
    "smart_retry_with_observation",
    "stats",
    "turn",
    "unknown_tool",
]

__version__ = "0.2.0"

# Loading the subpackages ``toolretry.classify`` (for its rules) and ``toolretry.turn`` (its
# light context variable, loaded now so that no later import binds the name) bound their names
# here to the packages; the public ``classify`` and ``turn`` are the functions, resolved below
# on first use.
globals().pop("classify", None)
globals().pop("turn", None)

# Loaded on first use: decorating and calling a plain tool needs none of these (the models
# need pydantic; turns, upstream protection, configuration and statistics their own parts).
_LAZY = {
    "AttemptFailed": "._events",
    "CircuitBreaker": ".upstream._breaker",
    "CircuitStateChanged": ".upstream._breaker",
    "ErrorInfo": "._error_info",
    "Event": "._events",
    "GaveUp": "._events",
    "Observation": ".observe._observation",
    "RetryBudget": ".upstream._budget",
    "RetryScheduled": "._events",
    "SucceededAfterRetries": "._events",
    "Turn": ".turn._turn",
    "TurnInterrupted": ".turn._turn",
    "classify": ".classify._classify",
    "configure": ".config._live",
    "current_turn": ".turn._turn",
    "idempotency_key": ".upstream._idempotency",
    "register_hint": ".observe._hints",
    "register_suggestion": ".observe._suggestions",
    "reload_config": ".config._live",
    "reset_stats": ".instrumentation._stats",
    "stats": ".instrumentation._stats",
    "turn": ".turn._turn",
    "unknown_tool": ".turn._unknown_tool",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(module, __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
