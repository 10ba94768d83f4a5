"""Mechanisms read by shape, not by lists of names (issue 23): a status under any name whose
words say so, an error code at any depth of a kept body, and a weak class-name word that gives
way to what the message plainly states."""

from __future__ import annotations

import json
from typing import Any

import pytest
import requests

from toolretry import classify


def _error(name: str, *args: Any, module: str = "acme_sdk.errors", **attrs: Any) -> BaseException:
    """An exception of a fresh class ``name`` in a third-party ``module``, raised with ``args``."""
    exc = type(name, (Exception,), {"__module__": module})(*args)
    for key, value in attrs.items():
        setattr(exc, key, value)
    return exc


class _Reply:
    """A reply object of no known client: a status under a name of its own."""

    def __init__(self, **attrs: Any) -> None:
        self.__dict__.update(attrs)


# --- a status under any name whose words say "status" or "http"/"response" + "code" -------


@pytest.mark.parametrize(
    ("attribute", "status", "category"),
    [
        ("replyStatus", 503, "transient"),
        ("http_reply_status", 429, "transient"),
        ("lastHttpCode", 404, "client"),
        ("server_response_code", 502, "transient"),
        ("HTTPStatusValue", 403, "client"),
        ("resp_status", 409, "client"),
    ],
)
def test_a_status_under_a_name_of_the_clients_own_is_read(
    attribute: str, status: int, category: str
) -> None:
    """A number 100..599 under a name whose words say status is the reply's status."""
    info = classify(_error("GatewayProblem", "the call did not succeed", **{attribute: status}))
    assert info.status_code == status
    assert info.category.value == category


@pytest.mark.parametrize(
    ("attribute", "number"),
    [
        ("exit_status", 404),  # a process's status, not a reply's
        ("error_code", 503),  # a vendor's own numbering
        ("line_status", 500),
        ("job_status", 202),  # "status" alone: only a registered 4xx/5xx error counts
        ("_private_status", 503),
    ],
)
def test_a_number_under_a_name_that_names_something_else_is_no_status(
    attribute: str, number: int
) -> None:
    """Words that name another number (exit, error code, line, a private name) keep it out."""
    info = classify(_error("PipelineProblem", "step four stopped", **{attribute: number}))
    assert info.status_code is None


def test_a_status_on_a_reply_kept_under_a_reply_name_is_read() -> None:
    """A reply object under a name whose words say "reply" carries the status by its own name."""
    reply = _Reply(statusValue=503)
    info = classify(_error("CallProblem", "no luck", last_reply=reply))
    assert info.status_code == 503
    assert info.category.value == "transient"


def test_a_status_offered_by_a_zero_argument_method_is_read() -> None:
    """A class that tells its status through a method (``get_http_status()``) is read too."""

    class Refused(Exception):
        __module__ = "otherlib.api"

        def get_http_status(self) -> int:
            return 401

    info = classify(Refused("nope"))
    assert info.status_code == 401
    assert info.category.value == "client"


def test_a_method_that_needs_arguments_is_not_called() -> None:
    """A method whose name says status but wants an argument is left alone."""

    class Probe(Exception):
        __module__ = "otherlib.api"

        def status_for(self, key: str) -> int:
            raise AssertionError("must not be called")

    assert classify(Probe("hmm")).status_code is None


# --- an error code at any depth of a kept body --------------------------------------------


@pytest.mark.parametrize(
    ("kept", "category", "code"),
    [
        ({"failure": {"detail": {"errorTag": "object-not-found"}}}, "client", "NOT_FOUND"),
        ({"outcome": [{"problem": {"reason_code": "RateLimited"}}]}, "transient", "THROTTLED"),
        (json.dumps({"fault": {"kind": "record.already.exists"}}), "client", "ALREADY_EXISTS"),
        ({"result": {"error_summary": "entry/locked/.."}}, "transient", "TRANSACTION_CONFLICT"),
        ({"x": {"y": {"subError": "permission/forbidden"}}}, "client", "PERMISSION_DENIED"),
        ({"err": "quota:exceeded"}, "fatal", "QUOTA_EXHAUSTED"),
    ],
)
def test_a_code_nested_in_a_kept_body_is_read_by_its_words(
    kept: object, category: str, code: str
) -> None:
    """Under any code-ish key, at any depth (bounded), as dict or JSON text: its words decide."""
    info = classify(_error("ServiceFault", "request failed", payload=kept))
    assert (info.category.value, info.code) == (category, code)


