"""The normalising views (a secret behind an escape, an entity, a quoted-printable or percent
code, invisible characters or base64 of a document is found in a decoded copy and hidden where
it stands) and password names bent by their language's grammar."""

from __future__ import annotations

import base64
import json

import pytest

from toolretry.redact import REDACTED, redact
from toolretry.redact._views import (
    hidden_base64,
    hidden_places,
    hide_encoded,
    may_hide_encoded,
)


def _u(text: str) -> str:
    return "".join(f"\\u{ord(c):04x}" for c in text)


def _entities(text: str) -> str:
    return "".join(f"&#{ord(c)};" for c in text)


# --- escapes and entities ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # a name in another script, written by `json.dumps(ensure_ascii=True)`
        ('{"' + _u("lösenord") + '": "Vk3#mPq9xZ"}', "Vk3#mPq9xZ"),
        ('{"' + _u("비밀번호") + '":"Qe7!rT2wYu"}', "Qe7!rT2wYu"),
        # an English name escaped letter by letter, and escaped twice (`\\u0074`)
        ("cfg: " + _u("passwd") + "=Lm4$Hy8kPw (line 3)", "Lm4$Hy8kPw"),
        ('{"' + _u("token").replace("\\", "\\\\") + '": "aZ3kQ9pL2mX8vB4nR7tW1yC6"}',
         "aZ3kQ9pL2mX8vB4nR7tW1yC6"),
        # `\xHH` of C and JavaScript
        ("init('client\\x5fsecret', 'Hq82mZkP0aLw3nRt5yVb7cXd')", "Hq82mZkP0aLw3nRt5yVb7cXd"),
        # HTML numeric entities, hexadecimal ones, and named ones as the separator
        ("<b>" + _entities("pass") + "word</b>=Zr6^Tk1uWq", "Zr6^Tk1uWq"),
        ("&#x61;pi_key: Wb5nQ2xK8mZ4rT7yL1pC9vD3", "Wb5nQ2xK8mZ4rT7yL1pC9vD3"),
        ("Kennwort&colon; Pf3!kW9zQa (abgelehnt)", "Pf3!kW9zQa"),
        # an entity inside the value: the escaped form is hidden whole
        ("password = Ab3&#35;kLm&#33;92Qz", "Ab3&#35;kLm&#33;92Qz"),
        # encoded twice: `&amp;#...;` and `%25..`
        ("&amp;#112;assword: Xu8*Lo2pWn", "Xu8*Lo2pWn"),
        ("q=%2570assword%253DWe4@Rt7yUi", "We4@Rt7yUi"),
    ],
)  # fmt: skip
def test_a_name_behind_an_escape_is_read_in_the_decoded_view(text: str, secret: str) -> None:
    """A credential's name or value written with escapes or entities is found and hidden."""
    out = redact(text)
    assert secret not in out
    assert secret[:8] not in out
    assert REDACTED in out


def test_the_escapes_around_a_hidden_value_stay_as_they_were() -> None:
    """Only the value's characters are replaced: the escaped name keeps its escapes."""
    name = _u("contraseña")
    assert redact(f'{{"{name}": "Tq5!wE8rYz", "n": 2}}') == f'{{"{name}": "{REDACTED}", "n": 2}}'


def test_quoted_printable_joins_a_value_its_soft_break_cut() -> None:
    """A `=` at a line's end continues the line: the value's second half is hidden too."""
    value = "Nc7dK2pQ9wZ4xL8mV1bT6rY3hG5jF0sA"
    text = f"X-Mailer: ops\n\nrefresh_token=3D{value[:20]}=\n{value[20:]}\n-- \nsupport"
    out = redact(text)
    assert value[:8] not in out
    assert value[-8:] not in out
    assert out.endswith("\n-- \nsupport")


def test_invisible_characters_inside_a_name_are_read_through() -> None:
    """A zero-width space or soft hyphen in a pasted name does not hide it."""
    for name in ("pass\u200bword", "api\u00ad_key", "to\u2060ken"):
        out = redact(f"rejected: {name} = Rb8#nM3qLz7vK2pW")
        assert "Rb8#nM3q" not in out, name


# --- base64 documents ---------------------------------------------------------------------------


def test_a_base64_json_document_holding_a_secret_is_hidden_whole() -> None:
    """A document in base64 (a registry's auth file, a service account) is redacted as text."""
    doc = json.dumps({"registry": "r.example", "secret": "Kd82jQmZ0pLx4nTw7yVb3cRs"})
    blob = base64.b64encode(doc.encode()).decode()
    assert redact(f"decode failed for {blob} (field .auth)") == (
        f"decode failed for {REDACTED} (field .auth)"
    )


def test_a_wrapped_base64_part_is_read_across_its_lines() -> None:
    """A MIME part wrapped at 60 columns is one document."""
    doc = json.dumps({"kind": "creds", "password": "Hw4!pZ9rKe", "user": "svc-build", "n": 1})
    blob = base64.b64encode(doc.encode()).decode()
    wrapped = "\n".join(blob[i : i + 60] for i in range(0, len(blob), 60))
    out = redact(f"Content-Transfer-Encoding: base64\n\n{wrapped}\n--b1--")
    assert all(line not in out for line in wrapped.splitlines())
    assert out.endswith("--b1--")


