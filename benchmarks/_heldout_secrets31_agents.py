"""Held-out set 31: coding-agent tool results, as an agent's tools return them.

Six three-step scenarios (each step a case) and single results, in tool shapes, commands and
files that were grepped for in every earlier ``_heldout_secrets*``, ``_heldout_families*``,
``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none
matched; Aider, Plandex, Mentat, gpt-engineer, Open Interpreter, Roo Code, Cline,
``execute_command``, Copilot, Warp, Void, PearAI, Melty, Refact, CodeGeeX, Sweep, Jules, Crush,
Qwen Code, Kimi, Letta, Droid, Replit, Bolt, Lovable, Qodo, Tabby, Devika, AutoCodeRover,
Agentless, Moatless, CodeBuddy, Lingma, Comate, MarsCode, iFlow, Cosine, Sourcery, Bito,
Blackbox, Mistral Vibe, Kilo Code, Poolside, MetaGPT, AutoGPT, Composio, E2B, Daytona,
smolagents, LangGraph, CrewAI, AutoGen, Semantic Kernel, Agno, ``tool-result``,
``Run in terminal``, ``fossil``, ``ugrep``, ``jj diff``, ``/api/user/token`` and about 40
self-hosted apps' names did and were dropped). Tool shapes, written as each tool prints its
result (remembered, not copied, so details such as glyphs and padding may differ): JetBrains
AI Assistant's terminal-command step, Wave Terminal's Wave AI command blocks, a Mastra
agent's ``toolResults`` logged from ``onStepFinish``, phidata's ``show_tool_calls`` output,
a DSPy ``ReAct`` trajectory (``observation_0``) and a Haystack ``ToolInvoker`` reply
(``ChatMessage`` with ``ToolCallResult``); single results in Fitten Code, Supermaven, Phind,
ChatDev, Marvin and ControlFlow transcripts. Files no earlier set read: Planka's, Wekan's,
Focalboard's, Crater's, Tiny Tiny RSS's, Mautic's, Kutt's, Typebot's, Formbricks', Statping's,
KitchenOwl's, InvenTree's, PartKeepr's, Flame's, Glance's, Scrypted's, Mailcow's, Stalwart's,
Maddy's, Docker Mailserver's, SOGo's, SnappyMail's, RainLoop's, Taiga's, Phabricator's,
Request Tracker's, FreeScout's, UVdesk's, Revolt's, Conduit's, Mumble's, GoToSocial's,
Friendica's, Mobilizon's, SearXNG's, LinkAce's, Statamic's, Umbraco's, Hugo's, DokuWiki's,
XWiki's, CryptPad's and Kroki's configs. HTTP tool responses
minting credentials: Planka's access token, Kutt's API key, Typebot's API token, Formbricks'
API key and InvenTree's user token.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 jetbrains planka ¦ scenario 1 step 1: JetBrains AI Assistant's terminal-command step, grep of Planka's .env ¦ {h64} ¦ AI Assistant › Terminal command\n$ grep -n SECRET_KEY planka/.env\n3:SECRET_KEY={t}\n✔ Command finished (exit code 0)
s1 jetbrains wekan ¦ scenario 1 step 2: JetBrains AI Assistant's terminal-command step, docker compose config of Wekan ¦ {p} ¦ AI Assistant › Terminal command\n$ docker compose config wekan | grep -n MONGO_URL\n14:      MONGO_URL: mongodb://wekan:{t}@wekandb:27017/wekan\n✔ Command finished (exit code 0)
s1 jetbrains focalboard ¦ scenario 1 step 3: JetBrains AI Assistant's file view, Focalboard's config.json ¦ {p} ¦ AI Assistant › Read file focalboard/config.json (lines 1-8)\n{\n  "serverRoot": "https://boards.acme.io",\n  "port": 8000,\n  "dbtype": "postgres",\n  "dbconfig": "postgres://boards:{t}@db/boards?sslmode=disable",\n  "useSSL": false\n}
s2 wave crater ¦ scenario 2 step 1: Wave Terminal's Wave AI command block, Crater's .env ¦ {b44} ¦ Wave AI ▸ ran in block 3 (crater)\n  > grep -E '^(APP_KEY|DB_PASSWORD)' .env\n  APP_KEY=base64:{t}\n  DB_PASSWORD=${CRATER_DB_PASSWORD}\n  [exit 0 · 41 ms]
s2 wave ttrss ¦ scenario 2 step 2: Wave Terminal's Wave AI command block, Tiny Tiny RSS's config.php ¦ {p} ¦ Wave AI ▸ ran in block 3 (ttrss)\n  > grep -n TTRSS_DB_PASS config.php\n  12:putenv('TTRSS_DB_PASS={t}');\n  [exit 0 · 12 ms]
s2 wave mautic ¦ scenario 2 step 3: Wave Terminal's Wave AI command block, Mautic's local.php ¦ {A40} ¦ Wave AI ▸ ran in block 4 (mautic)\n  > sed -n "/'secret_key'/p;/'mailer_password'/p" app/config/local.php\n  'secret_key' => '{t}',\n  'mailer_password' => null,\n  [exit 0 · 9 ms]
s3 mastra kutt ¦ scenario 3 step 1: a Mastra agent's step.toolResults logged from onStepFinish, Kutt's .env ¦ {A40} ¦ [onStepFinish] toolResults: [\n  {\n    toolCallId: 'call_7Hq2',\n    toolName: 'readFile',\n    args: { path: 'kutt/.env' },\n    result: 'SITE_NAME=Kutt\\nDEFAULT_DOMAIN=s.acme.io\\nJWT_SECRET={t}\\nDB_CLIENT=pg'\n  }\n]
s3 mastra typebot ¦ scenario 3 step 2: a Mastra agent's toolResults, Typebot's encryption secret ¦ {A32} ¦ [onStepFinish] toolResults: [\n  {\n    toolCallId: 'call_7Hq3',\n    toolName: 'shell',\n    args: { command: 'printenv ENCRYPTION_SECRET' },\n    result: { stdout: '{t}\\n', stderr: '', exitCode: 0 }\n  }\n]
s3 mastra formbricks ¦ scenario 3 step 3: a Mastra agent's toolResults, Formbricks' NEXTAUTH and CRON secrets ¦ {h64} ¦ [onStepFinish] toolResults: [\n  {\n    toolCallId: 'call_7Hq4',\n    toolName: 'grep',\n    args: { pattern: 'SECRET', file: 'formbricks/.env' },\n    result: [ 'NEXTAUTH_SECRET={t}', 'CRON_SECRET=(generated at boot)' ]\n  }\n]
s4 phidata statping ¦ scenario 4 step 1: phidata's print_response with show_tool_calls, Statping's config.yml ¦ {A32} ¦ ┏━ Message ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓\n┃ why does statping fail to start?              ┃\n┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛\n┏━ Response (2.1s) ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓\n┃ - read_file(file_name=statping/config.yml)    ┃\n┃ connection: postgres                          ┃\n┃ db_pass: {t} ┃\n┃ api_secret: (empty)                           ┃\n┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛
s4 phidata kitchenowl ¦ scenario 4 step 2: phidata's show_tool_calls, KitchenOwl's JWT secret ¦ {b48} ¦ ┏━ Response (1.4s) ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓\n┃ - run_command(args=['printenv', 'JWT_SECRET_KEY']) ┃\n┃ {t} ┃\n┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛
s4 phidata inventree ¦ scenario 4 step 3: phidata's show_tool_calls, InvenTree's config.yaml ¦ {p} ¦ ┏━ Response (1.9s) ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓\n┃ - read_file(file_name=inventree/config.yaml)  ┃\n┃ database:                                     ┃\n┃   ENGINE: postgresql                          ┃\n┃   USER: inventree                             ┃\n┃   PASSWORD: '{t}' ┃\n┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛
s5 dspy partkeepr ¦ scenario 5 step 1: a DSPy ReAct trajectory, PartKeepr's parameters.php ¦ {p} ¦ Prediction(\n    trajectory={'thought_0': 'Read the PartKeepr database settings.', 'tool_name_0': 'read_file', 'tool_args_0': {'path': 'app/config/parameters.php'}, 'observation_0': "$container->setParameter('database_password', '{t}');"},\n    answer='The database password is set in parameters.php.'\n)
s5 dspy flame ¦ scenario 5 step 2: a DSPy ReAct trajectory, Flame's password env ¦ {A24} ¦ {'thought_1': 'Check how Flame is started.', 'tool_name_1': 'run_shell', 'tool_args_1': {'cmd': 'docker inspect flame --format {{json .Config.Env}}'}, 'observation_1': '["PASSWORD={t}","NODE_ENV=production"]'}
s5 dspy glance ¦ scenario 5 step 3: a DSPy ReAct trajectory, Glance's glance.yml with a GitHub token ¦ {A40} ¦ {'thought_2': 'Look at the Glance widgets config.', 'tool_name_2': 'read_file', 'tool_args_2': {'path': 'glance.yml'}, 'observation_2': 'pages:\\n  - name: Home\\n    columns:\\n      - widgets:\\n          - type: repository\\n            token: github_pat_{t}'}
s6 haystack scrypted ¦ scenario 6 step 1: a Haystack ToolInvoker reply, Scrypted's login ¦ {p} ¦ ChatMessage(_role=<ChatRole.TOOL: 'tool'>, _content=[ToolCallResult(result='SCRYPTED_ADMIN_USERNAME=admin\\nSCRYPTED_ADMIN_PASSWORD={t}', origin=ToolCall(tool_name='read_env', arguments={'service': 'scrypted'}, id='call_01'), error=False)], _name=None, _meta={})
s6 haystack mailcow ¦ scenario 6 step 2: a Haystack ToolInvoker reply, mailcow.conf ¦ {A28} ¦ ChatMessage(_role=<ChatRole.TOOL: 'tool'>, _content=[ToolCallResult(result='DBNAME=mailcow\\nDBUSER=mailcow\\nDBPASS={t}\\nDBROOT=(see below)', origin=ToolCall(tool_name='grep_file', arguments={'path': 'mailcow.conf', 'pattern': 'DB'}, id='call_02'), error=False)], _name=None, _meta={})
s6 haystack stalwart ¦ scenario 6 step 3: a Haystack ToolInvoker reply, Stalwart's config.toml ¦ {p} ¦ ChatMessage(_role=<ChatRole.TOOL: 'tool'>, _content=[ToolCallResult(result='[authentication.fallback-admin]\\nuser = "admin"\\nsecret = "{t}"', origin=ToolCall(tool_name='read_file', arguments={'path': '/opt/stalwart/etc/config.toml'}, id='call_03'), error=False)], _name=None, _meta={})
"""

