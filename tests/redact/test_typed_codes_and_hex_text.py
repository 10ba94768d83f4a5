"""Codes printed for a person to type (recovery keys in groups, PINs and backup codes in more
languages and sentence shapes), hex digits that spell a token, a secret spelled a character
at a time, a secret printed alone after the command that read it; and what stays."""

from __future__ import annotations

import binascii
import random

import pytest

from toolretry.redact import REDACTED, redact


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # (groups to type, whatever language names them)
        ("Αποθηκεύστε το κλειδί ανάκτησης: USWE-YU9W-UJA1-I9TO-N1RN-KGEQ", "USWE-YU9W-UJA1"),
        ("আপনার পুনরুদ্ধার কী: 7TYJ5-DK0RK-XZHEJ-DOF5V-QO7UK", "7TYJ5-DK0RK"),
        ("Ключ восстановления: 472690-548330-366953-379433-915446-709536", "472690-548330"),
        ("product key q8k2m-x7p4n-r9t3v-w2z6b-h5j8c for this seat", "q8k2m-x7p4n"),
        # (a PIN a dash, words or a particle away)
        ("Uusi PIN-koodisi on 80268494. Älä kerro sitä kenellekään.", "80268494"),
        ("Mã PIN mới của bạn là 613432. Không chia sẻ mã này.", "613432"),
        ("您的动态口令为 27977648，5 分钟内有效。", "27977648"),
        # (a code word qualified, its value after the clause's colon)
        ("Kod zapasowy do logowania: 3278 7358 (jednorazowy)", "3278 7358"),
        ("Usa este código de respaldo si pierdes el teléfono: 9815 0459", "9815 0459"),
        ("Use this backup code if you lose your phone: 4417 2093", "4417 2093"),
        # (the code word in more scripts, a secret's qualifier from Sanskrit's `rahasya`)
        ("మీ రికవరీ కోడ్: 3731 5191", "3731 5191"),
        ("ਤੁਹਾਡਾ ਰਿਕਵਰੀ ਕੋਡ: a5fce-4ae55", "a5fce-4ae55"),
        ("உங்கள் ரகசிய குறியீடு 714360 — யாரிடமும் பகிர வேண்டாம்", "714360"),
        ("आपका रहस्य कोड 559102 है", "559102"),
        ("الكود السري: 62476169", "62476169"),
        ("รหัสกู้คืนของคุณคือ a7c3d-047bf โปรดเก็บไว้", "a7c3d-047bf"),
    ],
)
def test_a_code_to_type_is_hidden(text: str, secret: str) -> None:
    shown = redact(text)
    assert secret not in shown
    assert REDACTED in shown


@pytest.mark.parametrize(
    "text",
    [
        "PIN reset requested for card ending 4021 ticket 158399",
        "Mã OTP đã gửi tới số 0912 345 678 sẽ hết hạn sau 5 phút",
        "登录口令已于2026年12月1日过期，请联系信息中心重置",
        "त्रुटि कोड 4031 मिला",
        "serial ABCD-1234-EFGH-5678-JKLM on the label",
        "request 550e8400-e29b-41d4-a716-446655440000 failed",
        "build 2026-12-06-1400-rc1 shipped",
        "exit code 137 after login",
    ],
)
def test_numbers_and_ids_near_such_words_stay(text: str) -> None:
    assert redact(text) == text


def _hex(value: str) -> str:
    return value.encode().hex()


@pytest.mark.parametrize(
    "template",
    [
        "$ echo {hex} | xxd -r -p",
        "value {upper} rejected by the HSM",
        ">>> secret.encode().hex(' ', 2)\n'{grouped}'",
        "(lldb) po keychainData\n<{words}>",
        ":10800000{upper}CB",
        "S1134000{upper}C5",
    ],
)
def test_hex_digits_that_spell_a_token_are_hidden(template: str) -> None:
    value = "Kq8ZmW3xPt7Rv2Nb"
    digits = _hex(value)
    text = template.format(
        hex=digits,
        upper=digits.upper(),
        grouped=" ".join(digits[i : i + 4] for i in range(0, len(digits), 4)),
        words=" ".join(digits[i : i + 8] for i in range(0, len(digits), 8)),
    )
    shown = redact(text)
    assert digits not in shown.lower().replace(" ", "")
    assert REDACTED in shown


