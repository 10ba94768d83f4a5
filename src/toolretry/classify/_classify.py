"""Turn any exception into an ``ErrorInfo``: which category, which code, what to do."""

from __future__ import annotations

import builtins
import math
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from .._category import ErrorCategory
from .._error_info import ErrorInfo, error_info
from .._events import logger
from .._failure import Failure
from ..exceptions import ToolError
from ..observe._sanitize import clean_message
from ..observe._suggestions import suggestion_for
from ._agent_tools import command_verdict, edit_verdict
from ._body import MAPPING
from ._body_status import decode_error_status
from ._builtin_errors import builtin_answer, errno_verdict, from_builtin
from ._carried_waits import carried_wait, seconds_or_none
from ._chain import attempt_links
from ._last_resort import held_links, last_resort, library_argument_error, translated_bug
from ._limits import DEFAULT_MAX_MESSAGE_CHARS, DEFAULT_MAX_RETRY_AFTER
from ._protocols import from_protocols
from ._recognise import recognise
from ._remembered import cleaned_message, redacted_details, redacted_text
from ._rules import CompiledRule, RulesArg, compile_rules
from ._status import from_status
from ._told_waits import told_wait
from ._verdict import Answer, Verdict

__all__ = [
    "DEFAULT_MAX_MESSAGE_CHARS",
    "DEFAULT_MAX_RETRY_AFTER",
    "SEVERITY",
    "classify",
    "classify_failure",
    "unrenderable_result_failure",
]


# The builtin on 3.11+; on 3.10 (no ExceptionGroup, and the backport is not required) None.
_GROUP: type[BaseException] | None = getattr(builtins, "BaseExceptionGroup", None)
_MAX_MEMBERS = 64  # members judged per group, nested groups included
_MAX_GROUP_DEPTH = 8
# An Enum member read from its class is a slow lookup, a module global a fast one: read once here.
_FATAL, _CLIENT, _TRANSIENT = ErrorCategory.FATAL, ErrorCategory.CLIENT, ErrorCategory.TRANSIENT

# A Failure's fields, in the order of its constructor (and of `error_info`).
_Facts = tuple[
    str, ErrorCategory, str, str, int | None, float | None, str, dict[str, Any], bool, str | None
]

SEVERITY: Mapping[ErrorCategory, int] = MappingProxyType(
    {
        ErrorCategory.FATAL: 3,
        ErrorCategory.CLIENT: 2,
        ErrorCategory.TRANSIENT: 1,
        ErrorCategory.BUSINESS: 0,
    }
)
"""How an exception group is judged: its most severe member decides (fatal > client >
transient > business). A bug must be seen even when a sibling only timed out; a request that
must change will not succeed by retrying; a transient member outranks a business answer
because the answer is only part of the work and the rest may still succeed when retried."""


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
        redacted_text(getattr(exc, "code", None))
        or redacted_text(getattr(type(exc), "default_code", None))
        or "TOOL_ERROR",
        exc,
        retry_after=seconds_or_none(getattr(exc, "retry_after", None)),
        may_have_taken_effect=category is not _CLIENT,
        details=details if isinstance(details, MAPPING) else None,
        message=message if isinstance(message, str) else None,
        suggestion=redacted_text(getattr(exc, "suggestion", None)),
        suggested_tool=redacted_text(getattr(exc, "suggested_tool", None)),
    )


def _from_group(
    group: BaseException, rules: tuple[CompiledRule, ...], depth: int, budget: list[int]
) -> Verdict:
    """An exception group's verdict, from its members (see `SEVERITY`)."""
    members = getattr(group, "exceptions", ())
    judged: list[tuple[BaseException, Answer]] = []
    for member in members if isinstance(members, tuple) else ():
        if budget[0] <= 0:
            break
        budget[0] -= 1
        if isinstance(member, BaseException):
            # A member's traceback starts in the task that raised it: all of it is the attempt's.
            judged.append(_verdict_for(member, rules, False, depth + 1, budget, whole=True))
    if not judged:
        return Verdict(ErrorCategory.FATAL, "UNEXPECTED_ERROR", group)
    # The first of the most severe decides.
    source, worst = max(judged, key=lambda pair: SEVERITY[pair[1].category])
    waits = [v.retry_after for _, v in judged if v.retry_after is not None]
    details = dict(worst.details) if worst.details else {}
    details["group"] = [v.code for _, v in judged[:10]]
    return Verdict(
        worst.category,
        worst.code,
        source,
        status_code=worst.status_code,
        # All members retried together: wait for the one that asked for the longest.
        retry_after=max(waits) if waits and worst.category is ErrorCategory.TRANSIENT else None,
        may_have_taken_effect=True,  # the group's other tasks may have done their part
        details=details,
        message=worst.message,
        suggestion=worst.suggestion if isinstance(worst, Verdict) else None,
        suggested_tool=worst.suggested_tool if isinstance(worst, Verdict) else None,
        said=worst.said,
    )


