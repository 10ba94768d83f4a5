"""Held-out set 45: coding-agent tool results, as the agents' CLIs record them.

Six three-step scenarios (each step a case) and single results, in the transcript shapes of
coding-agent CLIs (this helper's share): Codex CLI's ``exec_command_end`` events and its TUI's
``• Ran`` cells, Claude Code's session JSONL with ``toolUseResult``, Aider's
``.aider.chat.history.md``, OpenCode's stored tool parts and Crush's JSON log. The markers
were grepped for in every earlier ``_heldout_secrets*``, ``_heldout_families*``,
``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and ``_heldout_cases.py`` file:
``exec_command_end``, ``toolUseResult`` and ``.aider.chat.history`` matched nothing (the names
Claude Code, Codex, Aider, OpenCode and Crush did, in other shapes: ``tool_use_id``,
``aggregated_output``, ``function_call_output`` and ``"type":"tool_result"``, so none of those is
used here). Shapes are remembered, not copied, so field order and padding may differ.

Files no earlier set read (about 200 self-hosted apps' names were grepped and matched, among
them Kimai, Mealie, Grocy, Linkding, Vikunja, Gotify, Listmonk, Chatwoot, Uptime Kuma,
BookStack, Navidrome, Authelia, Authentik, Forgejo, Homarr, Tandoor, Baserow, Appsmith,
Windmill, Karakeep, Linkwarden, Dozzle, Gatus, Immich and Stirling-PDF): Gameyfin's,
Plant-it's, Picsur's, PiGallery2's, ByteStash's, ConvertX's, Dockhand's, Sablier's,
SparkyFitness', Posterizarr's, Streamyfin's, Profilarr's, Huntarr's, Decluttarr's,
Cleanuparr's, FileRun's and ZenTao's.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 codex gameyfin ¦ scenario 1 step 1: Codex CLI exec_command_end event (codex exec --json), Gameyfin's application.yml ¦ {p} ¦ {"id":"4","msg":{"type":"exec_command_end","call_id":"call_Qm81xTz0","stdout":"  datasource:\\n    url: jdbc:postgresql://db:5432/gameyfin\\n    password: {t}\\n","stderr":"","exit_code":0,"duration":{"secs":0,"nanos":38211000}}}
s1 codex picsur ¦ scenario 1 step 2: Codex CLI exec_command_end event, Picsur's .env ¦ {A48} ¦ {"id":"5","msg":{"type":"exec_command_end","call_id":"call_Rz2Lw0pA","stdout":"PICSUR_ADMIN_PASSWORD=see-vault\\nPICSUR_JWT_SECRET={t}\\n","stderr":"","exit_code":0,"duration":{"secs":0,"nanos":9120000}}}
s1 codex pigallery ¦ scenario 1 step 3: Codex CLI exec_command_end event, PiGallery2's config.json ¦ {h64} ¦ {"id":"6","msg":{"type":"exec_command_end","call_id":"call_Vd7Kq3nB","stdout":"\"Server\": {\\n  \"sessionSecret\": [\"{t}\"],\\n  \"port\": 80\\n}","stderr":"","exit_code":0,"duration":{"secs":0,"nanos":11700000}}}
s2 claude bytestash ¦ scenario 2 step 1: a Claude Code session JSONL line with toolUseResult, ByteStash's docker-compose.yml ¦ {A64} ¦ {"type":"user","toolUseResult":{"stdout":"      - JWT_SECRET={t}\\n      - ALLOW_NEW_ACCOUNTS=false","stderr":"","interrupted":false,"isImage":false},"cwd":"/srv/bytestash"}
s2 claude convertx ¦ scenario 2 step 2: a Claude Code toolUseResult of a Read, ConvertX's .env ¦ {A40} ¦ {"type":"user","toolUseResult":{"type":"text","file":{"filePath":"/srv/convertx/.env","content":"ACCOUNT_REGISTRATION=false\\nJWT_SECRET={t}\\nHTTP_ALLOWED=false","numLines":3,"startLine":1,"totalLines":3}}}
s2 claude dockhand ¦ scenario 2 step 3: a Claude Code toolUseResult, Dockhand's environment ¦ {p} ¦ {"type":"user","toolUseResult":{"stdout":"DOCKHAND_ADMIN_USER=admin\\nDOCKHAND_ADMIN_PASSWORD={t}","stderr":"","interrupted":false,"isImage":false},"cwd":"/opt/dockhand"}
s3 aider sablier ¦ scenario 3 step 1: Aider's .aider.chat.history.md after /run, Sablier's sablier.yml ¦ {h40} ¦ #### /run cat sablier.yml\n\n> provider:\n>   name: docker\n> server:\n>   port: 10000\n> sessions:\n>   default-duration: 5m\n> strategy:\n>   dynamic:\n>     custom-themes-path: /etc/sablier/themes\n> auth:\n>   token: {t}\n> Add 0.2k tokens of command output to the chat? (Y)es/(N)o [Yes]: y
s3 aider sparkyfitness ¦ scenario 3 step 2: Aider's chat history, SparkyFitness' .env ¦ {A44} ¦ #### /run grep -n SECRET sparkyfitness/.env\n\n> 7:SPARKY_FITNESS_API_ENCRYPTION_KEY={t}\n> Add 0.1k tokens of command output to the chat? (Y)es/(N)o [Yes]: y
s3 aider posterizarr ¦ scenario 3 step 3: Aider's chat history, Posterizarr's config.json ¦ {h32} ¦ #### /run jq .ApiPart posterizarr/config/config.json\n\n> {\n>   "tvdbapi": "{t}",\n>   "FanartTvAPIKey": "",\n>   "PlexToken": ""\n> }
s4 opencode streamyfin ¦ scenario 4 step 1: an OpenCode tool part (storage/part/.../prt_*.json), a read of Streamyfin's settings ¦ {uuid} ¦ {"id":"prt_0a91c2","type":"tool","tool":"read","callID":"call_7Hq2","state":{"status":"completed","input":{"filePath":"streamyfin/.env.local"},"output":"<file>\\n00001| EXPO_PUBLIC_JELLYFIN_API_KEY={t}\\n00002| EXPO_PUBLIC_SERVER=https://media.acme.home\\n</file>","title":"streamyfin/.env.local"}}
s4 opencode profilarr ¦ scenario 4 step 2: an OpenCode tool part, Profilarr's config.yml ¦ {h32} ¦ {"id":"prt_0a91c7","type":"tool","tool":"read","callID":"call_7Hq5","state":{"status":"completed","input":{"filePath":"profilarr/config.yml"},"output":"<file>\\n00001| instances:\\n00002|   sonarr:\\n00003|     url: http://sonarr:8989\\n00004|     api_key: {t}\\n</file>","title":"profilarr/config.yml"}}
s4 opencode huntarr ¦ scenario 4 step 3: an OpenCode tool part, Huntarr's settings JSON ¦ {h32} ¦ {"id":"prt_0a91d0","type":"tool","tool":"bash","callID":"call_7Hq9","state":{"status":"completed","input":{"command":"jq .radarr huntarr/config/settings.json"},"output":"{\\n  \"api_url\": \"http://radarr:7878\",\\n  \"api_key\": \"{t}\"\\n}\\n","title":"jq .radarr huntarr/config/settings.json"}}
s5 crush decluttarr ¦ scenario 5 step 1: Crush's JSON log of a tool result (.crush/logs/crush.log, as remembered), Decluttarr's config ¦ {h32} ¦ {"time":"2026-12-06T15:44:02Z","level":"DEBUG","msg":"tool finished","tool":"view","path":"decluttarr/config/config.yaml","result":"     1|instances:\\n     2|  sonarr:\\n     3|    - base_url: http://sonarr:8989\\n     4|      api_key: {t}"}
s5 crush cleanuparr ¦ scenario 5 step 2: Crush's JSON log, Cleanuparr's settings ¦ {h32} ¦ {"time":"2026-12-06T15:44:09Z","level":"DEBUG","msg":"tool finished","tool":"bash","command":"grep -r ApiKey cleanuparr/config","result":"cleanuparr/config/lidarr.json:  \"ApiKey\": \"{t}\","}
s5 crush filerun ¦ scenario 5 step 3: Crush's JSON log, FileRun's customizables/config.php ¦ {p} ¦ {"time":"2026-12-06T15:44:15Z","level":"DEBUG","msg":"tool finished","tool":"view","path":"filerun/system/data/autoconfig.php","result":"     4|  'db_user' => 'filerun',\\n     5|  'db_pass' => '{t}',"}
s6 codex tui zentao ¦ scenario 6 step 1: Codex CLI's TUI transcript (• Ran / └), ZenTao's my.php ¦ {p} ¦ • Ran grep -n password zentao/config/my.php\n  └ 9:$config->db->password = '{t}';
s6 codex tui plantit ¦ scenario 6 step 2: Codex CLI's TUI transcript, Plant-it's server.env ¦ {A44} ¦ • Ran cat plant-it/server.env\n  └ MYSQL_HOST=db\n    JWT_SECRET={t}\n    JWT_EXP=1
s6 codex tui gameyfin ¦ scenario 6 step 3: Codex CLI's TUI transcript, Gameyfin's IGDB client secret ¦ {l30} ¦ • Ran grep -A2 igdb gameyfin/application.yml\n  └ igdb:\n      client-id: 8n2kq7c0v1d5x4m9r3t6y0w2e8u1ab\n      client-secret: {t}
"""

