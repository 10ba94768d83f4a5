"""Held-out set 9: configuration syntaxes and connection strings sets 1-8 did not use.

Sources: each language's or product's own documentation for where a credential goes (CUE, Nix,
Dhall, Jsonnet, Pkl, EDN, KDL, RON, HOCON, Lua, Starlark, Caddyfile, Squid, VCL, rsyncd,
aria2, Transmission, Home Assistant, ESPHome, Envoy, cqlshrc, pg_service.conf, Emacs authinfo,
isync, lftp, Subversion, launchd plists, dconf, Makefiles, CMake caches, Gradle Kotlin DSL,
Cargo, Yarn Berry, Bun, conda, Deno, Poetry, uv, Erlang, Elixir, dev containers, VS Code launch
files, CodeBuild, Cloud Build, Fly, Render, Heroku app.json, Azure Pipelines, Ansible INI
inventories, password-manager exports), and each driver's or broker's documented URL or
connection-string syntax for the DSN rows. The names were grepped against sets 6-8's configs.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["config_cases", "dsn_cases"]

CONFIGS = r"""
cue struct field ¦ CUE language spec, struct fields ¦ {p} ¦ cue vet ./...: db.password: conflicting values "{t}" and int:\n    ./config.cue:7:15\n    ./schema.cue:3:13
nix attribute set ¦ Nix manual, attribute sets (services.*.settings) ¦ {A40} ¦ error: The option `services.grafana.settings.security.secret_key' is used but not defined, while evaluating configuration.nix:\n  services.grafana.settings.security.admin_password = "{t}";
dhall record ¦ Dhall language, records ¦ {p} ¦ Error: Expression doesn't match annotation\n{ user = "svc", password = "{t}" } : { user : Text, password : Natural }\nconfig.dhall:4:3
jsonnet local ¦ Jsonnet tutorial, locals and std.extVar ¦ {A32} ¦ RUNTIME ERROR: Field does not exist: apiKey\n\tmain.jsonnet:3:1-40\tlocal secret = '{t}';\n\tDuring manifestation
pkl property ¦ Pkl language reference, properties ¦ {p} ¦ –– Pkl Error ––\nType constraint `length >= 16` violated.\nValue: "{t}"\n4 | adminPassword: String(length >= 16) = "{t}"\nat config#adminPassword (file:///srv/config.pkl)
edn deps repos ¦ Clojure deps.edn :mvn/repos with credentials ¦ {p} ¦ Error building classpath. Could not transfer artifact acme/core:jar:1.2.0 from/to acme (https://maven.acme.io/releases): status code: 401 -- {:mvn/repos {"acme" {:url "https://maven.acme.io/releases" :username "ci" :password "{t}"}}}
leiningen profiles ¦ Leiningen profiles.clj :repositories auth ¦ {A36} ¦ Could not find artifact acme:util:jar:0.9.1 in private (https://repo.acme.io/)\n{:auth {:repository-auth {#"repo.acme.io" {:username "deploy" :password "{t}"}}}}
kdl node ¦ KDL spec, node properties ¦ {p} ¦ Error: unknown node `smtp-auth` at zellij.kdl:12:5\n  smtp-auth user="noreply" password="{t}" port=587
ron struct ¦ Rust RON format, structs ¦ {A40} ¦ ron::error::SpannedError { code: ExpectedComma, position: Position { line: 4, col: 28 } }\nSettings(\n    api_token: "{t}"\n    region: "eu-west-1",\n)
hocon akka ¦ HOCON (Lightbend Config), application.conf ¦ {p} ¦ com.typesafe.config.ConfigException$WrongType: application.conf: 14: slick.dbs.default.db.port has type STRING rather than NUMBER\n  slick.dbs.default.db { user = "play", password = "{t}", port = "five432" }
lua prosody ¦ Prosody config (Lua), component_secret ¦ {A32} ¦ prosody: Error loading config file: /etc/prosody/prosody.cfg.lua:41: '=' expected near 'component_secret'\nComponent "upload.acme.io" "http_upload"\n    component_secret "{t}"
starlark tiltfile ¦ Tiltfile (Starlark) local_resource env ¦ {A40} ¦ Traceback (most recent call last):\n  Tiltfile:8:15: in <toplevel>\nError in local_resource: got unexpected keyword argument 'envs'\n  local_resource('seed', 'make seed', envs={'SEED_API_TOKEN': '{t}'})
bazelrc remote header ¦ Bazel docs, --remote_header in .bazelrc ¦ {A40} ¦ ERROR: Failed to query remote execution capabilities: UNAUTHENTICATED: invalid token (from .bazelrc: build --remote_header=x-buildbuddy-api-key={t})
caddyfile header_up ¦ Caddyfile reverse_proxy header_up ¦ {A40} ¦ Error: adapting config using caddyfile: parsing caddyfile tokens for 'reverse_proxy': Caddyfile:9 - Error during parsing: unrecognized subdirective headr_up\n    headr_up Authorization "Bearer {t}"
squid cache_peer login ¦ squid.conf cache_peer login=user:password ¦ {p} ¦ FATAL: Bungled /etc/squid/squid.conf line 88: cache_peer parent.acme.lan parent 3128 0 no-query login=proxyuser:{t} connect-timeot=5
varnish vcl basic ¦ Varnish VCL, bereq.http.Authorization ¦ {b32} ¦ Message from VCC-compiler:\nExpected ';' got 'return'\n('/etc/varnish/default.vcl' Line 22 Pos 5)\n    set bereq.http.Authorization = "Basic {t}"\n    return (pass);
rsyncd secrets ¦ rsyncd.conf(5), secrets file user:password ¦ {p} ¦ rsync: [receiver] auth failed on module backup: secrets file must not be other-accessible (see strict modes option) -- /etc/rsyncd.secrets: backup:{t}
aria2 rpc secret ¦ aria2c(1), rpc-secret in aria2.conf ¦ {A32} ¦ Exception: [option.cc:239] Invalid value for rpc-listen-port: 68OO (aria2.conf line 4)\nrpc-secret={t}\nrpc-listen-port=68OO
transmission settings json ¦ Transmission settings.json rpc-password ¦ {p} ¦ transmission-daemon: Couldn't read "/var/lib/transmission/.config/transmission-daemon/settings.json": JSON parse error at line 12: "rpc-password": "{t}", "rpc-port": 9091,,
home assistant secrets yaml ¦ Home Assistant secrets.yaml ¦ {p} ¦ Invalid config for 'mqtt': expected int for dictionary value 'port', got '1883x' (secrets.yaml: mqtt_password: "{t}")
esphome api encryption key ¦ ESPHome api: encryption: key (base64 of 32 bytes) ¦ {b43}= ¦ INFO Reading configuration living-room.yaml...\nFailed config\napi: [source living-room.yaml:21]\n  encryption: \n    key: {t}\n    Invalid key format, please check it's using base64.
envoy inline string ¦ Envoy DataSource inline_string in a TLS/secret resource ¦ {A40} ¦ [critical][main] error initializing configuration 'envoy.yaml': Protobuf message (type envoy.config.bootstrap.v3.Bootstrap reason INVALID_ARGUMENT:(static_resources.secrets[0]) generic_secret: Cannot find field.) generic_secret: {secret: {inline_string: "{t}"}}
cqlshrc authentication ¦ cqlshrc [authentication] section ¦ {p} ¦ Connection error: ('Unable to connect to any servers', {'10.0.0.9:9042': AuthenticationFailed('Failed to authenticate to 10.0.0.9:9042: Bad credentials')})\n~/.cassandra/cqlshrc:\n[authentication]\nusername = cassandra\npassword = {t}
pg_service conf ¦ PostgreSQL pg_service.conf ¦ {p} ¦ psql: error: syntax error in service file "/etc/pg_service.conf", line 6\n[reporting]\nhost=db02.acme.lan\nuser=report\npassword={t}\nport 5432
emacs authinfo ¦ Emacs auth-source ~/.authinfo ¦ {p} ¦ auth-source-search: invalid entry in ~/.authinfo line 3: machine imap.acme.io login lena password {t} port imaps extra
isync mbsyncrc ¦ mbsync(1) .mbsyncrc Pass ¦ {p} ¦ mbsync: error: IMAP command 'LOGIN <user> <pass>' returned an error: NO [AUTHENTICATIONFAILED] Invalid credentials (~/.mbsyncrc:5: Pass {t})
lftp bookmark ¦ lftp(1) bookmarks file with credentials ¦ {p} ¦ lftp: Login failed: 530 Login incorrect. (bookmark backup -> ftp://backup:{t}@ftp.acme.lan/)
subversion auth cache ¦ Subversion ~/.subversion/auth/svn.simple hash file ¦ {p} ¦ svn: E170013: Unable to connect to a repository at URL 'https://svn.acme.lan/repo'\n~/.subversion/auth/svn.simple/4f2c...:\nK 8\npassword\nV 12\n{t}\nK 15\nsvn:realmstring
launchd plist env ¦ launchd.plist(5) EnvironmentVariables ¦ {A40} ¦ Load failed: 5: Input/output error (com.acme.agent.plist)\n<key>EnvironmentVariables</key>\n<dict>\n  <key>ACME_AGENT_TOKEN</key>\n  <string>{t}</string>\n</dict>
macos defaults read ¦ defaults(1) read output ¦ {A32} ¦ defaults read com.acme.sync\n{\n    LastSync = "2026-12-04 05:40:00 +0000";\n    SyncToken = {t};\n}\nerror: sync failed (401)
dconf dump ¦ dconf(1) dump output ¦ {p} ¦ [org/gnome/evolution-data-server/acme]\npassword='{t}'\nuser='lena'\nerror: keyring unavailable, stored in dconf instead
makefile variable ¦ GNU make variable assignment ¦ {A40} ¦ Makefile:12: *** missing separator.  Stop.\n   12 | REGISTRY_TOKEN ?= {t}\n   13 |   docker login -u ci -p $(REGISTRY_TOKEN)
cmake cache ¦ CMakeCache.txt entries NAME:TYPE=VALUE ¦ {A32} ¦ CMake Error at cmake/Upload.cmake:9 (message): upload failed with HTTP 401\nCMakeCache.txt: CONAN_PASSWORD:STRING={t}
gradle kotlin dsl credentials ¦ Gradle Kotlin DSL maven credentials block ¦ {p} ¦ build.gradle.kts:22:17: Unresolved reference: passwrd\n    credentials {\n        username = "deployer"\n        password = "{t}"
bunfig registry token ¦ Bun bunfig.toml [install.scopes] token ¦ {A36} ¦ error: GET https://npm.acme.io/@acme%2fui - 401\nbunfig.toml: [install.scopes]\nacme = { token = "{t}", url = "https://npm.acme.io/" }
condarc channel token ¦ conda .condarc channel URL with /t/<token>/ ¦ {A36} ¦ CondaHTTPError: HTTP 401 UNAUTHORIZED for url <https://conda.acme.io/t/{t}/acme/noarch/repodata.json>
deno auth tokens ¦ Deno docs, DENO_AUTH_TOKENS token@host ¦ {A40} ¦ error: Import 'https://deno.acme.io/mod.ts' failed: 401 Unauthorized (DENO_AUTH_TOKENS={t}@deno.acme.io)
uv index password ¦ uv docs, UV_INDEX_<NAME>_PASSWORD ¦ {A40} ¦ error: Failed to fetch: `https://pypi.acme.io/simple/acme-core/` HTTP status client error (401 Unauthorized) -- UV_INDEX_ACME_USERNAME=ci UV_INDEX_ACME_PASSWORD={t}
erlang vm.args cookie ¦ Erlang vm.args -setcookie ¦ {U20} ¦ Protocol 'inet_tcp': the name rabbit@mq01 seems to be in use by another Erlang node\nvm.args: -name rabbit@mq01 -setcookie {t}
erlang sys.config ¦ Erlang sys.config term ¦ {p} ¦ {"could not start kernel pid",application_controller,"error in config file \"sys.config\" (3): syntax error before: '}'"} [{epgsql, [{password, "{t}"}}]
elixir runtime exs ¦ Elixir config/runtime.exs ¦ {A64} ¦ ** (ArgumentError) could not fetch environment variable "DATABASE_URL" because it is not set\n    config/runtime.exs:21: secret_key_base: "{t}",
devcontainer remoteEnv ¦ devcontainer.json remoteEnv ¦ {A40} ¦ [2026-12-04T05:41:10.221Z] Error: Command failed: docker exec ... (devcontainer.json: "remoteEnv": { "GITHUB_TOKEN": "{t}" })
vscode launch env ¦ VS Code launch.json env ¦ {A32} ¦ Could not read launch.json: Trailing comma (line 9)\n"env": { "OPENAI_COMPAT_KEY": "{t}", },
codebuild buildspec ¦ AWS CodeBuild buildspec.yml env variables ¦ {p} ¦ YAML_FILE_ERROR Message: Unknown runtime version named '22x' of nodejs\nenv:\n  variables:\n    DB_PASSWORD: "{t}"
cloudbuild substitutions ¦ Google Cloud Build cloudbuild.yaml substitutions ¦ {A40} ¦ ERROR: (gcloud.builds.submit) INVALID_ARGUMENT: invalid build: key in the template "_API_TOKEN" is not a valid built-in substitution\nsubstitutions:\n  _API_TOKEN: {t}
fly toml env ¦ fly.toml [env] section ¦ {A40} ¦ Error: failed loading app config from fly.toml: toml: line 9: expected '=' after key\n[env]\n  STRIPE_RESTRICTED = "{t}"\n  PORT 8080
render yaml envvar ¦ Render Blueprint render.yaml envVars ¦ {p} ¦ render blueprint validation failed: services[0].envVars[2]: key is required\n  - value: "{t}"   # MAIL_PASSWORD
heroku app json ¦ Heroku app.json env values ¦ {A40} ¦ app.json is invalid: env.SENTRY_AUTH must be an object, got "{t}"
azure pipelines variables ¦ Azure Pipelines YAML variables ¦ {p} ¦ /azure-pipelines.yml (Line: 14, Col: 5): Unexpected value 'secrt'\nvariables:\n  sqlAdminPassword: '{t}'
ansible ini inventory ¦ Ansible INI inventory host vars ¦ {p} ¦ [WARNING]:  * Failed to parse /etc/ansible/hosts with ini plugin: /etc/ansible/hosts:4: Expected key=value host variable assignment, got: ansible_become_pass\nweb01 ansible_host=10.0.0.21 ansible_user=deploy ansible_password={t} ansible_become_pass
chrome passwords csv ¦ Chrome password export CSV (name,url,username,password,note) ¦ {p} ¦ import error on line 2 of Chrome Passwords.csv: expected 5 fields, got 6\nname,url,username,password,note\nacme.io,https://acme.io/login,lena@acme.io,{t},,x
keepass xml export ¦ KeePass 2 XML export, String Key/Value ¦ {p} ¦ XML import failed: unexpected element at line 31\n<String><Key>Password</Key><Value ProtectInMemory="True">{t}</Value></String>
bitwarden json export ¦ Bitwarden unencrypted JSON export, login.password ¦ {p} ¦ bw import: Error: unable to parse item 14: "login": {"username": "ops@acme.io", "password": "{t}", "totp": null,
"""

DSN = r"""
psycopg3 conninfo uri ¦ libpq URI with query parameters ¦ {p} ¦ psycopg.OperationalError: connection failed: FATAL: no pg_hba.conf entry for host "10.0.2.7" (postgresql://reporting@pg02.acme.lan/dw?password={t}&sslmode=verify-full)
libpq multi host uri ¦ libpq multiple hosts URI ¦ {p} ¦ could not connect to any host in postgresql://app:{t}@pg01:5432,pg02:5432/app?target_session_attrs=read-write
pgbouncer userlist ¦ PgBouncer userlist.txt "user" "password" ¦ {p} ¦ pgbouncer: ERROR auth failed for "app": userlist.txt line 2: "app" "{t}"
tidb mysql url ¦ TiDB Cloud connection (mysql URL) ¦ {p} ¦ pymysql.err.OperationalError: (1045, "Access denied for user '3yQ.root'@'10.0.0.1'") mysql://3yQ.root:{t}@gateway01.eu-central-1.prod.aws.tidbcloud.com:4000/test?ssl_verify_cert=true
starrocks mysql ¦ StarRocks via the MySQL protocol (mysql+pymysql URL) ¦ {p} ¦ (pymysql.err.OperationalError) (1045, "Access denied for user 'root'") starrocks://root:{t}@fe01:9030/analytics
doris jdbc ¦ Apache Doris JDBC URL ¦ {p} ¦ java.sql.SQLException: Access denied for user 'etl' jdbc:mysql://doris-fe:9030/dw?user=etl&password={t}&rewriteBatchedStatements=true
greptimedb ¦ GreptimeDB gRPC/HTTP basic credentials ¦ {p} ¦ greptime: AuthError: user 'ingest' password mismatch (GREPTIMEDB_URL=http://ingest:{t}@greptime:4000/v1/sql?db=public)
nebula graph ¦ NebulaGraph console flags ¦ {p} ¦ nebula-console -addr 10.0.0.31 -port 9669 -u root -p {t}\nError: fail to verify password, Bad username/password
tigergraph ¦ TigerGraph pyTigerGraph connection ¦ {p} ¦ pyTigerGraph.pyTigerGraphException.TigerGraphException: ('Wrong password', 'REST-10016') TigerGraphConnection(host="https://tg.acme.io", username="tigergraph", password="{t}")
scylla cloud ¦ ScyllaDB Cloud connection bundle credentials ¦ {p} ¦ cassandra.cluster.NoHostAvailable: ('Unable to connect to any servers', {'node-0.aws-eu-west-1.acme.clusters.scylla.cloud': AuthenticationFailed('Bad credentials')}) PlainTextAuthProvider(username='scylla', password='{t}')
valkey url ¦ Valkey URL (redis-compatible scheme) ¦ {p} ¦ valkey.exceptions.AuthenticationError: invalid username-password pair (valkeys://default:{t}@cache.acme.lan:6380/0)
dragonfly url ¦ Dragonfly with redis URL ¦ {p} ¦ Error: WRONGPASS invalid username-password pair or user is disabled. redis://admin:{t}@dragonfly:6379
pulsar token ¦ Apache Pulsar token authentication ¦ eyJhbGciOiJIUzI1NiJ9.{u60}.{u43} ¦ pulsar.ConnectError: Pulsar error: AuthenticationError (AuthenticationToken("{t}"))
activemq openwire ¦ ActiveMQ connection URI with credentials ¦ {p} ¦ javax.jms.JMSSecurityException: User name [broker] or password is invalid. failover:(tcp://amq1:61616)?jms.userName=broker&jms.password={t}
ibm mq channel ¦ IBM MQ MQCONNX credentials ¦ {p} ¦ pymqi.MQMIError: MQI Error. Comp: 2, Reason 2035: FAILED: MQRC_NOT_AUTHORIZED (qmgr.connect_tcp_client('QM1', cd, 'DEV.APP.SVRCONN', 'mq01(1414)', user='app', password='{t}'))
webhdfs knox ¦ Apache Knox gateway URL with basic auth ¦ {p} ¦ hdfs.util.HdfsError: 401 Unauthorized https://etl:{t}@knox.acme.lan:8443/gateway/default/webhdfs/v1/data?op=LISTSTATUS
apache ignite jdbc thin ¦ Apache Ignite JDBC thin driver URL ¦ {p} ¦ java.sql.SQLException: Failed to authenticate: user ignite -- jdbc:ignite:thin://ign01:10800;user=ignite;password={t};sslMode=require
solr basic auth url ¦ pysolr URL with basic auth (Solr Basic Authentication plugin) ¦ {p} ¦ pysolr.SolrError: Solr responded with an error (HTTP 401): require authentication (http://indexer:{t}@solr01:8983/solr/products)
gel dsn ¦ Gel (EdgeDB) DSN gel://user:password@host:port/branch ¦ {p} ¦ gel.errors.AuthenticationError: authentication failed (gel://admin:{t}@gel.acme.lan:5656/main)
xata postgres endpoint ¦ Xata docs, Postgres endpoint with an API key as password (xau_ prefix) ¦ xau_{A40} ¦ psycopg.OperationalError: FATAL: invalid API key (postgresql://acme-ws:{t}@eu-central-1.sql.xata.sh/shop:main?sslmode=require)
materialize app password ¦ Materialize docs, app passwords (mzp_ prefix) ¦ mzp_{h64} ¦ FATAL: invalid password (postgres://svc%40acme.io:{t}@x7q.eu-west-1.aws.materialize.cloud:6875/materialize?sslmode=require)
risingwave url ¦ RisingWave Postgres-wire connection string ¦ {p} ¦ sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) FATAL: Invalid password (risingwave://root:{t}@rw01:4566/dev)
redpanda rpk flags ¦ rpk -X user= -X pass= ¦ {p} ¦ rpk topic list -X brokers=rp01:9092 -X user=ingest -X pass={t} -X sasl.mechanism=SCRAM-SHA-256\nunable to request metadata: SASL_AUTHENTICATION_FAILED
stackexchange redis config string ¦ StackExchange.Redis configuration string ¦ {A44}= ¦ StackExchange.Redis.RedisConnectionException: It was not possible to connect to the redis server(s). acme.redis.cache.windows.net:6380,password={t},ssl=True,abortConnect=False
rclone connection string ¦ rclone connection strings :backend,key=value: ¦ {A40} ¦ rclone lsd ":s3,provider=AWS,access_key_id=AKIAZ4Q7XW2M3N5B6V8C,secret_access_key={t}:acme-logs"\nERROR : : error listing: SignatureDoesNotMatch
pinot broker auth ¦ pinotdb connection with username and password ¦ {p} ¦ pinotdb.exceptions.DatabaseError: 401 Unauthorized pinot+https://broker.acme.io:443/query/sql?controller=https://ctl.acme.io/&username=analyst&password={t}
sqlanywhere conn string ¦ SAP SQL Anywhere connection parameters ¦ {p} ¦ sqlanydb.OperationalError: (b'Invalid user ID or password', -103) UID=dba;PWD={t};Host=sa01:2638;DBN=acme
maxcompute odps ¦ PyODPS ODPS(access_id, secret_access_key, project, endpoint) ¦ {A30} ¦ odps.errors.InvalidAccessKeyId: The AccessKeyId is invalid: ODPS('LTQ9xQ2mP7vR4kZ8', '{t}', project='acme_dw', endpoint='https://service.cn-shanghai.maxcompute.aliyun.com/api')
gaussdb jdbc ¦ openGauss/GaussDB JDBC URL ¦ {p} ¦ org.postgresql.util.PSQLException: Invalid username/password,login denied. jdbc:gaussdb://gs01:8000/acme?user=dbadmin&password={t}
iotdb session ¦ Apache IoTDB Python Session(host, port, user, password) ¦ {p} ¦ iotdb.utils.IoTDBConnectionException: 801: Authentication failed. Session("iot01", "6667", "root", "{t}")
"""


def config_cases(values: Values) -> list[Case]:
    return values.table("config", CONFIGS)


def dsn_cases(values: Values) -> list[Case]:
    return values.table("dsn", DSN)
