"""Held-out set 41: secrets written in encodings, alphabets and layouts no earlier set used.

Each was grepped for (the text that marks it) in every earlier ``_heldout_secrets*``,
``_heldout_families*``, ``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and
``_heldout_cases.py`` file; those that matched (among them Pascal ``#``-codes, PostScript,
``certutil``, ``Format-Hex``, hexl, ``Arrays.toString``, ``fromCharCodes``, ``achar``,
``rawToChar``, ``atom_codes``, Smalltalk ``#[``, Zig ``[_]u8``, Crystal ``Bytes[``,
``UInt8[``, ``binary format``, ``code-char``, DIN 5009 and the Italian spelling alphabet,
keyboard shifts, base-3, ``int.from_bytes``, ``userPassword::``, double-struck, fraktur,
sans-serif, bold script and negative squared letters, tag characters, Braille and 8-bit
binary) were dropped. Used here: RTF ``\\'hh`` escapes, OCaml's decimal ``\\ddd`` string
escapes, Odin's ``[]u8{...}``, V's ``[u8(0x..), ...]``, Nim's ``@[byte ...]``, Racket's
``(bytes->string/utf-8 (bytes ...))``, Lua's decimal string escapes, Elixir's
``:binary.bin_to_list``, Wireshark's Follow TCP Stream hex dump, squared Latin letters,
negative circled letters, mathematical sans-serif bold letters and digits, bold fraktur
letters, sans-serif bold italic and bold italic letters, and bash's ``$'\\x..'`` ANSI-C quoting.
"""

from __future__ import annotations

import string

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoded_cases"]

_LETTERS = string.ascii_letters


def _math(text: str, upper: int, lower: int, digit: int | None = None) -> str:
    out = []
    for c in text:
        if c.isupper():
            out.append(chr(upper + ord(c) - 65))
        elif c.islower():
            out.append(chr(lower + ord(c) - 97))
        else:
            assert digit is not None
            out.append(chr(digit + ord(c) - 48))
    return "".join(out)