# What kind of exception a class is, found once per class (bounded: classes can be made on
# the fly): a dict lookup instead of two isinstance checks and a module name on every failure.
_TOOL, _GROUP_KIND, _BUILTIN, _OTHER = "tool", "group", "builtin", "other"
_KINDS: dict[type, str] = {}
_KINDS_MAX = 1024


def _kind_of(cls: type) -> str:
    if issubclass(cls, ToolError):
        kind = _TOOL
    elif _GROUP is not None and issubclass(cls, _GROUP):
        kind = _GROUP_KIND
    else:
        kind = _BUILTIN if cls.__module__ == "builtins" else _OTHER
    if len(_KINDS) >= _KINDS_MAX:
        _KINDS.clear()
    _KINDS[cls] = kind
    return kind


def _judge(
    link: BaseException,
    rules: tuple[CompiledRule, ...],
    call_error: bool,
    depth: int,
    budget: list[int] | None,
) -> Answer | None:
    """What toolretry's own rules say about this one exception, or None to look further."""
    kind = _KINDS.get(type(link)) or _kind_of(type(link))
    if kind is _BUILTIN:
        # Builtin exceptions belong to no HTTP client and carry no HTTP status: skipping those
        # duck-typed lookups keeps the common "bad argument" failure cheap.
        return builtin_answer(link, call_error)
    if kind is _TOOL:
        return _from_tool_error(link)  # type: ignore[arg-type]
    if kind is _GROUP_KIND:
        if depth < _MAX_GROUP_DEPTH:
            return _from_group(link, rules, depth, [_MAX_MEMBERS] if budget is None else budget)
        if type(link).__module__ == "builtins":  # a group nested too deep: judged as such
            return builtin_answer(link, call_error)
    if isinstance(link, ValueError):  # any JSONDecodeError (simplejson's too): its page first
        from_page = decode_error_status(link)
        if from_page is not None:
            return from_page
    recognised = recognise(link)
    if recognised is not None:
        return recognised  # as it is: `_build` reads a Recognised like a Verdict
    return (
        from_protocols(link)
        or from_status(link)
        or from_builtin(link)
        or errno_verdict(link)
        or command_verdict(link)
        or edit_verdict(link, _message_of(link))
        or library_argument_error(link, call_error)
    )


def _verdict_for(
    exc: BaseException,
    rules: tuple[CompiledRule, ...],
    call_error: bool,
    depth: int = 0,
    budget: list[int] | None = None,
    *,
    whole: bool = False,
) -> tuple[BaseException, Answer]:
    """The first rule that decides on ``exc`` or on what the attempt chained to it, with the
    exception it decided on."""
    if rules:
        for link in attempt_links(exc, whole=whole):
            verdict = _from_user_rules(link, rules)
            if verdict is not None:
                return link, verdict
    answer = _judge(exc, rules, call_error, depth, budget)
    if answer is not None:
        return answer.source if isinstance(answer, Verdict) else exc, answer
    if exc.__cause__ is not None or exc.__context__ is not None:
        links = attempt_links(exc, whole=whole)
        next(links)  # ``exc`` itself, judged above
        for link in links:
            answer = _judge(link, rules, call_error, depth, budget)
            if answer is not None:
                if translated_bug(exc, link, answer):
                    break  # the library's own exception speaks for the lookup it translated
                return answer.source if isinstance(answer, Verdict) else link, answer
    for held in held_links(exc):  # wrapped, not chained: a non-fatal fact of it decides
        answer = _judge(held, rules, call_error, depth, budget)
        if answer is not None and answer.category is not ErrorCategory.FATAL:
            return answer.source if isinstance(answer, Verdict) else held, answer
    return last_resort(exc, whole)


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
    # _build called here and in classify(), not through a shared wrapper: a call less on
    # every failure.
    try:
        facts = _build(exc, rules, call_error, locale, max_message_chars, max_retry_after)
    except Exception:
        facts = _unclassifiable(exc, locale)
    return Failure(*facts)


