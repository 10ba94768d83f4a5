"""Held-out set 25: secrets in encodings, escapes and layouts no earlier set used.

Each was grepped for (its name and its marker) in every earlier ``_heldout_secrets*``,
``_heldout_families*``, ``heldout_set*_secrets.py`` and ``_heldout_cases.py`` file (none
matched; ``REG_BINARY``, ``od -An``, ``export -p``, ``$$`` in compose files, SQL ``''``
doubling, ``&amp;``, ``.pgpass``, ``\\:`` in properties files, ``^&``, ``tcpdump -A``,
``[]byte``, ``%v`` and many more did and were dropped). Here: the octal escapes
``http.cookies`` writes for a comma in a cookie value (``\\054``, made by the standard
library itself), Lua decimal escapes (``\\112``), Delphi ``#112`` character constants, a
Scala REPL ``Array[Byte]``, Python's ``array('B', ...)`` repr, a ``tcpdump -X`` hex and ASCII
dump of a request, a browser console's ``btoa``, Elixir's ``IO.inspect(..., binaries:
:as_binaries)``, ``base64`` wrapping a key at 76 columns, Bash's ``set`` output with the
``'\\''`` idiom, Bash's ``declare -p`` with ``\\$`` and ``\\"`` inside double quotes,
``redis-cli``'s ``\\xc3\\xa9`` escapes of a non-ASCII password, an IMAP ``LOGIN`` with the
password sent as a ``{n}`` literal, a crontab line escaping ``%`` as ``\\%``, ``od -tu1``
decimal bytes and a hex dump of UTF-16LE. The secret is the value as the text shows it (or
the value, where the text shows it in pieces), so a leak is any 8-character piece of it.
"""

from __future__ import annotations

import base64
import http.cookies
import string

from _heldout_secrets_harness import ALNUM, B64, URLSAFE, Case, Values

