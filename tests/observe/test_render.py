"""The two text renderings: compact for the model (the default), full for logs; JSON keeps all."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import toolretry
from toolretry import ClientError, ErrorCategory, Observation, Output, TransientError
from toolretry import smart_retry_with_observation as retry_tool
from toolretry.observe._hints import reflection
from toolretry.observe._render import FIELD_ORDER, OWN_DETAIL_KEYS

FULL_ONLY = ("status", "tool", "max_attempts", "elapsed_s", "request")
TURN_FIELDS = {
    "attempts_left": 1,
    "next_action": "Read the file again before editing.",
    "avoid": "Do not repeat the same edit.",
    "suggested_tool": "read_file",
    "warning": "This exact call has failed 2 times in this turn.",
    "stop": True,
    "next_move": "Answer the user with what you have.",
}


@pytest.fixture(autouse=True)
def _no_waits() -> Iterator[None]:
    with toolretry.set_testing(True):
        yield


def failure(**fields: Any) -> Observation:
    values: dict[str, Any] = {
        "status": "error",
        "tool": "get_weather",
        "error_code": "HTTP_503",
        "category": ErrorCategory.TRANSIENT,
        "retryable": True,
        "attempts": 4,
        "max_attempts": 4,
        "elapsed_s": 2.5,
        "message": "503 Server Error: Service Unavailable",
        "suggestion": "Retry later; the service is temporarily unavailable.",
        "details": {"client": "requests", "status_code": 503, "gave_up": "retries_exhausted"},
        "request": {"tool": "get_weather", "params": {"city": "Paris"}},
    }
    values.update(fields)
    return Observation.model_validate(values)


def keys(text: str) -> list[str]:
    """The keys of the ``key: value`` lines (the headline and the reflection line are not)."""
    return [line.split(": ", 1)[0] for line in text.splitlines()[1:] if ": " in line]


def value(text: str, key: str) -> str | None:
    for line in text.splitlines()[1:]:
        if line.startswith(f"{key}: "):
            return line[len(key) + 2 :]
    return None


VARIED = [
    failure(),
    failure(error_code="HTTP_404", category=ErrorCategory.CLIENT, retryable=False, attempts=1),
    failure(category=ErrorCategory.BUSINESS, error_code="INSUFFICIENT_BALANCE", details={"b": 3}),
    failure(error_code="HTTP_429", retry_after=2.5, attempts=2, details={}),
    failure(category=ErrorCategory.FATAL, error_code="UNEXPECTED_ERROR", suggestion=None),
    failure(elapsed_s=None, max_attempts=None, request=None, attempts=0, **TURN_FIELDS),
]


@pytest.mark.parametrize("observation", VARIED)
def test_compact_is_what_str_gives(observation: Observation) -> None:
    """Without a choice, ``str()`` renders the compact text."""
    assert str(observation) == observation.to_text(detail="compact")


@pytest.mark.parametrize("observation", VARIED)
@pytest.mark.parametrize("field", FULL_ONLY)
def test_compact_leaves_out_what_only_a_person_debugging_needs(
    observation: Observation, field: str
) -> None:
    """status, tool, max_attempts, elapsed_s and request are not in the compact text."""
    assert field not in keys(observation.to_text())


@pytest.mark.parametrize("observation", VARIED)
def test_full_shows_every_field_in_order(observation: Observation) -> None:
    """The full text has one line per field JSON has, in the same order."""
    full = observation.with_rendering(detail="full")
    assert keys(str(full)) == list(json.loads(observation.to_json()))


@pytest.mark.parametrize(
    "fields",
    [
        {},
        {"retry_after": 30.0},
        {"category": ErrorCategory.CLIENT, "retryable": False, "error_code": "BAD_DATE"},
        {"message": "quota", "suggestion": "Wait.", "retry_after": 0.25},
    ],
)
@pytest.mark.parametrize("field", ["error_code", "category", "retryable", "message", "suggestion"])
def test_compact_keeps_what_the_model_decides_on(fields: dict[str, Any], field: str) -> None:
    """error_code, category, retryable, message and suggestion are always in the compact text."""
    observation = failure(**fields)
    assert value(observation.to_text(), field) == value(observation.to_text("full"), field)


@pytest.mark.parametrize("retry_after", [0.001, 1.0, 2.5, 60.0, 299.5])
def test_compact_shows_retry_after_when_known(retry_after: float) -> None:
    """A known retry_after is in the compact text, spelled as in the full text."""
    observation = failure(retry_after=retry_after)
    assert value(observation.to_text(), "retry_after") == value(
        str(observation.to_text("full")), "retry_after"
    )


def test_compact_has_no_retry_after_when_unknown() -> None:
    """No retry_after line when the server said nothing."""
    assert "retry_after" not in keys(failure(retry_after=None).to_text())


@pytest.mark.parametrize(
    ("attempts", "shown"), [(0, None), (1, None), (2, "2"), (4, "4"), (11, "11")]
)
def test_compact_shows_attempts_only_when_more_than_one_ran(
    attempts: int, shown: str | None
) -> None:
    """One attempt (or none, a blocked call) is the normal case and goes unsaid."""
    assert value(failure(attempts=attempts).to_text(), "attempts") == shown


@pytest.mark.parametrize(
    ("details", "shown"),
    [
        ({"client": "requests", "status_code": 404}, None),
        ({"client": "httpx", "error_type": "invalid_request_error", "error_code": "x"}, None),
        ({"client": "openai", "stream": True}, None),
        ({"balance": 3}, {"balance": 3}),
        ({"client": "requests", "gave_up": "deadline"}, {"gave_up": "deadline"}),
        ({"status_code": 503, "may_have_taken_effect": True}, {"may_have_taken_effect": True}),
        ({"retry_after_uncapped": 3600.0, "client": "aiohttp"}, {"retry_after_uncapped": 3600}),
        (
            {"errors": [{"loc": ["city"], "msg": "required"}]},
            {"errors": [{"loc": ["city"], "msg": "required"}]},
        ),
        ({"row": 7, "table": "orders", "client": "requests"}, {"row": 7, "table": "orders"}),
    ],
)
def test_compact_details_are_only_what_changes_the_next_step(
    details: dict[str, Any], shown: dict[str, Any] | None
) -> None:
    """toolretry's own bookkeeping (client, status_code, ...) is left out of compact details."""
    text = value(failure(details=details).to_text(), "details")
    assert (json.loads(text) if text is not None else None) == shown


