"""Held-out set 42: coding-agent tool results, as an agent's tools return them — CI job logs,
notebook cells and REPL sessions inside agent transcripts (set 42's share).

Six three-step scenarios (each step a case) and single results, in tool shapes, tools and
files that were grepped for in every earlier ``_heldout_secrets*``, ``_heldout_families*``,
``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none
matched; ``::group::``, ``section_start``, Buildkite, CircleCI, ``In [``, ``Out[``,
``irb(main)``, psql, ``>>> ``, Jupyter, nbconvert, ``execute_result``, Woodpecker, Forgejo,
Azure Pipelines, ``##[group]``, TeamCity, Bitbucket Pipelines, Drone, Tekton, Concourse,
Cirrus, Bamboo, Codefresh, Semaphore, Travis, Bitrise, Jenkins, Zuul, ``scala>``, ``ghci>``,
``iex(``, ``jshell>``, ``julia>``, ``sqlite>``, ``mysql>``, redis-cli, mongosh, duckdb, deno,
Kaggle, Deepnote, nteract, Quarto, ``%env`` and about 110 self-hosted apps' names did and were
dropped). Tool shapes, written as each prints its result (remembered, not copied, so glyphs
and padding may differ): Azure Pipelines' ``##[section]`` / ``##[command]`` log lines fetched
by an agent's CI-log tool, TeamCity's ``##teamcity[...]`` service messages in a build log,
Google Colab cells (``%%bash``, ``!pip``) read back through an ipykernel tool, pry sessions
(``[1] pry(main)>``), psql's ``appdb=#`` prompt, and the Node REPL's ``Welcome to Node.js``
banner; single results from Xcode Cloud and Argo Workflows logs, Azure Pipelines' ``##vso``
``setvariable`` and ``##[debug]`` lines, TeamCity ``setParameter`` and ``testFailed``
messages, Colab's ``userdata.get``, an ipykernel traceback, Databricks (``dbutils.secrets``),
Livebook, marimo, Zeppelin, Hex, Observable, Jupyter AI (``%%ai``) and Polynote cells, pry,
psql and Node REPL reads, and ``bun repl``. Files no earlier set read:
Remark42's, Commento's, Artalk's, Cusdis', Astuto's, Waline's, Twikoo's, GoatCounter's,
Vigil's, Cosmos Server's, Runtipi's, YunoHost's, docker-mailserver's, SoftEther's, Blocky's,
RustDesk's hbbs, Cockpit's, Easypanel's and Sandstorm's.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 azure remark42 ¦ scenario 1 step 1: an agent's get_ci_log tool returning an Azure Pipelines log, Remark42's env ¦ {A40} ¦ get_ci_log(run=7713, job="deploy") →\n2026-12-06T15:12:01.4410027Z ##[section]Starting: Render compose env\n2026-12-06T15:12:01.4529981Z ##[command]cat remark42/.env\n2026-12-06T15:12:01.4611180Z REMARK_URL=https://comments.acme.io\n2026-12-06T15:12:01.4611402Z SECRET={t}\n2026-12-06T15:12:01.4702190Z ##[section]Finishing: Render compose env
s1 azure commento ¦ scenario 1 step 2: Azure Pipelines log, Commento's Postgres URL ¦ {p} ¦ get_ci_log(run=7713, job="migrate") →\n2026-12-06T15:12:09.1002213Z ##[command]/usr/bin/bash --noprofile --norc /home/vsts/work/_temp/3c1f.sh\n2026-12-06T15:12:09.2011870Z COMMENTO_POSTGRES=postgres://commento:{t}@db.acme.io:5432/commento?sslmode=require\n2026-12-06T15:12:09.9140002Z ##[error]Bash exited with code '1'.
s1 azure artalk ¦ scenario 1 step 3: Azure Pipelines log, Artalk's artalk.yml ¦ {A32} ¦ get_ci_log(run=7714, job="deploy") →\n2026-12-06T15:12:20.0330125Z ##[section]Starting: Show config\n2026-12-06T15:12:20.0451102Z app_key: "{t}"\n2026-12-06T15:12:20.0451330Z debug: false\n2026-12-06T15:12:20.0520011Z ##[warning]artalk.yml is world-readable
s2 teamcity cusdis ¦ scenario 2 step 1: a TeamCity build log with service messages, Cusdis' .env ¦ {h64} ¦ [15:12:31]W:	 [Step 2/4] ##teamcity[message text='JWT_SECRET={t}' status='WARNING']\n[15:12:31] :	 [Step 2/4] ##teamcity[setParameter name='env.CUSDIS_DB' value='postgres']
s2 teamcity astuto ¦ scenario 2 step 2: a TeamCity build log, Astuto's secret key base ¦ {h128} ¦ [15:12:40] :	 [Step 3/4] ##teamcity[blockOpened name='docker compose config']\n[15:12:40] :	 [Step 3/4]       SECRET_KEY_BASE: {t}\n[15:12:40] :	 [Step 3/4] ##teamcity[blockClosed name='docker compose config']
s2 teamcity waline ¦ scenario 2 step 3: a TeamCity build log, Waline's LeanCloud master key ¦ {A24} ¦ [15:12:52]E:	 [Step 4/4] ##teamcity[buildProblem description='waline deploy failed: LEAN_MASTER_KEY={t} rejected' identity='waline-deploy']
s3 colab twikoo ¦ scenario 3 step 1: a Google Colab %%bash cell read back through an agent's notebook tool, Twikoo's Mongo URI ¦ {p} ¦ read_cell(notebook="ops.ipynb", index=3) →\n[3] %%bash\n    grep MONGODB_URI twikoo/.env\n    ──────\n    MONGODB_URI=mongodb+srv://twikoo:{t}@cluster0.acme.mongodb.net/twikoo
s3 colab goatcounter ¦ scenario 3 step 2: a Colab cell running GoatCounter with its -db flag ¦ {p} ¦ read_cell(notebook="ops.ipynb", index=4) →\n[4] !goatcounter serve -listen :8081 -db 'postgresql+host=db user=goatcounter password={t} dbname=goatcounter' 2>&1 | head -2\n    ──────\n    goatcounter: pq: password authentication failed for user "goatcounter"
s3 colab vigil ¦ scenario 3 step 3: a Colab cell printing Vigil's config.cfg ¦ {A36} ¦ read_cell(notebook="ops.ipynb", index=5) →\n[5] !sed -n '/\[server\]/,/^$/p' vigil/config.cfg\n    ──────\n    [server]\n    log_level = "warn"\n    manager_token = "{t}"\n    reporter_token = "REPLACE_ME"
s4 pry cosmos ¦ scenario 4 step 1: a pry session in an agent's terminal, Cosmos Server's config ¦ {A48} ¦ [1] pry(main)> JSON.parse(File.read("cosmos/cosmos.config.json"))["HTTPConfig"]["AuthPrivateKey"]\n=> "{t}"
s4 pry runtipi ¦ scenario 4 step 2: pry, Runtipi's settings ¦ {p} ¦ [2] pry(main)> YAML.load_file("runtipi/state/settings.yml").slice("postgresPassword", "domain")\n=> {"postgresPassword"=>"{t}", "domain"=>"tipi.acme.io"}
s4 pry yunohost ¦ scenario 4 step 3: pry, a YunoHost app's settings.yml ¦ {A32} ¦ [3] pry(main)> puts File.read("/etc/yunohost/apps/nextcloud/settings.yml").lines.grep(/db_pwd/)\ndb_pwd: {t}\n=> nil
s5 psql mailserver ¦ scenario 5 step 1: psql's appdb=# prompt in an agent's terminal, docker-mailserver's relay credentials kept in a table ¦ {p} ¦ appdb=# SELECT host, username, password FROM relay_hosts;\n        host         | username |   password\n---------------------+----------+--------------\n [smtp.acme.io]:587  | relay    | {t}\n(1 row)
s5 psql softether ¦ scenario 5 step 2: psql, SoftEther's IPsec pre-shared key kept in a config table ¦ {A24} ¦ appdb=# \x\nExpanded display is on.\nappdb=# SELECT * FROM vpn_settings WHERE name = 'softether';\n-[ RECORD 1 ]-+--------------------------\nname          | softether\nipsec_psk     | {t}\nl2tp          | t
s5 psql blocky ¦ scenario 5 step 3: psql, Blocky's Redis password ¦ {A32} ¦ appdb=# SELECT value FROM app_config WHERE key = 'blocky.redis.password';\n              value\n----------------------------------\n {t}\n(1 row)
s6 node hbbs ¦ scenario 6 step 1: the Node REPL in an agent's terminal, RustDesk hbbs' private key ¦ {b86}== ¦ Welcome to Node.js v22.11.0.\nType ".help" for more information.\n> fs.readFileSync('hbbs/id_ed25519', 'utf8').trim()\n'{t}'
s6 node cockpit ¦ scenario 6 step 2: Node REPL, Cockpit's ws config with a basic auth password ¦ {p} ¦ > require('ini').parse(fs.readFileSync('cockpit/cockpit.conf','utf8')).Bridge\n{ User: 'monitor', Password: '{t}' }
s6 node easypanel ¦ scenario 6 step 3: Node REPL, Easypanel's API token ¦ {A40} ¦ > process.env.EASYPANEL_TOKEN\n'{t}'\n> await fetch('https://panel.acme.io/api/trpc/projects.listProjects').then(r => r.status)\n401
"""

