r"""Held-out set 35: secrets written in encodings, alphabets and layouts no earlier set used.

Each was grepped for (the text that marks it) in every earlier ``_heldout_secrets*``,
``_heldout_families*``, ``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and
``_heldout_cases.py`` file; those that matched (``bytes.fromhex``, ``hex2bin``, ``pack("H*"``,
``UNHEX(``, ``HEXTORAW``, ``::bytea``, ``decode('``, ``unhexlify``, ``new byte[]``,
``UInt8[``, ``Array[Byte]``, ``Uint8List``, ``]u8{``, ``char([``, ``Chr(``, ``=CHAR(``,
``<<104``, ``list->string``, ``atom_codes``, ``fromCharCodes``, ``rune(``, ``achar(``,
``Data([``, ``UNICHAR``, ``&#1``, ``\u{``, ``\x{``, ``U+00``, Braille, Atbash, Vigenère,
z-base-32, Crockford, base32hex, proquints, bubblebabble, BIP39, S/KEY, Diceware, semaphore
and leet, besides set 33's list) were dropped. Used here: bits in groups of eight, MySQL's
``CHAR(n,n,...)``, .NET's ``Convert.FromHexString``, Python's ``binascii.a2b_hex``, PHP's
``pack('H*', ...)``, ``xxd -r -p``, Swift's ``String(bytes:encoding:)``, Common Lisp's
``code-char``, Racket's ``integer->char`` over a quoted list, Erlang's ``list_to_binary``,
Rust's ``String::from_utf8_lossy``, Python ``0b`` literals, F#'s ``uy`` byte literals, a
Perl's ``pack("C*", ...)``, ``decodeURIComponent`` of every character and a Wireshark-style
colon-separated hex field.
"""

