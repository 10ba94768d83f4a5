"""Held-out set 80: secrets written in encodings and layouts no earlier set used.

Each was grepped for (the text that marks it) in every earlier ``benchmarks/*heldout*`` file;
those that matched were dropped (financial numerals 壹貳, circled digits, keycaps, fullwidth,
Bopomofo, ``String.fromCharCodes``, ``byteArrayOf``, ``charArrayOf``, ``[UInt8]``,
``String(bytes:)``, ``utf8.decode``, ``atob``, ``&#x``, ``xxd -i``, ``base62``,
``base36``, Morse, NATO and braille among them). Used here, none of which matched: Suzhou
numerals (〡〢〣), counting-rod numerals (𝍠𝍡), Pahawh Hmong digits (𖭐𖭑), parenthesized
ideographs (㈠㈡), Japanese daiji (壱弐参), Sino-Korean digits in Hangul (공일이), Mandarin
digits read aloud in pinyin with ``yāo`` for one, a hex key spelled in katakana letter names,
Swift's ``Unicode.Scalar`` over a code list (``unicodeScalars``), Objective-C
``dataWithBytes:`` over a byte literal (``NSData`` itself was named by earlier sets), Android's ``Base64.decode(..., Base64.NO_WRAP)``, Unicode
small capitals, a Python ``[::-1]`` reversal, a key split across an Android
``<string-array>`` and an ``.xcconfig`` value broken by ``$()``.
"""

from __future__ import annotations

import base64

from _heldout_secrets_harness import ALNUM, DIGITS, HEX, Case, Values

__all__ = ["encoded_cases"]

_SUZHOU = "〇〡〢〣〤〥〦〧〨〩"
_RODS = "〇𝍠𝍡𝍢𝍣𝍤𝍥𝍦𝍧𝍨"
_PAHAWH = "".join(chr(0x16B50 + i) for i in range(10))
_PAREN = "〇㈠㈡㈢㈣㈤㈥㈦㈧㈨"
_DAIJI = "零壱弐参肆伍陸漆捌玖"
_HANGUL = ["공", "일", "이", "삼", "사", "오", "육", "칠", "팔", "구"]
_PINYIN = ["líng", "yāo", "èr", "sān", "sì", "wǔ", "liù", "qī", "bā", "jiǔ"]
_KATAKANA = {
    **dict(zip(DIGITS, ["ゼロ", "ワン", "ツー", "スリー", "フォー", "ファイブ", "シックス", "セブン", "エイト", "ナイン"], strict=True)),
    **dict(zip("abcdef", ["エー", "ビー", "シー", "ディー", "イー", "エフ"], strict=True)),
}  # fmt: skip
_SMALL_CAPS = dict(zip("abcdefghijklmnopqrstuvwxyz", "ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘǫʀꜱᴛᴜᴠᴡxʏᴢ", strict=True))


