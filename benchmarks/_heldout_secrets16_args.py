"""Held-out set 16: secrets only in a tool's arguments, as an agent would pass them.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Names were grepped against the earlier sets' argument files
(none matched): free text an agent writes (``prompt``, ``description``, ``message_text``,
``body_markdown``, ``csv_row``, ``html``, ``svg``), whole files and commands
(``dockerfile``, ``compose_yaml``, ``crontab``, ``systemd_unit``, ``k8s_manifest``,
``tfvars``, ``ini``, ``curl_command``, ``powershell``, ``jq_filter``), links that are
credentials (``sas_url``, ``presigned_url``, ``magic_link``, ``invite_link``,
``webhook_url``), connection values (``conn_str``, ``basic_auth``, ``cookies``), names
for a key or password earlier sets did not use (``signing_secret``, ``app_password``,
``wifi_password``, ``pre_shared_key``, ``rcon_password``, ``room_password``,
``pfx_password``, ``keystore_password``, ``private_key_pem``, ``x_api_key``, ``ApiKey``,
``serial_key``, ``pin``), and words in other languages (``访问密钥``, ``액세스_토큰``,
``apiキー``, ``секретный_ключ``, ``jeton_d_accès``, ``token_de_acesso``,
``chiave_segreta``, ``مفتاح_API``, ``गुप्त_कुंजी``, ``kunci_rahasia``, ``gizli_anahtar``,
``klucz_api``, ``tajný_klíč``, ``Zugangsschlüssel``).
"""

from __future__ import annotations

from _heldout_secrets_harness import URLSAFE, Case, Values

__all__ = ["argument_cases"]

