"""Held-out set 22: secrets behind encodings, quotings and scripts earlier sets did not use.

Each was grepped for (its name and a sample of its output) in sets 4-21's files; none matched
(``<Buffer``, ``BitConverter``, z-base-32, proquints, keycaps, ``bytea`` and UTF-16LE did and
were left out). Here: regional-indicator letters, mathematical sans-serif and sans-serif
italic letters, ROT18 (ROT13 on letters with ROT5 on digits), Go's ``%v`` of a ``[]byte``, a
Python ``bytes`` repr with every byte a ``\\x`` escape, a whole value percent-encoded twice,
Elder Futhark runes for its letters, Lua's decimal escapes, an Erlang binary of byte values,
Haskell's ``show`` of a string with a non-ASCII letter, Clojure character literals, UTF-32BE
in hex, a spreadsheet's ``UNICHAR`` chain, Delphi's ``#nn`` character codes, R's
``intToUtf8``, MATLAB's ``char([...])``, the German DIN 5009 spelling alphabet, a value
split into a Kotlin ``buildString`` of ``append`` calls, and a key split over the
continuation lines of a YAML plain scalar.

The secret is the value as it appears in the text (its encoded form), so a leak is any
8-character piece of what a reader could decode; where the value is split, each piece is
long enough to count.
"""

from __future__ import annotations

import string
import urllib.parse

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoded_cases"]

_RUNES = dict(
    zip(
        "abcdefghijklmnopqrstuvwxyz",
        "ᚨᛒᚲᛞᛖᚠᚷᚺᛁᛃᚲᛚᛗᚾᛟᛈᚲᚱᛊᛏᚢᚹᚹᛋᛃᛉ",
        strict=True,
    )
)
_DIN5009 = {
    "a": "Aachen", "b": "Berlin", "c": "Chemnitz", "d": "Düsseldorf", "e": "Essen",
    "f": "Frankfurt", "g": "Goslar", "h": "Hamburg", "i": "Ingelheim", "j": "Jena",
    "k": "Köln", "l": "Leipzig", "m": "München", "n": "Nürnberg", "o": "Offenbach",
    "p": "Potsdam", "q": "Quickborn", "r": "Rostock", "s": "Salzwedel", "t": "Tübingen",
    "u": "Unna", "v": "Völklingen", "w": "Wuppertal", "x": "Xanten", "y": "Ypsilon",
    "z": "Zwickau",
}  # fmt: skip


def _rot18(text: str) -> str:
    out = []
    for c in text:
        if c.isdigit():
            out.append(str((int(c) + 5) % 10))
        elif c in string.ascii_lowercase:
            out.append(chr((ord(c) - 97 + 13) % 26 + 97))
        elif c in string.ascii_uppercase:
            out.append(chr((ord(c) - 65 + 13) % 26 + 65))
        else:
            out.append(c)
    return "".join(out)


