"""The user's own classification rules, validated once at decoration time."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from .._category import ErrorCategory
from ..exceptions import ConfigurationError

__all__ = ["CompiledRule", "Matcher", "Rule", "RulesArg", "compile_rules"]

Matcher = type[BaseException] | tuple[type[BaseException], ...] | Callable[[BaseException], bool]
"""What a rule matches: an exception type, a tuple of types, or a predicate."""


@dataclass(frozen=True)
class Rule:
    """What a matched exception becomes: a category, and optionally its code and suggestion.

    ``rules={InsufficientFunds: Rule("business", code="INSUFFICIENT_FUNDS")}``; a bare
    category (``"business"`` or ``ErrorCategory.BUSINESS``) is shorthand for ``Rule(category)``.
    """

    category: ErrorCategory | str
    code: str | None = None
    suggestion: str | None = None
    retry_after: float | None = None

    def __post_init__(self) -> None:
        try:
            category = ErrorCategory(self.category)
        except ValueError:
            choices = ", ".join(repr(c.value) for c in ErrorCategory)
            raise ConfigurationError(
                f"Rule category must be one of {choices}, got {self.category!r}."
            ) from None
        object.__setattr__(self, "category", category)
        if self.code is not None and (not isinstance(self.code, str) or not self.code.strip()):
            raise ConfigurationError(f"Rule code must be a non-empty string, got {self.code!r}.")
        if self.suggestion is not None and (
            not isinstance(self.suggestion, str) or not self.suggestion.strip()
        ):
            raise ConfigurationError(
                f"Rule suggestion must be a non-empty sentence or None, got {self.suggestion!r}."
            )
        if self.retry_after is not None and (
            isinstance(self.retry_after, bool)
            or not isinstance(self.retry_after, (int, float))
            or not math.isfinite(self.retry_after)
            or self.retry_after < 0
        ):
            raise ConfigurationError(
                f"Rule retry_after must be seconds >= 0 or None, got {self.retry_after!r}."
            )


RulesArg = (
    Mapping[Any, "Rule | ErrorCategory | str"]
    | Iterable[tuple[Any, "Rule | ErrorCategory | str"]]
    | None
)


@dataclass(frozen=True)
class CompiledRule:
    """A validated rule: ``matches(exc)`` never raises."""

    types: tuple[type[BaseException], ...]
    predicate: Callable[[BaseException], bool] | None
    rule: Rule

    def matches(self, exc: BaseException) -> bool:
        if self.predicate is None:
            return isinstance(exc, self.types)
        try:
            return bool(self.predicate(exc))
        except Exception:  # A broken predicate must not turn a failure into a crash.
            return False


def _is_exception_type(value: object) -> bool:
    return isinstance(value, type) and issubclass(value, BaseException)


def _compile_one(matcher: object, outcome: object) -> CompiledRule:
    rule = outcome if isinstance(outcome, Rule) else None
    if rule is None:
        categories = {c.value for c in ErrorCategory}
        if not isinstance(outcome, (str, ErrorCategory)) or outcome not in categories:
            raise ConfigurationError(
                f"rules: the outcome for {matcher!r} must be a category, one of "
                f"{sorted(categories)}, or a toolretry.Rule(...), got {outcome!r}."
            )
        rule = Rule(outcome)
    if _is_exception_type(matcher):
        return CompiledRule((matcher,), None, rule)  # type: ignore[arg-type]
    if isinstance(matcher, tuple) and matcher and all(_is_exception_type(t) for t in matcher):
        return CompiledRule(matcher, None, rule)
    # A class is callable too, but calling `int(exc)` is no predicate.
    if callable(matcher) and not isinstance(matcher, type):
        return CompiledRule((), matcher, rule)
    raise ConfigurationError(
        f"rules: {matcher!r} is not an exception type, a tuple of exception types, or a "
        "predicate taking the exception; use e.g. {ValueError: 'client'}."
    )


def compile_rules(rules: RulesArg) -> tuple[CompiledRule, ...]:
    """Validate the decorator's ``rules`` argument; raise ConfigurationError naming the fix."""
    if rules is None:
        return ()
    if isinstance(rules, Mapping):
        pairs: Iterable[Any] = rules.items()
    elif isinstance(rules, Iterable) and not isinstance(rules, (str, bytes)):
        pairs = list(rules)
    else:
        raise ConfigurationError(
            "rules must be a dict {exception type, tuple or predicate: category or Rule} or a "
            f"list of such pairs, got {type(rules).__name__}."
        )
    compiled = []
    for pair in pairs:
        if not isinstance(pair, tuple) or len(pair) != 2:
            raise ConfigurationError(
                f"rules: each entry must be a (matcher, outcome) pair, got {pair!r}."
            )
        compiled.append(_compile_one(*pair))
    return tuple(compiled)
