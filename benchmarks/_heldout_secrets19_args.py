"""Held-out set 19: secrets only in a tool's arguments, as a coding agent would pass them.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in the earlier sets' files (none
matched): files an agent writes whole (``npmrc_contents``, ``pypirc_body``,
``docker_config_json``, ``yarnrc_yml``, ``cargo_credentials_toml``, ``maven_settings_xml``,
``gradle_props``, ``pip_conf_text``, ``condarc_text``, ``tfvars_hcl``,
``launch_settings_json``, ``devcontainer_env``, ``compose_override_yaml``,
``helm_values_yaml``, ``user_secrets_json``, ``proc_environ_text``), edits and commands
(``patch_hunk``, ``unified_diff_text``, ``heredoc_body``, ``shell_env_prefix``,
``cmd_argv_json``, ``env_overlay``, ``extra_env_json``, ``curl_user_flag``,
``psql_conninfo``, ``mongo_srv_uri``, ``dotnet_conn_str``, ``kotlin_props``,
``git_blame_line``), keys of networks and storage (``redis_requirepass``,
``radius_shared_secret``, ``ntp_auth_key``, ``ospf_md5_key``, ``vrrp_auth_pass``,
``pppoe_password``, ``wpa_psk_hex``, ``iscsi_chap_secret``, ``smb_share_password``,
``sftp_key_passphrase``), web apps' keys (``jwt_hs256_secret``, ``hmac_signing_key``,
``cookie_secret_key``, ``csrf_secret``, ``session_encryption_key``, ``totp_seed_base32``,
``backup_codes_text``) and set 19's languages (``രഹസ്യവാക്ക്``, ``ಗುಪ್ತಪದ``, ``ગુપ્ત_શબ્દ``,
``ਗੁਪਤ_ਸ਼ਬਦ``, ``şîfreya_nû``, ``kecap_sandi``, ``modpas``, ``paswod``, ``lea_fufū``,
``vosa_vuni``, ``paràula_segreta``, ``parolla_secreta``, ``tinago_nga_pulong``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["argument_cases"]

# name ¦ value template ({s} is the secret) ¦ secret alphabet and length ("p": a typed password)
# ¦ the message the tool raises (no secret in it)
_ROWS = r"""
npmrc_contents ¦ @acme:registry=https://npm.acme.io/\n//npm.acme.io/:_authToken={s}\n ¦ A36 ¦ write_file: refusing to overwrite ~/.npmrc (exists)
pypirc_body ¦ [distutils]\nindex-servers = acme\n\n[acme]\nrepository = https://pypi.acme.io/\nusername = __token__\npassword = pypi-{s}\n ¦ u60 ¦ write_file: parent directory /root is not writable
docker_config_json ¦ {"auths": {"ghcr.io": {"auth": "{s}"}}} ¦ b40 ¦ docker: daemon not running
yarnrc_yml ¦ npmRegistryServer: "https://npm.acme.io"\nnpmAuthToken: "{s}"\n ¦ u40 ¦ yarn: Corepack is disabled
cargo_credentials_toml ¦ [registries.acme]\ntoken = "{s}"\n ¦ A32 ¦ cargo: registry 'acme' not in config.toml
maven_settings_xml ¦ <settings><servers><server><id>acme</id><username>ci</username><password>{s}</password></server></servers></settings> ¦ p ¦ mvn: settings-security.xml missing
gradle_props ¦ acmeUser=ci\nacmeKey={s}\n ¦ A40 ¦ gradle: daemon incompatible with JDK 21
pip_conf_text ¦ [global]\nextra-index-url = https://ci:{s}@pypi.acme.io/simple\n ¦ p ¦ pip: config file location is read-only
condarc_text ¦ channels:\n  - https://conda.acme.io/t/{s}/main\n ¦ A32 ¦ conda: channel alias not allowed by policy
tfvars_hcl ¦ db_password = "{s}"\nregion = "eu-north-1"\n ¦ p ¦ terraform: workspace 'prod' is locked
launch_settings_json ¦ {"profiles": {"Api": {"environmentVariables": {"Stripe__SecretKey": "sk_live_{s}"}}}} ¦ A40 ¦ dotnet: project file not found
devcontainer_env ¦ {"GITHUB_TOKEN": "{s}", "TZ": "UTC"} ¦ A40 ¦ devcontainer: image build cancelled
compose_override_yaml ¦ services:\n  db:\n    environment:\n      MYSQL_ROOT_PASSWORD: "{s}"\n ¦ p ¦ compose: project name 'shop' already in use
helm_values_yaml ¦ auth:\n  rootPassword: {s}\n  replicationPassword: {s}\n ¦ p ¦ helm: release 'mongo' has no deployed revision
user_secrets_json ¦ {"SendGrid:ApiKey": "SG.{s}"} ¦ u66 ¦ dotnet user-secrets: UserSecretsId missing in csproj
proc_environ_text ¦ HOME=/srv\x00OPENAI_ORG=org-acme\x00ANTHROPIC_API_KEY=sk-ant-api03-{s}\x00 ¦ u93 ¦ inspect: process 4412 exited
patch_hunk ¦ @@ -3,1 +3,1 @@\n-API_KEY=\n+API_KEY={s}\n ¦ A40 ¦ apply_patch: hunk context does not match
unified_diff_text ¦ --- a/.env\n+++ b/.env\n@@ -1 +1 @@\n-SECRET_KEY_BASE=old\n+SECRET_KEY_BASE={s}\n ¦ h128 ¦ apply_patch: file .env is ignored by the sandbox
heredoc_body ¦ cat > .env <<'EOF'\nJWT_SECRET={s}\nEOF\n ¦ b44 ¦ shell: heredoc not allowed in restricted mode
shell_env_prefix ¦ PGPASSWORD={s} ¦ p ¦ shell: command 'pg_dump' not on the allow list
cmd_argv_json ¦ ["mysqldump", "-u", "backup", "--password={s}", "shop"] ¦ p ¦ exec: mysqldump not installed
env_overlay ¦ AWS_ACCESS_KEY_ID=AKIAACMEX9Z\nAWS_SECRET_ACCESS_KEY={s}\n ¦ b40 ¦ sandbox: network egress disabled
extra_env_json ¦ {"DATADOG_API_KEY": "{s}", "DD_SITE": "datadoghq.eu"} ¦ h32 ¦ runner: container limit reached
curl_user_flag ¦ -u deploy:{s} ¦ p ¦ http_fetch: host not in the allow list
psql_conninfo ¦ host=pg-1 port=5432 user=report password={s} dbname=report sslmode=require ¦ p ¦ db_query: read-only replica is lagging
mongo_srv_uri ¦ mongodb+srv://shop:{s}@cluster0.x1k2z.mongodb.net/shop?retryWrites=true ¦ p ¦ mongo: cluster is paused
dotnet_conn_str ¦ Server=tcp:sql-3,1433;Database=Orders;User ID=orders;Password={s};Encrypt=True ¦ p ¦ ef: migrations assembly not found
kotlin_props ¦ ktor.security.jwt.secret={s}\nktor.deployment.port=8080\n ¦ b44 ¦ gradle: task 'run' not found
git_blame_line ¦ ^cb1693b (dev 2026-12-05 09:00:00 +0000 2) SENTRY_AUTH_TOKEN=sntrys_{s} ¦ b64 ¦ github: pull request comment too long
redis_requirepass ¦ {s} ¦ A32 ¦ redis: CONFIG SET is disabled
radius_shared_secret ¦ {s} ¦ p ¦ freeradius: client 10.0.0.0/8 overlaps an existing one
ntp_auth_key ¦ {s} ¦ H40 ¦ chrony: keyfile is not readable
ospf_md5_key ¦ {s} ¦ p ¦ frr: interface eth2 not in area 0
vrrp_auth_pass ¦ {s} ¦ A8 ¦ keepalived: virtual_router_id 51 already used
pppoe_password ¦ {s} ¦ p ¦ router: WAN interface is down
wpa_psk_hex ¦ {s} ¦ h64 ¦ hostapd: country code not set
iscsi_chap_secret ¦ {s} ¦ A16 ¦ targetcli: LUN 3 already mapped
smb_share_password ¦ {s} ¦ p ¦ samba: share 'finance' is read-only
sftp_key_passphrase ¦ {s} ¦ p ¦ sftp: host key changed for files.acme.io
jwt_hs256_secret ¦ {s} ¦ u43 ¦ auth: issuer 'acme' not configured
hmac_signing_key ¦ {s} ¦ h64 ¦ webhooks: endpoint disabled after 20 failures
cookie_secret_key ¦ {s} ¦ b44 ¦ web: worker count must be positive
csrf_secret ¦ {s} ¦ A32 ¦ web: trusted origin list is empty
session_encryption_key ¦ {s} ¦ b44 ¦ web: session store 'redis' unreachable
totp_seed_base32 ¦ {s} ¦ B32 ¦ mfa: user already enrolled
backup_codes_text ¦ 4821-{s}\n9933-1057\n ¦ d12 ¦ mfa: backup codes disabled by policy
രഹസ്യവാക്ക് ¦ {s} ¦ p ¦ ഉപയോക്താവിനെ കണ്ടെത്തിയില്ല
ಗುಪ್ತಪದ ¦ {s} ¦ p ¦ ಬಳಕೆದಾರ ಕಂಡುಬಂದಿಲ್ಲ
ગુપ્ત_શબ્દ ¦ {s} ¦ p ¦ વપરાશકર્તા મળ્યો નથી
ਗੁਪਤ_ਸ਼ਬਦ ¦ {s} ¦ p ¦ ਵਰਤੋਂਕਾਰ ਨਹੀਂ ਮਿਲਿਆ
şîfreya_nû ¦ {s} ¦ p ¦ bikarhêner nehat dîtin
kecap_sandi ¦ {s} ¦ p ¦ pamaké teu kapendak
modpas ¦ {s} ¦ p ¦ itilizatè pa jwenn
paswod ¦ {s} ¦ p ¦ no painim man i yusim
lea_fufū ¦ {s} ¦ p ¦ 'ikai ke 'ilo 'a e tokotaha ngāue
vosa_vuni ¦ {s} ¦ p ¦ sega ni kunei na vakayagataka
paràula_segreta ¦ {s} ¦ p ¦ impreadore no agatadu
parolla_secreta ¦ {s} ¦ p ¦ utilizatore micca trovu
tinago_nga_pulong ¦ {s} ¦ p ¦ wala makit-i ang user
"""


def argument_cases(v: Values) -> list[Case]:
    out = []
    for line in _ROWS.strip().splitlines():
        name, template, spec, message = (cell.strip() for cell in line.split(" ¦ "))
        secret = v.pw() if spec == "p" else v.fill(spec)
        value = template.replace("\\n", "\n").replace("\\x00", "\x00").replace("{s}", secret)
        out.append(
            Case(
                f"argument: {name}",
                f"the tool's '{name}' argument",
                message,
                secret,
                args=(("workdir", "/home/dev/shop"), (name, value)),
            )
        )
    return out
