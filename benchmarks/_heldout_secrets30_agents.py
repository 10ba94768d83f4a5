"""Held-out set 30: coding-agent tool results, as an agent's tools return them.

Six three-step scenarios (each step a case) and single results, in tool shapes, commands and
files that were grepped for in every earlier ``_heldout_secrets*``, ``_heldout_families*``,
``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none
matched; Goose's ``developer__shell``, Continue, Zed, Windsurf and Cascade, Amp,
``run_shell_command``, Gemini CLI, Cursor, OpenHands' ``CmdOutputObservation``, SWE-agent,
Devin, Cody, Tabnine, Augment, Junie, Trae, Kiro, opencode, Zencoder, Codebuff, aichat,
``execute_shell``, ``Ran command``, ``exec_command``, ``run_in_terminal``, Outline,
Mattermost, Wiki.js, Discourse, Firefly, Node-RED, n8n's ``N8N_ENCRYPTION_KEY``, Gitea,
Zammad, Mealie, Miniflux, Kavita, Navidrome, Nextcloud, Portainer, Baserow, Budibase,
Windmill, Overseerr, Sonarr, Seafile, ``rg``, ``ag``, ``ack``, ``delta``, ``dasel``,
``gron``, ``mlr``, ``git log -p`` and ``hg diff`` did and were dropped). Tool shapes, written
as each tool prints its result in a transcript (remembered from using them, not copied, so
details such as padding and glyphs may differ): OpenAI's Codex CLI (``• Ran`` and ``└``
lines), Firebender's terminal tool in Android Studio, Amazon Q Developer CLI's ``fs_read``
tool, avante.nvim's ``bash`` tool block, gptel's tool-use blocks in an Org buffer and Manus'
sandbox shell view; single results in Gemini Code Assist's agent mode, Codegen, Sculptor,
Terragon, Claude Squad, ShellGPT (``sgpt --shell``) and Simon Willison's ``llm cmd``
transcripts. Files no earlier set read: Homebox's, Hoarder's, Ghostfolio's, Zipline's,
Lychee's and Castopod's ``.env``, Akkoma's ``prod.secret.exs``, Bitmagnet's config, Shaarli's
``config.json.php``, OpenProject's env, Grist's and Activepieces' settings, Kestra's
``application.yml``, Docspell's config, Stirling PDF's settings, Piwigo's
``database.inc.php``, Chevereto's env, Metabase's ``MB_ENCRYPTION_SECRET_KEY``,
Superset's ``SUPERSET_SECRET_KEY``, Calibre-Web's ``app.db``, Dashy's ``conf.yml``,
Heimdall's and Organizr's databases and configs, Pingvin Share's, Teedy's, File Browser's
and Komga's settings, and the media and homelab tools Kometa, Recyclarr, Unpackerr,
Notifiarr, autobrr, Wizarr, Tdarr, Pinchflat, Tube Archivist, beets, Ampache, Crafty
Controller, LinuxGSM, Readeck, Shiori, Etherpad and OnlyOffice (each name grepped: none
matched; Tautulli, Ombi, Readarr, Stash, Romm, Linkding, BookStack, HedgeDoc and Collabora
did). Commands: VisiData in batch mode (``vd -b``). HTTP tool
responses minting credentials: Audiobookshelf's login token, Komga's API key, Zipline's
user token, Teable's personal access token and Grist's API key.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 codex homebox ¦ scenario 1 step 1: Codex CLI's Ran block, grep of Homebox's .env ¦ {A40} ¦ • Ran grep -n HBOX_ homebox/.env\n  └ 1:HBOX_MODE=production\n    2:HBOX_WEB_PORT=7745\n    3:HBOX_OPTIONS_ALLOW_REGISTRATION=false\n    4:HBOX_MAILER_PASSWORD={t}
s1 codex hoarder ¦ scenario 1 step 2: Codex CLI's Ran block, sed of Hoarder's .env ¦ {b48} ¦ • Ran sed -n '1,6p' hoarder/.env\n  └ HOARDER_VERSION=release\n    NEXTAUTH_SECRET={t}\n    NEXTAUTH_URL=https://bookmarks.acme.home\n    DATA_DIR=/data
s1 codex ghostfolio ¦ scenario 1 step 3: Codex CLI's Ran block, printenv in Ghostfolio's container ¦ {h64} ¦ • Ran docker compose exec ghostfolio printenv JWT_SECRET_KEY ACCESS_TOKEN_SALT\n  └ {t}\n    (unset)\n\n• Explored\n  └ Read docker-compose.yml
s2 firebender local ¦ scenario 2 step 1: Firebender's terminal tool in Android Studio, gradle properties grepped for the Maps key ¦ {A39} ¦ Firebender › Terminal › ./gradlew --quiet properties | grep -i maps\n  MAPS_API_KEY=AIza{t}\n  mapsPlatformVersion=18.2.0\n  ✓ exit code 0
s2 firebender keystore ¦ scenario 2 step 2: Firebender's terminal tool, keystore.properties for release signing ¦ {p} ¦ Firebender › Terminal › cat keystore.properties\n  storeFile=../release/acme.jks\n  storePassword={t}\n  keyAlias=upload\n  keyPassword=(same)\n  ✓ exit code 0
s2 firebender play ¦ scenario 2 step 3: Firebender's terminal tool, the Play publisher service account JSON ¦ {b64} ¦ Firebender › Terminal › jq '{client_email, private_key_id}' play-publisher.json\n  {\n    "client_email": "publisher@acme-app.iam.gserviceaccount.com",\n    "private_key_id": "{t}"\n  }\n  ✓ exit code 0
s3 amazonq akkoma ¦ scenario 3 step 1: Amazon Q Developer CLI's fs_read tool, Akkoma's prod.secret.exs ¦ {b64} ¦ 🛠️  Using tool: fs_read (trusted)\n ⋮ \n ● Reading file: /opt/akkoma/config/prod.secret.exs, from line 1 to 12\n ✓ Successfully read 412 bytes\n\nconfig :pleroma, Pleroma.Web.Endpoint,\n  url: [host: "social.acme.io", scheme: "https", port: 443],\n  secret_key_base: "{t}",\n  signing_salt: "aB3kLq9Z"
s3 amazonq bitmagnet ¦ scenario 3 step 2: Amazon Q's fs_read tool, Bitmagnet's config.yml ¦ {h32} ¦ 🛠️  Using tool: fs_read (trusted)\n ⋮ \n ● Reading file: ~/.config/bitmagnet/config.yml, all lines\n ✓ Successfully read 96 bytes\n\npostgres:\n  host: db\ntmdb:\n  api_key: {t}\n  enabled: true
s3 amazonq shaarli ¦ scenario 3 step 3: Amazon Q's fs_read tool, Shaarli's data/config.json.php ¦ {h12} ¦ 🛠️  Using tool: fs_read (trusted)\n ⋮ \n ● Reading file: shaarli/data/config.json.php, from line 1 to 9\n ✓ Successfully read 388 bytes\n\n<?php /*\n{\n    "credentials": {\n        "login": "anna",\n        "salt": "9f1c0b2a7e4d"\n    },\n    "api": {\n        "enabled": true,\n        "secret": "{t}"\n    }\n} */ ?>
s4 avante openproject ¦ scenario 4 step 1: avante.nvim's bash tool block, OpenProject's env ¦ {h128} ¦ ╭─  bash  succeeded\n│ command: grep -n SECRET openproject/.env\n│ 3:OPENPROJECT_SECRET_KEY_BASE={t}\n│ 4:OPENPROJECT_HTTPS=true\n╰─
s4 avante grist ¦ scenario 4 step 2: avante.nvim's bash tool block, Grist's session secret in compose ¦ {u44} ¦ ╭─  bash  succeeded\n│ command: docker compose config grist | grep -n GRIST_\n│ 12:      GRIST_SESSION_SECRET: {t}\n│ 13:      GRIST_SANDBOX_FLAVOR: gvisor\n╰─
s4 avante activepieces ¦ scenario 4 step 3: avante.nvim's bash tool block, Activepieces' env ¦ {h32} ¦ ╭─  bash  succeeded\n│ command: cat activepieces/.env | head -4\n│ AP_ENGINE_EXECUTABLE_PATH=dist/packages/engine/main.js\n│ AP_ENCRYPTION_KEY={t}\n│ AP_ENVIRONMENT=prod\n│ AP_FRONTEND_URL=https://flows.acme.io\n╰─
s5 gptel kestra ¦ scenario 5 step 1: gptel's tool-use block in an Org buffer, Kestra's application.yml ¦ {p} ¦ #+begin_tool (read_file :path "kestra/application.yml")\nkestra:\n  server:\n    basic-auth:\n      enabled: true\n      username: admin@acme.io\n      password: "{t}"\n#+end_tool
s5 gptel docspell ¦ scenario 5 step 2: gptel's tool-use block, Docspell's server config ¦ {b44} ¦ #+begin_tool (shell :command "grep -n server-secret /etc/docspell/server.conf")\n41:      server-secret = "b64:{t}"\n#+end_tool
s5 gptel stirling ¦ scenario 5 step 3: gptel's tool-use block, Stirling PDF's settings.yml ¦ {p} ¦ #+begin_tool (read_file :path "stirling/configs/settings.yml")\nsecurity:\n  enableLogin: true\n  initialLogin:\n    username: admin\n    password: '{t}'\n  csrfDisabled: false\n#+end_tool
s6 manus piwigo ¦ scenario 6 step 1: Manus' sandbox shell view, Piwigo's database.inc.php ¦ {p} ¦ ubuntu@sandbox:~ $ sed -n '2,8p' piwigo/local/config/database.inc.php\n$conf['dblayer'] = 'mysqli';\n$conf['db_base'] = 'piwigo';\n$conf['db_user'] = 'piwigo';\n$conf['db_password'] = '{t}';\n$conf['db_host'] = 'mariadb';\nubuntu@sandbox:~ $
s6 manus chevereto ¦ scenario 6 step 2: Manus' sandbox shell view, Chevereto's env ¦ {A32} ¦ ubuntu@sandbox:~ $ env | grep CHEVERETO_ | sort\nCHEVERETO_DB_HOST=database\nCHEVERETO_DB_PASS={t}\nCHEVERETO_DB_USER=chevereto\nCHEVERETO_HOSTNAME=img.acme.io\nubuntu@sandbox:~ $
s6 manus visidata ¦ scenario 6 step 3: Manus' sandbox shell view, VisiData in batch mode printing a sheet ¦ {A28} ¦ ubuntu@sandbox:~ $ vd -b exports/integrations.xlsx -o -\nname        kind     secret\nhelpdesk    webhook  {t}\nnewsletter  api      (rotated)\nubuntu@sandbox:~ $
"""

