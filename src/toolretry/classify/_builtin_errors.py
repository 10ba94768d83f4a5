"""Rules for Python's own exceptions: errno, OSError subclasses, bad arguments and bugs."""

from __future__ import annotations

import errno
import json
import re
import socket
from typing import Any

from .._category import ErrorCategory
from ._agent_tools import edit_verdict, file_details
from ._body_status import decode_error_status
from ._plain_bugs import bug_verdict
from ._verdict import Verdict

__all__ = ["builtin_answer", "errno_verdict", "from_arguments", "from_builtin"]

_T, _C, _F = ErrorCategory.TRANSIENT, ErrorCategory.CLIENT, ErrorCategory.FATAL
# The rest of POSIX's errnos that reach a tool, by what each means (by name: their numbers
# differ between platforms). A state that passes (interrupted, in progress, no buffers, a
# stale handle, a resource table full for now) is transient; a path or program the caller
# named wrongly is the caller's; memory, media and state that stay broken need a person.
_MORE_ERRNOS: dict[str, tuple[ErrorCategory, str, bool]] = {
    "ELOOP": (_C, "INVALID_PATH", False),  # too many symbolic links in the path given
    "ENOEXEC": (_C, "NOT_EXECUTABLE", False),
    "EKEYEXPIRED": (_C, "CREDENTIALS_EXPIRED", False),
    "EDOM": (_C, "INVALID_ARGUMENT", False),
    "EINTR": (_T, "INTERRUPTED", True),
    "EALREADY": (_T, "IN_PROGRESS", False),
    "EINPROGRESS": (_T, "IN_PROGRESS", False),
    "ENOBUFS": (_T, "RESOURCE_BUSY", False),
    "ENOLCK": (_T, "RESOURCE_BUSY", False),
    "EMFILE": (_T, "TOO_MANY_OPEN_FILES", False),
    "ENFILE": (_T, "TOO_MANY_OPEN_FILES", False),
    "ESTALE": (_T, "STALE_HANDLE", False),
    "ENOTCONN": (_T, "CONNECTION_RESET", True),
    "ESHUTDOWN": (_T, "CONNECTION_RESET", True),
    "EADDRNOTAVAIL": (_T, "ADDRESS_NOT_AVAILABLE", False),  # often ephemeral ports run out
    "ETIME": (_T, "TIMEOUT", True),
    "EPROTO": (_T, "PROTOCOL_ERROR", True),
    "EREMOTEIO": (_T, "REMOTE_IO_ERROR", True),
    "ECANCELED": (_T, "CANCELLED", True),
    "ENOMEM": (_F, "OUT_OF_MEMORY", True),
    "EIO": (_F, "IO_ERROR", True),  # the device failed: a person must look
    "ENOMEDIUM": (_F, "NO_MEDIUM", False),
    "ECHILD": (_F, "NO_CHILD_PROCESS", False),  # waited for a process it does not own: a bug
    "ENOTTY": (_F, "NOT_A_TERMINAL", False),  # a terminal operation on something else: a bug
    "EOWNERDEAD": (_F, "INCONSISTENT_STATE", True),
    "ENOTRECOVERABLE": (_F, "INCONSISTENT_STATE", True),
}