@pytest.mark.parametrize("details", [{"client": "requests", "status_code": 404}, {"x": 1}])
def test_full_and_json_keep_every_detail(details: dict[str, Any]) -> None:
    """The full text and JSON keep toolretry's bookkeeping keys too."""
    observation = failure(details=details)
    assert json.loads(value(observation.to_text("full"), "details") or "{}") == details
    assert json.loads(observation.to_json())["details"] == details


def test_own_detail_keys_are_toolretrys_bookkeeping_only() -> None:
    """The keys hidden from the model never include one that changes what it should do."""
    assert OWN_DETAIL_KEYS.isdisjoint(
        {"gave_up", "may_have_taken_effect", "retry_after_uncapped", "errors"}
    )


@pytest.mark.parametrize("field", list(TURN_FIELDS))
def test_compact_keeps_the_turn_fields(field: str) -> None:
    """Inside a turn, budget, hints, warning, stop and next_move are all in the compact text."""
    observation = failure(**TURN_FIELDS).with_rendering(in_turn=True)
    assert value(str(observation), field) == value(observation.to_text("full"), field)


def test_next_move_is_a_field_in_turn_order() -> None:
    """next_move is a JSON field, rendered after stop."""
    data = json.loads(failure(**TURN_FIELDS).to_json())
    assert list(data)[-2:] == ["stop", "next_move"]


@pytest.mark.parametrize("detail", ["compact", "full"])
def test_json_is_the_same_whatever_the_detail(detail: Any) -> None:
    """JSON carries every field whichever text detail is chosen."""
    observation = failure(**TURN_FIELDS)
    rendered = str(observation.with_rendering(format="json", detail=detail))
    assert rendered == observation.to_json()


@pytest.mark.parametrize("observation", VARIED)
def test_compact_lines_read_as_in_json(observation: Observation) -> None:
    """Each compact key is a JSON name, so a model can pick a value out of either."""
    assert set(keys(observation.to_text())) <= set(json.loads(observation.to_json()))


def test_detail_none_keeps_the_choice() -> None:
    """Re-setting format or locale (as a turn does) does not undo ``detail="full"``."""
    observation = failure().with_rendering(detail="full")
    observation.with_rendering(locale="en", in_turn=True)
    assert "request" in keys(str(observation))


def test_broken_template_falls_back_to_the_chosen_detail() -> None:
    """A template that cannot be filled gives the text at the configured detail."""
    observation = failure().with_rendering(template="{0}", detail="full")
    assert str(observation) == observation.to_text("full")


