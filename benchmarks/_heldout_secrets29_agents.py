"""Held-out set 29: coding-agent tool results, as an agent's tools return them.

Six three-step scenarios (each step a case) and single results, in tool shapes, commands and
files that were grepped for in every earlier ``_heldout_secrets*``, ``_heldout_families*``,
``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none
matched; Aider, ``/run``, Cline, ``execute_command``, Roo Code, Kilo, Claude Code's ``⎿``,
``execute_bash``, Open Interpreter, smolagents, Qwen Code, Kimi, Warp, Factory's droids,
Jules, Refact, Letta, Vaultwarden's ``ADMIN_TOKEN``, ``PAPERLESS_SECRET_KEY``,
``SECRET_KEY_BASE``, ``OTP_SECRET``, ``registration_shared_secret``, ``grafana.ini``,
Mastodon, Synapse, Immich, Directus, Strapi, Umami, ``git grep``, ``difft``, ``icdiff``,
``vault kv get``, ``op read``, ``bw get``, ``infisical`` and about forty more did and were
dropped). Tool shapes, written as each tool prints its result in a transcript (remembered
from using them, not copied, so details such as padding and glyphs may differ): AutoGen's
``LocalCommandLineCodeExecutor`` reply (``exitcode: 0 (execution succeeded)`` and ``Code
output:``), AgentScope's ``execute_shell_command`` tool result (``<returncode>``,
``<stdout>``), crewAI's verbose ``Using tool:`` and ``Tool Output:``, TaskWeaver's
CodeInterpreter round, Alibaba Qoder's agent terminal and Devon's shell tool; single results
in Pythagora's, Poolside's, gpt-engineer's and Semantic Kernel's transcripts. Files no
earlier set read: Ghost's ``config.production.json``, Chatwoot's ``.env``, Snipe-IT's
``.env``, Hasura's ``HASURA_GRAPHQL_ADMIN_SECRET``, NocoDB's ``NC_AUTH_JWT_SECRET``,
Docmost's and Linkwarden's ``.env``, Rallly's ``SECRET_PASSWORD``, Invidious's
``config.yml``, Kanboard's ``config.php``, BookWyrm's, Funkwhale's and Leantime's ``.env``, Baïkal's
``baikal.yaml``, a Radicale users file, Joplin Server's compose file, Penpot's
``PENPOT_SECRET_KEY``, ``bbb-conf --secret`` (BigBlueButton), Jellyseerr's
``settings.json``, Pydio Cells' ``pydio.json`` and Nginx Proxy Manager's ``config.json``
(each app's name grepped: none matched). Commands: ``jless``, ``xsv``, ``qsv``, ``tomlq``, ``hclq``. HTTP tool
responses minting credentials: Chatwoot's profile access token, Snipe-IT's personal access
token, Linkwarden's access token, Hasura's admin-secret round trip, Grocy's API key,
Actual Budget's login token, wger's token, Trilium's ETAPI token and a Memos access token.
"""

from __future__ import annotations