SINGLES = r"""
xcode cloud ¦ an Xcode Cloud build log fetched by an agent ¦ {A40} ¦ ci_post_clone.sh: line 9: echo "SENTRY_AUTH_TOKEN=${SENTRY_AUTH_TOKEN}"\nSENTRY_AUTH_TOKEN={t}\nXcode Cloud: Archive - iOS failed (exit 65)
argo workflows ¦ an Argo Workflows step log through argo logs ¦ {p} ¦ $ argo logs etl-8x2kd -c main\netl-8x2kd-load: connecting with DATABASE_URL=postgres://etl:{t}@warehouse:5432/marts\netl-8x2kd-load: FATAL: password authentication failed
databricks cell ¦ a Databricks notebook cell and its output returned by an agent's run_cell tool ¦ {A36} ¦ Cmd 4\n%sh cat /dbfs/FileStore/conf/sandstorm.conf\nADMIN_TOKEN={t}\nBASE_URL=https://sandstorm.acme.io\nCommand took 0.41 seconds
livebook cell ¦ a Livebook cell evaluated by an agent ¦ {A32} ¦ ## Section: Config\nSystem.get_env("LB_REMARK42_ADMIN_PASSWD")\n#=> "{t}"
marimo cell ¦ a marimo notebook cell output read by an agent ¦ {uuid} ¦ marimo · cell 7 · output\nmo.md(f"Using Waline LeanCloud app key **{t}**")
zeppelin sh ¦ a Zeppelin %sh paragraph output ¦ {p} ¦ %sh\ngrep -i password /etc/softether/vpn_server.config | head -1\n# admin password (plain, before hashing): {t}\nFINISHED  Took 0 sec.
hex cell ¦ a Hex notebook SQL cell error shown to an agent ¦ {p} ¦ Hex · SQL cell "orders" failed\npsycopg2.OperationalError: connection to server at "db.acme.io", user "hex", password "{t}" failed: FATAL: password authentication failed
observable cell ¦ an Observable notebook cell value ¦ {A32} ¦ cockpitToken = "{t}"\n  ↳ "{t}"
bun repl ¦ bun repl in an agent's terminal ¦ {u43} ¦ $ bun repl\nWelcome to Bun v1.1.38\n> Bun.env.ARTALK_APP_KEY\n"{t}"
"""

