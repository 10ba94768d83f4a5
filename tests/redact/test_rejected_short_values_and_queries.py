"""A key a parser rejected though it is short or has no digit, in the words any parser uses
(`expected …, found …`, `unsupported … type`), and a key a URL's query names."""

from __future__ import annotations

import pytest

from toolretry.redact import REDACTED, RedactionPolicy, is_secret_name, redact


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("ValueError: could not convert string to float: 'QwRtzPLmKxVbNhGd'", "QwRtzPLmKxVbNhGd"),
        ("invalid literal for int() with base 10: 'r7KpX2mQz9Lw'", "r7KpX2mQz9Lw"),
        ("time data 'hXq4ZtWmPk9Rv' does not match format '%H:%M'", "hXq4ZtWmPk9Rv"),
        ("ParseError: expected a digit, found 'ZkTqWvXnPmRb' at 1:1", "ZkTqWvXnPmRb"),
        ("SyntaxError: expected a keyword but got JqPxZvKtWmNr", "JqPxZvKtWmNr"),
        ("ValueError: unsupported digest type MvQkTxZpLwRn8Yh", "MvQkTxZpLwRn8Yh"),
        ("error: unsupported cipher algorithm 'pQ7wZxKvTm2Nr'", "pQ7wZxKvTm2Nr"),
        ('Unable to parse interval "XkPqTzWvNmRb4s"', "XkPqTzWvNmRb4s"),
    ],
)
def test_a_short_key_a_parser_rejected_is_hidden(text: str, secret: str) -> None:
    out = redact(text)
    assert secret not in out
    assert REDACTED in out


@pytest.mark.parametrize(
    "text",
    [
        "could not convert string to float: 'MaxRetryCount'",
        "invalid literal for int() with base 10: 'FooBarBazQux'",
        "ValueError: could not convert string to float: 'Python3Interpreter'",
        "unknown time zone 'America/Sao_Pallo' — did you mean America/Sao_Paulo?",
        "expected a number, found 'twelve hundred'",
        "expected ',' but got 'retryBackoffSeconds'",
        "unsupported hash type sha3_384x",
        "unsupported operand type(s) for +: 'int' and 'str'",
        "invalid literal for int() with base 10: 'HTTPServerError'",
        "could not parse object '9fceb02d0ae598e95dc970b74767f19372d61af8'",
    ],
)
def test_what_a_person_typed_stays_in_a_rejection(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            "403 for https://api.example-maps.io/v2/tiles?z=3&partnerKey=7c1e9a0b4d2f8e6a5c3b1d9f0e2a4c6b",
            "7c1e9a0b4d2f8e6a5c3b1d9f0e2a4c6b",
        ),
        (
            "GET /reports/v1/daily?format=csv&accessKey=Tz8mWq3LxR5nVb2KpC7dHs4Y failed: 401",
            "Tz8mWq3LxR5nVb2KpC7dHs4Y",
        ),
        (
            "https://feeds.example.org/list.json?licenseKey=qL4xZ8wN2vR6tY0mK3pB&page=2",
            "qL4xZ8wN2vR6tY0mK3pB",
        ),
    ],
)
def test_a_key_named_by_a_query_parameter_is_hidden(text: str, secret: str) -> None:
    out = redact(text)
    assert secret not in out
    assert "?" in out


