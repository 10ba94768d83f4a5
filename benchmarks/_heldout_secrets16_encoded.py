"""Held-out set 16: secrets behind separators and encodings earlier sets did not use.

Grepped against sets 8-15's encoded files (they took percent-encoded userinfo, form bodies,
``\\/`` and ``\\u`` escapes, JSON in JSON, Basic in ``curl -v`` and git, ``.dockerconfigjson``,
SMTP AUTH, quoted-printable, PEM and MIME wraps, terminal wraps, ``%q``, bytes reprs, XML
references, doubled quotes, YAML folds, shell quoting, C octal, PHP ``serialize``, full-width
signs, LDIF, XMPP, RFC 2047 and 2231, ``xxd``, registry ``hex(2)``, ANSI colours). Here:
Go's ``json.Marshal`` escaping ``&`` as ``\\u0026`` before a token, JavaScript's ``\\x3d``
for ``=``, HTML ``&amp;`` between parameters in an error page, a whole ``Authorization``
header percent-encoded (``%20`` around the scheme), ``+`` for the spaces of a passphrase in
a form body, a passphrase of words with plain spaces, Docker's ``X-Registry-Auth`` (base64url
JSON), a camera's ``?auth=`` (base64 of ``user:pass``), ``Proxy-Authorization`` in a proxy's
echo, ``kubectl get secret -o jsonpath`` data maps, a base64 ``.env`` in a CI variable, a
token split across the rows of a box-drawn table, across two syslog records, by a Windows
``cmd`` caret escape, a JSON string escaping ``"`` and ``\\`` inside a password, a token in a
TOML inline table, a JavaScript object literal with unquoted keys, tcpdump ``-A`` of POP3,
PowerShell ``ConvertTo-SecureString -AsPlainText`` and a Windows ``.reg`` export.
"""

from __future__ import annotations

import base64
import json
import urllib.parse

from _heldout_secrets_harness import ALNUM, URLSAFE, Case, Values

__all__ = ["encoded_cases"]

_WORDS = [
    "anchor",
    "banjo",
    "cactus",
    "dolphin",
    "ember",
    "falcon",
    "glacier",
    "harbor",
    "igloo",
    "jasmine",
    "kettle",
    "lantern",
    "meadow",
    "nectar",
    "orbit",
    "pepper",
    "quartz",
    "raven",
    "saddle",
    "timber",
    "umber",
    "velvet",
    "walnut",
    "yonder",
    "zephyr",
]