def _unclassifiable(exc: BaseException, locale: str) -> _Facts:
    """The fields of a plain ``fatal`` for ``exc``, whose classification itself failed."""
    logger.exception("toolretry could not classify %s; reporting it as fatal", type(exc))
    name = _type_name(exc)
    code, fatal = "UNEXPECTED_ERROR", ErrorCategory.FATAL
    suggestion = suggestion_for(code, fatal, locale)
    return code, fatal, name, name, None, None, suggestion, {}, True, None


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
) -> _Facts:
    source, answer = _verdict_for(exc, rules, call_error)
    # Our own constants need no redaction; what tools, SDKs and validators put in details is
    # made JSON, bounded and secret-free.
    found = answer.details
    if not found:
        details = {}
    elif not answer.own_details:
        details = redacted_details(found)
    elif type(found) is MappingProxyType:  # a shared answer's: copy() copies the dict below it
        details = found.copy()  # cheaper than dict(found) for a mapping proxy
    else:
        details = dict(found)
    retry_after = answer.retry_after  # every source hands over seconds >= 0 (inf: too large)
    category = answer.category
    if (
        retry_after is None
        and category is _TRANSIENT
        and (answer.status_code is not None or type(answer) is Verdict)
        and not isinstance(source, ToolError)
    ):
        # A wait kept deeper (a parsed body) comes with a reply: a known client's failure
        # without a status got none. A ToolError's own retry_after says it all.
        retry_after = carried_wait(source)
        if retry_after is None and source is not exc:
            retry_after = carried_wait(exc)
        if retry_after is None:  # none kept by key: one told in words ("retry in 30 seconds")
            retry_after = told_wait(source)
            if retry_after is None and source is not exc:
                retry_after = told_wait(exc)
    if retry_after is not None:
        if not retry_after >= 0:  # NaN-safe, should one slip through
            retry_after = None
        elif retry_after > max_retry_after:
            if math.isfinite(retry_after):  # infinity is not JSON; the cap says enough
                details["retry_after_uncapped"] = retry_after
            retry_after = max_retry_after
    type_name = type(exc).__name__  # a class's __name__ is always a str
    status_code = answer.status_code
    message = answer.message
    if not message:
        message = _message_of(source)
        if status_code is not None and answer.said is not None:
            message = f"{message}: {answer.said}"
        elif source is not exc:
            message = f"{_message_of(exc)} (caused by {type(source).__name__}: {message})"
        elif (category is _FATAL or type(exc).__module__ == "builtins") and not message.startswith(
            type_name
        ):
            # The observation has no "type" field: "KeyError: 'total'" says what "'total'"
            # cannot.
            message = f"{type_name}: {message}"
    suggestion = suggested_tool = None
    if type(answer) is Verdict:  # a client's Recognised suggests nothing of its own
        suggestion, suggested_tool = answer.suggestion, answer.suggested_tool
    code = answer.code
    return (
        code,
        category,
        type_name,
        cleaned_message(message, max_message_chars),
        status_code,
        retry_after,
        suggestion or suggestion_for(code, category, locale),
        details,
        answer.may_have_taken_effect,
        suggested_tool,
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
    and validation → ``fatal``. What the attempt chained to ``exc`` is searched too: explicit
    causes, and implicit contexts only when caught inside the attempt (never an exception the
    caller or a retry loop was handling around it; see ``toolretry.classify._chain``). An
    ``ExceptionGroup`` is judged by its most severe member (fatal > client > transient >
    business); a group of transient members waits for the longest ``retry_after``. Never
    raises for any exception.
    """
    # Straight to the model: a Failure would be built only to be thrown away.
    compiled = () if rules is None else compile_rules(rules)
    try:
        facts = _build(exc, compiled, False, locale, max_message_chars, max_retry_after)
    except Exception:
        facts = _unclassifiable(exc, locale)
    return error_info(*facts)
