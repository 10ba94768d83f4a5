"""Shapes unseen clients share: a bare number that is no HTTP status, waits behind properties
or a wrapped HTTP error, an SDK's JSON body kept as text, a failed command's stderr, error
constants under ``name``, more languages, stock/nothing-to-do/moved wording, and a status no
registry defines."""

from __future__ import annotations

import warnings
from datetime import timedelta

import pytest
import requests

from toolretry import ErrorCategory, classify
from toolretry.classify._text_signals import worded
from toolretry.testing import FaultServer, Reply

TRANSIENT, CLIENT = ErrorCategory.TRANSIENT, ErrorCategory.CLIENT
BUSINESS, FATAL = ErrorCategory.BUSINESS, ErrorCategory.FATAL


class Kerfuffle(Exception):
    """An exception of no known client, whose class name says nothing."""

    def __init__(self, message: str, **attributes: object) -> None:
        super().__init__(message)
        for name, value in attributes.items():
            setattr(self, name, value)


@pytest.mark.parametrize(
    ("attribute", "value"),
    [("status", 128), ("status", 1), ("code", 202), ("code", 159), ("code", 252),
     ("code", 497), ("status", 499), ("code", 301)],
)  # fmt: skip
def test_a_bare_number_without_http_evidence_is_no_status(attribute: str, value: int) -> None:
    """An exit status or a vendor's numeric code under ``status``/``code`` is no HTTP status."""
    info = classify(Kerfuffle("the operation stopped", **{attribute: value}))
    assert (info.status_code, info.code.startswith("HTTP_")) == (None, False)


@pytest.mark.parametrize(
    ("attributes", "status"),
    [
        ({"status": 503}, 503),
        ({"code": 404}, 404),
        ({"status": 418, "headers": {"Content-Type": "text/plain"}}, 418),
        ({"code": 499, "url": "http://127.0.0.1:9/x"}, 499),
        ({"status": 302, "request": object()}, 302),
    ],
)
def test_a_bare_number_with_http_evidence_is_a_status(
    attributes: dict[str, object], status: int
) -> None:
    """A registered 4xx/5xx, or any status beside headers/url/request, is read as HTTP."""
    assert classify(Kerfuffle("refused", **attributes)).status_code == status


class HttpLikeError(Exception):
    """An exception whose class name says it speaks HTTP."""

    def __init__(self, code: int) -> None:
        super().__init__("refused")
        self.code = code


@pytest.mark.parametrize("code", [418, 444, 460])
def test_an_http_class_name_is_evidence(code: int) -> None:
    """The word "http" in the class name makes an unregistered bare code a status."""
    assert classify(HttpLikeError(code)).status_code == code


class SlottedWait(Exception):
    """A wait kept in a slot behind a public property, as python-telegram-bot keeps it."""

    __slots__ = ("_wait",)

    def __init__(self, wait: int | float | timedelta) -> None:
        super().__init__("flood control")
        self._wait = wait

    @property
    def retry_after(self) -> int | float | timedelta:
        warnings.warn("retry_after will become a timedelta", DeprecationWarning, stacklevel=2)
        return self._wait


@pytest.mark.parametrize(
    ("wait", "seconds"),
    [(5, 5.0), (0.25, 0.25), (timedelta(seconds=7), 7.0), (timedelta(minutes=1), 60.0)],
)
def test_a_wait_behind_a_public_property_is_read(
    wait: int | float | timedelta, seconds: float
) -> None:
    """A ``retry_after`` property (int, float or timedelta) becomes the wait."""
    info = classify(SlottedWait(wait))
    assert (info.category, info.retry_after) == (TRANSIENT, seconds)


