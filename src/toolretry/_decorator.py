"""``@smart_retry_with_observation``: check the arguments and the target, then wrap it."""

from __future__ import annotations

import functools
from collections.abc import Callable, Coroutine, Iterable
from typing import TYPE_CHECKING, Any, ParamSpec, overload

from ._groups import FLAT_NAMES, warn_flat
from ._options import SIGNATURE

if TYPE_CHECKING:
    from ._call._settings import Settings, Strategy
    from ._events import EventHook
    from ._groups import Backoff, Idempotency, Output
    from ._tool_types import AsyncTool, SyncTool, ToolDecorator
    from .classify._rules import RulesArg
    from .redact._policy import RedactionPolicy
    from .upstream._breaker import CircuitBreaker
    from .upstream._budget import RetryBudget

__all__ = ["smart_retry_with_observation"]

P = ParamSpec("P")


@functools.cache
def _no_arguments() -> Settings:
    """The checked settings of a bare ``@smart_retry_with_observation``: the same every time (a
    frozen record; ``for_tool`` gives each tool its own guard and protection)."""
    from ._call._settings import make_settings

    return make_settings(None, {})


@overload
def smart_retry_with_observation(fn: Callable[P, Coroutine[Any, Any, Any]], /) -> AsyncTool[P]: ...


@overload
def smart_retry_with_observation(fn: Callable[P, Any], /) -> SyncTool[P]: ...


@overload
def smart_retry_with_observation(
    fn: None = None,
    /,
    *,
    max_retries: int = 3,
    backoff: Backoff | None = None,
    total_timeout: float | None = 60.0,
    attempt_timeout: float | None = None,
    format: str = "text",
    output: Output | None = None,
    locale: str = "en",
    idempotent: bool = True,
    idempotency: Idempotency | None = None,
    rules: RulesArg = None,
    on_event: EventHook | None = None,
    name: str | None = None,
    exclude_params: Iterable[str | type] = (),
    turn_limit: int | None = None,
    wait: Strategy | None = None,
    stop: Strategy | None = None,
    fallback: Callable[..., Any] | None = None,
    breaker: CircuitBreaker | None = None,
    retry_budget: RetryBudget | None = None,
    redaction: RedactionPolicy | None = None,
    check_arguments: bool = False,
) -> ToolDecorator: ...


def smart_retry_with_observation(fn: Callable[..., Any] | None = None, /, **options: Any) -> Any:
    """Make a tool function fail well: classify, retry what retrying can fix, and answer.

    Use bare (``@smart_retry_with_observation``) or with arguments (see the README for each).
    The decorated tool keeps its name, docstring, parameters and their annotations, declares
    ``-> str`` (the original is ``tool.__wrapped__``) and returns ``str``: its own result on
    success (JSON for dicts, lists, models and dataclasses), or a structured observation of the
    failure. ``tool.observe(...)`` returns the ``Observation`` itself. Only ``transient``
    failures are retried (``max_retries`` times, waiting as ``backoff=Backoff(...)`` says or
    your tenacity ``wait=``, at least the server's Retry-After), all within ``total_timeout``
    seconds from the moment the call starts. Related options come grouped: ``backoff=Backoff``,
    ``output=Output``, ``idempotency=Idempotency``. Decorating a decorated tool again
    re-applies the new arguments over its old ones (a new group replaces the whole group).
    Wrong arguments raise ``ConfigurationError`` here, at decoration time; a failing tool
    never makes this raise.
    """
    # The call machinery loads with the first decoration, so that ``import toolretry`` stays
    # light (a process may import it and never decorate, or decorate much later); so does what
    # a failure's answer needs (the models, the classifier, the redaction rules), outside any
    # call's deadline.
    from ._call._decorate import decorate, make_settings

    # Checked now, so that a wrong argument fails where the decorator is written; kept, so that
    # each tool it decorates builds its settings once (``for_tool`` adds the tool's own parts).
    if options and not FLAT_NAMES.keys().isdisjoint(options):
        warn_flat(options, stacklevel=2)
    checked = make_settings(None, options) if options else _no_arguments()
    if fn is None:
        return functools.partial(decorate, options=options, checked=checked)
    return decorate(fn, options, checked)


# help(), inspect.signature and IDEs reading it show the real parameters, not **options.
smart_retry_with_observation.__signature__ = SIGNATURE  # type: ignore[attr-defined]
