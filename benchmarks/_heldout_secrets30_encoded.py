"""Held-out set 30: encodings, escapes and layouts no earlier set used.

Each was grepped for (its name and the text that marks it) in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file; beyond sets 28 and 29's lists these
matched too and were left out: ``string.byte``, ``array('B'``, ``dtype=uint8``,
``BitConverter``, ``Arrays.toString``, ``#u8(``, ``xxd -b``, ROT47, base91, base100,
``REG_BINARY``, ``binaries: :as_binaries``, NATO spelling (``Kilo``), ``textwrap``,
``ReadOnlySpan``, ``%#v``, ``od -c``, Intel HEX, S-records, xxencode, base36, base58,
Crockford, ``fromCharCode``, Braille, fullwidth forms, zero-width joiners, ``=CHAR(``,
``U+00``, ``H4sI``, proquints, ``!!binary``, ``asn1parse`` and ``Data::Dumper``. Used here:
Go's ``[]rune`` printed with ``%v``, Rust's ``Vec<char>`` debug form, Oracle's ``RAWTOHEX``
in a SQL*Plus column, ``base64 -w 8`` lines, ``hexdump -b`` (one-byte octal), Node's grouped
array of ``charCodeAt`` numbers, a C# ``ToCharArray()`` in Visual Studio's Immediate window
(``{char[N]}`` and ``[i]: 104 'h'`` rows), GDB printing a ``std::array``'s ``_M_elems`` with
NUL padding, a JavaScript ``codePointAt(0).toString(16)`` array, BinHex 4.0, PowerShell's
``[byte[]]`` (one number a line), Lua's decimal escapes (``\\104\\117``) and Dart's
``Uint8List``.
"""

from __future__ import annotations

import base64

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoded_cases"]

_HQX = "!\"#$%&'()*+,-012345689@ABCDEFGHIJKLMNPQRSTUVXYZ[`abcdefhijklmpqr"


