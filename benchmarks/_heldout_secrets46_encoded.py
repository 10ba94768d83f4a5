"""Held-out set 46: secrets written in encodings, alphabets and layouts no earlier set used.

Each was grepped for (the text that marks it) in every earlier ``_heldout_secrets*``,
``_heldout_families*``, ``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and
``_heldout_cases.py`` file; those that matched (``<<`` binaries, braille, ``\\N{``, ``chr(``,
``ChrW``, ``=CHAR(``, ``[]rune``, ``charArrayOf``, ``new char[]``, ``new byte[]``,
``fromCharCodes``, ``Array[Byte]``, upside-down text, UTF-7, tag characters, superscripts,
base91, z-base-32, Crockford, base32, ``uint8_t``, ``list_to_binary``, ``Uint8Array``,
``NSData``, ``[UInt8]``, ``bytes.fromhex``, ``unhexlify``, ``&#x``, ``%25``, MIME words,
semaphore, Cherokee, Glagolitic, fraktur, double-struck, squared and circled letters, XOR,
Caesar, Vigenère, Atbash, A1Z26, T9 and multi-tap, Julia's ``CodeUnits``, R's ``charToRaw``,
``double(``, ``unpack(``, ``#[``, ``UNICHAR``, the combining long stroke ``\\u0336``, Zalgo,
homoglyphs, Old Italic and Coptic) were dropped. Used here: Common Lisp's ``(map 'list
#'char-code ...)`` and SBCL's ``string-to-octets`` vector, Racket's ``char->integer`` list and
its ``#\\`` character list, LaTeX's ``\\symbol{...}``, Tcl's ``binary scan ... H*`` and
``scan $c %c``, Haxe's ``Bytes.ofString(...).toHex()`` and ``charCodeAt`` trace, Kotlin's
``toByteArray().toList()`` (``List<Byte>``) and ``toCharArray().contentToString()``, the
combining low line ``\\u0332`` under each character, and Ogham, Runic (Elder Futhark) and
Gothic letters standing for a passphrase's Latin letters.
"""

from __future__ import annotations

import string

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoded_cases"]

