"""Tests for recovery hints: built-in, registered, localised, and filtered by visible tools."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from toolretry._category import ErrorCategory
from toolretry.exceptions import ConfigurationError
from toolretry.observe._hints import (
    MOVES,
    Hint,
    hint_for,
    normalize_locale,
    reflection,
    register_hint,
    registered_move,
    reset_hints,
)

TRANSIENT = ErrorCategory.TRANSIENT
CLIENT = ErrorCategory.CLIENT
READ_AGAIN = "Read the file again and copy the exact current text as the old text, then edit."
READ_AGAIN_ZH = "先重新读取文件，复制当前准确的内容作为旧文本，再编辑。"


@pytest.fixture(autouse=True)
def _clean_registry() -> Iterator[None]:
    reset_hints()
    yield
    reset_hints()


def hint(
    code: str,
    category: ErrorCategory = CLIENT,
    *,
    locale: str = "en",
    visible: set[str] | None = None,
    suggested_tool: str | None = None,
) -> Hint:
    return hint_for(
        code,
        category,
        locale=locale,
        visible_tools=frozenset(visible) if visible is not None else None,
        suggested_tool=suggested_tool,
    )


def test_edit_mismatch_has_the_documented_hint() -> None:
    """EDIT_MISMATCH tells the model to read the file again; without known tools it names none."""
    found = hint("EDIT_MISMATCH")
    assert (found.next_action, found.suggested_tool, found.role) == (READ_AGAIN, None, "read")
    assert found.avoid is not None
    assert "old text" in found.avoid


@pytest.mark.parametrize(
    ("code", "category", "words"),
    [
        ("HTTP_401", CLIENT, "credentials"),
        ("HTTP_403", CLIENT, "permissions"),
        ("HTTP_404", CLIENT, "identifier"),
        ("HTTP_429", TRANSIENT, "retry_after"),
        ("HTTP_503", TRANSIENT, "server failed"),
        ("HTTP_418", CLIENT, "Change the request"),
        ("TIMEOUT", TRANSIENT, "smaller request"),
        ("CONNECTION_ERROR", TRANSIENT, "unreachable"),
        ("CONNECTION_REFUSED", TRANSIENT, "unreachable"),
        ("DEADLINE_EXCEEDED", TRANSIENT, "smaller request"),
        ("INVALID_ARGUMENTS", CLIENT, "schema"),
        ("VALIDATION_ERROR", CLIENT, "details"),
        ("NOT_FOUND", CLIENT, "name or path"),
        ("PERMISSION_DENIED", CLIENT, "access"),
        ("REPEAT_CALL_BLOCKED", CLIENT, "different approach"),
        ("TOOL_BUDGET_EXHAUSTED", CLIENT, "Stop using this tool"),
    ],
)
def test_builtin_hints_per_code(code: str, category: ErrorCategory, words: str) -> None:
    """Each of toolretry's codes (and HTTP families) has a next action of its own."""
    found = hint(code, category)
    assert found.next_action is not None
    assert words in found.next_action
    assert found.avoid


@pytest.mark.parametrize(
    ("category", "words"),
    [
        (ErrorCategory.TRANSIENT, "try again"),
        (ErrorCategory.CLIENT, "Change the request"),
        (ErrorCategory.BUSINESS, "answer"),
        (ErrorCategory.FATAL, "another approach"),
    ],
)
def test_unknown_code_falls_back_to_its_category(category: ErrorCategory, words: str) -> None:
    """A code nobody knows gets its category's generic advice."""
    found = hint("SOMETHING_ODD", category)
    assert found.next_action is not None
    assert words in found.next_action


def test_unknown_code_without_generic_gets_no_text() -> None:
    """generic=False gives an empty hint for a code without a hint of its own."""
    found = hint_for(
        "SOMETHING_ODD", CLIENT, locale="en", visible_tools=None, suggested_tool="x", generic=False
    )
    assert found == Hint(None, None, "x")


@pytest.mark.parametrize("locale", ["zh", "zh-CN", "zh_TW", "ZH"])
def test_chinese_hints(locale: str) -> None:
    """Every Chinese spelling gets the Chinese built-in hint."""
    found = hint("EDIT_MISMATCH", locale=locale, visible={"read_file", "edit_file"})
    assert (found.next_action, found.suggested_tool) == (READ_AGAIN_ZH, "read_file")