SINGLES = r"""
fitten maddy ¦ Fitten Code's agent run in VS Code, Maddy's maddy.conf ¦ {p} ¦ Fitten Code ▸ Run: grep -n password /etc/maddy/maddy.conf\n  27:    password {t}\n  ✓ done
supermaven dms ¦ Supermaven chat's terminal result, Docker Mailserver's LDAP bind password ¦ {p} ¦ Supermaven › ran `grep LDAP_BIND_PW mailserver.env`\nLDAP_BIND_PW={t}
phind sogo ¦ Phind's agent answer quoting a shell result, SOGo's sogo.conf ¦ {p} ¦ Phind ran: grep -n SOGoProfileURL /etc/sogo/sogo.conf\n  14:  SOGoProfileURL = "postgresql://sogo:{t}@db:5432/sogo/sogo_user_profile";
chatdev snappymail ¦ ChatDev's Programmer turn quoting a file, SnappyMail's admin password file ¦ {A20} ¦ [Programmer] I checked _data_/_default_/admin_password.txt:\n```\n{t}\n```\n[Reviewer] Please rotate it after the upgrade.
marvin rainloop ¦ Marvin's tool call transcript, RainLoop's application.ini ¦ {p} ¦ marvin ▸ tool read_file(path='data/_data_/_default_/configs/application.ini') →\n[security]\nadmin_login = "admin"\nadmin_password = "{t}"
controlflow planka token ¦ ControlFlow task result, an HTTP tool minting a Planka access token ¦ {A64} ¦ Task 'log in to Planka' succeeded\n  result: {"item": "{t}", "included": {"user": {"id": "1102", "username": "deploy"}}}
kutt api key ¦ an HTTP tool response minting a Kutt API key ¦ {A40} ¦ POST https://s.acme.io/api/v2/auth/apikey\n200 OK\n{"apikey":"{t}"}
typebot token ¦ an HTTP tool response minting a Typebot API token ¦ {A24} ¦ POST https://typebot.acme.io/api/v1/users/me/api-tokens\n201 Created\n{"apiToken":{"id":"clq8x1","name":"ci","token":"{t}","createdAt":"2026-12-06T09:57:01.000Z"}}
formbricks key ¦ an HTTP tool response minting a Formbricks API key ¦ {h32} ¦ POST https://forms.acme.io/api/v1/management/api-keys\n201 Created\n{"data":{"id":"cm4k2x","label":"zapier","apiKey":"{t}"}}
inventree token ¦ an HTTP tool response minting an InvenTree user token ¦ inv-{h40}-20261206 ¦ GET https://parts.acme.io/api/user/me/token/?name=agent\n200 OK\n{"token":"{t}","name":"agent","expiry":"2027-12-06"}
"""