# errno -> (category, code, may_have_taken_effect)
_ERRNO_RULES: dict[int, tuple[ErrorCategory, str, bool]] = {
    errno.ECONNREFUSED: (ErrorCategory.TRANSIENT, "CONNECTION_REFUSED", False),
    errno.ECONNRESET: (ErrorCategory.TRANSIENT, "CONNECTION_RESET", True),
    errno.ECONNABORTED: (ErrorCategory.TRANSIENT, "CONNECTION_RESET", True),
    errno.EPIPE: (ErrorCategory.TRANSIENT, "CONNECTION_RESET", True),
    errno.ETIMEDOUT: (ErrorCategory.TRANSIENT, "TIMEOUT", True),
    errno.EHOSTUNREACH: (ErrorCategory.TRANSIENT, "NETWORK_UNREACHABLE", False),
    errno.ENETUNREACH: (ErrorCategory.TRANSIENT, "NETWORK_UNREACHABLE", False),
    errno.ENETDOWN: (ErrorCategory.TRANSIENT, "NETWORK_UNREACHABLE", False),
    errno.EAGAIN: (ErrorCategory.TRANSIENT, "RESOURCE_BUSY", False),
    errno.EBUSY: (ErrorCategory.TRANSIENT, "RESOURCE_BUSY", False),
    errno.ENOENT: (ErrorCategory.CLIENT, "FILE_NOT_FOUND", False),
    errno.EACCES: (ErrorCategory.CLIENT, "PERMISSION_DENIED", False),
    errno.EPERM: (ErrorCategory.CLIENT, "PERMISSION_DENIED", False),
    errno.EEXIST: (ErrorCategory.CLIENT, "ALREADY_EXISTS", False),
    errno.EISDIR: (ErrorCategory.CLIENT, "IS_A_DIRECTORY", False),
    errno.ENOTDIR: (ErrorCategory.CLIENT, "NOT_A_DIRECTORY", False),
    errno.ENOTEMPTY: (ErrorCategory.CLIENT, "DIRECTORY_NOT_EMPTY", False),
    errno.ENAMETOOLONG: (ErrorCategory.CLIENT, "INVALID_PATH", False),
    errno.ENOSPC: (ErrorCategory.FATAL, "OUT_OF_SPACE", True),
    errno.EDQUOT: (ErrorCategory.FATAL, "OUT_OF_SPACE", True),
    errno.EROFS: (ErrorCategory.FATAL, "READ_ONLY_FILESYSTEM", False),
    errno.EADDRINUSE: (ErrorCategory.TRANSIENT, "ADDRESS_IN_USE", False),
    errno.EINVAL: (ErrorCategory.CLIENT, "INVALID_ARGUMENT", False),
    errno.EPROTONOSUPPORT: (ErrorCategory.CLIENT, "UNSUPPORTED_PROTOCOL", False),
    errno.ENOTSOCK: (ErrorCategory.FATAL, "BAD_DESCRIPTOR", False),
    errno.EBADF: (ErrorCategory.FATAL, "BAD_DESCRIPTOR", False),
    **{
        getattr(errno, name): row
        for name, row in _MORE_ERRNOS.items()
        if hasattr(errno, name)  # not every platform defines every name
    },
}


def errno_verdict(exc: BaseException) -> Verdict | None:
    """An error of the ``OSError`` shape that is no ``OSError`` (an int ``errno`` beside a
    ``strerror``: ZeroMQ, C extensions), judged by the errno table; else None."""
    number, text = getattr(exc, "errno", None), getattr(exc, "strerror", None)
    if type(number) is not int or not isinstance(text, str) or isinstance(exc, OSError):
        return None
    rule = _ERRNO_RULES.get(number)
    if rule is None:
        return None
    category, code, effect = rule
    return Verdict(category, code, exc, may_have_taken_effect=effect, details={"errno": number})


# OSError subclasses raised without an errno, most specific first.
_OSERROR_CLASSES: tuple[tuple[type[OSError], tuple[ErrorCategory, str, bool]], ...] = (
    (FileNotFoundError, _ERRNO_RULES[errno.ENOENT]),
    (PermissionError, _ERRNO_RULES[errno.EACCES]),
    (FileExistsError, _ERRNO_RULES[errno.EEXIST]),
    (IsADirectoryError, _ERRNO_RULES[errno.EISDIR]),
    (NotADirectoryError, _ERRNO_RULES[errno.ENOTDIR]),
    (ConnectionRefusedError, _ERRNO_RULES[errno.ECONNREFUSED]),
    (ConnectionResetError, _ERRNO_RULES[errno.ECONNRESET]),
    (ConnectionAbortedError, _ERRNO_RULES[errno.ECONNABORTED]),
    (BrokenPipeError, _ERRNO_RULES[errno.EPIPE]),
)

_FILE_CODES = frozenset(
    {
        "FILE_NOT_FOUND",
        "NOT_A_DIRECTORY",
        "IS_A_DIRECTORY",
        "PERMISSION_DENIED",
        "ALREADY_EXISTS",
        "DIRECTORY_NOT_EMPTY",
        "INVALID_PATH",
    }
)
# Builtin classes a tool raises with a message of its own (edits are recognised from it).
_MESSAGE_CLASSES = frozenset({Exception, RuntimeError, ValueError, LookupError, AssertionError})
# Bugs said in plain words, per instance (`bug_verdict`).
_BUG_CLASSES = frozenset({KeyError, AttributeError, IndexError, TypeError})