@pytest.mark.parametrize(
    "text",
    [
        "GET /v1/objects?partitionKey=tenant-42&sortKey=2026-12-01 returned 500",
        "https://github.com/acme/secretstore/blob/main/README.md?plain=1 not found",
        "GET /api/v1/tokens?cursor=20&limit=50 returned 502",
    ],
)
def test_a_query_without_a_generated_key_stays(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # base64url with `_` and `-` inside, standing alone in a file or a command
        (
            '{"https://auth.example.net":"Qw7e_Rt5YuI9oP2aS4dF6gH8jK1lZ3xC5vB7nM9qW2eR4tY6uI8oP0a"}',
            "Qw7e_Rt5YuI9oP2aS4dF6gH8jK1lZ3xC5vB7nM9qW2eR4tY6uI8oP0a",
        ),
        (
            "$ agent enroll --with mK3nB5vC7xZ9-aS1dF3gH5jK7lQ9wE2rT4yU6iO8pA0sD2fG4hJ6k\nerror",
            "mK3nB5vC7xZ9-aS1dF3gH5jK7lQ9wE2rT4yU6iO8pA0sD2fG4hJ6k",
        ),
        # a password holding an `@`: the host follows the last one
        (
            "InvalidURL: netloc='svc:Tq9m@Lw3x@db.internal.example:5432'",
            "Tq9m@Lw3x",
        ),
        # a client's constructor given a key of small letters and digits
        (
            "const geo = new GeoLookupClient('k3v9qz7wxm2tp8rb4nhd6jcy');",
            "k3v9qz7wxm2tp8rb4nhd6jcy",
        ),
        # a key in a URL's fragment, which never reaches the server
        (
            "link: https://paste.example.org/?0f3a9c2b7d4e6a18#Fq8Lm2Zx7Rt4Vb9Nw3Kp6Hd5Jc",
            "Fq8Lm2Zx7Rt4Vb9Nw3Kp6Hd5Jc",
        ),
        (
            '{"share":"/#/s/0c4d2b9e-7f1a-4e3b-9c8d-2a6b5f1e0d37/yT6rE4wQ2zX8cV0bN5mL"}',
            "yT6rE4wQ2zX8cV0bN5mL",
        ),
        # a recovery code of two groups of five hex digits, whatever the language around it
        ("Ваш код восстановления: 4e7b2-9c1d0", "4e7b2-9c1d0"),
        ("Save this one: a93f0-7b21c (use once)", "a93f0-7b21c"),
    ],
)
def test_shapes_found_with_no_word_of_their_language(text: str, secret: str) -> None:
    assert secret not in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "def test_the_fast_way_answers_what_the_full_way_answers_2026(): failed",
        "customer cus_NffrFeUfNV2HibQwErTyUiOpAsDfGhJkLzXcVbNm2 not found",
        "npm ERR! 404 npm:left-pad@1.3.0 not found",
        "see https://github.com/acme/app/pull/7/files#diff-4b825dc642cb6eb9a060e54bf8d69288fbee4904",
        "zip 12345-67890 unknown",
        "gateway: api_key_header=X-Api-Key api_key_location=header required=true",
        "flags: auth.token_env=SERVICE_TOKEN auth.scheme=bearer",
        "$ rg -n PASSPHRASE config/ docs/",
    ],
)
def test_ids_names_and_settings_stay(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # codes cast to characters, code units of 16 bits, suffixed bytes, escapes, APL
        (
            "var k = new[] { 81, 119, 55, 122, 88, 57, 109, 76, 50, 112 }.Select(c => (char)c);",
            "81, 119",
        ),
        (
            "unichar key[] = {0x0051, 0x0077, 0x0037, 0x007a, 0x0058, 0x0039, 0x006d, 0x004c};",
            "0x0051",
        ),
        (
            "val token = ubyteArrayOf(0x51u, 0x77u, 0x37u, 0x7Au, 0x58u, 0x39u, 0x6Du, 0x4Cu)",
            "0x51u",
        ),
        ('(data (i32.const 8) "\\51\\77\\37\\7a\\58\\39\\6d\\4c") ;; api key', "\\51\\77"),
        ("      secret←⎕UCS 81 119 55 122 88 57 109 76 50 112", "81 119 55"),
        (
            "HMAC_KEY = bytes([0b01110001, 0b00110111, 0b01111010, 0b00111001, 0b01101101, "
            "0b01101100, 0b00110010, 0b01110000])",
            "0b01110001",
        ),
        # a number a word of secrecy names, in languages the PIN row has no word for
        ("Nambari yako ya siri ni 48213377", "48213377"),
        ("Votre NIP : 62817304", "62817304"),
        ("የሚስጥር ቁጥርዎ፦ 7304", "7304"),
        ("ཁྱེད་ཀྱི་གསང་གྲངས། 55120931", "55120931"),
        ("رمز مخفی شما: 918273", "918273"),
        # drawn words ending a quote; a value whose `=` joins two runs
        ("No such file or directory: 'Geslo: osprey lantern quill fennel'", "osprey lantern"),
        (
            'set {\n  name  = "apiToken"\n  value = "Tz8mWq3LxR5nVb2KpC7dHs=q4kzt8wyx0m"\n}',
            "q4kzt8wyx0m",
        ),
        # a missing member a generator named
        (
            "AttributeError: 'Config' object has no attribute 'QxTzWvKpLmNbRtYhGfDsAz'",
            "QxTzWvKpLmNb",
        ),
    ],
)
def test_codes_numbers_and_words_are_hidden(text: str, secret: str) -> None:
    assert secret not in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "rows = [80, 443, 8080, 8443, 9090, 3000, 5000, 6000]",
        "port list 80 81 82 83 84 85 86 87 for the proxy",
        "Kubernetes secret rotated after 3600 seconds",
        "Nambari ya agizo 48213377 imepokelewa",
        "Error: 'Supported values: json yaml toml'",
        "KeyError: 'unknown setting RetryBackoffMaxSecondsOverride'",
        "snippet 12345 saved",
    ],
)
def test_numbers_lists_and_names_stay(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            '{\n  "login": {\n    "kind": "password",\n    "value": "Wq7#mZp2Lx"\n  }\n}',
            "Wq7#mZp2Lx",
        ),
        ('{"type": "api_token", "value": "Zx81kq0PLmmQ7vW3"}', "Zx81kq0PLmmQ7vW3"),
        # a password's shape where its place says it is given, in a language no table holds
        ("Ka hau kupu huna: qW7xLm.RtzVN", "qW7xLm.RtzVN"),
        ("Ni lo nuevo ko tK42zq.8PWX3", "tK42zq.8PWX3"),
    ],
)
def test_kinds_and_placed_passwords_are_hidden(text: str, secret: str) -> None:
    assert secret not in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        '{"kind": "password", "value": "yes"}',
        '{"type": "string", "value": "Zx81kq0PLmmQ7vW3"}',
        "JUnit: com.acme.auth.SecretRotationIT > rotates FAILED",
        "failed at: okhttp.OkHttpClient",
        "see: oauth2Client.refresh",
        "at: com.acme.getHTTPResponse.handler",
        "error in: XMLHttp.Request",
    ],
)
def test_dotted_names_and_plain_kinds_stay(text: str) -> None:
    assert redact(text) == text


