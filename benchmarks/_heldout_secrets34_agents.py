"""Held-out set 34: coding-agent tool results, as an agent's tools return them.

Six three-step scenarios (each step a case) and single results, in tool shapes, tools and
files that were grepped for in every earlier ``_heldout_secrets*``, ``_heldout_families*``,
``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none
matched; Goose, ``developer__shell``, ``run_shell_command``, Gemini CLI, Cody, Tabnine,
Devin, Augment, Kilo Code, Junie, Trae, Jules, Plandex, Tabby, Kiro, Zencoder, Windsurf,
Continue, Zed, Aider, gptme, Supermaven, Blackbox, Amazon Q, ShellGPT, sgpt, aichat,
Composio, E2B, Daytona, AutoGPT, PydanticAI, Griptape, Flowise, Langflow, BeeAI, Strands,
Upsonic and Eliza did and were dropped — so the brief's Aider, Goose, Continue and Zed
shapes were already taken; of its list only Amp, as ``ampcode``, was fresh). Tool shapes,
written as each tool prints its result (remembered, not copied, so glyphs and padding may
differ): Amp's (ampcode) Bash and Read tool blocks, Agent Zero's ``code_execution_tool``
responses, OpenManus' "Tool 'bash' completed its mission!" lines, Refact.ai's ``cat`` and
``shell`` tool results, Amazon Q Developer's ``q chat`` ``execute_bash`` / ``fs_read`` uses
(the name ``q chat`` was fresh though Amazon Q was not) and Warp AI's agent-mode command
blocks; single results in Browser Use, Skyvern, Stagehand, Langroid, Parlant, Portia, XAgent,
Swarms, OpenHands' CodeAct agent (as ``CodeAct``), Microsandbox, Shell-GPT and Butterfish.
Files no earlier set read: Psono's, Pocket ID's, Part-DB's, OpenSign's, Documenso's,
Duplicati's, UrBackup's, Technitium's, SiYuan's, Solidtime's, Traggo's, Wakapi's,
LubeLogger's, Spoolman's, Dawarich's, Reitti's, Owntracks', Tududi's, Donetick's, Bar
Assistant's, Endurain's, Jellystat's, Beszel's, Komodo's and CasaOS'.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 amp psono ¦ scenario 1 step 1: Amp's (ampcode) Bash tool block, Psono's settings.yaml ¦ {A64} ¦ ✓ Bash grep -n SECRET_KEY psono-server/settings.yaml\n  4:SECRET_KEY: '{t}'
s1 amp pocketid ¦ scenario 1 step 2: Amp's Read tool block, Pocket ID's .env ¦ {A32} ¦ ✓ Read pocket-id/.env (lines 1-4)\n  1 APP_URL=https://id.acme.io\n  2 TRUST_PROXY=true\n  3 MAXMIND_LICENSE_KEY={t}\n  4 PUID=1000
s1 amp partdb ¦ scenario 1 step 3: Amp's Bash tool block, Part-DB's .env.local ¦ {p} ¦ ✓ Bash grep DATABASE_URL part-db/.env.local\n  DATABASE_URL="mysql://partdb:{t}@db:3306/partdb?serverVersion=8.0"
s2 agentzero opensign ¦ scenario 2 step 1: Agent Zero's code_execution_tool response, OpenSign's .env ¦ {A40} ¦ Agent 0: Response from tool 'code_execution_tool'\n{\n  "runtime": "terminal",\n  "output": "MASTER_KEY={t}\\nAPP_ID=opensign"\n}
s2 agentzero documenso ¦ scenario 2 step 2: Agent Zero's code_execution_tool response, Documenso's .env ¦ {b44} ¦ Agent 0: Response from tool 'code_execution_tool'\n{\n  "runtime": "terminal",\n  "output": "NEXTAUTH_SECRET=\"{t}\"\\nNEXT_PRIVATE_ENCRYPTION_KEY=\"see vault\""\n}
s2 agentzero duplicati ¦ scenario 2 step 3: Agent Zero's code_execution_tool response, a Duplicati backup job export ¦ {p} ¦ Agent 0: Response from tool 'code_execution_tool'\n{\n  "runtime": "terminal",\n  "output": "--passphrase={t} --backup-name=nas-nightly --encryption-module=aes"\n}
s3 openmanus urbackup ¦ scenario 3 step 1: OpenManus' tool result line, UrBackup's settings dump ¦ {A20} ¦ 🎯 Tool 'bash' completed its mission! Result: Observed output of cmd `bash` executed:\ninternet_server=backup.acme.io\ninternet_authkey={t}\ninternet_mode_enabled=true
s3 openmanus technitium ¦ scenario 3 step 2: OpenManus' tool result line, Technitium DNS's API token from its login ¦ {h64} ¦ 🎯 Tool 'bash' completed its mission! Result: Observed output of cmd `bash` executed:\n{"displayName":"Administrator","username":"admin","token":"{t}","status":"ok"}
s3 openmanus siyuan ¦ scenario 3 step 3: OpenManus' tool result line, SiYuan's conf.json access auth code ¦ {p} ¦ 🎯 Tool 'str_replace_editor' completed its mission! Result: Here's the result of running `cat -n` on /data/siyuan/conf/conf.json:\n    41\t  "accessAuthCode": "{t}",
s4 refact solidtime ¦ scenario 4 step 1: Refact.ai's cat tool result, Solidtime's .env ¦ base64:{b44} ¦ 📎 cat solidtime/.env\nAPP_NAME=solidtime\nAPP_KEY={t}\nAPP_ENV=production
s4 refact traggo ¦ scenario 4 step 2: Refact.ai's shell tool result, Traggo's environment ¦ {p} ¦ 🔨 shell `docker exec traggo env | grep TRAGGO_`\nTRAGGO_DEFAULT_USER_NAME=admin\nTRAGGO_DEFAULT_USER_PASS={t}\nTRAGGO_LOG_LEVEL=info
s4 refact wakapi ¦ scenario 4 step 3: Refact.ai's cat tool result, Wakapi's config.yml ¦ {A32} ¦ 📎 cat wakapi/config.yml (lines 12-15)\nsecurity:\n  password_salt: {t}\n  insecure_cookies: false\n  cookie_max_age: 172800
s5 qchat lubelogger ¦ scenario 5 step 1: Amazon Q Developer's q chat execute_bash use, LubeLogger's appsettings.json ¦ {p} ¦ 🛠️  Using tool: execute_bash (trusted)\n ⋮\n ● I will run the following shell command:\ngrep -A3 MailConfig lubelogger/appsettings.json\n\n\"MailConfig\": { \"EmailServer\": \"smtp.acme.io\", \"EmailFrom\": \"cars@acme.io\", \"Port\": 587, \"Password\": \"{t}\" }\n ⋮\n ● Completed in 0.41s
s5 qchat spoolman ¦ scenario 5 step 2: q chat's fs_read use, Spoolman's .env ¦ {p} ¦ 🛠️  Using tool: fs_read (trusted)\n ⋮\n ● Reading file: spoolman/.env, all lines\n ✓ Successfully read 212 bytes\n\nSPOOLMAN_DB_TYPE=postgres\nSPOOLMAN_DB_PASSWORD={t}\n ⋮\n ● Completed in 0.02s
s5 qchat dawarich ¦ scenario 5 step 3: q chat's execute_bash use, Dawarich's docker-compose environment ¦ {h64} ¦ 🛠️  Using tool: execute_bash (trusted)\n ⋮\n ● I will run the following shell command:\ndocker compose config | grep SECRET_KEY_BASE\n\n      SECRET_KEY_BASE: {t}\n ⋮\n ● Completed in 1.12s
s6 warp reitti ¦ scenario 6 step 1: Warp AI's agent-mode command block, Reitti's .env ¦ {p} ¦ Requested command: grep POSTGIS_PASSWORD reitti/.env\nPOSTGIS_PASSWORD={t}\n✓ Command finished (exit 0)
s6 warp owntracks ¦ scenario 6 step 2: Warp AI's agent-mode command block, the OwnTracks recorder's ot-recorder defaults ¦ {p} ¦ Requested command: grep OTR_PASS /etc/default/ot-recorder\nOTR_PASS="{t}"\n✓ Command finished (exit 0)
s6 warp tududi ¦ scenario 6 step 3: Warp AI's agent-mode command block, Tududi's session secret ¦ {h64} ¦ Requested command: docker inspect tududi --format '{{range .Config.Env}}{{println .}}{{end}}' | grep SECRET\nTUDUDI_SESSION_SECRET={t}\n✓ Command finished (exit 0)
"""

