"""Numbered codes shared by every client of one engine (libcurl's CURLcode, Oracle's ORA-/TNS-
numbers), a status told after "returned error", and the words that outrank a status or a
class name: a full disk, a spent plan, a server's refusal behind a protocol error, a call made
before its setup, a remote signature's argument error."""

from __future__ import annotations

import subprocess
import sys
from typing import Any

import pytest

from toolretry import classify
from toolretry.classify._numbered_tables import CURL_CODES, ORACLE_CODES
from toolretry.testing import closed_port_url


def _error(name: str, module: str, *args: object, **attrs: Any) -> BaseException:
    """An exception of a fresh class ``name`` in ``module``, built from ``args`` and ``attrs``."""
    cls = type(name, (Exception,), {"__module__": module})
    exc = cls(*args)
    for key, value in attrs.items():
        setattr(exc, key, value)
    return exc


@pytest.mark.parametrize(
    ("code", "text", "category"),
    [
        (6, "Could not resolve host: api.example.invalid", "transient"),
        (7, "Failed to connect to 127.0.0.1 port 9: Couldn't connect to server", "transient"),
        (28, "Operation timed out after 2001 milliseconds with 0 bytes received", "transient"),
        (56, "Recv failure: Connection reset by peer", "transient"),
        (52, "Empty reply from server", "transient"),
        (18, "transfer closed with 120 bytes remaining to read", "transient"),
        (3, "URL using bad/illegal format or missing URL", "client"),
        (1, 'Protocol "htps" not supported or disabled in libcurl', "client"),
        (37, "Couldn't open file /srv/none.txt", "client"),
        (78, "The file does not exist", "client"),
        (67, "Access denied: 530", "client"),
        (63, "Exceeded the maximum allowed file size (1048576)", "client"),
        (60, "SSL certificate problem: self-signed certificate", "fatal"),
    ],
)
def test_curl_code_by_meaning(code: int, text: str, category: str) -> None:
    """A libcurl error number ``(code, message)`` on a class of a curl binding decides."""
    exc = _error("error", "pycurl", code, text)
    assert classify(exc).category.value == category


@pytest.mark.parametrize("code", sorted(CURL_CODES))
def test_curl_code_on_an_attribute_is_read(code: int) -> None:
    """A binding that keeps the number as ``code`` (curl_cffi's shape) is read the same way."""
    exc = _error("CurlError", "curl_cffi.curl", "transfer failed", code=code)
    assert classify(exc).details.get("curl_code") == code


@pytest.mark.parametrize("code", [7, 28, 6, 37])
def test_number_outside_a_curl_module_is_not_a_curl_code(code: int) -> None:
    """An ``(int, str)`` error of a module not named for curl is not read as a CURLcode."""
    exc = _error("error", "othernet", code, "something failed")
    assert "curl_code" not in classify(exc).details


@pytest.mark.parametrize(
    ("text", "category"),
    [
        ("The requested URL returned error: 404", "client"),
        ("The requested URL returned error: 422", "client"),
        ("The requested URL returned error: 503", "transient"),
        ("The requested URL returned error: 502", "transient"),
    ],
)
def test_curl_failonerror_reads_the_status(text: str, category: str) -> None:
    """curl's HTTP_RETURNED_ERROR (22) is judged by the status its message tells."""
    assert classify(_error("error", "pycurl", 22, text)).category.value == category


@pytest.mark.parametrize(
    ("text", "status"),
    [
        ("upload to the bucket returned HTTP error 409", 409),
        ("the mirror returned status 404 for the index", 404),
        ("sync step returned an error: 401", 401),
    ],
)
def test_status_told_after_returned_error(text: str, status: int) -> None:
    """A status told after "returned error"/"returned status" is that status, in any library."""
    assert classify(_error("SyncFailed", "mirrorlib", text)).status_code == status


