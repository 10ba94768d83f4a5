"""Held-out set 27: coding-agent tool results, as an agent's tools return them.

Six three-step scenarios (each step a case) and single results, in tool shapes, commands and
files that were grepped for in every earlier ``_heldout_secrets*``, ``_heldout_families*``,
``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none
matched; Kilo Code, Roo Code's ``execute_command``, OpenHands' ``CmdOutputObservation``,
Replit, Aider's ``/run``, ``gh auth token``, ``kubeseal``, ``skopeo``, ``rclone config
show``, ``semgrep``, ``gitleaks``, ``delta``, ``difftastic``, ``diff -y``, ``sdiff``,
``chezmoi``, ``helm diff``, Tautulli's ``get_apikey``, ``config.xml``, ``settings.json``,
``jwt_secret``, ``APP_KEY``, ``SECRET_KEY_BASE`` and about forty more did and were dropped).
Tool shapes, written as each tool prints its result in a transcript (remembered from using
them, not copied, so details such as padding may differ): VS Code agent mode's
``runInTerminal`` tool, Open Interpreter's code block and its output, Google Jules's "Ran"
steps in its log panel, Qodo's shell tool, Tabnine's agent terminal, Refact's ``shell`` and
``cat`` tool calls; single results in Lovable's, PearAI's, Codeium's and Sourcery's
transcripts, AutoCodeRover's ``search_code`` results and plain shells. Commands: ``argocd
account generate-token``, ``berglas access``, ``garage key info --show-secret``,
``syncthing cli config gui apikey get``, ``rga``, ``rg -o``, ``comm -13``, ``cmp -l``,
``dwdiff``, ``json-diff``, ``yamldiff``, ``kubectl diff``, ``pulumi preview --diff``,
``graphtage``, ``nbdiff``, ``daff``, ``sqldiff``, PowerShell's ``Compare-Object``,
Windows ``fc /n``, ``diffoscope`` and Miller's ``mlr --opprint``. Files no earlier set read: Pi-hole's ``cli_pw``, FRR's ``bgpd.conf``,
Authelia's ``configuration.yml``, Frigate's ``frigate.yml``, Prowlarr's, Lidarr's and
Readarr's config, Bazarr's ``config.yaml``, Tautulli's ``config.ini`` section, Firefly
III's ``STATIC_CRON_TOKEN``, Kimai's, Mealie's, Linkding's, Miniflux's, Huginn's and
Overseerr's settings, ``navidrome.toml``'s ``LastFM.Secret``, Janus's ``janus.jcfg``,
PhotoPrism's, Vikunja's, YOURLS's, lldap's, Homarr's and wg-easy's settings, MediaWiki's ``$wgSecretKey``, changedetection.io's datastore and AdGuard Home's
``AdGuardHome.yaml``. Commands minting credentials: ``shlink api-key:generate``, ``kanidmd
recover-account``. HTTP tool responses minting credentials: Argo CD account tokens,
Mealie ``/api/users/api-tokens``, Firefly III ``/oauth/personal-access-tokens``, Kimai and
Linkding tokens, Navidrome's ``/auth/login``.
"""

from __future__ import annotations

