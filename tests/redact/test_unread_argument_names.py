"""A tool argument whose name has no English word the vocabulary reads: a PIN's, a passphrase's,
a password's or a UUID's shape is hidden there; under a name that reads, the value stays."""

from __future__ import annotations

import pytest

from toolretry.redact import REDACTED, RedactionPolicy
from toolretry.redact._unread_names import unread_name

_POLICY = RedactionPolicy()


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("mfunguoSiri", "48201937"),
        ("nambari_ya_siri", "4821"),
        ("tupuna_kupu", "kauri rimu totara manuka"),
        ("sandiRahasia", "pohon-kelapa-sawah-gunung"),
        ("gizliSoz", "Qe7.tRm2xWv"),
        ("jelszoKod", "Zpq!rTw9Lm"),
        ("ключ_доступа", "4c2f8e1a-9b7d-4e3f-a6c5-0d1e2f3a4b5c"),
        ("ñandutí_ñe'ẽ", "yvoty ka'aguy ysyry"),
        ("hasło_do_sejfu", "oak-birch-willow"),
    ],
)
def test_a_secrets_shape_under_an_unread_name_is_hidden(name: str, value: str) -> None:
    assert unread_name(name)
    assert _POLICY.redact_params({name: value})[name] == REDACTED


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("zip", "28013"),
        ("zipcode", "94107"),
        ("postalCode", "75001"),
        ("codigo_postal", "28013"),
        ("year", "2026"),
        ("order_number", "48213344"),
        ("flightNumber", "1234"),
        ("query", "cheap flights paris rome"),
        ("searchTerm", "red running shoes"),
        ("city", "saint-jean-de-luz"),
        ("title", "quarterly sales report draft"),
        ("q", "kauri rimu totara manuka"),
        ("n", "48201937"),
        ("arg2", "4821"),
        ("project_uuid", "4c2f8e1a-9b7d-4e3f-a6c5-0d1e2f3a4b5c"),
    ],
)
def test_a_value_under_a_name_that_reads_or_says_too_little_stays(name: str, value: str) -> None:
    assert _POLICY.redact_params({name: value})[name] == value


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("ciudad", "Madrid"),
        ("anzahl", "drei"),
        ("mfunguoSiri_label", "Ndege Nyumbani"),
        ("kelma", "x"),
    ],
)
def test_other_shapes_under_an_unread_name_stay(name: str, value: str) -> None:
    """A place's name, a word, a value too short: no secret's shape, whatever the name."""
    assert _POLICY.redact_params({name: value})[name] == value


def test_the_vocabulary_reads_english_names_of_many_domains() -> None:
    read = [
        "customer_email", "invoiceNumber", "departure_airport", "sku", "page_size", "locale",
        "temperature", "building", "seat", "player_name", "recipe", "latitude", "patientId",
    ]  # fmt: skip
    assert [name for name in read if unread_name(name)] == []
