"""Held-out set 40: coding-agent tool results in shapes no earlier set used (grepped): JSON-lines
``tool_call`` / ``tool_result`` events, Markdown-rendered output in code fences (``**Tool
output**``), truncated output (``... [truncated 2048 chars]``), ANSI-coloured output, CRLF
line ends and box-drawing tables with tabs (written as such tools print them, remembered, not
copied). Three three-step scenarios (each step a case) and single results. Files of 21 apps no
earlier set named: Jackett, Kresus, Fasten Health, Mainsail (Moonraker), Obico, Fluidd,
go2rtc, Manyfold, Podgrab, Pinry, Gotenberg, Mayan EDMS, MediaTracker, Watcharr,
Streamystats, Multi-Scrobbler, Hammond, AdventureLog, Surmai, Atuin and FlareSolverr (about
150 others did, among them Ombi, Firefly, paperless, Kavita, Gitea, Woodpecker and Umami).
"""

from __future__ import annotations

from dataclasses import replace

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 jsonl jackett ¦ scenario 1 step 1: JSON-lines tool_call / tool_result events, Jackett's ServerConfig.json ¦ {l32} ¦ {"type":"tool_call","name":"shell","input":{"cmd":"jq .APIKey jackett/ServerConfig.json"}}\n{"type":"tool_result","name":"shell","output":"\"{t}\"\n","exit":0}
s1 jsonl kresus ¦ scenario 1 step 2: JSON-lines tool_result event, Kresus's config.ini ¦ {p} ¦ {"type":"tool_result","name":"shell","output":"[db]\ntype=postgres\nuser=kresus\npassword={t}\n","exit":0}
s1 jsonl fasten ¦ scenario 1 step 3: JSON-lines tool_result event, Fasten Health's config.yaml ¦ {A48} ¦ {"type":"tool_result","name":"read_file","output":"jwt:\n  issuer:\n    key: \"{t}\"\n","exit":0}
s2 fence mainsail ¦ scenario 2 step 1: Markdown-rendered tool output in a code fence, a Moonraker conf behind Mainsail ¦ {h32} ¦ **Tool output** (`grep -A2 '\[authorization\]' printer_data/config/moonraker.conf`):\n```ini\n[authorization]\napi_key: {t}\n```
s2 fence obico ¦ scenario 2 step 2: Markdown code fence, Obico's moonraker-obico.cfg ¦ {A40} ¦ **Tool output** (`cat moonraker-obico.cfg`):\n```ini\n[server]\nurl = https://app.obico.io\nauth_token = {t}\n```
s2 fence fluidd ¦ scenario 2 step 3: Markdown code fence, a Fluidd deployment's .env ¦ {p} ¦ **Tool output** (`cat fluidd/.env`):\n```\nMOONRAKER_USER=printer\nMOONRAKER_PASSWORD={t}\n```
s3 ansi go2rtc ¦ scenario 3 step 1: ANSI-coloured grep output, go2rtc.yaml with a camera password in its RTSP URL ¦ {p} ¦ \x1b[35mgo2rtc.yaml\x1b[0m:\x1b[32m4\x1b[0m:    - rtsp://admin:\x1b[1;31m{t}\x1b[0m@192.168.1.64:554/Streaming/Channels/101
s3 crlf manyfold ¦ scenario 3 step 2: CRLF line ends from a Windows box, Manyfold's .env ¦ {A64} ¦ PS C:\manyfold> type .env\r\nDATABASE_ADAPTER=postgresql\r\nSECRET_KEY_BASE={t}\r\n
s3 truncated podgrab ¦ scenario 3 step 3: truncated output, Podgrab's docker inspect ¦ {p} ¦ [\n  {\n    "Config": {\n      "Env": ["CHECK_FREQUENCY=240", "PASSWORD={t}",\n... [truncated 2048 chars]
"""

SINGLES = r"""
box table pinry ¦ a box-drawing table with tabs from a db tool, Pinry's API tokens ¦ {h40} ¦ ┌────────┬──────────────────────────────────────────┐\n│ user\t │ key                                      │\n├────────┼──────────────────────────────────────────┤\n│ admin\t │ {t} │\n└────────┴──────────────────────────────────────────┘
rg gotenberg ¦ ripgrep over a Gotenberg deployment's basic-auth password ¦ {p} ¦ $ rg -n BASIC_AUTH deploy/\ndeploy/gotenberg.env:2:GOTENBERG_API_BASIC_AUTH_PASSWORD={t}
diff mayan ¦ git diff adding Mayan EDMS's database password ¦ {p} ¦ $ git diff -- .env\n@@ -11,1 +11,1 @@\n-MAYAN_DATABASE_PASSWORD=mayandbpass\n+MAYAN_DATABASE_PASSWORD={t}
http mint mediatracker ¦ an HTTP tool response minting a MediaTracker application token ¦ {h64} ¦ HTTP 200 PUT /api/tokens?description=ci\n{"token":"{t}"}
ansi env watcharr ¦ ANSI-coloured env dump, Watcharr's JWT secret ¦ {A48} ¦ \x1b[33mJWT_SECRET\x1b[0m=\x1b[36m{t}\x1b[0m
jsonl mint streamystats ¦ JSON-lines tool_result of an HTTP tool creating a Streamystats server entry with a Jellyfin API key ¦ {h32} ¦ {"type":"tool_result","name":"http","output":{"status":201,"body":{"name":"jellyfin","url":"http://jf:8096","apiKey":"{t}"}}}
fence multiscrobbler ¦ Markdown-fenced output of Multi-Scrobbler's config.json ¦ {h32} ¦ **Tool output** (`cat multi-scrobbler/config/lastfm.json`):\n```json\n[{"name": "me", "configureAs": "client", "data": {"apiKey": "f3b2a1c0", "secret": "{t}"}}]\n```
truncated hammond ¦ truncated output, Hammond's env ¦ {A40} ¦ JWT_SECRET={t}\nHAMMOND_DATA=/config\n... [truncated 4096 chars]
crlf adventurelog ¦ CRLF output from a Windows share, AdventureLog's backend .env ¦ {p} ¦ C:\adventurelog> type backend.env\r\nDJANGO_ADMIN_USERNAME=admin\r\nDJANGO_ADMIN_PASSWORD={t}\r\n
box table surmai ¦ a rounded box table of Surmai's settings (tabs inside) ¦ {A40} ¦ ╭──────────────────┬────────────╮\n│ name\t           │ value      │\n├──────────────────┼────────────┤\n│ PB_ADMIN_SECRET  │ {t} │\n╰──────────────────┴────────────╯
ansi diff atuin ¦ an ANSI-coloured git diff committing an Atuin sync key ¦ {a6}-{a6}-{a6}-{a6}-{a6}-{a6} ¦ \x1b[1mdiff --git a/atuin/key.txt b/atuin/key.txt\x1b[0m\n\x1b[32m+{t}\x1b[0m
jsonl stderr flaresolverr ¦ JSON-lines tool_result with stderr, FlareSolverr behind a proxy with a password ¦ {p} ¦ {"type":"tool_result","name":"shell","stderr":"proxy auth failed: http://fs:{t}@proxy.acme.io:3128","exit":1}
"""


def _raw(case: Case) -> Case:
    """Real ESC and CR characters where the table writes them escaped."""
    text = case.text.replace("\\x1b", "\x1b").replace("\\r", "\r")
    return replace(case, text=text)


def agent_cases(v: Values) -> list[Case]:
    return [
        _raw(c) for c in (*v.table("agent", SCENARIOS), *v.table("agent", SINGLES, raises="group"))
    ]
