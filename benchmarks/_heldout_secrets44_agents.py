"""Held-out set 44: coding-agent tool results, as an agent's tools return them.

Six three-step scenarios (each step a case) and single results, in tool shapes and files
that were grepped for in every earlier ``_heldout_secrets*``, ``_heldout_families*``,
``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none
matched; ``structuredContent``, ``isError``, ``"resource"``, ``jsonrpc``, ``_meta``,
``scratchpad``, ``todo_write``, ``notes.md``, ``<stdout>``, Tiny Tiny RSS, Wallabag, Umami,
Tautulli, Zammad, Uptime Kuma, Vaultwarden, Wiki.js, Zitadel, Traefik, Snipe-IT and about
forty other self-hosted apps did and were dropped). Tool shapes, written as each tool
prints its result (remembered, not copied, so field order may differ): MCP
``resources/read`` results, MCP ``elicitation/create`` answers, MCP
``notifications/progress`` messages with a ``progressToken``, MCP ``resource_link`` content
blocks and ``prompts/get`` messages, Cline's memory bank (``activeContext.md``,
``progress.md``, ``techContext.md``), ``TodoWrite`` todo lists, ``plan.md`` and
``tasks.md`` scratchpads, ``MEMORY.md``/``AGENTS.md``/``GEMINI.md`` memory files, XML tool
output (``<tool_result>``, ``<function_results>``, ``<observation>``) and YAML and TOML tool
output (``tool_output:``, ``[tool_output]``). Files no earlier set read: Wallos',
Watchtower's, Zoraxy's, Whisparr's, Trudesk's, Xandikos', TeslaMate's, The Lounge's,
Tvheadend's, Speedtest Tracker's, Tianji's, Twake's, UpSnap's, Varken's, Warracker's,
Wastebin's, Webtrees', YTPTube's, Z-Wave JS UI's, Zurg's, TasmoAdmin's, Termix's,
Tracearr's, Tunarr's, Warpgate's, WatchYourLAN's, Your Spotify's, Zerobyte's, zrepl's,
Tiny File Manager's, Runtipi's, Tiledesk's, TimeTagger's, Teleirc's, Suwayomi's, Tellico's,
Tileserver GL's, WatchState's, Zenko's, Viseron's, xTeVe's, Threadfin's, YTDL-Material's,
Webmin's, Writebook's, xBrowserSync's, YaCy's, Typemill's, Unraid's, Wolweb's and Zenbot's.
More shapes, grepped the same way: MCP ``sampling/createMessage`` requests,
``notifications/message`` logs, ``completion/complete`` and ``resources/list`` results,
Cline's ``systemPatterns.md`` and ``productContext.md``, Roo Code's ``update_todo_list``,
``CLAUDE.md``, Cursor ``.mdc`` rules, ``.kiro/steering`` files,
``copilot-instructions.md``, ``.junie/guidelines.md``, ``scratchpad.md``, Claude Code's
``<bash-stdout>`` and ``<local-command-stdout>``, ``<command-output>`` and Codex's
``config.toml``.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 mcp read wallos ¦ scenario 1 step 1: an MCP resources/read result, Wallos' .env ¦ {p} ¦ {"jsonrpc":"2.0","id":7,"result":{"contents":[{"uri":"file:///srv/wallos/.env","mimeType":"text/plain","text":"TZ=Europe/Berlin\\nWALLOS_ADMIN_PASSWORD={t}\\n"}]}}
s1 mcp read watchtower ¦ scenario 1 step 2: an MCP resources/read result, Watchtower's compose file ¦ {A40} ¦ {"jsonrpc":"2.0","id":8,"result":{"contents":[{"uri":"file:///srv/watchtower/compose.yml","mimeType":"application/yaml","text":"environment:\\n  - WATCHTOWER_HTTP_API_TOKEN={t}\\n  - WATCHTOWER_POLL_INTERVAL=3600"}]}}
s1 mcp read zoraxy ¦ scenario 1 step 3: an MCP resources/read result, Zoraxy's conf ¦ {h64} ¦ {"jsonrpc":"2.0","id":9,"result":{"contents":[{"uri":"file:///srv/zoraxy/conf/sys.db.json","mimeType":"application/json","text":"{\"auth\":{\"session_key\":\"{t}\"}}"}]}}
s2 elicit whisparr ¦ scenario 2 step 1: an MCP elicitation/create answer, Whisparr's API key typed in ¦ {h32} ¦ {"jsonrpc":"2.0","id":12,"result":{"action":"accept","content":{"service":"whisparr","apiKey":"{t}"}}}
s2 elicit trudesk ¦ scenario 2 step 2: an MCP elicitation/create answer, Trudesk's admin password ¦ {p} ¦ {"jsonrpc":"2.0","id":13,"result":{"action":"accept","content":{"username":"admin","password":"{t}","remember":false}}}
s2 elicit xandikos ¦ scenario 2 step 3: an MCP elicitation/create answer, a Xandikos CalDAV password ¦ {p} ¦ {"jsonrpc":"2.0","id":14,"result":{"action":"accept","content":{"url":"https://dav.acme.io/user/calendars/","user":"jo","password":"{t}"}}}
s3 progress teslamate ¦ scenario 3 step 1: an MCP notifications/progress message, TeslaMate's encryption key ¦ {A48} ¦ {"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"deploy-41","progress":2,"total":5,"message":"wrote ENCRYPTION_KEY={t} to teslamate/.env"}}
s3 progress thelounge ¦ scenario 3 step 2: an MCP notifications/progress message, The Lounge's user file ¦ {p} ¦ {"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"deploy-41","progress":3,"total":5,"message":"thelounge add jo --password '{t}' done"}}
s3 progress tvheadend ¦ scenario 3 step 3: an MCP notifications/progress message, a Tvheadend streaming URL ¦ {h32} ¦ {"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"deploy-41","progress":4,"total":5,"message":"playlist at http://tv.acme.lan:9981/playlist/auth/channels?auth={t}"}}
s4 memory speedtest ¦ scenario 4 step 1: Cline's memory-bank/activeContext.md, Speedtest Tracker's APP_KEY ¦ base64:{b44} ¦ # Active Context\n\n## Current work\n- Moving Speedtest Tracker to the NAS; kept APP_KEY={t} so the DB decrypts\n- Next: cron for 04:00 runs
s4 memory tianji ¦ scenario 4 step 2: Cline's memory-bank/progress.md, Tianji's JWT secret ¦ {A64} ¦ # Progress\n\n## Done\n- Tianji up behind Caddy\n- JWT_SECRET set to {t} (same as staging, change later)\n\n## Left\n- backups
s4 memory twake ¦ scenario 4 step 3: Cline's memory-bank/techContext.md, Twake's DB password ¦ {p} ¦ # Tech Context\n\n- Twake Workplace on docker compose\n- Mongo: twake / {t} @ mongo:27017\n- Node 20, pnpm
s5 xml upsnap ¦ scenario 5 step 1: an XML tool result, UpSnap's environment ¦ {p} ¦ <tool_result tool="bash" exit_code="0">\n<stdout>UPSNAP_ADMIN_EMAIL=ops@acme.io\nUPSNAP_ADMIN_PASSWORD={t}</stdout>\n<stderr></stderr>\n</tool_result>
s5 xml varken ¦ scenario 5 step 2: a <function_results> block, Varken's varken.ini ¦ {h32} ¦ <function_results>\n<result>\n<name>read_file</name>\n<output>[tautulli-1]\nurl = tautulli.acme.lan:8181\napikey = {t}\nssl = false</output>\n</result>\n</function_results>
s5 xml warracker ¦ scenario 5 step 3: an <observation> block, Warracker's .env ¦ {A50} ¦ <observation>\n$ grep SECRET_KEY warracker/.env\nSECRET_KEY={t}\n</observation>
s6 yaml wastebin ¦ scenario 6 step 1: a YAML tool output, Wastebin's signing key ¦ {A64} ¦ tool_output:\n  tool: shell\n  exit_code: 0\n  stdout: |\n    WASTEBIN_SIGNING_KEY={t}\n    WASTEBIN_MAX_BODY_SIZE=1048576
s6 toml webtrees ¦ scenario 6 step 2: a TOML tool output, Webtrees' config.ini.php ¦ {p} ¦ [tool_output]\ntool = "read_file"\npath = "webtrees/data/config.ini.php"\ncontent = '''\ndbuser="webtrees"\ndbpass="{t}"\n'''
s6 toml ytptube ¦ scenario 6 step 3: a TOML tool output, YTPTube's cookie token ¦ {h40} ¦ [tool_output]\ntool = "shell"\ncommand = "grep -r YTP_AUTH ytptube/.env"\nstdout = "YTP_AUTH_PASSWORD={t}"\nexit_code = 0
"""

