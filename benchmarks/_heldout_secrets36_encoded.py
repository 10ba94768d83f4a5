"""Held-out set 36: secrets written in encodings, alphabets and layouts no earlier set used.

Each was grepped for (the text that marks it) in every earlier ``_heldout_secrets*``,
``_heldout_families*``, ``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and
``_heldout_cases.py`` file; those that matched (base64, hex, percent, ``\\x``, ``\\u``,
octal, uuencode, quoted-printable, ascii85, MIME words, ``xxd -i``, ``hexdump -C``, punycode,
ROT13, HTML entities, Go byte slices, ``byteArrayOf``, C arrays, ``new byte[]``, Braille,
base32, Crockford, keycaps, ``Chr(``, ``CHAR(``, ``[]rune``, ``fromCodePoint``,
``fromCharCodes``, ``UInt8[``, ``Array[Byte]``, ``bytes.fromhex``, the NATO and German
spelling alphabets and the other set 33 lists) were dropped. Used here: PHP's ``hex2bin``,
Swift's ``String(bytes:encoding:)``, a WebAssembly text ``(data …)`` segment with ``\\NN``
escapes, Tcl's ``binary format H*``, C++ ``0b`` binary literals, Delphi/Pascal ``#NN`` char
codes, Elm's ``String.fromList``, Common Lisp's ``(map 'string #'code-char …)``, OCaml's
decimal ``\\NNN`` escapes, Elixir's ``<<…>>`` binaries in iex, the Italian spelling
alphabet, an Erlang shell list of codes, Pharo Smalltalk's ``asByteArray asString``,
APL's ``⎕UCS``, Mathematica's ``FromCharacterCode`` and Godot's ``PackedByteArray``.
"""

from __future__ import annotations

import string

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoded_cases"]

