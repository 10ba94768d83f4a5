"""Held-out set 11: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels (the observation's arguments, events, logs and the export's
``tool.args``) can leak. Names were grepped against the earlier sets' argument files:
wallet and key-material terms (``seed_phrase``, ``xprv``, ``keyfile_contents``,
``hmac_material``), one- and two-letter names (``rt``, ``at``), names that are not Python
identifiers but arrive through ``**kwargs`` from a JSON tool call (``auth[token]``,
``DB__PASSWORD``, ``pass word``, ``0``, ``Password:``, ``--db-pass``, ``$secret``), camel
and shouting cases, identifiers in Vietnamese, Persian, Bengali, Hindi, Welsh, Slovenian,
Estonian, Swedish and Chinese (transliterated or native), and generic names (``value``,
``input``, ``blob``, ``target``, ``headers``, ``env``, ``argv``, ``body``) whose value's
structure holds the secret.
"""

from __future__ import annotations

import base64
import json

from _heldout_secrets_harness import ALNUM, HEX, URLSAFE, Case, Values

__all__ = ["argument_cases"]

# name ¦ value kind (a slot, or "seed" for 12 words) ¦ what the name is
_NAMES = r"""
seed_phrase ¦ seed ¦ a wallet's recovery words
xprv ¦ xprv ¦ a BIP32 extended private key
keyfile_contents ¦ A64 ¦ a key file read into a string
hmac_material ¦ h64 ¦ raw HMAC key material
kdf_input ¦ p ¦ what a key-derivation function is fed
signing_material ¦ b44 ¦ base64 key bytes
session_blob ¦ u96 ¦ a serialized session
nonce_key ¦ h32 ¦ a key despite "nonce"
rt ¦ u64 ¦ a refresh token abbreviated to two letters
at ¦ u43 ¦ an access token abbreviated to two letters
auth[token] ¦ A40 ¦ a form-style bracketed name
DB__PASSWORD ¦ p ¦ a double-underscore environment-style name
pass word ¦ p ¦ a name with a space, from a JSON tool call
0 ¦ p ¦ a positional index as a name
Password: ¦ p ¦ a label pasted as a name, colon included
--db-pass ¦ p ¦ a command-line flag as a name
$secret ¦ A32 ¦ a shell-variable-looking name
dbPassWord ¦ p ¦ camel case with an inner capital
APIKEY ¦ A32 ¦ shouting case, no separator
xApiKey ¦ A40 ¦ camel case header name
mat_khau ¦ p ¦ Vietnamese mật khẩu transliterated
ramz_obur ¦ p ¦ Persian رمز عبور transliterated
kelid_api ¦ A40 ¦ Persian کلید transliterated
gopon_chabi ¦ A32 ¦ Bengali গোপন চাবি transliterated
pravesh_kunji ¦ A40 ¦ Hindi प्रवेश कुंजी transliterated
cyfrinair ¦ p ¦ Welsh password
geslo ¦ p ¦ Slovenian password
parool ¦ p ¦ Estonian password
losenord ¦ p ¦ Swedish lösenord without the diaeresis
口令 ¦ p ¦ Chinese native identifier
秘钥 ¦ A32 ¦ Chinese native identifier (secret key)
рамз ¦ p ¦ Tajik native identifier
"""

_WORDS = [
    "amber",
    "bridge",
    "cactus",
    "dolphin",
    "ember",
    "falcon",
    "glacier",
    "harbor",
    "island",
    "jungle",
    "kettle",
    "lantern",
    "meadow",
    "nectar",
    "orbit",
    "pepper",
    "quartz",
    "river",
    "saddle",
    "timber",
    "umbrella",
    "velvet",
    "walnut",
    "yonder",
]


def _value(v: Values, kind: str) -> str:
    if kind == "seed":
        return " ".join(v.r.choice(_WORDS) for _ in range(12))
    if kind == "xprv":
        return "xprv9s21ZrQH143K" + v.gen(ALNUM, 95)
    return v.fill(kind)


def argument_cases(v: Values) -> list[Case]:
    out: list[Case] = []
    for line in _NAMES.strip().splitlines():
        name, kind, what = (cell.strip() for cell in line.split(" ¦ "))
        value = _value(v, kind)
        out.append(
            Case(
                f"argument: {name}",
                what,
                "unlock failed: the remote rejected the supplied material (code 4031)",
                value,
                args=((name, value), ("target", "vault-eu-2")),
            )
        )
    out += _structured(v)
    return out


def _structured(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, what: str, secret: str, *args: tuple[str, str]) -> None:
        text = "request failed with status 403 (see arguments)"
        out.append(Case(f"argument: {name}", what, text, secret, args=tuple(args)))

    tok = v.gen(URLSAFE, 43)
    add("value bearer", "a generic name holding 'Bearer <token>'", tok, ("value", f"Bearer {tok}"))
    pw = v.pw()
    add(
        "input dsn",
        "a generic name holding a DSN",
        pw,
        ("input", f"mssql://sa:{pw}@10.0.5.2:1433/ledger"),
    )
    key = v.gen(ALNUM, 40)
    blob = base64.b64encode(json.dumps({"api_key": key, "v": 2}).encode()).decode()
    add(
        "blob base64 json",
        "a generic name holding base64 of a JSON with a key",
        blob,
        ("blob", blob),
    )
    pw = v.pw()
    add(
        "target url userinfo",
        "a target URL with userinfo",
        pw,
        ("target", f"amqps://orders:{pw}@mq.acme.lan:5671/prod"),
    )
    tok = v.gen(ALNUM, 36)
    add(
        "headers multiline",
        "raw header lines as one string",
        tok,
        (
            "headers",
            f"Accept: application/json\r\nX-Vault-Token: hvx.{tok}\r\nUser-Agent: acme/1.2",
        ),
    )
    pw = v.pw()
    add(
        "env list",
        "a list of NAME=value pairs, JSON-encoded",
        pw,
        ("env", json.dumps(["TZ=UTC", f"SMTP_PASS={pw}", "LANG=C"])),
    )
    tok = v.gen(HEX, 40)
    add(
        "argv string",
        "a command line as one string",
        tok,
        (
            "argv",
            f"gh release upload v4.2 dist.tgz --repo acme/app -H 'authorization: token {tok}'",
        ),
    )
    sec = v.gen(URLSAFE, 40)
    add(
        "body form",
        "a form body with a secret among other fields",
        sec,
        ("body", f"grant_type=refresh_token&refresh_token={sec}&client_id=mobile"),
        ("method", "POST"),
    )
    key = v.gen(ALNUM, 32)
    add(
        "body graphql",
        "a GraphQL request whose variables hold the key",
        key,
        (
            "body",
            json.dumps(
                {"query": "mutation($k:String!){rotate(key:$k){ok}}", "variables": {"k": key}}
            ),
        ),
    )
    pw = v.pw()
    add(
        "xml body",
        "an XML (SOAP) body with a password element",
        pw,
        ("payload", f"<Login><User>svc</User><Pass>{pw}</Pass></Login>"),
    )
    tok = v.gen(URLSAFE, 40)
    add(
        "cookie jar",
        "a cookie header string",
        tok,
        ("cookie_jar", f"theme=dark; remember_token={tok}; lang=en"),
    )
    pw = v.pw()
    add(
        "yaml doc",
        "a YAML document as an argument",
        pw,
        ("spec", f"kind: Source\nauth:\n  user: ingest\n  pass: {pw}\n"),
    )
    return out