SINGLES = r"""
browser use donetick ¦ a Browser Use agent step result reading Donetick's selfhosted.yaml ¦ {A40} ¦ 📄 Result: Extracted from page: jwt:\n  secret: "{t}"\n  session_time: 168h
skyvern barassistant ¦ a Skyvern task's extracted_information, Bar Assistant's .env shown in a web terminal ¦ {A40} ¦ {"status": "completed", "extracted_information": {"meili_master_key": "{t}"}, "failure_reason": null}
stagehand endurain ¦ a Stagehand extract() result, Endurain's .env in a web file manager ¦ {A32} ¦ [stagehand:extraction] got: { "variable": "SECRET_KEY", "value": "{t}" }
langroid jellystat ¦ a Langroid agent's tool result message, Jellystat's compose file ¦ {p} ¦ TOOL(read_file_tool) → environment:\n  POSTGRES_USER: jellystat\n  POSTGRES_PASSWORD: {t}\n  JWT_SECRET: from-env
parlant beszel ¦ a Parlant tool event, Beszel's hub key ¦ {A43} ¦ {"kind": "tool", "data": {"tool_calls": [{"tool_id": "ops:read_env", "result": {"data": "BESZEL_AGENT_TOKEN={t}"}}]}}
portia komodo ¦ a Portia plan run step output, Komodo's core.config.toml ¦ {A48} ¦ Step 2 output (read_file): passkey = "{t}"\nwebhook_secret = "configure-me"
xagent casaos ¦ an XAgent tool-call observation, CasaOS' casaos.conf ¦ {A32} ¦ [ToolServer] FileSystemEnv_read_from_file → [app]\nLogPath = /var/log/casaos/\njwt_secret = {t}
swarms psono ¦ a Swarms agent's tool output, Psono's settings.yaml ¦ {A64} ¦ Agent(ops-agent) tool[read_file] output: PRIVATE_KEY: '{t}'
codeact partdb ¦ OpenHands' CodeAct agent IPython cell output, Part-DB's APP_SECRET ¦ {h32} ¦ **IPythonRunCellObservation**\nOut[3]: 'APP_SECRET={t}\\n'
microsandbox pocketid ¦ a Microsandbox sandbox exec result, Pocket ID's encryption key ¦ {b44} ¦ {"output": "ENCRYPTION_KEY={t}\n", "exit_code": 0, "sandbox": "ops-1"}
shellgpt wakapi ¦ a Shell-GPT --shell run of a command printing Wakapi's db password ¦ {p} ¦ $ sgpt --shell "show wakapi db password"\ngrep WAKAPI_DB_PASSWORD /etc/wakapi.env\n[E]xecute, [D]escribe, [A]bort: e\nWAKAPI_DB_PASSWORD={t}
butterfish lubelogger ¦ a Butterfish shell goal-mode step, LubeLogger's postgres connection ¦ {p} ¦ 🐠 Goal mode: running `grep POSTGRES_CONNECTION lubelogger/.env`\nPOSTGRES_CONNECTION=Host=db:5432;Username=lube;Password={t};Database=lube
"""

