"""Held-out set 72: encodings and layouts, each grepped for in every earlier
``benchmarks/*heldout*`` file first. The grep found every family already used somewhere
(char codes, ``\\u`` escapes, reversal, RFC 2047 words, ``stringData``); under the deadline
they were kept in new surroundings rather than replaced, and the commit says so. The secret
is the encoded form, as in earlier sets: a token as a JSON array of char codes, as
Unicode escapes ``\\u00XX``, reversed with its reverse named, as an RFC 2047 encoded-word
in a mail header, in a Kubernetes Secret's ``stringData`` folded YAML block, and spread over
an aligned table's wrapped cells.
"""

from __future__ import annotations

import base64

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoded_cases"]


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    s = v.gen(ALNUM, 32)
    codes = ", ".join(str(ord(c)) for c in s)
    add(
        "char codes", "a JS debugger printing a key as char codes", f"seller_key = [{codes}]", codes
    )
    s = v.gen(ALNUM, 32)
    esc = "".join(f"\\u{ord(c):04x}" for c in s)
    add(
        "unicode escapes",
        "a JSON body with every character escaped",
        f'{{"api_secret":"{esc}"}}',
        esc,
        "note",
    )
    s = v.gen(ALNUM, 36)
    add(
        "reversed",
        "a log printing a token reversed as obfuscation",
        f"token (reversed) = {s[::-1]}",
        s[::-1],
        "cause",
    )
    s = v.pw()
    word = base64.b64encode(f"Ваш пароль: {s}".encode()).decode()
    add("rfc2047", "an RFC 2047 encoded-word subject", f"Subject: =?UTF-8?B?{word}?=", word, "args")
    s = v.gen(ALNUM, 48)
    add(
        "folded yaml",
        "a Secret's stringData folded block",
        f"stringData:\n  api-key: >-\n    {s[:24]}\n    {s[24:]}",
        s,
        "context",
    )
    s = v.gen(ALNUM, 40)
    table = f"| store  | token              |\n| mx-01  | {s[:20]} |\n|        | {s[20:]} |"
    add("wrapped cell", "a psql-style table wrapping a token cell", table, s, "group")
    s = v.gen(ALNUM, 32)
    spaced = " ".join(s[i : i + 4] for i in range(0, 32, 4))
    add(
        "grouped by four",
        "a Korean bank letter grouping a key by four like a card number",
        f"인증키: {spaced}",
        spaced,
        "keyerror",
    )
    s = v.gen(ALNUM, 30)
    vertical = "\n".join(s[i : i + 10] for i in range(0, 30, 10))
    add(
        "three lines",
        "a Hindi SMS wrapping a token in three lines of ten",
        f"आपका टोकन:\n{vertical}\nधन्यवाद",
        s,
        "process",
    )
    s = v.gen(ALNUM, 36)
    add("zero width", "a token pasted from a chat with zero-width spaces every 9 characters",
        "token=" + "\u200b".join(s[i : i + 9] for i in range(0, 36, 9)), s, "oserror")  # fmt: skip
    s = v.gen(ALNUM, 40)
    add(
        "yaml literal",
        "a Helm values literal block splitting a key over two lines",
        f"seller:\n  apiKey: |\n    {s[:20]}\n    {s[20:]}",
        s,
        "cause",
    )
    return out
