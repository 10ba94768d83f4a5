"""Held-out set 37: coding-agent tool results, as an agent's tools return them.

Six three-step scenarios (each step a case) and single results, in tool shapes, tools and
files that were grepped for in every earlier ``_heldout_secrets*``, ``_heldout_families*``,
``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none
matched; LangGraph, ``ToolMessage(``, ``toolResult``, ``ToolReturnPart``, Google ADK,
Strands, BeeAI, Griptape, Goose, Codex, Junie, Jules and about 120 self-hosted apps' names
did and were dropped). Tool shapes, written as each prints its result (remembered, not
copied, so field order and padding may differ): an MCP ``CallToolResult`` with
``structuredContent``, Jupyter kernel messages (``stream`` and ``execute_result``) as nbclient
collects them, the OpenAI Agents SDK's ``ToolCallOutputItem``, CAMEL-AI's
``ToolCallingRecord``, a Burr action's result and state, and a txtai agent's step log.
Files no earlier set read: Homepage's, Gancio's, Otterwiki's, Flatnotes', SilverBullet's,
TheLounge's, TeamSpeak's, Murmur's, soju's, Quassel's, Ubooquity's, LazyLibrarian's,
FileFlows', Mafl's, Sharkey's, Kbin's, Bonfire's, Plume's and Kiwix's.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 mcp homepage ¦ scenario 1 step 1: an MCP CallToolResult (read_file), Homepage's services.yaml ¦ {h40} ¦ CallToolResult(content=[TextContent(type='text', text='- Media:\n    - Jellyfin:\n        widget:\n          type: jellyfin\n          key: {t}\n')], structuredContent=None, isError=False)
s1 mcp gancio ¦ scenario 1 step 2: an MCP CallToolResult as JSON, Gancio's config.json ¦ {p} ¦ {"content":[{"type":"text","text":"{\n  \"db\": {\"dialect\": \"postgres\", \"host\": \"db\", \"username\": \"gancio\", \"password\": \"{t}\"}\n}"}],"isError":false}
s1 mcp otterwiki ¦ scenario 1 step 3: an MCP CallToolResult with structuredContent, Otterwiki's settings.cfg ¦ {A48} ¦ {"content":[{"type":"text","text":"ok"}],"structuredContent":{"path":"otterwiki/settings.cfg","lines":["REPOSITORY = '/app-data/repository'","SECRET_KEY = '{t}'","SITE_NAME = 'Acme Wiki'"]},"isError":false}
s2 jupyter flatnotes ¦ scenario 2 step 1: a Jupyter stream message from nbclient, Flatnotes' .env ¦ {p} ¦ {'output_type': 'stream', 'name': 'stdout', 'text': 'FLATNOTES_AUTH_TYPE=password\nFLATNOTES_USERNAME=notes\nFLATNOTES_PASSWORD={t}\n'}
s2 jupyter silverbullet ¦ scenario 2 step 2: a Jupyter execute_result, SilverBullet's SB_USER ¦ {p} ¦ {'output_type': 'execute_result', 'execution_count': 4, 'data': {'text/plain': "'admin:{t}'"}, 'metadata': {}}
s2 jupyter thelounge ¦ scenario 2 step 3: a Jupyter stream message, TheLounge's config.js ¦ {A32} ¦ {'output_type': 'stream', 'name': 'stdout', 'text': '    ldap: {\n        enable: true,\n        searchDN: {\n            rootDN: "cn=thelounge,dc=acme,dc=io",\n            rootPassword: "{t}",\n'}
s3 agentsdk teamspeak ¦ scenario 3 step 1: an OpenAI Agents SDK ToolCallOutputItem, TeamSpeak's first-run output ¦ {A40} ¦ ToolCallOutputItem(agent=Agent(name='ops'), raw_item={'call_id': 'call_7Qm2', 'output': '         token={t}\n------------------------------------------------------------------', 'type': 'function_call_output'}, output='         token={t}', type='tool_call_output_item')
s3 agentsdk murmur ¦ scenario 3 step 2: an OpenAI Agents SDK ToolCallOutputItem, Murmur's murmur.ini ¦ {p} ¦ ToolCallOutputItem(agent=Agent(name='ops'), raw_item={'call_id': 'call_8Rn3', 'output': 'icesecretwrite={t}\nserverpassword=', 'type': 'function_call_output'}, output='icesecretwrite={t}', type='tool_call_output_item')
s3 agentsdk soju ¦ scenario 3 step 3: an OpenAI Agents SDK ToolCallOutputItem, a soju sojuctl command ¦ {p} ¦ ToolCallOutputItem(agent=Agent(name='ops'), raw_item={'call_id': 'call_9So4', 'output': '$ sojuctl user create -username ops -password {t}\nuser created', 'type': 'function_call_output'}, output='user created', type='tool_call_output_item')
s4 camel quassel ¦ scenario 4 step 1: a CAMEL-AI ToolCallingRecord, Quassel's quasselcore.conf ¦ {p} ¦ ToolCallingRecord(tool_name='read_file', args={'path': '/var/lib/quassel/quasselcore.conf'}, result='[Core]\nStorageSettings=@Variant(...)\nPassword={t}\nUsername=quassel', tool_call_id='call_a1')
s4 camel ubooquity ¦ scenario 4 step 2: a CAMEL-AI ToolCallingRecord, Ubooquity's preferences.json ¦ {p} ¦ ToolCallingRecord(tool_name='read_file', args={'path': 'ubooquity/preferences.json'}, result='{"adminPassword":"{t}","libraryPortNumber":2202}', tool_call_id='call_a2')
s4 camel lazylibrarian ¦ scenario 4 step 3: a CAMEL-AI ToolCallingRecord, LazyLibrarian's config.ini ¦ {h32} ¦ ToolCallingRecord(tool_name='shell', args={'cmd': 'grep -A2 "\\[General\\]" config.ini'}, result='[General]\napi_enabled = True\napi_key = {t}', tool_call_id='call_a3')
s5 burr fileflows ¦ scenario 5 step 1: a Burr action's result (run_shell), FileFlows' environment ¦ {A32} ¦ burr.core.application: action run_shell -> result={'stdout': 'FF_ACCESS_TOKEN={t}\nFF_PORT=19200', 'code': 0}
s5 burr mafl ¦ scenario 5 step 2: a Burr State after an action, Mafl's config.yml ¦ {h40} ¦ State({'chat_history': [...], 'tool_result': "services:\n  - title: Grafana\n    status:\n      enabled: true\n    headers:\n      Authorization: 'Bearer {t}'"})
s5 burr sharkey ¦ scenario 5 step 3: a Burr action's result, Sharkey's .config/default.yml ¦ {p} ¦ burr.core.application: action read_file -> result={'content': 'db:\n  host: db\n  port: 5432\n  db: sharkey\n  user: sharkey\n  pass: {t}\n'}
s6 txtai kbin ¦ scenario 6 step 1: a txtai agent step's observation, Kbin's .env ¦ {h32} ¦ ─ Step 1 ─\nCalling tool: 'read' with arguments: {'path': 'kbin/.env'}\nObservations: APP_ENV=prod\nAPP_SECRET={t}
s6 txtai bonfire ¦ scenario 6 step 2: a txtai agent step's observation, Bonfire's .env ¦ {b64} ¦ ─ Step 2 ─\nCalling tool: 'grep' with arguments: {'pattern': 'SECRET', 'path': 'bonfire/.env'}\nObservations: SECRET_KEY_BASE={t}
s6 txtai plume ¦ scenario 6 step 3: a txtai agent step's observation, Plume's .env ¦ {b44} ¦ ─ Step 3 ─\nCalling tool: 'read' with arguments: {'path': 'plume/.env'}\nObservations: ROCKET_SECRET_KEY={t}\nDATABASE_URL=postgres://plume@db/plume
"""

