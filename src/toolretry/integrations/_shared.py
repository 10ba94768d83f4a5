"""What every framework adapter needs of toolretry, written once so the adapters cannot drift.

Imports no framework: each adapter brings its own and hands its types in.
"""

from __future__ import annotations

import contextlib
import contextvars
import functools
import inspect
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import Any

from .._annotations import resolved_annotations
from .._decoration import merged_options
from .._decorator import smart_retry_with_observation
from .._groups import FLAT_NAMES, warn_flat
from ..exceptions import BusinessError
from ..observe._observation import Observation
from ..observe._render import COMPACT_FIELDS, OWN_DETAIL_KEYS, Detail
from ..turn._turn import Turn

__all__ = [
    "ESCAPED_CODE",
    "calling_shim",
    "escaping",
    "final_text",
    "in_thread",
    "model_fields",
    "options_of",
    "original_of",
    "reraising_escapes",
    "retrying",
    "success_value",
    "turn_stop_reason",
]

ESCAPED_CODE = "FRAMEWORK_CONTROL_FLOW"
"""The ``error_code`` toolretry sees for a call whose exception went back to the framework."""

# Marks an adapter's shim around the user's function, so that decorating again starts from
# the function itself rather than nesting shims.
_ORIGINAL = "__toolretry_original__"

# The open adapter call's escaped exceptions; None outside ``reraising_escapes``.
_escaped: contextvars.ContextVar[list[BaseException] | None] = contextvars.ContextVar(
    "toolretry_escaped", default=None
)


def original_of(target: Callable[..., Any]) -> Callable[..., Any]:
    """The user's function under a toolretry tool and any adapter shim; ``target`` if plain."""
    found: Any = target
    if getattr(found, "__toolretry_settings__", None) is not None:
        found = found.__wrapped__
    original: Callable[..., Any] = getattr(found, _ORIGINAL, found)
    return original


def options_of(target: Callable[..., Any]) -> dict[str, Any]:
    """The decorator arguments a toolretry tool was given; ``{}`` for a plain function."""
    settings = getattr(target, "__toolretry_settings__", None)
    return {} if settings is None else dict(settings.options)


def retrying(
    target: Callable[..., Any],
    options: Mapping[str, Any],
    *,
    exclude: Iterable[str | type] = (),
    shim: Callable[[Callable[..., Any]], Callable[..., Any]] | None = None,
) -> Any:
    """``target`` as a toolretry tool: decorated anew, or re-decorated from its original.

    A decorated ``target`` keeps its own arguments; ``options`` override them, and ``exclude``
    (the framework's injected parameters or context types) is added to ``exclude_params``.
    ``shim`` wraps the original before the decorator sees it. Wrapping twice never nests
    retries.
    """
    if not FLAT_NAMES.keys().isdisjoint(options):
        warn_flat(options, stacklevel=3)
    # A new group replaces the tool's old one; a deprecated flat name changes its one field.
    merged = merged_options(options_of(target), options)
    excluded = tuple(merged.get("exclude_params", ()))
    merged["exclude_params"] = (*excluded, *(e for e in exclude if e not in excluded))
    original = original_of(target)
    return smart_retry_with_observation(**merged)(original if shim is None else shim(original))


def success_value(observation: Observation) -> Any:
    """What a framework gets for a success: the tool's (or its fallback's) own object.

    An idempotent replay never ran the tool, so its stored text stands for the object.
    """
    if observation.value is None and observation.attempts == 0:
        return observation.result
    return observation.value


