"""Held-out set 14: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Names were grepped against the earlier sets' argument files:
names that say what the value opens rather than what it is (``ticket``, ``stamp``,
``magic``, ``invite``, ``reset_link``, ``join_token``, ``open_sesame``), short or playful
names (``tok``, ``t0k3n``, ``secretz``, ``the_thing``, ``hush``, ``phrase``), header-like and
camelCase names (``Authorization``, ``X_Auth``, ``apiKeyV2``, ``clientSecretValue``),
dictionary words for "password" in languages and scripts earlier argument names did not use
(``contraseña``, ``mot_de_passe``, ``Passwort``, ``senha``, ``密码``, ``パスワード``,
``비밀번호``, ``كلمة_المرور``, ``пароль``, ``salasana``, ``lozinka``), and values that are
an ODBC string, a proxy URL, an SMTP URL, a cookie header, a form body, a JSON body, a Python
tuple, a shell script, a YAML document, a curl command or a Netscape cookie file.
"""

from __future__ import annotations

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["argument_cases"]

# name ¦ value template ({s} is the secret) ¦ secret alphabet and length ("p": a typed password)
_ROWS = r"""
ticket ¦ ST-{s}-cas.acme.io ¦ A40
stamp ¦ {s} ¦ U32
magic ¦ https://app.acme.io/auth/magic?t={s} ¦ u43
invite ¦ https://chat.acme.io/invite/{s} ¦ u32
reset_link ¦ https://id.acme.io/reset?uid=4412&token={s} ¦ u48
join_token ¦ SWMTKN-1-{s}-1awxwuwd3z9j1z3puu7rcgdbx ¦ l50
open_sesame ¦ {s} ¦ p
tok ¦ {s} ¦ A40
t0k3n ¦ {s} ¦ u43
secretz ¦ {s} ¦ h64
the_thing ¦ {s} ¦ p
hush ¦ {s} ¦ p
phrase ¦ {s} ¦ p
Authorization ¦ Bearer {s} ¦ u43
X_Auth ¦ {s} ¦ A32
apiKeyV2 ¦ {s} ¦ A40
clientSecretValue ¦ {s} ¦ u40
contraseña ¦ {s} ¦ p
mot_de_passe ¦ {s} ¦ p
Passwort ¦ {s} ¦ p
senha ¦ {s} ¦ p
密码 ¦ {s} ¦ p
パスワード ¦ {s} ¦ p
비밀번호 ¦ {s} ¦ p
كلمة_المرور ¦ {s} ¦ p
пароль ¦ {s} ¦ p
salasana ¦ {s} ¦ p
lozinka ¦ {s} ¦ p
odbc ¦ Driver={ODBC Driver 18 for SQL Server};Server=tcp:sql01,1433;Uid=rep;Pwd={s};Encrypt=yes ¦ p
proxy ¦ http://squid:{s}@proxy.acme.lan:3128 ¦ p
smtp_url ¦ smtps://alerts%40acme.io:{s}@smtp.acme.io:465 ¦ p
cookie ¦ csrftoken=8f2a9b7e3c4d; sessionid={s}; theme=dark ¦ l32
form ¦ grant_type=password&username=ops&password={s}&client_id=cli ¦ p
body ¦ {"login": "ops", "credentials": {"kind": "password", "value": "{s}"}} ¦ p
basic ¦ ('reporter', '{s}') ¦ p
script ¦ #!/bin/sh\nexport VAULT_ADDR=https://vault:8200\nexport VAULT_TOKEN={s}\nvault kv get kv/app\n ¦ A28
manifest ¦ apiVersion: v1\nkind: ConfigMap\ndata:\n  SMTP_PASS: "{s}"\n ¦ p
curl ¦ curl -sS -H 'X-Api-Key: {s}' https://api.acme.io/v1/usage ¦ A40
cookies_txt ¦ # Netscape HTTP Cookie File\n.acme.io\tTRUE\t/\tTRUE\t1767225600\tremember_token\t{s}\n ¦ u48
pin_code ¦ {s} ¦ d8
recovery ¦ {s} ¦ b40
"""


def argument_cases(v: Values) -> list[Case]:
    out = []
    for line in _ROWS.strip().splitlines():
        name, template, spec = (cell.strip() for cell in line.split(" ¦ "))
        secret = v.pw() if spec == "p" else v.fill(spec)
        value = template.replace("\\n", "\n").replace("\\t", "\t").replace("{s}", secret)
        out.append(
            Case(
                f"argument: {name}",
                f"the tool's '{name}' argument",
                f"tool call rejected by the backend (argument '{name}' not accepted)",
                secret,
                args=(("region", "eu"), (name, value)),
            )
        )
    # Two secrets of one call in two arguments: the check counts the second one.
    user_pw, api_key = v.pw(), v.gen(ALNUM, 36)
    out.append(
        Case(
            "argument: pair of arguments",
            "a neutral 'account' argument next to an 'auth' argument",
            "tool call rejected by the backend (account/auth pair not accepted)",
            api_key,
            args=(("account", f"ops:{user_pw}"), ("auth", api_key)),
        )
    )
    return out
