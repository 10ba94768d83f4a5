"""``Failure.info()``: the public ``ErrorInfo`` it builds is what ``ErrorInfo(**fields)`` gives."""

from __future__ import annotations

import builtins
import copy
import json
import math
import pickle
import urllib.request
from typing import Any

import httpx
import pydantic
import pytest
import requests

from toolretry import (
    BusinessError,
    ClientError,
    ErrorCategory,
    ErrorInfo,
    FatalError,
    Rule,
    TransientError,
    classify,
)
from toolretry._failure import Failure
from toolretry.classify import classify_failure
from toolretry.classify._rules import compile_rules
from toolretry.testing import closed_port_url


class _Text(str):
    """A str subclass, as a tool's own exception may hand one over."""


class _Code(int):
    """An int subclass, as an enum-like status may be."""


def _fields(failure: Failure) -> dict[str, Any]:
    return {name: getattr(failure, name) for name in ErrorInfo.model_fields}


def _validated(failure: Failure) -> ErrorInfo:
    return ErrorInfo(**_fields(failure))


def _boom(exc: BaseException) -> BaseException:
    try:
        raise exc
    except BaseException as raised:
        return raised


def _chained() -> BaseException:
    try:
        try:
            raise ConnectionResetError(104, "reset by peer")
        except OSError as inner:
            raise RuntimeError("fetch failed") from inner
    except RuntimeError as outer:
        return outer


_EXCEPTIONS = [
    ValueError("bad city"),
    KeyError("total"),
    TimeoutError("timed out"),
    ConnectionRefusedError(111, "Connection refused"),
    TransientError("busy", retry_after=2.5, details={"queue": 7}),
    ClientError("no such user", code="USER_NOT_FOUND", suggestion="Check the id."),
    BusinessError("balance too low", details={"balance": 5, "currency": "EUR"}),
    FatalError("config missing", suggested_tool="setup"),
    TransientError("slow", retry_after=10**400),
    _chained(),
    _boom(OSError(28, "No space left on device")),
]
_GROUP: Any = getattr(builtins, "ExceptionGroup", None)
if _GROUP is not None:  # a builtin from Python 3.11
    _EXCEPTIONS.append(_GROUP("two", [TimeoutError("a"), ValueError("b")]))


@pytest.mark.parametrize("exc", _EXCEPTIONS, ids=lambda exc: type(exc).__name__)
def test_info_equals_the_validated_model(exc: BaseException) -> None:
    """For classified failures of every kind, info() equals ErrorInfo(**fields), field by field."""
    failure = classify_failure(exc)
    info, validated = failure.info(), _validated(failure)
    assert info == validated
    assert info.model_dump() == validated.model_dump()
    assert info.model_dump_json() == validated.model_dump_json()
    assert info.model_fields_set == validated.model_fields_set
    assert repr(info) == repr(validated)
    assert {name: type(value) for name, value in info} == {
        name: type(value) for name, value in validated
    }


@pytest.mark.parametrize("exc", _EXCEPTIONS, ids=lambda exc: type(exc).__name__)
def test_info_details_are_a_copy(exc: BaseException) -> None:
    """Changing the failure's details afterwards leaves the model's details as they were."""
    failure = classify_failure(exc)
    before = dict(failure.details)
    info = failure.info()
    failure.details["added_later"] = 1
    assert info.details == before
    assert info.details is not failure.details


@pytest.mark.parametrize("exc", _EXCEPTIONS[:5], ids=lambda exc: type(exc).__name__)
def test_info_is_frozen_and_copies_like_a_model(exc: BaseException) -> None:
    """The model refuses assignment and survives pickle, deepcopy and model_copy intact."""
    info = classify(exc)
    with pytest.raises(pydantic.ValidationError):
        info.code = "OTHER"  # type: ignore[misc]
    assert pickle.loads(pickle.dumps(info)) == info
    assert copy.deepcopy(info) == info
    assert info.model_copy(update={"code": "X"}).code == "X"
    assert ErrorInfo.model_validate(info.model_dump()) == info
    assert ErrorInfo.model_validate_json(info.model_dump_json()) == info


@pytest.mark.parametrize(
    ("changes", "plain"),
    [
        ({"message": _Text("from a str subclass")}, {"message": str}),
        ({"code": _Text("SUBCLASSED")}, {"code": str}),
        ({"type": _Text("Weird")}, {"type": str}),
        ({"suggestion": _Text("Try again.")}, {"suggestion": str}),
        ({"suggested_tool": _Text("other_tool")}, {"suggested_tool": str}),
        ({"status_code": _Code(503)}, {"status_code": int}),
        ({"retry_after": 5}, {"retry_after": float}),
        ({"retry_after": True}, {"retry_after": float}),
        ({"may_have_taken_effect": 0}, {"may_have_taken_effect": bool}),
        ({"category": "client"}, {"category": ErrorCategory}),
    ],
)
def test_unusual_field_types_become_the_models_types(
    changes: dict[str, Any], plain: dict[str, type]
) -> None:
    """A field of a subclass or a coercible type comes out as the model's own type."""
    failure = classify_failure(ValueError("x"))
    for name, value in changes.items():
        setattr(failure, name, value)
    info = failure.info()
    for name, kind in plain.items():
        assert type(getattr(info, name)) is kind
    assert info == _validated(failure)