def _b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        assert secret in text or name.startswith("split"), name
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    token = v.gen(URLSAFE, 43)
    add(
        "go json u0026",
        "Go's json.Marshal escapes & as \\u0026 in a logged URL",
        '{"level":"error","msg":"callback failed","url":"https://hooks.acme.io/cb?id=88'
        f'\\u0026access_token={token}\\u0026v=2","status":502}}',
        token,
    )
    key = "AIza" + v.gen(URLSAFE, 35)
    add(
        "js x3d",
        "JavaScript string escapes = as \\x3d (as Google's pages print)",
        f"Uncaught (in promise) Error: Maps JavaScript API error: RefererNotAllowedMapError "
        f"src='https://maps.googleapis.com/maps/api/js?key\\x3d{key}\\x26libraries\\x3dplaces'",
        key[4:],
    )
    token = v.gen(ALNUM, 40)
    add(
        "html amp",
        "an HTML error page with &amp; between a link's parameters",
        '<html><body><h1>502 Bad Gateway</h1><p>Upstream: <a href="https://reports.acme.io/'
        f'export?fmt=csv&amp;api_token={token}&amp;day=2026-12-04">retry</a></p></body></html>',
        token,
    )
    token = v.gen(URLSAFE, 43)
    header = urllib.parse.quote(f"Authorization: Bearer {token}")
    add(
        "percent header",
        "a whole header percent-encoded in a redirect's debug parameter",
        f"302 loop detected: /login?debug_headers={header}%0D%0AAccept%3A%20%2A%2F%2A",
        token,
    )
    words = [v.r.choice(_WORDS) for _ in range(5)]
    add(
        "plus passphrase",
        "a passphrase of words with + for spaces in a form body",
        "POST /unlock 400 body=vault=team-ops&passphrase=" + "+".join(words) + "&remember=0",
        "+".join(words),
    )
    words = [v.r.choice(_WORDS) for _ in range(4)]
    add(
        "spaced passphrase",
        "a diceware passphrase with plain spaces after its label",
        "gpg: decryption failed: Bad session key (passphrase tried: " + " ".join(words) + ")",
        " ".join(words),
    )
    password = v.pw()
    payload = json.dumps({"username": "ci", "password": password, "serveraddress": "reg.acme.io"})
    auth = base64.urlsafe_b64encode(payload.encode()).decode()
    # The secret is the run of base64 characters that encodes the password's bytes.
    start = payload.index(password)
    end = start + len(password)
    add(
        "x-registry-auth",
        "Docker Engine API: X-Registry-Auth is base64url JSON with the password",
        f"docker: Error response from daemon: Head https://reg.acme.io/v2/app/manifests/1.4: "
        f"unauthorized (X-Registry-Auth: {auth})",
        auth[start // 3 * 4 : -(-end // 3) * 4],
    )
    basic = _b64(f"admin:{v.pw()}")
    add(
        "camera auth query",
        "IP cameras take ?auth=base64(user:pass) in snapshot URLs",
        f"ffmpeg: [http @ 0x55d0c8] HTTP error 401 Unauthorized\n"
        f"http://10.20.0.31/ISAPI/Streaming/channels/101/picture?auth={basic}: Server returned 401",
        basic,
    )
    basic = _b64(f"jdoe:{v.pw()}")
    add(
        "proxy authorization",
        "a proxy's 407 page echoing the request headers",
        "ERR_CACHE_ACCESS_DENIED 407 Proxy Authentication Required\nYour request:\n"
        f"  CONNECT api.acme.io:443 HTTP/1.1\n  Proxy-Authorization: Basic {basic}\n",
        basic,
        raises="note",
    )
    pw_b64 = _b64(v.pw())
    add(
        "jsonpath data",
        "kubectl get secret -o jsonpath='{.data}' prints a map of base64 values",
        "error: timed out waiting for the condition on deployments/api; secret db-creds: "
        f'{{"host":"cGctMC5wZw==","password":"{pw_b64}","user":"YXBw"}}',
        pw_b64,
    )
    password = v.pw()
    env = f"DATABASE_URL=postgres://app:{password}@db:5432/app\nSTRIPE_KEY={v.gen(ALNUM, 24)}\n"
    env_b64 = _b64(env)
    # The secret is the run of base64 characters from the password's first byte to the end.
    start = env.index(password)
    add(
        "base64 env",
        "a CI variable holding a whole .env file as base64, echoed by a script",
        f"+ echo {env_b64} | base64 -d > .env\nbash: .env: Read-only file system",
        env_b64[start // 3 * 4 :].rstrip("="),
        raises="process",
    )
    token = v.gen(ALNUM, 48)
    add(
        "split table",
        "a token wrapped inside a box-drawn table cell (rich/tabulate)",
        "┏━━━━━━━━━━━━┳━━━━━━━━━━━━━━━━━━━━━━━━━━┓\n"
        f"┃ name       ┃ value                    ┃\n┡━━━━━━━━━━━━╇━━━━━━━━━━━━━━━━━━━━━━━━━━┩\n"
        f"│ api_token  │ {token[:24]} │\n│            │ {token[24:]} │\n"
        "└────────────┴──────────────────────────┘\nerror: token rejected (401)",
        token,
    )
    token = v.gen(URLSAFE, 64)
    add(
        "split syslog",
        "a long line cut by syslog into two records",
        f"Dec  5 01:10:02 api-3 app[812]: auth failed for client=etl refresh_token={token[:30]}\n"
        f"Dec  5 01:10:02 api-3 app[812]: [cont] {token[30:]} reason=expired",
        token,
    )
    password = v.gen(ALNUM, 6) + "&" + v.gen(ALNUM, 6)
    add(
        "split cmd caret",
        "Windows cmd escapes & with a caret in a set command",
        f'C:\\deploy> set "DB_PASS={password.replace("&", "^&")}"\n'
        "'sqlcmd' is not recognized as an internal or external command",
        password.replace("&", "^&"),
    )
    password = v.gen(ALNUM, 5) + '"' + v.gen(ALNUM, 4) + "\\" + v.gen(ALNUM, 4)
    escaped = json.dumps(password)[1:-1]
    add(
        "json escaped quote",
        'a password with " and \\ JSON-escaped in a request body',
        f'400 Bad Request: {{"error":"weak_password","request":{{"user":"kim","password":"{escaped}"}}}}',
        escaped,
    )
    token = v.gen(URLSAFE, 40)
    add(
        "toml inline",
        "a TOML inline table in a config error",
        f"Error: TOML parse error at line 9, column 1\n  |\n9 | registry = {{ url = "
        f'"https://reg.acme.io", token = "{token}" }}\n  | ^\nunexpected key',
        token,
    )
    password = v.pw()
    add(
        "js object literal",
        "a JavaScript object literal with unquoted keys in a stack",
        f"TypeError: Cannot read properties of undefined (reading 'query')\n    at new Pool "
        f"({{ host: 'pg', user: 'web', pass: '{password}', max: 20 }})",
        password,
    )
    password = v.pw()
    add(
        "tcpdump pop3",
        "tcpdump -A printing a POP3 login",
        f"01:10:09.123 IP 10.0.0.5.51234 > 10.0.0.9.110: Flags [P.], length 17\n"
        f"E..9..@.@.......USER ana\r\n01:10:09.125 IP 10.0.0.5.51234 > 10.0.0.9.110: "
        f"Flags [P.], length 16\nE..8..@.@.......PASS {password}\r\n-ERR [AUTH] Authentication failed.",
        password,
    )
    password = v.pw()
    add(
        "powershell securestring",
        "PowerShell ConvertTo-SecureString -AsPlainText in an error",
        "ConvertTo-SecureString : Cannot bind argument to parameter 'String' because it is null.\n"
        f'At C:\\ops\\deploy.ps1:12 char:14\n+ $sec = ConvertTo-SecureString "{password}" '
        "-AsPlainText -Force",
        password,
    )
    password = v.pw()
    add(
        "reg export",
        "a Windows .reg export line for an auto-logon password",
        "reg import failed: Access is denied.\n[HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT"
        f'\\CurrentVersion\\Winlogon]\n"DefaultUserName"="kiosk"\n"DefaultPassword"="{password}"',
        password,
    )
    data = urllib.parse.quote(v.b64(60))
    add(
        "otpauth migration",
        "Google Authenticator's export QR: otpauth-migration://offline?data= (base64 protobuf of "
        "the TOTP seeds, percent-encoded)",
        f"zbarimg: scanned QR-Code:otpauth-migration://offline?data={data}\n"
        "import failed: unsupported payload version 2",
        data,
    )
    return out
