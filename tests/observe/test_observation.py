"""What the model reads: the text and JSON renderings, results, suggestions, redaction."""

from __future__ import annotations

import dataclasses
import json
import traceback
from collections.abc import Iterator

import pydantic
import pytest

import toolretry
from toolretry import (
    Backoff,
    BusinessError,
    ClientError,
    Observation,
    Output,
    TransientError,
    register_suggestion,
)
from toolretry import smart_retry_with_observation as retry_tool
from toolretry.observe._suggestions import _reset_registered

FIELDS = (
    "status",
    "tool",
    "error_code",
    "category",
    "retryable",
    "retry_after",
    "attempts",
    "max_attempts",
    "elapsed_s",
    "message",
    "suggestion",
    "details",
    "request",
    # The next move every failure carries, in a turn or not.
    "next_action",
    "avoid",
    "stop",
    "next_move",
)


@pytest.fixture(autouse=True)
def _clean_state() -> Iterator[None]:
    """Zero waits, and no suggestion registered by one test leaks into the next."""
    with toolretry.set_testing(True):
        yield
    _reset_registered()


def _failing(exc: Exception, **kwargs: object) -> object:
    @retry_tool(max_retries=1, **kwargs)  # type: ignore[call-overload]
    def get_weather(city: str, units: str = "metric") -> str:
        raise exc

    return get_weather


def _text_fields(text: str) -> dict[str, str]:
    return dict(line.split(": ", 1) for line in text.splitlines()[1:])


def test_text_format_has_a_headline_then_key_value_lines() -> None:
    """The full text starts with a sentence a person reads, then one ``key: value`` per line."""
    tool = _failing(TransientError("upstream busy", retry_after=1.5))
    text = tool.observe("Paris").to_text(detail="full")  # type: ignore[attr-defined]
    lines = text.splitlines()
    assert lines[0] == "Tool call failed: get_weather"
    fields = _text_fields(text)
    assert list(fields) == [k for k in FIELDS if k in fields]
    assert fields["status"] == "error"
    assert fields["tool"] == "get_weather"
    assert fields["error_code"] == "TRANSIENT_ERROR"
    assert fields["category"] == "transient"
    assert fields["retryable"] == "true"
    assert fields["retry_after"] == "1.5"
    assert (fields["attempts"], fields["max_attempts"]) == ("2", "2")
    assert fields["message"] == "upstream busy"
    assert json.loads(fields["request"]) == {
        "tool": "get_weather",
        "params": {"city": "Paris"},
    }


def test_json_format_parses_and_has_the_same_keys_as_text() -> None:
    """``format="json"`` gives one JSON object whose keys are exactly the full text's keys."""
    exc = ClientError("unknown city", details={"city": "Pariss"})
    text = _failing(exc).observe("Pariss").to_text(detail="full")  # type: ignore[attr-defined]
    data = json.loads(_failing(exc, format="json")("Pariss"))  # type: ignore[operator]
    assert set(data) == set(_text_fields(text))
    assert set(data) <= set(FIELDS)
    assert data["error_code"] == "CLIENT_ERROR"
    assert data["retryable"] is False
    assert data["details"] == {"city": "Pariss"}
    assert data["request"]["params"] == {"city": "Pariss"}


def test_empty_fields_are_left_out() -> None:
    """Fields with nothing to say (retry_after None, empty details) do not appear."""
    fields = _text_fields(_failing(ClientError("bad"))("x"))  # type: ignore[operator]
    assert "retry_after" not in fields
    assert "details" not in fields


def test_business_errors_are_refusals_not_failures() -> None:
    """A business error's headline says the call was refused."""
    text = _failing(BusinessError("insufficient balance"))("x")  # type: ignore[operator]
    assert text.splitlines()[0] == "Tool call refused: get_weather"


def test_name_overrides_the_tool_name() -> None:
    """``name=`` is the name the observation uses."""
    text = _failing(ClientError("bad"), name="weather.lookup")("x")  # type: ignore[operator]
    assert text.splitlines()[0] == "Tool call failed: weather.lookup"


def test_multiline_message_stays_on_one_line() -> None:
    """A message with newlines and control characters cannot break the key: value layout."""
    text = _failing(ClientError("line one\nline two\r\n\x1b[31mred\x1b[0m\x00"))("x")  # type: ignore[operator]
    fields = _text_fields(text)
    assert fields["message"] == "line one line two red"