# Letters with one Ogham letter each (Ogham has no j, k, p, v, w, x, y).
_OGHAM = dict(zip("blfsnhdtcqmgzraouei", (chr(0x1681 + i) for i in range(19)), strict=True))
# Elder Futhark letters for the Latin letters they are usually transliterated by.
_RUNES = {
    "f": "\u16a0",
    "u": "\u16a2",
    "a": "\u16a8",
    "r": "\u16b1",
    "k": "\u16b2",
    "g": "\u16b7",
    "w": "\u16b9",
    "h": "\u16ba",
    "n": "\u16be",
    "i": "\u16c1",
    "j": "\u16c3",
    "p": "\u16c8",
    "z": "\u16c9",
    "s": "\u16ca",
    "t": "\u16cf",
    "b": "\u16d2",
    "e": "\u16d6",
    "m": "\u16d7",
    "l": "\u16da",
    "o": "\u16df",
    "d": "\u16de",
}
# Gothic letters in their order (1 and 2 hold the numeral letters 90 and 900, never drawn).
_GOTHIC = dict(
    zip(
        "abgdeqzhþiklmnjup1rstwfxƕo2",
        (chr(0x10330 + i) for i in range(27)),
        strict=True,
    )
)


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    tok = v.gen(ALNUM, 12)
    codes = " ".join(str(ord(c)) for c in tok)
    add("common lisp char-code", "SBCL REPL mapping a token to its char codes",
        f"* (map 'list #'char-code *api-token*)\n({codes})\n* (dex:get url :headers `((\"X-Token\" . ,*api-token*)))\n"
        "debugger invoked on a DEXADOR.ERROR:HTTP-REQUEST-UNAUTHORIZED: 401",
        codes, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    octets = " ".join(str(ord(c)) for c in tok)
    add("sbcl octets vector", "SBCL printing sb-ext:string-to-octets of a password",
        f"* (sb-ext:string-to-octets *db-password* :external-format :utf-8)\n#({octets})\n"
        "* (postmodern:connect-toplevel \"shop\" \"app\" *db-password* \"db\")\nDatabase error 28P01: password authentication failed",
        octets, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    codes = " ".join(str(ord(c)) for c in tok)
    add("racket char->integer", "Racket REPL: (map char->integer (string->list key))",
        f"> (map char->integer (string->list signing-key))\n'({codes})\n> (verify-webhook req signing-key)\n#f",
        codes, raises="context")  # fmt: skip

    tok = v.gen(string.ascii_lowercase + string.digits, 11)
    chars = " ".join(f"#\\{c}" for c in tok)
    add("racket char list", "Racket printing (string->list pin-phrase) as #\\ characters",
        f"> (string->list vault-phrase)\n'({chars})\n> (vault-unseal vault-phrase)\nvault-unseal: permission denied",
        chars, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 11)
    sym = "".join(f"\\symbol{{{ord(c)}}}" for c in tok)
    add("latex symbol", "a LaTeX source typesetting a Wi-Fi password with \\symbol{...} per character",
        f"wifi-card.tex:14: \\textbf{{Password:}} \\texttt{{{sym}}}\n! Undefined control sequence.\nl.14 \\textbf",
        sym, raises="oserror")  # fmt: skip

    tok = v.gen(ALNUM, 14)
    hexed = tok.encode().hex()
    add("tcl binary scan", "tclsh: binary scan of a token with H*",
        f"% binary scan $token H* hex\n1\n% puts $hex\n{hexed}\n% http::geturl $url -headers [list Authorization \"Bearer $token\"]\n"
        "status 401", hexed, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    codes = " ".join(str(ord(c)) for c in tok)
    add("tcl scan chars", "tclsh printing [scan $c %c] for each character of a password",
        f"% foreach c [split $pw \"\"] {{puts -nonewline \"[scan $c %c] \"}}\n{codes} \n% mysql::connect -user app -password $pw\n"
        "Access denied for user 'app'", codes, raises="process")  # fmt: skip

    tok = v.gen(ALNUM, 14)
    hexed = tok.encode().hex()
    add("haxe tohex", "a Haxe trace of haxe.io.Bytes.ofString(key).toHex()",
        f"Main.hx:12: {hexed}\nMain.hx:15: Http error #401 (X-Api-Key rejected)", hexed, raises="group")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    codes = ",".join(str(ord(c)) for c in tok)
    add("haxe charcodeat", "a Haxe trace of [for (i in 0...s.length) s.charCodeAt(i)]",
        f"Main.hx:21: [{codes}]\nMain.hx:22: login failed", codes, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    codes = ", ".join(str(ord(c)) for c in tok)
    add("kotlin list byte", "a Kotlin REPL printing token.toByteArray().toList()",
        f">>> token.toByteArray().toList()\nres3: kotlin.collections.List<kotlin.Byte> = [{codes}]\n"
        ">>> client.auth(token)\nio.ktor.client.plugins.ClientRequestException: Client request(GET /me) invalid: 401 Unauthorized",
        codes, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    chars = ", ".join(tok)
    add("kotlin char array", "a Kotlin REPL printing password.toCharArray().contentToString()",
        f">>> password.toCharArray().contentToString()\nres5: kotlin.String = [{chars}]\n>>> keystore.load(stream, password.toCharArray())\n"
        "java.io.IOException: keystore password was incorrect", chars, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 13)
    under = "".join(c + "\u0332" for c in tok)
    add("combining low line", "a recovery key underlined with combining low lines by a rich-text export",
        f"Recovery key: {under}\n(paste failed: the field accepts letters and digits only)", under, raises="args")  # fmt: skip

    tok = "".join(v.r.choice(list(_OGHAM)) for _ in range(12))
    ogham = "\u1680".join(_OGHAM[c] for c in tok)
    add("ogham letters", "a passphrase written in Ogham letters (joined by the Ogham space mark) on a puzzle card",
        f"vault-note.txt: phrase = \u169b{ogham}\u169c\nvault: seal key rejected", ogham, raises="oserror")  # fmt: skip

    tok = "".join(v.r.choice(list(_RUNES)) for _ in range(12))
    runes = "".join(_RUNES[c] for c in tok)
    add("elder futhark", "a backup passphrase transliterated into Elder Futhark runes in a team wiki",
        f"Backup phrase (runes, as agreed): {runes}\nrestic: wrong password or no key found", runes, raises="keyerror")  # fmt: skip

    letters = [c for c in _GOTHIC if c.isascii() and c.isalpha()]
    tok = "".join(v.r.choice(letters) for _ in range(12))
    gothic = "".join(_GOTHIC[c] for c in tok)
    add("gothic letters", "a password written in Gothic letters as a joke in a chat export",
        f"[15:45] ops-bot: new bastion password: {gothic}\n[15:46] ops-bot: ssh: Permission denied (password)",
        gothic, raises="group")  # fmt: skip
    return out
