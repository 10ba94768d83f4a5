"""Held-out set 32: coding-agent tool results, as an agent's tools return them.

Six three-step scenarios (each step a case) and single results, in tool shapes, tools and
files that were grepped for in every earlier ``_heldout_secrets*``, ``_heldout_families*``,
``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none
matched; ``developer__shell``, ``run_shell_command``, Goose, Zed, Cascade, Amp, SWE-agent,
Gemini CLI, Cody, OpenHands, Continue, Augment, Trae, Junie, Kiro, Tabnine, Codeium, avante,
gptel, opencode, Zencoder, Devin, Cursor, Windsurf, Tabby, Codex CLI, aichat, ShellGPT,
Fabric, Warp, Kilo, Void, Emacs, Sourcegraph, Refact, Cosine, Plandex, CodeGPT, Bito, Cody,
Jules, v0, Langchain, AgentOps, Camel, Swarm, Agents SDK, ADK and about 80 self-hosted apps'
names did and were dropped). Tool shapes, written as each tool prints its result
(remembered, not copied, so glyphs and padding may differ): CodeCompanion.nvim's
``@cmd_runner`` in a Neovim chat buffer, PydanticAI's ``ToolReturnPart``, a Strands Agents
``toolResult`` block, a Google ADK ``Event`` with a ``function_response`` (the name "Google ADK"
was fresh though "ADK" alone was not), Griptape's ``ToolkitTask`` log and GPT Pilot's
``EXECUTE COMMAND`` step; single results in ellama, Theia AI, Langflow, Flowise, BeeAI,
Upsonic, Atomic Agents, Motia, Smithery, AskCodi, Wingman, Replit Agent and the Vercel AI SDK.
Files no earlier set read: AFFiNE's, AppFlowy Cloud's, Huly's, GLPI's, Fider's, Keila's,
Passbolt's, OneDev's, Dockge's, EspoCRM's, SuiteCRM's, Shynet's, PsiTransfer's, Jirafeau's,
ProjectSend's, Lufi's, Easy!Appointments', Hi.Events', Pretix's, Indico's, Alf.io's, ILIAS's,
Kolibri's, Tuleap's, Restya's, ZoneMinder's, Shinobi's, motionEye's, Scrutiny's, phpIPAM's,
Observium's and OpenNMS's.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 codecompanion affine ¦ scenario 1 step 1: CodeCompanion.nvim's @cmd_runner, AFFiNE's .env ¦ {p} ¦ ## CodeCompanion (Copilot)\n\nThe **@cmd_runner** tool ran `grep -n DB_PASSWORD affine/.env` successfully:\n\n```txt\n4:DB_PASSWORD={t}\n```
s1 codecompanion appflowy ¦ scenario 1 step 2: CodeCompanion.nvim's @cmd_runner, AppFlowy Cloud's GoTrue JWT secret ¦ {A40} ¦ The **@cmd_runner** tool ran `grep -n GOTRUE_JWT_SECRET appflowy-cloud/.env` successfully:\n\n```txt\n21:GOTRUE_JWT_SECRET={t}\n```
s1 codecompanion huly ¦ scenario 1 step 3: CodeCompanion.nvim's @cmd_runner, Huly's compose secret ¦ {h64} ¦ The **@cmd_runner** tool ran `docker compose -f huly/compose.yml config | grep SECRET` successfully:\n\n```txt\n      SECRET: {t}\n      SERVER_SECRET: {t}\n```
s2 pydanticai glpi ¦ scenario 2 step 1: a PydanticAI ToolReturnPart, GLPI's config_db.php ¦ {p} ¦ ToolReturnPart(tool_name='read_file', content="<?php\nclass DB extends DBmysql {\n   public $dbhost = 'localhost';\n   public $dbuser = 'glpi';\n   public $dbpassword = '{t}';\n   public $dbdefault = 'glpi';\n}", tool_call_id='call_Jq1', timestamp=datetime.datetime(2026, 12, 6, 10, 20, 1, tzinfo=datetime.timezone.utc), part_kind='tool-return')
s2 pydanticai fider ¦ scenario 2 step 2: a PydanticAI ToolReturnPart, Fider's JWT secret ¦ {A48} ¦ ToolReturnPart(tool_name='run_command', content='JWT_SECRET={t}\nBASE_URL=https://feedback.acme.io', tool_call_id='call_Jq2', timestamp=datetime.datetime(2026, 12, 6, 10, 20, 4, tzinfo=datetime.timezone.utc), part_kind='tool-return')
s2 pydanticai keila ¦ scenario 2 step 3: a PydanticAI ToolReturnPart, Keila's SECRET_KEY_BASE ¦ {b64} ¦ ToolReturnPart(tool_name='run_command', content={'stdout': 'SECRET_KEY_BASE={t}\n', 'exit_code': 0}, tool_call_id='call_Jq3', timestamp=datetime.datetime(2026, 12, 6, 10, 20, 9, tzinfo=datetime.timezone.utc), part_kind='tool-return')
s3 strands passbolt ¦ scenario 3 step 1: a Strands Agents toolResult, Passbolt's GPG passphrase in env ¦ {p} ¦ {'toolResult': {'toolUseId': 'tooluse_Kp1', 'status': 'success', 'content': [{'text': 'PASSBOLT_GPG_SERVER_KEY_FINGERPRINT=2E1F0C9B7A66D3A4C5B8E0F1D2C3B4A596871234\nPASSBOLT_SSL_FORCE=true\nDATASOURCES_DEFAULT_PASSWORD={t}'}]}}
s3 strands onedev ¦ scenario 3 step 2: a Strands Agents toolResult, OneDev's hibernate.properties ¦ {p} ¦ {'toolResult': {'toolUseId': 'tooluse_Kp2', 'status': 'success', 'content': [{'text': 'hibernate.connection.url=jdbc:postgresql://db:5432/onedev\nhibernate.connection.username=onedev\nhibernate.connection.password={t}'}]}}
s3 strands dockge ¦ scenario 3 step 3: a Strands Agents toolResult, a stack's .env listed by Dockge ¦ {A32} ¦ {'toolResult': {'toolUseId': 'tooluse_Kp3', 'status': 'success', 'content': [{'json': {'stack': 'mealplan', 'env': 'POSTGRES_USER=meal\nPOSTGRES_PASSWORD={t}'}}]}}
s4 adk espocrm ¦ scenario 4 step 1: a Google ADK Event with a function_response, EspoCRM's config-internal.php ¦ {p} ¦ Event(author='ops_agent', invocation_id='e-4f1c', content=Content(role='user', parts=[Part(function_response=FunctionResponse(name='read_file', response={'result': "'database' => ['host' => 'espocrm-db', 'user' => 'espocrm', 'password' => '{t}'],"}))]))
s4 adk suitecrm ¦ scenario 4 step 2: a Google ADK Event with a function_response, SuiteCRM's config.php ¦ {p} ¦ Event(author='ops_agent', invocation_id='e-4f1c', content=Content(role='user', parts=[Part(function_response=FunctionResponse(name='run_shell', response={'stdout': "    'db_password' => '{t}',", 'returncode': 0}))]))
s4 adk shynet ¦ scenario 4 step 3: a Google ADK Event with a function_response, Shynet's Django secret ¦ {A50} ¦ Event(author='ops_agent', invocation_id='e-4f1c', content=Content(role='user', parts=[Part(function_response=FunctionResponse(name='run_shell', response={'stdout': 'DJANGO_SECRET_KEY={t}\nALLOWED_HOSTS=stats.acme.io'}))]))
s5 griptape psitransfer ¦ scenario 5 step 1: a Griptape ToolkitTask log, PsiTransfer's admin password ¦ {p} ¦ [12/06/26 10:21:03] INFO     ToolkitTask 7c2e1a\n                             Subtask 41d0\n                             Actions: [{"tag": "call_1", "name": "Computer", "path": "execute_command", "input": {"values": {"command": "printenv PSITRANSFER_ADMIN_PASS"}}}]\n                    INFO     Subtask 41d0\n                             Response: {t}
s5 griptape jirafeau ¦ scenario 5 step 2: a Griptape ToolkitTask log, Jirafeau's admin password ¦ {p} ¦ [12/06/26 10:21:07] INFO     Subtask 5a93\n                             Response: $cfg['admin_password'] = '{t}';
s5 griptape projectsend ¦ scenario 5 step 3: a Griptape ToolkitTask log, ProjectSend's sys.config.php ¦ {p} ¦ [12/06/26 10:21:12] INFO     Subtask 6b04\n                             Response: define('DB_PASSWORD', '{t}');
s6 gptpilot lufi ¦ scenario 6 step 1: GPT Pilot's EXECUTE COMMAND step, Lufi's lufi.conf ¦ {A32} ¦ --------- EXECUTE COMMAND ----------\nCan I execute the command: `grep -n secrets lufi/lufi.conf` with 3000ms timeout?\nCLI OUTPUT:14:    secrets => ['{t}'],\nDONE
s6 gptpilot easyappointments ¦ scenario 6 step 2: GPT Pilot's EXECUTE COMMAND step, Easy!Appointments' config.php ¦ {p} ¦ --------- EXECUTE COMMAND ----------\nCan I execute the command: `grep -n DB_PASSWORD easyappointments/config.php` with 3000ms timeout?\nCLI OUTPUT:33:    const DB_PASSWORD = '{t}';\nDONE
s6 gptpilot hievents ¦ scenario 6 step 3: GPT Pilot's EXECUTE COMMAND step, Hi.Events' JWT secret ¦ {A64} ¦ --------- EXECUTE COMMAND ----------\nCan I execute the command: `grep JWT_SECRET hi.events/backend/.env` with 3000ms timeout?\nCLI OUTPUT:JWT_SECRET={t}\nDONE
"""

