"""Held-out set 14: secrets behind separators and encodings earlier sets did not use.

Grepped against the earlier sets' encoded files (set 13 took percent-encoded userinfo and form
bodies, ``\\/`` escapes, JSON in JSON, Basic in ``curl -v``, SMTP AUTH LOGIN, quoted-printable
soft breaks, 64-column PEM bodies, terminal wraps, Go ``%q``, bytes reprs, ``.properties``
escapes, XML character references, SQL doubled quotes and YAML folded scalars). Here:
base64 of ``user:pass`` in a git ``http.extraHeader`` and in a ``.dockerconfigjson`` inside
a Kubernetes Secret (base64 twice), base32 and hex of a key, a percent-encoded JSON object in
a query parameter, a password with ``=`` as quoted-printable ``=3D``, MIME base64 wrapped at
76 columns, HTTP obs-fold header continuation, shell ``'\\''`` quoting, C octal escapes, CSV
doubled quotes, PHP ``serialize``, full-width ``＝`` and ``：``, a tab-separated row, an OAuth
implicit-flow fragment, an authorization code in a ``Location`` redirect, a ``Set-Cookie``
with attributes, a token split by ``pprint`` into adjacent string literals, a JSON string
with ``\\u`` escapes of a non-ASCII password, a URL inside a Markdown inline code span, and a
password whose ``%`` and ``+`` are form-encoded.
"""

from __future__ import annotations

import base64
import json
import pprint
import textwrap
import urllib.parse

from _heldout_secrets_harness import ALNUM, B64, HEX, URLSAFE, Case, Values