SINGLES = r"""
mcp link zwavejs ¦ an MCP tool result with a resource_link and a text block, Z-Wave JS UI's settings.json ¦ {H32} ¦ {"content":[{"type":"resource_link","uri":"file:///srv/zwave/store/settings.json","name":"settings.json"},{"type":"text","text":"\"securityKeys\": {\"S2_Authenticated\": \"{t}\"}"}],"isError":false}
mcp prompt zurg ¦ an MCP prompts/get result quoting Zurg's config.yml ¦ {A52} ¦ {"description":"debug zurg","messages":[{"role":"user","content":{"type":"text","text":"Why does zurg 401? config.yml has token: {t}"}}]}
todowrite tasmoadmin ¦ a Claude Code TodoWrite list, a TasmoAdmin login in a todo ¦ {p} ¦ ☐ Log in to TasmoAdmin (admin / {t}) and update 14 plugs\n☐ Pin firmware to 14.3.0\n☒ Back up tasmoadmin/data
todowrite termix ¦ a TodoWrite JSON call with Termix's JWT secret in a todo ¦ {A48} ¦ TodoWrite({"todos":[{"content":"Set Termix JWT_SECRET={t} in prod","status":"pending","activeForm":"Setting Termix secret"},{"content":"Restart termix","status":"pending"}]})
plan tracearr ¦ a plan.md scratchpad, Tracearr's Plex token ¦ {u20} ¦ # plan.md\n1. Point Tracearr at Plex (X-Plex-Token {t})\n2. Import history\n3. Alert on >3 streams
tasks tunarr ¦ a tasks.md scratchpad, Tunarr's Jellyfin API key ¦ {h32} ¦ ## tasks.md\n- [x] install tunarr 0.20\n- [ ] add Jellyfin source, key {t}\n- [ ] map 12 channels
memory warpgate ¦ a MEMORY.md note, Warpgate's admin password ¦ {p} ¦ # MEMORY.md\n- Warpgate bastion: https://bastion.acme.io:8888, admin password {t} (rotate after audit)\n- SSH targets: db-1, db-2
agentsmd watchyourlan ¦ an AGENTS.md checked into a repo, WatchYourLAN's Shoutrrr URL ¦ {A40} ¦ # AGENTS.md\n## Notifications\nWatchYourLAN sends to SHOUTRRR_URL=telegram://{t}@telegram?chats=-100221\nDo not change it.
geminimd yourspotify ¦ a GEMINI.md memory file, Your Spotify's Spotify secret ¦ {h32} ¦ ## Gemini Added Memories\n- your_spotify runs on :8080; SPOTIFY_PUBLIC=8e1f6a9d2c3b4a5f SPOTIFY_SECRET={t}
mcp sampling tinyfilemanager ¦ an MCP sampling/createMessage request quoting Tiny File Manager's config ¦ {h64} ¦ {"jsonrpc":"2.0","id":21,"method":"sampling/createMessage","params":{"messages":[{"role":"user","content":{"type":"text","text":"Explain this line of tinyfilemanager config.php: $auth_users = array('admin' => '{t}');"}}],"maxTokens":300}}
mcp log runtipi ¦ an MCP notifications/message log from a server, Runtipi's settings ¦ {A48} ¦ {"jsonrpc":"2.0","method":"notifications/message","params":{"level":"debug","logger":"fs","data":"read runtipi/state/settings.json: {\"jwtSecret\":\"{t}\"}"}}
mcp complete tiledesk ¦ an MCP completion/complete result offering Tiledesk values ¦ {A40} ¦ {"jsonrpc":"2.0","id":31,"result":{"completion":{"values":["TILEDESK_API_TOKEN={t}","TILEDESK_PROJECT=acme"],"total":2,"hasMore":false}}}
mcp list timetagger ¦ an MCP resources/list result whose URI carries TimeTagger's token ¦ {u40} ¦ {"jsonrpc":"2.0","id":5,"result":{"resources":[{"uri":"https://time.acme.io/timetagger/api/v2/records?webtoken={t}","name":"records"}]}}
cline patterns teleirc ¦ Cline's memory-bank/systemPatterns.md, Teleirc's bot token ¦ {d10}:{u35} ¦ # System Patterns\n- Teleirc bridges #ops <-> Telegram\n- TELEGRAM_BOT_TOKEN={t}
cline product suwayomi ¦ Cline's memory-bank/productContext.md, Suwayomi's basic auth ¦ {p} ¦ # Product Context\nSuwayomi serves the reader app; basicAuthUsername = "reader", basicAuthPassword = "{t}"
roo todo tellico ¦ a Roo Code update_todo_list call, a Tellico export key in a todo ¦ {h32} ¦ <update_todo_list>\n<todos>\n[x] Export Tellico collection\n[ ] Push to Discogs with key {t}\n</todos>\n</update_todo_list>
claudemd tileserver ¦ a CLAUDE.md project memory, Tileserver GL's MapTiler-style key ¦ {A32} ¦ # CLAUDE.md\n## Maps\n- tileserver-gl serves /styles/basic; upstream key {t} (do not commit)
cursor rule watchstate ¦ a .cursor/rules/*.mdc rule file, WatchState's API key ¦ {h32} ¦ ---\ndescription: WatchState sync\nglobs: config/*.yaml\n---\nUse WS_API_KEY={t} when calling /v1/api/backends.
kiro steering zenko ¦ a .kiro/steering/tech.md file, a Zenko CloudServer secret ¦ {b40} ¦ # Tech\n- S3 via Zenko CloudServer at :8000\n- SCALITY_SECRET_ACCESS_KEY={t}
copilot viseron ¦ .github/copilot-instructions.md, Viseron's MQTT password ¦ {p} ¦ # Copilot instructions\nViseron publishes to mqtt://viseron:{t}@mqtt.acme.lan:1883; keep topics under viseron/.
junie xteve ¦ .junie/guidelines.md, xTeVe's M3U URL with a token ¦ {h32} ¦ ## Guidelines\n- Playlist source: http://iptv.acme.lan/get.php?username=tv&password={t}&type=m3u_plus
scratchpad threadfin ¦ a scratchpad.md, Threadfin's web login ¦ {p} ¦ # scratchpad.md\n- threadfin UI: admin / {t}\n- tuner count 4, buffer ffmpeg
bash stdout ytdl ¦ Claude Code's <bash-stdout> block, YTDL-Material's API key ¦ {h32} ¦ <bash-stdout>YTDLM_API_KEY={t}\nYTDLM_PORT=17442</bash-stdout><bash-stderr></bash-stderr>
local stdout webmin ¦ Claude Code's <local-command-stdout>, Webmin's miniserv.users line ¦ {p} ¦ <local-command-stdout>root:{t}:0</local-command-stdout>
command output writebook ¦ a <command-output> block, Writebook's SECRET_KEY_BASE ¦ {h88} ¦ <command-output exit="0">\nSECRET_KEY_BASE={t}\n</command-output>
"""