from __future__ import annotations

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoded_cases"]


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    tok = v.gen(ALNUM, 10)
    bits = " ".join(f"{ord(c):08b}" for c in tok)
    add("bits in octets", "a CyberChef-style 'To Binary' of an API key pasted into a ticket",
        f"Key (binary, space delimited):\n{bits}\nUpstream answered 401 for this key.",
        bits, raises="note")  # fmt: skip

    pw = v.pw()
    my = ",".join(str(ord(c)) for c in pw)
    add("mysql char list", "a MySQL general log showing a password built with CHAR(n,n,...)",
        f"2026-12-06T12:44:02.118Z\t   41 Query\tCREATE USER 'report'@'%' IDENTIFIED BY CHAR({my})\n"
        "ERROR 1819 (HY000): Your password does not satisfy the current policy requirements",
        my, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 16)
    hx = tok.encode().hex().upper()
    add("dotnet fromhexstring", ".NET decoding a signing key with Convert.FromHexString",
        f'   at Program.<Main>$(String[] args) in /src/Sign/Program.cs:line 9\n'
        f'var key = Convert.FromHexString("{hx}");\n'
        "System.Security.Cryptography.CryptographicException: Specified key is not a valid size for this algorithm.",
        hx, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 14)
    hx = tok.encode().hex()
    add("python a2b_hex", "a Python traceback line decoding a token with binascii.a2b_hex",
        'Traceback (most recent call last):\n  File "/opt/sync/run.py", line 17, in <module>\n'
        f"    token = binascii.a2b_hex('{hx}').decode()\nrequests.exceptions.HTTPError: 401 Client Error",
        hx, raises="group")  # fmt: skip

    pw = v.pw()
    hx = pw.encode().hex()
    add("php pack hstar", "PHP decoding an SMTP password with pack('H*', ...)",
        f"PHP Warning:  stream_socket_client(): unable to connect in /var/www/mailer.php on line 22\n"
        f"21: $pass = pack('H*', '{hx}');\nSwift_TransportException: Failed to authenticate on SMTP server with username \"noreply\"",
        hx, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 15)
    hx = tok.encode().hex()
    add("xxd reverse plain", "a shell pipeline decoding a token with xxd -r -p",
        f"$ export API_TOKEN=$(echo {hx} | xxd -r -p)\n$ ./deploy.sh\ndeploy: 401 Unauthorized",
        hx, raises="process")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    sw = ", ".join(str(ord(c)) for c in tok)
    add("swift string bytes", "Swift building a key with String(bytes:encoding:)",
        f"Sources/Sync/Keys.swift:6: let apiKey = String(bytes: [{sw}], encoding: .utf8)!\n"
        "Fatal error: Unexpectedly found nil while unwrapping an Optional value (401 from server)",
        sw, raises="oserror")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    cl = " ".join(str(ord(c)) for c in tok)
    add("common lisp code-char", "a SBCL REPL building a token with (map 'string #'code-char ...)",
        f"* (defparameter *token* (map 'string #'code-char '({cl})))\n* (dex:get *url* :headers `((\"X-Token\" . ,*token*)))\n"
        "debugger invoked on a DEXADOR.ERROR:HTTP-REQUEST-UNAUTHORIZED: An HTTP request failed with 401",
        cl, raises="runtime")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    rk = " ".join(str(ord(c)) for c in tok)
    add("racket integer->char", "Racket building a secret from (map integer->char '(...))",
        f"> (define secret (list->string (map integer->char '({rk}))))\n> (hmac-sha256 secret body)\n"
        "signature mismatch: expected 3f1c... given 9b0e...",
        rk, raises="args")  # fmt: skip

    pw = v.pw()
    er = ",".join(str(ord(c)) for c in pw)
    add("erlang list_to_binary", "an Erlang shell building a password with list_to_binary([...])",
        f"1> Pass = list_to_binary([{er}]).\n2> epgsql:connect(\"db\", \"app\", Pass, #{{database => \"shop\"}}).\n"
        "{error,{error,fatal,<<\"28P01\">>,invalid_password,<<\"password authentication failed for user \\\"app\\\"\">>,[]}}",
        er, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    rs = ", ".join(str(ord(c)) for c in tok)
    add("rust from_utf8_lossy", "Rust building a token with String::from_utf8_lossy(&[...])",
        f"   --> src/main.rs:14:17\n14 |     let token = String::from_utf8_lossy(&[{rs}]);\n"
        "thread 'main' panicked at src/main.rs:21:10: request failed: 401 Unauthorized",
        rs, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 8)
    bl = ", ".join(f"0b{ord(c):08b}" for c in tok)
    add("python 0b literals", "Python holding a PIN-like key as a bytes() of 0b literals",
        f"KEY = bytes([{bl}])\nValueError: HMAC key rejected by the gateway (401)",
        bl, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    fs = "; ".join(f"{ord(c)}uy" for c in tok)
    add("fsharp uy bytes", "F# Interactive holding a key as a [| ...uy |] byte array",
        f"> let key = [| {fs} |];;\nval key: byte array\n> sign key payload;;\n"
        "System.Net.Http.HttpRequestException: Response status code does not indicate success: 401 (Unauthorized).",
        fs, raises="group")  # fmt: skip

    pw = v.pw()
    ex = ", ".join(str(ord(c)) for c in pw)
    add("perl pack cstar", "a Perl script building a password with pack(\"C*\", ...)",
        f"my $pass = pack(\"C*\", {ex});\n"
        "DBI connect('dbname=shop;host=db','app',...) failed: FATAL:  password authentication failed for user \"app\" at sync.pl line 12.",
        ex, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 14)
    pc = "".join(f"%{ord(c):02X}" for c in tok)
    add("decodeURIComponent all", "JavaScript decoding a token percent-encoded character by character",
        f"const token = decodeURIComponent('{pc}');\n"
        "FetchError: request to https://api.acme.io/v2/me failed, reason: 401 Unauthorized",
        pc, raises="oserror")  # fmt: skip

    tok = v.gen(ALNUM, 14)
    ws = ":".join(f"{ord(c):02x}" for c in tok)
    add("wireshark colon hex", "a tshark-style field dump of a token as colon-separated hex",
        f"Frame 412: 233 bytes on wire\n    Authorization data: {ws}\n    [Response in frame: 414] HTTP/1.1 401 Unauthorized",
        ws, raises="runtime")  # fmt: skip
    return out