@pytest.mark.parametrize(
    "doc",
    [
        {"page": 4, "order": "created_at desc"},
        {"cursor": 1882, "token_count": 512, "model": "small"},
        {"kind": "shipment", "id": "SHP-20261204-77"},
    ],
)
def test_a_base64_document_without_a_secret_stays(doc: dict[str, object]) -> None:
    """Base64 of a document that holds no secret (a cursor, a page state) is not hidden."""
    blob = base64.b64encode(json.dumps(doc).encode()).decode()
    text = f"invalid pagination state {blob} (limit 50)"
    assert hidden_base64(text, redact) == []


def test_random_bytes_in_base64_are_not_decoded_as_text() -> None:
    """A base64 run of random bytes (a key, a hash) is not a document: the view leaves it."""
    blob = base64.b64encode(bytes(range(7, 250, 7))).decode()
    assert hidden_base64(f"digest {blob} (sha256 base64)", redact) == []


# --- what the views leave, and what they cost ---------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "GET /search?q=caf%C3%A9&page=2 returned 500 (trace 4bf92f3577b34da6a3ce929d0e0e4736)",
        "&lt;token&gt; expected at line 12, got &lt;EOF&gt;",
        '{"\\u540d\\u524d": "sato", "\\u72b6\\u614b": "locked"}',
        "sha256&equals;9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08 mismatch",
        "Content-Transfer-Encoding: quoted-printable\n\ntotal=3D 12.50 EUR, order=3D7781",
        "commit&nbsp;1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b not found",
    ],
)
def test_escaped_text_without_a_secret_stays(text: str) -> None:
    """Escapes and entities around ordinary facts change nothing."""
    assert redact(text) == text


def test_a_text_without_escapes_is_not_decoded() -> None:
    """The cheap test: a text with no escape, entity, code or base64 word skips the views."""
    assert not may_hide_encoded("The requested resource could not be found; try again later.")
    assert not may_hide_encoded("order ORD-7 failed for customer 550e8400 (status 503)")
    assert may_hide_encoded("name \\u0070")
    assert may_hide_encoded("a &#112; b")


def test_the_views_map_each_hidden_span_to_its_escapes() -> None:
    """The places returned cover the escapes a hidden value was decoded from, no more."""
    value = _u("Wx9!kP2mQz")
    text = f"password: {value} (denied)"
    places, whole = hidden_places(text, redact)
    assert whole is None
    assert [text[start:end] for start, end in places] == [value]
    assert hide_encoded(text, redact) == f"password: {REDACTED} (denied)"


# --- names bent by their grammar ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("Virhe: salasanalla Jq7!mW3xRt ei voi kirjautua", "Jq7!mW3xRt"),  # Finnish, adessive
        ("Hiba: a jelszót Gz4.pT8nLk nem fogadta el", "Gz4.pT8nLk"),  # Hungarian, accusative
        ("Не удалось войти: пароля Hv2*kQ9wZe нет в базе", "Hv2*kQ9wZe"),  # Russian, genitive
        ("Błąd: hasła Rn6^yU1oPa nie rozpoznano", "Rn6^yU1oPa"),  # Polish, genitive
        ("Fel: lösenordet Bw3%xK7mQs godtogs inte", "Bw3%xK7mQs"),  # Swedish, definite
        ("Feil: passordet Pm5~nE2rTz er utløpt", "Pm5~nE2rTz"),  # Norwegian, definite
        ("Hata: kullanıcının parolası Ke8!vB3nWq yanlış", "Ke8!vB3nWq"),  # Turkish, possessive
        ("오류: 비밀번호는 Tx6^qL9mZr 입니다", "Tx6^qL9mZr"),  # Korean, topic particle
    ],
)
def test_a_password_name_its_grammar_bent_is_still_its_name(text: str, secret: str) -> None:
    """A case ending, a definite article or a particle glued to a password's name."""
    assert secret not in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "Salasanan vaihto epäonnistui käyttäjälle ana (pyyntö 48213)",
        "Lösenordet har gått ut för ana@example.se (ärende 5521)",
        "Passwords must be at least 12 characters (policy PWD-STRONG)",
        "Ошибка: вход с паролем для admin запрещён политикой LDAP-42",
    ],
)
def test_a_bent_name_before_ordinary_words_hides_nothing(text: str) -> None:
    """After a bent name only a value shaped like a password is taken."""
    assert redact(text) == text


def test_a_gzipped_document_in_base64_is_read_as_text() -> None:
    """gzip, then base64 (a release's stored state): inflated, bounded, and read as text."""
    import gzip

    doc = json.dumps({"chart": "api", "values": {"db": {"password": "Qh5#vL2nWe"}}})
    blob = base64.b64encode(gzip.compress(doc.encode())).decode()
    assert redact(f"release state {blob} is corrupt") == f"release state {REDACTED} is corrupt"
