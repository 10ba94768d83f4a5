"""``redaction=``: the steps that write about a tool's failure apply its own redaction policy.

Only failure steps are marked (``failed_sync``, the observed and listened paths, the guarded
wrappers, the async wrapper's failure block): a success writes nothing that is redacted, and
setting a context variable would cost as much as the whole success path. A tool without
``redaction=`` pays one function call a failure.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Coroutine
from typing import Any, Concatenate, ParamSpec, TypeVar

from ..redact._current import enter_tool_policy, leave_tool_policy
from ._settings import Settings

__all__ = ["under_tool_policy", "under_tool_policy_async"]

P = ParamSpec("P")
R = TypeVar("R")


def under_tool_policy(
    step: Callable[Concatenate[Settings, P], R],
) -> Callable[Concatenate[Settings, P], R]:
    """``step(settings, ...)`` run with ``settings.redaction`` (if any) applied on top of the
    process-wide policy: every observation, event, log record and export it makes."""

    @functools.wraps(step)
    def applied(settings: Settings, /, *args: P.args, **kwargs: P.kwargs) -> R:
        policy = settings.redaction
        if policy is None:
            return step(settings, *args, **kwargs)
        token = enter_tool_policy(policy)
        try:
            return step(settings, *args, **kwargs)
        finally:
            leave_tool_policy(token)

    return applied


def under_tool_policy_async(
    step: Callable[Concatenate[Settings, P], Coroutine[Any, Any, R]],
) -> Callable[Concatenate[Settings, P], Coroutine[Any, Any, R]]:
    """``under_tool_policy`` for a coroutine function: applied across its awaits (the context
    variable belongs to the task running it)."""

    @functools.wraps(step)
    async def applied(settings: Settings, /, *args: P.args, **kwargs: P.kwargs) -> R:
        policy = settings.redaction
        if policy is None:
            return await step(settings, *args, **kwargs)
        token = enter_tool_policy(policy)
        try:
            return await step(settings, *args, **kwargs)
        finally:
            leave_tool_policy(token)

    return applied
