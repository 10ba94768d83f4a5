"""Agent tools understood without their cooperation: files, shell commands, edits, arguments."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from toolretry import (
    AmbiguousEditError,
    ClientError,
    CommandFailedError,
    CommandTimeoutError,
    EditMismatchError,
    ErrorCategory,
    classify,
    set_testing,
    smart_retry_with_observation,
)
from toolretry.classify import _agent_tools

CLIENT = ErrorCategory.CLIENT


def _raised(action: Any) -> BaseException:
    try:
        action()
    except Exception as exc:
        return exc
    raise AssertionError("did not raise")


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """A small source tree: src/{app.py, models.py, settings.toml}."""
    src = tmp_path / "src"
    src.mkdir()
    for name in ("app.py", "models.py", "settings.toml"):
        (src / name).write_text("x = 1\n")
    return tmp_path


@pytest.mark.parametrize(
    ("missing", "close"),
    [
        ("src/ap.py", "src/app.py"),
        ("src/model.py", "src/models.py"),
        ("src/setings.toml", "src/settings.toml"),
    ],
)
def test_a_missing_file_names_close_existing_names(project: Path, missing: str, close: str) -> None:
    """FILE_NOT_FOUND carries the path and the close names that exist beside it."""
    exc = _raised(lambda: (project / missing).read_text())
    info = classify(exc)
    assert (info.category, info.code) == (CLIENT, "FILE_NOT_FOUND")
    assert info.details["path"] == str(project / missing)
    assert str(project / close) in info.details["close_matches"]


def test_a_missing_directory_is_matched_one_level_up(project: Path) -> None:
    """When the directory is missing too, its own name is compared with its parent's."""
    info = classify(_raised(lambda: os.listdir(project / "scr")))
    assert info.details["close_matches"] == [str(project / "src")]


