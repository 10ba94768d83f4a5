"""Wording decides only where nothing structural did: "try again later" in several languages,
and quota or billing wording over a 429."""

from __future__ import annotations

import pytest
import requests
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from toolretry import ClientError, ErrorCategory, classify
from toolretry.classify._edit_signals import _EDIT_SUBJECT, mentions_edit
from toolretry.classify._text_signals import QUOTA_WORDING, TRANSIENT_WORDING, worded
from toolretry.testing import FaultServer, Reply

TRANSIENT, CLIENT, FATAL = ErrorCategory.TRANSIENT, ErrorCategory.CLIENT, ErrorCategory.FATAL


@pytest.mark.parametrize(
    "text",
    [
        "upstream is temporarily overloaded",
        "Please retry later.",
        "服务器繁忙，请稍后重试",
        "接口调用超时",
        "ただいま混雑しております",
        "일시적으로 서비스를 이용할 수 없습니다",
        "Bitte später noch einmal versuchen",
        "Le service est temporairement indisponible",
        "El servidor está sobrecargado",
        "Tente novamente mais tarde",
        "Hệ thống quá tải, vui lòng thử lại sau",
        "İstek zaman aşımına uğradı, daha sonra tekrar deneyin",
        "Serwer przeciążony, spróbuj ponownie później",
        "Dienst tijdelijk niet beschikbaar",
        "Server sedang sibuk, coba lagi nanti",
        "Muitas requisições em pouco tempo",
    ],
)
def test_try_again_later_in_many_languages_is_transient(text: str) -> None:
    """A plain exception whose message says to come back later is retried."""
    info = classify(RuntimeError(text))
    assert (info.category, info.code) == (TRANSIENT, "TRY_AGAIN_LATER")


@pytest.mark.parametrize(
    "text", ["订单号格式不正确", "the frobnicator sneezed", "Der Kunde hat angerufen"]
)
def test_other_wording_decides_nothing(text: str) -> None:
    """Without a tabled phrase the message leaves the exception unknown."""
    assert classify(RuntimeError(text)).code == "UNEXPECTED_ERROR"


def test_a_structural_fact_beats_wording() -> None:
    """A ToolError's own category wins over "try again later" in its message."""
    info = classify(ClientError("bad coupon, try again later with another"))
    assert info.category is CLIENT


def test_wording_is_read_only_after_the_chain_had_no_fact() -> None:
    """A wrapper's "service busy" text yields to the timeout it chains explicitly."""
    try:
        try:
            raise TimeoutError("read timed out")
        except TimeoutError as inner:
            raise RuntimeError("service busy") from inner
    except RuntimeError as outer:
        info = classify(outer)
    assert info.code == "TIMEOUT"


@pytest.mark.parametrize(
    "body",
    [
        {"error": {"message": "Daily request limit reached for this key"}},
        {"message": "You have used your monthly quota. Upgrade your plan."},
        {"error": {"message": "Billing is disabled for this project"}},
        {"msg": "今日调用额度已用完"},
    ],
)
def test_quota_wording_beats_a_429(fault_server: FaultServer, body: object) -> None:
    """A 429 whose body says a daily/monthly quota or billing is spent is fatal, no wait."""
    fault_server.script("/q", Reply(429, json=body, headers={"Retry-After": "30"}))
    with pytest.raises(requests.HTTPError) as raised:
        requests.get(fault_server.url("/q"), timeout=5).raise_for_status()
    info = classify(raised.value)
    assert (info.category, info.code, info.retry_after) == (FATAL, "QUOTA_EXHAUSTED", None)


@pytest.mark.parametrize(
    "text",
    [
        "Daily quota exceeded for this key",
        "Cuota diaria excedida",
        "Cota mensal esgotada para esta conta",
        "Quota giornaliera superata",
        "Quota journalier dépassé",
        "Tageskontingent aufgebraucht",
        "Превышен суточный лимит запросов",
        "1日の上限に達しました",
        "일일 할당량을 초과했습니다",
    ],
)
def test_quota_wording_in_a_plain_text_429_body(fault_server: FaultServer, text: str) -> None:
    """A 429 whose plain-text body says a daily or monthly quota is spent is fatal, no wait."""
    fault_server.script(
        "/q", Reply(429, body=text, headers={"Retry-After": "30", "Content-Type": "text/plain"})
    )
    with pytest.raises(requests.HTTPError) as raised:
        requests.get(fault_server.url("/q"), timeout=5).raise_for_status()
    info = classify(raised.value)
    assert (info.category, info.code, info.retry_after) == (FATAL, "QUOTA_EXHAUSTED", None)


@pytest.mark.parametrize("text", ["Slow down a little", "Too many requests", "<html>busy</html>"])
def test_a_plain_text_429_without_quota_words_waits(fault_server: FaultServer, text: str) -> None:
    """A plain-text 429 body that names no spent quota leaves the rate limit's wait standing."""
    fault_server.script("/q", Reply(429, body=text, headers={"Retry-After": "30"}))
    with pytest.raises(requests.HTTPError) as raised:
        requests.get(fault_server.url("/q"), timeout=5).raise_for_status()
    info = classify(raised.value)
    assert (info.category, info.retry_after) == (TRANSIENT, 30.0)


def test_a_per_minute_limit_still_waits(fault_server: FaultServer) -> None:
    """ "Requests per minute" is a rate limit, not a spent quota."""
    body = {"error": {"message": "Limit of 60 requests per minute exceeded"}}
    fault_server.script("/q", Reply(429, json=body, headers={"Retry-After": "30"}))
    with pytest.raises(requests.HTTPError) as raised:
        requests.get(fault_server.url("/q"), timeout=5).raise_for_status()
    info = classify(raised.value)
    assert (info.category, info.retry_after) == (TRANSIENT, 30.0)


