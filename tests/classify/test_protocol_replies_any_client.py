"""Facts blind set 11 showed unread, made general (issue 23): the operating system's error
texts in glibc's languages, line-protocol reply codes kept in ``errno`` or as an OSError's reply
line, JSON-RPC 2.0 error objects by their shape, reply headers under ``http_headers`` and a 403
refusing for a disabled billing account."""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

import pytest

from toolretry import classify
from toolretry.classify._strerror_words import (
    SPACE_ERRNOS,
    WAIT_ERRNOS,
    strerror_kind,
    strerror_names,
)
from toolretry.classify._text_signals import worded

_TABLE = Path(__file__).resolve().parents[2] / "src/toolretry/classify/strerror_texts.tsv"
_ROWS = [line.split("\t") for line in _TABLE.read_text("utf-8").splitlines()]
_WAIT_ROWS = [row for row in _ROWS if row[0] in WAIT_ERRNOS and row[1] != "en"]
_SPACE_ROWS = [row for row in _ROWS if row[0] in SPACE_ERRNOS and row[1] != "en"]
_OTHER_ROWS = [row for row in _ROWS if row[0] in {"ENOENT", "EEXIST", "EROFS"}]


def _error(name: str, *args: Any, module: str = "somelib.errors", **attrs: Any) -> Exception:
    """An exception of a fresh class ``name`` in a third-party ``module``, raised with ``args``."""
    bases = attrs.pop("bases", (Exception,))
    cls = type(name, bases, {"__module__": module})
    exc = cls(*args)
    for key, value in attrs.items():
        setattr(exc, key, value)
    return exc  # type: ignore[no-any-return]


def _verdict(exc: BaseException) -> tuple[str, str]:
    info = classify(exc)
    return info.category.value, info.code


# --- strerror texts ---------------------------------------------------------------------------


def test_the_table_covers_many_languages() -> None:
    """The generated table holds the refused-connection text in at least 30 languages."""
    languages = {row[1] for row in _ROWS if row[0] == "ECONNREFUSED"}
    assert len(languages) >= 30


@pytest.mark.parametrize(("errno_name", "language", "text"), _WAIT_ROWS)
def test_a_passing_errno_text_in_any_language_says_wait(
    errno_name: str, language: str, text: str
) -> None:
    """A message quoting a refused/reset/timed-out errno's text in any tabled language says wait."""
    message = f"client: request to 10.0.0.7:5432 failed: {text.capitalize()}"
    assert worded(message) == "wait", (errno_name, language)


@pytest.mark.parametrize(("errno_name", "language", "text"), _SPACE_ROWS)
def test_a_full_disk_text_in_any_language_fails_a_command_as_out_of_space(
    errno_name: str, language: str, text: str
) -> None:
    """A command whose stderr quotes ENOSPC/EDQUOT in any tabled language is OUT_OF_SPACE."""
    exc = subprocess.CalledProcessError(
        1, ["cp", "a.bin", "/mnt/b"], stderr=f"cp: /mnt/b: {text}\n"
    )
    assert _verdict(exc) == ("fatal", "OUT_OF_SPACE"), (errno_name, language)


@pytest.mark.parametrize(
    ("stderr", "expected"),
    [
        (
            "pg_dump: Fehler: Verbindung fehlgeschlagen: Verbindungsaufbau abgelehnt\n",
            "TRY_AGAIN_LATER",
        ),
        ("rsync: connexion au serveur impossible : Connexion refusée (111)\n", "TRY_AGAIN_LATER"),
        ("ssh: connect to host git.local port 22: 连接超时\n", "TRY_AGAIN_LATER"),
        ("mysql: ошибка 2003: Нет маршрута до узла\n", "TRY_AGAIN_LATER"),
        ("wget: 読み込みエラー: 接続が相手からリセットされました\n", "TRY_AGAIN_LATER"),
        ("tar: scrittura non riuscita: Spazio esaurito sul device\n", "OUT_OF_SPACE"),
        (
            "cp: kann nicht schreiben: Der zugewiesene Plattenplatz (Quota) ist überschritten\n",
            "OUT_OF_SPACE",
        ),
    ],
)
def test_a_command_failing_with_a_translated_strerror(stderr: str, expected: str) -> None:
    """A failed command's translated strerror decides between waiting and a full disk."""
    exc = subprocess.CalledProcessError(2, "tool --sync", stderr=stderr)
    assert classify(exc).code == expected


