"""Credential names where a language's grammar or script puts them: after the value, bent by a
case or a possessive (stems whose last letters alternate too), glued to the words around them
in a script without spaces, in an ASCII sentence with no separator; codes named secret or pass;
argument names that half name a secret. Invented strings, in languages and orders of their own."""

from __future__ import annotations

import pytest

from toolretry.redact import redact, redact_value

_PASSWORD = "Vb4!nQx7Lm2w"
_KEY = "Zk7Pq2Wm9Lx4Rt8Yv3Bn6Cd1Hs5Jf0Ga"


@pytest.mark.parametrize(
    "template",
    [
        "Bağlantı {v} parolanızla kurulamadı",  # Turkish, a possessive and an instrumental
        "Yanlış {v} şifrenizi girdiniz",  # Turkish, a possessive accusative
        "Nem sikerült {v} jelszavával belépni",  # Hungarian, possessive and instrumental
        "Väärä {v} salasanasi",  # Finnish, a possessive
        "«{v}» паролем не удалось войти",  # Russian, instrumental after the value
        "Chybné heslo: {v} heslem se nepřihlásíte",  # Czech
    ],
)
def test_a_password_before_its_bent_name_is_hidden(template: str) -> None:
    """A password shaped value before a password's name that its grammar bent is hidden."""
    out = redact(template.format(v=_PASSWORD))
    assert _PASSWORD not in out, out


@pytest.mark.parametrize(
    "template",
    [
        "{v} 토큰으로 인증하지 못했습니다",  # Korean, a token before its particle
        "Geçersiz {v} anahtarınız reddedildi",  # Turkish, a key before its possessive
        "Неверный {v} ключом подпись не проверить",  # Russian, instrumental
    ],
)
def test_a_generated_value_before_a_key_or_token_word_is_hidden(template: str) -> None:
    """A generated value before another language's word for a key or a token is hidden."""
    out = redact(template.format(v=_KEY))
    assert _KEY[:8] not in out, out


@pytest.mark.parametrize(
    "text",
    [
        "Kullanıcı yedek şifresiyle giriş yaptı",
        "Sürüm v2.4.1-rc3 parolası ile ilgili değil",
        "A 2026-12-04 jelszóval kapcsolatos hiba",
        "Неверный формат: ключом должен быть UUID",
        "ERR_TOKEN_EXPIRED 토큰이 만료되었습니다",
    ],
)
def test_a_word_or_an_id_before_a_name_stays(text: str) -> None:
    """A word, a date, a version or a constant before a credential's name is no value of it."""
    assert redact(text) == text


@pytest.mark.parametrize(
    "template",
    [
        "Nie pamiętam, co było w haśle {v} wczoraj",  # Polish locative, ł -> ś
        "Neteisingas slaptažodžio {v} formatas",  # Lithuanian genitive, d -> dž
        "Kriva lozinci {v} je istekla",  # Croatian dative, k -> c
    ],
)
def test_a_password_after_a_name_whose_stem_alternates_is_hidden(template: str) -> None:
    """A password after a name whose declension changes its stem's last letter is hidden."""
    out = redact(template.format(v=_PASSWORD))
    assert _PASSWORD not in out, out


@pytest.mark.parametrize(
    "template",
    [
        "Klíčem {v} se nepodařilo podepsat",  # Czech instrumental
        "Kulcsa {v} lejárt",  # Hungarian possessive
        "Το κλειδιά {v} απορρίφθηκαν",  # Greek plural
        "Avaimella {v} ei voi kirjautua",  # Finnish adessive, gradation
        "Cheile API {v} au fost revocate",  # Romanian plural with its article
        "Belirteciniz {v} geçersiz",  # Turkish, ç -> c
    ],
)
def test_a_key_after_a_word_whose_stem_alternates_is_hidden(template: str) -> None:
    """A generated value after a key's or token's word whose stem alternates is hidden."""
    out = redact(template.format(v=_KEY))
    assert _KEY[:8] not in out, out


@pytest.mark.parametrize(
    "template",
    [
        "ไม่สามารถเข้าสู่ระบบได้เพราะรหัสผ่าน{v}หมดอายุ",  # Thai, glued on both sides
        "ผู้ดูแลตั้งรหัสผ่านเป็น {v} แล้ว",  # Thai, a verb glued after the name
        "管理员密码为{v}，请尽快修改",  # Chinese, a verb glued after the name
        "初期パスワードは{v}です",  # Japanese, a particle glued after the name
        "ລະຫັດຜ່ານແມ່ນ {v} ໃໝ່",  # Lao
    ],
)
def test_a_password_glued_to_its_name_in_a_script_without_spaces_is_hidden(
    template: str,
) -> None:
    """A password glued to its name in a script written without spaces is hidden."""
    out = redact(template.format(v=_PASSWORD))
    assert _PASSWORD not in out, out


