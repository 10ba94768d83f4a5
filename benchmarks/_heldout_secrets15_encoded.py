"""Held-out set 15: secrets behind separators and encodings earlier sets did not use.

Grepped against the earlier sets' encoded files (sets 13 and 14 took percent-encoded
userinfo, form bodies and JSON in a query, ``\\/`` and ``\\u`` escapes, JSON in JSON, Basic
in ``curl -v`` and git ``extraHeader``, a ``.dockerconfigjson`` twice encoded, SMTP AUTH
LOGIN, quoted-printable soft breaks and ``=3D``, PEM and MIME wraps, terminal wraps, Go
``%q``, bytes reprs, ``.properties`` escapes, XML character references, SQL and CSV doubled
quotes, YAML folded scalars, shell ``'\\''``, C octal, PHP ``serialize``, full-width signs,
an OAuth fragment, a ``Location`` code, ``Set-Cookie`` and ``pprint`` splits). Here: LDIF
``userPassword::`` base64, XMPP SASL PLAIN, an RFC 2047 ``=?UTF-8?B?`` subject, ``http.client``
debug ``send: b'...\\r\\n'`` with Basic, a double percent-encoded password in a ``next=``
parameter, a percent-encoded UTF-8 password in a MongoDB URI, a token inside a percent-encoded
``redirect_uri``, a base64url ``state`` carrying a client secret, a ``data:`` URL of a
``.env`` line, a Windows ``hex(2):`` registry value (UTF-16LE), ANSI colour codes around a
token, a backslash-newline continuation splitting a header, an RFC 2231 continued MIME
parameter, a JSON array of characters, a hex dump (``xxd``) of a config line, an
Elasticsearch ``ApiKey`` of ``id:key``, a Go byte slice printed with ``%v`` and a URL
``userinfo`` written with ``%3A`` inside a password.
"""

from __future__ import annotations

import base64
import binascii
import json
import urllib.parse

from _heldout_secrets_harness import ALNUM, URLSAFE, Case, Values

__all__ = ["encoded_cases"]


