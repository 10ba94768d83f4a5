"""Held-out set 36: coding-agent tool results, as an agent's tools return them.

Six three-step scenarios (each step a case) and single results, in tool shapes, tools and
files that were grepped for in every earlier ``_heldout_secrets*``, ``_heldout_families*``,
``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and ``_heldout_cases.py`` file. The
agents' names (Cline, Roo Code, Claude Code, Codex, Windsurf/Cascade, Cody, Amazon Q) had
all been named before, so what is fresh is the shape of the result, each of which matched
nothing: Cline's XML tool calls (``<execute_command>``, ``<search_files>``, ``<list_files>``,
``use_mcp_tool``) and its ``[execute_command for '…'] Result:`` replies, Roo Code's ``[read_file
for '…'] Result:`` with ``N | `` line numbers, Claude Code's ``⏺ Read(…)`` and ``⏺ Grep(…)``
with ``⎿`` results, Codex CLI's ``codex exec`` log (``exec bash -lc … succeeded in``) and
its ``function_call_output`` items, Windsurf Cascade's "Cascade ran" terminal blocks, Amazon
Q Developer CLI's ``q chat`` tool lines and Cody's ``@``-mention context (all remembered, not
copied, so glyphs and padding may differ). Files no earlier set read (each grepped): Polr's,
Hoppscotch's, Pocket ID's, Tinyauth's, Speedtest-tracker's, CommaFeed's, Wakapi's,
Nominatim's, Klipper's (Moonraker secrets), Technitium DNS's, RustDesk's, Tactical RMM's,
Helpy's, Peppermint's, Donetick's, OpenSign's, Documenso's, Wesnoth's campaignd,
Icecast's, AzuraCast's, Deluge's, OwnTone's, Mopidy's, Unmanic's, Maintainerr's, MeTube's,
Redlib's, Rimgo's, Chibisafe's, PrivateBin's, Opengist's, MicroBin's, Excalidraw's, Ryot's,
Yamtrack's, Tegon's, BreezeWiki's and LibreX's.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 cline polr ¦ scenario 1 step 1: Cline's [execute_command for '…'] Result: reply, Polr's .env ¦ {p} ¦ [execute_command for 'grep -n DB_PASSWORD polr/.env'] Result:\nCommand executed.\nOutput:\n9:DB_PASSWORD={t}
s1 cline hoppscotch ¦ scenario 1 step 2: Cline's <execute_command> call and its result, Hoppscotch's .env ¦ {h64} ¦ <execute_command>\n<command>grep JWT_SECRET hoppscotch/.env</command>\n<requires_approval>false</requires_approval>\n</execute_command>\n[execute_command for 'grep JWT_SECRET hoppscotch/.env'] Result:\nCommand executed.\nOutput:\nJWT_SECRET={t}
s1 cline pocketid ¦ scenario 1 step 3: Cline's <search_files> result, Pocket ID's .env ¦ {u32} ¦ [search_files for 'ENCRYPTION_KEY' in 'pocket-id'] Result:\nFound 1 result.\n\npocket-id/.env\n│----\n│ENCRYPTION_KEY={t}\n│----
s2 roo tinyauth ¦ scenario 2 step 1: Roo Code's [read_file for '…'] Result: with N | line numbers, Tinyauth's .env ¦ {A32} ¦ [read_file for 'tinyauth/.env'] Result:\n<file><path>tinyauth/.env</path>\n<content lines="1-3">\n1 | APP_URL=https://auth.acme.home\n2 | SECRET={t}\n3 | USERS=admin:$2a$10$Qm\n</content>\n</file>
s2 roo speedtest ¦ scenario 2 step 2: Roo Code's read_file result, Speedtest-tracker's docker-compose ¦ base64:{b44} ¦ [read_file for 'speedtest/docker-compose.yml'] Result:\n<file><path>speedtest/docker-compose.yml</path>\n<content lines="8-10">\n 8 |     environment:\n 9 |       - APP_KEY={t}\n10 |       - DB_CONNECTION=sqlite\n</content>\n</file>
s2 roo commafeed ¦ scenario 2 step 3: Roo Code's use_mcp_tool result, CommaFeed's config ¦ {p} ¦ <use_mcp_tool>\n<server_name>postgres</server_name>\n<tool_name>query</tool_name>\n<arguments>{"sql": "show commafeed.database.password"}</arguments>\n</use_mcp_tool>\n[use_mcp_tool for 'postgres'] Result:\n[{"commafeed.database.password": "{t}"}]
s3 claude wakapi ¦ scenario 3 step 1: Claude Code's ⏺ Read(…) with ⎿ and the tool result's numbered lines, Wakapi's config.yml ¦ {u40} ¦ ⏺ Read(wakapi/config.yml)\n  ⎿  Read 3 lines\n     1→security:\n     2→  password_salt: {t}\n     3→  insecure_cookies: false
s3 claude nominatim ¦ scenario 3 step 2: Claude Code's ⏺ Grep(…) result, Nominatim's .env ¦ {p} ¦ ⏺ Grep(pattern: "NOMINATIM_PASSWORD", path: "nominatim")\n  ⎿  Found 1 line\n     nominatim/.env:4:NOMINATIM_PASSWORD={t}
s3 claude klipper ¦ scenario 3 step 3: Claude Code's ⏺ Bash(…) with ⎿, Moonraker's secrets file on a Klipper printer ¦ {h32} ¦ ⏺ Bash(cat ~/printer_data/moonraker.secrets)\n  ⎿  [octoeverywhere]\n     api_key: {t}\n     [mqtt_credentials]
s4 codex technitium ¦ scenario 4 step 1: Codex CLI's codex exec log, Technitium DNS's admin password ¦ {p} ¦ [2026-12-06T12:41:02] exec bash -lc 'grep -i password technitium/docker-compose.yml' in /home/dev/infra\n[2026-12-06T12:41:02] bash -lc 'grep -i password technitium/docker-compose.yml' succeeded in 14ms:\n      - DNS_SERVER_ADMIN_PASSWORD={t}
s4 codex rustdesk ¦ scenario 4 step 2: Codex CLI's function_call_output item, RustDesk's server key ¦ {b43}= ¦ {"type":"function_call_output","call_id":"call_Qm81","output":"{\"output\":\"{t}\\n\",\"metadata\":{\"exit_code\":0,\"duration_seconds\":0.0}}"}
s4 codex tacticalrmm ¦ scenario 4 step 3: Codex CLI's codex exec log, Tactical RMM's local_settings.py ¦ {A50} ¦ [2026-12-06T12:41:09] exec bash -lc "sed -n 1,4p tacticalrmm/api/tacticalrmm/tacticalrmm/local_settings.py" in /home/dev/infra\n[2026-12-06T12:41:09] bash -lc ... succeeded in 9ms:\nSECRET_KEY = "{t}"\nDEBUG = False
s5 cascade helpy ¦ scenario 5 step 1: Windsurf Cascade's "Cascade ran" terminal block, Helpy's .env ¦ {h64} ¦ Cascade ran terminal command\n~/helpy $ grep SECRET_KEY_BASE .env\nSECRET_KEY_BASE={t}\nExit code 0
s5 cascade peppermint ¦ scenario 5 step 2: Windsurf Cascade's terminal block, Peppermint's docker-compose ¦ {p} ¦ Cascade ran terminal command\n~/peppermint $ docker compose config | grep -A1 DB_PASSWORD\n      DB_PASSWORD: {t}\nExit code 0
s5 cascade donetick ¦ scenario 5 step 3: Windsurf Cascade's terminal block, Donetick's selfhosted.yaml ¦ {A40} ¦ Cascade ran terminal command\n~/donetick $ yq .jwt.secret config/selfhosted.yaml\n{t}\nExit code 0
s6 amazonq opensign ¦ scenario 6 step 1: Amazon Q Developer CLI's q chat tool lines, OpenSign's .env ¦ {h32} ¦ 🛠️  Using tool: execute_bash (trusted)\n ⋮ \n ● I will run the following shell command: grep MASTER_KEY opensign/.env.prod\nMASTER_KEY={t}\n ⋮ \n ● Completed in 0.21s
s6 amazonq documenso ¦ scenario 6 step 2: Amazon Q Developer CLI's fs_read, Documenso's .env ¦ {A44} ¦ 🛠️  Using tool: fs_read (trusted)\n ⋮ \n ● Reading file: /srv/documenso/.env, from line 3 to 4\nNEXTAUTH_SECRET="{t}"\nNEXT_PRIVATE_ENCRYPTION_KEY="CAFEBABE"\n ⋮ \n ● Completed in 0.0s
s6 amazonq wesnoth ¦ scenario 6 step 3: Amazon Q Developer CLI, Wesnoth campaignd's server.cfg ¦ {p} ¦ 🛠️  Using tool: execute_bash (trusted)\n ⋮ \n ● I will run the following shell command: grep passphrase /var/lib/wesnothd/campaignd/server.cfg\n    passphrase="{t}"\n ⋮ \n ● Completed in 0.05s
"""

