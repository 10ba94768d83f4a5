"""Held-out set 17: secrets behind separators and encodings earlier sets did not use.

Grepped against sets 8-16's encoded files (they took percent-encoded userinfo and headers,
form bodies, ``\\/``, ``\\u`` and ``\\x3d`` escapes, JSON in JSON, Basic in many places,
``.dockerconfigjson``, ``X-Registry-Auth``, SMTP AUTH, quoted-printable, PEM and MIME wraps,
terminal wraps, ``%q``, bytes reprs, XML references, doubled quotes, YAML folds, shell
quoting, C octal, PHP ``serialize``, full-width signs, LDIF, RFC 2047 and 2231, ``xxd``,
zero-width spaces, box-drawn tables, caret escapes and tcpdump of POP3). Here: the Redis
RESP frames of ``AUTH`` as a proxy's hex-free trace prints them, HTML numeric entities,
every byte of a password percent-encoded, PostgreSQL ``bytea`` hex output, Basic of
``key:`` with an empty password inside a ``PreparedRequest``'s headers, a token after a
doubly percent-encoded ``=``, percent-encoded JSON in an OAuth ``state``, Bash ``$'...'``
with ``\\x21``, a ``.properties`` value with ``\\:`` and ``\\=``, a TSV row with real tabs,
a ``multipart/form-data`` part, a ``data:`` URI of a ``.env``, Go's ``%+v`` of a ``[]byte``
password (decimal bytes), a YAML ``|`` block, a TOML ``'''`` literal, a token wrapped with
an indent by a Kubernetes event, a ``\\N`` escape of PostgreSQL ``COPY`` text, a Windows
``%``-doubled batch line, an ``sed``-escaped replacement, ``git``'s persisted
``http.extraheader`` of ``actions/checkout`` and a NUL-less ``ps -o args`` with a ``--``
separator before the password.
"""

from __future__ import annotations

import base64
import urllib.parse

from _heldout_secrets_harness import ALNUM, URLSAFE, Case, Values

__all__ = ["encoded_cases"]


