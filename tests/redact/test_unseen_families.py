"""Secrets of families no rule was written for one by one: password words of more languages and
their inflections, key-material argument names, `user:password@host` with no URL around it,
a network OS's encryption type before a password."""

from __future__ import annotations

import pytest

from toolretry.redact import REDACTED, is_secret_name, redact

_PASSWORD = "Hq7#pLm2Zx9w"
_TOKEN = "Vb4nQ8rT2mKs9XcL1pWz6HdY3fJg"


@pytest.mark.parametrize(
    "template",
    [
        "Ijambobanga rishya {} ntiryemewe",
        "Facal-faire ùr: {}",
        "wachtwurd = {}",
        "Okwuntughe ọhụrụ: {}",
        "Tenimiafina vaovao {} tsy ekena",
        "Passwuert {} ass net korrekt",
        "ñe'ẽñemi: {}",
        "Mawu achinsinsi: {}",
        "Pled-clav nov {}",
        "合言葉 = {}",
        "సంకేతపదం: {}",
        "ޕާސްވޯޑް = {}",
        "وشەی نهێنی: {}",
        "ei chyfrinair: {}",
    ],
)
def test_a_password_word_of_more_languages_hides_its_password(template: str) -> None:
    """A password's word of a language the vocabulary lacked hides the password after it."""
    out = redact(template.format(_PASSWORD))
    assert _PASSWORD not in out
    assert REDACTED in out


@pytest.mark.parametrize(
    "template",
    [
        "Hibás jelszavam: {}",
        "Hindi tama ang kontrasenyang {} para sa admin",
        "loyniorðið {} varð ikki góðkent",
        "Шинэ нууц үгийг {} болгов",
        "Жаңы сыр сөзү {} кабыл алынган жок",
        "உங்கள் கடவுச்சொல்லும் ({}) தவறு",
    ],
)
def test_a_password_word_bent_by_its_grammar_hides_its_password(template: str) -> None:
    """A possessive, a linker, an article or a case ending on the word keeps it a name."""
    out = redact(template.format(_PASSWORD))
    assert _PASSWORD not in out
    assert REDACTED in out


@pytest.mark.parametrize(
    "template",
    [
        "Imzo tekshirilmadi: maxfiy kalit {} eskirgan",
        "Allekirjoitus salaisella avaimella {} hylättiin",
        "రహస్య కీ: {}",
        "টোকেন {} বাতিল করা হয়েছে",
        "புதிய டோக்கன்: {}",
        "ٹوکن {} مسترد",
        "Mã truy cập mới {} đã bị từ chối",
    ],
)
def test_a_secret_or_token_word_of_more_languages_names_a_generated_value(template: str) -> None:
    """The catalogs' word for a secret, or `token` as a loanword, hides a generated value."""
    out = redact(template.format(_TOKEN))
    assert _TOKEN not in out


@pytest.mark.parametrize(
    "name",
    [
        "pass_word", "userPassWord", "seed words", "keyfile_b64", "keystore_contents",
        "tprv", "WIF", "nsec", "keying_material", "signing-material", "token_blob",
        "xsrf", "vault_key", "LUKS_KEY", "unlockKey", "ramz", "kelid", "chabi_gopon",
        "dostup_kunji", "рамз",
    ],
)  # fmt: skip
def test_key_material_and_split_and_romanised_names_are_secret(name: str) -> None:
    """Key-material words, a compound split in two and romanised words name a secret."""
    assert is_secret_name(name)


@pytest.mark.parametrize(
    "name",
    [
        "keyfile", "keystore_path", "word_count", "raw_material", "content_type", "pem_file",
        "keyring_name", "password_policy", "material", "sort_key", "ramzan", "kelidoscope",
    ],
)  # fmt: skip
def test_names_of_paths_counts_and_other_words_are_not_secret(name: str) -> None:
    """A key file's path, a count, a content type or a word holding one of them is no secret."""
    assert not is_secret_name(name)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("Fault at http://svc:Wq8zLp3Rt6x@api.example.io:badport/x", "Wq8zLp3Rt6x"),
        ("connect: admin:Zt5!qW8mLp@192.168.40.7 refused", "Zt5!qW8mLp"),
        ('netloc="o=corp,uid=ci:Pk2#vN7xQw@dir.example.net"', "Pk2#vN7xQw"),
    ],
)
def test_user_info_without_a_well_formed_url_hides_its_password(text: str, secret: str) -> None:
    """`user:password@host` hides its password where no `scheme://` URL surrounds it."""
    out = redact(text)
    assert secret not in out
    assert "@" in out


@pytest.mark.parametrize(
    "text",
    [
        "npm ERR! notarget npm:left-pad@1.3.0",
        "see build:release-notes@docs.example.org",
        "mailto:ops@example.org bounced",
        "tcp:10.0.0.7:5432 refused",
    ],
)
def test_versions_words_and_addresses_stay(text: str) -> None:
    """A package's version, a plain word before `@`, an address and a port stay."""
    assert redact(text) == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (" enable secret 9 $9$nhEmQVczB7dqsO$X.HsgL6x1il0RxkOSSvyQYwucySCt7qFm4v7pqCxkKM", "$9$"),
        ("username ci privilege 15 password 7 0822455D0A16544541", "0822455D0A16544541"),
        ("line con 0\n secret 0 plainpass1", "plainpass1"),
    ],
)
def test_a_secret_after_its_encryption_type_is_hidden_whatever_its_shape(
    text: str, secret: str
) -> None:
    """A network OS's type digit before a password, a hash or an obfuscated value hides it."""
    assert secret not in redact(text)


@pytest.mark.parametrize(
    "text",
    ["password 8 characters minimum", "secret 5 minutes ago was rotated", "key 7 not found"],
)
def test_a_digit_then_words_stays(text: str) -> None:
    """A count or a number followed by words is a sentence, not a type and a secret."""
    assert redact(text) == text
