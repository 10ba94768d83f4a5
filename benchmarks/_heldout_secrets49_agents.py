"""Held-out set 49: database-agent tool results, as an agent's tools return them.

Six three-step scenarios (each step a case) and single results, in tool shapes, tools and
files that were grepped for in every earlier ``_heldout_secrets*``, ``_heldout_families*``,
``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none
matched; mongosh, redis-cli, sqlcmd, clickhouse-client, DuckDB, Flyway, Liquibase, Vanna,
pgcli, mycli, litecli, usql, dbmate, sqlfluff, cqlsh, influx, arangosh, neo4j, pg_dump,
mysqldump, ``\\conninfo``, sqlplus, isql, trino, psql, Dremio, Metabase, Redash, prisma,
``my.cnf``, ``redis.conf``, ``users.xml``, pgbouncer, ``odbc.ini`` and ``profiles.yml`` did
and were dropped). Tool shapes, written as each tool prints its result (remembered, not
copied, so glyphs and padding may differ): LangChain's SQL agent (``SQLDatabaseToolkit``:
``sql_db_list_tables``, ``sql_db_schema``, ``sql_db_query`` in an AgentExecutor's verbose
trace), Alembic (``alembic upgrade`` logging and ``alembic.ini``), Sqitch (``sqitch.conf``,
``sqitch deploy``, ``sqitch target``), pressly's goose (``goose status`` and ``GOOSE_DBSTRING``),
Atlas (``atlas migrate apply``, ``atlas.hcl``, ``atlas schema inspect``) and Dataherald's
text-to-SQL responses, DB-GPT, SQL Chat and the ``bb`` CLI; single results in PandasAI, Bytebase, DBeaver, Outerbase, pgAdmin,
WrenAI, Chat2DB, sqlcoder and ``mariadb-dump``. Files no earlier set read: ``alembic.ini``,
``sqitch.conf``, ``atlas.hcl``, DBeaver's ``data-sources.json``, pgAdmin's ``servers.json``,
``mongod.conf``, ``cassandra.yaml``, pgpool's ``pool_passwd``, ``sqlnet.ora``,
``liquibase.properties``, ``flyway.conf`` and JPA's ``persistence.xml``.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 langchain list tables ¦ scenario 1 step 1: LangChain's SQL agent, sql_db_query over a table of payroll API keys ¦ {A40} ¦ Invoking: `sql_db_query` with `{'query': 'SELECT provider, api_key FROM payroll_integrations LIMIT 5'}`\n\n\n[('breathehr', '{t}')]
s1 langchain schema ¦ scenario 1 step 2: LangChain's SQL agent, sql_db_schema with its sample rows ¦ {p} ¦ Invoking: `sql_db_schema` with `{'table_names': 'smtp_settings'}`\n\n\nCREATE TABLE smtp_settings (\n\tid INTEGER NOT NULL, \n\thost VARCHAR(120), \n\tpassword VARCHAR(120), \n\tPRIMARY KEY (id)\n)\n\n/*\n3 rows from smtp_settings table:\nid\thost\tpassword\n1\tsmtp.acme.io\t{t}\n*/
s1 langchain error ¦ scenario 1 step 3: LangChain's SQL agent, sql_db_query raising an OperationalError that quotes the statement ¦ {h40} ¦ Invoking: `sql_db_query` with `{'query': "UPDATE webhooks SET secret = '{t}' WHERE id = 7"}`\n\n\nError: (sqlite3.OperationalError) attempt to write a readonly database\n[SQL: UPDATE webhooks SET secret = '{t}' WHERE id = 7]
s2 alembic ini ¦ scenario 2 step 1: an agent reading alembic.ini's sqlalchemy.url ¦ {p} ¦ $ grep -n sqlalchemy.url alembic.ini\n63:sqlalchemy.url = postgresql+psycopg2://payroll:{t}@db.internal:5432/payroll
s2 alembic upgrade ¦ scenario 2 step 2: alembic upgrade head logging a failed migration with its bound parameters ¦ {A32} ¦ INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.runtime.migration] Will assume transactional DDL.\nINFO  [alembic.runtime.migration] Running upgrade 3f2a1c9d8e7b -> 9c1d2e3f4a5b, seed integration keys\nsqlalchemy.exc.IntegrityError: (psycopg2.errors.UniqueViolation) duplicate key value violates unique constraint "integrations_pkey"\n[SQL: INSERT INTO integrations (name, api_key) VALUES (%(name)s, %(api_key)s)]\n[parameters: {'name': 'everee', 'api_key': '{t}'}]
s2 alembic env ¦ scenario 2 step 3: an agent reading a migration's env.py with a hard-coded URL ¦ {p} ¦ $ sed -n 18,20p migrations/env.py\nconfig.set_main_option(\n    "sqlalchemy.url", "mysql+pymysql://hr_admin:{t}@127.0.0.1:3306/hr"\n)
s3 sqitch conf ¦ scenario 3 step 1: an agent reading sqitch.conf with a target URI ¦ {p} ¦ $ cat sqitch.conf\n[core]\n\tengine = pg\n[target "prod"]\n\turi = db:pg://sqitch:{t}@pg-prod.acme.io/tickets\n[engine "pg"]\n\ttarget = prod
s3 sqitch deploy ¦ scenario 3 step 2: sqitch deploy failing and printing the target ¦ {p} ¦ $ sqitch deploy db:pg://deployer:{t}@pg-prod.acme.io/tickets\nDeploying changes to db:pg://deployer:@pg-prod.acme.io/tickets\n  + venues ...... ok\n  + seed_keys ... psql:deploy/seed_keys.sql:4: ERROR:  permission denied for table api_keys\nnot ok
s3 sqitch target ¦ scenario 3 step 3: sqitch target show listing a stored URI ¦ {A24} ¦ $ sqitch target show staging\n* staging\n    URI:      db:mysql://app:{t}@mysql-stg.acme.io/events\n    Registry: sqitch\n    Client:   mysql
s4 goose env ¦ scenario 4 step 1: pressly goose's GOOSE_DBSTRING in an .envrc ¦ {p} ¦ $ cat .envrc\nexport GOOSE_DRIVER=postgres\nexport GOOSE_DBSTRING="host=127.0.0.1 user=listings password={t} dbname=listings sslmode=disable"\nexport GOOSE_MIGRATION_DIR=./db/migrations
s4 goose status ¦ scenario 4 step 2: goose status failing with the DSN in its error ¦ {p} ¦ $ goose postgres "postgres://listings:{t}@pg.acme.io:5432/listings" status\n2026/12/06 19:04:11 goose run: failed to open DB: dial tcp 10.0.4.12:5432: connect: connection refused
s4 goose up ¦ scenario 4 step 3: goose up applying a Go migration that logs a seeded token ¦ {h64} ¦ $ goose up\n2026/12/06 19:04:19 OK   20261201090000_create_partners.sql (12.4ms)\n2026/12/06 19:04:19 seeding partner 'trestle' with client_secret={t}\n2026/12/06 19:04:19 goose: successfully migrated database to version: 20261206110000
s5 atlas hcl ¦ scenario 5 step 1: an agent reading atlas.hcl's env block ¦ {p} ¦ $ cat atlas.hcl\nenv "prod" {\n  url = "postgres://atlas:{t}@pg-prod.acme.io:5432/bookings?sslmode=require"\n  dev = "docker://postgres/16/dev"\n  migration {\n    dir = "file://migrations"\n  }\n}
s5 atlas apply ¦ scenario 5 step 2: atlas migrate apply with the URL on its command line ¦ {p} ¦ $ atlas migrate apply --url "mysql://root:{t}@localhost:3306/bookings" --dir file://migrations\nError: sql/migrate: connected database is not clean: found table "guests" in schema "bookings"
s5 atlas inspect ¦ scenario 5 step 3: atlas schema inspect printing a column default holding a key ¦ {A36} ¦ table "settings" {\n  schema = schema.bookings\n  column "maps_key" {\n    null    = false\n    type    = varchar(64)\n    default = "{t}"\n  }\n}
s6 dataherald generation ¦ scenario 6 step 1: Dataherald's sql-generation response quoting the generated SQL ¦ {uuid} ¦ {"id": "65a1f0c2e4b0", "prompt_id": "65a1f0b9e4b0", "sql": "SELECT * FROM api_tokens WHERE token = '{t}'", "status": "VALID", "evaluate": false}
s6 dataherald execution ¦ scenario 6 step 2: Dataherald's sql-generations/{id}/execute rows ¦ {A40} ¦ [\n  {"vendor": "airlabs", "api_key": "{t}", "rotated_at": "2026-11-02"}\n]
s6 dataherald db connection ¦ scenario 6 step 3: Dataherald's database-connections POST echoed back ¦ {p} ¦ POST /api/v1/database-connections\n{"alias": "hr_warehouse", "use_ssh": false, "connection_uri": "postgresql+psycopg2://analyst:{t}@wh.acme.io:5432/hr"}\n<- 400 {"detail": "Unable to connect to the database"}
"""

