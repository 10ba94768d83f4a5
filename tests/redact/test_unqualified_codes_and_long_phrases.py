"""A code right after the loanword for "code" in a language whose qualifiers no table holds;
a wallet's mnemonic of up to 24 words after a label of another script, or after an Armenian or
Tibetan mark; a phrase behind a longer label sentence; a key given to a module's client
factory or to an API's setter; a bot's token in the Bot API's URL; a UUID under a custom
`X-Key` header. And what stays: the codes a model needs, a note that a value is withheld, a
shell variable, an empty assignment, an extended public key; and a failed command's list read
as the line it was."""

from __future__ import annotations

import pytest

from toolretry.redact import REDACTED, redact


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # (the loanword in Cyrillic, Georgian, Armenian, Ethiopic, Arabic script, Hebrew,
        # Latin; its ending; a genitive after it when a colon ends the name)
        ("Растау коды: 771203", "771203"),
        ("დადასტურების კოდი: 604211", "604211"),
        ("Հաստատման կոդ՝ 338172", "338172"),
        ("የማረጋገጫ ኮድ፡ 736418", "736418"),
        ("د تایید کوډ 881400 دی", "881400"),
        ("קוד: 552194", "552194"),
        ("Pärast sisselogimist sisesta kood 448120", "448120"),
        ("Kod weryfikacyjny: 30917245", "30917245"),
        ("Koda erêkirinê: 209911", "209911"),
        # (Urdu's and Pashto's word for a PIN)
        ("آپ کا پن 577120 ہے", "577120"),
        # (an exception's name before the quote is not the code's clause)
        ("KeyError: 'Растау коды: 918273'", "918273"),
        ("command exited with status 1: Koda erêkirinê: 640021", "640021"),
    ],
)
def test_code_after_the_loanword_is_hidden(text: str, secret: str) -> None:
    out = redact(text)
    assert secret not in out
    assert REDACTED in out


@pytest.mark.parametrize(
    "text",
    [
        # (an error's, a status's, a place's, a product's code, in the languages of the word)
        "код ошибки: 4012",
        "қате коды: 5003",
        "Hata kodu: 5001",
        "Posta kodu 34710 Kadıköy",
        "kod pocztowy: 00950",
        "ürün kodu: 884213",
        "код товара 884213 не найден",
        "kod kraju 0048, numer 600700800",
        "HTTP код 5031 от шлюза",
        "კოდის სტატუსი: 2001",
        # (a compound, English's own word, a number word, a masked number, a sentence going on)
        "Veracode app profile 3083932",
        "product code 2211 is discontinued",
        "номер заказа: 88213377",
        "код 4821••• отправлен",
        "код отправлен на номер 89123",
    ],
)
def test_needed_codes_stay(text: str) -> None:
    assert redact(text) == text


_TWELVE = "morsel gravel thistle beacon walnut harbor ember lantern quarry saddle meadow falcon"


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # (a mnemonic of twelve or twenty-four words after a label of another script)
        (f"Сид-фраза кошелька: {_TWELVE}", "thistle beacon"),
        (f"錢包助記詞：{_TWELVE} {_TWELVE}", "quarry saddle"),
        # (after the marks Armenian and Tibetan end a label with)
        ("Ձեր բանալին՝ «copper willow tundra saffron»", "willow tundra"),
        ("ཁྱེད་ཀྱི་གསང་ཚིག། basalt heron juniper cobalt", "heron juniper"),
        # (a phrase's label, then more of its sentence than four words, then the colon or quote)
        ("La frase segreta del to portafogio xe: lichen barley osprey cinder", "barley osprey"),
        ("La frase secreta de la to cartera ye «quartz meadow ferret pylon»", "meadow ferret"),
    ],
)
def test_long_and_marked_phrases_are_hidden(text: str, secret: str) -> None:
    out = redact(text)
    assert secret not in out
    assert REDACTED in out


