"""Secrets placed where a message speaks of credentials in any language, in typed declarations,
before the words that name them, behind a base64 marker, and as a PIN's digits; and the
innocent text around each kept."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from toolretry.redact import redact
from toolretry.redact._look import _holds_word

R = "[REDACTED]"


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("la password del database di collaudo è Tq4!mZx8Lw, non diffonderla", "Tq4!mZx8Lw"),
        ("hasło do serwera kopii zapasowych to Wp7#kLq2Zm", "Wp7#kLq2Zm"),
        ("het wachtwoord van de testomgeving is nu Hz5$pQw9Lk", "Hz5$pQw9Lk"),
        ("Die Zugangsdaten lauten: deploy / Ys3%vNb8Qc", "Ys3%vNb8Qc"),
        ("credenciales del servidor: backup / Jm6^tRz2Wq", "Jm6^tRz2Wq"),
        ("сменил пароль для почты, теперь Lk9*wPz3Qm", "Lk9*wPz3Qm"),
        ("ログイン情報 ops Zq2~mXp7Wk を共有します", "Zq2~mXp7Wk"),
        ("changed the pw for grafana, now Vb8&kQz3Lm", "Vb8&kQz3Lm"),
    ],
)
def test_password_shaped_word_where_a_message_speaks_of_credentials(text: str, secret: str) -> None:
    """A word no prose writes (a mark inside mixed letters and digits) is hidden wherever a
    message names a password, credentials or a login, in any language, with words between."""
    assert secret not in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "la password deve contenere almeno 12 caratteri (es. lettere e numeri)",
        "Zugangsdaten für C++17 fehlen im Build von libfoo-2.3",
        "hasło wygasło: zmień je w panelu (Ctrl+Alt+Del)",
        "ログイン画面の URL は https://acme.example/login?next=/home です",
    ],
)
def test_credential_words_alone_keep_their_message(text: str) -> None:
    """A message that names a password but holds no password-shaped word comes back whole."""
    assert redact(text) == text


def test_identifier_label_never_keeps_a_password_marked_value() -> None:
    """An identifier's label keeps an id, but not a value with a password's mark inside."""
    assert "Kq9~zLm2Vx" not in redact("identifiants : compta / Kq9~zLm2Vx")
    assert redact("identifiant de ressource : res-8842-abc") == (
        "identifiant de ressource : res-8842-abc"
    )


@pytest.mark.parametrize(
    "token",
    [
        # a JWS whose payload is not JSON (detached or binary), and a JWE's five segments
        "eyJhbGciOiJFUzI1NiJ9.q8Zk3LmW9pX2vT5nR7yB4cD6.Hf2Kq9Lm3Zx8Wv5Tn7Rp4Yb6Cd1Gs0",
        "eyJhbGciOiJSU0EtT0FFUCIsImVuYyI6IkEyNTZHQ00ifQ.OKOawDo13gRp2ojaHV7LFpZcgV7T6DVZKTyKOMTYU"
        "mKoTCVJRgckCL9kiMT03JGe.48V1_ALb6US04U3b.5eym8TW_c8SuK0ltJ3rpYIzOeDQz7TALvtu6UG9oMo4vpz"
        "s9tX_EFShS8iB7j6ji.XFBoMYUZodetZdvTiFvSkQ",
    ],
)
def test_any_jose_compact_token_is_hidden(token: str) -> None:
    """A compact JWS or JWE is hidden whatever its payload holds."""
    assert (
        redact(f"row 7: 'ana@acme.io',{token},2026-12-04") == f"row 7: 'ana@acme.io',{R},2026-12-04"
    )


def test_python2_text_literals_are_unquoted_like_bytes() -> None:
    """An old repr's `u'…'` value is hidden inside its quotes, as a bytes literal's is."""
    text = "bad credentials {u'secret_key': u'Zm8kQ2pLx7Wv4Tn9Rb3Yc6'}"
    assert redact(text) == f"bad credentials {{u'secret_key': u'{R}'}}"


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        ('    api_key: str = "Zm8kQ2pLx7Wv4Tn9"', f'    api_key: str = "{R}"'),
        (
            'def connect(password: Optional[str] = "Lq8zT2mWx9"):',
            f'def connect(password: Optional[str] = "{R}"):',
        ),
        ("    token: str | None = 'Hz5pQw9Lk3Xy7'", f"    token: str | None = '{R}'"),
        ('  static SECRET: &str = "Ys3vNb8QcK4m";', f'  static SECRET: &str = "{R}";'),
        ('val dbPassword: String? = "Vb8kQz3LmP"', f'val dbPassword: String? = "{R}"'),
    ],
)
def test_typed_declaration_hides_the_value_not_the_type(text: str, wanted: str) -> None:
    """In `name: Type = value` (Python, Rust, TypeScript, Kotlin) the value after `=` is hidden
    and the type kept."""
    assert redact(text) == wanted


def test_a_pair_after_a_label_is_no_declaration() -> None:
    """`label: name=value` is a pair after a label, not a type: nothing public is lost."""
    text = "flags: auth: token_type=Bearer expires_in=3600 scope=read"
    assert redact(text) == text


@pytest.mark.parametrize(
    "text",
    [
        '"Xb7Kq2Lm9PzW4vT8nR5yC3dF" is not a valid API key for this project',
        "«Xb7Kq2Lm9PzW4vT8nR5yC3dF» no es una clave válida",
        "Xb7Kq2Lm9PzW4vT8nR5yC3dF — недействительный ключ доступа",
        "Xb7Kq2Lm9PzW4vT8nR5yC3dF ist kein gültiger Schlüssel",
        "usa Xb7Kq2Lm9PzW4vT8nR5yC3dF come chiave di prova",
    ],
)
def test_random_run_a_few_words_before_a_key_name(text: str) -> None:
    """A run of upper, lower case and digits, a few words before a key's or token's name, is
    the key."""
    assert "Xb7Kq2Lm9PzW4vT8nR5yC3dF" not in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "order_8f2c1a9e4b7d3f60 is not a valid API key format",
        "build 2026-12-04-rc1 has no API key configured",
        "QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG not found: check the API key",
    ],
)
def test_ids_and_words_before_a_key_name_stay(text: str) -> None:
    """An id without the three kinds of character, or a date, before a key's name is kept."""
    kept = redact(text)
    assert kept.split()[0] == text.split()[0]


