"""Held-out set 78: tool results of agents speaking MCP itself — JSON-RPC frames, ``tools/list``
schemas, MCP Inspector output, OAuth flows for MCP servers, server logs and stdio traces.

Six three-step scenarios (each step a case) and single results. Each shape was grepped for,
by the text that marks it, in every earlier ``benchmarks/*heldout*`` file; none of these
matched: ``Mcp-Session-Id`` headers of the Streamable HTTP transport, ``text/event-stream``
frames (``event: message``), ``notifications/initialized``, ``roots/list``,
``resources/templates/list``, ``inputSchema`` of ``tools/list``, ``listChanged``, the MCP
Inspector's ``MCP_PROXY_AUTH_TOKEN``, ``.vscode/mcp.json``, protected resource metadata
(``resource_metadata``, ``authorization_servers``), dynamic client registration's
``registration_access_token``, ``mcp-remote``, ``supergateway``, ``fastmcp`` and
``mcp-proxy``. (``tools/call``, ``protocolVersion``, ``serverInfo``, ``isError`` and
``mcpServers`` did match; they appear only around the new shapes.) Written as each tool
prints its output (remembered, not copied, so spacing may differ).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 streamable init ¦ scenario 1 step 1: a Streamable HTTP trace, POST initialize echoing the bearer the client sent ¦ {u64} ¦ > POST /mcp HTTP/1.1\n> Host: tools.acme.io\n> Accept: application/json, text/event-stream\n> Authorization: Bearer {t}\n> Content-Type: application/json\n{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{"roots":{"listChanged":true}},"clientInfo":{"name":"acme-agent","version":"0.9.2"}}}
s1 streamable session ¦ scenario 1 step 2: the same trace, the SSE answer and a session id, then notifications/initialized with a leaked query key ¦ {A40} ¦ < HTTP/1.1 200 OK\n< Content-Type: text/event-stream\n< Mcp-Session-Id: 1868a90c-3b2f-4d7e-9a15-0c6e2b8f4d31\nevent: message\ndata: {"jsonrpc":"2.0","id":0,"result":{"protocolVersion":"2025-06-18","capabilities":{"tools":{"listChanged":true}},"serverInfo":{"name":"acme-ops","version":"2.1.0"}}}\n\n> POST /mcp?key={t} HTTP/1.1\n> Mcp-Session-Id: 1868a90c-3b2f-4d7e-9a15-0c6e2b8f4d31\n{"jsonrpc":"2.0","method":"notifications/initialized"}
s1 streamable tools call ¦ scenario 1 step 3: a tools/call result whose text content dumps a connection string ¦ {p} ¦ event: message\ndata: {"jsonrpc":"2.0","id":4,"result":{"content":[{"type":"text","text":"connected: postgresql://reporting:{t}@pg-ro.acme.internal:5432/warehouse (pool 4/20)"}],"isError":false}}
s2 inspector start ¦ scenario 2 step 1: MCP Inspector starting, printing its proxy session token ¦ {h64} ¦ $ npx @modelcontextprotocol/inspector node build/index.js\nStarting MCP inspector...\n⚙️ Proxy server listening on localhost:6277\n🔑 Session token: {t}\n   Use this token to authenticate requests or set DANGEROUSLY_OMIT_AUTH=true to disable auth\n🚀 MCP Inspector is up and running at:\n   http://localhost:6274/?MCP_PROXY_AUTH_TOKEN={t}
s2 inspector env ¦ scenario 2 step 2: the Inspector's server-environment panel copied as text ¦ {A40} ¦ Transport Type: STDIO\nCommand: node\nArguments: build/index.js\nEnvironment Variables:\n  ACME_API_BASE = https://api.acme.io\n  ACME_API_TOKEN = {t}\n[Connect]  Connected ✓
s2 inspector history ¦ scenario 2 step 3: the Inspector's history pane, a tools/call with the secret in arguments ¦ {p} ¦ History\n3. tools/call\n   Request: {"method":"tools/call","params":{"name":"rotate_db_user","arguments":{"user":"etl","new_password":"{t}"}}}\n   Response: {"content":[{"type":"text","text":"rotated"}]}
s3 oauth prm ¦ scenario 3 step 1: an MCP server's 401 with resource_metadata, then the agent fetching the metadata with a leaked bootstrap key ¦ {A32} ¦ < HTTP/1.1 401 Unauthorized\n< WWW-Authenticate: Bearer resource_metadata="https://tools.acme.io/.well-known/oauth-protected-resource"\n$ curl -s "https://tools.acme.io/.well-known/oauth-protected-resource?bootstrap_key={t}"\n{"resource":"https://tools.acme.io/mcp","authorization_servers":["https://auth.acme.io"],"scopes_supported":["tools:read","tools:write"]}
s3 oauth dcr ¦ scenario 3 step 2: dynamic client registration minting a client secret and a registration access token ¦ {u43} ¦ POST https://auth.acme.io/register\n{"client_name":"acme-agent (mcp)","redirect_uris":["http://127.0.0.1:33418/callback"],"grant_types":["authorization_code","refresh_token"]}\n→ 201 {"client_id":"dcr_7f3c91ab20e4","client_secret":"{t}","registration_access_token":"…","token_endpoint_auth_method":"client_secret_post"}
s3 oauth token ¦ scenario 3 step 3: the token response after the PKCE exchange, a refresh token ¦ {u86} ¦ POST https://auth.acme.io/token grant_type=authorization_code&code=…&code_verifier=…&resource=https%3A%2F%2Ftools.acme.io%2Fmcp\n→ 200 {"access_token":"…","token_type":"Bearer","expires_in":3600,"refresh_token":"{t}","scope":"tools:read tools:write"}
s4 stdio trace ¦ scenario 4 step 1: a stdio trace of a server launched with a key on its command line ¦ {A48} ¦ [client] spawn: uvx acme-mcp-server --api-key {t} --region eu\n[server stderr] INFO  acme_mcp: listening on stdio\n[client → server] {"jsonrpc":"2.0","id":1,"method":"tools/list"}
s4 stdio tools list ¦ scenario 4 step 2: the tools/list answer, an inputSchema whose default carries a token ¦ {A36} ¦ [server → client] {"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"search_tickets","description":"Search the helpdesk","inputSchema":{"type":"object","properties":{"query":{"type":"string"},"api_token":{"type":"string","default":"{t}"}},"required":["query"]}}]}}
s4 stdio stderr ¦ scenario 4 step 3: the server's stderr on a failed upstream call, logging the header ¦ {A36} ¦ [server stderr] ERROR acme_mcp.http: upstream 401 GET https://helpdesk.acme.io/api/v2/search headers={'Authorization': 'Token token={t}', 'Accept': 'application/json'}
s5 vscode mcp json ¦ scenario 5 step 1: cat of .vscode/mcp.json with an inline env value ¦ {A40} ¦ $ cat .vscode/mcp.json\n{\n  "servers": {\n    "acme-ci": {\n      "type": "stdio",\n      "command": "npx",\n      "args": ["-y", "@acme/ci-mcp"],\n      "env": { "ACME_CI_TOKEN": "{t}" }\n    }\n  }\n}
s5 mcp remote ¦ scenario 5 step 2: mcp-remote connecting with a header flag, its debug log ¦ {u48} ¦ [12044] Using custom headers: {"Authorization":"Bearer {t}"}\n[12044] Connecting to remote server: https://mcp.acme.io/sse\n[12044] Using transport strategy: http-first\n[12044] Connected to remote server using StreamableHTTPClientTransport
s5 supergateway ¦ scenario 5 step 3: supergateway bridging stdio to SSE, printing the child's argv ¦ {p} ¦ [supergateway] Starting...\n[supergateway]   - port: 8000\n[supergateway]   - stdio: npx -y @acme/mysql-mcp --dsn mysql://agent:{t}@10.0.4.12:3306/crm\n[supergateway] Listening on port 8000\n[supergateway] SSE endpoint: http://localhost:8000/sse
s6 fastmcp run ¦ scenario 6 step 1: fastmcp dev output, a settings dump at DEBUG ¦ {A40} ¦ $ fastmcp dev server.py --log-level DEBUG\nDEBUG    Settings: host='127.0.0.1' port=8000 auth=None\nDEBUG    Server env: ACME_WAREHOUSE_KEY='{t}' ACME_REGION='eu-west-1'\nINFO     Starting MCP server 'warehouse' with transport 'stdio'
s6 resources read ¦ scenario 6 step 2: resources/read of a config resource returning a file with a secret ¦ {A32} ¦ {"jsonrpc":"2.0","id":7,"result":{"contents":[{"uri":"config://acme/app.toml","mimeType":"application/toml","text":"[smtp]\nhost = \"smtp.acme.io\"\nuser = \"noreply\"\npassword = \"{t}\"\n"}]}}
s6 resources templates ¦ scenario 6 step 3: resources/templates/list whose uriTemplate example includes a signed URL ¦ {h64} ¦ {"jsonrpc":"2.0","id":8,"result":{"resourceTemplates":[{"uriTemplate":"s3://acme-exports/{key}","name":"export","description":"e.g. https://acme-exports.s3.amazonaws.com/q4.csv?X-Amz-Credential=AKIA…%2F20261207%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Signature={t}"}]}}
"""