@pytest.mark.parametrize(
    ("retry_after", "shown"), [(1234.5678, "1234.568"), (0.25, "0.25"), (7.0, "7")]
)
def test_text_numbers_read_as_in_json(retry_after: float, shown: str) -> None:
    """A number reads the same in text as in JSON, to the millisecond."""
    exc = TransientError("x", retry_after=retry_after)
    tool = _failing(exc, backoff=Backoff(max_retry_after=10_000), total_timeout=None)
    text = tool("x")  # type: ignore[operator]
    data = json.loads(
        _failing(exc, format="json", backoff=Backoff(max_retry_after=10_000), total_timeout=None)(
            "x"
        )
    )  # type: ignore[operator]
    assert _text_fields(text)["retry_after"] == shown
    assert data["retry_after"] == float(shown)


def test_secret_in_exception_message_is_redacted() -> None:
    """An API key quoted in an error message never reaches the model."""
    key = "sk-proj-abcdefghijklmnopqrstuvwx1234"
    for format in ("text", "json"):
        out = _failing(ClientError(f"invalid key {key}"), format=format)("x")  # type: ignore[operator]
        assert key not in out
        assert "abcdefghijklmnop" not in out
        assert "[REDACTED]" in out


def test_secret_parameters_are_redacted() -> None:
    """A parameter named like a credential is hidden in ``request``."""

    @retry_tool
    def search(query: str, api_key: str, password: str = "") -> str:
        raise ClientError("bad query")

    observation = search.observe("cats", api_key="live-123456", password="hunter2")
    params = observation.request["params"]  # type: ignore[index]
    assert params == {"query": "cats", "api_key": "[REDACTED]", "password": "[REDACTED]"}
    assert "live-123456" not in str(observation)
    assert "hunter2" not in str(observation)


def test_password_in_url_is_redacted() -> None:
    """Credentials embedded in a URL are hidden in messages and parameters."""

    @retry_tool
    def fetch(url: str) -> str:
        raise ConnectionError(f"cannot reach {url}")

    out = fetch("https://bob:s3cretpw@example.com/data")
    assert "s3cretpw" not in out


def test_no_traceback_in_the_observation() -> None:
    """Neither the failure's traceback nor a traceback quoted in its message is shown."""

    def inner() -> None:
        raise RuntimeError("deep failure")

    try:
        inner()
    except RuntimeError as exc:
        quoted = "".join(traceback.format_exception(exc))

    @retry_tool
    def tool() -> str:
        inner()
        return "never"

    @retry_tool
    def quoting() -> str:
        raise ClientError(quoted)

    for out in (tool(), quoting()):
        assert "Traceback" not in out
        assert 'File "' not in out
        assert __file__ not in out
    assert "deep failure" in tool()


def test_long_messages_are_cut_keeping_head_and_tail() -> None:
    """A huge message is cut to max_message_chars, keeping its start and its end."""
    message = "HEAD " + "x" * 5000 + " TAIL"
    observation = _failing(ClientError(message), output=Output(max_message_chars=200)).observe("x")  # type: ignore[attr-defined]
    assert len(observation.message) <= 200
    assert observation.message.startswith("HEAD")
    assert observation.message.endswith("TAIL")


def test_html_error_pages_are_reduced_to_text() -> None:
    """An HTML error page in a message becomes its readable text."""
    page = "<html><head><title>502 Bad Gateway</title></head><body><h1>Bad</h1></body></html>"
    observation = _failing(ClientError(page)).observe("x")  # type: ignore[attr-defined]
    assert "<" not in observation.message
    assert "502 Bad Gateway" in observation.message


def test_locale_zh_headline_and_suggestion() -> None:
    """``locale="zh"`` gives a Chinese headline and suggestion; keys stay the same."""
    text = _failing(TimeoutError("slow"), locale="zh")("x")  # type: ignore[operator]
    lines = text.splitlines()
    assert lines[0] == "工具调用失败: get_weather"
    fields = _text_fields(text)
    assert "重试" in fields["suggestion"]
    assert set(fields) <= set(FIELDS)


def test_register_suggestion_replaces_the_built_in_one() -> None:
    """A registered suggestion for a code is used in that locale only."""
    register_suggestion("TIMEOUT", "Use the cached forecast instead.")
    en = _failing(TimeoutError("slow")).observe("x")  # type: ignore[attr-defined]
    zh = _failing(TimeoutError("slow"), locale="zh").observe("x")  # type: ignore[attr-defined]
    assert en.suggestion == "Use the cached forecast instead."
    assert zh.suggestion != en.suggestion


def test_tool_error_suggestion_beats_registered_one() -> None:
    """A suggestion given by the tool itself wins over the per-code one."""
    register_suggestion("CLIENT_ERROR", "Generic advice.")
    observation = _failing(ClientError("x", suggestion="Specific advice.")).observe("x")  # type: ignore[attr-defined]
    assert observation.suggestion == "Specific advice."