__all__ = ["encoded_cases"]


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    # 1. A remember-me cookie "uid,token": SimpleCookie writes the comma as \054.
    tok = v.gen(URLSAFE, 32)
    jar = http.cookies.SimpleCookie()
    jar["remember"] = f"4412,{tok}"
    jar["remember"]["path"] = "/"
    header = jar.output()
    add("cookie octal", "Python's http.cookies.SimpleCookie output for a value with a comma "
        "(\\054), printed by a debug view", f">>> print(resp.cookies)\n{header}", tok)  # fmt: skip

    # 2. Lua decimal escapes.
    tok = v.pw()
    lua = "".join(f"\\{ord(c):03d}" for c in tok)
    add("lua decimal escapes", "a Lua config with a password written as decimal escapes",
        f'-- conf/upstream.lua\nreturn {{\n  user = "relay",\n  password = "{lua}",\n}}',
        lua, raises="note")  # fmt: skip

    # 3. Delphi character constants.
    tok = v.gen(ALNUM, 14)
    delphi = "".join(f"#{ord(c)}" for c in tok)
    add(
        "delphi char constants",
        "a Delphi unit with a password as #nnn character constants, from grep",
        f"$ grep -n DBPass src/DataModule.pas\n41:  DBPass = {delphi};",
        delphi,
    )

    # 4. Scala REPL.
    tok = v.gen(ALNUM, 16)
    scala = ", ".join(str(b) for b in tok.encode())
    add("scala array byte", "the Scala REPL printing a key's getBytes",
        f'scala> sys.env("HMAC_KEY").getBytes\nval res0: Array[Byte] = Array({scala})', scala,
        raises="cause")  # fmt: skip

    # 5. Python array('B').
    from array import array

    tok = v.gen(ALNUM, 18)
    arr = repr(array("B", tok.encode()))
    add(
        "python array b",
        "Python's repr of an array('B') holding a token",
        f">>> buf\n{arr}",
        arr[len("array('B', [") : -2],
    )

    # 6. tcpdump -X of a request with Basic auth.
    user_pw = f"deploy:{v.pw()}"
    basic = base64.b64encode(user_pw.encode()).decode()
    payload = (
        f"GET /v2/_catalog HTTP/1.1\r\nHost: 10.0.4.7:5000\r\nAuthorization: Basic {basic}\r\n"
        "User-Agent: docker/24.0.7\r\n\r\n"
    ).encode()
    lines = []
    for i in range(0, len(payload), 16):
        chunk = payload[i : i + 16]
        hexes = " ".join(chunk[j : j + 2].hex() for j in range(0, len(chunk), 2))
        shown = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
        lines.append(f"\t0x{i + 52:04x}:  {hexes:<39}  {shown}")
    add("tcpdump x", "tcpdump -X of a plaintext registry request (hex and ASCII columns)",
        "$ sudo tcpdump -i eth0 -X -c 1 'tcp port 5000'\n19:58:02.118201 IP 10.0.4.12.51422 > "
        f"10.0.4.7.5000: Flags [P.], length {len(payload)}\n" + "\n".join(lines), basic,
        raises="context")  # fmt: skip

    # 7. Browser console btoa.
    tok = v.gen(ALNUM, 24)
    b = base64.b64encode(f"ci-bot:{tok}".encode()).decode()
    add("btoa console", "a browser console computing a Basic header with btoa",
        f'> btoa(`${{user}}:${{token}}`)\n< "{b}"', b)  # fmt: skip

    # 8. Elixir IO.inspect as binaries.
    tok = v.gen(ALNUM, 15)
    ex = ", ".join(str(b) for b in tok.encode())
    add("elixir as binaries", "Elixir's IO.inspect with binaries: :as_binaries",
        f'iex(3)> IO.inspect(Application.get_env(:shop, :smtp_password), binaries: '
        f":as_binaries)\n<<{ex}>>", ex, raises="keyerror")  # fmt: skip

    # 9. base64 wrapping a 64-byte key at 76 columns.
    raw = bytes(v.r.randrange(256) for _ in range(64))
    b64 = base64.b64encode(raw).decode()
    add("base64 wrapped 76", "base64 of a 64-byte signing key, wrapped at 76 columns",
        f"$ base64 < jwt-signing.key\n{b64[:76]}\n{b64[76:]}", b64)  # fmt: skip

    # 10. Bash set with the '\'' idiom.
    tok = v.gen(ALNUM, 7) + "'" + v.gen(ALNUM, 7)
    shown = tok.replace("'", "'\\''")
    add("bash set quote idiom", "Bash's set output quoting a value with a single quote",
        f"$ set | grep ^LDAP_\nLDAP_BIND_DN=cn=sync,dc=acme,dc=io\nLDAP_BIND_PW='{shown}'",
        shown, raises="args")  # fmt: skip

    # 11. Bash declare -p with escapes inside double quotes.
    tok = v.gen(ALNUM, 6) + "$" + v.gen(ALNUM, 5) + '"' + v.gen(ALNUM, 5)
    shown = tok.replace("$", "\\$").replace('"', '\\"')
    add("bash declare p escapes", "Bash's declare -p of an exported password with $ and \"",
        f'$ declare -p DB_PASS\ndeclare -x DB_PASS="{shown}"', shown)  # fmt: skip

    # 12. redis-cli escapes of a non-ASCII password.
    word = v.gen(string.ascii_lowercase, 4) + "é" + v.gen(string.ascii_lowercase, 3) + "ü"
    tok = word + v.gen("0123456789", 4)
    esc = "".join(c if ord(c) < 128 else "".join(f"\\x{b:02x}" for b in c.encode()) for c in tok)
    add("redis cli utf8 escapes", "redis-cli printing a hash field with UTF-8 bytes escaped",
        f'127.0.0.1:6379> HGETALL connector:sftp\n1) "host"\n2) "sftp.acme.io"\n3) "password"\n'
        f'4) "{esc}"', esc, raises="note")  # fmt: skip

    # 13. IMAP LOGIN with a literal.
    tok = v.pw() + " " + v.gen(ALNUM, 4)
    add("imap literal", "an IMAP session in openssl s_client, the password sent as a {n} literal",
        "$ openssl s_client -connect mail.acme.io:993 -quiet\n* OK [CAPABILITY IMAP4rev1] ready\n"
        f"a1 LOGIN ops@acme.io {{{len(tok)}}}\n+ Ready for literal data\n{tok}\n"
        "a1 NO [AUTHENTICATIONFAILED] Authentication failed.", tok)  # fmt: skip

    # 14. A crontab escaping % as \%.
    tok = v.gen(ALNUM, 5) + "%" + v.gen(ALNUM, 4) + "%" + v.gen(ALNUM, 4)
    shown = tok.replace("%", "\\%")
    add("crontab percent", "crontab -l with a % in a password escaped as \\%",
        f"$ crontab -l\n15 2 * * * mysqldump -u backup -p'{shown}' shop | gzip > "
        "/srv/backup/shop-$(date +\\%F).sql.gz", shown, raises="cause")  # fmt: skip

    # 15. od -tu1.
    tok = v.gen(B64, 16)
    data = tok.encode()
    rows = [
        f"{i:07o} " + "".join(f"{b:4d}" for b in data[i : i + 8]) for i in range(0, len(data), 8)
    ]
    add("od tu1", "od -tu1 -w8 of a token file (decimal bytes, eight a line)",
        "$ od -tu1 -w8 ~/.config/relay/token\n" + "\n".join(rows) + f"\n{len(data):07o}",
        "".join(f"{b:4d}" for b in data[:8]).strip())  # fmt: skip

    # 16. A hex dump of a UTF-16LE password (as Windows tools store them).
    tok = v.pw()
    utf16 = tok.encode("utf-16-le")
    hexed = " ".join(f"{b:02X}" for b in utf16)
    add(
        "utf16le hex",
        "a hex dump of a UTF-16LE password from a Windows tool's export",
        f"Credential blob (UTF-16LE, {len(utf16)} bytes): {hexed}",
        hexed,
        raises="group",
    )
    return out
