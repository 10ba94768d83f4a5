"""Held-out set 26: secrets in encodings, escapes and layouts no earlier set used.

Each layout below was grepped for (its command, function or distinctive text) in every
earlier ``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file; none matched (base64, hex, percent,
``\\x``, ``\\u``, octal, quoted-printable, uuencode, xxencode, Ascii85, Z85, base32 and its
variants, base45, base58, bech32, yEnc, punycode, ROT13, UTF-7, MIME encoded-words, HTML
entities, ``xxd -i``, ``hexdump -C``, ``od -c``, ``od -tu1``, C, Java, Kotlin, Scala,
Erlang, Elixir and Python byte arrays, ``Arrays.toString``, ``BitConverter``, NATO spelling,
``int.from_bytes``, Julia's ``codeunits``, R's ``charToRaw``, PHP's ``print_r`` and
``sed -n l`` matched and were left out). What tools really print: ``xxd -b`` (bits), PowerShell's
``Format-Hex``, ``od -x`` (little-endian 16-bit words, so each pair of bytes is swapped),
Lua's ``string.byte`` (tab-separated), Swift's ``Array(s.utf8)``, Go's ``%v`` of a
``bytes.Buffer``, a NumPy ``uint8`` array (wrapped as NumPy wraps it), MATLAB's ``double``
of a char array ("Columns 1 through 13"), LLDB's ``memory read``, WinDbg's ``db`` (a dash
between the eighth and ninth byte), Node's ``JSON.stringify`` of a ``Buffer``, Perl's
``sprintf("%vd")`` (dotted decimals), Nim's ``seq[byte]`` (``@[104'u8, ...]``), Prolog's
``atom_codes``, Haskell's ``Data.ByteString.unpack`` and C#'s ``string.Join(",", bytes)``.
The secret is the encoded text as printed (its first line where the layout wraps), so a
leak is any 8-character piece of it that survives.
"""

from __future__ import annotations

import string

from _heldout_secrets_harness import ALNUM, B64, Case, Values