EXTRA = r"""
opensign diff ¦ git diff of OpenSign's .env.local_dev committed with a real mail password ¦ {p} ¦ $ git diff HEAD~1 -- .env.local_dev\n-SMTP_PASS=\n+SMTP_PASS={t}
documenso rg ¦ ripgrep over Documenso's env for its signing passphrase ¦ {p} ¦ $ rg -n PASSPHRASE documenso/\ndocumenso/.env:22:NEXT_PRIVATE_SIGNING_PASSPHRASE="{t}"
technitium grep ¦ grep over a Technitium DNS compose file ¦ {p} ¦ $ grep -rn ADMIN_PASSWORD technitium/\ntechnitium/docker-compose.yml:9:      - DNS_SERVER_ADMIN_PASSWORD={t}
duplicati ag ¦ ag over a Duplicati settings export ¦ {p} ¦ $ ag -i 'webservice-password' duplicati/\nduplicati/duplicati.env\n3:DUPLICATI__WEBSERVICE_PASSWORD={t}
urbackup find ¦ grep -r with context over UrBackup client settings ¦ {A20} ¦ $ grep -B1 -A1 computername /var/urbackup/data/settings.cfg\ninternet_server_port=55415\ncomputername=ws-ana\nauthkey={t}
siyuan git show ¦ git show of a commit adding SiYuan's docker-compose with an access code ¦ {p} ¦ $ git show 8f2c1e4 -- compose.yml | tail -3\n+    command: ['--workspace=/siyuan/workspace/', '--accessAuthCode={t}']\n+    restart: unless-stopped
beszel mint ¦ an HTTP tool response minting a Beszel hub universal token ¦ {uuid} ¦ HTTP 200 GET /api/beszel/universal-token?enable=1\n{"active":true,"token":"{t}","permanent":false}
komodo mint ¦ an HTTP tool response minting a Komodo API key and secret ¦ {A40} ¦ HTTP 200 POST /write/CreateApiKey\n{"key":"K-3b7f1e2d9a4c","secret":"{t}"}
wakapi mint ¦ an HTTP tool response with a Wakapi user's API key ¦ {uuid} ¦ HTTP 200 GET /api/summary?interval=today\n... HTTP 200 GET /settings -> {"api_key":"{t}","share_data_max_days":0}
documenso mint ¦ an HTTP tool response minting a Documenso API token ¦ api_{A32} ¦ HTTP 200 POST /api/trpc/apiToken.createTokenForUser\n{"result":{"data":{"json":{"id":7,"token":"{t}"}}}}
jellystat mint ¦ an HTTP tool response minting a Jellystat API key ¦ {A32} ¦ HTTP 200 POST /api/keys\n{"name":"grafana","key":"{t}"}
tududi yaml ¦ a file read of a Tududi Kubernetes secret manifest with stringData ¦ {p} ¦ apiVersion: v1\nkind: Secret\nmetadata:\n  name: tududi\nstringData:\n  TUDUDI_USER_PASSWORD: "{t}"
donetick yaml ¦ a file read of Donetick's selfhosted.yaml with a Telegram bot token ¦ {d10}:{u35} ¦ telegram:\n  token: "{t}"\nnotification:\n  enabled: true
dawarich diff ¦ git diff of Dawarich's .env.production adding a Photon API key ¦ {A36} ¦ $ git diff -- .env.production\n+PHOTON_API_KEY={t}\n+PHOTON_API_HOST=photon.acme.io
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