import dataclasses

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 autogen ghost ¦ scenario 1 step 1: AutoGen's LocalCommandLineCodeExecutor reply, jq of Ghost's config.production.json mail password ¦ {p} ¦ executor (to assistant):\n\nexitcode: 0 (execution succeeded)\nCode output: {\n  "transport": "SMTP",\n  "options": {\n    "service": "Mailgun",\n    "auth": {\n      "user": "postmaster@mg.acme.blog",\n      "pass": "{t}"\n    }\n  }\n}\n\n--------------------------------------------------------------------------------
s1 autogen chatwoot ¦ scenario 1 step 2: AutoGen's executor reply, grep of Chatwoot's .env ¦ {h128} ¦ executor (to assistant):\n\nexitcode: 0 (execution succeeded)\nCode output: 1:SECRET_KEY_BASE=(unchanged)\n14:REDIS_PASSWORD=\n15:POSTGRES_HOST=postgres\nchatwoot/.env:3:ACTIVE_STORAGE_SIGNING_KEY={t}\n\n--------------------------------------------------------------------------------
s1 autogen chatwoot token ¦ scenario 1 step 3: AutoGen's executor reply, curl of Chatwoot's profile returning the access token ¦ {A24} ¦ executor (to assistant):\n\nexitcode: 0 (execution succeeded)\nCode output: {"id":1,"name":"Ops Bot","email":"ops@acme.io","account_id":1,"role":"administrator","access_token":"{t}","available_name":"Ops Bot"}\n\n--------------------------------------------------------------------------------
s2 agentscope snipeit ¦ scenario 2 step 1: AgentScope's execute_shell_command result, grep of Snipe-IT's .env ¦ {b43}= ¦ <returncode>0</returncode><stdout>APP_ENV=production\nAPP_DEBUG=false\nAPP_KEY=base64:{t}\nAPP_URL=https://assets.acme.io\n</stdout><stderr></stderr>
s2 agentscope snipeit pat ¦ scenario 2 step 2: AgentScope's execute_shell_command, artisan passport creating a personal access token (a JWT-like token) ¦ eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.{u120}.{u86} ¦ <returncode>0</returncode><stdout>Personal access token created for user 'ops':\n{t}\n</stdout><stderr></stderr>
s2 agentscope hasura ¦ scenario 2 step 3: AgentScope's execute_shell_command, docker compose config showing Hasura's admin secret ¦ {A40} ¦ <returncode>0</returncode><stdout>services:\n  graphql-engine:\n    image: hasura/graphql-engine:v2.44.0\n    environment:\n      HASURA_GRAPHQL_DATABASE_URL: postgres://postgres@db:5432/app\n      HASURA_GRAPHQL_ENABLE_CONSOLE: "false"\n      HASURA_GRAPHQL_ADMIN_SECRET: {t}\n</stdout><stderr></stderr>
s3 crewai nocodb ¦ scenario 3 step 1: crewAI's verbose Using tool and Tool Output, grep of NocoDB's env ¦ {h64} ¦ # Agent: Platform Engineer\n## Using tool: Run shell command\n## Tool Input: \n"{\"command\": \"grep NC_ /srv/nocodb/.env\"}"\n## Tool Output: \nNC_DB=pg://db:5432?u=nocodb&d=nocodb\nNC_AUTH_JWT_SECRET={t}\nNC_PUBLIC_URL=https://tables.acme.io
s3 crewai docmost ¦ scenario 3 step 2: crewAI's Tool Output, cat of Docmost's .env ¦ {h64} ¦ # Agent: Platform Engineer\n## Using tool: Read a file's content\n## Tool Input: \n"{\"file_path\": \"docmost/.env\"}"\n## Tool Output: \nAPP_URL=https://wiki.acme.io\nAPP_SECRET={t}\nDATABASE_URL=postgresql://docmost@db:5432/docmost\nREDIS_URL=redis://redis:6379
s3 crewai linkwarden ¦ scenario 3 step 3: crewAI's Tool Output, Linkwarden's API answering a new access token ¦ {u48} ¦ # Agent: Platform Engineer\n## Using tool: Make an HTTP request\n## Tool Input: \n"{\"method\": \"POST\", \"url\": \"https://links.acme.io/api/v1/tokens\", \"body\": {\"name\": \"ci\", \"expires\": 30}}"\n## Tool Output: \n{"response":{"newToken":"{t}"}}
s4 taskweaver rallly ¦ scenario 4 step 1: TaskWeaver's CodeInterpreter round, reading Rallly's SECRET_PASSWORD ¦ {A32} ¦ ╭───< CodeInterpreter >\n├─► [python] from dotenv import dotenv_values; dotenv_values("rallly/.env")["SECRET_PASSWORD"]\n├─► [execution_status] SUCCESS\n├─► [execution_result]\n│   The execution of the generated python code above has succeeded\n│   The result of above Python code after execution is:\n│   '{t}'\n╰──● sending message to Planner
s4 taskweaver invidious ¦ scenario 4 step 2: TaskWeaver's CodeInterpreter, yaml of Invidious's config.yml ¦ {A20} ¦ ╭───< CodeInterpreter >\n├─► [python] import yaml; cfg = yaml.safe_load(open("invidious/config/config.yml")); cfg["db"], cfg["hmac_key"]\n├─► [execution_status] SUCCESS\n├─► [execution_result]\n│   The result of above Python code after execution is:\n│   ({'user': 'kemal', 'password': 'kemal', 'host': 'invidious-db', 'port': 5432, 'dbname': 'invidious'}, '{t}')\n╰──● sending message to Planner
s4 taskweaver jless ¦ scenario 4 step 3: TaskWeaver's CodeInterpreter running jless in a non-interactive dump ¦ {u40} ¦ ╭───< CodeInterpreter >\n├─► [python] !jless --mode line secrets/webhooks.json | cat\n├─► [execution_status] SUCCESS\n├─► [execution_result]\n│   {\n│     "github": {\n│       "url": "https://hooks.acme.io/gh",\n│       "secret": "{t}"\n│     }\n│   }\n╰──● sending message to Planner
s5 qoder xsv ¦ scenario 5 step 1: Alibaba Qoder's agent terminal (Chinese UI), xsv table of a credentials export ¦ {A26} ¦ Qoder 智能体 · 终端\n> xsv select service,user,password exports/legacy_logins.csv | xsv table\nservice   user       password\nftp-edge  uploader   {t}\nsmtp-out  mailer     (rotated)\n✓ 命令执行完成，退出码 0
s5 qoder qsv ¦ scenario 5 step 2: Qoder's agent terminal, qsv search of a keys table ¦ {h48} ¦ Qoder 智能体 · 终端\n> qsv search -s name '^billing' secrets/keys.csv\nname,key,rotated\nbilling-webhook,{t},2026-11-02\n✓ 命令执行完成，退出码 0
s5 qoder tomlq ¦ scenario 5 step 3: Qoder's agent terminal, tomlq of a deploy config ¦ {A36} ¦ Qoder 智能体 · 终端\n> tomlq -r '.registry.password' deploy/config.toml\n{t}\n✓ 命令执行完成，退出码 0
s6 devon hclq ¦ scenario 6 step 1: Devon's shell tool, hclq of a Terraform variables file ¦ {p} ¦ Devon ▸ shell(command="hclq get 'variable.db_password.default' < infra/variables.tf")\nstdout:\n"{t}"\nexit 0
s6 devon pythonrc ¦ scenario 6 step 2: Devon's shell tool, cat of a pip.conf with an index credential ¦ {A32} ¦ Devon ▸ shell(command="cat ~/.config/pip/pip.conf")\nstdout:\n[global]\nindex-url = https://ci:{t}@pypi.acme.internal/simple/\ntimeout = 60\nexit 0
s6 devon gradle ¦ scenario 6 step 3: Devon's shell tool, grep of gradle.properties ¦ {u36} ¦ Devon ▸ shell(command="grep -n Password ~/.gradle/gradle.properties")\nstdout:\n7:mavenCentralUsername=acme-release\n8:mavenCentralPassword={t}\nexit 0
"""

SINGLES = r"""
pythagora env ¦ Pythagora's "Running command" step and its output, env of a dev container ¦ {A40} ¦ Pythagora: Running command `printenv | grep -i stripe`\n  ✔ Command finished (exit code 0)\n  STRIPE_WEBHOOK_SECRET=whsec_{t}\n  STRIPE_MODE=test
poolside read ¦ Poolside's assistant reading a file in the editor (the tool result block) ¦ {h40} ¦ poolside ▸ read_file  config/sentry.properties  (12 lines)\n  defaults.url=https://sentry.acme.io/\n  defaults.org=acme\n  defaults.project=checkout\n  auth.token={t}
gpt-engineer run ¦ gpt-engineer's run prompt and the output of run.sh ¦ {A32} ¦ Do you want to execute this code? (Y/n)\n\n#!/bin/bash\npip install -r requirements.txt\npython seed.py\n\nY\nSeeding with admin token {t} ...\nTraceback (most recent call last):\n  File "seed.py", line 9, in <module>\nConnectionRefusedError: [Errno 111] Connection refused
semantic kernel ¦ Semantic Kernel's function-call log line for a native shell plugin ¦ {u40} ¦ info: Microsoft.SemanticKernel.KernelFunction[0]\n      Function Shell-Run succeeded.\ntrce: Microsoft.SemanticKernel.KernelFunction[0]\n      Function result: {"stdout":"export DEPLOY_HOOK_TOKEN={t}\\n","exitCode":0}
ghost admin key ¦ a tool reading Ghost's Admin API key from its integrations table (id:secret, 24 hex and 64 hex) ¦ 6512a0c3f1e2d4b5a6c7d8e9:{h64} ¦ $ sqlite3 ghost/content/data/ghost.db "select id, secret from api_keys where type='admin'"\n6512a0c3f1e2d4b5a6c7d8e9|{t}
hasura admin round trip ¦ an HTTP tool's request and response log, Hasura's admin secret in the header ¦ {A32} ¦ → POST https://gql.acme.io/v1/metadata\n  x-hasura-admin-secret: {t}\n  content-type: application/json\n← 200 OK  {"message":"success"}
xsv flatten ¦ xsv flatten of one row of a service account export ¦ {b40} ¦ $ xsv slice -i 3 exports/service_accounts.csv | xsv flatten\nname        deploy-bot\nkind        api\nsecret      {t}\ncreated_at  2026-10-14
qsv json ¦ qsv tojsonl of a tokens sheet ¦ {h40} ¦ $ qsv tojsonl ops/tokens.csv | head -2\n{"name":"grafana-ro","token":"glsa_{t}_6a1c","owner":"sre"}\n{"name":"loki-ro","token":"(revoked)","owner":"sre"}
tomlq cargo ¦ tomlq of Cargo credentials ¦ cio{A32} ¦ $ tomlq . ~/.cargo/credentials.toml\n{\n  "registry": {\n    "token": "{t}"\n  }\n}
hclq vault ¦ hclq of a Vault agent config holding a token ¦ hvs.{A24} ¦ $ hclq get 'vault.token' < /etc/vault-agent.hcl\n"{t}"
linkwarden env ¦ grep of Linkwarden's .env ¦ {A44} ¦ $ grep -n SECRET linkwarden/.env\n2:NEXTAUTH_SECRET={t}\n9:MEILI_MASTER_KEY=
invidious companion ¦ Invidious's config.yml, the companion key ¦ {A16} ¦ $ sed -n '20,26p' invidious/config/config.yml\ninvidious_companion:\n  - private_url: "http://companion:8282/companion"\ninvidious_companion_key: "{t}"\ndomain: tube.acme.io\nhttps_only: true
"""

EXTRA = r"""
kanboard config ¦ a file read of Kanboard's config.php (DB password) ¦ {p} ¦ [read] kanboard/config.php (lines 20-24)\n20  define('DB_DRIVER', 'postgres');\n21  define('DB_USERNAME', 'kanboard');\n22  define('DB_PASSWORD', '{t}');\n23  define('DB_HOSTNAME', 'db');
bookwyrm env ¦ grep of BookWyrm's .env (SECRET_KEY) ¦ {A50} ¦ $ grep -n '^SECRET_KEY' bookwyrm/.env\n1:SECRET_KEY="{t}"
funkwhale env ¦ sed of Funkwhale's .env (DJANGO_SECRET_KEY) ¦ {u50} ¦ $ sed -n '/DJANGO_SECRET_KEY/p' /srv/funkwhale/config/.env\nDJANGO_SECRET_KEY={t}
leantime env ¦ cat of Leantime's .env session password ¦ {h32} ¦ $ grep LEAN_SESSION_PASSWORD leantime/config/.env\nLEAN_SESSION_PASSWORD='{t}'
grocy api ¦ an HTTP tool creating a Grocy API key (the response lists the new key) ¦ {A50} ¦ POST https://pantry.acme.home/api/objects/api_keys -> 200\n{"created_object_id":"4"}\nGET https://pantry.acme.home/api/objects/api_keys/4 -> 200\n{"id":"4","api_key":"{t}","user_id":"1","key_type":"default","expires":"2999-12-31 23:59:59"}
actual budget ¦ an HTTP tool logging into Actual Budget's sync server (the token in the answer) ¦ {uuid} ¦ POST https://budget.acme.home/account/login {"loginMethod":"password"} -> 200\n{"status":"ok","data":{"token":"{t}"}}
wger token ¦ an HTTP tool minting a wger API token ¦ {h40} ¦ POST https://fit.acme.home/api/v2/login/ -> 200\n{"token": "{t}"}
baikal config ¦ a file read of Baïkal's baikal.yaml (admin password hash seed, encryption key) ¦ {h32} ¦ [read] baikal/config/baikal.yaml\nsystem:\n    timezone: Europe/Paris\n    card_enabled: true\n    admin_passwordhash: (hash)\n    encryption_key: {t}
radicale htpasswd ¦ cat of a Radicale users file in plain mode ¦ {p} ¦ $ cat /etc/radicale/users\nanna:{t}
joplin server ¦ docker compose config showing Joplin Server's Postgres password ¦ {p} ¦ $ docker compose config | grep -A3 POSTGRES_\n      POSTGRES_DATABASE: joplin\n      POSTGRES_USER: joplin\n      POSTGRES_PASSWORD: '{t}'
trilium etapi ¦ an HTTP tool minting a Trilium ETAPI token ¦ {A40} ¦ POST https://notes.acme.home/etapi/auth/login {"password": "(typed)"} -> 201\n{"authToken":"{t}"}
memos token ¦ an HTTP tool creating a Memos access token ¦ eyJhbGciOiJIUzI1NiIsImtpZCI6InYxIiwidHlwIjoiSldUIn0.{u96}.{u43} ¦ POST https://memos.acme.home/api/v1/users/1/accessTokens -> 200\n{"accessToken":"{t}","description":"cli","issuedAt":"2026-12-06T07:36:00Z"}
penpot env ¦ grep of Penpot's env (PENPOT_SECRET_KEY) ¦ {b64} ¦ $ grep -rn PENPOT_SECRET_KEY penpot/\npenpot/docker-compose.yaml:14:      PENPOT_SECRET_KEY: {t}
bigbluebutton secret ¦ bbb-conf --secret printing the shared secret ¦ {A42} ¦ $ sudo bbb-conf --secret\n\n    URL: https://meet.acme.edu/bigbluebutton/\n    Secret: {t}\n\n    Link to the API-Mate:
jellyseerr settings ¦ jq of Jellyseerr's settings.json (its API key) ¦ {b64}== ¦ $ jq .main.apiKey jellyseerr/config/settings.json\n"{t}"
pydio env ¦ a file read of Pydio Cells' pydio.json database DSN ¦ {p} ¦ [read] cells/pydio.json (lines 8-10)\n      "databases": {\n        "default": {"driver": "mysql", "dsn": "pydio:{t}@tcp(mysql:3306)/cells?parseTime=true"}\n      },
npm database ¦ Nginx Proxy Manager's config.json (its MySQL password) ¦ {p} ¦ $ cat npm/data/config.json\n{\n  "database": {\n    "engine": "mysql",\n    "host": "db",\n    "name": "npm",\n    "user": "npm",\n    "password": "{t}",\n    "port": 3306\n  }\n}
"""


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    cases = [
        *v.table("agent", SCENARIOS),
        *v.table("agent", "\n".join(singles[:half]), raises="note"),
        *v.table("agent", "\n".join(singles[half:]), raises="args"),
        *v.table("agent", EXTRA.strip(), raises="context"),
    ]
    return [dataclasses.replace(case, text=case.text.replace("\\t", "\t")) for case in cases]