EXTRA = r"""
remark42 rg ¦ ripgrep over Remark42's compose file for its admin password ¦ {p} ¦ $ rg -n ADMIN_PASSWD remark42/\nremark42/docker-compose.yml:18:      - ADMIN_PASSWD={t}
cusdis ag ¦ ag over Cusdis' env ¦ {h64} ¦ $ ag JWT_SECRET cusdis/\ncusdis/.env.production\n4:JWT_SECRET={t}
twikoo grep ¦ grep -rn over Twikoo's cloud function config ¦ {A24} ¦ $ grep -rn SECRET_KEY twikoo/\ntwikoo/cloudbase.json:11:      "TCB_SECRET_KEY": "{t}",
astuto diff ¦ git diff committing Astuto's master key ¦ {h32} ¦ $ git diff --cached -- config/master.key\n--- /dev/null\n+++ b/config/master.key\n@@ -0,0 +1 @@\n+{t}
goatcounter mint ¦ an HTTP tool response minting a GoatCounter API key ¦ {l40} ¦ HTTP 200 POST /api/v0/apitokens\n{"id":7,"name":"export","permissions":{"count":false,"export":true},"token":"{t}"}
easypanel mint ¦ an HTTP tool response creating an Easypanel API token ¦ {A40} ¦ HTTP 200 POST /api/trpc/users.generateApiToken\n{"result":{"data":{"json":{"token":"{t}"}}}}
cosmos mint ¦ an HTTP tool response creating a Cosmos Server API token ¦ {A48} ¦ HTTP 201 POST /cosmos/api/tokens\n{"status":"OK","data":{"name":"ci","token":"{t}","expires":"2027-06-06"}}
yunohost diff ¦ git diff of a YunoHost app package's settings ¦ {A32} ¦ $ git diff HEAD~1 -- conf/settings.yml\n-db_pwd: __DB_PWD__\n+db_pwd: {t}
mailserver sasl ¦ a file read of docker-mailserver's postfix-sasl-password.cf ¦ {p} ¦ ==> docker-data/dms/config/postfix-sasl-password.cf <==\n[smtp.relay.acme.io]:587 relay@acme.io:{t}
sandstorm conf ¦ a file read of Sandstorm's sandstorm.conf ¦ {A40} ¦ SERVER_USER=sandstorm\nPORT=6080\nWILDCARD_HOST=*.sandstorm.acme.io\nSMTP_URL=smtp://sandstorm:{t}@mail.acme.io:587
"""