SINGLES = r"""
cody mention ¦ Cody chat with an @-mention pulling a file into context, Polr's config ¦ {h32} ¦ Cody ▸ Context: @polr/.env (lines 1-12)\n> Why does login fail?\nYour APP_KEY is `{t}` but APP_ENV=production uses a cached config; run `php artisan config:clear`.
cline list files ¦ Cline's <list_files> result listing a key file whose name holds a token ¦ {A24} ¦ [list_files for 'deploy/keys'] Result:\nREADME.md\nci-{t}.pem\nknown_hosts
cline mcp github ¦ Cline's use_mcp_tool result minting a GitHub App installation token ¦ ghs_{A36} ¦ [use_mcp_tool for 'github'] Result:\n{"token": "{t}", "expires_at": "2026-12-06T13:41:00Z", "permissions": {"contents": "read"}}
claude grep content ¦ Claude Code's ⏺ Grep with output_mode content over a Helm values file ¦ {A40} ¦ ⏺ Grep(pattern: "clientSecret", glob: "**/values*.yaml", output_mode: "content")\n  ⎿  charts/oidc/values-prod.yaml:18:  clientSecret: {t}
codex apply patch ¦ Codex CLI's apply_patch hunk adding a key to a tracked config ¦ {h40} ¦ *** Begin Patch\n*** Update File: config/wakapi.yml\n@@ security:\n-  password_salt:\n+  password_salt: {t}\n*** End Patch
cascade memory ¦ Windsurf Cascade's auto-generated memory quoting a token ¦ {u43} ¦ Memory created: "Deploy hook for staging uses token {t} (from .windsurfrules)"
amazonq report ¦ Amazon Q Developer CLI's summary after reading a Technitium backup ¦ {p} ¦ > The backup at /srv/dns/backup.zip contains the admin password `{t}`; rotate it after restore.
"""

