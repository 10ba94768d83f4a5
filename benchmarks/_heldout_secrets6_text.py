"""Held-out set 6: connection strings of drivers earlier sets did not use, encodings not used
before, and secrets split across lines or joined with odd punctuation.

Tables: one case a line, ``name ¦ source ¦ secret ¦ message`` (see ``table`` in
``_heldout_secrets_harness.py``). The encoded cases are computed: the secret is the encoding
shown (base85, Ascii85, base58, octal and decimal escapes, UTF-16LE PowerShell commands, XML
numeric references, double percent-encoding, reversed and interleaved values), since any of
its 8-character pieces lets a reader decode a part of the value.
"""

from __future__ import annotations

import base64

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["text_cases"]

DRIVERS = """
jdbc db2 properties ¦ IBM Db2 JCC: jdbc:db2://host:port/db:user=;password=; ¦ {p} ¦ com.ibm.db2.jcc.am.SqlInvalidAuthorizationSpecException: [jcc][t4][2013][11249][4.33.31] Connection authorization failure occurred. Reason: User ID or Password invalid. ERRORCODE=-4214, SQLSTATE=28000 url=jdbc:db2://db2p.acme.io:50000/SALES:user=etl;password={t};
jdbc snowflake ¦ Snowflake JDBC: jdbc:snowflake://account.snowflakecomputing.com/?user=&password= ¦ {p} ¦ net.snowflake.client.jdbc.SnowflakeSQLException: Incorrect username or password was specified. jdbc:snowflake://xy12345.eu-central-1.snowflakecomputing.com/?user=LOADER&password={t}&warehouse=ETL_WH
jdbc redshift iam ¦ Amazon Redshift JDBC: AccessKeyID= SecretAccessKey= ¦ {b30} ¦ [Amazon](500150) Error setting/closing connection: jdbc:redshift:iam://rs1.c8x.eu-west-1.redshift.amazonaws.com:5439/dev;AccessKeyID=AKIAZ9Q2M4N6P8R0T2V4;SecretAccessKey={t};DbUser=etl
jdbc clickhouse ¦ ClickHouse JDBC: jdbc:clickhouse://host?user=&password= ¦ {p} ¦ java.sql.SQLException: Code: 516. Authentication failed (jdbc:clickhouse://ch.acme.io:8443/default?ssl=true&user=bi&password={t})
jdbc hive2 ¦ Apache Hive JDBC: jdbc:hive2://host:10000/db;user=;password= ¦ {p} ¦ Error: Could not open client transport with JDBC Uri: jdbc:hive2://hs2.acme.io:10000/default;user=etl;password={t}: Peer indicated failure: Error validating the login (state=08S01,code=0)
jdbc trino ¦ Trino JDBC: jdbc:trino://host:443/catalog?user=&password=&SSL=true ¦ {p} ¦ io.trino.jdbc.$internal.client.ClientException: Authentication failed: Access Denied: Invalid credentials (jdbc:trino://trino.acme.io:443/hive?SSL=true&user=analyst&password={t})
jdbc sybase jtds ¦ jTDS: jdbc:jtds:sybase://host:port/db;user=;password= ¦ {p} ¦ java.sql.SQLException: Login failed. url=jdbc:jtds:sybase://ase01:5000/billing;user=sa;password={t};charset=utf8
jdbc informix ¦ IBM Informix JDBC: ...;USER=;PASSWORD= ¦ {p} ¦ java.sql.SQLException: Incorrect password or user informix@ifx01 is not known on the database server. jdbc:informix-sqli://ifx01:9088/stores:INFORMIXSERVER=ol_ifx;USER=informix;PASSWORD={t}
jdbc teradata ¦ Teradata JDBC: jdbc:teradata://host/USER=,PASSWORD= ¦ {p} ¦ [Teradata Database] [TeraJDBC 20.00.00.16] [Error 8017] [SQLState 28000] The UserId, Password or Account is invalid. jdbc:teradata://td01.acme.io/DATABASE=dw,USER=dbc,PASSWORD={t}
jdbc firebird ¦ Jaybird: jdbc:firebirdsql://host/db?user=&password= ¦ {p} ¦ org.firebirdsql.jdbc.FBSQLException: GDS Exception. 335544472. Your user name and password are not defined. jdbc:firebirdsql://fb01:3050/C:/data/erp.fdb?user=SYSDBA&password={t}
jdbc h2 hsqldb derby ¦ Apache Derby: jdbc:derby://host/db;user=;password= ¦ {p} ¦ java.sql.SQLNonTransientConnectionException: Connection authentication failure occurred. Reason: Invalid authentication.. jdbc:derby://localhost:1527/appdb;user=APP;password={t}
jdbc sap hana ¦ SAP HANA JDBC: jdbc:sap://host:port/?user=&password= ¦ {p} ¦ com.sap.db.jdbc.exceptions.JDBCDriverException: SAP DBTech JDBC: [10]: authentication failed jdbc:sap://hana01:30015/?databaseName=HXE&user=SYSTEM&password={t}
jdbc vertica ¦ Vertica JDBC: jdbc:vertica://host:5433/db?user=&password= ¦ {p} ¦ [Vertica][VJDBC](3781) FATAL: Invalid username or password jdbc:vertica://vt01:5433/analytics?user=dbadmin&password={t}
python ibm_db string ¦ ibm_db: DATABASE=;HOSTNAME=;PORT=;PROTOCOL=TCPIP;UID=;PWD=; ¦ {p} ¦ Exception: [IBM][CLI Driver] SQL30082N  Security processing failed with reason "24" ("USERNAME AND/OR PASSWORD INVALID").  SQLSTATE=08001 SQLCODE=-30082 conn_str='DATABASE=SALES;HOSTNAME=db2p;PORT=50000;PROTOCOL=TCPIP;UID=etl;PWD={t};'
sqlalchemy oracledb url ¦ SQLAlchemy oracle+oracledb://user:pass@host/?service_name= ¦ {p} ¦ sqlalchemy.exc.DatabaseError: (oracledb.exceptions.DatabaseError) ORA-01017: invalid credential or not authorized; logon denied (engine url oracle+oracledb://scott:{t}@ora01:1521/?service_name=ORCLPDB1)
sqlalchemy trino url ¦ trino sqlalchemy: trino://user:pass@host:443/catalog ¦ {p} ¦ sqlalchemy.exc.OperationalError: (trino.exceptions.HttpError) error 401: Invalid credentials [create_engine('trino://analyst:{t}@trino.acme.io:443/hive')]
sqlalchemy databricks token ¦ databricks-sqlalchemy: databricks://token:dapi...@host ¦ {h32} ¦ sqlalchemy.exc.OperationalError: (databricks.sql.exc.RequestError) Error during request to server: 403 databricks://token:dapi{t}@adb-1234.5.azuredatabricks.net?http_path=/sql/1.0/warehouses/abc
go mysql dsn ¦ go-sql-driver/mysql DSN: user:pass@tcp(host:port)/db ¦ {p} ¦ [mysql] 2026/12/03 20:41:07 connection.go:49: Error 1045 (28000): Access denied for user 'orders' (dsn "orders:{t}@tcp(mysql-0.mysql:3306)/orders?parseTime=true")
go pgx keyword dsn ¦ jackc/pgx: keyword/value DSN ¦ {p} ¦ failed to connect to `user=ingest database=events`: 10.0.3.3:5432 (pg-events): server error: FATAL: password authentication failed (SQLSTATE 28P01) dsn="host=pg-events user=ingest password='{t}' dbname=events"
go sqlserver url ¦ microsoft/go-mssqldb: sqlserver://user:pass@host?database= ¦ {p} ¦ mssql: login error: Login failed for user 'etl'. (sqlserver://etl:{t}@sql04.acme.io:1433?database=staging&encrypt=true)
npgsql string ¦ Npgsql connection string: Host=;Username=;Password= ¦ {p} ¦ Npgsql.PostgresException (0x80004005): 28P01: password authentication failed for user "web" ConnectionString: Host=pg01;Port=5432;Database=web;Username=web;Password={t};SSL Mode=Require
cockroachdb url ¦ CockroachDB: cockroachdb://user:pass@host:26257/db (sqlalchemy-cockroachdb) ¦ {p} ¦ sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) password authentication failed for user roach (cockroachdb://roach:{t}@crdb-public.acme.io:26257/bank?sslmode=verify-full)
couchbase connection ¦ Couchbase SDK: couchbase://host with PasswordAuthenticator ¦ {p} ¦ couchbase.exceptions.AuthenticationException: <ec=6, category=couchbase.common, message=authentication_failure> PasswordAuthenticator('app', '{t}') couchbase://cb01.acme.io
arangodb url ¦ python-arango: ArangoClient(hosts=...).db(name, username, password) ¦ {p} ¦ arango.exceptions.ServerConnectionError: bad username/password or token is expired (client.db('graph', username='root', password='{t}'))
cassandra driver auth ¦ DataStax driver: PlainTextAuthProvider(username=, password=) ¦ {p} ¦ cassandra.cluster.NoHostAvailable: ('Unable to connect to any servers', {'10.0.6.4:9042': AuthenticationFailed('Failed to authenticate to 10.0.6.4:9042: Error from server: code=0100 [Bad credentials] message="Provided username cassandra and/or password are incorrect"')}) auth_provider=PlainTextAuthProvider(username='cassandra', password='{t}')
elasticsearch client basic_auth ¦ elasticsearch-py: Elasticsearch(hosts, basic_auth=(user, pass)) ¦ {p} ¦ elasticsearch.AuthenticationException: AuthenticationException(401, 'security_exception', 'unable to authenticate user [elastic] for REST request [/_bulk]') es = Elasticsearch("https://es01:9200", basic_auth=("elastic", "{t}"))
influxdb v1 url ¦ influxdb-python: influxdb://user:pass@host:8086/db ¦ {p} ¦ influxdb.exceptions.InfluxDBClientError: 401: {"error":"authorization failed"} (InfluxDBClient.from_dsn('influxdb://grafana:{t}@influx01:8086/telegraf'))
ldap url with bind ¦ OpenLDAP ldap.conf / python-ldap simple_bind_s(who, cred) ¦ {p} ¦ ldap.INVALID_CREDENTIALS: {'msgtype': 97, 'msgid': 1, 'result': 49, 'desc': 'Invalid credentials', 'ctrls': [], 'info': '80090308: LdapErr: DSID-0C09044E'} conn.simple_bind_s('CN=svc-jira,OU=Service,DC=acme,DC=io', '{t}') on ldap://dc01.acme.io
smtp url ¦ Apprise/Django email URLs: smtp://user:pass@host:587 ¦ {p} ¦ apprise: Failed to send email notification: (535, b'5.7.139 Authentication unsuccessful') mailtos://alerts:{t}@smtp.office365.com:587?from=alerts@acme.io
webdav url ¦ rclone/davfs: https://user:pass@host/remote.php/dav ¦ {p} ¦ davfs2: mounting failed; the server does not support WebDAV (davs://backup:{t}@cloud.acme.io/remote.php/dav/files/backup/)
socks5 proxy url ¦ curl/requests: socks5h://user:pass@host:port ¦ {p} ¦ requests.exceptions.ConnectionError: SOCKSHTTPSConnectionPool(host='api.acme.io', port=443): Max retries exceeded (Caused by NewConnectionError: SOCKS5 authentication failed) proxies={'https': 'socks5h://scraper:{t}@proxy.acme.io:1080'}
xmpp jid and password ¦ slixmpp: ClientXMPP(jid, password) ¦ {p} ¦ slixmpp.xmlstream: Failed to authenticate: not-authorized (ClientXMPP('bot@chat.acme.io', '{t}'))
irc nickserv ¦ IRC: /msg NickServ IDENTIFY password ¦ {p} ¦ :NickServ!NickServ@services. NOTICE acme-bot :Invalid password for acme-bot. (sent PRIVMSG NickServ :IDENTIFY acme-bot {t})
sip register digest ¦ SIP (RFC 3261) REGISTER with user:password in a sip: URI ¦ {p} ¦ SIP/2.0 403 Forbidden -- baresip: ua: sip:1001:{t}@pbx.acme.io;transport=tls register failed
libsql turso url ¦ docs.turso.tech: libsql://db-org.turso.io?authToken= ¦ eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCJ9.{u90}.{u86} ¦ LibsqlError: SERVER_ERROR: Server returned HTTP status 401 (url libsql://orders-acme.turso.io?authToken={t})
surrealdb signin ¦ SurrealDB: surreal sql --user --pass ¦ {p} ¦ There was a problem with authentication: There was a problem with the database: IAM error: Not enough permissions (surreal sql --endpoint http://db:8000 --user root --pass {t} --ns prod)
hdfs webhdfs delegation ¦ WebHDFS REST: ?delegation=<token> ¦ {u90} ¦ org.apache.hadoop.security.token.SecretManager$InvalidToken: token (HDFS_DELEGATION_TOKEN token 8812 for etl) can't be found in cache; GET /webhdfs/v1/data/events?op=OPEN&delegation={t}
vnc url password ¦ TigerVNC/remmina: vnc://:password@host ¦ {p} ¦ remmina: VNC authentication failed for vnc://:{t}@kiosk-12.lan:5901
"""