def test_reading_a_wait_property_warns_nobody() -> None:
    """The property's deprecation notice is toolretry's business, not the user's."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        classify(SlottedWait(3))
    assert caught == []


class WrappedServerError(Exception):
    """A transport wrapper keeping only the status of the HTTP error it was raised from."""

    def __init__(self, message: str, code: int) -> None:
        super().__init__(message)
        self.code = code


@pytest.mark.parametrize(
    ("status", "header", "seconds"), [(503, "3", 3.0), (429, "12", 12.0), (502, "0", 0.0)]
)
def test_the_wait_of_a_wrapped_http_error_is_read(
    fault_server: FaultServer, status: int, header: str, seconds: float
) -> None:
    """A wrapper raised from requests' HTTPError gets the Retry-After of the wrapped reply."""
    fault_server.script("/w", Reply(status, headers={"Retry-After": header}))
    try:
        try:
            requests.get(fault_server.url("/w"), timeout=5).raise_for_status()
        except requests.HTTPError as exc:
            raise WrappedServerError(str(exc), status) from exc
    except WrappedServerError as wrapped:
        info = classify(wrapped)
    assert (info.category, info.status_code, info.retry_after) == (TRANSIENT, status, seconds)


@pytest.mark.parametrize(
    "body",
    [
        '{"message": "Your daily request quota is used up"}',
        '  {"error": {"message": "Billing is disabled for this project"}}',
        '{"detail": "Out of credits: upgrade your plan"}',
    ],
)
def test_a_json_body_kept_as_text_is_read(body: str) -> None:
    """An SDK's error body kept as JSON text decides a quota over its 429."""
    info = classify(Kerfuffle("API error occurred", status_code=429, body=body))
    assert (info.category, info.code) == (FATAL, "QUOTA_EXHAUSTED")


@pytest.mark.parametrize("body", ["<html>busy</html>", '{"message": "slow down"', "[]"])
def test_a_body_text_that_is_no_json_object_leaves_the_429(body: str) -> None:
    """Text that is no JSON object says nothing: the 429 waits."""
    assert classify(Kerfuffle("API error", status_code=429, body=body)).code == "HTTP_429"


_LONG_COMMAND = "tool run --config " + "/very/long/path/segment" * 12


@pytest.mark.parametrize(
    ("stderr", "category"),
    [
        ("fatal: unable to access host: Could not resolve host: mirror.example", TRANSIENT),
        ("error: The requested URL returned error: 502", TRANSIENT),
        ("fatal: remote branch 'release/9' not found", CLIENT),
        ("nothing to update, the working copy is clean", CLIENT),
    ],
)
def test_a_failed_commands_stderr_is_read(stderr: str, category: ErrorCategory) -> None:
    """The reason in a failed command's ``stderr`` counts even behind a long command line."""
    exc = Kerfuffle(f"command failed: {_LONG_COMMAND}\n  stderr: {stderr}", stderr=stderr)
    assert classify(exc).category is category


@pytest.mark.parametrize(
    ("name", "category"),
    [("TOO_MANY_SESSIONS", TRANSIENT), ("TABLE_NOT_FOUND", CLIENT), ("QUOTA_EXCEEDED", FATAL)],
)
def test_an_error_constant_under_name_is_read(name: str, category: ErrorCategory) -> None:
    """A ``name`` in the shape of an error constant is read by its words."""
    assert classify(Kerfuffle("server said no", name=name)).category is category


@pytest.mark.parametrize("name", ["orders", "TooManyThings", "Widget_Store", "queue-7"])
def test_any_other_name_says_nothing(name: str) -> None:
    """A ``name`` naming a thing decides nothing."""
    assert classify(Kerfuffle("server said no", name=name)).code == "UNEXPECTED_ERROR"


