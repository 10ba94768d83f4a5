"""Held-out set 37: secrets written in encodings and layouts no earlier set used.

Each was grepped for (the text that marks it) in every earlier ``_heldout_secrets*``,
``_heldout_families*``, ``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and
``_heldout_cases.py`` file; those that matched (``xxd -b``, ``rawToChar``, ``char([``,
``array_map('chr'``, ``convert_from``, ``UNHEX``, ``HEXTORAW``, ``collect::<Vec``,
``bytearray(``, ``new byte[]``, ``String(bytes:``, ``map(chr``, ``Chr(``, ``CHAR(``, ``U+00``,
one character per line, tab-separated cells, leetspeak, Atbash, Caesar, Vigenère, Baudot, Pig Latin and others) were dropped. Used here:
bytes as groups of eight binary digits, Ruby's ``unpack("B*")``, Kotlin's ``intArrayOf(...)``
code points and a ``toList()`` of characters, a T-SQL ``CAST(0x… AS varchar)``, a
MicroPython ``bytes([0b…])`` literal, and a passcode as the space-separated DTMF digits a SIP trace logs.
"""

from __future__ import annotations

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoded_cases"]


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    tok = v.gen(ALNUM, 10)
    bits = " ".join(f"{b:08b}" for b in tok.encode())
    add("binary octets", "a key printed as groups of eight binary digits by a debug helper",
        f"DEBUG auth.keys: signing key bits = {bits}\nERROR auth: HMAC mismatch for webhook 4412",
        bits, raises="note")  # fmt: skip

    pw = v.pw()
    packed = "".join(f"{b:08b}" for b in pw.encode())
    add("ruby unpack bits", "irb printing a password's unpack(\"B*\")",
        f'irb(main):002> ENV["IMAP_PASSWORD"].unpack("B*")\n=> ["{packed}"]\nirb(main):003> Net::IMAP.new(host).login(user, pw)\nNet::IMAP::NoResponseError: Invalid credentials',
        packed, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    kt = ", ".join(str(ord(c)) for c in tok)
    add("kotlin intarrayof", "Kotlin building a token from intArrayOf(...) code points",
        f'val token = intArrayOf({kt}).map {{ it.toChar() }}.joinToString("")\n'
        "io.ktor.client.plugins.ClientRequestException: Client request(GET https://api.acme.io/v2/me) invalid: 401 Unauthorized",
        kt, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 14)
    chars = ", ".join(tok)
    add("kotlin tolist", "Kotlin printing a secret's toList() of characters",
        f"> println(secret.toList())\n[{chars}]\nException in thread \"main\" java.lang.IllegalStateException: signature rejected",
        chars, raises="args")  # fmt: skip

    pw = v.pw()
    hx = pw.encode().hex().upper()
    add("tsql cast hex", "a T-SQL script casting a binary literal to the login's password",
        f"CREATE LOGIN etl_reader WITH PASSWORD = CAST(0x{hx} AS varchar(64));\n"
        "Msg 15118, Level 16, State 1: Password validation failed.",
        hx, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 9)
    mp = ", ".join(f"0b{b:08b}" for b in tok.encode())
    add("micropython binary literals", "a MicroPython boot.py holding a Wi-Fi key as bytes([0b...])",
        f"MPY: soft reboot\nTraceback (most recent call last):\n  File \"boot.py\", line 7, in <module>\n    sta.connect('acme-iot', bytes([{mp}]))\nOSError: Wifi Internal Error",
        mp, raises="oserror")  # fmt: skip

    pin = v.gen("123456789", 1) + v.gen("0123456789", 9)
    dtmf = " ".join(pin)
    add("dtmf digits", "a SIP trace logging a conference passcode as the DTMF digits it received",
        f"[2026-12-06 13:16:40] DTMF (RFC 4733) on PJSIP/trunk-0000001a: {dtmf} #\n"
        "[2026-12-06 13:16:41] ConfBridge: invalid conference PIN, caller hung up",
        dtmf, raises="group")  # fmt: skip
    return out
