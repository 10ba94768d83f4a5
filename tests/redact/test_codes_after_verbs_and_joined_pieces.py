"""A code's digits a few words after its name behind a verb that says "is" or a separator, a
key built from joined literals, a passphrase in quotes after its label's sentence; and the
words a key's, a token's or a session's name is followed by that are no value."""

from __future__ import annotations

import pytest

from toolretry.redact import REDACTED, RedactionPolicy, redact


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # (a name, words of its clause, the verb, the digits: in the major languages)
        ("Your PIN for the replacement card is 480213", "480213"),
        ("The gate code for the back entrance is 77391", "77391"),
        ("Ihr Zugangscode für das Portal lautet 55198372", "55198372"),
        ("Votre code PIN pour la carte est 48291", "48291"),
        ("La clave para la banca en línea es 90217734", "90217734"),
        ("O PIN do cartão novo é 7351", "7351"),
        ("Il codice PIN della carta è 60912", "60912"),
        ("Ваш пароль для входа в систему — 88214719", "88214719"),
        ("Je toegangscode voor de garage is 233488", "233488"),
        ("您的银行卡验证码为 814340", "814340"),
        ("the recovery code for your vault is 2195 0640", "2195 0640"),
        # (an SMS that puts the code first)
        ("604112 is your one-time code. Do not share it.", "604112"),
        # (a password a few more words away)
        ("Your password for the staging database server is Kq3mZx8wT", "Kq3mZx8wT"),
        # (a key's pieces joined by code)
        ('  api_token = join("", ["iRjd", "LEnP", "2MPT", "UqLI", "0I5p"])', "UqLI"),
        ('secret := strings.Join([]string{"L97x", "B1Bq", "K7Lz", "ZFu3"}, "")', "K7Lz"),
        ('String pwd = String.join("", "ockx", "Dd!3", "SBtf", "HWZr");', "SBtf"),
        ('webhook_secret = format("%s%s%s", "RshvoH", "8SJOnc", "nyNAYW")', "8SJOnc"),
        # (drawn words in quotes after a phrase's label and its verb)
        ('la frase de paso es "combine harrow chassis reefer turbine" sin mayúsculas', "harrow"),
        # (a key given to a call that creates or sets up a client, or to a class of its own)
        ("c = sdk.createBillingClient('3f1c4d8e2a7b9c0d6e5f4a3b2c1d0e9f')", "3f1c4d8e2a7b"),
        ('api.initSession("C3GYI2YDAb8CKNG2ci/vIDn4==")', "C3GYI2YDAb8C"),
        ("feed = Tipster('NJSl6VnIHP8Slazk', timeout=5)", "NJSl6VnIHP8Slazk"),
        # (a node provider's key that is an RPC URL's whole path)
        ("WEB3_PROVIDER=https://polygon.example.net/v2/YR2P2_F4jVCUlRTzROEKkl565rvCG", "YR2P2_F4"),
        (
            'new JsonRpcProvider("https://go.example.io/7c59c8421f182ecb4c31e7d626b9c090/")',
            "7c59c8421f18",
        ),
    ],
)
def test_hidden(text: str, secret: str) -> None:
    out = redact(text)
    assert secret not in out, out
    assert REDACTED in out


@pytest.mark.parametrize(
    "text",
    [
        # (a number a noun owns, a code's property, a date, an unqualified code)
        "The PIN count of this package is 1024",
        "The password policy version is 2024",
        "the password reset ticket for Alice is 40413",
        "error code for the last request is 40013",
        "パスワードの有効期限は2027年1月15日です。",
        "Nag-expire ang kontrasenya noong Disyembre 4, 2026",
        "db: user orders password: set host pg-2:5432 (from env)",
        # (a word after a generated value's name: a sentence's or a field's)
        "e-signature: envelope 956e386c-ffa6-723e-2194-83cc39b6026e 3 of 4 signed",
        "charging session: meterStart 4499864 Wh meterStop 1163866 Wh",
        "integration type Prometheus api key: stored",
        "otelcol: config has invalid keys: exporter (did you mean exporters?)",
        # (joined words, a format's pieces, fewer than three pieces)
        'labels = join(", ", ["web", "api", "worker"])',
        'cache_key = format("%s-%s-%s", "tenant", "region", "shard")',
        'token = concat("Bearer ", header_value)',
        'the phrase "does not match the pattern" was rejected',
        # (ids given to a class, a URL that names a collection, one no RPC word stands by)
        "ObjectId('507f1f77bcf86cd799439011')",
        "UUID('8523abe7-b035-c352-f6d2-2bc6b43fc8d1')",
        "rpc: GET https://api.example.com/blocks/9aa3d95b3bc440fa88ea12eaa4456161 -> 404",
        "see https://paste.example.com/9aa3d95b3bc440fa88ea12eaa4456161",
    ],
)
def test_kept(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    "text",
    ["api key: XkQpLmRtWz", "session: qwzkxvbnml", "signature: Kq3mZx8wLp", "api_key：abc，next"],
)
def test_a_generated_value_after_the_same_names_still_goes(text: str) -> None:
    assert REDACTED in redact(text)


@pytest.mark.parametrize(
    "name",
    ["OCPI_TOKEN_B", "api_key_backup", "webhookSecretPrev", "DB_PASSWORD_2", "access_token_live"],
)
def test_a_variant_of_a_secret_is_one(name: str) -> None:
    assert RedactionPolicy().is_secret_name(name)


@pytest.mark.parametrize("name", ["sort_key_b", "cache_key_prod", "max_tokens_2", "key_a"])
def test_a_variant_of_an_id_is_an_id(name: str) -> None:
    assert not RedactionPolicy().is_secret_name(name)