SPLIT_AND_PUNCTUATION = """
value between guillemets ¦ French typographic quotes around a value ¦ {p} ¦ Échec de l'authentification : mot de passe «{t}» refusé par le serveur LDAP
value in CJK brackets ¦ Chinese corner brackets 「」 around a value ¦ {p} ¦ 登录失败：口令「{t}」已过期，请联系管理员
value after a pipe table cell ¦ Markdown table row from a runbook ¦ {p} ¦ runbook check failed:\\n| service | user | passwd |\\n|---|---|---|\\n| billing-db | billing | {t} |
value after an arrow ¦ ASCII arrow -> between a name and value ¦ {A40} ¦ config dump: api_token -> {t} (source: env)
value after a tilde separator ¦ legacy mainframe-style KEY~VALUE~ records ¦ {p} ¦ RACF ICH408I USER(BATCH01) LOGON/JOB INITIATION - INVALID PASSWORD~PASSWORD~{t}~
pair joined by a semicolon list ¦ user;password;host CSV with semicolons ¦ {p} ¦ import.csv line 12 rejected: svc-print;{t};printsrv-02;ENABLED (expected 5 columns)
token inside parentheses after colon and nbsp ¦ NBSP and colon inside parens ¦ {u43} ¦ refresh failed (refresh\u00a0token\u00a0:\u00a0{t})
value after Unicode ratio colon ¦ U+2236 RATIO used as a colon ¦ {p} ¦ LOGIN FAILED user∶ops password∶{t}
value after a fullwidth equals sign ¦ U+FF1D FULLWIDTH EQUALS SIGN ¦ {p} ¦ 認証エラー パスワード＝{t}（再入力してください）
value after an em dash ¦ an em dash as separator in prose ¦ {p} ¦ The temporary password — {t} — expires in 24 hours; change it at first login.
key=value joined with ampersand and semicolon ¦ a legacy query string using ; as a separator ¦ {p} ¦ GET /cgi-bin/login.pl?user=ops;pass={t};lang=en 500 Internal Server Error
yaml key with value on a continuation line ¦ YAML plain scalar folded to the next line ¦ {A40} ¦ error: yaml: line 3: mapping values are not allowed here\\n  api_token:\\n    {t}\\n  endpoint: x: y
"""


