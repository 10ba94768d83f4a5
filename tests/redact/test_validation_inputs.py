"""pydantic's ValidationError names a field on one line and shows the value it got on the
next (`input_value='…'`): under a secret field name that value is hidden, in the text as
pydantic writes it, in its repr() and JSON, and in the DEBUG traceback of a failing tool."""

from __future__ import annotations

import io
import json
import secrets
from collections.abc import Callable
from typing import Any

import pydantic
import pytest

from toolretry import Output, smart_retry_with_observation
from toolretry.redact import redact


def _value() -> str:
    return "Pw-" + secrets.token_urlsafe(12)


class Login(pydantic.BaseModel):
    user: str
    password: str = pydantic.Field(min_length=64)


class Strict(pydantic.BaseModel, extra="forbid"):
    user: str


class Account(pydantic.BaseModel):
    login: Login
    keys: list[dict[str, int]]


class Db(pydantic.BaseModel):
    port: int
    db_password: pydantic.SecretStr = pydantic.Field(min_length=64)


@pydantic.validate_call
def connect(host: str, *, api_key: int) -> None: ...


def _raisers(value: str) -> dict[str, Callable[[], object]]:
    return {
        "too short": lambda: Login(user="bob", password=value),
        "nested": lambda: Account(login={"user": "b", "password": value}, keys=[]),
        "in a list": lambda: Account(
            login={"user": "b", "password": "x" * 64}, keys=[{"api_key": value}]
        ),
        "SecretStr": lambda: Db(port=1, db_password=value),
        "extra field": lambda: Strict(user="bob", access_token=value),  # type: ignore[call-arg]
        "from JSON": lambda: Login.model_validate_json(
            json.dumps({"user": "b", "password": value})
        ),
        "validate_call": lambda: connect("h", api_key=value),  # type: ignore[arg-type]
    }


CASES = list(_raisers(""))


def _error_text(case: str, value: str) -> str:
    with pytest.raises(pydantic.ValidationError) as caught:
        _raisers(value)[case]()
    return str(caught.value)


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize("writer", [str, repr, json.dumps], ids=["text", "repr", "json"])
def test_the_input_under_a_secret_field_is_hidden(case: str, writer: Callable[[str], str]) -> None:
    value = _value()
    text = writer(_error_text(case, value))
    assert value in text  # What pydantic wrote shows it.
    out = redact(text)
    assert value[3:13] not in out, out
    assert "input_value=" in out  # The rest of the error stays readable.
    assert redact(out) == out


@pytest.mark.parametrize(
    "make",
    [
        lambda: Login(user=123, password="x" * 64),  # type: ignore[arg-type]
        lambda: Db(port="eighty", db_password="x" * 64),  # type: ignore[arg-type]
        lambda: Strict(user="bob", colour="Paris"),  # type: ignore[call-arg]
    ],
    ids=["user", "port", "extra colour"],
)
def test_the_input_under_an_innocent_field_is_kept(make: Callable[[], Any]) -> None:
    with pytest.raises(pydantic.ValidationError) as caught:
        make()
    text = str(caught.value)
    assert redact(text) == text


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize("fmt", ["text", "json"])
def test_a_tool_failing_validation_shows_it_nowhere(
    case: str, fmt: str, debug_log: io.StringIO
) -> None:
    value = _value()
    raisers = _raisers(value)

    @smart_retry_with_observation(format=fmt, output=Output(detail="full"))
    def sign_in(user: str) -> str:
        raisers[case]()
        return "ok"

    answer = sign_in("bob")
    log = debug_log.getvalue()
    assert "Traceback" in log
    assert value[3:13] not in answer
    assert value[3:13] not in log