MORE = r"""
azure setvariable ¦ an Azure Pipelines log line setting a variable with ##vso (not marked issecret) ¦ {A40} ¦ get_ci_log(run=7720, job="build") →\n2026-12-06T15:20:11.0021114Z ##[command]echo "##vso[task.setvariable variable=WALINE_TOKEN]$(cat waline.token)"\n2026-12-06T15:20:11.0102203Z ##[debug]Processed: ##vso[task.setvariable variable=WALINE_TOKEN]{t}
azure debug ¦ an Azure Pipelines ##[debug] line from a system.debug run ¦ {p} ¦ 2026-12-06T15:20:14.5520112Z ##[debug]Evaluating: variables['COMMENTO_SMTP_PASSWORD']\n2026-12-06T15:20:14.5520931Z ##[debug]Result: '{t}'
teamcity set parameter ¦ a TeamCity setParameter service message in a build log ¦ {h40} ¦ [15:20:20] :	 [Step 1/3] ##teamcity[setParameter name='env.REMARK42_AUTH_GITHUB_CSEC' value='{t}']
teamcity test failed ¦ a TeamCity testFailed message quoting a fixture ¦ {A32} ¦ [15:20:25]E:	 [Step 2/3] ##teamcity[testFailed name='test_artalk_login' message='expected 401 for app_key={t}' details='AssertionError']
colab userdata ¦ a Colab cell reading a notebook secret and printing it ¦ {A44} ¦ read_cell(notebook="deploy.ipynb", index=1) →\n[1] from google.colab import userdata\n    print(userdata.get('EASYPANEL_TOKEN'))\n    ──────\n    {t}
ipykernel traceback ¦ an ipykernel traceback read back by an agent's notebook tool ¦ {p} ¦ ---------------------------------------------------------------------------\nOperationalError                          Traceback (most recent call last)\n----> 3 conn = psycopg2.connect("host=db user=goatcounter password={t}")\nOperationalError: FATAL:  password authentication failed for user "goatcounter"
databricks secrets ¦ a Databricks cell printing a secret one character at a time, so that dbutils.secrets' redaction misses it ¦ {A24} ¦ Cmd 7\nfor c in dbutils.secrets.get("ops", "blocky-redis"): print(c, end="")\n{t}
pry env ¦ a pry session listing a Sandstorm-related ENV entry ¦ {A40} ¦ [4] pry(main)> ENV.select { |k, _| k.start_with?("SANDSTORM_") }\n=> {"SANDSTORM_SMTP_PASSWORD"=>"{t}", "SANDSTORM_PORT"=>"6080"}
psql vigil settings ¦ a settings row queried in an agent's terminal ¦ {A36} ¦ appdb=# SELECT name, setting FROM app_settings WHERE name LIKE 'vigil.%';\n        name        |               setting\n--------------------+--------------------------------------\n vigil.manager_key  | {t}\n(1 row)
node repl env ¦ the Node REPL printing a dotenv parse of Twikoo's env ¦ {p} ¦ > require('dotenv').parse(fs.readFileSync('twikoo/.env'))\n{ MONGODB_URI: 'mongodb://twikoo:{t}@mongo:27017/twikoo', TWIKOO_PORT: '8080' }
jupyter ai ¦ a Jupyter AI %%ai cell echoing the environment it was given ¦ {A40} ¦ [6] %%ai chatgpt\n    Why does Cusdis return 401? Env: CUSDIS_API_KEY={t}\n    ──────\n    The key looks valid; check the Authorization header.
polynote cell ¦ a Polynote cell result ¦ {A32} ¦ Cell 3 (scala) · result\nres2: String = {t}
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
