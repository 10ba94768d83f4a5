r"""Held-out set 55: secrets written in encodings, alphabets and layouts no earlier set used.

Each was grepped for (the text that marks it) in every earlier ``_heldout_secrets*``,
``_heldout_families*``, ``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and
``_heldout_cases.py`` file; those that matched (quoted-printable, uuencode, xxencode, UTF-7,
base32 and Crockford, base58, base91, ascii85, ``xxd -p`` and ``-b``, ``hexdump``, hexyl,
Braille, Morse, the tap code, spelling alphabets, keyboard-layout slips, keycaps, Arabic-Indic,
Devanagari, Thai, Mongolian and Khmer digits, Ogham, runes, Glagolitic, Cherokee, Deseret,
Shavian, Unicode tags, fullwidth and small capitals, ``pack(``, ``bytes.fromhex``,
``bytearray(``, ``new byte[]``, ``[UInt8]``, ``charArrayOf``, ``intArrayOf``, ``chr(``,
``CHAR(``, ``CHR(``, ``UNHEX``, ``HEXTORAW``, ``FROM_HEX``, ``rawToChar``, ``atom_codes``,
``:binary.bin_to_list``, ``fromList``, ``String(decoding:``, ``[_]u8{``, ``#\``, ``(bytes``,
``ChrW(``, ``[char[]]``, ``EncodedCommand``, ``\u{``, ``\x{``, ``asn1parse``, PDU septets and
others) were dropped. Used here: Erlang's ``binary_to_list``, T-SQL ``NCHAR(n)+…``, a ``.reg``
export's ``=hex:`` UTF-16LE bytes, Python's ``list('…')`` repr, Ruby's ``each_byte`` with
``'%08b'``, the Old Permic (Abur) letters, a C ``wchar_t`` array, a VHDL
``std_logic_vector`` constant, Roman numerals for a PIN's digits, Emacs Lisp's ``(string ?a
…)``, a Smalltalk ``#[…]`` ByteArray, awk's ``sprintf("%c", …)``, SAS's ``byte(n)||…``,
BigQuery's ``CODE_POINTS_TO_STRING``, Raku's ``Buf.new`` and Dart's ``Uint8List.fromList``.
"""

from __future__ import annotations

import string

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoded_cases"]

