"""The rule table's rows for exact shapes and names: vendor tokens, keys, URL credentials,
headers, values under secret names, flags, prose. They come first in the table: where one of
them hides a value, the broader rows after them (``_table``) do not take that place again.

Each finder reads what the gate (``_pipeline``) put in ``Scan.context``: the token search of
the policy (``tokens``), the name stems present (``stems``, ``prose_stems``) and the prose
trigger words (``prose_words``).
"""

from __future__ import annotations

from collections.abc import Iterator

from . import _secret_shapes as shapes
from ._command_rules import curl_users, go_dsns, next_line_values, seed_phrases
from ._engine import REDACTED, Found, Rule, Scan
from ._engine import vectors as _v
from ._flags_elements import elements, flags, quoted_pairs, validation_inputs
from ._key_values import key_values
from ._prose_rules import cjk_prose, prose_values, spaced_values
from ._text_rules import after_prefix, basic_value, find_at, find_pem

__all__ = ["NAMED_ROWS"]


def _tokens(scan: Scan) -> Iterator[Found]:
    yield from scan.context["tokens"].find(scan.text, scan.context["runs"])


def _url_passwords(scan: Scan) -> Iterator[Found]:
    text = scan.text
    if "://" in text:
        yield from map(after_prefix, shapes.URL_PASSWORD.finditer(text))
    if "%3a%2f%2f" in scan.folded:
        yield from map(after_prefix, shapes.ENCODED_URL_PASSWORD.finditer(text))


def _key_values(scan: Scan) -> Iterator[Found]:
    stems = scan.context["stems"]
    yield from key_values(scan.text, scan.folded, stems, scan.is_secret_name, scan.known)


def _next_lines(scan: Scan) -> Iterator[Found]:
    stems = scan.context["stems"]
    yield from next_line_values(scan.text, stems, scan.folded, scan.is_secret_name)


def _spaced(scan: Scan) -> Iterator[Found]:
    stems = scan.context["prose_stems"]
    yield from spaced_values(scan.text, scan.folded, stems, scan.is_secret_name)


