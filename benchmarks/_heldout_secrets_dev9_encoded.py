"""redfix7's dev set: secrets hidden by an encoding or split into pieces (other formats and
wording than sets 6-8, written before the normalising view was tuned on it).

Sources: JSON's ``\\uXXXX`` (``json.dumps(ensure_ascii=True)``, Java ``.properties`` files,
JavaScript string literals), C/Python ``\\xHH`` escapes, HTML and XML numeric and named entities
(HTML5's ``&equals;``, ``&colon;``), RFC 2045 quoted-printable (``=3D`` and soft line breaks),
RFC 3986 percent-encoding of a name and double encoding, base64 of a JSON document (a Kubernetes
secret's ``.dockerconfigjson``, a Firebase service account pasted in an env var, MIME parts).
The secret is the form that appears in the text.
"""

from __future__ import annotations

import base64
import json
import quopri
import textwrap
from urllib.parse import quote

from _heldout_secrets_harness import ALNUM, HEX, Case, Values

__all__ = ["encoded_cases"]


def _u(text: str) -> str:
    """Every character of ``text`` as a JSON ``\\uXXXX`` escape."""
    return "".join(f"\\u{ord(c):04x}" for c in text)


def _ent(text: str, hexa: bool = False) -> str:
    return "".join(f"&#x{ord(c):x};" if hexa else f"&#{ord(c)};" for c in text)


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, text: str, secret: str) -> None:
        out.append(Case(f"encoded: {name}", "redfix7 dev", text, secret))

    p = v.pw()
    add("json escaped ascii name", f'{{"{_u("password")}": "{p}"}} rejected by upstream', p)
    p = v.pw()
    add("json escaped russian name", f'ошибка входа {{"{_u("пароль")}": "{p}"}}', p)
    p = v.pw()
    add("json escaped korean name", f'{{"{_u("비밀번호")}":"{p}","user":"kim"}}', p)
    t = v.gen(ALNUM, 36)
    add("json escaped greek secret", f'config error {{"{_u("μυστικό")}": "{t}"}}', t)
    p = v.pw()
    add("properties unicode name", f"load failed: db.pass\\u0077ord={p} (line 12)", p)
    t = v.gen(ALNUM, 32)
    add("js escaped name", f"Uncaught Error at init('api\\x5fkey', '{t}')", t)
    t = v.gen(ALNUM, 40)
    add("double backslash unicode", f"{{\\\\u0022secret\\\\u0022: \\\\u0022{t}\\\\u0022}}", t)
    p = v.pw()
    add("html decimal entity name", f"<p>Login: {_ent('password')}={p}</p> failed", p)
    t = v.gen(ALNUM, 32)
    add("html hex entity name", f"error page: {_ent('token', True)}: {t}", t)
    p = v.pw()
    add("html named entity separator", f"Bad credentials: password&colon; {p}", p)
    t = v.gen(ALNUM, 40)
    add("html equals entity", f"<td>api_key&equals;{t}</td> invalid", t)
    p = v.pw()
    enc = p.replace("!", "&#33;").replace("#", "&#35;").replace("*", "&#42;")
    enc = enc.replace(".", "&#46;").replace("^", "&#94;").replace("~", "&#126;")
    enc = enc.replace("%", "&#37;").replace("@", "&#64;").replace("$", "&#36;")
    add("entity inside value", f'<input name="pwd"> value rejected: pwd = {enc}', enc)
    t = v.gen(ALNUM, 40)
    add(
        "xml entity attribute",
        f'<connection user="app" pass&#x77;ord="{t}"/> parse error',
        t,
    )
    t = v.gen(ALNUM, 44)
    body = quopri.encodestring(f'{{"client_secret": "{t}", "client_id": "app"}}'.encode())
    add(
        "quoted printable json",
        "Content-Transfer-Encoding: quoted-printable\n\n" + body.decode() + "\n(bounce)",
        t[:20],
    )
    t = v.gen(ALNUM, 70)
    qp = f"access_token=3D{t[:40]}=\n{t[40:]}"
    add("quoted printable soft break", f"Subject: webhook failed\n\n{qp}\n-- end", t[30:])
    p = v.pw()
    add("percent encoded name", f"POST /login body=%70%61%73%73%77%6F%72%64%3D{quote(p)}", quote(p))
    t = v.gen(ALNUM, 32)
    add("double percent", f"redirect to /cb?state=ok%26access_token%253D{t}%26x%3D1 failed", t)
    t = v.gen(ALNUM, 40)
    doc = json.dumps({"auths": {"registry.acme.io": {"username": "ci", "password": t}}})
    b = base64.b64encode(doc.encode()).decode()
    add("dockerconfigjson base64", f"secret/regcred invalid: .dockerconfigjson: {b}", b)
    t = v.gen(HEX, 40)
    doc = json.dumps({"type": "service_account", "private_key_id": t, "client_email": "x@y.z"})
    b = base64.b64encode(doc.encode()).decode()
    add("service account env base64", f"GOOGLE_CREDENTIALS_B64 could not be parsed ({b})", b)
    t = v.gen(ALNUM, 48)
    doc = json.dumps({"apiKey": t, "projectId": "acme-prod", "region": "eu"})
    b = "\n".join(textwrap.wrap(base64.b64encode(doc.encode()).decode(), 40))
    add("mime wrapped json", f"part 2 of 3:\n{b}\n(malformed attachment)", b.split("\n")[1])
    t = v.gen(ALNUM, 36)
    add(
        "unicode escaped quotes",
        f"body: \\u0022refresh_token\\u0022\\u003a\\u0022{t}\\u0022 expired",
        t,
    )
    p = v.pw()
    add("json escaped value", f'{{"passwd": "{_u(p)}"}} rejected', _u(p))
    return out
