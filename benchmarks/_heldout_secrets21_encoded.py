"""Held-out set 21: secrets behind encodings, quotings and scripts earlier sets did not use.

Grepped against sets 4-20's files (they took percent-encoding, escapes of many kinds, base32,
36, 45, 58, 85, Z85, uuencode, xxencode, yEnc, UTF-7, NATO spelling, Morse, ROT13, ROT47,
Atbash, Caesar, Braille bytes, mathematical bold, Fraktur, double-struck and monospace
letters, circled letters and digits, a combining stroke, a right-to-left override, mojibake
from Latin-1, ``$$`` doubling, PHP nowdoc, Elixir sigils and many quotings). Here: IIS
``%uXXXX`` escapes, a C++ raw string ``R"(...)"``, basE91, bencode, 8-bit binary groups,
Cyrillic and Greek look-alike letters, a Hangul filler between characters, LaTeX's escaped
underscores and hashes, parenthesized letters and digits, an RFC 8187 ``*=UTF-8''`` header
parameter, small capitals, negative squared capitals, superscript digits, Unicode tag
characters (the invisible copy of ASCII at U+E0000), a JavaScript template literal joining two
halves, upside-down text, combining marks stacked on every character, variation selectors
after every character, ``fold -w 16``, UTF-8 read as code page 437, a Nix indented string,
Java's ``getBytes("UTF-16")`` in hex (with its byte-order mark), SQL ``CONCAT`` of two halves,
a Markdown table's ``\\|`` escapes, Bash ``printf %q`` and Java's ``Arrays.toString(char[])``.

The secret is the value as it appears in the text (its encoded form), so a leak is any
8-character piece of what a reader could decode; where the value is split, each piece is
long enough to count.
"""

from __future__ import annotations

import string
import urllib.parse

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoded_cases"]

_B91 = (
    string.ascii_uppercase
    + string.ascii_lowercase
    + string.digits
    + '!#$%&()*+,./:;<=>?@[]^_`{|}~"'
)


