"""Held-out set 67: secrets written in encodings and layouts no earlier set used.

Each was grepped for (the text that marks it) in every earlier ``benchmarks/*heldout*``
encoding and families file; those that matched were dropped (``unpack``, ``chr(``,
``String.fromCharCode``, ``string.char``, ``charArrayOf``, ``.toChar``, ``ChrW``, ``achar``,
``intToUtf8``, ``format %c``, ROT47, Atbash, base58, base36, base91, Z85, Ascii85, base45,
punycode, Bech32, Crockford, octal, quoted-printable, uuencode, Morse, NATO, Braille,
fullwidth, superscript and circled letters among them). Used here: Perl's ``pack("V*", ...)``
with little-endian 32-bit integers, Node's ``Buffer.from([...])``, Python's ``bytes([...])``,
MATLAB's ``char([...])``, VB.NET's ``Encoding.ASCII.GetString(New Byte() {...})``, Prolog's
``char_code`` over a code list, a value written reversed and undone with ``[::-1]``, a value
interleaved with padding characters, a rail-fence (zigzag) layout, small-capital letters,
a value split across a Hebrew right-to-left line with U+200F marks, Mongolian free variation
selectors between characters, a value as UTF-16LE hex, a value split across YAML folded
lines, and a value as an ``xxd -i`` C array.
"""

from __future__ import annotations

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoded_cases"]

_SMALL_CAPS = dict(zip("abcdefghijklmnoprstuvwyz", "ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘʀꜱᴛᴜᴠᴡʏᴢ", strict=True))


def _words32le(text: str) -> list[int]:
    raw = text.encode()
    raw += b"\0" * (-len(raw) % 4)
    return [int.from_bytes(raw[i : i + 4], "little") for i in range(0, len(raw), 4)]


def _rails(text: str) -> tuple[str, str]:
    return text[0::2], text[1::2]


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    tok = v.gen(ALNUM, 16)
    n32 = ", ".join(str(n) for n in _words32le(tok))
    add("perl pack V", "Perl building a tax API key with pack(\"V*\", ...), little-endian",
        f'my $key = pack("V*", {n32});\n$ua->default_header("X-Tax-Key" => $key);\n'
        "401 Unauthorized at vat_sync.pl line 44.",
        n32, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 14)
    bf = ", ".join(f"0x{ord(c):02x}" for c in tok)
    add("node buffer from", "Node building a custody secret with Buffer.from([...])",
        f"const secret = Buffer.from([{bf}]).toString();\n"
        "Error: custody signer rejected request (401)",
        bf, raises="context")  # fmt: skip

    pw = v.pw()
    pb = ", ".join(str(ord(c)) for c in pw)
    add("python bytes list", "Python building an ERP password with bytes([...]).decode()",
        f"password = bytes([{pb}]).decode()\nerp.LoginError: user 'intg' locked after 3 attempts",
        pb, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 14)
    mc = " ".join(str(ord(c)) for c in tok)
    add("matlab char", "MATLAB building a KYC key with char([...])",
        f">> key = char([{mc}]);\n>> webread(url, weboptions('KeyName','X-Api-Key','KeyValue',key))\n"
        "Error using readContentFromWebService: The server returned the status 401",
        mc, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 13)
    vb = ", ".join(str(ord(c)) for c in tok)
    add("vbnet getstring", "VB.NET building a token with Encoding.ASCII.GetString(New Byte() {...})",
        f"Dim token = Encoding.ASCII.GetString(New Byte() {{{vb}}})\n"
        "System.Net.WebException: The remote server returned an error: (401) Unauthorized.",
        vb, raises="group")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    pl = ",".join(str(ord(c)) for c in tok)
    add("prolog char code", "Prolog turning a code list into a secret with char_code",
        f"?- maplist(char_code, Cs, [{pl}]), atom_chars(Secret, Cs), http_get(URL, _, [authorization(bearer(Secret))]).\n"
        "ERROR: http_open/3: HTTP/1.1 401 Unauthorized",
        pl, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 24)
    add("reversed slice", "a key stored reversed and undone with [::-1]",
        f'BNPL_KEY = "{tok[::-1]}"[::-1]  # "obfuscated"\nbnpl.AuthError: invalid key',
        tok[::-1], raises="oserror")  # fmt: skip

    tok = v.gen(ALNUM, 16)
    inter = "".join(c + "~" for c in tok)
    add("interleaved padding", "a secret interleaved with ~ and filtered back with [::2]",
        f'SECRET_PADDED = "{inter}"\nsecret = SECRET_PADDED[::2]',
        inter, raises="process")  # fmt: skip

    tok = v.gen(ALNUM, 24)
    top, bottom = _rails(tok)
    add("rail fence", "a token written as a two-rail zigzag in a comment",
        f"# token, rail fence (read top/bottom alternately):\n# {top}\n# {bottom}",
        top, raises="runtime")  # fmt: skip

    words = v.gen("abcdefghijklmnoprstuvwyz", 14)
    sc = "".join(_SMALL_CAPS[c] for c in words)
    add("small capitals", "a passphrase typed in small capital letters",
        f"ᴘᴀꜱꜱᴘʜʀᴀꜱᴇ: {sc}",
        sc, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 20)
    rlm = "\u200f"
    add("hebrew rtl marks", "a key split by right-to-left marks inside a Hebrew line",
        f"המפתח הוא {rlm}{tok[:10]}{rlm}{tok[10:]}{rlm} — לא לשתף",
        tok, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    fvs = "\u180b".join(tok)
    add("mongolian fvs", "a code with Mongolian free variation selectors between its characters",
        f"ᠨᠢᠭᠤᠴᠠ ᠺᠣᠳ: {fvs}",
        fvs, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    u16 = tok.encode("utf-16-le").hex()
    add("utf16le hex", "a password as UTF-16LE hex from a registry export",
        f'"ErpPassword"=hex(utf16le):{u16}',
        u16, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 36)
    add("yaml folded", "a token split across YAML folded-scalar lines",
        f"custody:\n  token: >-\n    {tok[:12]}\n    {tok[12:24]}\n    {tok[24:]}",
        tok, raises="group")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    xi = ", ".join(f"0x{ord(c):02x}" for c in tok)
    add("xxd include", "a key file dumped with xxd -i as a C array",
        f"unsigned char signer_key[] = {{\n  {xi}\n}};\nunsigned int signer_key_len = {len(tok)};",
        xi, raises="keyerror")  # fmt: skip
    return out
