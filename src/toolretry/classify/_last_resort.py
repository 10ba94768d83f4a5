"""The last word on an exception no structural rule decided: the wait it carries, its words,
its class name; and where a library's own exception speaks over the builtin error it wraps."""

from __future__ import annotations

from collections.abc import Iterator

from .._category import ErrorCategory
from ._body_status import page_verdict
from ._builtin_errors import from_arguments
from ._carried_waits import carried_wait
from ._chain import attempt_links
from ._code_words import from_code_words
from ._contract_checks import contract_verdict
from ._given_status import from_given_status
from ._result_codes import from_class_name
from ._status import (
    from_said,
    from_told_status,
    from_wording,
    waited_for,
)
from ._told_waits import told_wait
from ._verdict import Answer, Verdict
from ._weak_signals import concurrency_conflict, from_weak_signals

__all__ = ["held_links", "last_resort", "library_argument_error", "translated_bug"]

_FATAL, _TRANSIENT = ErrorCategory.FATAL, ErrorCategory.TRANSIENT
# The builtin errors of a failed lookup, which a library often translates into its own.
_LOOKUP_ERRORS = (LookupError, AttributeError)


def last_resort(exc: BaseException, whole: bool) -> tuple[BaseException, Answer]:
    """What is left when no structural rule decided on the chain: a wait the exception
    carries, the "try again later"/quota wording, the words of an error code string it
    carries, the class name's words, what the message says went wrong; else fatal
    ``UNEXPECTED_ERROR``."""
    # A wait under a wait's key anywhere in what it keeps counts as one under a known name.
    wait = waited_for(exc)
    if wait is None:
        wait = carried_wait(exc)
    worded = (
        from_given_status(exc, whole)
        or from_wording(exc, whole)
        or from_told_status(exc, whole)
        or _from_page(exc, whole)
        or from_code_words(exc)
        or _named(exc, whole)
        or from_said(exc, whole)
        or from_weak_signals(exc, whole)
    )
    if wait is not None:
        if worded is None or worded.category is _FATAL:
            return exc, Verdict(_TRANSIENT, "TRY_AGAIN_LATER", exc, retry_after=wait)
        if worded.category is _TRANSIENT and worded.retry_after is None:
            worded.retry_after = wait
    elif worded is None:
        # Nothing else said what went wrong, but the text tells when to come back ("Tente
        # novamente em 60 segundos"): asked to wait, it is passing. A fatal word (a spent
        # quota that "resets in 24 hours") is not overruled by a wait told in words.
        told = told_wait(exc)
        if told is not None:
            return exc, Verdict(_TRANSIENT, "TRY_AGAIN_LATER", exc, retry_after=told)
    if worded is not None:
        return worded.source, worded
    return exc, Verdict(ErrorCategory.FATAL, "UNEXPECTED_ERROR", exc)


# What a server's refusal says in words: not found, not allowed, not who it claims.
_REFUSALS = frozenset({"NOT_FOUND", "PERMISSION_DENIED", "AUTHENTICATION_FAILED"})


def _named(exc: BaseException, whole: bool) -> Verdict | None:
    """What the class name says, except that a *protocol* error (``GitProtocolError``) whose
    message is the server's refusal ("repository not found", "access denied") is that refusal:
    the peer answered, so the connection did not fail, and waiting will not change the answer."""
    named = from_class_name(exc)
    if named is not None and named.code == "ALREADY_EXISTS" and concurrency_conflict(_text(exc)):
        # A "…ConflictError" about a transaction (ZODB's "database conflict error"): concurrent
        # work won, and running it again resolves it; a duplicate would not.
        return Verdict(_TRANSIENT, "TRANSACTION_CONFLICT", exc)
    if named is None or named.code != "CONNECTION_ERROR":
        return named
    if "protocol" not in type(exc).__name__.lower():
        return named
    said = from_said(exc, whole)
    return said if said is not None and said.code in _REFUSALS else named


def _text(exc: BaseException) -> str:
    try:
        return str(exc)
    except Exception:  # a broken __str__ says nothing
        return ""


def _from_page(exc: BaseException, whole: bool) -> Verdict | None:
    """The status of an HTML error page a message carries (an SDK that put the reply's body in
    its message): the page's title or heading decides, as the status would have."""
    for link in attempt_links(exc, whole=whole):
        text = _text(link)
        if "<" in text:
            found = page_verdict(link, text, None)
            if found is not None:
                return found
    return None


# Where libraries keep the exception they caught and wrapped without chaining it (no ``from``):
# read from the instance's own ``__dict__`` (no property runs), then its first arguments.
_HELD_NAMES = (
    "orig", "original", "original_exception", "original_error", "inner_exception",
    "inner_error", "inner", "wrapped", "cause", "exception", "exc", "error", "last_exception",
)  # fmt: skip


def held_links(exc: BaseException) -> Iterator[BaseException]:
    """The exceptions ``exc`` holds as attributes or among its first arguments (not itself):
    what a library wrapped without chaining it, to be judged when nothing on ``exc`` or its
    chain decided."""
    own = getattr(exc, "__dict__", None)
    held = [own.get(name) for name in _HELD_NAMES] if isinstance(own, dict) else []
    for link in (*held, *exc.args[:3]):
        if isinstance(link, BaseException) and link is not exc:
            yield link


def library_argument_error(link: BaseException, call_error: bool) -> Verdict | None:
    """``from_arguments`` for an exception of a library's own class: where its builtin base
    would call it a bug (``ZoneInfoNotFoundError`` is a ``KeyError``), the library's name says
    more ("not found"), so the name's shape decides first. A failed runtime check of a
    declared contract (a type hint, a schema) is judged by whose side broke it, first."""
    checked = contract_verdict(link)
    if checked is not None:
        return checked
    argued = from_arguments(link, call_error)
    if argued is not None and argued.category is _FATAL:
        named = from_class_name(link)
        if named is None and isinstance(link, _LOOKUP_ERRORS):
            # A library's own lookup error worded for its caller ("Invalid DXF attribute
            # 'colour' for entity LINE"): the sentence says what was asked wrongly.
            named = from_said(link, False)
        if named is not None:
            return named
    return argued


def translated_bug(exc: BaseException, link: BaseException, answer: Answer) -> bool:
    """True when a library caught a builtin lookup error (``KeyError``, ``IndexError``...) and
    raised its own exception instead: the lookup inside the library is no bug in the tool, so
    the library's exception is judged by its own name and words (`last_resort`)."""
    return (
        answer.category is _FATAL
        and type(link).__module__ == "builtins"
        and isinstance(link, _LOOKUP_ERRORS)
        and type(exc).__module__ != "builtins"
        and (from_class_name(exc) is not None or from_said(exc, False) is not None)
    )
