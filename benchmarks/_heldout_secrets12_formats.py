"""Held-out set 12: secrets inside the file formats, logs and dumps that tools print back.

Configuration snippets a parser quotes in its error (YAML block scalars and anchors, TOML
inline tables and multi-line strings, INI continuation lines, Java properties with ``:`` and
escaped separators, XML attributes and CDATA, HCL heredocs, nginx and HAProxy directives,
systemd ``Environment=``, a Kubernetes Secret with ``stringData``, a Docker Compose list-form
environment, Ansible extra-vars), SQL statements an error echoes (``CREATE USER ... IDENTIFIED
BY``, ``ALTER ROLE ... PASSWORD``, ``SET PASSWORD``, a ``COPY ... CREDENTIALS`` clause, a
``CREATE SERVER ... OPTIONS``), shell history, ``env``/``printenv``/``declare -x``/``set``
dumps, ``ps`` and ``/proc/<pid>/cmdline`` with NUL bytes, CI logs (GitHub Actions group
markers, GitLab section markers, a masked and an unmasked variable), crash dumps (core
``strings``, a Go panic with goroutine args, a JVM hs_err environment block), browser exports
(HAR entries, a Netscape cookie jar, a ``Set-Cookie`` trace) and gRPC or HTTP/2 frames. Every
format and position was grepped against the earlier sets' files.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["config_cases", "dump_cases", "sql_cases"]

CONFIG_ROWS = r"""
yaml block scalar ¦ YAML 1.2, literal block scalar holding a secret ¦ {A40} ¦ yaml.scanner.ScannerError: mapping values are not allowed here\n  in "deploy.yml", line 9, column 14\n  api:\n    signing_secret: |\n      {t}\n    url: http://x: y
yaml anchor alias ¦ YAML anchors &creds reused by *creds ¦ {p} ¦ error converting YAML to JSON: yaml: line 12: did not find expected key\ndefaults: &creds\n  user: app\n  pass: {t}\nprod:\n  <<: *creds\n  host: db-1
yaml flow mapping ¦ YAML flow mapping on one line ¦ {A32} ¦ could not determine a constructor for the tag '!vault' in "<unicode string>", line 3: smtp: {host: mail.acme.lan, user: relay, pass: {t}, port: 587}
toml inline table ¦ TOML 1.0 inline table ¦ {A36} ¦ tomllib.TOMLDecodeError: Invalid value (at line 4, column 61)\n[registries.acme]\nindex = "sparse+https://crates.acme.lan/"\ncredentials = {token = "{t}", expires = 2026-13-01}
toml multiline literal ¦ TOML multi-line literal string ''' ¦ {b64} ¦ Error: invalid TOML in Netlify config: key "ssh_key" at line 18:\nssh_key = '''\n{t}\n'''\n[[plugins]]
ini continuation ¦ INI continuation line (Python configparser) ¦ {p} ¦ configparser.ParsingError: Source contains parsing errors: '/etc/acme/relay.ini'\n\t[line  7]: '  password = \\\n'\n\t[line  8]: '    {t}\\n'
properties escaped colon ¦ Java .properties with key\:sub and : separator ¦ {A32} ¦ java.lang.IllegalArgumentException: Malformed \\uxxxx encoding.\n\tin application.properties: spring.datasource.hikari.data-source-properties.password\\:prod : {t}
xml attribute ¦ XML attribute value (Tomcat context.xml Resource) ¦ {p} ¦ org.xml.sax.SAXParseException; lineNumber: 14; Element type "Resource" must be followed by either attribute specifications, ">" or "/>".\n<Resource name="jdbc/acme" username="acme" password="{t}" driverClassName="org.postgresql.Driver" url="jdbc:postgresql://db:5432/acme"
xml cdata ¦ XML CDATA section ¦ {A40} ¦ lxml.etree.XMLSyntaxError: Opening and ending tag mismatch: apiKey line 3 and config\n<config><apiKey><![CDATA[{t}]]></apikey></config>
maven settings xml ¦ Maven settings.xml server credentials ¦ {p} ¦ [ERROR] Failed to deploy artifacts: status code: 401, reason phrase: Unauthorized\n<server><id>acme-releases</id><username>ci</username><password>{t}</password></server>
hcl heredoc ¦ HCL heredoc <<EOT ¦ {A48} ¦ Error: Invalid expression on vault.tf line 22:\n  data_json = <<EOT\n{"api_key": "{t}"}\nEOT\n  22: ${ }
nginx proxy header ¦ nginx proxy_set_header directive ¦ {A40} ¦ nginx: [emerg] invalid number of arguments in "proxy_set_header" directive in /etc/nginx/conf.d/api.conf:31\n    proxy_set_header X-Internal-Key {t} always;
haproxy userlist ¦ HAProxy userlist with insecure-password ¦ {p} ¦ [ALERT] (1) : config : parsing [/etc/haproxy/haproxy.cfg:44] : 'user' : unknown keyword 'insecure-pasword'.\n  user stats insecure-pasword {t}
systemd environment ¦ systemd unit Environment= with quoted assignments ¦ {A32} ¦ /etc/systemd/system/worker.service:12: Invalid environment assignment, ignoring: Environment="QUEUE_URL=amqp://q" "WORKER_SHARED_KEY={t}" BAD VALUE
k8s secret stringData ¦ Kubernetes Secret manifest, stringData in clear ¦ {p} ¦ error: error validating "db-secret.yaml": error validating data: ValidationError(Secret.stringData): invalid type for io.k8s.api.core.v1.Secret.stringData: got "array"\napiVersion: v1\nkind: Secret\nmetadata: {name: pg}\nstringData:\n  - POSTGRES_PASSWORD={t}
compose list environment ¦ Docker Compose list-form environment ¦ {p} ¦ validating /srv/app/compose.yaml: services.db.environment.1 must be a string\n    environment:\n      - MARIADB_USER=shop\n      - MARIADB_PASSWORD: {t}
ansible extra vars ¦ ansible-playbook --extra-vars JSON ¦ {p} ¦ ERROR! the field 'hosts' is required but was not set\ncommand: ansible-playbook site.yml -e '{"ansible_become_pass": "{t}", "env": "prod"}'
netrc multi line ¦ .netrc split over lines (machine/login/password on separate lines) ¦ {A24} ¦ ftplib.error_perm: 530 Login incorrect.\n~/.netrc:\nmachine ftp.acme.lan\n  login mirror\n  password {t}
pgpass line ¦ PostgreSQL .pgpass host:port:db:user:password ¦ {p} ¦ WARNING: password file "/home/ci/.pgpass" has group or world access; permissions should be u=rw (0600) or less\n  db.acme.lan:5432:*:replicator:{t}
my cnf client ¦ MySQL option file [client] section ¦ {p} ¦ mysql: [ERROR] Found option without preceding group in config file /root/.my.cnf at line 1.\nuser=root\npassword="{t}"\n[client]
npmrc auth ¦ .npmrc _auth for a scoped registry ¦ {b40}= ¦ npm ERR! code E401\nnpm ERR! Unable to authenticate, your authentication token seems to be invalid.\n//npm.acme.lan/:_auth={t}
pip conf index url ¦ pip.conf index-url with credentials ¦ {A32} ¦ ERROR: Could not find a version that satisfies the requirement acme-core==4.2 (from versions: none)\n[global]\nindex-url = https://__token__:{t}@pypi.acme.lan/simple
gradle properties ¦ gradle.properties credentials ¦ {A40} ¦ FAILURE: Build failed with an exception.\n* What went wrong: Could not resolve com.acme:core:4.2 (401)\n~/.gradle/gradle.properties: acmeRepoUsername=ci acmeRepoPassword={t}
rclone config ¦ rclone.conf remote with a pass line (obscured form) ¦ {u48} ¦ Failed to create file system for "sftp-backup:": couldn't connect SSH: ssh: handshake failed\n[sftp-backup]\ntype = sftp\nhost = 10.0.0.9\nuser = backup\npass = {t}
wireguard private key ¦ WireGuard wg0.conf PrivateKey (base64 of 32 bytes) ¦ {b43}= ¦ wg-quick: `/etc/wireguard/wg0.conf' is world accessible\n[Interface]\nAddress = 10.8.0.2/24\nPrivateKey = {t}\nDNS = 1.1.1.1
openvpn auth user pass ¦ OpenVPN inline <auth-user-pass> block ¦ {p} ¦ Options error: Unrecognized option or missing or extra parameter(s) in client.ovpn:19\n<auth-user-pass>\nvpnuser\n{t}\n</auth-user-pass>
wpa supplicant psk ¦ wpa_supplicant.conf psk ¦ {p} ¦ Line 6: Invalid passphrase length 7 (expected: 8..63) '"{t}'\nnetwork={\n    ssid="acme-guest"\n    psk="{t}"\n}
"""

SQL_ROWS = r"""
create user identified by ¦ MySQL CREATE USER ... IDENTIFIED BY in an error ¦ {p} ¦ ERROR 1396 (HY000): Operation CREATE USER failed for 'report'@'%' -- statement: CREATE USER 'report'@'%' IDENTIFIED BY '{t}'
alter role password ¦ PostgreSQL ALTER ROLE ... PASSWORD echoed in a log ¦ {p} ¦ 2026-12-04 13:02:11 UTC [2217] ERROR:  role "reporter" does not exist\n2026-12-04 13:02:11 UTC [2217] STATEMENT:  ALTER ROLE reporter WITH LOGIN PASSWORD '{t}' VALID UNTIL '2027-01-01'
set password for ¦ MariaDB SET PASSWORD FOR ... = PASSWORD() ¦ {p} ¦ ERROR 1133 (28000): Can't find any matching row in the user table\nSQL: SET PASSWORD FOR 'backup'@'localhost' = PASSWORD('{t}')
redshift copy credentials ¦ Redshift COPY ... CREDENTIALS 'aws_access_key_id=...;aws_secret_access_key=...' ¦ {A40} ¦ psycopg2.errors.InternalError_: S3ServiceException:Access Denied\nDETAIL: COPY sales FROM 's3://acme-dw/sales/' CREDENTIALS 'aws_access_key_id=AKIAZ7XQ3M2LKD9PWE4N;aws_secret_access_key={t}' CSV
create server options ¦ PostgreSQL CREATE USER MAPPING ... OPTIONS (password) ¦ {p} ¦ ERROR:  user mapping for "etl" already exists for server "legacy"\nSTATEMENT:  CREATE USER MAPPING FOR etl SERVER legacy OPTIONS (user 'etl_ro', password '{t}');
oracle alter user ¦ Oracle ALTER USER ... IDENTIFIED BY "..." ¦ {p} ¦ ORA-28007: the password cannot be reused\nFailing statement: ALTER USER APP_OWNER IDENTIFIED BY "{t}" REPLACE "old"
mssql create login ¦ SQL Server CREATE LOGIN ... WITH PASSWORD = N'...' ¦ {p} ¦ Msg 15118, Level 16, State 1: Password validation failed. The password does not meet the operating system policy requirements.\nCREATE LOGIN svc_report WITH PASSWORD = N'{t}', CHECK_POLICY = ON;
snowflake create stage ¦ Snowflake CREATE STAGE ... CREDENTIALS = (AWS_SECRET_KEY = '...') ¦ {A40} ¦ SQL compilation error: invalid property 'AWS_TOKEN' for 'CREDENTIALS'\nCREATE STAGE raw URL='s3://acme-raw/' CREDENTIALS=(AWS_KEY_ID='AKIA4M2P7QXZ3LKD8W1N' AWS_SECRET_KEY='{t}')
clickhouse s3 function ¦ ClickHouse s3() table function with key and secret arguments ¦ {A40} ¦ Code: 499. DB::Exception: The specified key does not exist. (S3_ERROR) (query: SELECT count() FROM s3('https://acme.s3.amazonaws.com/e/*.parquet', 'AKIAQ2W3E4R5T6Y7U8I9', '{t}'))
sqlite attach key ¦ SQLCipher ATTACH ... KEY ¦ {p} ¦ sqlite3.DatabaseError: file is not a database\n  while executing: ATTACH DATABASE 'vault.db' AS v KEY '{t}'
duckdb create secret ¦ DuckDB CREATE SECRET (TYPE s3, SECRET ...) ¦ {A40} ¦ duckdb.duckdb.BinderException: Binder Error: Unknown parameter 'regionn' for secret type 's3'\nCREATE SECRET s (TYPE s3, KEY_ID 'AKIAP0O9I8U7Y6T5R4E3', SECRET '{t}', REGIONN 'eu-west-1')
mongo createUser ¦ MongoDB shell db.createUser with pwd ¦ {p} ¦ MongoServerError: User "etl@admin" already exists\n> db.createUser({ user: "etl", pwd: "{t}", roles: [ { role: "read", db: "shop" } ] })
cypher create user ¦ Neo4j Cypher CREATE USER ... SET PASSWORD ¦ {p} ¦ Neo.ClientError.Statement.SyntaxError: Invalid input 'CHANGE': expected "REQUIRED" or "NOT"\n"CREATE USER analyst SET PLAINTEXT PASSWORD '{t}' CHANGE NOT REQUIRE"
"""

DUMP_ROWS = r"""
bash history ¦ ~/.bash_history lines shown by a leak scanner ¦ {p} ¦ history-audit: 3 risky lines in /home/ops/.bash_history\n  512  mysql -h db -u root -p'{t}' shop\n  513  exit
zsh extended history ¦ zsh EXTENDED_HISTORY ': <time>:<elapsed>;command' ¦ {A40} ¦ found credential-like string in ~/.zsh_history:\n: 1733310000:0;export ACME_DEPLOY_KEY={t}
fish history yaml ¦ fish_history YAML entries ¦ {A32} ¦ fish: warning: could not read history entry\n- cmd: http POST api.acme.io/login token=={t}\n  when: 1733310012
printenv dump ¦ printenv output in a failed job ¦ {A40} ¦ Step failed. Environment:\nHOME=/root\nPATH=/usr/bin:/bin\nSTORE_ADMIN_KEY={t}\nLANG=C.UTF-8
declare x dump ¦ bash declare -x output ¦ {p} ¦ + declare -x\ndeclare -x HOSTNAME="runner-7"\ndeclare -x SMTP_RELAY_PASS="{t}"\ndeclare -x TERM="xterm"
proc cmdline nul ¦ /proc/<pid>/cmdline with NUL separators shown as \x00 ¦ {p} ¦ watchdog: killing stuck pid 4412, cmdline b'/usr/bin/backup\\x00--target\\x00s3://acme\\x00--passphrase\\x00{t}\\x00'
ps aux line ¦ ps aux output line ¦ {A32} ¦ health: zombie worker found:\nUSER  PID %CPU %MEM COMMAND\napp  9931  0.0  0.1 /opt/acme/bin/sync --remote acme --auth-key={t} --interval 60
gha group unmasked ¦ GitHub Actions log with ::group:: markers and an unmasked value ¦ {A40} ¦ ##[group]Run ./scripts/publish.sh\n./scripts/publish.sh\nshell: /usr/bin/bash -e {0}\nenv:\n  REGISTRY_WRITE_KEY: {t}\n##[endgroup]\nError: Process completed with exit code 1.
gitlab section ¦ GitLab CI section_start markers ¦ {p} ¦ section_start:1733310111:prepare_script\r\e[0K$ echo "deploy:{t}" | base64\nZGVwbG95Og==\nsection_end:1733310112:prepare_script\r\e[0KERROR: Job failed: exit code 1
jenkins console ¦ Jenkins console with a withCredentials leak warning ¦ {A32} ¦ Warning: A secret was passed to "sh" using Groovy String interpolation, which is insecure.\n[Pipeline] sh\n+ curl -fsS -H 'PRIVATE-TOKEN: {t}' https://git.acme.lan/api/v4/projects\ncurl: (22) The requested URL returned error: 401
core strings ¦ strings(1) of a core dump ¦ {A40} ¦ coredump analysis (strings core.8812 | grep -i key):\nGLIBC_2.34\nLICENSE_SIGNING_KEY={t}\n/lib/x86_64-linux-gnu/libc.so.6
go panic args ¦ Go panic with a goroutine's string argument shown ¦ {p} ¦ panic: dial tcp 10.0.0.4:5432: connect: connection refused\n\ngoroutine 1 [running]:\nmain.connect({0xc000016120, 0x9}, {0xc00001a0f0, 0x4}, {"{t}"})\n\t/src/main.go:41 +0x1d2
jvm hs_err env ¦ HotSpot hs_err_pid file, Environment Variables block ¦ {A40} ¦ # A fatal error has been detected by the Java Runtime Environment:\n#  SIGSEGV (0xb) at pc=0x00007f3a\n---------------  S Y S T E M  ---------------\nEnvironment Variables:\nJAVA_HOME=/opt/jdk\nKAFKA_SASL_JAAS_SECRET={t}\nPATH=/usr/bin
har entry header ¦ HAR 1.2 entry request.headers ¦ {A40} ¦ har-validator: entries[3].request.headers[5] failed schema: {"name": "X-Auth-Secret", "value": "{t}", "comment": 7}
har post data ¦ HAR postData.params ¦ {p} ¦ replay failed for entries[0] POST /account/login: {"postData": {"mimeType": "application/x-www-form-urlencoded", "params": [{"name": "email", "value": "a@acme.io"}, {"name": "passwd", "value": "{t}"}]}}
netscape cookie jar ¦ Netscape cookie file (tab-separated) ¦ {u48} ¦ http.cookiejar.LoadError: invalid Netscape format cookies file 'cookies.txt': '.acme.io\tTRUE\t/\tTRUE\tnot-a-number\tremember_me\t{t}'
set cookie trace ¦ Set-Cookie in a curl --trace-ascii dump ¦ {u64} ¦ == Info: TLSv1.3 (IN), TLS handshake, Finished\n<= Recv header, 85 bytes (0x55)\n0000: Set-Cookie: acme_sess={t}; Path=/; HttpOnly\n== Info: Closing connection 0
grpc metadata bin ¦ gRPC metadata dump (grpcurl -v) with a custom key header ¦ {A40} ¦ Request metadata to send:\nx-tenant: acme\nx-service-key: {t}\n\nERROR:\n  Code: PermissionDenied\n  Message: service key revoked
http2 hpack literal ¦ nghttp -v HEADERS frame with a custom secret header ¦ {A40} ¦ [  0.012] send HEADERS frame <length=88, flags=0x25, stream_id=13>\n          :method: POST\n          :path: /v1/jobs\n          x-runner-secret: {t}\n[  0.034] recv RST_STREAM frame <error_code=REFUSED_STREAM(0x07)>
websocket handshake query ¦ WebSocket upgrade request line with a secret in the query ¦ {A32} ¦ websockets.exceptions.InvalidStatus: server rejected WebSocket connection: HTTP 403\n> GET /socket?vsn=2.0.0&session_secret={t} HTTP/1.1
sse reconnect ¦ EventSource URL with a key parameter ¦ {u40} ¦ EventSource failed: readyState CLOSED after 5 retries to https://stream.acme.io/events?channel=orders&stream_key={t}
"""


def config_cases(values: Values) -> list[Case]:
    return values.table("config", CONFIG_ROWS)


def sql_cases(values: Values) -> list[Case]:
    return values.table("sql", SQL_ROWS)


def dump_cases(values: Values) -> list[Case]:
    return values.table("dump", DUMP_ROWS)
