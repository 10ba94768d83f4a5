"""Tool roles recognised from the names agents give their tools, or declared by a turn."""

from __future__ import annotations

import pytest

from toolretry import ErrorCategory, turn
from toolretry.exceptions import ConfigurationError
from toolretry.observe._hints import hint_for
from toolretry.observe._roles import could_serve, roles_of, tool_for_role


@pytest.mark.parametrize(
    ("name", "role"),
    [
        ("bash", "run_command"),
        ("Bash", "run_command"),
        ("shell", "run_command"),
        ("run_command", "run_command"),
        ("execute_command", "run_command"),
        ("run_terminal_cmd", "run_command"),
        ("ls", "list_dir"),
        ("list_dir", "list_dir"),
        ("list_files", "list_dir"),
        ("LS", "list_dir"),
        ("read_file", "read"),
        ("cat", "read"),
        ("view", "read"),
        ("Read", "read"),
        ("grep", "search"),
        ("Grep", "search"),
        ("glob", "search"),
        ("search_files", "search"),
        ("find", "search"),
        ("ask_user", "ask_user"),
        ("ask_followup_question", "ask_user"),
        ("ask_human", "ask_user"),
    ],
)
def test_common_names_are_recognised(name: str, role: str) -> None:
    """Names coding agents use are recognised as the role they play."""
    assert role in roles_of(name)


@pytest.mark.parametrize(
    "name", ["search_web", "web_search", "edit_file", "get_weather", "book_room", "fetch_url"]
)
def test_other_names_play_no_file_role(name: str) -> None:
    """A web search or a domain tool is never taken for a file tool."""
    assert not roles_of(name) & {"list_dir", "read", "search", "run_command"}


def test_a_declared_role_replaces_the_recognised_one() -> None:
    """turn(roles=...) says what a tool does where its name does not."""
    assert roles_of("peek", {"peek": frozenset({"read"})}) == {"read"}


@pytest.mark.parametrize(
    ("role", "visible", "expected"),
    [
        ("list_dir", {"read_file", "list_dir", "bash"}, "list_dir"),
        ("list_dir", {"read_file", "bash"}, "bash"),
        ("read", {"edit_file", "cat"}, "cat"),
        ("read", {"edit_file", "bash"}, "bash"),
        ("read", {"edit_file"}, None),
        ("ask_user", {"bash", "ask_user"}, "ask_user"),
    ],
)
def test_the_visible_tool_playing_a_role(role: str, visible: set[str], expected: str) -> None:
    """A role resolves to the visible tool that plays it, a shell standing in for file roles."""
    assert tool_for_role(role, visible) == expected


def test_a_blocked_tool_could_be_served_by_a_shell() -> None:
    """A read tool out of budget can be replaced by a visible shell, not by an edit tool."""
    assert could_serve("read_file", {"read_file", "bash"}, None, ()) == "bash"
    assert could_serve("read_file", {"read_file", "edit_file"}, None, ()) is None
    assert could_serve("read_file", None, None, ()) is None


@pytest.mark.parametrize(
    ("code", "visible", "suggested"),
    [
        ("FILE_NOT_FOUND", {"read_file", "list_dir"}, "list_dir"),
        ("FILE_NOT_FOUND", {"read_file", "bash"}, "bash"),
        ("IS_A_DIRECTORY", {"read_file", "ls"}, "ls"),
        ("EDIT_MISMATCH", {"edit_file", "view"}, "view"),
        ("AMBIGUOUS_EDIT", {"edit_file", "read_file"}, "read_file"),
        ("EDIT_MISMATCH", {"edit_file"}, None),
    ],
)
def test_hints_name_the_visible_tool_for_their_role(
    code: str, visible: set[str], suggested: str | None
) -> None:
    """A missing file suggests the tool that lists a directory, a stale edit the one that reads."""
    found = hint_for(
        code, ErrorCategory.CLIENT, locale="en", visible_tools=frozenset(visible),
        suggested_tool=None, tool="edit_file" if "EDIT" in code else "read_file",
    )  # fmt: skip
    assert found.suggested_tool == suggested


def test_the_failing_tool_is_never_its_own_suggestion() -> None:
    """A shell whose command failed is not told to use the shell."""
    found = hint_for(
        "FILE_NOT_FOUND", ErrorCategory.CLIENT, locale="en", visible_tools=frozenset({"bash"}),
        suggested_tool=None, tool="bash",
    )  # fmt: skip
    assert found.suggested_tool is None


@pytest.mark.parametrize("roles", [{"x": "writer"}, {"x": []}, ["read"], {"": "read"}])
def test_bad_roles_raise_configuration_error(roles: object) -> None:
    """turn(roles=...) with an unknown role or shape raises, naming roles."""
    with pytest.raises(ConfigurationError, match="roles"):
        turn(roles=roles)  # type: ignore[arg-type]