SINGLES = r"""
pandasai config ¦ a PandasAI SmartDataframe run logging its config ¦ {A48} ¦ 2026-12-06 19:04:40 [INFO] Question: average ticket price per venue\n2026-12-06 19:04:40 [INFO] Running PandasAI with openai LLM...\n2026-12-06 19:04:41 [ERROR] Pipeline failed: connector config {'host': 'ch.acme.io', 'user': 'pandasai', 'password': '{t}'}
bytebase instance ¦ a Bytebase instance API response listing a data source ¦ {p} ¦ GET /v1/instances/prod-pg\n{"name": "instances/prod-pg", "engine": "POSTGRES", "dataSources": [{"type": "ADMIN", "host": "pg-prod.acme.io", "username": "bytebase", "password": "{t}"}]}
dbeaver data sources ¦ DBeaver's .dbeaver/data-sources.json with a saved password ¦ {p} ¦ "postgres-jdbc-18c2": {\n  "provider": "postgresql",\n  "name": "hr-prod",\n  "save-password": true,\n  "configuration": {"host": "pg.acme.io", "database": "hr", "user": "analyst", "password": "{t}"}\n}
outerbase base ¦ an Outerbase base connection shown by its API ¦ {p} ¦ {"base_id": "b_7Qm2", "source": {"type": "mysql", "host": "mysql.acme.io", "user": "outerbase", "password": "{t}"}}
pgadmin servers ¦ pgAdmin's servers.json exported with a PassFile entry and a password ¦ {p} ¦ {\n  "Servers": {\n    "1": {"Name": "payroll", "Host": "pg.acme.io", "Port": 5432, "Username": "payroll", "Password": "{t}", "SSLMode": "prefer"}\n  }\n}
wrenai datasource ¦ a WrenAI data source config read by an agent ¦ {p} ¦ $ cat wren/config.yaml\ntype: postgres\nproperties:\n  host: pg.acme.io\n  user: wren\n  password: {t}\n  database: tickets
chat2db connection ¦ a Chat2DB connection export ¦ {p} ¦ [{"alias":"events-prod","url":"jdbc:mysql://mysql.acme.io:3306/events","user":"chat2db","password":"{t}","type":"MYSQL"}]
sqlcoder prompt ¦ an sqlcoder generation echoing a literal from the question ¦ {A32} ¦ ### Response:\nSELECT venue FROM partners WHERE api_key = '{t}';
mariadb dump ¦ mariadb-dump output with an INSERT of stored credentials ¦ {A40} ¦ --\n-- Dumping data for table `integrations`\n--\n\nLOCK TABLES `integrations` WRITE;\nINSERT INTO `integrations` VALUES (1,'eventzilla','{t}','2026-12-01 09:00:00');\nUNLOCK TABLES;
mongod conf ¦ a file read of mongod.conf with a keyFile content inlined by mistake ¦ {b44} ¦ security:\n  authorization: enabled\n  # keyFile contents pasted for the replica set:\n  # {t}
"""

