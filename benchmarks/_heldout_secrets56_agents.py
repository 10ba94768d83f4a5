"""Held-out set 56: multi-agent frameworks' logs and results holding what a tool returned.

Six three-step scenarios (each step a case) and single results, in shapes, frameworks and files
that were grepped for in every earlier ``_heldout_secrets*``, ``_heldout_families*``,
``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none
matched; CrewAI's ``## Using tool:`` and ``## Tool Output``, AutoGen's ``exitcode: 0 (execution
succeeded)``, the Agents SDK's ``ToolCallOutputItem``, LangGraph, Swarm, smolagents'
``ActionStep``, LangChain's ``ToolMessage``, PydanticAI, Strands, Google ADK, AgentScope,
Langroid, Griptape, Letta, Dify, VoltAgent and Julep did and were dropped as shapes; CAMEL's
name matched, its ``RolePlaying`` transcript did not). Tool shapes, written as each framework
prints its result (remembered, not copied, so field order and padding may differ): CrewAI's
``TaskOutput`` repr, AG2's group chat transcript through ``chat_manager`` with ``Next
speaker:``, LangGraph's ``StateSnapshot`` (the class name fresh though LangGraph was not), the
OpenAI Agents SDK's ``RunResult`` with a handoff, Semantic Kernel's ``FunctionResult`` with
``KernelFunctionMetadata`` and KaibanJS ``workflowLogs`` (``USING_TOOL_END``); single results
from Qwen-Agent, Agency Swarm, Llama Stack's ``ToolResponseMessage``, Mirascope, Genkit's
``toolResponse``, ElizaOS, BabyAGI, ModelScope-Agent, CopilotKit, CAMEL's ``RolePlaying`` loop,
AgentVerse, OpenAgents, the Vercel AI SDK's ``toolInvocations``, Magentic-One's ledger,
MetaChain, AutoAgents, SmythOS, OpenLLMetry spans and Agentarium, plus ugrep, jq, diff and an
HTTP tool minting a client secret (over Kolab, DAViCal, EteSync, Notesnook, Padloc, Rauthy,
Uyuni, Kodbox, Kyuubi, Jaeger, Mimir, Velero, RhodeCode and Corteza files). Files no earlier
set read: Damselfly's, LibreY's, 4get's, Wiby's, Betula's, Espial's, Grimoire's, Croodle's,
FusionInvoice's, Gonic's, Airsonic's, TubeSync's, Photoview's, Framadate's, Worklenz's and a
TimescaleDB connection string. Two fragments of the added shapes had appeared before though
their frameworks' names had not: CAMEL's closing ``Next request.`` (one earlier file) and
OpenLLMetry's ``traceloop.`` attribute prefix (two earlier files).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 crewai damselfly ¦ scenario 1 step 1: CrewAI TaskOutput repr, Damselfly's docker compose env ¦ {p} ¦ TaskOutput(description='Find why Damselfly cannot reach its database', name=None, expected_output='the failing setting', summary='Find why Damselfly cannot...', raw='DAMSELFLY_DB_PASSWORD={t} is rejected by postgres', pydantic=None, json_dict=None, agent='Site Reliability Engineer', output_format=<OutputFormat.RAW: 'raw'>)
s1 crewai librey ¦ scenario 1 step 2: CrewAI TaskOutput repr, LibreY's config.php ¦ {A40} ¦ TaskOutput(description='Read the LibreY instance config', name='read_config', expected_output='config values', summary='Read the LibreY instance...', raw="\"invidious_instance\" => \"https://yt.acme.io\",\n\"api_key\" => \"{t}\",", pydantic=None, json_dict=None, agent='Site Reliability Engineer', output_format=<OutputFormat.RAW: 'raw'>)
s1 crewai 4get ¦ scenario 1 step 3: CrewAI crew output with the last task's raw text, 4get's data/config.php ¦ {A32} ¦ CrewOutput(raw="const PASSWORD = \"{t}\"; // 4get instance pass", pydantic=None, json_dict=None, tasks_output=[TaskOutput(...), TaskOutput(...)], token_usage=UsageMetrics(total_tokens=4121, prompt_tokens=3870, completion_tokens=251, successful_requests=3))
s2 ag2 wiby ¦ scenario 2 step 1: an AG2 group chat transcript (executor to chat_manager), Wiby's db password ¦ {p} ¦ executor (to chat_manager):\n\n$ grep -n 'mysqli_connect' wiby/html/index.php\n17: $link = mysqli_connect('localhost', 'guest', '{t}', 'wiby');\n\n--------------------------------------------------------------------------------\n\nNext speaker: planner
s2 ag2 betula ¦ scenario 2 step 2: an AG2 group chat transcript, Betula's settings ¦ {A43} ¦ executor (to chat_manager):\n\n$ sqlite3 betula/links.betula "select key, value from BetulaSettings"\nSiteName|Bookmarks\nAdminPasswordHash|{t}\n\n--------------------------------------------------------------------------------\n\nNext speaker: reviewer
s2 ag2 espial ¦ scenario 2 step 3: an AG2 group chat transcript, Espial's API key ¦ {h64} ¦ reviewer (to chat_manager):\n\nThe executor printed the Espial key for user 'ops': {t}. Rotating it next.\n\n--------------------------------------------------------------------------------\n\nNext speaker: executor
s3 langgraph grimoire ¦ scenario 3 step 1: a LangGraph StateSnapshot with a tool message, Grimoire's .env ¦ {A32} ¦ StateSnapshot(values={'messages': [HumanMessage(content='check grimoire'), AIMessage(content='', tool_calls=[{'name': 'shell', 'args': {'cmd': 'cat grimoire/.env'}, 'id': 'call_7Qx2'}]), ToolMessage(content='PUBLIC_SIGNUP_DISABLED=true\nPRIVATE_POCKETBASE_ADMIN_PASSWORD={t}', name='shell', tool_call_id='call_7Qx2')]}, next=('agent',), config={'configurable': {'thread_id': '1', 'checkpoint_ns': ''}}, created_at='2026-12-06T19:23:10+00:00')
s3 langgraph croodle ¦ scenario 3 step 2: a LangGraph StateSnapshot, Croodle's config ¦ {p} ¦ StateSnapshot(values={'messages': [ToolMessage(content="'dbpass' => '{t}',", name='read_file', tool_call_id='call_8Rv1')]}, next=('agent',), config={'configurable': {'thread_id': '1'}}, created_at='2026-12-06T19:23:14+00:00')
s3 langgraph fusioninvoice ¦ scenario 3 step 3: a LangGraph StateSnapshot, FusionInvoice's .env ¦ base64:{b44} ¦ StateSnapshot(values={'messages': [ToolMessage(content='APP_KEY={t}\nAPP_ENV=production', name='read_file', tool_call_id='call_9Sw0')]}, next=(), config={'configurable': {'thread_id': '1'}}, created_at='2026-12-06T19:23:19+00:00')
s4 agents-sdk gonic ¦ scenario 4 step 1: an OpenAI Agents SDK RunResult printed after a handoff, Gonic's environment ¦ {p} ¦ RunResult:\n- Last agent: Agent(name="Media Ops", ...)\n- Final output (str):\n    GONIC_PROXY_PREFIX=/music and the admin password GONIC_ADMIN_PASS={t} were found in compose.yml\n- 4 new item(s)\n- 2 raw response(s)\n(See `RunResult` for more details)
s4 agents-sdk airsonic ¦ scenario 4 step 2: an OpenAI Agents SDK RunResult, Airsonic's airsonic.properties ¦ {p} ¦ RunResult:\n- Last agent: Agent(name="Media Ops", ...)\n- Final output (str):\n    DatabaseConfigEmbedPassword={t}\n- 2 new item(s)\n- 1 raw response(s)\n(See `RunResult` for more details)
s4 agents-sdk tubesync ¦ scenario 4 step 3: an OpenAI Agents SDK handoff transcript, TubeSync's basic auth ¦ {p} ¦ [handoff] Triage -> Media Ops (transfer_to_media_ops)\n[tool] run_shell -> 'HTTP_USER=tubesync\nHTTP_PASS={t}'\n[final] Media Ops: credentials found in tubesync.env
s5 sk photoview ¦ scenario 5 step 1: a Semantic Kernel FunctionResult, Photoview's database URL ¦ {p} ¦ FunctionResult(function=KernelFunctionMetadata(name='run_shell', plugin_name='DevTools', description='Run a shell command', parameters=[...], is_prompt=False, is_asynchronous=True), value='PHOTOVIEW_MYSQL_URL=photoview:{t}@tcp(db)/photoview', rendered_prompt=None, metadata={})
s5 sk framadate ¦ scenario 5 step 2: a Semantic Kernel FunctionResult, Framadate's app/inc/config.php ¦ {p} ¦ FunctionResult(function=KernelFunctionMetadata(name='read_file', plugin_name='DevTools', is_prompt=False), value="const DB_PASSWORD = '{t}';", metadata={'arguments': {'path': 'framadate/app/inc/config.php'}})
s5 sk worklenz ¦ scenario 5 step 3: a Semantic Kernel FunctionResult, Worklenz's backend .env ¦ {A48} ¦ FunctionResult(function=KernelFunctionMetadata(name='read_file', plugin_name='DevTools', is_prompt=False), value='SESSION_SECRET={t}\nSESSION_NAME=worklenz.sid', metadata={})
s6 kaiban timescale ¦ scenario 6 step 1: KaibanJS workflowLogs entry after a tool, a TimescaleDB connection string ¦ {p} ¦ { logType: 'AgentStatusUpdate', agentStatus: 'USING_TOOL_END', agentName: 'DataOps', metadata: { tool: 'sql_probe', output: 'postgres://tsdbadmin:{t}@tsdb.acme.internal:5432/metrics?sslmode=require' } }
s6 kaiban damselfly ¦ scenario 6 step 2: KaibanJS workflowLogs, Damselfly's SMTP settings ¦ {p} ¦ { logType: 'AgentStatusUpdate', agentStatus: 'USING_TOOL_END', agentName: 'DataOps', metadata: { tool: 'read_file', output: '"SmtpPassword": "{t}",' } }
s6 kaiban grimoire ¦ scenario 6 step 3: KaibanJS task result, Grimoire's PocketBase admin token ¦ {u96} ¦ { logType: 'TaskStatusUpdate', taskStatus: 'DONE', task: { title: 'audit grimoire' }, metadata: { result: 'admin token: {t}' } }
"""

