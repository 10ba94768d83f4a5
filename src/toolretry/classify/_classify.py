"""Turn any exception into an ``ErrorInfo``: which category, which code, what to do."""

from __future__ import annotations

import math
from collections.abc import Mapping

from .._category import ErrorCategory
from .._error_info import ErrorInfo, Failure
from .._events import logger
from ..exceptions import ToolError
from ..observe._sanitize import clean_message, redact_params
from ..observe._suggestions import suggestion_for
from . import _clients, _http_facts
from ._body import body_message
from ._builtin_errors import from_arguments, from_builtin
from ._rules import CompiledRule, RulesArg, compile_rules
from ._verdict import Verdict

__all__ = [
    "DEFAULT_MAX_MESSAGE_CHARS",
    "DEFAULT_MAX_RETRY_AFTER",
    "classify",
    "classify_failure",
    "unrenderable_result_failure",
]

DEFAULT_MAX_MESSAGE_CHARS = 500
DEFAULT_MAX_RETRY_AFTER = 300.0
_MAX_CHAIN = 8


def _chain(exc: BaseException) -> tuple[BaseException, ...]:
    """The exception, then its causes and contexts, breadth first, bounded and cycle-safe."""
    if exc.__cause__ is None and exc.__context__ is None:
        return (exc,)  # Most failures: nothing behind them to walk.
    links: list[BaseException] = []
    seen: set[int] = set()
    queue = [exc]
    while queue and len(links) < _MAX_CHAIN:
        current = queue.pop(0)
        if id(current) in seen:
            continue
        seen.add(id(current))
        links.append(current)
        # `raise X from None` says the context is not the cause: do not look behind it.
        context = None if current.__suppress_context__ else current.__context__
        for nxt in (current.__cause__, context):
            if nxt is not None and id(nxt) not in seen:
                queue.append(nxt)
    return tuple(links)


def _from_user_rules(exc: BaseException, rules: tuple[CompiledRule, ...]) -> Verdict | None:
    for compiled in rules:
        if compiled.matches(exc):
            rule = compiled.rule
            category = ErrorCategory(rule.category)
            return Verdict(
                category,
                rule.code or f"{category.value.upper()}_ERROR",
                exc,
                retry_after=rule.retry_after,
                suggestion=rule.suggestion,
            )
    return None


def _text_or_none(value: object) -> str | None:
    return value if isinstance(value, str) and value.strip() else None


def _from_tool_error(exc: ToolError) -> Verdict:
    # A tool may set these to anything (or a subclass may not call __init__); what reaches
    # the observation must still be valid.
    try:
        category = ErrorCategory(getattr(exc, "category", ErrorCategory.FATAL))
    except (TypeError, ValueError):
        category = ErrorCategory.FATAL
    details = getattr(exc, "details", None)
    message = getattr(exc, "message", None)
    return Verdict(
        category,
        _text_or_none(getattr(exc, "code", None))
        or _text_or_none(getattr(type(exc), "default_code", None))
        or "TOOL_ERROR",
        exc,
        retry_after=_seconds_or_none(getattr(exc, "retry_after", None)),
        may_have_taken_effect=category is not ErrorCategory.CLIENT,
        details=details if isinstance(details, Mapping) else None,
        message=message if isinstance(message, str) else None,
        suggestion=_text_or_none(getattr(exc, "suggestion", None)),
        suggested_tool=_text_or_none(getattr(exc, "suggested_tool", None)),
    )


