"""A recovery code's or a product key's groups, whatever language names them."""

from __future__ import annotations

import pytest

from toolretry.redact import redact

HIDDEN = [
    ("Códigos de respaldo: 3fa9-07bc-e2d1-9a64", "3fa9-07bc-e2d1-9a64"),
    ("Weka misimbo hii mahali salama — 0b7e-c4a2-19f8-d35c", "0b7e-c4a2-19f8-d35c"),
    ("복구 코드: 5D2A-E81F-0C9B-47A3", "5D2A-E81F-0C9B-47A3"),
    ("Windows activation: 7KQ2M-R9XT4-WB3HV-6PN8C-Y2JDF", "7KQ2M-R9XT4-WB3HV-6PN8C-Y2JDF"),
    ("Ключ продукта QX7R2-M9KP4-T3VZ8-H6WN1-B5YC0 принят", "QX7R2-M9KP4-T3VZ8-H6WN1-B5YC0"),
    ("backup: 9c4e-2b7a-f01d-6e83-a5b2-4c19 (one use each)", "9c4e-2b7a-f01d-6e83-a5b2-4c19"),
]

KEPT = [
    "Solar site resource id 4c1e-8a2d-0f9b-7e63 produced 6.4 kWh",
    "device serial: A1B2-C3D4-E5F6-A7B8 offline",
    "request 6f1c2a9e-4b3d-4e5f-9a1b-2c3d4e5f6a7b failed",
    "MAC 00-1A-2B-3C-4D-5E is offline",
    "card 4111-1111-1111-1111 declined",
    "labels: CAFE-BABE-DEAD-BEEF",
    "build #2f1e-09ab-c3d4-e5f6 published",
]


@pytest.mark.parametrize(("text", "code"), HIDDEN)
def test_groups_of_a_code_or_a_key_are_hidden(text: str, code: str) -> None:
    assert code not in redact(text)


@pytest.mark.parametrize("text", KEPT)
def test_groups_an_id_names_or_that_hold_one_kind_of_character_stay(text: str) -> None:
    assert redact(text) == text
