"""What coding agents' tools run into, understood without their cooperation: files, shell
commands and edits.

A missing file names the path and up to three close names that exist in its directory (a
bounded look: at most ``MAX_ENTRIES`` entries read); a failed command keeps its exit status and
the last lines of its output; an edit whose old text is missing or found several times says so.
Paths, commands and output go into ``details``, which the classifier redacts.
"""

from __future__ import annotations

import difflib
import os
import re
import shlex
from typing import Any

from .._category import ErrorCategory
from ..redact._redact import redact
from ._clients import attr
from ._command_causes import output_cause, passing_name_row
from ._command_endings import quoted_errno_row, signal_row
from ._edit_signals import ambiguous_edit, edit_mismatch, mentions_edit
from ._numbered_codes import curl_row
from ._said_kinds import out_of_space
from ._strerror_words import WAIT_ERRNOS
from ._text_signals import worded
from ._verdict import Verdict
from ._weak_signals import weak_row

__all__ = ["MAX_ENTRIES", "close_matches", "command_verdict", "edit_verdict", "file_details"]

CLIENT, TRANSIENT, FATAL = ErrorCategory.CLIENT, ErrorCategory.TRANSIENT, ErrorCategory.FATAL
MAX_ENTRIES = 2000
"""Directory entries read, at most, to find close names for a missing file."""
_MAX_MATCHES = 3
_MAX_UP = 3  # missing parents climbed to find a directory that exists
_TAIL_LINES = 5
_TAIL_CHARS = 600
_COMMAND_CHARS = 200
# An errno's symbol in a runtime's message ("connect ECONNREFUSED 127.0.0.1:5432", Node/libuv)
# and a traceback's last line, "pkg.mod.ClassName: message" (Python, Java, Ruby).
_ERRNO_SYMBOL = re.compile(r"\bE[A-Z]{3,14}\b")
_RAISED = re.compile(r"\b([A-Z]\w*(?:Error|Exception|Fault)):")
_ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07]*\x07")


def close_matches(path: str) -> list[str]:
    """Up to three existing names close to ``path``'s missing part, as paths like ``path``.

    Climbs to the nearest directory that exists (at most three levels) and compares the first
    missing component with at most `MAX_ENTRIES` of its entries. Never raises."""
    try:
        missing, parent = os.path.basename(path.rstrip("/")), os.path.dirname(path.rstrip("/"))
        for _ in range(_MAX_UP):
            if not parent or os.path.isdir(parent):
                break
            missing, parent = os.path.basename(parent), os.path.dirname(parent)
        else:
            return []
        if not missing:
            return []
        names: list[str] = []
        with os.scandir(parent or ".") as entries:
            for count, entry in enumerate(entries):
                if count >= MAX_ENTRIES:
                    break
                names.append(entry.name)
        found = difflib.get_close_matches(missing, names, n=_MAX_MATCHES, cutoff=0.6)
        return [os.path.join(parent, name) if parent else name for name in found]
    except (OSError, ValueError, TypeError):
        return []


def file_details(exc: OSError, code: str) -> dict[str, Any] | None:
    """``path`` (and for a missing file ``close_matches``) of a failed file operation."""
    path = exc.filename
    if isinstance(path, bytes):
        path = os.fsdecode(path)
    if not isinstance(path, str) or not path:
        return None
    details: dict[str, Any] = {"path": path}
    if code == "FILE_NOT_FOUND":
        details["close_matches"] = close_matches(path)
    return details


def _text(value: object) -> str:
    if isinstance(value, (bytes, bytearray)):
        value = bytes(value).decode("utf-8", "replace")
    return value if isinstance(value, str) else ""


def _tail(value: object) -> str | None:
    """The last lines of a command's output, without colour codes, bounded."""
    # Redacted before the last lines are taken: a cut between a credential's name and its
    # value (`password:` one line, the value the next) leaves a value no rule recognises.
    text = redact(_ANSI.sub("", _text(value)[-8 * _TAIL_CHARS :]).replace("\r", ""))
    lines = [line.rstrip() for line in text.splitlines() if line.strip()]
    tail = "\n".join(lines[-_TAIL_LINES:])
    return tail[-_TAIL_CHARS:] or None


def _command(cmd: object) -> str:
    if isinstance(cmd, (list, tuple)):
        try:
            parts = [os.fsdecode(part) if isinstance(part, bytes) else str(part) for part in cmd]
        except TypeError:
            parts = list(map(str, cmd))
        # The words as the program had them, redacted: shell quoting around a quoted secret
        # (`''"'"'9:F651…'"'"''`) hides it from the rows, so a list that held one is shown
        # joined plainly, with the secret hidden, and only a list that held none is quoted.
        plain = " ".join(parts)
        text = redact(plain)
        if text == plain:
            text = shlex.join(parts)
    else:
        text = _text(cmd) or str(cmd)
    if len(text) <= _COMMAND_CHARS:
        return text
    text = redact(text)  # (before the cut, which may fall inside a secret: see `_tail`)
    return text if len(text) <= _COMMAND_CHARS else text[: _COMMAND_CHARS - 1] + "…"


_MESSAGE_LINES = 3


# What command runners call the command line and its exit status: subprocess's ``cmd`` and
# ``returncode``, plumbum's ``argv`` and ``retcode``, sh's ``full_cmd`` and ``exit_code``.
# (GitPython's ``command``/``status`` is read by its stderr's words, not here.)
_COMMAND_NAMES = ("cmd", "argv", "full_cmd")
_EXIT_NAMES = ("returncode", "retcode", "exit_code", "exit_status")


def _first(exc: BaseException, names: tuple[str, ...]) -> Any:
    for name in names:
        value = attr(exc, name)
        if value is not None:
            return value
    return None