__all__ = ["encoded_cases"]


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    pw = v.pw()
    basic = base64.b64encode(f"ci-bot:{pw}".encode()).decode()
    add(
        "git extraheader basic",
        "git -c http.extraHeader='AUTHORIZATION: basic <base64 user:pass>' (Azure DevOps docs)",
        f"git -c http.extraHeader='AUTHORIZATION: basic {basic}' fetch origin\n"
        "fatal: Authentication failed for 'https://dev.azure.com/acme/_git/api/'",
        basic,
    )
    pw = v.pw()
    auth = base64.b64encode(f"acme:{pw}".encode()).decode()
    cfg = json.dumps({"auths": {"registry.acme.io": {"auth": auth}}})
    twice = base64.b64encode(cfg.encode()).decode()
    add(
        "dockerconfigjson twice",
        "a .dockerconfigjson in a Secret's data: base64 of JSON holding base64 of user:pass",
        "Failed to pull image: unauthorized\nkind: Secret\ntype: kubernetes.io/dockerconfigjson"
        f"\ndata:\n  .dockerconfigjson: {twice}",
        twice,
    )
    raw = bytes(v.r.randrange(256) for _ in range(20))
    b32 = base64.b32encode(raw).decode().rstrip("=")
    add(
        "base32 key",
        "a TOTP shared secret in base32 shown in an otpauth URI",
        f"2FA enrolment failed, scan again: otpauth://totp/ACME:ana@acme.io?secret={b32}"
        "&issuer=ACME&algorithm=SHA1&digits=6",
        b32,
    )
    key = v.gen(ALNUM, 24)
    hexed = key.encode().hex()
    add(
        "hex of key",
        "a key printed as hex bytes by a debugging client",
        f"hmac: signing key (hex) {hexed} produced mismatching digest for body sha256=e3b0c442",
        hexed,
    )
    pw = v.pw()
    q = urllib.parse.quote(json.dumps({"user": "bi", "password": pw}), safe="")
    add(
        "percent-encoded json",
        "a JSON object percent-encoded as one query parameter",
        f"GET /embed?config={q}&theme=dark -> 400 Bad Request",
        urllib.parse.quote(pw, safe=""),
    )
    key = v.gen(ALNUM, 10) + "=" + v.gen(ALNUM, 10) + "=="
    qp = key.replace("=", "=3D")
    add(
        "quoted-printable =3D",
        "quoted-printable turning '=' into '=3D' inside a key",
        "Content-Transfer-Encoding: quoted-printable\n\nYour new signing secret is "
        f"{qp} =E2=80=94 keep it safe.",
        qp,
    )
    blob = v.b64(120)
    mime = "\r\n".join(textwrap.wrap(blob, 76))
    add(
        "mime base64 76",
        "a MIME attachment (credentials.json) base64-wrapped at 76 columns with CRLF",
        'Content-Type: application/json; name="credentials.json"\r\n'
        f"Content-Transfer-Encoding: base64\r\n\r\n{mime}\r\n",
        blob,
    )
    tok = v.gen(URLSAFE, 64)
    add(
        "obs-fold header",
        "an HTTP header continued on the next line (obs-fold, RFC 7230 §3.2.4)",
        f"HTTP/1.1 400 Bad Request: obsolete line folding in header\nX-Service-Token: {tok[:30]}\n"
        f" {tok[30:]}\nHost: api.acme.io",
        tok,
    )
    pw = v.gen(ALNUM, 6) + "'" + v.gen(ALNUM, 6)
    sh = pw.replace("'", "'\\''")
    add(
        "shell quote escape",
        "POSIX shell single-quote escape ('\\'') in a logged command",
        f"+ mysql -u app '-p{sh}' -e 'SELECT 1'\nERROR 1045 (28000): Access denied",
        sh,
    )
    pw = v.gen(ALNUM, 6) + "!" + v.gen(ALNUM, 6)
    octal = pw.replace("!", "\\041")
    add(
        "c octal escape",
        "a C string with an octal escape, as strace prints non-printing bytes",
        f'execve("/usr/bin/sshpass", ["sshpass", "-p", "{octal}", "ssh", "bk@nas"], ...) = 0\n'
        "Permission denied, please try again.",
        octal,
    )
    pw = v.gen(ALNUM, 5) + '"' + v.gen(ALNUM, 7)
    csv = pw.replace('"', '""')
    add(
        "csv doubled quote",
        "a CSV field quoted with a doubled double quote",
        f'import error line 2: unexpected field\nhost,user,password\n"db2","etl","{csv}"',
        csv,
    )
    pw = v.pw()
    php = f'a:2:{{s:4:"user";s:3:"ops";s:8:"password";s:{len(pw)}:"{pw}";}}'
    add(
        "php serialize",
        "a PHP serialize() string in a session store error",
        f"unserialize(): Error at offset 61 of 88 bytes in session handler: {php}",
        pw,
    )
    pw = v.pw()
    add(
        "full-width separators",
        "full-width '＝' and '：' typed by an IME",
        f"設定エラー　DB_USER＝app　DB_PASSWORD＝{pw}　接続先：db01",
        pw,
    )
    key = v.gen(ALNUM, 40)
    add(
        "tab separated",
        "a TSV export row with a key column",
        f"load failed at line 4 (expected 3 columns, got 4)\nname\tkey\tscope\tnote\n"
        f"reporting\t{key}\tread\told",
        key,
    )
    tok = v.gen(URLSAFE, 43)
    add(
        "oauth fragment",
        "an OAuth implicit-flow redirect with the token in the fragment",
        f"navigation blocked: https://app.acme.io/callback#access_token={tok}"
        "&token_type=Bearer&expires_in=3600&state=xyz",
        tok,
    )
    code = v.gen(URLSAFE, 40)
    add(
        "location code",
        "an authorization code in a Location header of a 302",
        f"< HTTP/2 302\n< location: https://app.acme.io/oauth/cb?code={code}&state=af0ifjsldkj\n"
        "error: redirect_uri_mismatch",
        code,
    )
    sid = v.gen(ALNUM, 48)
    add(
        "set-cookie attributes",
        "a Set-Cookie response header with attributes",
        f"< set-cookie: __Host-session={sid}; Path=/; Secure; HttpOnly; SameSite=Lax; "
        "Max-Age=1209600\n< HTTP/2 500",
        sid,
    )
    tok = v.gen(URLSAFE, 120)
    shown = pprint.pformat({"refresh_token": tok, "scope": "offline"}, width=60)
    add(
        "pprint split",
        "pprint.pformat splitting a long string into adjacent literals",
        f"token refresh failed with state:\n{shown}",
        tok,
    )
    pw = "Mật" + v.gen(ALNUM, 8) + "ẩu"
    escaped = json.dumps({"password": pw})
    add(
        "json unicode escapes",
        "json.dumps escaping a non-ASCII password as \\uXXXX",
        f"request body rejected: {escaped}",
        json.dumps(pw)[1:-1],
    )
    key = v.gen(ALNUM, 32)
    add(
        "markdown inline code",
        "a URL inside a Markdown inline code span",
        f"Issue #4412: the docs example `curl https://api.acme.io/v2/stats?api_key={key}` "
        "returns 403",
        key,
    )
    pw = v.gen(ALNUM, 5) + "%+" + v.gen(ALNUM, 6)
    form = urllib.parse.quote_plus(pw)
    add(
        "form percent plus",
        "a password with '%' and '+' form-encoded (%25, %2B)",
        f"POST /login 401 body=username=ops&password={form}&remember=1",
        form,
    )
    key = v.gen(B64, 44)
    add(
        "json in yaml in log",
        "a JSON string inside a YAML value inside a log line",
        f'level=error msg="bad values" values=\'config: {{"hmacKey": "{key}"}}\'',
        key,
    )
    pw = v.pw()
    add(
        "xml cdata",
        "a password inside an XML CDATA section",
        f"<fault>auth failed for <user>svc</user><pass><![CDATA[{pw}]]></pass></fault>",
        pw,
    )
    tok = v.gen(HEX, 40)
    add(
        "netstring",
        "a netstring (length:bytes,) framing a token",
        f"protocol error after frame 40:{tok}, (expected ack)",
        tok,
    )
    return out
