"""Python's own exceptions are judged by their class, and the answer kept per class is the same
answer every instance would get on its own."""

from __future__ import annotations

import builtins
import errno

import pytest

from toolretry import classify
from toolretry.classify import classify_failure
from toolretry.classify._builtin_errors import builtin_answer, from_arguments, from_builtin

_BUILTIN_CLASSES = sorted(
    (
        cls
        for cls in vars(builtins).values()
        if isinstance(cls, type)
        and issubclass(cls, Exception)
        and cls.__module__ == "builtins"
        and cls.__name__ != "ExceptionGroup"  # judged by its members, before any class rule
    ),
    key=lambda cls: cls.__name__,
)


def _instance(cls: type[Exception], text: str) -> Exception:
    try:
        return cls(text)
    except TypeError:  # UnicodeDecodeError and friends want more arguments
        return cls.__new__(cls)


def _fields(answer: object) -> tuple[object, ...]:
    names = ("category", "code", "status_code", "retry_after", "may_have_taken_effect")
    values = [getattr(answer, name) for name in names]
    return (*values, bool(getattr(answer, "details", None)), getattr(answer, "message", None))


@pytest.mark.parametrize("call_error", [False, True])
@pytest.mark.parametrize("cls", _BUILTIN_CLASSES, ids=lambda cls: cls.__name__)
def test_the_kept_answer_is_the_instances_own(cls: type[Exception], call_error: bool) -> None:
    """For every builtin exception class, asked twice with different instances, the answer is
    what the builtin and argument rules give that instance."""
    for text in ("first", "second: something else"):
        exc = _instance(cls, text)
        own = from_builtin(exc) or from_arguments(exc, call_error)
        kept = builtin_answer(exc, call_error)
        assert (kept is None) == (own is None)
        if own is not None:
            assert _fields(kept) == _fields(own)


@pytest.mark.parametrize(
    ("first", "second"),
    [
        (ValueError("bad city"), ValueError("bad date")),
        (KeyError("total"), KeyError("subtotal")),
        (TypeError("missing x"), TypeError("missing y")),
        (ZeroDivisionError("division by zero"), ZeroDivisionError("again")),
        (RuntimeError("one"), RuntimeError("two")),
    ],
)
def test_instances_of_one_class_keep_their_own_message(first: Exception, second: Exception) -> None:
    """Two failures of the same class share a verdict, never a message."""
    one, two = classify(first), classify(second)
    assert (one.category, one.code) == (two.category, two.code)
    assert one.message != two.message
    assert str(second) in two.message or repr(str(second)) in two.message


@pytest.mark.parametrize(
    ("number", "code"),
    [
        (errno.ECONNREFUSED, "CONNECTION_REFUSED"),
        (errno.ENOENT, "FILE_NOT_FOUND"),
        (errno.ENOSPC, "OUT_OF_SPACE"),
        (errno.EACCES, "PERMISSION_DENIED"),
    ],
)
def test_os_errors_are_judged_by_their_errno_each_time(number: int, code: str) -> None:
    """OSError instances of one class with different errnos get different verdicts."""
    assert classify(OSError(number, "x")).code == code
    assert classify(OSError(errno.EROFS, "x")).code == "READ_ONLY_FILESYSTEM"


def test_type_errors_depend_on_whether_the_call_itself_failed() -> None:
    """The same TypeError class is a bad-arguments client error only when the call failed."""
    assert classify_failure(TypeError("x"), call_error=True).code == "INVALID_ARGUMENTS"
    assert classify_failure(TypeError("x"), call_error=False).code == "TYPE_MISMATCH"
    assert classify_failure(TypeError("y"), call_error=True).code == "INVALID_ARGUMENTS"
