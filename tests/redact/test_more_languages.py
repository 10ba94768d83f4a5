"""Credential words of more languages, in the text and as key names: a key, a secret or a token
word (by its stem, so its other cases and articles too) before a generated value, and the
catalogs' password words before a password (strings of languages the dev set does not use)."""

from __future__ import annotations

import pytest

from toolretry.redact import REDACTED, is_secret_name, redact

_KEY = "Qm9vb3Rz4kL7pX2vN8wR3tY6uZ1aB5cD"
_PASSWORD = "Tq7#vLm2x9Pz"


@pytest.mark.parametrize(
    "template",
    [
        "Грешка: API клуч {v} не е валиден",  # Macedonian
        "Ката: API ачкычы {v} жараксыз",  # Kyrgyz, a possessive ending
        "Алдаа: API түлхүүрийн утга {v} буруу",  # Mongolian, a genitive
        "Mearachd: iuchair API {v} mì-dhligheach",  # Scottish Gaelic
        "Fazi: alc'hwez API {v} direizh",  # Breton
        "Żball: iċ-ċavetta tal-API {v} mhix valida",  # Maltese, the article glued on
        "Villa: lykilin {v} er ógildur",  # Faroese, a definite ending
        "Fel: klientens hemlighet är {v}",  # Swedish
        "Fejl: hemmeligheden {v} er udløbet",  # Danish, a definite ending
        "Virhe: asiakkaan salaisuuden {v} tarkistus epäonnistui",  # Finnish, a genitive
        "Hiba: titkos kulcs = {v}",  # Hungarian
        "Помилка: таємницею {v} не вдалося підписати запит",  # Ukrainian, instrumental
        "Mali: ang lihim ng kliyente ay {v}",  # Tagalog
        "Ralat: rahsia klien {v} tidak sah",  # Malay
        "Kesalahan: rahasianya {v} kedaluwarsa",  # Indonesian, a possessive
        "Klaida: žetonu {v} nepavyko prisijungti",  # Lithuanian, an instrumental
    ],
)
def test_a_key_secret_or_token_word_of_another_language_hides_its_value(template: str) -> None:
    """A generated value after another language's word for a key, a secret or a token is hidden,
    whatever case ending or article the word carries."""
    out = redact(template.format(v=_KEY))
    assert _KEY[:8] not in out, out
    assert REDACTED in out


@pytest.mark.parametrize(
    "template",
    [
        "Eraro: pasvorto {v} ne validas",  # Esperanto
        "Fejl ved login: kodeord {v} afvist",  # Danish, the catalogs' word
        "Iphutha: iphasiwedi {v} ayilungile",  # Zulu
        "שגיאה: ססמה {v} שגויה",  # Hebrew, the catalogs' spelling
        "Kesalahan: kecap sandi {v} salah",  # Sundanese
        "Хата: серсүз {v} дөрес түгел",  # Tatar
        "Hitilafu: nywila {v} si sahihi",  # Swahili
        "Fazi: ger-tremen {v} direizh",  # Breton
    ],
)
def test_a_catalog_password_word_hides_its_password_in_text(template: str) -> None:
    """The words the machine's catalogs translate "Password" to name a password in a message too,
    not only as a key name."""
    out = redact(template.format(v=_PASSWORD))
    assert _PASSWORD not in out, out
    assert REDACTED in out


@pytest.mark.parametrize(
    "name", ["rahasia_klien", "titkos", "hemmelighet", "kliendi_salajane", "таємниця", "нууц"]
)
def test_a_secret_word_of_another_language_names_a_secret_key(name: str) -> None:
    """An argument named by another language's word for a secret is a secret."""
    assert is_secret_name(name)


@pytest.mark.parametrize(
    "text",
    [
        "Salata: the salad bar order 7f3a9c2e1b8d4f6a0c5e is ready",
        "Tajemnica handlowa: umowa nr 2026/11/4471 podpisana",
        "Fehler: Kontrakt KX-2026-0042 abgelaufen",
        "Virhe: tiedosto /var/lib/salainen/raportti.txt puuttuu",
        "Šifra greške: 0x80070005 pri pokretanju",
    ],
)
def test_ordinary_words_and_paths_stay(text: str) -> None:
    """Words near the new stems, ids that are not generated-looking and paths are kept."""
    assert redact(text) == text
