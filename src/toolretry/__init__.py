"""toolretry: make tool functions fail well.

Classify a failure, retry only what retrying can fix under one deadline, and answer with a
structured observation a model can act on. Everything public is re-exported here.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from ._category import ErrorCategory
from ._decorator import smart_retry_with_observation
from ._error_info import ErrorInfo
from ._events import AttemptFailed, Event, GaveUp, RetryScheduled, SucceededAfterRetries
from ._tool_types import AsyncTool, SyncTool
from .classify._rules import Rule
from .config._live import configure, reload_config
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
from .observe._hints import register_hint
from .observe._observation import Observation
from .observe._suggestions import register_suggestion
from .retry._deadline import remaining_time
from .retry._testing_mode import set_testing
from .turn._turn import Turn, TurnInterrupted, current_turn, turn
from .turn._visibility import unknown_tool
from .upstream._breaker import CircuitBreaker, CircuitStateChanged
from .upstream._budget import RetryBudget
from .upstream._idempotency import idempotency_key

if TYPE_CHECKING:
    from .classify._classify import classify
    from .instrumentation._stats import reset_stats, stats

__all__ = [
    "AmbiguousEditError",
    "AsyncTool",
    "AttemptFailed",
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
    "Observation",
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

# Loading the subpackage ``toolretry.classify`` (for its rules, at decoration) bound its name
# here to the package; the public ``classify`` is the function, resolved below on first use.
globals().pop("classify", None)

# Loaded on first use: decorating and calling a plain tool needs none of these.
_LAZY = {
    "classify": ".classify._classify",
    "reset_stats": ".instrumentation._stats",
    "stats": ".instrumentation._stats",
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
