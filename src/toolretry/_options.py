"""The decorator's parameters, declared once: its runtime signature and ``DEFAULTS`` both
come from ``declared`` below (the typing overload in ``_decorator`` mirrors it for checkers,
and a test keeps the two equal). A grouped argument defaults to None, meaning its class's own
defaults (``Backoff()``): each group's defaults live in its fields, nowhere else."""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterable
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from ._groups import FLAT_NAMES

if TYPE_CHECKING:
    from ._events import EventHook
    from ._groups import Backoff, Idempotency, Output
    from ._tool_types import ToolDecorator
    from .classify._rules import RulesArg
    from .redact._policy import RedactionPolicy
    from .upstream._breaker import CircuitBreaker
    from .upstream._budget import RetryBudget

__all__ = ["ACCEPTED", "DEFAULTS", "SIGNATURE", "declared"]


def declared(
    fn: Callable[..., Any] | None = None,
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
    wait: Callable[[Any], Any] | None = None,
    stop: Callable[[Any], Any] | None = None,
    fallback: Callable[..., Any] | None = None,
    breaker: CircuitBreaker | None = None,
    retry_budget: RetryBudget | None = None,
    redaction: RedactionPolicy | None = None,
    check_arguments: bool = False,
) -> ToolDecorator | Any:
    """Never called: its signature is the decorator's."""
    raise NotImplementedError


SIGNATURE = inspect.signature(declared)
DEFAULTS: MappingProxyType[str, Any] = MappingProxyType(
    {
        name: parameter.default
        for name, parameter in SIGNATURE.parameters.items()
        if parameter.kind is inspect.Parameter.KEYWORD_ONLY
    }
)
"""Every decorator argument and its default."""

ACCEPTED = frozenset(DEFAULTS) | frozenset(FLAT_NAMES)
"""Every name the decorator takes: its parameters and, for now, the deprecated flat names of
grouped fields (``base_delay``), which warn and fold into their group."""
