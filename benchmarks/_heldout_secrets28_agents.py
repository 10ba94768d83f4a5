"""Held-out set 28: coding-agent tool results, as an agent's tools return them.

Six three-step scenarios (each step a case) and single results, in tool shapes, commands and
files that were grepped for in every earlier ``_heldout_secrets*``, ``_heldout_families*``,
``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none
matched; Goose's ``developer__shell``, Continue, Zed, Windsurf's Cascade and
``run_command``, Amp, Gemini CLI's ``run_shell_command`` and ``read_file``, Cursor,
SWE-agent, Devin, Cody, Junie, Plandex, Codex, Crush, OpenCode, Kiro, Trae, OpenHands'
observation trailer, gpt-pilot's ``CLI OUTPUT``, ``run_terminal_command``, ``mc alias``,
``rg --json``, ``ast-grep``, ``Select-String``, ``kubectl get cm``, ``helm get values``,
``docker inspect``, ``duckdb``, ``vd``, ``esphome``, ``id_ed25519``, ``preauthkey``,
``authToken`` and about thirty more did and were dropped). Tool shapes, written as each tool
prints its result in a transcript (remembered from using them, not copied, so details such
as padding and glyphs may differ): AutoGPT's ``NEXT ACTION`` and ``execute_shell`` result,
Atlassian Rovo Dev CLI's ``Calling bash``, Alibaba Tongyi Lingma's agent terminal (Chinese
UI), GitHub Copilot CLI's ``● Run`` with its ``↪`` summary, MetaGPT's ``Terminal.run``
command and Mistral Vibe's bash tool; single results in Sweep's, Auggie's, Codebuff's,
Devika's, Moatless Tools', Agentless's, Bito's, Zencoder's, CodeGeeX's, Baidu Comate's,
Tencent CodeBuddy's, iFlow CLI's, Firebase Studio's, Copilot Workspace's, Melty's,
Double.bot's, MarsCode's, Blackbox's and CodeGPT's transcripts. Files no earlier set read:
Outline's ``UTILS_SECRET``, n8n's ``N8N_ENCRYPTION_KEY``, Authentik's
``AUTHENTIK_SECRET_KEY``, Wallabag's ``parameters.yml``, Kavita's ``appsettings.json``
``TokenKey``, Mattermost's ``AtRestEncryptKey``, MeshCentral's ``config.json``,
``guacamole.properties``, Dendrite's ``matrix_key.pem``, LibreNMS's
``auth_ldap_bindpassword``, ``sftpgo.json``, Monica's ``HASH_SALT``, Tandoor's and
Karakeep's ``.env``, Discourse's ``app.yml``, Nextcloud's ``passwordsalt``, WriteFreely's
``config.ini``, Semaphore UI's ``config.json``, Firezone's ``.env``, SeaweedFS's S3 identities,
a fail2ban ``filter.d`` action, ``talosconfig``, ``.tool-versions``. Commands:
``diff-so-fancy``, ``ydiff``, ``csvdiff``, ``xmldiff``, ``ansible-playbook --check
--diff``, ``nvim -d``, ``findstr``, ``sg --pattern``, ``zoekt``, ``comby``, ``fzf
--filter``, ``gron``, ``dasel``, ``yq -o``, ``xmlstarlet sel``, ``htmlq``, ``pup``, ``mlr
--ojson``, ``csvlook``, ``q -H``, ``lnav``, ``podman inspect``, ``launchctl getenv``,
``sops --decrypt``, ``pritunl default-password``, ``headscale apikeys create``, SeaweedFS's
``weed shell`` running ``s3.configure`` (``svcacct`` matched and was dropped). HTTP tool
responses minting credentials: Authentik's ``view_key``, Mattermost's ``user/tokens``,
Guacamole's ``/api/tokens``, SFTPGo's token, BookStack's API token, Semaphore UI's token.
"""

from __future__ import annotations