@pytest.mark.parametrize(
    "text",
    [
        "fetch failed: data:text/plain;base64,{b} (blocked)",
        "$ echo {b} | base64 -d",
        "Subject: =?UTF-8?B?{b}?=",
    ],
)
def test_base64_behind_its_marker_is_decoded(text: str) -> None:
    """Base64 after what says base64 follows (a data URL, `base64 -d`, a mail header's encoded
    word) is decoded, and hidden where it holds a secret."""
    import base64

    encoded = base64.b64encode(b"DB_PASSWORD=Tq4!mZx8Lw9k\n").decode()
    assert encoded not in redact(text.format(b=encoded))


def test_base64_of_plain_text_behind_its_marker_stays() -> None:
    """An encoded word that holds no secret is kept as it is."""
    text = "Subject: =?utf-8?b?UmVwb3J0IGZvciBEZWNlbWJlciAyMDI2?="
    assert redact(text) == text


@pytest.mark.parametrize(
    ("text", "digits"),
    [
        ("the PIN 4821 you entered is wrong", "4821"),
        ("wrong pin code 90817", "90817"),
        ("Ihre Geheimzahl 7731 ist gesperrt", "7731"),
        ("el código de verificación es 551902", "551902"),
        ("ваш код подтверждения: 448120", "448120"),
        ("您的验证码 662017，5分钟内有效", "662017"),
        ("인증번호 [903114]를 입력하세요", "903114"),
        ("OTP for login: 771203. Valid 10 minutes.", "771203"),
    ],
)
def test_pin_and_one_time_code_digits_are_hidden(text: str, digits: str) -> None:
    """A PIN's or a one-time code's digits after its name, a few words between, are hidden."""
    assert digits not in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "GPIO pin 17 is busy",
        "pin numpy 1.26.4 in requirements",
        "OTP sent at 2026-12-04 10:00",
        "PIN tries left: 2",
        "error code 4012 from upstream",
        "pin to commit 8f2c1a9",
    ],
)
def test_numbers_near_pin_words_that_are_not_pins_stay(text: str) -> None:
    """A pin number, a version, a date, a count or a code that is an error's stays."""
    assert redact(text) == text


@settings(max_examples=300, deadline=None)
@given(
    st.text(alphabet="abcdefgh -:_", min_size=0, max_size=12),
    st.sets(st.text(alphabet="abcdefgh", min_size=2, max_size=4), max_size=30),
)
def test_holds_word_answers_as_a_search_of_every_word(literal: str, words: set[str]) -> None:
    """The look-up of a literal's pieces answers what a search for each word in it answers."""
    assert _holds_word(literal, words) == any(word in literal for word in words)


def test_no_rule_takes_a_whole_unspaced_sentence() -> None:
    """In a script written without spaces, a password-shaped value is its ASCII run only."""
    text = "ระบบแจ้งว่ารหัสผ่านHw2#pq8Zxyไม่ถูกต้อง"
    assert re.fullmatch(rf"ระบบแจ้งว่ารหัสผ่าน{re.escape(R)}ไม่ถูกต้อง", redact(text))


