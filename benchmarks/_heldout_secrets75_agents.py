"""Held-out set 75: tool results of SQL and database agents — psql, mysql and sqlite shells,
query plans, migration tools, ORM errors and connection-pool logs — as the agent's shell,
file or HTTP tool returns them.

Six three-step scenarios (each step a case) and single results. The tool shapes were grepped
for, by the text that marks them, in every earlier ``*heldout*`` file; none of these matched:
``pgroll`` (start, status, complete), ``gh-ost`` (its status lines and ``--execute`` banner),
``Skeema`` (``skeema diff``, ``.skeema`` files), ``pgcat`` (``pgcat.toml`` and its log),
``Supavisor`` (tenant API and its log), ``pgloader`` (a load file and its summary), Odyssey,
MikroORM, Kysely, Objection, SQLModel, Waterline, Graphile Migrate, ``node-pg-migrate``,
``rails db:migrate``, ``artisan migrate``, ``doctrine:migrations``, Evolve, TablePlus,
HeidiSQL, Sequel Ace, Beekeeper Studio, ``repmgr``, Stolon and an ``EXPLAIN ANALYZE`` plan
(``QUERY PLAN``, ``Seq Scan``). CockroachDB's ``cockroach sql`` did match (four files) and was
not used. Written as each tool prints its output (remembered, not copied, so padding and
wording may differ).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 pgroll start ¦ scenario 1 step 1: pgroll start run by the agent, the connection string echoed in its error ¦ {p} ¦ $ pgroll start migrations/07_add_ad_slots.json --postgres-url "postgres://pgroll:{t}@127.0.0.1:5432/ads?sslmode=disable"\nError: unable to start migration: pq: relation "ad_slots" already exists
s1 pgroll status ¦ scenario 1 step 2: the same session, an env dump the agent ran to debug pgroll ¦ {A32} ¦ $ env | grep -i pgroll\nPGROLL_SCHEMA=public\nPGROLL_PG_URL=postgres://pgroll@127.0.0.1:5432/ads\nPGROLL_PGPASSWORD={t}\n$ pgroll status\n{"schema":"public","version":"06_add_bids","status":"Complete"}
s1 pgroll complete ¦ scenario 1 step 3: pgroll complete, a trigger body quoting a secret column default ¦ {h40} ¦ $ pgroll complete\nNOTICE: dropping trigger _pgroll_trigger_ad_slots_signing_secret\nDETAIL: default for ad_slots.signing_secret was '{t}'\nMigration successful!
s2 ghost connect ¦ scenario 2 step 1: gh-ost --execute with the password on the command line, as the agent's shell echoed it ¦ {p} ¦ $ gh-ost --host=127.0.0.1 --user=ghost --password='{t}' --database=streams --table=plays --alter="ADD COLUMN region CHAR(2)" --execute\n2026-12-07 12:40:01 INFO starting gh-ost 1.1.6\nFATAL Error 1045 (28000): Access denied for user 'ghost'@'10.0.4.9' (using password: YES)
s2 ghost status ¦ scenario 2 step 2: gh-ost status lines, the hook environment printed by a failing hook ¦ {A40} ¦ Copy: 12000/1893021 0.6%; Applied: 0; Backlog: 0/1000; Time: 14s(total), 12s(copy); streamer: mysql-bin.000412:88123; ETA: 31m\n[hook] gh-ost-on-status: GH_OST_DATABASE_NAME=streams GH_OST_TABLE_NAME=plays SLACK_WEBHOOK_TOKEN={t}\n[hook] exit status 22
s2 ghost cnf ¦ scenario 2 step 3: the agent cats the --conf file gh-ost was pointed at ¦ {p} ¦ $ cat /etc/gh-ost/streams.cnf\n[client]\nuser=ghost\npassword={t}\nhost=127.0.0.1
s3 skeema file ¦ scenario 3 step 1: the agent reads a .skeema file with a password option ¦ {p} ¦ $ cat schemas/.skeema\nhost=127.0.0.1\nport=3306\nuser=skeema_ci\npassword={t}\ndefault-character-set=utf8mb4
s3 skeema diff ¦ scenario 3 step 2: skeema diff output, a column default that holds an API key ¦ {A36} ¦ $ skeema diff production\n2026-12-07 12:40:03 [INFO]  Generating diff of 127.0.0.1:3306 streams vs /srv/schemas/streams/*.sql\n-- instance: 127.0.0.1:3306\nUSE `streams`;\nALTER TABLE `cdn_origins` ALTER COLUMN `api_key` SET DEFAULT '{t}';\n2026-12-07 12:40:03 [INFO]  127.0.0.1:3306 streams: diff complete
s3 skeema push ¦ scenario 3 step 3: skeema push failing, the DSN in its error ¦ {p} ¦ $ skeema push production\n2026-12-07 12:40:05 [ERROR] Unable to connect to skeema_ci:{t}@tcp(127.0.0.1:3306)/?timeout=5s for production: Error 1045: Access denied
s4 pgcat toml ¦ scenario 4 step 1: the agent reads pgcat.toml ¦ {p} ¦ $ sed -n '18,30p' pgcat.toml\n[pools.ads.users.0]\nusername = "ads_app"\npassword = "{t}"\npool_size = 40\n\n[pools.ads.shards.0]\nservers = [["127.0.0.1", 5432, "primary"]]\ndatabase = "ads"
s4 pgcat admin ¦ scenario 4 step 2: pgcat's admin password in a systemd unit the agent printed ¦ {A32} ¦ $ systemctl cat pgcat\n# /etc/systemd/system/pgcat.service\n[Service]\nEnvironment=PGCAT_ADMIN_USER=admin_user\nEnvironment=PGCAT_ADMIN_PASSWORD={t}\nExecStart=/usr/bin/pgcat /etc/pgcat/pgcat.toml
s4 pgcat log ¦ scenario 4 step 3: pgcat's log at debug, a startup packet with a password message ¦ {p} ¦ [2026-12-07T12:40:07Z DEBUG pgcat::client] Client 127.0.0.1:51234 startup: user=ads_app database=ads\n[2026-12-07T12:40:07Z DEBUG pgcat::client] Password message: "{t}"\n[2026-12-07T12:40:07Z WARN  pgcat::client] Client 127.0.0.1:51234 auth failed: pool ads user ads_app
s5 supavisor tenant ¦ scenario 5 step 1: the agent creates a Supavisor tenant over HTTP, the request echoed ¦ {p} ¦ PUT /api/tenants/podcasts HTTP/1.1\nHost: 127.0.0.1:4000\n\n{"tenant":{"db_host":"127.0.0.1","db_port":5432,"db_database":"podcasts","users":[{"db_user":"podcasts_app","db_password":"{t}","pool_size":20,"mode_type":"transaction"}]}}
s5 supavisor jwt ¦ scenario 5 step 2: the Supavisor API JWT secret in its env file ¦ {A48} ¦ $ cat /etc/supavisor/env\nPORT=4000\nAPI_JWT_SECRET={t}\nMETRICS_JWT_SECRET=dev\nREGION=eu-north-1
s5 supavisor log ¦ scenario 5 step 3: Supavisor's log, a client connection string with a password ¦ {p} ¦ 12:40:09.114 [error] ClientHandler: Exchange error: "password authentication failed" for "postgresql://podcasts_app.podcasts:{t}@127.0.0.1:6543/podcasts"
s6 pgloader load ¦ scenario 6 step 1: the agent reads a pgloader load file migrating MySQL to Postgres ¦ {p} ¦ $ cat migrate.load\nLOAD DATABASE\n     FROM mysql://legacy:{t}@127.0.0.1/charts\n     INTO postgresql://charts@127.0.0.1/charts\nWITH include drop, create tables, reset sequences;
s6 pgloader run ¦ scenario 6 step 2: pgloader's run, the target URL with a password in its fatal error ¦ {A24} ¦ $ pgloader migrate.load\n2026-12-07T12:40:11.004000Z LOG pgloader version "3.6.9"\n2026-12-07T12:40:11.210000Z FATAL Failed to connect to pgsql at "127.0.0.1" (port 5432) as user "charts": postgresql://charts:{t}@127.0.0.1/charts: password authentication failed
s6 pgloader summary ¦ scenario 6 step 3: pgloader's summary table, a row of a migrated secrets table printed by the agent's follow-up query ¦ {h40} ¦              table name     errors       rows      bytes      total time\n-----------------------  ---------  ---------  ---------  --------------\n          charts.labels          0        412    38.1 kB          0.114s\n$ psql -d charts -c "SELECT label, feed_secret FROM labels LIMIT 1"\n   label    |               feed_secret\n------------+------------------------------------------\n acme-beats | {t}
"""