@pytest.mark.parametrize(
    ("status", "body", "category", "code"),
    [
        (400, {"error": {"code": "TooManyRequestsException"}}, TRANSIENT, "THROTTLED"),
        (403, {"error": {"errors": [{"reason": "quotaExceeded"}]}}, FATAL, "QUOTA_EXHAUSTED"),
        (
            400,
            {"error": {"code": "insufficient_funds"}},
            ErrorCategory.BUSINESS,
            "PAYMENT_DECLINED",
        ),
        (503, {"Code": "SlowDown"}, TRANSIENT, "HTTP_503"),
    ],
    ids=["400-throttle", "403-quota", "400-funds", "503-agrees"],
)
def test_vendor_code_shapes(
    fault_server: FaultServer, status: int, body: object, category: ErrorCategory, code: str
) -> None:
    """A vendor code's shape outranks its status when they disagree; else the status names it."""
    fault_server.script("/v", Reply(status, json=body))
    with pytest.raises(requests.HTTPError) as raised:
        requests.get(fault_server.url("/v"), timeout=5).raise_for_status()
    info = classify(raised.value)
    assert (info.category, info.code) == (category, code)


@pytest.mark.parametrize(
    ("status", "headers"),
    [
        (403, {"Retry-After": "20"}),
        (400, {"Retry-After": "20"}),
        (403, {"x-ratelimit-remaining": "0", "Retry-After": "20"}),
    ],
)
def test_a_client_status_announcing_a_wait_is_a_rate_limit(
    fault_server: FaultServer, status: int, headers: dict[str, str]
) -> None:
    """A 403/400 with Retry-After (GitHub's secondary limits) is THROTTLED and waits."""
    fault_server.script("/g", Reply(status, json={"message": "slow down"}, headers=headers))
    with pytest.raises(requests.HTTPError) as raised:
        requests.get(fault_server.url("/g"), timeout=5).raise_for_status()
    info = classify(raised.value)
    assert (info.category, info.code, info.retry_after) == (TRANSIENT, "THROTTLED", 20.0)


def test_a_spent_rate_limit_window_is_a_rate_limit(fault_server: FaultServer) -> None:
    """x-ratelimit-remaining: 0 on a 403 says the window is spent, not that access is denied."""
    fault_server.script("/g", Reply(403, json={}, headers={"x-ratelimit-remaining": "0"}))
    with pytest.raises(requests.HTTPError) as raised:
        requests.get(fault_server.url("/g"), timeout=5).raise_for_status()
    assert classify(raised.value).code == "THROTTLED"


@pytest.mark.parametrize("status", [404, 401, 422])
def test_a_retry_after_does_not_change_a_missing_resource(
    fault_server: FaultServer, status: int
) -> None:
    """A 404, 401 or 422 stays what it is, whatever Retry-After says."""
    fault_server.script("/g", Reply(status, json={}, headers={"Retry-After": "5"}))
    with pytest.raises(requests.HTTPError) as raised:
        requests.get(fault_server.url("/g"), timeout=5).raise_for_status()
    assert classify(raised.value).category is CLIENT


@pytest.mark.parametrize(
    "body", [{"retry_after": 2.5}, {"error": {"retryAfter": "2.5"}}, {"retry_after_seconds": 2.5}]
)
def test_a_wait_in_the_error_body_is_read(fault_server: FaultServer, body: object) -> None:
    """A 429 without headers but with a retry_after in its body waits that long."""
    fault_server.script("/w", Reply(429, json=body))
    with pytest.raises(requests.HTTPError) as raised:
        requests.get(fault_server.url("/w"), timeout=5).raise_for_status()
    assert classify(raised.value).retry_after == 2.5


def test_a_capitalised_vendor_code_is_read(fault_server: FaultServer) -> None:
    """{"Code": "Throttling.Api"} on a 400 (Aliyun's shape) is a throttle."""
    fault_server.script("/a", Reply(400, json={"Code": "Throttling.Api", "Message": "flow"}))
    with pytest.raises(requests.HTTPError) as raised:
        requests.get(fault_server.url("/a"), timeout=5).raise_for_status()
    assert classify(raised.value).code == "THROTTLED"


@pytest.mark.parametrize(
    "text",
    ["Riprova più tardi", "Попробуйте позже", "Zeitüberschreitung beim Lesen", "限流中"],
    ids=["it", "ru", "de-timeout", "zh-throttle"],
)
def test_the_added_languages_and_kinds(text: str) -> None:
    """Italian and Russian, timeouts and throttling are tabled too."""
    assert classify(RuntimeError(text)).category is TRANSIENT


@pytest.mark.parametrize(
    "pattern",
    [row[1] for row in (*TRANSIENT_WORDING, *QUOTA_WORDING)],
    ids=[f"{row[0]}-{i}" for i, row in enumerate((*TRANSIENT_WORDING, *QUOTA_WORDING))],
)
@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_the_ascii_gate_never_hides_a_tabled_phrase(pattern: str, data: st.DataObject) -> None:
    """Any text a wording row matches is still read: the stems cover every alternative."""
    text = data.draw(st.from_regex(pattern, fullmatch=True))
    assume(len(text) <= 300 and text == text.lower())
    assert worded(text) is not None


@settings(max_examples=200, deadline=None)
@given(text=st.from_regex(_EDIT_SUBJECT, fullmatch=True))
def test_the_edit_gate_never_hides_an_edit_subject(text: str) -> None:
    """Any text naming an edit's old text passes the cheap first look."""
    assert mentions_edit(text)
