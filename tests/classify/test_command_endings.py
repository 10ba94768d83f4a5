"""A failed command whose ending decides what to do: the signal that killed it (read by its
POSIX meaning, any signal of the family), or an operating-system error text (glibc's, in any
of its languages) its last lines quote, read as the errno it stands for."""

from __future__ import annotations

import signal
import subprocess
import sys

import pytest

from toolretry import classify


def _failed(argv: list[str]) -> subprocess.CalledProcessError:
    """The error ``subprocess.run(argv, check=True)`` raises (the command must fail)."""
    with pytest.raises(subprocess.CalledProcessError) as caught:
        subprocess.run(argv, check=True, capture_output=True, text=True, timeout=30)
    return caught.value


def _killed_by(name: str) -> subprocess.CalledProcessError:
    """A shell that restores the default action of the signal ``name`` and sends it itself."""
    short = name.removeprefix("SIG")
    return _failed(["sh", "-c", f"trap - {short}; kill -{short} $$; sleep 5"])


def _printing(text: str, status: int = 1) -> subprocess.CalledProcessError:
    """A shell that prints ``text`` on stderr and exits with ``status``."""
    return _failed(["sh", "-c", 'printf "%s\\n" "$0" >&2; exit "$1"', text, str(status)])


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
@pytest.mark.parametrize(
    ("name", "category", "code"),
    [
        ("SIGSEGV", "fatal", "COMMAND_CRASHED"),
        ("SIGABRT", "fatal", "COMMAND_CRASHED"),
        ("SIGFPE", "fatal", "COMMAND_CRASHED"),
        ("SIGBUS", "fatal", "COMMAND_CRASHED"),
        ("SIGKILL", "fatal", "COMMAND_KILLED"),
        ("SIGXCPU", "fatal", "RESOURCE_LIMIT"),
        ("SIGTERM", "transient", "COMMAND_INTERRUPTED"),
        ("SIGHUP", "transient", "COMMAND_INTERRUPTED"),
        ("SIGINT", "transient", "COMMAND_INTERRUPTED"),
        ("SIGALRM", "transient", "COMMAND_TIMEOUT"),
        ("SIGPIPE", "transient", "CONNECTION_RESET"),
    ],
)
def test_a_command_killed_by_a_signal_is_read_by_the_signal(
    name: str, category: str, code: str
) -> None:
    """The signal's POSIX meaning decides: a fault is a crash, an outside stop may pass."""
    exc = _killed_by(name)
    assert exc.returncode == -getattr(signal, name)
    info = classify(exc)
    assert (info.category.value, info.code) == (category, code)
    assert f"signal {getattr(signal, name).value}" in info.message


def test_a_signal_outranks_what_was_printed_before_it() -> None:
    """A program that printed a passing error and then crashed has crashed."""
    exc = _failed(["sh", "-c", "echo 'connect: Connection refused' >&2; kill -SEGV $$"])
    assert classify(exc).code == "COMMAND_CRASHED"


@pytest.mark.parametrize(
    "text",
    [
        "mkdir: cannot create directory '/srv/cache': Read-only file system",
        "cp: impossible de créer le fichier '/boot/x': Système de fichiers accessible en lecture"
        " seulement",
        "tar: /mnt/backup/a: Cannot open: Sistema de ficheros de sólo lectura",
        "touch: невозможно выполнить touch для '/media/x': Файловая система доступна только для"
        " чтения",
        "rsync: mkstemp failed: 読み込み専用ファイルシステムです (30)",
    ],
)
def test_a_read_only_file_system_quoted_last_is_fatal(text: str) -> None:
    """EROFS's text in any of glibc's languages: a person must remount; retrying cannot help."""
    info = classify(_printing(text))
    assert (info.category.value, info.code) == ("fatal", "READ_ONLY_FILESYSTEM")


@pytest.mark.parametrize(
    "text",
    [
        "client_loop: send disconnect: Broken pipe",
        "rsync: [sender] write error: Przerwany potok (32)",
        "Error: listen tcp :8080: bind: address already in use",
        "postgres: could not bind IPv4 address: Adresse déjà utilisée",
    ],
)
def test_a_broken_pipe_or_a_taken_address_quoted_last_may_pass(text: str) -> None:
    """EPIPE's and EADDRINUSE's texts are transient, as the errnos themselves are."""
    assert classify(_printing(text, 255)).category.value == "transient"


@pytest.mark.parametrize(
    "text",
    [
        "grep: pattern.txt: No such file or directory",
        "make: *** [Makefile:3: all] Error 2",
        "error: the file system was read-only earlier; it is writable now, but the path is bad",
    ],
)
def test_an_ordinary_failure_stays_the_callers(text: str) -> None:
    """No signal and no deciding errno text: the command itself must change."""
    info = classify(_printing(text, 2))
    assert (info.category.value, info.code) == ("client", "COMMAND_FAILED")
