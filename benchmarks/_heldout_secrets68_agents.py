"""Held-out set 68: tool results of workflow-automation agents and their runtimes, as an agent's
tool returns them.

Six three-step scenarios (each step a case) and single results. The shapes were grepped for, by
the text that marks them, in every earlier ``benchmarks/*heldout*`` file; none of these matched:
n8n execution data (``runData``, ``nodeExecutionStack``) and ``n8n export:credentials``,
``temporal workflow show`` with ``WorkflowExecutionStarted`` and ``temporal operator``, an
Airflow task log by ``Dependencies all met``, Prefect's ``Secret.load``, LangGraph's
``pending_writes`` and ``langgraph.json``, CrewAI's ``## Final Answer`` and ``agents.yaml``,
AutoGen's ``OAI_CONFIG_LIST``, mem0's ``memory.add``, Letta's ``archival_memory``, Make's
former name Integromat, Zapier's "Zap history", Cognee, Graphiti,
Motorhead, Restate, DBOS, Cadence, Relevance AI, Lindy, ``Credentials could not be decrypted``,
``.n8n/config``, ``prefect block inspect``, ``prefect profile inspect``, ``prefect deployment
inspect``, ``temporal workflow query``, ``temporal env set``, ``FunctionExecutionResult``,
``crew.kickoff``, ``SerperDevTool``, ``core_memory_append``, ``memory.get_all``, ``langgraph
dev``, ``airflow variables export``, ``xcom_pull`` and ``zapier env``. (The product names n8n, Temporal, Airflow, Prefect, LangGraph, CrewAI, AutoGen,
Zapier and Letta did match: earlier sets named them, with other shapes.)
Written as each tool prints its output (remembered, not copied, so padding may differ).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 n8n run data ¦ scenario 1 step 1: n8n execution data an agent fetched, an HTTP Request node's header in runData ¦ {A40} ¦ {"data":{"resultData":{"runData":{"HTTP Request":[{"startTime":1765084861000,"executionStatus":"error","data":{"main":[[{"json":{"request":{"headers":{"X-ChatWorkToken":"{t}"}}}}]]}}]}},"executionData":{"nodeExecutionStack":[]}}}
s1 n8n export credentials ¦ scenario 1 step 2: n8n export:credentials --decrypted printed to stdout ¦ {p} ¦ $ n8n export:credentials --all --decrypted\n[{"id":"7","name":"Postgres prod","type":"postgres","data":{"host":"10.4.0.12","database":"crm","user":"n8n","password":"{t}","port":5432}}]
s1 n8n error ¦ scenario 1 step 3: n8n execution error message quoting the failing URL ¦ {u40} ¦ NodeApiError: Authorization failed - please check your credentials\n  at Object.execute (/usr/local/lib/node_modules/n8n/node_modules/n8n-nodes-base/dist/nodes/HttpRequest/V3/HttpRequestV3.node.js:1644:33)\n  request: GET https://acme.backlog.jp/api/v2/space?apiKey={t}
s2 temporal show ¦ scenario 2 step 1: temporal workflow show, the start event's input payload ¦ {A48} ¦ $ temporal workflow show -w invoice-sync-20261207\nProgress:\n  ID          Time                     Type\n   1  2026-12-07T05:00:00Z  WorkflowExecutionStarted\n      Input: [{"tenant":"acme-jp","freeeRefreshToken":"{t}"}]
s2 temporal failure ¦ scenario 2 step 2: temporal workflow show, an ActivityTaskFailed failure printing a DSN ¦ {p} ¦    9  2026-12-07T05:00:04Z  ActivityTaskFailed\n      Failure: {"message":"dial tcp: connect: connection refused (mysql://sync:{t}@10.9.0.4:3306/ledger)","source":"GoSDK","applicationFailureInfo":{"type":"DialError"}}
s2 temporal operator ¦ scenario 2 step 3: temporal operator namespace describe showing a codec server auth header ¦ {A36} ¦ $ temporal operator namespace describe acme-prod -o json | jq .config.customSearchAttributeAliases,.config.codecServer\nnull\n{"endpoint":"https://codec.acme.internal","passAccessToken":false,"includeCredentials":true,"customHeaders":{"X-Codec-Key":"{t}"}}
s3 airflow deps ¦ scenario 3 step 1: an Airflow task log, the rendered bash command with a key ¦ {h32} ¦ [2026-12-07, 05:10:02 UTC] {taskinstance.py:2076} INFO - Dependencies all met for dep_context=non-requeueable deps ti=<TaskInstance: jp_sync.push_chatwork scheduled__2026-12-07T05:00:00+00:00 [queued]>\n[2026-12-07, 05:10:03 UTC] {subprocess.py:75} INFO - Running command: ['/usr/bin/bash', '-c', 'curl -s -H "X-ChatWorkToken: {t}" https://api.chatwork.com/v2/me']
s3 airflow hook ¦ scenario 3 step 2: the Airflow task log, a hook logging the connection it built ¦ {p} ¦ [2026-12-07, 05:10:04 UTC] {base.py:84} INFO - Using connection ID 'ledger_mysql' for task execution.\n[2026-12-07, 05:10:04 UTC] {sql.py:418} INFO - Connecting with mysql://ledger:{t}@mysql.acme.internal:3306/ledger
s3 airflow render ¦ scenario 3 step 3: airflow tasks render of a templated HTTP operator ¦ {A40} ¦ $ airflow tasks render jp_sync push_kintone 2026-12-07\n# ----------------------------------------------------------\n# property: headers\n# ----------------------------------------------------------\n{'X-Cybozu-API-Token': '{t}', 'Content-Type': 'application/json'}
s4 prefect secret ¦ scenario 4 step 1: a Prefect flow run log where a task printed Secret.load(...).get() ¦ {A32} ¦ 05:12:40.118 | INFO    | Flow run 'amber-kiwi' - Created task run 'fetch_orders-0' for task 'fetch_orders'\n05:12:40.402 | INFO    | Task run 'fetch_orders-0' - loaded Secret.load("juso-confm-key").get() = '{t}'
s4 prefect failed ¦ scenario 4 step 2: the Prefect flow run log, a task failing with the request URL ¦ {u40} ¦ 05:12:41.977 | ERROR   | Task run 'notify-0' - httpx.HTTPStatusError: Client error '401 Unauthorized' for url 'https://api.telegram.org/bot7788120934:{t}/sendMessage'
s4 prefect finished ¦ scenario 4 step 3: the Prefect flow run log, the final state with a block's repr ¦ {p} ¦ 05:12:42.310 | ERROR   | Flow run 'amber-kiwi' - Finished in state Failed('Flow run encountered an exception: OperationalError: password authentication failed for user "etl" (DatabaseCredentials(username=\'etl\', password=\'{t}\', host=\'pg.acme.internal\'))')
s5 langgraph pending ¦ scenario 5 step 1: a LangGraph checkpoint with pending_writes holding a tool result ¦ {A40} ¦ {"checkpoint_id":"1efb3c2a-7d40-6a11-8004-0242ac120002","pending_writes":[["a7f2c1","messages",{"type":"tool","name":"mint_token","content":"{\"access_token\": \"{t}\", \"expires_in\": 7200}"}]]}
s5 langgraph json ¦ scenario 5 step 2: cat langgraph.json with an inline env block ¦ {A48} ¦ {\n  "dependencies": ["."],\n  "graphs": {"agent": "./agent/graph.py:graph"},\n  "env": {"ARK_MODEL": "ep-20261207-xq7kd", "GROQ_API_KEY": "gsk_{t}"}\n}
s5 langgraph stream ¦ scenario 5 step 3: a LangGraph stream event of a tool node returning a webhook URL ¦ {A24} ¦ {'tools': {'messages': [ToolMessage(content='created webhook https://hooks.zapier.com/hooks/catch/1928374/{t}/', name='create_zap_hook', tool_call_id='call_9Kx2')]}}
s6 crewai final ¦ scenario 6 step 1: CrewAI verbose output, an agent's final answer pasting a key ¦ {h40} ¦ # Agent: Integration Researcher\n## Task: Find how to call the Haptik API for acme\n\n\n# Agent: Integration Researcher\n## Final Answer:\nUse `Authorization: Bearer {t}` (found in ops/haptik.env) with client-id 8f21c4.
s6 crewai agents yaml ¦ scenario 6 step 2: cat of a CrewAI agents.yaml with a key in the backstory ¦ {A40} ¦ researcher:\n  role: Integration Researcher\n  goal: Wire the CRM to the Chatwork room\n  backstory: >\n    You have admin access. The DocBase token is {t}.
s6 crewai tool ¦ scenario 6 step 3: CrewAI tool usage log, the tool input echoed ¦ {p} ¦ # Agent: Integration Researcher\n## Using tool: Database Query\n## Tool Input:\n"{\"dsn\": \"postgresql://crm_ro:{t}@crm-db.acme.internal/crm\", \"sql\": \"select count(*) from leads\"}"
"""