__all__ = ["encoded_cases"]


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    # 1. xxd -b: six bytes a line, bits.
    tok = v.gen(ALNUM, 18).encode()
    rows = []
    for i in range(0, len(tok), 6):
        chunk = tok[i : i + 6]
        bits = " ".join(f"{b:08b}" for b in chunk)
        rows.append(f"{i:08x}: {bits}  {chunk.decode()}")
    add("xxd b bits", "xxd -b of a token file (bits, six bytes a line, ASCII column)",
        "$ xxd -b ~/.config/relay/token\n" + "\n".join(rows),
        " ".join(f"{b:08b}" for b in tok[:6]))  # fmt: skip
    # The ASCII column shows the token too; the case's secret is the bits, but the text
    # holds the plain pieces as well, which is what xxd prints.

    # 2. PowerShell Format-Hex.
    pw = v.pw().encode()
    body = pw + b"\r\n"
    lines = ["           Offset Bytes                                           Ascii",
             "                  00 01 02 03 04 05 06 07 08 09 0A 0B 0C 0D 0E 0F",
             "           ------ ----------------------------------------------- -----"]  # fmt: skip
    for i in range(0, len(body), 16):
        chunk = body[i : i + 16]
        hexes = " ".join(f"{b:02X}" for b in chunk)
        shown = "".join(chr(b) if 32 <= b < 127 else "�" for b in chunk)
        lines.append(f"0000000000000{i:03X} {hexes:<47} {shown}")
    add("powershell format hex", "PowerShell 7's Format-Hex of a password file",
        "PS C:\\deploy> Get-Content .\\sql-sa.txt -AsByteStream | Format-Hex\n\n   Label: "
        "Byte (System.Byte) <2C1E0F7A>\n\n" + "\n".join(lines),
        " ".join(f"{b:02X}" for b in pw), raises="context")  # fmt: skip

    # 3. od -x: 16-bit little-endian words (bytes swapped in pairs).
    tok = v.gen(ALNUM, 24).encode()
    words = [f"{tok[i + 1]:02x}{tok[i]:02x}" for i in range(0, len(tok), 2)]
    rows = [f"{i * 2:07o} " + " ".join(words[i : i + 8]) for i in range(0, len(words), 8)]
    add("od x swapped words", "od -x of a token (16-bit words, each byte pair swapped)",
        "$ od -x /run/secrets/queue_token\n" + "\n".join(rows) + f"\n{len(tok):07o}",
        " ".join(words[:8]), raises="note")  # fmt: skip

    # 4. Lua string.byte, tab-separated.
    tok = v.gen(ALNUM, 16)
    lua = "\t".join(str(b) for b in tok.encode())
    add("lua string byte", "the Lua REPL printing string.byte(s, 1, -1) (tab-separated)",
        f'> print(string.byte(os.getenv("REDIS_AUTH"), 1, -1))\n{lua}', lua)  # fmt: skip

    # 5. Swift Array(s.utf8).
    tok = v.gen(ALNUM, 20)
    sw = "[" + ", ".join(str(b) for b in tok.encode()) + "]"
    add("swift utf8 array", "a Swift playground printing Array(apiKey.utf8)",
        f"print(Array(apiKey.utf8))\n{sw}", sw[1:-1], raises="args")  # fmt: skip

    # 6. Go %v of a bytes.Buffer.
    tok = v.gen(ALNUM, 17)
    gov = " ".join(str(b) for b in tok.encode())
    add("go bytes buffer v", "Go's fmt %v of a bytes.Buffer holding a secret",
        f'2026/12/06 02:44:01 request body: {{[{gov}] 0 0}}\n2026/12/06 02:44:01 '
        "POST /v1/session: 401", gov, raises="cause")  # fmt: skip

    # 7. NumPy uint8 array repr (wrapped at 75 columns, continuation indented).
    tok = v.gen(B64, 28).encode()
    nums = [f"{b:3d}" for b in tok]
    prefix, indent = "array([", " " * 7
    lines, line = [], prefix
    for i, n in enumerate(nums):
        piece = n + ("," if i < len(nums) - 1 else "")
        if len(line) + len(piece) + 1 > 75 and line != prefix:
            lines.append(line.rstrip())
            line = indent
        line += piece + ("" if i == len(nums) - 1 else " ")
    lines.append(line + "], dtype=uint8)")
    add("numpy uint8 array", "IPython printing np.frombuffer(key, dtype=np.uint8)",
        "In [4]: np.frombuffer(signing_key, dtype=np.uint8)\nOut[4]:\n" + "\n".join(lines),
        lines[0][len(prefix):].strip(), raises="group")  # fmt: skip

    # 8. MATLAB double('...'), "Columns 1 through 13".
    tok = v.gen(ALNUM, 22)
    codes = [ord(c) for c in tok]
    parts = []
    for start in range(0, len(codes), 13):
        chunk = codes[start : start + 13]
        end = start + len(chunk)
        head = f"  Columns {start + 1} through {end}" if len(chunk) > 1 else f"  Column {end}"
        parts.append(head + "\n\n" + "".join(f"{c:6d}" for c in chunk))
    add("matlab double columns", "MATLAB's Command Window printing double() of a char array",
        ">> double(getenv('LIMS_API_KEY'))\n\nans =\n\n" + "\n\n".join(parts),
        "".join(f"{c:6d}" for c in codes[:13]).strip(), raises="keyerror")  # fmt: skip

    # 9. LLDB memory read.
    tok = v.gen(ALNUM, 32).encode()
    rows = []
    for i in range(0, len(tok), 16):
        chunk = tok[i : i + 16]
        hexes = " ".join(f"{b:02x}" for b in chunk)
        rows.append(f"0x16fdff{0x0E8 + i:03x}: {hexes}  {chunk.decode()}")
    add("lldb memory read", "LLDB's memory read of a buffer holding a key",
        "(lldb) memory read --size 1 --count 32 key_buf\n" + "\n".join(rows),
        " ".join(f"{b:02x}" for b in tok[:16]), raises="oserror")  # fmt: skip

    # 10. WinDbg db, a dash between bytes 8 and 9.
    tok = v.pw().encode() + v.gen(ALNUM, 4).encode()
    rows = []
    for i in range(0, len(tok), 16):
        chunk = tok[i : i + 16]
        left = " ".join(f"{b:02x}" for b in chunk[:8])
        right = " ".join(f"{b:02x}" for b in chunk[8:])
        hexes = left + ("-" + right if right else "")
        shown = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
        rows.append(f"00000021`4f3ff{0x6A0 + i:03x}  {hexes:<47}  {shown}")
    first = rows[0].split("  ")[1].strip()
    add("windbg db", "WinDbg's db of a password buffer in a crash dump",
        "0:007> db 00000021`4f3ff6a0 L10\n" + "\n".join(rows), first)  # fmt: skip

    # 11. Node JSON.stringify of a Buffer.
    tok = v.gen(ALNUM, 19)
    data = ",".join(str(b) for b in tok.encode())
    add("node buffer json", "Node's JSON.stringify of a Buffer logged by a queue worker",
        f'[worker] job 4412 failed: {{"type":"Buffer","data":[{data}]}} rejected by '
        "upstream (401)", data, raises="context")  # fmt: skip

    # 12. Perl sprintf("%vd"): dotted decimals.
    tok = v.gen(ALNUM, 15)
    vd = ".".join(str(b) for b in tok.encode())
    add("perl vd", "Perl's sprintf('%vd', ...) of a password in a debug line",
        f"DEBUG: password bytes = {vd} (length {len(tok)})", vd, raises="note")  # fmt: skip

    # 13. Nim seq[byte].
    tok = v.gen(ALNUM, 14)
    nim = ", ".join(f"{b}'u8" for b in tok.encode())
    add("nim seq byte", "Nim's echo of a seq[byte] holding a token",
        f"$ nim r keytool.nim\nkey = @[{nim}]", nim, raises="args")  # fmt: skip

    # 14. Prolog atom_codes.
    tok = v.gen(ALNUM, 16)
    pl = ",".join(str(b) for b in tok.encode())
    add("prolog atom codes", "SWI-Prolog answering an atom_codes/2 query",
        f"?- getenv('BROKER_SECRET', S), atom_codes(S, L).\nS = '…',\nL = [{pl}].",
        pl, raises="cause")  # fmt: skip

    # 15. Haskell Data.ByteString.unpack.
    tok = v.gen(ALNUM + "-_", 21)
    hs = ",".join(str(b) for b in tok.encode())
    add("haskell bytestring unpack", "GHCi printing Data.ByteString.unpack of a token",
        f"ghci> BS.unpack token\n[{hs}]", hs, raises="group")  # fmt: skip

    # 16. C# string.Join(",", bytes) with a UTF-8 password.
    word = v.gen(string.ascii_lowercase, 5) + "ß" + v.gen(ALNUM, 6) + "!"
    cs = ",".join(str(b) for b in word.encode())
    add("csharp join bytes", "a C# Interactive session printing string.Join(\",\", bytes)",
        '> string.Join(",", Encoding.UTF8.GetBytes(cfg["Smtp:Password"]))\n'
        f'"{cs}"', cs, raises="keyerror")  # fmt: skip
    return out