import dataclasses

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 argocd generate token ¦ scenario 1 step 1: VS Code agent mode runInTerminal, argocd account generate-token (a JWT printed bare) ¦ eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{u88}.{u43} ¦ Run command in terminal (runInTerminal)\n  argocd account generate-token --account ci-bot --expires-in 720h\nOutput:\n{t}\nCommand exited with code 0
s1 berglas access ¦ scenario 1 step 2: VS Code agent mode runInTerminal, berglas access of a Secret Manager reference ¦ {p} ¦ Run command in terminal (runInTerminal)\n  berglas access sm://acme-prod/argocd-repo-password\nOutput:\n{t}\nCommand exited with code 0
s1 kubectl diff ¦ scenario 1 step 3: VS Code agent mode runInTerminal, kubectl diff of a Secret's stringData ¦ {A36} ¦ Run command in terminal (runInTerminal)\n  kubectl diff -f deploy/argocd-repo-secret.yaml\nOutput:\ndiff -u -N /tmp/LIVE-1289/v1.Secret.argocd.repo-acme /tmp/MERGED-2203/v1.Secret.argocd.repo-acme\n--- /tmp/LIVE-1289/v1.Secret.argocd.repo-acme\n+++ /tmp/MERGED-2203/v1.Secret.argocd.repo-acme\n@@ -5,5 +5,5 @@\n stringData:\n-  password: "***"\n+  password: {t}\n   url: https://git.acme.io/platform/deploy.git\nCommand exited with code 1
s2 pihole cli pw ¦ scenario 2 step 1: Open Interpreter, a shell block reading Pi-hole's cli_pw ¦ {b43}= ¦ ```shell\nsudo cat /etc/pihole/cli_pw\n```\n\n  Would you like to run this code? (y/n)\n\n  y\n\n  {t}
s2 frr bgpd ¦ scenario 2 step 2: Open Interpreter, grep of FRR's bgpd.conf for a neighbor password ¦ {A16} ¦ ```shell\ngrep -n password /etc/frr/bgpd.conf\n```\n\n  Would you like to run this code? (y/n)\n\n  y\n\n  14: neighbor 10.20.0.2 password {t}\n  15: neighbor 10.20.0.3 password {t}
s2 authelia config ¦ scenario 2 step 3: Open Interpreter, a python block loading Authelia's configuration.yml ¦ {u64} ¦ ```python\nimport yaml\ncfg = yaml.safe_load(open("/etc/authelia/configuration.yml"))\ncfg["session"]\n```\n\n  Would you like to run this code? (y/n)\n\n  y\n\n  {'name': 'authelia_session', 'secret': '{t}', 'expiration': '1h', 'domain': 'acme.home'}
s3 jules firefly env ¦ scenario 3 step 1: Jules's log, Ran cat of Firefly III's .env (STATIC_CRON_TOKEN) ¦ {A32} ¦ Ran: cat .env | grep -E 'APP_URL|CRON'\nAPP_URL=https://money.acme.home\nSTATIC_CRON_TOKEN={t}
s3 jules kimai env ¦ scenario 3 step 2: Jules's log, Ran grep of Kimai's .env.local ¦ {h40} ¦ Ran: grep -n APP_SECRET kimai/.env.local\n3:APP_SECRET={t}\nExit status 0
s3 jules mealie env ¦ scenario 3 step 3: Jules's log, Ran docker compose exec env of Mealie (SMTP) ¦ {p} ¦ Ran: docker compose exec mealie env | grep SMTP\nSMTP_HOST=smtp.fastmail.com\nSMTP_PORT=587\nSMTP_USER=mealie@acme.home\nSMTP_PASSWORD={t}
s4 qodo syncthing apikey ¦ scenario 4 step 1: Qodo's shell tool, syncthing cli config gui apikey get (the value bare) ¦ {u32} ¦ ▶ shell: syncthing cli config gui apikey get\n{t}\n✔ exit 0
s4 qodo janus jcfg ¦ scenario 4 step 2: Qodo's shell tool, grep of Janus's janus.jcfg ¦ {A24} ¦ ▶ shell: grep -n -E 'admin_secret|api_secret' /opt/janus/etc/janus/janus.jcfg\n54:	admin_secret = "{t}"\n61:	#api_secret = "janusrocks"\n✔ exit 0
s4 qodo mediawiki secret ¦ scenario 4 step 3: Qodo's shell tool, grep of MediaWiki's LocalSettings for $wgSecretKey (64 hex) ¦ {h64} ¦ ▶ shell: grep -n wgSecretKey /var/www/wiki/LocalSettings.php\n118:$wgSecretKey = "{t}";\n✔ exit 0
s5 tabnine prowlarr ¦ scenario 5 step 1: Tabnine agent terminal, grep of Prowlarr's config for the API key (32 hex) ¦ {h32} ¦ Tabnine ran in terminal: grep -o '<ApiKey>.*</ApiKey>' /srv/prowlarr/config/config.xml\n<ApiKey>{t}</ApiKey>
s5 tabnine bazarr ¦ scenario 5 step 2: Tabnine agent terminal, yq of Bazarr's config.yaml auth section ¦ {h32} ¦ Tabnine ran in terminal: yq '.auth' /srv/bazarr/config/config/config.yaml\napikey: {t}\npassword: ''\ntype: null\nusername: ''
s5 tabnine tautulli ¦ scenario 5 step 3: Tabnine agent terminal, sed of Tautulli's config.ini [General] section ¦ {h32} ¦ Tabnine ran in terminal: sed -n '/^\[General\]/,/^\[/p' /srv/tautulli/config.ini | head -6\n[General]\nhttp_port = 8181\napi_enabled = 1\napi_key = {t}\nhttp_username = ""
s6 refact frigate ¦ scenario 6 step 1: Refact's cat tool on frigate.yml (MQTT password) ¦ {p} ¦ 🔨 cat(paths="config/frigate.yml")\nconfig/frigate.yml:\nmqtt:\n  host: 192.168.10.4\n  user: frigate\n  password: {t}\ncameras:\n  driveway:\n    ffmpeg:\n      inputs:\n        - path: rtsp://viewer:live@192.168.10.31:554/stream1
s6 refact navidrome ¦ scenario 6 step 2: Refact's cat tool on navidrome.toml (LastFM.Secret, 32 hex) ¦ {h32} ¦ 🔨 cat(paths="navidrome.toml")\nnavidrome.toml:\nMusicFolder = "/music"\nLastFM.ApiKey = "b25b959554ed76058ac220b7b2e0a026"\nLastFM.Secret = "{t}"\nScanSchedule = "@every 1h"
s6 refact shell lidarr ¦ scenario 6 step 3: Refact's shell tool, curl of Lidarr's system status with the key in the URL (the agent's echo) ¦ {h32} ¦ 🔨 shell(command="curl -s 'http://localhost:8686/api/v1/system/status?apikey={t}'")\n{"version":"2.8.2.4493","appName":"Lidarr","instanceName":"Lidarr","isDocker":true}
"""

SINGLES = r"""
lovable supabase env ¦ Lovable's chat transcript, a file view of .env with a Supabase service role key (a JWT) ¦ eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{u110}.{u43} ¦ Viewed .env\nVITE_SUPABASE_URL=https://qzxkvbnmplrt.supabase.co\nVITE_SUPABASE_ANON_KEY=(public, unchanged)\nSUPABASE_SERVICE_ROLE_KEY={t}
pearai readarr ¦ PearAI agent, a terminal step reading Readarr's config ¦ {h32} ¦ PearAI ran: docker exec readarr cat /config/config.xml\n<Config>\n  <BindAddress>*</BindAddress>\n  <Port>8787</Port>\n  <ApiKey>{t}</ApiKey>\n  <AuthenticationMethod>Forms</AuthenticationMethod>\n</Config>
codeium huginn ¦ Codeium chat, a shown file .env of Huginn (APP_SECRET_TOKEN, 128 hex shown first 64) ¦ {h64} ¦ .env (lines 1-6)\nDOMAIN=huginn.acme.home\nAPP_SECRET_TOKEN={t}\nINVITATION_CODE=try-huginn\nDATABASE_ADAPTER=postgresql
sourcery overseerr ¦ Sourcery's review comment quoting Overseerr's settings file (a base64 API key) ¦ {b48}== ¦ config/settings.json:4 — the committed settings hold a live key:\n    "main": {\n      "apiKey": "{t}",\n      "applicationTitle": "Overseerr"\n    }
autocoderover search code ¦ AutoCodeRover's search_code result listing matches with code snippets ¦ {A40} ¦ Found 2 snippets containing `LINKDING_TOKEN` in the codebase:\n\n- Search result 1:\n<file>scripts/sync_bookmarks.py</file>\n<code>\nLINKDING_TOKEN = "{t}"\nBASE = "https://links.acme.home"\n</code>\n\n- Search result 2:\n<file>README.md</file>\n<code>\nexport LINKDING_TOKEN=...\n</code>
miniflux conf ¦ a file read of /etc/miniflux.conf (DATABASE_URL with a password) ¦ {p} ¦ /etc/miniflux.conf\nLISTEN_ADDR=127.0.0.1:8080\nDATABASE_URL=postgres://miniflux:{t}@localhost/miniflux?sslmode=disable\nRUN_MIGRATIONS=1
changedetection datastore ¦ jq of changedetection.io's url-watches.json for the API key ¦ {h32} ¦ $ jq '.settings.application.api_access_token' /datastore/url-watches.json\n"{t}"
adguard yaml ¦ grep of AdGuardHome.yaml for the upstream DoH credentials in a URL ¦ {A28} ¦ $ grep -n -A3 upstream_dns: /opt/AdGuardHome/AdGuardHome.yaml\n41:  upstream_dns:\n42-    - https://dns.nextdns.io/7f2a1c\n43-    - https://doh:{t}@resolver.acme.io/dns-query\n44-  upstream_dns_file: ""
garage key info ¦ garage key info --show-secret of an S3 key ¦ {h64} ¦ $ garage key info backup-bot --show-secret\nKey name: backup-bot\nKey ID: GK31c2f218a2e44f485b94239e\nSecret key: {t}\nCan create buckets: false
rga pdf ¦ rga (ripgrep-all) finding a password inside a PDF handover note ¦ {p} ¦ $ rga -i 'wlan password' docs/\ndocs/handover-2026.pdf\nPage 3: Guest WLAN password: {t} (rotated quarterly)
rg only matching ¦ rg -o printing only the matched key across a tree ¦ {A32} ¦ $ rg -o --no-heading 'MAILGUN_SIGNING_KEY=\S+' infra/\ninfra/ansible/group_vars/prod/main.yml:MAILGUN_SIGNING_KEY={t}
comm new lines ¦ comm -13 of two sorted env dumps (the lines only in the second) ¦ {u40} ¦ $ comm -13 <(sort env.before) <(sort env.after)\nFEATURE_SEARCH=1\nMEILI_MASTER_KEY={t}
cmp bytes ¦ cmp -l of two token files (byte offsets and octal values; the second file's bytes, printed alongside by cat) ¦ {A20} ¦ $ cmp -l token.old token.new | head -3; cat token.new\n 1 141 172\n 2 102 131\n 3 163 110\n{t}
dwdiff ¦ dwdiff of two config lines (deleted and inserted words bracketed) ¦ {A32} ¦ $ dwdiff old/relay.conf new/relay.conf\nrelay_host = smtp.acme.io\nrelay_token = [-changeme-] {+{t}+}
json diff ¦ json-diff (the npm tool) of two app configs ¦ {u36} ¦ $ json-diff config/old.json config/new.json\n {\n-  webhookSecret: "placeholder"\n+  webhookSecret: "{t}"\n   port: 8080\n }
yamldiff ¦ yamldiff of two values files ¦ {A40} ¦ $ yamldiff --file1 values-staging.yaml --file2 values-prod.yaml\n  auth:\n-   clientSecret: "dev-only"\n+   clientSecret: "{t}"
pulumi preview diff ¦ pulumi preview --diff showing a config value that is not marked secret ¦ {h40} ¦ $ pulumi preview --diff\nPreviewing update (prod):\n  pulumi:pulumi:Stack: (same)\n    ~ aws:lambda/function:Function: (update)\n        [urn=urn:pulumi:prod::billing::aws:lambda/function:Function::charge]\n      ~ environment: {\n          ~ variables: {\n              ~ STRIPE_WEBHOOK_SECRET: "whsec_old" => "whsec_{t}"\n            }\n        }
graphtage ¦ graphtage of two JSON files (the change shown old -> new) ¦ {A30} ¦ $ graphtage old.json new.json\n{\n    "smtp": {\n        "user": "alerts",\n        "pass": "hunter2" -> "{t}"\n    }\n}
nbdiff ¦ nbdiff of a notebook whose cell output now prints a token ¦ {A44} ¦ $ nbdiff analysis.ipynb\nnbdiff analysis.ipynb (HEAD) analysis.ipynb\n## inserted before /cells/2/outputs/0:\n+  output:\n+    output_type: stream\n+    name: stdout\n+    text:\n+      token = {t}
daff csv ¦ daff of two CSV exports (a changed cell shown old->new) ¦ {A24} ¦ $ daff accounts-old.csv accounts-new.csv\n@@,service,user,password\n->,ftp-backup,backup,oldpass->{t}
sqldiff ¦ sqldiff of two SQLite databases (the UPDATE it prints) ¦ {u32} ¦ $ sqldiff app-old.db app-new.db\nUPDATE settings SET value='{t}' WHERE key='push_token';
compare object ¦ PowerShell Compare-Object of two .env files ¦ {p} ¦ PS> Compare-Object (Get-Content .env.old) (Get-Content .env)\n\nInputObject                               SideIndicator\n-----------                               -------------\nSQL_SA_PASSWORD={t}                 =>\nSQL_SA_PASSWORD=ChangeMe!                 <=
windows fc ¦ Windows fc /n of two ini files ¦ {A28} ¦ C:\deploy> fc /n app.old.ini app.ini\nComparing files app.old.ini and APP.INI\n***** app.old.ini\n    4:  LicenseKey=\n***** APP.INI\n    4:  LicenseKey={t}\n*****
mealie api token ¦ an HTTP tool response from Mealie's /api/users/api-tokens (a new token) ¦ eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{u96}.{u43} ¦ POST https://mealie.acme.home/api/users/api-tokens → 201\n{"name":"home-assistant","id":7,"createdAt":"2026-12-06T05:40:00","token":"{t}"}
firefly pat ¦ an HTTP tool response from Firefly III's /oauth/personal-access-tokens ¦ eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.{u120}.{u86} ¦ POST https://money.acme.home/oauth/personal-access-tokens → 200\n{"accessToken":"{t}","token":{"id":"b1f0c3","name":"importer","scopes":[],"revoked":false}}
kimai api token ¦ an HTTP tool response setting a Kimai user's API password ¦ {A24} ¦ PATCH https://time.acme.io/api/users/12 → 200\n{"id":12,"username":"invoice-bot","apiToken":"{t}","enabled":true}
linkding token ¦ an HTTP tool response from a Linkding admin shell (the REST token) ¦ {h40} ¦ $ docker exec linkding python manage.py shell -c "from rest_framework.authtoken.models import Token; print(Token.objects.get(user__username='admin').key)"\n{t}
navidrome login ¦ an HTTP tool response from Navidrome's /auth/login (a JWT and the Subsonic salt/token) ¦ {h32} ¦ POST http://music.acme.home:4533/auth/login → 200\n{"id":"a1b2c3","isAdmin":true,"name":"admin","subsonicSalt":"7c1f2e","subsonicToken":"{t}","token":"eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.e30.sig","username":"admin"}
uptime kuma push ¦ sqlite3 of Uptime Kuma's database for push monitor tokens ¦ {A32} ¦ $ sqlite3 /app/data/kuma.db "select id, name, push_token from monitor where type='push'"\n14|nightly-backup|{t}
freshrss api password ¦ an agent's php CLI run setting a FreshRSS user's API password (echoed by the command line) ¦ {p} ¦ $ ./cli/update-user.php --user admin --api_password '{t}'\nℹ️ Remember to refresh the feeds of the user: admin
"""

EXTRA = r"""
photoprism env ¦ a file read of PhotoPrism's compose file (PHOTOPRISM_ADMIN_PASSWORD) ¦ {p} ¦ docker-compose.yml (lines 12-17)\n    environment:\n      PHOTOPRISM_ADMIN_USER: "admin"\n      PHOTOPRISM_ADMIN_PASSWORD: "{t}"\n      PHOTOPRISM_SITE_URL: "https://photos.acme.home/"
vikunja config ¦ grep of Vikunja's config.yml for the JWT secret ¦ {A32} ¦ $ grep -n -A1 '^service:' /etc/vikunja/config.yml; grep -n jwtsecret /etc/vikunja/config.yml\n1:service:\n2-  publicurl: https://tasks.acme.home/\n4:  jwtsecret: "{t}"
shlink api key ¦ shlink's CLI generating an API key (the value printed once) ¦ {uuid} ¦ $ docker exec shlink shlink api-key:generate --name=ci\n\n [OK] Generated API key: "{t}"
yourls signature ¦ grep of YOURLS's config.php for the cookie key ¦ {A40} ¦ $ grep -n COOKIEKEY user/config.php\n63:define( 'YOURLS_COOKIEKEY', '{t}' );
lldap config ¦ a file read of lldap_config.toml (the admin password and JWT secret) ¦ {p} ¦ /data/lldap_config.toml\nldap_base_dn = "dc=acme,dc=home"\nldap_user_dn = "admin"\nldap_user_pass = "{t}"\njwt_secret_file = "/secrets/jwt"
kanidm recover ¦ kanidmd recover-account printing a new admin password ¦ {A48} ¦ $ docker exec -i kanidmd kanidmd recover-account admin\n00000000-0000-0000-0000-000000000000 INFO     i [info]: Password reset!\nnew_password: "{t}"
homarr env ¦ a file read of Homarr's .env (SECRET_ENCRYPTION_KEY, 64 hex) ¦ {h64} ¦ homarr/.env\nSECRET_ENCRYPTION_KEY={t}\nAUTH_PROVIDERS=credentials
wg easy env ¦ a grep of wg-easy's compose for the UI password ¦ {p} ¦ $ grep -n PASSWORD wg-easy/docker-compose.yml\n14:      - PASSWORD={t}\n15:      - WG_HOST=vpn.acme.home
"""


def agent_cases(v: Values) -> list[Case]:
    scenarios = SCENARIOS.strip().splitlines()
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    cases = [
        *v.table("agent", "\n".join(scenarios)),
        *v.table("agent", "\n".join(singles[:half]), raises="note"),
        *v.table("agent", "\n".join(singles[half:]), raises="args"),
        *v.table("agent", EXTRA.strip(), raises="context"),
    ]
    cases += _by_code(v)
    return [dataclasses.replace(case, text=case.text.replace("\\t", "\t")) for case in cases]


def _by_code(v: Values) -> list[Case]:
    """Cases whose layout needs more than a table row: a ``diffoscope`` text report of two
    tarballs (its box-drawing gutter) and a client table printed by Miller's
    ``mlr --opprint``."""
    old = v.gen("abcdefghijkmnopqrstuvwxyz23456789", 16)
    new = v.gen("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789", 26)
    tok = v.gen("0123456789abcdef", 40)
    return [
        Case(
            "agent: diffoscope report",
            "diffoscope's text report of two release tarballs (a config file inside changed)",
            "$ diffoscope --text - release-1.4.0.tar.gz release-1.4.1.tar.gz\n"
            "--- release-1.4.0.tar.gz\n+++ release-1.4.1.tar.gz\n"
            "├── file list\n│ @@ -3,3 +3,3 @@\n"
            "├── release/etc/relay.env\n│ @@ -1,2 +1,2 @@\n"
            f"│ -RELAY_TOKEN={old}\n│ +RELAY_TOKEN={new}\n│  RELAY_HOST=relay.acme.io",
            new,
            raises="context",
        ),
        Case(
            "agent: mlr pprint table",
            "Miller's mlr --icsv --opprint of a client list (values printed bare)",
            "$ mlr --icsv --opprint cat clients.csv\n"
            "name          ip             doh_token\n"
            "living-room   192.168.10.21  -\n"
            f"office-mac    192.168.10.40  {tok}\n"
            "kids-tablet   192.168.10.55  -",
            tok,
            raises="keyerror",
        ),
    ]
