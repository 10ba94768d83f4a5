"""Nothing secret leaves through any channel of a failed call: the observation text, JSON and
templates, ``request``, ``details``, ``on_event`` records, a tool's own ToolError fields, and
real HTTP client errors whose server echoes the credentials back."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import secrets
from collections.abc import Callable
from typing import Any

import httpx
import pytest
import requests

from toolretry import (
    Event,
    Output,
    ToolError,
    TransientError,
    set_testing,
    smart_retry_with_observation,
)
from toolretry.testing import FaultServer, Reply

KEY = "sk-proj-Zx81kq0PLmmQ7vW3nT5yR2uB9cD4eF6g"
GH = "ghp_" + "Q7vW3nT5yR2uB9cD4eF6gZx81kq0PLmmAa12"
PASSWORD = "Pa55-w0rd!Qz"
SECRETS = (KEY[8:], GH[4:], PASSWORD)


def assert_clean(text: str) -> None:
    """No secret, nor a telling piece of one, is in ``text``."""
    for secret in SECRETS:
        assert secret[:10] not in text, text


def raise_in_message(**_: Any) -> None:
    raise RuntimeError(f"auth failed: api_key={KEY} user=bob password={PASSWORD}")


def raise_dict_args(**_: Any) -> None:
    raise ValueError({"error": "denied", "headers": {"Authorization": f"Bearer {GH}"},
                      "db": f"postgres://app:{PASSWORD}@db:5432/x"})  # fmt: skip


def raise_tool_error_fields(**_: Any) -> None:
    raise ToolError(
        f"token {GH} was rejected",
        code=f"AUTH_{KEY}",
        suggestion=f"retry with password={PASSWORD}",
        details={"api_key": KEY, "nested": {"list": [f"Bearer {GH}"]}, "password": PASSWORD},
    )


def raise_chained(**_: Any) -> None:
    try:
        raise ConnectionError(f"https://bob:{PASSWORD}@proxy.internal:3128 refused")
    except ConnectionError as exc:
        raise RuntimeError(f"upstream failed with key {KEY}") from exc


FAILURES = {
    "message": raise_in_message,
    "dict args": raise_dict_args,
    "ToolError fields": raise_tool_error_fields,
    "chained cause": raise_chained,
}
# Arguments under innocent names that hold secrets by shape, and under secret names.
ARGUMENTS: dict[str, Any] = {
    "query": f"weather with Authorization: Bearer {GH}",
    "config": {"endpoint": "https://api.x", "apiKey": KEY, "auth": ("elastic", PASSWORD)},
    "items": [{"id": 1, "token": GH}, f"https://u:{PASSWORD}@h/x"],
    "password": PASSWORD,
}


def make_tool(raiser: Callable[..., None], is_async: bool, **options: Any) -> Any:
    if is_async:

        async def tool(query: str, config: dict[str, Any], items: list[Any], password: str) -> str:
            await asyncio.sleep(0)
            raiser()
            return "ok"

    else:

        def tool(query: str, config: dict[str, Any], items: list[Any], password: str) -> str:
            raiser()
            return "ok"

    return smart_retry_with_observation(tool, **options)


def run(result: Any) -> Any:
    return asyncio.run(result) if asyncio.iscoroutine(result) else result


@pytest.fixture(autouse=True)
def _no_waits() -> Any:
    """Retried failures (the chained ConnectionError) do not sleep."""
    with set_testing(True):
        yield


@pytest.fixture(params=[False, True], ids=["sync", "async"])
def is_async(request: pytest.FixtureRequest) -> bool:
    return bool(request.param)


RENDERINGS: dict[str, dict[str, Any]] = {
    "text": {},
    "full text": {"output": Output(detail="full")},
    "json": {"format": "json"},
    "string template": {
        "output": Output(template="{error_code}: {message} ({suggestion}) {details} {request}")
    },
    "callable template": {"output": Output(template=lambda o: o.model_dump_json())},
}


@pytest.mark.parametrize("failure", FAILURES.values(), ids=FAILURES.keys())
@pytest.mark.parametrize("rendering", RENDERINGS.values(), ids=RENDERINGS.keys())
def test_observation_holds_no_secret(
    failure: Callable[..., None], rendering: dict[str, Any], is_async: bool
) -> None:
    """What the model reads, in every rendering, holds no secret from any source."""
    tool = make_tool(failure, is_async, **rendering)
    assert_clean(run(tool(**ARGUMENTS)))


@pytest.mark.parametrize("failure", FAILURES.values(), ids=FAILURES.keys())
def test_observation_model_holds_no_secret(failure: Callable[..., None], is_async: bool) -> None:
    """The Observation model from .observe() (request and details included) holds no secret."""
    tool = make_tool(failure, is_async)
    observation = run(tool.observe(**ARGUMENTS))
    assert_clean(observation.model_dump_json())
    assert observation.request["params"]["password"] == "[REDACTED]"
    assert observation.request["params"]["config"]["apiKey"] == "[REDACTED]"


@pytest.mark.parametrize("failure", FAILURES.values(), ids=FAILURES.keys())
def test_event_records_hold_no_secret(failure: Callable[..., None], is_async: bool) -> None:
    """Every on_event record, as repr and as the ErrorInfo's JSON, holds no secret."""
    events: list[Event] = []
    tool = make_tool(failure, is_async, on_event=events.append, max_retries=2)
    run(tool(**ARGUMENTS))
    assert events
    for event in events:
        assert_clean(repr(event))
        error = getattr(event, "error", None)
        if error is not None:
            assert_clean(error.model_dump_json())


