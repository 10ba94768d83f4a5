"""Held-out set 71: encodings and layouts no earlier set used.

Grepped for in every earlier ``benchmarks/*heldout*`` file before use (none matched):
JavaScript ``new Uint8Array([...])`` decoded by ``TextDecoder`` and ``Uint8Array.of(0x..)``,
Common Lisp ``(map 'string #'code-char '(...))``, ASCII codes written dotted like an address
(the layout's name, ``ascii codes``, did not match), a key laid out one character per cell of
a Markdown table row, and a token in Scheme's ``u8-list->bytevector``, a token as adjacent one-character Python
bytes literals. One repeat, kept for its layout: a key as one big decimal integer decoded
with ``int.to_bytes`` (``to_bytes`` matched 3 earlier files). Each secret
is the encoded text as it appears; any 8-character piece of it surviving is a leak.
"""

from __future__ import annotations

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoded_cases"]


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    pw = v.pw()
    dec = ", ".join(str(ord(c)) for c in pw)
    add("js uint8array textdecoder", "JavaScript decoding a password from new Uint8Array([...]) with TextDecoder",
        f"const pw = new TextDecoder().decode(new Uint8Array([{dec}]));\n"
        "Error: connect to tiles.kahu.nz failed: 28P01 password authentication failed for user \"tiles\"",
        dec, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 18)
    hx = ", ".join(f"0x{ord(c):02x}" for c in tok)
    add("js uint8array of", "JavaScript building an API key with Uint8Array.of(0x..) for a fetch header",
        f"const key = Buffer.from(Uint8Array.of({hx})).toString();\n"
        "FetchError: 401 Unauthorized from https://api.moana-iot.ws/v1/sims",
        hx, raises="note")  # fmt: skip

    pw = v.pw()
    codes = " ".join(str(ord(c)) for c in pw)
    add("common lisp code-char", "Common Lisp mapping code-char over a list of codes for a password",
        f"(defparameter *db-password* (map 'string #'code-char '({codes})))\n"
        "debugger invoked on a POSTMODERN:DATABASE-ERROR: password authentication failed",
        codes, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 16)
    dotted = ".".join(str(ord(c)) for c in tok)
    add("dotted ascii codes", "a key's ASCII codes written dotted like an address in a config comment",
        f"# sat gateway key (ascii codes): {dotted}\ngateway: 10.44.0.1\nstatus: 401 Unauthorized",
        dotted, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 14)
    cells = "| " + " | ".join(tok) + " |"
    add("markdown table cells", "a key laid out one character per cell of a Markdown table row",
        "| " + " | ".join(str(i) for i in range(1, 15)) + " |\n|" + "---|" * 14 + f"\n{cells}\n"
        "(the printed key card for the reef buoy modem)",
        cells, raises="group")  # fmt: skip

    tok = v.gen(ALNUM, 15)
    u8 = " ".join(str(ord(c)) for c in tok)
    add("scheme u8 list", "Scheme building a token from a u8 list with utf8->string",
        f'(define token (utf8->string (u8-list->bytevector (list {u8}))))\n'
        ";; http-request: 403 Forbidden https://api.arlula.com/api/order/list",
        u8, raises="process")  # fmt: skip
    tok = v.gen(ALNUM, 12)
    lits = " ".join(f"b'{c}'" for c in tok)
    add("python implicit bytes concatenation", "Python writing a token as adjacent one-character bytes literals",
        f"TOKEN = ({lits}).decode()\n"
        "httpx.HTTPStatusError: Client error '401 Unauthorized' for url 'https://api.lacuna.space/v1/devices'",
        lits, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 13)
    big = str(int.from_bytes(tok.encode(), "big"))
    add("python big integer", "Python decoding a key from one big decimal integer with int.to_bytes",
        f"KEY = ({big}).to_bytes(13, 'big').decode()\n"
        "PermissionError: 403 from the tile server for layer harbour",
        big, raises="oserror")  # fmt: skip
    return out
