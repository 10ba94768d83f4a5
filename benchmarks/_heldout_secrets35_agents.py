"""Held-out set 35: coding-agent tool results, as an agent's tools return them.

Six three-step scenarios (each step a case) and single results, in tool shapes, tools and
files that were grepped for in every earlier ``_heldout_secrets*``, ``_heldout_families*``,
``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none
matched; Gemini CLI, ``run_shell_command``, ``read_file``, Cursor, ``run_terminal_cmd``,
``codebase_search``, SWE-agent, ``str_replace_editor``, Devin, Goose, ``developer__shell``,
Windsurf, Jules, Augment, Junie, Kiro, Trae, Warp, Refact, Plandex, Tabby, Zencoder, Codex
CLI, ``apply_patch``, ``execute_bash``, ``ReadFile``, ``Shell(``, Kilo Code, Replit Agent,
Firebase Studio, Manus, Codegen, Blackbox, CodeGPT, Codeium, Bito and Pieces did and were
dropped). Tool shapes, written as each tool prints its result (remembered, not copied, so
glyphs and padding may differ): Gemini CLI's ``ReadManyFiles`` and ``SearchText`` (the tool
names are fresh though Gemini CLI is not), Cursor's ``glob_file_search``, OpenHands'
``IPythonRunCellAction`` / ``IPythonRunCellObservation`` and ``FileReadObservation``, the
Codex Responses API's ``local_shell_call`` / ``local_shell_call_output`` items and Factory's
Droid; single results in Gemini CLI's ``GoogleSearch``, OpenHands' (All Hands)
``BrowseInteractiveAction``, bolt.diy's terminal and Genspark. Files no earlier set read:
Automatisch's, Beszel's, Dozzle's, Glances', Koillection's, LimeSurvey's, Technitium DNS's,
Duplicati's, LibreChat's, Paymenter's, Psono's, Teampass', Chhoto URL's, Cryptgeon's,
Dawarich's, Enclosed's, Endurain's, FitTrackee's, Maintainerr's, OneTimeSecret's,
OwnTracks', PrivateBin's, Reitti's, Ryot's, Spoolman's, Yamtrack's and Yopass'.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 gemini readmany automatisch ¦ scenario 1 step 1: Gemini CLI's ReadManyFiles, Automatisch's .env ¦ {A32} ¦ ✓  ReadManyFiles Will attempt to read and concatenate files using patterns: `automatisch/.env` (within target directory: ~/srv)\n\n--- automatisch/.env ---\nAPP_ENV=production\nENCRYPTION_KEY={t}\nWEBHOOK_SECRET_KEY=see-vault
s1 gemini readmany beszel ¦ scenario 1 step 2: Gemini CLI's ReadManyFiles, Beszel agent's compose file ¦ {u43} ¦ ✓  ReadManyFiles Will attempt to read and concatenate files using patterns: `beszel/docker-compose.yml`\n\n--- beszel/docker-compose.yml ---\n    environment:\n      LISTEN: 45876\n      KEY: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIK7cWq public"\n      TOKEN: {t}
s1 gemini readmany glances ¦ scenario 1 step 3: Gemini CLI's ReadManyFiles, Glances' glances.conf ¦ {p} ¦ ✓  ReadManyFiles Read 1 file(s)\n\n--- glances/glances.conf ---\n[passwords]\n# Define the passwords list for the client/server mode\nlocalhost=see-vault\nmonitor-01.lan={t}
s2 gemini searchtext koillection ¦ scenario 2 step 1: Gemini CLI's SearchText, Koillection's .env.local ¦ {h32} ¦ ✓  SearchText 'APP_SECRET' within ./ Found 1 match\n\nFile: koillection/.env.local\nL4: APP_SECRET={t}
s2 gemini searchtext limesurvey ¦ scenario 2 step 2: Gemini CLI's SearchText, LimeSurvey's config.php ¦ {p} ¦ ✓  SearchText ''password' =>' in application/config Found 1 match\n\nFile: limesurvey/application/config/config.php\nL24:             'password' => '{t}',
s2 gemini searchtext technitium ¦ scenario 2 step 3: Gemini CLI's SearchText, a Technitium DNS API token in a script ¦ {h64} ¦ ✓  SearchText 'token=' within scripts Found 1 match\n\nFile: scripts/dns-add-record.sh\nL7: curl -s "http://dns.lan:5380/api/zones/records/add?token={t}&domain=nas.lan&type=A&ipAddress=10.0.0.9"
s3 cursor glob duplicati ¦ scenario 3 step 1: Cursor's glob_file_search then a read, Duplicati's exported job ¦ {p} ¦ glob_file_search(glob_pattern="**/duplicati*.json")\n  backups/duplicati-nightly.json\nRead backups/duplicati-nightly.json (L1-9)\n  "Settings": [\n    { "Name": "passphrase", "Value": "{t}" },\n    { "Name": "--blocksize", "Value": "1MB" }
s3 cursor glob librechat ¦ scenario 3 step 2: Cursor's glob_file_search then a read, LibreChat's .env ¦ {h64} ¦ glob_file_search(glob_pattern="**/.env")\n  librechat/.env\nRead librechat/.env (L40-44)\n  CREDS_KEY={t}\n  CREDS_IV=see-vault\n  JWT_SECRET=see-vault
s3 cursor glob paymenter ¦ scenario 3 step 3: Cursor's glob_file_search then a read, Paymenter's .env ¦ base64:{b44} ¦ glob_file_search(glob_pattern="paymenter/.env*")\n  paymenter/.env\n  paymenter/.env.example\nRead paymenter/.env (L1-3)\n  APP_NAME=Paymenter\n  APP_KEY={t}
s4 openhands ipython psono ¦ scenario 4 step 1: OpenHands' IPythonRunCellAction and IPythonRunCellObservation, Psono's settings.yaml ¦ {h64} ¦ IPythonRunCellAction(code="print(open('psono/settings.yaml').read()[:200])", thought='check the server keys')\nIPythonRunCellObservation(content="SECRET_KEY: 'see-vault'\nACTIVATION_LINK_SECRET: 'see-vault'\nPRIVATE_KEY: '{t}'\nALLOWED_HOSTS: ['*']", code="print(open('psono/settings.yaml').read()[:200])")
s4 openhands ipython teampass ¦ scenario 4 step 2: OpenHands' IPythonRunCellObservation, Teampass' settings.php ¦ {p} ¦ IPythonRunCellObservation(content="define('DB_USER', 'teampass');\ndefine('DB_PASSWD', '{t}');\ndefine('DB_NAME', 'teampass');", code="!grep -n DB_ teampass/includes/config/settings.php")
s4 openhands fileread teampass key ¦ scenario 4 step 3: OpenHands' FileReadObservation, Teampass' secure key file ¦ {h40} ¦ FileReadObservation(content='{t}\n', path='/var/teampass-sk/teampass-seckey.txt', impl_source='oh_aci')
s5 codex localshell chhoto ¦ scenario 5 step 1: a Codex local_shell_call and its output item, Chhoto URL's compose file ¦ {A32} ¦ {"type":"local_shell_call","call_id":"call_7Qk","action":{"type":"exec","command":["bash","-lc","grep -n password chhoto/compose.yaml"]},"status":"completed"}\n{"type":"local_shell_call_output","call_id":"call_7Qk","output":"9:      - password={t}\\n"}
s5 codex localshell cryptgeon ¦ scenario 5 step 2: a Codex local_shell_call_output, Cryptgeon's redis password ¦ {A40} ¦ {"type":"local_shell_call_output","call_id":"call_8Rm","output":"REDIS=redis://:{t}@redis:6379/\\nSIZE_LIMIT=4 MiB\\n"}
s5 codex localshell dawarich ¦ scenario 5 step 3: a Codex local_shell_call_output, Dawarich's SECRET_KEY_BASE ¦ {h88} ¦ {"type":"local_shell_call_output","call_id":"call_9Sn","output":"SECRET_KEY_BASE={t}\\nRAILS_ENV=production\\n"}
s6 droid enclosed ¦ scenario 6 step 1: Factory's Droid running a shell command (as remembered), Enclosed's auth secret ¦ {A48} ¦ ⛬  EXECUTE  (grep AUTHENTICATION enclosed/.env, impact: low)\n   ↳ Exit code 0 · Output:\n     AUTHENTICATION_JWT_SECRET={t}
s6 droid endurain ¦ scenario 6 step 2: Factory's Droid, Endurain's .env ¦ {h64} ¦ ⛬  EXECUTE  (sed -n 1,6p endurain/.env, impact: low)\n   ↳ Exit code 0 · Output:\n     DB_PASSWORD=see-vault\n     SECRET_KEY={t}\n     FERNET_KEY=see-vault
s6 droid fittrackee ¦ scenario 6 step 3: Factory's Droid, FitTrackee's .env ¦ {p} ¦ ⛬  EXECUTE  (grep -n MAIL fittrackee/.env, impact: low)\n   ↳ Exit code 0 · Output:\n     12:EMAIL_URL=smtp://fittrackee:{t}@smtp.acme.io:587?tls=True
"""

