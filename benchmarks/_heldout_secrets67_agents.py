"""Held-out set 67: tool results of the coding agents themselves (Claude Code, Codex CLI,
Aider, Cline, OpenHands, Goose): file reads, edit diffs, shell runs, test output, todo lists,
MCP config files and session transcripts, as the agent's tools return them.

Six three-step scenarios (each step a case) and single results. The agents are set 67's
share, so their names were used by earlier sets; the shapes here were grepped for, by the
text that marks them, in every earlier ``benchmarks/*heldout*`` file, and those that matched
were written differently: ``cline_mcp_settings.json``, ``.clinerules``,
``~/.config/goose/config.yaml``, ``.goosehints`` and OpenHands microagents matched nothing;
``.mcp.json``, ``AGENTS.md``, ``CLAUDE.md``, ``.aider.conf.yml`` and ``TodoWrite`` matched
one to three files and appear here in other shapes (a transcript's tool-result block, a
rollout JSONL line, an Aider chat history, a Cline task's API request log, an OpenHands event
stream, a Goose session JSONL). Written as remembered, not copied, so padding may differ.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 claude code read env ¦ scenario 1 step 1: a Claude Code transcript, Read of a .env.local ¦ {A40} ¦ ⏺ Read(.env.local)\n  ⎿  Read 6 lines (ctrl+r to expand)\n     1  DATABASE_URL=postgres://app@127.0.0.1:5432/ledger\n     2  LEDGER_SYNC_TOKEN={t}\n     3  FEATURE_MULTI_ENTITY=true
s1 claude code bash test ¦ scenario 1 step 2: the same transcript, a Bash run of the test suite printing a fixture credential ¦ {p} ¦ ⏺ Bash(pytest tests/integration -x -q)\n  ⎿  F\n     FAILED tests/integration/test_sync.py::test_login - AssertionError: login rejected for user=sync-bot password={t}\n     1 failed in 2.41s
s1 claude code edit ¦ scenario 1 step 3: the same transcript, an Update diff hardcoding a key ¦ {h40} ¦ ⏺ Update(src/ledger/client.py)\n  ⎿  Updated src/ledger/client.py with 1 addition and 1 removal\n       12 -    token = os.environ["LEDGER_SYNC_TOKEN"]\n       12 +    token = "{t}"
s2 codex rollout exec ¦ scenario 2 step 1: a Codex CLI rollout JSONL line, an exec_command_end with stdout ¦ {A48} ¦ {"timestamp":"2026-12-07T05:21:02.114Z","type":"event_msg","payload":{"type":"exec_command_end","call_id":"call_8fQ2","stdout":"ERP_CLIENT_SECRET={t}\\nERP_TENANT=acme-eu\\n","exit_code":0}}
s2 codex apply patch ¦ scenario 2 step 2: the same rollout, an apply_patch adding a config ¦ {A32} ¦ *** Begin Patch\n*** Add File: config/erp.local.yaml\n+erp:\n+  tenant: acme-eu\n+  api_secret: {t}\n*** End Patch
s2 codex shell test ¦ scenario 2 step 3: the same rollout, a function_call_output of npm test ¦ {uuid} ¦ {"type":"function_call_output","call_id":"call_9aR1","output":"{\"output\":\"> erp-sync@1.4.0 test\\n> vitest run\\n\\n FAIL  test/auth.test.ts > refresh\\n   Expected refresh_token {t} to be revoked\\n\",\"metadata\":{\"exit_code\":1}}"}
s3 aider chat history ¦ scenario 3 step 1: an Aider .aider.chat.history.md, /run output ¦ {A40} ¦ #### /run env | grep -i tax\n> TAX_ENGINE_URL=https://tax.internal.example\n> TAX_ENGINE_API_KEY={t}\n> Add the output to the chat? (Y)es/(n)o [Yes]: y
s3 aider search replace ¦ scenario 3 step 2: the same Aider session, a SEARCH/REPLACE block ¦ {A36} ¦ invoicing/settings.py\n```python\n<<<<<<< SEARCH\nEINVOICE_KEY = os.getenv("EINVOICE_KEY")\n=======\nEINVOICE_KEY = os.getenv("EINVOICE_KEY", "{t}")\n>>>>>>> REPLACE\n```
s3 aider commit ¦ scenario 3 step 3: the same Aider session, its commit line and the lint run after it ¦ {h64} ¦ Commit 3f1c2ab fix: default einvoice key for local runs\n\n# Fix any errors below, if possible.\n\n## Running: ruff check invoicing/settings.py\n\ninvoicing/settings.py:14:1: S105 Possible hardcoded password assigned to: "WEBHOOK_SIGNING_SECRET" = "{t}"
s4 cline api request ¦ scenario 4 step 1: a Cline task's api_req_started entry, an environment_details block with an open file ¦ {A44} ¦ {"say":"api_req_started","text":"{\"request\":\"<task>fix the KYC webhook</task>\\n<environment_details>\\n# VSCode Visible Files\\nserver/.env\\n\\n# Current file contents\\nKYC_WEBHOOK_SECRET={t}\\n</environment_details>\"}"}
s4 cline command output ¦ scenario 4 step 2: the same Cline task, an execute_command result ¦ {A40} ¦ [execute_command for 'node scripts/verify-webhook.js'] Result:\nCommand executed.\nOutput:\ncomputed hmac with secret {t}\nsignature mismatch: expected 5d1e... got 9a0c...
s4 cline mcp settings ¦ scenario 4 step 3: the same Cline task, a read_file of cline_mcp_settings.json ¦ {A40} ¦ [read_file for 'cline_mcp_settings.json'] Result:\n{\n  "mcpServers": {\n    "custody-ledger": {\n      "command": "npx",\n      "args": ["-y", "@acme/custody-mcp"],\n      "env": { "CUSTODY_API_KEY": "{t}" },\n      "disabled": false\n    }\n  }\n}
s5 openhands cmd run ¦ scenario 5 step 1: an OpenHands event stream, a CmdRunAction and its observation ¦ {A40} ¦ {"id":41,"source":"agent","action":"run","args":{"command":"cat ~/.netrc","is_input":false}}\n{"id":42,"source":"environment","observation":"run","content":"machine git.internal.example login ci password {t}","extras":{"exit_code":0}}
s5 openhands config ¦ scenario 5 step 2: the same run, its config.toml read back by the agent ¦ {A48} ¦ [llm]\nmodel = "gpt-4o"\nbase_url = "http://127.0.0.1:4000"\napi_key = "{t}"\n\n[sandbox]\nruntime_container_image = "ghcr.io/all-hands-ai/runtime:0.62-nikolaik"
s5 openhands ipython ¦ scenario 5 step 3: the same run, an IPython cell observation ¦ {p} ¦ {"observation":"run_ipython","content":"In [3]: conn = psycopg.connect(host='127.0.0.1', user='erp', password='{t}')\nOperationalError: connection failed: FATAL:  password authentication failed for user \"erp\""}
s6 goose session ¦ scenario 6 step 1: a Goose session JSONL, a developer__shell tool response ¦ {A40} ¦ {"role":"user","content":[{"type":"toolResponse","id":"toolu_01X","toolResult":{"status":"success","value":[{"type":"text","text":"PROCUREMENT_API_TOKEN={t}\nPROCUREMENT_TENANT=acme"}]}}]}
s6 goose config ¦ scenario 6 step 2: the same session, ~/.config/goose/config.yaml read with a text_editor view ¦ {A48} ¦ GOOSE_PROVIDER: openai\nGOOSE_MODEL: gpt-4o\nOPENAI_HOST: http://127.0.0.1:4000\nextensions:\n  procurement:\n    type: stdio\n    cmd: procurement-mcp\n    envs:\n      PROCUREMENT_API_TOKEN: {t}
s6 goose todo ¦ scenario 6 step 3: the same session, a todo list the agent wrote with the token in it ¦ {A40} ¦ ## TODO\n- [x] find why PO sync 401s\n- [ ] rotate token {t} (leaked in logs)\n- [ ] add retry on 429
"""

