"""The number that ends a clause a PIN's name opens (``pin_in_clause``)."""

from __future__ import annotations

import pytest

from toolretry.redact import REDACTED, RedactionPolicy, redact

HIDDEN = [
    # (words a language puts between the name and its number: possessives, adjectives, an
    # owner, a copula)
    ("Nambari ya PIN yako mpya ya kadi ya benki ni 774120.", "774120"),
    ("PIN ya kadi yako mpya ya benki ni 5129", "5129"),
    ("PIN kaadi kee haaraan kun 70412 dha.", "70412"),
    ("Isang beses na MPIN para sa iyong bagong account ay 480173.", "480173"),
    ("O seu PIN do cartão de crédito novo é 90124, não o partilhe.", "90124"),
    ("Il PIN della tua nuova carta di debito è 66301.", "66301"),
    ("Twój nowy PIN do karty płatniczej to 88214.", "88214"),
    ("Je nieuwe PIN voor de betaalpas van de bank is 30551.", "30551"),
    ("Votre nouveau code confidentiel de carte bancaire est 7714.", "7714"),
    ("Ihre mTAN für die Überweisung von 250 EUR an Stadtkasse lautet 401877.", "401877"),
    ("Your chipTAN for the transfer to the landlord is 918273", "918273"),
    ("Телефонный TPIN для входа в банк: 66012", "66012"),
    # (a password's name with its ending glued on, then the digits)
    ("Yeni kartınızın şifresi 318840. Kimseyle paylaşmayın.", "318840"),
    ("$ bankctl login --pin 99120433 --account main", "99120433"),
]

KEPT = [
    "PIN blocked for card ending in 4412.",
    "PIN pad firmware updated to build 20241.",
    "Password changed successfully, request 974402.",
    "Şifreniz değiştirildi, başvuru no 21514149.",
    "PIN sent to 0912•••4567.",
    "Stan Getz and the tango orchestra, 1962 and 55123.",
    "the mapping for 48812 failed",
    "NIP 5265877635 (Polish tax id) on the invoice.",
    "PIN length must be between 4 and 12 digits, attempts 3.",
    "TAN list 12 of 100 used.",
]


@pytest.mark.parametrize(("text", "number"), HIDDEN)
def test_the_number_ending_a_pin_clause_is_hidden(text: str, number: str) -> None:
    out = redact(text)
    assert number not in out
    assert REDACTED in out


@pytest.mark.parametrize("text", KEPT)
def test_numbers_other_things_own_stay(text: str) -> None:
    assert redact(text) == text


def test_the_row_can_be_switched_off() -> None:
    text = "Code PIN na yo ya sika ezali 132905"
    assert "132905" not in redact(text)
    # (the code word opening it announces the code too: that row is switched off with it)
    policy = RedactionPolicy().without_rules("pin_in_clause", "announced_code")
    assert "132905" in policy.redact(text)


OWNED = [
    # (a number a noun owns right before it, in the languages that name a PIN so: an
    # account's, a phone's, a cash machine's)
    "PIN anda telah diubah untuk rekening 5512890.",
    "El PIN se ha enviado al número 61234567.",
    "Su PIN fue bloqueado en el cajero 4471.",
    "PIN mpya imetumwa kwa simu 0712345678.",
    "Votre code confidentiel a été envoyé au 0612345678.",
]


@pytest.mark.parametrize("text", OWNED)
def test_a_number_its_owner_names_stays_in_any_language(text: str) -> None:
    assert RedactionPolicy().without_rules("pin_digits").redact(text) == text