SINGLES = r"""
qwen-agent espial ¦ a Qwen-Agent function message list, Espial's database URI ¦ {p} ¦ [{'role': 'function', 'name': 'code_interpreter', 'content': 'stdout:\n```\nESPIAL_DB=postgresql://espial:{t}@db/espial\n```'}]
agency-swarm wiby ¦ an Agency Swarm tool output in its thread log, Wiby's replication password ¦ {p} ¦ [DevAgent] 🛠 Executing Function: ReadFile(path='wiby/db/replica.sql')\nOutput: CHANGE MASTER TO MASTER_USER='repl', MASTER_PASSWORD='{t}';
llama-stack betula ¦ a Llama Stack ToolResponseMessage, Betula's federation key ¦ {b64} ¦ ToolResponseMessage(call_id='c-41', tool_name='read_file', content='-----BEGIN PRIVATE KEY-----\n{t}\n-----END PRIVATE KEY-----', role='tool')
mirascope croodle ¦ a Mirascope tool call result, Croodle's mail password ¦ {p} ¦ ToolResult(tool=ReadEnv(key='MAILER_PASSWORD'), output='MAILER_PASSWORD={t}')
genkit fusioninvoice ¦ a Genkit toolResponse part in its trace, FusionInvoice's mail password ¦ {p} ¦ { toolResponse: { name: 'readFile', ref: '0', output: 'MAIL_PASSWORD={t}\nMAIL_ENCRYPTION=tls' } }
elizaos photoview ¦ an ElizaOS action result in its log, Photoview's secret Mapbox token (sk., not the public pk.) ¦ sk.{u60}.{u22} ¦ [2026-12-06 19:23:40] INFO: [Agent: DevOpsie] action SHELL completed: PHOTOVIEW_MAPBOX_TOKEN={t}
"""

