"""Held-out set 11: secrets that reach the text only after an encoding, escape or wrap.

Encodings earlier sets did not use (``_heldout_secrets{8,9,10}_encod*.py`` and the dev sets
were grepped): SASL mechanisms' base64 (PLAIN with its NUL separators, LOGIN's two lines,
XOAUTH2 with its ^A separators), ``.npmrc``'s ``_auth``, quoted-printable (with a soft line
break inside the value), MIME encoded-words (B and Q), ``application/x-www-form-urlencoded``
bodies (``+`` for space, ``%21``...), a password percent-encoded inside a DSN's userinfo,
JSON escaped twice (a JSON string holding JSON), a Python ``repr`` of bytes with ``\\x``
escapes, C octal escapes, XML numeric character references, a value wrapped at 64 or 76
columns, a value continued with a trailing backslash, YAML's folded scalar, UTF-16LE hex,
Ascii85, base32 without padding, uuencode, and base64 of ``user:password`` in a URL's query, a
cookie and a WebSocket URL. The secret is what the reader would have to undo the encoding to
see (a leak is the encoded form, or 8 characters of it, surviving), except where the encoding
leaves the value itself in the text.
"""

from __future__ import annotations

import base64
import binascii
import json
import quopri
from collections.abc import Callable
from email.header import Header
from urllib.parse import quote, quote_plus, urlencode

from _heldout_secrets_harness import ALNUM, HEX, URLSAFE, Case, Values

__all__ = ["encoded_cases"]

# add(name, source, text, secret): one case of this module
_Add = Callable[[str, str, str, str], None]


def _b64(data: str | bytes) -> str:
    raw = data.encode() if isinstance(data, str) else data
    return base64.b64encode(raw).decode()


def _sasl_cases(v: Values, add: _Add) -> None:
    pw = v.pw()
    plain = _b64(f"\0mailer@acme.io\0{pw}")
    add(
        "sasl plain",
        "RFC 4616 SASL PLAIN: base64(authzid NUL authcid NUL passwd), in an SMTP debug line",
        f"send: 'AUTH PLAIN {plain}\\r\\n'\nreply: b'535 5.7.8 Authentication credentials invalid'",
        plain,
    )
    pw = v.pw()
    login = _b64(pw)
    add(
        "sasl login",
        "SASL LOGIN: the username and the password each base64 on its own line",
        f"C: AUTH LOGIN\nS: 334 VXNlcm5hbWU6\nC: {_b64('reports@acme.io')}\nS: 334 UGFzc3dvcmQ6\n"
        f"C: {login}\nS: 535 Authentication failed",
        login,
    )
    tok = v.gen(URLSAFE, 60)
    xo = _b64(f"user=ops@acme.io\x01auth=Bearer {tok}\x01\x01")
    add(
        "sasl xoauth2",
        "Google/Microsoft XOAUTH2: base64 of user=...^Aauth=Bearer ...^A^A in IMAP AUTHENTICATE",
        f"imaplib: > b'A001 AUTHENTICATE XOAUTH2 {xo}'\n< b'A001 NO [AUTHENTICATIONFAILED] Invalid "
        "credentials (Failure)'",
        xo,
    )
    pw = v.pw()
    amqp = _b64(f"\0rabbit-app\0{pw}")
    add(
        "amqp plain response",
        "AMQP 0-9-1 Connection.StartOk response field (SASL PLAIN), as a protocol trace prints it",
        f"pika: Connection.StartOk(client_properties={{...}}, mechanism='PLAIN', "
        f"response='{amqp}', locale='en_US') -> ACCESS_REFUSED - Login was refused",
        amqp,
    )
    pw = v.pw()
    npm = _b64(f"builder:{pw}")
    add(
        "npmrc _auth",
        ".npmrc legacy _auth = base64(user:password), echoed by npm config list",
        f'; project config /srv/app/.npmrc\n//npm.acme.lan/:_auth = "{npm}"\nnpm ERR! code E401',
        npm,
    )