SINGLES = r"""
ellama pretix ¦ ellama in Emacs quoting a shell result, Pretix's pretix.cfg ¦ {p} ¦ ** ellama: shell-command "grep -n password /etc/pretix/pretix.cfg"\n#+begin_example\n7:password={t}\n#+end_example
theia indico ¦ Theia AI's chat tool call result, Indico's indico.conf ¦ {A40} ¦ Theia Coder ▸ tool getFileContent(file: "/opt/indico/etc/indico.conf")\nSECRET_KEY = '{t}'\nBASE_URL = 'https://events.acme.io'
langflow alfio ¦ a Langflow Run Shell component's output, Alf.io's datasource password ¦ {p} ¦ [Langflow] Component "Shell Command" (ShellCommand-x2Q9r) output:\nSPRING_DATASOURCE_PASSWORD={t}\nSPRING_PROFILES_ACTIVE=jdbc-session
flowise ilias ¦ a Flowise Custom Tool's return in the chat log, ILIAS's ilias.ini.php ¦ {p} ¦ Used tools: readConfig\n{"tool":"readConfig","toolInput":{"path":"ilias.ini.php"},"toolOutput":"[db]\\ntype = \"innodb\"\\nuser = \"ilias\"\\npass = \"{t}\""}
beeai kolibri ¦ a BeeAI framework agent's tool output event, Kolibri's options.ini ¦ {p} ¦ Agent 🤖 (tool_output) : {"tool": "PythonTool", "output": "[Database]\nDATABASE_ENGINE = postgres\nDATABASE_PASSWORD = {t}"}
upsonic tuleap ¦ an Upsonic task's tool call log, Tuleap's database password file ¦ {p} ¦ Tool Call: read_file(path='/etc/tuleap/conf/database.inc')\nResult: $sys_dbpasswd = '{t}';
atomic restya ¦ an Atomic Agents tool output schema, Restya's config.inc.php ¦ {p} ¦ BashToolOutputSchema(stdout="define('R_DB_PASSWORD', '{t}');", stderr='', exit_code=0)
motia zoneminder ¦ a Motia step's emitted event, ZoneMinder's zm.conf ¦ {p} ¦ [motia] step read-config emitted config.read {"file":"/etc/zm/zm.conf","lines":["ZM_DB_USER=zmuser","ZM_DB_PASS={t}"]}
smithery shinobi ¦ an MCP server's tool result via Smithery, Shinobi's conf.json ¦ {A32} ¦ smithery ▸ filesystem.read_text_file → {"content":[{"type":"text","text":"{\"cron\":{\"key\":\"{t}\"},\"db\":{\"host\":\"127.0.0.1\"}}"}]}
askcodi motioneye ¦ an AskCodi chat answer quoting a terminal result, motionEye's admin password ¦ {p} ¦ AskCodi: I ran `grep admin_password /etc/motioneye/motion.conf` and got:\n# @admin_password {t}
wingman scrutiny ¦ a Wingman-AI chat's command result, Scrutiny's notify URL ¦ {A32} ¦ Wingman ▸ $ grep -A2 notify scrutiny.yaml\nnotify:\n  urls:\n    - "pushover://shoutrrr:{t}@uQzK4xLm"
replit phpipam ¦ a Replit Agent console step, phpIPAM's config.php ¦ {p} ¦ Agent ran: cat phpipam/config.php | grep pass\n$db['pass'] = '{t}';
vercel ai sdk observium ¦ a Vercel AI SDK tool-result part logged from onStepFinish, Observium's config.php ¦ {p} ¦ { type: 'tool-result', toolCallId: 'call_Qw7', toolName: 'readFile', output: { type: 'text', value: "$config['db_pass'] = '{t}';" } }
"""

