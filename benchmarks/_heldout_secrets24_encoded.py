"""Held-out set 24: secrets in encodings, quotings and layouts no earlier set used.

Each was grepped for (its name and its marker) in every earlier ``_heldout_secrets*``,
``_heldout_families*`` and ``heldout_set*_secrets.py`` file (none matched; Node's ``<Buffer``,
Java's ``Arrays.toString``, .NET's ``BitConverter``, ``bytea``, ``!!binary``, ``%q``,
PowerShell's ``-EncodedCommand``, ``%25`` double encoding, ``certutil``, jq's ``@sh``, Swift's
``UInt8``, Elixir's ``iex``, MATLAB's ``double(`` and Q-encoded words did and were dropped):
``xxd -i`` (a C include), ``od -t x1``, a Rust ``[u8; N]`` constant, Bash ANSI-C quoting
(``$'\\x..'``) in a history line, Kotlin ``byteArrayOf``, PHP ``bin2hex`` in a log, Oracle
``UTL_RAW.CAST_TO_VARCHAR2(HEXTORAW(...))`` in an audit trail, mongosh's ``BinData``, Lua
``string.char``, ``systemd-escape``, jq's ``@uri``, nginx's ``\\xHH`` escapes in an access
log, R's ``charToRaw``, Julia's ``codeunits``, Dart's ``utf8.encode`` and Python's
``ascii()`` of a password with letters outside ASCII. The secret is the encoded text as it
stands, so a leak is any 8-character piece of it.
"""

from __future__ import annotations

import base64
import string
import urllib.parse

from _heldout_secrets_harness import ALNUM, URLSAFE, Case, Values