SINGLES = r"""
gemini code assist ¦ Gemini Code Assist agent mode in VS Code, its terminal step ¦ {A40} ¦ Gemini › Agent › Run in terminal: cat .streamlit/secrets.toml\n[connections.warehouse]\nuser = "analytics"\npassword = "{t}"\nhost = "wh.acme.internal"\n✔ Command completed
codegen bash ¦ Codegen's agent log, its RunBashCommand tool ¦ {u43} ¦ [codegen] tool=RunBashCommand cmd="cat deploy/.vault-token.json" exit=0\n{"client_token": "hvs.{t}", "lease_duration": 2764800, "renewable": true}
sculptor env ¦ Sculptor's agent terminal, printenv in the task container ¦ {h40} ¦ sculptor ▸ task 7 ▸ $ printenv | grep -i sentry\nSENTRY_DSN=https://public@o1.ingest.acme.io/4\nSENTRY_AUTH_TOKEN=sntryu_{t}
terragon read ¦ Terragon's background agent reading a file (its tool-result block) ¦ {A36} ¦ Terragon · Read file · config/credentials/production.yml (8 lines)\naws:\n  access_key_id: AKIA5X2RMQ7ZJ4HN3BQE\n  secret_access_key: {t}\nsmtp:\n  user: mailer
claude squad ¦ Claude Squad's pane capture for one session's shell ¦ {b40} ¦ [squad] session fix-billing (worktree .claude-squad/worktrees/fix-billing)\n$ grep -rn STRIPE_ .env.test\n.env.test:2:STRIPE_SECRET_KEY=rk_test_{t}
shellgpt shell ¦ ShellGPT's --shell mode, the suggested command run and its output ¦ {A32} ¦ $ sgpt --shell "show the redis password from the compose file"\ngrep -n requirepass docker-compose.yml\n[E]xecute, [D]escribe, [A]bort: e\n18:    command: redis-server --requirepass {t} --appendonly yes
llm cmd ¦ Simon Willison's llm cmd, a generated command accepted and run ¦ {h48} ¦ $ llm cmd show the webhook signing key in config/hooks.json\nMultiline command - Meta-Enter or Esc Enter to execute\n> jq -r .signing_key config/hooks.json\n{t}
audiobookshelf login ¦ an HTTP tool logging into Audiobookshelf (the user's token in the answer) ¦ eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{u110}.{u43} ¦ POST https://audiobooks.acme.home/login -> 200\n{"user":{"id":"root","username":"root","type":"root","token":"{t}","mediaProgress":[]},"userDefaultLibraryId":"lib_main"}
komga api key ¦ an HTTP tool creating a Komga API key ¦ {h32} ¦ POST https://comics.acme.home/api/v2/users/me/api-keys {"comment":"tachiyomi"} -> 200\n{"id":"0KQ1H2B7Z","userId":"0J8F3","key":"{t}","comment":"tachiyomi","createdDate":"2026-12-06T09:30:00Z"}
zipline token ¦ an HTTP tool reading Zipline's user token ¦ {A44} ¦ GET https://share.acme.io/api/user/token -> 200\n{"token":"{t}"}
teable pat ¦ an HTTP tool creating a Teable personal access token ¦ teable_{A24}_{A44} ¦ POST https://tables.acme.io/api/access-token -> 201\n{"id":"acc9Xq","name":"etl","token":"{t}","expiredTime":"2027-06-06"}
grist api key ¦ an HTTP tool asking Grist for the user's API key ¦ {h40} ¦ GET https://grist.acme.io/api/profile/apiKey -> 200\n"{t}"
"""