@pytest.mark.parametrize(
    ("elapsed", "shown"),
    [
        (0.0, "0.000"),
        (0, "0.000"),
        (1.5, "1.500"),
        (2.4071234, "2.407"),
        (12.0, "12.000"),
        (0.0004, "0.000"),
        (59.9996, "60.000"),
    ],
)
def test_elapsed_s_has_three_decimals(elapsed: float, shown: str) -> None:
    """elapsed_s reads to the millisecond, always three decimals, in the full text."""
    assert value(failure(elapsed_s=elapsed).to_text("full"), "elapsed_s") == shown


@pytest.mark.parametrize("elapsed", [0.0, 1.5, 2.4071234, 0.0004, 1e-9, 123.4567891])
def test_elapsed_s_in_json_and_templates_is_to_the_millisecond(elapsed: float) -> None:
    """JSON and templates carry elapsed_s rounded to milliseconds."""
    observation = failure(elapsed_s=elapsed)
    assert json.loads(observation.to_json())["elapsed_s"] == round(elapsed, 3)
    assert str(observation.with_rendering(template="{elapsed_s}")) == f"{elapsed:.3f}"


@pytest.mark.parametrize(
    ("retry_after", "shown"),
    [
        (1.0, "1"),
        (1.5, "1.5"),
        (1.1, "1.1"),
        (59.1234561, "59.124"),
        (0.0001, "0.001"),
        (300.0, "300"),
    ],
)
def test_retry_after_is_rounded_up_to_the_millisecond(retry_after: float, shown: str) -> None:
    """A wait reads to the millisecond, never shorter than the server asked."""
    observation = failure(retry_after=retry_after)
    assert value(observation.to_text(), "retry_after") == shown
    assert json.loads(observation.to_json())["retry_after"] == float(shown)


_texts = st.text(st.characters(blacklist_categories=("Cs",)), max_size=40)
_optional_texts = st.none() | _texts


@given(
    attempts=st.integers(0, 20),
    retry_after=st.none() | st.floats(0, 1e6),
    elapsed=st.none() | st.floats(0, 1e6),
    message=_optional_texts,
    suggestion=_optional_texts,
    details=st.dictionaries(
        st.sampled_from(["client", "status_code", "row", "gave_up", "x"]), st.integers()
    ),
    in_turn=st.booleans(),
    next_move=_optional_texts,
)
def test_compact_is_a_shorter_selection_of_the_full_lines(
    attempts: int,
    retry_after: float | None,
    elapsed: float | None,
    message: str | None,
    suggestion: str | None,
    details: dict[str, int],
    in_turn: bool,
    next_move: str | None,
) -> None:
    """Every compact line but details is a line of the full text, and compact is never longer."""
    observation = failure(
        attempts=attempts,
        retry_after=retry_after,
        elapsed_s=elapsed,
        message=message,
        suggestion=suggestion,
        details=details,
        next_move=next_move,
    ).with_rendering(in_turn=in_turn)
    compact, full = observation.to_text(), observation.to_text("full")
    full_lines = full.splitlines()
    assert all(
        line in full_lines for line in compact.splitlines() if not line.startswith("details: ")
    )
    assert len(compact) <= len(full)


@pytest.mark.parametrize("locale", ["en", "zh"])
def test_compact_keeps_the_headline(locale: str) -> None:
    """The first line a person reads is the same in both renderings."""
    observation = failure().with_rendering(locale=locale)
    assert str(observation).splitlines()[0] == observation.to_text("full").splitlines()[0]


def test_field_order_lists_next_move() -> None:
    """next_move is a rendered field."""
    assert "next_move" in FIELD_ORDER


@pytest.mark.parametrize(
    "exc",
    [
        ClientError("unknown city"),
        TransientError("busy", retry_after=1),
        TimeoutError("slow"),
        KeyError("x"),
    ],
)
def test_decorated_tools_answer_compact_text(exc: Exception) -> None:
    """A decorated tool returns the compact text; ``.observe()`` still holds every field."""

    @retry_tool(max_retries=1)
    def get_weather(city: str) -> str:
        raise exc

    text = get_weather("Paris")
    observation = get_weather.observe("Paris")
    assert text == observation.to_text()
    assert observation.request == {"tool": "get_weather", "params": {"city": "Paris"}}
    assert "request" in keys(observation.to_text("full"))