SINGLES = r"""
gemini readmany maintainerr ¦ Gemini CLI's ReadManyFiles, Maintainerr's settings export ¦ {h32} ¦ ✓  ReadManyFiles Read 1 file(s)\n\n--- maintainerr/settings.json ---\n{ "plex_hostname": "10.0.0.5", "overseerr_api_key": "{t}", "radarr_settings_id": 1 }
gemini searchtext onetimesecret ¦ Gemini CLI's SearchText, OneTimeSecret's config ¦ {h64} ¦ ✓  SearchText 'secret:' within onetimesecret/etc Found 1 match\n\nFile: onetimesecret/etc/config.yaml\nL12:   :secret: {t}
gemini googlesearch leak ¦ Gemini CLI's GoogleSearch result quoting a pasted OwnTracks recorder URL ¦ {p} ¦ ✓  GoogleSearch Searching the web for: "ot-recorder 401 https://owntracks:... pub"\n   Search results for "ot-recorder 401" returned.\n   [1] forum post: "--http-host with OTR_URL=https://owntracks:{t}@track.acme.io/pub gives 401"
cursor glob privatebin ¦ Cursor's glob_file_search and a read, PrivateBin's conf.php ¦ {p} ¦ glob_file_search(glob_pattern="**/conf.php")\n  privatebin/cfg/conf.php\nRead privatebin/cfg/conf.php (L150-153)\n  [model_options]\n  dsn = "pgsql:host=db;dbname=privatebin"\n  usr = "privatebin"\n  pwd = "{t}"
openhands ipython reitti ¦ OpenHands' IPythonRunCellObservation, Reitti's environment ¦ {p} ¦ IPythonRunCellObservation(content="POSTGIS_PASSWORD={t}\nRABBITMQ_HOST=rabbitmq", code="!docker exec reitti env | grep -E 'POSTGIS|RABBIT'")
openhands browse ryot ¦ OpenHands' BrowseInteractiveAction and its observation, Ryot's admin access link ¦ {u43} ¦ BrowseInteractiveAction(browser_actions='goto("http://localhost:8000/settings/tokens")')\nBrowserOutputObservation(url='http://localhost:8000/settings/tokens', content='Your new access token (shown once): {t}', last_browser_action='goto')
codex localshell spoolman ¦ a Codex local_shell_call_output, Spoolman's database URL ¦ {p} ¦ {"type":"local_shell_call_output","call_id":"call_4Tp","output":"SPOOLMAN_DB_TYPE=postgres\\nSPOOLMAN_DB_PASSWORD={t}\\n"}
droid yamtrack ¦ Factory's Droid, Yamtrack's .env ¦ {A50} ¦ ⛬  EXECUTE  (cat yamtrack/.env, impact: low)\n   ↳ Exit code 0 · Output:\n     TMDB_API=see-vault\n     SECRET={t}
boltdiy yopass ¦ bolt.diy's terminal in its workbench, Yopass' memcached secret URL ¦ {A22} ¦ ~/project ❯ yopass --api https://yopass.acme.io --one-time <<< "db-root"\nhttps://yopass.acme.io/#/s/0f3a7d2e-5c1b-4e8a-9b6d-2a4f1c7e3d90/{t}\n~/project ❯
genspark limesurvey ¦ a Genspark agent step quoting LimeSurvey's RemoteControl call ¦ {p} ¦ Genspark ▸ Step 3 · Called tool http_request\n  POST https://survey.acme.edu/index.php/admin/remotecontrol\n  {"method":"get_session_key","params":["apiuser","{t}"],"id":1}\n  ← {"result":{"status":"Invalid user name or password"}}
"""