SINGLES = r"""
claude grep posterizarr ¦ a Claude Code Grep tool result in content mode (its toolUseResult), Posterizarr's Plex token ¦ {A20} ¦ {"toolUseResult":{"mode":"content","numFiles":1,"filenames":[],"content":"config/config.json:18:    \"PlexToken\": \"{t}\",","numLines":1}}
claude edit sablier ¦ a Claude Code Edit result with its structuredPatch, Sablier's token moved ¦ {h40} ¦ {"toolUseResult":{"filePath":"/srv/sablier/sablier.yml","oldString":"  token: {t}","newString":"  token: ${SABLIER_TOKEN}","structuredPatch":[{"oldStart":11,"lines":["-  token: {t}","+  token: ${SABLIER_TOKEN}"]}]}}
aider git diff ¦ Aider's chat history after /git diff, PiGallery2's config committed ¦ {p} ¦ #### /git diff HEAD~1 -- config.json\n\n> -    \"password\": \"\",\n> +    \"password\": \"{t}\",
opencode webfetch ¦ an OpenCode webfetch tool part minting a Picsur API key ¦ {A48} ¦ {"type":"tool","tool":"webfetch","state":{"status":"completed","input":{"url":"http://picsur.home/api/apikey/create","format":"text"},"output":"{\"success\":true,\"data\":{\"key\":\"{t}\",\"name\":\"backup\"}}"}}
crush fetch ¦ Crush's log of a fetch tool result minting a ByteStash API key ¦ {A40} ¦ {"level":"DEBUG","msg":"tool finished","tool":"fetch","url":"http://bytestash.home/api/keys","result":"{\"id\":3,\"name\":\"cli\",\"key\":\"{t}\"}"}
codex exec rg ¦ a Codex CLI exec_command_end event of ripgrep over Profilarr and Huntarr ¦ {h32} ¦ {"id":"9","msg":{"type":"exec_command_end","call_id":"call_Lp0e","stdout":"huntarr/config/settings.json:4:  \"api_key\": \"{t}\",\\n","stderr":"","exit_code":0}}
"""

