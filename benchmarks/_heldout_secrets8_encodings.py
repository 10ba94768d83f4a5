"""Held-out set 8: unusual separators, encodings, escapes and line breaks around a credential.

Sources: the encodings' own specifications (RFC 3986 percent-encoding and double encoding,
RFC 4648 base64 and MIME's 76-column wrap, RFC 2045 quoted-printable, JSON's ``\\uXXXX`` and
``\\/`` escapes as ``json.dumps(ensure_ascii=True)`` and PHP's ``json_encode`` write them, HTML
and XML entities, ANSI SGR codes), Unicode's space characters (NBSP, narrow NBSP, ideographic
space, zero-width space, full-width punctuation), and the shapes tools print: Docker's
``config.json`` ``auth``, Kubernetes ``data:`` values, CSV and Markdown tables, shell line
continuations, ADO.NET quoted values. The secret is the form that appears in the text (the
base64 string, the percent-encoded password), and any 8-character piece of it is a leak.
"""

from __future__ import annotations

import base64
import binascii
import json
import textwrap
from urllib.parse import quote

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoding_cases"]


def _b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def encoding_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str) -> None:
        out.append(Case(f"encoding: {name}", source, text, secret))

    p = v.pw()
    add(
        "nbsp after colon",
        "U+00A0 NO-BREAK SPACE",
        f"login failed: password:\u00a0{p} (user ops)",
        p,
    )
    t = v.gen(ALNUM, 32)
    add(
        "narrow nbsp around equals",
        "U+202F NARROW NO-BREAK SPACE (French typography)",
        f"erreur: token\u202f=\u202f{t}",
        t,
    )
    p = v.pw()
    add("ideographic space", "U+3000 IDEOGRAPHIC SPACE", f"接続エラー password\u3000{p}", p)
    p = v.pw()
    add(
        "full-width colon english name", "U+FF1A FULLWIDTH COLON", f"DB error: password\uff1a{p}", p
    )
    t = v.gen(ALNUM, 40)
    add("full-width equals", "U+FF1D FULLWIDTH EQUALS SIGN", f"設定エラー api_key\uff1d{t}", t)
    p = v.pw()
    add(
        "zero-width space in name",
        "U+200B pasted from a web page",
        f"auth failed (pass\u200bword: {p})",
        p,
    )
    p = v.pw()
    add(
        "em dash separator",
        "prose, U+2014",
        f"Cannot log in to VPN \u2014 password \u2014 {p} \u2014 rejected",
        p,
    )
    p = v.pw()
    add(
        "ruby hash rocket",
        "Ruby hash literal",
        f'ArgumentError: {{"password" => "{p}", "user" => "ci"}}',
        p,
    )
    p = v.pw()
    add(
        "go walrus",
        "Go short declaration in a panic dump",
        f'main.go:31: password := "{p}" // TODO remove',
        p,
    )
    t = v.gen(ALNUM, 32)
    add(
        "r assignment arrow",
        "R assignment operator",
        f'Error in httr::GET(url): 401\n> api_key <- "{t}"',
        t,
    )
    p = v.pw()
    add(
        "tab table",
        "kubectl/psql aligned output with tabs",
        f"NAME\tVALUE\nDB_USER\tapp\nDB_PASSWORD\t{p}\nerror: secret not mounted",
        p,
    )
    p = v.pw()
    add(
        "pipe separated log",
        "key=value|key=value log line",
        f"2026-12-04 ERROR auth|user=bob|pwd={p}|host=10.0.0.8",
        p,
    )
    p = v.pw()
    add(
        "space before colon json",
        "hand-written JSON",
        f'400 Bad Request: {{ "password" : "{p}" , "user" : "bob" }}',
        p,
    )
    p = v.pw()
    add(
        "csv export row",
        "CSV export with header",
        f"import failed at row 2:\nid,username,password,role\n7,bob,{p},admin",
        p,
    )
    p = v.pw()
    add(
        "markdown table",
        "Markdown table in a ticket",
        f"| field | value |\n|---|---|\n| user | svc |\n| password | {p} |\nError: provisioning failed",
        p,
    )
    p = v.pw()
    enc = quote(p + "@#", safe="")
    add(
        "percent-encoded password in url",
        "RFC 3986 userinfo",
        f"could not connect to postgresql://app:{enc}@db01:5432/acme",
        enc,
    )
    t = v.gen(ALNUM, 32)
    add(
        "percent-encoded redirect",
        "OAuth redirect_uri with token, RFC 3986",
        f"400 invalid redirect: next=https%3A%2F%2Fapp.acme.io%2Fcb%3Faccess_token%3D{t}%26state%3Dxyz",
        t,
    )
    t = v.gen(ALNUM, 32)
    add(
        "double percent-encoded",
        "double encoding in a proxied URL",
        f"GET /proxy?u=https%253A%252F%252Fapi.acme.io%252Fv1%253Ftoken%253D{t} -> 502",
        t,
    )
    p = v.pw()
    enc = quote(p, safe="")
    add(
        "rails form params",
        "application/x-www-form-urlencoded, Rails nested params",
        f"Parameters: user%5Bemail%5D=ana%40acme.io&user%5Bpassword%5D={enc}&commit=Log+in -> 422",
        enc,
    )
    user_pass = f"deploy:{v.pw()}"
    blob = _b64(user_pass)
    add(
        "basic credentials base64",
        "RFC 7617, curl -v",
        f"> Authorization: Basic {blob}\n< HTTP/2 403",
        blob,
    )
    blob = _b64(f"ci-bot:{v.gen(ALNUM, 36)}")
    add(
        "docker config auth",
        "Docker config.json auths.auth",
        f'Error response from daemon: unauthorized: {{"auths":{{"registry.acme.io":{{"auth":"{blob}"}}}}}}',
        blob,
    )
    blob = _b64(v.pw())
    add(
        "k8s data base64",
        "Kubernetes Secret data (base64 values)",
        f'error: secrets "db" is forbidden\ndata:\n  username: YXBw\n  password: {blob}',
        blob,
    )
    blob = _b64(json.dumps({"client_id": "acme-etl", "client_secret": v.gen(ALNUM, 40)}))
    add(
        "base64 json credentials",
        "base64 of a JSON credentials document",
        f"invalid GOOGLE_CREDENTIALS_B64={blob}",
        blob,
    )
    doc = json.dumps(
        {
            "type": "service_account",
            "private_key_id": v.gen("0123456789abcdef", 40),
            "client_secret": v.gen(ALNUM, 48),
        }
    )
    blob = _b64(doc)
    wrapped = "\n".join(textwrap.wrap(blob, 76))
    add(
        "mime wrapped base64",
        "RFC 2045 76-column base64",
        f"Content-Type: application/json; name=creds.json\nContent-Transfer-Encoding: base64\n\n{wrapped}\n--boundary-- (attachment rejected)",
        blob,
    )
    t = v.gen(ALNUM, 64)
    add(
        "terminal wrapped token",
        "a token wrapped at 40 columns by a terminal",
        f"Error: token rejected\nAPI_TOKEN={t[:31]}\n{t[31:]}\n(check the value)",
        t,
    )
    t = v.gen(ALNUM, 48)
    add(
        "yaml folded token",
        "YAML folded scalar",
        f"validation failed in ci.yml:\n  api_key: >-\n    {t[:24]}\n    {t[24:]}\n  region: eu",
        t,
    )
    p = v.pw()
    add(
        "ansi colored value",
        "ECMA-48 SGR colour codes",
        f"\x1b[1mpassword\x1b[0m: \x1b[31m{p}\x1b[0m (auth failed)",
        p,
    )
    p = v.pw()
    add(
        "json string in json",
        "JSON log whose body is a JSON string",
        json.dumps({"level": "error", "body": json.dumps({"user": "bob", "password": p})}),
        p,
    )
    p = v.pw()
    add(
        "json unicode escaped chinese name",
        "json.dumps(ensure_ascii=True) of 密码",
        json.dumps({"错误": "登录失败", "密码": p}, ensure_ascii=True),
        p,
    )
    p = v.pw()
    add(
        "json unicode escaped japanese name",
        "json.dumps(ensure_ascii=True) of パスワード",
        json.dumps({"パスワード": p, "ユーザー": "tanaka"}, ensure_ascii=True),
        p,
    )
    p = v.pw()
    add(
        "php escaped slashes url",
        "PHP json_encode escapes /",
        '{"error":"connect failed","dsn":"https:\\/\\/svc:' + p + '@api.acme.io\\/v1"}',
        p,
    )
    body = v.gen(ALNUM, 10)
    secret = body + '\\"' + v.gen(ALNUM, 6)
    add(
        "escaped quote in value",
        "a quoted value holding an escaped quote",
        f'config error: password="{secret}" has an unbalanced quote',
        secret,
    )
    head, tail = v.gen(ALNUM, 8), v.gen(ALNUM, 8)
    secret = head + "'\\''" + tail
    add(
        "shell quote escape",
        "POSIX shell '\\'' inside single quotes",
        f"+ mysql -u root --password='{secret}' -e 'select 1'\nERROR 1045 (28000): Access denied",
        secret,
    )
    t = v.gen(ALNUM, 32)
    add(
        "html entities json",
        "HTML-escaped JSON in an error page",
        f"<pre>{{&quot;api_key&quot;: &quot;{t}&quot;, &quot;error&quot;: &quot;forbidden&quot;}}</pre>",
        t,
    )
    p = v.pw().replace("&", "x").replace("<", "x")
    add(
        "xml escaped element",
        "XML escaped inside a SOAP fault",
        f"<faultstring>Invalid request: &lt;password&gt;{p}&lt;/password&gt;</faultstring>",
        p,
    )
    p = v.pw()
    hexed = binascii.hexlify(p.encode()).decode()
    add(
        "hex encoded password",
        "hex dump of the password field",
        f"auth packet rejected: password (hex) = {hexed}",
        hexed,
    )
    p = v.pw().replace("=", "x")
    add(
        "quoted-printable equals",
        "RFC 2045 quoted-printable (= written =3D)",
        f"Subject: Your new login\n\nusername=3Dmaria\npassword=3D{p}\n(bounced: 550 mailbox unavailable)",
        p,
    )
    p = v.pw()
    add(
        "markdown link with credentials",
        "Markdown link in a chat message",
        f"sync failed, see [dashboard](https://ops:{p}@grafana.acme.io/d/xyz)",
        p,
    )
    p = v.gen(ALNUM, 8) + ";" + v.gen(ALNUM, 6)
    add(
        "ado.net quoted semicolon",
        "ADO.NET connection string, quoted value with ;",
        f'SqlException: Login failed. Server=sql01;User ID=app;Password="{p}";Encrypt=True',
        p,
    )
    p = v.pw()
    add(
        "shell continuation",
        "shell backslash-newline between flag and value",
        f"+ pg_dump --host db01 --username app --password \\\n    {p} acme\npg_dump: error: too many command-line arguments",
        p,
    )
    t = v.gen(ALNUM, 43)
    add(
        "oauth fragment token",
        "OAuth 2.0 implicit grant fragment",
        f"redirect blocked: https://app.acme.io/callback#access_token={t}&token_type=Bearer&expires_in=3600",
        t,
    )
    t = v.gen(ALNUM, 40)
    add(
        "crlf raw headers",
        "raw HTTP request with CRLF",
        f"GET /v1/jobs HTTP/1.1\r\nHost: api.acme.io\r\nX-Api-Secret: {t}\r\n\r\n-> 401",
        t,
    )
    t = v.gen(ALNUM, 36)
    add(
        "no space header",
        "header written without a space",
        f"curl -H 'X-Auth-Key:{t}' https://api.acme.io -> 403",
        t,
    )
    p = v.gen(ALNUM, 20)
    add(
        "c string concatenation",
        "C adjacent string literals in a compiler error",
        f"db.c:12:30: error: expected ';' before '}}' token\n   12 |   const char *db_password = \"{p[:10]}\" \"{p[10:]}\"",
        p,
    )
    return out