# name ¦ value template ({s} is the secret) ¦ secret alphabet and length ("p": a typed password)
# ¦ the message the tool raises (no secret in it)
_ROWS = r"""
prompt ¦ Summarize this incident. Context: the attacker used the leaked key {s} against /v2/export between 01:00 and 01:20. ¦ A40 ¦ llm: context length exceeded (131072 tokens)
description ¦ Staging box for the Q1 demo. Login root / {s}. Do not expose port 22. ¦ p ¦ hetzner: server name already in use
message_text ¦ @here the new shared drive password is {s} (rotates monthly) ¦ p ¦ mattermost: channel is archived
body_markdown ¦ ## Setup\n\n1. `export ACME_TOKEN={s}`\n2. run `make seed`\n ¦ u40 ¦ github: 422 Validation Failed (body is too long)
csv_row ¦ 2026-12-05,ops@acme.io,vpn,{s},active ¦ p ¦ sheets: range 'Accounts!A2:E2' is protected
html ¦ <form action="/login" method="post"><input name="user" value="kiosk"><input type="password" name="pw" value="{s}"></form> ¦ p ¦ render: template exceeds 64 KiB
svg ¦ <svg xmlns="http://www.w3.org/2000/svg"><image href="https://tiles.acme.io/1/2/3.png?access_token={s}"/></svg> ¦ u48 ¦ rasterize: unsupported element <image>
dockerfile ¦ FROM node:20\nARG NPM_TOKEN={s}\nRUN echo "//registry.npmjs.org/:_authToken=$NPM_TOKEN" > .npmrc && npm ci ¦ A36 ¦ buildkit: failed to solve: node:20: not found
compose_yaml ¦ services:\n  db:\n    image: mariadb:11\n    environment:\n      MARIADB_ROOT_PASSWORD: {s}\n ¦ p ¦ compose: service "db" refers to undefined network
crontab ¦ 15 3 * * * PGPASSWORD='{s}' pg_dump -h db1 -U backup shop | gzip > /backup/shop.sql.gz ¦ p ¦ crontab: installing new crontab failed (errors in crontab file)
systemd_unit ¦ [Service]\nEnvironment=REDIS_URL=redis://:{s}@cache:6379/0\nExecStart=/usr/bin/worker\n ¦ p ¦ systemctl: Unit file worker.service is masked
k8s_manifest ¦ apiVersion: v1\nkind: Secret\nmetadata:\n  name: api\nstringData:\n  STRIPE_WEBHOOK_SECRET: whsec_{s}\n ¦ A32 ¦ kubectl: namespaces "payments" not found
tfvars ¦ region = "eu-central-1"\ndb_password = "{s}"\ninstance_type = "t3.small"\n ¦ p ¦ terraform: workspace "prod" does not exist
ini ¦ [client]\nuser=report\npassword={s}\nhost=db-ro\n ¦ p ¦ write_file: ENOSPC: no space left on device
curl_command ¦ curl -sS -X POST https://api.acme.io/v1/refunds -H 'Authorization: Basic {s}' -d amount=100 ¦ b40 ¦ shell: command not allowed by policy
powershell ¦ $cred = New-Object PSCredential('ACME\\svc_sql', (ConvertTo-SecureString '{s}' -AsPlainText -Force)) ¦ p ¦ winrm: the WinRM client cannot process the request
jq_filter ¦ .items[] | select(.owner == "ops") | .headers["X-Api-Key"] = "{s}" ¦ A40 ¦ jq: error: syntax error, unexpected INVALID_CHARACTER
sas_url ¦ https://acmestore.blob.core.windows.net/exports/q4.csv?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-12-31T00:00:00Z&sig={s} ¦ b43 ¦ azcopy: 403 AuthorizationPermissionMismatch
presigned_url ¦ https://acme-exports.s3.eu-west-1.amazonaws.com/q4.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAACMEEXAMPLE%2F20261205%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Security-Token={s}&X-Amz-Signature=9f ¦ u120 ¦ download: 403 Request has expired
magic_link ¦ https://app.acme.io/auth/magic?email=ana%40acme.io&token={s} ¦ u43 ¦ browser: navigation timeout after 30 s
invite_link ¦ https://chat.acme.io/invite/{s} ¦ A24 ¦ slackbot: link preview failed
webhook_url ¦ https://hooks.zapier.com/hooks/catch/1234567/{s}/ ¦ l7 ¦ zapier: 410 Gone
conn_str ¦ Driver={ODBC Driver 18 for SQL Server};Server=tcp:sql1,1433;Database=ERP;Uid=erp_ro;Pwd={{s}};Encrypt=yes ¦ p ¦ odbc: [IM002] Data source name not found
basic_auth ¦ ops:{s} ¦ p ¦ proxy: 502 Bad Gateway
cookies ¦ sessionid={s}; csrftoken=Zx81; theme=dark ¦ l32 ¦ scraper: robots.txt disallows /admin
signing_secret ¦ {s} ¦ h32 ¦ slack: url_verification failed (challenge mismatch)
app_password ¦ {s} ¦ a16 ¦ imap: [UNAVAILABLE] server busy
wifi_password ¦ {s} ¦ p ¦ nmcli: Error: No network with SSID 'ACME-Guest' found
pre_shared_key ¦ {s} ¦ A32 ¦ strongswan: no config named 'site-b'
rcon_password ¦ {s} ¦ p ¦ rcon: connection refused (127.0.0.1:25575)
room_password ¦ {s} ¦ d6 ¦ zoom: meeting 86412345678 has not started
pfx_password ¦ {s} ¦ p ¦ signtool: SignTool Error: File not found: setup.exe
keystore_password ¦ {s} ¦ p ¦ keytool error: java.io.FileNotFoundException: release.jks
private_key_pem ¦ -----BEGIN EC PRIVATE KEY-----\nMHcCAQEEI{s}\n-----END EC PRIVATE KEY-----\n ¦ b60 ¦ jwt: unsupported algorithm ES512
x_api_key ¦ {s} ¦ A40 ¦ gateway: 504 upstream timeout
ApiKey ¦ {s} ¦ h32 ¦ sendinblue-free: list 14 not found
serial_key ¦ {s}-{s}-{s} ¦ U5 ¦ installer: disk image is corrupted
pin ¦ {s} ¦ d6 ¦ bank: card 4242 not found
访问密钥 ¦ {s} ¦ A40 ¦ 存储桶不存在
액세스_토큰 ¦ {s} ¦ u43 ¦ 요청한 리소스를 찾을 수 없습니다
apiキー ¦ {s} ¦ A32 ¦ 対象のプロジェクトが見つかりません
секретный_ключ ¦ {s} ¦ h40 ¦ проект не найден
jeton_d_accès ¦ {s} ¦ u43 ¦ ressource introuvable
token_de_acesso ¦ {s} ¦ u43 ¦ recurso não encontrado
chiave_segreta ¦ {s} ¦ A40 ¦ risorsa non trovata
مفتاح_API ¦ {s} ¦ A32 ¦ المورد غير موجود
गुप्त_कुंजी ¦ {s} ¦ h40 ¦ संसाधन नहीं मिला
kunci_rahasia ¦ {s} ¦ A40 ¦ sumber daya tidak ditemukan
gizli_anahtar ¦ {s} ¦ A32 ¦ kaynak bulunamadı
klucz_api ¦ {s} ¦ A32 ¦ nie znaleziono zasobu
tajný_klíč ¦ {s} ¦ h40 ¦ prostředek nebyl nalezen
Zugangsschlüssel ¦ {s} ¦ A40 ¦ Ressource nicht gefunden
"""


def argument_cases(v: Values) -> list[Case]:
    out = []
    for line in _ROWS.strip().splitlines():
        name, template, spec, message = (cell.strip() for cell in line.split(" ¦ "))
        secret = v.pw() if spec == "p" else v.fill(spec)
        if template.count("{s}") > 1:  # a serial of groups: the secret is all of it
            value = template.replace("{s}", "{}").format(secret, *(v.fill(spec) for _ in range(2)))
            secret = value
        else:
            value = template.replace("\\n", "\n").replace("{{s}}", "{" + secret + "}")
            value = value.replace("{s}", secret)
        out.append(
            Case(
                f"argument: {name}",
                f"the tool's '{name}' argument",
                message,
                secret,
                args=(("target", "prod"), (name, value)),
            )
        )
    # A secret inside a list-valued argument passed as JSON text, next to harmless ids.
    token = v.gen(URLSAFE, 43)
    out.append(
        Case(
            "argument: json list",
            "the secret inside a JSON list of headers, the other items harmless",
            "http_batch: 3 of 3 requests failed (timeout)",
            token,
            args=(
                ("requests", f'[{{"id": 1}}, {{"id": 2, "auth": "Bearer {token}"}}, {{"id": 3}}]'),
            ),
        )
    )
    return out
