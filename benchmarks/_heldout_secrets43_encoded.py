"""Held-out set 43: secrets written in encodings, alphabets and layouts no earlier set used.

Each was grepped for (the text that marks it) in every earlier ``_heldout_secrets*``,
``_heldout_families*``, ``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and
``_heldout_cases.py`` file; those that matched (Elixir ``<<...>>`` and ``List.to_string``,
Erlang ``io:format`` and ``~w``, Perl ``pack("H*")`` and ``map chr``, PHP ``hex2bin``,
``UNHEX``, ``CHR(``, Excel ``=CHAR``, Fortran ``achar(``, R ``rawToChar``, Julia
``UInt8[``, Scala ``Array[Byte]``, Swift ``Data([`` and ``String(decoding``, Prolog
``atom_codes``, braille, ``U+`` code points, Atbash, Caesar, Vigenère, binary octets,
``varbinary``, ``HEXTORAW``, ``UNICHAR``, ``bytes.fromhex``, ``unhexlify``, base16, base32,
Crockford, z-base-32, Base91, leet, mirrored and upside-down text, keycaps, fullwidth and
double-struck and fraktur letters, F#'s ``List.map char``, Smalltalk's ``collect: [``, Zig's
``[_]u8``, OCaml's ``Char.chr``, Crystal's ``Bytes[``, Dart's ``utf8.decode``, ES6
``\\u{...}`` escapes and others) were dropped. Used here: Rust's ``char::from_u32`` over a
``u32`` array, Kotlin's ``listOf(...).map { Char(it) }``, MySQL's ``CHAR(... USING
utf8mb4)``, Python's ``codecs.decode(..., 'hex')`` and ``base64.b16decode``, Ruby's
``pack('c*')``, Swift's ``Character(UnicodeScalar(...))`` over an array, Smalltalk's
``Character value:``, CSS ``content`` escapes, negative squared letters, parenthesized small
letters, mathematical sans-serif bold and sans-serif italic letters, a QWERTY shift one key
to the right, and a token read out one character a line in a ``watch`` frame.
"""

from __future__ import annotations

import string

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoded_cases"]

_QWERTY = "qwertyuiop[asdfghjkl;zxcvbnm,"


def _shift(text: str) -> str:
    """Each letter typed one key to the right on a QWERTY keyboard (digits one to the right)."""
    out = []
    for c in text:
        low = c.lower()
        if low in _QWERTY and _QWERTY.index(low) + 1 < len(_QWERTY):
            nxt = _QWERTY[_QWERTY.index(low) + 1]
            out.append(nxt.upper() if c.isupper() and nxt.isalpha() else nxt)
        elif c.isdigit():
            out.append("1234567890-"[("1234567890".index(c)) + 1])
        else:
            out.append(c)
    return "".join(out)


