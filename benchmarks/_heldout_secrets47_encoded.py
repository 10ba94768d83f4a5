"""Held-out set 47: secrets written in layouts, alphabets and spellings no earlier set used.

Each was grepped for (the text that marks it) in every earlier ``_heldout_secrets*``,
``_heldout_families*``, ``heldout_set*_secrets.py``, ``heldout_secrets*.py``,
``_heldout_cases.py`` and innocents file; those that matched (Dvorak, leet, T9, Atbash,
Caesar, Braille, fraktur, double-struck, superscripts, NATO and German spelling, ``[]byte``,
``UInt8[``, ``Array[Byte]``, ``bytes.fromhex``, ``UNHEX(``, base32 to base91, proquints,
``unicodedata.name`` and others) were dropped. Used here: a password typed with the Russian
(ЙЦУКЕН) layout active, with the Korean two-set layout active (one jamo a key), on an AZERTY
keyboard (the unshifted number row), with the Arabic 101, Greek and Hebrew layouts
active, and as Colemak keys read on a QWERTY keyboard; a PIN in
Chinese financial numerals (大写) and in Chinese numerals with 〇; the Dutch spelling alphabet;
Go's printing of a ``[]rune``; Java's ``Arrays.toString(s.toCharArray())``; Ruby's
``each_char.to_a`` in irb; one character a line from a shell loop; PHP's ``str_split`` joined
by ``implode``; and Ogham letters from a fancy-text generator.

The secret is the encoded run itself (codes or letters with the separators between them),
never the call or the brackets around it.
"""

from __future__ import annotations

import string

from _heldout_secrets_harness import ALNUM, DIGITS, Case, Values

__all__ = ["encoded_cases"]

