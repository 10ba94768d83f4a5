"""Held-out set 27: secrets in encodings, escapes and layouts no earlier set used.

Each layout below was grepped for (its command, function or distinctive text) in every
earlier ``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file; none matched (besides the
encodings set 26 lists as used, ``[]byte{``, ``.bytes``, ``getBytes``, ``CHAR(``,
``CHR(``, ``fromCharCode``, ``chr(``, Morse, ``rev``, base36, fullwidth, zero-width, CSS
escapes, ``EncodedCommand``, UTF-16 and UTF-32, ``#\\``, ``=CHAR``, ``U+00``, ``hexyl``,
``xxd -p``, ``tcpdump -X``, ``tshark``, ``array('B'``, ``Uint8Array``, ``<Buffer``,
``!!binary``, ``asn1parse``, ``certutil``, ``fold -w``, ROT47 and ``list("`` matched and
were left out). What tools really print: LLDB's ``po`` of an ``NSData`` (``<68756e74
...>``, four bytes a group), ``plutil -p``'s ``{length = N, bytes = 0x...}``, Python's
``bytes.hex(' ', 2)``, ``xxd -e`` (little-endian four-byte words, so each group's bytes are
reversed), ``od -A x -t x1z``, Chibi Scheme's ``#u8(...)`` bytevector, Free Pascal
character literals (``#104#117...``), a BASIC listing of ``CHR$`` calls, PowerShell's
``-join [char[]](...)``, an Intel HEX record and a Motorola S-record of a firmware config
block (checksums computed), an ``AT+CMGL`` listing in PDU mode (the text packed into GSM
7-bit septets), base100's emoji, ``wolframscript``'s ``ToCharacterCode``, Node's REPL
printing ``[...token]`` and ``grep -o .`` (a character a line). The secret is the encoded
text as printed (its first line where the layout wraps), so a leak is any 8-character piece
of it that survives.
"""

from __future__ import annotations

import string

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoded_cases"]

_NOAMBIG = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789"


def _septets(text: str) -> str:
    """GSM 03.38 default alphabet packing (ASCII letters and digits map to themselves)."""
    bits = 0
    nbits = 0
    out = bytearray()
    for ch in text.encode():
        bits |= (ch & 0x7F) << nbits
        nbits += 7
        while nbits >= 8:
            out.append(bits & 0xFF)
            bits >>= 8
            nbits -= 8
    if nbits:
        out.append(bits & 0xFF)
    return out.hex().upper()