@pytest.mark.parametrize(("errno_name", "language", "text"), _OTHER_ROWS)
def test_a_text_of_another_errno_says_no_wait(errno_name: str, language: str, text: str) -> None:
    """The text of a missing file, an existing file or a read-only disk never says wait."""
    assert strerror_kind(f"open('/srv/data.db'): {text}") is None, (errno_name, language)


def test_strerror_names_in_the_order_quoted() -> None:
    """Every errno text quoted is named, in the order of the message."""
    said = "proxy: Connection timed out; retry: Connection reset by peer"
    assert strerror_names(said) == ["ETIMEDOUT", "ECONNRESET"]


@pytest.mark.parametrize("text", ["", "all good", "the connection was fine", "déjà vu"])
def test_text_without_an_errno_text_names_none(text: str) -> None:
    """A text quoting no strerror names nothing."""
    assert strerror_names(text) == []


# --- reply codes ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("code", "line", "category"),
    [
        (421, "Service not available, closing control connection.", "transient"),
        (425, "Can't open data connection.", "transient"),
        (450, "Mailbox busy, try another time", "transient"),
        (451, "Requested action aborted: local error in processing.", "transient"),
        (530, "Not logged in.", "client"),
        (550, "/srv/in/x.txt: No such file or directory", "client"),
        (553, "File name not allowed.", "client"),
        (501, "Syntax error in parameters or arguments.", "client"),
        (504, "Command not implemented for that parameter.", "client"),
    ],
)
@pytest.mark.parametrize("module", ["ftpwrap.error", "pyftpclient", "smtp_async.errors"])
def test_a_reply_code_in_errno_of_a_class_named_for_its_protocol(
    code: int, line: str, category: str, module: str
) -> None:
    """An OSError of a class named for FTP/SMTP whose errno is the reply code reads it as one."""
    exc = _error("PermanentFailure", f"{code} {line}", module=module, bases=(OSError,))
    exc.errno = code  # type: ignore[attr-defined]
    info = classify(exc)
    assert (info.category.value, info.code.endswith(f"_{code}")) == (category, True)
    assert not info.code.startswith("HTTP_")


@pytest.mark.parametrize(
    ("code", "line", "category"),
    [
        (450, "Requested file action not taken: file busy", "transient"),
        (452, "Insufficient storage space in system", "transient"),
        (550, "Requested action not taken: file unavailable", "client"),
        (554, "Transaction failed: relay access denied", "client"),
    ],
)
def test_a_reply_line_on_an_oserror_of_any_class(code: int, line: str, category: str) -> None:
    """An OSError whose errno is 4xx/5xx and whose message is that reply line is no HTTP status."""
    exc = _error("RemoteError", code, line, bases=(OSError,))
    exc.args = (f"{code} {line}",)
    assert _verdict(exc) == (category, f"REPLY_{code}")


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        ((500, "Could not index document"), "HTTP_500"),  # "[Errno 500] ...": a status in errno
        ((404, "404 Not Found"), "HTTP_404"),  # the HTTP reason phrase
    ],
)
def test_an_http_status_in_errno_stays_http(args: tuple[int, str], expected: str) -> None:
    """A foreign OSError keeping an HTTP status in errno is still read as that status."""
    exc = _error("ServerError", *args, bases=(OSError,))
    assert classify(exc).code == expected


