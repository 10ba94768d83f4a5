"""Held-out set 33: coding-agent tool results, as an agent's tools return them.

Six three-step scenarios (each step a case) and single results, in tool shapes, tools and
files that were grepped for in every earlier ``_heldout_secrets*``, ``_heldout_families*``,
``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none
matched; aider, ``/run``, Continue, Zed, Cascade, OpenHands, SWE-agent, Roo Code, Cline,
``execute_command``, Crush, Qodo, Mentat, gpt-engineer, Sweep, Devika, AutoCodeRover,
Agentless, smolagents, Claude Code, ``Bash(``, PearAI, Melty, Codebuff, Lovable, Pythagora,
Sourcery, OpenCode, Qwen Code, Letta, Open Interpreter, MetaGPT, ChatDev, AutoGen, CrewAI,
TaskWeaver, Semantic Kernel, Haystack, DSPy, LlamaIndex, Mastra, Agno, Phidata, ControlFlow,
Marvin, Dify, n8n and about 150 self-hosted apps' names did and were dropped). Tool shapes,
written as each tool prints its result (remembered, not copied, so glyphs and padding may
differ): OpenDevin's ``CmdRunAction`` and ``CmdOutputObservation`` (the name OpenDevin and
the class names were fresh though OpenHands was not), Kimi CLI's shell tool, a VoltAgent
tool result, an Inngest AgentKit tool call, a Julep task execution transition and a
Promptflow trace; single results in bolt.new, CodeRabbit, Greptile, AgentGPT, SuperAGI and
Magentic. Files no earlier set read: InvoiceShelf's, Flarum's, NodeBB's, Koel's, Mylar's,
Ackee's, Nitter's, Teddit's, LibreTranslate's, Whoogle's, Casdoor's, Cronicle's, Meltano's,
Lightdash's, MantisBT's, Bugzilla's, Tracim's, Galene's, Hubzilla's, Diaspora's,
LibrePhotos', XBackBone's and Gokapi's.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 opendevin invoiceshelf ¦ scenario 1 step 1: OpenDevin's CmdRunAction and CmdOutputObservation, InvoiceShelf's .env ¦ {p} ¦ CmdRunAction(command='grep -n DB_PASSWORD invoiceshelf/.env', thought='check db creds')\nCmdOutputObservation(content='12:DB_PASSWORD={t}', command_id=-1, command='grep -n DB_PASSWORD invoiceshelf/.env', exit_code=0)
s1 opendevin flarum ¦ scenario 1 step 2: OpenDevin's CmdOutputObservation, Flarum's config.php ¦ {p} ¦ CmdOutputObservation(content="    'password' => '{t}',\n    'charset' => 'utf8mb4',", command_id=-1, command="sed -n 8,9p flarum/config.php", exit_code=0)
s1 opendevin nodebb ¦ scenario 1 step 3: OpenDevin's CmdOutputObservation, NodeBB's config.json ¦ {h32} ¦ CmdOutputObservation(content='{\n    "url": "https://forum.acme.io",\n    "secret": "{t}",\n    "database": "redis"\n}', command_id=-1, command='cat nodebb/config.json', exit_code=0)
s2 kimi koel ¦ scenario 2 step 1: Kimi CLI's shell tool, Koel's APP_KEY ¦ base64:{b44} ¦ • Used Shell (grep APP_KEY koel/.env)\n  APP_KEY={t}
s2 kimi mylar ¦ scenario 2 step 2: Kimi CLI's shell tool, Mylar's config.ini ¦ {h32} ¦ • Used Shell (grep -n api_key mylar/config.ini)\n  88:comicvine_api = {t}
s2 kimi ackee ¦ scenario 2 step 3: Kimi CLI's shell tool, Ackee's environment ¦ {p} ¦ • Used Shell (docker inspect ackee --format '{{json .Config.Env}}')\n  ["ACKEE_USERNAME=admin","ACKEE_PASSWORD={t}","ACKEE_MONGODB=mongodb://mongo:27017/ackee"]
s3 voltagent nitter ¦ scenario 3 step 1: a VoltAgent tool result in its console, Nitter's nitter.conf ¦ {A32} ¦ [VoltAgent] tool:end readFile → {"path":"nitter/nitter.conf","content":"[Config]\nhmacKey = \"{t}\"\nbase64Media = false"}
s3 voltagent teddit ¦ scenario 3 step 2: a VoltAgent tool result, Teddit's config.js ¦ {A40} ¦ [VoltAgent] tool:end readFile → {"path":"teddit/config.js","content":"  reddit_app_id: process.env.REDDIT_APP_ID || '{t}',"}
s3 voltagent libretranslate ¦ scenario 3 step 3: a VoltAgent tool result, LibreTranslate's api keys db dump ¦ {uuid} ¦ [VoltAgent] tool:end runCommand → {"stdout":"sqlite> select api_key, req_limit from api_keys;\n{t}|600\n","exitCode":0}
s4 agentkit whoogle ¦ scenario 4 step 1: an Inngest AgentKit tool call result, Whoogle's whoogle.env ¦ {p} ¦ { type: 'tool_result', tool: { name: 'terminal', input: { command: 'grep WHOOGLE_PASS whoogle.env' } }, content: { data: 'WHOOGLE_PASS={t}' }, stop_reason: 'tool' }
s4 agentkit casdoor ¦ scenario 4 step 2: an Inngest AgentKit tool call result, Casdoor's app.conf ¦ {p} ¦ { type: 'tool_result', tool: { name: 'readFiles', input: { files: ['casdoor/conf/app.conf'] } }, content: { data: 'dataSourceName = root:{t}@tcp(db:3306)/' }, stop_reason: 'tool' }
s4 agentkit cronicle ¦ scenario 4 step 3: an Inngest AgentKit tool call result, Cronicle's secret key ¦ {h64} ¦ { type: 'tool_result', tool: { name: 'terminal', input: { command: 'jq .secret_key cronicle/conf/config.json' } }, content: { data: '"{t}"' }, stop_reason: 'tool' }
s5 julep meltano ¦ scenario 5 step 1: a Julep execution transition, Meltano's .env ¦ {A40} ¦ Transition(type='step', output={'stdout': 'TAP_GITHUB_AUTH_TOKEN={t}\n'}, current=TransitionTarget(workflow='main', step=1), next=TransitionTarget(workflow='main', step=2))
s5 julep lightdash ¦ scenario 5 step 2: a Julep execution transition, Lightdash's secret ¦ {A48} ¦ Transition(type='step', output={'stdout': 'LIGHTDASH_SECRET={t}'}, current=TransitionTarget(workflow='main', step=2), next=TransitionTarget(workflow='main', step=3))
s5 julep mantisbt ¦ scenario 5 step 3: a Julep execution transition, MantisBT's config_inc.php ¦ {p} ¦ Transition(type='finish', output={'stdout': "$g_db_password = '{t}';"}, current=TransitionTarget(workflow='main', step=3), next=None)
s6 promptflow bugzilla ¦ scenario 6 step 1: a Promptflow trace of a tool node, Bugzilla's localconfig ¦ {p} ¦ [2026-12-06 10:43:02 +0000][flowinvoker][INFO] - Node read_config completes.\n{"node": "read_config", "output": "$db_pass = '{t}';"}
s6 promptflow tracim ¦ scenario 6 step 2: a Promptflow trace, Tracim's development.ini ¦ {A40} ¦ [2026-12-06 10:43:05 +0000][flowinvoker][INFO] - Node read_config completes.\n{"node": "read_config", "output": "session.secret = {t}\nbasic_setup.api_key = "}
s6 promptflow galene ¦ scenario 6 step 3: a Promptflow trace, Galène's group file ¦ {p} ¦ [2026-12-06 10:43:09 +0000][flowinvoker][INFO] - Node read_config completes.\n{"node": "read_config", "output": "{\"op\": [{\"username\": \"admin\", \"password\": \"{t}\"}]}"}
"""

