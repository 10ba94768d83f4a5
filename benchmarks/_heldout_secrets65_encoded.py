"""Held-out set 65: secrets written in encodings and layouts no earlier set used.

Each was grepped for (the text that marks it) in every earlier ``_heldout_secrets*encod*`` and
``_heldout_families*`` file; those that matched were dropped (``[::-1]``, ROT13, base32,
``xxd``, ``hexdump -C``, HTML and JSON escapes, ``CHAR(``/``CHR(``, Morse, NATO spelling,
Braille, fullwidth and zero-width tricks, quoted-printable, uuencode, ``new byte[]``,
``new char[]``, ``[char[]]``, ``map(chr``, ``bytearray(``, ``Uint8Array``, ``\\x{``,
``String.fromCodePoint`` among them). Used here: C#'s ``new string(new[] {'a', ...})``,
Python's ``base64.b85encode`` (Z85-like alphabet), ``printf '\\x41...'`` in a shell, Lua's
decimal escapes ``"\\65\\66"``, Ruby's ``[..].map(&:chr).join``, ``echo -e`` with octal
``\\0101`` escapes, a JavaScript ``'\\x41'`` string literal, Python's octal bytes literal
``b'\\101'``, Rust's ``.chars().rev()`` over a reversed literal, a Markdown table with one
character a cell, and, for this set's languages, PINs in Extended Arabic-Indic (Persian)
digits and in Arabic-Indic digits (Sorani), and PINs read out as Georgian and as Persian
number words in a voice assistant's transcript.
"""

from __future__ import annotations

import base64

from _heldout_secrets_harness import ALNUM, DIGITS, Case, Values

__all__ = ["encoded_cases"]

_PERSIAN = "۰۱۲۳۴۵۶۷۸۹"
_ARABIC = "٠١٢٣٤٥٦٧٨٩"
_GEORGIAN = ["ნული", "ერთი", "ორი", "სამი", "ოთხი", "ხუთი", "ექვსი", "შვიდი", "რვა", "ცხრა"]
_PERSIAN_WORDS = ["صفر", "یک", "دو", "سه", "چهار", "پنج", "شش", "هفت", "هشت", "نه"]


def _pin(v: Values, n: int) -> str:
    return v.gen("123456789", 1) + v.gen(DIGITS, n - 1)


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    tok = v.gen(ALNUM, 14)
    cs = ", ".join(f"'{c}'" for c in tok)
    add("csharp new char array", "C# building an API key with new string(new[] {'a', ...})",
        f'var apiKey = new string(new[] {{ {cs} }});\nUnhandled exception. System.Net.Http.HttpRequestException: Response status code does not indicate success: 401 (Unauthorized).',
        cs, raises="cause")  # fmt: skip

    raw = v.gen(ALNUM, 20)
    b85 = base64.b85encode(raw.encode()).decode()
    add("python b85", "Python's base64.b85encode of a webhook secret, printed by a debug line",
        f"DEBUG webhook: signing secret (b85) = {b85}\nERROR webhook: signature mismatch for delivery 7c1e9a",
        b85, raises="note")  # fmt: skip

    pw = v.pw()
    px = "".join(f"\\x{ord(c):02x}" for c in pw)
    add("shell printf hex", "a shell building a password with printf '\\x..' escapes",
        f"$ PGPASSWORD=$(printf '{px}') psql -h 10.20.0.8 -U auditor siem\npsql: error: FATAL:  password authentication failed for user \"auditor\"",
        px, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 13)
    lua = "".join(f"\\{ord(c)}" for c in tok)
    add("lua decimal escapes", "Lua's decimal escapes \"\\65\\66\" for a token",
        f'local token = "{lua}"\nlua: scanner.lua:22: HTTP 403 from https://api.acme.ge/v1/scan',
        lua, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    rb = ", ".join(str(ord(c)) for c in tok)
    add("ruby map chr", "Ruby's [..].map(&:chr).join for an API key",
        f"irb> key = [{rb}].map(&:chr).join\nirb> Faraday.get(url, nil, 'X-Api-Key' => key)\nFaraday::UnauthorizedError (the server responded with status 401)",
        rb, raises="keyerror")  # fmt: skip

    pw = v.pw()
    octs = "".join(f"\\0{ord(c):o}" for c in pw)
    add("echo octal", "echo -e with \\0NNN octal escapes piping a password",
        f'$ echo -e "{octs}" | sudo -S systemctl restart auditd\nSorry, try again.',
        octs, raises="oserror")  # fmt: skip

    tok = v.gen(ALNUM, 14)
    js = "".join(f"\\x{ord(c):02x}" for c in tok)
    add("js hex string literal", "a JavaScript '\\x..' string literal for a bearer token",
        f"const t = '{js}';\nfetch(url, {{ headers: {{ Authorization: 'Bearer ' + t }} }})\nUncaught (in promise) Error: 401",
        js, raises="group")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    pyo = "".join(f"\\{ord(c):o}" for c in tok)
    add("python octal bytes", "Python's octal bytes literal b'\\101...' for an HMAC key",
        f">>> key = b'{pyo}'\n>>> hmac.new(key, body, 'sha256').hexdigest() == sig\nFalse",
        pyo, raises="process")  # fmt: skip

    tok = v.gen(ALNUM, 18)
    add("rust chars rev", "Rust reversing a stored literal with .chars().rev()",
        f'let secret: String = "{tok[::-1]}".chars().rev().collect();\nError: reqwest::Error {{ kind: Status(401), url: "https://hooks.acme.am/in" }}',
        tok[::-1], raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    md = "| " + " | ".join(tok) + " |"
    add("markdown table cells", "a Markdown table with one character of a key in each cell",
        "| " + " | ".join(str(i) for i in range(1, 13)) + " |\n|" + "---|" * 12 + f"\n{md}",
        md, raises="note")  # fmt: skip

    pin = _pin(v, 6)
    fa = pin.translate(str.maketrans(DIGITS, _PERSIAN))
    add("persian digits pin", "a PIN in Extended Arabic-Indic (Persian) digits in a bank SMS",
        f"بانک: رمز دوم کارت شما {fa} است.", fa, raises="context")  # fmt: skip

    pin = _pin(v, 6)
    ar = pin.translate(str.maketrans(DIGITS, _ARABIC))
    add("arabic indic digits pin", "a PIN in Arabic-Indic digits, as Sorani texts write them",
        f"کۆدی PIN ـی نوێ: {ar}", ar, raises="args")  # fmt: skip

    pin = _pin(v, 6)
    ka = " ".join(_GEORGIAN[int(d)] for d in pin)
    add("georgian number words", "a voice assistant's transcript reading a PIN in Georgian words",
        f"[transcript 05:23:40] მომხმარებელი: ჩემი პინ-კოდია {ka}", ka, raises="keyerror")  # fmt: skip

    pin = _pin(v, 6)
    fw = " ".join(_PERSIAN_WORDS[int(d)] for d in pin)
    add("persian number words", "a voice assistant's transcript reading a PIN in Persian words",
        f"[transcript] کاربر: رمزم {fw} هست", fw, raises="oserror")  # fmt: skip

    tok = v.gen(ALNUM, 16)
    spaced = " ".join(tok[i : i + 4] for i in range(0, 16, 4))
    add("license key groups", "a key pasted as four-character groups, a license-key layout, in a ticket",
        f"Ticket #4471: customer pasted their API key as shown on the invoice: {spaced}",
        spaced, raises="runtime")  # fmt: skip
    return out