def _base91(data: bytes) -> str:
    """basE91 (Joachim Henke's reference algorithm)."""
    out, b, n = [], 0, 0
    for byte in data:
        b |= byte << n
        n += 8
        if n > 13:
            v = b & 8191
            if v > 88:
                b >>= 13
                n -= 13
            else:
                v = b & 16383
                b >>= 14
                n -= 14
            out += [_B91[v % 91], _B91[v // 91]]
    if n:
        out.append(_B91[b % 91])
        if n > 7 or b > 90:
            out.append(_B91[b // 91])
    return "".join(out)


_HOMOGLYPHS = str.maketrans(
    {"a": "а", "c": "с", "e": "е", "o": "о", "p": "р", "x": "х", "y": "у", "A": "Α", "B": "Β",
     "E": "Ε", "H": "Η", "K": "Κ", "M": "Μ", "O": "Ο", "P": "Ρ", "T": "Τ", "X": "Χ"}
)  # fmt: skip
_SMALL_CAPS = dict(zip("abcdefghijklmnoprstuvwyz", "ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘʀꜱᴛᴜᴠᴡʏᴢ", strict=True))
_FLIP = dict(
    zip(
        "abcdefghijklmnopqrstuvwxyz0123456789",
        "ɐqɔpǝɟƃɥᴉɾʞlɯuodbɹsʇnʌʍxʎz0ƖᄅƐㄣϛ9ㄥ86",
        strict=True,
    )
)
_SUPER = dict(zip("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹", strict=True))
_CP437 = "ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0"


def _paren(c: str) -> str:
    if c.islower():
        return chr(0x249C + ord(c) - ord("a"))
    if c in "123456789":
        return chr(0x2474 + int(c) - 1)
    return c


def _neg_squared(c: str) -> str:
    return chr(0x1F170 + ord(c) - ord("A")) if c.isupper() else c


def _cp437(data: bytes) -> str:
    return "".join(chr(b) if b < 128 else _CP437[b - 128] for b in data)


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    pw = v.pw()
    iis = "".join(f"%u{ord(c):04x}" for c in pw)
    add(
        "iis percent u",
        "IIS %uXXXX escapes of a password in a query (an old IIS log)",
        f"2026-12-05 11:31:02 10.0.3.7 GET /legacy/login.asp user=ops&pass={iis} 443 - 401 1 0",
        iis,
    )
    tok = v.gen(ALNUM, 40)
    add(
        "cpp raw string",
        'a C++ raw string literal R"(...)" in a compiler error',
        f"src/client.cpp:14:38: error: no matching function for call to 'Client::Client(const char [41])'\n   14 |   static Client c(R\"({tok})\");\n      |                                      ^",
        tok,
    )
    raw = v.gen(ALNUM, 24).encode()
    b91 = _base91(raw)
    add(
        "base91",
        "basE91 of a key in a config value",
        f"[transport]\nencoding = base91\npsk_b91 = {b91}\n; decode failed: key must be 32 bytes",
        b91,
    )
    tok = v.gen(ALNUM, 32)
    add(
        "bencode",
        "a bencoded dictionary (a torrent client's tracker login)",
        f"tracker rejected announce: d8:passkey32:{tok}4:porti51413e8:username4:seede",
        tok,
    )
    pin = v.gen(ALNUM, 8)
    bits = " ".join(f"{b:08b}" for b in pin.encode())
    add(
        "binary octets",
        "8-bit binary groups of a value in a debugger's memory view",
        f"(gdb) x/8tb &wifi_psk\n0x5555555592a0 <wifi_psk>: {bits}",
        bits,
    )
    tok = v.gen(string.ascii_lowercase + string.digits, 32).translate(_HOMOGLYPHS)
    add(
        "homoglyphs",
        "a token whose Latin letters were replaced by Cyrillic look-alikes (a chat paste)",
        f"bot: the webhook signing secret is {tok} — copy it exactly",
        tok,
    )
    tok = v.gen(ALNUM, 20)
    filled = "\u3164".join(tok)
    add(
        "hangul filler",
        "Hangul fillers (U+3164) between every character of a key",
        f"api_key={filled}\n(error: key contains invisible characters)",
        filled,
    )
    tok = v.gen(string.ascii_lowercase, 10) + "_" + v.gen(ALNUM, 20) + "#" + v.gen(ALNUM, 6)
    latex = tok.replace("_", "\\_").replace("#", "\\#")
    add(
        "latex escapes",
        "LaTeX source with an escaped underscore and hash in \\texttt",
        f"! Undefined control sequence.\nl.42 Staging password: \\texttt{{{latex}}} \\secretnote\n                                                    ^",
        latex,
    )
    tok = v.gen(string.ascii_lowercase + "123456789", 16)
    paren = "".join(_paren(c) for c in tok)
    add(
        "parenthesized",
        "parenthesized letters and digits (U+249C, U+2474) for a code",
        f"Ihr Einmal-Code: {paren} (nur 10 Minuten gültig)",
        paren,
    )
    pw8187 = v.gen(ALNUM, 6) + "ä" + v.gen(ALNUM, 6) + "€"
    enc = urllib.parse.quote(pw8187, safe="")
    add(
        "rfc 8187",
        "an RFC 8187 ext-value (*=UTF-8'') carrying a password in a header parameter",
        f'WWW-Authenticate echoed by the proxy: Digest realm="acme", username="ops", password*=UTF-8\'\'{enc}',
        enc,
    )
    tok = v.gen("abcdefghijklmnoprstuvwyz", 14)
    caps = "".join(_SMALL_CAPS[c] for c in tok)
    add(
        "small capitals",
        "a code written in small capitals by a styled chat message",
        f"🔐 recovery code: {caps}",
        caps,
    )
    tok = v.gen(string.ascii_uppercase, 12)
    sq = "".join(_neg_squared(c) for c in tok)
    add(
        "negative squared",
        "negative squared capitals (U+1F170) for a licence key",
        f"Licence key: {sq} — activation server says: revoked",
        sq,
    )
    pin = v.gen("0123456789", 8)
    sup = "".join(_SUPER[c] for c in pin)
    add(
        "superscript pin",
        "a PIN in superscript digits (a styled SMS)",
        f"ACME Bank: your card PIN is ⁽{sup}⁾. Never share it.",
        sup,
    )
    tok = v.gen(ALNUM, 24)
    tags = "".join(chr(0xE0000 + ord(c)) for c in tok)
    add(
        "tag characters",
        "Unicode tag characters (U+E0000 + ASCII), invisible in most terminals",
        f"README.md line 3: 'Install with npm i acme-cli'{tags}",
        tags,
    )
    tok = v.gen(ALNUM, 40)
    add(
        "template literal halves",
        "a JavaScript template literal joining two halves of a key",
        f"src/maps.js:3  const key = `${{'{tok[:20]}'}}${{'{tok[20:]}'}}`;  // TODO env",
        tok,
        raises="cause",
    )
    tok = v.gen(string.ascii_lowercase + string.digits, 16)
    flipped = "".join(_FLIP[c] for c in reversed(tok))
    add(
        "upside down",
        "a value written upside down (flipped letters, reversed)",
        f"chat export: lol the admin pw is {flipped} (read it upside down)",
        flipped,
    )
    tok = v.gen(ALNUM, 12)
    zalgo = "".join(c + "\u0336\u0301" for c in tok)
    add(
        "stacked combining marks",
        "combining marks (U+0336, U+0301) stacked on each character",
        f"status: token={zalgo} rejected",
        zalgo,
    )
    tok = v.gen(ALNUM, 16)
    vs = "".join(c + "\ufe0f" for c in tok)
    add(
        "variation selectors",
        "a variation selector (U+FE0F) after every character",
        f"Authorization: Bearer {vs}\n(copied from an emoji-aware editor)",
        vs,
    )
    tok = v.gen(ALNUM, 48)
    folded = "\n".join(tok[i : i + 16] for i in range(0, 48, 16))
    add("fold w16", "fold -w 16 of a key file", f"$ fold -w 16 ~/.config/acme/key\n{folded}", tok)
    pwu = v.gen(ALNUM, 5) + "ñ" + v.gen(ALNUM, 4) + "é" + v.gen(ALNUM, 3)
    moji = _cp437(pwu.encode())
    add(
        "cp437 mojibake",
        "a UTF-8 password read as code page 437 (a DOS console)",
        f"C:\\> type creds.txt\nuser=svc_print\npassword={moji}",
        moji,
    )
    pw2 = v.pw()
    add(
        "nix indented string",
        "a Nix indented string ''...'' in a NixOS module",
        f"error: attribute 'passwordFile' missing\n       at /etc/nixos/mail.nix:12:5:\n           11|   mailserver.loginAccounts.\"ops@acme.io\" = {{\n           12|     hashedPassword = ''{pw2}'';",
        pw2,
    )
    tok = v.gen(ALNUM, 12)
    u16 = "feff" + tok.encode("utf-16-be").hex()
    add(
        "java utf16 hex",
        'Java\'s getBytes("UTF-16") printed as hex (byte-order mark first)',
        f"DEBUG KeyStore: alias=signing pass bytes=[{u16}]",
        u16,
    )
    tok = v.gen(ALNUM, 40)
    add(
        "sql concat halves",
        "SQL CONCAT of two halves of a key in a migration",
        f"ERROR 1406 (22001) at line 7: Data too long for column 'k'\nUPDATE integrations SET k = CONCAT('{tok[:20]}', '{tok[20:]}') WHERE id = 4;",
        tok,
    )
    pw3 = v.gen(ALNUM, 6) + "|" + v.gen(ALNUM, 6) + "|" + v.gen(ALNUM, 3)
    md = pw3.replace("|", "\\|")
    add(
        "markdown pipes",
        "a Markdown table with a password's pipes escaped",
        f"| host | user | password |\n|---|---|---|\n| ftp-2 | backup | {md} |",
        md,
    )
    pw4 = v.gen(ALNUM, 5) + "!" + v.gen(ALNUM, 4) + "$" + v.gen(ALNUM, 4) + "&" + v.gen(ALNUM, 3)
    q = "".join("\\" + c if c in "!$&" else c for c in pw4)
    add(
        "printf q",
        "Bash printf %q of a password with ! $ and &",
        f"$ printf '%q\\n' \"$SMTP_PASS\"\n{q}",
        q,
    )
    tok = v.gen(ALNUM, 12)
    chars = "[" + ", ".join(tok) + "]"
    add(
        "java char array",
        "Java's Arrays.toString(char[]) of a password field",
        f"WARN LoginForm - submit failed, password={chars}",
        chars,
        raises="note",
    )
    return out
