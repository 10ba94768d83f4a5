"""Held-out set 18: secrets behind encodings and separators earlier sets did not use.

Grepped against sets 8-17's encoded files (they took percent-encoding in many places, ``\\u``
and ``\\x`` escapes, JSON in JSON, Basic everywhere, quoted-printable, PEM and MIME wraps,
``%q``, bytes reprs, XML and HTML entities, doubled quotes, YAML folds and blocks, shell and
Bash ``$'...'`` quoting, C octal, PHP ``serialize``, full-width signs, LDIF, RFC 2047/2231,
``xxd``, zero-width spaces, caret escapes, Cisco type 7, Go decimal byte slices, RESP, bytea
and ``.properties`` escapes). Here: WebSphere's ``{xor}`` encoding, Jetty's ``OBF:``
obfuscation, ROT13, MySQL ``CHAR(...)`` and ``UNHEX('...')``, SQL Server's UTF-16LE
``varbinary``, .NET ``BitConverter`` dash hex, Go's ``% x`` spaced hex, MongoDB Extended
JSON ``$binary``, CBOR diagnostic ``h'...'``, Python ``\\U0000XXXX`` escapes, RFC 4515 LDAP
filter escapes, Erlang charlists, Tor's ``ADD_ONION ED25519-V3`` key, terminal overstrike
bold, ANSI colour codes splitting a token, ``cat -A`` line ends, ``format=flowed`` soft
breaks, an RFC 5322 folded header, HTTP/1.1 chunked framing, HJSON, protobuf text format and
Rust raw strings.
"""

from __future__ import annotations

import base64
import codecs
import json

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoded_cases"]


