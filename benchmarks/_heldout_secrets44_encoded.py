"""Held-out set 44: secrets written in encodings, alphabets and layouts no earlier set used.

Each was grepped for (the text that marks it) in every earlier ``_heldout_secrets*``,
``_heldout_families*``, ``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and
``_heldout_cases.py`` file; those that matched (quoted-printable, uuencode, ascii85, base85,
``xxd -i``, ``hexdump``, punycode, ROT13, HTML entities, ``%25``, MIME words, Python and Rust
byte strings, ``\\u00``, octal, Braille, emoji, tag characters, superscripts, fullwidth,
double-struck, fraktur, sans-serif, Base32 and Crockford, BIP39, S/KEY, Swift, Kotlin,
Erlang, Perl, PHP, Lua, SQL ``CHAR(``, PowerShell, VB, COBOL, Fortran, Julia, R, MATLAB,
Dart, Nim, OCaml, Racket, Prolog, Forth, protobuf, CBOR, msgpack, ``asn1parse``, BSON,
``!!binary``, LDIF, yEnc, BinHex, EBCDIC, Intel HEX, S-records, Verilog, ``.byte``, ``db``
and others) were dropped. Used here: Pascal and Delphi ``#nn`` character codes, Rust's
``vec!['a', ...]`` of chars, a Fortran Hollerith constant, DEC SIXBIT words in octal,
PDP-11 RAD50 words in octal, packed decimal (COBOL ``COMP-3``) in a dump, Excess-3 nibbles,
Commodore 64 PETSCII codes in ``DATA`` lines, Atari ATASCII inverse-video codes, XML Schema
``xs:base64Binary`` and ``xs:hexBinary`` typed elements, a ``$readmemh`` memory file, 68k
``dc.b`` bytes, ARM ``DCB`` bytes, Z80 ``DEFB`` bytes and negative squared Latin capitals.
"""

from __future__ import annotations

import base64
import string

from _heldout_secrets_harness import ALNUM, DIGITS, Case, Values

__all__ = ["encoded_cases"]

_UPPER = string.ascii_uppercase + DIGITS
_RAD50 = " ABCDEFGHIJKLMNOPQRSTUVWXYZ$.%0123456789"


def _sixbit(text: str) -> list[str]:
    """DEC SIXBIT: six characters (code minus 32) to a 36-bit word, in octal."""
    words = []
    for i in range(0, len(text), 6):
        chunk = text[i : i + 6].ljust(6)
        value = 0
        for c in chunk:
            value = value << 6 | (ord(c) - 32)
        words.append(f"{value:012o}")
    return words


def _rad50(text: str) -> list[str]:
    """PDP-11 RAD50: three characters to a 16-bit word, in octal."""
    words = []
    for i in range(0, len(text), 3):
        a, b, c = (_RAD50.index(ch) for ch in text[i : i + 3].ljust(3))
        words.append(f"{a * 1600 + b * 40 + c:06o}")
    return words


def _petscii(c: str) -> int:
    """Commodore PETSCII in the lower/upper-case set: a-z at 65-90, A-Z at 193-218."""
    if c.islower():
        return ord(c) - 32
    if c.isupper():
        return ord(c) + 128
    return ord(c)


