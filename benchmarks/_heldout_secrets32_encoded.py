"""Held-out set 32: encodings, escapes and layouts no earlier set used.

Each was grepped for (the text that marks it) in every earlier ``_heldout_secrets*``,
``_heldout_families*``, ``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and
``_heldout_cases.py`` file; beyond sets 28 to 31's lists these matched too and were left out:
quoted-printable, MIME encoded-words, base85 and Ascii85, ``X'...'`` SQL literals, ``0o``
octal, HTML ``&#x`` entities, rot47, ``\\N{``, EBCDIC, yEnc, BinHex, base36, base58, bech32,
Crockford base32, Morse, ``UTL_RAW``, ``HEXTORAW``, ``CHR(``, ``atom_codes``,
``Array[Byte]``, fullwidth letters, NATO spelling, zero-width characters, reversed strings,
``od -c``, ``unescape(``, ``fromCharCode``, ``charCodeAt``, ``binascii``, ``bytes.fromhex``,
``bytes([``, ``ToCharArray``, ``[Convert]::``, ``Data([``, Go's ``[]rune``, Lua's
``string.char(`` and ``CHR$(``. Used here: Tcl's ``[format %c%c... n n]``, JavaScript
``escape()`` output (``%u00XX`` for every character), Dart's ``utf8.decode([...])`` and
``String.fromCharCodes([...])``, PHP's ``implode(array_map('chr', [...]))``, C++'s
``std::string{'a', ...}``, Rust's ``String::from_utf8(vec![...])``, C#'s
``Encoding.ASCII.GetString(new byte[] { 0x.. })``, Swift's ``String(decoding: [...], as:
UTF8.self)``, Scheme's ``(list->string (list #\\a ...))``, Perl's ``join '', map { chr }
(...)``, Elixir's ``List.to_string([...])``, C's ``sprintf("%c%c...", ...)``, Common Lisp's
``(coerce '(#\\a ...) 'string)`` and Haskell's ``map chr [...]``. The secret is the encoded
characters or codes, never the call around them.
"""

