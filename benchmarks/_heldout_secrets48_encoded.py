"""Held-out set 48: secrets written in encodings, alphabets and layouts no earlier set used.

Each was grepped for (the text that marks it) in every earlier ``_heldout_secrets*``,
``_heldout_families*``, ``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and
``_heldout_cases.py`` file; those that matched (Base2048's neighbours base91 and
bubblebabble, Crockford base32, Braille, semaphore, emoji keycaps, Unicode tag characters,
Cherokee lookalike letters, Futhark runes, Python ``bytes([...])``, Java ``new char[]``,
PowerShell ``-EncodedCommand``, Excel ``UNICHAR``, Go ``[]byte``, ``%c`` format strings,
Perl ``map chr``, PHP ``array_map('chr'``, ``.byte`` directives, ``REG_BINARY`` and
``hex:`` registry values, PDF ``FEFF`` strings, ANSI escapes and others) were dropped. Used
here: text typed with the keyboard set to the Russian (ЙЦУКЕН), Hebrew and Greek layouts,
Delphi's ``#115#107`` character literals, Lua's ``utf8.char(...)``, Ruby's ``pack('U*')``,
NASM's ``db 0x..`` bytes, gdb's ``x/4wx`` little-endian words, ``tcpdump -X``'s hex and ASCII
columns, ``openssl ec -text``'s colon-separated ``priv:`` bytes, IIS-style ``%uXXXX``
escapes, Verilog's ``8'hXX`` concatenation and a token carried as hex DNS labels.
"""

from __future__ import annotations

import string

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoded_cases"]

_LOWER = string.ascii_lowercase
_RU = dict(zip("qwertyuiopasdfghjklzxcvbnm", "йцукенгшщзфывапролдячсмить", strict=True))
_HE = dict(zip("ertyuiopasdfghjklzxcvbnm", "קראטוןםפשדגכעיחלךזסבהנמצ", strict=True))
_GR = dict(zip("abcdefghijklmnoprstuvwxyz", "αβψδεφγηιξκλμνοπρστθωςχυζ", strict=True))