def _neg_squared(text: str) -> str:
    return "".join(chr(0x1F170 + ord(c) - 65) if c.isupper() else c for c in text)


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    tok = v.gen(ALNUM, 12)
    pas = "".join(f"#{ord(c)}" for c in tok)
    add("pascal char codes", "Delphi source building an API key from #nn character codes",
        f"const\n  ApiKey = {pas};\n...\nEIdHTTPProtocolException: HTTP/1.1 401 Unauthorized",
        pas, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    rs = ", ".join(f"'{c}'" for c in tok)
    add("rust char vec", "Rust collecting a token from vec![chars]",
        f"let token: String = vec![{rs}].into_iter().collect();\n"
        "thread 'main' panicked at src/main.rs:18:10:\nupstream returned 401", rs, raises="note")  # fmt: skip

    pw = v.pw()
    add("fortran hollerith", "a FORTRAN 66 DATA statement with a Hollerith password constant",
        f"      DATA PASSWD /{len(pw)}H{pw}/\n"
        " ** LOGIN FAILED, IOSTAT =   401", pw, raises="keyerror")  # fmt: skip

    tok = v.gen(_UPPER, 12)
    six = " ".join(_sixbit(tok))
    add("dec sixbit", "a DECsystem-10 dump of a SIXBIT key, one 36-bit word in octal each",
        f"KEY/   {six}\n?ACCESS DENIED", six, raises="context")  # fmt: skip

    tok = v.gen(string.ascii_uppercase + DIGITS, 12)
    r50 = " ".join(_rad50(tok))
    add("pdp-11 rad50", "an RT-11 ODT listing of a RAD50-packed password (three characters a word)",
        f"001200/ {r50}\n?MON-F-Invalid password", r50, raises="args")  # fmt: skip

    pin = v.gen("123456789", 1) + v.gen(DIGITS, 8)
    packed = (pin + "C").rjust(len(pin) + 1 + (len(pin) + 1) % 2, "0")
    dump = " ".join(packed[i : i + 2] for i in range(0, len(packed), 2))
    add("packed decimal", "a CICS transaction dump of a COMP-3 (packed decimal) PIN field",
        f"DFHAP0001 ABEND ASRA\n  WS-CARD-PIN  PIC S9(9) COMP-3  OFFSET 0040  X'{packed}'\n  0040  {dump}",
        packed, raises="oserror")  # fmt: skip

    pin = v.gen("123456789", 1) + v.gen(DIGITS, 7)
    ex3 = " ".join(f"{int(d) + 3:04b}" for d in pin)
    add("excess-3", "a logic-analyser capture of a keypad PIN in Excess-3 nibbles",
        f"CH0-3 (XS-3): {ex3}\nlock: code rejected, 2 tries left", ex3, raises="group")  # fmt: skip

    tok = v.gen(string.ascii_letters, 12)
    pet = ",".join(str(_petscii(c)) for c in tok)
    add("c64 petscii data", "a Commodore 64 BASIC listing holding a password as PETSCII DATA",
        f"10 FOR I=1 TO {len(tok)}:READ C:P$=P$+CHR$(C):NEXT\n20 DATA {pet}\nRUN\n?LOGIN FAILED  ERROR IN 30",
        pet, raises="runtime")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    ata = ",".join(str(ord(c) + 128) for c in tok)
    add("atari inverse atascii", "an Atari BASIC DATA line of a key in inverse-video ATASCII",
        f"100 DATA {ata}\n110 REM KEY IS STORED INVERSE\nERROR-  8 AT LINE 120",
        ata, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 24)
    b64x = base64.b64encode(tok.encode()).decode()
    add("xs base64binary", "a SOAP fault echoing an xs:base64Binary credential element",
        '<soap:Fault><detail><Credential xsi:type="xs:base64Binary">'
        f"{b64x}</Credential></detail><faultstring>Authentication failed</faultstring></soap:Fault>",
        b64x, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 14)
    hexb = tok.encode().hex().upper()
    add("xs hexbinary", "an XML config with an xs:hexBinary typed secret",
        f'<setting name="hmacKey" xsi:type="xs:hexBinary">{hexb}</setting>\n'
        "ERROR webhook signature mismatch", hexb, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 10)
    mem = "\n".join(f"{b:02x}" for b in tok.encode())
    add("readmemh file", "a Verilog $readmemh memory image holding a device key, a byte a line",
        f"// key.mem loaded by $readmemh(\"key.mem\", key_rom);\n{mem}\n# ** Error: auth_fsm: key mismatch at 1200 ns",
        mem, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    dcb = ",".join(f"${b:02X}" for b in tok.encode())
    add("68k dc.b", "68000 assembler source with a password as dc.b bytes",
        f"passwd:  dc.b {dcb},0\n         even\nASM68K: passwd referenced from login.s line 44",
        dcb, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    arm = ", ".join(f"0x{b:02x}" for b in tok.encode())
    add("arm dcb", "ARM (armasm) source with an API key as DCB bytes",
        f"api_key DCB {arm}, 0\n        ALIGN\nHardFault in net_auth() after 401", arm, raises="oserror")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    z80 = ",".join(f"{b:02X}h" for b in tok.encode())
    add("z80 defb", "Z80 assembler source with a modem password as DEFB bytes",
        f"PASSWD: DEFB {z80},0\n; dialer.asm: NO CARRIER after login", z80, raises="group")  # fmt: skip

    tok = v.gen(string.ascii_uppercase, 14)
    sq = _neg_squared(tok)
    add("negative squared capitals", "a chat message pasting a licence key in negative squared capitals",
        f"[10:44] ops: licence key is {sq} (don't share)\n[10:45] bot: activation failed: 403",
        sq, raises="runtime")  # fmt: skip
    return out
