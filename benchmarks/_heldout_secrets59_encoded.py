"""Held-out set 59: secrets written in encodings, digit systems and layouts no earlier set used.

Each was grepped for (the text that marks it) in every earlier ``_heldout_secrets*``,
``_heldout_families*``, ``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and
``_heldout_cases.py`` file; those that matched (Swift ``[UInt8]``, ``new byte[]``,
``ubyteArrayOf``, Erlang binaries, ``bytes.fromhex``, ``pack("H*"``, ``hex2bin(``, ``ChrW(``,
``CHAR(``, ``UNHEX(``, ``String.fromCharCodes``, ``rawToChar``, ``char([``, Braille,
Crockford and z-base-32, base91, Bubble Babble, superscripts, Devanagari, Tibetan, Bengali,
Gujarati, Khmer, Myanmar and Ol Chiki digits, Arabic-Indic digits, ``bytearray(``,
``fromCodePoint``, ``unhexlify``, ``Chr(``, Morse, runes and others) were dropped. Used here:
Go's ``[]rune{...}``, Python's ``b'\\x..'`` with every byte escaped, MySQL's
``concat(char(...))``, Mongolian, Eastern Arabic (Persian), Sinhala Lith, Limbu and Oriya
digits, Scala's ``.map(_.toChar)``, Zig's ``[_]u8{...}`` beside ``std.mem``, PHP's
``array_map('mb_chr', ...)``, Python's ``oct()`` per byte, and ``NSString stringWithFormat`` with
``%c`` arguments, and Khudawadi, Takri, Sharada, Newa, Lepcha and Chakma digits.
"""

from __future__ import annotations

from _heldout_secrets_harness import ALNUM, DIGITS, Case, Values

__all__ = ["encoded_cases"]


def _digits(text: str, zero: int) -> str:
    return "".join(chr(zero + int(c)) for c in text)


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    tok = v.gen(ALNUM, 13)
    go = ", ".join(str(ord(c)) for c in tok)
    add("go rune slice", "Go building an API key with string([]rune{...})",
        f"./main.go:14:2: declared and not used: apiKey\n14 |\tapiKey := string([]rune{{{go}}})",
        go, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    pyb = "".join(f"\\x{ord(c):02x}" for c in tok)
    add("python bytes all escaped", "a Python bytes literal printed with every byte escaped",
        f">>> secret_bytes\nb'{pyb}'\n>>> hmac.new(secret_bytes, body, 'sha256').hexdigest() != sig\nTrue",
        pyb, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    my = ",".join(str(ord(c)) for c in tok)
    add("mysql concat char", "a MySQL statement setting a password from concat(char(...))",
        f"ERROR 1396 (HY000): Operation ALTER USER failed for 'feeder'@'%'\nmysql> ALTER USER 'feeder'@'%' IDENTIFIED BY concat(char({my}));",
        my, raises="context")  # fmt: skip

    pin = v.gen("123456789", 1) + v.gen(DIGITS, 7)
    mn = _digits(pin, 0x1810)
    add("mongolian digits", "a PIN shown in Mongolian digits by a localized kiosk",
        f"ᠲᠠᠨ ᠤ PIN: {mn}\nkiosk: card blocked after 3 attempts", mn, raises="args")  # fmt: skip

    pin = v.gen("123456789", 1) + v.gen(DIGITS, 8)
    fa = _digits(pin, 0x06F0)
    add("eastern arabic digits", "a one-time code in Eastern Arabic (Persian) digits from a Dari SMS",
        f"کد یک‌بار مصرف شما: {fa}\nsms-gw: delivery receipt DELIVRD", fa, raises="oserror")  # fmt: skip

    pin = v.gen("123456789", 1) + v.gen(DIGITS, 8)
    si = _digits(pin, 0x0DE6)
    add("sinhala lith digits", "a PIN written in Sinhala Lith digits",
        f"ඔබගේ PIN අංකය: {si}\nATM-04: PIN rejected", si, raises="keyerror")  # fmt: skip

    pin = v.gen("123456789", 1) + v.gen(DIGITS, 8)
    lb = _digits(pin, 0x1946)
    add("limbu digits", "a voucher code in Limbu digits on a printed receipt",
        f"receipt.txt: wifi voucher {lb}\nhotspot: voucher already used", lb, raises="group")  # fmt: skip

    pin = v.gen("123456789", 1) + v.gen(DIGITS, 8)
    od = _digits(pin, 0x0B66)
    add("oriya digits", "a transaction PIN in Oriya digits from a bank SMS",
        f"ଆପଣଙ୍କ ଟ୍ରାନଜାକସନ PIN {od} — ଏହାକୁ କାହାକୁ କୁହନ୍ତୁ ନାହିଁ", od, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    sc = ", ".join(str(ord(c)) for c in tok)
    add("scala map toChar", "Scala building a token with Seq(...).map(_.toChar).mkString",
        f"scala> val token = Seq({sc}).map(_.toChar).mkString\nscala> client.auth(token)\njava.io.IOException: Server returned HTTP response code: 401",
        sc, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    zg = ", ".join(str(ord(c)) for c in tok)
    add("zig u8 array", "Zig comparing a key held as [_]u8{...} with std.mem.eql",
        f"const expected = [_]u8{{ {zg} }};\nif (!std.mem.eql(u8, &expected, got)) return error.BadKey;\nerror: BadKey",
        zg, raises="runtime")  # fmt: skip

    tok = v.gen(ALNUM, 11)
    php = ", ".join(str(ord(c)) for c in tok)
    add("php mb_chr map", "PHP building an SMTP password with implode(array_map('mb_chr', [...]))",
        f"PHP Warning:  fsockopen(): unable to connect in mailer.php on line 12\n$pass = implode(array_map('mb_chr', [{php}]));",
        php, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 11)
    oc = ", ".join(repr(oct(ord(c))) for c in tok)
    add("python oct per byte", "a Python REPL listing a key's bytes with oct()",
        f">>> [oct(b) for b in key]\n[{oc}]", oc, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 10)
    ns = ", ".join(f"'{c}'" for c in tok)
    add("nsstring format chars", "Objective-C assembling a key with [NSString stringWithFormat:@\"%c%c...\", ...]",
        f"NSString *key = [NSString stringWithFormat:@\"{'%c' * len(tok)}\", {ns}];\n2026-12-06 22:21:04.118 Rig[311:90] auth failed (401)",
        ns, raises="oserror")  # fmt: skip

    for name, zero, source, line in (
        ("khudawadi digits", 0x112F0, "a Sindhi shop PIN written in Khudawadi digits", "pin-pad"),
        (
            "takri digits",
            0x116C0,
            "a locker code in Takri digits on a Dogri-language label",
            "locker 12",
        ),
        (
            "sharada digits",
            0x111D0,
            "a door code in Sharada digits in a Kashmiri heritage-font note",
            "gate",
        ),
        (
            "newa digits",
            0x11450,
            "an OTP in Newa (Prachalit) digits from a Nepal Bhasa bank SMS",
            "otp",
        ),
        (
            "lepcha digits",
            0x1C40,
            "a Wi-Fi voucher in Lepcha digits from a Sikkim homestay",
            "wifi",
        ),
        ("chakma digits", 0x11136, "a transaction PIN in Chakma digits", "atm"),
    ):
        pin = v.gen("123456789", 1) + v.gen(DIGITS, 8)
        shown = _digits(pin, zero)
        add(
            name,
            source,
            f"{line}: code {shown}\n{line}: rejected (2 tries left)",
            shown,
            raises="note",
        )
    return out