SINGLES = r"""
homepage rg ¦ ripgrep over Homepage's config for a widget password ¦ {p} ¦ $ rg -n 'password' homepage/config/\nhomepage/config/services.yaml:14:          password: {t}
gancio ag ¦ ag over Gancio's config for the SMTP password ¦ {p} ¦ $ ag smtp gancio/\ngancio/config.json\n9:  "smtp": {"host": "mail.acme.io", "auth": {"user": "events", "pass": "{t}"}}
murmur grep ¦ grep -n over Murmur's murmur.ini ¦ {A24} ¦ $ grep -n 'password' /etc/murmur.ini\n31:serverpassword={t}
thelounge diff ¦ git diff of TheLounge's config.js committed with a real LDAP password ¦ {p} ¦ $ git diff HEAD~1 -- config.js\n-            rootPassword: "",\n+            rootPassword: "{t}",
kiwix diff ¦ git diff of a kiwix-serve compose file with a basic-auth password ¦ {p} ¦ $ git diff compose.yml\n+      - KIWIX_AUTH=reader:{t}
teamspeak mint ¦ an HTTP tool response minting a TeamSpeak WebQuery API key ¦ {A40} ¦ HTTP 200 POST /1/apikeyadd?scope=manage&lifetime=0\n{"body":[{"apikey":"{t}","id":"3","lifetime":"0","scope":"manage"}],"status":{"code":0,"message":"ok"}}
fileflows mint ¦ an HTTP tool response minting a FileFlows access token ¦ {u43} ¦ HTTP 201 POST /api/settings/access-token\n{"token":"{t}","expires":null}
plume mint ¦ an HTTP tool response minting a Plume API token ¦ {u32} ¦ HTTP 200 GET /api/v1/oauth2?client_id=plm_1&client_secret=<hidden>&password=<hidden>&username=ops&scopes=write\n{"token":"{t}"}
otterwiki rg ¦ ripgrep over Otterwiki's settings for its secret key ¦ {A48} ¦ $ rg -n SECRET_KEY otterwiki/\notterwiki/settings.cfg:2:SECRET_KEY = '{t}'
sharkey grep ¦ grep -rn over Sharkey's config for the Redis password ¦ {p} ¦ $ grep -rn 'pass:' sharkey/.config/\nsharkey/.config/default.yml:41:  pass: {t}
quassel ag ¦ ag over a Quassel core compose file ¦ {p} ¦ $ ag DB_PGSQL quassel/\nquassel/compose.yml\n12:      - DB_PGSQL_PASSWORD={t}
soju diff ¦ git diff of a soju config committed with a real listener password ¦ {p} ¦ $ git diff soju.conf\n+listen ircs://:6697\n+db sqlite3 /var/lib/soju/main.db\n+admin-password {t}
bonfire mint ¦ an HTTP tool response minting a Bonfire app token ¦ {u48} ¦ HTTP 200 POST /api/v1/apps\n{"id":"01HF","client_id":"bnf_c91","client_secret":"{t}","redirect_uri":"urn:ietf:wg:oauth:2.0:oob"}
homepage mint ¦ an HTTP tool response from Jellyfin minting an API key for Homepage's widget ¦ {h32} ¦ HTTP 200 GET /Auth/Keys\n{"Items":[{"AccessToken":"{t}","AppName":"homepage","DateCreated":"2026-12-06T13:17:00Z"}]}
"""


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    return [
        *v.table("agent", SCENARIOS),
        *v.table("agent", "\n".join(singles[:half]), raises="keyerror"),
        *v.table("agent", "\n".join(singles[half:]), raises="group"),
    ]