def _sasl(user: str, password: str) -> bytes:
    return b"\x00" + user.encode() + b"\x00" + password.encode()


@pytest.mark.parametrize(
    "shape",
    [
        "C: AUTH PLAIN {b64}\nS: 535 5.7.8 Authentication credentials invalid",
        '<auth mechanism="PLAIN">{b64}</auth>',
        "sasl PLAIN initial response (hex): {hex}",
    ],
)
def test_a_sasl_plain_message_is_hidden_in_base64_or_hex(shape: str) -> None:
    """A SASL PLAIN message (a NUL, the user, a NUL, the password) is hidden whether it is
    written in base64 or in hex, where the text names the mechanism."""
    import base64

    raw = _sasl("svc-mail", "Vq7~pLz2Kd")
    text = shape.format(b64=base64.b64encode(raw).decode(), hex=raw.hex())
    assert base64.b64encode(raw).decode() not in redact(text)
    assert raw.hex() not in redact(text)


def test_binary_hex_with_zero_bytes_is_no_login() -> None:
    """Hex of bytes that are not printable between their zeros stays, even beside PLAIN."""
    text = "PLAIN frame dump: 0011223344556677889900aabbccddeeff"
    assert redact(text) == text


@pytest.mark.parametrize(
    ("text", "digits"),
    [
        ("Dein Sicherheitscode ist 60412, bitte nicht weitergeben", "60412"),
        ("Il codice di verifica per l'accesso è 730145", "730145"),
        ("Kode OTP kamu: 118204 (berlaku 5 menit)", "118204"),
        ("Güvenlik için doğrulama kodunuz 440921 olarak gönderildi", "440921"),
        ("Twój kod weryfikacyjny to 902113", "902113"),
        ("Mã xác thực của bạn là 552910", "552910"),
        ("お客様の暗証番号は7731です", "7731"),
        ("رمز التحقق الخاص بك: 660218", "660218"),
    ],
)
def test_verification_codes_in_more_languages_are_hidden(text: str, digits: str) -> None:
    """An SMS's verification code is hidden after its name in the languages it is sent in,
    with the name's ending, a particle or a few words between."""
    assert digits not in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "kode produk 12345 tidak ditemukan",
        "codice fiscale 12345678 non valido",
        "spinner 12345 stalled",
        "Doğrulama başarısız: 3 deneme kaldı",
    ],
)
def test_codes_that_are_no_verification_codes_stay(text: str) -> None:
    """A product code, a tax code, a word holding `pin` and a count stay as they are."""
    assert redact(text) == text


@pytest.mark.parametrize(
    "text",
    [
        "gitlab: $ mysql -h db -u ci -p[MASKED] -e 'source migrate.sql' ERROR 2005",
        "password: <hidden>",
        "api_key=(filtered)",
        "token: xxxxxxxx",
    ],
)
def test_another_tools_mask_is_kept(text: str) -> None:
    """A mask another tool wrote where the secret was is kept: nothing is hidden behind it."""
    assert redact(text) == text


def test_a_url_scheme_holding_a_credential_word_is_no_pair() -> None:
    """`otpauth://…` is a URL's scheme, not a name and its value; its secret parameter is still
    hidden."""
    kept = "otpauth://totp/Acme:ana@acme.io?issuer=Acme&period=30 has no secret"
    assert redact(kept) == kept
    assert "JBSWY3DPEHPK3PXP" not in redact(
        "otpauth://totp/Acme:ana@acme.io?secret=JBSWY3DPEHPK3PXP"
    )


@pytest.mark.parametrize(
    "text",
    [
        "120,000 tokens per minute exceeded for organization org_Qw8ZkP3mLx9TnR2vYb5C",
        "token budget spent in workspace ws_7HqLmZ2pXk9WvT4nRb8Y",
        "key rotation failed for tenant tn_Kx8Qm2ZpL7Wv4TnR9bY3",
    ],
)
def test_an_id_named_by_what_it_belongs_to_is_kept(text: str) -> None:
    """An id right after the organization, project, workspace or tenant it names is kept,
    though a credential word stands before it."""
    assert redact(text) == text


def test_every_pin_name_holds_one_of_the_rows_cues() -> None:
    """The PIN row's gate asks its cues: each name it reads holds one, so none goes unasked."""
    from toolretry.redact._verb_rows import PIN_CUES, PIN_NAMES

    assert [name for name in PIN_NAMES if not any(cue in name for cue in PIN_CUES)] == []