EXTRA = r"""
opennms grep ¦ grep of OpenNMS's opennms-datasources.xml ¦ {p} ¦ $ grep -n password /opt/opennms/etc/opennms-datasources.xml\n26:                       user-name="opennms" password="{t}" />
affine sed ¦ sed of AFFiNE's config for the mailer password ¦ {p} ¦ $ sed -n '/MAILER_PASSWORD/p' affine/.env\nMAILER_PASSWORD={t}
glpi cat ¦ cat of GLPI's glpicrypt.key shown as hex by xxd -p ¦ {h64} ¦ $ xxd -p -c 64 /etc/glpi/glpicrypt.key\n{t}
fider env ¦ printenv in Fider's container ¦ {p} ¦ $ docker exec fider printenv EMAIL_SMTP_PASSWORD\n{t}
keila docker ¦ docker inspect showing Keila's DB URL ¦ {p} ¦ $ docker inspect keila --format '{{range .Config.Env}}{{println .}}{{end}}' | grep DB_URL\nDB_URL=postgres://keila:{t}@db/keila
passbolt healthcheck ¦ Passbolt's healthcheck printing the SMTP password ¦ {p} ¦ $ sudo -H -u www-data bash -c "./bin/cake passbolt show_config EmailTransport"\n[default] host=smtp.acme.io port=587 username=passbolt@acme.io password={t}
onedev agent token ¦ an HTTP tool minting an OneDev access token ¦ {A40} ¦ POST https://code.acme.io/~api/access-tokens\n201 Created\n{"id":12,"name":"agent","value":"{t}","expireDate":null}
espocrm api key ¦ an HTTP tool response listing an EspoCRM API user's key ¦ {h32} ¦ GET https://crm.acme.io/api/v1/User/64f1a2b3c4d5e6f70?select=apiKey\n200 OK\n{"id":"64f1a2b3c4d5e6f70","userName":"api-sync","apiKey":"{t}"}
suitecrm oauth ¦ an HTTP tool minting a SuiteCRM 8 OAuth client secret ¦ {A40} ¦ POST https://suite.acme.io/legacy/Api/access_token\n200 OK\n{"token_type":"Bearer","expires_in":3600,"access_token":"{t}"}
pretix token ¦ an HTTP tool response minting a Pretix team API token ¦ {l64} ¦ POST https://tickets.acme.io/api/v1/organizers/acme/teams/3/tokens/\n201 Created\n{"id":19,"name":"agent","active":true,"token":"{t}"}
indico token ¦ an HTTP tool response minting an Indico personal token ¦ indp_{A48} ¦ POST https://events.acme.io/api/user/tokens\n200 OK\n{"name":"ci","scopes":["read:legacy_api"],"token":"{t}"}
alfio key ¦ grep of Alf.io's application.properties ¦ {A36} ¦ $ grep -n '^alfio' application.properties\n4:alfio.admin.api-key={t}
tuleap token ¦ an HTTP tool response minting a Tuleap access key ¦ tlp-k1-{d4}.{h64} ¦ POST https://tuleap.acme.io/api/access_keys\n201 Created\n{"id":44,"identifier":"{t}"}
zoneminder api ¦ curl of ZoneMinder's login API returning tokens ¦ {A64} ¦ $ curl -s -XPOST -d 'user=admin&pass=…' https://cams.acme.io/zm/api/host/login.json\n{"access_token":"{t}","access_token_expires":3600,"version":"1.36.33"}
shinobi key ¦ a file read of Shinobi's super.json ¦ {h32} ¦ [read] /home/Shinobi/super.json\n[{"mail":"admin@shinobi.video","pass":"{t}"}]
scrutiny influx ¦ grep of Scrutiny's collector config for the InfluxDB token ¦ {u86} ¦ $ grep -n token scrutiny/config/scrutiny.yaml\n31:    token: '{t}'
phpipam api ¦ an HTTP tool response minting a phpIPAM app token ¦ {l32} ¦ POST https://ipam.acme.io/api/agent/user/\n200 OK\n{"code":200,"success":true,"data":{"token":"{t}","expires":"2026-12-06 16:25:00"}}
observium snmp ¦ grep of Observium's config.php for the SNMP community ¦ {A20} ¦ $ grep -n snmp observium/config.php\n22:$config['snmp']['community'] = array("{t}");
huly rg ¦ ripgrep over Huly's deploy folder ¦ {A40} ¦ $ rg -n 'SECRET|PASSWORD' huly/\nhuly/.env\n3:HULY_SECRET={t}
glpi diff ¦ git diff of GLPI's config_db.php in a deploy repo ¦ {p} ¦ $ git diff -- glpi/config/config_db.php\n@@ -4,3 +4,3 @@\n-   public $dbpassword = 'changeme';\n+   public $dbpassword = '{t}';
fider ag ¦ ag (the silver searcher) over Fider's compose files ¦ {A32} ¦ $ ag EMAIL_MAILGUN_API fider/\nfider/docker-compose.yml\n18:      EMAIL_MAILGUN_API: {t}
keila diff ¦ diff -u of Keila's old and new .env ¦ {b64} ¦ $ diff -u keila/.env.bak keila/.env\n--- keila/.env.bak\n+++ keila/.env\n@@ -1,2 +1,2 @@\n-SECRET_KEY_BASE=\n+SECRET_KEY_BASE={t}
dockge compose ¦ a file read of a Dockge-managed stack's compose.yaml ¦ {p} ¦ [read] /opt/stacks/wiki/compose.yaml (lines 9-12)\n    environment:\n      DB_TYPE: postgres\n      DB_PASS: "{t}"
kolibri env ¦ printenv in Kolibri's container ¦ {A40} ¦ $ docker exec kolibri printenv KOLIBRI_DATABASE_PASSWORD\n{t}
restya rg ¦ ripgrep over Restya's deploy for the SMTP password ¦ {p} ¦ $ rg -n SMTP_PASSWORD restyaboard/\nrestyaboard/docker-compose.yml:31:      - SMTP_PASSWORD={t}
hievents token ¦ an HTTP tool response minting a Hi.Events API token ¦ {A48} ¦ POST https://tickets.acme.io/api/auth/login\n200 OK\n{"token":"{t}","token_type":"bearer","expires_in":2592000}
psitransfer diff ¦ git diff of PsiTransfer's config.production.js ¦ {p} ¦ $ git diff config.production.js\n-  adminPass: undefined,\n+  adminPass: '{t}',
motioneye rg ¦ ripgrep over motionEye's config for the camera's RTSP URL ¦ {p} ¦ $ rg -n netcam_url /etc/motioneye/\n/etc/motioneye/camera-1.conf:12:netcam_url rtsp://admin:{t}@192.168.1.64:554/Streaming/Channels/101
ilias grep ¦ grep of ILIAS's client.ini.php ¦ {p} ¦ $ grep -n pass data/acme/client.ini.php\n9:pass = "{t}"
"""


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    return [
        *v.table("agent", SCENARIOS),
        *v.table("agent", "\n".join(singles[:half]), raises="keyerror"),
        *v.table("agent", "\n".join(singles[half:]), raises="group"),
        *v.table("agent", EXTRA.strip(), raises="args"),
    ]
