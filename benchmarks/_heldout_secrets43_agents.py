"""Held-out set 43: coding-agent tool results, as an agent's tools return them.

Six three-step scenarios (each step a case) and single results, in tool shapes, tools and
files that were grepped for in every earlier ``_heldout_secrets*``, ``_heldout_families*``,
``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none
matched; Goose, ``developer__shell``, Gemini CLI, ``run_shell_command``, Cursor, Devin,
Cody, Windsurf, Tabnine, Augment, Jules, Copilot, Plandex, Warp, Trae, Kiro, Junie, Refact,
Tabby, Codex, Bito, Sourcegraph, Zencoder, Replit Agent, Blackbox, Kilo Code, Pieces, Amazon
Q, gptme, Shell-GPT, Fabric, Agent Zero, AutoDev, Browser Use, Skyvern, Composio, E2B,
Daytona, LangGraph, iFlow, CodeBuddy, Lingma, MarsCode and about 190 self-hosted apps' names
did and were dropped). The layouts are the ones this set's share names: ANSI colour codes,
box-drawing and tab tables, truncated outputs, CRLF line ends and progress bars (``\\x1b[``,
``╭``, ``│``, ``truncated`` and ``\\r\\n`` each appear in earlier files, so the tools and
files carrying them here are what is fresh). Tool shapes, written as each tool prints its
result (remembered, not copied, so glyphs and padding may differ): RA.Aid's shell tool in a
rich panel with ANSI colours, Grok CLI's bash tool on Windows with CRLF line ends,
AnythingLLM's ``@agent`` tool output truncated, Open WebUI's tool-call details with a tab
table, Cherry Studio's MCP tool result under a progress bar and PraisonAI's rich table;
single results in ai-shell, Same.dev, Tusk, Fine.dev, Conductor, LobeChat, 5ire, Msty,
TypingMind, Chatbox, CodeWhisperer's terminal and Claude Desktop. Files no earlier set read:
Bluesky PDS's, Snac's, Polaris', Snapcast's, LibreTime's, cross-seed's, ArchiveBox's,
Omnivore's, OpenReplay's, Chaskiq's, Papercups', Tiledesk's, HeyForm's, OhMyForm's,
Stirling-PDF's, Anytype's, Krayin's, Agent DVR's, NanoMQ's and TeslaMate's.
"""

from __future__ import annotations

from dataclasses import replace

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

