"""Held-out set 34: secrets written in encodings, alphabets and layouts no earlier set used.

Each was grepped for (the text that marks it) in every earlier ``_heldout_secrets*``,
``_heldout_families*``, ``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and
``_heldout_cases.py`` file; those that matched (Braille, base32hex, z-base-32, Crockford,
base91, xxencode, ``[UInt8]``, ``new byte[]``, Erlang and Elixir binaries, ``pack(``,
``bytes.fromhex``, ``Array[Byte]``, ``Uint8List``, ``QByteArray``, ``TextDecoder``,
``<Buffer``, ``[]rune``, leet, Vigenère, Atbash, Caesar, rail fence, pig latin, ``T9``,
UTF-7, ``!!binary``, bubble babble, proquint, BIP39, RFC 1751, ``emit``, NATO spelling,
semaphore, ``U+`` code points and others) were dropped. Used here: Rust's ``char::from`` in an
iterator, Swift's ``String(bytes:encoding:)`` and ``String.UnicodeScalarView``, Python
2's ``unichr``, Python's ``''.join(map(chr, ...))``, C#'s ``(char)`` casts, Java's ``new
String(new char[]{...})``, Objective-C's ``[NSString stringWithCharacters:length:]``, Node's
``Buffer.from([...])``, Kotlin's ``ubyteArrayOf(...u)``, a Node ``Uint16Array`` printed,
C++'s ``std::vector<uint8_t>`` initializer, Go's ``string(rune(c))``, a CyberChef "From
Charcode" recipe, the A1Z26 cipher, ITA2 (Baudot-Murray) five-bit codes and ``basenc
--base2lsbf``.
"""

from __future__ import annotations

import string

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoded_cases"]