SINGLES = r"""
roots list ¦ a roots/list exchange whose root URI carries basic-auth credentials ¦ {p} ¦ {"jsonrpc":"2.0","id":"r1","result":{"roots":[{"uri":"https://ci:{t}@git.acme.io/acme/web.git","name":"web"}]}}
mcp proxy config ¦ cat of an mcp-proxy config.json with a header ¦ {A44} ¦ {\n  "mcpProxy": {"baseURL": "https://mcp.acme.io", "addr": ":9090"},\n  "mcpServers": {\n    "jira": {"url": "https://jira-mcp.acme.io/mcp", "headers": {"X-Api-Key": "{t}"}}\n  }\n}
sampling request ¦ a sampling/createMessage request whose message quotes a pasted key ¦ {A40} ¦ {"jsonrpc":"2.0","id":12,"method":"sampling/createMessage","params":{"messages":[{"role":"user","content":{"type":"text","text":"Summarize why this deploy failed: Error: invalid token {t} for registry.acme.io"}}],"maxTokens":400}}
elicitation result ¦ an elicitation/create result, the user typing a PIN into a form ¦ {d8} ¦ {"jsonrpc":"2.0","id":15,"result":{"action":"accept","content":{"approver":"mlopez","approval_pin":"{t}"}}}
logging notification ¦ a notifications/message log frame from a server at debug level ¦ {A40} ¦ {"jsonrpc":"2.0","method":"notifications/message","params":{"level":"debug","logger":"acme.vault","data":{"msg":"lease renewed","token":"{t}","ttl":3600}}}
progress notification ¦ a notifications/progress frame with a message that includes a presigned URL ¦ {h64} ¦ {"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"exp-41","progress":100,"total":100,"message":"export ready: https://files.acme.io/e/41.zip?expires=1796684400&sig={t}"}}
tool error iserror ¦ a tools/call error result quoting the upstream request ¦ {A40} ¦ {"jsonrpc":"2.0","id":9,"result":{"isError":true,"content":[{"type":"text","text":"GitLab API 401 for GET /api/v4/projects?private_token={t}"}]}}
jsonrpc error data ¦ a JSON-RPC error whose data carries the failing environment ¦ {p} ¦ {"jsonrpc":"2.0","id":3,"error":{"code":-32603,"message":"Internal error","data":{"exception":"OperationalError","env":{"PGPASSWORD":"{t}","PGHOST":"db.acme.internal"}}}}
server log jsonl ¦ an MCP server's JSON-lines log of an incoming request with its headers ¦ {u64} ¦ {"ts":"2026-12-07T15:21:44Z","lvl":"info","msg":"request","method":"POST","path":"/mcp","session":"b7e1c0a2","headers":{"authorization":"Bearer {t}","mcp-protocol-version":"2025-06-18"}}
claude code mcp add ¦ an mcp add command with a header, echoed by a shell history search ¦ {A40} ¦ $ history | grep 'mcp add'\n 1204  claude mcp add --transport http linear https://mcp.acme.io/mcp --header "Authorization: Bearer {t}"
smithery style yaml ¦ a server's config schema yaml with an example value filled in ¦ {A36} ¦ startCommand:\n  type: stdio\n  configSchema:\n    type: object\n    required: [apiKey]\n    properties:\n      apiKey:\n        type: string\n        description: Acme API key\n        example: {t}
dotenv mcp server ¦ cat of an MCP server repo's .env ¦ {A40} ¦ MCP_TRANSPORT=streamable-http\nMCP_PORT=8931\nGITEA_BASE_URL=https://git.acme.io\nGITEA_ACCESS_TOKEN={t}
git diff mcp json ¦ git diff of a committed mcp.json adding a token ¦ {A40} ¦ $ git diff -- mcp.json\n@@ -4,6 +4,9 @@\n       "command": "docker",\n-      "args": ["run", "-i", "--rm", "acme/notion-mcp"]\n+      "args": ["run", "-i", "--rm", "-e", "NOTION_TOKEN=ntn_{t}", "acme/notion-mcp"]
rg mcp tokens ¦ rg over a home directory for MCP client configs ¦ {A40} ¦ $ rg -n --hidden 'TOKEN|KEY' ~/.config/acme-agent/mcp/\nservers.toml:12:ACME_SEARCH_KEY = "{t}"\nservers.toml:13:ACME_SEARCH_URL = "https://search.acme.io"
http mint mcp pat ¦ an HTTP tool response minting a personal access token for an MCP server ¦ mcp_pat_{A40} ¦ HTTP 201 POST https://api.acme.io/v1/mcp/tokens\n{"id":"tok_91ac","name":"agent-laptop","scopes":["tools:*"],"token":"{t}","expires_at":"2027-03-07T00:00:00Z"}
http mint session ¦ an HTTP tool response from a gateway issuing an MCP session cookie ¦ {u43} ¦ HTTP/1.1 200 OK\nSet-Cookie: mcp_gw_session={t}; Path=/; HttpOnly; Secure; SameSite=Lax\nMcp-Session-Id: 5b0e7c12-9f3a-4c8d-b61e-2a4f0d9c7e53
docker logs mcp ¦ docker logs of a containerized MCP server printing its startup config ¦ {A40} ¦ $ docker logs acme-mcp-postgres 2>&1 | head -4\nmcp-postgres 0.6.1 starting (transport=stdio)\nconfig: {'database_uri': 'postgresql://mcp@db:5432/app', 'read_only': True, 'api_key': '{t}'}\nready
ps mcp servers ¦ ps listing MCP server processes with secrets on their command lines ¦ {A40} ¦ $ ps -eo pid,args | grep -i mcp\n 4411 node /usr/lib/node_modules/@acme/slack-mcp/dist/index.js --bot-token xoxb-{t}\n 4412 python -m acme_jira_mcp --url https://jira.acme.io
completion complete ¦ a completion/complete result offering a saved connection string ¦ {p} ¦ {"jsonrpc":"2.0","id":21,"result":{"completion":{"values":["redis://default:{t}@cache.acme.internal:6379/0","redis://localhost:6379/0"],"total":2,"hasMore":false}}}
prompts get ¦ a prompts/get result whose rendered message contains a webhook secret ¦ {A40} ¦ {"jsonrpc":"2.0","id":5,"result":{"description":"Deploy checklist","messages":[{"role":"user","content":{"type":"text","text":"Verify the webhook with secret whsec_{t} before promoting build 4412."}}]}}
oauth callback log ¦ a local OAuth callback server's log printing the authorization code and the state ¦ {u43} ¦ [mcp-auth] callback listening on http://127.0.0.1:33418/callback\n[mcp-auth] GET /callback?code={t}&state=9f1c0b7e2d4a\n[mcp-auth] exchanging code for tokens…
keyring dump ¦ a debug dump of an MCP client's token store file ¦ {u86} ¦ $ cat ~/.mcp-auth/mcp-remote-0.1.29/8c1f0e_tokens.json\n{"access_token":"…","token_type":"Bearer","expires_in":3599,"refresh_token":"{t}"}
client info json ¦ cat of an MCP client's stored client registration ¦ {u43} ¦ $ cat ~/.mcp-auth/mcp-remote-0.1.29/8c1f0e_client_info.json\n{"client_id":"dcr_0a7b3c","client_secret":"{t}","client_secret_expires_at":0,"redirect_uris":["http://127.0.0.1:33418/callback"]}
windows claude config ¦ type of an MCP client's Windows config with an env block ¦ {A40} ¦ C:\\> type %APPDATA%\\Acme Agent\\mcp_servers.json\n{"brave": {"command": "npx", "args": ["-y", "@acme/brave-search-mcp"], "env": {"BRAVE_API_KEY": "{t}"}}}
tools list annotations ¦ a tools/list result whose description embeds an example call with a live key ¦ {h40} ¦ {"jsonrpc":"2.0","id":2,"result":{"tools":[{"name":"geocode","description":"Geocode an address. Example: geocode?q=Rua+Augusta&key={t}","inputSchema":{"type":"object","properties":{"q":{"type":"string"}}},"annotations":{"readOnlyHint":true}}]}}
sse keepalive ¦ an SSE stream capture where the endpoint event carries a session key ¦ {u40} ¦ event: endpoint\ndata: /messages?session_id=8e2b7d10c4f94a6e&auth={t}\n\n: keepalive\n\nevent: message\ndata: {"jsonrpc":"2.0","id":1,"result":{}}
kubectl mcp secret ¦ kubectl get of an MCP gateway's secret decoded by the agent ¦ {A44} ¦ $ kubectl -n mcp get secret gateway-upstreams -o jsonpath='{.data.GITHUB_MCP_PAT}' | base64 -d\n{t}
systemd mcp unit ¦ systemctl cat of an MCP server unit with an Environment line ¦ {A40} ¦ $ systemctl cat acme-mcp.service\n[Service]\nExecStart=/opt/acme-mcp/bin/server --transport streamable-http --port 8931\nEnvironment=ACME_MCP_UPSTREAM_KEY={t}\nRestart=on-failure
mcp inspector cli ¦ the Inspector's CLI mode calling a tool with a header flag ¦ {A40} ¦ $ npx @modelcontextprotocol/inspector --cli https://mcp.acme.io/mcp --transport http --header "X-Acme-Key: {t}" --method tools/list\nFailed to connect to MCP server: 403 Forbidden
npm config mcp ¦ npm config list run by an agent before installing an MCP server package ¦ {b48} ¦ $ npm config list\n; "user" config from /home/dev/.npmrc\n//npm.acme.io/:_authToken = "{t}"\nregistry = "https://npm.acme.io/"
"""


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    return [
        *v.table("agent", SCENARIOS),
        *v.table("agent", "\n".join(singles[:half]), raises="oserror"),
        *v.table("agent", "\n".join(singles[half:]), raises="group"),
    ]