@pytest.mark.parametrize(
    "line",
    [
        "552 Requested file action aborted. Exceeded storage allocation.",
        "552 5.2.2 Mailbox full: disk quota exceeded",
        "551 Write failed: no space left on device",
    ],
)
def test_a_permanent_reply_saying_storage_is_full_is_fatal(line: str) -> None:
    """A 5xx reply saying the storage is full is OUT_OF_SPACE: a person must free room."""
    exc = _error("PermanentError", line, module="ftpkit.errors", bases=(OSError,))
    exc.errno = int(line[:3])  # type: ignore[attr-defined]
    assert _verdict(exc) == ("fatal", "OUT_OF_SPACE")


# --- JSON-RPC ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("code", "category", "expected"),
    [
        (-32700, "fatal", "RPC_PARSE_ERROR"),
        (-32600, "fatal", "RPC_INVALID_REQUEST"),
        (-32601, "client", "RPC_METHOD_NOT_FOUND"),
        (-32602, "client", "RPC_INVALID_PARAMS"),
        (-32603, "transient", "RPC_INTERNAL_ERROR"),
    ],
)
@pytest.mark.parametrize("shape", ["args", "attributes", "reply"])
def test_a_standard_json_rpc_code_decides(
    code: int, category: str, expected: str, shape: str
) -> None:
    """A standard JSON-RPC code decides, however the client keeps the error object."""
    message = "the server said no"
    if shape == "args":
        exc = _error("CallFailed", code, message, None, module="rpcbridge")
    elif shape == "attributes":
        exc = _error("ApiFault", message, code=code, message=message)
    else:
        reply = {"jsonrpc": "2.0", "id": 7, "error": {"code": code, "message": message}}
        exc = _error("RequestFailed", "call failed", reply=reply)
    assert _verdict(exc) == (category, expected)


@pytest.mark.parametrize(
    ("code", "message", "category"),
    [
        (-32000, "insufficient funds for transfer", "business"),
        (-32010, "gas price too low to replace", "client"),
        (-32001, "header not found", "client"),
        (-32004, "service temporarily unavailable", "transient"),
        (-32099, "node not synced", "transient"),
        (-5, "Invalid address", "client"),
        (-4, "Insufficient balance to cover fee", "business"),
        (-20, "Wallet locked: enter passphrase first", "fatal"),
        (-28, "Loading wallet…", "transient"),
        (-1, "Verifying blocks, still loading", "transient"),
        (-32005, "monthly request quota exceeded for this key", "fatal"),
        (-32003, "transaction rejected: node is still syncing", "transient"),
    ],
)
def test_a_server_or_application_code_is_read_by_its_message(
    code: int, message: str, category: str
) -> None:
    """Outside the standard codes the message decides; else server-range transient, app fatal."""
    exc = _error("RPCError", code, message, {"jsonrpc": "2.0"}, module="chainrpc.client")
    assert classify(exc).category.value == category


@pytest.mark.parametrize(
    ("data", "seconds"),
    [
        ({"backoff_seconds": 12.5}, 12.5),
        ({"retry_after": 3}, 3.0),
        ({"retryAfter": 40, "see": "https://x"}, 40.0),
        ({"retry_after_ms": 2500}, 2.5),
        ({"backoff_ms": 750, "limit": 10}, 0.75),
    ],
)
def test_a_wait_in_the_error_data_is_read(data: dict[str, Any], seconds: float) -> None:
    """A wait kept in the JSON-RPC error's data becomes retry_after."""
    error = {"code": -32005, "message": "slow down", "data": data}
    exc = _error("JsonRpcFailure", "rpc failed", error={"jsonrpc": "2.0", "error": error})
    info = classify(exc)
    assert (info.category.value, info.retry_after) == ("transient", seconds)


@pytest.mark.parametrize(
    "args",
    [
        (-6, "Insufficient funds here"),  # a negative code, but nothing says JSON-RPC
        (404, "not found"),
        ("-32601", "a code as text"),
    ],
)
def test_no_json_rpc_without_evidence(args: tuple[object, str]) -> None:
    """A class not named for RPC with a code outside the reserved range is not read as JSON-RPC."""
    exc = _error("Failure", *args, module="shop.errors")
    assert not classify(exc).code.startswith("RPC_")


