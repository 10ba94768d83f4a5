"""An access code after a code word that a word for access, entry, login or unlocking
qualifies, in languages the dev set does not use; error, exit and status codes stay."""

from __future__ import annotations

import pytest

from toolretry.redact import REDACTED, redact


@pytest.mark.parametrize(
    "text",
    [
        "Code d'accès : 482913 refusé",  # French
        "Nieprawidłowy kod dostępu 482193",  # Polish
        "Chybný přístupový kód 58213",  # Czech
        "Virheellinen pääsykoodi 482190",  # Finnish
        "Ongeldige toegangscode 55821",  # Dutch
        "Неверный код доступа: 482913",  # Russian
        "Hatalı erişim kodu 5821",  # Turkish
        "Cod mynediad anghywir: 482913",  # Welsh
        "Nepareizs piekļuves kods 482913",  # Latvian
        "Neteisingas prieigos kodas 482913",  # Lithuanian
        "Hibás hozzáférési kód: 482913",  # Hungarian
        "Codice di accesso 482913 non valido",  # Italian
        "Código de acesso «482913» inválido",  # Portuguese
        "Door code 4821 rejected by the lock",  # English
        "unlock code: 90812231",
    ],
)
def test_an_access_code_is_hidden(text: str) -> None:
    """The digits after a code word qualified by access, entry, login or unlocking are hidden."""
    out = redact(text)
    assert REDACTED in out, out
    assert not any(run in out for run in ("482913", "482193", "58213", "482190", "55821"))


@pytest.mark.parametrize(
    "text",
    [
        "access denied, error code 80070005",
        "login failed: exit code 1370",
        "Kod błędu 40312 podczas logowania",
        "HTTP status code 4031 for /access",
        "decoder failed at offset 123456 of the login page",
        "access code expires on 2026-12-04",
    ],
)
def test_other_codes_and_numbers_stay(text: str) -> None:
    """An error, exit or status code, an offset and a date stay where access is named."""
    assert redact(text) == text