def _b58(data: bytes) -> str:
    alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
    n = int.from_bytes(data, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = alphabet[r] + out
    return out


def _encoded(values: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str) -> None:
        out.append(Case(f"encoded: {name}", source, text, secret))

    value = values.pw().encode()
    shown = base64.b85encode(value).decode()
    add(
        "base85",
        "Python base64.b85encode (git binary patches use it)",
        f"keyring export failed: secret_b85={shown} is truncated",
        shown,
    )
    value = values.pw().encode()
    shown = base64.a85encode(value, adobe=True).decode()
    add(
        "ascii85",
        "Adobe Ascii85 <~ ~> (PostScript/PDF)",
        f"pdf filter error: /Encrypt /U {shown} could not be validated (user password)",
        shown,
    )
    value = values.gen(ALNUM, 24).encode()
    shown = _b58(value)
    add(
        "base58",
        "Bitcoin base58 alphabet (wallet and API keys)",
        f"wallet: decrypt failed, private key (base58) {shown} has a bad checksum",
        shown,
    )
    secret = values.pw()
    shown = "".join(f"\\{ord(c):03o}" for c in secret)
    add(
        "octal escapes",
        "bash $'\\NNN' ANSI-C quoting",
        f"+ export DB_PASSWORD=$'{shown}'\nline 4: psql: FATAL: password authentication failed",
        shown,
    )
    secret = values.pw()
    shown = ",".join(str(ord(c)) for c in secret)
    add(
        "decimal char codes",
        "JavaScript String.fromCharCode obfuscation",
        f"ReferenceError: atob is not defined at login.js:3 (const pass = String.fromCharCode({shown}))",
        shown,
    )
    prefix = "Invoke-WebRequest -Uri https://api.acme.io -Headers @{Authorization='Bearer "
    token = values.gen(ALNUM, 40)
    shown = base64.b64encode(f"{prefix}{token}'}}".encode("utf-16-le")).decode()
    # Only the base64 quads that encode the token's bytes alone are secret.
    start, end = len(prefix) * 2, (len(prefix) + len(token)) * 2
    secret = shown[-(-start // 3) * 4 : end // 3 * 4]
    add(
        "powershell encodedcommand",
        "powershell.exe -EncodedCommand: base64 of UTF-16LE",
        f"Process exited with code 1: powershell.exe -NoProfile -EncodedCommand {shown}",
        secret,
    )
    secret = values.pw()
    shown = "".join(f"&#x{ord(c):x};" for c in secret)
    add(
        "xml hex character references",
        "XML numeric character references &#xNN;",
        f'SAXParseException: cvc-complex-type.2.4.a at line 9: <credential user="ops" password="{shown}"/>',
        shown,
    )
    secret = values.pw()
    shown = "".join(f"%25{ord(c):02X}" for c in secret)
    add(
        "double percent-encoding",
        "a proxy that percent-encodes an already encoded query",
        f"GET /sso/callback?next=%2Flogin%3Fpassword%3D{shown} 400 Bad Request",
        shown,
    )
    secret = values.gen(ALNUM, 32)
    shown = secret[::-1]
    add(
        "reversed token",
        "a value stored reversed by a legacy obfuscator",
        f"license check failed: key (reversed) {shown} not accepted for host build-7",
        shown,
    )
    secret = values.pw()
    shown = " ".join(f"{ord(c):08b}" for c in secret[:6])
    add(
        "binary octets",
        "a protocol trace printing bytes in binary",
        f"auth frame: user=ops pass_bits={shown} ... (truncated)",
        shown,
    )
    secret = values.gen(ALNUM, 36)
    shown = "-".join(secret[i : i + 6] for i in range(0, 36, 6))
    add(
        "token grouped by dashes",
        "a UI that groups a key in blocks of six",
        f"Activation failed for license key {shown} (seat limit)",
        shown,
    )
    secret = values.gen(ALNUM, 32)
    shown = secret.encode().hex(":")
    add(
        "colon-separated hex",
        "openssl/keytool-style colon hex dump of a secret",
        f"HMAC key mismatch: configured key = {shown}",
        shown,
    )
    secret = values.gen(ALNUM, 32)
    shown = "\\u" + "\\u".join(f"{ord(c):04x}" for c in secret[:16])
    add(
        "java unicode escapes in properties",
        "java.util.Properties \\uXXXX escapes (native2ascii)",
        f"messages.properties: api.secret={shown} could not be loaded",
        shown,
    )
    return out


def _split(values: Values) -> list[Case]:
    """Secrets cut by a line break or a wrap: each piece of 8 or more characters must go."""
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str) -> None:
        out.append(Case(f"split: {name}", source, text, secret))

    token = values.gen(ALNUM, 60)
    wrapped = "\n".join(token[i : i + 24] for i in range(0, 60, 24))
    add(
        "token wrapped at 24 columns",
        "a terminal log viewer that hard-wraps",
        f"ERROR upload rejected: 401, X-Upload-Token:\n{wrapped}",
        token,
    )
    secret = values.pw()
    add(
        "shell continuation before the value",
        "bash line continuation between flag and value",
        f"+ mysqladmin --host=db01 --user=root --password \\\n    {secret} shutdown\nmysqladmin: connect to server at 'db01' failed",
        secret,
    )
    token = values.gen(ALNUM, 40)
    add(
        "token cut by a carriage return",
        "a progress bar rewriting the line with CR",
        f"uploading... 45%\rauth_token={token[:20]}\r{token[20:]} 401",
        token,
    )
    token = values.gen(ALNUM, 48)
    add(
        "token split into quoted halves",
        "a Python implicit string concatenation in a traceback",
        f'  File "deploy.py", line 7, in <module>\n    KEY = ("{token[:24]}"\n           "{token[24:]}")\nNameError: name \'requests\' is not defined',
        token,
    )
    token = values.gen(ALNUM, 40)
    add(
        "token split by a log prefix",
        "a multi-line log event where each line gets a timestamp prefix",
        f"2026-12-03T20:41:07Z ERROR auth failed, api_key={token[:18]}\n2026-12-03T20:41:07Z ERROR {token[18:]} (rejected)",
        token,
    )
    token = values.gen(ALNUM, 44)
    pem = "\n".join(token[i : i + 11] for i in range(0, 44, 11))
    add(
        "secret in eleven-character lines",
        "a narrow column in a tabular report",
        f"key rotation report:\nsecret:\n{pem}\nstatus: REVOKE FAILED",
        token,
    )
    token = values.gen(ALNUM, 32)
    add(
        "token joined with zero-width spaces",
        "a chat client inserting U+200B every 8 characters",
        "webhook secret: "
        + "\u200b".join(token[i : i + 8] for i in range(0, 32, 8))
        + " is invalid",
        token,
    )
    token = values.gen(ALNUM, 32)
    add(
        "token joined with soft hyphens",
        "HTML text with U+00AD soft hyphens for wrapping",
        "Ihr API-Zugangsschlüssel "
        + "\u00ad".join(token[i : i + 10] for i in range(0, 32, 10))
        + " wurde gesperrt",
        token,
    )
    token = values.gen(ALNUM, 36)
    add(
        "token across a JSON string concatenation",
        "a JS bundle where the minifier split a string",
        f'SyntaxError at app.min.js:1:88412 const k="{token[:18]}"+"{token[18:]}";fetch(u,{{headers:{{"x-api-key":k}}}})',
        token,
    )
    return out


def text_cases(values: Values) -> list[Case]:
    return [
        *values.table("driver", DRIVERS),
        *values.table("split", SPLIT_AND_PUNCTUATION),
        *_encoded(values),
        *_split(values),
    ]
