"""What a refusal's words say beyond its status: a payment refused behind any 4xx, a refusal
that says when it ends, the familiar "try again later", a per-day count, action-rate vendor
codes, a 424, and a command's errno text above its own trace."""

from __future__ import annotations

import subprocess
import sys
from typing import Any

import httpx
import pytest
import requests

from toolretry import ErrorCategory, classify
from toolretry.testing import FaultServer, Reply

TRANSIENT, CLIENT, FATAL = ErrorCategory.TRANSIENT, ErrorCategory.CLIENT, ErrorCategory.FATAL
BUSINESS = ErrorCategory.BUSINESS


class GatewayError(Exception):
    """An exception of no known client, whose message alone can decide."""


def _http_error(fetch: Any, server: FaultServer, status: int, body: dict[str, Any]) -> Exception:
    server.script("/pay", Reply(status, json=body))
    response = fetch(server.url("/pay"), timeout=5)
    try:
        response.raise_for_status()
    except Exception as exc:
        return exc
    raise AssertionError("the status did not raise")


REFUSED_PAYMENTS = [
    "Card was declined by the issuer",
    "transaction rejected: do not honour",
    "Die Karte wurde abgelehnt",
    "Zahlung abgelehnt",
    "Paiement refusé par la banque",
    "La tarjeta fue rechazada",
    "Pago declinado, use otro medio",
    "Cartão recusado pelo emissor",
    "Pagamento rifiutato",
    "Платёж отклонён банком",
    "Ödeme reddedildi",
    "Płatność została odrzucona",
    "Betaling is geweigerd",
    "Pembayaran ditolak oleh bank",
    "Giao dịch bị từ chối",
    "お客様のカードは拒否されました",
    "카드 결제가 거절되었습니다",
    "交易被拒绝，请更换银行卡",
]


@pytest.mark.parametrize("message", REFUSED_PAYMENTS)
def test_a_refused_payment_in_words_is_business(message: str) -> None:
    """A payment or card refused, in any tabled language, is the domain's answer."""
    info = classify(GatewayError(message))
    assert (info.category, info.code) == (BUSINESS, "PAYMENT_DECLINED")


@pytest.mark.parametrize("fetch", [requests.get, httpx.get], ids=["requests", "httpx"])
@pytest.mark.parametrize("status", [400, 403, 409, 422])
@pytest.mark.parametrize("message", REFUSED_PAYMENTS[::4])
def test_a_refused_payment_behind_a_4xx_is_business(
    fault_server: FaultServer, fetch: Any, status: int, message: str
) -> None:
    """Whatever 4xx a processor chose, a body saying the payment was refused is an answer."""
    exc = _http_error(fetch, fault_server, status, {"error": {"message": message}})
    assert classify(exc).category is BUSINESS


@pytest.mark.parametrize("status", [401, 429])
def test_credentials_and_pace_keep_their_status(fault_server: FaultServer, status: int) -> None:
    """A 401 or a 429 stays what its status says, whatever the body's words."""
    body = {"message": "payment declined: the key was revoked, try again in 30 seconds"}
    info = classify(_http_error(requests.get, fault_server, status, body))
    assert info.category is (CLIENT if status == 401 else TRANSIENT)


@pytest.mark.parametrize(
    ("message", "seconds"),
    [
        ("You must wait 45 seconds after deleting a topic before you can create it again", 45),
        ("Too many sign-in attempts. Try again in 4 minutes.", 240),
        ("export already running; retry in 2 minutes", 120),
        ("Bitte in 30 Sekunden erneut versuchen", 30),
    ],
)
@pytest.mark.parametrize("status", [400, 403, 409])
def test_a_refusal_that_says_when_it_ends_is_a_wait(
    fault_server: FaultServer, message: str, seconds: float, status: int
) -> None:
    """A 4xx whose body tells a wait is transient, with that wait as retry_after."""
    info = classify(_http_error(requests.get, fault_server, status, {"message": message}))
    assert (info.category, info.retry_after) == (TRANSIENT, seconds)


@pytest.mark.parametrize(
    "message",
    ["invalid field: amount must be positive", "the export timed out after 30 seconds"],
)
def test_a_refusal_without_a_told_wait_stays_client(
    fault_server: FaultServer, message: str
) -> None:
    """A duration that is not a wait (or none at all) leaves a 400 the caller's to fix."""
    info = classify(_http_error(requests.get, fault_server, 400, {"message": message}))
    assert (info.category, info.retry_after) == (CLIENT, None)


@pytest.mark.parametrize(
    "message",
    [
        "Servicio saturado, intenta de nuevo más tarde",
        "Por favor, inténtalo otra vez más tarde",
        "Vuelve a intentarlo más tarde",
        "Has superado el límite de peticiones por minuto",
        "Servizio occupato, riprovi più tardi",
        "Hai raggiunto il limite di richieste",
        "Tenta de novo mais tarde",
        "Limite de requisições atingido",
        "Limite de requêtes atteinte pour cette clé",
        "Anfrage-Limit überschritten",
    ],
)
def test_familiar_and_formal_waiting_wording_is_transient(message: str) -> None:
    """ "Try again later" in either form of address, or a request limit, is transient."""
    assert classify(GatewayError(message)).category is TRANSIENT


