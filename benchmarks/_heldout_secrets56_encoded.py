"""Held-out set 56: secrets written in encodings, alphabets and layouts no earlier set used.

Each was grepped for (the text that marks it) in every earlier ``_heldout_secrets*``,
``_heldout_families*``, ``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and
``_heldout_cases.py`` file; those that matched (``pack("H``, ``fromhex``, ``hex2bin``,
``map(chr``, ``Data([``, ``UNHEX``, ``CHAR(``, ``ChrW``, ``[]rune``, ``new byte[]``,
``fromCharCodes``, ``Array[Byte]``, Crockford, Braille, ``!!binary``, Caesar, Atbash,
Vigenère, leetspeak, upside-down text, Ogham, runes, homoglyphs, combining marks, spaced
letters, ``asn1parse``, ``bytea``, ``%u00``, ``U+00``, z-base-32, Ascii85, ``xxd -r``,
``uudecode``, ``EncodedCommand``, dotted decimals, ``0b`` lists, T9, multi-tap, the German
and Italian spelling alphabets, ``xxd -p``, ``unpack1``, xxencode, Base91, ROT5/ROT18,
keyboard shifts, ``BitConverter``, ``Arrays.toString``, ``contentToString``, ``toJSON``
buffers, ``varbinary``, ``BinData``, CSS escapes, ``integer->char``, ``binary format``,
``%c``, Delphi ``#nn`` and others) were dropped. Used here: PowerShell's
``[Text.Encoding]::UTF8.GetString(@(0x..))``, Python's ``bytes.hex(' ')``, Elixir's
``String.to_charlist`` in iex, Emacs Lisp's ``(string ?a ?b ...)``, Rust byte literals
``[b'a', ...]``, Erlang's ``binary_to_list`` in erl, a password typed with Caps Lock on
(case inverted), the letters read out in katakana, the Russian spelling alphabet (``Анна``,
``Борис``...), a password typed with the Korean 2-set (Dubeolsik) IME on and shown as
uncomposed jamo, one typed with the Zhuyin (Bopomofo) IME on, a two-bits-per-base DNA
(ACGT) encoding, a PIN in Roman numerals and a password typed with the Thai Kedmanee layout on
(``NCHAR(..)+`` concatenation, the Greek and Hebrew layouts were dropped: the first would put
the call's name in the secret, the others matched).
"""

from __future__ import annotations

import string

from _heldout_secrets_harness import ALNUM, DIGITS, Case, Values

__all__ = ["encoded_cases"]

_LOWER = string.ascii_lowercase
_UPPER_DIGITS = string.ascii_uppercase + DIGITS

_KATAKANA = dict(
    zip(
        _UPPER_DIGITS,
        [
            "エー",
            "ビー",
            "シー",
            "ディー",
            "イー",
            "エフ",
            "ジー",
            "エイチ",
            "アイ",
            "ジェー",
            "ケー",
            "エル",
            "エム",
            "エヌ",
            "オー",
            "ピー",
            "キュー",
            "アール",
            "エス",
            "ティー",
            "ユー",
            "ブイ",
            "ダブリュー",
            "エックス",
            "ワイ",
            "ゼット",
            "ゼロ",
            "イチ",
            "ニ",
            "サン",
            "ヨン",
            "ゴ",
            "ロク",
            "ナナ",
            "ハチ",
            "キュウ",
        ],
        strict=True,
    )
)

# The Russian spelling alphabet's words for the Latin letters they stand for (ITU pairing).
_RUSSIAN = {
    "A": "Анна", "B": "Борис", "W": "Василий", "G": "Григорий", "D": "Дмитрий",
    "E": "Елена", "V": "Женя", "Z": "Зинаида", "I": "Иван", "J": "Иван краткий",
    "K": "Константин", "L": "Леонид", "M": "Михаил", "N": "Николай", "O": "Ольга",
    "P": "Павел", "R": "Роман", "S": "Семён", "T": "Татьяна", "U": "Ульяна", "F": "Фёдор",
    "H": "Харитон", "C": "Цапля", "Q": "Щука", "Y": "Еры", "X": "Мягкий знак",
}  # fmt: skip

_DUBEOLSIK = dict(
    zip(
        "qwertyuiopasdfghjklzxcvbnm",
        "ㅂㅈㄷㄱㅅㅛㅕㅑㅐㅔㅁㄴㅇㄹㅎㅗㅓㅏㅣㅋㅌㅊㅍㅠㅜㅡ",
        strict=True,
    )
)
_ZHUYIN = dict(
    zip(
        "1qaz2wsxedcrfv5tgbyhnujm8ik,9ol.0p;/-",
        "ㄅㄆㄇㄈㄉㄊㄋㄌㄍㄎㄏㄐㄑㄒㄓㄔㄕㄖㄗㄘㄙㄧㄨㄩㄚㄛㄜㄝㄞㄟㄠㄡㄢㄣㄤㄥㄦ",
        strict=True,
    )
)
_KEDMANEE = dict(zip("qwertyuiopasdfghjklzxcvbnm", "ๆไำพะัีรนยฟหกดเ้่าสผปแอิืท", strict=True))
_ROMAN = ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"]