def test_close_names_read_a_bounded_number_of_entries(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Only MAX_ENTRIES directory entries are read: names past them are never offered."""
    for index in range(30):
        (tmp_path / f"file_{index:02d}.txt").write_text("")
    monkeypatch.setattr(_agent_tools, "MAX_ENTRIES", 5)
    found = _agent_tools.close_matches(str(tmp_path / "file_0.txt"))
    assert len(found) <= 3
    assert set(found) <= {str(p) for p in tmp_path.iterdir()}


def test_a_missing_file_with_nothing_close_has_no_matches(project: Path) -> None:
    """No similar name: an empty list, not a guess."""
    info = classify(_raised(lambda: (project / "src" / "zzzzqqqq.rs").read_text()))
    assert info.details["close_matches"] == []


@pytest.mark.parametrize(
    ("action", "code"),
    [
        (lambda p: (p / "src").read_text(), "IS_A_DIRECTORY"),
        (lambda p: (p / "src" / "app.py" / "x").read_text(), "NOT_A_DIRECTORY"),
        (lambda p: os.rmdir(p / "src"), "DIRECTORY_NOT_EMPTY"),
        (lambda p: os.mkdir(p / "src"), "ALREADY_EXISTS"),
    ],
    ids=["is-a-directory", "not-a-directory", "not-empty", "exists"],
)
def test_other_file_errors_name_the_path(project: Path, action: Any, code: str) -> None:
    """Each file error is a client error carrying the path it was about."""
    info = classify(_raised(lambda: action(project)))
    assert (info.category, info.code) == (CLIENT, code)
    assert info.details["path"].startswith(str(project))


def test_a_secret_in_a_path_is_redacted(tmp_path: Path) -> None:
    """Paths go through the redaction policy like every detail."""
    path = tmp_path / "token=ghp_abcdefghijklmnopqrstuvwxyz0123456789AB.txt"
    info = classify(_raised(lambda: path.read_text()))
    assert "ghp_abcdefghijklmnopqrstuvwxyz0123456789AB" not in repr(info.details)


def test_a_command_timeout_says_the_command_and_the_limit() -> None:
    """subprocess.TimeoutExpired is COMMAND_TIMEOUT, a client error: never retried as is."""
    exc = _raised(
        lambda: subprocess.run([sys.executable, "-c", "import time; time.sleep(5)"], timeout=0.3)
    )
    info = classify(exc)
    assert (info.category, info.code, info.retryable) == (CLIENT, "COMMAND_TIMEOUT", False)
    # subprocess hands back the time that was left on some paths (0.296 on Python 3.10).
    assert info.details["timeout_s"] == pytest.approx(0.3, abs=0.01)
    assert "time.sleep" in info.details["command"]


@pytest.mark.parametrize("capture", [True, False])
def test_a_failed_command_keeps_its_status_and_the_tail_of_its_output(capture: bool) -> None:
    """CalledProcessError is COMMAND_FAILED with the exit status and the last stderr lines."""
    script = "import sys\nfor i in range(20): print(f'line {i}', file=sys.stderr)\nsys.exit(4)"
    exc = _raised(
        lambda: subprocess.run([sys.executable, "-c", script], check=True, capture_output=capture)
    )
    info = classify(exc)
    assert (info.code, info.details["exit_status"]) == ("COMMAND_FAILED", 4)
    if capture:
        assert info.details["stderr_tail"].splitlines() == [f"line {i}" for i in range(15, 20)]
        assert "line 19" in info.message
    else:
        assert "stderr_tail" not in info.details


def test_colour_codes_are_removed_from_command_output() -> None:
    """ANSI colours in a tool's output do not reach the model."""
    script = "import sys; sys.stderr.write('\\x1b[31mFAILED\\x1b[0m test_x\\n'); sys.exit(1)"
    exc = _raised(
        lambda: subprocess.run([sys.executable, "-c", script], check=True, capture_output=True)
    )
    assert classify(exc).details["stderr_tail"] == "FAILED test_x"


@pytest.mark.parametrize(
    "message",
    [
        "Edit failed: old_string was not found in utils.py",
        "could not find the old text in the file; read it again",
        "The text to replace does not exist in config.yaml",
        "search block failed to match any lines of main.go",
    ],
)
def test_an_edit_whose_old_text_is_missing_is_an_edit_mismatch(message: str) -> None:
    """The usual "old text not found" wordings, raised as plain ValueError or RuntimeError."""
    for cls in (ValueError, RuntimeError):
        info = classify(cls(message))
        assert (info.category, info.code) == (CLIENT, "EDIT_MISMATCH")


@pytest.mark.parametrize(
    ("message", "matches"),
    [
        ("old_string matches 4 places in app.py; include more surrounding lines", 4),
        ("Edit failed: the text to replace occurs 2 times", 2),
        ("old_str is not unique in the file", 0),
    ],
)
def test_an_edit_found_several_times_is_ambiguous(message: str, matches: int) -> None:
    """ "Found N times" is AMBIGUOUS_EDIT, with the count when the message gives one."""
    info = classify(ValueError(message))
    assert (info.category, info.code) == (CLIENT, "AMBIGUOUS_EDIT")
    assert info.details.get("matches", 0) == matches


def test_a_value_error_unrelated_to_edits_is_an_invalid_value() -> None:
    """A ValueError inside the tool rejects a value; nothing about the signature."""
    info = classify(ValueError("limit must be between 1 and 100, got 500"))
    assert (info.category, info.code) == (CLIENT, "INVALID_VALUE")
    assert "got 500" in info.message
    assert "signature" not in info.suggestion


def test_a_call_that_does_not_bind_is_invalid_arguments() -> None:
    """A wrong call is INVALID_ARGUMENTS; the same tool's ValueError is INVALID_VALUE."""

    @smart_retry_with_observation(max_retries=0)
    def search(query: str, limit: int = 10) -> str:
        if limit > 100:
            raise ValueError(f"limit must be at most 100, got {limit}")
        return query

    with set_testing(True):
        assert search.observe(qurey="x").error_code == "INVALID_ARGUMENTS"  # type: ignore[call-arg]
        assert search.observe("x", limit=500).error_code == "INVALID_VALUE"


@pytest.mark.parametrize(
    ("exc", "code", "key", "value"),
    [
        (EditMismatchError(path="a.py"), "EDIT_MISMATCH", "path", "a.py"),
        (AmbiguousEditError(matches=3), "AMBIGUOUS_EDIT", "matches", 3),
        (CommandFailedError(command="make", exit_status=2), "COMMAND_FAILED", "exit_status", 2),
        (CommandTimeoutError(command="make", timeout_s=30), "COMMAND_TIMEOUT", "timeout_s", 30),
    ],
)
def test_the_public_agent_tool_errors(exc: ClientError, code: str, key: str, value: Any) -> None:
    """Each public agent-tool error is a ClientError with its code and its facts in details."""
    info = classify(exc)
    assert (info.category, info.code, info.details[key]) == (CLIENT, code, value)
    assert isinstance(exc, ClientError)
    assert exc.suggested_role in {"read", "run_command"}  # type: ignore[attr-defined]
