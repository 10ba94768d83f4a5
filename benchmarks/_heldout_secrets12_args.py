"""Held-out set 12: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Names were grepped against the earlier sets' argument files:
key-material and unlock names (``age_identity``, ``luks_key``, ``unseal_key``, ``sops_key``,
``keystore_pass``, ``p12_password``), connection strings under names that do not say
"password" (``broker_url``, ``mongo_uri``, ``connection_uri``, ``slack_webhook``), whole
credential files as a string (``kubeconfig``, ``netrc``, ``htpasswd``, ``dockerconfigjson``,
``service_account_json``), names in Polish, Czech, Ukrainian, Turkish, Thai, Hebrew, Swahili,
Hindi and Indonesian (transliterated and native), and generic names whose values are lists,
JSON objects or command lines.
"""

from __future__ import annotations

import base64
import json

from _heldout_secrets_harness import ALNUM, B64, HEX, URLSAFE, Case, Values

__all__ = ["argument_cases"]

# name ¦ value template ({s} is the secret) ¦ secret alphabet and length ("p": a typed password)
_ROWS = r"""
shared_key ¦ {s} ¦ A44
pincode ¦ {s} ¦ d8
wif ¦ {s} ¦ A51
age_identity ¦ AGE-SECRET-KEY-1{s} ¦ U58
sops_key ¦ {s} ¦ A44
luks_key ¦ {s} ¦ p
keystore_pass ¦ {s} ¦ p
truststore_password ¦ {s} ¦ p
p12_password ¦ {s} ¦ p
unseal_key ¦ {s} ¦ b44
ssh_passphrase ¦ {s} ¦ p
admin_pin ¦ {s} ¦ d8
su_pass ¦ {s} ¦ p
become_pass ¦ {s} ¦ p
sas ¦ sv=2022-11-02&ss=b&srt=sco&sp=rwdlac&se=2026-12-31&sig={s} ¦ b43
shared_access_key ¦ {s}= ¦ b43
broker_url ¦ amqp://orders:{s}@mq.acme.lan:5672/prod ¦ p
mongo_uri ¦ mongodb+srv://app:{s}@cluster0.x7k2m.mongodb.net/shop?retryWrites=true ¦ p
connection_uri ¦ Server=tcp:acme.database.windows.net,1433;User ID=svc;Password={s};Encrypt=True ¦ p
slack_webhook ¦ https://hooks.slack.com/services/T04ABCDEF/B05GHIJKL/{s} ¦ A24
callback_url ¦ https://app.acme.io/oauth/cb?code={s}&state=xyz ¦ u43
cookie_header ¦ theme=dark; __Host-sess={s}; lang=pl ¦ u48
csrf ¦ {s} ¦ u43
activation_code ¦ {s} ¦ U25
htpasswd ¦ admin:$apr1$Xq7kP2aB${s} ¦ A22
netrc ¦ machine api.acme.io login ci password {s} ¦ A32
kubeconfig ¦ apiVersion: v1\nusers:\n- name: ci\n  user:\n    token: {s}\n ¦ A48
dockerconfigjson ¦ {"auths":{"ghcr.io":{"username":"ci","password":"{s}"}}} ¦ A40
service_account_json ¦ {"type":"service_account","client_email":"x@acme.iam.gserviceaccount.com","private_key_id":"{s}"} ¦ h40
firebase_config ¦ {"apiKey":"AIza0000000000000000000000000000000000","databaseSecret":"{s}"} ¦ A40
haslo ¦ {s} ¦ p
klucz_api ¦ {s} ¦ A32
heslo_k_db ¦ {s} ¦ p
пароль_бд ¦ {s} ¦ p
sifre ¦ {s} ¦ p
gizli_anahtar ¦ {s} ¦ A40
รหัสผ่าน ¦ {s} ¦ p
סיסמה ¦ {s} ¦ p
nenosiri ¦ {s} ¦ p
kunci_rahasia ¦ {s} ¦ h40
कुंजी ¦ {s} ¦ A32
argv ¦ ["rsync", "-e", "sshpass -p {s} ssh", "src/", "bk@nas:/b"] ¦ p
steps ¦ [{"run": "login"}, {"with": {"registry-password": "{s}"}}] ¦ A40
curl_cmd ¦ curl --oauth2-bearer {s} https://api.acme.io/v1/me ¦ u43
extra ¦ {"retries": 3, "sig_key": "{s}"} ¦ h64
"""


def argument_cases(v: Values) -> list[Case]:
    out = []
    alphabets = {
        "A": ALNUM,
        "b": B64,
        "d": "123456789",
        "h": HEX,
        "u": URLSAFE,
        "U": "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789",
    }
    for line in _ROWS.strip().splitlines():
        name, template, spec = (cell.strip() for cell in line.split(" ¦ "))
        secret = v.pw() if spec == "p" else v.gen(alphabets[spec[0]], int(spec[1:]))
        value = template.replace("\\n", "\n").replace("{s}", secret)
        out.append(
            Case(
                f"argument: {name}",
                f"the tool's '{name}' argument",
                f"tool call rejected by the backend (argument '{name}' not accepted)",
                secret,
                args=(("target", "prod"), (name, value)),
            )
        )
    # Two that hide the value behind an encoding inside the argument.
    pw = v.pw()
    basic = base64.b64encode(f"deploy:{pw}".encode()).decode()
    out.append(
        Case(
            "argument: headers_json",
            "a JSON object of headers as a string, with a Basic credential",
            "tool call rejected by the backend (headers not accepted)",
            basic,
            args=(
                ("headers_json", json.dumps({"Accept": "*/*", "Authorization": f"Basic {basic}"})),
            ),
        )
    )
    tok = v.gen(ALNUM, 40)
    out.append(
        Case(
            "argument: positional list",
            "a list of positional values, one a key, under a generic name",
            "tool call rejected by the backend (params not accepted)",
            tok,
            args=(("params", json.dumps(["eu-west-1", "acme-media", tok, 3600])),),
        )
    )
    return out