# ``⎋`` is written for ESC, ``\\t`` for a tab and ``␍`` for a carriage return: ESC and tab
# are replaced before the table is read, the carriage return after (a table line would split
# at it), so the texts hold the real control characters.
SCENARIOS = r"""
s1 raaid pds jwt ¦ scenario 1 step 1: RA.Aid's shell tool in a rich panel with ANSI colours, Bluesky PDS's pds.env ¦ {h64} ¦ ⎋[1;34m╭─ 🐚 Shell ──────────────────────────────╮⎋[0m\n⎋[1;34m│⎋[0m $ grep PDS_JWT_SECRET /pds/pds.env          ⎋[1;34m│⎋[0m\n⎋[1;34m│⎋[0m ⎋[32mPDS_JWT_SECRET={t}⎋[0m ⎋[1;34m│⎋[0m\n⎋[1;34m╰──────────────────────────────────────────╯⎋[0m
s1 raaid pds admin ¦ scenario 1 step 2: RA.Aid's shell tool (ANSI colours), Bluesky PDS's admin password ¦ {A32} ¦ ⎋[1;34m╭─ 🐚 Shell ─╮⎋[0m\n$ grep ADMIN /pds/pds.env\n⎋[33mPDS_ADMIN_PASSWORD⎋[0m=⎋[32m{t}⎋[0m\n⎋[2m(exit 0)⎋[0m
s1 raaid pds rotation ¦ scenario 1 step 3: RA.Aid's shell tool (ANSI colours), Bluesky PDS's PLC rotation key ¦ {h64} ¦ ⎋[1;34m│⎋[0m $ grep ROTATION /pds/pds.env\n⎋[1;34m│⎋[0m PDS_PLC_ROTATION_KEY_K256_PRIVATE_KEY_HEX=⎋[1m{t}⎋[22m
s2 grok snac ¦ scenario 2 step 1: Grok CLI's bash tool on Windows (CRLF line ends), Snac's server.json ¦ {h40} ¦ ⏺ Bash(type C:\\snac\\server.json)␍\n  ⎿ {␍\n      "host": "social.acme.io",␍\n      "admin_token": "{t}",␍\n      "port": 8001␍\n    }␍
s2 grok polaris ¦ scenario 2 step 2: Grok CLI's bash tool (CRLF), Polaris' polaris.toml ¦ {p} ¦ ⏺ Bash(type C:\\polaris\\polaris.toml)␍\n  ⎿ [[users]]␍\n    name = "admin"␍\n    initial_password = "{t}"␍\n    admin = true␍
s2 grok snapcast ¦ scenario 2 step 3: Grok CLI's bash tool (CRLF), Snapcast's snapserver.conf ¦ {A24} ¦ ⏺ Bash(findstr /n password C:\\snapcast\\snapserver.conf)␍\n  ⎿ 41:source = spotify:///librespot?name=Kitchen&username=home@acme.io&password={t}␍
s3 anythingllm libretime ¦ scenario 3 step 1: AnythingLLM's @agent tool output, truncated, LibreTime's config.yml ¦ {A40} ¦ @agent: I ran `cat /etc/libretime/config.yml`:\ngeneral:\n  public_url: https://radio.acme.io\n  api_key: {t}\n  secret_key: ... [truncated 1432 chars]
s3 anythingllm crossseed ¦ scenario 3 step 2: AnythingLLM's @agent tool output, truncated, cross-seed's config.js ¦ {h32} ¦ @agent: Tool `read-file` returned (truncated):\nmodule.exports = {\n\ttorznab: ["http://prowl:9696/1/api?apikey={t}"],\n\tsonarr: [... [truncated 2210 chars]
s3 anythingllm archivebox ¦ scenario 3 step 3: AnythingLLM's @agent tool output, truncated, ArchiveBox's ArchiveBox.conf ¦ {p} ¦ @agent: Tool `run-command` returned: [SERVER_CONFIG]\nSECRET_KEY = ... [truncated 64 chars]\nADMIN_PASSWORD = {t}\n[ARCHIVE_METHOD_TOGGLES] ... [truncated 880 chars]
s4 openwebui omnivore ¦ scenario 4 step 1: an Open WebUI tool call result with a tab table, Omnivore's .env ¦ {A48} ¦ <details type="tool_calls" done="true" name="run_shell">\n<summary>Tool Executed</summary>\nNAME\tVALUE\nPG_USER\tomnivore\nJWT_SECRET\t{t}\nIMAGE_PROXY_URL\thttp://imageproxy:8080\n</details>
s4 openwebui openreplay ¦ scenario 4 step 2: an Open WebUI tool call result (tab table), OpenReplay's vars.yaml ¦ {A32} ¦ <details type="tool_calls" done="true" name="grep_file">\nfile\tline\tmatch\nvars.yaml\t12\tpostgresqlPassword: "{t}"\n</details>
s4 openwebui chaskiq ¦ scenario 4 step 3: an Open WebUI tool call result (tab table), Chaskiq's .env ¦ {h64} ¦ <details type="tool_calls" done="true" name="run_shell">\nKEY\tVALUE\nSECRET_KEY_BASE\t{t}\nHOST\thttps://chat.acme.io\n</details>
s5 cherry papercups ¦ scenario 5 step 1: a Cherry Studio MCP tool result under a progress bar, Papercups' .env ¦ {A64} ¦ 🔧 MCP · filesystem.read_file  ━━━━━━━━━━━━━━━━━━━━ 100% 0:00:01\nDATABASE_URL=ecto://papercups@db/papercups\nSECRET_KEY_BASE={t}
s5 cherry tiledesk ¦ scenario 5 step 2: a Cherry Studio MCP tool result after an npm progress bar, Tiledesk's .env ¦ {A32} ¦ 🔧 MCP · shell.exec\n[##################--] 90% reify:tiledesk-server: timing reifyNode\nGLOBAL_SECRET={t}\nMONGODB_URI=mongodb://mongo/tiledesk
s5 cherry heyform ¦ scenario 5 step 3: a Cherry Studio MCP tool result under a pip progress bar, HeyForm's .env ¦ {A40} ¦ 🔧 MCP · shell.exec\n   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 2.1/2.1 MB 11.3 MB/s eta 0:00:00\nSESSION_KEY={t}\nFORM_ENCRYPTION_KEY=see-vault
s6 praison ohmyform ¦ scenario 6 step 1: a PraisonAI agent's rich table, OhMyForm's environment ¦ {p} ¦ ┏━━━━━━━━━━━━━━━━━━━┳━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓\n┃ Variable          ┃ Value                          ┃\n┡━━━━━━━━━━━━━━━━━━━╇━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┩\n│ ADMIN_EMAIL       │ forms@acme.io                  │\n│ ADMIN_PASSWORD    │ {t}                   │\n└───────────────────┴────────────────────────────────┘
s6 praison stirling ¦ scenario 6 step 2: a PraisonAI agent's rich table, Stirling-PDF's settings.yml ¦ {uuid} ¦ ┏━━━━━━━━━━━━━━━━━━━━━┳━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓\n┃ Key                 ┃ Value                                ┃\n┡━━━━━━━━━━━━━━━━━━━━━╇━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┩\n│ security.customGlobalAPIKey │ {t} │\n└─────────────────────┴──────────────────────────────────────┘
s6 praison anytype ¦ scenario 6 step 3: a PraisonAI agent's rich table, Anytype's account recovery phrase ¦ {a5} {a6} {a7} {a5} {a6} {a8} ¦ │ anytype/account.txt │ recovery phrase │ {t} │
"""

