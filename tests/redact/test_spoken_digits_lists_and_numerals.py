"""Codes read out as number words or in the spelling alphabet, digits Unicode writes in rings,
parentheses and Roman numerals, the codes of a list after the one a row hid, the words for
recovery in Arabic and Persian; and the prose, tails of numbers and ids that stay."""

from __future__ import annotations

import pytest

from toolretry.redact import REDACTED, RedactionPolicy, redact
from toolretry.redact._spoken_digits import may_speak, spoken_runs

_POLICY = RedactionPolicy()


@pytest.mark.parametrize(
    ("text", "spelled"),
    [
        ("Your PIN is four four one nine.", "4419"),
        ("Ihr Code lautet sieben drei eins null vier acht.", "731048"),
        ("Twój kod to dziewięć jeden dwa osiem pięć zero", "912850"),
        ("Din kod är fyra sju noll två nio ett", "470291"),
        ("Kodunuz: beş iki sıfır dokuz yedi bir", "520971"),
        ("कोड है: सात तीन शून्य नौ दो एक", "730921"),
        ("Код: пять ноль три девять один семь", "503917"),
        ("the PIN is two, double five, triple zero", "255000"),
        ("read back: Bravo Seven Kilo Four Niner Two Echo", "B7K492E"),
        ("Numéro : trois, quatre, neuf, zéro, deux", "34902"),
    ],
)
def test_a_run_of_number_words_of_one_language_reads_as_its_digits(text: str, spelled: str) -> None:
    assert may_speak(text)
    assert [run[2] for run in spoken_runs(text)] == [spelled]


@pytest.mark.parametrize(
    "text",
    [
        "I want to go to one of the two places",  # (words of several languages: prose)
        "Steps one, two and three are done",  # (three words: no code)
        "value is null, expected one of: none, some",
        "Golf Hotel booking for two",  # (two letters of the spelling alphabet)
        "ba hai ba",  # (three)
    ],
)
def test_prose_with_number_words_holds_no_run(text: str) -> None:
    assert spoken_runs(text) == []


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("Your verification code is nine one five two zero seven.", "nine one five two zero seven"),
        ("Tu código de acceso es cuatro ocho dos dos uno seis.", "cuatro ocho dos dos uno seis"),
        (
            "Dein Bestätigungscode: drei neun null eins vier sieben",
            "drei neun null eins vier sieben",
        ),
        ("Ваш код подтверждения: шесть шесть ноль два девять один", "шесть шесть ноль два"),
        ("Η κωδικός επαλήθευσης: οκτώ ένα τρία πέντε δύο μηδέν", "οκτώ ένα τρία πέντε"),
        ("Mã OTP của bạn là bảy hai chín một không ba.", "bảy hai chín một"),
        ("PIN: one, two, double nine, four", "double nine"),
    ],
)
def test_a_code_read_out_as_words_is_hidden(text: str, secret: str) -> None:
    out = redact(text)
    assert secret not in out
    assert REDACTED in out


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("the new door PIN is ❹❷❼❶❾❸", "❹❷❼❶❾❸"),
        ("PIN: ➊➋➌➍➎➏", "➊➋➌➍➎➏"),
        ("pickup code ⒊⒐⒈⒎⒍⒋", "⒊⒐⒈⒎⒍⒋"),
        ("verification code: ⑶⑼⑴⑺⑹⑷", "⑶⑼⑴⑺⑹⑷"),
        ("código: 𝋣𝋡𝋩𝋧𝋠𝋤", "𝋣𝋡𝋩𝋧𝋠𝋤"),
        ("验证码：㈤㈢㈨㈠㈦㈡", "㈤㈢㈨㈠㈦㈡"),
    ],
)
def test_a_code_in_digits_unicode_rings_or_numbers_is_hidden(text: str, secret: str) -> None:
    out = redact(text)
    assert secret not in out
    assert REDACTED in out