def test_chinese_category_fallback() -> None:
    """A Chinese turn falls back to Chinese generic advice too."""
    found = hint("SOMETHING_ODD", TRANSIENT, locale="zh")
    assert found.next_action == "稍等片刻再试；如果一直失败，就在没有它的情况下继续。"


@pytest.mark.parametrize(("locale", "expected"), [("fr", "en"), ("", "en"), ("en-GB", "en")])
def test_unknown_locales_mean_english(locale: str, expected: str) -> None:
    """Locales toolretry has no texts for fall back to English."""
    assert normalize_locale(locale) == expected


def test_every_builtin_code_has_both_locales() -> None:
    """The English and Chinese tables cover the same codes."""
    from toolretry.observe._hint_texts import BUILTIN as _BUILTIN
    from toolretry.observe._hint_texts import FALLBACK as _FALLBACK

    assert set(_BUILTIN["en"]) == set(_BUILTIN["zh"])
    assert set(_FALLBACK["en"]) == set(_FALLBACK["zh"]) == set(ErrorCategory)


def test_builtin_texts_name_no_tool() -> None:
    """Built-in advice never names a tool, so it is safe whatever the turn can see."""
    from toolretry.observe._hint_texts import BUILTIN as _BUILTIN
    from toolretry.observe._hint_texts import FALLBACK as _FALLBACK

    texts = [h.next_action or "" for table in _BUILTIN.values() for h in table.values()]
    texts += [h.next_action or "" for table in _FALLBACK.values() for h in table.values()]
    assert not [text for text in texts if "read_file" in text or "_file" in text]


def test_registered_hint_replaces_builtin() -> None:
    """register_hint overrides the built-in hint for its code and locale."""
    register_hint("EDIT_MISMATCH", next_action="Reload the buffer.", suggested_tool="reload")
    assert hint("EDIT_MISMATCH") == Hint("Reload the buffer.", None, "reload")
    assert hint("EDIT_MISMATCH", locale="zh").next_action == READ_AGAIN_ZH


def test_registered_hint_for_a_new_code() -> None:
    """A user's own code gets the user's hint."""
    register_hint("QUOTA_LOW", next_action="Ask for a smaller report.", avoid="Do not page.")
    assert hint("QUOTA_LOW") == Hint("Ask for a smaller report.", "Do not page.", None)


def test_english_registration_serves_chinese_when_nothing_builtin() -> None:
    """A code registered only in English is still hinted in a Chinese turn."""
    register_hint("QUOTA_LOW", next_action="Ask for a smaller report.")
    assert hint("QUOTA_LOW", locale="zh").next_action == "Ask for a smaller report."


def test_chinese_registration() -> None:
    """register_hint(locale='zh') sets the Chinese hint only."""
    register_hint("QUOTA_LOW", next_action="请求更小的报告。", locale="zh")
    assert hint("QUOTA_LOW", locale="zh").next_action == "请求更小的报告。"
    assert hint("QUOTA_LOW").next_action != "请求更小的报告。"


def test_suggested_tool_from_the_error_wins() -> None:
    """A suggested tool raised with the error beats the hint's own."""
    assert hint("EDIT_MISMATCH", suggested_tool="cat").suggested_tool == "cat"


def test_visible_suggested_tool_is_shown() -> None:
    """A suggested tool the turn can see is shown."""
    assert hint("EDIT_MISMATCH", visible={"read_file"}).suggested_tool == "read_file"


def test_hidden_suggested_tool_is_never_shown() -> None:
    """A suggested tool outside visible_tools is dropped."""
    found = hint("EDIT_MISMATCH", visible={"edit_file"})
    assert found.suggested_tool is None
    assert found.next_action == READ_AGAIN


def test_hidden_error_tool_falls_back_to_visible_hint_tool() -> None:
    """When the error's tool is hidden but the hint's is visible, the hint's is shown."""
    found = hint("EDIT_MISMATCH", visible={"read_file"}, suggested_tool="secret_reader")
    assert found.suggested_tool == "read_file"