_LOWER = string.ascii_lowercase
# ITA2 letter shift, five bits each (bit 1 first as written on the tape, as remembered).
_ITA2 = {
    "a": "11000", "b": "10011", "c": "01110", "d": "10010", "e": "10000", "f": "10110",
    "g": "01011", "h": "00101", "i": "01100", "j": "11010", "k": "11110", "l": "01001",
    "m": "00111", "n": "00110", "o": "00011", "p": "01101", "q": "11101", "r": "01010",
    "s": "10100", "t": "00001", "u": "11100", "v": "01111", "w": "11001", "x": "10111",
    "y": "10101", "z": "10001",
}  # fmt: skip


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    tok = v.gen(ALNUM, 13)
    rs = ", ".join(f"{ord(c)}u8" for c in tok)
    add("rust char from", "Rust collecting a token with .map(|&b| char::from(b))",
        f"warning: unused variable: `token`\n  --> src/sync.rs:14:9\n14 |     let token: String = [{rs}].iter().map(|&b| char::from(b)).collect();\n"
        "   |         ^^^^^ help: if this is intentional, prefix it with an underscore: `_token`",
        rs, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    sw = ", ".join(str(ord(c)) for c in tok)
    add("swift string bytes", "Swift's String(bytes: [...], encoding: .utf8) for an API key",
        f"Sources/App/Keys.swift:8:22: let apiKey = String(bytes: [{sw}], encoding: .utf8)!\n"
        "Fatal error: 'try!' expression unexpectedly raised an error: APIError.unauthorized(status: 401)",
        sw, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    us = ", ".join(str(ord(c)) for c in tok)
    add("swift unicode scalar view", "Swift building a secret from String.UnicodeScalarView over Unicode.Scalar codes",
        f"(lldb) po String(String.UnicodeScalarView([{us}].compactMap(Unicode.Scalar.init)))\n"
        "error: Couldn't look up symbols: KeychainStore.save(_:account:)",
        us, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    py2 = ", ".join(str(ord(c)) for c in tok)
    add("python2 unichr", "Python 2 joining unichr() over code points for a password",
        f">>> pw = u''.join(unichr(c) for c in [{py2}])\n>>> ldap_conn.simple_bind_s('cn=admin,dc=acme,dc=io', pw)\n"
        "ldap.INVALID_CREDENTIALS: {'desc': 'Invalid credentials'}",
        py2, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 13)
    mc = ", ".join(str(ord(c)) for c in tok)
    add("python map chr", "Python's ''.join(map(chr, [...])) for a webhook secret",
        f"  File \"/srv/hooks/verify.py\", line 9, in <module>\n    SECRET = ''.join(map(chr, [{mc}]))\n"
        "hmac.compare_digest failed: signature mismatch for delivery 7f31a2c4",
        mc, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    cs = ", ".join(str(ord(c)) for c in tok)
    add("csharp char casts", "C# string.Concat(new[] { ... }.Select(c => (char)c)) for a connection password",
        f"var pw = string.Concat(new[] {{ {cs} }}.Select(c => (char)c));\nSystem.Data.SqlClient.SqlException (0x80131904): Login failed for user 'etl'.",
        cs, raises="oserror")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    jc = ", ".join(f"'{c}'" for c in tok)
    add("java char array", "Java's new String(new char[]{'.', ...}) for a keystore password",
        f"KeyStore ks = load(\"acme.p12\", new String(new char[]{{{jc}}}));\n"
        "java.io.IOException: keystore password was incorrect",
        jc, raises="group")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    oc = ", ".join(f"0x{ord(c):04x}" for c in tok)
    add("objc string with characters", "Objective-C [NSString stringWithCharacters:length:] over a unichar array",
        f"unichar chars[] = {{{oc}}};\nNSString *token = [NSString stringWithCharacters:chars length:{len(tok)}];\n"
        "2026-12-06 12:43:02.118 Rally[8812:331] refresh failed: 401",
        oc, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 14)
    bf = ", ".join(f"0x{ord(c):02x}" for c in tok)
    add("node buffer from", "Node's Buffer.from([0x.., ...]) as an HMAC key",
        f"const key = Buffer.from([{bf}]);\n^\nError: 403 from https://hooks.acme.io/verify (signature mismatch)\n    at verify (/srv/app/hooks.js:12:9)",
        bf, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    kt = ", ".join(f"0x{ord(c):02X}u" for c in tok)
    add("kotlin ubytearrayof", "Kotlin's ubyteArrayOf(0x..u, ...) for a device key",
        f"e: Warning: This declaration needs opt-in. val deviceKey = ubyteArrayOf({kt})\n"
        "io.ktor.client.plugins.ClientRequestException: Client request(POST https://iot.acme.io/pair) invalid: 401 Unauthorized",
        kt, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    u16 = ", ".join(f"{ord(c):>3}" for c in tok)
    add("node uint16array", "Node printing a password held as a Uint16Array",
        f"> pw\nUint16Array({len(tok)}) [\n  {u16}\n]\n> await db.connect({{ password: String.fromCharCode(...pw) }})\n"
        "Uncaught error: password authentication failed for user \"app\"",
        u16, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 14)
    cpp = ", ".join(f"0x{ord(c):02x}" for c in tok)
    add("cpp vector uint8", "C++'s std::vector<uint8_t> initializer for a license key",
        f"src/license.cpp:22:  static const std::vector<uint8_t> kKey{{{cpp}}};\n"
        "terminate called after throwing an instance of 'license_error'\n  what():  license server rejected key (403)",
        cpp, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    go = ", ".join(str(ord(c)) for c in tok)
    add("go string rune", "Go building a token with string(rune(c)) over an []int",
        f"for _, c := range []int{{{go}}} {{ token += string(rune(c)) }}\n"
        "2026/12/06 12:43:11 sync: 401 Unauthorized from https://api.acme.io/v2/items",
        go, raises="oserror")  # fmt: skip

    tok = v.gen(ALNUM, 13)
    cc = ",".join(str(ord(c)) for c in tok)
    add("cyberchef from charcode", "a CyberChef 'From Charcode' recipe with its input pasted in a ticket",
        f"Recipe: [{{\"op\":\"From Charcode\",\"args\":[\"Comma\",10]}}]\nInput: {cc}\n"
        "(ticket OPS-4412: this is the SFTP password for the partner drop)",
        cc, raises="group")  # fmt: skip

    tok = v.gen(_LOWER, 12)
    az = "-".join(str(ord(c) - 96) for c in tok)
    add("a1z26", "a passphrase given in the A1Z26 cipher (letters as 1 to 26)",
        f"escape-room/notes.txt: admin passphrase (A1Z26) = {az}\nwp-login: incorrect password",
        az, raises="cause")  # fmt: skip

    tok = v.gen(_LOWER, 10)
    ita = " ".join(_ITA2[c] for c in tok)
    add("ita2 baudot", "a code sent as ITA2 (Baudot-Murray) five-bit letter codes on a teleprinter log",
        f"TTY-LOG 12:43 RX LTRS {ita} CR LF\n(decoded: vault code) vault: permission denied",
        ita, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 8)
    bits = " ".join(format(ord(c), "08b")[::-1] for c in tok)
    add("basenc base2lsbf", "basenc --base2lsbf output of a token (bits least significant first)",
        f"$ printf %s \"$PIN_TOKEN\" | basenc --base2lsbf\n{bits.replace(' ', '')}\n(pasted into ticket OPS-4413)",
        bits.replace(" ", ""), raises="context")  # fmt: skip
    return out
