"""The direct compact renderer of a failure writes exactly what the generic text loop writes."""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from toolretry import ErrorCategory
from toolretry.observe._hints import guidance
from toolretry.observe._render import BLOCKED_CODES, render_compact_failure, render_text


class Loud(str):
    def __str__(self) -> str:
        return self.upper()


texts = st.one_of(
    st.text(max_size=40),
    st.text(alphabet=" \n\t\rab", max_size=12),
    st.builds(Loud, st.text(alphabet=" \nab", max_size=8)),
)
codes = st.one_of(texts, st.sampled_from(sorted(BLOCKED_CODES)), st.just("HTTP_404"))
waits = st.one_of(st.none(), st.floats(0, 1e6), st.integers(0, 10**6))
details = st.dictionaries(
    st.sampled_from(["client", "status_code", "gave_up", "path", "errors", "stream"]),
    st.one_of(st.integers(), st.text(max_size=10), st.booleans()),
    max_size=4,
)


@given(
    tool=st.one_of(st.text(min_size=1, max_size=20), st.builds(Loud, st.just("tool"))),
    locale=st.sampled_from(["en", "zh", "fr"]),
    code=codes,
    category=st.sampled_from(list(ErrorCategory)),
    retryable=st.booleans(),
    retry_after=waits,
    attempts=st.integers(1, 5),
    message=texts,
    suggestion=st.one_of(st.none(), texts),
    details=details,
)
def test_it_renders_what_render_text_renders(
    tool: str,
    locale: str,
    code: str,
    category: ErrorCategory,
    retryable: bool,
    retry_after: Any,
    attempts: int,
    message: str,
    suggestion: str | None,
    details: dict[str, Any],
) -> None:
    """Any failure's values give the same compact text as ``render_text`` of its fields."""
    fields = {
        "status": "error",
        "tool": tool,
        "error_code": code,
        "category": category,
        "retryable": retryable,
        "retry_after": retry_after,
        "attempts": attempts,
        "max_attempts": 5,
        "elapsed_s": 0.25,
        "message": message,
        "suggestion": suggestion,
        "details": details,
        "request": None,
        # Every failure carries its next move, in a turn or not.
        **dict(guidance(code, category, locale, retry_after is not None)),
    }
    wanted = render_text(fields, locale, False, "compact")
    got = render_compact_failure(
        tool, locale, code, category, retryable, retry_after, attempts, message, suggestion,
        details,
    )  # fmt: skip
    assert got == wanted