def _text_of(exc: BaseException) -> str:
    try:
        return str(exc)
    except Exception:  # a broken __str__ says nothing
        return ""


# A ValueError telling that the object it was called on is closed (io, sqlite wrappers, sockets).
_CLOSED_WORDING = re.compile(
    r"(operation|operate) on (a )?closed|\bclosed (file|database|connection|socket|stream|pipe"
    r"|channel|pool|cursor|session)|no active connection|(file|database|connection|socket"
    r"|stream|pipe|channel|pool|cursor|session|client|transport) (is|was|has been) (already )?"
    r"closed\b",
    re.IGNORECASE,
)


def closed_verdict(exc: BaseException) -> Verdict | None:
    """For a ValueError saying its object is closed ("I/O operation on closed file", "no active
    connection"): not a value the caller chose but a resource the tool used after closing it,
    a bug in the tool (fatal ``RESOURCE_CLOSED``). None for any other message."""
    head = _text_of(exc)[:200]
    lowered = head.lower()
    if ("closed" in lowered or "no active" in lowered) and _CLOSED_WORDING.search(head):
        return Verdict(ErrorCategory.FATAL, "RESOURCE_CLOSED", exc)
    return None


# Bugs in the tool's own code: fatal as raised, whatever they happened while handling.
_PROGRAMMING_ERRORS: tuple[type[BaseException], ...] = (
    KeyError,
    IndexError,
    AttributeError,
    NameError,
    AssertionError,
    ZeroDivisionError,
    RecursionError,
)


def from_builtin(exc: BaseException) -> Verdict | None:
    """The verdict on a network, ``OSError``, timeout or JSON error; None for anything else."""
    if isinstance(exc, (socket.gaierror, socket.herror)):
        return Verdict(ErrorCategory.TRANSIENT, "DNS_ERROR", exc, may_have_taken_effect=False)
    if isinstance(exc, OSError):
        # The errno when there is one; else the subclass, which `raise FileNotFoundError(msg)`
        # sets without an errno.
        rule = _ERRNO_RULES.get(exc.errno) if isinstance(exc.errno, int) else None
        if rule is None:
            rule = next((r for t, r in _OSERROR_CLASSES if isinstance(exc, t)), None)
        if rule is not None:
            category, code, effect = rule
            details = file_details(exc, code) if code in _FILE_CODES else None
            return Verdict(category, code, exc, may_have_taken_effect=effect, details=details)
    if isinstance(exc, TimeoutError) or type(exc).__name__ == "TimeoutError":
        # Also asyncio.TimeoutError on 3.10, where it is not yet the builtin.
        return Verdict(ErrorCategory.TRANSIENT, "TIMEOUT", exc)
    if isinstance(exc, ConnectionRefusedError):
        return Verdict(
            ErrorCategory.TRANSIENT, "CONNECTION_REFUSED", exc, may_have_taken_effect=False
        )
    if isinstance(exc, ConnectionError):
        return Verdict(ErrorCategory.TRANSIENT, "CONNECTION_ERROR", exc)
    if isinstance(exc, json.JSONDecodeError):
        # An HTML error page parsed as JSON: its status decides, else the body was just wrong.
        return decode_error_status(exc) or Verdict(ErrorCategory.FATAL, "INVALID_RESPONSE", exc)
    if isinstance(exc, EOFError):
        # The peer closed the stream mid-protocol (ftplib, telnetlib, multiprocessing pipes).
        return Verdict(ErrorCategory.TRANSIENT, "CONNECTION_CLOSED", exc)
    return None