def _binhex6(data: bytes) -> str:
    """BinHex 4.0's six-bit alphabet over ``data`` (no run-length step: the token has no runs
    of the 0x90 marker)."""
    bits = "".join(f"{b:08b}" for b in data)
    bits += "0" * (-len(bits) % 6)
    return "".join(_HQX[int(bits[i : i + 6], 2)] for i in range(0, len(bits), 6))


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    # 1. Go: fmt.Println([]rune(key)).
    tok = v.gen(ALNUM, 12)
    runes = "[" + " ".join(str(ord(c)) for c in tok) + "]"
    add("go rune slice", "Go's fmt.Println of []rune(key) (decimal code points, spaces)",
        f"debug: runes of LICENSE_KEY = {runes}", runes)  # fmt: skip

    # 2. Rust: {:?} of a Vec<char>.
    pw = v.pw()
    chars = "[" + ", ".join(f"'{c}'" for c in pw) + "]"
    add("rust vec char", "Rust's {:?} of password.chars().collect::<Vec<char>>()",
        f"[src/auth.rs:57:9] password.chars().collect::<Vec<char>>() = {chars}", chars,
        raises="note")  # fmt: skip

    # 3. Oracle: RAWTOHEX in a SQL*Plus column.
    tok = v.gen(ALNUM, 16)
    raw = tok.encode().hex().upper()
    add("oracle rawtohex", "SQL*Plus printing RAWTOHEX(UTL_RAW.CAST_TO_RAW(api_secret))",
        "SQL> select client_id, rawtohex(utl_raw.cast_to_raw(api_secret)) hx from app_clients;\n\n"
        f"CLIENT_ID  HX\n---------- ----------------------------------------------------------------\n"
        f"billing    {raw}\n\n1 row selected.", raw, raises="cause")  # fmt: skip

    # 4. base64 -w 8.
    b64 = v.b64(30)
    wrapped = "\n".join(b64[i : i + 8] for i in range(0, len(b64), 8))
    add("base64 wrap 8", "GNU base64 -w 8 of a signing key (eight characters a line)",
        f"$ base64 -w 8 < keys/hook.key\n{wrapped}", b64, raises="context")  # fmt: skip

    # 5. hexdump -b.
    tok = v.gen(ALNUM, 16).encode()
    octal = " ".join(f"{b:03o}" for b in tok)
    add("hexdump one-byte octal", "hexdump -b of a token file (one-byte octal display)",
        f"$ hexdump -b .runner_token\n0000000 {octal}\n0000010", octal, raises="args")  # fmt: skip

    # 6. Node: a grouped array of charCodeAt numbers.
    tok = v.gen(ALNUM, 18)
    codes = [str(ord(c)).rjust(3) for c in tok]
    rows = ",\n".join("  " + ", ".join(codes[i : i + 6]) for i in range(0, len(codes), 6))
    add("node charcodeat grouped", "Node's REPL printing [...key].map(c => c.charCodeAt(0)) "
        "(numbers grouped in aligned columns; column count as remembered)",
        f"> [...process.env.SESSION_KEY].map(c => c.charCodeAt(0))\n[\n{rows}\n]",
        rows.strip(), raises="keyerror")  # fmt: skip

    # 7. C#: ToCharArray() in Visual Studio's Immediate window.
    pw = v.pw()
    lines = "\n".join(f"    [{i}]: {ord(c)} '{c}'" for i, c in enumerate(pw))
    add("csharp tochararray watch", "Visual Studio's Immediate window printing "
        "password.ToCharArray() ({char[N]} and one [i]: code 'c' row a character)",
        f"password.ToCharArray()\n{{char[{len(pw)}]}}\n{lines}", lines.strip(),
        raises="oserror")  # fmt: skip

    # 8. GDB: a std::array's _M_elems with NUL padding.
    tok = v.gen(ALNUM, 20)
    add("gdb std array", "GDB printing a std::array<char, 32> member (_M_elems, NUL padding)",
        f"(gdb) p cfg.api_key\n$2 = {{_M_elems = \"{tok}\", '\\000' <repeats 11 times>}}", tok,
        raises="group")  # fmt: skip

    # 9. JavaScript: codePointAt(0).toString(16).
    tok = v.gen(ALNUM, 14)
    hexes = "[ " + ", ".join(f"'{ord(c):x}'" for c in tok) + " ]"
    add("js codepoint hex", "a browser console printing Array.from(token, c => "
        "c.codePointAt(0).toString(16))",
        f"> Array.from(localStorage.refreshToken, c => c.codePointAt(0).toString(16))\n< {hexes}",
        hexes)  # fmt: skip

    # 10. BinHex 4.0.
    tok = v.gen(ALNUM, 24).encode()
    hqx = _binhex6(tok)
    add("binhex", "BinHex 4.0's six-bit alphabet (a legacy mail attachment of a key file; the "
        "data alone, its header and CRC left out)",
        "(This file must be converted with BinHex 4.0)\n:" + hqx + ":", hqx,
        raises="note")  # fmt: skip

    # 11. PowerShell: [byte[]], one number a line.
    tok = v.gen(ALNUM, 10)
    nums = "\n".join(str(b) for b in tok.encode())
    add("powershell byte array", "PowerShell printing [byte[]][char[]]$env:DEPLOY_KEY (one "
        "number a line)", f"PS> [byte[]][char[]]$env:DEPLOY_KEY\n{nums}", nums,
        raises="cause")  # fmt: skip

    # 12. Lua: decimal escapes.
    pw = v.pw()
    lua = "".join(f"\\{ord(c)}" for c in pw)
    add("lua decimal escapes", "a Lua config written by a tool escaping every byte in decimal",
        f'-- generated by hubctl, do not edit\nreturn {{\n  user = "relay",\n  password = "{lua}",\n}}',
        lua, raises="context")  # fmt: skip

    # 13. Dart: a Uint8List.
    tok = v.gen(ALNUM, 16)
    dart = "[" + ", ".join(str(b) for b in tok.encode()) + "]"
    add("dart uint8list", "Flutter's debugPrint of utf8.encode(secret) (a Uint8List)",
        f"I/flutter (21944): hmac key bytes (Uint8List): {dart}", dart,
        raises="args")  # fmt: skip

    # 14. base64 of a key wrapped at 8 inside a YAML block scalar (the same -w 8 layout, in a
    # file).
    raw = base64.b64encode(v.gen(ALNUM, 21).encode()).decode()
    block = "\n".join("    " + raw[i : i + 8] for i in range(0, len(raw), 8))
    add("yaml block base64 wrap", "a Kubernetes Secret's data written by a tool that wraps "
        "base64 at 8 columns (a YAML block scalar)",
        f"apiVersion: v1\nkind: Secret\ndata:\n  token: |\n{block}", raw,
        raises="keyerror")  # fmt: skip
    return out