def _b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        assert secret in text or name.startswith("split"), name
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    password = v.pw()
    add(
        "resp auth frames",
        "a Redis proxy's trace of the RESP frames of AUTH (\\r\\n shown as escapes)",
        "twemproxy: backend 10.0.3.4:6379 closed during handshake; sent "
        f'"*3\\r\\n$4\\r\\nAUTH\\r\\n$7\\r\\ndefault\\r\\n${len(password)}\\r\\n{password}\\r\\n"',
        password,
    )
    password = v.gen(ALNUM, 14)
    entities = "".join(f"&#{ord(c)};" for c in password)
    add(
        "html numeric entities",
        "a CMS error page that escaped every character of a password as &#NN;",
        f'<p class="error">SMTP test failed for smtp.acme.io:587 (user mailer, password '
        f"<code>{entities}</code>)</p>",
        entities,
    )
    password = v.pw()
    every = "".join(f"%{b:02X}" for b in password.encode())
    add(
        "every byte percent-encoded",
        "a client that percent-encodes every byte of the userinfo's password",
        f"ConnectionError: HTTPSConnectionPool(host='dav.acme.io', port=443): Max retries "
        f"exceeded with url: https://backup:{every}@dav.acme.io/remote.php/dav/files/backup/",
        every,
    )
    token = v.gen(ALNUM, 24)
    add(
        "bytea hex",
        "psql showing a bytea column (the API key stored as bytes) in hex output",
        'ERROR:  duplicate key value violates unique constraint "api_keys_pkey"\n'
        f"DETAIL:  Key (owner, key_bytes)=(billing, \\x{token.encode().hex()}) already exists.",
        token.encode().hex(),
    )
    key = "sk_live_" + v.gen(ALNUM, 40)
    basic = _b64(key + ":")
    add(
        "basic empty password",
        "Basic of an API key with an empty password, in a PreparedRequest's headers",
        "requests.exceptions.HTTPError: 402 Client Error: Payment Required for url: "
        f"https://api.acme-pay.io/v1/charges\nheaders={{'User-Agent': 'python-requests/2.32.3', "
        f"'Authorization': 'Basic {basic}', 'Content-Length': '48'}}",
        basic,
    )
    token = v.gen(ALNUM, 40)
    add(
        "double percent equals",
        "a token after a doubly percent-encoded = (%253D) in a login redirect",
        "redirect loop: /login?next=%2Fapi%2Fexport%253Fformat%253Dcsv%2526api_token%253D"
        f"{token}%2526page%253D2",
        token,
    )
    token = v.gen(URLSAFE, 43)
    state = urllib.parse.quote('{"return":"/billing","api_key":"' + token + '"}', safe="")
    add(
        "percent json state",
        "percent-encoded JSON in an OAuth state parameter echoed by the provider",
        f"OAuth error=invalid_request&error_description=state+too+long&state={state}",
        token,
    )
    password = v.gen(ALNUM, 7) + "\\x21" + v.gen(ALNUM, 6)
    add(
        "bash ansi-c",
        "a Bash $'...' string with ! written as \\x21 (set -x prints it so)",
        f"+ mysql -h db-7 -u report $'-p{password}' -e 'select 1'\n"
        "ERROR 1045 (28000): Access denied for user 'report'@'10.0.0.8'",
        password,
    )
    password = v.gen(ALNUM, 6) + "\\:" + v.gen(ALNUM, 5) + "\\=" + v.gen(ALNUM, 4)
    add(
        "properties escapes",
        "a Java .properties value with : and = escaped by backslashes",
        "Caused by: java.sql.SQLInvalidAuthorizationSpecException: Access denied\n"
        f"  from application.properties: spring.datasource.password={password}",
        password,
    )
    token = v.gen(ALNUM, 36)
    add(
        "tsv row",
        "a psql -A -F tab export row with the token in the second column",
        f"COPY failed at line 3: extra data after last expected column\nsvc_api\t{token}\tactive"
        "\t2026-12-05\tEXTRA",
        token,
        raises="cause",
    )
    secret = v.gen(URLSAFE, 48)
    add(
        "multipart part",
        "a multipart/form-data body echoed by a server's 400",
        '400 Bad Request: missing part "grant_type"\n--X-BOUNDARY-7f3a\r\nContent-Disposition: '
        f'form-data; name="client_secret"\r\n\r\n{secret}\r\n--X-BOUNDARY-7f3a--',
        secret,
    )
    key = v.gen("0123456789abcdef", 32)
    env = f"APP_ENV=prod\nMAILGUN_KEY=key-{key}\nDEBUG=0\n"
    blob = _b64(env)
    # The secret is the run of base64 characters that encodes only the key's bytes.
    start = env.index(key)
    first, last = -(-start // 3) * 4, (start + len(key)) // 3 * 4
    add(
        "data uri env",
        "a data: URI of a whole .env file in an upload error",
        f"upload rejected (type text/plain not allowed): data:text/plain;base64,{blob}",
        blob[first:last],
    )
    password = v.pw()
    decimal = " ".join(str(b) for b in password.encode())
    add(
        "go byte slice",
        "Go's %+v of a struct whose password is a []byte (decimal bytes)",
        f"dial failed: {{Host:ldap.acme.io Port:636 BindDN:cn=svc,dc=acme,dc=io "
        f"Password:[{decimal}] TLS:true}}",
        decimal,
    )
    token = v.gen(ALNUM, 48)
    add(
        "yaml block scalar",
        "a YAML literal block holding a token on its own indented line",
        "error converting YAML to JSON: yaml: line 6: mapping values are not allowed here\n"
        f"webhook:\n  secret: |\n    {token}\n  url: https://hooks.acme.io: bad",
        token,
        raises="context",
    )
    password = v.pw()
    add(
        "toml literal",
        "a TOML multi-line literal string in a parse error",
        "TOMLDecodeError: Invalid value (at line 9, column 1)\n[smtp]\nhost = 'mail.acme.io'\n"
        f"password = '''\n{password}'''\nport = 58 7",
        password,
    )
    token = v.gen(ALNUM, 60)
    wrapped = token[:31] + "\n        " + token[31:]
    add(
        "split event wrap",
        "a token wrapped at 80 columns with an indent by kubectl get events -o wide",
        'Warning  Failed  pod/sync-28573  Error: failed to pull image "reg.acme.io/sync": '
        f"auth with token {wrapped} rejected",
        token,
    )
    password = v.pw()
    add(
        "copy text escape",
        "PostgreSQL COPY text with \\N nulls and a password column, quoted by an error",
        f'ERROR:  invalid input syntax for type integer: "abc"\nCONTEXT:  COPY users, line 4: '
        f'"4\tjdoe\t{password}\t\\N\tabc"',
        password,
    )
    password = v.gen(ALNUM, 6) + "%%" + v.gen(ALNUM, 6)
    add(
        "batch doubled percent",
        "a Windows batch line with % doubled inside a password",
        f"'net' failed with exit code 2: net use Z: \\\\fs01\\finance {password} "
        "/user:ACME\\svc_fin /persistent:no\nSystem error 86 has occurred.",
        password,
    )
    token = v.gen(ALNUM, 40)
    add(
        "sed replacement",
        "a sed expression escaping / in a replacement that holds a token",
        f"sed: -e expression #1, char 71: unknown option to `s'\n+ sed -i "
        f"'s/API_TOKEN=.*/API_TOKEN={token}\\/v2/' /etc/acme/env",
        token,
    )
    token = "ghs_" + v.gen(ALNUM, 36)
    header = _b64("x-access-token:" + token)
    add(
        "checkout extraheader",
        "actions/checkout's persisted http.extraheader (Basic of x-access-token:token)",
        "fatal: could not read Username for 'https://github.com': terminal prompts disabled\n"
        f"$ git config --list --show-scope\nlocal   http.https://github.com/.extraheader="
        f"AUTHORIZATION: basic {header}",
        header,
    )
    password = v.pw()
    add(
        "double dash separator",
        "ps -o args of a command passing its password after a -- separator",
        f"backup.sh: timeout after 3600 s; still running: 4122 /usr/bin/dbtool dump --host "
        f"db-9 --user backup -- {password} /srv/dumps",
        password,
    )
    return out