def test_tool_error_fields_are_redacted_but_readable() -> None:
    """A tool's own code, suggestion, details and message keep their words, not their secrets."""
    tool = make_tool(raise_tool_error_fields, False, format="json")
    fields = json.loads(tool(**ARGUMENTS))
    assert fields["error_code"] == "AUTH_sk-proj-[REDACTED]"
    assert fields["suggestion"] == "retry with password=[REDACTED]"
    assert fields["details"]["api_key"] == "[REDACTED]"
    assert fields["message"] == "token ghp_[REDACTED] was rejected"


def echoing_reply() -> Reply:
    """A 401 whose body echoes the request's credentials, as misconfigured gateways do."""
    return Reply(
        status=401,
        json={
            "error": {"message": f"Incorrect API key provided: {KEY}", "type": "invalid_api_key"},
            "echo": {"headers": {"Authorization": f"Bearer {GH}", "X-Api-Key": KEY}},
        },
        headers={"WWW-Authenticate": 'Bearer realm="api"', "Set-Cookie": f"sid={PASSWORD}"},
    )


def test_requests_error_from_an_echoing_server(fault_server: FaultServer) -> None:
    """A real requests HTTPError whose body echoes credentials yields a clean observation."""
    fault_server.script("/v1/chat", echoing_reply())

    @smart_retry_with_observation(format="json", output=Output(detail="full"))
    def chat(prompt: str, api_key: str) -> str:
        response = requests.post(
            fault_server.url(f"/v1/chat?key={api_key}"),
            headers={"Authorization": f"Bearer {api_key}"},
            json={"prompt": prompt},
            timeout=5,
        )
        response.raise_for_status()
        return response.text

    assert_clean(chat("hi", KEY))


def test_httpx_error_from_an_echoing_server(fault_server: FaultServer) -> None:
    """A real httpx HTTPStatusError from an echoing server yields a clean observation."""
    fault_server.script("/v1/chat", echoing_reply())

    @smart_retry_with_observation(output=Output(detail="full"))
    async def chat(prompt: str, api_key: str) -> str:
        async with httpx.AsyncClient() as client:
            response = await client.get(
                fault_server.url(f"/v1/chat?access_token={api_key}"),
                headers={"Authorization": f"Bearer {api_key}"},
            )
            response.raise_for_status()
            return response.text

    text = asyncio.run(chat("hi", KEY))
    assert_clean(text)
    assert "developer.mozilla.org" not in text