def _in_args(body: str) -> str:
    """An exception's args as `str(error)` prints them: a tuple's repr, breaks escaped."""
    return repr(("login failed", body, 401))


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("Sua senha de 6 dígitos é 48213377", "48213377"),
        ("Ihr Passwort ist 90817263", "90817263"),
        (">>> cfg = billing.Config('9d2c4e6a8b0d1f3e5a7c9b1d3f5e7a9c', timeout=5)", "9d2c4e6a8b0d"),
        ('>>> lib.UnlockComponent("QZ7W2K1.XM4RT9VB82_p3kdnA711qLm")', "QZ7W2K1.XM4RT9VB82"),
        ("آپ کا پن کوڈ: 55120931", "55120931"),
        ("token db 0x51,0x77,0x37,0x7a,0x58,0x39,0x6d,0x4c,0x32,0x70,0", "0x51,0x77"),
        ("secret:\n  dw 0x7751, 0x7a37, 0x3958, 0x4c6d, 0x7032, 0x4b54, 0x3848, 0x5a71", "0x7751"),
        (
            '\\def\\dbpass{\\char"51\\char"77\\char"37\\char"7A\\char"58\\char"39\\char"6D\\char"4C}',
            '\\char"51',
        ),
        ("perl -e 'print map { chr } (81, 119, 55, 122, 88, 57, 109, 76, 50, 112)'", "81, 119"),
        (
            _in_args(
                " name | key\n------+----------------------------------------------\n"
                " hooks | Qm8vR2kT9xLp4Wz8Nc3Hb6Yd1Fs5Gj7Kq0Ta2Ue4Iw6\n(1 row)"
            ),
            "Qm8vR2kT9xLp4Wz8Nc3Hb6Yd1Fs5Gj7Kq0Ta2Ue4Iw6",
        ),
        (
            _in_args(
                "$ git diff .env\n-API_SECRET=${API_SECRET}\n+API_SECRET="
                "9fceb02d0ae598e95dc970b74767f19372d61af8aa11bb22cc33dd44ee55ff66"
            ),
            "9fceb02d0ae598e95dc970b74767f19372d61af8aa11bb22cc33dd44ee55ff66",
        ),
    ],
)
def test_numbers_calls_codes_and_escaped_lines_are_hidden(text: str, secret: str) -> None:
    assert secret not in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "password expires in 90 days on 20261204",
        "Passwort läuft in 30 Tagen ab",
        "$ git show 9fceb02d0ae598e95dc970b74767f19372d61af8",
        _in_args("fatal: bad object\n$ git show 9fceb02d0ae598e95dc970b74767f19372d61af8"),
        "the synchronous chrome driver failed: [80, 443, 8080, 8443, 9090, 3000, 5000, 6000]",
        ">>> cfg = billing.Config('default-profile', timeout=5)",
    ],
)
def test_dates_objects_and_plain_configs_stay(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    ("name", "secret"),
    [
        ("door_code", True),
        ("gateCode", True),
        ("keypad_code", True),
        ("safe_combination", True),
        ("preshared_key", True),
        ("wifi_psk_key", True),
        ("snmp_community", True),
        ("zip_code", False),
        ("status_code", False),
        ("combination", False),
        ("community", False),
        ("sort_key", False),
    ],
)
def test_names_of_codes_combinations_and_shared_keys(name: str, secret: bool) -> None:
    assert is_secret_name(name) is secret


