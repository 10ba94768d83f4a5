"""Shapes read without naming any client (issue 23): the words of class names, what a message
says went wrong in many languages, OAuth error codes, retry flags and wait attributes under
more names, a library's exception over the builtin lookup error it translated, and reset
times counted from the reply's Date."""

from __future__ import annotations

from datetime import timedelta
from email.utils import formatdate
from typing import Any

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from toolretry import classify
from toolretry.classify._http_facts import retry_after_from_headers
from toolretry.classify._name_tokens import NAME_TOKEN_SHAPES, name_words, token_row
from toolretry.classify._said_kinds import SAID_KINDS, said_kind


def _error(
    name: str,
    *args: Any,
    bases: tuple[type[BaseException], ...] = (Exception,),
    **attrs: Any,
) -> BaseException:
    """An exception of a fresh class ``name`` in a third-party module, raised with ``args``."""
    cls = type(name, bases, {"__module__": "somelib.errors"})
    exc = cls(*args)
    for key, value in attrs.items():
        setattr(exc, key, value)
    return exc


def _verdict(exc: BaseException) -> tuple[str, str]:
    info = classify(exc)
    return info.category.value, info.code


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("ReadTimeout", "read timeout"),
        ("HTTPServerError", "http server"),
        ("NetworkXNoPath", "network x no path"),
        ("not_implemented_error", "not implemented"),
        ("X509DecodeError", "x 509 decode"),
        ("Error", ""),
    ],
)
def test_name_words(name: str, words: str) -> None:
    """A class name is split on CamelCase, snake_case and digits, without "error" words."""
    assert name_words(name) == words