SINGLES = r"""
autogen oai config ¦ cat of an AutoGen OAI_CONFIG_LIST ¦ {A40} ¦ $ cat OAI_CONFIG_LIST\n[{"model": "krutrim-2", "base_url": "https://cloud.olakrutrim.com/v1", "api_key": "{t}"}]
mem0 add ¦ a mem0 memory.add result that stored a pasted credential ¦ {p} ¦ >>> m.add(messages, user_id="asha")\n{'results': [{'id': '4f1c…', 'memory': 'NAS admin password is {t}', 'event': 'ADD'}]}
letta archival ¦ a Letta archival_memory_search tool result ¦ {A32} ¦ {"tool": "archival_memory_search", "status": "OK", "message": "[{\"timestamp\": \"2026-12-06 18:02:11\", \"content\": \"Sensors Data api-key for prod: {t}\"}]"}
integromat blueprint ¦ a Make (ex-Integromat) scenario blueprint export with an inline key ¦ {A36} ¦ {"name":"Kintone → Sheets","flow":[{"id":1,"module":"http:ActionSendData","mapper":{"url":"https://acme-jp.cybozu.com/k/v1/records.json","headers":[{"name":"X-Cybozu-API-Token","value":"{t}"}]}}],"metadata":{"instant":false}}
zap history ¦ Zapier Zap history step data copied by the agent ¦ {A40} ¦ Zap history › Run 8f0c12 › Step 2: Webhooks by Zapier (Custom Request)\nData in:\n  url: https://api.docbase.io/teams/acme/posts\n  headers: X-DocBaseToken|{t}
restate admin ¦ an HTTP tool response from the Restate admin API echoing a deployment header ¦ {A40} ¦ HTTP 201 POST /deployments\n{"id":"dp_14mXq","uri":"http://orders-svc:9080","additional_headers":{"x-orders-auth":"{t}"},"services":[{"name":"OrderWorkflow"}]}
cognee env ¦ rg over a Cognee .env ¦ {A40} ¦ $ rg -n KEY .env\n3:LLM_API_KEY={t}\n4:EMBEDDING_PROVIDER=fastembed
graphiti config ¦ cat of a Graphiti MCP server config ¦ {p} ¦ NEO4J_URI=bolt://localhost:7687\nNEO4J_USER=neo4j\nNEO4J_PASSWORD={t}\nMODEL_NAME=doubao-pro
motorhead redis ¦ Motorhead memory server log printing its Redis URL ¦ {p} ¦ [2026-12-07T05:14:02Z INFO  motorhead] Starting Motorhead 🤘 on port 8080\n[2026-12-07T05:14:02Z INFO  motorhead] redis url: redis://default:{t}@redis.acme.internal:6379
dbos config ¦ git diff adding a database password to a DBOS config ¦ {p} ¦ $ git diff -- dbos-config.yaml\n database:\n   hostname: pg.acme.internal\n-  password: ${PGPASSWORD}\n+  password: {t}
cadence cli ¦ grep over a Cadence worker config for the TLS key passphrase ¦ {A32} ¦ $ grep -rn passphrase config/\nconfig/worker.yaml:18:    keyPassphrase: {t}
relevance key ¦ an HTTP tool response creating a Relevance AI project API key ¦ {uuid} ¦ HTTP 200 POST /latest/auth/api_keys\n{"project":"b7c0d2e1","api_key":"sk-{t}","region":"bcbe5a"}
lindy webhook ¦ an HTTP tool response from Lindy creating a webhook trigger with its secret ¦ {A40} ¦ HTTP 201 POST /api/webhooks\n{"url":"https://public.lindy.ai/api/v1/webhooks/lindy/7e1c0f2a","secret":"{t}"}
n8n api key mint ¦ an HTTP tool response creating an n8n public API key ¦ n8n_api_{h64} ¦ HTTP 201 POST /rest/api-keys\n{"data":{"id":"k2","label":"agent","apiKey":"{t}","createdAt":"2026-12-07T05:15:00.000Z"}}
n8n decrypt fail ¦ n8n start log when the encryption key changed, printing the config path and the old key ¦ {A32} ¦ Error: Credentials could not be decrypted. The likely reason is that a different "encryptionKey" was used to encrypt the data.\n  config: /home/node/.n8n/config {"encryptionKey":"{t}"}
n8n config file ¦ cat of ~/.n8n/config ¦ {A32} ¦ $ cat ~/.n8n/config\n{\n\t"encryptionKey": "{t}"\n}
prefect block inspect ¦ prefect block inspect of a Secret block shown in plain text ¦ {A40} ¦ $ prefect block inspect secret/chatwork-token\n┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓\n┃ Block Type: Secret  ┃\n┃ value: {t} ┃\n┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛
prefect profile inspect ¦ prefect profile inspect printing PREFECT_API_KEY ¦ pnu_{A36} ¦ $ prefect profile inspect default\nPREFECT_API_URL='https://api.prefect.cloud/api/accounts/4b1d/workspaces/9e2f'\nPREFECT_API_KEY='{t}'
prefect deployment inspect ¦ prefect deployment inspect showing job_variables with an env secret ¦ {A40} ¦ $ prefect deployment inspect 'jp-sync/prod'\n{'name': 'prod', 'job_variables': {'env': {'SANSAN_API_KEY': '{t}'}}, 'work_pool_name': 'k8s'}
temporal query ¦ temporal workflow query returning the workflow's state with a session cookie ¦ {u43} ¦ $ temporal workflow query -w scrape-garoon-88 --type state\nQuery result:\n  [{"page":12,"session":"CB_SESSID={t}","retries":0}]
temporal env set ¦ temporal env set echoing the TLS key passphrase into the env file ¦ {p} ¦ $ temporal env set --env prod --key tls-key-passphrase --value '{t}'\nSet 'tls-key-passphrase' to: {t}
autogen function result ¦ AutoGen FunctionExecutionResult content with a minted token ¦ {A40} ¦ FunctionExecutionResult(content='{"access_token": "{t}", "token_type": "bearer"}', name='get_kintone_token', call_id='call_Qm3x', is_error=False)
crew kickoff ¦ crew.kickoff() result printed with a tool's raw output ¦ {h40} ¦ >>> result = crew.kickoff(inputs={"topic": "Haptik"})\n>>> print(result.tasks_output[0].raw)\nConfigured client with SERPER_API_KEY={t}; 10 results found.
serper tool ¦ a CrewAI SerperDevTool error echoing its headers ¦ {h40} ¦ SerperDevTool error: 403 Forbidden\nheaders={'X-API-KEY': '{t}', 'Content-Type': 'application/json'}
letta core memory ¦ a Letta core_memory_append call with a pasted PIN ¦ {p} ¦ {"name": "core_memory_append", "arguments": {"label": "human", "content": "Asha's bank app PIN/password is {t}"}}
mem0 get all ¦ mem0 memory.get_all output ¦ {A36} ¦ >>> m.get_all(user_id="ops-bot")\n{'results': [{'id': 'c1a2…', 'memory': 'ClearTax auth token: {t}', 'created_at': '2026-12-06T22:41:00Z'}]}
langsmith key ¦ rg over a LangGraph project showing a LangSmith key ¦ lsv2_sk_{h32}_{h10} ¦ $ rg -n LANGSMITH .env\n2:LANGSMITH_API_KEY={t}\n3:LANGSMITH_PROJECT=jp-sync
langgraph dev ¦ langgraph dev startup output printing the loaded env ¦ {A40} ¦ $ langgraph dev\nINFO:langgraph_api.cli: Loading env from .env: {'ARK_MODEL': 'ep-20261207-xq7kd', 'ARK_API_KEY': '{t}'}\n- 🚀 API: http://127.0.0.1:2024
airflow variables export ¦ airflow variables export to stdout ¦ {A40} ¦ $ airflow variables export /dev/stdout\n{\n    "jp_sync_region": "ap-northeast-1",\n    "kintone_api_token": "{t}"\n}
airflow xcom ¦ an Airflow task log where xcom_pull returned a token ¦ {u60} ¦ [2026-12-07, 05:11:09 UTC] {python.py:240} INFO - Done. Returned value was: {'xcom_pull': 'get_token', 'access_token': '{t}'}
zapier env ¦ zapier env:get output for a CLI integration ¦ {h40} ¦ $ zapier env:get 1.0.3\n┌──────────────────┬──────────────────────────────────────────┐\n│ Key              │ Value                                    │\n│ KARZA_KEY        │ {t} │
"""


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    return [
        *v.table("agent", SCENARIOS),
        *v.table("agent", "\n".join(singles[:half]), raises="oserror"),
        *v.table("agent", "\n".join(singles[half:]), raises="group"),
    ]