EXTRA = r"""
dozzle diff ¦ git diff of Dozzle's users.yml committed with a plain password beside its hash ¦ {p} ¦ $ git diff HEAD~1 -- dozzle/data/users.yml\n   admin:\n     name: Admin\n+    # temp: {t}\n     password: $2a$11$see-vault-bcrypt-hash
glances rg ¦ ripgrep over Glances' config for its InfluxDB token ¦ {u86} ¦ $ rg -n '^token' glances/\nglances/glances.conf:341:token={t}
koillection ag ¦ ag over Koillection's env files ¦ {p} ¦ $ ag DB_PASSWORD koillection/\nkoillection/.env.local\n9:DB_PASSWORD={t}
technitium grep ¦ grep -C1 over a Technitium DNS cluster script ¦ {h64} ¦ $ grep -C1 'apiToken' ops/technitium-sync.ps1\n11-$server = "http://dns-2.lan:5380"\n12:$apiToken = "{t}"\n13-Invoke-RestMethod "$server/api/zones/list?token=$apiToken"
duplicati mint ¦ an HTTP tool response minting a Duplicati server's login token ¦ {u43} ¦ HTTP 200 POST /api/v1/auth/login\n{"AccessToken":"{t}","RefreshNonce":"n-41c2"}
librechat mint ¦ an HTTP tool response minting a LibreChat user API key ¦ sk-{A48} ¦ HTTP 201 POST /api/keys\n{"name":"ci-bot","value":"{t}","expiresAt":null}
paymenter mint ¦ an HTTP tool response minting a Paymenter admin API key ¦ {A40} ¦ HTTP 201 POST /admin/api-keys\n{"data":{"id":7,"name":"billing-sync","token":"{t}","permissions":["invoices.read"]}}
dawarich mint ¦ an HTTP tool response minting a Dawarich API key ¦ {u32} ¦ HTTP 200 POST /api/v1/users/me/api_key\n{"api_key":"{t}","message":"API key regenerated"}
enclosed diff ¦ git diff of Enclosed's compose file hardcoding its JWT secret ¦ {A48} ¦ $ git diff -- enclosed/docker-compose.yml\n     environment:\n-      - AUTHENTICATION_JWT_SECRET=${ENCLOSED_JWT}\n+      - AUTHENTICATION_JWT_SECRET={t}
fittrackee rg ¦ ripgrep over FitTrackee's .env for its app secret ¦ {h64} ¦ $ rg -n APP_SECRET_KEY fittrackee/\nfittrackee/.env:3:export APP_SECRET_KEY='{t}'
maintainerr ag ¦ ag over Maintainerr's data for its Plex token ¦ {A20} ¦ $ ag plex_auth_token maintainerr/data\nmaintainerr/data/settings.json\n4:  "plex_auth_token": "{t}",
owntracks grep ¦ grep over the OwnTracks recorder's defaults ¦ {p} ¦ $ grep -n OTR_PASS /etc/default/ot-recorder\n14:OTR_PASS="{t}"
privatebin mint ¦ an HTTP tool response creating a PrivateBin paste whose key is in the URL fragment ¦ {B44} ¦ HTTP 200 POST /\n{"status":0,"id":"f468483c313401e8","url":"/?f468483c313401e8#{t}","deletetoken":"see-vault"}
reitti diff ¦ git diff of Reitti's .env adding its OwnTracks ingest token ¦ {uuid} ¦ $ git diff -- reitti/.env\n+OWNTRACKS_TOKEN={t}\n RABBITMQ_USER=reitti
ryot grep ¦ grep over Ryot's compose file for its admin token ¦ {A32} ¦ $ grep -rn ADMIN_ACCESS_TOKEN ryot/\nryot/docker-compose.yml:14:      - SERVER_ADMIN_ACCESS_TOKEN={t}
yopass mint ¦ an HTTP tool response from Yopass storing a secret, with the decryption key in the link ¦ {A22} ¦ HTTP 200 POST /secret\n{"message":"2c7e1f40-9a3b-4d5e-8f21-6b0c9d4e7a13"}\nshare: https://yopass.acme.io/#/s/2c7e1f40-9a3b-4d5e-8f21-6b0c9d4e7a13/{t}
yamtrack grep ¦ grep over Yamtrack's .env for its IGDB secret ¦ {l30} ¦ $ grep -n IGDB yamtrack/.env\n5:IGDB_ID=q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5\n6:IGDB_SECRET={t}
beszel mint ¦ an HTTP tool response from Beszel's hub giving a universal agent token ¦ {uuid} ¦ HTTP 200 GET /api/beszel/universal-token?enable=1\n{"token":"{t}","active":true}
automatisch grep ¦ grep -C1 over Automatisch's compose file ¦ {A32} ¦ $ grep -C1 APP_SECRET_KEY automatisch/docker-compose.yml\n21-      - ENCRYPTION_KEY=${ENCRYPTION_KEY}\n22:      - APP_SECRET_KEY={t}\n23-      - WEBHOOK_SECRET_KEY=${WEBHOOK_SECRET_KEY}
cryptgeon diff ¦ git diff of Cryptgeon's compose file giving redis a password ¦ {A40} ¦ $ git diff -- cryptgeon/docker-compose.yml\n-    command: redis-server\n+    command: redis-server --requirepass {t}
"""