@pytest.mark.parametrize(
    ("name", "category", "code"),
    [
        ("PlanQuotaExceeded", "fatal", "QUOTA_EXHAUSTED"),
        ("BillingDisabledError", "fatal", "QUOTA_EXHAUSTED"),
        ("OutOfCreditsError", "fatal", "QUOTA_EXHAUSTED"),
        ("InsufficientFundsError", "business", "PAYMENT_DECLINED"),
        ("PaymentRefused", "business", "PAYMENT_DECLINED"),
        ("CardDeclinedError", "business", "PAYMENT_DECLINED"),
        ("PollTimeout", "transient", "TIMEOUT"),
        ("LockTimedOut", "transient", "TIMEOUT"),
        ("deadline_exceeded", "transient", "TIMEOUT"),
        ("WaitTimedOut", "transient", "TIMEOUT"),
        ("ThrottledException", "transient", "THROTTLED"),
        ("RateLimitHit", "transient", "THROTTLED"),
        ("TooManyCalls", "transient", "THROTTLED"),
        ("SlowDownPlease", "transient", "THROTTLED"),
        ("NonRetryableError", "fatal", "PERMANENT_ERROR"),
        ("PermanentFailure", "fatal", "PERMANENT_ERROR"),
        ("not_retryable", "fatal", "PERMANENT_ERROR"),
        ("UpstreamBusy", "transient", "SERVICE_UNAVAILABLE"),
        ("ServerOverloaded", "transient", "SERVICE_UNAVAILABLE"),
        ("TemporaryGlitch", "transient", "SERVICE_UNAVAILABLE"),
        ("CircuitBreakerOpen", "transient", "SERVICE_UNAVAILABLE"),
        ("NoHealthyUpstream", "transient", "SERVICE_UNAVAILABLE"),
        ("RetryError", "transient", "SERVICE_UNAVAILABLE"),
        ("ServiceNotReady", "transient", "SERVICE_UNAVAILABLE"),
        ("WouldBlock", "transient", "WOULD_BLOCK"),
        ("StaleElementReference", "transient", "NOT_READY"),
        ("ElementNotInteractable", "transient", "NOT_READY"),
        ("ClickIntercepted", "transient", "NOT_READY"),
        ("SoftTimeLimitExceeded", "transient", "TIMEOUT"),
        ("WorkerLostError", "transient", "CONNECTION_ERROR"),
        ("UnexpectedEOF", "transient", "CONNECTION_ERROR"),
        ("NoRespondersError", "transient", "SERVICE_UNAVAILABLE"),
        ("SlowConsumerError", "transient", "THROTTLED"),
        ("ImproperlyConfigured", "fatal", "CONFIGURATION_ERROR"),
        ("AbstractMethodError", "fatal", "INTERNAL_ERROR"),
        ("TaskNotRegistered", "client", "NOT_FOUND"),
        ("ScannerError", "client", "MALFORMED_INPUT"),
        ("EmptyDataError", "client", "MALFORMED_INPUT"),
        ("OutOfBoundsDatetime", "client", "INVALID_REQUEST"),
        ("InboxFull", "transient", "WOULD_BLOCK"),
        ("MailboxEmpty", "transient", "WOULD_BLOCK"),
        ("ReleaseUnlockedLock", "fatal", "LOCK_NOT_HELD"),
        ("LockNotOwned", "fatal", "LOCK_NOT_HELD"),
        ("DeadlockDetected", "transient", "TRANSACTION_CONFLICT"),
        ("ResourceLocked", "transient", "TRANSACTION_CONFLICT"),
        ("SerializationFailure", "transient", "TRANSACTION_CONFLICT"),
        ("PeerDisconnected", "transient", "CONNECTION_ERROR"),
        ("ConnectionDropped", "transient", "CONNECTION_ERROR"),
        ("NetworkError", "transient", "CONNECTION_ERROR"),
        ("RemoteProtocolError", "transient", "CONNECTION_ERROR"),
        ("HostUnreachable", "transient", "CONNECTION_ERROR"),
        ("SocketException", "transient", "CONNECTION_ERROR"),
        ("LocalProtocolError", "fatal", "INTERNAL_ERROR"),
        ("NotImplementedYet", "fatal", "INTERNAL_ERROR"),
        ("InternalFault", "fatal", "INTERNAL_ERROR"),
        ("DataLossDetected", "fatal", "INTERNAL_ERROR"),
        ("FeatureNotSupported", "fatal", "INTERNAL_ERROR"),
        ("OutOfMemoryError", "fatal", "OUT_OF_SPACE"),
        ("DiskFull", "fatal", "OUT_OF_SPACE"),
        ("IllegalStateException", "fatal", "INVALID_STATE"),
        ("BadStateError", "fatal", "INVALID_STATE"),
        ("BadReplyError", "fatal", "INVALID_RESPONSE"),
        ("UnexpectedResponse", "fatal", "INVALID_RESPONSE"),
        ("TokenExpired", "client", "EXPIRED"),
        ("LinkExpiryReached", "client", "EXPIRED"),
        ("BadSignatureError", "client", "AUTHENTICATION_FAILED"),
        ("Unauthenticated", "client", "AUTHENTICATION_FAILED"),
        ("WrongCredentials", "client", "AUTHENTICATION_FAILED"),
        ("LoginFailed", "client", "AUTHENTICATION_FAILED"),
        ("Forbidden", "client", "PERMISSION_DENIED"),
        ("PermissionMissingError", "client", "PERMISSION_DENIED"),
        ("AccessDenied", "client", "PERMISSION_DENIED"),
        ("NotAllowedToWrite", "client", "PERMISSION_DENIED"),
        ("AlreadyExists", "client", "ALREADY_EXISTS"),
        ("DuplicateEntry", "client", "ALREADY_EXISTS"),
        ("UsernameTaken", "client", "ALREADY_EXISTS"),
        ("NameConflict", "client", "ALREADY_EXISTS"),
        ("EntryDoesNotExist", "client", "NOT_FOUND"),
        ("MissingParameter", "client", "NOT_FOUND"),
        ("UnknownLocaleError", "client", "NOT_FOUND"),
        ("NetworkXNoPath", "client", "NOT_FOUND"),
        ("ParseFailure", "client", "MALFORMED_INPUT"),
        ("UnsupportedFormatError", "client", "MALFORMED_INPUT"),
        ("TruncatedInput", "client", "MALFORMED_INPUT"),
        ("DeserializationFailed", "client", "MALFORMED_INPUT"),
        ("InvalidCoupon", "client", "INVALID_REQUEST"),
        ("SchemaMismatch", "client", "INVALID_REQUEST"),
        ("ValueOutOfRange", "client", "INVALID_REQUEST"),
        ("PayloadTooLarge", "client", "INVALID_REQUEST"),
        ("GraphUnfeasible", "client", "INVALID_REQUEST"),
        ("SameFileError", "client", "INVALID_REQUEST"),
        ("PreconditionFailed", "client", "INVALID_REQUEST"),
    ],
)
def test_class_name_words_decide(name: str, category: str, code: str) -> None:
    """An unknown exception is judged by the words of its class name, row by row."""
    assert _verdict(_error(name, "it broke")) == (category, code)


