"""Held-out set 52: secrets written in encodings, escapes and alphabets no earlier set used,
most of them the ones office documents and their tools print.

Each was grepped for (the text that marks it) in every earlier ``_heldout_secrets*``,
``_heldout_families*``, ``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and
``_heldout_cases.py`` file; those that matched (``CHAR(``, ``UNICHAR(``, ``ChrW(``,
``bytes.fromhex``, ``UNHEX(``, ``HEXTORAW``, ``convert_from``, ``rawToChar``, ``SYMBOL``,
``CAST(0x``, Crockford, Baudot, Ogham, Runic, fullwidth, Fraktur, double-struck, superscript,
parenthesized and squared letters, tag characters and others) were dropped. Used here: OOXML's
``_xHHHH_`` escapes in a shared string, RTF's ``\\'hh`` hex escapes and ``\\uN?`` escapes, a
PDF hex string in a content stream (``<</`` dictionary), Word's ``<w:sym w:char=...>``,
Excel ``HEX2DEC`` per character, CSS six-digit escapes (``\\0000XX``), the Deseret and Shavian
alphabets, a value split across two PDF ``TJ`` array strings, a docx token split into two runs at ``w:proofErr`` marks, an RFC 2231 parameter continuation (``*0*=``), an Outlook ``winmail`` style
hex dump with an ASCII gutter in ``|`` bars, per-letter XLSX cell spellings and a password
spelled in the mobile phone keypad's multi-tap digits.
"""

from __future__ import annotations

import string

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoded_cases"]