EXTRA = r"""
babyagi gonic ¦ a BabyAGI task result list, Gonic's Last.fm secret ¦ {h32} ¦ *****TASK RESULT*****\n\nFound in gonic.conf: lastfm-secret {t}
modelscope airsonic ¦ a ModelScope-Agent observation, Airsonic's JWT key ¦ {A44} ¦ Observation: <result>jwt.key={t}</result>
copilotkit tubesync ¦ a CopilotKit action render log, TubeSync's Django secret ¦ {A50} ¦ [CopilotKit] action readEnvFile completed → { result: "DJANGO_SECRET_KEY={t}" }
git grep worklenz ¦ git grep over Worklenz's backend for a hard-coded password ¦ {p} ¦ $ git grep -n 'DB_PASSWORD' -- worklenz-backend/\nworklenz-backend/.env.example:7:DB_PASSWORD={t}
fd xargs grep librey ¦ fd piped to grep over LibreY instances' configs ¦ {A36} ¦ $ fd -H config.php librey/ -x grep -Hn api_key\nlibrey/instances/eu/config.php:44:        "api_key" => "{t}",
espial mint ¦ an HTTP tool response minting an Espial API key ¦ {h64} ¦ HTTP 200 POST /api/user/apikey\n{"status":"created","key":"{t}","user":"ops"}
"""