@pytest.mark.parametrize(
    "name", ["NetworkXError", "KafkaError", "Markdown", "VaultError", "Kerfuffle", "Shutdowns"]
)
def test_names_without_a_shape_stay_unknown(name: str) -> None:
    """A library's name or a word no row knows decides nothing: fatal, not retried."""
    assert _verdict(_error(name, "it broke")) == ("fatal", "UNEXPECTED_ERROR")


def test_a_base_class_name_decides_when_the_class_says_nothing() -> None:
    """A subclass with no shape of its own is judged by its base's words."""
    base = type("UpstreamUnavailable", (Exception,), {"__module__": "somelib.errors"})
    exc = _error("Glitch42", "it broke", bases=(base,))
    assert _verdict(exc) == ("transient", "SERVICE_UNAVAILABLE")


def test_every_name_row_is_reachable() -> None:
    """Each row of the name table is the first match for its own sample name."""
    samples = [
        "QuotaGone", "InsufficientFunds", "ContextLengthExceeded", "ModerationBlocked",
        "ReadTimeout", "Throttled", "NonRetryable",
        "ServerBusy", "NoSpaceInZone", "OutOfMemory", "ReadOnly", "StaleElement", "WouldBlock",
        "ReleaseUnlockedLock", "Deadlock",
        "FrameDecoder",
        "HostKeyUnknown", "ConnectionLost",
        "Misconfigured", "InternalFault", "IllegalState", "BadReply", "LicenceMissing",
        "TokenExpired", "LoginFailed",
        "AccessDenied", "VmNotStopped", "AlreadyExists", "NotFound", "ParseFailure", "InvalidThing",
    ]  # fmt: skip
    rows = [token_row(name) for name in samples]
    assert rows == [row for _, row in NAME_TOKEN_SHAPES]


def test_a_status_beats_the_class_name() -> None:
    """A structural fact wins: a 404 named like a timeout is still a 404."""
    exc = _error("GatewayTimeoutish", "slow", status_code=404)
    assert _verdict(exc) == ("client", "HTTP_404")


def test_a_try_again_message_beats_the_class_name() -> None:
    """ "Try again later" wording is asked before the class name's words."""
    exc = _error("InvalidThing", "service busy, try again later")
    assert _verdict(exc)[0] == "transient"


