"""A code that opens an SMS after its sender's label (`ACMEBK: 380958 is your OTP`), a short
access code of letters (`Access code: gZCgqLpo`), the codes of what a code opens (a lockbox, a
padlock, a keypad, an alarm, a garage)."""

from __future__ import annotations

import pytest

from toolretry.redact import REDACTED, redact


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("VM-AXISBK: 551204 is your one time password. Do not share.", "551204"),
        ("> Fwd SMS from HDFCBK: 730118 is the OTP for your card", "730118"),
        ("JD-ICICIB: 4417 is your card PIN", "4417"),
        ("Access code: gZCgqLpo — required to open the document", "gZCgqLpo"),
        ("Your entry code is k7Qx2m", "k7Qx2m"),
        ("Zugangscode: Tw9pLa2", "Tw9pLa2"),
        ("DESCRIPTION:Lockbox code 864530", "864530"),
        ("padlock code: 4071", "4071"),
        ("garage keypad code 93120 (changed weekly)", "93120"),
        ("alarm code 7731 entered at 02:14", "7731"),
        # (a recovery code's groups after the code word's ending stay a code, not a word)
        ("Yedek kurtarma kodunuz: 4821 7730", "4821 7730"),
        ("código de recuperación 5518 0326 (sin usar)", "5518 0326"),
    ],
)
def test_the_code_is_hidden(text: str, secret: str) -> None:
    out = redact(text)
    assert secret not in out
    assert REDACTED in out


@pytest.mark.parametrize(
    "text",
    [
        # a label's number with no verb and name right after it
        "Ticket: 4412 was opened about your OTP",
        "Invoice 88120: 4412 is the order number, not your PIN",
        "From ACME: 2026 is your year",
        # words and names after an access code's name
        "Access code: required",
        "access code: Invalid",
        "Access code: NotFound",
        "access code: OpenDoor",
        "exit code 137 after login",
    ],
)
def test_a_label_s_number_or_a_word_stays(text: str) -> None:
    assert redact(text) == text