_DESERET_LOWER = 0x10428  # Deseret small letters, used here as a 26-letter substitution
_SHAVIAN = 0x10450
_KEYPAD = {
    **{c: "2" * (i + 1) for i, c in enumerate("abc")},
    **{c: "3" * (i + 1) for i, c in enumerate("def")},
    **{c: "4" * (i + 1) for i, c in enumerate("ghi")},
    **{c: "5" * (i + 1) for i, c in enumerate("jkl")},
    **{c: "6" * (i + 1) for i, c in enumerate("mno")},
    **{c: "7" * (i + 1) for i, c in enumerate("pqrs")},
    **{c: "8" * (i + 1) for i, c in enumerate("tuv")},
    **{c: "9" * (i + 1) for i, c in enumerate("wxyz")},
}


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    tok = v.gen(ALNUM, 12)
    ox = "".join(f"_x{ord(c):04X}_" for c in tok)
    add("ooxml x escapes", "an xlsx shared string whose every character was written as OOXML _xHHHH_",
        f'<si><t>{ox}</t></si>\nopenpyxl: cell Keys!B3 holds an escaped string', ox, raises="cause")  # fmt: skip

    pw = v.pw()
    rtf = "".join(f"\\'{ord(c):02x}" for c in pw)
    add("rtf hex escapes", "an RTF body with a password written as \\'hh escapes",
        f"{{\\rtf1\\ansi\\deff0 {{\\fonttbl{{\\f0 Calibri;}}}}\\f0 VPN password: {rtf}\\par }}", rtf, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    rtfu = "".join(f"\\u{ord(c)}?" for c in tok)
    add("rtf u escapes", "an RTF clipboard fragment with \\uN? escapes",
        f"{{\\rtf1\\uc1 API key {rtfu}\\par}}\nclipboard: text/rtf (212 bytes)", rtfu, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 14)
    pdfhex = tok.encode().hex().upper()
    add("pdf hex string", "a PDF content stream drawing a key as a hex string",
        f"4 0 obj\n<</Length 88>>\nstream\nBT /F1 10 Tf 72 700 Td (Licence key:) Tj 0 -14 Td <{pdfhex}> Tj ET\nendstream",
        pdfhex, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 20)
    tj = f"[({tok[:10]}) -12 ({tok[10:]})] TJ"
    add("pdf tj split", "a PDF TJ array drawing a token in two kerned strings",
        f"BT /F2 9 Tf 72 640 Td {tj} ET", tok, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 11)
    sym = "".join(f'<w:r><w:sym w:font="Courier New" w:char="{ord(c):04X}"/></w:r>' for c in tok)
    codes = " ".join(f"{ord(c):04X}" for c in tok)
    add("word sym chars", "a docx run spelling a PIN as w:sym characters",
        f"<w:p><w:r><w:t>Safe code: </w:t></w:r>{sym}</w:p>\n(characters: {codes})", codes, raises="oserror")  # fmt: skip

    tok = v.gen(ALNUM, 10)
    hx2 = "&".join(f'CHAR(HEX2DEC("{ord(c):X}"))' for c in tok)
    hexes = ",".join(f'"{ord(c):X}"' for c in tok)
    add("excel hex2dec", "an Excel formula building a password with HEX2DEC per character",
        f"=LET(p, {hx2}, p)\nhex codes: {hexes}", hexes, raises="group")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    css = "".join(f"\\{ord(c):06x}" for c in tok)
    add("css six digit escapes", "a CSS content string hiding an API key in six-digit escapes",
        f'.key-hint::after {{ content: "{css}"; }}\nstylelint: unexpected escape sequence (string-no-escape)', css)  # fmt: skip

    tok = v.gen(string.ascii_lowercase, 14)
    des = "".join(chr(_DESERET_LOWER + ord(c) - 97) for c in tok)
    add("deseret letters", "a passphrase written in Deseret letters as a letter-for-letter substitution",
        f"notes.md: shared drive passphrase (Deseret, a→𐐨): {des}", des, raises="cause")  # fmt: skip

    tok = v.gen(string.ascii_lowercase, 14)
    shav = "".join(chr(_SHAVIAN + ord(c) - 97) for c in tok)
    add("shavian letters", "a passphrase written in Shavian letters, one letter each",
        f"puzzle: the kiosk password in Shavian is {shav}", shav, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 16)
    raw = tok.encode()
    lines = []
    for i in range(0, len(raw), 8):
        chunk = raw[i : i + 8]
        lines.append(f"{i:08x}  " + " ".join(f"{b:02x}" for b in chunk) + f"  |{chunk.decode()}|")
    dump = "\n".join(lines)
    hexpart = " ".join(f"{b:02x}" for b in raw)
    add("tnef hex dump", "a hex dump of a winmail.dat attribute holding a token (8 bytes a row, ASCII in bars)",
        f"$ tnef --debug winmail.dat\nattMAPIProps PR_BODY:\n{dump}\n({hexpart})", tok, raises="args")  # fmt: skip

    tok = v.gen(string.ascii_lowercase, 10)
    taps = " ".join(_KEYPAD[c] for c in tok)
    add("keypad multi tap", "a password spelled as multi-tap digits on a phone keypad (SMS style)",
        f"SMS from +44 7700 900123: wifi pw in taps: {taps}", taps, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    cells = "".join(f'<c r="{chr(65 + i)}1" t="s"><v>{ord(c)}</v></c>' for i, c in enumerate(tok))
    vals = " ".join(str(ord(c)) for c in tok)
    add("xlsx code cells", "an xlsx row holding a key one character code per cell",
        f'<row r="1">{cells}</row>\n(values: {vals})', vals, raises="keyerror")  # fmt: skip
    tok = v.gen(ALNUM, 22)
    runs = (
        f'<w:r><w:t>{tok[:11]}</w:t></w:r><w:proofErr w:type="spellStart"/>'
        f'<w:r><w:rPr><w:lang w:val="en-GB"/></w:rPr><w:t>{tok[11:]}</w:t></w:r>'
        '<w:proofErr w:type="spellEnd"/>'
    )
    add("docx split runs", "a docx paragraph where Word split a pasted token into two runs at a proofing mark",
        f"<w:p><w:r><w:t xml:space=\"preserve\">Token: </w:t></w:r>{runs}</w:p>", tok, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 24)
    rfc = f"x-access-token*0*=utf-8''{tok[:12]};\r\n x-access-token*1*={tok[12:]}"
    add("rfc2231 continuation", "a MIME parameter split by RFC 2231 continuations (*0*, *1*) in a forwarded part",
        f"Content-Type: application/json;\r\n {rfc}\r\nContent-Transfer-Encoding: 7bit", tok, raises="cause")  # fmt: skip
    return out
