"""Tests for redact_value: parameters, details and exported attributes with secrets hidden."""

from __future__ import annotations

import dataclasses
import json
from typing import Any, NamedTuple

import pytest
from pydantic import BaseModel, Field, SecretBytes, SecretStr

from toolretry.redact import REDACTED, redact_value


@dataclasses.dataclass
class DbConfig:
    """A dataclass holding a credential under an innocent-looking class."""

    host: str
    user: str
    password: str
    token_cache: Any = dataclasses.field(default=None, repr=False)


class Login(BaseModel):
    """A pydantic model with a plain and a Secret field."""

    username: str
    api_key: str
    passphrase: SecretStr
    note: str = Field(default="", repr=False)


class Creds(NamedTuple):
    """A named tuple with a secret field."""

    user: str
    secret: str


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ({"basic_auth": ("elastic", "changeme")}, {"basic_auth": REDACTED}),
        ({"http_auth": ["elastic", "changeme"]}, {"http_auth": REDACTED}),
        ({"auth": {"user": "a", "password": "b"}}, {"auth": REDACTED}),
        (
            {"options": {"headers": {"Authorization": "Bearer abc123", "Accept": "json"}}},
            {"options": {"headers": {"Authorization": REDACTED, "Accept": "json"}}},
        ),
        (
            {"batch": [{"id": 1, "apiKey": "k1"}, {"id": 2, "apiKey": "k2"}]},
            {"batch": [{"id": 1, "apiKey": REDACTED}, {"id": 2, "apiKey": REDACTED}]},
        ),
        ({"PGPASSWORD": 1234}, {"PGPASSWORD": REDACTED}),
        ({"x-api-key": b"raw"}, {"x-api-key": REDACTED}),
        ({"note": "call with token=abc123&x=1"}, {"note": f"call with token={REDACTED}&x=1"}),
        ({"dsn": "postgres://app:pw@db/x"}, {"dsn": f"postgres://app:{REDACTED}@db/x"}),
        ({"query": "weather in Paris", "limit": 5}, {"query": "weather in Paris", "limit": 5}),
        ({"max_tokens": 100, "sort_key": "name"}, {"max_tokens": 100, "sort_key": "name"}),
    ],
)
def test_nested_parameters_are_hidden_by_name(value: Any, expected: Any) -> None:
    """Values under secret names are hidden at any depth, in dicts, lists and tuples."""
    assert redact_value(value) == expected


def test_dataclass_fields_are_named_and_hidden() -> None:
    """A dataclass becomes its fields; a secret field is hidden; a repr=False field stays out."""
    config = DbConfig("db.internal", "app", "hunter2", token_cache={"t": "x"})
    assert redact_value({"config": config}) == {
        "config": {"host": "db.internal", "user": "app", "password": REDACTED}
    }


def test_pydantic_model_fields_are_named_and_hidden() -> None:
    """A pydantic model becomes its fields; secret names and SecretStr are hidden."""
    login = Login(username="bob", api_key="sk-live-1", passphrase=SecretStr("open sesame"))
    assert redact_value(login) == {"username": "bob", "api_key": REDACTED, "passphrase": REDACTED}


@pytest.mark.parametrize(
    "secret", [SecretStr("hunter2"), SecretBytes(b"hunter2"), [SecretStr("a")], (SecretStr("b"),)]
)
def test_secret_types_are_always_masked(secret: object) -> None:
    """SecretStr and SecretBytes are masked under any name, even an innocent one."""
    result = json.dumps(redact_value({"value": secret}))
    assert "hunter2" not in result
    assert REDACTED in result


def test_named_tuple_fields_are_named_and_hidden() -> None:
    """A named tuple becomes its fields by name, so that a secret field is hidden."""
    assert redact_value({"c": Creds("bob", "s3cr3t")}) == {"c": {"user": "bob", "secret": REDACTED}}


def test_object_repr_is_redacted() -> None:
    """Anything else is shown by its repr, with secrets in it redacted."""

    class Client:
        def __repr__(self) -> str:
            return "Client(base_url='https://api.x', api_key='sk-abcdefghijklmnopqrstuvwxyz12')"

    assert redact_value(Client()) == "Client(base_url='https://api.x', api_key='[REDACTED]')"


@pytest.mark.parametrize(("missing", "shown"), [(None, None), ("", ""), (b"", "<0 bytes>")])
def test_missing_credential_stays_visible(missing: object, shown: object) -> None:
    """None or an empty value under a secret name says the credential was missing: kept."""
    assert redact_value({"api_key": missing}) == {"api_key": shown}


def test_result_is_strict_json() -> None:
    """The copy of any mix of values serialises with json.dumps, NaN excluded."""
    value = {"a": float("nan"), "b": (1, {2, 3}), "c": DbConfig("h", "u", "p"), 10**30: "big"}
    json.dumps(redact_value(value), allow_nan=False)