def test_a_code_in_a_body_given_as_an_argument_is_read() -> None:
    """A body handed over as the second argument is searched as well."""
    body = {"envelope": {"errorType": "unavailable"}}
    info = classify(_error("ServiceFault", "call failed", body))
    assert (info.category.value, info.code) == ("transient", "SERVICE_UNAVAILABLE")


def test_prose_under_a_message_key_is_not_taken_for_a_code() -> None:
    """A sentence or a message key is prose, never read as an error code."""
    kept = {"outer": {"message": "not_found", "error": "it did not work out today"}}
    info = classify(_error("ServiceFault", "request failed", payload=kept))
    assert info.code == "UNEXPECTED_ERROR"


def test_a_deep_body_is_searched_only_so_far() -> None:
    """A code buried deeper than the bound is not looked for: the walk is bounded."""
    kept: dict[str, Any] = {"error_code": "not_found"}
    for _ in range(8):
        kept = {"wrap": kept}
    assert classify(_error("ServiceFault", "request failed", payload=kept)).code == (
        "UNEXPECTED_ERROR"
    )


# --- a weak class-name word gives way to the message ---------------------------------------


@pytest.mark.parametrize(
    ("name", "message", "category", "code"),
    [
        ("SessionTimeoutError", "Datensatz wurde nicht gefunden", "client", "NOT_FOUND"),
        ("ClusterTimeout", "permission denied for schema billing", "client", "PERMISSION_DENIED"),
        ("SettingsConfigError", "user 'ana' already exists", "client", "ALREADY_EXISTS"),
        ("EngineInternalError", "el recurso no existe", "client", "NOT_FOUND"),
        ("BadResponseFromPeer", "access denied", "client", "PERMISSION_DENIED"),
        ("LinkConnectionError", "ce nom existe déjà", "client", "ALREADY_EXISTS"),
    ],
)
def test_a_weak_name_word_gives_way_to_a_plain_message(
    name: str, message: str, category: str, code: str
) -> None:
    """A timeout/config/internal/response/connection name loses to a definite message."""
    info = classify(_error(name, message))
    assert (info.category.value, info.code) == (category, code)


@pytest.mark.parametrize(
    ("name", "message", "code"),
    [
        ("SessionTimeoutError", "the lookup took too long; item not found", "TIMEOUT"),
        ("LinkConnectionError", "socket closed while reading: user not found", "CONNECTION_ERROR"),
        ("SettingsConfigError", "missing setting 'region'", "CONFIGURATION_ERROR"),
    ],
)
def test_a_weak_name_word_stands_when_the_message_agrees(
    name: str, message: str, code: str
) -> None:
    """When the message itself speaks of what the name says, the name decides."""
    assert classify(_error(name, message)).code == code


def test_a_strong_name_word_still_decides_before_the_message() -> None:
    """A specific name ("QuotaExceeded") outranks what the message says."""
    info = classify(_error("ProjectQuotaExceeded", "access denied"))
    assert info.code == "QUOTA_EXHAUSTED"


def test_a_failed_reply_handed_over_as_an_argument_is_read() -> None:
    """A response object given as an argument (``ApiError(response)``) carries the status."""
    reply = requests.Response()
    reply.status_code = 429
    info = classify(_error("ApiProblem", reply))
    assert (info.status_code, info.category.value) == (429, "transient")


def test_a_successful_reply_handed_over_as_an_argument_is_no_status() -> None:
    """Only a failed reply speaks for the error: a 200 given beside it is not its status."""
    reply = requests.Response()
    reply.status_code = 200
    assert classify(_error("ApiProblem", reply)).status_code is None


def test_an_action_whose_name_mentions_status_is_never_run() -> None:
    """``raise_for_status()`` says status but is an action: the classifier never calls it."""
    called: list[str] = []

    class Checked(Exception):
        __module__ = "otherlib.api"

        def raise_for_status(self) -> int:
            called.append("raise_for_status")
            return 503

        def check_status(self) -> int:
            called.append("check_status")
            return 503

    info = classify(Checked("hmm"))
    assert (called, info.status_code) == ([], None)
