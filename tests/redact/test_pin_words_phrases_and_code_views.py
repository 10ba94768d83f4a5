"""A PIN named by a compound or a loanword, a secret number, a recovery phrase after a few words
of its sentence, quoted drawn words after a password's name, codes read back from octal, quoted
hex and a debugger's character watch, and a value jq prints for one secret path."""

from __future__ import annotations

import builtins
import sys

import pytest

from toolretry.redact import REDACTED, RedactionPolicy, redact


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("Din pinkode er 48213377", "48213377"),
        ("Ny pinkod: 751448", "751448"),
        ("Uusi PIN-koodi: 9182", "9182"),
        ("De pincode is 55120931", "55120931"),
        ("तुम्हारा पिन है: 976447", "976447"),
        ("आपका नया पिन 75171601 है", "75171601"),
        ("আপনার পিন 4821", "4821"),
        ("আপনার গোপন নম্বর: 25539488", "25539488"),
        ("आपका गुप्त नंबर 88120456 है", "88120456"),
        ("Ваш секретный номер: 4417", "4417"),
        ("Ο μυστικός κωδικός σας είναι 9096 4696", "9096 4696"),
    ],
)
def test_pins_and_secret_numbers_are_hidden(text: str, secret: str) -> None:
    assert secret not in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "pinned 4 packages in 2026",
        "spinkode 1234",
        "ваш номер заказа 12345678",
        "शाखा नंबर 40021234",
        "order number 12345678 shipped",
        "GPIO pin 17 is busy",
    ],
)
def test_numbers_no_secret_word_qualifies_stay(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    "text",
    [
        "Ihre Wiederherstellungsphrase lautet: estuary pumice tamarack dunlin knoll sorrel",
        "Frasa pemulihan Anda: knoll alder sorrel pumice nightjar",
        "请抄写您的助记词：umber wicket alder garnet garnet pumice",
        "La contraseña es «nettle thistle lantern umber»",
        'Votre mot de passe est "nettle thistle lantern umber"',
        'Your new password is "correct horse battery staple".',
    ],
)
def test_drawn_words_after_a_phrase_or_a_password_are_hidden(text: str) -> None:
    assert REDACTED in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "Seed phrase strength: must hold twelve words",
        "passphrase prompt says: enter the phrase now",
        'password error: "the connection was refused"',
        "phrase not found: cannot open file",
    ],
)
def test_prose_after_those_names_stays(text: str) -> None:
    assert redact(text) == text


_WATCH = "\n".join(f"    [{i}]: {ord(c)} '{c}'" for i, c in enumerate("2maZSE%GzqG0"))


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("$ hexdump -b .runner_token\n0000000 107 061 170 132 062 062 144 130 151 102 064 060"
         " 172 117 124 132\n0000010", "107 061 170"),
        ("> [...token].map(c => c.charCodeAt(0).toString(16))\n[ '4b', '44', '72', '76', '72',"
         " '47', '64', '37', '57', '41', '70', '66', '65', '4c' ]", "'4b', '44'"),
        ("password.ToCharArray()\n{char[12]}\n" + _WATCH, "'%'"),
        ("> jq -r .signing_key config/hooks.json\n5e4a50462f04e187be4da07914e6c7d78e68e4074d2d9522",
         "5e4a50462f04e187be4da07914e6c7d78e68e4074d2d9522"),
    ],
)  # fmt: skip
def test_codes_read_back_and_a_selected_path_are_hidden(text: str, gone: str) -> None:
    assert gone not in redact(text)


def test_a_selected_path_in_a_repr_keeps_its_closing_quote() -> None:
    text = repr(("x", "$ jq -r .api_token cfg.json\nZq8LmW3xPt7Rv2Kp9Qw4", 401))
    assert redact(text) == repr(("x", f"$ jq -r .api_token cfg.json\n{REDACTED}", 401))


@pytest.mark.parametrize(
    "text",
    [
        "od -b notes.txt\n0000000 150 145 154 154 157 040 167 157 162 154 144 012\n0000014",
        "$ jq -r .name hooks.json\nbilling-hook\nci-hook",
        "> [ '4b', '44', '72', '76', '72', '47', '64', '37', '57', '41' ]",
    ],
)
def test_text_a_name_and_codes_without_a_credential_stay(text: str) -> None:
    assert redact(text) == text


