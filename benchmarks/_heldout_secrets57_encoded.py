"""Held-out set 57: secrets written in encodings, digits and layouts no earlier set used.

Each was grepped for (the text that marks it: ``#65#``, ``<<6``, ``x/32xb``, ``.chrs``,
``codepoints``, Baybayin, and the digits themselves, ``᭑``, ``꧑``, ``᪑``, ...) in every
earlier ``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file; those that matched (BitConverter,
REG_BINARY ``hex:``, ``tcpdump -X``, ``x/16xb``, LLDB ``memory read``, jshell ``byte[``,
``rawToChar``, ``binary format``, ``[_]u8``, ``Bytes[``, ``achar(``, ``atom_codes``,
``String(decoding:``, ``map chr``, Khmer, Lao, Myanmar and Thai digits, Lontara,
``FromCharacterCode`` and the encodings set 33 lists) were dropped. Used here: Delphi's
``#65#66`` character constants, an Elixir binary ``<<65, 66>>`` in iex, gdb's ``x/32xb``
dump, Raku's ``.chrs``, Crystal's ``codepoints``, a Tagalog passphrase in Baybayin, and PINs
in Balinese, Javanese, Tai Tham (Hora and Tham), Sundanese, New Tai Lue, Kayah Li, Myanmar
Shan, Cham, Pahawh Hmong and Myanmar Tai Laing digits, as a phone keyboard of that script
types them.
"""

from __future__ import annotations

from _heldout_secrets_harness import ALNUM, DIGITS, Case, Values

__all__ = ["encoded_cases"]

# Digit zero of each script (the nine after it follow in order).
_ZEROS = {
    "balinese": 0x1B50,
    "javanese": 0xA9D0,
    "tai tham hora": 0x1A80,
    "tai tham tham": 0x1A90,
    "sundanese": 0x1BB0,
    "new tai lue": 0x19D0,
    "kayah li": 0xA900,
    "myanmar shan": 0x1090,
    "cham": 0xAA50,
    "pahawh hmong": 0x16B50,
    "myanmar tai laing": 0xA9F0,
}

_PIN_TEXT = {
    "balinese": "Kode PIN ATM ring aplikasi: {d}\nTransaksi katolak (PIN iwang)",
    "javanese": "PIN kertu panjenengan: {d}\nbank-app: PIN salah, sisa 2 kesempatan",
    "tai tham hora": "ᩁᩉᩢᩔ PIN: {d}\nsms-gw: delivery failed to +66 81 555 0142",
    "tai tham tham": "PIN {d} (Tham digits, from a Lanna keyboard)\nkiosk: PIN rejected",
    "sundanese": "PIN rekening anjeun: {d}\nATM: PIN lepat",
    "new tai lue": "PIN: {d}\nwallet: unlock failed (3 attempts left)",
    "kayah li": "ꤊꤢꤛꤢ PIN {d}\nsim: PIN2 blocked after 3 tries",
    "myanmar shan": "မၢႆ PIN: {d}\npay-app: PIN မၢၼ်ႇ",
    "cham": "PIN {d}\nmobile-banking: login failed for +84 90 555 0188",
    "pahawh hmong": "PIN {d}\ndoor-keypad: code rejected",
    "myanmar tai laing": "PIN {d}\nwallet: wrong PIN",
}

_SYLLABLES = {
    "ka": "ᜃ", "ki": "ᜃᜒ", "ku": "ᜃᜓ", "ga": "ᜄ", "gi": "ᜄᜒ", "ta": "ᜆ", "ti": "ᜆᜒ",
    "tu": "ᜆᜓ", "da": "ᜇ", "di": "ᜇᜒ", "na": "ᜈ", "ni": "ᜈᜒ", "pa": "ᜉ", "pi": "ᜉᜒ",
    "ba": "ᜊ", "bu": "ᜊᜓ", "ma": "ᜋ", "mi": "ᜋᜒ", "la": "ᜎ", "li": "ᜎᜒ", "sa": "ᜐ",
    "si": "ᜐᜒ", "ya": "ᜌ", "wa": "ᜏ", "ha": "ᜑ", "a": "ᜀ", "i": "ᜁ", "u": "ᜂ",
}  # fmt: skip


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    tok = v.gen(ALNUM, 14)
    delphi = "".join(f"#{ord(c)}" for c in tok)
    add("delphi char constants", "Delphi building a password from #nn character constants",
        f"unit Billing;  {{ line 12 }}\nconst EasybillKey = {delphi};\n"
        "[dcc32 Error] Billing.pas(31): E2010 Incompatible types: 'AnsiString' and 'UnicodeString'",
        delphi, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 13)
    ex = ", ".join(str(ord(c)) for c in tok)
    add("elixir binary", "iex printing a token held as an Elixir binary of byte values",
        f"iex(3)> token = <<{ex}>>\niex(4)> Req.get!(url, auth: {{:bearer, token}})\n"
        "** (RuntimeError) unexpected status 401", ex, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 24)
    codes = [f"0x{ord(c):02x}" for c in tok]
    rows = [codes[i : i + 8] for i in range(0, len(codes), 8)]
    dump = "\n".join(
        f"0x7fffffffe3{0xA0 + 8 * i:02x}:\t" + "\t".join(r) for i, r in enumerate(rows)
    )
    secret = "\t".join(codes)
    add("gdb x 32xb", "gdb's x/32xb of a buffer holding an API key (8 bytes a row)",
        f"(gdb) x/32xb api_key\n{dump}\n(gdb) bt 1\n#0  sign_request (api_key=0x7fffffffe3a0) at sign.c:44",
        secret, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    rk = ", ".join(str(ord(c)) for c in tok)
    add("raku chrs", "Raku turning code points into a secret with .chrs",
        f"> my $secret = ({rk}).chrs;\n> HTTP::Tiny.new.get($url, :headers(X-Api-Key => $secret))\n"
        "{status => 403, reason => Forbidden}", rk, raises="args")  # fmt: skip

    pw = v.pw()
    cr = ", ".join(str(ord(c)) for c in pw)
    add("crystal codepoints", "Crystal's icr printing a password's codepoints",
        f'icr:1> ENV["RESDIARY_PASSWORD"].codepoints\n => [{cr}]\nicr:2> client.login\n'
        "Unhandled exception: 401 Unauthorized (HTTP::Client::Error)", cr, raises="keyerror")  # fmt: skip

    keys = list(_SYLLABLES)
    bay = " ".join("".join(_SYLLABLES[v.r.choice(keys)] for _ in range(3)) for _ in range(4))
    add("baybayin passphrase", "a Tagalog passphrase written in Baybayin on a shared note",
        f"Pasphrase ng vault (Baybayin): {bay}\nvault: unseal failed — incorrect passphrase",
        bay, raises="oserror")  # fmt: skip

    raises = ("group", "cause", "note", "context", "args", "keyerror", "runtime", "oserror")
    for i, (script, zero) in enumerate(_ZEROS.items()):
        pin = v.gen("123456789", 1) + v.gen(DIGITS, 9)
        digits = "".join(chr(zero + int(d)) for d in pin)
        add(f"{script} digits", f"a PIN typed in {script.title()} digits",
            _PIN_TEXT[script].format(d=digits), digits, raises=raises[i % len(raises)])  # fmt: skip
    return out
