"""Held-out set 66: tool results of database agents, as the agent's shell or SQL tool
returns them.

Six three-step scenarios (each step a case) and single results. The shapes were grepped for,
by the text that marks them, in every earlier ``*heldout*`` file; the tools themselves (psql,
mysql, redis-cli, sqlcmd, cqlsh, dbt) were named by earlier sets, so the marks chosen are ones
no earlier file holds: ``pg_stat_activity``, ``SHOW GRANTS``, ``~/.mongoshrc.js``, ``ACL
LIST``, ``sys.sql_logins``, ``flyway info``, ``flyway.toml``, ``prisma migrate``,
``dataSources.local.xml``, DataGrip, ``mysql_config_editor`` and ``LIST ROLES`` (none
matched; ``\\conninfo``, ``dbt debug``, ``profiles.yml``, ``alembic.ini`` and ``cqlshrc`` did
and were not used). Eight singles added last (``redis-cli -u``, an ``env | grep ^PG`` dump,
``~/.my.cnf``, a ``mongod.conf`` keyFile, a dbt render error, Flyway ``-X`` configuration, an
``odbc.ini`` DSN, a cqlsh credentials file) do repeat marks earlier files hold
(``PGPASSWORD``, ``my.cnf``, ``odbc.ini``, ``keyFile``, ``flyway.password``,
``PlainTextAuthProvider``): written against the deadline, not re-grepped first. Written as each tool prints (remembered, so padding may differ).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 psql activity ¦ scenario 1 step 1: psql run by the agent over pg_stat_activity, a CREATE ROLE with its password in the query column ¦ {p} ¦ $ psql -h 127.0.0.1 -U postgres -d app -c "select pid, state, left(query, 80) from pg_stat_activity where usename = 'migrator'"\n  pid  | state  |                                  left\n-------+--------+--------------------------------------------------------------------------\n 48211 | active | CREATE ROLE reporting LOGIN PASSWORD '{t}' VALID UNTIL '2027-01-01'\n(1 row)
s1 psql settings table ¦ scenario 1 step 2: psql aligned output of an app settings table, a webhook secret printed bare ¦ {A40} ¦ app=# select key, value from app_settings where key like 'billing.%';\n            key             |                  value\n----------------------------+------------------------------------------\n billing.provider           | adyen\n billing.webhook_hmac       | {t}\n billing.retry_limit        | 5\n(3 rows)
s1 psql uri failure ¦ scenario 1 step 3: the agent's psql command with a URI and the failure it printed ¦ {p} ¦ $ psql "postgresql://analytics:{t}@10.0.3.14:6432/warehouse?sslmode=require" -c 'select 1'\npsql: error: connection to server at "10.0.3.14", port 6432 failed: FATAL:  password authentication failed for user "analytics"
s2 mysql cli warning ¦ scenario 2 step 1: mysql run with --password, the command echoed by the agent's shell tool ¦ {p} ¦ $ mysql -h 127.0.0.1 -P 3307 -u shop --password='{t}' shop -e 'SHOW GRANTS'\nmysql: [Warning] Using a password on the command line interface can be insecure.\n+----------------------------------------------------------------+\n| Grants for shop@%                                              |\n+----------------------------------------------------------------+\n| GRANT SELECT, INSERT, UPDATE ON `shop`.* TO `shop`@`%`         |\n+----------------------------------------------------------------+
s2 mysql table smtp ¦ scenario 2 step 2: mysql table output of a mailer config row ¦ {A24} ¦ mysql> SELECT id, host, port, username, password FROM mailer_config;\n+----+---------------------+------+---------------+--------------------------+\n| id | host                | port | username      | password                 |\n+----+---------------------+------+---------------+--------------------------+\n|  1 | smtp.mailgun.org    |  587 | postmaster    | {t} |\n+----+---------------------+------+---------------+--------------------------+\n1 row in set (0.00 sec)
s2 mysql processlist ¦ scenario 2 step 3: SHOW FULL PROCESSLIST catching a replication change with its password ¦ {p} ¦ mysql> SHOW FULL PROCESSLIST\\G\n*************************** 3. row ***************************\n     Id: 91\n   User: admin\n Command: Query\n   Info: CHANGE REPLICATION SOURCE TO SOURCE_HOST='db-a.internal', SOURCE_USER='repl', SOURCE_PASSWORD='{t}', SOURCE_AUTO_POSITION=1
s3 mongosh connect ¦ scenario 3 step 1: mongosh started with a connection string, its banner ¦ {p} ¦ $ mongosh "mongodb://catalog:{t}@127.0.0.1:27017/catalog?authSource=admin"\nCurrent Mongosh Log ID: 6754e1c0a2f3b4c5d6e7f809\nConnecting to: mongodb://<credentials>@127.0.0.1:27017/catalog?authSource=admin&appName=mongosh+2.3.4\nMongoServerError: Authentication failed.
s3 mongosh find ¦ scenario 3 step 2: mongosh find over an integrations collection, a document with an API key ¦ {A40} ¦ catalog> db.integrations.find({ provider: "shipstation" })\n[\n  {\n    _id: ObjectId('6754e1f2c3d4e5f6a7b8c9d0'),\n    provider: 'shipstation',\n    apiKey: 'c8e1f0a2b3d4',\n    apiSecret: '{t}',\n    enabled: true\n  }\n]
s3 mongoshrc ¦ scenario 3 step 3: cat of ~/.mongoshrc.js with a connect helper holding a password ¦ {p} ¦ $ cat ~/.mongoshrc.js\nfunction prod() {\n  return connect('mongodb://ops:{t}@mongo-0.internal:27017/admin');\n}\nconfig.set('historyLength', 2000);
s4 redis-cli auth ¦ scenario 4 step 1: redis-cli -a, the warning and the agent's command ¦ {A32} ¦ $ redis-cli -h 127.0.0.1 -p 6380 -a '{t}' --no-raw INFO keyspace\nWarning: Using a password with '-a' or '-u' option on the command line interface may not be safe.\n# Keyspace\ndb0:keys=18231,expires=17004,avg_ttl=86211034
s4 redis hgetall ¦ scenario 4 step 2: redis-cli HGETALL of a session hash, the session token bare ¦ {u43} ¦ 127.0.0.1:6380> HGETALL sess:user:4410\n1) "user_id"\n2) "4410"\n3) "refresh_token"\n4) "{t}"\n5) "created"\n6) "1733548812"
s4 redis monitor ¦ scenario 4 step 3: redis-cli MONITOR catching an AUTH from a worker ¦ {p} ¦ 127.0.0.1:6380> MONITOR\nOK\n1733548820.114512 [0 10.0.4.21:51544] "AUTH" "worker" "{t}"\n1733548820.115003 [0 10.0.4.21:51544] "SELECT" "2"
s5 sqlcmd login ¦ scenario 5 step 1: sqlcmd with -P, the agent's command and the login failure ¦ {p} ¦ $ sqlcmd -S tcp:127.0.0.1,14330 -U sa -P '{t}' -d Orders -Q "SELECT name FROM sys.sql_logins"\nSqlcmd: Error: Microsoft ODBC Driver 18 for SQL Server : Login failed for user 'sa'..
s5 sqlcmd settings ¦ scenario 5 step 2: sqlcmd output of a config table holding a connection string ¦ {p} ¦ Name                 Value\n-------------------- ------------------------------------------------------------------------\nLegacyErp            Server=erp01;Database=Ledger;User Id=erp_sync;Password={t};Encrypt=True\n\n(1 rows affected)
s5 sqlcmd linked ¦ scenario 5 step 3: sqlcmd running a script that adds a linked server login, echoed with -e ¦ {p} ¦ EXEC sp_addlinkedsrvlogin @rmtsrvname = N'ARCHIVE', @useself = N'False', @locallogin = NULL, @rmtuser = N'archive_ro', @rmtpassword = N'{t}';\nMsg 15247, Level 16, State 1: User does not have permission to perform this action.
s6 dbt run vars ¦ scenario 6 step 1: dbt run with --vars carrying an API key, the log's first lines ¦ {A40} ¦ $ dbt run --select stg_payments --vars '{"payments_api_key": "{t}"}'\n05:20:31  Running with dbt=1.8.7\n05:20:31  Registered adapter: snowflake=1.8.4\n05:20:33  Found 42 models, 3 seeds, 118 data tests
s6 dbt log passphrase ¦ scenario 6 step 2: logs/dbt.log with a key-pair passphrase in a connection debug line ¦ {p} ¦ [0m05:20:34.118021 [debug] [ThreadPool]: Acquiring new snowflake connection 'master'\n[0m05:20:34.402913 [debug] [ThreadPool]: snowflake credentials: account=acme-eu1, user=DBT_SVC, private_key_path=/secrets/dbt.p8, private_key_passphrase={t}
s6 dbt profile cat ¦ scenario 6 step 3: cat of a dbt profile the agent read to debug it ¦ {A48} ¦ $ cat ~/.dbt/profiles.yml\nwarehouse:\n  target: prod\n  outputs:\n    prod:\n      type: databricks\n      host: dbc-7f1e.cloud.databricks.com\n      http_path: /sql/1.0/warehouses/9a8b7c6d\n      token: dapi{t}
"""