__all__ = ["encoded_cases"]


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    tok = v.gen(ALNUM, 24)
    rows = [tok.encode()[i : i + 12] for i in range(0, len(tok), 12)]
    body = ",\n".join("  " + ", ".join(f"0x{b:02x}" for b in row) for row in rows)
    add(
        "xxd i",
        "xxd -i of a key file (a C include with the bytes as hex literals)",
        f"$ xxd -i relay.key\nunsigned char relay_key[] = {{\n{body}\n}};\n"
        f"unsigned int relay_key_len = {len(tok)};",
        ", ".join(f"0x{b:02x}" for b in rows[0]),
    )
    tok = v.gen(URLSAFE, 32)
    data = tok.encode()
    lines = [f"{i:07o} " + " ".join(f"{b:02x}" for b in data[i : i + 16]) for i in range(0, 32, 16)]
    dump = "\n".join(lines)
    add(
        "od t x1",
        "od -t x1 of a token file (octal offsets, one hex byte per column)",
        f"$ od -t x1 ~/.config/hooks/token\n{dump}\n0000040",
        " ".join(f"{b:02x}" for b in data[:16]),
    )
    tok = v.gen(ALNUM, 16)
    rust = ", ".join(f"0x{b:02X}" for b in tok.encode())
    add(
        "rust u8 array",
        "a Rust constant holding a key as [u8; 16], found by grep",
        f"$ grep -rn 'HMAC_KEY' src/\nsrc/webhook.rs:9:const HMAC_KEY: [u8; 16] = [{rust}];",
        rust,
        raises="cause",
    )
    tok = v.pw()
    ansi = "".join(f"\\x{b:02x}" for b in tok.encode())
    add(
        "bash ansi c quoting",
        "a Bash history line with $'\\x..' ANSI-C quoting",
        f"$ history | tail -2\n  812  export DB_PASS=$'{ansi}'\n  813  ./migrate.sh --env prod",
        ansi,
    )
    tok = v.gen(ALNUM, 12)
    kotlin = ", ".join(f"0x{b:02x}" for b in tok.encode())
    add(
        "kotlin byte array of",
        "a Kotlin source line with byteArrayOf, from a code search",
        "app/src/main/java/io/acme/crypto/Keys.kt:14:    private val aesKey = byteArrayOf("
        f"{kotlin})",
        kotlin,
        raises="note",
    )
    tok = v.gen(ALNUM, 20)
    add(
        "php bin2hex",
        "a PHP debug log printing bin2hex of a decrypted value",
        f"[05-Dec-2026 19:12:40 UTC] DEBUG sso: decrypted client secret = {tok.encode().hex()} "
        "(bin2hex)",
        tok.encode().hex(),
    )
    tok = v.pw()
    add(
        "oracle hextoraw",
        "an Oracle unified audit SQL_TEXT with UTL_RAW.CAST_TO_VARCHAR2(HEXTORAW(...))",
        'SQL_TEXT: ALTER USER APP_RO IDENTIFIED BY "" || UTL_RAW.CAST_TO_VARCHAR2(HEXTORAW(\''
        f"{tok.encode().hex().upper()}'))",
        tok.encode().hex().upper(),
        raises="args",
    )
    raw = bytes(v.r.randrange(256) for _ in range(24))
    bindata = base64.b64encode(raw).decode()
    add(
        "mongosh bindata",
        "mongosh printing a document whose key is stored as BinData",
        "acme> db.integrations.findOne({name: 'sftp'})\n{\n  _id: ObjectId('6751c2a09f1e4b2d"
        f"8c3a7e51'),\n  name: 'sftp',\n  privateKeyPass: Binary.createFromBase64('{bindata}', 0)"
        f"\n}}\nacme> // older shells print BinData(0, '{bindata}')",
        bindata,
    )
    tok = v.gen(ALNUM, 14)
    lua = ", ".join(str(ord(c)) for c in tok)
    add(
        "lua string char",
        "a Lua config building a password with string.char",
        f"-- nginx/lua/auth.lua\nlocal upstream_pass = string.char({lua})",
        lua,
        raises="keyerror",
    )
    tok = v.gen(ALNUM, 8) + "-" + v.gen(ALNUM, 10)
    escaped = tok.replace("-", "\\x2d")
    add(
        "systemd escape",
        "a systemd unit instance named with systemd-escape (\\x2d for '-')",
        f"$ systemctl status 'tunnel@{escaped}.service'\n× tunnel@{escaped}.service - Tunnel "
        "to %I\n     Active: failed (Result: exit-code)",
        escaped,
    )
    tok = v.gen(ALNUM, 10) + "/" + v.gen(ALNUM, 6) + "+" + v.gen(ALNUM, 8) + "="
    uri = urllib.parse.quote(tok, safe="")
    add(
        "jq uri",
        "jq -r @uri building a connection string with an escaped key",
        f'$ jq -rn --arg k "$KEY" \'"amqps://ingest:\\($k|@uri)@mq.acme.io/prod"\'\n'
        f"amqps://ingest:{uri}@mq.acme.io/prod",
        uri,
        raises="context",
    )
    tok = v.gen(ALNUM, 9) + '"' + v.gen(ALNUM, 8)
    nginx = tok.replace('"', "\\x22")
    add(
        "nginx x escapes",
        "an nginx access log with a $request_body escaped as \\xHH",
        '10.0.3.7 - - [05/Dec/2026:19:14:02 +0000] "POST /login HTTP/1.1" 401 23 "-" "curl/8.5.0"'
        f' body="{{\\x22user\\x22:\\x22ops\\x22,\\x22password\\x22:\\x22{nginx}\\x22}}"',
        nginx,
    )
    tok = v.gen(ALNUM, 16)
    rhex = " ".join(f"{b:02x}" for b in tok.encode())
    add(
        "r char to raw",
        "R's charToRaw of an environment variable at the console",
        f'> charToRaw(Sys.getenv("SMTP_PASS"))\n [1] {rhex}',
        rhex,
        raises="note",
    )
    tok = v.gen(string.ascii_letters + string.digits, 12)
    julia = ", ".join(f"0x{b:02x}" for b in tok.encode())
    add(
        "julia codeunits",
        "Julia's REPL printing codeunits of a token",
        f'julia> codeunits(ENV["REGISTRY_TOKEN"])\n{len(tok)}-element Base.CodeUnits{{UInt8, '
        f"String}}:\n {julia.replace(', ', chr(10) + ' ')}",
        julia.replace(", ", "\n "),
    )
    tok = v.gen(ALNUM, 14)
    dart = ", ".join(str(b) for b in tok.encode())
    add(
        "dart utf8 encode",
        "a Dart debugPrint of utf8.encode of an API key",
        f"I/flutter (12873): key bytes: [{dart}]",
        dart,
        raises="cause",
    )
    word = v.gen(string.ascii_lowercase, 5) + "ñ" + v.gen(string.ascii_lowercase, 4) + "ü"
    tok = word + v.gen(string.digits, 4)
    shown = ascii(tok)[1:-1]
    add(
        "python ascii",
        "Python's ascii() of a password with letters outside ASCII, in a log",
        f"WARNING ldap-sync: bind failed for uid=svc-sync, password={tok!a}",
        shown,
    )
    return out
