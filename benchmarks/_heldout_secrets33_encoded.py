"""Held-out set 33: secrets written in encodings, alphabets and layouts no earlier set used.

Each was grepped for (the text that marks it) in every earlier ``_heldout_secrets*``,
``_heldout_families*``, ``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and
``_heldout_cases.py`` file; those that matched (uuencode, quoted-printable, MIME words,
ascii85, base85, Z85, ``xxd -i``, ``hexdump -C``, punycode, ROT13 and ROT47, HTML entities,
double percent-encoding, Go byte slices, ``byteArrayOf``, C arrays, fullwidth letters,
zero-width joins, Morse, NATO spelling, reversed text, EBCDIC, UTF-16, ``od``, Intel HEX,
S-records, base36, base58, base62, base45, bech32, yEnc, BinHex, ``fromCharCode``, ``CHR$(``,
``string.char``, ``[char[]]``, ``intToUtf8``, small capitals and others) were dropped. Used
here: Clojure's ``(apply str (map char [...]))``, mathematical bold and monospace letters,
circled letters and digits, regional indicator letters, the Polybius square, the tap code,
Bacon's cipher, Rust's ``String::from_utf8(vec![...])``, Haskell's ``BS.pack [...]``,
BouncyCastle's ``Hex.decode``, JAXB's ``DatatypeConverter.parseHexBinary``, Java's
``IntStream.of(...)`` code points, Ruby's ``chars.map(&:ord)`` in irb, Node's printing of a
``Uint8Array`` and an ``NSData`` description in groups of four bytes.
"""

from __future__ import annotations

import string

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoded_cases"]

_LOWER = string.ascii_lowercase


def _bold(text: str) -> str:
    out = []
    for c in text:
        if c.isupper():
            out.append(chr(0x1D400 + ord(c) - 65))
        elif c.islower():
            out.append(chr(0x1D41A + ord(c) - 97))
        else:
            out.append(chr(0x1D7CE + ord(c) - 48))
    return "".join(out)


def _mono(text: str) -> str:
    out = []
    for c in text:
        if c.isupper():
            out.append(chr(0x1D670 + ord(c) - 65))
        elif c.islower():
            out.append(chr(0x1D68A + ord(c) - 97))
        else:
            out.append(chr(0x1D7F6 + ord(c) - 48))
    return "".join(out)


def _circled(text: str) -> str:
    out = []
    for c in text:
        if c.isupper():
            out.append(chr(0x24B6 + ord(c) - 65))
        elif c.islower():
            out.append(chr(0x24D0 + ord(c) - 97))
        elif c == "0":
            out.append("\u24ea")
        else:
            out.append(chr(0x2460 + ord(c) - 49))
    return "".join(out)


_SQUARE = "abcdefghiklmnopqrstuvwxyz"  # i and j share a cell