def _xxd(data: bytes) -> str:
    """What ``xxd`` prints: offset, 8 groups of 2 bytes, then the text column."""
    lines = []
    for offset in range(0, len(data), 16):
        chunk = data[offset : offset + 16]
        groups = " ".join(chunk[i : i + 2].hex() for i in range(0, len(chunk), 2))
        text = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
        lines.append(f"{offset:08x}: {groups:<39}  {text}")
    return "\n".join(lines)


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    pw = v.pw()
    ldif = base64.b64encode(pw.encode()).decode()
    add(
        "ldif userPassword base64",
        "ldapsearch LDIF: a double colon means the value is base64 (RFC 2849)",
        "# svc-backup, people, acme.lan\ndn: uid=svc-backup,ou=people,dc=acme,dc=lan\n"
        f"uid: svc-backup\nuserPassword:: {ldif}\n\nresult: 50 Insufficient access",
        ldif,
    )
    pw = v.pw()
    plain = base64.b64encode(f"\0chatbot\0{pw}".encode()).decode()
    add(
        "xmpp sasl plain",
        "XMPP stream log: SASL PLAIN is base64 of NUL user NUL password (RFC 4616)",
        f'SEND: <auth xmlns="urn:ietf:params:xml:ns:xmpp-sasl" mechanism="PLAIN">{plain}</auth>\n'
        'RECV: <failure xmlns="urn:ietf:params:xml:ns:xmpp-sasl"><not-authorized/></failure>',
        plain,
    )
    pw = v.pw()
    subject = base64.b64encode(f"Ihr neues Passwort: {pw}".encode()).decode()
    add(
        "rfc2047 subject",
        "an RFC 2047 B-encoded Subject header in a bounced mail",
        f"550 5.7.1 Message rejected as spam\nSubject: =?UTF-8?B?{subject}?=\nTo: k.meyer@example.de",
        subject[-16:],
    )
    pw = v.pw()
    basic = base64.b64encode(f"reporter:{pw}".encode()).decode()
    add(
        "http.client debug send",
        "http.client with debuglevel=1: send: b'...' with \\r\\n escapes",
        "send: b'GET /api/v1/reports HTTP/1.1\\r\\nHost: bi.acme.lan\\r\\nAccept-Encoding: identity"
        f"\\r\\nAuthorization: Basic {basic}\\r\\n\\r\\n'\nreply: 'HTTP/1.1 401 Unauthorized\\r\\n'",
        basic,
    )
    pw = v.gen(ALNUM, 8) + "@" + v.gen(ALNUM, 6)
    twice = urllib.parse.quote(urllib.parse.quote(pw, safe=""), safe="")
    add(
        "double percent-encoded",
        "a password percent-encoded twice inside a next= parameter (%2540 for @)",
        "302 -> https://sso.acme.io/login?next=https%3A%2F%2Fwiki.acme.io%2Flogin%3Fuser%3Dops"
        f"%26pass%3D{twice}",
        twice,
    )
    pw = "Zürich" + v.gen(ALNUM, 6) + "ä"
    quoted = urllib.parse.quote(pw, safe="")
    add(
        "percent-encoded utf-8",
        "a MongoDB URI with a non-ASCII password percent-encoded as UTF-8",
        f"pymongo.errors.ConfigurationError: mongodb://analytics:{quoted}@mongo1.acme.lan:27017,"
        "mongo2.acme.lan:27017/?replicaSet=rs0&authSource=admin: replicaSet rs0 not found",
        quoted,
    )
    tok = v.gen(ALNUM, 40)
    inner = urllib.parse.quote(f"https://app.acme.io/cb?access_token={tok}&scope=read", safe="")
    add(
        "token in encoded redirect_uri",
        "a token inside a percent-encoded redirect_uri",
        f"error=redirect_uri_mismatch&redirect_uri={inner}&client_id=web",
        tok,
    )
    secret = v.gen(URLSAFE, 40)
    state = base64.urlsafe_b64encode(
        json.dumps({"client_id": "portal", "client_secret": secret, "nonce": "k8"}).encode()
    ).decode()
    add(
        "base64url state",
        "an OAuth state parameter made from base64url of a JSON object holding a secret",
        f"OAuthError: state mismatch (state={state})",
        state,
    )
    key = v.gen(ALNUM, 40)
    data = base64.b64encode(f"STRIPE_SECRET_KEY=sk_live_{key}\n".encode()).decode()
    add(
        "data url env",
        "a data: URL holding a .env line (base64)",
        f"TypeError: Failed to fetch data:text/plain;base64,{data} (blocked by CSP)",
        data,
    )
    pw = v.pw()
    utf16 = ",".join(f"{b:02x}" for b in (pw + "\0").encode("utf-16-le"))
    add(
        "registry hex(2)",
        "reg export of a REG_EXPAND_SZ value: UTF-16LE bytes as hex(2):",
        "[HKEY_LOCAL_MACHINE\\SOFTWARE\\Acme\\Agent]\n"
        f'"ProxyPassword"=hex(2):{utf16}\nERROR: Access is denied.',
        utf16[:60],
    )
    tok = v.gen(ALNUM, 40)
    add(
        "ansi colours",
        "a CLI's coloured output: the token between ANSI escape sequences",
        f"\x1b[1;31merror\x1b[0m: token \x1b[33m{tok}\x1b[0m rejected by \x1b[4mregistry.acme.io\x1b[0m",
        tok,
    )
    tok = v.gen(URLSAFE, 48)
    add(
        "backslash-newline split",
        "a shell script whose header value is split by a backslash-newline continuation",
        'curl -sf https://api.acme.io/v1/sync -H "Authorization: Bearer '
        f'{tok[:24]}\\\n{tok[24:]}"\ncurl: (22) The requested URL returned error: 401',
        tok,
    )
    tok = v.gen(ALNUM, 32)
    add(
        "rfc2231 continuation",
        "a MIME header parameter continued by RFC 2231 (access-token*0, access-token*1)",
        "Content-Type: application/octet-stream;\n"
        f' access-token*0="{tok[:16]}";\n access-token*1="{tok[16:]}"\n'
        "virus scan: attachment blocked",
        tok,
    )
    pw = v.pw()
    chars = json.dumps(list(pw))
    add(
        "json char array",
        "a password sent as a JSON array of characters (a char[] serialized)",
        f'{{"error":"invalid_login","request":{{"user":"kiosk","password":{chars}}}}}',
        chars,
    )
    tok = v.gen(ALNUM, 24)
    add(
        "xxd dump",
        "xxd of a config file line holding a secret (its text column wraps at 16 bytes)",
        "$ xxd /etc/acme/agent.ini | head -3\n" + _xxd(f"key={tok}\n".encode()),
        tok[:12],
    )
    api_id, api_key = v.gen(URLSAFE, 20), v.gen(URLSAFE, 22)
    es = base64.b64encode(f"{api_id}:{api_key}".encode()).decode()
    add(
        "elasticsearch apikey",
        "Elasticsearch docs: Authorization: ApiKey base64(id:api_key)",
        "elastic_transport.AuthenticationException: AuthenticationException(401, "
        f"'security_exception', 'unable to authenticate with provided credentials') "
        f"headers={{'authorization': 'ApiKey {es}'}}",
        es,
    )
    pw = v.pw()
    gobytes = "[" + " ".join(str(b) for b in pw.encode()) + "]"
    add(
        "go byte slice",
        "Go fmt %v of a []byte holding a password",
        f"config: cannot decode field Password: value {gobytes} is not valid base64",
        gobytes[1:30],
    )
    left, right = v.gen(ALNUM, 7), v.gen(ALNUM, 7)
    add(
        "userinfo %3A in password",
        "a URL whose password contains a colon written %3A",
        f"redis.exceptions.AuthenticationError: invalid username-password pair for "
        f"rediss://worker:{left}%3A{right}@cache.acme.lan:6380/0",
        f"{left}%3A{right}",
    )
    tok = v.gen(ALNUM, 36)
    query = urllib.parse.urlencode({"q": f"api_key:{tok}", "type": "code"})
    add(
        "search query encoded",
        "a search URL whose query is a key (the colon form-encoded as %3A)",
        f"429 Too Many Requests for https://search.acme.io/search?{query}",
        tok,
    )
    key = binascii.hexlify(v.gen(ALNUM, 24).encode()).decode()
    add(
        "hex of ascii secret",
        "a secret's ASCII bytes shown as hex by a protocol dump",
        f"AMQP frame 1 PLAIN response (hex): 00677565737400{key}\nconnection closed: 403 ACCESS_REFUSED",
        key,
    )
    return out