@pytest.mark.parametrize(
    ("text", "category", "code"),
    [
        ("Insufficient balance on account 42", "business", "PAYMENT_DECLINED"),
        ("账户余额不足", "business", "PAYMENT_DECLINED"),
        ("残高不足です", "business", "PAYMENT_DECLINED"),
        ("saldo insuficiente", "business", "PAYMENT_DECLINED"),
        ("Недостаточно средств", "business", "PAYMENT_DECLINED"),
        ("solde insuffisant", "business", "PAYMENT_DECLINED"),
        ("Authentication failed for user bob", "client", "AUTHENTICATION_FAILED"),
        ("Invalid API key provided", "client", "AUTHENTICATION_FAILED"),
        ("认证失败", "client", "AUTHENTICATION_FAILED"),
        ("Authentifizierung fehlgeschlagen", "client", "AUTHENTICATION_FAILED"),
        ("Permission denied for table orders", "client", "PERMISSION_DENIED"),
        ("权限不足", "client", "PERMISSION_DENIED"),
        ("アクセスが拒否されました", "client", "PERMISSION_DENIED"),
        ("Zugriff verweigert", "client", "PERMISSION_DENIED"),
        ("Accès refusé", "client", "PERMISSION_DENIED"),
        ("acesso negado", "client", "PERMISSION_DENIED"),
        ("доступ запрещён", "client", "PERMISSION_DENIED"),
        ("erişim reddedildi", "client", "PERMISSION_DENIED"),
        ("ليس لديك صلاحية", "client", "PERMISSION_DENIED"),
        ("A user with this email already exists", "client", "ALREADY_EXISTS"),
        ("用户已存在", "client", "ALREADY_EXISTS"),
        ("既に存在します", "client", "ALREADY_EXISTS"),
        ("existe déjà", "client", "ALREADY_EXISTS"),
        ("ya existe", "client", "ALREADY_EXISTS"),
        ("уже существует", "client", "ALREADY_EXISTS"),
        ("पहले से मौजूद है", "client", "ALREADY_EXISTS"),
        ("Resource not found: order 42", "client", "NOT_FOUND"),
        ("订单不存在", "client", "NOT_FOUND"),
        ("見つかりません", "client", "NOT_FOUND"),
        ("Kunde nicht gefunden", "client", "NOT_FOUND"),
        ("introuvable", "client", "NOT_FOUND"),
        ("não encontrado", "client", "NOT_FOUND"),
        ("не найден", "client", "NOT_FOUND"),
        ("bulunamadı", "client", "NOT_FOUND"),
        ("không tìm thấy", "client", "NOT_FOUND"),
        ("no files found matching *.csv", "client", "NOT_FOUND"),
        ("required index state not present", "client", "NOT_FOUND"),
        ("unexpected token at line 3", "client", "MALFORMED_INPUT"),
        ("decode error in frame", "client", "MALFORMED_INPUT"),
        ("could not parse header", "client", "MALFORMED_INPUT"),
        ("corrupted archive", "client", "MALFORMED_INPUT"),
        ("this operation is not implemented", "fatal", "NOT_IMPLEMENTED"),
        ("feature not supported", "fatal", "NOT_IMPLEMENTED"),
        ("no space left on the volume", "fatal", "OUT_OF_SPACE"),
        ("out of memory storing object", "fatal", "OUT_OF_SPACE"),
        ("Invalid request: field 'email' is malformed", "client", "INVALID_REQUEST"),
        ("name must be at most 20 chars", "client", "INVALID_REQUEST"),
        ("参数错误", "client", "INVALID_REQUEST"),
        ("ungültige Eingabe", "client", "INVALID_REQUEST"),
        ("valor inválido", "client", "INVALID_REQUEST"),
        ("geçersiz değer", "client", "INVALID_REQUEST"),
        ("object too large", "client", "INVALID_REQUEST"),
        ("ongeldig", "client", "INVALID_REQUEST"),
    ],
)
def test_what_a_message_says_decides_last(text: str, category: str, code: str) -> None:
    """An unknown exception whose message says what went wrong gets that verdict."""
    assert _verdict(_error("Kerfuffle", text)) == (category, code)


def test_every_said_row_is_reachable() -> None:
    """Each row of the message table is the first match for its own sample text."""
    samples = [
        "insufficient funds", "out of stock", "nothing to commit", "moved to a new address",
        "authentication failed", "permission denied", "already exists", "directory not empty",
        "not a folder", "is a directory", "not found",
        "parse error", "expected one of: a, b", "query returned more than one row",
        "currency 'XTS' is not supported", "input format not supported", "not implemented",
        "disk full",
        "must be initialized before use",
        "invalid input",
    ]  # fmt: skip
    assert [said_kind(text) for text in samples] == [row for _, _, row in SAID_KINDS]


@pytest.mark.parametrize("text", ["invalid state for commit", "invalid response from server"])
def test_invalid_state_or_response_is_not_the_requests_fault(text: str) -> None:
    """A message blaming a state or a response is not read as a rejected request."""
    assert _verdict(_error("Kerfuffle", text))[0] != "client"