def _last_error_passes(said: str) -> bool:
    """True when the last error a failed command printed is itself a passing one: a waiting
    errno's symbol, a raised class whose name says waiting helps (``BusyLoadingError``), or a
    transient row of the weak-signals table ("database is locked") in its last lines."""
    last = "\n".join(said.splitlines()[-2:])
    if any(symbol in WAIT_ERRNOS for symbol in _ERRNO_SYMBOL.findall(last)):
        return True
    raised = _RAISED.findall(last)
    if raised and passing_name_row(raised[-1]) is not None:
        return True
    # Read as a plain exception's message: the table's phrases, not a class's words.
    row = weak_row(Exception(last[-_TAIL_CHARS:]))
    return row is not None and row[0] is TRANSIENT


def command_verdict(exc: BaseException) -> Verdict | None:
    """subprocess's ``TimeoutExpired`` and ``CalledProcessError`` (and anything of their shape:
    a command line with ``timeout`` or an int exit status, under the names runners use), else
    None. A failed command whose output says waiting helps (a refused connection, a 503) is
    transient: the exit status says only that it failed, the output says how."""
    cmd = _first(exc, _COMMAND_NAMES)
    if cmd is None or not isinstance(cmd, (str, bytes, list, tuple)):
        return None
    timeout, status = attr(exc, "timeout"), _first(exc, _EXIT_NAMES)
    details: dict[str, Any] = {"command": _command(cmd)}
    stderr = _tail(attr(exc, "stderr"))
    stdout = _tail(_output(exc))
    if isinstance(timeout, (int, float)) and not isinstance(timeout, bool):
        details["timeout_s"] = timeout = round(timeout, 3)  # subprocess hands back ~0.29996
        code, message = (
            "COMMAND_TIMEOUT",
            f"command timed out after {timeout:g} s: {details['command']}",
        )
    elif isinstance(status, int) and "time" in type(exc).__name__.lower():
        # A runner's own timeout class with the status of the command it killed (sh's
        # ``TimeoutException``): a timeout, never retried as is.
        details["exit_status"] = status
        code, message = "COMMAND_TIMEOUT", f"command timed out: {details['command']}"
    elif isinstance(status, int) and not isinstance(status, bool):
        details["exit_status"] = status
        how = f"was killed by signal {-status}" if status < 0 else f"exited with status {status}"
        code, message = "COMMAND_FAILED", f"command {how}: {details['command']}"
        # The last few lines, not just the last: a hint is often split over them ("The most
        # similar command is" / "status").
        lines = [line.strip() for line in (stderr or stdout or "").splitlines() if line.strip()]
        if lines:
            message = f"{message}: {' / '.join(lines[-_MESSAGE_LINES:])}"
    else:
        return None
    if stderr:
        details["stderr_tail"] = stderr
    if stdout:
        details["stdout_tail"] = stdout
    if code == "COMMAND_FAILED":
        said = stderr or stdout or ""
        # Killed by a signal: the signal says what happened, whatever was printed before it.
        ended = signal_row(status) if isinstance(status, int) else None
        if ended is not None:
            return Verdict(ended[0], ended[1], exc, details=details, message=message)
        if out_of_space(said[-300:]):  # a full disk stays full: a person must free room
            return Verdict(FATAL, "OUT_OF_SPACE", exc, details=details, message=message)
        if worded(said) == "wait" or _last_error_passes(said):
            return Verdict(TRANSIENT, "TRY_AGAIN_LATER", exc, details=details, message=message)
        ended = quoted_errno_row(said)
        if ended is not None:
            return Verdict(ended[0], ended[1], exc, details=details, message=message)
        # The cause may be anywhere in the output (a JVM's exception line tops its stack
        # frames): read all of it, bounded, not only the tail shown.
        found = output_cause(_text(attr(exc, "stderr")) or _text(_output(exc)))
        if found is not None:
            line, (category, cause_code, _reason) = found
            if line not in message:
                message = f"{message} (cause: {line[: _TAIL_CHARS // 3]})"
            if category is TRANSIENT:
                cause_code = "TRY_AGAIN_LATER"
            return Verdict(category, cause_code, exc, details=details, message=message)
        row = curl_row(status) if _program(cmd) == "curl" else None
        if row is not None:  # curl's exit status is its CURLcode
            category, code = row[0], row[1]
            return Verdict(category, code, exc, details=details, message=message)
    return Verdict(CLIENT, code, exc, details=details, message=message)


def _output(exc: BaseException) -> object:
    """A command's standard output, under subprocess's name or the runners' other one."""
    return attr(exc, "output") or attr(exc, "stdout")


def _program(cmd: object) -> str:
    """The base name of the program a command line runs ("curl" for ``/usr/bin/curl -sS``)."""
    if isinstance(cmd, (list, tuple)):
        first = cmd[0] if cmd else ""
    else:
        text = _text(cmd) or ""
        first = text.split(None, 1)[0] if text.strip() else ""
    name = os.fsdecode(first) if isinstance(first, bytes) else str(first)
    return os.path.basename(name)


def edit_verdict(exc: BaseException, text: str) -> Verdict | None:
    """An edit tool's "old text not found" (EDIT_MISMATCH) or "found N times"
    (AMBIGUOUS_EDIT), from its message; None for anything else."""
    if not mentions_edit(text):  # most messages: one search, and nothing about edits
        return None
    matches = ambiguous_edit(text)
    if matches is not None:
        details = {"matches": matches} if matches else None
        return Verdict(
            CLIENT,
            "AMBIGUOUS_EDIT",
            exc,
            may_have_taken_effect=False,
            details=details,
            own_details=True,
        )
    if edit_mismatch(text):
        return Verdict(CLIENT, "EDIT_MISMATCH", exc, may_have_taken_effect=False)
    return None
