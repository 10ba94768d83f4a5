"""Held-out set 12: secrets in separators and encodings earlier sets did not use.

Set 11 took SASL, quoted-printable, MIME words, form bodies, JSON in JSON, bytes reprs, octal
escapes, XML references, column wrapping, line continuations, YAML folding, UTF-16LE hex,
Ascii85, base32, uuencode and base64 of ``user:password`` in a query, a cookie and a
WebSocket URL. This module brings others: double percent-encoding, JSON ``\\u`` escapes of
every character, HTML-escaped ampersands around a token in a link, ``xxd`` and PostgreSQL
``bytea`` hex, base64url without padding, base64 of a JSON credential object, a ``data:`` URI,
CSV with doubled quotes, shell ``'"'"'`` splicing, PowerShell here-strings and
``ConvertTo-SecureString``, Windows ``net use``/``cmdkey`` arguments, Java string
concatenation, a token cut by a terminal table at a column with indentation, a token with
zero-width spaces inside, fullwidth forms, markdown links and reStructuredText literals, and
JWTs in places no earlier set put one (a URL fragment, a cookie jar, a projected service
account file dump, a ``Sec-WebSocket-Protocol`` list).
"""

from __future__ import annotations

import base64
import binascii
import csv
import io
import json
from urllib.parse import quote

from _heldout_secrets_harness import ALNUM, HEX, URLSAFE, Case, Values

__all__ = ["encoded_cases"]


def _b64(data: str | bytes, alt: bool = False) -> str:
    raw = data.encode() if isinstance(data, str) else data
    if alt:
        return base64.urlsafe_b64encode(raw).decode().rstrip("=")
    return base64.b64encode(raw).decode()


