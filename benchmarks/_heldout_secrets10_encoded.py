"""Held-out set 10: secrets that reach the text only after an encoding was applied to them.

URL in URL (a redirect or callback parameter holding a URL that holds the credential, encoded
once and twice), JSON in a URL, base64 of ``user:password`` in places other than an
``Authorization`` header (Docker's ``auth`` field, a ``Proxy-Authorization`` echoed by a proxy,
a WebSocket subprotocol), base64 of a JSON document that holds a key, URL-safe base64 without
padding, hex of the secret's bytes, a value escaped for a shell, a regular expression, CSV,
SQL and HTML, and a value cut by a fixed-width column. Each case names the encoding; the secret
is what the reader would have to undo the encoding to see, so a leak is the encoded form (or
any 8 characters of it) surviving.
"""

from __future__ import annotations

import base64
import binascii
import html
import json
import shlex
from urllib.parse import quote, urlencode

from _heldout_secrets_harness import ALNUM, URLSAFE, Case, Values

__all__ = ["encoded_cases"]


def _b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str) -> None:
        out.append(Case(f"encoding: {name}", source, text, secret))

    pw = v.pw()
    inner = f"https://sync:{pw}@files.acme.io/drop"
    add(
        "url in url once",
        "OAuth-style redirect_uri parameter holding a URL with userinfo, percent-encoded once",
        f"302 loop detected: https://login.acme.io/authorize?client_id=web&redirect_uri="
        f"{quote(inner, safe='')}&state=af31",
        quote(pw, safe=""),
    )
    tok = v.gen(ALNUM, 40)
    inner = f"https://api.acme.io/v1/export?access_token={tok}&fmt=csv"
    twice = quote(quote(inner, safe=""), safe="")
    add(
        "url in url twice",
        "a URL encoded twice (a tracking redirect of a redirect)",
        f"GET https://t.acme-mail.io/c?u={twice} -> 404 Not Found",
        tok,
    )
    key = v.gen(ALNUM, 32)
    inner = f"https://hooks.acme.io/in?{urlencode({'k': key, 'ch': 'ops'})}"
    add(
        "url in query of url",
        "a webhook URL passed as the url= parameter of a link-check service",
        f"linkcheck: 403 for https://check.acme.io/v1/probe?url={quote(inner, safe='')}&depth=1",
        key,
    )
    sec = v.gen(URLSAFE, 43)
    payload = quote(json.dumps({"client_id": "cli-7", "client_secret": sec}), safe="")
    add(
        "json in url",
        "a JSON document percent-encoded into a query parameter (state or filter)",
        f"400 Bad Request: GET /oauth/callback?state={payload}&code=Q2x8",
        sec,
    )
    pw = v.pw()
    auth = _b64(f"ci-robot:{pw}")
    add(
        "docker auth field",
        "Docker config.json auths.<registry>.auth = base64(user:password)",
        f"Error saving credentials: error storing credentials - err: exit status 1, out: "
        f'`{{"auths":{{"harbor.acme.lan":{{"auth":"{auth}"}}}}}}`',
        auth,
    )
    pw = v.pw()
    auth = _b64(f"squid:{pw}")
    add(
        "proxy authorization echoed",
        "an HTTP proxy's 407 page echoing the Proxy-Authorization header it refused",
        f"407 Proxy Authentication Required. Received header: Proxy-Authorization: Basic {auth}"
        " (realm=acme-proxy)",
        auth,
    )
    tok = v.gen(URLSAFE, 43)
    proto = f"base64url.bearer.authorization.k8s.io.{base64.urlsafe_b64encode(tok.encode()).decode().rstrip('=')}"
    add(
        "websocket subprotocol",
        "Kubernetes WebSocket exec: the bearer token as a base64url subprotocol",
        f"websocket: bad handshake (Sec-WebSocket-Protocol: {proto}, v4.channel.k8s.io)",
        base64.urlsafe_b64encode(tok.encode()).decode().rstrip("="),
    )
    key = v.gen(ALNUM, 40)
    doc = _b64(json.dumps({"type": "hmac", "key": key, "kid": "k1"}))
    add(
        "base64 json",
        "base64 of a JSON document holding a key (a cookie or a state blob)",
        f"invalid session cookie acme_sess={doc}; signature mismatch",
        doc,
    )
    key = v.gen(ALNUM, 40)
    enc = base64.urlsafe_b64encode(key.encode()).decode().rstrip("=")
    add(
        "base64url no padding",
        "URL-safe base64 without padding of a key, in a query parameter",
        f"GET /v1/report?k={enc} -> 401 Unauthorized",
        enc,
    )
    pw = v.pw()
    hexed = binascii.hexlify(pw.encode()).decode()
    add(
        "hex of secret bytes",
        "a driver's debug dump printing the password field's bytes as hex",
        f"tds: LOGIN7 packet fields: username=72 65 70 6f 72 74, password(hex)={hexed}",
        hexed,
    )
    pw = v.pw() + "'$ x"
    add(
        "shell quoted",
        "shlex.quote of a password holding a quote and a space, in a logged command",
        f"+ sshpass -p {shlex.quote(pw)} scp dump.sql backup@10.0.4.9:/srv/",
        pw,
    )
    key = v.gen(ALNUM, 32)
    add(
        "csv row",
        "a CSV export row where the key is one column",
        f"import failed at row 3: name,provider,api_secret,created\nbilling,acme-pay,{key},2026-12-01",
        key,
    )
    pw = v.pw() + "'x"
    sql = pw.replace("'", "''")
    add(
        "sql literal",
        "an SQL string literal with its quote doubled, in a failed statement",
        f"ERROR:  syntax error at or near \"WITH\"\nSTATEMENT:  ALTER ROLE etl WITH LOGIN PASWORD '{sql}'",
        sql,
    )
    pw = v.pw() + "<&>"
    add(
        "html escaped",
        "an HTML error page echoing a form value, HTML-escaped",
        f"<p>Login failed for <b>backup</b> with password <code>{html.escape(pw)}</code></p>",
        html.escape(pw),
    )
    tok = v.gen(ALNUM, 48)
    add(
        "fixed width columns",
        "a table printed by a CLI with the value split across two wrapped cells",
        f"NAME      TYPE    VALUE\ndeploy    token   {tok[:24]}\n                  {tok[24:]}",
        tok,
    )
    tok = v.gen(URLSAFE, 64)
    add(
        "json unicode escaped value",
        "JSON with every character of the value written as \\u escapes (ensure_ascii on a "
        "non-ASCII-looking field)",
        '{"error":"denied","session":"' + "".join(f"\\u{ord(c):04x}" for c in tok[:20]) + '"}',
        "".join(f"\\u{ord(c):04x}" for c in tok[:20]),
    )
    return out