def _wireshark(data: bytes) -> str:
    lines = []
    for off in range(0, len(data), 16):
        chunk = data[off : off + 16]
        hexes = " ".join(f"{b:02x}" for b in chunk[:8])
        if len(chunk) > 8:
            hexes += "  " + " ".join(f"{b:02x}" for b in chunk[8:])
        text = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
        lines.append(f"    {off:08X}  {hexes:<49} {text}")
    return "\n".join(lines)


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    tok = v.gen(ALNUM, 12)
    rtf = "".join(f"\\'{ord(c):02x}" for c in tok)
    add("rtf hex escapes", "an RTF document (WordPad) holding a Wi-Fi key as \\'hh escapes",
        f"{{\\rtf1\\ansi\\ansicpg1252\\deff0 {{\\fonttbl{{\\f0 Calibri;}}}}\\f0\\fs22 Guest Wi-Fi key: {rtf}\\par}}\n"
        "wpa_supplicant: 4-Way Handshake failed - pre-shared key may be incorrect", rtf, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    ml = "".join(f"\\{ord(c):03d}" for c in tok)
    add("ocaml decimal escapes", "OCaml source with a token in decimal \\ddd string escapes, in a dune build error",
        f'File "bin/main.ml", line 4, characters 12-62:\n4 | let token = "{ml}"\n'
        "Error: Unbound value Cohttp_lwt_unix.Client.post_form", ml, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    od = ", ".join(f"0x{ord(c):02x}" for c in tok)
    add("odin u8 slice", "Odin source with a key as a []u8{...} literal, in a compiler error",
        f"/src/auth.odin(12:15) Error: Cannot assign value '[]u8{{{od}}}' of type '[]u8' to 'string'\n"
        f"\tapi_key: string = []u8{{{od}}}", od, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    vb = ", ".join(f"u8(0x{ord(c):02x})" for c in tok)
    add("v u8 array", "V source building a secret from [u8(0x..), ...]",
        f"auth.v:9:11: error: cannot use `[]u8` as `string` in argument 1 to `http.fetch`\n"
        f"    9 |     secret := [{vb}]", vb, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    nim = ", ".join(f"{ord(c)}" for c in tok)
    add("nim byte seq", "Nim source with a password as @[byte ...]",
        f"db.nim(7, 18) Error: type mismatch: got <seq[byte]> but expected 'string'\n"
        f"  let dbPass = @[byte {nim}]", nim, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    rk = " ".join(str(ord(c)) for c in tok)
    add("racket bytes", "Racket REPL decoding a token with (bytes->string/utf-8 (bytes ...))",
        f'> (define token (bytes->string/utf-8 (bytes {rk})))\n> (http-sendrecv "api.acme.io" "/v1/me" #:headers (list (~a "Authorization: Bearer " token)))\n'
        "'#\"HTTP/1.1 401 Unauthorized\"", rk, raises="oserror")  # fmt: skip

    tok = v.gen(ALNUM, 13)
    lua = "".join(f"\\{ord(c)}" for c in tok)
    add("lua decimal escapes", "a Lua config with a key in decimal escapes, in an OpenResty error log",
        f'2026/12/06 15:16:02 [error] 17#17: *3 lua entry thread aborted: runtime error: /etc/nginx/lua/auth.lua:3: upstream 401\n'
        f'  local api_key = "{lua}"', lua, raises="group")  # fmt: skip

    pw = v.pw()
    ex = ", ".join(str(ord(c)) for c in pw)
    add("elixir bin_to_list", "IEx printing a password with :binary.bin_to_list",
        f"iex(3)> :binary.bin_to_list(System.fetch_env!(\"SMTP_PASSWORD\"))\n[{ex}]\niex(4)> Swoosh.Mailer.deliver(email)\n{{:error, {{:smtp, 535}}}}",
        ex, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 24)
    body = f"POST /oauth/token HTTP/1.1\r\nclient_secret={tok}&grant=cc".encode()
    dump = _wireshark(body)
    secret = " ".join(f"{ord(c):02x}" for c in tok)
    add("wireshark follow tcp", "Wireshark's Follow TCP Stream hex dump (the secret's codes span rows)",
        f"Follow TCP Stream (tcp.stream eq 4) - Hex Dump\n{dump}\n    Entire conversation (118 bytes)",
        secret, raises="note")  # fmt: skip

    tok = v.gen(string.ascii_uppercase, 13)
    sq = _math(tok, 0x1F130, 0x1F130)
    add("squared letters", "a code shown in squared Latin capital letters by a chat app",
        f"helpdesk-bot: your reset code is {sq} (valid 15 min)", sq, raises="context")  # fmt: skip

    tok = v.gen(string.ascii_uppercase, 13)
    nc = _math(tok, 0x1F150, 0x1F150)
    add("negative circled letters", "a recovery key in negative circled capital letters pasted from a slide",
        f"slides/dr-runbook.md: break-glass key = {nc}\nvault: invalid unseal key", nc, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 14)
    sb = _math(tok, 0x1D5D4, 0x1D5EE, 0x1D7EC)
    add("math sans-serif bold", "an API key in mathematical sans-serif bold letters and digits from a styled post",
        f"Invalid header value for Authorization: 'Bearer {sb}' (non-ASCII characters)", sb, raises="keyerror")  # fmt: skip

    tok = v.gen(_LETTERS, 14)
    fr = _math(tok, 0x1D56C, 0x1D586)
    add("math bold fraktur", "a passphrase in mathematical bold fraktur letters from a forum signature",
        f"ssh-keygen: load failed: incorrect passphrase supplied to decrypt private key ({fr})", fr, raises="oserror")  # fmt: skip

    tok = v.gen(_LETTERS, 14)
    bi = _math(tok, 0x1D63C, 0x1D656)
    add("math sans-serif bold italic", "a password in mathematical sans-serif bold italic letters",
        f"Login failed for 'ops' (password was {bi}): styled characters are not accepted", bi, raises="group")  # fmt: skip
    tok = v.gen(_LETTERS, 14)
    mbi = _math(tok, 0x1D468, 0x1D482)
    add("math bold italic", "a recovery phrase in mathematical bold italic letters from a note app",
        f"restic: wrong password or no key found (tried '{mbi}')", mbi, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    ansi = "".join(f"\\x{ord(c):02x}" for c in tok)
    add("bash ansi-c quoting", "a shell history line passing a token in bash $'\\x..' ANSI-C quoting",
        f"$ history | tail -1\n  812  curl -H $'Authorization: Bearer {ansi}' https://api.acme.io/v1/me\n"
        '{"error":"invalid_token"}', ansi, raises="note")  # fmt: skip
    return out
