"""Held-out set 42: secrets written in digits, alphabets and layouts no earlier set used.

Each was grepped for (the text that marks it, and for the native digits the digit four
itself) in every earlier ``_heldout_secrets*``, ``_heldout_families*``,
``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and ``_heldout_cases.py`` file; those
that matched (Persian and Bengali digits, Adlam, N'Ko, runes, xxencode, base91, proquints,
S/KEY, Bubble Babble, diceware, CBOR, ``asn1parse``, ``certutil``, ``REG_BINARY``, the NSData
``length = `` form, multi-tap, A1Z26, negative squared and sans-serif letters, ``[]rune``,
``fromCharCodes``, ``rawToChar``, ``Arrays.toString``, ``BitConverter``, ``<Buffer``,
``EncodedCommand``, ``int.from_bytes``, quoted-printable, ``xxd``, ``hexdump`` and others)
were dropped. Used here: one-time codes, PINs and recovery codes shown in the native digits
a localized phone, bank or authenticator app prints — Arabic-Indic, Devanagari, Thai, Khmer,
Lao, Myanmar, Tibetan, Gujarati, Gurmukhi, Tamil, Telugu, Kannada, Malayalam, Mongolian and
Osmanya (Somali) digits — and two binary layouts: Java's ``Integer.toBinaryString`` per
character (no leading zeros) and the ``bitarray`` package's repr of a key's bits.
"""

from __future__ import annotations

from _heldout_secrets_harness import ALNUM, DIGITS, Case, Values

__all__ = ["encoded_cases"]

# The code point of each system's zero; digits 1-9 follow it.
_ZERO = {
    "arabic-indic": 0x0660,
    "devanagari": 0x0966,
    "thai": 0x0E50,
    "khmer": 0x17E0,
    "lao": 0x0ED0,
    "myanmar": 0x1040,
    "tibetan": 0x0F20,
    "gujarati": 0x0AE6,
    "gurmukhi": 0x0A66,
    "tamil": 0x0BE6,
    "telugu": 0x0C66,
    "kannada": 0x0CE6,
    "malayalam": 0x0D66,
    "mongolian": 0x1810,
    "osmanya": 0x104A0,
}


def _native(system: str, text: str) -> str:
    zero = _ZERO[system]
    return "".join(chr(zero + int(c)) if c.isdigit() else c for c in text)


# name, source, digits layout ("d" a digit), message with {t}
_NATIVE = [
    (
        "arabic-indic",
        "an Arabic-locale bank SMS showing a one-time code in Arabic-Indic digits",
        "dddddddd",
        "رمز التحقق الخاص بك هو {t}. لا تشاركه مع أي شخص.",
    ),
    (
        "devanagari",
        "a Hindi-locale authenticator showing recovery codes in Devanagari digits",
        "dddd-dddd",
        "आपके रिकवरी कोड: {t} (हर कोड एक बार ही चलेगा)",
    ),
    (
        "thai",
        "a Thai banking app's PIN reset screen in Thai digits",
        "dddddddd",
        "รหัส PIN ใหม่ของคุณคือ {t}",
    ),
    (
        "khmer",
        "a Khmer-locale wallet showing a one-time code in Khmer digits",
        "ddd ddd ddd",
        "លេខកូដសម្ងាត់របស់អ្នក៖ {t}",
    ),
    (
        "lao",
        "a Lao-locale SMS with a verification code in Lao digits",
        "dddddddd",
        "ລະຫັດຢືນຢັນຂອງທ່ານແມ່ນ {t}",
    ),
    (
        "myanmar",
        "a Myanmar-locale mobile money PIN in Myanmar digits",
        "dddddddd",
        "သင်၏ PIN နံပါတ်မှာ {t} ဖြစ်သည်",
    ),
    (
        "tibetan",
        "a Tibetan-locale phone lock screen recovery PIN in Tibetan digits",
        "dddddddd",
        "གསང་གྲངས་ {t}",
    ),
    (
        "gujarati",
        "a Gujarati-locale bank OTP in Gujarati digits",
        "dddddddd",
        "તમારો OTP {t} છે. કોઈને જણાવશો નહીં.",
    ),
    ("gurmukhi", "a Punjabi-locale app PIN in Gurmukhi digits", "dddddddd", "ਤੁਹਾਡਾ ਗੁਪਤ ਪਿੰਨ {t} ਹੈ"),
    (
        "tamil",
        "a Tamil-locale authenticator recovery code in Tamil digits",
        "dddd dddd",
        "உங்கள் மீட்புக் குறியீடு: {t}",
    ),
    (
        "telugu",
        "a Telugu-locale SMS with an OTP in Telugu digits",
        "dddddddd",
        "మీ OTP {t}. దీనిని ఎవరితోనూ పంచుకోవద్దు.",
    ),
    (
        "kannada",
        "a Kannada-locale UPI PIN reset in Kannada digits",
        "dddddddd",
        "ನಿಮ್ಮ ಹೊಸ UPI PIN {t}",
    ),
    (
        "malayalam",
        "a Malayalam-locale bank OTP in Malayalam digits",
        "dddddddd",
        "നിങ്ങളുടെ OTP {t} ആണ്",
    ),
    (
        "mongolian",
        "a traditional-script Mongolian app code in Mongolian digits",
        "dddddddd",
        "ᠨᠢᠭᠤᠴᠠ ᠺᠣᠳ: {t}",
    ),
    (
        "osmanya",
        "a Somali (Osmanya script) keypad code in Osmanya digits",
        "dddddddd",
        "𐒖𐒙𐒘 𐒈𐒘𐒇𐒂: {t}",
    ),
]

_RAISES = ("runtime", "note", "context", "args", "keyerror", "oserror", "group", "cause")


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str) -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    for i, (system, source, layout, message) in enumerate(_NATIVE):
        ascii_code = "".join(v.gen(DIGITS, 1) if c == "d" else c for c in layout)
        code = _native(system, ascii_code)
        add(f"{system} digits", source, message.replace("{t}", code), code,
            _RAISES[i % len(_RAISES)])  # fmt: skip

    tok = v.gen(ALNUM, 12)
    bins = ", ".join(format(ord(c), "b") for c in tok)
    add("java to binary string", "jshell printing a token's chars with Integer.toBinaryString",
        f'jshell> token.chars().mapToObj(Integer::toBinaryString).toList()\n$3 ==> [{bins}]\n'
        "jshell> client.auth(token)\n|  Exception java.io.IOException: Server returned HTTP response code: 401",
        bins, "note")  # fmt: skip

    key = bytes(v.r.randrange(256) for _ in range(12))
    bits = "".join(format(b, "08b") for b in key)
    add("bitarray repr", "the bitarray package's repr of an HMAC key's bits",
        f">>> from bitarray import bitarray\n>>> bits = bitarray(); bits.frombytes(key)\n>>> bits\n"
        f"bitarray('{bits}')\n>>> hmac.compare_digest(sig, expected)\nFalse",
        bits, "context")  # fmt: skip
    return out