def from_arguments(exc: BaseException, call_error: bool) -> Verdict | None:
    """The verdict on bad arguments, failed validation or a bug in the tool; None otherwise."""
    if call_error and isinstance(exc, TypeError):
        return Verdict(ErrorCategory.CLIENT, "INVALID_ARGUMENTS", exc, may_have_taken_effect=False)
    if type(exc).__name__ == "ValidationError" and type(exc).__module__.startswith("pydantic"):
        return Verdict(
            ErrorCategory.CLIENT,
            "VALIDATION_ERROR",
            exc,
            may_have_taken_effect=False,
            details={"errors": _validation_errors(exc)},
            message=f"{_error_count(exc)} validation error(s) for {getattr(exc, 'title', '?')}",
        )
    if type(exc).__name__ == "ValidationError":  # jsonschema, marshmallow, cerberus, django
        return Verdict(ErrorCategory.CLIENT, "VALIDATION_ERROR", exc, may_have_taken_effect=False)
    if isinstance(exc, SyntaxError):
        # Code or a config handed to compile(), ast.parse() or a parser built on SyntaxError
        # (configobj) does not parse: fixed code passes. (A module of the tool's own failing
        # at import fails every call, before any tool runs.)
        return Verdict(ErrorCategory.CLIENT, "SYNTAX_ERROR", exc, may_have_taken_effect=False)
    if isinstance(exc, ValueError):
        closed = closed_verdict(exc)
        if closed is not None:
            return closed
        # Raised inside the tool: the signature was fine, a value was rejected.
        return Verdict(ErrorCategory.CLIENT, "INVALID_VALUE", exc, may_have_taken_effect=False)
    if isinstance(exc, NotImplementedError):
        return Verdict(ErrorCategory.FATAL, "NOT_IMPLEMENTED", exc)
    if isinstance(exc, (_PROGRAMMING_ERRORS, TypeError)):
        return bug_verdict(exc) or Verdict(ErrorCategory.FATAL, "UNEXPECTED_ERROR", exc)
    return None


def _error_count(exc: BaseException) -> int:
    count = getattr(exc, "error_count", None)
    try:
        return int(count()) if callable(count) else 0
    except Exception:  # pydantic internals differ across versions; a count is a nicety.
        return 0


def _validation_errors(exc: BaseException) -> list[dict[str, Any]]:
    """Field errors without the offending input values, which may be secret."""
    errors = getattr(exc, "errors", None)
    try:
        raw = errors(include_url=False, include_input=False) if callable(errors) else []
    except Exception:  # Same: never let detail extraction crash classification.
        return []
    return [
        {
            "loc": ".".join(str(part) for part in item.get("loc", ())),
            "msg": str(item.get("msg", "")),
            "type": str(item.get("type", "")),
        }
        for item in list(raw)[:10]
    ]


class _ClassAnswer:
    """A verdict that depends on the exception's class alone, shared by all its instances.

    Not a `Verdict`: the classifier takes the exception it judged as the source."""

    __slots__ = ("category", "code", "may_have_taken_effect")

    status_code = retry_after = details = message = said = None
    own_details = True

    def __init__(self, verdict: Verdict) -> None:
        self.category = verdict.category
        self.code = verdict.code
        self.may_have_taken_effect = verdict.may_have_taken_effect


# Python's own exceptions other than OSError are judged by their class alone (and whether the
# call itself failed): ValueError, KeyError, TypeError... The answer is kept per class, so the
# common "bad argument" failure builds no Verdict. Bounded: a class may claim to be a builtin.
_BY_CLASS: tuple[dict[type, _ClassAnswer | None], dict[type, _ClassAnswer | None]] = ({}, {})
_BY_CLASS_MAX = 256


def builtin_answer(exc: BaseException, call_error: bool) -> Verdict | _ClassAnswer | None:
    """``from_builtin(exc) or from_arguments(exc, call_error)`` for an exception of a class
    defined in ``builtins``, the same answer, kept per class where the class decides it."""
    if isinstance(exc, OSError):  # the errno decides
        return from_builtin(exc) or from_arguments(exc, call_error)
    cls = type(exc)
    if cls in _MESSAGE_CLASSES:  # an edit tool's report comes as a plain exception
        edit = edit_verdict(exc, _text_of(exc))
        if edit is not None:
            return edit
        if cls is ValueError:  # per instance, before the per-class answer below
            closed = closed_verdict(exc)
            if closed is not None:
                return closed
    if cls in _BUG_CLASSES and not (call_error and cls is TypeError):
        return from_arguments(exc, call_error)  # a sentence per instance: nothing to share
    known = _BY_CLASS[call_error]
    try:
        return known[cls]
    except KeyError:
        pass
    verdict = from_builtin(exc) or from_arguments(exc, call_error)
    if verdict is not None and (verdict.details or verdict.message or verdict.suggestion):
        return verdict  # not a builtin's verdict after all: nothing to share
    if len(known) >= _BY_CLASS_MAX:
        known.clear()
    answer = known[cls] = None if verdict is None else _ClassAnswer(verdict)
    return answer