@pytest.mark.parametrize(
    ("name", "text", "category"),
    [
        ("OperationalError", "ORA-12541: TNS:no listener", "transient"),
        ("OperationalError", "ORA-12519: TNS:no appropriate service handler found", "transient"),
        ("DatabaseError", "TNS-12528: TNS:listener: all handlers are blocking", "transient"),
        ("DatabaseError", "ORA-00060: deadlock detected while waiting for resource", "transient"),
        ("OperationalError", "ORA-03113: end-of-file on communication channel", "transient"),
        ("IntegrityError", "ORA-00001: unique constraint (APP.PK_USERS) violated", "client"),
        ("IntegrityError", "ORA-02291: integrity constraint violated - parent key", "client"),
        ("DatabaseError", "ORA-01017: invalid username/password; logon denied", "client"),
        ("DatabaseError", "ORA-00942: table or view does not exist", "fatal"),
        ("DatabaseError", "ORA-01653: unable to extend table APP.T by 128", "fatal"),
        ("OperationalError", "DPY-9999: wrapper failed\n(Similar to ORA-12520)", "transient"),
    ],
)
def test_oracle_number_by_meaning(name: str, text: str, category: str) -> None:
    """An ORA-/TNS- number in a DB-API error's message decides by Oracle's table."""
    assert classify(_error(name, "somedriver.errors", text)).category.value == category


@pytest.mark.parametrize("number", sorted(ORACLE_CODES))
def test_oracle_number_is_reported(number: int) -> None:
    """The Oracle number read is kept in the details."""
    exc = _error("DatabaseError", "somedriver", f"ORA-{number:05d}: text")
    assert classify(exc).details.get("oracle_error") == f"ORA-{number:05d}"


@pytest.mark.parametrize("text", ["ORA-12541: TNS:no listener", "TNS-12519: no handler"])
def test_oracle_text_outside_a_dbapi_error_is_not_read(text: str) -> None:
    """An ORA- number in an exception that is no DB-API error is not read as Oracle's."""
    assert "oracle_error" not in classify(_error("ReportFailed", "reports", text)).details


@pytest.mark.parametrize(
    ("status", "text", "code"),
    [
        (500, "write failed: No space left on device", "OUT_OF_SPACE"),
        (503, "the volume is full, writes are refused", "OUT_OF_SPACE"),
        (429, "storage quota exceeded for this account", "OUT_OF_SPACE"),
        (
            429,
            "you have reached your plan's usage; upgrade your plan to continue",
            "QUOTA_EXHAUSTED",
        ),
        (429, "monthly request quota exceeded", "QUOTA_EXHAUSTED"),
    ],
)
def test_spent_room_or_plan_outranks_a_passing_status(status: int, text: str, code: str) -> None:
    """A 5xx or 429 whose message says the disk or the plan is spent is fatal, not a wait."""
    info = classify(_error("StoreError", "somestore", text, status=status))
    assert (info.category.value, info.code) == ("fatal", code)


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("Index responded with an error (HTTP 500): disk full on node 2", "OUT_OF_SPACE"),
        ("Upstream failed (HTTP 502): the volume is full", "OUT_OF_SPACE"),
        ("API answered HTTP 429: exceeded your current quota", "QUOTA_EXHAUSTED"),
    ],
)
def test_spent_room_outranks_a_told_status(text: str, code: str) -> None:
    """A status told in words yields to what the same message says is spent."""
    info = classify(_error("IndexError2", "searchlib", text))
    assert (info.category.value, info.code) == ("fatal", code)


@pytest.mark.parametrize(
    ("detail", "category"),
    [
        (b"<html><head><title>502 Bad Gateway</title></head></html>", "transient"),
        (b"<html><head><title>503 Service Unavailable</title></head></html>", "transient"),
        ("<html><title>404 Not Found</title></html>", "client"),
        (b"<html><title>401 Unauthorized</title></html>", "client"),
    ],
)
def test_status_in_a_fault_detail(detail: object, category: str) -> None:
    """A fault whose message says nothing is judged by the status its ``detail`` page shows."""
    exc = _error("Fault", "soaplib", "Unknown fault occured", detail=detail)
    assert classify(exc).category.value == category


@pytest.mark.parametrize(
    "text",
    [
        "{urn:shop}PlaceOrder() got an unexpected keyword argument 'qty'",
        "{http://example.com/ws}GetUser() missing 1 required positional argument: 'id'",
        "ns0:Lookup() takes 2 positional arguments but 3 were given",
    ],
)
def test_remote_signature_type_error_is_a_client_error(text: str) -> None:
    """Python's argument-error wording about a remote operation's name is a refused call."""
    info = classify(TypeError(text))
    assert (info.category.value, info.code) == ("client", "INVALID_ARGUMENTS")