from __future__ import annotations

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoded_cases"]


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    tok = v.gen(ALNUM, 12)
    tcl = " ".join(str(ord(c)) for c in tok)
    add("tcl format percent-c", "a Tcl script building a password with [format %c%c... n n ...]",
        f"expect: spawn ssh deploy@10.0.4.2\n  set pw [format {'%c' * len(tok)} {tcl}]\n"
        "Permission denied, please try again.", tcl, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 16)
    esc = "".join(f"%u{ord(c):04X}" for c in tok)
    add("js escape percent-u", "a cookie value written with JavaScript's escape() as %u00XX",
        f"Set-Cookie: api_key={esc}; Path=/; HttpOnly\n(checkout.js:88) login redirect loop after 401",
        esc, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 14)
    dart = ", ".join(str(ord(c)) for c in tok)
    add("dart utf8 decode", "Dart code decoding a token from utf8.decode([...])",
        f"lib/src/config.dart:12:25: Error: The getter 'apiKey' isn't defined.\n  final token = utf8.decode([{dart}]);",
        dart, raises="context")  # fmt: skip

    pw = v.pw()
    php = ", ".join(str(ord(c)) for c in pw)
    add("php implode chr", "PHP building a password with implode(array_map('chr', [...]))",
        f"PHP Warning:  mysqli::__construct(): (HY000/1045): Access denied for user 'shop'@'10.0.0.5'\n"
        f"  in /var/www/shop/db.php on line 7: $pass = implode(array_map('chr', [{php}]));",
        php, raises="args")  # fmt: skip

    pw = v.pw()
    cpp = ", ".join(f"'{c}'" for c in pw)
    add("cpp string braces", "C++ initializing a std::string from a brace list of chars",
        f"src/db.cpp:14:28: warning: unused variable 'kPass' [-Wunused-variable]\n"
        f"   14 |   const std::string kPass{{{cpp}}};", cpp, raises="oserror")  # fmt: skip

    tok = v.gen(ALNUM, 13)
    rs = ", ".join(str(ord(c)) for c in tok)
    add("rust from_utf8 vec", "Rust's String::from_utf8(vec![...]) holding a key",
        f"warning: unused variable: `key`\n --> src/main.rs:9:9\n  |\n9 |     let key = String::from_utf8(vec![{rs}]).unwrap();",
        rs, raises="group")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    cs = ", ".join(f"0x{ord(c):02X}" for c in tok)
    add("csharp getstring", "C# Encoding.ASCII.GetString(new byte[] { 0x.. }) as a connection password",
        f"Unhandled exception. Npgsql.PostgresException (0x80004005): 28P01: password authentication failed for user \"etl\"\n"
        f"   at Etl.Program.Main() in Program.cs:line 18\n   // pw = Encoding.ASCII.GetString(new byte[] {{ {cs} }});",
        cs, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 15)
    sw = ", ".join(str(ord(c)) for c in tok)
    add("swift string decoding", "Swift String(decoding: [...], as: UTF8.self) of an API key",
        f"Config.swift:7:41: warning: initialization of immutable value 'key' was never used\n"
        f"    let key = String(decoding: [{sw}] as [UInt8], as: UTF8.self)", sw, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 10)
    scm = " ".join(f"#\\{c}" for c in tok)
    add("scheme list->string", "a Scheme REPL building a secret with (list->string (list #\\a ...))",
        f"> (define secret (list->string (list {scm})))\n> (login \"deploy\" secret)\n;; error: 401 unauthorized",
        scm, raises="runtime")  # fmt: skip

    tok = v.gen(ALNUM, 13)
    pl = ", ".join(str(ord(c)) for c in tok)
    add("perl map chr", "Perl's join '', map { chr } (...) of a webhook secret",
        f"Useless use of a variable in void context at hooks.pl line 11.\n"
        f"  my $secret = join '', map {{ chr }} ({pl});", pl, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 14)
    ex = ", ".join(str(ord(c)) for c in tok)
    add("elixir list to_string", "Elixir's List.to_string([...]) in an iex session",
        f"iex(3)> token = List.to_string([{ex}])\niex(4)> Api.login(token)\n** (Api.Error) 401 unauthorized",
        ex, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 10)
    fmt = "%c" * len(tok)
    cargs = ", ".join(str(ord(c)) for c in tok)
    add("c sprintf percent-c", "C building a key with sprintf(\"%c%c...\", n, n, ...)",
        f"keys.c:22:5: warning: format not a string literal\n   22 |     sprintf(buf, \"{fmt}\", {cargs});",
        cargs, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 11)
    cl = " ".join(f"#\\{c}" for c in tok)
    add("lisp coerce", "Common Lisp's (coerce '(#\\a ...) 'string) as a password",
        f"CL-USER> (connect :user \"etl\" :password (coerce '({cl}) 'string))\n; Evaluation aborted on #<POSTMODERN:DATABASE-ERROR 28P01>.",
        cl, raises="group")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    hs = ",".join(str(ord(c)) for c in tok)
    add("haskell map chr", "Haskell's map chr [...] in GHCi",
        f"ghci> let key = map chr [{hs}]\nghci> runReq defaultHttpConfig (fetch key)\n*** Exception: VanillaHttpException (StatusCodeException 401)",
        hs, raises="oserror")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    fcc = ", ".join(str(ord(c)) for c in tok)
    add("dart fromcharcodes", "Flutter code building a key with String.fromCharCodes([...])",
        f"E/flutter (8812): [ERROR:flutter/runtime/dart_vm_initializer.cc(41)] Unhandled Exception: 401\n"
        f"  lib/keys.dart:3: const mapsKey = String.fromCharCodes([{fcc}]);", fcc, raises="keyerror")  # fmt: skip
    return out
