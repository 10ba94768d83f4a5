"""A failed command's output read for its cause, anywhere in it: errno symbols, a raised class
in any runtime's form, a Redis reply, a probe's "no response"; real subprocesses throughout."""

from __future__ import annotations

import subprocess
import sys

import pytest

from toolretry import ErrorCategory, classify

CLIENT, TRANSIENT, FATAL = ErrorCategory.CLIENT, ErrorCategory.TRANSIENT, ErrorCategory.FATAL


def _failed(stderr: str = "", stdout: str = "", status: int = 1) -> BaseException:
    """The CalledProcessError of a real child process that prints ``stderr``/``stdout``."""
    script = (
        "import sys; sys.stdout.write(sys.argv[1]); sys.stderr.write(sys.argv[2]); "
        "sys.exit(int(sys.argv[3]))"
    )
    try:
        subprocess.run(
            [sys.executable, "-c", script, stdout, stderr, str(status)],
            check=True,
            capture_output=True,
            text=True,
        )
    except subprocess.CalledProcessError as exc:
        return exc
    raise AssertionError("did not fail")


_FRAMES = "".join(f"\tat com.shop.Billing.step{n}(Billing.kt:{n})\n" for n in range(12))


@pytest.mark.parametrize(
    ("stderr", "category"),
    [
        # A crash line at the top, frames below it (JVM and Kotlin, Scala, .NET forms).
        (
            f'Exception in thread "worker-3" java.net.ConnectException: refused\n{_FRAMES}',
            TRANSIENT,
        ),
        (f'Exception in thread "main" java.net.http.HttpTimeoutException: t\n{_FRAMES}', TRANSIENT),
        (f"Unhandled exception. System.NullReferenceException: obj\n{_FRAMES}", FATAL),
        (f'Exception in thread "main" kotlin.KotlinNullPointerException\n{_FRAMES}', FATAL),
        (f'Exception in thread "main" java.lang.ClassCastException: a\n{_FRAMES}', FATAL),
        (f"Unhandled exception. System.DivideByZeroException: x\n{_FRAMES}", FATAL),
        # An errno symbol high up in a runtime's report, followed by noise.
        (
            "deno error: Uncaught (in promise)\nErr: connect ETIMEDOUT 10.0.0.9:443\n"
            + "log\n" * 9,
            TRANSIENT,
        ),
        ("yarn error code ENETUNREACH\n" + "yarn error detail\n" * 8, TRANSIENT),
    ],
)
def test_the_cause_line_is_read_wherever_it_is(stderr: str, category: ErrorCategory) -> None:
    """A cause printed above a long tail decides the category; the cause line is shown."""
    info = classify(_failed(stderr=stderr))
    assert info.category is category
    assert info.details is not None
    assert info.details["exit_status"] == 1


def test_a_rejected_input_stays_the_callers_fault() -> None:
    """A raised class whose name says the input was refused keeps the command-failed answer."""
    info = classify(_failed(stderr="Traceback...\nmyapp.errors.InvalidSkuException: SKU-0\n"))
    assert (info.category, info.code) == (CLIENT, "COMMAND_FAILED")


def test_a_class_read_as_an_in_process_race_is_not_retried() -> None:
    """A name whose words speak of an empty buffer (a directory not empty) is not transient."""
    text = 'Exception in thread "main" java.nio.file.DirectoryNotEmptyException: /var/x\n'
    assert classify(_failed(stderr=text)).category is CLIENT


@pytest.mark.parametrize(
    ("stderr", "category"),
    [
        (
            "MASTERDOWN Link with MASTER is down and replica-serve-stale-data is set to 'no'.\n",
            TRANSIENT,
        ),
        ("(error) LOADING Redis is loading the dataset in memory\n", TRANSIENT),
        ("OOM command not allowed when used memory > 'maxmemory'.\n", FATAL),
    ],
)
def test_a_redis_reply_printed_by_a_cli_is_read(stderr: str, category: ErrorCategory) -> None:
    """A RESP error reply as a command-line client prints it is read by its prefix."""
    assert classify(_failed(stderr=stderr)).category is category


def test_a_word_in_capitals_later_in_output_is_not_a_redis_reply() -> None:
    """Only the first line or an "(error)" line counts as a reply: "LOADING x" later does not."""
    text = "step 1 ok\nLOADING plugins from ./plugins\nerror: plugin 'x' has a bad manifest\n"
    assert classify(_failed(stderr=text)).category is CLIENT


@pytest.mark.parametrize(
    "stdout",
    [
        "db.internal:6543 - no response\n",
        "10.1.2.3:5433 - keine Antwort\n",
        "localhost:5432 - sin respuesta\n",
        "db:5432 - 无响应\n",
    ],
)
def test_a_probe_without_an_answer_is_transient(stdout: str) -> None:
    """A probe's "host:port - no response" on stdout, in several languages, says wait."""
    assert classify(_failed(stdout=stdout, status=2)).category is TRANSIENT


@pytest.mark.parametrize(
    "stderr",
    [
        "Cannot connect to the Podman socket at unix:///run/podman.sock\n",
        "error: unable to connect to buildkitd at tcp://127.0.0.1:1234\n",
        "fatal: can't connect to the cache server\n",
    ],
)
def test_cannot_connect_wording_is_transient(stderr: str) -> None:
    """ "cannot/unable to/can't connect to" a daemon or server says waiting may help."""
    assert classify(_failed(stderr=stderr)).category is TRANSIENT


def test_a_full_disk_high_in_the_output_is_fatal() -> None:
    """ "No space left on device" above a long tail of other lines is a full disk, not retried."""
    text = "write /var/lib/layers/abc: no space left on device\n" + "cleanup step\n" * 10
    assert classify(_failed(stderr=text)).category is FATAL
