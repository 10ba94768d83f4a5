"""Held-out set 64: secrets written in encodings and layouts no earlier set used.

Each was grepped for (the text that marks it) in every earlier ``benchmarks/*heldout*`` file;
those that matched were dropped (``candump``, ``gatttool``, GAS ``.byte``, GSM ``PDU``
septets, ``0b0`` binary literals, ``avrdude``, ``bytes([``, ``[::-1]``, ``rot47``, HTML
``&#`` entities, ``\\u00`` escapes, ``%4`` percent runs, ``hexdump`` and ``xxd`` among them).
Used here: an Arduino ``PROGMEM`` byte array, an ``i2cdump`` row of an EEPROM, UTF-16BE hex,
an SMS split into ``(1/3)``-numbered segments, colon-separated hex, PINs and codes written in
Tamil, Kannada, Malayalam and Telugu digits, a Zephyr devicetree bytestring (``psk = [..]``),
one character per line, and a voice transcript's digits spaced out.
"""

from __future__ import annotations

from _heldout_secrets_harness import ALNUM, DIGITS, Case, Values

__all__ = ["encoded_cases"]

_TAMIL = "௦௧௨௩௪௫௬௭௮௯"
_KANNADA = "೦೧೨೩೪೫೬೭೮೯"
_MALAYALAM = "൦൧൨൩൪൫൬൭൮൯"
_TELUGU = "౦౧౨౩౪౫౬౭౮౯"


def _digits(v: Values, n: int, script: str) -> str:
    return "".join(script[int(d)] for d in v.gen("123456789", 1) + v.gen(DIGITS, n - 1))


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    tok = v.gen(ALNUM, 16)
    arr = ", ".join(f"0x{b:02X}" for b in tok.encode())
    add("progmem byte array", "an Arduino sketch keeping an API key as a PROGMEM byte array",
        f"const uint8_t API_KEY[] PROGMEM = {{{arr}}};\nsensor.ino:14: error: 'WiFiClientSecure' was not declared in this scope",
        arr, raises="cause")  # fmt: skip

    pw = v.pw()
    row = " ".join(f"{b:02x}" for b in pw.encode())
    add("i2cdump eeprom row", "i2cdump of an EEPROM holding a Wi-Fi password, hex row only",
        f"$ i2cdump -y -r 0x20-0x2f 1 0x50 b\n     0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f\n20: {row}",
        row, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 14)
    hx = tok.encode("utf-16-be").hex()
    add("utf16be hex", "a token stored as UTF-16BE hex in a SIM applet's log",
        f"STK: EF_SECRET read ok, len={len(hx) // 2}\nSTK: value(UCS2 BE)={hx}",
        hx, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 30)
    add("sms segments", "an API token sent as an SMS split into numbered segments",
        f"(1/3) Your integration token: {tok[:10]}\n(2/3) {tok[10:20]}\n(3/3) {tok[20:]} - do not share",
        tok, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 16)
    ch = ":".join(f"{b:02x}" for b in tok.encode())
    add("colon hex", "a pairing key printed as colon-separated hex by a BLE provisioning tool",
        f"[prov] pop (proof of possession) = {ch}\n[prov] session establishment failed: security0 mismatch",
        ch, raises="oserror")  # fmt: skip

    pin = _digits(v, 8, _TAMIL)
    add("tamil digits pin", "a PIN written in Tamil digits in an SMS",
        f"உங்கள் புதிய அட்டை எண் குறியீடு: {pin}", pin, raises="note")  # fmt: skip

    pin = _digits(v, 6, _KANNADA)
    add("kannada digits otp", "an OTP written in Kannada digits",
        f"ನಿಮ್ಮ ಒನ್-ಟೈಮ್ ಕೋಡ್ {pin} (೧೦ ನಿಮಿಷ)", pin, raises="group")  # fmt: skip

    pin = _digits(v, 6, _MALAYALAM)
    add("malayalam digits otp", "an OTP written in Malayalam digits",
        f"ഒറ്റത്തവണ കോഡ്: {pin}", pin, raises="process")  # fmt: skip

    pin = _digits(v, 8, _TELUGU)
    add("telugu digits pin", "a card PIN written in Telugu digits",
        f"కార్డు రహస్య సంఖ్య: {pin}", pin)  # fmt: skip

    tok = v.gen(ALNUM, 12)
    dts = " ".join(f"{b:02x}" for b in tok.encode())
    add("zephyr dts bytestring", "a Zephyr devicetree overlay holding a PSK as a bytestring",
        f"&wifi {{\n\tpsk = [{dts}];\n\tssid = \"lab-iot\";\n}};\ndevicetree error: /soc/wifi: undefined property 'psk'",
        dts, raises="cause")  # fmt: skip

    pw = v.pw()
    vert = "\n".join(pw)
    add("one char per line", "a password printed one character per line by a serial console",
        f"[setup] new admin password:\n{vert}\n[setup] done", vert, raises="note")  # fmt: skip

    pin = v.gen("123456789", 1) + v.gen(DIGITS, 7)
    spaced = " ".join(pin)
    add("spaced digits transcript", "a voice-agent ASR transcript with a PIN's digits spaced out",
        f'{{"type":"prompt","voicePrompt":"it is {spaced}","last":true}}', spaced, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 18)
    pairs = " ".join(tok[i : i + 2] for i in range(0, len(tok), 2))
    add("pairs of characters", "a recovery key read back in pairs by a voice agent's TTS log",
        f"[tts] say: \"Your recovery key is {pairs}. I repeat, {pairs}.\"", pairs, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 20)
    lines = "\n".join(tok[i : i + 5] for i in range(0, 20, 5))
    add("lcd rows", "a device key shown on a 16x2 LCD, logged row by row",
        f"[lcd] row0: KEY:\n[lcd] rows: \n{lines}", lines, raises="keyerror")  # fmt: skip
    return out
