"""One attempt of the tool under its deadline, as the retry loop and the upstream guard take
it. The first attempt of the wrappers and of the pipeline (``_pipeline.py``) is the same step
written out: there a call of ours would cost a success, where agents call, a tenth more."""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import Any

from ..classify._returned import failure_of_result
from ..retry._async_attempt import run_attempt
from ..retry._deadline import deadline_var

__all__ = ["attempt_async", "attempt_sync"]


def attempt_sync(
    fn: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any], deadline: float
) -> tuple[Any, Exception | None]:
    """``fn(*args, **kwargs)`` with ``deadline`` set for ``remaining_time()``: its result and
    None, or None and the exception it raised (a returned HTTP response with an error status
    counts as raised)."""
    token = deadline_var.set(deadline)
    try:
        result = fn(*args, **kwargs)
        if type(result) is not str and (returned := failure_of_result(result)):
            raise returned
    except Exception as exc:
        return None, exc
    finally:
        deadline_var.reset(token)
    return result, None


async def attempt_async(
    fn: Callable[..., Coroutine[Any, Any, Any]],
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
    deadline: float,
) -> tuple[Any, Exception | None]:
    """``attempt_sync`` for ``async def`` tools: the attempt is cancelled at ``deadline``."""
    token = deadline_var.set(deadline)
    try:
        result = await run_attempt(fn(*args, **kwargs), deadline)
        if type(result) is not str and (returned := failure_of_result(result)):
            raise returned
    except Exception as exc:
        return None, exc
    finally:
        deadline_var.reset(token)
    return result, None