EXTRA = r"""
rg json ¦ ripgrep --json match over a RustDesk config ¦ {b43}= ¦ {"type":"match","data":{"path":{"text":"rustdesk/RustDesk2.toml"},"lines":{"text":"key = '{t}'\\n"},"line_number":7}}
git grep context ¦ git grep -n -C1 over a Tinyauth compose file ¦ {A32} ¦ $ git grep -n -C1 SECRET -- deploy/\ndeploy/tinyauth.yml-11-    environment:\ndeploy/tinyauth.yml:12:      - SECRET={t}\ndeploy/tinyauth.yml-13-      - APP_URL=https://auth.acme.home
diff word ¦ git diff --word-diff of a Speedtest-tracker .env ¦ {A40} ¦ $ git diff --word-diff .env\n@@ -3 +3 @@\nSPEEDTEST_API_TOKEN=[--]{+{t}+}
http mint wakapi ¦ an HTTP tool response minting a Wakapi API key ¦ {uuid} ¦ HTTP/1.1 200 OK (POST /api/v1/users/current/api-keys)\n{"api_key":"{t}","name":"ci","read_only":false}
http mint documenso ¦ an HTTP tool response minting a Documenso API token ¦ api_{A32} ¦ HTTP 201 POST /api/v1/tokens\n{"id":12,"name":"zapier","token":"{t}","expiresAt":null}
http mint pocketid ¦ an HTTP tool response creating a Pocket ID OIDC client secret ¦ {A32} ¦ HTTP 201 POST /api/oidc/clients/9b1e/secret\n{"secret":"{t}"}
"""

