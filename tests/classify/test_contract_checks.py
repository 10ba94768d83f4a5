"""Runtime checks of a declared contract: an argument that breaks a hint is the caller's, a
return value that breaks it the tool's own bug, and a schema that is itself wrong the tool's."""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from typing import Any, Literal

import jsonschema
import jsonschema_rs
import polars
import pydantic
import pytest
import typeguard
import xmlschema
from beartype import beartype
from beartype.door import die_if_unbearable

from toolretry import ErrorCategory, classify

CLIENT, FATAL = ErrorCategory.CLIENT, ErrorCategory.FATAL


def _raised(action: Callable[[], Any]) -> BaseException:
    try:
        action()
    except Exception as exc:
        return exc
    raise AssertionError("the action did not raise")


@typeguard.typechecked
def _resize(width: int, height: int, unit: Literal["px", "pt"] = "px") -> str:
    return f"{width}x{height}{unit}"


@typeguard.typechecked
def _tally(words: list[str]) -> list[int]:
    return {"count": len(words)}  # type: ignore[return-value]  # broken on purpose


@typeguard.typechecked
def _countdown(start: int) -> Iterator[int]:
    yield str(start)  # type: ignore[misc]  # broken on purpose


@beartype
def _rename(old: str, new: str, *, force: bool = False) -> str:
    return new


@beartype
def _checksum(path: str) -> str:
    return 0  # type: ignore[return-value]  # broken on purpose


@pytest.mark.parametrize(
    "action",
    [
        lambda: _resize("wide", 10),
        lambda: _resize(3, 4, "em"),
        lambda: typeguard.check_type({"x": "1"}, dict[str, int]),
        lambda: _rename(["a"], "b"),
        lambda: _rename("a", "b", force="yes"),
        lambda: die_if_unbearable(3.5, int | str),
    ],
    ids=["typeguard-arg", "typeguard-literal", "typeguard-payload", "beartype-arg",
         "beartype-keyword", "beartype-door"],
)  # fmt: skip
def test_an_argument_breaking_its_hint_is_the_callers(action: Callable[[], Any]) -> None:
    """A value that breaks the tool's declared argument hint must change: client."""
    info = classify(_raised(action))
    assert (info.category, info.code) == (CLIENT, "INVALID_ARGUMENTS")


@pytest.mark.parametrize(
    "action",
    [lambda: _tally(["a"]), lambda: next(_countdown(3)), lambda: _checksum("/etc")],
    ids=["typeguard-return", "typeguard-yield", "beartype-return"],
)
def test_a_return_value_breaking_its_hint_is_the_tools_bug(action: Callable[[], Any]) -> None:
    """The tool's own result breaking its declared type is a bug a person must fix: fatal."""
    info = classify(_raised(action))
    assert (info.category, info.code) == (FATAL, "CONTRACT_BROKEN")


def _forwarding(fn: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        return fn(*args, **kwargs)

    return wrapper


@_forwarding
def _archive(folder: str, days: int) -> str:
    return folder


def _helper(a: int, b: int) -> int:
    return a + b


def _tool_with_a_bug() -> int:
    return _helper(1)  # type: ignore[call-arg]  # broken on purpose


@pytest.mark.parametrize(
    "action",
    [
        lambda: _rename("a.txt"),
        lambda: _rename("a.txt", "b.txt", overwrite=True),
        lambda: _archive("logs", days=3, recursive=True),
        lambda: _archive("logs", 3, 4),
    ],
    ids=["beartype-missing", "beartype-unexpected", "wraps-unexpected", "wraps-too-many"],
)  # fmt: skip
def test_arguments_a_wrapper_forwarded_that_do_not_bind_are_the_callers(
    action: Callable[[], Any],
) -> None:
    """A call passed on by an ``*args, **kwargs`` wrapper that does not bind is the caller's."""
    info = classify(_raised(action))
    assert (info.category, info.code) == (CLIENT, "INVALID_ARGUMENTS")


def test_a_helper_called_wrongly_by_the_tool_stays_a_bug() -> None:
    """A call the tool's own code got wrong (no forwarding) is still a bug: fatal."""
    info = classify(_raised(_tool_with_a_bug))
    assert (info.category, info.code) == (FATAL, "TYPE_MISMATCH")


_XSD = "<xs:schema xmlns:xs='http://www.w3.org/2001/XMLSchema'>{}</xs:schema>"


class _Opaque:
    """A type pydantic cannot make a schema for."""


@pytest.mark.parametrize(
    "action",
    [
        lambda: jsonschema.Draft7Validator.check_schema({"type": "integr"}),
        lambda: jsonschema.validate({"n": 1}, {"$ref": "#/$defs/order"}),
        lambda: jsonschema_rs.validator_for({"items": {"$ref": "#/$defs/line"}}).validate([1]),
        lambda: xmlschema.XMLSchema(_XSD.format("<xs:element name='n' type='xs:counter'/>")),
        lambda: pydantic.TypeAdapter(_Opaque),
    ],
    ids=["jsonschema-meta", "jsonschema-ref", "jsonschema-rs-ref", "xmlschema", "pydantic-schema"],
)  # fmt: skip
def test_a_schema_that_is_itself_wrong_is_the_tools_bug(action: Callable[[], Any]) -> None:
    """A schema that breaks its meta-schema or refers to nothing is the tool's fault: fatal."""
    info = classify(_raised(action))
    assert (info.category, info.code) == (FATAL, "INVALID_SCHEMA")


@pytest.mark.parametrize(
    "action",
    [
        lambda: jsonschema.validate({"n": "one"}, {"properties": {"n": {"type": "integer"}}}),
        lambda: jsonschema_rs.validate({"required": ["sku"]}, {"qty": 2}),
        lambda: xmlschema.XMLSchema(_XSD.format("<xs:element name='n' type='xs:int'/>")).validate(
            "<n>many</n>"
        ),
        lambda: pydantic.validate_call(lambda qty: qty)(),  # a missing argument
        lambda: polars.concat(
            [polars.DataFrame({"sku": ["a"]}), polars.DataFrame({"sku": [2.5]})], how="vertical"
        ),
    ],
    ids=["jsonschema", "jsonschema-rs", "xmlschema", "pydantic-call", "polars-schema"],
)
def test_data_failing_a_sound_schema_is_still_the_callers(action: Callable[[], Any]) -> None:
    """A value that fails a schema that is itself fine must change: client."""
    assert classify(_raised(action)).category is CLIENT