MORE = r"""
technitium mint ¦ an HTTP tool response minting a Technitium DNS API token ¦ {h64} ¦ HTTP 200 GET /api/user/createToken?user=admin&pass=***&tokenName=ci\n{"status":"ok","username":"admin","tokenName":"ci","token":"{t}"}
psono mint ¦ an HTTP tool response creating a Psono API key (its secret key returned once) ¦ {h64} ¦ HTTP 201 PUT /api-key/\n{"api_key_id":"5b3f1e2a-7c9d-4a6b-8e0f-1d2c3b4a5f60","api_key_secret_key":"{t}"}
teampass mint ¦ an HTTP tool response from Teampass' API authorize endpoint ¦ {u86} ¦ HTTP 200 POST /api/index.php/authorize\n{"token":"{t}"}
onetimesecret mint ¦ an HTTP tool response from OneTimeSecret's API sharing a secret ¦ {A31} ¦ HTTP 200 POST /api/v1/share\n{"custid":"ops@acme.io","metadata_key":"qk2x8sv1","secret_key":"{t}","ttl":7200}
koillection read ¦ a file read of Koillection's docker .env ¦ {p} ¦ koillection/docker/.env (lines 1-4)\nDB_DRIVER=pdo_pgsql\nDB_NAME=koillection\nDB_USER=koillection\nDB_PASSWORD={t}
limesurvey read ¦ a file read of LimeSurvey's security.php ¦ {h64} ¦ limesurvey/application/config/security.php\n<?php\n$config = array();\n$config['encryptionkeypair'] = '{t}';\nreturn $config;
glances read ¦ a file read of Glances' web password file ¦ {h64} ¦ ~/.config/glances/glances.pwd\n{t}
chhoto read ¦ a file read of Chhoto URL's env file ¦ {A40} ¦ chhoto/.env\nport=4567\napi_key={t}\ndb_url=/data/urls.sqlite
endurain read ¦ a file read of Endurain's Strava settings ¦ {h40} ¦ endurain/backend/.env (lines 14-16)\nSTRAVA_CLIENT_ID=112233\nSTRAVA_CLIENT_SECRET={t}\nSTRAVA_AUTH_CODE=
maintainerr read ¦ a file read of Maintainerr's Radarr settings ¦ {h32} ¦ maintainerr/data/radarr_settings.json\n[{"id":1,"url":"http://radarr:7878","apiKey":"{t}","isDefault":true}]
spoolman read ¦ a file read of Spoolman's env exported to an Octoprint plugin ¦ {u43} ¦ octoprint/plugins/spoolman.yaml\nspoolman:\n  url: http://spoolman:7912\n  api_token: {t}
dawarich read ¦ a file read of Dawarich's Photoprism integration settings ¦ {A32} ¦ dawarich/config/settings.yml (lines 8-10)\nphotoprism:\n  url: http://photos.lan:2342\n  api_key: {t}
"""


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    return [
        *v.table("agent", SCENARIOS),
        *v.table("agent", "\n".join(singles[:half]), raises="keyerror"),
        *v.table("agent", "\n".join(singles[half:]), raises="group"),
        *v.table("agent", EXTRA.strip(), raises="args"),
        *v.table("agent", MORE.strip(), raises="note"),
    ]
