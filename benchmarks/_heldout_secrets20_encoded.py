"""Held-out set 20: secrets behind encodings, quotings and scripts earlier sets did not use.

Grepped against sets 4-19's files (they took percent-encoding, escapes of many kinds, base32,
58, 45, 85, Z85, uuencode, UTF-7, NATO spelling, ROT13, ROT47, Braille bytes, mathematical
bold, mojibake, ``$$`` doubling and many quotings). Here: Morse code, PostgreSQL
dollar-quoting with a tag, YAML ``!!binary``, PowerShell backtick escapes, keycap emoji and
circled digits for a PIN, circled letters, a JSON document inside a JSON string inside a JSON
log (escaped twice), xxencode, yEnc, proquints, Atbash, a Caesar shift of three, a combining
long stroke over each character, Fraktur, double-struck and monospace mathematical letters,
Elixir's ``~s`` sigil, PHP's nowdoc, z-base-32, Go's ``%#v`` of a ``[]byte``, a right-to-left
override around a reversed value, Python's ``bytes`` repr with every byte escaped, a PIN
spelled out in words and an IDNA (Punycode) label.

The secret is the value as it appears in the text (its encoded form), so a leak is any
8-character piece of what a reader could decode.
"""

from __future__ import annotations

import base64

from _heldout_secrets_harness import ALNUM, DIGITS, Case, Values

__all__ = ["encoded_cases"]

_MORSE = dict(
    zip(
        "abcdefghijklmnopqrstuvwxyz0123456789",
        [
            ".-",
            "-...",
            "-.-.",
            "-..",
            ".",
            "..-.",
            "--.",
            "....",
            "..",
            ".---",
            "-.-",
            ".-..",
            "--",
            "-.",
            "---",
            ".--.",
            "--.-",
            ".-.",
            "...",
            "-",
            "..-",
            "...-",
            ".--",
            "-..-",
            "-.--",
            "--..",
            "-----",
            ".----",
            "..---",
            "...--",
            "....-",
            ".....",
            "-....",
            "--...",
            "---..",
            "----.",
        ],
        strict=True,
    )
)
_XX = "+-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
_ZB32 = "ybndrfg8ejkmcpqxot1uwisza345h769"
_B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def _xxencode(data: bytes) -> str:
    """One xxencoded line: a length character, then 4 characters per 3 bytes."""
    padded = data + b"\0" * (-len(data) % 3)
    out = [_XX[len(data)]]
    for i in range(0, len(padded), 3):
        n = int.from_bytes(padded[i : i + 3], "big")
        out += [_XX[(n >> s) & 63] for s in (18, 12, 6, 0)]
    return "".join(out)


def _yenc(data: bytes) -> str:
    """yEnc: each byte plus 42, critical characters escaped with = and 64 added."""
    out = []
    for b in data:
        c = (b + 42) % 256
        if c in (0, 10, 13, 61):
            out.append("=" + chr((c + 64) % 256))
        else:
            out.append(chr(c))
    return "".join(out)


def _proquint(data: bytes) -> str:
    con, vo = "bdfghjklmnprstvz", "aiou"
    words = []
    for i in range(0, len(data), 2):
        n = int.from_bytes(data[i : i + 2], "big")
        words.append(
            con[n >> 12] + vo[(n >> 10) & 3] + con[(n >> 6) & 15] + vo[(n >> 4) & 3] + con[n & 15]
        )
    return "-".join(words)


def _atbash(text: str) -> str:
    out = []
    for c in text:
        if c.islower():
            out.append(chr(219 - ord(c)))
        elif c.isupper():
            out.append(chr(155 - ord(c)))
        else:
            out.append(c)
    return "".join(out)


def _caesar3(text: str) -> str:
    out = []
    for c in text:
        if c.islower():
            out.append(chr((ord(c) - 97 + 3) % 26 + 97))
        elif c.isupper():
            out.append(chr((ord(c) - 65 + 3) % 26 + 65))
        else:
            out.append(c)
    return "".join(out)


def _math(text: str, upper: int, lower: int, digit: int | None) -> str:
    """ASCII letters (and digits, when ``digit``) in a block of mathematical letters. Fraktur
    and double-struck leave holes for letters Unicode had already (ℭ, ℌ, ℑ, ℜ, ℨ; ℂ, ℍ, ℕ, ℙ,
    ℚ, ℝ, ℤ); those come from the Letterlike Symbols block."""
    holes = {
        0x1D504: {"C": "ℭ", "H": "ℌ", "I": "ℑ", "R": "ℜ", "Z": "ℨ"},
        0x1D538: {"C": "ℂ", "H": "ℍ", "N": "ℕ", "P": "ℙ", "Q": "ℚ", "R": "ℝ", "Z": "ℤ"},
    }.get(upper, {})
    out = []
    for c in text:
        if c in holes:
            out.append(holes[c])
        elif "A" <= c <= "Z":
            out.append(chr(upper + ord(c) - 65))
        elif "a" <= c <= "z":
            out.append(chr(lower + ord(c) - 97))
        elif "0" <= c <= "9" and digit is not None:
            out.append(chr(digit + ord(c) - 48))
        else:
            out.append(c)
    return "".join(out)