@pytest.mark.parametrize(
    "exc",
    [ValueError("service busy"), ValueError("not found anywhere"), ValueError("timed out")],
)
def test_a_value_error_stays_a_rejected_value(exc: BaseException) -> None:
    """Precision: a builtin ValueError is a rejected value whatever its words say."""
    assert _verdict(exc) == ("client", "INVALID_VALUE")


@pytest.mark.parametrize(
    ("error", "category", "code"),
    [
        ("temporarily_unavailable", "transient", "SERVICE_UNAVAILABLE"),
        ("slow_down", "transient", "THROTTLED"),
        ("authorization_pending", "transient", "TRY_AGAIN_LATER"),
        ("server_error", "transient", "SERVER_ERROR"),
        ("invalid_grant", "client", "AUTHENTICATION_FAILED"),
        ("access_denied", "client", "PERMISSION_DENIED"),
        ("expired_token", "client", "EXPIRED"),
    ],
)
def test_oauth_error_code_beats_a_default_status(error: str, category: str, code: str) -> None:
    """An OAuth ``error`` code decides, over the 400 such classes carry by default."""
    exc = _error("OAuth2Error", "oauth failed", error=error, status_code=400)
    assert _verdict(exc) == (category, code)


def test_an_unrelated_error_string_is_not_an_oauth_code() -> None:
    """A free-form ``error`` attribute is not read as an OAuth code."""
    exc = _error("Kerfuffle", "it broke", error="the flux capacitor")
    assert _verdict(exc) == ("fatal", "UNEXPECTED_ERROR")


@pytest.mark.parametrize("flag", ["is_retryable", "is_retriable", "temporary", "transient"])
def test_a_retry_flag_under_another_name_is_transient(flag: str) -> None:
    """A library's own "worth retrying" flag, under the names libraries use, is read."""
    assert _verdict(_error("Kerfuffle", "x", **{flag: True}))[0] == "transient"


@pytest.mark.parametrize(
    ("name", "value", "wanted"),
    [("retry_after", 7, 7.0), ("retry_delay", 2.5, 2.5), ("backoff", 0, 0.0)],
)
def test_a_wait_attribute_makes_an_unknown_exception_transient(
    name: str, value: float, wanted: float
) -> None:
    """An unknown exception carrying a wait in seconds asks to be retried after it."""
    info = classify(_error("Kerfuffle", "x", **{name: value}))
    assert (info.category.value, info.retry_after) == ("transient", wanted)


@pytest.mark.parametrize("value", [True, -3, float("nan"), "soon", None])
def test_an_unusable_wait_attribute_says_nothing(value: object) -> None:
    """A bool, a negative, NaN or a non-number is no wait."""
    assert _verdict(_error("Kerfuffle", "x", retry_after=value))[1] == "UNEXPECTED_ERROR"


def test_a_wait_attribute_joins_a_transient_name() -> None:
    """A transient class name takes the wait its exception carries."""
    info = classify(_error("ServerBusy", "x", retry_delay=4))
    assert (info.code, info.retry_after) == ("SERVICE_UNAVAILABLE", 4.0)


def _translated(name: str, inner: BaseException) -> BaseException:
    cls = type(name, (Exception,), {"__module__": "somelib.errors"})
    try:
        try:
            raise inner
        except LookupError:
            raise cls("member 'zz' not found in document") from None
    except Exception as exc:
        exc.__context__ = inner
        exc.__suppress_context__ = False
        return exc


@pytest.mark.parametrize("inner", [KeyError("zz"), IndexError("list index out of range")])
def test_a_library_exception_speaks_over_the_lookup_it_translated(inner: BaseException) -> None:
    """A library that caught a KeyError and raised its own "not found" is not a tool bug."""
    assert _verdict(_translated("PointerException", inner)) == ("client", "NOT_FOUND")


def test_a_library_key_error_subclass_is_read_by_its_name() -> None:
    """``ZoneInfoNotFoundError(KeyError)``-like: the library's name beats the builtin base."""
    exc = _error("ThingNotFoundError", "'Mars/Base'", bases=(KeyError,))
    assert _verdict(exc)[0] == "client"


