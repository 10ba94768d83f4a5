"""Every failure's next move, with or without a turn: next_move, next_action, avoid, stop."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

import toolretry
from toolretry import ClientError, ErrorCategory, smart_retry_with_observation
from toolretry.observe._hint_texts import BUILTIN
from toolretry.observe._hints import MOVES, base_move, guidance

T, C, B, F = (ErrorCategory.TRANSIENT, ErrorCategory.CLIENT, ErrorCategory.BUSINESS,
              ErrorCategory.FATAL)  # fmt: skip
CONTRACT_CODES = (
    "FILE_NOT_FOUND", "NOT_A_DIRECTORY", "IS_A_DIRECTORY", "PERMISSION_DENIED", "COMMAND_TIMEOUT",
    "COMMAND_FAILED", "EDIT_MISMATCH", "AMBIGUOUS_EDIT", "INVALID_ARGUMENTS", "INVALID_VALUE",
    "QUOTA_EXHAUSTED", "MISSING_FIELD", "NONE_VALUE", "INDEX_OUT_OF_RANGE", "UNKNOWN_TOOL",
    "TOOL_NOT_VISIBLE",
)  # fmt: skip


@pytest.fixture(autouse=True)
def _no_waits() -> Iterator[None]:
    with toolretry.set_testing(True):
        yield


@pytest.mark.parametrize("code", CONTRACT_CODES)
@pytest.mark.parametrize("locale", ["en", "zh"])
def test_every_contract_code_has_its_own_hint(code: str, locale: str) -> None:
    """Each code of the classifier contract has next_action and avoid in both languages."""
    hint = BUILTIN[locale][code]
    assert hint.next_action
    assert hint.avoid


@pytest.mark.parametrize("code", [*CONTRACT_CODES, "HTTP_503", "HTTP_404", "SOMETHING_NEW"])
@pytest.mark.parametrize("category", list(ErrorCategory))
@pytest.mark.parametrize("locale", ["en", "zh"])
def test_guidance_always_has_a_move_and_two_sentences(
    code: str, category: ErrorCategory, locale: str
) -> None:
    """Whatever the code and category, a failure outside a turn says its move, what to do, what
    not to do, and stop false."""
    fields = dict(guidance(code, category, locale, False))
    assert fields["next_move"] in MOVES
    assert fields["next_action"]
    assert fields["avoid"]
    assert fields["stop"] is False


@pytest.mark.parametrize(
    ("code", "category", "wait", "move"),
    [
        ("HTTP_503", T, None, "retry"),
        ("HTTP_429", T, 2.0, "wait"),
        ("FILE_NOT_FOUND", C, None, "fix_arguments"),
        ("EDIT_MISMATCH", C, None, "fix_arguments"),
        ("MISSING_CREDENTIALS", F, None, "ask_user"),
        ("HTTP_401", C, None, "ask_user"),
        ("PERMISSION_DENIED", C, None, "ask_user"),
        ("QUOTA_EXHAUSTED", F, None, "ask_user"),
        ("INSUFFICIENT_FUNDS", B, None, "ask_user"),
        ("MISSING_FIELD", F, None, "ask_user"),
        ("UNKNOWN_TOOL", C, None, "switch_tool"),
        ("TURN_DEADLINE", C, None, "stop"),
    ],
)
def test_base_move_by_code_and_category(
    code: str, category: ErrorCategory, wait: float | None, move: str
) -> None:
    """The code (credentials, quota, refusals) else the category decides the move."""
    assert base_move(code, category, wait, None) == move


@pytest.mark.parametrize("format", ["text", "json"])
@pytest.mark.parametrize(
    "exc",
    [
        ValueError("bad value"),
        KeyError("price"),
        TimeoutError("slow"),
        ClientError("stale", code="EDIT_MISMATCH"),
        FileNotFoundError(2, "No such file or directory", "x.py"),
    ],
)
def test_a_failure_outside_a_turn_carries_its_next_move(exc: Exception, format: str) -> None:
    """Without a turn, text and JSON both carry next_move, next_action and avoid."""

    @smart_retry_with_observation(format=format, max_retries=0)  # type: ignore[call-overload]
    def tool(x: int) -> str:
        raise exc

    answer = tool(1)
    if format == "json":
        data = json.loads(answer)
        assert data["next_move"] in MOVES
        assert data["next_action"]
        assert data["avoid"]
        assert data["stop"] is False
        assert "suggested_tool" not in data
    else:
        keys = [line.split(": ", 1)[0] for line in answer.splitlines()[1:]]
        assert {"next_move", "next_action", "avoid"} <= set(keys)
        assert "suggested_tool" not in keys


def test_outside_a_turn_the_observation_stop_is_a_plain_false() -> None:
    """stop is False, not None, on an ordinary failure."""

    @smart_retry_with_observation
    def tool() -> str:
        raise ClientError("no")

    assert tool.observe().stop is False


@pytest.mark.parametrize("locale", ["zh"])
def test_chinese_next_move_sentences_outside_a_turn(locale: str) -> None:
    """locale='zh': the headline, suggestion, next_action and avoid are Chinese; keys English."""

    @smart_retry_with_observation(locale=locale)
    def read(path: str) -> str:
        raise ClientError("missing", code="FILE_NOT_FOUND")

    lines = read("a").splitlines()
    assert lines[0] == "工具调用失败: read"
    fields = dict(line.split(": ", 1) for line in lines[1:])
    assert fields["next_action"].startswith("先查看父目录")
    assert fields["avoid"] == "不要用完全相同的路径直接重复调用。"
    assert fields["message"] == "missing"
