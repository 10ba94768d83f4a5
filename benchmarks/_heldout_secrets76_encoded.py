"""Held-out set 76: secrets written in encodings and layouts no earlier set used, most of
them the ways chat platforms render or split a message.

Each was grepped for (the text that marks it) in every earlier ``benchmarks/*heldout*`` file;
none of these matched: Discord spoiler tags around each chunk (``||…||``, the word
``spoiler``), Telegram MarkdownV2 escaping (a backslash before each reserved character),
a Matrix ``formatted_body`` with one ``<code>`` per group, a Slack Block Kit
``rich_text_section`` splitting the value across elements, a message split by a bot into
``(1/2)`` and ``(2/2)``, a chat client's soft wrap with ``↩`` markers, circled letters
(``ⓐ``, ``Ⓐ``) and circled digits, keycap emoji digits (``⃣``) for a PIN, regional
indicator letters (``🇦``), mathematical double-struck and monospace digits (``𝟘``, ``𝟶``)
for an OTP, Python's ``codecs.encode(..., 'utf_16_le')`` bytes repr, and Hebrew and Arabic
right-to-left marks around each group.
"""

from __future__ import annotations

from _heldout_secrets_harness import ALNUM, DIGITS, Case, Values

__all__ = ["encoded_cases"]

_CIRCLED_LOWER = {c: chr(0x24D0 + i) for i, c in enumerate("abcdefghijklmnopqrstuvwxyz")}
_CIRCLED_UPPER = {c: chr(0x24B6 + i) for i, c in enumerate("ABCDEFGHIJKLMNOPQRSTUVWXYZ")}
_CIRCLED_DIGIT = {"0": "\u24ea", **{str(i): chr(0x2460 + i - 1) for i in range(1, 10)}}
_MD_RESERVED = set("_*[]()~`>#+-=|{}.!")


def _chunks(text: str, n: int) -> list[str]:
    return [text[i : i + n] for i in range(0, len(text), n)]


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    tok = v.gen(ALNUM, 32)
    spoiled = " ".join(f"||{c}||" for c in _chunks(tok, 8))
    add("discord spoilers", "a Discord message hiding a token in spoiler tags, one per chunk",
        f"**ops-bot** — staging key (click to reveal): {spoiled}\n(this message will self-destruct… it won't)",
        spoiled, raises="cause")  # fmt: skip

    pw = v.gen(ALNUM, 6) + "-" + v.gen(ALNUM, 4) + "." + v.gen(ALNUM, 4) + "!"
    md = "".join("\\" + c if c in _MD_RESERVED else c for c in pw)
    add("telegram markdownv2", "a Telegram sendMessage body with MarkdownV2 escaping of a password",
        f'{{"chat_id":-100177120,"parse_mode":"MarkdownV2","text":"Temp password: `{md}`"}}\ntelegram.error.BadRequest: Can\'t parse entities',
        md, raises="note")  # fmt: skip

    key = v.gen(ALNUM, 36)
    spans = " ".join(f"<code>{c}</code>" for c in _chunks(key, 6))
    add("matrix formatted body", "a Matrix m.room.message formatted_body with one <code> span per group",
        f'{{"msgtype":"m.text","body":"(see formatted)","format":"org.matrix.custom.html","formatted_body":"API key: {spans}"}}',
        spans, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 40)
    parts = _chunks(tok, 10)
    elements = ",".join(f'{{"type":"text","text":"{p}"}}' for p in parts)
    add("slack rich text", "a Slack Block Kit rich_text_section splitting a token across text elements",
        f'{{"blocks":[{{"type":"rich_text","elements":[{{"type":"rich_text_section","elements":[{{"type":"text","text":"token: "}},{elements}]}}]}}]}}',
        tok, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 44)
    a, b = tok[:22], tok[22:]
    add("split messages", "a bot splitting a long reply into (1/2) and (2/2)",
        f"[12:44] deploy-bot: (1/2) here is the registry token: {a}\n[12:44] deploy-bot: (2/2) {b} — rotate after use",
        tok, raises="group")  # fmt: skip

    tok = v.gen(ALNUM, 48)
    wrapped = " ↩\n".join(_chunks(tok, 16))
    add("soft wrap markers", "a chat export wrapping a long token at 16 columns with ↩ markers",
        f"dana 12:45  webhook secret:\n{wrapped}",
        wrapped, raises="context")  # fmt: skip

    pw = v.gen("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 14)
    circ = "".join(_CIRCLED_LOWER.get(c) or _CIRCLED_UPPER.get(c) or _CIRCLED_DIGIT[c] for c in pw)
    add("circled letters", "a password written in circled letters and digits (Enclosed Alphanumerics)",
        f"Wi-Fi for the offsite: ⓢⓢⓘⓓ acme-guest · password {circ}",
        circ, raises="oserror")  # fmt: skip

    pin = v.gen("123456789", 1) + v.gen(DIGITS, 7)
    keycap = "".join(f"{d}\ufe0f\u20e3" for d in pin)
    add("keycap digits", "a door PIN sent as keycap emoji digits",
        f"🔐 server room door PIN: {keycap} (changes Monday)",
        keycap, raises="process")  # fmt: skip

    code = v.gen("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 10)
    flags = "\u200b".join(chr(0x1F1E6 + ord(c) - 65) for c in code)
    add("regional indicators", "a recovery code spelled in regional indicator letters (split by zero-width spaces so they do not pair into flags)",
        f"recovery code: {flags}",
        flags, raises="note")  # fmt: skip

    otp = v.gen("123456789", 1) + v.gen(DIGITS, 7)
    ds = "".join(chr(0x1D7D8 + int(d)) for d in otp)
    add("double-struck digits", "a one-time code in mathematical double-struck digits",
        f"Your sign-in code is {ds}. Do not share it.",
        ds, raises="cause")  # fmt: skip

    otp = v.gen("123456789", 1) + v.gen(DIGITS, 7)
    mono = "".join(chr(0x1D7F6 + int(d)) for d in otp)
    add("monospace digits", "an account PIN in mathematical monospace digits",
        f"PIN for the shared vault: {mono}",
        mono, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    u16 = repr(tok.encode("utf_16_le"))
    add("utf16le bytes repr", "Python's repr of codecs.encode(token, 'utf_16_le') in a debug print",
        f">>> codecs.encode(api_key, 'utf_16_le')\n{u16}\n>>> client.auth(api_key)  # 401",
        u16, raises="args")  # fmt: skip

    pw = v.gen(ALNUM, 16)
    rlm = "\u200f".join(_chunks(pw, 4))
    add("rtl marks hebrew", "a password in a Hebrew message with right-to-left marks between its groups",
        f"הסיסמה: \u200f{rlm}\u200f (בלי רווחים)",
        rlm, raises="group")  # fmt: skip

    pw = v.gen(ALNUM, 16)
    alm = "\u061c".join(_chunks(pw, 4))
    add("arabic letter marks", "a password in an Egyptian Arabic message with Arabic letter marks between groups",
        f"الباسورد: \u061c{alm}\u061c من غير مسافات",
        alm, raises="context")  # fmt: skip

    return out