def test_a_library_key_error_subclass_without_a_shape_stays_a_bug() -> None:
    """A KeyError subclass whose name says nothing is still a fatal bug."""
    exc = _error("Kerfuffle", "'total'", bases=(KeyError,))
    assert _verdict(exc)[0] == "fatal"


@pytest.mark.parametrize("delay", [5, 50, 3600])
def test_a_reset_time_counts_from_the_replys_date(delay: int) -> None:
    """``x-ratelimit-reset`` is read against the server's Date, not the local clock."""
    server_now = 1_900_000_000
    headers = {
        "Date": formatdate(server_now, usegmt=True),
        "X-RateLimit-Reset": str(server_now + delay),
    }
    assert retry_after_from_headers(headers) == pytest.approx(delay)


@pytest.mark.parametrize(
    ("attrs", "category", "code"),
    [
        ({"code": "object_not_found"}, "client", "NOT_FOUND"),
        ({"code": "rate_limited"}, "transient", "THROTTLED"),
        ({"error_code": "ResourceAlreadyExistsException"}, "client", "ALREADY_EXISTS"),
        ({"errorCode": "UNAUTHENTICATED"}, "client", "AUTHENTICATION_FAILED"),
        ({"reason": "backendError.serviceUnavailable"}, "transient", "SERVICE_UNAVAILABLE"),
        ({"code": "Neo.ClientError.Statement.SyntaxError"}, "client", "MALFORMED_INPUT"),
        ({"errors": [{"message": "m", "extensions": {"code": "BAD_USER_INPUT"}}]}, "client",
         "INVALID_REQUEST"),
        ({"errors": [{"message": "m", "extensions": {"code": "INTERNAL_SERVER_ERROR"}}]},
         "transient", "SERVICE_UNAVAILABLE"),
        ({"errors": ({"type": "RATE_LIMITED", "message": "slow"},)}, "transient", "THROTTLED"),
    ],
)  # fmt: skip
def test_an_error_code_string_is_read_by_its_words(
    attrs: dict[str, Any], category: str, code: str
) -> None:
    """A vendor's error code string (or a GraphQL error's) decides by its words."""
    assert _verdict(_error("Kerfuffle", "it broke", **attrs)) == (category, code)


@pytest.mark.parametrize(
    "attrs",
    [
        {"code": 42},
        {"code": "it went wrong somewhere"},
        {"reason": "the frobnicator sneezed"},
        {"errors": ["not a mapping"]},
        {"errors": [{"code": "E11000"}]},
    ],
)
def test_a_code_without_words_decides_nothing(attrs: dict[str, Any]) -> None:
    """A number, a sentence or a code with no tabled word is not read as an error code."""
    assert _verdict(_error("Kerfuffle", "x", **attrs)) == ("fatal", "UNEXPECTED_ERROR")


def test_a_timedelta_wait_is_read() -> None:
    """A wait kept as a timedelta is seconds too."""
    info = classify(_error("RetryAfter", "flood control", retry_after=timedelta(seconds=12)))
    assert (info.category.value, info.retry_after) == ("transient", 12.0)


@pytest.mark.parametrize(
    "text",
    [
        "net::ERR_CONNECTION_REFUSED at http://127.0.0.1:9/",
        "net::ERR_NAME_NOT_RESOLVED at https://x.invalid/",
        "page.goto: net::ERR_TIMED_OUT",
    ],
)
def test_a_browsers_network_error_is_transient(text: str) -> None:
    """Chromium's network error names in a message say the network failed, not the page."""
    assert _verdict(_error("Kerfuffle", text))[0] == "transient"


@pytest.mark.parametrize("pattern", [row[1] for row in SAID_KINDS])
@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_the_ascii_gate_never_hides_a_said_kind(pattern: str, data: st.DataObject) -> None:
    """Any text a message row matches is still read: the stems cover every alternative."""
    text = data.draw(st.from_regex(pattern, fullmatch=True))
    assume(len(text) <= 300 and text == text.lower())
    assert said_kind(text) is not None
