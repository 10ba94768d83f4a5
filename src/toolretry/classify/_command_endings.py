"""How a failed command ended, where that alone says what to do: the signal that killed it, or
the operating system's error its last lines quote.

A command killed by a signal has a negative exit status (``subprocess``'s convention, read
through the standard ``signal`` module's names, so the numbers of any platform are right).
POSIX gives every signal one meaning, so the table is complete rather than a list of seen
cases: a fault the program caused (a bad memory access, an illegal instruction, an abort) is
a crash; an outright kill usually comes from the out-of-memory killer or a supervisor's limit
and comes again; a resource limit stays; a stop asked from outside (a shutdown, an operator, a
hung-up terminal), an alarm or a reader gone away does not depend on the command.

The errno texts are glibc's, in its ~36 languages (`_strerror_words`): a command printing
"Read-only file system" failed as an ``OSError`` with ``EROFS`` would, and is read as one.
"""

from __future__ import annotations

import signal

from .._category import ErrorCategory
from ._protocol_tables import Row
from ._strerror_words import strerror_names

__all__ = ["quoted_errno_row", "signal_row"]

TRANSIENT, FATAL = ErrorCategory.TRANSIENT, ErrorCategory.FATAL
_CRASHED: Row = (FATAL, "COMMAND_CRASHED", "the program crashed: a bug in it or in what it read")
_KILLED: Row = (FATAL, "COMMAND_KILLED", "killed outright (out of memory or a limit): do less")
_LIMITED: Row = (FATAL, "RESOURCE_LIMIT", "it went over a CPU-time or file-size limit")
_STOPPED: Row = (TRANSIENT, "COMMAND_INTERRUPTED", "stopped from outside; it may complete")
_SIGNALS: dict[str, Row] = {
    "SIGSEGV": _CRASHED,
    "SIGBUS": _CRASHED,
    "SIGILL": _CRASHED,
    "SIGFPE": _CRASHED,
    "SIGABRT": _CRASHED,
    "SIGSYS": _CRASHED,
    "SIGTRAP": _CRASHED,
    "SIGKILL": _KILLED,
    "SIGXCPU": _LIMITED,
    "SIGXFSZ": _LIMITED,
    "SIGTERM": _STOPPED,
    "SIGINT": _STOPPED,
    "SIGHUP": _STOPPED,
    "SIGQUIT": _STOPPED,
    "SIGALRM": (TRANSIENT, "COMMAND_TIMEOUT", "its own alarm went off: it ran out of time"),
    "SIGPIPE": (TRANSIENT, "CONNECTION_RESET", "what it wrote to went away"),
}
# Errnos whose text, quoted last, decides against the default "change the command": the same
# rows ``_builtin_errors`` gives an OSError carrying them (the passing ones and a full disk are
# read by ``_strerror_words`` already).
_ERRNO_ROWS: dict[str, Row] = {
    "EROFS": (FATAL, "READ_ONLY_FILESYSTEM", "the file system is read-only: a person must act"),
    "EBADF": (FATAL, "BAD_DESCRIPTOR", "a bad file descriptor: a bug in the program"),
}
_LAST_CHARS = 300


def signal_row(status: int) -> Row | None:
    """The row of the signal a negative exit status names, None for an exit or an unknown one."""
    if status >= 0:
        return None
    try:
        name = signal.Signals(-status).name
    except ValueError:  # a number this platform gives no signal
        return None
    return _SIGNALS.get(name)


def quoted_errno_row(said: str) -> Row | None:
    """The row of the last errno text the end of a command's output quotes, where it decides."""
    names = strerror_names(said[-_LAST_CHARS:])
    return _ERRNO_ROWS.get(names[-1]) if names else None
