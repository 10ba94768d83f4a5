"""Failures a different input or a person fixes: an input the tool cannot read, a wrong path, a
spent prepaid account in any language, a thing not found in any language."""

from __future__ import annotations

import lzma
import sqlite3
from pathlib import Path

import pytest
import requests

from toolretry import classify
from toolretry.testing import FaultServer, Reply


def _raised(action: object) -> BaseException:
    try:
        action()  # type: ignore[operator]
    except Exception as exc:
        return exc
    raise AssertionError("did not raise")


def test_code_that_does_not_parse_is_the_callers() -> None:
    """compile() of code handed over: client SYNTAX_ERROR, fixed code passes."""
    info = classify(_raised(lambda: compile("def f(:\n  pass", "tool_input.py", "exec")))
    assert (info.category, info.code) == ("client", "SYNTAX_ERROR")


def test_sqlite_on_a_wrong_path_or_file_is_the_callers(tmp_path: Path) -> None:
    """A path that opens no database, a file that is not one: client, another path works."""
    missing = tmp_path / "no-such-folder" / "shop.db"
    text = tmp_path / "notes.db"
    text.write_text("plain text, not a database\n" * 100)

    def query(path: Path) -> object:
        with sqlite3.connect(path) as connection:
            return connection.execute("SELECT * FROM sqlite_master").fetchall()

    for path in (missing, text):
        assert classify(_raised(lambda path=path: query(path))).category == "client"


def test_an_input_in_a_format_the_tool_cannot_read_is_the_callers() -> None:
    """lzma's "Input format not supported by decoder": client UNSUPPORTED_FORMAT."""
    info = classify(_raised(lambda: lzma.decompress(b"this is not xz data at all")))
    assert (info.category, info.code) == ("client", "UNSUPPORTED_FORMAT")


@pytest.mark.parametrize(
    "message",
    [
        "Не знайдено місто одержувача «Київв»",
        "ไม่พบผู้รับ 0812345678",
        "Mottagaren hittades inte",
        "Modtageren blev ikke fundet",
        "Vastaanottajaa ei löytynyt",
        "Ο παραλήπτης δεν βρέθηκε",
        "הנמען לא נמצא",
        "گیرنده یافت نشد",
        "Destinatarul nu a fost găsit",
        "A címzett nem található",
    ],
)
def test_not_found_in_more_languages(message: str) -> None:
    """A thing not found, said in one of the added languages: client NOT_FOUND."""
    info = classify(RuntimeError(f"request failed [404001]: {message}"))
    assert (info.category, info.code) == ("client", "NOT_FOUND")


@pytest.mark.parametrize(
    "message",
    [
        "आपके खाते में SMS क्रेडिट समाप्त हो गया है। कृपया रिचार्ज करें।",
        "Tài khoản của bạn đã hết tín dụng",
        "เครดิตของคุณหมดแล้ว กรุณาเติมเงิน",
        "Kuota anda telah habis bulan ini",
        "نفد الرصيد، يرجى شحن الرصيد",
        "API kotanız aşıldı",
        "Pakiet SMS został wyczerpany",
        "Je tegoed is op",
        "Kvoten är slut för i dag",
        "Квоту вичерпано, поповніть баланс",
    ],
)
def test_a_spent_account_in_more_languages_is_fatal(
    fault_server: FaultServer, message: str
) -> None:
    """A 403 whose body says the prepaid credit or quota is spent: fatal QUOTA_EXHAUSTED."""
    fault_server.script("/send", Reply(403, json={"message": message}))
    response = requests.post(fault_server.url("/send"), timeout=5)
    with pytest.raises(requests.HTTPError) as caught:
        response.raise_for_status()
    info = classify(caught.value)
    assert (info.category, info.code) == ("fatal", "QUOTA_EXHAUSTED")


@pytest.mark.parametrize(
    "message",
    [
        "Ліміт запитів вичерпано, спробуйте пізніше",  # a rate limit, worded alike
        "Limit został wyczerpany, spróbuj ponownie za chwilę",
    ],
)
def test_a_bare_limit_exhausted_is_no_spent_account(message: str) -> None:
    """ "Limit exhausted" alone is how a rate limit is worded too: never fatal by these words."""
    assert classify(RuntimeError(message)).code != "QUOTA_EXHAUSTED"


def test_a_402_about_prepaid_credits_from_a_real_server_is_fatal(fault_server: FaultServer) -> None:
    """Brevo-like: 402 "You don't have enough credits to send this campaign" → a person
    tops the account up; no wait or other argument helps."""
    body = {"code": "not_enough_credits", "message": "You don't have enough credits to send."}
    fault_server.script("/campaigns", Reply(402, json=body))
    response = requests.post(fault_server.url("/campaigns"), timeout=5)
    with pytest.raises(requests.HTTPError) as caught:
        response.raise_for_status()
    info = classify(caught.value)
    assert (info.category, info.code, info.status_code) == ("fatal", "QUOTA_EXHAUSTED", 402)


def test_one_input_over_the_plans_size_is_the_callers() -> None:
    """A file over the plan's size limit: a smaller file passes now, so not a spent quota."""
    exc = ValueError(
        "File size too large. Got 104857600. Maximum is 10485760. Upgrade your plan to enjoy "
        "higher limits."
    )
    assert classify(exc).category == "client"
    spent = RuntimeError("Monthly upload quota exceeded. Upgrade your plan.")
    assert classify(spent).code == "QUOTA_EXHAUSTED"