EXTRA = r"""
planka docker ¦ docker compose config showing Planka's database URL ¦ {p} ¦ $ docker compose config planka | grep -n DATABASE_URL\n11:      DATABASE_URL: postgresql://planka:{t}@postgres/planka
wekan settings ¦ a file read of Wekan's snap settings ¦ {A30} ¦ [read] snap get wekan\nKey                 Value\nmail-url            smtp://wekan:{t}@smtp.acme.io:587/\nroot-url            https://boards.acme.io
crater db ¦ grep of Crater's .env for the database ¦ {p} ¦ $ grep -n ^DB_ crater/.env\n9:DB_CONNECTION=mysql\n10:DB_HOST=crater-db\n13:DB_PASSWORD={t}
mautic docker ¦ docker exec printing Mautic's DB password ¦ {p} ¦ $ docker exec mautic_web printenv MAUTIC_DB_PASSWORD\n{t}
kutt redis ¦ a file read of Kutt's docker-compose.yml ¦ {A32} ¦ [read] kutt/docker-compose.yml (lines 18-24)\n  redis:\n    image: redis:7-alpine\n    command: redis-server --requirepass {t}
typebot smtp ¦ grep of Typebot's .env for SMTP ¦ {p} ¦ $ grep -n SMTP_ typebot/.env\n4:SMTP_USERNAME=bots@acme.io\n5:SMTP_PASSWORD={t}\n6:SMTP_HOST=smtp.acme.io
statping api ¦ curl of Statping's core API exposing its api secret ¦ {h40} ¦ $ curl -s http://statping:8080/api -H 'Cookie: statping_auth=...'\n{"name":"Acme status","api_secret":"{t}","domain":"https://status.acme.io"}
kitchenowl db ¦ docker compose config showing KitchenOwl's database password ¦ {p} ¦ $ docker compose config back | grep DB_PASSWORD\n      DB_PASSWORD: '{t}'
inventree secret ¦ cat of InvenTree's secret_key.txt ¦ {A50} ¦ $ cat /home/inventree/data/secret_key.txt\n{t}
glance env ¦ printenv in Glance's container ¦ {u36} ¦ $ docker exec glance printenv GLANCE_SECRET_KEY\n{t}
mailcow api ¦ grep of mailcow.conf for the API key ¦ {U32} ¦ $ grep -n API_KEY mailcow-dockerized/mailcow.conf\n88:API_KEY={t}\n89:API_ALLOW_FROM=127.0.0.1,::1
taiga conf ¦ a file read of Taiga's config.py (its SECRET_KEY) ¦ {A50} ¦ [read] taiga-back/settings/config.py (lines 3-6)\nSECRET_KEY = "{t}"\nDEBUG = False\nSITES = {"api": {"domain": "taiga.acme.io", "scheme": "https"}}
phabricator conf ¦ Phabricator's config get for the MySQL password ¦ {p} ¦ $ ./bin/config get mysql.pass\n{\n  "config": [\n    {\n      "key": "mysql.pass",\n      "source": "local",\n      "value": "{t}"\n    }\n  ]\n}
rt site config ¦ grep of Request Tracker's RT_SiteConfig.pm ¦ {p} ¦ $ grep -n DatabasePassword /opt/rt5/etc/RT_SiteConfig.pm\n9:Set($DatabasePassword, '{t}');
freescout env ¦ grep of FreeScout's .env ¦ {b44} ¦ $ grep -n APP_KEY freescout/.env\n2:APP_KEY=base64:{t}
uvdesk env ¦ sed of UVdesk's .env ¦ {p} ¦ $ sed -n '/DATABASE_URL/p' uvdesk/.env\nDATABASE_URL=mysql://uvdesk:{t}@127.0.0.1:3306/uvdesk
revolt env ¦ cat of Revolt's .env.web ¦ {u43} ¦ $ cat revolt/.env.web\nHOSTNAME=https://chat.acme.io\nREVOLT_PUBLIC_URL=https://chat.acme.io/api\nVAPID_PRIVATE_KEY={t}
conduit toml ¦ a file read of Conduit's conduit.toml (its registration token) ¦ {A32} ¦ [read] /etc/matrix-conduit/conduit.toml (lines 10-14)\n[global]\nserver_name = "acme.io"\nallow_registration = true\nregistration_token = "{t}"
mumble ini ¦ grep of Mumble server's mumble-server.ini ¦ {p} ¦ $ grep -n -E '^(serverpassword|registerPassword)' /etc/mumble-server.ini\n41:serverpassword={t}
gotosocial yaml ¦ grep of GoToSocial's config.yaml for the database ¦ {p} ¦ $ grep -n db- gotosocial/config.yaml\n52:db-type: "postgres"\n55:db-user: "gts"\n56:db-password: "{t}"
friendica local ¦ grep of Friendica's local.config.php ¦ {p} ¦ $ grep -n "'password'" friendica/config/local.config.php\n8:		'password' => '{t}',
mobilizon exs ¦ a file read of Mobilizon's runtime.exs ¦ {b64} ¦ [read] /etc/mobilizon/config.exs (lines 12-15)\nconfig :mobilizon, Mobilizon.Web.Endpoint,\n  secret_key_base: "{t}"
searxng settings ¦ grep of SearXNG's settings.yml ¦ {h64} ¦ $ grep -n secret_key searxng/settings.yml\n19:  secret_key: "{t}"  # change this!
linkace env ¦ docker compose config showing LinkAce's DB password ¦ {p} ¦ $ docker compose config app | grep DB_PASSWORD\n      DB_PASSWORD: '{t}'
statamic env ¦ grep of a Statamic site's .env for the license key ¦ {A40} ¦ $ grep -n STATAMIC_ .env\n14:STATAMIC_LICENSE_KEY={t}\n15:STATAMIC_PRO_ENABLED=true
umbraco json ¦ jq of Umbraco's appsettings.json connection string ¦ {p} ¦ $ jq -r .ConnectionStrings.umbracoDbDSN appsettings.json\nServer=db;Database=umbraco;User Id=umbraco;Password={t};TrustServerCertificate=true
hugo deploy ¦ a file read of a Hugo site's deploy config with an S3 key pair ¦ {A40} ¦ [read] config/production/deployment.toml\n[[targets]]\nname = "prod"\nURL = "s3://www.acme.io?region=eu-west-1&awssdk=v2"\n# AWS_SECRET_ACCESS_KEY = "{t}"
dokuwiki users ¦ cat of DokuWiki's users.auth.php (a bcrypt hash next to a plain note) ¦ {p} ¦ $ tail -n 2 dokuwiki/conf/users.auth.php\n# admin (temporary password: {t})\nadmin:$2y$10$Kx9bLq1ZbC7vPz9b6m0Qe.8VdQ3Xq2Wk1nYb5cR7tUo4pLs6Gh2a:Admin:admin@acme.io:admin,user
xwiki cfg ¦ grep of XWiki's hibernate.cfg.xml ¦ {p} ¦ $ grep -n connection.password xwiki/WEB-INF/hibernate.cfg.xml\n104:    <property name="hibernate.connection.password">{t}</property>
cryptpad config ¦ grep of CryptPad's config.js for the admin key ¦ {b44} ¦ $ grep -n -A1 adminKeys cryptpad/config/config.js\n88:    adminKeys: [\n89-        "[admin@pad.acme.io/{t}]",
kroki env ¦ printenv in Kroki's container ¦ {A32} ¦ $ docker exec kroki printenv KROKI_SAFE_MODE KROKI_API_KEY\nsecure\n{t}
sogo dovecot ¦ doveadm output hashing a password typed on the command line ¦ {p} ¦ $ doveadm pw -s SHA512-CRYPT -p '{t}'\n{SHA512-CRYPT}$6$kP1w9uUq$Zb3.ufT1aFIVoJr6mQ0nP1rWm3f0b1kUvYFQ2dZ8a7yqQjW5e
"""


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    return [
        *v.table("agent", SCENARIOS),
        *v.table("agent", "\n".join(singles[:half]), raises="note"),
        *v.table("agent", "\n".join(singles[half:]), raises="args"),
        *v.table("agent", EXTRA.strip(), raises="context"),
    ]