def _mail_cases(v: Values, add: _Add) -> None:
    pw = v.gen(ALNUM, 50) + "=="
    body = f"Your new database password is {pw} (rotate within 24h)"
    qp = quopri.encodestring(body.encode()).decode()
    add(
        "quoted printable",
        "quoted-printable body: = becomes =3D and a soft line break may split the value",
        f"mail bounce, original message follows:\nContent-Transfer-Encoding: quoted-printable\n\n{qp}",
        pw.replace("=", "=3D")[:40],
    )
    key = v.gen(ALNUM, 76)
    qp = quopri.encodestring(f"api_key: {key}".encode()).decode()
    add(
        "quoted printable soft break",
        "quoted-printable line longer than 76 characters: a '=' soft break cuts the value",
        f"Content-Transfer-Encoding: quoted-printable\n\n{qp}\n-- 550 5.7.1 message rejected",
        key,
    )
    pw = v.pw()
    subj = Header(f"Zugangsdaten: Passwort {pw} für äöü", "utf-8").encode()
    add(
        "mime encoded word b",
        "RFC 2047 encoded-word (B) in a Subject header quoted by a bounce (the secret: the "
        "base64 characters that carry the password)",
        f"550 5.7.1 Message rejected by content filter (Subject: {subj})",
        subj.split("?")[3][32:-12],
    )
    pw = v.gen(ALNUM, 14)
    qword = f"=?iso-8859-1?Q?Kennwort=3A_{pw}_=E4ndern?="
    add(
        "mime encoded word q",
        "RFC 2047 encoded-word (Q): _ for space, =XX for other bytes",
        f"X-Spam-Report: subject {qword} matches CREDENTIAL_IN_SUBJECT",
        pw,
    )


def _form_cases(v: Values, add: _Add) -> None:
    pw = v.pw() + " &+!"
    body = urlencode({"username": "ops", "password": pw, "grant_type": "password"})
    add(
        "form urlencoded body",
        "application/x-www-form-urlencoded: space as +, & and + percent-encoded",
        f"POST /oauth/token HTTP/1.1\nContent-Type: application/x-www-form-urlencoded\n\n{body}\n"
        "-> 400 invalid_grant",
        quote_plus(pw),
    )
    pw = v.pw() + "@:/"
    add(
        "dsn userinfo percent encoded",
        "a password with @ : / percent-encoded inside a DSN's userinfo",
        f"sqlalchemy.exc.ArgumentError: Could not parse URL from string "
        f"'mysql+pymysql://app:{quote(pw, safe='')}@db-3.acme.lan:3306/orders?charset=utf8mb4'",
        quote(pw, safe=""),
    )
    key = v.gen(ALNUM, 36)
    inner = json.dumps({"auth": {"api_key": key}, "region": "eu"})
    twice = json.dumps({"error": "bad config", "raw": inner})
    add(
        "json escaped twice",
        "a JSON string holding a JSON document (escaped quotes), as a log collector nests it",
        f"collector: {json.dumps({'message': twice})}",
        key,
    )
    pw = v.pw()
    raw = (pw + "\n").encode()
    add(
        "bytes repr",
        "a Python bytes repr of a read secret file, with \\n and \\x escapes around the value",
        f"ValueError: unexpected content in /run/secrets/db_password: {raw + bytes([0xC3, 0x28])!r}",
        pw,
    )
    pw = v.gen(ALNUM, 16)
    octal = "".join(f"\\{ord(c):03o}" for c in pw)
    add(
        "c octal escapes",
        "a C program's debug print of a string with every byte as an octal escape",
        f'strace: write(3, "PASS {octal}\\r\\n", 22) = -1 EPIPE (Broken pipe)',
        octal,
    )
    pw = v.gen(ALNUM, 18)
    ent = "".join(f"&#{ord(c)};" for c in pw)
    add(
        "xml numeric references",
        "an XML document with the value written as decimal character references",
        f"SAXParseException: cvc-complex-type.2.4.a at line 7: <credentials><secret>{ent}</secret>"
        "<tenant>acme</tenant></credentials>",
        ent,
    )
    pw = v.gen(ALNUM, 20)
    hexd = pw.encode("utf-16-le").hex()
    add(
        "utf16le hex",
        "a Windows tool's hex dump of a UTF-16LE password field",
        f"NetUserChangePassword failed (0x56b) NewPassword(UTF-16LE hex)={hexd}",
        hexd,
    )