MORE = r"""
cline icecast ¦ Cline's [execute_command for '…'] Result:, Icecast's icecast.xml ¦ {p} ¦ [execute_command for 'grep -n source-password /etc/icecast2/icecast.xml'] Result:\nCommand executed.\nOutput:\n14:        <source-password>{t}</source-password>
cline azuracast ¦ Cline's read_file result, AzuraCast's azuracast.env ¦ {p} ¦ [read_file for 'azuracast/azuracast.env'] Result:\nMYSQL_PASSWORD={t}\nMYSQL_RANDOM_ROOT_PASSWORD=yes
cline search deluge ¦ Cline's search_files result, Deluge's auth file ¦ {A40} ¦ [search_files for 'localclient' in '.config/deluge'] Result:\nFound 1 result.\n\n.config/deluge/auth\n│----\n│localclient:{t}:10\n│----
roo owntone ¦ Roo Code's numbered read_file result, OwnTone's owntone.conf ¦ {p} ¦ [read_file for '/etc/owntone.conf'] Result:\n<file><path>/etc/owntone.conf</path>\n<content lines="22-23">\n22 | \tadmin_password = "{t}"\n23 | \twebsocket_port = 3688\n</content>\n</file>
roo mopidy ¦ Roo Code's execute_command result, Mopidy's mopidy.conf ¦ {A32} ¦ [execute_command for 'grep -A2 "\[spotify\]" ~/.config/mopidy/mopidy.conf'] Result:\nCommand executed in terminal within working directory '/home/pi'. Exit code: 0\nOutput:\n[spotify]\nclient_id = 8c1d2e3f-mopidy\nclient_secret = {t}
roo unmanic ¦ Roo Code's read_file result, Unmanic's settings.json ¦ {h32} ¦ [read_file for 'unmanic/config/settings.json'] Result:\n 1 | {\n 2 |   "installation_name": "media-01",\n 3 |   "remote_api_key": "{t}"\n 4 | }
claude maintainerr ¦ Claude Code's ⏺ Bash(…) with ⎿, Maintainerr's database ¦ {h32} ¦ ⏺ Bash(sqlite3 maintainerr/data/maintainerr.sqlite "select plex_auth_token from settings")\n  ⎿  {t}
claude metube ¦ Claude Code's ⏺ Read(…) numbered lines, MeTube's compose file ¦ {p} ¦ ⏺ Read(metube/docker-compose.yml)\n  ⎿  Read 2 lines\n     7→      - YTDL_OPTIONS={"username": "archive", "password": "{t}"}\n     8→    restart: unless-stopped
claude redlib ¦ Claude Code's ⏺ Grep(…) content, Redlib's .env ¦ {A24} ¦ ⏺ Grep(pattern: "REDLIB_", path: ".", output_mode: "content")\n  ⎿  .env:3:REDLIB_DEFAULT_SUBSCRIPTIONS=rust+python\n     .env:4:REDLIB_SESSION_KEY={t}
codex rimgo ¦ Codex CLI's codex exec log, Rimgo's config ¦ {u32} ¦ [2026-12-06T12:44:10] exec bash -lc 'cat rimgo/.env' in /home/dev/privacy\n[2026-12-06T12:44:10] bash -lc 'cat rimgo/.env' succeeded in 6ms:\nIMGUR_CLIENT_ID={t}\nPRIVACY_POLICY=/privacy
codex chibisafe ¦ Codex CLI's function_call_output item, Chibisafe's admin API key ¦ {A64} ¦ {"type":"function_call_output","call_id":"call_Zp4c","output":"{\"output\":\"CHIBISAFE_API_KEY={t}\",\"metadata\":{\"exit_code\":0}}"}
codex privatebin ¦ Codex CLI's codex exec log, PrivateBin's conf.php ¦ {p} ¦ [2026-12-06T12:44:18] bash -lc "grep -A3 '\[model_options\]' privatebin/cfg/conf.php" succeeded in 4ms:\n[model_options]\ndsn = "pgsql:host=db;dbname=privatebin"\nusr = "privatebin"\npwd = "{t}"
cascade opengist ¦ Windsurf Cascade's terminal block, Opengist's config.yml ¦ {h64} ¦ Cascade ran terminal command\n~/opengist $ grep secret-key config.yml\nsecret-key: {t}\nExit code 0
cascade microbin ¦ Windsurf Cascade's terminal block, MicroBin's .env ¦ {p} ¦ Cascade ran terminal command\n~/microbin $ grep ADMIN_PASSWORD .env\nexport MICROBIN_ADMIN_PASSWORD={t}\nExit code 0
cascade excalidraw ¦ Windsurf Cascade's terminal block, a self-hosted Excalidraw room's Firebase config ¦ {u39} ¦ Cascade ran terminal command\n~/excalidraw $ grep VITE_APP_FIREBASE_CONFIG .env.production\nVITE_APP_FIREBASE_CONFIG='{"apiKey":"AIza{t}","projectId":"acme-draw"}'\nExit code 0
amazonq ryot ¦ Amazon Q Developer CLI's execute_bash lines, Ryot's admin access key ¦ {A40} ¦ 🛠️  Using tool: execute_bash (trusted)\n ⋮ \n ● I will run the following shell command: docker exec ryot env | grep ADMIN_ACCESS_TOKEN\nSERVER_ADMIN_ACCESS_TOKEN={t}\n ⋮ \n ● Completed in 0.31s
amazonq yamtrack ¦ Amazon Q Developer CLI's fs_read, Yamtrack's .env ¦ {A50} ¦ 🛠️  Using tool: fs_read (trusted)\n ⋮ \n ● Reading file: /srv/yamtrack/.env, all lines\nSECRET={t}\nTMDB_API=7e2c\n ⋮ \n ● Completed in 0.0s
cody tegon ¦ Cody chat answer quoting Tegon's .env after an @-mention ¦ {h64} ¦ Cody ▸ Context: @tegon/.env.local\nThe JWT secret on line 5 (`{t}`) is also used by the worker, so change both.
cody breezewiki ¦ Cody's inline edit diff in BreezeWiki's config.ini ¦ {p} ¦ Cody: Applied edit to breezewiki/config.ini\n- feedback_password =\n+ feedback_password = {t}
diff librex ¦ git show of a LibreX config.php commit adding an instance password ¦ {p} ¦ $ git show --stat -p HEAD -- config.php\n+    "instance_password" => "{t}",
http mint opengist ¦ an HTTP tool response minting an Opengist access token ¦ {A40} ¦ HTTP 201 POST /settings/access-tokens\n{"name":"ci","scopes":["read:gist"],"token":"{t}"}
http mint azuracast ¦ an HTTP tool response minting an AzuraCast API key ¦ {h16}:{h32} ¦ HTTP 200 POST /api/frontend/account/api-keys\n{"comment":"n8n","key":"{t}"}
"""


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    return [
        *v.table("agent", SCENARIOS),
        *v.table("agent", "\n".join(singles[:half]), raises="keyerror"),
        *v.table("agent", "\n".join(singles[half:]), raises="group"),
        *v.table("agent", EXTRA.strip(), raises="args"),
        *v.table("agent", MORE.strip(), raises="context"),
    ]