SINGLES = r"""
aishell krayin ¦ ai-shell's run prompt (ANSI colours), Krayin CRM's .env ¦ {p} ¦ ⎋[36m◆⎋[39m  Your script:\n   grep DB_PASSWORD krayin/.env\n⎋[32m◇⎋[39m  Running:\nDB_PASSWORD={t}
samedev agentdvr ¦ a Same.dev terminal panel, Agent DVR's config ¦ {A20} ¦ ~/workspace $ grep -o 'Password="[^"]*"' agentdvr/Media/XML/config.xml\nPassword="{t}"
tusk nanomq ¦ a Tusk test run log quoting NanoMQ's nanomq.conf ¦ {A24} ¦ ● tusk › integration › mqtt auth\n  nanomq.conf:22  password = "{t}"\n  ✕ connect rejected (rc=5)
finedev teslamate ¦ a Fine.dev PR comment quoting TeslaMate's docker-compose.yml ¦ {A32} ¦ Fine: `docker-compose.yml` sets `ENCRYPTION_KEY={t}` in plain text; move it to a secret.
conductor pds ¦ a Conductor workspace's run log (ANSI), a PDS invite code minted ¦ {l5}-{l5} ¦ ⎋[90m[ws:oslo]⎋[0m $ goat pds admin create-invites --count 1\nbsky-acme-io-{t}
lobechat pds mint ¦ a LobeChat plugin result minting a PDS app password ¦ {l4}-{l4}-{l4}-{l4} ¦ 🧩 bsky-tools › createAppPassword → {"name":"ci","password":"{t}","createdAt":"2026-12-06T15:14:02Z"}
"""

EXTRA = r"""
5ire omnivore diff ¦ a 5ire tool result: git diff of Omnivore's .env.example with a real secret ¦ {A40} ¦ $ git diff HEAD~1 -- .env.example\n-JWT_SECRET=\n+JWT_SECRET={t}
msty rg tiledesk ¦ a Msty tool result: ripgrep over Tiledesk's config (ANSI colours kept) ¦ {A36} ¦ $ rg -n GLOBAL_SECRET_OR_PUB_KEY tiledesk/\n⎋[35mtiledesk/.env⎋[0m:⎋[32m7⎋[0m:GLOBAL_SECRET_OR_PUB_KEY=⎋[1;31m{t}⎋[0m
typingmind ag snapcast ¦ a TypingMind plugin result: ag over Snapcast's config ¦ {A28} ¦ $ ag 'password=' snapcast/\nsnapcast/snapserver.conf\n44:source = airplay:///shairport-sync?name=Patio&password={t}
chatbox grep krayin ¦ a Chatbox tool result: grep -C1 over Krayin's .env ¦ {A32} ¦ $ grep -C1 MAIL_PASSWORD krayin/.env\n21-MAIL_USERNAME=crm@acme.io\n22:MAIL_PASSWORD={t}\n23-MAIL_ENCRYPTION=tls
codewhisperer teslamate psql ¦ CodeWhisperer's terminal completion run: TeslaMate's database password in a psql line ¦ {p} ¦ $ PGPASSWORD='{t}' psql -h 127.0.0.1 -U teslamate teslamate -c '\\dt'\npsql: error: FATAL:  password authentication failed for user "teslamate"
claudedesktop openreplay mint ¦ a Claude Desktop MCP HTTP tool response minting an OpenReplay project key ¦ {A20} ¦ HTTP 200 POST /api/v1/projects\n{"data":{"projectId":7,"name":"web","projectKey":"{t}"}}
claudedesktop archivebox mint ¦ a Claude Desktop MCP HTTP tool response minting an ArchiveBox API token ¦ {h32} ¦ HTTP 200 POST /api/v1/auth/get_api_token\n{"user_id":"1","token":"{t}","expires":"2027-01-05T15:14:40Z"}
supercoder tiledesk mint ¦ a SuperCoder run log: an HTTP tool minting a Tiledesk project token ¦ JWT {A36}.{A80}.{u43} ¦ HTTP 200 POST /auth/signin\n{"success":true,"token":"{t}","user":{"email":"bot@acme.io"}}
"""