@pytest.mark.parametrize(
    "text",
    [
        "make_order() got an unexpected keyword argument 'qty'",
        "Client.send() missing 1 required positional argument: 'body'",
        "build.<locals>.inner() takes 1 positional argument but 2 were given",
        "<lambda>() got an unexpected keyword argument 'x'",
        "größe() missing 1 required positional argument: 'wert'",
    ],
)
def test_python_signature_type_error_stays_a_bug(text: str) -> None:
    """The same wording about a Python callable stays a bug in the tool's code."""
    assert classify(TypeError(text)).category.value == "fatal"


@pytest.mark.parametrize(
    ("name", "text", "code"),
    [
        ("HgProtocolError", "repository not found: /team/app", "NOT_FOUND"),
        ("SyncProtocolError", "access denied to project 'infra'", "PERMISSION_DENIED"),
        ("WireProtocolError", "authentication failed for user bot", "AUTHENTICATION_FAILED"),
    ],
)
def test_protocol_error_carrying_a_refusal_is_that_refusal(name: str, text: str, code: str) -> None:
    """A protocol error whose message is the server's refusal is a client error, not a drop."""
    info = classify(_error(name, "vcslib.errors", text))
    assert (info.category.value, info.code) == ("client", code)


@pytest.mark.parametrize("text", ["unexpected end of stream", "peer sent garbage", ""])
def test_protocol_error_without_a_refusal_stays_a_connection_error(text: str) -> None:
    """A protocol error that says no refusal stays what its name says."""
    assert classify(_error("WireProtocolError", "vcslib.errors", text)).category.value == (
        "transient"
    )


@pytest.mark.parametrize("name", ["NotHgRepository", "NotARepository", "NotAProjectError"])
def test_not_a_repository_name_is_not_found(name: str) -> None:
    """A class named "not a repository/project" says the path names no such thing."""
    info = classify(_error(name, "vcslib.errors"))
    assert (info.category.value, info.code) == ("client", "NOT_FOUND")


@pytest.mark.parametrize(
    "text",
    [
        "No matching package was found at the index",
        "no signed release tags were found",
        "No svn working copy was found at /tmp/x",
    ],
)
def test_no_thing_was_found_is_not_found(text: str) -> None:
    """ "No <thing> was found" says nothing exists under the name asked for."""
    assert classify(_error("Oops", "toolkit", text)).code == "NOT_FOUND"


@pytest.mark.parametrize(
    "text",
    [
        "pool must be initialized before acquiring a connection",
        "Error: client must be configured first",
        "the engine must first be started before use",
    ],
)
def test_use_before_setup_is_a_bug(text: str) -> None:
    """An object used before its own setup is a bug in the order of calls, not a bad input."""
    info = classify(_error("InterfaceError", "someorm", text))
    assert (info.category.value, info.code) == ("fatal", "INVALID_STATE")


def _failed(command: list[str]) -> subprocess.CalledProcessError:
    try:
        subprocess.run(command, check=True, capture_output=True, text=True, timeout=20)
    except subprocess.CalledProcessError as exc:
        return exc
    raise AssertionError("the command did not fail")


@pytest.mark.parametrize(
    "line",
    ["tar: write error: No space left on device", "dd: error writing 'x': disk full"],
)
def test_command_saying_disk_full_is_out_of_space(line: str) -> None:
    """A command whose output says the disk is full is fatal OUT_OF_SPACE, not a bad call."""
    script = f"import sys; sys.stderr.write({line!r} + '\\n'); sys.exit(1)"
    info = classify(_failed([sys.executable, "-c", script]))
    assert (info.category.value, info.code) == ("fatal", "OUT_OF_SPACE")


_NO_CURL = not __import__("shutil").which("curl")


@pytest.mark.skipif(_NO_CURL, reason="no curl command")
def test_curl_command_that_cannot_connect_is_transient() -> None:
    """The curl tool's exit status 7 (could not connect) is transient, as CURLcode 7 is."""
    failed = _failed(["curl", "-sS", "--max-time", "5", closed_port_url()])
    assert classify(failed).category.value == "transient"


@pytest.mark.skipif(_NO_CURL, reason="no curl command")
@pytest.mark.parametrize("path", ["/nonexistent/toolretry/x.csv", "/nonexistent/report"])
def test_curl_command_exit_status_is_its_curl_code(path: str) -> None:
    """The curl tool's exit status is its CURLcode (37: a file it cannot read), judged alike."""
    info = classify(_failed(["curl", "-sS", f"file://{path}"]))
    assert (info.category.value, info.code) == ("client", "NOT_FOUND")