@pytest.mark.parametrize("key", [1, ("a", "b"), None, _Text("sub")])
def test_details_with_a_key_validation_refuses_are_refused(key: object) -> None:
    """A details key that is not a plain str is judged by validation, as before."""
    failure = classify_failure(ValueError("x"))
    failure.details = {key: 1}
    try:
        expected: object = _validated(failure)
    except pydantic.ValidationError as exc:
        expected = type(exc)
    try:
        got: object = failure.info()
    except pydantic.ValidationError as exc:
        got = type(exc)
    assert got == expected


@pytest.mark.parametrize(
    ("rules", "max_retry_after", "wait"),
    [
        ({ValueError: Rule("transient", retry_after=5)}, 300.0, 5.0),
        ({ValueError: Rule("transient", retry_after=0)}, 300.0, 0.0),
        ({ValueError: Rule("transient", retry_after=1.5)}, 300.0, 1.5),
        ({ValueError: Rule("transient", retry_after=999)}, 60, 60.0),
    ],
)
def test_integer_waits_reach_the_model_as_floats(
    rules: dict[Any, Rule], max_retry_after: float, wait: float
) -> None:
    """A wait from a rule or a cap given as an int is a float in the model and its JSON."""
    failure = classify_failure(
        ValueError("x"), compile_rules(rules), max_retry_after=max_retry_after
    )
    info = failure.info()
    assert type(info.retry_after) is float
    assert info.retry_after == wait
    assert json.loads(info.model_dump_json())["retry_after"] == wait


def test_info_is_built_once() -> None:
    """Asking twice gives the same model object."""
    failure = classify_failure(TimeoutError("t"))
    assert failure.info() is failure.info()


def test_infinite_wait_stays_a_float_in_the_model() -> None:
    """A failure whose wait is infinite (set by hand) keeps it, as validation does."""
    failure = classify_failure(TimeoutError("t"))
    failure.retry_after = math.inf
    assert failure.info().retry_after == _validated(failure).retry_after == math.inf


@pytest.mark.parametrize("exc", _EXCEPTIONS, ids=lambda exc: type(exc).__name__)
def test_classify_gives_the_model_of_the_decorators_failure(exc: BaseException) -> None:
    """classify(exc), built without a Failure, equals classify_failure(exc).info()."""
    info, via_failure = classify(exc), classify_failure(exc).info()
    assert info == via_failure
    assert info.model_fields_set == via_failure.model_fields_set
    assert info.model_dump_json() == via_failure.model_dump_json()


class _NoModule(type):
    """A metaclass whose classes cannot say which module they come from."""

    @property
    def __module__(cls) -> str:  # type: ignore[override]
        raise RuntimeError("no module")


class _Unclassifiable(Exception, metaclass=_NoModule):
    """An exception that breaks classification itself."""


def test_classify_answers_fatal_when_classification_itself_breaks(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """classify() gives the same fatal ErrorInfo as the decorator's path, and logs why."""
    with caplog.at_level("ERROR", logger="toolretry"):
        info = classify(_Unclassifiable("boom"))
    assert "could not classify" in caplog.text
    assert (info.category, info.code, info.type) == (
        ErrorCategory.FATAL,
        "UNEXPECTED_ERROR",
        "_Unclassifiable",
    )
    assert info == classify_failure(_Unclassifiable("boom")).info()


def _refused(client: str) -> BaseException:
    """A real refused connection raised by ``client``."""
    url = closed_port_url()
    try:
        if client == "requests":
            requests.get(url, timeout=2)
        elif client == "httpx":
            httpx.get(url, timeout=2)
        else:
            urllib.request.urlopen(url, timeout=2)
    except Exception as exc:
        return exc
    raise AssertionError("the closed port answered")


@pytest.mark.parametrize("client", ["requests", "httpx", "urllib"])
def test_each_failure_gets_its_own_details(client: str) -> None:
    """Details added to one failure's dict never reach the next failure of the same kind."""
    first = classify_failure(_refused(client))
    first.details["added_by_the_caller"] = True
    second = classify_failure(_refused(client))
    assert "added_by_the_caller" not in second.details
    assert second.details == {"client": client}
    assert type(second.details) is dict


@pytest.mark.parametrize("exc", _EXCEPTIONS, ids=lambda exc: type(exc).__name__)
def test_each_classify_gets_its_own_details(exc: BaseException) -> None:
    """Details changed on one classify() result never reach the next result for the same error."""
    first = classify(exc)
    first.details["added_by_the_caller"] = True
    second = classify(exc)
    assert "added_by_the_caller" not in second.details
    assert second.details is not first.details