R = REDACTED
NAMED_ROWS: tuple[Rule, ...] = (
    Rule(
        "pem_private_key", ("private key",), lambda s: find_pem(s.text),
        "the BEGIN and END lines",
        _v(("-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBg\n-----END PRIVATE KEY-----",
            f"-----BEGIN PRIVATE KEY-----{R}-----END PRIVATE KEY-----")),
    ),
    Rule(
        "vendor_token", (), _tokens, "the vendor's prefix (`sk-proj-`, `ghp_`, `AKIA`)",
        _v(("key sk-proj-Zx81kq0PLmmQ7vW3nT5yR2uB9cD4", f"key sk-proj-{R}"),
           ("ghp_abcdefghijklmnopqrstuvwxyz0123456789 used", f"ghp_{R} used")),
    ),
    Rule(
        "url_password", ("://", "%3a%2f%2f"), _url_passwords, "the scheme, user and host",
        _v(("postgres://app:Pa55-w0rd@db:5432/shop", f"postgres://app:{R}@db:5432/shop"),),
        ("https://example.com:8443/path",),
    ),
    Rule(
        "cookie", ("cookie",),
        lambda s: find_at(s.text, s.folded, "cookie", shapes.COOKIE_HEADER, after_prefix),
        "the header's name",
        _v(("Cookie: session=abc123def", f"Cookie: {R}"),),
    ),
    Rule(
        "curl_user", ("-u",), lambda s: curl_users(s.text), "the flag and the user",
        _v(("curl -u admin:hunter2 https://x", f"curl -u admin:{R} https://x"),
           # (a user that is an e-mail address, a help desk's API token after it)
           ("curl -u me@corp.example:9be1c07f3a2d4e5f https://h", f"curl -u me@corp.example:{R} https://h")),
        ("docker run -u 1000:1000 app",),
    ),
    Rule(
        "next_line_value", (), _next_lines, "the name; the value's lines hidden",
        _v(("password:\n  hunter2-Xy9\nuser: bob", f"password:\n  {R}\nuser: bob"),),
        switch="key_value",
    ),
    Rule(
        "seed_phrase", ("mnemonic", "phrase", "words"),
        lambda s: seed_phrases(s.text, s.folded, s.is_secret_name), "the name",
        _v((
            "mnemonic: abandon ability able about above absent absorb abstract absurd abuse "
            "access accident", f"mnemonic: {R}",
        ),),
        switch="key_value",
    ),
    Rule(
        "key_value", (), _key_values,
        "the name and separator, quotes, an authorization scheme, a vendor prefix",
        _v(("api_key=9f8e7d6c5b4a&page=2", f"api_key={R}&page=2"),
           ('"password": ["a", "b"]', f'"password": "{R}"'),
           ("pin token-cache==4.1, password==Zk8w2q", f"pin token-cache==4.1, password={R}")),
        ("cache key: user:1", "Access denied (using password: YES)",
         "no version of django-secret-key~=1.0.2 (have 0.9)",
         "needs org.acme:oauth-token:3.2.1-rc1."),
    ),
    Rule(
        "dsn", ("@tcp(", "@unix("), lambda s: go_dsns(s.text), "the user, host and database",
        _v(("app:Pa55w0rd@tcp(db:3306)/shop", f"app:{R}@tcp(db:3306)/shop"),),
    ),
    Rule(
        "secret_flag", ("-",), lambda s: flags(s.text, s.is_secret_name),
        "the flag", _v(("tool --api-key abc123XYZ --verbose", f"tool --api-key {R} --verbose"),),
        switch="key_value",
    ),
    Rule(
        "quoted_pair", ("',", '",'), lambda s: quoted_pairs(s.text, s.is_secret_name),
        "the quoted name", _v(("[('api_key', 'abc123')]", f"[('api_key', '{R}')]"),),
        switch="key_value",
    ),
    Rule(
        "xml_element", ("</",), lambda s: elements(s.text, s.is_secret_name),
        "the element's tags; `<Key>` (an object's name) whole",
        _v(("<password>hunter2</password>", f"<password>{R}</password>"),),
        ("<Key>uploads/a.csv</Key>",), switch="key_value",
    ),
    Rule(
        "validation_input", ("input_value=",),
        lambda s: validation_inputs(s.text, s.is_secret_name), "the field and the error",
        _v((
            "password\n  too short [type=too_short, input_value='x1y2', input_type=str]",
            f"password\n  too short [type=too_short, input_value={R}, input_type=str]",
        ),),
        switch="key_value",
    ),
    Rule(
        "bearer", ("bearer",),
        lambda s: find_at(s.text, s.folded, "bearer", shapes.BARE_BEARER, after_prefix),
        "the word Bearer", _v(("sent Bearer abc.def.ghi123", f"sent Bearer {R}"),),
        ("Bearer authentication required",),
    ),
    Rule(
        "basic", ("basic",),
        lambda s: find_at(s.text, s.folded, "basic", shapes.BARE_BASIC, basic_value),
        "the word Basic", _v(("sent Basic YWxhZGRpbjpvcGVu", f"sent Basic {R}"),),
        ("Basic authentication failed",),
    ),
    Rule(
        "prose", (" key", " token", " secret", "password", "passphrase"),
        lambda s: prose_values(s.text, s.folded, s.context["prose_words"]),
        "the sentence; words that are not random",
        _v(("Invalid API key 9f8e7d6c5b4a3210", f"Invalid API key {R}"),),
        ("The API key is invalid", "no signing key vault-key-stage-07 found"),
    ),
    Rule(
        "spaced_value", (), _spaced, "the name and the words linking it",
        _v(("the password was Xk29pq7Lm", f"the password was {R}"),),
        ("your password is too short",), switch="prose",
    ),
    Rule(
        "cjk_prose", (), lambda s: cjk_prose(s.text, s.folded), "the noun and the sentence",
        _v(("密码是Xk29pq7Lm无效", f"密码是{R}无效"),), ("找不到密钥 hsm-key-eu-12。",),
        switch="prose",
    ),
)  # fmt: skip