@pytest.mark.parametrize("locale", ["en", "zh"])
@pytest.mark.parametrize("next_move", [None, "retry", "fix_arguments", "switch_tool", "stop"])
@pytest.mark.parametrize("detail", ["compact", "full"])
def test_turn_observations_close_with_the_line_for_next_move(
    locale: str, next_move: str | None, detail: Any
) -> None:
    """Inside a turn the last line is the reflection that fits next_move, in both details."""
    observation = failure(next_move=next_move).with_rendering(locale=locale, in_turn=True)
    assert observation.to_text(detail).splitlines()[-1] == reflection(locale, next_move)


def test_stop_does_not_close_with_advice_to_retry() -> None:
    """An observation that says stop never ends by suggesting a retry."""
    observation = failure(stop=True, next_move="stop").with_rendering(in_turn=True)
    assert "retry" not in str(observation).splitlines()[-1].lower()


@pytest.mark.parametrize(
    "code",
    [
        "REPEAT_CALL_BLOCKED",
        "TOOL_BUDGET_EXHAUSTED",
        "TURN_BUDGET_EXHAUSTED",
        "TURN_DEADLINE",
        "CIRCUIT_OPEN",
    ],
)
def test_calls_not_run_are_headed_blocked(code: str) -> None:
    """A call refused before it ran is headed "Tool call blocked"."""
    assert str(failure(error_code=code, attempts=0)).startswith("Tool call blocked: get_weather")


@pytest.mark.parametrize(
    "exc", [ClientError("unknown city"), TransientError("busy"), ConnectionResetError(104, "reset")]
)
def test_detail_full_on_the_decorator_gives_every_field(exc: Exception) -> None:
    """``detail="full"`` makes the tool answer with every field, as its observation has them."""

    @retry_tool(max_retries=1, output=Output(detail="full"))
    def get_weather(city: str) -> str:
        raise exc

    text = get_weather("Paris")
    assert keys(text) == list(json.loads(get_weather.observe("Paris").to_json()))
    assert json.loads(value(text, "request") or "{}") == {
        "tool": "get_weather",
        "params": {"city": "Paris"},
    }


@pytest.mark.parametrize("detail", ["compact", "full"])
def test_json_on_the_decorator_has_every_field_whatever_the_detail(detail: Any) -> None:
    """``format="json"`` keeps request, status and timing in both details."""

    @retry_tool(format="json", output=Output(detail=detail))
    def get_weather(city: str) -> str:
        raise ClientError("unknown city")

    data = json.loads(get_weather("Paris"))
    assert {"status", "tool", "max_attempts", "elapsed_s", "request"} <= set(data)


MESSY = [
    "two  spaces",
    "tab\there",
    "new\nline",
    "carriage\rreturn",
    "  leading and trailing  ",
    "windows\r\nline\r\nends",
    "中文  消息\n第二行",
    "plain text, nothing to fold",
]


@pytest.mark.parametrize("detail", ["compact", "full"])
@pytest.mark.parametrize("text", MESSY)
@pytest.mark.parametrize("field", ["message", "suggestion", "next_action", "avoid", "warning"])
def test_a_text_field_is_one_line_of_single_spaced_words(
    field: str, text: str, detail: Any
) -> None:
    """Whitespace runs, tabs and line breaks in a text field fold to single spaces."""
    rendered = failure(**{field: text}).to_text(detail=detail)
    assert value(rendered, field) == " ".join(text.split())
    assert sum(line.startswith(f"{field}: ") for line in rendered.splitlines()) == 1


@pytest.mark.parametrize("detail", ["compact", "full"])
@pytest.mark.parametrize("field", ["message", "suggestion", "error_code", "next_action", "avoid"])
def test_an_empty_text_field_is_left_out(field: str, detail: Any) -> None:
    """A field holding empty text gets no line."""
    rendered = failure(**{field: ""}).to_text(detail=detail)
    assert field not in keys(rendered)


@pytest.mark.parametrize("detail", ["compact", "full"])
@pytest.mark.parametrize(("field", "flag"), [("retryable", True), ("retryable", False),
                                             ("stop", True), ("stop", False)])  # fmt: skip
def test_flags_read_as_json_booleans(field: str, flag: bool, detail: Any) -> None:
    """A true/false field reads ``true`` or ``false``, as in JSON."""
    rendered = failure(**{field: flag}).to_text(detail=detail)
    assert value(rendered, field) == json.dumps(flag)


@pytest.mark.parametrize("detail", ["compact", "full"])
@pytest.mark.parametrize("category", list(ErrorCategory))
def test_the_category_reads_as_its_value(category: ErrorCategory, detail: Any) -> None:
    """The category line is the category's JSON value."""
    rendered = failure(category=category).to_text(detail=detail)
    assert value(rendered, "category") == category.value