def _wrap_cases(v: Values, add: _Add) -> None:
    blob = _b64(bytes(v.r.randrange(256) for _ in range(120)))
    lines = "\n".join(blob[i : i + 64] for i in range(0, len(blob), 64))
    add(
        "wrapped at 64",
        "a base64 client secret wrapped at 64 columns as a PEM body would be",
        f"keycloak: invalid client secret for confidential client 'billing':\n{lines}\n"
        "(expected 88 characters on one line)",
        blob[:64],
    )
    tok = v.gen(URLSAFE, 150)
    cont = "\\\n    ".join(tok[i : i + 50] for i in range(0, 150, 50))
    add(
        "backslash continuation",
        "a long token continued over lines with a trailing backslash (a shell script excerpt)",
        f"line 12: export API_TOKEN={cont}\nbash: curl: 401 Unauthorized",
        tok[:50],
    )
    tok = v.gen(ALNUM, 90)
    folded = "\n  ".join(tok[i : i + 30] for i in range(0, 90, 30))
    add(
        "yaml folded scalar",
        "a YAML folded block scalar (>-) holding a token, quoted by the validator",
        f"values.yaml: line 19: field registry.token: >-\n  {folded}\nError: token contains "
        "whitespace after folding",
        tok[:30],
    )
    tok = v.gen(ALNUM, 96)
    wrapped = "\n".join(tok[i : i + 76] for i in range(0, 96, 76))
    add(
        "wrapped at 76",
        "a token wrapped at 76 columns by an email client, pasted back into a CLI",
        f"Error: token is invalid (it has a line break at column 76):\n{wrapped}",
        tok[:76],
    )


def _binary_cases(v: Values, add: _Add) -> None:
    key = v.gen(ALNUM, 32)
    a85 = base64.a85encode(key.encode()).decode()
    add(
        "ascii85",
        "Ascii85 (as PDF streams and git binary patches use) of a key",
        f"pdf: /Encrypt dictionary /U <~{a85}~> rejected: owner key mismatch",
        a85,
    )
    seed = bytes(v.r.randrange(256) for _ in range(20))
    b32 = base64.b32encode(seed).decode().rstrip("=")
    add(
        "base32 no padding",
        "base32 without padding (a TOTP secret) in an otpauth URI's secret parameter",
        f"2fa: cannot import otpauth://totp/Acme:ops@acme.io?secret={b32}&issuer=Acme&digits=6 "
        "(clock skew 91s)",
        b32,
    )
    pw = v.pw()
    uu = binascii.b2a_uu(f"admin:{pw}".encode()).decode().strip()
    add(
        "uuencode",
        "a uuencoded line of user:password in an old backup tool's log",
        f"restore: begin 644 creds.txt\n{uu}\n`\nend\nrestore: checksum mismatch",
        uu,
    )
    pw = v.pw()
    q = _b64(f"monitor:{pw}")
    add(
        "basic in query",
        "base64(user:password) passed as an auth= query parameter (a webhook relay)",
        f"relay: 401 from https://relay.acme.io/forward?auth={quote(q, safe='')}&to=ops",
        quote(q, safe=""),
    )
    pw = v.pw()
    c = _b64(f"grafana:{pw}")
    add(
        "basic in cookie",
        "base64(user:password) kept in a cookie by a legacy app",
        f"< Set-Cookie: legacy_auth={c}; Path=/; HttpOnly\n< HTTP/1.1 403 Forbidden",
        c,
    )
    pw = v.pw()
    ws = _b64(f"agent:{pw}")
    add(
        "basic in websocket url",
        "base64(user:password) in a WebSocket URL's token parameter",
        f"websockets.exceptions.InvalidStatus: server rejected WebSocket connection: HTTP 401 "
        f"(wss://stream.acme.io/feed?basic={ws})",
        ws,
    )
    key = v.gen(HEX, 64)
    spaced = " ".join(key[i : i + 4] for i in range(0, 64, 4))
    add(
        "hex grouped by four",
        "a 256-bit key printed in groups of four hex digits (a KMS console copy)",
        f"kms: unwrap failed, data key: {spaced} (AES-256-GCM, tag mismatch)",
        spaced[:39],
    )
    key = v.gen(ALNUM, 40)
    rev = json.dumps({"secret": key}).encode().hex()
    add(
        "hex of json",
        "hex of a JSON document holding a secret (an on-chain memo or a message queue dump)",
        f"kafka-console-consumer: key=null value(hex)={rev} offset=9912",
        key.encode().hex(),
    )


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str) -> None:
        out.append(Case(f"encoding: {name}", source, text, secret))

    _sasl_cases(v, add)
    _mail_cases(v, add)
    _form_cases(v, add)
    _wrap_cases(v, add)
    _binary_cases(v, add)
    return out