_LOWER = string.ascii_lowercase
# Latin letters and the Old Permic (Abur) letters standing for them, as remembered.
_PERMIC = {
    "a": 0x10350,
    "b": 0x10351,
    "g": 0x10352,
    "d": 0x10353,
    "e": 0x10354,
    "z": 0x10357,
    "i": 0x10359,
    "k": 0x1035A,
    "l": 0x1035B,
    "m": 0x1035C,
    "n": 0x1035D,
    "v": 0x1035E,
    "p": 0x1035F,
    "r": 0x10360,
    "s": 0x10361,
    "t": 0x10362,
    "u": 0x10363,
    "o": 0x10369,
}
_ROMAN = {"1": "I", "2": "II", "3": "III", "4": "IV", "5": "V", "6": "VI", "7": "VII"}
_ROMAN |= {"8": "VIII", "9": "IX"}


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    tok = v.gen(ALNUM, 12)
    erl = ",".join(str(ord(c)) for c in tok)
    add("erlang binary_to_list", "the Erlang shell printing binary_to_list of an API key with ~w",
        f"1> io:format(\"~w~n\", [binary_to_list(ApiKey)]).\n[{erl}]\nok\n2> hackney:request(get, Url, [{{<<\"x-api-key\">>, ApiKey}}]).\n{{ok,401,_,_}}",
        erl, raises="cause")  # fmt: skip

    pw = v.pw()
    tsql = "+".join(f"NCHAR({ord(c)})" for c in pw)
    add("tsql nchar concat", "a T-SQL script building a login's password with NCHAR(n)+…",
        f"Msg 15118, Level 16, State 1, Line 3\nPassword validation failed.\n-- line 3: CREATE LOGIN etl_loader WITH PASSWORD = {tsql};",
        tsql, raises="note")  # fmt: skip

    pw = v.pw()
    reg = ",".join(f"{ord(c):02x},00" for c in pw)
    wrapped = reg[:60] + "\\\n  " + reg[60:]
    add("reg hex utf16", "a regedit export of an auto-logon password stored as REG_BINARY (=hex:, UTF-16LE)",
        f"Windows Registry Editor Version 5.00\n\n[HKEY_LOCAL_MACHINE\\SOFTWARE\\Acme\\Kiosk]\n\"AutoLogonUser\"=\"kiosk\"\n\"AutoLogonPassword\"=hex:{wrapped}",
        reg, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 13)
    lst = repr(list(tok))[1:-1]
    add("python list chars", "a Python REPL showing list() of a token (a list of one-letter strings)",
        f">>> list(os.environ['HF_TOKEN'][3:16])\n[{lst}]\n>>> hub.whoami()\nhuggingface_hub.errors.HfHubHTTPError: 401 Client Error",
        lst, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 9)
    bits = ", ".join(f'"{ord(c):08b}"' for c in tok)
    add("ruby each_byte binary", "irb printing each_byte of a secret as '%08b' bit strings",
        f"irb(main):002> ENV['SIDEKIQ_WEB_SECRET'][0, 9].each_byte.map {{ |b| '%08b' % b }}\n=> [{bits}]",
        bits, raises="keyerror")  # fmt: skip

    tok = v.gen("".join(_PERMIC), 14)
    permic = "".join(chr(_PERMIC[c]) for c in tok)
    add("old permic letters", "a Komi language-club recovery phrase written in Old Permic (Abur) letters",
        f"komi-club/notes.md: vault phrase in Abur letters: {permic}\nvault: unseal key rejected",
        permic, raises="oserror")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    wch = ", ".join(f"L'{c}'" for c in tok)
    add("c wchar_t array", "a C source line holding a key as a wchar_t array, quoted by a compiler warning",
        f"src/license.c:14:1: warning: missing terminating NUL in initializer [-Wunterminated-string-initialization]\n   14 | static const wchar_t kKey[12] = {{ {wch} }};",
        wch, raises="group")  # fmt: skip

    tok = v.gen(ALNUM, 16)
    vhdl = tok.encode().hex()
    add("vhdl std_logic_vector", "a VHDL constant holding an AES key as a std_logic_vector hex literal",
        f'** Error: rtl/crypto_pkg.vhd(9): (vcom-1136) Unknown identifier "AES_KEY_T".\n    constant AES_KEY : std_logic_vector(127 downto 0) := x"{vhdl}";',
        vhdl, raises="cause")  # fmt: skip

    pin = v.gen("123456789", 8)
    roman = "·".join(_ROMAN[c] for c in pin)
    add("roman numeral pin", "a safe's PIN written as Roman numerals on a handover note",
        f"handover.txt: server-room safe, PIN (one numeral a digit): {roman}\nsafe-audit: 3 failed attempts",
        roman, raises="note")  # fmt: skip

    tok = v.gen(_LOWER, 12)
    el = " ".join(f"?{c}" for c in tok)
    add("elisp string chars", "an Emacs init file building a password from character literals",
        f"Debugger entered--Lisp error: (error \"Authentication failed\")\n  (setq smtpmail-auth-password (string {el}))",
        el, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    st = " ".join(str(ord(c)) for c in tok)
    add("smalltalk bytearray", "a Pharo Smalltalk ByteArray literal holding a token",
        f"ZnHttpUnsuccessful: 401 Unauthorized\nZnClient>>handleResponse\nUndefinedObject>>DoIt: token := #[{st}] asString.",
        st, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 11)
    awk = ", ".join(str(ord(c)) for c in tok)
    n = len(tok)
    add("awk sprintf char", "an awk one-liner printing a password with sprintf(\"%c\", …)",
        f"$ awk 'BEGIN {{ split(\"{awk}\", c, \", \"); for (i = 1; i <= {n}; i++) printf \"%c\", c[i] }}' | sudo -S true\nsudo: 1 incorrect password attempt",
        awk, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 10)
    sas = "||".join(f"byte({ord(c)})" for c in tok)
    add("sas byte concat", "a SAS program building a database password with byte(n)||…",
        f"ERROR: CLI error trying to establish connection: [Microsoft][ODBC Driver 17] Login failed for user 'sas_etl'.\n12   %let dbpw = %sysfunc(cats({sas}));",
        sas, raises="oserror")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    bq = ", ".join(str(ord(c)) for c in tok)
    add("bigquery code points", "a BigQuery query building a key with CODE_POINTS_TO_STRING",
        f"Error: Access Denied: BigQuery BigQuery: Permission denied while getting Drive credentials.\n  SELECT NET.HOST(url), CODE_POINTS_TO_STRING([{bq}]) AS api_key FROM ops.config",
        bq, raises="group")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    raku = ", ".join(str(ord(c)) for c in tok)
    add("raku buf new", "Raku decoding a Buf.new of a token's bytes",
        f"> my $token = Buf.new({raku}).decode;\n> await $ua.get($url, :headers(Authorization => \"Bearer $token\"));\nX::AdHoc: 403 Forbidden",
        raku, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    dart = ", ".join(f"0x{ord(c):02x}" for c in tok)
    add("dart uint8list", "a Dart source holding a key as Uint8List.fromList of hex bytes",
        f"lib/src/secrets.dart:5:3: Error: Const variables must be initialized with a constant value.\n  static final key = utf8.decode(Uint8List.fromList([{dart}]));",
        dart, raises="runtime")  # fmt: skip
    return out