def test_little_endian_words_and_the_text_column_are_hidden() -> None:
    value = b"yQ7ee7izlzuKHSVR"
    words = " ".join(value[i : i + 4][::-1].hex() for i in range(0, len(value), 4))
    shown = redact(f"$ xxd -e token\n00000000: {words}  {value.decode()}")
    assert value.decode() not in shown
    assert words not in shown


@pytest.mark.parametrize(
    "text",
    [
        "digest 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
        "0x0000: 4745 5420 2f76 312f 7265 706f 7274 2048  GET /v1/report H",
        f"hex {_hex('hello world, this is text')} decodes to prose",
        f"payload {binascii.hexlify(bytes(range(40))).decode()} (binary)",
    ],
)
def test_hex_of_words_or_of_random_bytes_stays(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    "text",
    [
        "> [...process.env.GH_APP_SECRET.slice(0, 12)]\n[\n  'M', 'r', 'F', '8', 'y', 'L', "
        "'Z', 'b', 'C', 'B', 'W', 'J'\n]",
        "token = chr(77) + chr(114) + chr(70) + chr(56) + chr(121) + chr(76) + chr(90) + chr(98)",
        "110 P$=CHR$(65)+CHR$(82)+CHR$(109)+CHR$(102)+CHR$(79)+CHR$(65)+CHR$(76)+CHR$(54)\n"
        '120 PRINT #1,"PASS ";P$',
    ],
)
def test_a_secret_spelled_a_character_at_a_time_is_hidden(text: str) -> None:
    assert REDACTED in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "secret letters ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k']",
        "=CHAR(72)&CHAR(101)&CHAR(108)&CHAR(108)&CHAR(111)&CHAR(32)&CHAR(87)&CHAR(111)",
    ],
)
def test_letters_or_words_spelled_so_stay(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    "text",
    [
        # (a repr's string ends right after the printed value)
        "RuntimeError: ('login failed', '$ docker exec app python manage.py shell -c "
        "\"print(Token.objects.get(user__username=\\'admin\\').key)\"\\n"
        "152f3ea21c7085c4c921b9faeee2cb7cd6779668', 401)",
        # (a shell's code block, a question, then the file's content)
        "```shell\nsudo cat /etc/pihole/cli_pw\n```\n\n  Would you like to run this code? (y/n)"
        "\n\n  y\n\n  J/DuuNf5ahoac19crwhP9wY4KadsQcQjbl/aeohCHGz=",
    ],
)
def test_a_secret_printed_after_the_command_that_read_it_is_hidden(text: str) -> None:
    assert REDACTED in redact(text)


def test_cookie_attributes_alone_are_kept() -> None:
    text = "session cookie: Secure; HttpOnly; SameSite=Lax max-age 3600"
    assert redact(text) == text
    assert REDACTED in redact("Cookie: session=abc123def; Secure; HttpOnly")


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("Ο κωδικός μίας χρήσης σας: 36198644", "36198644"),
        ("סיסמה חד-פעמית: 198466", "198466"),
        ("گذرواژهٔ یک\u200cبارمصرف شما: 204771", "204771"),
        ("Ձեր միանգամյա գաղտնաբառը՝ 78807172", "78807172"),
        ("የአንድ ጊዜ የይለፍ ቃልዎ: 380484", "380484"),
        ("Din engångskod är 392374", "392374"),
        ("Twój kod jednorazowy: 551203", "551203"),
        ("Ваш одноразовый пароль: 884120", "884120"),
        ("Obnovovací klíč: YJGV-PEYX-RPKW-5Y7D-QHGA-MWVH-KM7E", "YJGV-PEYX-RPKW"),
    ],
)
def test_a_one_time_code_or_a_base32_recovery_key_is_hidden(text: str, code: str) -> None:
    shown = redact(text)
    assert code not in shown
    assert REDACTED in shown