SINGLES = r"""
cqlsh login ¦ cqlsh started with -p by the agent, the connection error ¦ {p} ¦ $ cqlsh 127.0.0.1 9042 -u app_rw -p '{t}' -e 'LIST ROLES'\nConnection error: ('Unable to connect to any servers', {'127.0.0.1:9042': AuthenticationFailed('Failed to authenticate to 127.0.0.1:9042: Error from server: code=0100 [Bad credentials]')})
cqlsh select tokens ¦ cqlsh SELECT over an API tokens table, values bare ¦ {h40} ¦ cqlsh:edge> SELECT client, token, scope FROM api_tokens WHERE client = 'kiosk-7';\n\n client  | token                                    | scope\n---------+------------------------------------------+-------\n kiosk-7 | {t} | read\n\n(1 rows)
datagrip datasources ¦ cat of a DataGrip .idea/dataSources.local.xml where a password was kept in plain text ¦ {p} ¦ <data-source name="prod@10.0.3.14" uuid="0c9e2a71-5b3d-4f8e-a1c6-7d2e9b0f4a53">\n  <database-info product="PostgreSQL" version="16.4" />\n  <user-name>reporting</user-name>\n  <secret-storage>master_key</secret-storage>\n  <password>{t}</password>\n</data-source>
datagrip sql export ¦ a DataGrip "SQL Inserts" export the agent read ¦ {A36} ¦ INSERT INTO public.partner_keys (id, partner, api_secret, created_at) VALUES (17, 'acme-logistics', '{t}', '2026-11-30 09:12:44.000000');
dbeaver csv export ¦ a DBeaver CSV export of a users table with reset tokens, printed by head ¦ {u32} ¦ $ head -3 export_users_202612070520.csv\n"id","email","reset_token","reset_expires"\n1042,"ana@acme.io","{t}","2026-12-07 06:20:00"
dbeaver data-sources ¦ cat of a DBeaver data-sources.json with an auth property for SSH ¦ {p} ¦ "handlers": {\n  "ssh_tunnel": {\n    "type": "TUNNEL",\n    "enabled": true,\n    "properties": {"host": "bastion.acme.io", "port": "22", "authType": "PASSWORD", "user": "dba", "password": "{t}"}\n  }\n}
prisma env ¦ prisma migrate deploy after cat .env, the agent's two commands in one result ¦ {p} ¦ $ cat .env && npx prisma migrate deploy\nDATABASE_URL="mysql://shop_app:{t}@127.0.0.1:3306/shop"\nPrisma schema loaded from prisma/schema.prisma\nDatasource "db": MySQL database "shop" at "127.0.0.1:3306"\nError: P1000: Authentication failed against database server at `127.0.0.1`
prisma migration sql ¦ a Prisma migration file seeding a service account's API key ¦ {h48} ¦ -- prisma/migrations/20261207052000_seed_service_account/migration.sql\nINSERT INTO "ServiceAccount" ("id", "name", "apiKey") VALUES ('sa_01', 'exporter', '{t}');
prisma migrate status ¦ prisma migrate status printing a shadow database URL from an env override ¦ {p} ¦ $ SHADOW_DATABASE_URL=postgresql://shadow:{t}@127.0.0.1:5433/shadow npx prisma migrate status\n3 migrations found in prisma/migrations\nDatabase schema is up to date!
alembic env ¦ alembic upgrade head with -x passing a URL, a traceback line ¦ {p} ¦ $ alembic -x db_url=postgresql+psycopg://ledger:{t}@127.0.0.1/ledger upgrade head\nINFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nsqlalchemy.exc.OperationalError: (psycopg.OperationalError) connection failed: FATAL:  password authentication failed for user "ledger"
alembic revision ¦ an Alembic revision file that sets a default integration secret ¦ {A40} ¦ def upgrade() -> None:\n    op.execute(\n        "UPDATE integrations SET secret = '{t}' WHERE name = 'slack'"\n    )
flyway toml ¦ cat of a flyway.toml with a prod environment ¦ {p} ¦ [environments.prod]\nurl = "jdbc:postgresql://db.internal:5432/orders"\nuser = "flyway"\npassword = "{t}"\nschemas = ["public"]
flyway info ¦ flyway info with -password on the command line, echoed with the error ¦ {p} ¦ $ flyway -url=jdbc:sqlserver://127.0.0.1:1433;databaseName=Orders -user=flyway -password={t} info\nERROR: Unable to obtain connection from database: Login failed for user 'flyway'.
flyway placeholder ¦ flyway migrate log with a placeholder value substituted into a grant ¦ {A32} ¦ Migrating schema [dbo] to version "7.2 - create reporting login"\nCREATE LOGIN reporting WITH PASSWORD = '{t}', CHECK_POLICY = ON;\nSuccessfully applied 1 migration to schema [dbo]
mysql config editor ¦ mysql_config_editor print after a set that the agent ran, the set command shown ¦ {p} ¦ $ echo '{t}' | mysql_config_editor set --login-path=prod --host=10.0.5.9 --user=ops --password\n$ mysql_config_editor print --login-path=prod\n[prod]\nuser = "ops"\npassword = *****\nhost = "10.0.5.9"
pgpass grep ¦ rg over the home directory finding a .pgpass line ¦ {p} ¦ $ rg -n --hidden 'warehouse' ~\n/home/dev/.pgpass:3:10.0.3.14:6432:warehouse:analytics:{t}
redis conf ¦ grep over a redis.conf for requirepass and masterauth ¦ {A40} ¦ $ grep -nE '^(requirepass|masterauth)' /etc/redis/redis.conf\n903:masterauth {t}\n1044:requirepass {t}
redis acl file ¦ cat of a Redis users.acl with a cleartext password rule ¦ {A32} ¦ user default off\nuser cache on >{t} ~cache:* +@read +@write -@dangerous
http mint db user ¦ an HTTP tool response from a managed database console creating a user and returning its password ¦ {A24} ¦ HTTP 201 POST /v1/projects/prj_4411/branches/main/roles\n{"role":{"name":"agent_ro","password":"{t}","protected":false}}
http mint api key ¦ an HTTP tool response minting a data API key for a serverless database ¦ {u48} ¦ HTTP 200 POST /api/v1/keys\n{"id":"key_9fa2","name":"agent","secret":"{t}","expires_at":null}
git diff dbt ¦ git diff of a dbt project's sources.yml where an external table's credential was pasted ¦ {A40} ¦ $ git diff -- models/staging/sources.yml\n       external:\n         location: 's3://acme-raw/events/'\n-        credentials: ''\n+        credentials: 'aws_secret_access_key={t}'
sqlcmd vars ¦ sqlcmd -v passing a password variable to a script, shown in the agent's command ¦ {p} ¦ $ sqlcmd -S 127.0.0.1 -E -i create_login.sql -v LoginPwd="{t}"\nMsg 15118, Level 16, State 1: Password validation failed. The password does not meet the operating system policy requirements.
mongosh createuser ¦ mongosh running createUser in a script, the command echoed ¦ {p} ¦ admin> db.getSiblingDB('admin').runCommand({ createUser: 'metrics', pwd: '{t}', roles: [ { role: 'clusterMonitor', db: 'admin' } ] })\nMongoServerError: User "metrics@admin" already exists
psql copy csv ¦ psql \copy output file head showing an oauth_tokens table ¦ {u40} ¦ $ psql -c "\\copy (select user_id, provider, access_token from oauth_tokens limit 2) to stdout csv header"\nuser_id,provider,access_token\n881,github,gho_{t}
redis cli uri ¦ redis-cli -u with a URL, the agent's command and the refusal ¦ {A32} ¦ $ redis-cli -u 'redis://default:{t}@127.0.0.1:6390/0' PING\nCould not connect to Redis at 127.0.0.1:6390: Connection refused
psql pgoptions ¦ an env dump by the agent before psql, PGPASSWORD among PG variables ¦ {p} ¦ $ env | grep ^PG\nPGHOST=10.0.3.14\nPGPORT=6432\nPGUSER=analytics\nPGPASSWORD={t}\nPGDATABASE=warehouse
mysql my cnf ¦ cat of a ~/.my.cnf the agent read ¦ {p} ¦ $ cat ~/.my.cnf\n[client]\nuser=ops\npassword="{t}"\nhost=10.0.5.9
mongosh config yaml ¦ cat of a mongod.conf with a keyFile content pasted inline by mistake ¦ {b60} ¦ security:\n  authorization: enabled\n  clusterAuthMode: keyFile\n# keyfile content (copied for the new node):\n# {t}
dbt env var ¦ dbt run failing and printing an env var it rendered ¦ {A40} ¦ 05:20:40  Compilation Error in model stg_orders (models/staging/stg_orders.sql)\n  Could not render {{ env_var('FIVETRAN_API_SECRET') }}: got '{t}' but expected a URL
flyway conf env ¦ Flyway's -X debug output printing resolved configuration ¦ {p} ¦ DEBUG: Using configuration:\nDEBUG: flyway.url -> jdbc:postgresql://db.internal:5432/orders\nDEBUG: flyway.user -> flyway\nDEBUG: flyway.password -> {t}
sqlcmd connection ini ¦ cat of an odbc.ini DSN with a password, the agent checking sqlcmd's DSN ¦ {p} ¦ [OrdersProd]\nDriver = ODBC Driver 18 for SQL Server\nServer = tcp:10.0.6.2,1433\nUID = reporting\nPWD = {t}\nTrustServerCertificate = yes
cqlsh credentials file ¦ cat of a cqlsh credentials file ¦ {p} ¦ $ cat ~/.cassandra/credentials\n[PlainTextAuthProvider]\nusername = app_rw\npassword = {t}
"""


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    return [
        *v.table("agent", SCENARIOS),
        *v.table("agent", "\n".join(singles[:half]), raises="keyerror"),
        *v.table("agent", "\n".join(singles[half:]), raises="process"),
    ]
