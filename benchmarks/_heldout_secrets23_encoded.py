"""Held-out set 23: secrets in encodings, quotings and layouts no earlier set used.

Each was grepped for (its name and its marker) in every earlier ``_heldout_secrets*`` and
``_heldout_families*`` file (none matched; VBScript ``Chr()``, colon-separated hex, groups
of four, reversal and adjacent C literals did and were dropped): ``od -An -c`` output, Node's
inspect of a ``Uint8Array`` (``TextEncoder``), Lua decimal escapes, ``printf`` with octal
escapes, MySQL ``FROM_BASE64`` in a general query log, PostgreSQL ``convert_from(decode(...,
'hex'))`` in a statement log, Python's ``bin()`` of each byte, a value printed one character
per line, Perl ``pack("H*")``, mathematical bold script letters (U+1D4D0), a Ruby
``unpack1("H*")`` in ``irb``, a middle dot between characters and a Python bytes literal
written entirely in ``\\x`` escapes. The secret is the encoded text as it stands, so a leak
is any 8-character piece of it.
"""

from __future__ import annotations

import base64
import string

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoded_cases"]


def _script(text: str) -> str:
    """Mathematical bold script capitals and small letters (U+1D4D0, U+1D4EA); digits kept."""
    out = []
    for c in text:
        if "A" <= c <= "Z":
            out.append(chr(0x1D4D0 + ord(c) - 65))
        elif "a" <= c <= "z":
            out.append(chr(0x1D4EA + ord(c) - 97))
        else:
            out.append(c)
    return "".join(out)


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    tok = v.gen(ALNUM, 24)
    chars = "".join(f"{c:>4}" for c in tok)
    od = "\n".join(chars[i : i + 64] for i in range(0, len(chars), 64))
    add(
        "od An c",
        "od -An -c of a key file (each character right-aligned in four columns)",
        f"$ od -An -c ~/.config/relay/key\n{od}\n  \\n",
        chars.replace("\n", ""),
    )
    tok = v.gen(ALNUM, 20)
    codes = ", ".join(str(ord(c)) for c in tok)
    add(
        "node uint8array",
        "Node's util.inspect of a Uint8Array holding a key's bytes (decimal)",
        f"> new TextEncoder().encode(process.env.RELAY_KEY)\nUint8Array({len(tok)}) [ {codes} ]",
        codes,
    )
    tok = v.gen(ALNUM, 18)
    lua = "".join(f"\\{ord(c)}" for c in tok)
    add(
        "lua decimal escapes",
        "a Lua string written with decimal escapes in a config script",
        f'-- config.lua\nlocal auth = {{ user = "relay", pass = "{lua}" }}',
        lua,
    )
    tok = v.gen(ALNUM, 16)
    octal = "".join(f"\\{ord(c):03o}" for c in tok)
    add(
        "printf octal",
        "printf with octal escapes piped into a login command, as a shell tool echoes it",
        f"$ printf '{octal}\\n' | docker login -u ci --password-stdin registry.acme.io\n"
        'Error response from daemon: Get "https://registry.acme.io/v2/": unauthorized',
        octal,
    )
    tok = v.pw()
    b64 = base64.b64encode(tok.encode()).decode()
    add(
        "mysql from base64",
        "a MySQL general query log line creating a user from FROM_BASE64",
        "2026-12-05T16:40:02.118204Z\t   41 Query\tCREATE USER 'etl'@'%' IDENTIFIED BY "
        f"FROM_BASE64('{b64}')",
        b64,
    )
    tok = v.gen(ALNUM, 20)
    hexed = tok.encode().hex()
    add(
        "postgres convert from",
        "a PostgreSQL log statement with convert_from(decode(..., 'hex'), 'UTF8')",
        "2026-12-05 16:40:03.441 UTC [4412] LOG:  statement: ALTER ROLE etl PASSWORD "
        f"convert_from(decode('{hexed}', 'hex'), 'UTF8');",
        hexed,
    )
    tok = v.gen(ALNUM, 10)
    binary = " ".join(f"{b:08b}" for b in tok.encode())
    add(
        "binary bytes",
        "each byte of a PIN-like code in binary, from a debugging print",
        f"DEBUG door-controller: admin code bits = {binary}",
        binary,
    )
    tok = v.gen(ALNUM, 20)
    vertical = "\n".join(tok)
    add(
        "one character per line",
        "a value printed one character per line (a loop over a string, fold -w1)",
        f'$ echo -n "$API_TOKEN" | fold -w1\n{vertical}',
        vertical,
    )
    tok = v.gen(ALNUM, 24)
    hexed = tok.encode().hex()
    add(
        "perl pack h",
        'a Perl one-liner decoding a hex-packed key with pack("H*")',
        f'$ perl -e \'print pack("H*", "{hexed}")\' > /run/keys/sync\nsh: /run/keys/sync: '
        "Permission denied",
        hexed,
    )
    tok = v.gen(string.ascii_letters, 16)
    script = _script(tok)
    add(
        "math bold script",
        "mathematical bold script letters (U+1D4D0) pasted from a styled chat message",
        f"🔐 new shared vault password: {script}",
        script,
    )
    tok = v.gen(ALNUM, 20)
    hexed = tok.encode().hex()
    add(
        "ruby unpack1",
        'a Ruby irb session turning a key into hex with unpack1("H*")',
        f'irb(main):001> ENV.fetch("SIGNING_KEY").unpack1("H*")\n=> "{hexed}"',
        hexed,
    )
    tok = v.gen(ALNUM, 24)
    dotted = "·".join(tok)
    add(
        "middle dots",
        "a value with a middle dot between characters (to defeat copy-paste) in a wiki",
        f"Staging DB password (type it, do not paste): {dotted}",
        dotted,
    )
    tok = v.gen(ALNUM, 16)
    escaped = "".join(f"\\x{b:02x}" for b in tok.encode())
    add(
        "python hex bytes literal",
        "a Python bytes literal written entirely in \\x escapes, read from a source file",
        f'$ grep -n HMAC_KEY tools/sign.py\n7:HMAC_KEY = b"{escaped}"',
        escaped,
    )
    return out