def _circled(text: str) -> str:
    out = []
    for c in text:
        if "a" <= c <= "z":
            out.append(chr(0x24D0 + ord(c) - 97))
        elif "A" <= c <= "Z":
            out.append(chr(0x24B6 + ord(c) - 65))
        elif "1" <= c <= "9":
            out.append(chr(0x2460 + ord(c) - 49))
        elif c == "0":
            out.append("⓪")
        else:
            out.append(c)
    return "".join(out)


def _zbase32(data: bytes) -> str:
    plain = base64.b32encode(data).decode().rstrip("=")
    return plain.translate(str.maketrans(_B32, _ZB32))


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        assert secret in text, name
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    tok = v.gen("abcdefghijklmnopqrstuvwxyz0123456789", 10)
    morse = " ".join(_MORSE[c] for c in tok)
    add(
        "morse code",
        "a radio-club bot's log spelling a key in Morse code (letters by spaces)",
        f"qsl-bot: login refused; key sent as morse: {morse} (10 chars)",
        morse,
    )
    pw = v.pw()
    add(
        "postgres dollar quote tag",
        "PostgreSQL dollar-quoting with a tag ($pw$...$pw$) in a psql echo of ALTER ROLE",
        f"ALTER ROLE app PASSWORD $pw${pw}$pw$;\nERROR:  must be superuser to alter replication "
        "roles or change replication attribute",
        pw,
    )
    raw = v.gen(ALNUM, 30)
    b = base64.b64encode(raw.encode()).decode()
    add(
        "yaml binary tag",
        "a YAML document with a !!binary value (base64) quoted in a parse error",
        f"yaml: line 7: did not find expected key\n  6 | signing:\n  7 |   key: !!binary {b}\n"
        "  8 |  alg: HS256",
        b,
    )
    pw = v.gen(ALNUM, 5) + '"' + v.gen(ALNUM, 4) + "$" + v.gen(ALNUM, 5)
    escaped = pw.replace('"', '`"').replace("$", "`$")
    add(
        "powershell backtick",
        "PowerShell's backtick escapes (`\" and `$) in a double-quoted string in an error record",
        "New-PSDrive : The user name or password is incorrect\nAt C:\\ops\\map.ps1:4 char:1\n"
        f'+ $cred = New-Object PSCredential("svc-backup", (ConvertTo-SecureString "{escaped}" '
        "-AsPlainText -Force))",
        escaped,
    )
    pin = v.gen(DIGITS, 8)
    keycaps = "".join(d + "\ufe0f\u20e3" for d in pin)
    add(
        "keycap emoji pin",
        "a chat bot sending a door PIN as keycap emoji (digit, VS16, U+20E3)",
        f"doorbot: message not delivered to #facilities — new code {keycaps} for gate B",
        keycaps,
    )
    pin = v.gen("123456789", 8)
    circled = _circled(pin)
    add(
        "circled digit pin",
        "circled digits (U+2460...) for a vault PIN in a notification",
        f"Notification failed (SMTP 451): 'Your vault PIN is {circled}, valid for 10 minutes'",
        circled,
    )
    tok = v.gen("abcdefghijklmnopqrstuvwxyz", 12)
    circled = _circled(tok)
    add(
        "circled letters",
        "circled letters (U+24D0...) a styled chat message used for a passphrase",
        f"slack: message too long; draft was 'wifi guest passphrase: {circled}'",
        circled,
    )
    tok = v.gen(ALNUM, 40)
    add(
        "json escaped twice",
        "a JSON log whose message field holds a JSON string that holds a JSON document",
        '{"level":"error","msg":"upstream said: \\"{\\\\\\"error\\\\\\":\\\\\\"bad key\\\\\\",'
        f'\\\\\\"key\\\\\\":\\\\\\"{tok}\\\\\\"}}\\"","ts":1764927000}}',
        tok,
    )
    raw = v.gen(ALNUM, 24)
    xx = _xxencode(raw.encode())
    add(
        "xxencode",
        "an xxencoded attachment body (begin/end lines) in a mail gateway error",
        f"mailgw: rejected attachment 'creds.txt'\nbegin 644 creds.txt\n{xx}\n+\nend",
        xx,
    )
    raw = v.gen(ALNUM, 32)
    y = _yenc(raw.encode())
    add(
        "yenc",
        "a yEnc part (=ybegin/=yend) echoed by a Usenet poster on a failed POST",
        f"nyuu: 441 posting failed\n=ybegin line=128 size=32 name=token.txt\n{y}\n=yend size=32",
        y,
    )
    raw = bytes(v.r.randrange(256) for _ in range(12))
    pq = _proquint(raw)
    add(
        "proquint",
        "a 96-bit access code written as proquints (pronounceable five-letter words)",
        f"voice-ivr: caller read the code wrong; expected {pq}",
        pq,
    )
    tok = v.gen(ALNUM, 32)
    add(
        "atbash",
        "an Atbash-mirrored token (a toy obfuscation) in a config loader warning",
        f"WARN loader: decoding obfuscated key failed (scheme=atbash) value={_atbash(tok)}",
        _atbash(tok),
    )
    tok = v.gen(ALNUM, 32)
    add(
        "caesar three",
        "a Caesar shift of three (another toy obfuscation) in a legacy INI",
        f"legacy.ini line 12: key 'obf_secret' = '{_caesar3(tok)}' (caesar+3) not decodable",
        _caesar3(tok),
    )
    pw = v.pw()
    struck = "".join(c + "\u0336" for c in pw)
    add(
        "combining long stroke",
        "a combining long stroke overlay (U+0336) after each character, 'struck out' in a chat",
        f"matrix: edit rejected — ~~old password~~ rendered as {struck} (still readable)",
        struck,
    )
    tok = v.gen("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", 16)
    fr = _math(tok, 0x1D504, 0x1D51E, None)
    add(
        "fraktur letters",
        "Mathematical Fraktur letters (U+1D504...) from a 'fancy text' generator",
        f"discord: nickname rejected: 'ops key {fr}'",
        fr,
    )
    tok = v.gen(ALNUM, 16)
    ds = _math(tok, 0x1D538, 0x1D552, 0x1D7D8)
    add(
        "double struck",
        "Mathematical double-struck letters and digits (U+1D538..., U+1D7D8...)",
        f"profile bio refused (contains a credential): 'api: {ds}'",
        ds,
    )
    tok = v.gen(ALNUM, 20)
    mono = _math(tok, 0x1D670, 0x1D68A, 0x1D7F6)
    add(
        "monospace letters",
        "Mathematical monospace letters and digits (U+1D670..., U+1D7F6...) pasted from a doc",
        f"ticket #4412: customer pasted their key as {mono} — lookup failed",
        mono,
    )
    pw = v.pw()
    add(
        "elixir sigil",
        "Elixir's ~s() sigil in a config file quoted by a compile error",
        "** (CompileError) config/runtime.exs:14: undefined function secret/0\n"
        f"    password: ~s({pw}),",
        pw,
    )
    pw = v.pw()
    add(
        "php nowdoc",
        "PHP's nowdoc (<<<'EOT') holding a DSN, shown in a parse error",
        "PHP Parse error:  syntax error, unexpected end of file in /var/www/conf.php on line 9\n"
        f"  $dsn = <<<'EOT'\n  pgsql:host=pg-1;dbname=shop;user=shop;password={pw}\n  EOT",
        pw,
    )
    raw = v.gen(ALNUM, 20)
    zb = _zbase32(raw.encode())
    add(
        "z-base-32",
        "z-base-32 (the human-oriented base32 alphabet) for a pairing secret",
        f"pairing failed: device rejected secret {zb} (z-base-32, 160 bits)",
        zb,
    )
    raw = v.gen(ALNUM, 16)
    gob = "[]byte{" + ", ".join(f"0x{b:x}" for b in raw.encode()) + "}"
    add(
        "go byte slice",
        "Go's %#v of a []byte holding a key",
        f"2026/12/05 10:40:01 hmac init: key too short (16 bytes, want 32): {gob}",
        gob,
    )
    tok = v.gen(ALNUM, 24)
    add(
        "rtl override",
        "a right-to-left override (U+202E) around a reversed token, as a spoofing test shows it",
        f"audit: suspicious filename 'invoice\u202e{tok[::-1]}\u202c.pdf' (renders reversed)",
        tok[::-1],
    )
    raw = v.gen(ALNUM, 20).encode()
    escaped = "".join(f"\\x{b:02x}" for b in raw)
    add(
        "python bytes all escaped",
        "a Python bytes repr with every byte escaped (as from a hex-escaping logger)",
        f"DEBUG wire: sent AUTH b'{escaped}' -> -ERR invalid password",
        escaped,
    )
    pin = v.gen(DIGITS, 8)
    spoken = " ".join(_WORDS[int(d)] for d in pin)
    add(
        "pin spelled out",
        "a PIN spelled out in words by a text-to-speech script",
        f"tts: call to +46 8 000 00 failed; script was 'your code is {spoken}'",
        spoken,
    )
    pw = v.gen("abcdefghijklmnopqrstuvwxyz", 6) + "ö" + v.gen("abcdefghijklmnopqrstuvwxyz", 6)
    label = "xn--" + pw.encode("punycode").decode()
    add(
        "idna label",
        "a password with ö shown in its Punycode (IDNA) form by a tool that encoded every label",
        f"curl: (6) Could not resolve host: user.{label}.mail.acme.io (password put in host)",
        label,
    )
    return out