def _base100(data: bytes) -> str:
    return "".join(
        bytes([0xF0, 0x9F, (b + 55) // 64 + 0x8F, (b + 55) % 64 + 0x80]).decode() for b in data
    )


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    # 1. LLDB po of an NSData: <hex in groups of four bytes>.
    tok = v.gen(ALNUM, 24).encode()
    groups = " ".join(tok[i : i + 4].hex() for i in range(0, len(tok), 4))
    add("nsdata description", "LLDB po of an NSData (hex, four bytes a group, in angle brackets)",
        f"(lldb) po keychainData\n<{groups}>", groups)  # fmt: skip

    # 2. plutil -p of a plist with a data value.
    key = bytes(v.r.randrange(256) for _ in range(16))
    add("plutil data", "plutil -p of a preferences plist holding a data value",
        '$ plutil -p ~/Library/Preferences/io.acme.sync.plist\n{\n  "AccountEmail" => '
        f'"ops@acme.io"\n  "DeviceSecret" => {{length = 16, bytes = 0x{key.hex()}}}\n}}',
        key.hex())  # fmt: skip

    # 3. Python bytes.hex with a separator every two bytes.
    pw = v.pw().encode()
    spaced = pw.hex(" ", 2)
    add("python hex sep", "Python's bytes.hex(' ', 2) of a password (groups of two bytes)",
        f">>> os.environ['SMTP_PASSWORD'].encode().hex(' ', 2)\n'{spaced}'", spaced,
        raises="note")  # fmt: skip

    # 4. xxd -e: little-endian 32-bit words.
    tok = v.gen(ALNUM, 16).encode()
    words = " ".join(tok[i : i + 4][::-1].hex() for i in range(0, 16, 4))
    add("xxd e little endian", "xxd -e of a token file (little-endian four-byte words, ASCII column)",
        f"$ xxd -e ~/.config/relay/token\n00000000: {words}  {tok.decode()}", words,
        raises="cause")  # fmt: skip

    # 5. od -A x -t x1z.
    tok = v.gen(_NOAMBIG, 16).encode()
    hexes = " ".join(f"{b:02x}" for b in tok)
    add("od x1z", "od -A x -t x1z of a key file (hex bytes and the printable column in >...<)",
        f"$ od -A x -t x1z /etc/relay/api.key\n000000 {hexes}  >{tok.decode()}<\n000010",
        hexes, raises="context")  # fmt: skip

    # 6. Chibi Scheme bytevector.
    tok = v.gen(ALNUM, 14).encode()
    u8 = "#u8(" + " ".join(str(b) for b in tok) + ")"
    add("chibi u8", "Chibi Scheme's REPL printing (string->utf8 token) as a bytevector",
        f'> (string->utf8 (get-environment-variable "RELAY_TOKEN"))\n{u8}', u8)  # fmt: skip

    # 7. Free Pascal character literals.
    pw = v.pw()
    lits = "".join(f"#{ord(c)}" for c in pw)
    add("pascal char literals", "a Free Pascal unit holding a password as #nnn character literals",
        f"$ grep -n DbPass src/config.pas\n12:  DbPass = {lits};", lits, raises="keyerror")  # fmt: skip

    # 8. BASIC CHR$ listing.
    pw = v.gen(ALNUM, 10)
    chrs = "+".join(f"CHR$({ord(c)})" for c in pw)
    add("basic chr", "a BASIC listing building a modem password from CHR$ calls",
        f'LIST 100-120\n100 REM DIAL-UP LOGIN\n110 P$={chrs}\n120 PRINT #1,"PASS ";P$', chrs)  # fmt: skip

    # 9. PowerShell -join [char[]].
    pw = v.gen(ALNUM, 18)
    codes = ",".join(str(ord(c)) for c in pw)
    add("powershell char array", "a PowerShell script joining a key from [char[]] codes",
        f"PS> Get-Content .\\deploy.ps1 | Select-String ApiKey\n\ndeploy.ps1:7:$ApiKey = -join [char[]]({codes})",
        codes, raises="group")  # fmt: skip

    # 10. Intel HEX record of a config block.
    data = v.gen(ALNUM, 16).encode()

    def ihex(addr: int, payload: bytes) -> str:
        body = bytes([len(payload), addr >> 8, addr & 0xFF, 0]) + payload
        return ":" + (body + bytes([(-sum(body)) & 0xFF])).hex().upper()

    add("intel hex", "an Intel HEX file of a firmware config block (the Wi-Fi key as data bytes)",
        "$ head -3 build/config_block.hex\n:020000040801F1\n" + ihex(0x8000, data)
        + "\n" + ihex(0x8010, b"acme-iot\x00\x00\x00\x00\x00\x00\x00\x00"), data.hex().upper(),
        raises="oserror")  # fmt: skip

    # 11. Motorola S-record.
    data = v.gen(_NOAMBIG, 16).encode()
    body = bytes([len(data) + 3, 0x40, 0x00]) + data
    srec = "S1" + (body + bytes([(~sum(body)) & 0xFF])).hex().upper()
    add("motorola srec", "srec_cat output of a bootloader's key page (S1 records)",
        f"$ srec_cat keypage.bin -binary -offset 0x4000 -o - -motorola\nS00600004844521B\n{srec}\nS9030000FC",
        data.hex().upper())  # fmt: skip

    # 12. AT+CMGL in PDU mode, GSM 7-bit packed text.
    otp = v.gen("123456789", 1) + v.gen(string.digits, 7)
    text = f"Your Acme login code is {otp}"
    ud = _septets(text)
    pdu = "07914477790102F3" + "04" + "0B914477123456F8" + "0000" + "62216050933140"
    pdu += f"{len(text):02X}" + ud
    add("at cmgl pdu", "AT+CMGL=4 on a GSM modem (PDU mode, the SMS text packed into 7-bit septets)",
        f"AT+CMGL=4\n+CMGL: 3,1,,{len(pdu) // 2 - 8}\n{pdu}\n\nOK", ud, raises="note")  # fmt: skip

    # 13. base100 emoji.
    tok = v.gen(ALNUM, 12).encode()
    emoji = _base100(tok)
    add("base100 emoji", "base100 (the emoji encoding) of a token, as a chat bot echoed it",
        f"$ echo -n $BOT_TOKEN | base100\n{emoji}", emoji)  # fmt: skip

    # 14. wolframscript ToCharacterCode.
    pw = v.pw()
    codes = "{" + ", ".join(str(ord(c)) for c in pw) + "}"
    add("wolfram char codes", "wolframscript printing ToCharacterCode of a password",
        f'$ wolframscript -code \'ToCharacterCode[Environment["DB_PASSWORD"]]\'\n{codes}', codes,
        raises="cause")  # fmt: skip

    # 15. Node REPL spreading a token into characters.
    tok = v.gen(ALNUM, 12)
    chars = ", ".join(f"'{c}'" for c in tok)
    add("node spread chars", "Node's REPL printing [...token] (one quoted character each; layout approximate)",
        f"> [...process.env.GH_APP_SECRET.slice(0, 12)]\n[\n  {chars}\n]", chars)  # fmt: skip

    # 16. grep -o . : one character a line.
    tok = v.gen(ALNUM, 10)
    lines = "\n".join(tok)
    add("grep o dot", "grep -o . splitting a PIN-like code into one character a line",
        f"$ grep -o . <<< \"$VAULT_UNSEAL_HINT\"\n{lines}", lines, raises="args")  # fmt: skip
    return out
