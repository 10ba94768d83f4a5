"""Held-out set 29: encodings, escapes and layouts no earlier set used.

Each was grepped for (its name and the text that marks it) in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file; beyond set 28's list (quoted-printable,
uuencode, base85, Go and Rust byte strings, ``xxd -i`` and ``-p``, ``hexdump -C``, punycode,
ROT13, HTML entities, percent encodings, MIME words, base32 to base62, Z85, yEnc, bech32,
Morse, Swift's ``[UInt8]``, Java's ``BigInteger``, ``%uXXXX``, EBCDIC, Bubble Babble, ...)
these matched too and were left out: UTF-7, ``base32hex``, VB's ``&H``, PDF's ``FEFF`` hex
strings, ``DUMP(``, ``%vd``, ``struct.unpack``, ``{any}``, ``utf-16-be``, ``0o``, ``fold -w``,
``charToRaw``, ``double(``, ``Format-Hex``, ``certutil``, ``tcpdump -X`` and ``hexyl``. Used
here: Qt's ``QByteArray::toHex(':')`` in a ``qDebug`` line, Ruby's ``unpack1("B*")`` bit
string, Haskell's ``show`` of a ``[Word8]``, Kotlin's ``CharArray.contentToString()``, an F#
``byte[]`` literal (``uy``), GDB's ``x/16xb`` byte dump and ``x/4xw`` little-endian words,
Rust's ``{:02x?}`` of a ``Vec<u8>``, an SNMP VACM table row whose index spells a community
name as a length-prefixed dotted OID, Emacs Lisp's ``string-to-list``, Octave's ``dec2bin``
rows and ``uint8`` columns, Oracle's ``DUMP`` in decimal and hex (``Typ=1 Len=``), R's
``utf8ToInt`` and Python's ``struct.unpack('>4I')`` of a key.
"""