@pytest.mark.parametrize(
    "message",
    [
        "하루 요청 가능 횟수를 초과했습니다",
        "이번 달 사용 한도를 초과했습니다",
        "일일 발송 한도가 초과되었습니다",
    ],
)
def test_a_per_day_or_month_count_in_korean_is_a_spent_quota(message: str) -> None:
    """A Korean daily or monthly count or limit exceeded is a quota a person must raise."""
    info = classify(GatewayError(message))
    assert (info.category, info.code) == (FATAL, "QUOTA_EXHAUSTED")


@pytest.mark.parametrize(
    ("code", "category"),
    [
        ("TooManyUpdates", TRANSIENT),
        ("too_many_concurrent_calls", TRANSIENT),
        ("TooManyWrites", TRANSIENT),
        ("ConcurrentModificationException", TRANSIENT),
        ("concurrent_update", TRANSIENT),
        ("TooManyTags", CLIENT),
        ("TooManyBuckets", CLIENT),
        ("ExceedMaxDailySendCount", FATAL),
        ("DAILY_COUNT_EXCEEDED", FATAL),
    ],
)
def test_a_vendor_code_behind_a_400_speaks_by_its_shape(
    fault_server: FaultServer, code: str, category: ErrorCategory
) -> None:
    """Too many of an action or another writer first is a wait; too many things is not."""
    body = {"error": {"code": code, "message": "the request was refused"}}
    assert classify(_http_error(requests.get, fault_server, 400, body)).category is category


def test_a_failed_dependency_is_transient(fault_server: FaultServer) -> None:
    """A 424: what the request depended on failed on the server's side."""
    body = {"message": "The request failed during processing"}
    assert classify(_http_error(httpx.get, fault_server, 424, body)).category is TRANSIENT


@pytest.mark.parametrize(
    "first_line",
    [
        "couldn't open socket: connection refused",
        "fetch failed: Connection timed out",
        "Verbindungsaufbau abgelehnt",
    ],
)
def test_a_command_errno_text_above_its_trace_is_transient(first_line: str) -> None:
    """A script dying with an errno's text on top and its own trace below may pass later."""
    trace = "\n".join(f"    invoked from within frame {n}" for n in range(12))
    script = f"import sys; sys.stderr.write({first_line + chr(10) + trace!r}); sys.exit(1)"
    with pytest.raises(subprocess.CalledProcessError) as raised:
        subprocess.run([sys.executable, "-c", script], check=True, capture_output=True, text=True)
    assert classify(raised.value).category is TRANSIENT


def test_a_command_trace_without_an_errno_stays_the_callers() -> None:
    """The same trace under a plain usage error is still the command's to fix."""
    trace = "\n".join(f"    invoked from within frame {n}" for n in range(12))
    text = 'wrong # args: should be "socket host port"\n' + trace
    script = f"import sys; sys.stderr.write({text!r}); sys.exit(1)"
    with pytest.raises(subprocess.CalledProcessError) as raised:
        subprocess.run([sys.executable, "-c", script], check=True, capture_output=True, text=True)
    assert classify(raised.value).category is CLIENT


@pytest.mark.parametrize(
    "message",
    [
        "speech_model 'nano-x' is not supported in this region",
        'Currency "XTS" is not supported',
        "unsupported locale: tlh-KX",
        "Unsupported model for this endpoint",
    ],
)
def test_an_unsupported_value_is_the_callers_to_change(message: str) -> None:
    """A value the caller passed that is not supported: another value works."""
    info = classify(GatewayError(message))
    assert (info.category, info.code) == (CLIENT, "UNSUPPORTED_VALUE")


@pytest.mark.parametrize(
    "message", ["streaming is not supported by this transport", "operation not supported"]
)
def test_an_unsupported_feature_stays_a_missing_feature(message: str) -> None:
    """A feature the tool or library lacks is for a person, not another argument."""
    assert classify(GatewayError(message)).code == "NOT_IMPLEMENTED"


def _named(name: str, message: str = "it failed") -> Exception:
    return type(name, (Exception,), {"__module__": "somelib.locks"})(message)


@pytest.mark.parametrize(
    ("name", "category", "code"),
    [
        ("ReleaseUnlockedLock", FATAL, "LOCK_NOT_HELD"),
        ("LockNotOwnedError", FATAL, "LOCK_NOT_HELD"),
        ("QuorumNotReached", TRANSIENT, "SERVICE_UNAVAILABLE"),
        ("QuorumLost", TRANSIENT, "SERVICE_UNAVAILABLE"),
        ("TooManyConcurrentRequests", TRANSIENT, "THROTTLED"),
        ("TooManyWriteOperations", TRANSIENT, "THROTTLED"),
    ],
)
def test_lock_quorum_and_pace_names(name: str, category: ErrorCategory, code: str) -> None:
    """A lock not held is a bug; a quorum not reached and too many actions pass."""
    info = classify(_named(name))
    assert (info.category, info.code) == (category, code)