SINGLES = r"""
boltnew hubzilla ¦ bolt.new's terminal panel in a WebContainer, Hubzilla's .htconfig.php ¦ {p} ¦ ~/project ❯ grep db_pass .htconfig.php\n$db_pass = '{t}';
coderabbit diaspora ¦ a CodeRabbit review comment quoting a committed diaspora.toml ¦ {p} ¦ ⚠️ Potential issue\nconfig/diaspora.toml line 41 commits a database password:\n```toml\npassword = "{t}"\n```\nMove it to an environment variable.
greptile librephotos ¦ a Greptile PR summary quoting LibrePhotos' librephotos.env ¦ {A50} ¦ **Greptile Summary** — `librephotos.env` now hard-codes `SECRET_KEY={t}`; consider loading it from the host.
agentgpt xbackbone ¦ an AgentGPT task result, XBackBone's config.php ¦ {p} ¦ ✅ Executing "Read config": 'db' => ['connection' => 'mysql', 'username' => 'xbb', 'password' => '{t}'],
superagi gokapi ¦ a SuperAGI tool output, Gokapi's config.json ¦ {A30} ¦ Tool ReadFile returned: {"SaltAdmin": "{t}", "Port": ":53842"}
magentic invoiceshelf mail ¦ a Magentic FunctionCall result, InvoiceShelf's mail password ¦ {p} ¦ FunctionCall(<function read_env>, 'MAIL_PASSWORD') -> 'MAIL_PASSWORD={t}'
"""