# More single results in the same shapes and files (each a tool no earlier set used, on a
# file no earlier set read).
MORE = r"""
bluesky pds cat ¦ a Same.dev file read of Bluesky PDS's pds.env (invite and email settings) ¦ {A40} ¦ ~/workspace $ cat /pds/pds.env | head -4\nPDS_HOSTNAME=pds.acme.io\nPDS_EMAIL_SMTP_URL=smtps://pds%40acme.io:{t}@smtp.acme.io:465/\nPDS_INVITE_REQUIRED=true
libretime yaml read ¦ a Cherry Studio MCP read of LibreTime's config.yml (rabbitmq block) ¦ {A32} ¦ 🔧 MCP · filesystem.read_file\nrabbitmq:\n  host: rabbitmq\n  user: libretime\n  password: {t}\n  vhost: /libretime
chaskiq grep crlf ¦ Grok CLI's grep over Chaskiq's .env on Windows (CRLF) ¦ {A48} ¦ ⏺ Search(pattern: "SMTP", path: "chaskiq\\.env")␍\n  ⎿ SMTP_USERNAME=apikey␍\n    SMTP_PASSWORD={t}␍
polaris diff ¦ a Msty tool result: diff of Polaris' polaris.toml with the admin password changed ¦ {p} ¦ $ diff -u polaris.toml.bak polaris.toml\n@@ -3,3 +3,3 @@\n [[users]]\n name = "admin"\n-initial_password = "changeme"\n+initial_password = "{t}"
agentdvr rg ansi ¦ a RA.Aid ripgrep over Agent DVR's XML config (ANSI colours kept) ¦ {A24} ¦ ⎋[35magentdvr/Media/XML/objects.xml⎋[0m\n⎋[32m88⎋[0m:    <settings login="admin" password="⎋[1;31m{t}⎋[0m" />
nanomq truncated ¦ an AnythingLLM read of NanoMQ's nanomq.conf, truncated ¦ {A28} ¦ @agent: Tool `read-file` returned (truncated):\nauth {\n  allow_anonymous = false\n  password = {include "/etc/nanomq_pwd.conf"}\n}\n# /etc/nanomq_pwd.conf\nsensor01: {t}\n... [truncated 612 chars]
teslamate tab ¦ an Open WebUI tool call result: docker inspect of TeslaMate's env as a tab table ¦ {p} ¦ <details type="tool_calls" done="true" name="docker_env">\nVAR\tVALUE\nDATABASE_USER\tteslamate\nDATABASE_PASS\t{t}\nMQTT_HOST\tmosquitto\n</details>
heyform progress ¦ a Cherry Studio MCP shell result: a docker pull progress bar, then HeyForm's env ¦ {h64} ¦ 🔧 MCP · shell.exec\n7f3a2c1e: Downloading [=====================>       ]  41.2MB/56.8MB\nAPP_SECRET_KEY={t}
ohmyform box ¦ a PraisonAI rich table of OhMyForm's SMTP settings ¦ {A20} ¦ ┏━━━━━━━━━━━━━━━┳━━━━━━━━━━━━━━━━━━━━━━━━┓\n┃ Setting       ┃ Value                  ┃\n┡━━━━━━━━━━━━━━━╇━━━━━━━━━━━━━━━━━━━━━━━━┩\n│ MAILER_URI    │ smtp://forms:{t}@mail.acme.io:587 │\n└───────────────┴────────────────────────┘
omnivore mint ¦ a LobeChat plugin HTTP response minting an Omnivore API key ¦ {uuid} ¦ 🧩 omnivore › generateApiKey → {"data":{"generateApiKey":{"apiKey":{"key":"{t}","name":"reader","expiresAt":"2027-12-06"}}}}
krayin mint ¦ a 5ire HTTP tool response minting a Krayin CRM API token ¦ {d2}|{A40} ¦ HTTP 200 POST /api/v1/login\n{"message":"Logged in successfully.","token":"{t}"}
stirling mint ¦ a TypingMind HTTP tool response minting a Stirling-PDF API key ¦ {uuid} ¦ HTTP 200 POST /api/v1/user/get-api-key\n"{t}"
snapcast ag crlf ¦ a Chatbox ag over Snapcast's config on Windows (CRLF) ¦ {A26} ¦ $ ag "token=" snapcast␍\nsnapcast\\snapserver.conf␍\n52:source = spotify:///librespot?name=Den&access_token={t}␍
archivebox grep context ¦ an ai-shell grep -C1 over ArchiveBox's config with ANSI colours ¦ {h32} ¦ ⎋[36m◆⎋[39m  Running: grep -C1 SECRET_KEY archivebox/ArchiveBox.conf\n[SERVER_CONFIG]\n⎋[1;31mSECRET_KEY⎋[0m = {t}\nPUBLIC_INDEX = False
papercups gitshow ¦ a Conductor run log: git show of a commit adding Papercups' Postmark token ¦ {uuid} ¦ ⎋[90m[ws:lima]⎋[0m $ git show --stat -p HEAD -- .env\n+POSTMARK_API_KEY={t}\n+FROM_ADDRESS=chat@acme.io
snac json crlf ¦ Grok CLI's read of Snac's user.json on Windows (CRLF) ¦ {h40} ¦ ⏺ Read(C:\\snac\\user\\admin\\user.json)␍\n  ⎿ {"uid": "admin", "passwd": "{t}", "name": "Admin"}␍
openreplay helm ¦ an Open WebUI tool call: helm get values for OpenReplay as a tab table ¦ {A32} ¦ <details type="tool_calls" done="true" name="helm_values">\nkey\tvalue\nglobal.jwtSecret\t{t}\nglobal.domainName\treplay.acme.io\n</details>
crossseed box ¦ a PraisonAI rich table of cross-seed's torrent clients ¦ {A24} ¦ │ client        │ url                                         │\n│ qbittorrent   │ http://admin:{t}@qbit:8080                  │\n└───────────────┴─────────────────────────────────────────────┘
tiledesk ansi env ¦ a RA.Aid shell panel printing Tiledesk's email password (ANSI colours) ¦ {p} ¦ ⎋[1;34m│⎋[0m $ printenv | grep EMAIL_PASSWORD\n⎋[1;34m│⎋[0m ⎋[32mEMAIL_PASSWORD={t}⎋[0m
anytype truncated ¦ an AnythingLLM read of Anytype's self-hosted any-sync config, truncated ¦ {b44} ¦ @agent: Tool `read-file` returned (truncated):\naccount:\n  peerId: 12D3KooWQx8r\n  peerKey: {t}\n  signingKey: ... [truncated 88 chars]
krayin progress ¦ a Cherry Studio MCP shell result under a composer progress bar, Krayin's APP_KEY ¦ base64:{b44} ¦ 🔧 MCP · shell.exec\n  - Installing laravel/framework (v10.48.4): Extracting archive\n 98/98 [============================] 100%\nAPP_KEY={t}
tiledesk jwt progress ¦ a Tusk run under a progress bar quoting Tiledesk's JWT secret ¦ {A40} ¦ ⠋ running 14 tests ━━━━━━━━━━━━━━━━━━━━━━ 64%\n● tiledesk › auth › jwt\n  config/.env:9  JWT_SECRET={t}\n  ✕ expected 401, got 200
"""


def _read(rows: str) -> str:
    return rows.replace("⎋", "\x1b").replace("\\t", "\t")


def _crlf(cases: list[Case]) -> list[Case]:
    return [replace(case, text=case.text.replace("␍", "\r")) for case in cases]


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    return _crlf(
        [
            *v.table("agent", _read(SCENARIOS)),
            *v.table("agent", _read("\n".join(singles[:half])), raises="keyerror"),
            *v.table("agent", _read("\n".join(singles[half:])), raises="group"),
            *v.table("agent", _read(EXTRA.strip()), raises="args"),
            *v.table("agent", _read(MORE.strip()), raises="process"),
        ]
    )