EXTRA = r"""
convertx ag ¦ ag over ConvertX, in Codex CLI's TUI ¦ {A40} ¦ • Ran ag -n JWT_SECRET convertx/\n  └ convertx/compose.yaml\n    14:      - JWT_SECRET={t}
sparkyfitness grep context ¦ grep -B1 -A1 over SparkyFitness' .env in Aider's history ¦ {p} ¦ #### /run grep -B1 -A1 SPARKY_FITNESS_DB_PASSWORD sparkyfitness/.env\n\n> SPARKY_FITNESS_DB_USER=sparky\n> SPARKY_FITNESS_DB_PASSWORD={t}\n> SPARKY_FITNESS_DB_PORT=5432
dockhand diff ¦ git diff of Dockhand's compose file in a Claude Code toolUseResult ¦ {A36} ¦ {"toolUseResult":{"stdout":"-      - ENCRYPTION_KEY=\\n+      - ENCRYPTION_KEY={t}","stderr":"","interrupted":false}}
zentao mint ¦ an HTTP tool response minting a ZenTao API token, in OpenCode ¦ {h32} ¦ {"type":"tool","tool":"bash","state":{"status":"completed","input":{"command":"curl -s -X POST http://zentao.home/api.php/v1/tokens -d '{\"account\":\"admin\",\"password\":\"see-vault\"}'"},"output":"{\"token\":\"{t}\"}"}}
"""