def _styled(text: str, upper: int, lower: int, digit: int | None) -> str:
    out = []
    for c in text:
        if c.isupper():
            out.append(chr(upper + ord(c) - 65))
        elif c.islower():
            out.append(chr(lower + ord(c) - 97))
        elif digit is not None:
            out.append(chr(digit + ord(c) - 48))
        else:
            out.append(c)
    return "".join(out)


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    tok = v.gen(ALNUM, 12)
    rs = ", ".join(str(ord(c)) for c in tok)
    add("rust char from u32", "Rust building an API key from a u32 array with char::from_u32",
        f"error[E0599]: no method named `collect_string` found\n  --> src/keys.rs:4:9\n"
        f"3 |     let codes: [u32; {len(tok)}] = [{rs}];\n4 |     codes.iter().filter_map(|&c| char::from_u32(c)).collect_string()",
        rs, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 13)
    kt = ", ".join(str(ord(c)) for c in tok)
    add("kotlin listof char", "Kotlin mapping listOf(...) codes with Char(it) into a token",
        f"val token = listOf({kt}).map {{ Char(it) }}.joinToString(\"\")\n"
        "retrofit2.HttpException: HTTP 401 Unauthorized", kt, raises="cause")  # fmt: skip

    pw = v.pw()
    my = ",".join(str(ord(c)) for c in pw)
    add("mysql char using", "MySQL's CHAR(... USING utf8mb4) building a password in a query log",
        f"2026-12-06T15:15:01.118Z\t  42 Query\tCREATE USER 'etl'@'%' IDENTIFIED BY CHAR({my} USING utf8mb4)\n"
        "ERROR 1064 (42000): You have an error in your SQL syntax", my, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 14)
    hx = tok.encode().hex()
    add("python codecs decode hex", "Python's codecs.decode('...', 'hex') for a webhook secret",
        f'  File "hooks.py", line 9, in verify\n    secret = codecs.decode("{hx}", "hex")\n'
        "hmac.compare_digest: signature mismatch", hx, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 14)
    b16 = tok.encode().hex().upper()
    add("python b16decode", "Python's base64.b16decode('...') for an SMTP password",
        f">>> base64.b16decode('{b16}')\n>>> smtplib.SMTP_SSL('mail.acme.io').login('noreply', _)\n"
        "smtplib.SMTPAuthenticationError: (535, b'5.7.8 Error: authentication failed')",
        b16, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    rb = ", ".join(str(ord(c)) for c in tok)
    add("ruby pack c", "Ruby's [...].pack('c*') for an API token in a Rails console",
        f"irb(main):007> ENV['PARTNER_TOKEN'] = [{rb}].pack('c*')\nirb(main):008> Partner.sync!\n"
        "Faraday::UnauthorizedError: the server responded with status 401", rb, raises="group")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    sw = ", ".join(str(ord(c)) for c in tok)
    add("swift unicode scalar", "Swift mapping an array of code points through Character(UnicodeScalar($0)!)",
        f"let key = String([{sw}].map {{ Character(UnicodeScalar($0)!) }})\n"
        "Fatal error: 'try!' expression unexpectedly raised an error: APIError.unauthorized",
        sw, raises="oserror")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    st = " ".join(str(ord(c)) for c in tok)
    add("smalltalk character value", "Pharo Smalltalk building a password with Character value:",
        f"password := (#({st}) collect: [:each | Character value: each]) as: String.\n"
        "ZnHttpUnsuccessful: 401 Unauthorized", st, raises="runtime")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    css = " ".join(f"\\{ord(c):x}" for c in tok)
    add("css content escapes", "a CSS rule hiding a coupon code in content escapes",
        f'.promo::after {{ content: "{css}"; }}\n/* stylelint: unexpected unicode escape (font-family-no-missing-generic-family-keyword) */',
        css, raises="note")  # fmt: skip

    tok = v.gen(string.ascii_uppercase, 14)
    sq = _styled(tok, 0x1F170, 0x1F170, None)
    add("negative squared letters", "a recovery code pasted in negative squared letters",
        f"Backup code: {sq}\nsign-in failed: code not recognised", sq, raises="context")  # fmt: skip

    tok = v.gen(string.ascii_lowercase, 14)
    pa = _styled(tok, 0x249C, 0x249C, None)
    add("parenthesized letters", "a Wi-Fi passphrase written in parenthesized small letters",
        f"📶 Guest Wi-Fi  {pa}\nwpa_supplicant: WRONG_KEY", pa, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 14)
    sb = _styled(tok, 0x1D5D4, 0x1D5EE, 0x1D7EC)
    add("sans-serif bold letters", "an API key pasted from a chat in mathematical sans-serif bold",
        f"slack-export.json: \"text\": \"prod key → {sb}\"", sb, raises="args")  # fmt: skip

    tok = v.gen(string.ascii_letters, 14)
    si = _styled(tok, 0x1D608, 0x1D622, None)
    add("sans-serif italic letters", "a password styled in mathematical sans-serif italic in a wiki export",
        f"## Kiosk\nLogin: kiosk / {si}\n(kiosk-login failed 3 times)", si, raises="keyerror")  # fmt: skip

    tok = v.gen(string.ascii_lowercase + string.digits, 14)
    ks = _shift(tok)
    add("qwerty shift right", "a password typed with the hands one key to the right (QWERTY)",
        f"sudo: 3 incorrect password attempts\n(typed: {ks})", ks, raises="group")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    col = "\n".join(tok)
    add("one char a line", "a token read out one character a line in a watch frame",
        f"Every 2.0s: cat /run/kiosk/otp\n\n{col}\n", col, raises="oserror")  # fmt: skip
    return out