@pytest.mark.parametrize(
    "text",
    [
        # (prose after such a label, a phrase's label that says its phrase was wrong)
        "Ошибка: connection refused by the server while reading the response body",
        "La frase segreta del portafogio no xe: valid because the words were not found",
    ],
)
def test_prose_after_a_label_stays(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (">>> c = acme.client('9d41c2d87e0b53f6a1d4c8e2')", "9d41c2d87e0b53f6a1d4c8e2"),
        ("scanner.setApi('1d7fd949-5e68-5deb-7a73-e571a006d952')", "1d7fd949-5e68"),
    ],
)
def test_key_given_to_a_client_factory_or_an_api_setter_is_hidden(text: str, secret: str) -> None:
    assert secret not in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        # (a note that the value is withheld or still to be written, not the value)
        "DEPLOY_TOKEN: (redacted in the dashboard)",
        "STRIPE_SECRET_KEY= (fill in locally)",
        "db password: [not shown here]",
        # (a variable the shell expands in a flag's header)
        'curl -sS -H "Authorization: Bearer $ACME_TOKEN" https://api.example.com/v1/me',
        'http GET api.example.com "X-Api-Key: ${API_KEY}"',
        # (an empty assignment before the next)
        "git diff: +PAYMENT_SECRET_KEY= +LOG_LEVEL=debug",
        "rg -n KEY .env.sample 7:ACME_API_KEY= 8:ACME_REGION_NAME=eu-west-1",
        # (a watch-only wallet's extended public key)
        "watching xpub6CUGRUonZSQ4TWtTMmzXdrXDtypWKiKrhko4egpiMZbpiaQL2jkwSB1icqYh2cfDfVxdx4df189o"
        "LKnC5fSwqPfgyP3hooxujYzAu3fDVmz (extended public key)",
    ],
)
def test_withheld_values_expansions_and_public_keys_stay(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # (a password that holds `=` after capitals, a value after a template's word)
        ("password: PASSW0RD=x9Kq", "PASSW0RD=x9Kq"),
        ("ACME_API_KEY= Zk3mQ9xLw2Pt7VbN4cRyT8 ACME_REGION=eu", "Zk3mQ9xLw2Pt7VbN4cRyT8"),
        # (a cookie's pair as a field's value, which no diff or search line opens)
        ('{"session": "APP_SESSION_ID=Vb7xQ2mLk9PzR4tWc8NyH3sJ6dF1gA5e"}', "Vb7xQ2mLk9PzR4tW"),
    ],
)
def test_values_beside_those_are_still_hidden(text: str, secret: str) -> None:
    assert secret not in redact(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # (the Bot API's URL holds the bot's token whatever its second part starts with)
        (
            "httpx.HTTPStatusError: Client error '401 Unauthorized' for url "
            "'https://api.telegram.org/bot5512093377:Kq9xTzW2mPb7LrN4vYc8DfH3sJ6gQe1Ua0o/getMe'",
            "Kq9xTzW2mPb7LrN4vYc8DfH3sJ6gQe1Ua0o",
        ),
        # (a custom header's `X-` and `Key`: a UUID there is the key)
        ("> X-Key: 0b8e6f21-93c4-4d7a-a1e5-27f9c3d84b60", "0b8e6f21-93c4"),
        ("X-Token: 7f3a9c1e-52b8-4e06-9d4f-b1c28a7e5d93", "7f3a9c1e-52b8"),
    ],
)
def test_bot_url_tokens_and_custom_key_headers_are_hidden(text: str, secret: str) -> None:
    assert secret not in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "see https://example.com/bot123456:about for the bot's page",
        "partition-key: 0b8e6f21-93c4-4d7a-a1e5-27f9c3d84b60",
        "X-Request-Id: 0b8e6f21-93c4-4d7a-a1e5-27f9c3d84b60",
    ],
)
def test_ids_beside_them_stay(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # (a failed command's words as the list it ran: read as the line they were)
        (
            "subprocess.CalledProcessError: Command '['Растау', 'коды:', '771203']' returned "
            "non-zero exit status 1.",
            "771203",
        ),
        (
            "Command '['La', 'frase', 'segreta', 'xe:', 'lichen', 'barley', 'osprey', 'cinder']'"
            " returned non-zero exit status 2.",
            "barley",
        ),
        ('argv=["deploy", "--token", "Zk3mQ9xLw2Pt7VbN4cRyT8"] exited 1', "Zk3mQ9xLw2Pt7VbN4cRyT8"),
    ],
)
def test_a_command_list_is_read_as_its_line(text: str, secret: str) -> None:
    out = redact(text)
    assert secret not in out
    assert "Command" in out or "argv" in out


@pytest.mark.parametrize(
    "text",
    [
        "expected one of ['token', 'secret', 'password'] for field kind",
        "Command '['git', 'push', 'origin', 'main']' returned non-zero exit status 128.",
        # (a secret store's path after a password's word, in a list or on its line)
        "CompletedProcess(args=['vault', 'kv', 'get', '-field=password', 'secret/ci/db'], "
        "returncode=2)",
        "vault kv get -field=password secret/ci/db",
        "KeyError: \"None of [Index(['vendor', 'key'], dtype='object')] are in the [columns]\"",
    ],
)
def test_a_list_without_a_secret_stays(text: str) -> None:
    assert redact(text) == text