EXTRA = r"""
cassandra yaml ¦ ripgrep over cassandra.yaml and its client config for a password ¦ {p} ¦ $ rg -n password conf/\nconf/cassandra.yaml:1187:# client_encryption_options keystore_password: cassandra\nconf/cqlshrc:4:password = {t}
pool passwd ¦ a file read of pgpool's pool_passwd with a TEXT-prefixed password ¦ {p} ¦ $ cat /etc/pgpool2/pool_passwd\npostgres:md5a1b2c3d4e5f60718293a4b5c6d7e8f90\nreporter:TEXT{t}
sqlnet wallet ¦ grep over sqlnet.ora and a tnsnames alias with a password in the connect string ¦ {p} ¦ $ grep -rn 'PASSWORD' network/admin/\nnetwork/admin/sqlnet.ora:9:# SQLNET.AUTHENTICATION_SERVICES = (NONE) # reporter/{t}@HRPROD
liquibase properties ¦ a git diff adding liquibase.properties with a reference password ¦ {p} ¦ $ git diff --cached liquibase.properties\n+url: jdbc:postgresql://pg.acme.io:5432/tickets\n+username: liquibase\n+password: {t}\n+changeLogFile: db/changelog/master.xml
flyway conf ¦ ag over flyway.conf ¦ {p} ¦ $ ag flyway.password conf/\nconf/flyway.conf\n12:flyway.password={t}
persistence xml ¦ a file read of JPA's persistence.xml with a JDBC password property ¦ {p} ¦ <properties>\n  <property name="jakarta.persistence.jdbc.url" value="jdbc:postgresql://pg.acme.io/hr"/>\n  <property name="jakarta.persistence.jdbc.user" value="hr_app"/>\n  <property name="jakarta.persistence.jdbc.password" value="{t}"/>\n</properties>
bytebase mint ¦ an HTTP tool response minting a Bytebase service account key ¦ bbs_{A40} ¦ HTTP 200 POST /v1/users\n{"name": "users/ci-bot", "userType": "SERVICE_ACCOUNT", "serviceKey": "{t}"}
outerbase mint ¦ an HTTP tool response minting an Outerbase API token ¦ {A48} ¦ HTTP 201 POST /api/v1/workspace/acme/token\n{"success": true, "response": {"token": "{t}", "expires_at": null}}
"""