MORE = r"""
codex exec stderr ¦ a Codex CLI exec_command_end event whose stderr echoes a failed login, Gameyfin's admin password ¦ {p} ¦ {"id":"12","msg":{"type":"exec_command_end","call_id":"call_Ty4u","stdout":"","stderr":"curl: (22) The requested URL returned error: 401\\nlogin=admin&password={t}","exit_code":22}}
codex exec env ¦ a Codex CLI exec_command_end event of printenv in Streamyfin's dev container ¦ {uuid} ¦ {"id":"13","msg":{"type":"exec_command_end","call_id":"call_Ty5w","stdout":"HOSTNAME=streamyfin-dev\\nEXPO_PUBLIC_JELLYFIN_API_KEY={t}\\nNODE_ENV=development\\n","stderr":"","exit_code":0}}
codex tui sed ¦ Codex CLI's TUI transcript of sed over PiGallery2's config ¦ {A32} ¦ • Ran sed -n '40,44p' pigallery2/config.json\n  └     "Database": {\n          "type": "mysql",\n          "mysql": { "username": "pigallery", "password": "{t}" }\n        },
codex tui docker ¦ Codex CLI's TUI transcript of docker inspect over Dockhand ¦ {h64} ¦ • Ran docker inspect dockhand --format '{{range .Config.Env}}{{println .}}{{end}}'\n  └ PUID=1000\n    DOCKHAND_SECRET_KEY={t}\n    TZ=Europe/Sofia
claude bash stdout ¦ a Claude Code toolUseResult of cat over Plant-it's .env ¦ {A40} ¦ {"type":"user","toolUseResult":{"stdout":"API_PORT=8080\\nFLORACODEX_KEY={t}\\nALLOWED_ORIGINS=*","stderr":"","interrupted":false,"isImage":false}}
claude read numbered ¦ a Claude Code toolUseResult of a Read, Profilarr's .env ¦ {h32} ¦ {"toolUseResult":{"type":"text","file":{"filePath":"/srv/profilarr/.env","content":"PROFILARR_PORT=6868\\nRADARR_API_KEY={t}\\nTZ=Europe/Athens","numLines":3,"startLine":1,"totalLines":3}}}
claude multiedit ¦ a Claude Code MultiEdit result over Huntarr's settings ¦ {h32} ¦ {"toolUseResult":{"filePath":"/srv/huntarr/config/settings.json","edits":[{"old_string":"\"api_key\": \"{t}\"","new_string":"\"api_key\": \"${RADARR_KEY}\""}],"userModified":false}}
aider run sqlite ¦ Aider's chat history after /run sqlite3 over Cleanuparr's database ¦ {h32} ¦ #### /run sqlite3 cleanuparr/config/cleanuparr.db "select name, api_key from arr_instances"\n\n> sonarr|{t}\n> Add 0.1k tokens of command output to the chat? (Y)es/(N)o [Yes]: y
aider add file ¦ Aider's chat history after /add and the model quoting Decluttarr's config back ¦ {h32} ¦ > Added decluttarr/config/config.yaml to the chat\n\nThe Radarr instance in `decluttarr/config/config.yaml` uses `api_key: {t}`; I'll move it to an environment variable.
opencode edit ¦ an OpenCode edit tool part with its diff metadata, ConvertX's compose file ¦ {A40} ¦ {"type":"tool","tool":"edit","state":{"status":"completed","input":{"filePath":"convertx/compose.yaml"},"metadata":{"diff":"-      - JWT_SECRET={t}\\n+      - JWT_SECRET=${JWT_SECRET}"},"output":""}}
opencode list ¦ an OpenCode bash tool part of env over SparkyFitness ¦ {p} ¦ {"type":"tool","tool":"bash","state":{"status":"completed","input":{"command":"docker exec sparky-db env | grep POSTGRES"},"output":"POSTGRES_USER=sparky\\nPOSTGRES_PASSWORD={t}\\nPOSTGRES_DB=sparkyfitness\\n"}}
crush grep ¦ Crush's JSON log of a grep tool result over ZenTao ¦ {h32} ¦ {"level":"DEBUG","msg":"tool finished","tool":"grep","pattern":"secret","result":"zentao/config/my.php:14: $config->secretKey = '{t}';"}
crush bash ¦ Crush's JSON log of a bash tool result over FileRun's database ¦ {A32} ¦ {"level":"DEBUG","msg":"tool finished","tool":"bash","command":"mysql -N -e 'select api_key from filerun.df_oauth_clients'","result":"{t}"}
crush edit ¦ Crush's JSON log of an edit tool result moving Posterizarr's Fanart key ¦ {h32} ¦ {"level":"DEBUG","msg":"tool finished","tool":"edit","path":"posterizarr/config/config.json","old_string":"\"FanartTvAPIKey\": \"{t}\"","new_string":"\"FanartTvAPIKey\": \"\""}
"""


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    return [
        *v.table("agent", SCENARIOS),
        *v.table("agent", "\n".join(singles[:half]), raises="keyerror"),
        *v.table("agent", "\n".join(singles[half:]), raises="group"),
        *v.table("agent", EXTRA.strip(), raises="args"),
        *v.table("agent", MORE.strip(), raises="cause"),
    ]
