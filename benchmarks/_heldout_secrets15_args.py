"""Held-out set 15: secrets only in a tool's arguments, as an agent would pass them.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Names were grepped against the earlier sets' argument files:
arguments of tools an agent calls with free text (``text`` of a chat message, ``comment``,
``commit_message``, ``email_body``, ``content`` of a file write, ``patch``, ``code``,
``sql``, ``statement``, ``gql``, ``cmdline``), structured values (``extra_vars`` JSON,
``helm_values`` YAML, ``set_values``, ``env_file``, ``extra_headers``, ``nats_creds``,
``otp_uri``, ``ssh_key``), names for keys that earlier sets did not use (``master_key``,
``root_token``, ``kek``, ``wrapping_key``, ``hmac_key``, ``nkey_seed``, ``vault_pass``,
``accessToken``, ``bearer_token``, ``GITLAB_TOKEN``, ``discord_hook``, ``share_link``,
``proxy_auth``, ``userpass``) and words for password, key and token in scripts earlier
argument names did not use (``암호``, ``暗証番号``, ``認証トークン``, ``密碼``,
``токен_доступа``, ``секрет``, ``clé_api``, ``chave_api``, ``contrasenya``, ``lykilorð``,
``wagwoord``, ``mật_khẩu``).
"""

from __future__ import annotations

from _heldout_secrets_harness import URLSAFE, Case, Values

__all__ = ["argument_cases"]

