"""Rows of the wording and class-name tables: a service still starting, busy in Tamil and
Georgian, not found/invalid in Slovak, Czech, Latvian and Bulgarian, a directory in the way,
a decoder's EOF, an unverifiable host key."""

from __future__ import annotations

import pytest

from toolretry import ErrorCategory, classify

TRANSIENT, CLIENT, FATAL = ErrorCategory.TRANSIENT, ErrorCategory.CLIENT, ErrorCategory.FATAL


class RemoteFailure(Exception):
    """An exception of no known client, whose message alone can decide."""


@pytest.mark.parametrize(
    "message",
    [
        "FATAL: the cluster is still initializing, retry the query",
        "search node is not yet ready",
        "Broker not ready yet (loading partitions)",
        "replica is warming up its caches",
        "database is in recovery mode",
        "சேவையகத்தில் அதிக சுமை, சிறிது நேரம் கழித்து முயலவும்",
        "სერვისი დროებით მიუწვდომელია",
        "გთხოვთ, სცადეთ მოგვიანებით",
        "ძალიან ბევრი მოთხოვნა",
    ],
)
def test_waiting_wording_is_transient(message: str) -> None:
    """A message saying the service is still starting or busy is transient."""
    assert classify(RemoteFailure(message)).category is TRANSIENT


@pytest.mark.parametrize(
    ("message", "code"),
    [
        ("Objednávka nebola nájdená", "NOT_FOUND"),
        ("Soubor nebyl nalezen", "NOT_FOUND"),
        ("Klients netika atrasts", "NOT_FOUND"),
        ("Документът не съществува", "NOT_FOUND"),
        ("Neplatné telefónne číslo", "INVALID_REQUEST"),
        ("Nepareizs pasta indekss", "INVALID_REQUEST"),
        ("Невалиден IBAN", "INVALID_REQUEST"),
        ("Directory not empty: /srv/exports/2024", "DIRECTORY_NOT_EMPTY"),
        ("/var/data/report.csv: Not a directory", "NOT_A_DIRECTORY"),
        ("cannot open /srv/logs: is a directory", "IS_A_DIRECTORY"),
    ],
)
def test_said_rows_are_client(message: str, code: str) -> None:
    """A message saying what is missing, invalid or in the way is a client error."""
    info = classify(RemoteFailure(message))
    assert (info.category, info.code) == (CLIENT, code)


@pytest.mark.parametrize(
    "message",
    ["the server is ready", "directory listing done", "Objednávka je pripravená"],
)
def test_neutral_wording_stays_unexpected(message: str) -> None:
    """A message saying none of these leaves the verdict fatal UNEXPECTED_ERROR."""
    assert classify(RemoteFailure(message)).code == "UNEXPECTED_ERROR"


def _named(name: str, base: str) -> BaseException:
    parent = type(base, (Exception,), {"__module__": "somelib.errors"})
    cls = type(name, (parent,), {"__module__": "somelib.errors"})
    return cls("stream ended")  # type: ignore[no-any-return]


@pytest.mark.parametrize(
    ("name", "base", "category"),
    [
        ("MsgDecodeEOF", "MsgError", CLIENT),
        ("DeserializationEOFError", "WireError", CLIENT),
        ("UnmarshalEofError", "CodecError", CLIENT),
        ("HostKeyMismatch", "DisconnectError", FATAL),
        ("PeerNotVerified", "ConnectionError_", FATAL),
        ("UntrustedServerKey", "SessionError", FATAL),
    ],
)
def test_class_words_decide_before_the_network_words(
    name: str, base: str, category: ErrorCategory
) -> None:
    """A decoder's EOF is malformed input and an unverifiable host key fatal, not a dropped
    connection, even under a base named for disconnects."""
    assert classify(_named(name, base)).category is category


@pytest.mark.parametrize(
    "message", ["File exists", "mkdir /srv/out: file exists", "cannot link: File exists (EEXIST)"]
)
def test_the_strerror_of_eexist_is_already_exists(message: str) -> None:
    """The words of errno EEXIST, relayed by a remote server, are client ALREADY_EXISTS."""
    info = classify(RemoteFailure(message))
    assert (info.category, info.code) == (CLIENT, "ALREADY_EXISTS")


@pytest.mark.parametrize(
    "message",
    [
        "fatal: Unable to create '/repo/.git/refs/heads/main.lock': File exists.",
        "cannot write /srv/app/deploy.lock: file exists",
        "E: another apt process is still running",
    ],
)
def test_a_lock_file_that_exists_is_a_held_lock(message: str) -> None:
    """A lock file that exists, or another process running, is a held lock: transient."""
    assert classify(RemoteFailure(message)).category is TRANSIENT


class Forbidden(Exception):
    """A 403 whose message may say why."""

    status_code = 403


@pytest.mark.parametrize(
    "message",
    [
        "AccountInArrears: requests are refused until the balance is settled",
        "Service suspended: your account has unpaid invoices",
        "The account is suspended due to non-payment",
        "Please top up your balance to continue using the API",
        "Zugang gesperrt: Zahlungsrückstand auf Ihrem Konto",
        "Compte bloqué : facture impayée depuis 30 jours",
        "Cuenta suspendida por saldo pendiente",
        "Доступ ограничен: на счёте задолженность",
        "料金未納のためサービスを停止しています",
        "요금 미납으로 서비스가 중지되었습니다",
    ],
)
def test_an_account_in_arrears_is_fatal_quota(message: str) -> None:
    """A 403 that says the account is in arrears or must be topped up is a spent allowance a
    person must pay for (fatal QUOTA_EXHAUSTED), not a request to fix."""
    info = classify(Forbidden(message))
    assert (info.category, info.code) == (FATAL, "QUOTA_EXHAUSTED")


@pytest.mark.parametrize(
    "message",
    [
        "PaymentIntent has an outstanding payment action (requires_action)",
        "invoice in_1 is already paid",
        "you may not top up another user's wallet",
    ],
)
def test_payment_words_without_arrears_stay_client(message: str) -> None:
    """A message about a payment or a top-up that says nothing of the account owing stays a
    client error under its 403."""
    assert classify(Forbidden(message)).category is CLIENT
