"""Issue 23, after blind sets 13-14: a line protocol's reply code read with its own table
(NNTP's 4xx is an answer, not "try later"), a cluster without its leader, an unreachable path,
a status class name whose words say the kind, and a generic "Socket error:" heading that lets
the reason after it speak."""

from __future__ import annotations

from typing import Any

import pytest

from toolretry import classify


def _error(name: str, *args: Any, module: str = "somelib.errors") -> BaseException:
    """An exception of a fresh class ``name`` in a third-party ``module``, raised with ``args``."""
    cls = type(name, (Exception,), {"__module__": module})
    return cls(*args)


def _verdict(exc: BaseException) -> tuple[str, str]:
    info = classify(exc)
    return info.category.value, info.code


@pytest.mark.parametrize(
    ("module", "name", "line", "category"),
    [
        ("newsreader.client", "NNTPReplyError", "423 No article with that number", "client"),
        ("aionntp.errors", "TemporaryError", "411 no such newsgroup here", "client"),
        ("newsreader.client", "NNTPReplyError", "482 Authentication commands out of sequence",
         "client"),
        ("usenet_kit", "NNTPTempError", "400 Server going down for backup", "transient"),
        ("usenet_kit", "NNTPTempError", "403 Archive server temporarily offline", "transient"),
        ("usenet_kit", "NNTPTempError", "436 Retransfer later", "transient"),
        ("usenet_kit", "NNTPPermError", "501 Syntax error in command", "client"),
        ("usenet_kit", "NNTPPermError", "503 STARTTLS is not offered", "fatal"),
    ],
)  # fmt: skip
def test_an_nntp_reply_is_read_with_nntps_table(
    module: str, name: str, line: str, category: str
) -> None:
    """A reply code from a class or module speaking NNTP is judged by RFC 3977, not by FTP's
    first digit."""
    cls = type(name, (Exception,), {"__module__": module, "code": int(line[:3])})
    info = classify(cls(line))
    assert (info.category.value, info.code) == (category, f"NNTP_{line[:3]}")


@pytest.mark.parametrize(
    ("module", "name", "code", "category"),
    [
        ("ftpclient.errors", "FTPTempError", 421, "transient"),
        ("ftpclient.errors", "FTPTempError", 450, "transient"),
        ("mailer.smtp", "SMTPDeferred", 451, "transient"),
        ("ftpclient.errors", "FTPPermError", 553, "client"),
    ],
)
def test_ftp_and_smtp_replies_keep_their_first_digit(
    module: str, name: str, code: int, category: str
) -> None:
    """FTP's and SMTP's 4xx stay transient: only NNTP's table differs."""
    cls = type(name, (Exception,), {"__module__": module, "code": code})
    assert classify(cls(f"{code} reply")).category.value == category


@pytest.mark.parametrize(
    "text",
    [
        "put /registry/jobs/7 failed: no leader elected for term 12",
        "rpc error: not the raft leader, forward to 10.1.0.4",
        "Cluster has no leader right now",
        "write rejected: leadership lost mid-request",
        "cannot commit during an election",
        "Leader election in progress, request dropped",
    ],
)
def test_a_cluster_without_its_leader_is_transient(text: str) -> None:
    """A cluster choosing its leader (raft, etcd, consul wording) will have one soon: transient."""
    assert _verdict(_error("StoreFault", text, module="kvclient.api")) == (
        "transient",
        "NO_LEADER",
    )


@pytest.mark.parametrize(
    "text",
    [
        "relay said: network unreachable",
        "tunnel setup failed (host unreachable)",
        "hop limit: TTL expired in transit",
        "upstream connection closed unexpectedly",
        "Connection closed by peer after greeting",
    ],
)
def test_an_unreachable_path_is_transient(text: str) -> None:
    """An unreachable network or host, or a connection closed under the call, is the path's
    failure, not the request's."""
    assert _verdict(_error("TunnelFault", text, module="meshnet.core")) == (
        "transient",
        "CONNECTION_ERROR",
    )