_ITALIAN = {
    "a": "Ancona", "b": "Bologna", "c": "Como", "d": "Domodossola", "e": "Empoli",
    "f": "Firenze", "g": "Genova", "h": "Hotel", "i": "Imola", "j": "Jolly", "k": "Kappa",
    "l": "Livorno", "m": "Milano", "n": "Napoli", "o": "Otranto", "p": "Padova",
    "q": "Quarto", "r": "Roma", "s": "Savona", "t": "Torino", "u": "Udine", "v": "Venezia",
    "w": "Washington", "x": "Xeres", "y": "Yacht", "z": "Zara",
}  # fmt: skip


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    tok = v.gen(ALNUM, 14)
    hx = tok.encode().hex()
    add("php hex2bin", "PHP decoding a stored API key with hex2bin('...')",
        f"PHP Fatal error:  Uncaught GuzzleHttp\\Exception\\ClientException: 401 Unauthorized\n"
        f"  in /var/www/app/Client.php:18\n  $key = hex2bin('{hx}');",
        hx, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 13)
    sw = ", ".join(str(ord(c)) for c in tok)
    add("swift string bytes", "Swift building a token with String(bytes: [...], encoding: .utf8)",
        f"Auth.swift:12: let token = String(bytes: [{sw}], encoding: .utf8)!\n"
        "Fatal error: 401 from https://api.acme.io/session", sw, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    wat = "".join(f"\\{ord(c):02x}" for c in tok)
    add("wat data segment", "a WebAssembly text module embedding a key in a (data ...) segment",
        f'(module\n  (memory 1)\n  (data (i32.const 1024) "{wat}")\n)\n;; wasm-tools validate: ok; host rejected key (403)',
        wat, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 14)
    hx = tok.encode().hex()
    add("tcl binary format", "Tcl decoding a secret with binary format H*",
        f"% set secret [binary format H* {hx}]\n% http::geturl $url -headers [list X-Key $secret]\n"
        "error: HTTP 401", hx, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 8)
    bits = ", ".join("0b" + format(ord(c), "08b") for c in tok)
    add("cpp binary literals", "C++ storing a PIN-like key as 0b binary literals",
        f"constexpr std::uint8_t kKey[] = {{{bits}}};\n// device rejected pairing key",
        bits, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    dp = "".join(f"#{ord(c)}" for c in tok)
    add("delphi char codes", "Delphi/Pascal writing a password as #NN character codes",
        f"const DbPassword = {dp};\n[dcc32 Hint] Unit1.pas(14): FireDAC: [FireDAC][Phys][MySQL] Access denied for user 'erp'",
        dp, raises="oserror")  # fmt: skip

    tok = v.gen(ALNUM, 11)
    elm = ", ".join(f"'{c}'" for c in tok)
    add("elm string fromlist", "Elm building an API key with String.fromList [chars]",
        f"apiKey = String.fromList [ {elm} ]\n-- Http.BadStatus 401", elm, raises="group")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    cl = " ".join(str(ord(c)) for c in tok)
    add("lisp code-char", "Common Lisp building a token with (map 'string #'code-char ...)",
        f"CL-USER> (defparameter *token* (map 'string #'code-char '({cl})))\n*TOKEN*\n"
        "CL-USER> (dex:get *url* :bearer-auth *token*)\nDEXADOR.ERROR:HTTP-REQUEST-UNAUTHORIZED: 401",
        cl, raises="runtime")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    oc = "".join(f"\\{ord(c):03d}" for c in tok)
    add("ocaml decimal escapes", "OCaml writing a key with decimal \\NNN escapes",
        f'let key = "{oc}"\nException: Failure "HTTP 403 from vault".', oc, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    ex = ", ".join(str(ord(c)) for c in tok)
    add("elixir binary", "iex showing a token held as an Elixir binary <<...>>",
        f"iex(3)> token\n<<{ex}>>\niex(4)> Req.get!(url, auth: {{:bearer, token}})\n** (RuntimeError) 401",
        ex, raises="note")  # fmt: skip

    tok = v.gen(string.ascii_lowercase, 10)
    it = " ".join(_ITALIAN[c] for c in tok)
    add("italian spelling alphabet", "a helpdesk note spelling a password in the Italian alphabet",
        f"Ticket 4412: password comunicata per telefono: {it} (tutto minuscolo)",
        it, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    er = ",".join(str(ord(c)) for c in tok)
    add("erlang code list", "an Erlang shell printing a secret as a list of codes",
        f"1> io:format(\"~w~n\", [Secret]).\n[{er}]\nok\n2> httpc:request(Url).\n{{ok,{{{{\"HTTP/1.1\",401,\"Unauthorized\"}},[],[]}}}}",
        er, raises="args")  # fmt: skip
    tok = v.gen(ALNUM, 12)
    st = " ".join(str(ord(c)) for c in tok)
    add("smalltalk asByteArray", "Pharo Smalltalk building a password with #(...) asByteArray asString",
        f"password := #({st}) asByteArray asString.\nZnClient new username: 'ops' password: password; get.\n"
        "ZnHttpUnsuccessful: 401 Unauthorized", st, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    apl = " ".join(str(ord(c)) for c in tok)
    add("apl quad ucs", "Dyalog APL turning code points into a key with ⎕UCS",
        f"      key←⎕UCS {apl}\n      r←HttpCommand.Get url ('X-Key' key)\n      r.HttpStatus\n403",
        apl, raises="oserror")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    mm = ", ".join(str(ord(c)) for c in tok)
    add("mathematica fromcharactercode", "Mathematica building a token with FromCharacterCode[{...}]",
        f"In[3]:= token = FromCharacterCode[{{{mm}}}];\nIn[4]:= URLRead[HTTPRequest[url, <|\"Headers\" -> {{\"Authorization\" -> \"Bearer \" <> token}}|>]][\"StatusCode\"]\nOut[4]= 401",
        mm, raises="group")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    gd = ", ".join(str(ord(c)) for c in tok)
    add("godot packedbytearray", "Godot GDScript decoding a key from PackedByteArray([...])",
        f"var api_key := PackedByteArray([{gd}]).get_string_from_utf8()\nERROR: HTTPRequest: 401 from leaderboard server\n   at: _on_request_completed (res://net/leaderboard.gd:31)",
        gd, raises="cause")  # fmt: skip
    return out