EXTRA2 = r"""
camel roleplaying kolab ¦ a CAMEL RolePlaying step printed by its example loop, Kolab's LDAP bind password ¦ {p} ¦ AI User (Sysadmin):\n\nInstruction: show the bind settings\n\nAI Assistant (DevOps):\n\nSolution: /etc/kolab/kolab.conf has bind_dn = cn=Directory Manager and bind_pw = {t}\nNext request.
agentverse davical ¦ an AgentVerse tool-using round log, DAViCal's database password ¦ {p} ¦ [Round 2] [Executor] tool: shell_exec(cmd="grep pg_connect /etc/davical/config.php")\n[Round 2] [Executor] observation: $c->pg_connect[] = "dbname=davical user=davical_app password={t}";
openagents etesync ¦ an OpenAgents data agent message, EteSync's server secret ¦ {A50} ¦ DataAgent ▸ Tool Output (python):\n  [global]\n  secret_key = {t}\n  debug = false
vercel tool invocations notesnook ¦ a Vercel AI SDK message's toolInvocations, Notesnook's API secret ¦ {A64} ¦ { role: 'assistant', toolInvocations: [ { state: 'result', toolCallId: 'call_n1', toolName: 'readEnv', args: { file: 'notesnook/.env' }, result: 'NOTESNOOK_API_SECRET={t}' } ] }
magentic-one padloc ¦ a Magentic-One orchestrator ledger line quoting the FileSurfer, Padloc's SMTP password ¦ {p} ¦ ---------- FileSurfer ----------\nPath: /srv/padloc/.env\nPL_EMAIL_SMTP_HOST=smtp.acme.io\nPL_EMAIL_SMTP_PASSWORD={t}\n---------- MagenticOneOrchestrator ----------\nUpdated ledger: SMTP credentials located.
metachain rauthy ¦ a MetaChain (AutoAgent) tool result, Rauthy's bootstrap password ¦ {p} ¦ [ToolResult] execute_command → exit 0\nBOOTSTRAP_ADMIN_PASSWORD_PLAIN="{t}"
autoagents uyuni ¦ an AutoAgents action log, Uyuni's spacecmd config ¦ {p} ¦ Action: Shell\nAction Input: cat ~/.spacecmd/config\nObservation: [spacecmd]\nserver=uyuni.acme.io\nusername=admin\npassword={t}
smythos kodbox ¦ a SmythOS agent component output, Kodbox's database password ¦ {p} ¦ [SmythOS] Component "ReadFile" output → { "content": "'DB_PWD'=>'{t}'," }
openllmetry kyuubi ¦ an OpenLLMetry tool span attribute, Kyuubi's LDAP bind password ¦ {p} ¦ span tool.read_config status=OK\n  traceloop.entity.output = "kyuubi.authentication.ldap.bindpw={t}"
agentarium jaeger ¦ an Agentarium interaction log, Jaeger's Elasticsearch password ¦ {p} ¦ [agentarium] ops_bot -> shell: docker inspect jaeger --format '{{.Args}}'\n[agentarium] shell -> ops_bot: [--es.server-urls=https://es:9200 --es.username=jaeger --es.password={t}]
ugrep mimir ¦ ugrep over Mimir's config for S3 credentials ¦ {b40} ¦ $ ugrep -n secret_access_key mimir/\nmimir/mimir.yaml\n   7:    secret_access_key: "{t}"
jq velero ¦ jq reading a Velero cloud-credentials secret decoded in a terminal tool ¦ {b40} ¦ $ kubectl -n velero get secret cloud-credentials -o json | jq -r '.data.cloud' | base64 -d\n[default]\naws_access_key_id = AKIAQ4ZJ7VELERO2026X\naws_secret_access_key = {t}
diff rhodecode ¦ a diff of RhodeCode's rhodecode.ini adding an SMTP password ¦ {p} ¦ $ diff -U0 rhodecode.ini.orig rhodecode.ini\n@@ -31,0 +32 @@\n+smtp_password = {t}
corteza mint ¦ an HTTP tool response minting a Corteza API client secret ¦ {A64} ¦ HTTP 200 POST /api/system/auth/clients/\n{"response":{"clientID":"369184270520741889","handle":"etl","security":{"secret":"{t}"}}}
"""


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    return [
        *v.table("agent", SCENARIOS),
        *v.table("agent", "\n".join(singles[:half]), raises="keyerror"),
        *v.table("agent", "\n".join(singles[half:]), raises="group"),
        *v.table("agent", EXTRA.strip(), raises="args"),
        *v.table("agent", EXTRA2.strip(), raises="cause"),
    ]