# --- wording, headers, billing ----------------------------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "Loading block index…",
        "loading the dataset in memory",
        "replica is still syncing with the primary",
        "index shards are still loading",
        "the follower is still catching up",
    ],
)
def test_a_service_still_loading_says_wait(message: str) -> None:
    """A service still loading or syncing is a state that ends by itself: wait."""
    assert worded(message) == "wait"


@pytest.mark.parametrize(
    "message",
    [
        "make: error: loading 'Makefile.local': No such file or directory",
        "app: loading config/settings.yaml: permission denied",
        "tool: loading plugin exporter failed: symbol not found",
        "svc: loading the certificate: bad PEM",
    ],
)
def test_a_program_loading_from_disk_is_no_wait(message: str) -> None:
    """What a program loads from disk failing (a file, a config, a plugin) is no service state."""
    assert worded(message) != "wait"


@pytest.mark.parametrize(
    "message",
    [
        "nonce too low",
        "fee is too low for relay",
        "page size too small",
        "replacement price too high",
    ],
)
def test_a_value_too_low_or_high_is_a_rejected_value(message: str) -> None:
    """A value the message calls too low or too high must change: client."""
    assert classify(_error("SubmitError", message)).category.value == "client"


class _Headers(dict):  # type: ignore[type-arg]
    """A case-insensitive-enough mapping, as SDKs wrap their reply headers."""


@pytest.mark.parametrize("wait", ["7", "30", "120"])
def test_retry_after_under_http_headers(wait: str) -> None:
    """A 429 keeping its reply's headers under ``http_headers`` gets its Retry-After read."""
    exc = _error("ApiError", "slow down", http_status_code=429)
    exc.http_headers = _Headers({"retry-after": wait, "content-type": "application/json"})  # type: ignore[attr-defined]
    info = classify(exc)
    assert (info.category.value, info.retry_after) == ("transient", float(wait))


@pytest.mark.parametrize(
    "message",
    [
        "The billing account for the owning project is disabled in state closed",
        "Forbidden: billing account 01AB-22 is suspended",
        "project-42: billing account was closed by the owner",
    ],
)
def test_a_403_for_a_disabled_billing_account_is_fatal(message: str) -> None:
    """A 403 refusing because the paying account is off is QUOTA_EXHAUSTED, not a bad request."""
    exc = _error("Forbidden", message, status_code=403)
    assert _verdict(exc) == ("fatal", "QUOTA_EXHAUSTED")


def test_a_plain_403_stays_client() -> None:
    """A 403 saying nothing of billing stays a client refusal."""
    exc = _error("Forbidden", "caller lacks storage.objects.get on bucket media", status_code=403)
    assert _verdict(exc)[0] == "client"


@pytest.mark.parametrize(
    "message",
    [
        "lookup returned more than one Customer -- it returned 3!",
        "SELECT returned multiple rows where a single row was expected",
        "Multiple records were found for email ana@example.org",
        "expected exactly one element for css selector '.price', found 4",
        "found 2 matches for 'config' (expected exactly one)",
        "ambiguous revision: 'release' is both a tag and a branch",
    ],
)
def test_several_where_one_was_asked_is_ambiguous(message: str) -> None:
    """Several results where one was asked for is the caller's to narrow: client."""
    info = classify(RuntimeError(message))
    assert (info.category.value, info.code) == ("client", "AMBIGUOUS_MATCH")


@pytest.mark.parametrize(
    "message",
    [
        "the function returned multiple values correctly",
        "expected 1 argument, got 3",
        "scan found 3 files in 2 folders",
    ],
)
def test_counts_that_are_no_ambiguity_stay(message: str) -> None:
    """A count of values, arguments or files is no ambiguous match."""
    assert classify(RuntimeError(message)).code != "AMBIGUOUS_MATCH"
