"""Templates: a user's own text for an observation, as a format string or a callable."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import toolretry
from toolretry import (
    ClientError,
    ErrorCategory,
    Observation,
    Output,
    smart_retry_with_observation,
    turn,
)


@pytest.fixture(autouse=True)
def _no_waits() -> Iterator[None]:
    with toolretry.set_testing(True):
        yield


def failure(**fields: object) -> Observation:
    values: dict[str, object] = {
        "status": "error",
        "tool": "get_weather",
        "error_code": "HTTP_429",
        "category": ErrorCategory.TRANSIENT,
        "retryable": True,
        "retry_after": 2.5,
        "message": "slow down",
    }
    values.update(fields)
    return Observation.model_validate(values)


def test_placeholders_are_field_names() -> None:
    """Each {field} is replaced by the field's value as the text format shows it."""
    rendered = failure().with_rendering(
        template="{tool} failed with {error_code} ({category}); retry in {retry_after}s: "
        "{retryable}"
    )
    assert str(rendered) == "get_weather failed with HTTP_429 (transient); retry in 2.5s: true"


def test_missing_fields_render_empty() -> None:
    """Fields without a value and unknown names render as empty text."""
    rendered = failure().with_rendering(template="[{suggestion}][{attempts_left}][{no_such}]")
    assert str(rendered) == "[][][]"


@pytest.mark.parametrize(
    "template",
    ["{0}", "{", "}", "{retry_after:%Y}", "{missing:>{width}}", "{tool.__class__}", "{tool[0]}"],
)
def test_broken_templates_never_raise(template: str) -> None:
    """A template that cannot be filled still renders something instead of raising."""
    assert isinstance(str(failure().with_rendering(template=template)), str)


def test_broken_template_falls_back_to_the_text_rendering() -> None:
    """An unfillable template gives the standard text rendering."""
    observation = failure()
    assert str(observation.with_rendering(template="{0}")) == observation.to_text()


def test_callable_template() -> None:
    """A callable receives the Observation and its return value is the rendering."""
    rendered = failure().with_rendering(template=lambda o: f"{o.tool}!{o.retry_after}")
    assert str(rendered) == "get_weather!2.5"


def test_callable_template_result_is_made_a_string() -> None:
    """A callable returning a non-string is put through str()."""
    rendered = failure().with_rendering(template=lambda o: o.retry_after)
    assert str(rendered) == "2.5"


def test_raising_callable_falls_back_to_text() -> None:
    """A callable that raises gives the standard text rendering."""

    def explode(observation: Observation) -> str:
        raise RuntimeError("template bug")

    observation = failure()
    assert str(observation.with_rendering(template=explode)) == observation.to_text()


def test_template_does_not_touch_successes() -> None:
    """A success is the tool's result whatever the template."""
    ok = Observation(status="ok", tool="t", result="42").with_rendering(template="{tool}")
    assert str(ok) == "42"


def test_template_on_the_decorator() -> None:
    """template= on the decorator shapes every failure of that tool."""

    @smart_retry_with_observation(
        output=Output(template="{tool}: {error_code} - {message}{suggested_tool}")
    )
    def get_weather(city: str) -> str:
        raise ClientError("unknown city", code="NOT_FOUND")

    assert get_weather("Atlantis") == "get_weather: NOT_FOUND - unknown city"


def test_callable_template_on_the_decorator_sees_turn_fields() -> None:
    """Inside a turn a callable template can read attempts_left and the hint."""

    @smart_retry_with_observation(
        output=Output(
            template=lambda o: f"{o.error_code} left={o.attempts_left} do={o.suggested_tool}"
        )
    )
    def edit_file(path: str) -> str:
        raise ClientError("stale", code="EDIT_MISMATCH", suggested_tool="read_file")

    with turn(visible_tools=["read_file", "edit_file"]):
        assert edit_file("a") == "EDIT_MISMATCH left=2 do=read_file"


def test_template_for_blocked_calls() -> None:
    """A call blocked by the turn is rendered with the tool's template too."""

    @smart_retry_with_observation(output=Output(template="{error_code}: {message}"))
    def edit_file(path: str) -> str:
        raise ClientError("stale", code="EDIT_MISMATCH")

    with turn(max_failures_per_tool=1):
        edit_file("a")
        assert edit_file("b") == (
            "TOOL_BUDGET_EXHAUSTED: Not run: edit_file failed 1 time in a row and is blocked "
            "until the turn ends."
        )
