"""Held-out set 68: secrets written in encodings and layouts no earlier set used.

Each was grepped for (the text that marks it) in every earlier ``benchmarks/*heldout*`` file;
those that matched were dropped (Devanagari, Bengali, Gurmukhi and Extended Arabic-Indic digits,
Chinese financial numerals ``大写``, full-width digits, ``rawToChar``, ``byteArrayOf``,
``[UInt8]``, ``bytes.fromhex``, ``xxd -r``, ``atob(`` among them). Used here, all in this set's
share or its languages: a PIN in Gujarati digits, an OTP in Odia digits, a PIN in Sinhala Lith
digits, a verification code read out as Sino-Korean number words (``일이삼``), a password
written vertically one character a line (Japanese tategaki), C octal escapes (``\\113``),
Node's ``Buffer.from([...])`` over byte values, and Swift's ``Data(base64Encoded:)``.
"""

from __future__ import annotations

import base64

from _heldout_secrets_harness import ALNUM, DIGITS, Case, Values

__all__ = ["encoded_cases"]

_GUJARATI = "૦૧૨૩૪૫૬૭૮૯"
_ODIA = "୦୧୨୩୪୫୬୭୮୯"
_SINHALA_LITH = "෦෧෨෩෪෫෬෭෮෯"
_SINO_KOREAN = ["공", "일", "이", "삼", "사", "오", "육", "칠", "팔", "구"]


def _digits(value: str, table: str) -> str:
    return "".join(table[int(c)] for c in value)


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    pin = _digits(v.gen("123456789", 1) + v.gen(DIGITS, 7), _GUJARATI)
    add("gujarati digits", "a card PIN written in Gujarati digits in a bank SMS",
        f"પ્રિય ગ્રાહક, તમારો નવો કાર્ડ પિન {pin} છે. કોઈને જણાવશો નહીં.", pin, raises="note")  # fmt: skip

    otp = _digits(v.gen("123456789", 1) + v.gen(DIGITS, 7), _ODIA)
    add("odia digits", "a login OTP written in Odia digits",
        f"ଆପଣଙ୍କ ଲଗଇନ୍ ଓଟିପି {otp} । ଏହା କାହାକୁ କୁହନ୍ତୁ ନାହିଁ ।", otp, raises="cause")  # fmt: skip

    pin = _digits(v.gen("123456789", 1) + v.gen(DIGITS, 7), _SINHALA_LITH)
    add("sinhala lith digits", "a PIN written in Sinhala Lith digits",
        f"ඔබගේ PIN අංකය {pin} වේ.", pin, raises="keyerror")  # fmt: skip

    code = ", ".join(_SINO_KOREAN[int(c)] for c in v.gen("123456789", 1) + v.gen(DIGITS, 7))
    add("sino-korean readout", "a verification code read out as Sino-Korean number words in an ARS transcript",
        f"[ARS 녹취] 고객님의 인증번호는 {code} 입니다. 다시 한번 말씀드리겠습니다.", code, raises="args")  # fmt: skip

    pw = v.pw()
    vertical = "\n".join(pw)
    add("tategaki", "a temporary password written vertically, one character a line (Japanese tategaki notice)",
        f"仮\nパ\nス\nワ\nー\nド\n：\n{vertical}\n（\n至\n急\nご\n変\n更\nく\nだ\nさ\nい\n）", vertical, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 16)
    octal = "".join(f"\\{ord(c):03o}" for c in tok)
    add("c octal escapes", "a C source building an API key from octal escapes",
        f'static const char API_KEY[] = "{octal}";\ncurl_easy_setopt(h, CURLOPT_HTTPHEADER, hdrs); /* X-ChatWorkToken */\n'
        "curl: (22) The requested URL returned error: 401", octal, raises="oserror")  # fmt: skip

    tok = v.gen(ALNUM, 14)
    nums = ", ".join(str(ord(c)) for c in tok)
    add("node buffer from bytes", "Node's Buffer.from([...]) over byte values for a webhook secret",
        f"const secret = Buffer.from([{nums}]).toString();\nError: signature mismatch for n8n webhook /webhook/kintone-sync",
        nums, raises="group")  # fmt: skip

    raw = v.gen(ALNUM, 24)
    b64 = base64.b64encode(raw.encode()).decode()
    add("swift data base64", "Swift decoding a secret with Data(base64Encoded:)",
        f'let key = String(data: Data(base64Encoded: "{b64}")!, encoding: .utf8)!\n'
        "Fatal error: LINE WORKS token request failed: invalid_client", b64, raises="process")  # fmt: skip
    return out