@pytest.mark.parametrize(
    ("text", "codes"),
    [
        ("recovery codes: 9c1e-44ab 70fd-1b2c 3e8a-55d0", ("70fd-1b2c", "3e8a-55d0")),
        ("backup codes: k2m9q7xw, p4t8r1zn, h6v3b5yc", ("p4t8r1zn", "h6v3b5yc")),
        ("Recovery codes\n  K7Q2-M9XW-4TPL\n  R8ZD-2NVB-6QHC\n", ("R8ZD-2NVB-6QHC",)),
        ("رموز الاسترجاع: 4b2e-91fa 77c0-3d18", ("4b2e-91fa", "77c0-3d18")),
        ("کدهای بازیابی: 6a1f-0c9e 2d7b-88e4", ("6a1f-0c9e", "2d7b-88e4")),
        ("codes el istirja3: 5f0e-a3c1 9b2d-7e64", ("9b2d-7e64",)),
    ],
)
def test_the_codes_of_a_list_after_a_hidden_one_are_hidden(
    text: str, codes: tuple[str, ...]
) -> None:
    out = redact(text)
    for code in codes:
        assert code not in out


@pytest.mark.parametrize(
    "text",
    [
        # (a hidden value, then ids of another shape or after a word)
        "token=k2m9q7xwp4 request 2024-01-15 build 1.2.3",
        "api_key=abcd1234efgh5678 request_id 7f3a9b21c4d8e6f0",
        # (the tail of a phone number or a card where the code went)
        "your code was sent to the number ending in 4488.",
        "le code a été envoyé à la carte se terminant par 4412.",
        # (numbers a model needs)
        "Twilio error code: 21211 invalid phone number",
        "Chapter Ⅳ, section ⑵: see page 12",
    ],
)
def test_ids_tails_and_numbers_stay(text: str) -> None:
    out = redact(text)
    for fact in ("2024-01-15", "1.2.3", "7f3a9b21c4d8e6f0", "4488", "4412", "21211", "Ⅳ"):
        if fact in text:
            assert fact in out


def test_a_code_after_a_colon_stays_hidden_when_the_clause_goes_on() -> None:
    out = redact("da el code bita3ak: 90084472 ma tadeeho zol")
    assert "90084472" not in out
    assert out.endswith("ma tadeeho zol")