MORE = r"""
langchain list tables extra ¦ LangChain's SQL agent, sql_db_query_checker rewriting a query that carries a literal password ¦ {p} ¦ Invoking: `sql_db_query_checker` with `{'query': "SELECT id FROM users WHERE password = '{t}'"}`\n\n\n```sql\nSELECT id FROM users WHERE password = '{t}';\n```
alembic history ¦ alembic history --verbose printing a revision message that quotes a key ¦ {A32} ¦ $ alembic history --verbose -r base:head\nRev: 9c1d2e3f4a5b (head)\nParent: 3f2a1c9d8e7b\nPath: migrations/versions/9c1d2e3f4a5b_seed_integration_keys.py\n\n    seed integration keys (airlabs key {t})
alembic offline sql ¦ alembic upgrade --sql emitting an INSERT with a literal token ¦ {h40} ¦ $ alembic upgrade head --sql | tail -3\nINSERT INTO integrations (name, api_key) VALUES ('fountain', '{t}');\n\nUPDATE alembic_version SET version_num='9c1d2e3f4a5b' WHERE alembic_version.version_num = '3f2a1c9d8e7b';
sqitch verify ¦ sqitch verify printing the failing verify script's query ¦ {A36} ¦ $ sqitch verify\nVerifying db:pg://deployer:@pg-prod.acme.io/tickets\n  * seed_keys .. psql:verify/seed_keys.sql:3: ERROR:  no rows for key '{t}'\n# Verify script "verify/seed_keys.sql" failed.
goose create ¦ goose create echoing the SQL file an agent just wrote ¦ {p} ¦ $ goose create add_reporter_role sql && cat db/migrations/20261206190500_add_reporter_role.sql\n-- +goose Up\nCREATE ROLE reporter LOGIN PASSWORD '{t}';\n-- +goose Down\nDROP ROLE reporter;
atlas lint ¦ atlas migrate lint quoting a statement with a literal password ¦ {p} ¦ $ atlas migrate lint --env prod --latest 1\nAnalyzing changes from version 20261206 (1 migration in total):\n\n  -- analyzing version 20261206\n    -- data dependent changes detected:\n      -- L2: ALTER USER app WITH PASSWORD '{t}'
dataherald finetune ¦ Dataherald's golden-sql POST echoed back with a literal key ¦ {uuid} ¦ POST /api/v1/golden-sqls\n[{"prompt_text": "which partner owns key {t}?", "sql": "SELECT partner FROM keys WHERE key = '{t}'", "db_connection_id": "65a1f0"}]\n<- 201
pandasai answer ¦ PandasAI's answer listing a dataframe row with a token ¦ {A40} ¦ 2026-12-06 19:05:02 [INFO] Answer: \n      vendor                                 token\n0  eventzilla  {t}
bytebase sql review ¦ Bytebase's SQL review comment on an issue quoting the statement ¦ {p} ¦ [SQL Review] statement.disallow-plain-password: CREATE USER 'report'@'%' IDENTIFIED BY '{t}';  (issue #1204, stage prod)
dbeaver credentials ¦ DBeaver's credentials-config.json after an agent decrypted it ¦ {p} ¦ {"postgres-jdbc-18c2":{"#connection":{"user":"analyst","password":"{t}"}}}
pgadmin pgpass ¦ pgAdmin's storage dir pgpass file read by an agent ¦ {p} ¦ $ cat ~/.pgadmin/storage/dev_acme.io/pgpassfile\npg.acme.io:5432:*:payroll:{t}
wrenai mdl ¦ WrenAI's MDL connection info printed by its CLI ¦ {p} ¦ $ wren-engine describe\ndataSource: POSTGRES\nconnectionInfo: {"host":"pg.acme.io","port":"5432","user":"wren","password":"{t}","database":"tickets"}
chat2db ai config ¦ Chat2DB's AI settings read back with an API key ¦ sk-{A48} ¦ GET /api/config/system_config/chatgpt\n{"success":true,"data":{"apiHost":"https://api.openai.com/","apiKey":"{t}","aiSqlSource":"OPENAI"}}
dbgpt chat data ¦ a DB-GPT chat_with_db_execute reply quoting the SQL it ran ¦ {A36} ¦ [DB-GPT] chat_mode=chat_with_db_execute\n<api-call><name>sql_executor</name><args><sql>SELECT owner FROM partner_keys WHERE key = '{t}'</sql></args><status>FAILED</status><err_msg>(pymysql.err.ProgrammingError) (1146, "Table 'hr.partner_keys' doesn't exist")</err_msg></api-call>
dbgpt datasource ¦ DB-GPT's datasource list returned by its API ¦ {p} ¦ GET /api/v2/serve/datasources\n{"success": true, "data": [{"db_type": "mysql", "db_name": "hr", "db_host": "mysql.acme.io", "db_user": "dbgpt", "db_pwd": "{t}"}]}
sqlchat connection ¦ an SQL Chat connection stored in the browser and dumped by an agent ¦ {p} ¦ localStorage["connection-store"] = {"state":{"connectionList":[{"engineType":"POSTGRESQL","host":"pg.acme.io","port":"5432","username":"sqlchat","password":"{t}"}]}}
langchain agent error ¦ LangChain create_sql_agent stopping with the SQLDatabase URI in its error ¦ {p} ¦ > Entering new SQL Agent Executor chain...\nValueError: Could not connect to mssql+pyodbc://report:{t}@sql.acme.io/hr?driver=ODBC+Driver+18+for+SQL+Server\n> Finished chain.
alembic check ¦ alembic check failing inside a CI step that echoes DATABASE_URL ¦ {p} ¦ + export DATABASE_URL=postgresql://ci:{t}@127.0.0.1:5432/ci\n+ alembic check\nFAILED: New upgrade operations detected: [('add_column', None, 'employees', Column('nickname', String()))]
sqitch config get ¦ sqitch config --get printing a stored target URI ¦ {p} ¦ $ sqitch config --get target.prod.uri\ndb:pg://sqitch:{t}@pg-prod.acme.io/tickets
goose validate ¦ goose validate listing a migration that embeds a key ¦ {h40} ¦ $ goose -v validate\n2026/12/06 19:06:50 reading 20261206110000_seed_partners.sql\n-- +goose StatementBegin\nINSERT INTO partners VALUES ('comeet', '{t}');\n-- +goose StatementEnd
atlas apply plan ¦ atlas schema apply --dry-run printing a planned statement ¦ {A40} ¦ $ atlas schema apply --env prod --dry-run\n-- Planned Changes:\n-- Modify "settings" table\nALTER TABLE "settings" ALTER COLUMN "maps_key" SET DEFAULT '{t}';
bytebase cli ¦ Bytebase's bb CLI printing a data source after an update ¦ {p} ¦ $ bb instance update prod-pg --data-source admin --password '{t}'\nError: rpc error: code = PermissionDenied desc = permission denied: bb.instances.update
dataherald prompt ¦ Dataherald's prompts endpoint echoing a question with a literal password ¦ {p} ¦ POST /api/v1/prompts\n{"text": "which users still have the password {t}?", "db_connection_id": "65a1f0"}\n<- 201 {"id": "65a1f3"}
mariadb user grants ¦ mariadb-dump --system=users output with a plaintext password ¦ {p} ¦ /*M!100401 SET @OLD_SQL_MODE=@@SQL_MODE */;\nCREATE USER `etl`@`%` IDENTIFIED BY '{t}';\nGRANT SELECT ON `hr`.* TO `etl`@`%`;
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