# name ¦ value template ({s} is the secret) ¦ secret alphabet and length ("p": a typed password)
# ¦ the message the tool raises (no secret in it)
_ROWS = r"""
text ¦ here are the staging creds for the vendor demo: admin / {s} (please delete after) ¦ p ¦ slack: channel_not_found (C04QX2R7T1A)
comment ¦ Rotated the webhook secret, new value is {s}; old one revoked. ¦ A40 ¦ jira: 400 Comment body exceeds 32767 characters
commit_message ¦ fix(ci): use new deploy token {s} for registry pushes ¦ u40 ¦ git commit failed: pre-commit hook exited with 1
email_body ¦ Hi Ana,\n\nyour VPN account is ready. Username: ana.silva\nPassword: {s}\n\nIT ¦ p ¦ smtp: 552 5.3.4 Message size exceeds fixed limit
content ¦ //registry.npmjs.org/:_authToken=npm_{s}\nalways-auth=true\n ¦ A36 ¦ write_file: EACCES: permission denied, open '/home/app/.npmrc'
patch ¦ --- a/.env.example\n+++ b/.env.example\n@@ -3,2 +3,3 @@\n DATABASE_URL=postgres://localhost/app\n+OPENAI_API_KEY=sk-proj-{s}\n ¦ u48 ¦ apply_patch: hunk #1 FAILED at 3
code ¦ import requests\nr = requests.get("https://api.acme.io/v2/usage", headers={"Authorization": "Bearer {s}"})\nprint(r.json()) ¦ u43 ¦ sandbox: execution timed out after 30 s
sql ¦ CREATE USER reporting WITH PASSWORD '{s}' VALID UNTIL '2027-01-01'; ¦ p ¦ ERROR: permission denied to create role (SQLSTATE 42501)
statement ¦ ALTER USER app_rw IDENTIFIED BY "{s}" ACCOUNT UNLOCK ¦ p ¦ ORA-01031: insufficient privileges
gql ¦ mutation { integrationCreate(input: {kind: "pagerduty", apiToken: "{s}"}) { id } } ¦ u20 ¦ graphql: Cannot query field "integrationCreate" on type "Mutation"
cmdline ¦ docker run --rm -e PGPASSWORD={s} postgres:16 psql -h db1 -U app -c 'select 1' ¦ p ¦ docker: Error response from daemon: No such image: postgres:16
extra_vars ¦ {"app_env": "prod", "db_admin_password": "{s}", "replicas": 3} ¦ p ¦ ansible-runner: playbook site.yml not found
helm_values ¦ image:\n  tag: 2.4.1\nredis:\n  auth:\n    password: {s}\n ¦ p ¦ helm: Error: INSTALLATION FAILED: cannot re-use a name that is still in use
set_values ¦ image.tag=2.4.1,postgresql.auth.postgresPassword={s},replicaCount=2 ¦ p ¦ helm: Error: chart "acme/api" version "2.4.1" not found
env_file ¦ NODE_ENV=production\nSENTRY_DSN=https://{s}@o44.ingest.sentry.io/4505\nPORT=8080\n ¦ h32 ¦ deploy: env file exceeds 4 KiB limit
extra_headers ¦ X-Request-Id: 8f2c1e\nX-Api-Key: {s}\nAccept: application/json ¦ A40 ¦ http_request: invalid header block (line 2)
nats_creds ¦ -----BEGIN USER NKEY SEED-----\nSUA{s}\n------END USER NKEY SEED------\n ¦ B55 ¦ nats: authorization violation
otp_uri ¦ otpauth://totp/Acme:ops@acme.io?secret={s}&issuer=Acme&period=30 ¦ B32 ¦ 2fa: QR code could not be rendered
ssh_key ¦ -----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\nQyNTUxOQAAACA{s}\n-----END OPENSSH PRIVATE KEY-----\n ¦ b70 ¦ ssh: connect to host 10.0.4.7 port 22: No route to host
master_key ¦ {s} ¦ h64 ¦ keystore: unable to open /var/lib/app/keystore (read-only file system)
root_token ¦ hvs.{s} ¦ A24 ¦ vault: sealed (unseal progress 1/3)
kek ¦ {s} ¦ b43 ¦ kms: key ring 'prod' not found in location 'eu'
wrapping_key ¦ {s} ¦ h64 ¦ import: unsupported key spec RSA_2048 for wrapping
hmac_key ¦ {s} ¦ u43 ¦ webhook registration rejected: url must use https
nkey_seed ¦ SU{s} ¦ B56 ¦ nats: no servers available for connection
vault_pass ¦ {s} ¦ p ¦ ansible-vault: input is not vault encrypted data for group_vars/prod.yml
accessToken ¦ {s} ¦ u43 ¦ graph: 404 itemNotFound (drive item 01BYE5RZ)
bearer_token ¦ {s} ¦ A40 ¦ api: 503 Service Unavailable (retry after 30 s)
GITLAB_TOKEN ¦ glpat-{s} ¦ u20 ¦ gitlab: 404 Project Not Found (acme/infra)
discord_hook ¦ https://discord.com/api/webhooks/1181337420004455667/{s} ¦ u68 ¦ discord: 400 {"message": "Cannot send an empty message", "code": 50006}
share_link ¦ https://files.acme.io/s/7Kd2?sig={s}&exp=1767225600 ¦ h64 ¦ fetch: 410 Gone
proxy_auth ¦ ops:{s} ¦ p ¦ proxy: CONNECT tunnel failed, response 502
userpass ¦ backup-svc/{s} ¦ p ¦ smb: NT_STATUS_BAD_NETWORK_NAME (\\files01\backup)
암호 ¦ {s} ¦ p ¦ 서버 연결 실패 (시간 초과)
暗証番号 ¦ {s} ¦ d8 ¦ カードが見つかりません
認証トークン ¦ {s} ¦ u43 ¦ エンドポイントが見つかりません (404)
密碼 ¦ {s} ¦ p ¦ 伺服器無回應
токен_доступа ¦ {s} ¦ A40 ¦ сервис недоступен (503)
секрет ¦ {s} ¦ h40 ¦ неизвестный регион
clé_api ¦ {s} ¦ A32 ¦ quota dépassé pour aujourd'hui
chave_api ¦ {s} ¦ A32 ¦ serviço indisponível
contrasenya ¦ {s} ¦ p ¦ el servidor no respon
lykilorð ¦ {s} ¦ p ¦ tenging rofin
wagwoord ¦ {s} ¦ p ¦ bediener nie beskikbaar nie
mật_khẩu ¦ {s} ¦ p ¦ không kết nối được máy chủ
"""


def argument_cases(v: Values) -> list[Case]:
    out = []
    for line in _ROWS.strip().splitlines():
        name, template, spec, message = (cell.strip() for cell in line.split(" ¦ "))
        secret = v.pw() if spec == "p" else v.fill(spec)
        value = template.replace("\\n", "\n").replace("{s}", secret)
        out.append(
            Case(
                f"argument: {name}",
                f"the tool's '{name}' argument",
                message,
                secret,
                args=(("target", "prod"), (name, value)),
            )
        )
    # A secret in the first of two arguments, the second a harmless id.
    token = v.gen(URLSAFE, 43)
    out.append(
        Case(
            "argument: first of two",
            "the secret in the first argument, an id in the second",
            "tool call rejected (unknown workspace)",
            token,
            args=(("grant", f"refresh_token={token}"), ("workspace", "ws_8812")),
        )
    )
    return out
