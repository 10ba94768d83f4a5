"""Held-out set 28: encodings, escapes and layouts no earlier set used.

Each was grepped for (its name and the text that marks it) in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file; these matched and were left out:
quoted-printable, uuencode, base85 and ascii85, Go byte slices, Rust byte strings, ``xxd
-i``, ``hexdump -C``, punycode, ROT13 and ROT47, HTML entities, percent and double percent
encoding, MIME ``=?UTF-8?B?`` words, base32 and z-base-32, base36, base45, base58, base62,
Z85, yEnc, bech32, Morse, ``fromCharCode``, Kotlin and C# byte arrays, SQL hex literals,
``bytea``, UTF-16LE base64, fullwidth, circled and mathematical letters, zero-width joins,
reversal, proquints, Intel HEX and S-records, ``.reg`` hex values, ``openssl asn1parse``,
``BitConverter``, NATO spelling, Lua's ``string.byte``, Java's ``getBytes``, Node's
``<Buffer ...>``, ``memoryview``, Python's ``array('B')``, OCaml char lists, Prolog's ``atom_codes``, ``charlist`` and ``<<...>>`` binaries. Used here: a MIME ``Q`` encoded word,
PowerShell's bytes joined with commas, PHP's session serialization, Swift's ``[UInt8]``,
Java's ``BigInteger`` decimal, JavaScript's ``%uXXXX`` escapes, EBCDIC (IBM037) hex, Node's
``ArrayBuffer`` with ``[Uint8Contents]``, a ``CFData`` description, SSH's Bubble Babble,
``dumpasn1``'s OCTET STRING, JavaScript's ``BigInt(...).toString(36)``, letter-spaced text,
C++'s ``std::quoted``, SBCL's octet vectors and Julia's ``UInt8[...]`` repr.
"""

from __future__ import annotations

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoded_cases"]

_NOAMBIG = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789"


def _q_word(text: str) -> str:
    """A MIME encoded word in the Q encoding (RFC 2047): letters and digits as they are,
    a space as ``_``, anything else as ``=XX``."""
    out = []
    for b in text.encode():
        ch = chr(b)
        if ch.isalnum() and b < 128:
            out.append(ch)
        elif ch == " ":
            out.append("_")
        else:
            out.append(f"={b:02X}")
    return "=?utf-8?q?" + "".join(out) + "?="


