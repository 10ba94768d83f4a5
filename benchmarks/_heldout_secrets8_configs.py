"""Held-out set 8: configuration files, dumps, CI logs and connection strings with a credential.

Sources: the file formats' own specifications or the tools' documented examples (TOML, INI,
YAML, dotenv, Java properties, XML, HCL, JSON5, Kubernetes manifests, Compose files, CI logs,
SQL dumps, stack traces that print locals), and each driver's documented connection-string
syntax. The parse or load error a tool prints around the quoted line is the message.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["config_cases", "dsn_cases"]

CONFIGS = r"""
toml dotted key ¦ TOML 1.0, dotted keys; Cargo-style error ¦ {p} ¦ TOML parse error at line 12, column 29\n   |\n12 | database.credentials.password = "{t}\n   |                             ^\nunterminated basic string
toml inline table ¦ TOML 1.0, inline tables ¦ {A32} ¦ Error: invalid config.toml: expected '}' at line 4: smtp = { host = "mail.acme.io", user = "noreply", secret = "{t}" port = 587 }
toml literal string ¦ TOML 1.0, literal strings ¦ {p} ¦ config error in pyproject.toml [tool.acme.publish]: token must not be set here (found token = '{t}')
ini section pass ¦ ConfigParser INI; Python error text ¦ {p} ¦ configparser.DuplicateOptionError: While reading from '/etc/acme/app.ini' [line 14]: option 'pass' in section 'mysql' already exists\n[mysql]\nuser = app\npass = {t}
ini semicolon value ¦ Windows INI with quoted value ¦ {p} ¦ Invalid line in C:\ProgramData\Acme\agent.ini: 7: ServicePassword="{t}";expires never
yaml block scalar ¦ YAML 1.2 literal block scalar ¦ {A40} ¦ yaml.scanner.ScannerError: mapping values are not allowed here\n  in "deploy.yml", line 9, column 14\n  api_token: |\n    {t}\n  region: eu: west
yaml anchor merge ¦ YAML anchors and merge keys ¦ {p} ¦ error converting YAML to JSON: yaml: line 6: found character that cannot start any token\ndefaults: &db\n  adapter: postgresql\n  password: `{t}`\nproduction:\n  <<: *db
yaml flow mapping ¦ YAML flow style ¦ {p} ¦ could not find expected ':' in values.yaml line 3: redis: {auth: {enabled: true, password: {t}} replicas 3}
yaml quoted key ¦ YAML quoted keys ¦ {A36} ¦ helm: error validating values: "Client-Secret": "{t}" is not allowed by the schema at /oauth
dotenv export ¦ dotenv with export prefix ¦ {A48} ¦ python-dotenv could not parse statement starting at line 5: export SHOPIFY_ADMIN_SECRET={t} # prod
dotenv quoted with hash ¦ dotenv double-quoted value with # ¦ {p}#x ¦ dotenv: .env line 3 MAIL_PASSWORD="{t}" -- warning: value contains '#', quote it
properties colon ¦ Java .properties, key: value ¦ {p} ¦ java.lang.IllegalArgumentException: Malformed \uxxxx encoding. in application.properties near spring.mail.password: {t}\u00zz
properties continuation ¦ Java .properties, escaped line end ¦ {A32} ¦ Could not resolve placeholder 'jwt.signing-key' in value "${jwt.signing-key}"; jwt.signingkey = {t} (application-prod.properties:14)
xml attribute ¦ XML attribute ¦ {p} ¦ org.xml.sax.SAXParseException; lineNumber: 17; columnNumber: 61; Attribute name "readonly" associated with an element type "Resource" must be followed by the ' = ' character.\n<Resource name="jdbc/acme" username="app" password="{t}" readonly/>
xml element ¦ XML element text ¦ {A40} ¦ lxml.etree.XMLSyntaxError: Opening and ending tag mismatch: ApiSecret line 4 and ApiSecrets, line 4, column 61\n<ApiSecret>{t}</ApiSecrets>
xml cdata ¦ XML CDATA section ¦ {p} ¦ XML parse error in settings.xml: unexpected end of file; <server><id>nexus</id><password><![CDATA[{t}]]></password>
hcl variable default ¦ HCL, variable default ¦ {p} ¦ Error: Invalid default value for variable\n  on variables.tf line 8, in variable "db_admin_password":\n   8:   default     = "{t}"\nThis default value is not compatible with the variable's type constraint: string required.
hcl provider block ¦ HCL provider block ¦ {A40} ¦ Error: Unsupported argument\n  on main.tf line 3, in provider "cloudflare":\n   3:   api_tokn = "{t}"\nAn argument named "api_tokn" is not expected here. Did you mean "api_token"?
json5 unquoted key ¦ JSON5 unquoted keys and comments ¦ {A32} ¦ SyntaxError: JSON5: invalid character 'x' at 6:3\n{\n  // staging\n  apiSecret: '{t}',\n  x\n}
jsonc trailing comma ¦ VS Code settings.json (JSONC) ¦ {A40} ¦ Error: Unable to write into user settings. Please open the user settings to correct errors/warnings in it: "rest-client.environmentVariables": {"prod": {"token": "{t}",}}
k8s stringData ¦ Kubernetes Secret, stringData ¦ {p} ¦ The Secret "db-creds" is invalid: metadata.name: Invalid value: "db_creds"\napiVersion: v1\nkind: Secret\nstringData:\n  POSTGRES_PASSWORD: {t}
k8s env value ¦ Kubernetes Pod spec env ¦ {A32} ¦ error: error validating "deploy.yaml": error validating data: ValidationError(Deployment.spec.template.spec.containers[0].env[2]): unknown field "valu" in io.k8s.api.core.v1.EnvVar; - name: STRIPE_WEBHOOK_SECRET\n  valu: {t}
compose environment list ¦ Compose file spec, environment list ¦ {p} ¦ services.db.environment array items[1,2] must be unique\n    environment:\n      - MARIADB_ROOT_PASSWORD={t}\n      - MARIADB_ROOT_PASSWORD={t}
compose healthcheck ¦ Compose healthcheck test with password ¦ {p} ¦ container acme-db-1 is unhealthy: healthcheck ["CMD", "mysqladmin", "ping", "-h", "localhost", "-uroot", "-p{t}"] exited 1
dockerfile arg ¦ Dockerfile ARG/ENV; BuildKit warning ¦ {A40} ¦ WARN: SecretsUsedInArgOrEnv: Do not use ARG or ENV instructions for sensitive data (ENV "NPM_TOKEN") (line 6)\n 6 | ENV NPM_TOKEN={t}
github actions log ¦ GitHub Actions run log, env dump ¦ {A40} ¦ 2026-12-04T02:51:10.1234567Z ##[group]Run ./deploy.sh\n2026-12-04T02:51:10.1234890Z env:\n2026-12-04T02:51:10.1235012Z   DEPLOY_KEY: {t}\n2026-12-04T02:51:10.1240001Z ##[error]Process completed with exit code 1.
gitlab ci log set -x ¦ GitLab job log with set -x ¦ {A32} ¦ $ ./scripts/publish.sh\n+ curl -sf -X PUT --header 'JOB-TOKEN: {t}' --upload-file dist/app.tgz https://gitlab.acme.io/api/v4/projects/42/packages/generic/app/1.4.2/app.tgz\nERROR: Job failed: exit code 22
jenkins console masked fail ¦ Jenkins console, withCredentials echo ¦ {p} ¦ [Pipeline] sh\n+ echo 'connecting with pass {t}'\nconnecting with pass {t}\n[Pipeline] }\nERROR: script returned exit code 2
circleci env echo ¦ CircleCI step output ¦ {A40} ¦ #!/bin/bash -eo pipefail\nprintenv | grep -i token\nHEROKU_API_TOKEN={t}\nExited with code exit status 1
sql dump create user ¦ mysqldump / SQL, CREATE USER IDENTIFIED BY ¦ {p} ¦ ERROR 1396 (HY000) at line 2207: Operation CREATE USER failed for 'report'@'%'\n-- CREATE USER 'report'@'%' IDENTIFIED BY '{t}';
sql dump alter role ¦ pg_dump output, ALTER ROLE PASSWORD ¦ {p} ¦ psql:roles.sql:41: ERROR:  role "etl" does not exist\nALTER ROLE etl WITH LOGIN PASSWORD '{t}' VALID UNTIL 'infinity';
sql insert api key ¦ SQL dump INSERT row ¦ {A40} ¦ ERROR 1062 (23000) at line 88: Duplicate entry 'acme' for key 'PRIMARY'\nINSERT INTO `integrations` (`name`,`api_secret`) VALUES ('acme','{t}');
sql copy row ¦ pg_dump COPY block ¦ {A32} ¦ ERROR:  extra data after last expected column\nCONTEXT:  COPY webhooks, line 3: "7	https://hooks.acme.io/in	signing_secret	{t}	true	x"
bcrypt hash in dump ¦ SQL dump of a users table, bcrypt hash ¦ $2b$12${u53} ¦ ERROR 1406 (22001): Data too long for column 'password_hash' at row 1 -- UPDATE users SET password_hash='{t}' WHERE id=7;
python locals pytest ¦ pytest --showlocals (-l) traceback ¦ {p} ¦ def connect(host, user, password):\n>       raise AuthError(f"login failed for {user}")\nE       app.errors.AuthError: login failed for svc\n\nhost       = 'db01.acme.lan'\npassword   = '{t}'\nuser       = 'svc'\n\napp/db.py:41: AuthError
rich traceback locals ¦ rich.traceback show_locals panel ¦ {A40} ¦ ╭───────────────── locals ─────────────────╮\n│   client = <Client acme>                  │\n│ api_key = '{t}' │\n╰───────────────────────────────────────────╯\nHTTPStatusError: Client error '401 Unauthorized'
django debug locals ¦ Django technical 500 page (text), Local vars ¦ {p} ¦ Traceback (most recent call last):\n  File "/srv/app/views.py", line 27, in login\n    user = authenticate(request, username=u, password=p)\nLocal vars:\n  u = 'maria'\n  p = '{t}'\nValueError: invalid salt
better-exceptions locals ¦ better_exceptions variable annotations ¦ {A32} ¦   File "sync.py", line 12, in push\n    resp = session.post(url, headers={"X-Api-Secret": secret})\n                                                      └ '{t}'\nrequests.exceptions.HTTPError: 403
java heap dump string ¦ jcmd / Eclipse MAT string view ¦ {p} ¦ OutOfMemoryError: Java heap space; dominator com.acme.Config retains 1.2 GB; fields: url="jdbc:postgresql://db/acme" user="acme" pass="{t}"
php var_dump ¦ PHP var_dump output ¦ {p} ¦ PHP Fatal error: Uncaught PDOException: SQLSTATE[HY000] [1045] Access denied\narray(2) {\n  ["user"]=>\n  string(3) "app"\n  ["password"]=>\n  string(12) "{t}"\n}
ruby inspect hash ¦ Ruby Hash#inspect (3.4 style) ¦ {A32} ¦ Faraday::UnauthorizedError: the server responded with status 401 {url: "https://api.acme.io", client_secret: "{t}", scope: "read"}
go struct %+v ¦ Go fmt %+v of a config struct ¦ {p} ¦ panic: dial tcp 10.0.0.5:5432: connect: connection refused (cfg={Host:10.0.0.5 Port:5432 User:app Password:{t} SSLMode:require})
elixir inspect ¦ Elixir inspect of a keyword list ¦ {p} ¦ ** (DBConnection.ConnectionError) connection not available: [hostname: "db", username: "postgres", password: "{t}", pool_size: 10]
rust debug struct ¦ Rust {:?} of a struct ¦ {A40} ¦ Error: request failed: Credentials { access_key_id: "AKIA5Q7X2W", secret_access_key: "{t}", session_token: None }
csharp record tostring ¦ C# record ToString ¦ {p} ¦ Unhandled exception. System.InvalidOperationException: Cannot connect: SmtpSettings { Host = smtp.acme.io, Port = 587, UserName = noreply, Password = {t} }
nginx htpasswd plain ¦ nginx auth_basic_user_file with {PLAIN} scheme ¦ {p} ¦ nginx: [crit] crypt_r() failed (22: Invalid argument) for "/etc/nginx/.htpasswd": admin:{PLAIN}{t}
redis conf requirepass ¦ redis.conf requirepass directive ¦ {A40} ¦ *** FATAL CONFIG FILE ERROR (Redis 7.2.4) ***\nReading the configuration file, at line 1042\n>>> 'requirepass "{t}" extra'\nwrong number of arguments
pgpass line ¦ PostgreSQL .pgpass format ¦ {p} ¦ WARNING: password file "/home/etl/.pgpass" has group or world access; permissions should be u=rw (0600) or less\n  line 2: db01.acme.lan:5432:*:etl:{t}
netrc line ¦ .netrc format ¦ {A40} ¦ error: netrc: syntax error on line 3 of /root/.netrc: machine api.heroku.com login ci@acme.io password {t} extra
npmrc auth ¦ .npmrc _auth (base64 user:pass) ¦ {b40} ¦ npm ERR! code E401\nnpm ERR! Unable to authenticate, your authentication token seems to be invalid.\nnpm ERR! .npmrc: //npm.acme.io/:_auth={t}
gradle properties ¦ gradle.properties credentials ¦ {p} ¦ Could not resolve com.acme:core:2.1.0. Received status code 401 from server: Unauthorized (gradle.properties: acmeRepoPassword={t})
sbt credentials file ¦ sbt .credentials file ¦ {p} ¦ [error] Unable to find credentials for [Sonatype Nexus Repository Manager @ nexus.acme.io]; ~/.sbt/.credentials: realm=Sonatype Nexus host=nexus.acme.io user=ci password={t}
pip.conf index url ¦ pip.conf index-url with credentials ¦ {A32} ¦ WARNING: 401 Error, Credentials not correct for https://ci:{t}@pypi.acme.io/simple/requests/
"""

DSN = r"""
asyncpg dsn ¦ asyncpg, postgresql:// URI ¦ {p} ¦ asyncpg.exceptions.InvalidPasswordError: password authentication failed for user "svc" (postgresql://svc:{t}@10.0.0.5:5432/acme?sslmode=require)
timescale cloud ¦ Timescale docs, connection string ¦ {p} ¦ psycopg.OperationalError: connection to server at "x7q2.tsdb.cloud.timescale.com" failed: FATAL: password authentication failed for user "tsdbadmin" (postgres://tsdbadmin:{t}@x7q2.tsdb.cloud.timescale.com:35113/tsdb?sslmode=require)
questdb pg wire ¦ QuestDB docs, PG wire defaults ¦ {p} ¦ FATAL: invalid username/password for postgresql://admin:{t}@questdb:8812/qdb
questdb ilp conf ¦ QuestDB client conf string ¦ {A32} ¦ questdb.ingress.IngressError: Could not flush: 401 (http::addr=qdb.acme.io:9000;username=admin;password={t};)
mysqlx uri ¦ MySQL X DevAPI URI ¦ {p} ¦ mysqlx.errors.InterfaceError: Access denied for user 'app'@'10.0.0.7' (mysqlx://app:{t}@db01:33060/shop)
mariadb connector j ¦ MariaDB Connector/J URL ¦ {p} ¦ java.sql.SQLInvalidAuthorizationSpecException: (conn=88) Access denied for user 'app'; url jdbc:mariadb://db01:3306/shop?user=app&password={t}&useSsl=true
sqlserver jdbc ¦ Microsoft JDBC driver URL ¦ {p} ¦ com.microsoft.sqlserver.jdbc.SQLServerException: Login failed for user 'etl'. ClientConnectionId:7a1c... url=jdbc:sqlserver://sql01:1433;databaseName=dw;user=etl;password={t};encrypt=true
oracle thin ¦ Oracle thin URL user/password@ ¦ {p} ¦ java.sql.SQLException: ORA-01017: invalid username/password; logon denied (jdbc:oracle:thin:hr/{t}@//db02:1521/XEPDB1)
db2 cli string ¦ IBM Db2 CLI connection string ¦ {p} ¦ ibm_db_dbi::OperationalError: SQL30082N Security processing failed with reason "24" ("USERNAME AND/OR PASSWORD INVALID"). DATABASE=BLUDB;HOSTNAME=db2.acme.lan;PORT=50000;PROTOCOL=TCPIP;UID=db2inst1;PWD={t};
teradata sqlalchemy ¦ teradatasqlalchemy URL ¦ {p} ¦ teradatasql.OperationalError: [Version 20.0.0.8] [Session 0] [Teradata Database] [Error 8017] The UserId, Password or Account is invalid. teradatasql://dbc:{t}@td01.acme.lan
hana hdbcli ¦ SAP HANA hdbcli connect string ¦ {p} ¦ hdbcli.dbapi.Error: (10, 'authentication failed') hana://SYSTEM:{t}@hana01:30015
firebird dsn ¦ firebird-driver connect ¦ {p} ¦ firebird.driver.types.DatabaseError: Your user name and password are not defined. firebird+fdb://SYSDBA:{t}@fb01:3050//var/lib/firebird/acme.fdb
informix dsn ¦ Informix JDBC URL ¦ {p} ¦ java.sql.SQLException: Incorrect password or user informix@ifx01 is not known on the database server. jdbc:informix-sqli://ifx01:9088/stores:INFORMIXSERVER=ol_ifx;user=informix;password={t}
vertica dsn ¦ vertica-python / SQLAlchemy URL ¦ {p} ¦ vertica_python.errors.ConnectionError: Authentication failed for username "dbadmin" (vertica+vertica_python://dbadmin:{t}@vt01:5433/acme)
snowflake url ¦ snowflake-sqlalchemy URL ¦ {p} ¦ snowflake.connector.errors.DatabaseError: 250001 (08001): Failed to connect to DB: acme-xy12345.snowflakecomputing.com:443. Incorrect username or password was specified. snowflake://etl:{t}@acme-xy12345/ANALYTICS/PUBLIC
trino https ¦ trino Python client URL ¦ {p} ¦ trino.exceptions.HttpError: error 401: b'Invalid credentials' (trino://analyst:{t}@trino.acme.io:443/hive)
druid url ¦ pydruid SQLAlchemy URL ¦ {p} ¦ pydruid.db.exceptions.ProgrammingError: 401 Unauthorized druid+https://admin:{t}@druid.acme.io:8282/druid/v2/sql/
couchdb url ¦ CouchDB HTTP API URL ¦ {p} ¦ {"error":"unauthorized","reason":"Name or password is incorrect."} http://admin:{t}@couch01:5984/_all_dbs
arangodb url ¦ python-arango, hosts and password ¦ {p} ¦ arango.exceptions.ServerConnectionError: bad username/password or token is expired (ArangoClient(hosts="http://arango:8529").db("acme", username="root", password="{t}"))
orientdb remote ¦ OrientDB console, connect remote ¦ {p} ¦ orientdb> CONNECT remote:od01/acme root {t}\nError: com.orientechnologies.orient.core.exception.OSecurityAccessException: Wrong user/password to [connect] (database)
neo4j bolt uri ¦ Neo4j driver, bolt+s URI with auth ¦ {p} ¦ neo4j.exceptions.AuthError: {code: Neo.ClientError.Security.Unauthorized} {message: The client is unauthorized due to authentication failure.} bolt+s://neo4j:{t}@graph.acme.io:7687
nats url creds ¦ NATS URL with user and password ¦ {p} ¦ nats: Authorization Violation (nats://ingest:{t}@nats01.acme.lan:4222)
mqtt url ¦ MQTT URI with credentials ¦ {p} ¦ paho.mqtt: Connection refused - not authorised (rc=5) mqtts://sensor-17:{t}@broker.acme.io:8883
stomp url ¦ STOMP failover URL ¦ {p} ¦ stomp.exception.ConnectFailedException: failover:(stomp+ssl://admin:{t}@mq01:61614)
ldap bind url ¦ LDAP URL with bind credentials (ldap3) ¦ {p} ¦ ldap3.core.exceptions.LDAPInvalidCredentialsResult: LDAPInvalidCredentialsResult - 49 - invalidCredentials (Server('ldaps://dc01.acme.lan'), user='ACME\\svc_ldap', password='{t}')
smtp url ¦ SMTP URL in a mailer DSN (Symfony Mailer) ¦ {p} ¦ Symfony\Component\Mailer\Exception\TransportException: Failed to authenticate on SMTP server with username "noreply@acme.io" using the following authenticators: "LOGIN", "PLAIN". MAILER_DSN=smtp://noreply%40acme.io:{t}@smtp.acme.io:587
imap url ¦ IMAP URL with password ¦ {p} ¦ imaplib.IMAP4.error: b'[AUTHENTICATIONFAILED] Invalid credentials (Failure)' for imaps://support%40acme.io:{t}@imap.acme.io:993/INBOX
webdav url ¦ davfs2 / rclone WebDAV URL ¦ {p} ¦ mount.davfs: Mounting failed. 401 Unauthorized https://jo:{t}@cloud.acme.io/remote.php/dav/files/jo/
ftp url wget ¦ FTP URL ¦ {p} ¦ wget ftp://backup:{t}@ftp.acme.lan/dumps/latest.sql.gz\n==> USER backup ... done.    ==> PASS ... \nLogin incorrect.
s3 url with keys ¦ s3:// URL with access key and secret (Hadoop s3a legacy) ¦ {A40} ¦ org.apache.hadoop.fs.s3a.AWSBadRequestException: getFileStatus on s3a://AKIAQ2W3E4R5T6Y7U8I9:{t}@acme-lake/raw/: 400 Bad Request
azure service bus ¦ Azure Service Bus connection string ¦ {b44} ¦ azure.servicebus.exceptions.ServiceBusAuthenticationError: Unauthorized access. 'Send' claim(s) are required. Endpoint=sb://acme-bus.servicebus.windows.net/;SharedAccessKeyName=sender;SharedAccessKey={t}
azure signalr ¦ Azure SignalR connection string ¦ {b44} ¦ Microsoft.Azure.SignalR.Common.AzureSignalRUnauthorizedException: Authorization failed. Endpoint=https://acme.service.signalr.net;AccessKey={t};Version=1.0;
azure iot hub ¦ Azure IoT Hub device connection string ¦ {b44} ¦ azure.iot.device.exceptions.CredentialError: Unauthorized; HostName=acme-hub.azure-devices.net;DeviceId=pump-07;SharedAccessKey={t}
azure cosmos ¦ Cosmos DB connection string ¦ {b86}== ¦ CosmosHttpResponseError: (Unauthorized) The input authorization token can't serve the request. AccountEndpoint=https://acme.documents.azure.com:443/;AccountKey={t};
elasticsearch cloud auth ¦ Elastic Cloud, cloud_auth user:pass ¦ {p} ¦ elasticsearch.AuthenticationException: AuthenticationException(401, 'security_exception', 'unable to authenticate user [elastic]') cloud_auth="elastic:{t}"
rabbitmq management url ¦ RabbitMQ HTTP API URL ¦ {p} ¦ 401 {"error":"not_authorized","reason":"Login failed"} GET http://admin:{t}@rmq01:15672/api/queues
celery broker redis ¦ Celery broker_url redis with password ¦ {A32} ¦ [ERROR/MainProcess] consumer: Cannot connect to redis://:{t}@redis01:6379/2: Authentication required..
memcached sasl ¦ pymemcache / libmemcached SASL config ¦ {p} ¦ --SERVER=mc01:11211 --SASL-USER=cache --SASL-PASSWORD={t}: memcached_sasl_authenticate: AUTH FAILURE
"""


def config_cases(values: Values) -> list[Case]:
    return values.table("config", CONFIGS)


def dsn_cases(values: Values) -> list[Case]:
    return values.table("dsn", DSN)
