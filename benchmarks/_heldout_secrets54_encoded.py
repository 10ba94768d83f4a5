"""Held-out set 54: secrets written in encodings, alphabets and layouts no earlier set used.

Each was grepped for (the text that marks it) in every earlier ``_heldout_secrets*``,
``_heldout_families*``, ``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and
``_heldout_cases.py`` file; those that matched (the Hebrew and Arabic keyboard layouts,
Dvorak, Russian, ``REG_BINARY``, CBOR, ``struct.unpack``, ``rawToChar``, ``atom_codes``,
``fromCharCodes``, ``achar(``, ``ChrW(``, ``\\x{``, ``AT+CMGL``, GSM 7-bit text, braille,
Arabic-Indic and Persian digits, ``x/4wx``, NSData, ``Uint8Array`` and others) were dropped.
Used here, all of them what a tool, a device or a person really prints or types: Modbus
holding registers read by pymodbus (two ASCII characters a register) and shown word-swapped
in a Node-RED debug pane, SocketCAN ``candump`` frames, ``gatttool`` characteristic values,
an ``AT+CMGS`` SMS-SUBMIT PDU with GSM 7-bit packed septets, a PIN in Ethiopic numerals, CSS
``content`` hex escapes, OCaml decimal string escapes, passwords typed with the Turkish F,
Persian and Tifinagh (IRCAM, phonetic) keyboard layouts active, and gdb's ``x/8wx`` of a
buffer (little-endian 32-bit words).
"""

from __future__ import annotations

import string

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoded_cases"]

_LOWER_DIGITS = string.ascii_lowercase + string.digits

# Turkish F: the letter each QWERTY key gives (as remembered).
_TURKISH_F = dict(zip("qwertyuiopasdfghjklzxcvbnm", "fgğıodrnhpuieaütkmljövcçzs", strict=True))
# Persian (ISIRI 9147) on the same keys.
_PERSIAN = dict(zip("qwertyuiopasdfghjklzxcvbnm", "ضصثقفغعهخحشسیبلاتنمظطزرذدپ", strict=True))
# Tifinagh, IRCAM's phonetic layout (as remembered).
_TIFINAGH = dict(zip("abcdefghijklmnopqrstuvwxyz", "ⴰⴱⵛⴷⴻⴼⴳⵀⵉⵊⴽⵍⵎⵏⵓⵒⵇⵔⵙⵜⵓⵠⵡⵅⵢⵣ", strict=True))


def _layout(text: str, table: dict[str, str]) -> str:
    return "".join(table.get(c, c) for c in text)