def _polybius(c: str) -> tuple[int, int]:
    i = _SQUARE.index("i" if c == "j" else c)
    return i // 5 + 1, i % 5 + 1


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    tok = v.gen(ALNUM, 12)
    clj = " ".join(str(ord(c)) for c in tok)
    add("clojure map char", "Clojure building a token with (apply str (map char [...]))",
        f"user=> (def token (apply str (map char [{clj}])))\nuser=> (client/get url {{:oauth-token token}})\n"
        "Execution error (ExceptionInfo) at slingshot.support/stack-trace (support.clj:201).\nclj-http: status 401",
        clj, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 14)
    bold = _bold(tok)
    add("math bold", "a password pasted from a styled chat message in mathematical bold letters",
        f"Login failed for 'ops' (password was {bold}): styled characters are not accepted",
        bold, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 14)
    mono = _mono(tok)
    add("math monospace", "an API key copied from a rich-text doc in mathematical monospace letters",
        f"Invalid header value for X-Api-Key: '{mono}' (non-ASCII characters)",
        mono, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 13)
    circ = _circled(tok)
    add("circled letters", "a recovery key shown with circled letters and digits by a font fallback",
        f"Your recovery key: {circ}\n(copy failed: clipboard unavailable)", circ, raises="args")  # fmt: skip

    tok = v.gen(string.ascii_uppercase, 12)
    flags = "\u200c".join(chr(0x1F1E6 + ord(c) - 65) for c in tok)
    add("regional indicators", "a code written in regional indicator letters (joined so no flags form)",
        f"support-bot: your one-time code is {flags} — expires in 10 minutes",
        flags, raises="keyerror")  # fmt: skip

    tok = v.gen(_SQUARE, 12)
    poly = " ".join(f"{r}{c}" for r, c in map(_polybius, tok))
    add("polybius square", "a passphrase given as Polybius square coordinates in an escape-room style note",
        f"ops-note.txt: vault phrase (polybius, row-col) = {poly}\nvault: permission denied",
        poly, raises="oserror")  # fmt: skip

    tok = v.gen(_SQUARE, 11)
    tap = "  ".join(f"{'.' * r} {'.' * c}" for r, c in map(_polybius, tok))
    add("tap code", "a passphrase written out in the tap code (dots, row then column)",
        f"# taps for the door keypad override\n{tap}\nkeypad: code rejected (3 tries left)",
        tap, raises="group")  # fmt: skip

    tok = v.gen(_LOWER, 10)
    bacon = " ".join(format(ord(c) - 97, "05b").replace("0", "A").replace("1", "B") for c in tok)
    add("bacon cipher", "a password hidden in Bacon's cipher (A/B groups of five)",
        f"puzzle-hunt/answers.md: admin password in Bacon: {bacon}\nwp-login: incorrect password",
        bacon, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 13)
    rs = ", ".join(str(ord(c)) for c in tok)
    add("rust vec from utf8", "Rust building a token with String::from_utf8(vec![...])",
        f"error[E0308]: mismatched types\n  --> src/auth.rs:7:35\n7 |     let token = String::from_utf8(vec![{rs}]);\n"
        "  |                 ^^^^^^^^^^ expected `String`, found `Result<String, FromUtf8Error>`",
        rs, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    hs = ",".join(str(ord(c)) for c in tok)
    add("haskell bs pack", "Haskell's Data.ByteString BS.pack [...] as a bearer token",
        f"src/Client.hs:22:14: apiKey = BS.pack [{hs}]\n*** Exception: StatusCodeException 403",
        hs, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 14)
    hx = tok.encode().hex()
    add("bouncycastle hex decode", "Java with BouncyCastle's Hex.decode(\"...\") for an HMAC key",
        f'    byte[] key = Hex.decode("{hx}");\njava.lang.IllegalStateException: webhook signature mismatch\n'
        "\tat io.acme.hooks.Verifier.check(Verifier.java:41)", hx, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 14)
    hx = tok.encode().hex().upper()
    add("jaxb parse hex binary", "Java's DatatypeConverter.parseHexBinary(\"...\") for a DB password",
        f'DataSource ds = pool("jdbc:oracle:thin:@db:1521/ERP", "erp", new String(DatatypeConverter.parseHexBinary("{hx}")));\n'
        "java.sql.SQLException: ORA-01017: invalid username/password; logon denied",
        hx, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    js = ", ".join(str(ord(c)) for c in tok)
    add("java intstream code points", "Java building a secret from IntStream.of(...) code points",
        f"String secret = IntStream.of({js}).collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString();\n"
        "io.jsonwebtoken.security.WeakKeyException: The signing key's size is 96 bits",
        js, raises="oserror")  # fmt: skip

    pw = v.pw()
    rb = ", ".join(str(ord(c)) for c in pw)
    add("ruby chars ord", "irb printing a password's chars.map(&:ord)",
        f"irb(main):003> ENV['SMTP_PASSWORD'].chars.map(&:ord)\n=> [{rb}]\nirb(main):004> Net::SMTP.start(...)\nNet::SMTPAuthenticationError: 535 5.7.8",
        rb, raises="group")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    u8 = ", ".join(f"{ord(c):>3}" for c in tok)
    add("node uint8array", "Node printing a key held as a Uint8Array",
        f"> key\nUint8Array({len(tok)}) [\n  {u8}\n]\n> await sign(key)\nUncaught Error: 401 from https://api.acme.io/token",
        u8, raises="runtime")  # fmt: skip

    tok = v.gen(ALNUM, 16)
    raw = tok.encode().hex()
    ns = " ".join(raw[i : i + 8] for i in range(0, len(raw), 8))
    add("nsdata description", "an Objective-C NSData description of a token (groups of four bytes)",
        f"2026-12-06 10:43:20.118 Rally[8812:331] token data = <{ns}>\n2026-12-06 10:43:20.540 Rally[8812:331] refresh failed: 401",
        ns, raises="cause")  # fmt: skip
    return out
