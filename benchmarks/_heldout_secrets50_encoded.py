"""Held-out set 50: secrets written in encodings and layouts no earlier set used.

Each was grepped for (the text that marks it) in every earlier ``_heldout_secrets*``,
``_heldout_families*``, ``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and
``_heldout_cases.py`` file; those that matched (Swift ``UInt8`` arrays, C# ``new byte[]``,
Perl and Ruby ``pack``, ``hex2bin``, ``bytes.fromhex``, Elixir binaries, SQL ``X'..'``,
``bytea``, Braille, tag characters, superscripts, squared, parenthesized, Fraktur and
double-struck letters, upside-down text, CSS escapes, ``CHAR(``, ``Chr(``,
``fromCharCodes``, Crockford base32, Atbash, Vigenère, Scala ``Array[Byte]``,
``charArrayOf``, ``unhexlify``, ``a2b_hex``, ``xxd -b``, ``FromHexString``, ``parseHex``,
``BigInteger``, ``binary format``, ``U+`` code points, Baudot, ``UNICHAR`` and others) were
dropped. Used here: Julia's ``hex2bytes``, Kotlin's ``hexToByteArray``, Go's
``hex.DecodeString``, Apache Commons Codec's ``Hex.decodeHex``, Ruby's
``scan(/../).map(&:hex)``, Lua's ``gsub`` with ``tonumber(h, 16)``, Nim's ``parseHexStr``,
Zig's ``std.fmt.hexToBytes``, Crystal's ``hexbytes``, Excel's ``HEX2DEC`` per byte and a
phone read-out in the 2022 DIN 5009 German spelling alphabet (city names).
"""

from __future__ import annotations

import string

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoded_cases"]