EXTRA = r"""
koel diff ¦ git diff of Koel's .env.example committed with a real Spotify secret ¦ {h32} ¦ $ git diff HEAD~1 -- .env.example\n-SPOTIFY_CLIENT_SECRET=\n+SPOTIFY_CLIENT_SECRET={t}
nodebb rg ¦ ripgrep over NodeBB's config for its session secret ¦ {uuid} ¦ $ rg -n '"secret"' nodebb/\nnodebb/config.json:3:    "secret": "{t}",
bugzilla ag ¦ ag (the silver searcher) over Bugzilla's localconfig ¦ {p} ¦ $ ag site_wide_secret bugzilla/\nbugzilla/localconfig\n58:$site_wide_secret = '{t}';
tracim grep context ¦ grep -C1 over Tracim's development.ini ¦ {A32} ¦ $ grep -C1 'email.notification.smtp.password' tracim/development.ini\n117-email.notification.smtp.user = tracim\n118:email.notification.smtp.password = {t}\n119-email.notification.smtp.port = 587
casdoor mint ¦ an HTTP tool response minting a Casdoor application's client secret ¦ {h40} ¦ HTTP 200 POST /api/add-application\n{"status":"ok","data":{"name":"grafana","clientId":"b7f4d2a0c31e5f86a9d1","clientSecret":"{t}"}}
lightdash mint ¦ an HTTP tool response minting a Lightdash personal access token ¦ ldpat_{h32} ¦ HTTP 200 POST /api/v1/user/me/personal-access-tokens\n{"status":"ok","results":{"description":"ci","token":"{t}","expiresAt":null}}
gokapi mint ¦ an HTTP tool response minting a Gokapi API key ¦ {A30} ¦ HTTP 200 GET /api/auth/create\n{"Result":"OK","Id":"{t}","PublicId":"pub_7Qm2"}
meltano yaml ¦ a file read of Meltano's meltano.yml with an inline loader password ¦ {p} ¦ plugins:\n  loaders:\n  - name: target-postgres\n    config:\n      host: warehouse.acme.io\n      user: meltano\n      password: {t}
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