@pytest.mark.parametrize(
    ("name", "category"),
    [
        ("BadGatewayNotConnected", "transient"),
        ("BadLinkCommunicationError", "transient"),
        ("BadNoCommunication", "transient"),
        ("BadShutdown", "transient"),
        ("BadOutOfService", "transient"),
        ("BadWaitingForResponse", "transient"),
        ("NotLeaderException", "transient"),
        ("LeaderElectionError", "transient"),
        ("ConnectionPoolExhausted", "transient"),
        ("BackupInProgressError", "transient"),
        ("LeaseLostError", "transient"),
        ("BadLicenseMissing", "fatal"),
        ("LicenseExpiredError", "fatal"),
        ("BadRequestError", "client"),
        ("TokenExpiredError", "client"),
    ],
)
def test_a_status_class_name_says_its_kind(name: str, category: str) -> None:
    """The words of a status class name (``Bad…``, ``NotLeader…``, ``…InProgress``) decide
    when nothing else does; a licence needs a person, an expired token a new one."""
    assert classify(_error(name, "status returned by the server")).category.value == category


@pytest.mark.parametrize(
    ("reason", "category"),
    [
        ("0x02: Connection not allowed by ruleset", "client"),
        ("0x07: Command not supported", "fatal"),
        ("0x03: Network unreachable", "transient"),
    ],
)
def test_a_socket_error_heading_lets_its_reason_speak(reason: str, category: str) -> None:
    """ "Socket error: <reason>" is judged by the reason, not by the heading's "socket error"."""
    assert classify(_error("TunnelError", f"Socket error: {reason}")).category.value == category


@pytest.mark.parametrize("text", ["Socket error", "read failed: socket error"])
def test_a_bare_socket_error_is_still_transient(text: str) -> None:
    """A "socket error" with no reason after it still says the connection dropped."""
    assert classify(_error("TunnelError", text)).category.value == "transient"


@pytest.mark.parametrize(
    "exc", [RuntimeError("boom"), KeyError("leader"), AttributeError("no leader attribute")]
)
def test_plain_bugs_stay_fatal(exc: BaseException) -> None:
    """Python's own bugs in tool code stay fatal whatever words they carry."""
    assert classify(exc).category.value == "fatal"


@pytest.mark.parametrize(
    "stderr",
    [
        "node:events:497\n      throw er;\nError: connect ECONNREFUSED 10.0.0.7:6379",
        'Traceback (most recent call last):\n  File "sync.py", line 3\n'
        "sqlite3.OperationalError: database is locked",
        'Traceback (most recent call last):\n  File "job.py", line 9\n'
        "queue.client.BrokerUnavailableError: broker rebalancing",
        "psql: error: connection to server failed: Connection refused",
        "Exception in thread main: org.acme.ServiceBusyException: try later",
    ],
)
def test_a_failed_command_whose_last_error_passes_is_transient(stderr: str) -> None:
    """A command that failed on a passing error (a refused connection, a locked database, a
    busy service) is transient: the exit status says only that it failed."""
    import subprocess

    exc = subprocess.CalledProcessError(1, ["runjob", "--now"], output="", stderr=stderr)
    assert classify(exc).category.value == "transient"


@pytest.mark.parametrize(
    "stderr",
    [
        "Traceback (most recent call last):\nKeyError: 'customer_id'",
        "main.c:3:5: error: expected ';' before 'return'",
        "ModuleNotFoundError: No module named 'reportlab'",
        "fatal: pathspec 'nope.txt' did not match any files",
    ],
)
def test_a_failed_command_whose_last_error_is_a_fault_is_not_transient(stderr: str) -> None:
    """A command that failed on a bug or a wrong argument is not retried as it is."""
    import subprocess

    exc = subprocess.CalledProcessError(2, ["runjob"], output="", stderr=stderr)
    assert classify(exc).category.value != "transient"