EXTRA = r"""
zipline env ¦ grep of Zipline's .env (CORE_SECRET) ¦ {A40} ¦ $ grep -n CORE_ zipline/.env\n1:CORE_SECRET={t}\n2:CORE_PORT=3000
lychee env ¦ a file read of Lychee's .env (APP_KEY) ¦ {b43}= ¦ [read] lychee/.env (lines 1-4)\n1  APP_NAME=Lychee\n2  APP_ENV=production\n3  APP_KEY=base64:{t}\n4  APP_URL=https://photos.acme.home
castopod env ¦ sed of Castopod's .env (its encryption key) ¦ {h64} ¦ $ sed -n '/encryption/p' castopod/.env\nencryption.key="hex2bin:{t}"
metabase env ¦ docker inspect showing Metabase's MB_ENCRYPTION_SECRET_KEY ¦ {b44} ¦ $ docker inspect metabase --format '{{range .Config.Env}}{{println .}}{{end}}' | grep MB_\nMB_DB_TYPE=postgres\nMB_ENCRYPTION_SECRET_KEY={t}\nMB_SITE_URL=https://bi.acme.io
superset config ¦ a file read of superset_config.py (SUPERSET_SECRET_KEY) ¦ {b42} ¦ [read] superset/superset_config.py (lines 1-5)\n1  import os\n2  SECRET_KEY = os.environ.get("SUPERSET_SECRET_KEY", "{t}")\n3  SQLALCHEMY_DATABASE_URI = "postgresql://superset@db/superset"
calibre web ¦ sqlite3 of Calibre-Web's app.db (the mail server password column) ¦ {p} ¦ $ sqlite3 calibre-web/app.db "select mail_server, mail_login, mail_password from settings"\nsmtp.acme.io|books@acme.io|{t}
dashy conf ¦ a file read of Dashy's conf.yml (a widget's API key) ¦ {h32} ¦ [read] dashy/user-data/conf.yml (lines 40-46)\n  widgets:\n  - type: weather\n    options:\n      apiKey: {t}\n      city: Lyon
heimdall db ¦ sqlite3 of Heimdall's items table (an enhanced app's password in its config JSON) ¦ {p} ¦ $ sqlite3 heimdall/www/app.sqlite "select title, description from items where id = 7"\nPi-hole|{"enabled":true,"override_url":"http://pihole.lan","apikey":"","password":"{t}"}
organizr db ¦ a file read of Organizr's config.php (its API key) ¦ {l20} ¦ [read] organizr/www/organizr/data/config/config.php (lines 3-6)\n  'organizrAPI' => '{t}',\n  'registrationPassword' => '',\n  'dbName' => 'orgdb.db',
pingvin env ¦ grep of Pingvin Share's config (JWT secret) ¦ {u48} ¦ $ grep -n jwt pingvin-share/data/config.yaml\n9:  jwtSecret: {t}
teedy env ¦ docker compose config showing Teedy's admin password ¦ {p} ¦ $ docker compose config teedy | grep -n DOCS_\n8:      DOCS_ADMIN_EMAIL_INIT: admin@acme.io\n9:      DOCS_ADMIN_PASSWORD_INIT: '{t}'
filebrowser json ¦ a file read of File Browser's settings.json (its auth header secret) ¦ {A32} ¦ [read] filebrowser/settings.json\n{\n  "port": 8080,\n  "auth": {"method": "proxy", "header": "X-Auth-User"},\n  "signup": false,\n  "key": "{t}"\n}
kometa config ¦ a file read of Kometa's config.yml (its Plex token and TMDb key) ¦ {A20} ¦ [read] kometa/config/config.yml (lines 30-36)\nplex:\n  url: http://plex:32400\n  token: {t}\n  timeout: 60\ntmdb:\n  apikey: (see below)
recyclarr secrets ¦ cat of Recyclarr's secrets.yml ¦ {h32} ¦ $ cat recyclarr/secrets.yml\nsonarr_main_api_key: {t}\nsonarr_main_url: http://sonarr:8989
unpackerr conf ¦ grep of Unpackerr's unpackerr.conf (a Radarr API key) ¦ {h32} ¦ $ grep -n -A3 '\[\[radarr\]\]' unpackerr/unpackerr.conf\n41:[[radarr]]\n42-  url = "http://radarr:7878"\n43-  api_key = "{t}"
notifiarr env ¦ docker compose config showing Notifiarr's API key ¦ {uuid} ¦ $ docker compose config notifiarr | grep DN_\n      DN_API_KEY: {t}\n      DN_BIND_ADDR: 0.0.0.0:5454
autobrr toml ¦ a file read of autobrr's config.toml (its session secret) ¦ {A16} ¦ [read] autobrr/config.toml (lines 1-8)\nhost = "0.0.0.0"\nport = 7474\nlogLevel = "DEBUG"\nsessionSecret = "{t}"
wizarr env ¦ sed of Wizarr's .env ¦ {h64} ¦ $ sed -n '1,3p' wizarr/.env\nDISABLE_BUILTIN_AUTH=false\nSECRET_KEY={t}\nTZ=Europe/Madrid
tdarr json ¦ jq of Tdarr's server config (its API key) ¦ tapi_{A24} ¦ $ jq '.auth, .seededApiKey' tdarr/configs/Tdarr_Server_Config.json\ntrue\n"{t}"
pinchflat env ¦ printenv in Pinchflat's container ¦ {b64} ¦ $ docker exec pinchflat printenv SECRET_KEY_BASE BASIC_AUTH_PASSWORD\n{t}\n(unset)
tube archivist ¦ docker compose config showing Tube Archivist's Elasticsearch password ¦ {p} ¦ $ docker compose config archivist-es | grep -n ELASTIC_PASSWORD\n14:      ELASTIC_PASSWORD: '{t}'
beets config ¦ a file read of beets' config.yaml (an acoustid key) ¦ {A10} ¦ [read] ~/.config/beets/config.yaml (lines 12-15)\nacoustid:\n  apikey: {t}\nfetchart:\n  auto: yes
ampache config ¦ grep of Ampache's ampache.cfg.php ¦ {p} ¦ $ grep -n '^database_' ampache/config/ampache.cfg.php\n51:database_hostname = mariadb\n53:database_username = "ampache"\n54:database_password = "{t}"
crafty creds ¦ cat of Crafty Controller's default credentials file ¦ {A32} ¦ $ cat crafty/app/config/default-creds.txt\n{\n    "username": "admin",\n    "password": "{t}",\n    "info": "This is NOT where you change your password. This file is only a means to give you a default password."\n}
linuxgsm cfg ¦ grep of a LinuxGSM instance config (the RCON password) ¦ {A16} ¦ $ grep -n rcon lgsm/config-lgsm/rustserver/rustserver.cfg\n7:rconpassword="{t}"\n8:rconweb="1"
readeck toml ¦ a file read of Readeck's config.toml (its secret key) ¦ {A48} ¦ [read] readeck/config.toml\n[main]\nlog_level = "info"\nsecret_key = "{t}"\ndata_directory = "data"
shiori env ¦ grep of Shiori's env ¦ {u40} ¦ $ grep -n SHIORI_ shiori/.env\n1:SHIORI_DIR=/srv/shiori\n2:SHIORI_HTTP_SECRET_KEY={t}
etherpad settings ¦ jq of Etherpad's settings.json (the admin user) ¦ {p} ¦ $ jq .users.admin etherpad/settings.json\n{\n  "password": "{t}",\n  "is_admin": true\n}
onlyoffice jwt ¦ docker exec printing OnlyOffice Docs' JWT secret ¦ {A32} ¦ $ docker exec onlyoffice /var/www/onlyoffice/documentserver/npm/json -f /etc/onlyoffice/documentserver/local.json 'services.CoAuthoring.secret.session.string'\n{t}
komga yaml ¦ a file read of Komga's application.yml (the remember-me key) ¦ {A30} ¦ [read] komga/config/application.yml\nkomga:\n  remember-me:\n    key: {t}\n    validity: 2592000
"""


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    return [
        *v.table("agent", SCENARIOS),
        *v.table("agent", "\n".join(singles[:half]), raises="note"),
        *v.table("agent", "\n".join(singles[half:]), raises="args"),
        *v.table("agent", EXTRA.strip(), raises="context"),
    ]
