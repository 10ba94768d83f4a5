"""Held-out set 31: encodings, escapes and layouts no earlier set used.

Each was grepped for (its name and the text that marks it) in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file; beyond sets 28 to 30's lists these
matched too and were left out: uuencode (``begin 644``), Ascii85 and base85, Go's
``[]byte{``, Rust's ``b"``, Java's ``new byte[]``, ``xxd -i``, ``unsigned char``,
``hexdump -C``, punycode, HTML entities, URL double encoding (``%25``), MIME encoded-words,
Swift's ``[UInt8]``, Kotlin's ``byteArrayOf``, ``bytearray(``, Perl's ``pack("H*"`` and
``\\x{``, ``UNHEX``, ``UNICHAR``, Morse, ``\\U000``, base32hex, Z85, base45, ``[char[]]``,
``Buffer.from``, ``Uint8Array``, ``from_bytes``, ``-tu1``, MATLAB's ``char([``, Julia's
``UInt8[``, ROT13, Atbash and XOR. Used here: an Erlang binary of decimal bytes (``<<104,...>>``),
a PostgreSQL ``E'\\\\x...'`` bytea literal in a statement log, VBA's ``ChrW(...) & ChrW(...)``,
space-separated binary octets, JavaScript's ``String.fromCodePoint(...)``, ``basenc
--base2msbf`` (bits without spaces), C ``0b`` literals, Java's ``String.valueOf(new char[]{...})``,
Clojure's ``(byte-array [...])``, Fortran's ``achar(...)//achar(...)``, R's
``rawToChar(as.raw(c(0x..)))``, Zig's ``[_]u8{ ... }``, Kotlin's ``charArrayOf(...)`` and a
Python big integer with ``.to_bytes(``.
"""

from __future__ import annotations

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoded_cases"]


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    tok = v.gen(ALNUM, 14)
    erl = "<<" + ",".join(str(ord(c)) for c in tok) + ">>"
    add("erlang binary", "Erlang's io:format(\"~w\") of a binary (decimal bytes)",
        f"=ERROR REPORT==== 6-Dec-2026::09:55:01.118 ===\nauth failed for client acme with secret {erl}",
        erl)  # fmt: skip

    tok = v.gen(ALNUM, 18)
    pg = "E'\\\\x" + tok.encode().hex() + "'"
    add("postgres bytea escape", "a PostgreSQL statement log with an E'\\\\x...' bytea literal",
        "2026-12-06 09:55:03.412 UTC [4411] LOG:  statement: INSERT INTO api_keys (owner, key) "
        f"VALUES ('billing', {pg}::bytea);", pg, raises="note")  # fmt: skip

    pw = v.pw()
    vba = " & ".join(f"ChrW({ord(c)})" for c in pw)
    add("vba chrw", "VBA building a password with ChrW(...) & ChrW(...)",
        f"' Module1.bas, line 14\nconn.Open \"Provider=SQLOLEDB;User ID=report;Password=\" & {vba}\n"
        "Run-time error '-2147217843 (80040e4d)': Login failed for user 'report'.", vba,
        raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 10)
    bits = " ".join(f"{ord(c):08b}" for c in tok)
    add("binary octets", "a token printed as space-separated binary octets",
        f"DEBUG key material (bin): {bits}", bits, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 16)
    js = "String.fromCodePoint(" + ", ".join(str(ord(c)) for c in tok) + ")"
    add("js fromcodepoint", "JavaScript source building a key with String.fromCodePoint",
        f"    at Object.<anonymous> (/srv/app/config.js:9:22)\n  8 | // obfuscated so scanners miss it\n"
        f"> 9 | const apiKey = {js};", js, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 9)
    b2 = "".join(f"{ord(c):08b}" for c in tok)
    add("basenc base2msbf", "basenc --base2msbf of a secret (bits, no spaces)",
        f"$ printf %s \"$WEBHOOK_SECRET\" | basenc --base2msbf\n{b2}", b2, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 8)
    c0b = "{ " + ", ".join(f"0b{ord(c):08b}" for c in tok) + " }"
    add("c binary literals", "a C initializer of 0b binary literals (GCC/C23)",
        f"firmware/keys.c:12:35: warning: unused variable 'ota_key' [-Wunused-variable]\n"
        f"   12 | static const uint8_t ota_key[8] = {c0b};", c0b, raises="oserror")  # fmt: skip

    pw = v.pw()
    jv = "String.valueOf(new char[]{" + ", ".join(f"'{c}'" for c in pw) + "})"
    add("java char array", "Java source passing String.valueOf(new char[]{...}) as a password",
        f"DataSourceConfig.java:31: warning: [deprecation] ...\n"
        f"    ds.setPassword({jv});", jv, raises="group")  # fmt: skip

    tok = v.gen(ALNUM, 15)
    clj = "(byte-array [" + " ".join(str(ord(c)) for c in tok) + "])"
    add("clojure byte-array", "a Clojure REPL showing a key built with (byte-array [...])",
        f"user=> (def signing-key {clj})\n#'user/signing-key\nuser=> (verify req signing-key)\n"
        "ExceptionInfo signature mismatch {:status 401}", clj, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 11)
    ftn = "//".join(f"achar({ord(c)})" for c in tok)
    add("fortran achar", "Fortran concatenating achar(...) into an API key",
        f"      key = {ftn}\n      call http_get(url, key, status)\n"
        "  ! status = 401", ftn, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 13)
    rr = "rawToChar(as.raw(c(" + ", ".join(f"0x{ord(c):02x}" for c in tok) + ")))"
    add("r rawtochar", "R code decoding a token with rawToChar(as.raw(c(0x..)))",
        f"> Sys.setenv(GEO_TOKEN = {rr})\n> geocode(\"Rathausplatz 1\")\n"
        "Error in geocode(\"Rathausplatz 1\") : HTTP 401", rr, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    zig = "[_]u8{ " + ", ".join(str(ord(c)) for c in tok) + " }"
    add("zig u8 array", "a Zig compile error quoting a [_]u8{ ... } key constant",
        f"src/main.zig:7:27: error: unused local constant\n    const key = {zig};\n"
        "                          ^~~", zig, raises="note")  # fmt: skip

    pw = v.pw()
    kt = "charArrayOf(" + ", ".join(f"'{c}'" for c in pw) + ")"
    add("kotlin chararray", "Kotlin passing charArrayOf(...) as a keystore password",
        f"e: KeystoreLoader.kt:18:41 Type mismatch\n    keyStore.load(stream, {kt})", kt,
        raises="runtime")  # fmt: skip

    tok = v.gen(ALNUM, 16)
    big = str(int.from_bytes(tok.encode(), "big"))
    add("python big integer", "a Python script storing a key as a big integer with .to_bytes(",
        f"  File \"rotate.py\", line 4\n    KEY = ({big}).to_bytes(16, \"big\")\n"
        "ValueError: token rejected by vault (403)", big, raises="args")  # fmt: skip
    return out