def _seconds_or_none(value: object) -> float | None:
    """A usable retry_after: finite seconds >= 0, else None (never raises)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    seconds = float(value)
    return seconds if math.isfinite(seconds) and seconds >= 0 else None


def _from_status(exc: BaseException) -> Verdict | None:
    status = _http_facts.status_of(exc)
    if status is None:
        return None
    headers = _http_facts.headers_of(exc)
    retry_after = _http_facts.retry_after_from_headers(headers) if headers is not None else None
    return Verdict(
        _http_facts.category_for_status(status),
        _http_facts.code_for_status(status),
        exc,
        status_code=status,
        retry_after=retry_after,
        may_have_taken_effect=status not in _http_facts.STATUSES_NOT_PROCESSED,
    )


def _verdict_for(exc: BaseException, rules: tuple[CompiledRule, ...], call_error: bool) -> Verdict:
    if rules:
        for link in _chain(exc):
            verdict = _from_user_rules(link, rules)
            if verdict is not None:
                return verdict
    for link in _chain(exc):
        if isinstance(link, ToolError):
            return _from_tool_error(link)
        builtin = type(link).__module__ == "builtins"
        # Builtin exceptions belong to no HTTP client and carry no HTTP status: skipping those
        # duck-typed lookups keeps the common "bad argument" failure cheap.
        recognised = None if builtin else _clients.recognise(link)
        if recognised is not None:
            return Verdict(
                recognised.category,
                recognised.code,
                link,
                status_code=recognised.status_code,
                retry_after=recognised.retry_after,
                may_have_taken_effect=recognised.may_have_taken_effect,
                details=recognised.details,
                message=recognised.message,
            )
        verdict = None if builtin else _from_status(link)
        verdict = verdict or from_builtin(link) or from_arguments(link, call_error)
        if verdict is not None:
            return verdict
    return Verdict(ErrorCategory.FATAL, "UNEXPECTED_ERROR", exc)


def _message_of(exc: BaseException) -> str:
    try:
        text = str(exc)
    except Exception:  # A broken __str__ must not break the observation.
        text = ""
    return text or type(exc).__name__


def classify_failure(
    exc: BaseException,
    rules: tuple[CompiledRule, ...] = (),
    *,
    call_error: bool = False,
    locale: str = "en",
    max_message_chars: int = DEFAULT_MAX_MESSAGE_CHARS,
    max_retry_after: float = DEFAULT_MAX_RETRY_AFTER,
) -> Failure:
    """``classify`` with pre-compiled rules, as the decorator's failure path needs it.

    Never raises: should classification itself fail, the answer is a plain ``fatal``.
    """
    try:
        return _build(exc, rules, call_error, locale, max_message_chars, max_retry_after)
    except Exception:
        logger.exception("toolretry could not classify %s; reporting it as fatal", type(exc))
        name = _type_name(exc)
        code, fatal = "UNEXPECTED_ERROR", ErrorCategory.FATAL
        suggestion = suggestion_for(code, fatal, locale)
        return Failure(code, fatal, name, name, None, None, suggestion, {}, True, None)


def _type_name(value: object) -> str:
    name = getattr(type(value), "__name__", None)
    return name if isinstance(name, str) else "Exception"


def _build(
    exc: BaseException,
    rules: tuple[CompiledRule, ...],
    call_error: bool,
    locale: str,
    max_message_chars: int,
    max_retry_after: float,
) -> Failure:
    verdict = _verdict_for(exc, rules, call_error)
    details = dict(verdict.details) if verdict.details else {}
    retry_after = None if verdict.retry_after is None else _seconds_or_none(verdict.retry_after)
    if retry_after is not None and retry_after > max_retry_after:
        details["retry_after_uncapped"] = retry_after
        retry_after = max_retry_after
    category = verdict.category
    type_name = _type_name(exc)
    if not verdict.message and verdict.status_code is not None:
        said = body_message(verdict.source)
        if said is not None:
            verdict.message = f"{_message_of(verdict.source)}: {said}"
    message = verdict.message if verdict.message else _message_of(verdict.source)
    if verdict.source is not exc and not verdict.message:
        message = f"{_message_of(exc)} (caused by {_type_name(verdict.source)}: {message})"
    elif (
        not verdict.message
        and (category is ErrorCategory.FATAL or type(exc).__module__ == "builtins")
        and not message.startswith(type_name)
    ):
        # The observation has no "type" field: "KeyError: 'total'" says what "'total'" cannot.
        message = f"{type_name}: {message}"
    return Failure(
        verdict.code,
        category,
        type_name,
        clean_message(message, max_message_chars),
        verdict.status_code,
        retry_after,
        verdict.suggestion or suggestion_for(verdict.code, category, locale),
        # Details come from tools, SDKs and validators: make them JSON, bounded, secret-free.
        redact_params(details) if details else {},
        verdict.may_have_taken_effect,
        verdict.suggested_tool,
    )


def unrenderable_result_failure(
    exc: BaseException,
    result: object,
    *,
    locale: str = "en",
    max_message_chars: int = DEFAULT_MAX_MESSAGE_CHARS,
) -> Failure:
    """The tool succeeded, but its result (``result``) could not be rendered as text."""
    code, fatal = "RESULT_NOT_SERIALIZABLE", ErrorCategory.FATAL
    message = f"the tool returned a {_type_name(result)} that could not be rendered: "
    message = clean_message(message + _message_of(exc), max_message_chars)
    suggestion = suggestion_for(code, fatal, locale)
    return Failure(code, fatal, _type_name(exc), message, None, None, suggestion, {}, True, None)


def classify(
    exc: BaseException,
    *,
    rules: RulesArg = None,
    locale: str = "en",
    max_message_chars: int = DEFAULT_MAX_MESSAGE_CHARS,
    max_retry_after: float = DEFAULT_MAX_RETRY_AFTER,
) -> ErrorInfo:
    """Classify ``exc`` into an ``ErrorInfo``: category, stable code, retry_after, suggestion.

    First match wins: your ``rules`` → toolretry's ``ToolError``s → known HTTP clients and SDKs
    → an HTTP status found on the exception → network and ``OSError`` errno → bad arguments
    and validation → ``fatal``. Causes (``__cause__``/``__context__``) are searched too.
    Never raises for any exception.
    """
    failure = classify_failure(
        exc,
        compile_rules(rules),
        locale=locale,
        max_message_chars=max_message_chars,
        max_retry_after=max_retry_after,
    )
    return failure.info()