@pytest.mark.parametrize(
    "text",
    [
        "one-time payment of 5000 EUR received",
        "jednorazowa opłata 5000 zł",
        "flags: app passwords: allowed (max 5 per user)",
        "ticket ABCD-EFGH-IJKL-MNOP-QRST closed",
    ],
)
def test_one_time_words_without_a_credential_and_states_stay(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    "text",
    [
        "Your app password: pwlc dgqo wxuy bbdn",
        "Sua senha de aplicativo: pwlc dgqo wxuy bbdn",
        "Din app-adgangskode: pyyn dshm uhxr gbuo",
        "Kata laluan aplikasi anda: uthj uunm ufbf yysj",
        "app-specific password: qvtk-zxmd-hrwp-lcbj",
    ],
)
def test_an_app_password_of_four_letter_groups_is_hidden(text: str) -> None:
    shown = redact(text)
    assert REDACTED in shown
    assert text.split(": ")[-1] not in shown


@pytest.mark.parametrize(
    "text",
    ["password: must have four more", "password will then stay this", "plan: feed cats more food"],
)
def test_four_words_after_a_password_name_stay(text: str) -> None:
    assert redact(text) == text


def test_ebcdic_hex_that_spells_a_password_is_hidden() -> None:
    value = "Sm7qLD9x$11pW"
    digits = value.encode("cp037").hex().upper()
    shown = redact(f"IEF142I PASSWORD FIELD (CP037): X'{digits}'")
    assert digits not in shown
    assert REDACTED in shown


def test_random_digests_stay() -> None:
    rng = random.Random(2026)
    for _ in range(2000):
        digest = bytes(rng.randrange(256) for _ in range(rng.choice((8, 12, 16, 20, 32)))).hex()
        text = f"checksum {digest} did not match"
        assert redact(text) == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("លេខកូដសង្គ្រោះរបស់អ្នក៖ cc7e4-1003d", "cc7e4-1003d"),
        ("ລະຫັດສຳຮອງຂອງທ່ານ: a2594-1c59b", "a2594-1c59b"),
        (
            "> Text.Encoding.ASCII.GetBytes(cfg.HmacKey);;\nval it: byte array =\n"
            "  [|81uy; 53uy; 65uy; 110uy; 52uy; 119uy; 75uy; 112uy; 90uy; 51uy; 109uy; 76uy|]",
            "81uy; 53uy",
        ),
        (
            '> utf8ToInt(Sys.getenv("MAPS_KEY"))\n [1] 119 80 66 79 66 100 78 104 114 121 77 73 56',
            "119 80 66",
        ),
        (
            "submit password=${chars.contentToString()} -> [E, v, 5, P, w, S, $, b, y, l, L, k]",
            "E, v, 5, P",
        ),
        ('pairing key "41:77:55:36:4a:55:31:77:4d:6c:6e:72:6b:61:4a:64"', "41:77:55:36"),
    ],
)
def test_more_scripts_and_byte_layouts_are_read(text: str, secret: str) -> None:
    shown = redact(text)
    assert secret not in shown
    assert REDACTED in shown


@pytest.mark.parametrize(
    "text",
    [
        "1   service\n2   user\n3   password\n✓ 命令执行完成，退出码 0",
        "ssh fingerprint MD5:16:27:ac:a5:76:28:2d:36:63:1b:56:4d:eb:df:a6:48 for host",
        "ether 00:1a:2b:3c:4d:5e mtu 1500",
        "password policy: uppercase lowercase digits symbols",
    ],
)
def test_a_name_ending_its_line_and_colon_hex_of_random_bytes_stay(text: str) -> None:
    assert redact(text) == text