def _jwt(v: Values, claims: dict[str, object]) -> str:
    head = _b64(json.dumps({"alg": "RS256", "kid": v.gen(HEX, 16), "typ": "JWT"}), alt=True)
    body = _b64(json.dumps(claims), alt=True)
    return f"{head}.{body}.{v.gen(URLSAFE, 342)}"


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    pw = v.pw() + "/+&"
    twice = quote(quote(pw, safe=""), safe="")
    add(
        "double percent-encoding",
        "a password percent-encoded twice by a redirecting proxy (%25 for %)",
        f"302 loop detected: Location: /login?next=%2Fapi%3Fpassword%3D{twice}&retry=3",
        twice,
    )
    tok = v.gen(ALNUM, 32)
    escaped = "".join(f"\\u{ord(c):04x}" for c in tok)
    add(
        "json every char escaped",
        "a JSON encoder that escapes every character as \\uXXXX (ensure_ascii with a custom table)",
        f'collector rejected payload: {{"service":"billing","apiSecret":"{escaped}"}}',
        escaped,
    )
    tok = v.gen(URLSAFE, 40)
    add(
        "html escaped amp",
        "an HTML error page linking a URL whose & are &amp;",
        f'<p>Session expired. <a href="https://app.acme.io/resume?step=2&amp;resume_token={tok}'
        f'&amp;lang=en">Continue</a></p>',
        tok,
    )
    pw = v.pw()
    xxd = binascii.hexlify(f"admin:{pw}\n".encode()).decode()
    add(
        "xxd plain hex",
        "xxd -p of a credentials file, shown by a failing checksum tool",
        f"sha256 mismatch for /run/creds/basic.txt; content (xxd -p):\n{xxd}",
        xxd,
    )
    pw = v.pw()
    bytea = "\\x" + binascii.hexlify(pw.encode()).decode()
    add(
        "postgres bytea hex",
        "PostgreSQL bytea output (hex format) of a stored password column in a DETAIL line",
        f'ERROR:  duplicate key value violates unique constraint "vault_pkey"\n'
        f"DETAIL:  Key (name, secret)=(smtp, {bytea}) already exists.",
        bytea,
    )
    pw = v.pw()
    url64 = _b64(f"svc-sync:{pw}", alt=True)
    add(
        "base64url basic no padding",
        "base64url without padding of user:password, sent by a client that got Basic wrong",
        f"HTTP 400 from gateway: malformed credentials in header 'Authorization: Basic {url64}' "
        "(expected standard base64)",
        url64,
    )
    pw = v.pw()
    blob = _b64(json.dumps({"username": "ci-bot", "password": pw, "serveraddress": "reg.acme"}))
    add(
        "x-registry-auth json",
        "Docker Engine API X-Registry-Auth: base64 of a JSON credential object",
        f"docker: Error response from daemon: Head https://reg.acme/v2/app/manifests/1.4: "
        f"unauthorized (X-Registry-Auth: {blob})",
        blob,
    )
    key = v.gen(ALNUM, 40)
    data_uri = _b64(
        f"[default]\naws_access_key_id=AKIA2Q3W4E5R6T7Y8U9I\naws_secret_access_key={key}\n"
    )
    add(
        "data uri credentials file",
        "a data: URI carrying a base64 credentials file in a config upload error",
        f"upload rejected (413): field 'awsConfig' = data:text/plain;base64,{data_uri}",
        data_uri,
    )
    pw = v.pw() + '"q'
    row = io.StringIO()
    csv.writer(row).writerow(["svc_export", pw, "2026-12-04"])
    add(
        "csv doubled quotes",
        "CSV quoting (the csv module) doubling a quote inside a password field",
        f"import failed at line 14 of users.csv: {row.getvalue().strip()} (too few columns)",
        pw.replace('"', '""'),
    )
    pw = v.gen(ALNUM, 7) + "'" + v.gen(ALNUM, 7)
    spliced = pw.replace("'", "'\"'\"'")
    add(
        "shell quote splice",
        "POSIX shell quoting of a single quote as '\"'\"' (shlex.quote output)",
        f"+ mysqldump --user=backup --password='{spliced}' shop\n"
        "mysqldump: Got error: 1045: Access denied",
        spliced,
    )
    pw = v.pw()
    add(
        "powershell securestring",
        "PowerShell ConvertTo-SecureString -AsPlainText in an error record",
        "New-PSSession : Connecting to remote server web01 failed: Access is denied.\n"
        f"At line:1 $c = New-Object PSCredential('acme\\svc', (ConvertTo-SecureString "
        f"'{pw}' -AsPlainText -Force))",
        pw,
    )
    tok = v.gen(ALNUM, 40)
    add(
        "powershell here-string",
        "PowerShell @'...'@ here-string in a script error",
        f"ParserError: line 4: Missing closing '}}'\n$cfg = @'\n{{ \"apiSecret\": \"{tok}\"\n'@",
        tok,
    )
    pw = v.pw()
    add(
        "net use password",
        "Windows net use \\\\server\\share <password> /user:<name>",
        f"System error 86 has occurred.\nThe specified network password is not correct.\n"
        f"C:\\> net use Z: \\\\fs01\\finance {pw} /user:ACME\\svc_backup /persistent:no",
        pw,
    )
    pw = v.pw()
    add(
        "cmdkey pass",
        "Windows cmdkey /generic /user /pass:",
        f"CMDKEY: The parameter is incorrect.\ncmdkey /generic:TERMSRV/rdp01 /user:ops /pass:{pw}",
        pw,
    )
    tok = v.gen(HEX, 40)
    add(
        "java string concat",
        "Java source line concatenating a key in two literals, quoted by a compiler error",
        f'Main.java:17: error: \';\' expected\n    String key = "{tok[:20]}" + "{tok[20:]}"\n'
        "                                          ^",
        tok,
    )
    tok = v.gen(URLSAFE, 56)
    add(
        "terminal table wrap",
        "a table printer wrapping a long cell at 28 columns with indentation",
        "+----------+------------------------------+\n| NAME     | VALUE                        |\n"
        f"| relay    | token={tok[:22]} |\n|          | {tok[22:50]} |\n|          | {tok[50:]}"
        "                       |\n+----------+------------------------------+\nError: relay offline",
        tok,
    )
    tok = v.gen(ALNUM, 36)
    zw = "\u200b".join([tok[:12], tok[12:24], tok[24:]])
    add(
        "zero width spaces",
        "a token with zero-width spaces from a copy out of a chat client",
        f"401 invalid api key '{zw}' (contains invisible characters)",
        tok,
    )
    tok = v.gen("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 24)
    full = "".join(chr(ord(c) + 0xFEE0) for c in tok)
    add(
        "fullwidth forms",
        "a token typed with a CJK IME in fullwidth forms",
        f"認証に失敗しました：APIキー＝{full}（全角文字が含まれています）",
        full,
    )
    tok = v.gen(URLSAFE, 48)
    add(
        "markdown link",
        "a markdown link in a bot's error post",
        f"Deploy failed — [open logs](https://ci.acme.io/logs/8812?access_token={tok}) · retry with `/deploy`",
        tok,
    )
    pw = v.pw()
    add(
        "rst literal",
        "reStructuredText inline literal in a doc build warning",
        f"docs/ops.rst:88: WARNING: Inline literal start-string without end-string.\n"
        f"  ``mysql -uadmin -p{pw} shop",
        pw,
    )
    jwt = _jwt(v, {"sub": "u-4411", "aud": "app", "exp": 1764851000, "nonce": v.gen(HEX, 8)})
    add(
        "jwt url fragment",
        "an OIDC implicit-flow redirect with #id_token= in a browser console error",
        f"Refused to frame 'https://app.acme.io/cb#state=xyz&id_token={jwt}' because it violates "
        "the Content Security Policy directive frame-ancestors 'none'",
        jwt,
    )
    jwt = _jwt(v, {"iss": "kubernetes/serviceaccount", "sub": "system:serviceaccount:ci:deployer"})
    add(
        "jwt sa token dump",
        "cat of a projected service-account token file in a debugging step",
        f"+ cat /var/run/secrets/kubernetes.io/serviceaccount/token\n{jwt}+ kubectl get pods\n"
        "error: You must be logged in to the server (Unauthorized)",
        jwt,
    )
    jwt = _jwt(v, {"sid": v.gen(HEX, 12), "scope": "realtime"})
    add(
        "jwt websocket protocol",
        "Sec-WebSocket-Protocol carrying a bearer token as a subprotocol",
        f"WebSocket handshake failed: 401\n> Sec-WebSocket-Protocol: graphql-transport-ws, "
        f"bearer.{jwt}",
        jwt,
    )
    pw = v.pw()
    add(
        "rfc2231 filename",
        "RFC 2231 percent-encoded parameter in a MIME header, hiding a password in an attachment name",
        f"smtplib.SMTPDataError: (552, b'attachment blocked') Content-Disposition: attachment; "
        f"filename*=utf-8''creds_password={quote(pw, safe='')}.txt",
        quote(pw, safe=""),
    )
    pw = v.pw()
    add(
        "url userinfo encoded at",
        "a URL whose password contains @ and : percent-encoded (%40, %3A)",
        f"sqlalchemy.exc.OperationalError: could not translate host name to address: "
        f"mysql+pymysql://shop:{quote(pw + '@:x', safe='')}@db-primary:3306/shop",
        quote(pw + "@:x", safe=""),
    )
    return out