def _math(text: str, upper: int, lower: int, digits: int | None) -> str:
    out = []
    for c in text:
        if c in string.ascii_uppercase:
            out.append(chr(upper + ord(c) - 65))
        elif c in string.ascii_lowercase:
            out.append(chr(lower + ord(c) - 97))
        elif c.isdigit() and digits is not None:
            out.append(chr(digits + int(c)))
        else:
            out.append(c)
    return "".join(out)


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    tok = v.gen(string.ascii_uppercase, 14)
    regional = "\u200b".join(chr(0x1F1E6 + ord(c) - 65) for c in tok)
    add(
        "regional indicators",
        "regional-indicator letters (U+1F1E6), joined by zero-width spaces so no flag forms",
        f"team chat: backup code for the shared admin → {regional}",
        regional,
    )
    tok = v.gen(ALNUM, 20)
    sans = _math(tok, 0x1D5A0, 0x1D5BA, 0x1D7E2)
    add(
        "math sans serif",
        "mathematical sans-serif letters and digits (U+1D5A0, U+1D7E2) from a styled post",
        f"pinned message: staging API key is {sans} (rotate Friday)",
        sans,
    )
    tok = v.gen(string.ascii_letters, 16)
    italic = _math(tok, 0x1D608, 0x1D622, None)
    add(
        "math sans serif italic",
        "mathematical sans-serif italic letters (U+1D608) in a wiki page",
        f"Wiki › Onboarding › Access: VPN pre-shared key — {italic}",
        italic,
    )
    tok = v.gen(ALNUM, 32)
    add(
        "rot18",
        "ROT18 (ROT13 letters, ROT5 digits) of a key in a config comment",
        f"# obfuscated so scanners skip it (rot18):\nupload_key_rot18 = {_rot18(tok)}",
        _rot18(tok),
    )
    pw = v.pw()
    golist = "[" + " ".join(str(b) for b in pw.encode()) + "]"
    add(
        "go byte slice v",
        "Go's %v of a []byte (decimal bytes, space-separated)",
        f"2026/12/05 13:10:44 smtp auth failed, pass bytes = {golist}",
        golist,
    )
    tok = v.gen(ALNUM, 16)
    pyx = "b'" + "".join(f"\\x{b:02x}" for b in tok.encode()) + "'"
    add(
        "python bytes all x",
        "a Python bytes repr with every byte escaped (bytes from a C extension, printed)",
        f"DEBUG hsm: unwrap failed for label 'signing', pin={pyx}",
        pyx,
    )
    pw = v.gen(ALNUM, 6) + "&" + v.gen(ALNUM, 5) + "=" + v.gen(ALNUM, 4)
    twice = urllib.parse.quote(urllib.parse.quote(pw, safe=""), safe="")
    add(
        "percent encoded twice",
        "a password percent-encoded twice (a redirect's state parameter)",
        f"GET /sso/callback?state=next%3D%252Fadmin%26pw%3D{twice} HTTP/1.1 — 400 bad state",
        twice,
    )
    tok = v.gen(string.ascii_lowercase, 16)
    runes = "".join(_RUNES[c] for c in tok)
    add(
        "elder futhark",
        "a passphrase transliterated into Elder Futhark runes (a game's chat)",
        f"[guild] officer: vault phrase is {runes} — don't post it in general",
        runes,
    )
    pw = v.pw()
    lua = '"' + "".join(f"\\{b:03d}" for b in pw.encode()) + '"'
    add(
        "lua decimal escapes",
        "Lua decimal escapes of a password in a config script",
        f"nginx: [error] lua entry thread aborted: runtime error: /etc/nginx/auth.lua:4: redis auth failed\n  local pass = {lua}",
        lua,
    )
    tok = v.gen(ALNUM, 14)
    erl = "<<" + ",".join(str(b) for b in tok.encode()) + ">>"
    add(
        "erlang binary bytes",
        "an Erlang binary shown as byte values in a crash report",
        f'=CRASH REPORT==== 5-Dec-2026::13:11:02 ===\n  crasher:\n    initial call: amqp_auth:init/1\n    exception error: no match of right hand side value {{error,access_refused}}\n      in function amqp_auth:login/2 (amqp_auth.erl, line 41)\n      args: [<<"svc_billing">>,{erl}]',
        erl,
    )
    pw = v.gen(ALNUM, 5) + "ä" + v.gen(ALNUM, 5) + "ß" + v.gen(ALNUM, 3)
    hs = '"' + pw.replace("ä", "\\228").replace("ß", "\\223") + '"'
    add(
        "haskell show",
        "Haskell's show of a String with non-ASCII letters (decimal escapes)",
        f'*** Exception: user error (LDAP bind failed for Config {{ldapUser = "cn=sync", ldapPass = {hs}}})',
        hs,
    )
    tok = v.gen(ALNUM, 12)
    clj = "(str " + " ".join("\\" + c for c in tok) + ")"
    add(
        "clojure chars",
        "Clojure character literals joined by str",
        f"Syntax error compiling at (src/acme/config.clj:12:3).\n(def db-pass {clj})",
        clj,
    )
    tok = v.gen(ALNUM, 10)
    u32 = tok.encode("utf-32-be").hex()
    add(
        "utf32be hex",
        "UTF-32BE bytes of a key in hex (a .NET Encoding.UTF32 dump)",
        f"trace: license key bytes (UTF-32BE) = {u32}",
        u32,
    )
    tok = v.gen(ALNUM, 10)
    unichar = "=" + "&".join(f"UNICHAR({ord(c)})" for c in tok)
    add(
        "spreadsheet unichar",
        "a spreadsheet formula building a password with UNICHAR",
        f"Sheet 'Access', cell C7 formula: {unichar}  (#VALUE! in column D)",
        unichar,
    )
    pw = v.pw()
    delphi = "".join(f"#{b}" for b in pw.encode())
    add(
        "delphi char codes",
        "Delphi character codes (#nn) in a unit's constant",
        f"[dcc32 Hint] Db.pas(14): H2077 Value assigned to 'FConn' never used\n  const DB_PASS = {delphi};",
        delphi,
    )
    tok = v.gen(ALNUM, 12)
    rcode = "intToUtf8(c(" + ", ".join(str(ord(c)) for c in tok) + "))"
    add(
        "r inttoutf8",
        "R's intToUtf8 of code points in a script",
        f"Error in curl::curl_fetch_memory(url, handle = h) : HTTP 401\nCalls: source -> withVisible -> eval\nIn fetch.R line 3: token <- {rcode}",
        rcode,
    )
    tok = v.gen(ALNUM, 12)
    matlab = "char([" + " ".join(str(ord(c)) for c in tok) + "])"
    add(
        "matlab char",
        "MATLAB's char([...]) of character codes",
        f"Error using webread (line 122)\nThe server returned the status 401.\nError in fetchData (line 6)\n    opts = weboptions('KeyName','X-Api-Key','KeyValue',{matlab});",
        matlab,
    )
    tok = v.gen(string.ascii_lowercase, 10)
    spelled = " – ".join(_DIN5009[c] for c in tok)
    add(
        "din 5009 spelling",
        "a code spelled with the German DIN 5009 alphabet (a support call transcript)",
        f"Transkript 13:12: Kunde buchstabiert das Kennwort: {spelled}.",
        spelled,
    )
    tok = v.gen(ALNUM, 36)
    parts = [tok[i : i + 9] for i in range(0, 36, 9)]
    kotlin = "buildString { " + " ".join(f'append("{p}");' for p in parts) + " }"
    add(
        "kotlin buildstring",
        "a Kotlin buildString of append calls (a key split in four)",
        f"e: file:///src/main/kotlin/Keys.kt:8:5 Val cannot be reassigned\nmapsKey = {kotlin}",
        tok,
        raises="cause",
    )
    tok = v.gen(ALNUM, 48)
    add(
        "yaml plain scalar lines",
        "a key split over the continuation lines of a YAML plain scalar",
        f"error converting YAML to JSON: yaml: line 7: mapping values are not allowed in this context\n  5 |   api_key:\n  6 |     {tok[:16]}\n  7 |     {tok[16:32]}: {tok[32:]}",
        tok,
        raises="note",
    )
    return out