def escaping(fn: Callable[..., Any], kinds: tuple[type[BaseException], ...]) -> Callable[..., Any]:
    """``fn`` (same name and signature) whose exceptions of the ``kinds`` go to the framework.

    The framework's control flow (LangGraph's ``interrupt()``, an MCP protocol error) must
    reach it, not become an observation: inside :func:`reraising_escapes` such an exception is
    kept for it and toolretry sees a business answer (not retried, not counted).
    """
    if inspect.iscoroutinefunction(fn):

        async def escape_async(*args: Any, **kwargs: Any) -> Any:
            try:
                return await fn(*args, **kwargs)
            except kinds as exc:
                raise _kept(exc) from None

        return _marked(functools.wraps(fn)(escape_async), fn)

    def escape(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except kinds as exc:
            raise _kept(exc) from None

    return _marked(functools.wraps(fn)(escape), fn)


def _kept(exc: BaseException) -> BusinessError:
    kept = _escaped.get()
    if kept is None:  # Called outside an adapter: the exception is the tool's failure.
        raise exc
    kept.append(exc)
    return BusinessError("The framework took over the call.", code=ESCAPED_CODE)


def _marked(shim: Callable[..., Any], fn: Callable[..., Any]) -> Callable[..., Any]:
    setattr(shim, _ORIGINAL, fn)
    return shim


@contextlib.contextmanager
def reraising_escapes() -> Iterator[None]:
    """Around one adapter call: re-raise, once it is over, what an :func:`escaping` tool kept."""
    kept: list[BaseException] = []
    token = _escaped.set(kept)
    try:
        yield
    finally:
        _escaped.reset(token)
    if kept:
        raise kept[-1]


async def in_thread(fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    """``fn(*args, **kwargs)`` in a worker thread with the caller's context (turn, deadline),
    so a sync tool's retry waits never block the event loop (any loop anyio runs on)."""
    import anyio.to_thread  # Every framework here that runs tools on a loop brings anyio.

    context = contextvars.copy_context()
    return await anyio.to_thread.run_sync(functools.partial(context.run, fn, *args, **kwargs))


def model_fields(observation: Observation, detail: Detail = "compact") -> dict[str, Any]:
    """The observation's fields a model is shown: those of the compact text (``attempts`` only
    when more than one ran, ``details`` without toolretry's bookkeeping), or all for ``full``."""
    fields = observation.fields()
    if detail == "full":
        return fields
    shown: dict[str, Any] = {}
    for key, value in fields.items():
        if key not in COMPACT_FIELDS or (key == "attempts" and value <= 1):
            continue
        if key == "details":
            value = {name: item for name, item in value.items() if name not in OWN_DETAIL_KEYS}
            if not value:
                continue
        shown[key] = value
    return shown


def turn_stop_reason(open_turn: Turn) -> str | None:
    """Why an agent run must end now, or None: a tool or the whole turn ran out of budget, or
    the turn's deadline passed."""
    if open_turn.interrupted is not None:
        return open_turn.interrupted.reason
    if open_turn.should_stop:
        return (
            f"{open_turn.failures} tool calls failed in this run "
            f"(max_failures={open_turn.max_failures})"
        )
    return None


def final_text(reason: str) -> str:
    """The run's last answer once it was stopped: why, and that retrying will not help."""
    return f"Stopped: {reason}. The tool errors above say what failed; retrying now will not help."


def calling_shim(
    original: Callable[..., Any],
    observe: Callable[..., Any],
    answer: Callable[[Observation], Any],
) -> Callable[..., Any]:
    """The function a framework calls and reads: ``answer(observe(...))``, with the original's
    name, docstring and signature, annotations resolved in the original's module (for a
    framework that reads the signature as is, strings and all). Async when the original is."""
    if inspect.iscoroutinefunction(original):

        async def call_async(*args: Any, **kwargs: Any) -> Any:
            return answer(await observe(*args, **kwargs))

        shim: Callable[..., Any] = functools.wraps(original)(call_async)
    else:

        def call(*args: Any, **kwargs: Any) -> Any:
            return answer(observe(*args, **kwargs))

        shim = functools.wraps(original)(call)
    annotations, signature = resolved_annotations(original, _signature(original))
    if signature is not None:
        returns = annotations.get("return", signature.return_annotation)
        shim.__signature__ = signature.replace(return_annotation=returns)  # type: ignore[attr-defined]
    shim.__annotations__ = annotations
    return shim


def _signature(fn: Callable[..., Any]) -> inspect.Signature | None:
    try:
        return inspect.signature(fn)
    except (TypeError, ValueError):  # Some callables have none; the framework will say so.
        return None