def jetty_obf(secret: str) -> str:
    """Jetty's ``Password.obfuscate`` (``OBF:``), for ASCII text: each byte paired with its
    mirror, written as four base-36 digits."""
    data = secret.encode()
    out = []
    for i, b1 in enumerate(data):
        b2 = data[len(data) - (i + 1)]
        i0 = (127 + b1 + b2) * 256 + (127 + b1 - b2)
        digits = ""
        while i0:
            i0, rest = divmod(i0, 36)
            digits = "0123456789abcdefghijklmnopqrstuvwxyz"[rest] + digits
        out.append(digits.rjust(4, "0"))
    return "OBF:" + "".join(out)


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        assert secret in text or name.startswith("split"), name
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    password = v.gen(ALNUM, 14)
    xor = "{xor}" + base64.b64encode(bytes(b ^ 0x5F for b in password.encode())).decode()
    add(
        "websphere xor",
        "WebSphere's {xor} encoding (each byte XOR '_', then base64) in a security.xml error",
        "WASX7017E: Exception received while running file setup.py; exception information: "
        f"com.ibm.websphere.management.exception.ConfigServiceException: <authDataEntries "
        f'alias="db2Alias" userId="db2inst1" password="{xor}"/> is not valid',
        xor,
    )
    password = v.gen(ALNUM, 12)
    obf = jetty_obf(password)
    add(
        "jetty obf",
        "Jetty's OBF: obfuscated password in a jetty-ssl-context error",
        "java.io.IOException: keystore password was incorrect\n  at jetty-ssl-context.xml: "
        f'<Set name="KeyStorePassword">{obf}</Set>',
        obf,
    )
    password = v.gen(ALNUM, 16)
    add(
        "rot13",
        "a legacy tool that stores its password ROT13ed (shape assumed), echoed in a parse error",
        f'ConfigError: line 7: unknown key "pasword"\n[upstream]\nuser = bot\n'
        f"password_rot13 = {codecs.encode(password, 'rot13')}",
        codecs.encode(password, "rot13"),
    )
    password = v.pw()
    chars = "CHAR(" + ",".join(str(b) for b in password.encode()) + ")"
    add(
        "mysql char list",
        "a MySQL general log line with a password written as CHAR(...) by an ORM",
        "2026-12-05T06:18:40.102Z\t 41 Query\tUPDATE users SET api_password = "
        f"{chars} WHERE id = 7\nERROR 1406 (22001): Data too long for column 'api_password'",
        chars,
    )
    token = v.gen(ALNUM, 32)
    add(
        "mysql unhex",
        "a MySQL query writing a key as UNHEX('...') in a slow query log",
        "# Query_time: 3.02  Lock_time: 0.00 Rows_sent: 0\nINSERT INTO api_keys (owner, key_bin) "
        f"VALUES ('billing', UNHEX('{token.encode().hex()}'));",
        token.encode().hex(),
    )
    password = v.pw()
    utf16 = "0x" + password.encode("utf-16-le").hex().upper()
    add(
        "mssql utf16 varbinary",
        "SQL Server showing CONVERT(varbinary, N'...') of a password (UTF-16LE hex)",
        "Msg 8152, Level 16, State 30: String or binary data would be truncated in table "
        f"'dbo.Creds', column 'Secret'. Truncated value: '{utf16}'.",
        utf16,
    )
    token = v.gen(ALNUM, 20)
    dashed = "-".join(f"{b:02X}" for b in token.encode())
    add(
        "dotnet bitconverter",
        ".NET BitConverter.ToString of a key's bytes (dash-separated upper hex) in a log",
        "warn: Acme.Crypto.KeyStore[0]\n      HMAC verification failed for key "
        f"{dashed} (kid=primary)",
        dashed,
    )
    token = v.gen(ALNUM, 18)
    spaced = " ".join(f"{b:02x}" for b in token.encode())
    add(
        "go spaced hex",
        "Go's fmt \"% x\" of a token's bytes (space-separated hex)",
        f'level=debug msg="sending auth frame" frame="01 00 12 {spaced}" err="EOF"',
        spaced,
    )
    token = v.gen(ALNUM, 33)
    binary = base64.b64encode(token.encode()).decode()
    add(
        "mongodb extended json",
        'MongoDB Extended JSON {"$binary": {"base64": ...}} of a stored key in a mongoexport error',
        "Failed: error writing to CSV: cannot export field 'apiKey'\n"
        + json.dumps(
            {
                "_id": {"$oid": "6571f0a2c1d9e4b7a8f30215"},
                "apiKey": {"$binary": {"base64": binary, "subType": "00"}},
            }
        ),
        binary,
    )
    token = v.gen(ALNUM, 24)
    add(
        "cbor diagnostic",
        "CBOR diagnostic notation (RFC 8949) of a COSE key with its k bytes as h'...'",
        "cose: key check failed (alg 5 requires 32 bytes): {1: 4, 2: h'6b6964', "
        f"-1: h'{token.encode().hex()}'}}",
        token.encode().hex(),
    )
    password = v.pw()
    escaped = "".join(f"\\U{ord(c):08x}" for c in password)
    add(
        "python long escapes",
        "a password written with Python's \\UXXXXXXXX escapes in a config error",
        f'ValueError: bad smtp password in settings.py line 31: SMTP_PASSWORD = "{escaped}"',
        escaped,
    )
    password = v.gen(ALNUM, 6) + "*" + v.gen(ALNUM, 5) + "(" + v.gen(ALNUM, 4)
    ldap = password.replace("*", "\\2a").replace("(", "\\28")
    add(
        "ldap filter escapes",
        "an RFC 4515 LDAP filter with the password's * and ( escaped as \\2a and \\28",
        f"ldap_search_ext: Bad search filter (-7)\nfilter: (&(uid=svc_mail)(userPassword={ldap}))",
        ldap,
    )
    password = v.pw()
    charlist = "[" + ",".join(str(b) for b in password.encode()) + "]"
    add(
        "erlang charlist",
        "Erlang's ~w of a password as a charlist (a list of integers)",
        "=ERROR REPORT==== 5-Dec-2026::06:18:44 ===\nsmtp client failed: "
        f'{{auth_failed,[{{username,"notify"}},{{password,{charlist}}}]}}',
        charlist,
    )
    key = base64.b64encode(bytes(v.r.randrange(256) for _ in range(64))).decode()
    add(
        "tor add onion",
        "Tor's control port ADD_ONION ED25519-V3:<base64 key> echoed by a controller",
        f"552 Failed to add onion service: port 80 in use\n> ADD_ONION ED25519-V3:{key} "
        "Port=80,127.0.0.1:8080",
        key,
    )
    password = v.pw()
    bold = "".join(f"{c}\b{c}" for c in password)
    add(
        "overstrike bold",
        "terminal overstrike bold (c BS c) of a password captured from a pager",
        f"captured typescript, line 88: Your temporary password is {bold}. It expires in 24 h.",
        bold,
    )
    token = v.gen(ALNUM, 40)
    coloured = f"{token[:20]}\033[01;31m\033[K{token[20:]}\033[m\033[K"
    add(
        "split ansi colour",
        "grep --color=always highlighting the end of a token (SGR codes inside it)",
        f"config/prod.env:12:STRIPE_KEY=sk_live_{coloured}\nwarning: key found in repository",
        token,
    )
    token = v.gen(ALNUM, 36)
    add(
        "cat -A line end",
        "cat -A of an .env line with a CRLF end shown as ^M$",
        f"401 from api.acme.io; checking the env file:\n$ cat -A .env\nAPI_TOKEN={token}^M$\n"
        "REGION=eu^M$",
        token,
    )
    token = v.gen(ALNUM, 64)
    add(
        "split format flowed",
        "a format=flowed mail body with a soft break (trailing space) inside a token",
        "Content-Type: text/plain; charset=utf-8; format=flowed\n\nDelivery failed. Your new "
        f"key is {token[:30]} \n{token[30:]}\n",
        token,
    )
    token = v.gen(ALNUM, 60)
    add(
        "split folded header",
        "an RFC 5322 header folded across lines inside its value",
        "554 5.6.0 message rejected: header too long\nX-Api-Key: "
        f"{token[:28]}\r\n\t{token[28:]}\r\nSubject: nightly report",
        token,
    )
    token = v.gen(ALNUM, 48)
    body = f'{{"refresh_token":"{token}"}}'
    first, second = body[:30], body[30:]
    add(
        "split chunked body",
        "HTTP/1.1 chunked framing (hex sizes) splitting a JSON body, as a proxy trace shows it",
        "upstream reset after the request body:\n"
        f"{len(first):x}\\r\\n{first}\\r\\n{len(second):x}\\r\\n{second}\\r\\n0\\r\\n\\r\\n",
        token,
    )
    password = v.pw()
    add(
        "hjson unquoted",
        "an HJSON config (unquoted strings, # comments) quoted by its parser",
        "Error: Found a punctuator character ':' when expecting a quoteless string (line 5)\n"
        f"{{\n  # mail relay\n  smtp_user: relay\n  smtp_pass: {password}\n  smtp_host: :587\n}}",
        password,
    )
    token = v.gen(ALNUM, 40)
    add(
        "protobuf text format",
        "a protobuf text-format message printed by a failed config push",
        "failed to apply config: invalid value for field 'retries'\nauth {\n  kind: API_KEY\n"
        f'  api_key: "{token}"\n}}\nretries: -1',
        token,
    )
    password = v.pw()
    add(
        "rust raw string",
        'a Rust raw string r#"..."# in a compile error\'s source line',
        "error[E0308]: mismatched types\n --> src/main.rs:9:22\n  |\n9 |     let port: u16 = "
        f'r#"{password}"#;\n  |               ---   ^^^^^ expected `u16`, found `&str`',
        password,
    )
    return out
