"""Held-out set 77: secrets written in encodings and layouts no earlier set used.

Each was grepped for (the text that marks it) in every earlier ``benchmarks/*heldout*`` file;
those that matched were dropped (``[::-1]``, ``strrev``, ``rev``, ``fold -w``, ``paste -sd``,
``String.join``, ``strings.Join``, ``joinToString``, ``buildString``, ``asn1parse``, ``||``
concatenation, ``%41``-style escapes, ``&#`` entities, rot13 and rot47, base45 to base91,
z85, Ascii85, ``xxd -p``, NATO, Morse and Braille among them). Used here: ``split -b 8`` parts
printed one by one, Elixir's ``String.reverse``, Elixir codepoints through ``Enum.map`` and
``Enum.join``, PHP's ``chunk_split`` and ``wordwrap``, Rust's ``concat!``, Zig's ``++``,
a spreadsheet ``=CONCATENATE``, a key split over ``_PART_`` environment variables, bytes
as colon-separated hex, Swift's ``joined()``, Common Lisp's ``(concatenate 'string ...)``,
Fortran's ``//`` and Tcl's ``append`` (Ada's ``" & "`` matched and was dropped).
"""

from __future__ import annotations

from _heldout_secrets_harness import ALNUM, HEX, Case, Values

__all__ = ["encoded_cases"]


def _parts(text: str, n: int) -> list[str]:
    return [text[i : i + n] for i in range(0, len(text), n)]


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    tok = v.gen(ALNUM, 40)
    shown = "\n".join(
        f"$ cat key.part.{c}\n{p}" for c, p in zip("abcde", _parts(tok, 8), strict=True)
    )
    add("split b8 parts", "split -b 8 of an API key, each part printed with cat",
        f"$ split -b 8 bitmart.key key.part.\n{shown}", tok, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 36)
    rev = tok[::-1]
    add("elixir string reverse", "Elixir String.reverse/1 un-reversing a stored key in iex",
        f'iex(3)> key = String.reverse("{rev}")\niex(4)> Fintoc.Client.new(key) |> Fintoc.links()\n'
        "** (Fintoc.Error) 401 invalid_api_key", rev, raises="context")  # fmt: skip

    pw = v.pw()
    cps = ", ".join(str(ord(c)) for c in pw)
    add("elixir enum codepoints", "Elixir joining codepoints with Enum.map(&<<&1::utf8>>) |> Enum.join",
        f'iex(5)> pass = [{cps}] |> Enum.map(&<<&1::utf8>>) |> Enum.join()\n'
        "** (DBConnection.ConnectionError) tcp connect (127.0.0.1:5432): password authentication failed",
        cps, raises="note")  # fmt: skip

    tok = v.gen(HEX, 32)
    chunked = " ".join(_parts(tok, 4))
    add("php chunk split", "PHP chunk_split($key, 4, ' ') shown in an admin page",
        f"Clave API de Open Exchange Rates: {chunked}\n<!-- echo chunk_split($oxrKey, 4, ' '); -->",
        chunked, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 50)
    wrapped = "\n".join(_parts(tok, 10))
    add("php wordwrap", "PHP wordwrap($token, 10, \"\\n\", true) in a receipt printout",
        f"=== COMPROBANTE ===\nToken de acceso:\n{wrapped}\n===================", tok, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 36)
    pieces = ", ".join(f'"{p}"' for p in _parts(tok, 12))
    add("rust concat macro", "Rust concat! of string literals for a BingX secret",
        f"const BINGX_SECRET: &str = concat!({pieces});\nError: Api(Code(100001), \"signature verification failed\")",
        tok, raises="oserror")  # fmt: skip

    tok = v.gen(ALNUM, 32)
    zig = " ++ ".join(f'"{p}"' for p in _parts(tok, 8))
    add("zig comptime concat", "Zig comptime ++ concatenation of a token",
        f"const token = {zig};\nerror: HttpUnauthorized\n/src/main.zig:41:9: 0x21a3f4 in main (payouts)",
        tok, raises="process")  # fmt: skip

    pw = v.pw()
    cells = ",".join(f'"{p}"' for p in _parts(pw, 4))
    add("excel concatenate", "a spreadsheet =CONCATENATE building a portal password",
        f"Sheet 'Accesos'!C7: =CONCATENATE({cells})\nSheet 'Accesos'!B7: portal.vopay.com / puentes",
        cells, raises="group")  # fmt: skip

    tok = v.gen(ALNUM, 48)
    a, b, c = _parts(tok, 16)
    add("env part vars", "an API secret split over _PART_ environment variables",
        f"CEXIO_SECRET_PART_1={a}\nCEXIO_SECRET_PART_2={b}\nCEXIO_SECRET_PART_3={c}\n"
        'secret="${CEXIO_SECRET_PART_1}${CEXIO_SECRET_PART_2}${CEXIO_SECRET_PART_3}"',
        tok, raises="cause")  # fmt: skip

    raw = bytes(v.r.randrange(256) for _ in range(24))
    colons = ":".join(f"{x:02x}" for x in raw)
    add("hex colons", "a 24-byte HMAC key printed as colon-separated hex by a debug tool",
        f"webhook signing key (hmac-sha256):\n    {colons}\nsignature mismatch for evt_8812",
        colons, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 40)
    sw = ", ".join(f'"{p}"' for p in _parts(tok, 10))
    add("swift joined", "Swift [String].joined() for an SDK key",
        f'let key = [{sw}].joined()\nFatal error: StarkError.invalidCredentials: file Payouts/Client.swift, line 58',
        tok, raises="context")  # fmt: skip

    pw = v.pw()
    lisp = " ".join(f'"{p}"' for p in _parts(pw, 4))
    add("lisp concatenate", "Common Lisp (concatenate 'string ...) for a password",
        f"(defparameter *pw* (concatenate 'string {lisp}))\n"
        "debugger invoked on a POSTMODERN:DATABASE-ERROR: password authentication failed for user \"remesas\"",
        lisp, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 32)
    fort = " // ".join(f"'{p}'" for p in _parts(tok, 8))
    add("fortran concat", "Fortran // concatenation of an API key",
        f"      key = {fort}\n      call http_get(url, key, stat)\n STOP 401",
        tok, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 33)
    tcl = "\n".join(f"append key {p}" for p in _parts(tok, 11))
    add("tcl append", "Tcl append building a key in pieces",
        f"% set key {{}}\n{tcl}\n% http::geturl $url -headers [list X-Api-Key $key]\nHTTP/1.1 403 Forbidden",
        tok, raises="process")  # fmt: skip
    return out