def test_string_template_replaces_the_text() -> None:
    """A format-string template renders failures in place of the text."""
    tool = _failing(
        ClientError("bad city"), output=Output(template="{tool} [{error_code}] {message}")
    )
    assert tool("x") == "get_weather [CLIENT_ERROR] bad city"  # type: ignore[operator]


def test_callable_template_gets_the_observation() -> None:
    """A callable template receives the Observation and its return is the text."""
    tool = _failing(
        ClientError("bad"), output=Output(template=lambda obs: f"{obs.tool}:{obs.attempts}")
    )
    assert tool("x") == "get_weather:1"  # type: ignore[operator]


def test_broken_template_falls_back_to_text() -> None:
    """A template that fails to render falls back to the standard text, never raises."""
    tool = _failing(ClientError("bad"), output=Output(template="{message!z}"))
    assert tool("x").startswith("Tool call failed: get_weather")  # type: ignore[operator]


def test_templates_do_not_touch_successes() -> None:
    """A successful result is returned as is, whatever the template."""

    @retry_tool(output=Output(template="{tool} failed"))
    def ok() -> str:
        return "fine"

    assert ok() == "fine"


class Weather(pydantic.BaseModel):
    city: str
    temp: float


@dataclasses.dataclass
class Reading:
    sensor: str
    values: list[int]


class Custom:
    def __str__(self) -> str:
        return "custom!"


@pytest.mark.parametrize(
    ("result", "expected"),
    [
        ("plain text", "plain text"),
        ("", ""),
        ({"temp": 21, "city": "Paris"}, '{"temp": 21, "city": "Paris"}'),
        ([1, "a", None], '[1, "a", null]'),
        ((1, 2), "[1, 2]"),
        ({"name": "東京"}, '{"name": "東京"}'),
        (Weather(city="Oslo", temp=-3.5), '{"city":"Oslo","temp":-3.5}'),
        (Reading("s1", [1, 2]), '{"sensor": "s1", "values": [1, 2]}'),
        ({"w": Weather(city="A", temp=1)}, '{"w": {"city": "A", "temp": 1.0}}'),
        (42, "42"),
        (None, "None"),
        (Custom(), "custom!"),
        (Weather, str(Weather)),
    ],
    ids=lambda v: type(v).__name__,
)
def test_success_rendering(result: object, expected: str) -> None:
    """Strings as is; JSON for dict, list, model and dataclass; ``str()`` otherwise."""

    @retry_tool
    def tool() -> object:
        return result

    assert tool() == expected
    observation = tool.observe()
    assert (observation.status, observation.result, observation.ok) == ("ok", expected, True)
    assert str(observation) == expected


def test_success_returns_the_very_same_string() -> None:
    """A str result is passed through untouched."""
    text = "".join(["abc", "def"])

    @retry_tool
    def tool() -> str:
        return text

    assert tool() is text


def test_unrenderable_result_becomes_an_observation() -> None:
    """A result that cannot be rendered is reported, through both entries, not raised."""
    loop: dict[str, object] = {}
    loop["self"] = loop

    @retry_tool
    def tool() -> object:
        return loop

    assert "error_code: RESULT_NOT_SERIALIZABLE" in tool().splitlines()
    observation = tool.observe()
    assert (observation.error_code, observation.category) == ("RESULT_NOT_SERIALIZABLE", "fatal")


def test_observe_returns_an_observation_for_errors() -> None:
    """``.observe()`` gives the model object; ``str()`` of it is what calling the tool gives."""
    tool = _failing(ClientError("bad"))
    observation = tool.observe("Paris")  # type: ignore[attr-defined]
    assert isinstance(observation, Observation)
    assert observation.ok is False
    assert (observation.error_code, observation.category) == ("CLIENT_ERROR", "client")
    assert str(observation).splitlines()[0] == "Tool call failed: get_weather"
    assert _text_fields(str(observation)).keys() == _text_fields(tool("Paris")).keys()  # type: ignore[operator]


def test_observation_round_trips_through_json() -> None:
    """The JSON rendering of an error holds the same values as the model fields."""
    observation = _failing(TransientError("x", retry_after=2), format="json").observe("P")  # type: ignore[attr-defined]
    data = json.loads(str(observation))
    assert data["retry_after"] == observation.retry_after == 2.0
    assert data["attempts"] == observation.attempts
    assert data["elapsed_s"] == observation.elapsed_s