SINGLES = r"""
explain analyze ¦ an EXPLAIN ANALYZE plan the agent ran, the literal token in its Filter line ¦ {A40} ¦                                   QUERY PLAN\n-------------------------------------------------------------------------------\n Seq Scan on api_tokens  (cost=0.00..35.50 rows=1 width=72) (actual time=0.412..0.413 rows=0 loops=1)\n   Filter: (token = '{t}'::text)\n   Rows Removed by Filter: 1204\n Planning Time: 0.081 ms\n Execution Time: 0.431 ms
odyssey conf ¦ cat of an Odyssey pooler config with a backend password ¦ {p} ¦ storage "postgres_server" {\n  type "remote"\n  host "127.0.0.1"\n  port 5432\n}\ndatabase "ads" {\n  user "ads_app" {\n    authentication "md5"\n    password "{t}"\n    storage "postgres_server"\n  }\n}
mikroorm config ¦ a MikroORM config read by the agent ¦ {p} ¦ export default defineConfig({\n  entities: ['./dist/entities'],\n  dbName: 'streams',\n  user: 'streams_app',\n  password: '{t}',\n  debug: true,\n});
kysely dialect ¦ a Kysely PostgresDialect pool config, with its connection error ¦ {p} ¦ const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: new Pool({ host: '127.0.0.1', user: 'charts', password: '{t}', database: 'charts' }) }) });\nerror: password authentication failed for user "charts"
objection knexfile ¦ an Objection.js knexfile with a connection object ¦ {p} ¦ module.exports = {\n  client: 'mysql2',\n  connection: { host: '127.0.0.1', user: 'offers', password: '{t}', database: 'offerwall' },\n};\n// Objection: Model.knex(knex) — ER_ACCESS_DENIED_ERROR
sqlmodel engine ¦ a SQLModel create_engine URL in a traceback the agent hit ¦ {p} ¦ File "/srv/app/db.py", line 9, in <module>\n    engine = create_engine("postgresql+psycopg://leaderboard:{t}@127.0.0.1:5432/rift", echo=True)\nsqlalchemy.exc.OperationalError: (psycopg.OperationalError) connection failed: FATAL:  password authentication failed for user "leaderboard"
waterline datastore ¦ a Sails/Waterline datastores.js URL ¦ {p} ¦ module.exports.datastores = {\n  default: {\n    adapter: 'sails-postgresql',\n    url: 'postgresql://sails:{t}@127.0.0.1:5432/tickets',\n  },\n};
graphile gmrc ¦ a Graphile Migrate .gmrc with shadow and root connection strings ¦ {p} ¦ {\n  "connectionString": "postgres://app@127.0.0.1/podcasts",\n  "shadowConnectionString": "postgres://app@127.0.0.1/podcasts_shadow",\n  "rootConnectionString": "postgres://postgres:{t}@127.0.0.1/postgres"\n}
node pg migrate ¦ node-pg-migrate up, DATABASE_URL printed in its debug output ¦ {p} ¦ $ DEBUG=node-pg-migrate npx node-pg-migrate up\nnode-pg-migrate using DATABASE_URL=postgres://migrator:{t}@127.0.0.1:5432/ads\nError: connect ECONNREFUSED 127.0.0.1:5432
rails db migrate ¦ rails db:migrate --trace, the agent then echoing DATABASE_URL ¦ {p} ¦ $ bin/rails db:migrate --trace\n** Invoke db:migrate (first_time)\n** Invoke db:load_config (first_time)\nActiveRecord::DatabaseConnectionError: There is an issue connecting to your database with your username/password, username: playlists.\nDATABASE_URL=postgres://playlists:{t}@127.0.0.1/playlists_production
artisan migrate ¦ php artisan migrate failing, the agent then printed .env ¦ {p} ¦ $ php artisan migrate --force\n   Illuminate\Database\QueryException  SQLSTATE[HY000] [1045] Access denied for user 'laravel'@'127.0.0.1' (using password: YES)\n$ grep DB_ .env\nDB_CONNECTION=mysql\nDB_HOST=127.0.0.1\nDB_USERNAME=laravel\nDB_PASSWORD={t}
doctrine migrations ¦ doctrine:migrations:migrate with a DATABASE_URL from .env.local ¦ {p} ¦ $ bin/console doctrine:migrations:migrate -n -vvv\n[debug] Using DATABASE_URL="mysql://symfony:{t}@127.0.0.1:3306/radio?serverVersion=8.0"\nIn ExceptionConverter.php line 117: An exception occurred in the driver: SQLSTATE[HY000] [2002] Connection refused
evolve cli ¦ Evolve migrations CLI with a connection string argument ¦ {p} ¦ > evolve migrate sqlserver -c "Server=127.0.0.1;Database=Charts;User Id=evolve;Password={t};" -l ./Migrations\nEvolve.EvolveException: Login failed for user 'evolve'.
tableplus export ¦ a TablePlus connection export the agent opened ¦ {p} ¦ {\n  "ConnectionName": "prod replica",\n  "Driver": "PostgreSQL",\n  "DatabaseHost": "127.0.0.1",\n  "DatabaseUser": "readonly",\n  "DatabasePassword": "{t}",\n  "DatabaseName": "ads"\n}
heidisql portable ¦ HeidiSQL portable_settings.txt with a stored session password ¦ {p} ¦ Servers\charts-prod\Host<|||>1<|||>127.0.0.1\nServers\charts-prod\User<|||>1<|||>heidi\nServers\charts-prod\Password<|||>1<|||>{t}\nServers\charts-prod\Port<|||>1<|||>3306
sequel ace favorites ¦ a Sequel Ace favorites plist printed by plutil ¦ {p} ¦ $ plutil -p Favorites.plist\n{\n  "Favorites Root" => {\n    "Children" => [\n      0 => { "host" => "127.0.0.1", "name" => "radio prod", "user" => "sequel", "password" => "{t}" }\n    ]\n  }\n}
beekeeper url ¦ Beekeeper Studio's saved connection URL in its app database, dumped by the agent ¦ {p} ¦ $ sqlite3 ~/.config/beekeeper-studio/app.db "select name, url from saved_connection"\nstaging|postgresql://beekeeper:{t}@127.0.0.1:5432/tickets
repmgr conf ¦ cat of repmgr.conf with a conninfo password ¦ {p} ¦ node_id=2\nnode_name='pg-replica-2'\nconninfo='host=127.0.0.1 user=repmgr dbname=repmgr password={t} connect_timeout=2'\ndata_directory='/var/lib/postgresql/16/main'
stolon keeper ¦ stolon-keeper flags in ps output ¦ {p} ¦ $ ps -eo args | grep stolon-keeper\n/usr/bin/stolon-keeper --cluster-name ads --store-backend etcdv3 --pg-repl-username repl --pg-repl-password {t} --pg-su-username postgres --pg-su-passwordfile /etc/stolon/su
psql conninfo ¦ a psql session where the agent echoed a variable holding the password ¦ {p} ¦ podcasts=> \set pw '{t}'\npodcasts=> \echo :pw\n{t}\npodcasts=> ALTER ROLE ingest PASSWORD :'pw';\nERROR:  permission denied to alter role
mysql show grants ¦ a mysql session printing a CREATE USER with an identified-by literal from the binlog ¦ {p} ¦ mysql> SHOW BINLOG EVENTS IN 'mysql-bin.000412' LIMIT 3\G\n*************************** 3. row ***************************\n   Log_name: mysql-bin.000412\n Event_type: Query\n       Info: CREATE USER 'reports'@'%' IDENTIFIED BY '{t}'
sqlite session ¦ a sqlite3 session reading a settings table ¦ {A40} ¦ sqlite> .headers on\nsqlite> SELECT key, value FROM settings WHERE key LIKE '%token%';\nkey|value\ncdn_purge_token|{t}\nsqlite> .quit
http mint db password ¦ an HTTP tool response from an internal DB broker minting a scoped password ¦ {A44} ¦ HTTP/1.1 201 Created\nContent-Type: application/json\n\n{"role":"agent_ro_7f3c","database":"ads","password":"{t}","expires_at":"2026-12-07T13:40:00Z"}
http mint branch ¦ an HTTP tool response creating a database branch with a connection URI ¦ {p} ¦ HTTP/1.1 201 Created\n{"branch":{"id":"br-quiet-sun-41822","name":"agent-fix-2211"},"connection_uris":[{"connection_uri":"postgresql://owner:{t}@127.0.0.1:5432/ads?sslmode=require"}]}
http mint replica creds ¦ an HTTP tool response rotating a read replica's credentials ¦ {A40} ¦ HTTP/1.1 200 OK\n{"replica":"charts-ro-2","username":"charts_ro","new_password":"{t}","previous_password_valid_until":"2026-12-07T12:55:00Z"}
dbt profiles ¦ cat of a dbt profiles.yml for a Postgres target ¦ {p} ¦ ads:\n  target: prod\n  outputs:\n    prod:\n      type: postgres\n      host: 127.0.0.1\n      user: dbt_prod\n      password: "{t}"\n      dbname: ads\n      schema: marts
pool hikari like ¦ a JDBC pool log printing its config at debug ¦ {p} ¦ DEBUG c.a.pool.PoolConfig - streamsPool - configuration:\nDEBUG c.a.pool.PoolConfig - jdbcUrl.........................jdbc:mysql://127.0.0.1:3306/streams\nDEBUG c.a.pool.PoolConfig - password........................{t}\nDEBUG c.a.pool.PoolConfig - username........................streams_app
prisma url ¦ an ORM migration error printing the datasource URL ¦ {p} ¦ Error: P1000: Authentication failed against database server at `127.0.0.1`, the provided database credentials for `radio` are not valid.\nDatasource "db": PostgreSQL database "radio" at "postgresql://radio:{t}@127.0.0.1:5432/radio"
rg migrations ¦ rg over a migrations folder finding a seeded admin password ¦ {p} ¦ $ rg -n "INSERT INTO admins" db/migrations\ndb/migrations/20260312_seed_admins.sql:4:INSERT INTO admins (email, password_plain) VALUES ('ops@acme-media.io', '{t}');
git diff database yml ¦ git diff of a database config where a password was pasted ¦ {p} ¦ $ git diff config/database.yml\n@@ -12,7 +12,7 @@ production:\n   adapter: postgresql\n   host: 127.0.0.1\n-  password: <%= ENV["DB_PASSWORD"] %>\n+  password: {t}\n   pool: 20
"""


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    return [
        *v.table("agent", SCENARIOS),
        *v.table("agent", "\n".join(singles[:half]), raises="oserror"),
        *v.table("agent", "\n".join(singles[half:]), raises="group"),
    ]