@pytest.mark.parametrize(
    "text",
    [
        "เซิร์ฟเวอร์ไม่ว่าง โปรดลองใหม่ภายหลัง",
        "Забагато запитів, спробуйте ще раз пізніше",
        "Услугата е временно недостъпна",
        "Poslužitelj je preopterećen, pokušajte ponovno kasnije",
        "Превише захтева",
        "Preveč zahtev, poskusite znova kasneje",
        "Služba je dočasně nedostupná",
        "Príliš veľa požiadaviek, skúste to neskôr",
        "Prea multe cereri. Încercați din nou mai târziu.",
        "A szerver túlterhelt, próbálja újra később",
        "För många förfrågningar",
        "Tjenesten er midlertidigt utilgængelig",
        "For mange forespørsler, prøv igjen senere",
        "Liian monta pyyntöä, yritä myöhemmin uudelleen",
        "Teenus on ajutiselt kättesaamatu, proovige hiljem uuesti",
        "Per daug užklausų, bandykite vėliau",
        "Pārāk daudz pieprasījumu, mēģiniet vēlāk",
        "Πάρα πολλά αιτήματα",
        "יותר מדי בקשות, נסה שוב מאוחר יותר",
        "تعداد درخواست‌ها بیش از حد است",
        "سرور مصروف ہے، براہ کرم بعد میں دوبارہ کوشش کریں",
        "সার্ভার ব্যস্ত, পরে আবার চেষ্টা করুন",
        "சேவையகம் பிஸியாக உள்ளது, பின்னர் முயற்சிக்கவும்",
        "Jaribu tena baadaye",
        "Sila cuba lagi kemudian",
        "Pakisubukang muli mamaya",
        "Torneu-ho a provar més tard",
        "too many concurrent requests for this account",
        "maximum number of clients reached",
        "publish rate exceeded on topic",
    ],
)
def test_waiting_wording_in_more_languages_is_transient(text: str) -> None:
    """Try again later, busy, overloaded, too many requests: transient in each language."""
    assert classify(Kerfuffle(text)).category is TRANSIENT


@pytest.mark.parametrize(
    "text",
    [
        "Uppdateringen sparades",
        "Файл збережено",
        "Η παραγγελία ολοκληρώθηκε",
        "ההזמנה נשלחה",
        "سفارش ثبت شد",
        "Comanda a fost trimisă",
        "A rendelés elkészült",
        "Tilaus vastaanotettu",
        "Objednávka byla odeslána",
        "the exchange rate was updated",
        "maximum value is 10",
        "connection established to the primary",
        "Ilipokelewa, asante",
        "Heslo je špatné, zkuste to znovu",
        "Väärä salasana, yritä uudelleen",
        "Vale parool, proovige uuesti",
    ],
)
def test_innocent_text_in_those_languages_says_nothing(text: str) -> None:
    """Ordinary sentences, and a bare "try again" after a refusal, are no "wait" wording."""
    assert worded(text) is None


@pytest.mark.parametrize(
    ("text", "category", "code"),
    [
        ("Insufficient stock for SKU 88", BUSINESS, "OUT_OF_STOCK"),
        ("That size is out of stock", BUSINESS, "OUT_OF_STOCK"),
        ("only 3 units left in stock", BUSINESS, "OUT_OF_STOCK"),
        ("Nothing to push", CLIENT, "NOTHING_TO_DO"),
        ("no changes were made", CLIENT, "NOTHING_TO_DO"),
        ("The bucket has moved permanently to another region", CLIENT, "MOVED"),
        ("Channel was migrated to a new id: 77", CLIENT, "MOVED"),
        ("branch 'x' did not match any known ref", CLIENT, "NOT_FOUND"),
        ("session token not valid", CLIENT, "INVALID_REQUEST"),
    ],
)
def test_stock_nothing_to_do_and_moved_wording(
    text: str, category: ErrorCategory, code: str
) -> None:
    """Stock, nothing-to-do, moved, unmatched and not-valid messages say what went wrong."""
    info = classify(Kerfuffle(text))
    assert (info.category, info.code) == (category, code)


@pytest.mark.parametrize(
    ("status", "message", "category"),
    [
        (498, "Capacity exceeded. Please try again later.", TRANSIENT),
        (460, "Server is overloaded", TRANSIENT),
        (498, "Invalid token", CLIENT),
        (400, "Please try again later", CLIENT),
        (404, "temporarily unavailable", CLIENT),
    ],
)
def test_an_unregistered_status_lets_the_body_decide(
    status: int, message: str, category: ErrorCategory
) -> None:
    """A status no registry defines gives way to "try again later"; a registered one does not."""
    exc = Kerfuffle("API error", status_code=status, json_body={"error": {"message": message}})
    assert classify(exc).category is category