def _digits(v: Values, n: int) -> str:
    return v.gen("123456789", 1) + v.gen(DIGITS, n - 1)


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    code = _digits(v, 12)
    sz = "".join(_SUZHOU[int(d)] for d in code)
    add("suzhou numerals", "a recovery code written in Suzhou numerals (Cantonese market figures)",
        f"提款後備碼（蘇州碼）：{sz}\n用完即作廢。", sz, raises="cause")  # fmt: skip

    code = _digits(v, 10)
    rods = "".join(_RODS[int(d)] for d in code)
    add("counting rods", "a PIN written in counting-rod numerals in a Classical Chinese note",
        f"符數以籌記之：{rods}。", rods, raises="note")  # fmt: skip

    code = _digits(v, 10)
    ph = "".join(_PAHAWH[int(d)] for d in code)
    add("pahawh digits", "a PIN in Pahawh Hmong digits in a Hmong SMS",
        f"Koj tus lej zais: {ph}", ph, raises="context")  # fmt: skip

    code = _digits(v, 10)
    pi = "".join(_PAREN[int(d)] for d in code)
    add("parenthesized ideographs", "a verification code in parenthesized ideographs",
        f"認證番號 {pi} 를 入力하십시오.", pi, raises="args")  # fmt: skip

    code = _digits(v, 10)
    dj = "".join(_DAIJI[int(d)] for d in code)
    add("japanese daiji", "a PIN written in Japanese daiji (壱弐参) on a form",
        f"暗証番号（大字）：{dj}", dj, raises="keyerror")  # fmt: skip

    code = _digits(v, 10)
    hg = "".join(_HANGUL[int(d)] for d in code)
    add("sino-korean hangul digits", "a PIN read aloud in Sino-Korean digits written in Hangul",
        f"비밀번호 불러드릴게요: {hg} 입니다.", hg, raises="oserror")  # fmt: skip

    code = _digits(v, 8)
    py = " ".join(_PINYIN[int(d)] for d in code)
    add("pinyin yao digits", "a PIN read aloud in Mandarin pinyin, yāo for one",
        f"Mìmǎ shì: {py}. Qǐng jì zhù.", py, raises="group")  # fmt: skip

    key = v.gen(HEX, 10)
    kk = "・".join(_KATAKANA[c] for c in key)
    add("katakana letter names", "a hex key spelled out in katakana letter names over the phone",
        f"キーは「{kk}」です。", kk, raises="process")  # fmt: skip

    tok = v.gen(ALNUM, 14)
    sc = ", ".join(str(ord(c)) for c in tok)
    add("swift unicode scalars", "Swift building a key from Unicode.Scalar over a code list",
        f"let apiKey = String(String.UnicodeScalarView([{sc}].compactMap(Unicode.Scalar.init)))\n"
        "Fatal error: 'try!' expression unexpectedly raised an error: APIError.unauthorized",
        sc, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 14)
    ob = ",".join(f"0x{ord(c):02x}" for c in tok)
    add("objc data with bytes", "Objective-C building a secret with dataWithBytes: over a byte literal",
        f"NSData *secret = [NSData dataWithBytes:(const unsigned char[]){{{ob}}} length:{len(tok)}];\n"
        "*** Terminating app due to uncaught exception 'NSInvalidArgumentException'",
        ob, raises="note")  # fmt: skip

    raw = v.gen(ALNUM, 27)
    b = base64.b64encode(raw.encode()).decode()
    add("android base64 no wrap", "Kotlin decoding a key with Base64.decode(..., Base64.NO_WRAP), in logcat",
        f'E AndroidRuntime: Caused by: java.lang.IllegalStateException: key rejected\n'
        f'E AndroidRuntime:   at io.acme.rift.Keys.load(Keys.kt:14) // String(Base64.decode("{b}", Base64.NO_WRAP))',
        b, raises="context")  # fmt: skip

    tok = v.gen("abcdefghijklmnopqrstuvwxyz", 20)
    sm = "".join(_SMALL_CAPS[c] for c in tok)
    add("small capitals", "a passphrase pasted in Unicode small capitals from a styled note",
        f"wifi: ʀɪꜰᴛ-ʟᴀʙ / {sm}", sm, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 36)
    rv = tok[::-1]
    add("python reversed slice", "Python hiding a key as a reversed literal with [::-1]",
        f'API_KEY = "{rv}"[::-1]\nopenai.AuthenticationError: Error code: 401', rv, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 40)
    items = "\n".join(f"    <item>{tok[i : i + 10]}</item>" for i in range(0, 40, 10))
    add("android string array", "a key split across an Android <string-array> in res/values/keys.xml",
        f'<string-array name="k_parts" translatable="false">\n{items}\n</string-array>', tok, raises="oserror")  # fmt: skip

    tok = v.gen(ALNUM, 40)
    xc = "$()".join(tok[i : i + 10] for i in range(0, 40, 10))
    add("xcconfig dollar parens", "a key broken by $() in an .xcconfig value",
        f"// Secrets.xcconfig\nINFERENCE_KEY = {xc}\nINFERENCE_URL = https:/$()/api.acme.io", tok, raises="group")  # fmt: skip
    return out
