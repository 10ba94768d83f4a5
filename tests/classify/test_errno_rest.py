"""The rest of POSIX's errnos, read by what each means wherever an ``OSError`` carries one:
raised live where this machine can (a symlink loop, an unconnected socket, an address not
here, waiting with no child), built from the errno and its own strerror otherwise."""

from __future__ import annotations

import errno
import os
import socket
from collections.abc import Callable
from pathlib import Path

import pytest

from toolretry import classify


def _raised(action: Callable[[], object]) -> OSError:
    """The OSError ``action()`` raises (it must raise one)."""
    try:
        action()
    except OSError as exc:
        return exc
    raise AssertionError(f"{action} raised nothing")


def test_a_symlink_loop_is_a_path_to_change(tmp_path: Path) -> None:
    """ELOOP: the path the caller gave loops; another path is needed."""
    (tmp_path / "a").symlink_to(tmp_path / "b")
    (tmp_path / "b").symlink_to(tmp_path / "a")
    exc = _raised(lambda: (tmp_path / "a" / "x").read_text())
    assert exc.errno == errno.ELOOP
    info = classify(exc)
    assert (info.category.value, info.code) == ("client", "INVALID_PATH")


def test_a_socket_not_connected_may_connect_again() -> None:
    """ENOTCONN: the connection is not there now; a new attempt makes one."""
    with socket.socket() as sock:
        exc = _raised(sock.getpeername)
    assert exc.errno == errno.ENOTCONN
    assert classify(exc).category.value == "transient"


def test_an_address_not_on_this_host_is_not_available_now() -> None:
    """EADDRNOTAVAIL (a TEST-NET address, no packet leaves): transient, as when ports run out."""
    with socket.socket() as sock:
        exc = _raised(lambda: sock.bind(("203.0.113.7", 0)))
    assert exc.errno == errno.EADDRNOTAVAIL
    assert classify(exc).code == "ADDRESS_NOT_AVAILABLE"


def test_waiting_with_no_child_is_a_bug() -> None:
    """ECHILD: the program waited for a process it never started."""
    # Its own pid is never its child: no other test's child process is waited for or reaped.
    exc = _raised(lambda: os.waitpid(os.getpid(), os.WNOHANG))
    assert isinstance(exc, ChildProcessError)
    assert (classify(exc).category.value, classify(exc).code) == ("fatal", "NO_CHILD_PROCESS")


@pytest.mark.parametrize(
    ("name", "category", "code"),
    [
        ("EINTR", "transient", "INTERRUPTED"),
        ("EMFILE", "transient", "TOO_MANY_OPEN_FILES"),
        ("ENFILE", "transient", "TOO_MANY_OPEN_FILES"),
        ("ESTALE", "transient", "STALE_HANDLE"),
        ("ENOBUFS", "transient", "RESOURCE_BUSY"),
        ("ETIME", "transient", "TIMEOUT"),
        ("ENOMEM", "fatal", "OUT_OF_MEMORY"),
        ("EIO", "fatal", "IO_ERROR"),
        ("ENOEXEC", "client", "NOT_EXECUTABLE"),
        ("ENOTTY", "fatal", "NOT_A_TERMINAL"),
    ],
)
def test_each_errno_by_its_meaning(name: str, category: str, code: str) -> None:
    """An OSError carrying the errno, with the platform's own text, gets its meaning's row."""
    if not hasattr(errno, name):
        pytest.skip(f"{name} is not defined on this platform")
    number = getattr(errno, name)
    info = classify(OSError(number, os.strerror(number), "/srv/data/file"))
    assert (info.category.value, info.code) == (category, code)