def _gsm7_pack(text: str) -> str:
    """GSM 03.38 septets packed into octets (letters and digits share ASCII's codes)."""
    bits = 0
    nbits = 0
    out = bytearray()
    for c in text:
        bits |= ord(c) << nbits
        nbits += 7
        while nbits >= 8:
            out.append(bits & 0xFF)
            bits >>= 8
            nbits -= 8
    if nbits:
        out.append(bits & 0xFF)
    return out.hex().upper()


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    tok = v.gen(ALNUM, 16)
    regs = ", ".join(str(ord(a) << 8 | ord(b)) for a, b in zip(tok[::2], tok[1::2], strict=True))
    add("modbus registers", "pymodbus reading a gateway's API key from holding registers, two ASCII characters a register",
        f">>> rr = client.read_holding_registers(4100, count=8, slave=1)\n>>> rr.registers\n[{regs}]\n"
        ">>> cloud.connect(key=decode(rr.registers))\nConnectionRefusedError: cloud rejected key (401)",
        regs, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 14)
    swapped = ", ".join(str(ord(b) << 8 | ord(a)) for a, b in zip(tok[::2], tok[1::2], strict=True))
    add("modbus word swapped", "a Node-RED debug pane showing a Modbus read of a password, bytes swapped in each word",
        f"06/12/2026, 19:27:41 node: modbus-read PLC\nmsg.payload : array[7]\n[ {swapped} ]\n"
        "06/12/2026, 19:27:41 node: mqtt out\nConnection refused: bad user name or password",
        swapped, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 24)
    frames = [tok[i : i + 8] for i in range(0, 24, 8)]
    hexes = [" ".join(f"{ord(c):02X}" for c in f) for f in frames]
    lines = "\n".join(f"  can0  18FF50E5   [8]  {h}" for h in hexes)
    add("candump frames", "SocketCAN candump of a telematics unit sending its provisioning token in three frames",
        f"$ candump can0,18FF50E5:1FFFFFFF\n{lines}\n  can0  18FF51E5   [2]  15 01",
        " ".join(hexes), raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 16)
    gatt = " ".join(f"{ord(c):02x}" for c in tok)
    add("gatttool characteristic", "gatttool reading a weather station's Wi-Fi password characteristic",
        f"$ gatttool -b D4:36:39:8A:11:F0 --char-read -a 0x002a\nCharacteristic value/descriptor: {gatt} \n"
        "$ nmcli dev wifi connect pier-2 password \"$(…)\"\nError: Connection activation failed: Secrets were required, but not provided.",
        gatt, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 20)
    packed = _gsm7_pack(tok)
    add("at cmgs gsm7 pdu", "an AT+CMGS SMS-SUBMIT PDU sending a one-time key, GSM 7-bit septets packed into octets",
        f"AT+CMGF=0\r\nOK\r\nAT+CMGS={13 + len(packed) // 2}\r\n> 0011000B919471002233F40000AA{len(tok):02X}{packed}\x1a\r\n+CMS ERROR: 38",
        packed, raises="keyerror")  # fmt: skip

    pin = v.gen("123456789", 8)
    eth = "".join(chr(0x1368 + int(c)) for c in pin)
    add("ethiopic numerals pin", "a card PIN written in Ethiopic numerals in a bank's Amharic SMS",
        f"የካርድዎ ፒን ቁጥር፦ {eth}\n(sms-gateway: delivery failed, queued for retry)",
        eth, raises="oserror")  # fmt: skip

    tok = v.gen(ALNUM, 14)
    css = " ".join(f"\\{ord(c):x}" for c in tok)
    add("css content escapes", "a coupon/unlock key hidden in a stylesheet as CSS hex escapes",
        f"static/theme.css:88:  .unlock::after {{ content: \"{css} \"; }}\nstylelint: Unexpected invalid escape (string-no-newline)",
        css, raises="group")  # fmt: skip

    tok = v.gen(ALNUM, 14)
    ml = "".join(f"\\{ord(c):03d}" for c in tok)
    add("ocaml decimal escapes", "an OCaml source file with a token in decimal string escapes",
        f'$ grep -n api_token lib/client.ml\n12:let api_token = "{ml}"\nException: Cohttp_lwt_unix.Client: 401 Unauthorized',
        ml, raises="cause")  # fmt: skip

    tok = v.gen(_LOWER_DIGITS, 13)
    tf = _layout(tok, _TURKISH_F)
    add("turkish f layout", "a password typed with the Turkish F keyboard layout active instead of US QWERTY",
        f"sshd[4410]: Failed password for ops from 10.0.4.7 port 52214 ssh2\nsudo: pam_unix(sudo:auth): conversation failed; typed '{tf}' (layout: tr-f)",
        tf, raises="note")  # fmt: skip

    tok = v.gen(string.ascii_lowercase, 12)
    fa = _layout(tok, _PERSIAN)
    add("persian layout", "a password typed with the Persian keyboard layout active",
        f"Login failed for 'n.rahimi'. Entered password: {fa}\n(hint: check the keyboard layout — FA is active)",
        fa, raises="context")  # fmt: skip

    tok = v.gen(string.ascii_lowercase, 12)
    tz = _layout(tok, _TIFINAGH)
    add("tifinagh layout", "a password typed with the Tifinagh (IRCAM phonetic) keyboard layout active",
        f"wp-login: ERROR: the password you entered for the username amina is incorrect ({tz})",
        tz, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 32)
    words = [tok[i : i + 4][::-1].encode().hex() for i in range(0, 32, 4)]
    gdb = "0x" + "\t0x".join(words[:4]) + "\n0x55d0c2a41ab0:\t0x" + "\t0x".join(words[4:])
    add("gdb words", "gdb's x/8wx of a buffer holding a session key (little-endian 32-bit words)",
        f"(gdb) x/8wx session->key\n0x55d0c2a41aa0:\t{gdb}\n(gdb) continue",
        "\t0x".join(words[:4]), raises="runtime")  # fmt: skip
    return out
