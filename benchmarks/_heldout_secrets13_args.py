"""Held-out set 13: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Names were grepped against the earlier sets' argument files:
names of protocols' secrets (``radius_secret``, ``snmp_auth``, ``psk``, ``wg_private``,
``ikey``/``skey`` pairs), wallet and one-time material (``mnemonic``, ``seed_words``,
``totp_seed``, ``backup_codes``), names that say what the value unlocks rather than what it is
(``for_billing``, ``unlock``, ``bind_as``, ``login_with``), abbreviations (``pw``, ``pwd2``,
``sk``, ``k``), names in Vietnamese, Indonesian, Bengali, Persian, Czech and Ukrainian, and
values that are JDBC URLs, LDAP URLs, a list of ``K=V`` pairs, a list of header tuples, a
``user:pass`` pair under a neutral name, or a base64 credential file.
"""

from __future__ import annotations

import base64
import json

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["argument_cases"]

# name ¦ value template ({s} is the secret) ¦ secret alphabet and length ("p": a typed password)
_ROWS = r"""
radius_secret ¦ {s} ¦ A24
snmp_auth ¦ {s} ¦ p
psk ¦ {s} ¦ p
wg_private ¦ {s}= ¦ b43
ikey_skey ¦ DIXXXXXXXXXXXXXXXXXX:{s} ¦ A40
mnemonic ¦ {s} ¦ w12
seed_words ¦ {s} ¦ w24
totp_seed ¦ {s} ¦ B32
backup_codes ¦ ["{s}", "8812-0031", "1177-4520"] ¦ d8
for_billing ¦ {s} ¦ A40
unlock ¦ {s} ¦ p
bind_as ¦ cn=sync,ou=svc,dc=acme,dc=io/{s} ¦ p
login_with ¦ ops / {s} ¦ p
pw ¦ {s} ¦ p
pwd2 ¦ {s} ¦ p
sk ¦ {s} ¦ A48
k ¦ {s} ¦ h64
upstream ¦ jdbc:mysql://rep:{s}@10.0.3.9:3306/shop?useSSL=true ¦ p
directory ¦ ldaps://cn=admin,dc=acme,dc=io:{s}@dc1.acme.io:636 ¦ p
env_list ¦ ["TZ=UTC", "SENTRYLESS=1", "LEDGER_HMAC={s}", "LANG=C.UTF-8"] ¦ h64
header_pairs ¦ [["Accept", "application/json"], ["X-Partner-Auth", "{s}"]] ¦ A40
pair ¦ report:{s} ¦ p
ssh_config ¦ Host bastion\n  User ops\n  IdentityFile ~/.ssh/id\n  # passphrase {s}\n ¦ p
mat_khau ¦ {s} ¦ p
khoa_api ¦ {s} ¦ A32
kata_sandi ¦ {s} ¦ p
kunci_akses ¦ {s} ¦ A40
পাসওয়ার্ড ¦ {s} ¦ p
رمز ¦ {s} ¦ p
tajny_klic ¦ {s} ¦ A40
ключ_доступу ¦ {s} ¦ A40
auth_blob ¦ {s} ¦ b48
query ¦ SELECT * FROM ledger WHERE api_key = '{s}' ¦ A40
notes ¦ rotated yesterday, new one is {s} (old revoked) ¦ p
"""

_WORDS = [
    "abandon",
    "oxygen",
    "tissue",
    "rural",
    "basket",
    "elbow",
    "pilot",
    "grace",
    "mango",
    "lunar",
    "cactus",
    "velvet",
    "remind",
    "orbit",
    "shallow",
    "hammer",
    "pledge",
    "cousin",
    "vivid",
    "salmon",
    "tiny",
    "glove",
    "ribbon",
    "walnut",
]


def argument_cases(v: Values) -> list[Case]:
    out = []
    for line in _ROWS.strip().splitlines():
        name, template, spec = (cell.strip() for cell in line.split(" ¦ "))
        if spec == "p":
            secret = v.pw()
        elif spec[0] == "w":
            secret = " ".join(v.r.choice(_WORDS) for _ in range(int(spec[1:])))
        else:
            secret = v.fill(spec)
        value = template.replace("\\n", "\n").replace("{s}", secret)
        out.append(
            Case(
                f"argument: {name}",
                f"the tool's '{name}' argument",
                f"tool call rejected by the backend (argument '{name}' not accepted)",
                secret,
                args=(("region", "eu"), (name, value)),
            )
        )
    # A whole credentials file, base64-encoded, under a neutral name (as CI variables hold it).
    key = v.gen(ALNUM, 40)
    blob = base64.b64encode(
        f"[default]\naws_access_key_id = AKIA2EXAMPLE7Q4ZK3MB\naws_secret_access_key = {key}\n".encode()
    ).decode()
    out.append(
        Case(
            "argument: file_b64",
            "an AWS credentials file, base64-encoded, under a neutral name",
            "tool call rejected by the backend (file_b64 not accepted)",
            blob,
            args=(("file_b64", blob),),
        )
    )
    pw = v.pw()
    out.append(
        Case(
            "argument: nested options",
            "a JSON object nesting the password two levels down under 'auth'",
            "tool call rejected by the backend (options not accepted)",
            pw,
            args=(("options", json.dumps({"db": {"auth": {"user": "r", "secret": pw}}})),),
        )
    )
    return out