def test_text_naming_hidden_tool_becomes_generic_advice() -> None:
    """A registered hint whose text names a hidden tool is replaced by generic advice."""
    register_hint(
        "STALE",
        next_action="Call read_file, then edit again.",
        avoid="Do not skip read_file.",
        suggested_tool="read_file",
    )
    found = hint("STALE", CLIENT, visible={"edit_file"})
    assert found == Hint(
        "Change the request using the error message before calling again.",
        "Do not repeat the same call unchanged.",
        None,
    )
    assert "read_file" not in repr(found)


def test_text_naming_a_hidden_error_tool_becomes_generic_advice() -> None:
    """Text naming the error's hidden suggested tool is replaced too."""
    register_hint("STALE", next_action="Use the reload tool.")
    found = hint("STALE", CLIENT, visible={"edit_file"}, suggested_tool="reload")
    assert found.suggested_tool is None
    assert found.next_action == "Change the request using the error message before calling again."


def test_tool_name_inside_another_word_is_not_a_mention() -> None:
    """Only whole-word mentions of a hidden tool count."""
    register_hint("STALE", next_action="Reload the catalog.", suggested_tool="cat")
    assert hint("STALE", visible=set()).next_action == "Reload the catalog."


def test_chinese_generic_replacement() -> None:
    """In a Chinese turn the replacement advice is Chinese."""
    register_hint(
        "STALE", next_action="先调用 read_file。", suggested_tool="read_file", locale="zh"
    )
    found = hint("STALE", CLIENT, locale="zh", visible=set())
    assert found.next_action == "根据错误信息修改请求后再调用。"


def test_reset_hints_restores_builtins() -> None:
    """reset_hints forgets registrations and keeps built-in hints."""
    register_hint("EDIT_MISMATCH", next_action="Something else.")
    reset_hints()
    assert hint("EDIT_MISMATCH").next_action == READ_AGAIN


@pytest.mark.parametrize(
    ("kwargs", "argument"),
    [
        ({"code": "edit_mismatch", "next_action": "x"}, "code"),
        ({"code": "", "next_action": "x"}, "code"),
        ({"code": 42, "next_action": "x"}, "code"),
        ({"code": "X"}, "at least one"),
        ({"code": "X", "next_action": "  "}, "next_action"),
        ({"code": "X", "avoid": 3}, "avoid"),
        ({"code": "X", "suggested_tool": ""}, "suggested_tool"),
        ({"code": "X", "next_action": "x", "locale": "fr"}, "locale"),
        ({"code": "X", "next_move": "give_up"}, "next_move"),
        ({"code": "X", "next_move": "STOP"}, "next_move"),
        ({"code": "X", "next_move": None}, "at least one"),
    ],
)
def test_register_hint_rejects_bad_arguments(kwargs: dict[str, Any], argument: str) -> None:
    """Bad register_hint arguments raise ConfigurationError naming the argument."""
    code = kwargs.pop("code")
    with pytest.raises(ConfigurationError, match=argument):
        register_hint(code, **kwargs)


@pytest.mark.parametrize("move", MOVES)
def test_a_next_move_alone_can_be_registered(move: str) -> None:
    """register_hint(code, next_move=...) records the move and leaves the texts as they were."""
    register_hint("EDIT_MISMATCH", next_move=move)
    assert registered_move("EDIT_MISMATCH") == move
    assert hint("EDIT_MISMATCH").next_action == READ_AGAIN


@pytest.mark.parametrize("locale", ["en", "zh", "zh-TW"])
def test_a_registered_move_holds_in_every_locale(locale: str) -> None:
    """A move is not text: registering it once covers every language."""
    register_hint(
        "QUOTA_LOW", next_move="ask_user", next_action="Ask for fewer rows.", locale=locale
    )
    assert registered_move("QUOTA_LOW") == "ask_user"


def test_reset_hints_forgets_registered_moves() -> None:
    """reset_hints forgets moves as well as texts."""
    register_hint("QUOTA_LOW", next_move="stop")
    reset_hints()
    assert registered_move("QUOTA_LOW") is None


@pytest.mark.parametrize("locale", ["en", "zh"])
def test_reflection_without_a_move_is_the_general_line(locale: str) -> None:
    """An observation without a next_move closes with the general reflection line."""
    assert reflection(locale, None).startswith(("Analyze the error", "请分析错误"))
    assert reflection(locale, "not-a-move") == reflection(locale, None)
