"""Held-out set 26: coding-agent tool results, as an agent's tools return them.

Six three-step scenarios (each step a case) and single results, in tool shapes, commands and
files that were grepped for in every earlier ``_heldout_secrets*``, ``_heldout_families*``,
``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none
matched; Goose's ``developer__shell``, Gemini CLI's ``run_shell_command`` and ``read_file``,
Cursor's tools, ``vault kv get``, ``op read``, ``pass show``, ``keepassxc-cli``, ``helm get
values``, ``docker inspect``, ``grafana.ini``, ``keystore.properties``, ``ipsec.secrets``,
``ddclient``, ``telegraf``, ``tailscale``, ``ansible-vault``, ``gitlab-runner`` and about
sixty more did and were dropped). Tool shapes, written as each tool prints its result in a
transcript (remembered from using them, not copied, so details such as padding may differ):
Windsurf's Cascade ("Ran terminal command" with the exit code under the output), Kiro's
``executeBash`` and ``fsRead``, JetBrains Junie's terminal and search steps, Devin's shell,
gptme's fenced ``shell`` and ``ipython`` blocks with "Ran command", and Goose's
``developer__text_editor`` ``view``; single results in Warp's agent blocks, Plandex's
``exec`` and Sourcegraph Cody's terminal context, and plain shells. Commands: ``etcdctl
get --print-value-only``, ``kubectl get cm -o yaml``, ``dyff between``, ``lpass show
--password``, ``systemctl cat``, ``icdiff``, ``sift``, ``wdiff``, ``rg --vimgrep``, ``ag -C``, ``git grep --heading``, ``mvn``'s effective settings. Files no
earlier set read: iwd's ``.psk`` profiles, ``.smbcredentials``, NUT's ``upsd.users``,
MinIO's ``/etc/default/minio``, NZBGet's ``nzbget.conf``, SABnzbd's ``sabnzbd.ini``,
qBittorrent's ``qBittorrent.conf``, Gitea's ``app.ini`` (``INTERNAL_TOKEN``), Drone's
``DRONE_RPC_SECRET``, ``harbor.yml``, Netdata's ``claim.conf``, ``chrony.keys``,
ZeroTier's ``authtoken.secret``, dnsdist's ``setKey``, ``knot.conf`` and ``nsd.conf`` TSIG
secrets, ``tsig-keygen`` output, Exim's ``passwd.client``, Gitea act_runner's ``.runner``,
CircleCI's ``cli.yml``, Terraform's ``credentials.tfrc.json``, Continue's
``.continue/config.yaml``, an ``mcp.json``, ``claude_desktop_config.json``, Zed's
``settings.json``, Gemini CLI's ``settings.json`` and Aider's ``.aider.conf.yml``. HTTP tool
responses minting credentials: NetBox ``/api/users/tokens/provision/``, Mattermost
``/api/v4/users/{id}/tokens``, Gitea ``/api/v1/users/{name}/tokens``, Harbor robot
accounts, a Keycloak client-secret regeneration and ntfy's ``/v1/account/token``.
"""

from __future__ import annotations

