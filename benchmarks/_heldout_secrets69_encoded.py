"""Held-out set 69: secrets in encodings and layouts no earlier set used, the ones a browser or
computer-use agent meets: one character per SVG ``<tspan>``, one digit per one-time-code
``<input maxlength="1">``, one character per accessibility ``StaticText`` node, a CSS
``content`` of escaped code points, a HAR body with ``"encoding": "base64"``, a CDP
``Network.getResponseBody`` with ``base64Encoded``, a shadow root's slotted spans, a PIN in
Ethiopic digits (Ge'ez numerals, which have no zero: a zero is written ``0``) and in Mende
Kikakui digits, and an OCR line broken by hyphenation. Each layout was grepped for in every
earlier held-out file (``tspan``, ``maxlength="1"``, ``StaticText``, ``content: "\\``,
``"encoding": "base64"``, ``getResponseBody``, ``shadow-root``, ``ethiopic digit`` and
``kikakui`` matched none).
"""

from __future__ import annotations

import base64
import json

from _heldout_secrets_harness import ALNUM, DIGITS, Case, Values

__all__ = ["encoded_cases"]

_ETHIOPIC = {str(d): chr(0x1368 + d) for d in range(1, 10)} | {"0": "0"}
_KIKAKUI = {str(d): chr(0x1E8C6 + d) for d in range(1, 10)} | {"0": "0"}


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    tok = v.gen(ALNUM, 14)
    spans = "".join(f'<tspan x="{12 + 9 * i}">{c}</tspan>' for i, c in enumerate(tok))
    add("svg tspans", "a captcha-like SVG the agent read, one character per tspan",
        f'<svg viewBox="0 0 160 24"><text y="18" class="recovery">{spans}</text></svg>',
        spans, raises="cause")  # fmt: skip

    pin = v.gen("123456789", 1) + v.gen(DIGITS, 7)
    boxes = "".join(f'<input maxlength="1" inputmode="numeric" value="{d}">' for d in pin)
    add("otp boxes", "outerHTML of a one-time-code form with a digit per input box",
        f'<div class="otp" aria-label="Verification code">{boxes}</div>', boxes, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    nodes = "\n".join(
        f'{{"nodeId":"{300 + i}","role":{{"value":"StaticText"}},"name":{{"value":"{c}"}}}}'
        for i, c in enumerate(tok)
    )
    add("ax statictext chars", "an accessibility tree with one StaticText node per character",
        '{"nodeId":"299","role":{"value":"group"},"name":{"value":"Recovery key"}}\n' + nodes,
        nodes, raises="group")  # fmt: skip

    pw = v.pw()
    css = "".join(f"\\{ord(c):04x}" for c in pw)
    add("css content escapes", "a stylesheet showing a password through a CSS content escape",
        f'.wifi-card::after {{ content: "{css}"; font-family: monospace; }}', css, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 40)
    body = base64.b64encode(json.dumps({"api_token": tok, "project": 1187}).encode()).decode()
    add("har base64 body", "a HAR response whose content has \"encoding\": \"base64\"",
        f'"content":{{"size":58,"mimeType":"application/json","encoding":"base64","text":"{body}"}}',
        body, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 36)
    body = base64.b64encode(f"access_token={tok}&token_type=bearer".encode()).decode()
    add("cdp response body", "CDP Network.getResponseBody with base64Encoded true",
        f'{{"id":88,"result":{{"body":"{body}","base64Encoded":true}}}}', body, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    slots = "".join(f'<span part="ch">{c}</span>' for c in tok)
    add("shadow root spans", "a DOM dump through a shadow root, a key in per-character spans",
        f"<api-key-reveal>\n  #shadow-root (open)\n    <code>{slots}</code>\n</api-key-reveal>",
        slots, raises="oserror")  # fmt: skip

    pin = v.gen("123456789", 8)
    ge = "".join(_ETHIOPIC[d] for d in pin)
    add("ethiopic digits", "a PIN written in Ethiopic digits in an Amharic SMS (digits 1-9 only)",
        f"የካርድዎ ምስጢራዊ ቁጥር፦ {ge}", ge, raises="process")  # fmt: skip

    pin = v.gen("123456789", 8)
    kk = "".join(_KIKAKUI[d] for d in pin)
    add("kikakui digits", "a PIN written in Mende Kikakui digits (digits 1-9 only)",
        f"Mende: PIN {kk}", kk, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 32)
    cut = 19
    ocr = f"[OCR] Your access token is {tok[:cut]}-\n{tok[cut:]} (shown once)"
    add("ocr hyphenated", "an OCR'd screenshot line breaking a token with a hyphen",
        ocr, tok, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 16)
    cells = " | ".join(tok[i : i + 4] for i in range(0, 16, 4))
    add("table cells", "a grid of four-character cells an accessibility tree exposed as a table row",
        f'- row "{cells}" [ref=e88]', cells, raises="runtime")  # fmt: skip

    pw = v.pw()
    aria = " ".join(pw)
    add("aria spelled", "an aria-label spelling a password one character at a time for a screen reader",
        f'<button aria-label="Copy password {aria}">Copy</button>', aria, raises="group")  # fmt: skip
    return out
