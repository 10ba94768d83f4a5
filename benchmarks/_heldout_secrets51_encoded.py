"""Held-out set 51: secrets written in encodings, alphabets and layouts no earlier set used.

Each was grepped for (the text that marks it) in every earlier ``_heldout_secrets*``,
``_heldout_families*``, ``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and
``_heldout_cases.py`` file; those that matched (``xxd -b``/``-p``/``-e``, ``od -c``/``-x``,
hexyl, ``tcpdump -X``, gdb and lldb memory reads, Frida, ``BitConverter``, ``{:02x?}``,
strace, ngrep, ``Format-Hex``, ``certutil``, ``REG_BINARY``, ``bytearray(``, ``%q``,
``userPassword::``, base32hex, ``var_dump``, ``bin2hex``, ``hexlify``, CBOR, BSON, msgpack,
Avro, bencode, netstrings, PHP serialize, the NATO, German and Italian spelling alphabets,
Braille, Morse, ROT-n, Caesar, T9, multi-tap, Baudot and others) were dropped. Used here:
Java's ``HexFormat.ofDelimiter(":")``, .NET's ``Convert.ToHexString``, Elixir's
``Base.encode16`` in iex, Go's ``hex.Dump``, SQLite's ``quote()`` of a blob, ``mysqldump
--hex-blob``, Scapy's ``hexdump()``, ``objdump -s``, an ``ltrace`` of ``strncmp``, the French
and Spanish spelling alphabets, ``protoc --decode_raw`` and Kotlin's ``toHexString`` with a
``HexFormat`` byte separator.
"""

from __future__ import annotations

import string

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoded_cases"]

_FR = dict(
    zip(
        string.ascii_lowercase,
        [
            "Anatole",
            "Berthe",
            "Célestin",
            "Désiré",
            "Eugène",
            "François",
            "Gaston",
            "Henri",
            "Irma",
            "Joseph",
            "Kléber",
            "Louis",
            "Marcel",
            "Nicolas",
            "Oscar",
            "Pierre",
            "Quintal",
            "Raoul",
            "Suzanne",
            "Thérèse",
            "Ursule",
            "Victor",
            "William",
            "Xavier",
            "Yvonne",
            "Zoé",
        ],
        strict=True,
    )
)
_ES = dict(
    zip(
        string.ascii_lowercase,
        [
            "Antonio",
            "Barcelona",
            "Carmen",
            "Dolores",
            "Enrique",
            "Francia",
            "Gerona",
            "Historia",
            "Inés",
            "José",
            "Kilo",
            "Lorenzo",
            "Madrid",
            "Navarra",
            "Oviedo",
            "París",
            "Querido",
            "Ramón",
            "Sábado",
            "Tarragona",
            "Ulises",
            "Valencia",
            "Washington",
            "Xilófono",
            "Yegua",
            "Zaragoza",
        ],
        strict=True,
    )
)
_FR_DIGITS = ["zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"]
_ES_DIGITS = ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"]


def _spell(value: str, letters: dict[str, str], digits: list[str]) -> str:
    return " ".join(digits[int(c)] if c.isdigit() else letters[c] for c in value)


def _go_hex_dump(data: bytes) -> str:
    lines = []
    for off in range(0, len(data), 16):
        chunk = data[off : off + 16]
        cells = [f"{b:02x}" for b in chunk] + ["  "] * (16 - len(chunk))
        left, right = " ".join(cells[:8]), " ".join(cells[8:])
        text = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
        lines.append(f"{off:08x}  {left}  {right}  |{text}|")
    return "\n".join(lines)


def _scapy_hexdump(data: bytes) -> str:
    lines = []
    for off in range(0, len(data), 16):
        chunk = data[off : off + 16]
        hexes = " ".join(f"{b:02X}" for b in chunk).ljust(47)
        text = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
        lines.append(f"{off:04x}  {hexes}  {text}")
    return "\n".join(lines)