_DIN = {
    "A": "Aachen", "B": "Berlin", "C": "Chemnitz", "D": "Düsseldorf", "E": "Essen",
    "F": "Frankfurt", "G": "Goslar", "H": "Hamburg", "I": "Ingelheim", "J": "Jena",
    "K": "Köln", "L": "Leipzig", "M": "München", "N": "Nürnberg", "O": "Offenbach",
    "P": "Potsdam", "Q": "Quickborn", "R": "Rostock", "S": "Salzwedel", "T": "Tübingen",
    "U": "Unna", "V": "Völklingen", "W": "Wuppertal", "X": "Xanten", "Y": "Ypsilon",
    "Z": "Zwickau", "0": "Null", "1": "Eins", "2": "Zwei", "3": "Drei", "4": "Vier",
    "5": "Fünf", "6": "Sechs", "7": "Sieben", "8": "Acht", "9": "Neun",
}  # fmt: skip


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    hx = v.gen(ALNUM, 14).encode().hex()
    add("julia hex2bytes", "Julia building a key with String(hex2bytes(\"...\"))",
        f'julia> key = String(hex2bytes("{hx}"))\njulia> HTTP.get(url, ["X-Api-Key" => key])\n'
        "ERROR: HTTP.Exceptions.StatusError(401, \"GET\", \"/v1/messages\")", hx, raises="cause")  # fmt: skip

    hx = v.gen(ALNUM, 15).encode().hex()
    add("kotlin hexToByteArray", "Kotlin 1.9 decoding a secret with \"...\".hexToByteArray()",
        f'e: Main.kt:12:47 Unresolved reference: hexToByteArray\n    val secret = "{hx}".hexToByteArray().decodeToString()',
        hx, raises="note")  # fmt: skip

    hx = v.gen(ALNUM, 13).encode().hex()
    add("go hex DecodeString", "Go decoding a webhook secret with hex.DecodeString",
        f'./main.go:18:2: secret, _ := hex.DecodeString("{hx}")\nwebhook: signature mismatch (401)',
        hx, raises="context")  # fmt: skip

    hx = v.gen(ALNUM, 16).encode().hex()
    add("commons codec decodeHex", "Java with Apache Commons Codec's Hex.decodeHex(\"...\")",
        f'byte[] key = Hex.decodeHex("{hx}");\norg.apache.commons.codec.DecoderException: Odd number of characters.\n'
        "\tat com.acme.sms.Signer.init(Signer.java:22)", hx, raises="args")  # fmt: skip

    hx = v.gen(ALNUM, 14).encode().hex()
    add("ruby scan map hex", "Ruby turning hex pairs into a password with scan(/../).map(&:hex)",
        f'irb(main):001> pw = "{hx}".scan(/../).map(&:hex).pack("C*")\nirb(main):002> Net::IMAP.new("mail.acme.io").login("ops", pw)\n'
        "Net::IMAP::NoResponseError: [AUTHENTICATIONFAILED] Invalid credentials", hx, raises="keyerror")  # fmt: skip

    hx = v.gen(ALNUM, 13).encode().hex()
    add("lua tonumber gsub", "Lua decoding a token with gsub and tonumber(h, 16)",
        f'local token = ("{hx}"):gsub("..", function(h) return string.char(tonumber(h, 16)) end)\n'
        "lua: sms.lua:9: http 401 from api", hx, raises="oserror")  # fmt: skip

    hx = v.gen(ALNUM, 14).encode().hex()
    add("nim parseHexStr", "Nim decoding an API key with parseHexStr",
        f'let apiKey = parseHexStr("{hx}")\nError: unhandled exception: 401 Unauthorized [HttpRequestError]',
        hx, raises="group")  # fmt: skip

    hx = v.gen(ALNUM, 12).encode().hex()
    add("zig hexToBytes", "Zig decoding a key with std.fmt.hexToBytes",
        f'    _ = try std.fmt.hexToBytes(&buf, "{hx}");\nerror: InvalidLength\n'
        "src/main.zig:14:13: 0x1039a6f in main (acme)", hx, raises="cause")  # fmt: skip

    hx = v.gen(ALNUM, 15).encode().hex()
    add("crystal hexbytes", "Crystal decoding a secret with \"...\".hexbytes",
        f'secret = String.new("{hx}".hexbytes)\nUnhandled exception: 403 Forbidden (HTTP::Client::Response)',
        hx, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 10)
    cells = ";".join(f'CHAR(HEX2DEC("{ord(c):02X}"))' for c in tok)
    add("excel hex2dec", "an Excel formula rebuilding a password byte by byte with HEX2DEC",
        f"Sheet 'creds' B4: =CONCAT({cells})\n#NAME? in B4 (function not available)", cells, raises="context")  # fmt: skip

    tok = v.gen(string.ascii_uppercase + string.digits, 11)
    spelled = ", ".join(_DIN[c] for c in tok)
    add("din 5009 cities", "a support call note reading out a licence key in the 2022 DIN 5009 city spelling alphabet",
        f"Anrufnotiz 18:58: Kunde liest Lizenzschlüssel vor: {spelled} — Aktivierung schlägt fehl",
        spelled, raises="args")  # fmt: skip
    hx = v.gen(ALNUM, 14).encode().hex()
    add("kotlin hexToByteArray format", "Kotlin's HexFormat-aware hexToByteArray in a Gradle script",
        f'val token = "{hx}".hexToByteArray(HexFormat.Default).decodeToString()\n'
        "Could not resolve all dependencies: 401 from https://maven.acme.io", hx, raises="keyerror")  # fmt: skip

    tok = v.gen(string.ascii_uppercase + string.digits, 10)
    spelled = " / ".join(_DIN[c] for c in tok)
    add("din 5009 voicemail", "a voicemail transcript spelling a temporary password with DIN 5009 city names",
        f"Mailbox 3: 'Ihr temporäres Passwort lautet {spelled}. Bitte ändern Sie es nach der Anmeldung.'",
        spelled, raises="group")  # fmt: skip
    return out