from __future__ import annotations

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoded_cases"]


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    # 1. Qt: QByteArray::toHex(':') in a qDebug line.
    tok = v.gen(ALNUM, 16).encode()
    colon = ":".join(f"{b:02x}" for b in tok)
    add("qt tohex colon", "Qt's qDebug() of QByteArray::toHex(':') (a device pairing key)",
        f'qt.bluetooth: pairing key for "Sensor-7A" = "{colon}"', colon)  # fmt: skip

    # 2. Ruby: unpack1("B*") bit string.
    tok = v.gen(ALNUM, 10).encode()
    bits = "".join(f"{b:08b}" for b in tok)
    add("ruby unpack bits", "Ruby's String#unpack1('B*') in an irb session",
        f'irb(main):004> ENV["LICENSE_KEY"].unpack1("B*")\n=> "{bits}"', bits,
        raises="note")  # fmt: skip

    # 3. Haskell: show of a [Word8].
    tok = v.gen(ALNUM, 14).encode()
    hs = "[" + ",".join(str(b) for b in tok) + "]"
    add("haskell word8 list", "GHCi's show of BS.unpack of a token ([Word8], no spaces)",
        f"ghci> BS.unpack apiToken\n{hs}", hs, raises="cause")  # fmt: skip

    # 4. Kotlin: CharArray.contentToString().
    pw = v.pw()
    kt = "[" + ", ".join(pw) + "]"
    add("kotlin chararray", "Kotlin's CharArray.contentToString() of a password field in a log",
        f"D/LoginViewModel: submit password=${{passwordChars.contentToString()}} -> {kt}", kt,
        raises="context")  # fmt: skip

    # 5. F#: a byte[] literal.
    tok = v.gen(ALNUM, 12).encode()
    fs = "[|" + "; ".join(f"{b}uy" for b in tok) + "|]"
    add("fsharp byte array", "F# Interactive printing a byte[] (values with the uy suffix)",
        f'> Text.Encoding.ASCII.GetBytes(cfg.HmacKey);;\nval it: byte array =\n  {fs}', fs,
        raises="args")  # fmt: skip

    # 6. GDB: x/16xb.
    tok = v.gen(ALNUM, 16).encode()
    rows = []
    for i in range(0, 16, 8):
        cells = "\t".join(f"0x{b:02x}" for b in tok[i : i + 8])
        rows.append(f"0x5555555592a{i // 8 * 8}:\t{cells}")
    dump = "\n".join(rows)
    add("gdb x xb", "GDB's x/16xb of a buffer holding a session key (eight bytes a row)",
        f"(gdb) x/16xb session->key\n{dump}", "\t".join(f"0x{b:02x}" for b in tok),
        raises="keyerror")  # fmt: skip

    # 7. GDB: x/4xw (little-endian 32-bit words).
    tok = v.gen(ALNUM, 16).encode()
    words = [int.from_bytes(tok[i : i + 4], "little") for i in range(0, 16, 4)]
    wline = "\t".join(f"0x{w:08x}" for w in words)
    add("gdb x xw", "GDB's x/4xw of a key on x86-64 (four little-endian words)",
        f"(gdb) x/4xw &ctx.api_key\n0x7fffffffd9c0:\t{wline}", wline)  # fmt: skip

    # 8. Rust: {:02x?} of a Vec<u8>.
    tok = v.gen(ALNUM, 14).encode()
    rs = "[" + ", ".join(f"{b:02x}" for b in tok) + "]"
    add("rust hex debug vec", "Rust's {:02x?} of a Vec<u8> in a tracing debug line",
        f"2026-12-06T07:32:10.114Z DEBUG relay::auth: shared secret bytes={rs}", rs,
        raises="note")  # fmt: skip

    # 9. SNMP VACM: a community name as a length-prefixed dotted OID index.
    comm = v.gen(ALNUM, 12)
    oid = f"{len(comm)}." + ".".join(str(ord(c)) for c in comm)
    add("snmp vacm oid index", "snmpwalk of SNMP-VIEW-BASED-ACM-MIB: the security name (a v2c "
        "community) spelled as the table index", "$ snmpwalk -v2c -c public -On 10.0.0.1 "
        "1.3.6.1.6.3.16.1.2.1.3\n.1.3.6.1.6.3.16.1.2.1.3.2." + oid + ' = STRING: "rwgroup"',
        oid, raises="cause")  # fmt: skip

    # 10. Emacs Lisp: string-to-list.
    tok = v.gen(ALNUM, 13)
    el = "(" + " ".join(str(ord(c)) for c in tok) + ")"
    add("elisp string to list", "Emacs Lisp's string-to-list of an auth-source secret in *ielm*",
        f"ELISP> (string-to-list (auth-source-pick-first-password :host \"irc.acme.io\"))\n{el}",
        el)  # fmt: skip

    # 11. Octave: dec2bin rows.
    tok = v.gen(ALNUM, 8)
    rows = "\n".join(f"{ord(c):07b}" for c in tok)
    add("octave dec2bin rows", "Octave's dec2bin(double(key)): one 7-bit row a character",
        f">> dec2bin(double(key))\nans =\n\n{rows}\n", rows,
        raises="context")  # fmt: skip

    # 12. Octave: uint8 columns.
    tok = v.gen(ALNUM, 12)
    cols = "".join(f"{ord(c):5d}" for c in tok)
    add("octave uint8 columns", "Octave's uint8() of a token (padded columns)",
        f">> uint8(token)\nans =\n\n{cols}\n", cols.strip(), raises="group")  # fmt: skip

    # 13. Oracle DUMP in decimal.
    pw = v.pw()
    dec = ",".join(str(b) for b in pw.encode())
    add("oracle dump decimal", "Oracle's DUMP() of a password column in SQL*Plus",
        "SQL> select dump(smtp_password) from app_settings where id = 1;\n\nDUMP(SMTP_PASSWORD)\n"
        f"{'-' * 40}\nTyp=1 Len={len(pw)}: {dec}", dec)  # fmt: skip

    # 14. Oracle DUMP in hex with the character set.
    tok = v.gen(ALNUM, 18)
    hx = ",".join(f"{b:x}" for b in tok.encode())
    add("oracle dump hex", "Oracle's DUMP(col, 1016): hex bytes and the character set",
        "SQL> select dump(api_token, 1016) from integrations where name = 'erp';\n\n"
        f"Typ=1 Len={len(tok)} CharacterSet=AL32UTF8: {hx}", hx, raises="note")  # fmt: skip

    # 15. R: utf8ToInt.
    tok = v.gen(ALNUM, 15)
    ints = " ".join(str(ord(c)) for c in tok)
    add("r utf8toint", "R's utf8ToInt of a key printed with its [1] index",
        f'> utf8ToInt(Sys.getenv("MAPS_KEY"))\n [1] {ints}', ints, raises="args")  # fmt: skip

    # 16. Python struct.unpack('>4I').
    key = bytes(v.r.randrange(256) for _ in range(16))
    tup = "(" + ", ".join(str(int.from_bytes(key[i : i + 4], "big")) for i in range(0, 16, 4))
    tup += ")"
    add("python struct 4i", "Python's struct.unpack('>4I', key): the key as four unsigned ints",
        f">>> struct.unpack('>4I', derive_key(b'salt'))\n{tup}", tup[1:-1])  # fmt: skip
    return out