@pytest.mark.parametrize("name", ["TooManyExtensions", "TooManyTags", "TooManyRedirects"])
def test_too_many_things_is_no_rate_limit(name: str) -> None:
    """Too many of a thing is a fixed cap: no wait lifts it."""
    assert classify(_named(name)).category is not TRANSIENT


def test_the_stdlib_release_of_an_unlocked_lock_is_a_bug() -> None:
    """threading's own "release unlocked lock" is the tool's error, never waited out."""
    import threading

    with pytest.raises(RuntimeError) as raised:
        threading.Lock().release()
    assert classify(raised.value).category is not TRANSIENT


@pytest.mark.parametrize("reset", ["4", "13", "3600"])
def test_a_reset_in_seconds_left_is_a_wait(fault_server: FaultServer, reset: str) -> None:
    """An X-RateLimit-Reset the size of a delay (Datadog, Reddit) is the seconds to wait."""
    fault_server.script("/r", Reply(429, json={}, headers={"X-RateLimit-Reset": reset}))
    with pytest.raises(requests.HTTPError) as raised:
        requests.get(fault_server.url("/r"), timeout=5).raise_for_status()
    assert classify(raised.value, max_retry_after=7200).retry_after == float(reset)


def test_an_error_list_body_is_read_by_its_first_error(fault_server: FaultServer) -> None:
    """A body that is a list of error objects ({"errorCode", "message"}) is read as one."""
    body = [{"errorCode": "UNABLE_TO_LOCK_ROW", "message": "unable to obtain exclusive access"}]
    fault_server.script("/r", Reply(400, json=body))
    with pytest.raises(requests.HTTPError) as raised:
        requests.get(fault_server.url("/r"), timeout=5).raise_for_status()
    info = classify(raised.value)
    assert (info.category, info.details.get("error_code")) == (TRANSIENT, "UNABLE_TO_LOCK_ROW")


def test_multiple_choices_is_the_callers_to_narrow(fault_server: FaultServer) -> None:
    """A 300 raised as an error: the request named several things; name one."""
    fault_server.script("/r", Reply(300, json=[{"id": 1}, {"id": 2}]))
    with pytest.raises(httpx.HTTPStatusError) as raised:
        httpx.get(fault_server.url("/r"), timeout=5).raise_for_status()
    assert classify(raised.value).category is CLIENT


@pytest.mark.parametrize(
    "message",
    [
        "(#17) User request limit reached",
        "Calls to this endpoint have exceeded the rate limit for this app",
        "per-user rate limit hit, slow down",
        "Request throttled by the edge",
    ],
)
@pytest.mark.parametrize("status", [400, 403])
def test_a_named_rate_limit_behind_a_400_or_403_is_a_throttle(
    fault_server: FaultServer, message: str, status: int
) -> None:
    """A refusal whose body names a rate limit reached is transient, not a request to fix."""
    body = {"error": {"message": message, "type": "OAuthException", "code": 17}}
    info = classify(_http_error(httpx.get, fault_server, status, body))
    assert (info.category, info.code) == (TRANSIENT, "THROTTLED")


@pytest.mark.parametrize("message", ["invalid timeout value: -3", "rate must be a positive number"])
def test_a_400_that_mentions_time_or_rate_stays_the_callers(
    fault_server: FaultServer, message: str
) -> None:
    """Words about a timeout or a rate in a rejected argument are no throttle."""
    info = classify(_http_error(requests.get, fault_server, 400, {"message": message}))
    assert info.category is CLIENT


@pytest.mark.parametrize("wrapper", ["ResponseMetadata", "Response"])
@pytest.mark.parametrize(
    ("code", "category"),
    [("InsufficientBalance", BUSINESS), ("RequestLimitExceeded", TRANSIENT)],
)
def test_an_error_held_under_the_replys_metadata_is_read(
    fault_server: FaultServer, wrapper: str, code: str, category: ErrorCategory
) -> None:
    """`{"ResponseMetadata": {"Error": {"Code": …}}}` (and `Response.Error`) gives its code."""
    body = {wrapper: {"RequestId": "r-1", "Error": {"Code": code, "Message": "refused"}}}
    info = classify(_http_error(requests.get, fault_server, 403, body))
    assert (info.category, info.details.get("error_code")) == (category, code)


@pytest.mark.parametrize(
    "message",
    [
        "Kontingent für Speicher ausgeschöpft",
        "Ihr Kontingent an Servern ist erschöpft",
    ],
)
def test_a_german_quota_with_words_between_is_spent(message: str) -> None:
    """`Kontingent … ausgeschöpft`, words between, is a quota a person must raise."""
    info = classify(GatewayError(message))
    assert (info.category, info.code) == (FATAL, "QUOTA_EXHAUSTED")


@pytest.mark.parametrize("message", ["参数校验失败：prompt 不能为空", "字段 name 不可为空"])
def test_chinese_validation_wording_is_the_callers(message: str) -> None:
    """ "Validation failed" and "cannot be empty" in Chinese reject the input."""
    assert classify(GatewayError(message)).category is CLIENT