def _bubblebabble(data: bytes) -> str:
    """SSH's Bubble Babble encoding (as ``ssh-keygen -B`` prints digests)."""
    vowels, cons = "aeiouy", "bcdfghklmnprstvzx"
    seed, out = 1, ["x"]
    rounds = len(data) // 2 + 1
    for i in range(rounds):
        if i + 1 < rounds or len(data) % 2:
            b1 = data[2 * i]
            out.append(vowels[(((b1 >> 6) & 3) + seed) % 6])
            out.append(cons[(b1 >> 2) & 15])
            out.append(vowels[((b1 & 3) + seed // 6) % 6])
            if i + 1 < rounds:
                b2 = data[2 * i + 1]
                out.append(cons[(b2 >> 4) & 15])
                out.append("-")
                out.append(cons[b2 & 15])
                seed = (seed * 5 + b1 * 7 + b2) % 36
        else:
            out.append(vowels[seed % 6])
            out.append(cons[16])
            out.append(vowels[seed // 6])
    out.append("x")
    return "".join(out)


def _to36(n: int) -> str:
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    out = ""
    while n:
        n, r = divmod(n, 36)
        out = digits[r] + out
    return out or "0"


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    # 1. A MIME Q encoded word in a Subject header.
    pw = v.pw() + " " + v.gen(ALNUM, 6)
    q = _q_word(pw)
    add("mime q encoded word", "a MIME encoded word in the Q encoding (RFC 2047) in a mail "
        "header an agent printed from a bounce", "Return-Path: <>\nSubject: " + q + "\n"
        "X-Failed-Recipients: helpdesk@acme.io", q[10:-2])  # fmt: skip

    # 2. PowerShell: bytes joined with commas.
    tok = v.gen(ALNUM, 18)
    joined = ",".join(str(b) for b in tok.encode())
    add("powershell bytes joined", "PowerShell's UTF8.GetBytes of a key joined with commas",
        f"PS> [Text.Encoding]::UTF8.GetBytes($env:SYNC_KEY) -join ','\n{joined}", joined,
        raises="note")  # fmt: skip

    # 3. PHP session serialization.
    tok = v.gen(ALNUM, 32)
    add("php session serialize", "a PHP session file (session.serialize_handler=php) holding "
        "an OAuth token", "$ cat /var/lib/php/sessions/sess_9f2c1ab7e4\n"
        f'user_id|i:42;oauth_token|s:32:"{tok}";locale|s:2:"en";', tok)  # fmt: skip

    # 4. Swift [UInt8].
    tok = v.gen(ALNUM, 16)
    arr = "[" + ", ".join(str(b) for b in tok.encode()) + "]"
    add("swift uint8 array", "Swift's print of Array(secret.utf8) ([UInt8])",
        f"(lldb) po Array(keychainItem.secret.utf8)\n{arr}", arr, raises="cause")  # fmt: skip

    # 5. Java BigInteger decimal of key bytes.
    key = bytes(v.r.randrange(256) for _ in range(20))
    dec = str(int.from_bytes(key, "big"))
    add("java biginteger decimal", "Java's new BigInteger(1, keyBytes).toString() in a debug "
        "log", f"DEBUG c.a.s.KeyLoader - derived signing key (BigInteger) = {dec}", dec,
        raises="context")  # fmt: skip

    # 6. JavaScript %uXXXX escapes of every character.
    tok = v.gen(ALNUM, 14)
    pct_u = "".join(f"%u{ord(c):04X}" for c in tok)
    add("js percent u escape", "JavaScript's escape()-style %uXXXX of every character "
        "(an obfuscated inline script)", f"<script>var k = unescape('{pct_u}');</script>",
        pct_u)  # fmt: skip

    # 7. EBCDIC (IBM037) hex.
    pw = v.pw()
    ebc = pw.encode("cp037").hex().upper()
    add("ebcdic ibm037 hex", "a mainframe job log showing a password field as EBCDIC (IBM037) "
        "hex", f"IEF142I RACFSYNC STEP1 - STEP WAS EXECUTED - COND CODE 0008\n"
        f"  PASSWORD FIELD (CP037): X'{ebc}'", ebc, raises="args")  # fmt: skip

    # 8. Node ArrayBuffer inspect.
    tok = v.gen(ALNUM, 16).encode()
    u8 = " ".join(f"{b:02x}" for b in tok)
    add("node arraybuffer", "Node's util.inspect of an ArrayBuffer ([Uint8Contents])",
        "> new TextEncoder().encode(process.env.HOOK_SECRET).buffer\n"
        f"ArrayBuffer {{ [Uint8Contents]: <{u8}>, byteLength: 16 }}", u8)  # fmt: skip

    # 9. CFData description.
    key = bytes(v.r.randrange(256) for _ in range(24))
    add("cfdata description", "a CFData's description in a macOS log (length, capacity, bytes)",
        f"keychain: item data <CFData 0x600000c04000 [0x1f0f1e1f0]>{{length = 24, capacity = "
        f"24, bytes = 0x{key.hex()}}}", key.hex(), raises="keyerror")  # fmt: skip

    # 10. Bubble Babble.
    key = bytes(v.r.randrange(256) for _ in range(16))
    bb = _bubblebabble(key)
    add("bubble babble", "a 16-byte shared secret printed in SSH's Bubble Babble encoding",
        f"pairing: shared secret (bubblebabble) {bb}", bb, raises="note")  # fmt: skip

    # 11. dumpasn1 OCTET STRING.
    key = bytes(v.r.randrange(256) for _ in range(16))
    spaced = " ".join(f"{b:02X}" for b in key)
    add("dumpasn1 octet string", "dumpasn1 of a DER blob whose OCTET STRING is a raw AES key",
        "$ dumpasn1 wrapped.der\n   0  34: SEQUENCE {\n   2  16:   OCTET STRING\n"
        f"        :   {spaced}\n  20  12:   UTF8String 'aes-128-key'\n        :   }}",
        spaced)  # fmt: skip

    # 12. BigInt(...).toString(36).
    key = bytes(v.r.randrange(256) for _ in range(24))
    b36 = _to36(int.from_bytes(key, "big"))
    add("js bigint base36", "JavaScript's BigInt('0x' + hex).toString(36) used to shorten a key",
        f"> BigInt('0x' + key.toString('hex')).toString(36)\n'{b36}'", b36,
        raises="cause")  # fmt: skip

    # 13. Letter-spaced.
    tok = v.gen(_NOAMBIG, 14)
    spaced = " ".join(tok)
    add("letter spaced", "a password read out letter by letter in a support chat transcript "
        "(letters separated by spaces)", f"[agent] Please type it exactly: {spaced}", spaced,
        raises="group")  # fmt: skip

    # 14. std::quoted with quotes and backslashes.
    raw = v.gen(ALNUM, 6) + '"' + v.gen(ALNUM, 5) + "\\" + v.gen(ALNUM, 6)
    quoted = '"' + raw.replace("\\", "\\\\").replace('"', '\\"') + '"'
    add("cpp std quoted", "C++'s std::quoted of a password holding a quote and a backslash",
        f"[warn] ldap bind failed for cn=sync, password={quoted}", quoted[1:-1])  # fmt: skip

    # 15. SBCL octet vector.
    tok = v.gen(ALNUM, 15)
    vec = "#(" + " ".join(str(b) for b in tok.encode()) + ")"
    add("sbcl octets", "SBCL's REPL printing sb-ext:string-to-octets of a token",
        f'* (sb-ext:string-to-octets (sb-posix:getenv "RELAY_TOKEN") :external-format :utf-8)\n'
        f"{vec}", vec, raises="oserror")  # fmt: skip

    # 16. Julia's repr of a Vector{UInt8}.
    tok = v.gen(ALNUM, 15)
    jl = ", ".join(f"0x{b:02x}" for b in tok.encode())
    add("julia uint8 vector", "Julia's repr of Vector{UInt8}(token) (UInt8[0x.., ...])",
        f'julia> repr(Vector{{UInt8}}(ENV["RELAY_TOKEN"]))\n"UInt8[{jl}]"', jl,
        raises="context")  # fmt: skip
    return out
