"""Held-out set 39: secrets written in encodings and layouts no earlier set used.

Each was grepped for (the text that marks it) in every earlier ``_heldout_secrets*``,
``_heldout_families*``, ``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and
``_heldout_cases.py`` file; those that matched (quoted-printable, uuencode, xxd, hexdump,
base32 and its variants, Z85, bech32, HTML entities, punycode, Erlang and Elixir binaries,
Kotlin, Scala, Dart, Zig, Nim and Lua byte arrays, NSData, Vigenère and others) were dropped.
Used here: Swift's ``Data([0x..])``, Julia's ``Vector{UInt8}`` as the REPL prints it, F#'s
``[| ..uy |]`` byte arrays, Crystal's ``Bytes[...]`` and ``Slice(UInt8)``, Objective-C's
``@[@n, ...]`` boxed-number arrays, OCaml's ``Bytes.of_seq`` of a char list and Excel's
``=TEXTJOIN`` of ``UNICODE`` code points in a cell dump. The secret is the codes themselves,
never the call around them.
"""

from __future__ import annotations

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoded_cases"]


def _codes(v: Values, n: int) -> str:
    return v.gen(ALNUM, n)


def encoded_cases(v: Values) -> list[Case]:
    out = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    s = _codes(v, 20)
    codes = ", ".join(f"0x{ord(c):02x}" for c in s)
    add(
        "swift data",
        "Swift: Data([0x..]) literal in a failing XCTest",
        f"KeychainTests.swift:22: error: -[KeychainTests testStore] : XCTAssertEqual failed\n"
        f"    let secret = Data([{codes}])",
        codes,
        "cause",
    )
    s = _codes(v, 18)
    codes = "\n".join(f" 0x{ord(c):02x}" for c in s)
    add(
        "julia vector uint8",
        "Julia REPL printing codeunits of a token as Vector{UInt8}",
        f'julia> Vector{{UInt8}}(ENV["API_TOKEN"])\n{len(s)}-element Vector{{UInt8}}:\n{codes}',
        codes,
        "note",
    )
    s = _codes(v, 20)
    codes = "; ".join(f"{ord(c)}uy" for c in s)
    add(
        "fsharp byte array",
        "F#: a byte array literal [| ..uy |] in FSI output",
        f"val key: byte array =\n  [|{codes}|]\nSystem.Security.Cryptography.CryptographicException: Bad Data.",
        codes,
    )
    s = _codes(v, 19)
    codes = ", ".join(f"0x{ord(c):02x}_u8" for c in s)
    add(
        "crystal bytes",
        "Crystal: Bytes[...] with _u8 suffixes and a Slice(UInt8) inspect",
        f"Unhandled exception: HMAC mismatch (Exception)\n  secret = Bytes[{codes}]",
        codes,
        "context",
    )
    s = _codes(v, 18)
    codes = ", ".join(f"@{ord(c)}" for c in s)
    add(
        "objc boxed array",
        "Objective-C: an NSArray of boxed numbers @[@n, ...] in an NSLog",
        f"2026-12-06 13:33:40.118 Sync[771:1203] pin bytes: @[{codes}]",
        codes,
        "args",
    )
    s = _codes(v, 17)
    codes = "; ".join(f"'{c}'" for c in s)
    add(
        "ocaml char list",
        "OCaml: Bytes.of_seq (List.to_seq [...]) in utop",
        f"utop # let k = Bytes.of_seq (List.to_seq [{codes}]);;\n"
        f'Exception: Failure "invalid key length".',
        codes,
        "keyerror",
    )
    s = _codes(v, 16)
    codes = ",".join(f"UNICHAR({ord(c)})" for c in s)
    add(
        "excel textjoin",
        "Excel: a cell's formula joining UNICHAR code points, in an openpyxl dump",
        f"Sheet1!B7 = '=TEXTJOIN(\"\",TRUE,{codes})'  # openpyxl: formula not evaluated",
        codes,
        "group",
    )
    return out
