"""A tool's own bugs, said in plain words: ``KeyError('price')`` becomes "field 'price' is
missing from the data". The code names the kind of bug; the original exception stays in the
log (the decorator logs its traceback), the sentence goes to the model."""

from __future__ import annotations

import inspect
import re

from .._category import ErrorCategory
from ..redact._redact import redact
from ._verdict import Verdict

__all__ = ["bug_verdict"]

FATAL, CLIENT = ErrorCategory.FATAL, ErrorCategory.CLIENT
_NONE_TYPE = re.compile(
    r"'NoneType' object (is not (subscriptable|iterable|callable)|does not support)"
)
_MAX_FIELD = 120
# A sentence (a word, a space, more words) saying what was asked for does not exist.
_NAMED_MISSING = re.compile(
    r"^\S+\s.*\b(does not exist|doesn't exist|not found|is not defined|no such)\b"
    r"|^no \w+ (with|named|called|for) (the )?(name|id|key|title|index)?\b",
    re.IGNORECASE,
)

# CPython's wording of a call whose arguments do not fit the signature, and the names it gives
# a Python callable (a dotted qualname, with ``<locals>``/``<lambda>`` parts).
_SIGNATURE = re.compile(
    r"(\S+?)\(\) (got an unexpected keyword argument|got multiple values|missing \d+ required"
    r"|takes (from )?\d+)"
)
_PYTHON_NAME = re.compile(r"(?!\d)[\w<][\w.<>]*")


_FORWARDS = inspect.CO_VARARGS | inspect.CO_VARKEYWORDS
_MAX_FRAMES = 200  # traceback entries followed to the raising one


def _raised_by_forwarder(exc: BaseException) -> bool:
    """Whether the code that raised ``exc`` (its traceback's last entry: where a call did not
    bind) takes both ``*args`` and ``**kwargs``, i.e. forwards the arguments it was given."""
    entry = exc.__traceback__
    for _ in range(_MAX_FRAMES):
        if entry is None or entry.tb_next is None:
            break
        entry = entry.tb_next
    else:
        return False
    return entry is not None and entry.tb_frame.f_code.co_flags & _FORWARDS == _FORWARDS


# The word a cut runs through, to drop whole: half a key is recognised by no rule of a later
# pass (`basic 0448c2ab…`).
_CUT_WORD = re.compile(r"[\w+/=-]+$")


def _shown(value: object) -> str:
    # Redacted alone, as the message it was quoted from: in the sentence built around it
    # (`field '…' is missing`) no rule reads it as a whole message; and before it is cut: a
    # secret cut short, or a list of its bytes cut after six (`<<119, 113, 117, …`), is
    # recognised by no rule afterwards.
    text = redact(repr(value))
    if len(text) <= _MAX_FIELD:
        return text
    head = text[: _MAX_FIELD - 1]
    if _CUT_WORD.match(text[_MAX_FIELD - 1]) is not None:
        head = _CUT_WORD.sub("", head)
    return head + "…"


def _key_error(exc: KeyError) -> Verdict:
    if len(exc.args) != 1:
        return Verdict(FATAL, "MISSING_FIELD", exc)
    key = exc.args[0]
    if isinstance(key, str) and _NAMED_MISSING.search(key[:_MAX_FIELD]):
        # The interpreter's KeyError carries the bare key; a sentence saying a named thing does
        # not exist was worded by a library for what its caller asked for (openpyxl's
        # "Worksheet X does not exist.", python-docx's "no style with name 'X'"): a name to fix.
        return Verdict(CLIENT, "NOT_FOUND", exc, may_have_taken_effect=False)
    field = key if isinstance(key, (str, int, float)) and not isinstance(key, bool) else _shown(key)
    message = f"field {_shown(key)} is missing from the data (KeyError: {_shown(key)})"
    return Verdict(FATAL, "MISSING_FIELD", exc, details={"field": field}, message=message)


def _attribute_error(exc: AttributeError) -> Verdict | None:
    try:
        obj, name = exc.obj, exc.name  # set by the interpreter on 3.10+
    except AttributeError:
        return None
    if obj is not None or not isinstance(name, str):
        return None
    message = f"a value was None where an object with attribute {name!r} was expected ({exc})"
    return Verdict(FATAL, "NONE_VALUE", exc, details={"attribute": name}, message=message)


def bug_verdict(exc: BaseException) -> Verdict | None:
    """A plain-language verdict for a KeyError, an AttributeError on None, an IndexError, a
    division by zero, endless recursion or a TypeError raised inside the tool; None for other
    exceptions."""
    if isinstance(exc, KeyError):
        return _key_error(exc)
    if isinstance(exc, AttributeError):
        return _attribute_error(exc)
    if isinstance(exc, IndexError):
        message = (
            "an index was past the end of a sequence: the data has fewer items than the code "
            f"expected ({exc})"
        )
        return Verdict(FATAL, "INDEX_OUT_OF_RANGE", exc, message=message)
    if isinstance(exc, ZeroDivisionError):
        message = f"a division by zero inside the tool: a value it divides by was 0 ({exc})"
        return Verdict(FATAL, "DIVISION_BY_ZERO", exc, message=message)
    if isinstance(exc, RecursionError):
        message = "the tool recursed without end (maximum recursion depth exceeded)"
        return Verdict(FATAL, "RECURSION_LIMIT", exc, message=message)
    if isinstance(exc, TypeError):
        text = str(exc)
        if _NONE_TYPE.search(text):
            message = f"a value was None where a list, mapping or function was expected ({text})"
            return Verdict(FATAL, "NONE_VALUE", exc, message=message)
        remote = _SIGNATURE.match(text[:_MAX_FIELD])
        if remote is not None and not _PYTHON_NAME.fullmatch(remote.group(1)):
            # Python's own argument-error wording about a callable no Python name can name
            # ("{urn:shop}PlaceOrder()"): a library checked the call against a remote signature
            # (a WSDL, a schema) and refused the arguments it was given.
            return Verdict(CLIENT, "INVALID_ARGUMENTS", exc, may_have_taken_effect=False)
        if remote is not None and _raised_by_forwarder(exc):
            # The arguments that did not bind were passed on as they came (``*args,
            # **kwargs``) by a wrapper: a type checker's (beartype), a ``functools.wraps``
            # decorator's, a dispatcher's. They are the caller's, not the tool's own code's.
            return Verdict(CLIENT, "INVALID_ARGUMENTS", exc, may_have_taken_effect=False)
        message = f"a value of the wrong type reached an operation inside the tool ({text})"
        return Verdict(FATAL, "TYPE_MISMATCH", exc, message=message)
    return None