def _hexdump_x(payload: bytes) -> str:
    lines = []
    for off in range(0, len(payload), 16):
        chunk = payload[off : off + 16]
        hexes = chunk.hex()
        groups = " ".join(hexes[i : i + 4] for i in range(0, len(hexes), 4))
        text = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
        lines.append(f"\t0x{off:04x}:  {groups:<39}  {text}")
    return "\n".join(lines)


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    tok = v.gen("abdefghijklmnoprstuvxyz", 14)
    ru = "".join(_RU[c] for c in tok)
    add("russian layout", "a password typed with the keyboard left on the Russian ЙЦУКЕН layout",
        f"Login failed for 'ops'. Entered password: {ru}\n(hint: check the keyboard layout — RU is active)",
        ru, raises="note")  # fmt: skip

    tok = v.gen("ertyuiopasdfghjklzxcvbnm", 13)
    he = "".join(_HE[c] for c in tok)
    add("hebrew layout", "an API key typed with the Hebrew keyboard layout active",
        f"curl: (22) The requested URL returned error: 401\n$ export PARTNER_KEY={he}",
        he, raises="context")  # fmt: skip

    tok = v.gen("abdefghijklmnoprstuvxyz", 13)
    gr = "".join(_GR[c] for c in tok)
    add("greek layout", "a passphrase typed with the Greek keyboard layout active",
        f"sudo: 3 incorrect password attempts\n# history: echo '{gr}' | sudo -S systemctl restart vault",
        gr, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 14)
    dl = "".join(f"#{ord(c)}" for c in tok)
    add("delphi char literals", "Delphi source building a key from #-character literals",
        f"const\n  ApiKey = {dl};\n[dcc32 Hint] Unit1.pas(14): H2164 Variable 'Key' is declared but never used\nEIdHTTPProtocolException: HTTP/1.1 401 Unauthorized",
        dl, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 13)
    lua = ", ".join(str(ord(c)) for c in tok)
    add("lua utf8 char", "Lua building a token with utf8.char(...)",
        f"local token = utf8.char({lua})\nlua: api.lua:9: HTTP 401 from https://api.acme.io/v1/me\nstack traceback:\n\t[C]: in function 'error'",
        lua, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 13)
    rb = ", ".join(str(ord(c)) for c in tok)
    add("ruby pack U", "Ruby building a secret with [...].pack('U*')",
        f"irb(main):002> secret = [{rb}].pack('U*')\nirb(main):003> Webhook.verify!(payload, secret)\nWebhook::SignatureError: signature mismatch",
        rb, raises="oserror")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    nasm = ", ".join(f"0x{ord(c):02X}" for c in tok)
    add("nasm db bytes", "a NASM source embedding a licence key as db bytes",
        f"section .rodata\nlic_key db {nasm}, 0\nlicense.asm:7: warning: label alone on a line without a colon might be in error",
        nasm, raises="group")  # fmt: skip

    tok = v.gen(ALNUM, 16)
    raw = tok.encode()
    words = "\t".join(f"0x{int.from_bytes(raw[i : i + 4], 'little'):08x}" for i in range(0, 16, 4))
    add("gdb x4wx words", "gdb's x/4wx over a buffer holding a session key (little-endian words)",
        f"(gdb) x/4wx session->key\n0x5555555592a0:\t{words}\n(gdb) bt\n#0  auth_check (session=0x5555555592a0) at auth.c:88",
        words, raises="runtime")  # fmt: skip

    tok = v.gen(ALNUM, 32)
    payload = bytes.fromhex("45000060") + b"\x00" * 12 + f"AUTH PLAIN {tok}\r\n".encode()
    add("tcpdump hex ascii", "tcpdump -X of an SMTP AUTH line (hex groups and the ASCII column)",
        "15:47:21.118042 IP 10.0.0.5.51822 > 10.0.0.9.25: Flags [P.], length 48\n" + _hexdump_x(payload),
        tok, raises="note")  # fmt: skip

    key = bytes(v.r.randrange(256) for _ in range(32))
    colon = ":".join(f"{b:02x}" for b in key)
    rows = [":".join(f"{b:02x}" for b in key[i : i + 15]) for i in range(0, 32, 15)]
    priv = "\n    ".join(r + (":" if i < len(rows) - 1 else "") for i, r in enumerate(rows))
    add("openssl ec priv colon hex", "openssl ec -text -noout printing a P-256 private key's priv bytes",
        f"read EC key\nPrivate-Key: (256 bit)\npriv:\n    {priv}\nASN1 OID: prime256v1\nNIST CURVE: P-256",
        colon, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    iis = "".join(f"%u{ord(c):04x}" for c in tok)
    add("iis percent u", "an IIS log line with the token sent in %uXXXX escapes",
        f"2026-12-06 15:47:30 10.0.0.4 GET /api/login.aspx user=ops&pass={iis} 443 - 203.0.113.7 Mozilla/5.0 - 401 1 0 12",
        iis, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    vl = ", ".join(f"8'h{ord(c):02x}" for c in tok)
    add("verilog hex bytes", "a Verilog localparam holding a unlock key as an 8'hXX concatenation",
        f"localparam [95:0] UNLOCK_KEY = {{{vl}}};\n%Warning-WIDTH: rtl/lock.v:12:32: Operator ASSIGN expects 96 bits",
        vl, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 24)
    hx = tok.encode().hex()
    labels = ".".join(hx[i : i + 16] for i in range(0, len(hx), 16))
    add("dns hex labels", "a resolver log of a beacon carrying a token as hex DNS labels",
        f"06-Dec-2026 15:47:33.410 queries: info: client @0x7f3a 10.0.0.23#53122 ({labels}.t.cdn-acme.net): query: {labels}.t.cdn-acme.net IN TXT +",
        labels, raises="cause")  # fmt: skip

    return out