@pytest.mark.parametrize(
    "text",
    [
        "Your verification code is nine one five two zero seven.",
        "recovery codes: 9c1e-44ab 70fd-1b2c 3e8a-55d0",
        "PIN: ➊➋➌➍➎➏",
    ],
)
def test_redacting_twice_gives_what_once_gave(text: str) -> None:
    once = _POLICY.redact(text)
    assert _POLICY.redact(once) == once


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # a passphrase after its sentence's copula, or in Danish's, Slovak's words for a phrase
        ("the wallet passphrase is lantern quartz meadow ember, keep it safe", "quartz meadow"),
        ("Adgangssætningen er »tinder moss harbor violet«.", "moss harbor"),
        ("Prístupová fráza je „gable trowel joist plinth“.", "trowel joist"),
        ("COUNTERSIGN FOR TONIGHT: granite osprey lantern", "osprey"),
        # a session id glued to its product's name; a code that opens something, by its name
        ("GET /stash with cookie POESESSID=9b1d3c5e7f90a2b4c6d8e0f1a3b5c7d9", "9b1d3c5e7f90a2b4"),
        ('{"lan": true, "access_code": "58213947"}', "58213947"),
        ("entry_code=4471", "4471"),
        # a user's password flag, whatever its shape, beside the user's flag
        ("mosquitto_pub -h 10.0.0.7 -u printer -P 58213947 -t x", "58213947"),
        # a terminal's bracketed paste around a password; code points; RTF's escapes; .NET's
        ("Password: ^[[200~Vq7!kPz2Lm9x^[[201~", "Vq7!kPz2Lm9x"),
        (
            "the admin password, as code points: U+0051 U+0037 U+006B U+0021 U+0050 U+007A "
            "U+0032 U+004C U+006D U+0039",
            "U+0051 U+0037",
        ),
        ("{\\b Password:} \\'51\\'37\\'6b\\'21\\'50\\'7a\\'32\\'4c\\'6d\\'39\\par", "\\'51\\'37"),
        (
            'var k = "" + Convert.ToChar(0x51) + Convert.ToChar(0x37) + Convert.ToChar(0x6B) + '
            "Convert.ToChar(0x21) + Convert.ToChar(0x50) + Convert.ToChar(0x7A) + "
            "Convert.ToChar(0x32) + Convert.ToChar(0x4C) + Convert.ToChar(0x6D);",
            "Convert.ToChar(0x51)",
        ),
        # a package source's key in its URL's path, an MCP server's after `mcp`
        (
            "index-url = https://pkgs.example.io/Zq7XmP2kLw9VtR4nBc8Y/team/simple/",
            "Zq7XmP2kLw9VtR4nBc8Y",
        ),
        (
            "codex mcp add shop --url https://mcp.example.com/mcp/Hk3LqZ8mWx2PvN7tRb5Y",
            "Hk3LqZ8mWx2PvN7tRb5Y",
        ),
        # a code to the reader in the scripts written without spaces; after words and a colon
        ("ລະຫັດຂອງທ່ານແມ່ນ 604218", "604218"),
        ("លេខកូដរបស់អ្នកគឺ 604218", "604218"),
        ("קוד הכניסה שלך הוא: 604218", "604218"),
        ("Ihr Zugangscode für das Portal lautet 604218.", "604218"),
        ("Mã xác nhận của bạn là: 604218", "604218"),
        # the value of a field whose type names a secret with its version
        ('{"type":"token.v2","value":"Vq7kPz2Lm9xW3rT8"}', "Vq7kPz2Lm9xW3rT8"),
    ],
)
def test_more_secrets_of_the_blind_sets_kinds_are_hidden(text: str, secret: str) -> None:
    assert secret not in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "the passphrase is stored in the team vault",
        "mysql -h db -u root -P 3306 -p",
        "psql -U app -P pager=off -c 'select 1'",
        "timeout for https://x.example/9fQ2Lm8ZtWv6Rk1YpA3c/",
        "รหัสไปรษณีย์ 10110 กรุงเทพ",
        "קוד השגיאה של השרת: 40412",
        "Der Statuscode ist 40412.",
        '{"error_code": "E40412", "status_code": 503}',
        "The character U+00E9 is é.",
        '{"type":"schema.v2","value":"draft"}',
    ],
)
def test_their_innocent_neighbours_stay(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    "text",
    [
        # a note of where the value is, a mask, a file the tool reads it from, a reference
        "password: [use 'pass show infra/db --clip' to reveal]",
        "Password: PROTECTED",
        "كلمة السر: مخفية",
        "vault kv put kv/app token=@token.txt",
        "docker build --secret id=pip,src=$HOME/.config/pip/pip.conf .",
        'ssh_password: "" ssh_key_path: ~/.ssh/id_cell',
        "(spark.redis.auth.password,*********(redacted))",
        "- password= +save_password=0",
        # public keys and their fingerprints; a key's form noted between label and value
        "age-keygen -y key.txt age1qyqszqgpqyqszqgpqyqszqgpqyqszqgpqyqszqgpqyqszqgpqyqs0lz9ew",
        '-hostkey="ssh-ed25519 255 Qw3rTy7uIo9pAs1dFg5hJk2lZx8cVb4nMq6wEr0tYu="',
        "public key (base64) Qw3rTy7uIo9pAs1dFg5hJk2lZx8cVb4nMq6wEr0tYuI= alg Ed25519",
        # an id after a word that only holds `sig`; a year after a changed password
        "Consignment 4945ce21f9905b661962768f69e88c03 booked",
        "нууц үг солигдлоо 2026 он",
        # a report's code; an employee's
        "Warcraft Logs report code 23WMDVPK2iDFQZsv",
        "unable to login to ERP. Emp code 998685",
        # an authentication's mode
        "GOAUTH=netrc",
        "OS_AUTH_TYPE=v3password",
    ],
)
def test_notes_masks_public_keys_and_modes_stay(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("redis_auth=correcthorse", "correcthorse"),
        ("auth=Xk29fjsL0q", "Xk29fjsL0q"),
        ("Signature: 4945ce21f9905b661962768f69e88c03ab77", "4945ce21f9905b661962768f69e88c03"),
        ("password: Vq7!kPz2Lm9x (from the vault)", "Vq7!kPz2Lm9x"),
        # a code closing an exception's quoted message; Flemish's password; a PIN number's name
        ("KeyError: 'Your pickup code is 58213947'", "58213947"),
        ("Uw nieuw paswoord is Vq7!kPz2Lm9x; wijzig het.", "Vq7!kPz2Lm9x"),
        ("pinnumber:960501", "960501"),
        ("pin_number=960501", "960501"),
    ],
)
def test_the_secrets_beside_them_still_go(text: str, secret: str) -> None:
    assert secret not in redact(text)