import dataclasses

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 autogpt outline env ¦ scenario 1 step 1: AutoGPT's NEXT ACTION and the execute_shell result, grep of Outline's .env (UTILS_SECRET, 64 hex) ¦ {h64} ¦ NEXT ACTION:  COMMAND = execute_shell  ARGUMENTS = {'command_line': 'grep -n SECRET outline/.env'}\nSYSTEM:  Command execute_shell returned: STDOUT:\n4:SECRET_KEY=(unchanged)\n5:UTILS_SECRET={t}\n\nSTDERR:\n
s1 autogpt n8n key ¦ scenario 1 step 2: AutoGPT's execute_shell, printenv of the n8n container ¦ {A32} ¦ NEXT ACTION:  COMMAND = execute_shell  ARGUMENTS = {'command_line': 'docker exec n8n printenv N8N_ENCRYPTION_KEY'}\nSYSTEM:  Command execute_shell returned: STDOUT:\n{t}\n\nSTDERR:\n
s1 autogpt headscale ¦ scenario 1 step 3: AutoGPT's execute_shell, headscale apikeys create printing a new key ¦ {l7}.{A32} ¦ NEXT ACTION:  COMMAND = execute_shell  ARGUMENTS = {'command_line': 'headscale apikeys create --expiration 90d'}\nSYSTEM:  Command execute_shell returned: STDOUT:\n{t}\n\nSTDERR:\n
s2 rovo authentik ¦ scenario 2 step 1: Rovo Dev CLI's Calling bash, grep of Authentik's .env (AUTHENTIK_SECRET_KEY) ¦ {b60} ¦ └── Calling bash: {'command': 'grep -n AUTHENTIK_SECRET_KEY authentik/.env'}\n\n    3:AUTHENTIK_SECRET_KEY={t}\n
s2 rovo wallabag ¦ scenario 2 step 2: Rovo Dev CLI's Calling bash, sed of Wallabag's parameters.yml ¦ {h40} ¦ └── Calling bash: {'command': "sed -n '1,12p' wallabag/app/config/parameters.yml"}\n\n    parameters:\n        database_driver: pdo_pgsql\n        database_host: db\n        database_user: wallabag\n        mailer_dsn: smtp://127.0.0.1\n        locale: en\n        secret: {t}\n
s2 rovo kavita ¦ scenario 2 step 3: Rovo Dev CLI's Calling bash, jq of Kavita's appsettings.json TokenKey ¦ {b86}== ¦ └── Calling bash: {'command': 'jq .TokenKey /kavita/config/appsettings.json'}\n\n    "{t}"\n
s3 lingma mattermost ¦ scenario 3 step 1: Tongyi Lingma's agent terminal (Chinese UI), jq of Mattermost's AtRestEncryptKey ¦ {A32} ¦ 通义灵码 · 智能体 › 运行终端命令\n$ jq -r .SqlSettings.AtRestEncryptKey /opt/mattermost/config/config.json\n{t}\n命令已执行完成（退出码 0）
s3 lingma meshcentral ¦ scenario 3 step 2: Tongyi Lingma's agent terminal, cat of MeshCentral's config.json (the session key) ¦ {A48} ¦ 通义灵码 · 智能体 › 运行终端命令\n$ cat meshcentral-data/config.json\n{\n  "settings": {\n    "cert": "mesh.acme.io",\n    "sessionKey": "{t}",\n    "port": 443\n  }\n}\n命令已执行完成（退出码 0）
s3 lingma guacamole ¦ scenario 3 step 3: Tongyi Lingma's agent terminal, grep of guacamole.properties ¦ {p} ¦ 通义灵码 · 智能体 › 运行终端命令\n$ grep -n mysql /etc/guacamole/guacamole.properties\n3:mysql-hostname: db\n4:mysql-database: guacamole_db\n5:mysql-username: guacamole_user\n6:mysql-password: {t}\n命令已执行完成（退出码 0）
s4 copilot cli dendrite ¦ scenario 4 step 1: GitHub Copilot CLI's Run with its summary line, cat of Dendrite's matrix_key.pem ¦ {b43}= ¦ ● Run `cat dendrite/config/matrix_key.pem`\n  $ cat dendrite/config/matrix_key.pem\n  ↪ 5 lines...\n-----BEGIN MATRIX PRIVATE KEY-----\nKey-ID: ed25519:x1Yq7a\n\n{t}\n-----END MATRIX PRIVATE KEY-----
s4 copilot cli librenms ¦ scenario 4 step 2: GitHub Copilot CLI's Run, grep of LibreNMS's config.php for the LDAP bind password ¦ {p} ¦ ● Run `grep -n bindpassword /opt/librenms/config.php`\n  $ grep -n bindpassword /opt/librenms/config.php\n  ↪ 1 line...\n41:$config['auth_ldap_bindpassword'] = '{t}';
s4 copilot cli sftpgo ¦ scenario 4 step 3: GitHub Copilot CLI's Run, jq of sftpgo.json's data provider ¦ {A28} ¦ ● Run `jq .data_provider /etc/sftpgo/sftpgo.json`\n  $ jq .data_provider /etc/sftpgo/sftpgo.json\n  ↪ 8 lines...\n{\n  "driver": "postgresql",\n  "name": "sftpgo",\n  "host": "db.acme.internal",\n  "port": 5432,\n  "username": "sftpgo",\n  "password": "{t}"\n}
s5 metagpt monica ¦ scenario 5 step 1: MetaGPT's Terminal.run command and its output, grep of Monica's .env ¦ {A32} ¦ Command Terminal.run executed:\n[command]: grep -E '^(APP_KEY|HASH_SALT)' monica/.env\n[command output] : APP_KEY=base64:(redacted by the user)\nHASH_SALT={t}
s5 metagpt tandoor ¦ scenario 5 step 2: MetaGPT's Terminal.run, cat of Tandoor's .env ¦ {A50} ¦ Command Terminal.run executed:\n[command]: cat tandoor/.env | head -4\n[command output] : SECRET_KEY={t}\nDB_ENGINE=django.db.backends.postgresql\nPOSTGRES_HOST=db_recipes\nPOSTGRES_PORT=5432
s5 metagpt karakeep ¦ scenario 5 step 3: MetaGPT's Terminal.run, grep of Karakeep's .env ¦ {b44} ¦ Command Terminal.run executed:\n[command]: grep NEXTAUTH karakeep/.env\n[command output] : NEXTAUTH_URL=https://keep.acme.home\nNEXTAUTH_SECRET={t}
s6 vibe discourse ¦ scenario 6 step 1: Mistral Vibe's bash tool, grep of Discourse's app.yml ¦ {p} ¦ ⏺ bash(grep -n SMTP /var/discourse/containers/app.yml)\n  ⎿ 61:  DISCOURSE_SMTP_ADDRESS: smtp.eu.mailgun.org\n    62:  DISCOURSE_SMTP_PORT: 587\n    63:  DISCOURSE_SMTP_USER_NAME: forum@mg.acme.io\n    64:  DISCOURSE_SMTP_PASSWORD: "{t}"
s6 vibe nextcloud ¦ scenario 6 step 2: Mistral Vibe's bash tool, occ config:system:get passwordsalt ¦ {u30} ¦ ⏺ bash(sudo -u www-data php occ config:system:get passwordsalt)\n  ⎿ {t}
s6 vibe writefreely ¦ scenario 6 step 3: Mistral Vibe's bash tool, grep of WriteFreely's config.ini database section ¦ {p} ¦ ⏺ bash(grep -A5 '^\[database\]' writefreely/config.ini)\n  ⎿ [database]\n    type     = mysql\n    filename =\n    username = writefreely\n    password = {t}\n    database = writefreely
"""

SINGLES = r"""
sweep sandbox ¦ Sweep's pull-request comment showing its sandbox run of a failing test (the env dump the test printed) ¦ {A40} ¦ 🧹 Sweep: Sandbox execution failed\n\n<details><summary>pytest tests/test_payouts.py</summary>\n\nFAILED tests/test_payouts.py::test_payout - KeyError: 'PAYOUT_REGION'\n---- Captured stdout ----\nenv: PAYOUT_API_URL=https://payouts.acme.io PAYOUT_API_TOKEN={t}\n</details>
auggie view ¦ Auggie (Augment's CLI) viewing Semaphore UI's config.json ¦ {b44} ¦ 📄 View semaphore/config.json (lines 1-9)\n{\n  "mysql": {"host": "db:3306", "user": "semaphore", "name": "semaphore"},\n  "cookie_hash": "{t}",\n  "cookie_encryption": "(set)",\n  "access_key_encryption": "(set)"\n}
codebuff read ¦ Codebuff reading Firezone's .env (a read_files result) ¦ {b64} ¦ [read_files]\nfirezone/.env:\nEXTERNAL_URL=https://vpn.acme.io\nSECRET_KEY_BASE_FZ=(generated)\nGUARDIAN_SECRET_KEY={t}\nDATABASE_HOST=postgres
devika terminal ¦ Devika's terminal panel after it ran a setup script (the script echoes the admin password) ¦ {A20} ¦ $ ./scripts/bootstrap_admin.sh\n[+] creating superuser admin@acme.io\n[+] generated password: {t}\n[+] done
moatless view code ¦ Moatless Tools' ViewCode observation of a settings module ¦ {A36} ¦ Observation: settings/prod.py\n```python\n 12\tEMAIL_HOST = "smtp.postmarkapp.com"\n 13\tEMAIL_HOST_USER = "server-token"\n 14\tEMAIL_HOST_PASSWORD = "{t}"\n 15\tEMAIL_PORT = 587\n```
agentless localize ¦ Agentless's localization output quoting related code ¦ {h40} ¦ ### Localized code for `sync/github_client.py`\n```\nsync/github_client.py\nfunction: GitHubClient.__init__\nline: 18\n```\n  18|        self.app_secret = "{t}"  # TODO move to vault
bito review ¦ Bito's code review comment quoting a committed fail2ban action's webhook ¦ {A44} ¦ Bito Code Review · security · filter.d and action.d\n> action.d/discord-notify.conf:9\n> actionban = curl -s -X POST https://discord.com/api/webhooks/1184220011223344556/{t} -d '{"content":"banned <ip>"}'\nA Discord webhook token is committed in plain text; move it to an env file.
zencoder talosctl ¦ Zencoder's agent shell, yq of a talosconfig's client key ¦ {b88} ¦ Zencoder › shell › yq '.contexts.prod.key' ~/.talos/config\n{t}
codegeex diff so fancy ¦ CodeGeeX's terminal summary of a git diff through diff-so-fancy ¦ {A32} ¦ $ git diff HEAD~1 -- deploy/.env.staging | diff-so-fancy\n────────────────────────────────────\nmodified: deploy/.env.staging\n────────────────────────────────────\n@ deploy/.env.staging:7 @\n-RESEND_API_KEY=re_placeholder\n+RESEND_API_KEY=re_{t}
comate ydiff ¦ Baidu Comate's terminal output of ydiff (side by side) ¦ {A36} ¦ $ ydiff -s -w 60 config/search.yml\n--- a/config/search.yml\n+++ b/config/search.yml\n@@ -3,3 +3,3 @@\n 3   host: search.acme.io                  3   host: search.acme.io\n 4   admin_key: changeme                   4   admin_key: {t}
codebuddy csvdiff ¦ Tencent CodeBuddy running csvdiff of two credential exports ¦ {p} ¦ $ csvdiff users-old.csv users-new.csv --primary-key 0 --format rowmark\nMODIFIED,svc-ledger,ledger@acme.io,{t}\nADDED,svc-audit,audit@acme.io,(unset)
iflow xmldiff ¦ iFlow CLI running xmldiff of two Maven settings files ¦ {A28} ¦ $ xmldiff ~/.m2/settings.old.xml ~/.m2/settings.xml\n[update-text, /settings/servers/server[1]/password[1], "{t}"]\n[update-text, /settings/servers/server[1]/username[1], "deploy-bot"]
firebase studio ansible diff ¦ Firebase Studio's terminal, ansible-playbook --check --diff of a template holding a password ¦ {p} ¦ $ ansible-playbook site.yml --check --diff -l db1\nTASK [postgres : render pgpass] ******\n--- before: /root/.pgpass\n+++ after: /root/.pgpass\n@@ -1 +1 @@\n-db1:5432:*:replicator:old\n+db1:5432:*:replicator:{t}\nchanged: [db1]
copilot workspace nvim diff ¦ Copilot Workspace's terminal, nvim -d piped as text (the changed line of two env files) ¦ {A40} ¦ $ nvim -d -es +'%print' +'q' .env.old .env\nPOSTHOG_HOST=https://eu.posthog.com\nPOSTHOG_PERSONAL_API_KEY=phx_{t}
melty findstr ¦ Melty running findstr on Windows over a config folder ¦ {A32} ¦ > findstr /s /i /n "apikey" config\*.ini\nconfig\backup.ini:4:ApiKey=b2_{t}\nconfig\mail.ini:2:ApiKey=
double sg pattern ¦ Double.bot running ast-grep's sg --pattern over the repo ¦ {u40} ¦ $ sg --pattern 'initSentry({ dsn: $D, authToken: $T })' src/\nsrc/boot.ts\n14│initSentry({ dsn: "https://o1.ingest.sentry.io/42", authToken: "sntrys_{t}" })
marscode zoekt ¦ MarsCode's search panel via zoekt (file, line and match) ¦ {h40} ¦ $ zoekt 'FASTLY_API_TOKEN'\nmobile/fastlane/.env.default:3:FASTLY_API_TOKEN={t}
blackbox comby ¦ Blackbox's terminal running comby to list matches ¦ {A36} ¦ $ comby 'setApiKey(":[k]")' '' .ts -match-only\nsrc/mail.ts:12:setApiKey("SG.{t}")
codegpt fzf filter ¦ CodeGPT's terminal, fzf --filter over a history file ¦ {p} ¦ $ fzf --filter 'mysql -u' < ~/.zsh_history | head -2\n: 1733460000:0;mysql -u reporting -p'{t}' -h db.acme.internal reporting\n: 1733460100:0;mysql -u reporting -h db.acme.internal
"""

EXTRA = r"""
gron config ¦ gron of a JSON config (one assignment a line) ¦ {A40} ¦ $ gron config/prod.json | grep -i secret\njson.oauth.clientSecret = "{t}";\njson.oauth.secretRotationDays = 90;
dasel toml ¦ dasel reading a TOML key ¦ {h48} ¦ $ dasel -f netlify.toml -r toml 'context.production.environment.SIGNING_SECRET'\n'{t}'
yq output json ¦ yq -o json of a docker compose service's environment ¦ {A32} ¦ $ yq -o json '.services.worker.environment' compose.yml\n{\n  "QUEUE_URL": "redis://queue:6379/0",\n  "LICENSE_KEY": "{t}"\n}
xmlstarlet sel ¦ xmlstarlet sel of a connection string from a .NET config ¦ {p} ¦ $ xmlstarlet sel -t -v '//connectionStrings/add[@name="Ledger"]/@connectionString' Web.config\nServer=sql01;Database=Ledger;User Id=ledger_app;Password={t};
htmlq page ¦ htmlq extracting a meta tag an admin page rendered ¦ {A43} ¦ $ curl -s https://admin.acme.io/settings | htmlq --attribute content 'meta[name="csrf-secret"]'\n{t}
pup page ¦ pup pulling an input value from a saved HTML form ¦ {u40} ¦ $ pup 'input[name="api_secret"] attr{value}' < saved/integration.html\n{t}
mlr ojson ¦ mlr --icsv --ojson of a keys file ¦ {A30} ¦ $ mlr --icsv --ojson cat keys.csv\n[\n{\n  "service": "geocoder",\n  "key": "{t}",\n  "owner": "maps-team"\n}\n]
csvlook ¦ csvlook of an accounts CSV (a table printing values bare) ¦ {A24} ¦ $ csvlook accounts.csv\n| service    | user      | secret                   |\n| ---------- | --------- | ------------------------ |\n| sftp-drop  | partner7  | {t} |\n| ftp-legacy | (retired) |                          |
q sql csv ¦ q -H running SQL on a CSV ¦ {h32} ¦ $ q -H -d, "select name, token from ./tokens.csv where active = 1"\nbilling-export,{t}
lnav log ¦ lnav's view of a web server log (a query string holding a key) ¦ {A32} ¦ $ lnav -n -c ':filter-in api_key' /var/log/nginx/access.log\n10.0.4.7 - - [06/Dec/2026:06:40:02 +0000] "GET /v1/geo?api_key={t}&q=Lyon HTTP/1.1" 200 512
podman inspect env ¦ podman inspect of a container's environment ¦ {A40} ¦ $ podman inspect --format '{{range .Config.Env}}{{println .}}{{end}}' billing\nPATH=/usr/local/bin:/usr/bin\nBILLING_GATEWAY_SECRET={t}\nTZ=UTC
launchctl getenv ¦ launchctl getenv on macOS ¦ {A36} ¦ $ launchctl getenv HOMEBREW_GITHUB_API_TOKEN\nghp_{t}
sops decrypt ¦ sops --decrypt of a secrets file ¦ {p} ¦ $ sops --decrypt secrets/prod.enc.yaml\nsmtp:\n    user: alerts@acme.io\n    password: {t}\nsops_version: 3.9.1
pritunl default password ¦ pritunl default-password printing the first admin login ¦ {A12} ¦ $ sudo pritunl default-password\n[undefined][2026-12-06 06:55:10,118][INFO] Getting default administrator password\nAdministrator default password:\n  username: "pritunl"\n  password: "{t}"
tool versions ¦ cat of a repo's .tool-versions beside a committed .netrc (the agent read both) ¦ {A40} ¦ $ cat .tool-versions .netrc\nnodejs 22.11.0\npython 3.12.7\nmachine api.heroku.com\n  login ci@acme.io\n  password {t}
seaweedfs s3 ¦ a file read of SeaweedFS's s3 identities config ¦ {A40} ¦ weed/s3.json (lines 1-12)\n{\n  "identities": [\n    {\n      "name": "backup",\n      "credentials": [\n        {"accessKey": "SWFSBACKUP01", "secretKey": "{t}"}\n      ],\n      "actions": ["Read", "Write", "List"]\n    }\n  ]\n}
authentik view key ¦ an HTTP tool response from Authentik's tokens/<id>/view_key ¦ {A60} ¦ GET https://auth.acme.io/api/v3/core/tokens/ci-deploy/view_key/ → 200\n{"key":"{t}"}
mattermost user tokens ¦ an HTTP tool response from Mattermost's users/<id>/tokens (a new personal access token) ¦ {l26} ¦ POST https://chat.acme.io/api/v4/users/me/tokens → 201\n{"id":"q8w4m1z7k3f5j9n2b6v0c4x8ty","token":"{t}","user_id":"3kq7s1m9x5t2w8z4c6v0b1n3aa","description":"release-bot","is_active":true}
guacamole api tokens ¦ an HTTP tool response from Guacamole's /api/tokens ¦ {H64} ¦ POST https://remote.acme.io/guacamole/api/tokens → 200\n{"authToken":"{t}","username":"guacadmin","dataSource":"mysql","availableDataSources":["mysql","mysql-shared"]}
sftpgo token ¦ an HTTP tool response from SFTPGo's admin token endpoint (a JWT) ¦ eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{u80}.{u43} ¦ GET https://files.acme.io/api/v2/token → 200\n{"access_token":"{t}","expires_at":"2026-12-06T07:15:00Z"}
bookstack api token ¦ an HTTP tool response listing a new BookStack API token (id and secret, shown once) ¦ {A32} ¦ POST https://wiki.acme.io/api/users/4/api-tokens → 201\n{"name":"sync-bot","token_id":"Xb9pQ2w7Lm3kZ8r1Tc6vN4yH0sJ5dF2a","secret":"{t}","expires_at":"2027-12-06"}
semaphore ui token ¦ an HTTP tool response from Semaphore UI's /api/user/tokens ¦ {u44} ¦ POST https://ansible.acme.io/api/user/tokens → 201\n{"id":"{t}","created":"2026-12-06T06:55:00Z","expired":false,"user_id":1}
"""


def agent_cases(v: Values) -> list[Case]:
    scenarios = SCENARIOS.strip().splitlines()
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    cases = [
        *v.table("agent", "\n".join(scenarios)),
        *v.table("agent", "\n".join(singles[:half]), raises="note"),
        *v.table("agent", "\n".join(singles[half:]), raises="args"),
        *v.table("agent", EXTRA.strip(), raises="context"),
    ]
    cases += _by_code(v)
    return [dataclasses.replace(case, text=case.text.replace("\\t", "\t")) for case in cases]


def _by_code(v: Values) -> list[Case]:
    """Cases whose layout needs more than a table row: SeaweedFS's ``weed shell``
    applying ``s3.configure`` for a new identity (it prints the identities as JSON) and the JSON ``gron --ungron``
    rebuilds from edited assignment lines."""
    secret = v.gen("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", 40)
    key = v.gen("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 20)
    tok = v.gen("0123456789abcdef", 48)
    return [
        Case(
            "agent: weed shell s3 configure",
            "SeaweedFS's weed shell running s3.configure -apply for a new identity",
            "$ echo 's3.configure -user=backup-bot -access_key=' \"$AK\" ' -secret_key=' \"$SK\" "
            "' -actions=Read,Write -apply' | weed shell\n"
            f'{{\n  "identities": [\n    {{\n      "name": "backup-bot",\n      "credentials": [\n'
            f'        {{\n          "accessKey": "{key}",\n          "secretKey": "{secret}"\n'
            '        }\n      ],\n      "actions": ["Read", "Write"]\n    }\n  ]\n}',
            secret,
            raises="context",
        ),
        Case(
            "agent: gron ungron",
            "gron --ungron of edited assignment lines (the JSON it rebuilds)",
            '$ printf \'json.relay = {};\\njson.relay.token = "%s";\\n\' "$T" | gron --ungron\n'
            f'{{\n  "relay": {{\n    "token": "{tok}"\n  }}\n}}',
            tok,
            raises="keyerror",
        ),
    ]