def test_the_rows_can_be_switched_off() -> None:
    # (`pin_in_clause` reads the number that ends a PIN's clause too, and
    # `name_in_indic_script` the PIN's name in Bengali: all three rows off)
    text = "আপনার পিন 4821"
    rows = ("pin_digits", "pin_in_clause", "name_in_indic_script")
    assert "4821" not in RedactionPolicy().without_rules("pin_digits").redact(text)
    assert "4821" in RedactionPolicy().without_rules(*rows).redact(text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("$ curl -u W9YX-T6GY-S5SI-NMRE:footastic https://acme.example/api/v3/forms.json",
         "W9YX-T6GY-S5SI-NMRE"),
        ("curl --user Zq8LmW3xPt7Rv2Kp9Qw4Xy:x https://api.example/v1", "Zq8LmW3xPt7Rv2Kp9Qw4Xy"),
        ("name    key                                       owner\n"
         "search  1982939f2c74a617bf74e3fbd517fc24c165542b  web\nmaps    (none)  geo",
         "1982939f2c74a617bf74e3fbd517fc24c165542b"),
        ("NAME     TOKEN                 AGE\nci-bot   Zq8LmW3xPt7Rv2Kp9Qw4  3d",
         "Zq8LmW3xPt7Rv2Kp9Qw4"),
        ("מילת הסוד שלך היא bGCPJD.mNzNH", "bGCPJD.mNzNH"),
        ("Ваше секретное слово: Kq3#mZ8pLw", "Kq3#mZ8pLw"),
        (repr(("x", "password.ToCharArray()\n" + _WATCH)), "48 '0'"),
    ],
)  # fmt: skip
def test_keys_as_users_aligned_columns_and_secret_words_are_hidden(text: str, gone: str) -> None:
    """A key as curl's user before a word as its password; a cell under a credential's header
    aligned with no ruler (`column -t`), a generated one under `key` beside `name`; a typed
    password after "secret word" in the languages that name a password so."""
    assert gone not in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "curl -u admin:hunter2 http://x",
        "curl -u deploy-bot:Xk9pQ2 http://x",
        "| name | key | count |\n|-----|-----|----|\n| a   | sort_by_date | 3     |",
        "NAME  TYPE    DATA  AGE\napp   Opaque  3     2d",
        '  File "x.py", line 3, in token_refresh\n    raise KeyError(key)',
    ],
)
def test_users_key_names_and_other_columns_stay(text: str) -> None:
    out = redact(text)
    assert out.split(":")[0] == text.split(":")[0] if text.startswith("curl") else out == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("तोयं कर पिन हेके — 674858", "674858"),
        ("မင်း၏ လျှို့ဝှက်နံပါတ်မှာ 928338 ဖြစ်သည်။", "928338"),
        ("உங்கள் ரகசிய எண்: 347297", "347297"),
        ("보안 코드: 62193016", "62193016"),
        ("Your card's security code 4821 was rejected", "4821"),
        ("رمز یکبار مصرف شما: 53115279", "53115279"),
        ("Ваше кодовое слово: sedge vole plover", "sedge vole plover"),
        ("Ваше кодове слово — basalt cairn quince", "basalt cairn quince"),
        ("      key = achar(117)//achar(109)//achar(114)//achar(68)//achar(86)//achar(57)"
         "//achar(117)//achar(121)//achar(78)//achar(78)//achar(122)", "achar(117)"),
        ('$ printf %s "$WEBHOOK_SECRET" | basenc --base2msbf\n'
         "011100000100111101001011010010110111000100110010011110000011011101101110",
         "0111000001001111"),
        ("static const uint8_t ota_key[8] = { 0b00110111, 0b01011000, 0b01101011, 0b01010000,"
         " 0b01000100, 0b01001011, 0b01101111, 0b01100110 };", "0b01011000"),
        ("sendgrid=niZANZ1ZQ9vkjvpQb7Udirh7OllIBDYsGciP\nsearch=(unset)",
         "niZANZ1ZQ9vkjvpQb7Udirh7OllIBDYsGciP"),
        ("POST /find (cookie nextGenCSO=kYlICld6iapuBdXqavion2jOXE5BdBrawvQDU0lyrR74jizJWKXX9)",
         "kYlICld6iapuBdXqavion2jOXE5BdBrawvQDU0lyrR74jizJWKXX9"),
        ('>>> da = DocketClient("research@acme.example", "NjL8v5.MLjAj")\nLoginError: {"error":'
         ' "Invalid username or password."}', "NjL8v5.MLjAj"),
        ("shape: (1, 2)\n┌────────┬──────────────────────┐\n│ name   ┆ token                │\n"
         "│ ---    ┆ ---                  │\n╞════════╪══════════════════════╡\n"
         "│ ledger ┆ Zq8LmW3xPt7Rv2Kp9Qw4 │\n└────────┴──────────────────────┘",
         "Zq8LmW3xPt7Rv2Kp9Qw4"),
    ],
)  # fmt: skip
def test_more_languages_bits_and_boxes_are_hidden(text: str, secret: str) -> None:
    """A PIN's name, then a dash; a secret number in Burmese and Tamil; a security code; a code
    word's drawn words; Fortran's `achar` calls; bits with no blank between the bytes and
    binary literals; a listed value under a name that only ends in `id` (`sendgrid`); a
    password given to a client whose login failed; a box-drawn table (polars)."""
    assert secret not in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "security update 2026-12-01 installed on 40 hosts",
        "Password requirements: uppercase lowercase digits symbols",
        "password reset: check your inbox now",
        "userId=niZANZ1ZQ9vkjvpQb7Udirh7OllIBDYsGciP",
        "serverpassword= (empty: no password)",
        "shape: (1, 2)\n┌────────┬───────┐\n│ name   ┆ count │\n╞════════╪═══════╡\n"
        "│ ledger ┆ 3     │\n└────────┴───────┘",
        "bitmap 0101010101010101010101010101010101010101010101010101010101010101 set",
    ],
)
def test_policies_ids_notes_and_plain_tables_stay(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    "name", ["uygulama_sifresi", "hasłem", "mot_passe_appli", "motPasse", "kodovoe_slovo",
             "pinKodu2", "wallet_seed"],
)  # fmt: skip
def test_bent_and_glued_names_hide_their_values(name: str) -> None:
    assert RedactionPolicy().redact_params({name: "48291377"})[name] == REDACTED