def _dna(text: str) -> str:
    return "".join("ACGT"[(b >> s) & 3] for b in text.encode() for s in (6, 4, 2, 0))


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    tok = v.gen(ALNUM, 14)
    ps = ",".join(f"0x{b:02X}" for b in tok.encode())
    add("powershell getstring", "PowerShell building a token with [Text.Encoding]::UTF8.GetString(@(0x..))",
        f"PS> $tok = [Text.Encoding]::UTF8.GetString(@({ps}))\nPS> Invoke-RestMethod -Uri $api -Headers @{{Authorization = \"Bearer $tok\"}}\n"
        "Invoke-RestMethod: The remote server returned an error: (401) Unauthorized.",
        ps, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 15)
    hx = tok.encode().hex(" ")
    add("python bytes hex sep", "a Python REPL printing a key with bytes.hex(' ')",
        f">>> os.environ['HMAC_KEY'].encode().hex(' ')\n'{hx}'\n>>> verify(sig)\nhmac.InvalidSignature: webhook signature mismatch",
        hx, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 13)
    cl = ", ".join(str(b) for b in tok.encode())
    add("elixir to_charlist", "iex printing String.to_charlist of an API token",
        f"iex(3)> String.to_charlist(System.get_env(\"MAILGUN_KEY\"))\n[{cl}]\niex(4)> Mailer.deliver(email)\n** (Swoosh.DeliveryError) delivery failed with {{:api_error, 401}}",
        cl, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    el = " ".join(f"?{c}" for c in tok)
    add("emacs lisp string chars", "Emacs Lisp building a password with (string ?a ?b ...) in an init file",
        f"Debugger entered--Lisp error: (error \"IMAP authentication failed\")\n  (setq imap-pass (string {el}))\n  eval-buffer(#<buffer  *load*> nil \"~/.emacs.d/init.el\")",
        el, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    rb = ", ".join(f"b'{c}'" for c in tok)
    add("rust byte literals", "Rust holding a key as an array of byte literals",
        f"error: unused variable: `key`\n --> src/signer.rs:4:9\n  |\n4 |     let key: [u8; {len(tok)}] = [{rb}];\n  |         ^^^ help: if this is intentional, prefix it with an underscore: `_key`",
        rb, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 13)
    er = ",".join(str(b) for b in tok.encode())
    add("erlang binary_to_list", "an erl shell printing binary_to_list of a cookie-like secret",
        f"1> {{ok, Secret}} = application:get_env(rabbit, default_pass).\n2> binary_to_list(Secret).\n[{er}]\n3> rabbit_auth:check(<<\"admin\">>, Secret).\n{{refused,\"user 'admin' - invalid credentials\",[]}}",
        er, raises="oserror")  # fmt: skip

    pw = v.pw()
    inv = pw.swapcase()
    add("caps lock inverted", "a password typed with Caps Lock on (every letter's case inverted), echoed by a login helper",
        f"login-helper: authentication failed for 'jdoe' (Caps Lock appears to be on)\n  attempted: {inv}",
        inv, raises="group")  # fmt: skip

    tok = v.gen(_UPPER_DIGITS, 10)
    kana = "・".join(_KATAKANA[c] for c in tok)
    add("katakana letter names", "a support chat reading an activation code out letter by letter in katakana",
        f"サポート: ライセンスキーは {kana} です。\nactivation: key rejected (already used on 3 devices)",
        kana, raises="cause")  # fmt: skip

    tok = "".join(v.r.choice(sorted(_RUSSIAN)) for _ in range(10))
    ru = ", ".join(_RUSSIAN[c] for c in tok)
    add("russian spelling alphabet", "a helpdesk ticket spelling a recovery code with the Russian spelling alphabet",
        f"Заявка 88213: пользователь продиктовал код восстановления: {ru}.\nrecovery: code invalid or expired",
        ru, raises="note")  # fmt: skip

    tok = v.gen(_LOWER, 12)
    jamo = "".join(_DUBEOLSIK[c] for c in tok)
    add("dubeolsik ime mistype", "a password typed with the Korean 2-set (Dubeolsik) IME on, shown as uncomposed jamo by a debug log",
        f"DEBUG auth.form: password field received non-ASCII input (IME on?): {jamo}\nWARN auth: login failed for 'minji'",
        jamo, raises="context")  # fmt: skip

    keys = "1qaz2wsxedcrfv5tgbyhnujm8ik9ol0p"
    tok = v.gen(keys, 12)
    zy = "".join(_ZHUYIN[c] for c in tok)
    add("zhuyin ime mistype", "a password typed with the Zhuyin (Bopomofo) IME on, pasted into a chat",
        f"我剛剛輸入的密碼變成注音了：{zy}\nssh: Permission denied (publickey,password).",
        zy, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 9)
    dna = _dna(tok)
    add("dna two-bit bases", "a secret stored with a toy DNA-storage encoder (two bits per base, A=00 C=01 G=10 T=11)",
        f"dna-vault: decode failed for strand 7 (checksum)\n>strand_7 len={len(dna)}\n{dna}",
        dna, raises="keyerror")  # fmt: skip

    digits = v.gen("123456789", 8)
    roman = "·".join(_ROMAN[int(d)] for d in digits)
    add("roman numeral pin", "a door PIN written in Roman numerals on a facilities note",
        f"facilities/notes/server-room.md: keypad code (roman, digit by digit) {roman}\nkeypad-7: code rejected, lockout 5 min",
        roman, raises="oserror")  # fmt: skip

    tok = v.gen("qwertyuiopasdfghjklzxcvbnm", 12)
    thai = "".join(_KEDMANEE[c] for c in tok)
    add("thai kedmanee mistype", "a password typed with the Thai Kedmanee layout still active, pasted into a support chat",
        f"ล็อกอินไม่ได้ครับ ใส่รหัสไปว่า {thai} (ลืมเปลี่ยนภาษา)\nsso: invalid credentials for 'somchai'",
        thai, raises="note")  # fmt: skip

    return out