def test_a_default_under_a_quoted_annotation_is_hidden() -> None:
    text = (
        "<Signature (host: 'str', user: 'str' = 'etl', password: 'str' = 'Tq9m#Lw3xZ') -> 'None'>"
    )
    out = redact(text)
    assert "Tq9m#Lw3xZ" not in out
    assert "user: 'str' = 'etl'" in out


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("the new token, read out: q 7 W x L m 2 P z K 9 v R t", "q 7 W x L m 2 P z K 9 v R t"),
        ("(def api-key (str \\q \\7 \\W \\x \\L \\m \\2 \\P \\z \\K))", "\\q \\7 \\W"),
    ],
)
def test_a_key_spelled_one_character_at_a_time_is_hidden(text: str, secret: str) -> None:
    assert secret not in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "token grid: a b c d e f g h i j k l m n",
        "key signature: C D E F G A B C D E F G",
        "pin layout 1 2 3 4 5 6 7 8 9 0 1 2",
    ],
)
def test_letters_spaced_for_a_table_stay(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            "401 for url: https://5e1a9c0b7d2f4e6a8b3c1d9f0a2e4c6b:@api.example-freight.com/v1",
            "5e1a9c0b7d2f",
        ),
        ("ඔබගේ රහස් අංකය: 481233", "481233"),
        ("የእርስዎ ሚስጥራዊ ቁጥር፦ 55120931", "55120931"),
        ("รหัสกู้คืนของคุณคือ 3c9e1-bafde", "3c9e1-bafde"),
        (
            "key = Bytes[0x51_u8, 0x77_u8, 0x37_u8, 0x7a_u8, 0x58_u8, 0x39_u8, 0x6d_u8, 0x4c_u8]",
            "0x51_u8",
        ),
        ("pin bytes: @[@81, @119, @55, @122, @88, @57, @109, @76, @50, @112]", "@81, @119"),
        ("let key = ['q'; '7'; 'W'; 'x'; 'L'; 'm'; '2'; 'P'; 'z'; 'K'; '9'; 'v']", "'q'; '7'"),
        (
            "Token : String := Character'Val (113) & Character'Val (55) & Character'Val (87) & "
            "Character'Val (120) & Character'Val (76) & Character'Val (109) & Character'Val (50) "
            "& Character'Val (80)",
            "Character'Val (113)",
        ),
        ("Reply-To: reply+Qm8vR2kT9xLp4Wz8Nc3Hb6Yd@reply.example.io", "Qm8vR2kT9xLp4Wz8Nc3Hb6Yd"),
    ],
)
def test_users_numbers_codes_and_tags_are_hidden(text: str, secret: str) -> None:
    assert secret not in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "mail ops+alerts@example.org and billing+2026@acme.io",
        "https://deploy-bot:@ci.example.com/ unreachable",
        "zip 12345-67890 unknown",
        "decaf-faced is no code",
    ],
)
def test_tags_users_and_words_stay(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    ("name", "value", "hidden"),
    [
        ("kodici_rkupru", "4e7b2-9c1d0", True),
        ("kodigu_sekretu", "a93f0-7b21c", True),
        # (a recovery code's shape under any name, unless the name says it is an id)
        ("encoding", "3f6ed-6dba1", True),
        ("rcvryCd", "a7c2e-4b91f", True),
        ("request_id", "3f6ed-6dba1", False),
        ("commit", "a7c2e-4b91f", False),
    ],
)
def test_a_paired_code_argument_is_hidden_unless_named_an_id(
    name: str, value: str, hidden: bool
) -> None:
    out = RedactionPolicy().redact_params({name: value})[name]
    assert (out == REDACTED) is hidden


def test_a_git_object_at_a_texts_start_stays() -> None:
    text = "git show -p 9fceb02d0ae598e95dc970b74767f19372d61af8 failed"
    assert redact(text) == text
