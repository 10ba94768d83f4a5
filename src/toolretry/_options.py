"""The decorator's parameters, declared once: its runtime signature and ``DEFAULTS`` both
come from ``declared`` below (the typing overload in ``_decorator`` mirrors it for checkers,
and a test keeps the two equal)."""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterable
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from .classify._limits import DEFAULT_MAX_MESSAGE_CHARS, DEFAULT_MAX_RETRY_AFTER
from .upstream._defaults import DEFAULT_IDEMPOTENCY_TTL

if TYPE_CHECKING:
    from ._events import EventHook
    from ._tool_types import ToolDecorator
    from .classify._rules import RulesArg
    from .observe._observation import Template
    from .redact._policy import RedactionPolicy
    from .stores._protocol import Store
    from .upstream._breaker import CircuitBreaker
    from .upstream._budget import RetryBudget
    from .upstream._idempotency import KeyArg

__all__ = ["DEFAULTS", "SIGNATURE", "declared"]


def declared(
    fn: Callable[..., Any] | None = None,
    /,
    *,
    max_retries: int = 3,
    base_delay: float = 1.0,
    max_delay: float = 30.0,
    jitter: str = "full",
    total_timeout: float | None = 60.0,
    attempt_timeout: float | None = None,
    format: str = "text",
    envelope: bool = False,
    detail: str = "compact",
    idempotent: bool = True,
    rules: RulesArg = None,
    on_event: EventHook | None = None,
    name: str | None = None,
    locale: str = "en",
    max_message_chars: int = DEFAULT_MAX_MESSAGE_CHARS,
    max_retry_after: float = DEFAULT_MAX_RETRY_AFTER,
    template: Template | None = None,
    exclude_params: Iterable[str | type] = (),
    turn_limit: int | None = None,
    wait: Callable[[Any], Any] | None = None,
    stop: Callable[[Any], Any] | None = None,
    fallback: Callable[..., Any] | None = None,
    breaker: CircuitBreaker | None = None,
    retry_budget: RetryBudget | None = None,
    idempotency_key: KeyArg = None,
    idempotency_ttl: float = DEFAULT_IDEMPOTENCY_TTL,
    idempotency_store: Store | None = None,
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