_LOWER = string.ascii_lowercase
_QWERTY = "qwertyuiop[]asdfghjkl;'zxcvbnm,."
_JCUKEN = "йцукенгшщзхъфывапролджэячсмитьбю"
_HANGUL = dict(
    zip(
        "qwertyuiopasdfghjklzxcvbnm",
        "ㅂㅈㄷㄱㅅㅛㅕㅑㅐㅔㅁㄴㅇㄹㅎㅗㅓㅏㅣㅋㅌㅊㅍㅠㅜㅡ",
        strict=True,
    )
)
_AZERTY_ROW = dict(zip("1234567890", "&é\"'(-è_çà", strict=True))
# Colemak keys at QWERTY positions: typing QWERTY letter q gives Colemak's q, w -> w, e -> f ...
_COLEMAK = dict(zip("qwertyuiopasdfghjkl;zxcvbnm", "qwfpgjluy;arstdhneiozxcvbkm", strict=True))
_QWERTY_OF = {c: q for q, c in _COLEMAK.items()}
_FINANCIAL = dict(zip(DIGITS, "零壹贰叁肆伍陆柒捌玖", strict=True))
_CHINESE = dict(zip(DIGITS, "〇一二三四五六七八九", strict=True))
_DUTCH = {
    "a": "Amsterdam", "b": "Bernard", "c": "Cornelis", "d": "Dirk", "e": "Eduard",
    "f": "Ferdinand", "g": "Gerard", "h": "Hendrik", "i": "Izaak", "j": "Jan", "k": "Karel",
    "l": "Lodewijk", "m": "Maria", "n": "Nico", "o": "Otto", "p": "Pieter", "q": "Quirinus",
    "r": "Rudolf", "s": "Simon", "t": "Teunis", "u": "Utrecht", "v": "Victor", "w": "Willem",
    "x": "Xantippe", "y": "Ypsilon", "z": "Zaandam",
}  # fmt: skip
_ARABIC = dict(zip("qwertyuiopasdfghjklzxcvnm", "ضصثقفغعهخحشسيبلاتنمئءؤرىة", strict=True))
_GREEK = dict(zip("ertyuiopasdfghjklzxcvbnm", "ερτυθιοπασδφγηξκλζχψωβνμ", strict=True))
_HEBREW = dict(zip("ertyuiopasdfghjklzxcvbnm", "קראטוןםפשדגכעיחלךזסבהנמצ", strict=True))
_OGHAM = dict(zip("blfsnhdtcqmgzraouei", "ᚁᚂᚃᚄᚅᚆᚇᚈᚉᚊᚋᚌᚎᚏᚐᚑᚒᚓᚔ", strict=True))


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    plain = v.gen("qwertyuiopasdfghjklzxcvbnm", 13)
    typed = "".join(_JCUKEN[_QWERTY.index(c)] for c in plain)
    add("russian layout", "a password typed with the Russian (ЙЦУКЕН) layout active, echoed by a login form's error",
        f"Вход не выполнен: пароль «{typed}» неверен (проверьте раскладку клавиатуры)", typed, raises="cause")  # fmt: skip

    plain = v.gen("qwertyuiopasdfghjklzxcvbnm", 14)
    jamo = "".join(_HANGUL[c] for c in plain)
    add("korean two-set keys", "a password typed with the Korean two-set layout active, one jamo a key in a key logger's line",
        f"keylog 15:44:12 [한] {jamo} ⏎ -> sudo: 1 incorrect password attempt", jamo, raises="note")  # fmt: skip

    digits = v.gen(DIGITS, 12)
    azerty = "".join(_AZERTY_ROW[c] for c in digits)
    add("azerty number row", "a numeric code typed on an AZERTY keyboard without shift, pasted into a ticket",
        f"Ticket #4471: le client a saisi le code {azerty} (clavier AZERTY, sans Maj) — refusé", azerty, raises="context")  # fmt: skip

    intended = v.gen("qwfpgjluyarstdhneiozxcvbkm", 13)
    sent = "".join(_QWERTY_OF[c] for c in intended)
    add("colemak on qwerty", "a password typed on a Colemak keyboard while the OS layout was QWERTY (the letters the keys sent)",
        f"pam_unix(sshd:auth): authentication failure; user=ops (debug: received '{sent}'; keyboard layout mismatch?)",
        sent, raises="args")  # fmt: skip

    pin = v.gen("123456789", 1) + v.gen(DIGITS, 8)
    fin = "".join(_FINANCIAL[c] for c in pin)
    add("chinese financial numerals", "a payment PIN written in Chinese financial numerals (大写) in a support chat",
        f"客服: 请勿泄露您的支付密码。用户: 我的支付密码是 {fin}，为什么提示错误？", fin, raises="keyerror")  # fmt: skip

    pin = v.gen("123456789", 1) + v.gen(DIGITS, 9)
    chi = "".join(_CHINESE[c] for c in pin)
    add("chinese numerals", "a verification code in Chinese numerals with 〇 in an SMS forwarded to a log",
        f"sms-relay | 【ACME】您的验证码为{chi}，5分钟内有效。", chi, raises="oserror")  # fmt: skip

    word = v.gen(_LOWER, 9)
    dutch = " ".join(_DUTCH[c] for c in word)
    add("dutch spelling alphabet", "a password spelled in the Dutch spelling alphabet (older form) in a call note",
        f"Belnotitie 15:44: wachtwoord voor de router gespeld als {dutch} — werkt niet.", dutch, raises="group")  # fmt: skip

    tok = v.gen(ALNUM, 11)
    runes = " ".join(str(ord(c)) for c in tok)
    add("go rune slice", "Go's fmt.Println of a []rune holding an API key",
        f"debug: key runes [{runes}]\npanic: auth: 401 Unauthorized", runes, raises="process")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    jchars = ", ".join(tok)
    add("java chars", "Java's Arrays.toString(secret.toCharArray()) in a log line",
        f"INFO  KeyLoader - chars=[{jchars}] len=12\nWARN  KeyLoader - key rejected by vault", jchars, raises="runtime")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    rchars = ", ".join(f'"{c}"' for c in tok)
    add("ruby each char", "Ruby's token.each_char.to_a shown by irb",
        f"irb(main):003> token.each_char.to_a\n=> [{rchars}]", rchars, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 10)
    lines = "\n".join(tok)
    add("one per line", "a shell loop printing a password one character a line (fold -w1)",
        f"$ echo \"$DB_PASS\" | fold -w1\n{lines}", lines, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    dashed = "-".join(tok)
    add("php str split", "PHP's implode('-', str_split($key)) in an error log",
        f"[06-Dec-2026 15:44:30 UTC] PHP Warning:  license check failed for {dashed} in /var/www/app/License.php on line 41",
        dashed, raises="context")  # fmt: skip

    word = v.gen("blfsnhdtcqmgzraouei", 12)
    ogham = "".join(_OGHAM[c] for c in word)
    add("ogham letters", "a passphrase run through a fancy-text generator's Ogham style",
        f"Discord: @ops your vault phrase is  ᚛{ogham}᚜  (don't share)", ogham, raises="args")  # fmt: skip
    for name, table, source, line in (
        (
            "arabic layout",
            _ARABIC,
            "a password typed with the Arabic (101) layout active, echoed by a web form",
            "كلمة المرور غير صحيحة — أدخلت: {x} (تحقق من لغة لوحة المفاتيح)",
        ),
        (
            "greek layout",
            _GREEK,
            "a password typed with the Greek layout active, in a VPN client's log",
            "openvpn-gui: AUTH_FAILED for user 'nikos' (password field was '{x}' — keyboard set to EL)",
        ),
        (
            "hebrew layout",
            _HEBREW,
            "a password typed with the Hebrew layout active, in a helpdesk ticket",
            "פנייה 5521: המשתמש הקליד את הסיסמה {x} במקלדת עברית — החשבון ננעל",
        ),
    ):
        keys = "".join(table)
        plain = v.gen(keys, 13)
        slip = "".join(table[c] for c in plain)
        add(name, source, line.replace("{x}", slip), slip, raises="keyerror")
    return out