EXTRA = r"""
zerobyte diff ¦ git diff of Zerobyte's compose file committed with a restic password ¦ {p} ¦ $ git diff HEAD~1 -- zerobyte/compose.yml\n       environment:\n-        - RESTIC_PASSWORD=changeme\n+        - RESTIC_PASSWORD={t}
zrepl rg ¦ ripgrep over zrepl's config for an S3 secret ¦ {b40} ¦ $ rg -n secret_access_key /etc/zrepl/\n/etc/zrepl/zrepl.yml:31:      secret_access_key: "{t}"
wallos grep ¦ grep -rn over Wallos' database dump for an API key ¦ {h64} ¦ $ grep -rn api_key wallos/db/dump.sql\n118:INSERT INTO admin VALUES(1,'admin','{t}',1);
teslamate mint ¦ an HTTP tool response minting a Tessie-style TeslaMate API token ¦ {A64} ¦ HTTP 201 POST /api/v1/tokens\n{"data":{"name":"grafana","token":"{t}","expires_at":null}}
warpgate mint ¦ an HTTP tool response minting a Warpgate API token ¦ {u48} ¦ HTTP 201 POST /@warpgate/admin/api/tokens\n{"id":"0b2c9d41-7e15-4c8a-a2f3-6d1e5b7c9a80","label":"ci","secret":"{t}"}
tianji mint ¦ an HTTP tool response minting a Tianji open-API key ¦ sk_{A40} ¦ HTTP 200 POST /open/global/user/apiKey/generate\n{"result":{"apiKey":"{t}","usage":0}}
twake yaml ¦ a file read of Twake's docker-compose.yml with an inline SMTP password ¦ {p} ¦ services:\n  node:\n    environment:\n      - SMTP_HOST=smtp.acme.io\n      - SMTP_USER=twake\n      - SMTP_PASSWORD={t}
codex toml xbrowsersync ¦ a file read of ~/.codex/config.toml with an MCP server env, xBrowserSync's DB password ¦ {p} ¦ [mcp_servers.xbs]\ncommand = "npx"\nargs = ["xbs-mcp"]\nenv = { XBS_DB_PASSWORD = "{t}" }
yacy rg ¦ ripgrep over YaCy's yacy.conf for the admin hash ¦ {h32} ¦ $ rg -n adminAccountBase64MD5 yacy/DATA/SETTINGS/yacy.conf\n412:adminAccountBase64MD5=MD5:{t}
typemill diff ¦ git diff of Typemill's settings.yaml committed with an SMTP password ¦ {p} ¦ $ git diff -- typemill/settings/settings.yaml\n-mailerpassword: ''\n+mailerpassword: '{t}'
unraid grep ¦ grep over an Unraid flash backup for the WireGuard private key ¦ {u43}= ¦ $ grep -r PrivateKey /boot/config/wireguard/\n/boot/config/wireguard/wg0.conf:PrivateKey = {t}
wolweb mint ¦ an HTTP tool response minting a Wolweb-style API token ¦ {A40} ¦ HTTP 201 POST /api/tokens\n{"token":"{t}","scopes":["wake"]}
zenbot yaml ¦ a file read of Zenbot's conf.js with an exchange secret ¦ {b88} ¦ c.kraken.key = 'KRAKEN-API-KEY-PUBLIC'\nc.kraken.secret = '{t}'
"""


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    return [
        *v.table("agent", SCENARIOS),
        *v.table("agent", "\n".join(singles[:half]), raises="note"),
        *v.table("agent", "\n".join(singles[half:]), raises="cause"),
        *v.table("agent", EXTRA.strip(), raises="oserror"),
    ]