@pytest.mark.skipif(sys.version_info < (3, 11), reason="exception groups are builtins from 3.11")
def test_an_exception_groups_members_are_read_without_their_margin() -> None:
    """A member's lines behind the group's `| ` margin read as they would alone: a table's
    cell under `token` is hidden in the DEBUG traceback as in the member's own message."""
    secret = "Zq8LmW3xPt7Rv2Kp9Qw4"
    table = f"name    token                 owner\nci      {secret}  me"
    group_type = getattr(builtins, "ExceptionGroup")  # noqa: B009 (absent before 3.11)
    try:
        raise group_type("two", [ValueError(table), KeyError("x")])
    except Exception as group:
        text = RedactionPolicy().redact_traceback(group)
    assert secret not in text
    assert "ValueError: name" in text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("$config['db_pass'] = 'MRYr17@7qEly';", "MRYr17@7qEly"),
        ("ENV['API_KEY'] = 'MRYr17qEly8Zx'", "MRYr17qEly8Zx"),
        ('settings["api_token"] = "MRYr17qEly8Zx"', "MRYr17qEly8Zx"),
        ("$ curl -su f07e5766bb46adba82505bdd161c0748: https://acme.example/api/v1/components",
         "f07e5766bb46adba82505bdd161c0748"),
        ("curl -sSu admin:hunter2x https://x.example", "hunter2x"),
        ("set pw [format %c%c%c%c%c%c%c%c%c%c%c%c 70 105 119 49 77 83 119 81 85 107 107 99]",
         "70 105 119 49"),
        ('sprintf(buf, "%c%c%c%c%c%c%c%c%c%c", 68, 68, 66, 77, 68, 66, 113, 121, 65, 79);',
         "68, 68, 66"),
        ("(define secret (list->string (list #\\x #\\O #\\2 #\\w #\\x #\\L #\\P #\\7 #\\k #\\j)))",
         "#\\O #\\2"),
        ("./exports/share-iVb7BxL9RxxAAVYS9C6Iij4e8N23TnPYYC.json",
         "iVb7BxL9RxxAAVYS9C6Iij4e8N23TnPYYC"),
        ("keys/restic-6I4BwQOPtI6FE9gCyYh08RH6g4Jd.key 2 bytes", "6I4BwQOPtI6FE9gCyYh08RH6g4Jd"),
        ("Сіздің қалпына келтіру кодыңыз: 87ff0-2a1a0", "87ff0-2a1a0"),
        ("Kalmar sirrinka ita ce: bracken dunlin samphire", "bracken dunlin samphire"),
        ("ລະຫັດ PIN ຂອງທ່ານແມ່ນ 228808", "228808"),
    ],
)  # fmt: skip
def test_subscripts_flags_formats_and_file_names_are_hidden(text: str, secret: str) -> None:
    """A secret's name closing a subscript before `=`; curl's user after other short flags;
    codes given to a `%c` format and character literals; a generated run a file is named with;
    a recovery code after a Turkic possessive; a password's name with a Hausa possessive; a
    PIN's name then a Lao phrase written without blanks."""
    assert secret not in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "x['sort_key'] = 'name'",
        "tar -xvzf a.tgz -C /tmp",
        "docker run -u 1000:1000 img",
        'printf("%c%c%c%c%c%c%c%c", 72, 101, 108, 108, 111, 87, 111, 114)',
        "GET /v1/invoices?limit=10&starting_after=in_1Nv0aB2eZvKYlo2C3dEfGhIj failed",
        "uploads/avatar_2026_12_06_profile_picture.png",
        "report-ConnectionRefusedErrorLog.txt",
        "kodlama: v2-beta release",
        "The tool ran `grep -c JWT_SECRET appflowy-cloud/.env` successfully",
    ],
)
def test_names_ids_words_and_dotfiles_stay(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ('> setApiKey("0839A9CFD50E53F467B6E40FE2C475EB")', "0839A9CFD50E53F467B6E40FE2C475EB"),
        ('Rox.setup("379ecbf1935f44eb252aa28f", opts);', "379ecbf1935f44eb252aa28f"),
        ('Tapjoy.Connect("E7CuaoUWRAWdz_5OUmSGsgEBXHdOwPa8de7p4ase-eYP01mecluf");',
         "E7CuaoUWRAWdz_5OUmSGsgEBXHdOwPa8de7p4ase"),
        ("client = SinricPro('8523abe7-b035-c352-f6d2-2bc6b43fc8d1', devices)",
         "8523abe7-b035-c352-f6d2-2bc6b43fc8d1"),
        ("#0 Track.php(27): Shipsgo\\Client->__construct('d2156cb630a881529f683509b3e86181')",
         "d2156cb630a881529f683509b3e86181"),
        ("stripe.set_api_key('rk9Zq8LmW3xPt7Rv2Kp9Qw4')", "rk9Zq8LmW3xPt7Rv2Kp9Qw4"),
        ("{'code': ['9VHb4D0Cn5DkvkoYL7IgkM3MocS7m6lrIQCUymQelG'], 'state': ['af31']}",
         "9VHb4D0Cn5DkvkoYL7IgkM3MocS7m6lrIQCUymQelG"),
        ("Tunnuslauseesi on: feldspar basalt schist cinder jasper", "feldspar basalt"),
        ("آپ کا خفیہ پن: 19294694", "19294694"),
        ("तुमचा पुनर्प्राप्ती कोड: NSXEX-CJJGX-GDRMC-UCU29-TAAWW", "NSXEX-CJJGX"),
    ],
)  # fmt: skip
def test_keys_given_to_calls_and_more_words_are_hidden(text: str, secret: str) -> None:
    """A literal given to a call that takes a key (`setApiKey`) or sets a client up (`setup`,
    `Connect`, a `*Client`/`*Pro` constructor); a listed item; a Finnish passphrase, an Urdu
    secret PIN, a Marathi recovery code."""
    assert secret not in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        'setup("default-profile-name")',
        'connect("db.internal.example.com")',
        "Client('https://api.example.com/v2')",
        "initialize(config.API_KEY)",
        'init("v2.3.1-rc1-build42")',
        'sock.connect("10.0.0.1")',
        "اپنا 12345678 نمبر",
        "x = ['DATABASE_ROUTERS_DEFAULT_2', 'get_user_profile_settings_v2']",
    ],
)
def test_calls_of_names_hosts_and_words_stay(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    ("name", "value"),
    [("tjSecKey", "48213377zq"), ("kodOdzyskiwania", "48213377"), ("tunnuslauseKassa", "x"),
     ("kodovaya_fraza", "sedge vole plover")],
)  # fmt: skip
def test_more_argument_names_hide_their_values(name: str, value: str) -> None:
    assert RedactionPolicy().redact_params({name: value})[name] == REDACTED


def test_an_error_code_argument_stays() -> None:
    assert RedactionPolicy().redact_params({"errorCode": "48213377"})["errorCode"] == "48213377"