@pytest.mark.parametrize(
    "text",
    [
        "รหัสผ่านต้องมีอย่างน้อย 12 ตัวอักษร",
        "密码长度不足SHORT",
        "รหัสผ่านหมดอายุ 2026-12-04T08:30",
    ],
)
def test_a_word_or_a_date_glued_to_a_password_name_stays(text: str) -> None:
    """A word, a constant or a date after a glued password's name is kept."""
    assert redact(text) == text


@pytest.mark.parametrize(
    "template",
    [
        "Kata sandimu {v} tidak berlaku lagi",  # Indonesian, a possessive glued on
        "Neno langu la siri ni {v} sasa",  # Swahili, a possessive inside the name
        "Chiave segreta del servizio {k} non valida",  # Italian
        "Cheia API {k} nu mai este valida",  # Romanian, no separator
    ],
)
def test_another_language_in_ascii_without_a_separator_is_read(template: str) -> None:
    """A name of another language in a text all in ASCII names its value with no `:` or `=`."""
    out = redact(template.format(v=_PASSWORD, k=_KEY))
    assert _PASSWORD not in out, out
    assert _KEY[:8] not in out, out


def test_a_password_name_a_few_words_before_its_value_hides_it() -> None:
    """Four words (whose user, which account) may stand between a name and its value."""
    text = f"Lỗi: mật khẩu mới của tài khoản {_PASSWORD} đã hết hạn"
    assert _PASSWORD not in redact(text)


@pytest.mark.parametrize(
    "template",
    [
        "Your passcode is {c}",  # English compound
        "आपका पासकोड {c} है",  # Hindi, its vowel marks inside the word
        "Kode rahasia: {c}",  # Indonesian
        "Código secreto {c} enviado",  # Spanish
        "Geheimcode: {c}",  # German compound
    ],
)
def test_a_code_named_secret_or_pass_is_hidden(template: str) -> None:
    """The digits of a code a secret or a pass word names are hidden, in any language."""
    assert "739104" not in redact(template.format(c="739104"))


def test_an_exit_or_error_code_stays() -> None:
    """An error code after a word that names no secret is kept."""
    text = "secret rotation failed with error code 4031"
    assert redact(text) == text


@pytest.mark.parametrize("name", ["ospf_key", "hubSig", "radiusAuth", "ldap-bind-token"])
def test_a_generated_value_under_a_name_ending_in_a_credential_stem_is_hidden(name: str) -> None:
    """A generated value under a name whose last word holds a credential stem is hidden."""
    assert _KEY not in str(redact_value({name: _KEY}))


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("public_key", _KEY),
        ("sort_key", _KEY),
        ("signing_key_id", _KEY),
        ("s3_key", "uploads/2026/a1b2c3/report.parquet"),
        ("redis_key", "session:42:profile"),
    ],
)
def test_a_public_or_identifier_value_under_such_a_name_stays(name: str, value: str) -> None:
    """A public key, a key's id, a sort key or a path under such a name is kept."""
    assert value in str(redact_value({name: value}))


@pytest.mark.parametrize(
    "template",
    [
        "カードの暗証番号 {c} が一致しません",  # Japanese
        "短信验证码 {c} 十分钟内有效",  # Chinese, a verification code
        "인증번호 {c} 를 입력하세요",  # Korean, an authentication number
        "提款密码 {c} 错误",  # Chinese, a withdrawal PIN
    ],
)
def test_a_secret_number_written_as_one_cjk_compound_is_hidden(template: str) -> None:
    """The digits after a CJK compound of a secret's qualifier and a number word are hidden."""
    assert "739104" not in redact(template.format(c="739104"))


@pytest.mark.parametrize(
    "text",
    [
        "お客様の電話番号 0312345678 へ送信しました",
        "認証用の電話番号 0312345678 を登録",
        "订单号码 20261204 已发货",
    ],
)
def test_a_phone_or_order_number_in_a_cjk_sentence_stays(text: str) -> None:
    """A number word without a secret's qualifier right before it keeps its digits."""
    assert redact(text) == text