import dataclasses

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 etcdctl get ¦ scenario 1 step 1: Windsurf Cascade, Ran terminal command etcdctl get --print-value-only (the value bare) ¦ {A40} ¦ Ran terminal command\n~/src/payments $ etcdctl --endpoints=https://etcd-1.acme.internal:2379 get /config/payments/webhook_signing_secret --print-value-only\n{t}\n\nExit Code 0
s1 kubectl get cm ¦ scenario 1 step 2: Windsurf Cascade, kubectl get cm -o yaml of a ConfigMap holding a password ¦ {p} ¦ Ran terminal command\n~/src/payments $ kubectl -n payments get cm payments-config -o yaml\napiVersion: v1\ndata:\n  LOG_LEVEL: info\n  LEDGER_DB_HOST: pg-ledger.payments.svc\n  LEDGER_DB_PASSWORD: {t}\nkind: ConfigMap\nmetadata:\n  name: payments-config\n  namespace: payments\n\nExit Code 0
s1 dyff between ¦ scenario 1 step 3: Windsurf Cascade, dyff between two rendered values files ¦ {u32} ¦ Ran terminal command\n~/src/payments $ dyff between rendered/old.yaml rendered/new.yaml\n\nFound one difference\n\ndata.WEBHOOK_SIGNING_SECRET\n  ± value change\n    - <unset>\n    + {t}\n\nExit Code 0
s2 lpass show ¦ scenario 2 step 1: Kiro executeBash, lpass show --password (the value bare) ¦ {p} ¦ executeBash {"command": "lpass show --password 'Shared-Ops/SMTP relay'"}\nOutput:\n{t}\nExit code: 0
s2 iwd psk ¦ scenario 2 step 2: Kiro fsRead of an iwd network profile ¦ {A24} ¦ fsRead {"path": "/var/lib/iwd/Acme-Office.psk"}\n[Security]\nPassphrase={t}\n\n[Settings]\nAutoConnect=true
s2 systemctl cat kopia ¦ scenario 2 step 3: Kiro executeBash, systemctl cat of a Kopia backup unit ¦ {p} ¦ executeBash {"command": "systemctl cat kopia-snapshot.service"}\nOutput:\n# /etc/systemd/system/kopia-snapshot.service\n[Unit]\nDescription=Kopia snapshot of /srv\n\n[Service]\nType=oneshot\nEnvironment=KOPIA_PASSWORD={t}\nExecStart=/usr/bin/kopia snapshot create /srv\nExit code: 0
s3 junie search ¦ scenario 3 step 1: JetBrains Junie, a project search step (approximate layout) ¦ {p} ¦ Searching project for "mail.password"\n  src/main/resources/application-prod.yml:14  spring.mail.password: {t}\n  src/main/resources/application-dev.yml:14   spring.mail.password: ${MAIL_PASSWORD:}\n2 results in 2 files
s3 junie mvn effective settings ¦ scenario 3 step 2: JetBrains Junie terminal, mvn help:effective-settings ¦ {p} ¦ Terminal: mvn -q help:effective-settings\n<settings xmlns="http://maven.apache.org/SETTINGS/1.2.0">\n  <servers>\n    <server>\n      <username>deploy</username>\n      <password>{t}</password>\n      <id>acme-releases</id>\n    </server>\n  </servers>\n</settings>\nProcess finished with exit code 0
s3 junie circleci cli ¦ scenario 3 step 3: JetBrains Junie, opening CircleCI's cli.yml ¦ CCIPAT_{A22}_{h40} ¦ Open file ~/.circleci/cli.yml\nhost: https://circleci.com\nendpoint: graphql-unstable\ntoken: {t}\nrest_endpoint: api/v2
s4 devin smbcredentials ¦ scenario 4 step 1: Devin's shell, cat of a Samba credentials file (approximate layout) ¦ {p} ¦ ubuntu@devin-box:~/repo$ sudo cat /etc/samba/.smbcredentials\nusername=svc_scanner\npassword={t}\ndomain=ACME
s4 devin sift ¦ scenario 4 step 2: Devin's shell, sift -n across a repository ¦ {h40} ¦ ubuntu@devin-box:~/repo$ sift -n 'INTERNAL_TOKEN' deploy/\ndeploy/gitea/app.ini:31:INTERNAL_TOKEN = {t}\ndeploy/gitea/README.md:12:The INTERNAL_TOKEN is generated by gitea generate secret.
s4 devin icdiff ¦ scenario 4 step 3: Devin's shell, icdiff of two env files (side by side, colours stripped) ¦ {A32} ¦ ubuntu@devin-box:~/repo$ icdiff --no-headers .env.example .env\nDRONE_SERVER_HOST=ci.example.com                    DRONE_SERVER_HOST=ci.acme.io\nDRONE_RPC_SECRET=changeme                           DRONE_RPC_SECRET={t}\nDRONE_SERVER_PROTO=https                            DRONE_SERVER_PROTO=https
s5 gptme aider conf ¦ scenario 5 step 1: gptme shell block, cat of Aider's .aider.conf.yml ¦ {u48} ¦ ```shell\ncat ~/.aider.conf.yml\n```\nRan command: `cat ~/.aider.conf.yml`\n```stdout\nmodel: openrouter/deepseek/deepseek-chat\nopenrouter-api-key: {t}\nauto-commits: false\n```
s5 gptme git show stash ¦ scenario 5 step 2: gptme shell block, git show of a stashed .env ¦ {A36} ¦ ```shell\ngit show 'stash@{0}:config/.env'\n```\nRan command: `git show 'stash@{0}:config/.env'`\n```stdout\nAPP_ENV=staging\nHARBOR_ROBOT_SECRET={t}\n```
s5 gptme ipython ¦ scenario 5 step 3: gptme ipython block printing an environment variable ¦ {h64} ¦ ```ipython\nimport os; os.environ["MINIO_ROOT_PASSWORD"]\n```\nExecuted code block.\n\nResult:\n```\n'{t}'\n```
s6 goose view upsd ¦ scenario 6 step 1: Goose developer__text_editor view of NUT's upsd.users ¦ {p} ¦ ─── text_editor | developer ──────────────────────────\npath: /etc/nut/upsd.users\ncommand: view\n\n[upsmon]\n    password = {t}\n    upsmon primary
s6 goose view nzbget ¦ scenario 6 step 2: Goose developer__text_editor view of nzbget.conf ¦ {A20} ¦ ─── text_editor | developer ──────────────────────────\npath: /srv/nzbget/nzbget.conf\ncommand: view\n\nControlIP=0.0.0.0\nControlPort=6789\nControlUsername=nzbget\nControlPassword={t}
s6 goose view sabnzbd ¦ scenario 6 step 3: Goose developer__text_editor view of sabnzbd.ini (32 hex api_key) ¦ {h32} ¦ ─── text_editor | developer ──────────────────────────\npath: /srv/sabnzbd/sabnzbd.ini\ncommand: view\n\n[misc]\nhost = 0.0.0.0\nport = 8080\napi_key = {t}\nnzb_key = <see admin page>
"""

SINGLES = r"""
warp qbittorrent ¦ Warp agent block, grep of qBittorrent.conf (a PBKDF2 entry and the WebUI API key) ¦ {A32} ¦ ❯ grep -n WebUI ~/.config/qBittorrent/qBittorrent.conf\n41:WebUI\Address=*\n42:WebUI\APIKey={t}\n43:WebUI\Port=8081
plandex exec minio ¦ Plandex exec output, cat of /etc/default/minio ¦ {p} ¦ 🚀 Executing: cat /etc/default/minio\nMINIO_VOLUMES="/mnt/data"\nMINIO_ROOT_USER=minioadmin\nMINIO_ROOT_PASSWORD={t}\n✅ Command succeeded
cody terminal harbor ¦ Sourcegraph Cody terminal context, grep of harbor.yml ¦ {p} ¦ Terminal output (grep -n password harbor.yml):\n24:harbor_admin_password: {t}\n41:  password: root123
netdata claim ¦ a file read of Netdata's claim.conf (the claim token) ¦ {u86} ¦ /etc/netdata/claim.conf\n[global]\n    url = https://app.netdata.cloud\n    token = {t}\n    rooms = 7c1d5a2e-9b3f-4e6a-8c0d-1f2e3a4b5c6d
chrony keys ¦ cat of chrony.keys (an NTP symmetric key) ¦ HEX:{H40} ¦ $ sudo cat /etc/chrony/chrony.keys\n# keyid type key\n1 SHA1 {t}
zerotier authtoken ¦ cat of ZeroTier's authtoken.secret ¦ {l24} ¦ $ sudo cat /var/lib/zerotier-one/authtoken.secret\n{t}
dnsdist setkey ¦ grep of dnsdist.conf for the console key ¦ {b43}= ¦ $ grep -n setKey /etc/dnsdist/dnsdist.conf\n3:setKey("{t}")\n4:controlSocket("127.0.0.1:5199")
knot tsig ¦ a file read of knot.conf with a TSIG key ¦ {b43}= ¦ /etc/knot/knot.conf\nkey:\n  - id: xfr-secondary\n    algorithm: hmac-sha256\n    secret: {t}\n\nremote:\n  - id: secondary\n    address: 10.0.3.5\n    key: xfr-secondary
nsd tsig ¦ grep -A3 of nsd.conf for a key section ¦ {b30}== ¦ $ grep -A3 '^key:' /etc/nsd/nsd.conf\nkey:\n\tname: "transfer-key"\n\talgorithm: hmac-sha256\n\tsecret: "{t}"
tsig keygen ¦ tsig-keygen's output (a BIND key clause) ¦ {b43}= ¦ $ tsig-keygen -a hmac-sha256 ddns-update\nkey "ddns-update" {\n\talgorithm hmac-sha256;\n\tsecret "{t}";\n};
exim passwd client ¦ cat of Exim's passwd.client (host:login:password) ¦ {p} ¦ $ sudo cat /etc/exim4/passwd.client\n# target.mail.server.example:login:password\n*.smtp.eu.postmarkapp.com:apikey:{t}
act runner ¦ a file read of act_runner's .runner (JSON) ¦ {h40} ¦ .runner\n{\n  "WARNING": "This file is automatically generated by act-runner. Do not edit it manually unless you know what you are doing.",\n  "id": 7,\n  "uuid": "c1a5e2f0-3b4d-4c6e-8f7a-9b0c1d2e3f4a",\n  "name": "build-01",\n  "token": "{t}",\n  "address": "https://git.acme.io"\n}
tfrc credentials ¦ a file read of credentials.tfrc.json ¦ {A14}.atlasv1.{A67} ¦ ~/.terraform.d/credentials.tfrc.json\n{\n  "credentials": {\n    "app.terraform.io": {\n      "token": "{t}"\n    }\n  }\n}
continue config ¦ a file read of Continue's .continue/config.yaml ¦ {u40} ¦ ~/.continue/config.yaml\nname: Local Assistant\nversion: 1.0.0\nmodels:\n  - name: Codestral\n    provider: mistral\n    model: codestral-latest\n    apiKey: {t}\n    roles: [autocomplete]
mcp json ¦ a file read of a project's .cursor/mcp.json with an env token ¦ {A40} ¦ .cursor/mcp.json\n{\n  "mcpServers": {\n    "linear": {\n      "command": "npx",\n      "args": ["-y", "linear-mcp"],\n      "env": {"LINEAR_API_KEY": "lin_api_{t}"}\n    }\n  }\n}
claude desktop config ¦ a file read of claude_desktop_config.json with a Postgres URL ¦ {p} ¦ ~/Library/Application Support/Claude/claude_desktop_config.json\n{\n  "mcpServers": {\n    "postgres": {\n      "command": "npx",\n      "args": ["-y", "@modelcontextprotocol/server-postgres", "postgresql://report:{t}@db.acme.internal:5432/reporting"]\n    }\n  }\n}
zed settings ¦ a file read of Zed's settings.json with a context server's env ¦ {u36} ¦ ~/.config/zed/settings.json\n{\n  "theme": "One Dark",\n  "context_servers": {\n    "sentry": {\n      "command": {"path": "npx", "args": ["-y", "sentry-mcp"], "env": {"SENTRY_AUTH_TOKEN": "{t}"}}\n    }\n  }\n}
gemini settings ¦ a file read of ~/.gemini/settings.json with an MCP server header ¦ {A48} ¦ ~/.gemini/settings.json\n{\n  "mcpServers": {\n    "internal-docs": {\n      "httpUrl": "https://mcp.acme.io/mcp",\n      "headers": {"Authorization": "Bearer {t}"}\n    }\n  }\n}
gitea app ini ¦ grep of Gitea's app.ini security section ¦ {u43} ¦ $ sudo grep -A3 '^\[security\]' /etc/gitea/app.ini\n[security]\nINSTALL_LOCK = true\nSECRET_KEY = {t}\nINTERNAL_TOKEN = <in INTERNAL_TOKEN_URI>
drone env ¦ grep of a Drone runner's environment file ¦ {h32} ¦ $ grep RPC /etc/drone-runner-docker.env\nDRONE_RPC_PROTO=https\nDRONE_RPC_HOST=ci.acme.io\nDRONE_RPC_SECRET={t}
bitlbee conf ¦ grep of bitlbee.conf for the operator password ¦ {p} ¦ $ grep -n -i password /etc/bitlbee/bitlbee.conf\n68:# AuthPassword = ItllBeBitlBee   ## Heh.\n69:AuthPassword = {t}\n70:# OperPassword = ChangeMe!
iwd second ¦ grep of iwd profiles for a pre-shared key in hex ¦ {h64} ¦ $ sudo grep -r PreSharedKey /var/lib/iwd/\n/var/lib/iwd/Warehouse-5G.psk:PreSharedKey={t}
rg vimgrep ¦ rg --vimgrep output (path:line:column:text) ¦ {u40} ¦ $ rg --vimgrep 'SENDGRID' infra/\ninfra/mail/.env:2:1:SENDGRID_API_KEY=SG.{t}\ninfra/mail/README.md:8:5:Set SENDGRID_API_KEY in .env (see 1Password).
ag context ¦ ag -C1 output (file heading, line numbers, context lines with -) ¦ {A32} ¦ $ ag -C1 'ingest_token' services/\nservices/collector/config.toml\n11-[sink.loki]\n12:ingest_token = "{t}"\n13-endpoint = "https://logs.acme.io"
git grep heading ¦ git grep --heading --break -n output ¦ {p} ¦ $ git grep --heading --break -n 'smtp_pass'\nansible/group_vars/mail.yml\n4:smtp_pass: "{t}"\n\nansible/roles/mail/defaults/main.yml\n9:smtp_pass: ""
wdiff words ¦ wdiff of two configs ([-removed-] {+added+}) ¦ {A28} ¦ $ wdiff telegraf.conf.orig telegraf.conf\n[[outputs.influxdb_v2]]\n  urls = ["http://influx:8086"]\n  token = [-""-] {+"{t}"+}
diff normal ¦ plain diff output (no -u) of a changed line ¦ {p} ¦ $ diff keepalived.conf.bak keepalived.conf\n14c14\n<         auth_pass 1111\n---\n>         auth_pass {t}
netbox provision ¦ an HTTP tool response of NetBox's /api/users/tokens/provision/ ¦ {h40} ¦ POST https://netbox.acme.io/api/users/tokens/provision/\n201 Created\n{"id": 41, "url": "https://netbox.acme.io/api/users/tokens/41/", "display": "agent", "user": {"id": 3, "username": "agent"}, "created": "2026-12-06T02:40:00Z", "expires": null, "key": "{t}", "write_enabled": true, "description": ""}
mattermost token ¦ an HTTP tool response of Mattermost's /api/v4/users/{id}/tokens ¦ {l26} ¦ POST https://chat.acme.io/api/v4/users/8f3kq1x9ab7wdp2r5mzc4nty6e/tokens\n200 OK\n{"id":"q4c8r1m2xj7yfb3n6a9k5w0e1t","token":"{t}","user_id":"8f3kq1x9ab7wdp2r5mzc4nty6e","description":"agent"}
gitea token ¦ an HTTP tool response of Gitea's /api/v1/users/{name}/tokens ¦ {h40} ¦ POST https://git.acme.io/api/v1/users/agent/tokens\nHTTP/2 201\n{"id":12,"name":"agent-ci","sha1":"{t}","token_last_eight":"3f9c2a1e","scopes":["write:repository"]}
harbor robot ¦ an HTTP tool response creating a Harbor robot account ¦ {A32} ¦ POST https://registry.acme.io/api/v2.0/robots\n201 Created\n{"id":9,"name":"robot$ci-push","secret":"{t}","creation_time":"2026-12-06T02:40:11.000Z","expires_at":-1}
keycloak secret ¦ an HTTP tool response regenerating a Keycloak client secret ¦ {A32} ¦ POST https://sso.acme.io/admin/realms/acme/clients/5e1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b/client-secret\n200\n{"type":"secret","value":"{t}"}
ntfy token ¦ an HTTP tool response of ntfy's /v1/account/token ¦ tk_{l29} ¦ POST https://ntfy.acme.io/v1/account/token\n200 OK\n{"token":"{t}","last_access":1796522400,"last_origin":"10.0.4.12","expires":0}
"""


def agent_cases(v: Values) -> list[Case]:
    scenarios = SCENARIOS.strip().splitlines()
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    cases = [
        *v.table("agent", "\n".join(scenarios)),
        *v.table("agent", "\n".join(singles[:half]), raises="oserror"),
        *v.table("agent", "\n".join(singles[half:]), raises="cause"),
    ]
    cases += _by_code(v)
    # ``\t`` is the tab some configs indent with.
    return [dataclasses.replace(case, text=case.text.replace("\\t", "\t")) for case in cases]


def _by_code(v: Values) -> list[Case]:
    """Cases whose layout needs more than a table row: an ``lpass``-style export in CSV with a
    quoted password holding a comma, and a MinIO service account printed by ``mc``."""
    pw = v.gen("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789", 9) + "," + v.pw()
    access = v.gen("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 20)
    secret = v.gen("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+", 40)
    return [
        Case(
            "agent: lpass export csv",
            "Warp agent block, lpass export of one folder (CSV, a password with a comma quoted)",
            "❯ lpass export --sync=now | grep -E '^(url|https://nas)'\n"
            "url,username,password,totp,extra,name,grouping,fav\n"
            f'https://nas.acme.home:5001,admin,"{pw}",,,Synology NAS,Shared-Ops,0',
            pw,
            raises="keyerror",
        ),
        Case(
            "agent: mc svcacct add",
            "mc admin user svcacct add printing a new MinIO service account",
            "$ mc admin user svcacct add local backup-bot\n"
            f"Access Key: {access}\nSecret Key: {secret}\nExpiration: no-expiry",
            secret,
            raises="group",
        ),
    ]