def _objdump(data: bytes, base: int) -> str:
    lines = []
    for off in range(0, len(data), 16):
        chunk = data[off : off + 16]
        words = [chunk[i : i + 4].hex() for i in range(0, len(chunk), 4)]
        text = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
        lines.append(f" {base + off:04x} {' '.join(words):<35}  {text}")
    return "\n".join(lines)


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    key = v.gen(ALNUM, 20).encode()
    colon = ":".join(f"{b:02x}" for b in key)
    add(
        "java hexformat colon",
        'Java 17\'s HexFormat.ofDelimiter(":").formatHex in jshell',
        f'jshell> HexFormat.ofDelimiter(":").formatHex(signingKey)\n$3 ==> "{colon}"',
        colon,
    )
    key = v.gen(ALNUM, 24).encode()
    upper = key.hex().upper()
    add(
        "dotnet tohexstring",
        ".NET 5+'s Convert.ToHexString in PowerShell",
        "PS> [Convert]::ToHexString([Text.Encoding]::UTF8.GetBytes($env:BACKUP_KEY))\n" + upper,
        upper,
        "note",
    )
    key = v.gen(ALNUM, 22).encode()
    lower = key.hex()
    add(
        "elixir base16",
        "Elixir's Base.encode16(..., case: :lower) in iex",
        f'iex(4)> Base.encode16(Application.get_env(:acme, :vault_token), case: :lower)\n"{lower}"',
        lower,
    )
    value = v.gen(ALNUM, 32)
    add(
        "go hex dump",
        "Go's encoding/hex Dump of a key read from a file",
        "$ go run ./cmd/inspect --dump secrets/relay.key\n" + _go_hex_dump(value.encode()),
        value,
        "context",
    )
    key = v.gen(ALNUM, 18).encode()
    blob = key.hex().upper()
    add(
        "sqlite quote blob",
        "sqlite3's quote() of a BLOB column",
        f"sqlite> SELECT id, quote(secret) FROM webhooks WHERE id = 7;\n7|X'{blob}'",
        blob,
    )
    key = v.gen(ALNUM, 26).encode()
    blob = key.hex().upper()
    add(
        "mysqldump hex blob",
        "mysqldump --hex-blob writing a VARBINARY as 0x...",
        "-- Dumping data for table `api_clients`\nLOCK TABLES `api_clients` WRITE;\n"
        f"INSERT INTO `api_clients` VALUES (1,'billing',0x{blob},'2026-12-06');\nUNLOCK TABLES;",
        blob,
        "cause",
    )
    value = v.gen(ALNUM, 28)
    payload = b"POST /v1/login HTTP/1.1\r\nX-Api-Key: " + value.encode() + b"\r\n\r\n"
    add(
        "scapy hexdump",
        "Scapy's hexdump() of a captured packet's payload",
        ">>> hexdump(pkts[3][Raw].load)\n" + _scapy_hexdump(payload),
        value,
    )
    key = v.gen(ALNUM, 32).encode()
    add(
        "objdump section",
        "objdump -s -j .rodata of a binary with a key compiled in",
        "$ objdump -s -j .rodata build/agent\n\nbuild/agent:     file format elf64-x86-64\n\n"
        "Contents of section .rodata:\n" + _objdump(key, 0x2000),
        key.hex(),
        "group",
    )
    value = v.pw()
    add(
        "ltrace strncmp",
        "ltrace of a license check comparing with strncmp",
        f'$ ltrace -e strncmp ./licensed --serve\nlicensed->strncmp("admin", "{value}", 12) = -1\n'
        "+++ exited (status 1) +++",
        value,
        "args",
    )
    value = v.gen(string.ascii_lowercase + string.digits, 10)
    spelled = _spell(value, _FR, _FR_DIGITS)
    add(
        "french spelling alphabet",
        "a support transcript spelling a code in the French spelling alphabet",
        f"Agent : je vous épelle le code d'accès : {spelled}.",
        spelled,
    )
    value = v.gen(string.ascii_lowercase + string.digits, 10)
    spelled = _spell(value, _ES, _ES_DIGITS)
    add(
        "spanish spelling alphabet",
        "a support transcript spelling a code in the Spanish spelling alphabet",
        f"Soporte: le deletreo la clave: {spelled}. ¿La tiene?",
        spelled,
        "note",
    )
    value = v.gen(ALNUM, 36)
    add(
        "protoc decode raw",
        "protoc --decode_raw of a captured gRPC request",
        f'$ protoc --decode_raw < login.bin\n1: "ci-bot"\n2: "{value}"\n3 {{\n  1: 1796583000\n}}',
        value,
        "keyerror",
    )
    key = v.gen(ALNUM, 20).encode()
    spaced = " ".join(f"{b:02X}" for b in key)
    add(
        "kotlin hexformat spaced",
        'Kotlin 1.9\'s toHexString(HexFormat { upperCase = true; bytes.byteSeparator = " " })',
        f'>>> println(secret.toHexString(HexFormat {{ upperCase = true; bytes.byteSeparator = " " }}))\n{spaced}',
        spaced,
    )
    return out