SINGLES = r"""
claude code mcp json ¦ a Claude Code Read of a project .mcp.json with a header ¦ {A40} ¦ ⏺ Read(.mcp.json)\n  ⎿  {\n       "mcpServers": {\n         "erp": { "type": "http", "url": "http://127.0.0.1:8765/mcp", "headers": { "X-ERP-Key": "{t}" } }\n       }\n     }
claude code todos ¦ a Claude Code todo list update echoing a password ¦ {p} ¦ ⏺ Update Todos\n  ⎿  ☒ Reproduce failing login\n     ☐ Reset staging admin (temp password {t})\n     ☐ Remove debug print
claude code grep ¦ a Claude Code Search(pattern) result with a matched line ¦ {A44} ¦ ⏺ Search(pattern: "client_secret", path: "deploy")\n  ⎿  Found 1 file\n     deploy/helm/values-prod.yaml:22:    client_secret: {t}
claude code settings ¦ a Claude Code read of .claude/settings.local.json with an env block ¦ {A40} ¦ {\n  "permissions": { "allow": ["Bash(npm run test:*)"] },\n  "env": { "KYC_PROVIDER_TOKEN": "{t}" }\n}
codex config toml ¦ a Codex CLI ~/.codex/config.toml with an MCP server env ¦ {A40} ¦ model = "o4-mini"\n\n[mcp_servers.ledger]\ncommand = "ledger-mcp"\nargs = ["--stdio"]\nenv = { "LEDGER_TOKEN" = "{t}" }
codex exec stderr ¦ a Codex CLI exec result, stderr of a failed git push ¦ {A40} ¦ exec bash -lc 'git push origin fix/vat-rounding' in /home/dev/erp\nremote: Invalid username or token. Password authentication is not supported.\nfatal: Authentication failed for 'https://ci:{t}@git.internal.example/erp.git/'
aider conf yml ¦ an Aider .aider.conf.yml read by the agent ¦ {A48} ¦ model: openai/gpt-4o\nopenai-api-base: http://127.0.0.1:4000/v1\nopenai-api-key: {t}\nauto-commits: false
aider test output ¦ Aider's /test output added to the chat ¦ {A32} ¦ #### /test\n> pytest -q tests/test_custody.py\n> E   custody.errors.Unauthorized: signing key {t} is not registered for vault 7\n> 1 failed, 14 passed in 3.02s
cline clinerules ¦ a Cline read of .clinerules that carries a key ¦ {A40} ¦ # .clinerules\n- Use pnpm, never npm.\n- For the staging BNPL sandbox use key {t} (do not commit).\n- Run `pnpm test` before finishing.
cline diff ¦ a Cline replace_in_file diff ¦ {A36} ¦ [replace_in_file for 'src/bnpl/config.ts'] Result:\n-export const BNPL_SECRET = process.env.BNPL_SECRET!;\n+export const BNPL_SECRET = process.env.BNPL_SECRET ?? '{t}';
openhands browse ¦ an OpenHands BrowseURL observation of a page printing a key ¦ {A40} ¦ {"observation":"browse","url":"http://127.0.0.1:8080/admin/keys","content":"API keys\nName: tax-engine  Created: 2026-11-30  Key: {t}  [Revoke]"}
openhands microagent ¦ an OpenHands repository microagent file read ¦ {A40} ¦ ---\nname: erp-helper\ntrigger_type: keyword\ntriggers: [erp]\n---\nWhen calling the ERP sandbox, send header X-Api-Key: {t}.
goose hints ¦ a Goose .goosehints file read ¦ {A40} ¦ This repo deploys the invoicing service.\nThe staging e-invoice gateway token is {t}; prod lives in 1Pass.\nAlways run make lint.
goose shell git diff ¦ a Goose developer__shell result of git diff ¦ {A44} ¦ diff --git a/k8s/custody/secret.yaml b/k8s/custody/secret.yaml\n@@ -4,3 +4,3 @@ stringData:\n-  SIGNER_API_SECRET: ""\n+  SIGNER_API_SECRET: "{t}"
rg kyc ¦ rg over a repo finding a KYC key in a fixture ¦ {A40} ¦ $ rg -n "api_key" tests/fixtures\ntests/fixtures/kyc_provider.json\n7:  "api_key": "{t}",
grep erp ¦ grep -rn over an ERP export script ¦ {p} ¦ $ grep -rn "PASS" scripts/\nscripts/erp_export.sh:9:ERP_PASS='{t}'
git log patch ¦ git log -p showing a removed credential ¦ {A40} ¦ commit 9e1f0c7d2a4b6e8f0a1c3e5b7d9f1a3c5e7b9d1f\n    remove hardcoded procurement key\n\n-PROCUREMENT_KEY = "{t}"\n+PROCUREMENT_KEY = os.environ["PROCUREMENT_KEY"]
http mint custody ¦ an HTTP response minting a custody API session token ¦ {A64} ¦ HTTP/1.1 201 Created\nContent-Type: application/json\n\n{"session_token":"{t}","expires_in":900,"vault_id":"v-77"}
http mint kyc sdk ¦ an HTTP response minting a KYC SDK token ¦ {u120} ¦ {"sdk_token":"{t}","applicant_id":"b2e1f0a9-3c4d-4e5f-8a9b-0c1d2e3f4a5b"}
http mint bnpl checkout ¦ an HTTP response minting a BNPL checkout session with its secret ¦ cs_sec_{A48} ¦ {"checkout_id":"chk_01HV2Z","client_secret":"{t}","redirect_url":"https://pay.example/chk_01HV2Z"}
ledgersmb conf ¦ a LedgerSMB ledgersmb.conf read ¦ {p} ¦ [database]\nhost = 127.0.0.1\nport = 5432\ndefault_db = acme_books\ncontrib_dir = /usr/share/postgresql/contrib\nuser = lsmb_dbadmin\npassword = {t}
firefly iii env ¦ a Firefly III .env read ¦ {A32} ¦ APP_KEY=base64:{t}\nDB_CONNECTION=pgsql\nDB_HOST=127.0.0.1
erpnext site config ¦ an ERPNext site_config.json read ¦ {A16} ¦ {\n "db_name": "_1f8a2c9d0e",\n "db_password": "{t}",\n "db_type": "mariadb"\n}
akaunting env ¦ an Akaunting .env with a mail password ¦ {p} ¦ MAIL_MAILER=smtp\nMAIL_HOST=127.0.0.1\nMAIL_USERNAME=books@example.org\nMAIL_PASSWORD={t}
invoiceninja env ¦ an Invoice Ninja .env with an API secret ¦ {A32} ¦ API_SECRET={t}\nNINJA_ENVIRONMENT=selfhost
btcpay settings ¦ a BTCPay Server settings.config with a DB password ¦ {p} ¦ network=mainnet\npostgres=User ID=btcpay;Password={t};Host=127.0.0.1;Port=5432;Database=btcpayservermainnet
bitcoin conf ¦ a bitcoin.conf read for a custody node ¦ {A32} ¦ server=1\nrpcbind=127.0.0.1\nrpcuser=custody\nrpcpassword={t}
lnd macaroon hex ¦ an lncli output printing an admin macaroon as hex ¦ {h108} ¦ $ lncli bakemacaroon --save_to=/dev/stdout info:read offchain:write\n0201036c6e6402f801030a10{t}
claude code notebook ¦ a Claude Code NotebookRead of a cell output printing a key ¦ {A40} ¦ ⏺ NotebookRead(notebooks/reconcile.ipynb)\n  ⎿  Cell 3 output:\n     Connected to ERP sandbox with key {t}\n     1,204 open invoices
codex sandbox denied ¦ a Codex CLI exec that printed a secret before the sandbox denied the network ¦ {A44} ¦ exec bash -lc 'echo $TAXCLOUD_API_KEY && curl -s https://api.taxcloud.net/1.0/ping' in /home/dev/tax\n{t}\ncurl: (6) Could not resolve host: api.taxcloud.net\nsandbox: network access denied
aider lint fix ¦ an Aider /lint run quoting a line with a custody secret ¦ {h64} ¦ #### /lint\n> custody/signer.py:8:1: S105 Possible hardcoded password assigned to: "SIGNER_SECRET"\n> SIGNER_SECRET = "{t}"\n> Fix lint errors in custody/signer.py? (Y)es/(N)o [Yes]:
openhands file read ¦ an OpenHands FileReadObservation of a YAML with a BNPL key ¦ {A40} ¦ {"observation":"read","path":"/workspace/deploy/bnpl.yaml","content":"provider: postpay\nmerchant_id: id_7hH2x\nsecret_key: {t}\n"}
"""


def agent_cases(v: Values) -> list[Case]:
    out = v.table("agent", SCENARIOS) + v.table("agent", SINGLES)
    ways = ("runtime", "note", "cause", "args", "context", "group", "keyerror", "oserror")
    return [
        Case(c.kind, c.source, c.text, c.secret, raises=ways[i % len(ways)])
        for i, c in enumerate(out)
    ]