# --- a call that does not bind still names its arguments ------------------------------------


def _login(user: str, password: str, *, region: str = "eu") -> str:
    return "ok"


def _login_async_body() -> Callable[..., Any]:
    async def login(user: str, password: str, *, region: str = "eu") -> str:
        return "ok"

    return login


@pytest.mark.parametrize("is_async", [False, True], ids=["sync", "async"])
@pytest.mark.parametrize(
    ("args", "kwargs"),
    [
        (("bob", "{pw}", True), {}),  # one positional too many
        (("bob", "{pw}"), {"user": "x"}),  # a name given twice
        (("bob", "{pw}"), {"password": "{pw}", "nope": 1}),  # twice, and an unknown one
        (("bob", "{pw}", "eu"), {"region": "us"}),  # region is keyword-only
        (("bob",), {"user": "x", "password": "{pw}", "colour": "red"}),
    ],
    ids=["too many", "twice", "twice and unknown", "keyword-only", "positional clash"],
)
@pytest.mark.parametrize("channel", ["json", "full", "observe"])
def test_arguments_of_a_call_that_does_not_bind_keep_their_names(
    is_async: bool, args: tuple[Any, ...], kwargs: dict[str, Any], channel: str
) -> None:
    """Redaction goes by name: ``login("bob", pw, True)`` must not show ``pw`` under ``args``."""
    pw = "Pw-" + secrets.token_urlsafe(12)

    def fill(value: Any) -> Any:
        return value.format(pw=pw) if isinstance(value, str) else value

    call_args = tuple(fill(a) for a in args)
    call_kwargs = {k: fill(v) for k, v in kwargs.items()}
    target = _login_async_body() if is_async else _login
    options = {
        "json": {"format": "json"},
        "full": {"output": Output(detail="full")},
        "observe": {},
    }[channel]
    tool = smart_retry_with_observation(**options)(target)
    if channel == "observe":
        answer = tool.observe(*call_args, **call_kwargs)
        if asyncio.iscoroutine(answer):
            answer = asyncio.run(answer)
        text = json.dumps(answer.request)
    else:
        text = run(tool(*call_args, **call_kwargs))
    assert "INVALID_ARGUMENTS" in text or channel == "observe"
    assert pw[3:13] not in text, text
    assert "bob" in text  # Innocent arguments are still shown.


# --- a fallback that answers with an error of its own --------------------------------------


@dataclasses.dataclass
class _FallbackAnswer:
    status: str
    message: str


@pytest.mark.parametrize("is_async", [False, True], ids=["sync", "async"])
@pytest.mark.parametrize("fmt", ["text", "json"])
def test_a_fallbacks_own_error_message_is_redacted(is_async: bool, fmt: str) -> None:
    """An answer with ``status="error"`` (an Observation-like object) has its message shown in
    ``details.fallback_error``: it is cleaned and redacted like any message."""
    key = "sk-proj-" + secrets.token_hex(20)
    password = secrets.token_urlsafe(14)

    def backup(query: str) -> _FallbackAnswer:
        return _FallbackAnswer("error", f"backup rejected api_key={key}\nand password={password}")

    if is_async:

        async def search(query: str) -> str:
            raise TransientError("primary down")

    else:

        def search(query: str) -> str:  # type: ignore[misc]
            raise TransientError("primary down")

    tool = smart_retry_with_observation(fallback=backup, max_retries=0, format=fmt)(search)
    text = run(tool("q"))
    observation = run(tool.observe("q"))
    shown = text + repr(observation.details)
    assert "FALLBACK_FAILED" in shown
    assert key[8:18] not in shown
    assert password[:10] not in shown
    assert "backup rejected" in repr(observation.details)
