"""Held-out set 7: connection strings of drivers earlier sets did not use, encodings not used
before, and secrets split in new ways.

Written on 2026-12-03 (21:42-22:05 UTC), blind. ``DRIVERS`` is a table (``name ¦ source ¦
secret ¦ message``, see ``table`` in ``_heldout_secrets_harness.py``). The encoded cases are
computed: the secret is the encoding shown (base32, base32hex, Crockford base32, base36,
base45, base62, Z85, UTF-7, uuencode, a Python bytes repr, Go's ``%v`` of a byte slice, gzip
then base64, and the part of a URL-safe base64 JSON that encodes the password), since any of
its 8-character pieces lets a reader decode part of the value. The split cases cut a secret
into pieces of 8 or more characters in ways sets 1-6 did not (SQL ``||``, PHP ``.``, Java
``append``, C backslash-newline, YAML escaped line breaks, HTTP chunks, CRI and Docker partial
log records, ANSI colour codes, ``xxd`` and ``hexdump -C`` rows, ``<wbr>``, ``&shy;``, LRM
and BOM characters).
"""

from __future__ import annotations

import base64
import binascii
import gzip
import json

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["text_cases"]

DRIVERS = """
r2dbc postgres url ¦ r2dbc.io spec: r2dbc:postgresql://user:pass@host/db ¦ {p} ¦ io.r2dbc.postgresql.ExceptionFactory$PostgresqlAuthenticationFailure: password authentication failed for user "orders" (spring.r2dbc.url=r2dbc:postgresql://orders:{t}@pg01:5432/orders)
r2dbc mssql options ¦ r2dbc-mssql: r2dbc:mssql://user:pass@host ¦ {p} ¦ io.r2dbc.mssql.ExceptionFactory$MssqlPermissionDeniedException: Login failed for user 'svc'. (r2dbc:mssql://svc:{t}@sql01:1433/billing)
memgraph bolt auth ¦ memgraph docs gqlalchemy: Memgraph(host, port, username, password) ¦ {p} ¦ neo4j.exceptions.AuthError: {code: Memgraph.ClientError.Security.Unauthenticated} {message: Authentication failure} Memgraph(host="mg01", port=7687, username="ingest", password="{t}")
dgraph login ¦ dgraph.io pydgraph: client.login(userid, password) ¦ {p} ¦ grpc._channel._InactiveRpcError: <_InactiveRpcError of RPC that terminated with: status = StatusCode.UNAUTHENTICATED details = "invalid username or password"> client.login("groot", "{t}")
rethinkdb connect ¦ rethinkdb.com python driver: r.connect(host, port, user, password) ¦ {p} ¦ rethinkdb.errors.ReqlAuthError: Wrong password (r.connect(host="rdb01", port=28015, user="admin", password="{t}"))
yugabyte jdbc ¦ docs.yugabyte.com smart driver: jdbc:yugabytedb://host:5433/db?user=&password= ¦ {p} ¦ org.postgresql.util.PSQLException: FATAL: password authentication failed for user "yugabyte" (jdbc:yugabytedb://yb-tserver-0:5433/yugabyte?user=yugabyte&password={t}&load-balance=true)
singlestore url ¦ docs.singlestore.com: singlestoredb://user:pass@host:3306/db ¦ {p} ¦ singlestoredb.exceptions.OperationalError: 1045: Access denied for user 'admin'@'10.0.3.4' (using password: YES) s2.connect('singlestoredb://admin:{t}@svc-3482.aws-virginia-6.svc.singlestore.com:3306/app')
avatica druid jdbc ¦ Apache Calcite Avatica: jdbc:avatica:remote:url=...;avatica_user=;avatica_password= ¦ {p} ¦ java.sql.SQLException: Error -1 (00000) : Remote driver error: 401 Unauthorized jdbc:avatica:remote:url=https://druid.acme.io/druid/v2/sql/avatica/;avatica_user=bi;avatica_password={t}
impala jdbc ldap ¦ Cloudera Impala JDBC: AuthMech=3;UID=;PWD= ¦ {p} ¦ [Cloudera][ImpalaJDBCDriver](500164) Error initialized or created transport for authentication: Peer indicated failure: Error validating LDAP user. jdbc:impala://impala.acme.io:21050/default;AuthMech=3;UID=etl;PWD={t};SSL=1
dremio jdbc ¦ docs.dremio.com legacy JDBC: jdbc:dremio:direct=host:31010;user=;password= ¦ {p} ¦ java.sql.SQLException: Failure in connecting to Dremio: com.dremio.exec.rpc.RpcException: HANDSHAKE_VALIDATION : Status: AUTH_FAILED jdbc:dremio:direct=dremio01:31010;user=analyst;password={t}
exasol jdbc ¦ docs.exasol.com JDBC: jdbc:exa:host:8563;user=;password= ¦ {p} ¦ com.exasol.jdbc.ConnectFailed: Connection exception - authentication failed. jdbc:exa:exa01.acme.io:8563;schema=DW;user=LOADER;password={t}
netezza jdbc ¦ IBM Netezza JDBC: jdbc:netezza://host:5480/db;user=;password= ¦ {p} ¦ org.netezza.error.NzSQLException: FATAL 1:  password authentication failed for user 'ADMIN' jdbc:netezza://nz01:5480/SYSTEM;user=ADMIN;password={t}
sql anywhere connection ¦ SAP SQL Anywhere: UID=;PWD=;ServerName=;DBN= ¦ {p} ¦ sqlanydb.OperationalError: (b'Invalid user ID or password', -103) connect('UID=dba;PWD={t};ServerName=pos_srv;DBN=pos')
cubrid url ¦ CUBRID JDBC: jdbc:CUBRID:host:33000:db:user:password::: ¦ {p} ¦ cubrid.jdbc.driver.CUBRIDException: Incorrect or missing password. jdbc:CUBRID:cub01:33000:demodb:dba:{t}:::?charset=utf-8
dameng jdbc ¦ eco.dameng.com DM JDBC: jdbc:dm://host:5236?user=&password= ¦ {p} ¦ dm.jdbc.driver.DMException: 用户名或密码错误 (jdbc:dm://dm01:5236?user=SYSDBA&password={t})
kingbase jdbc ¦ KingbaseES JDBC: jdbc:kingbase8://host:54321/db?user=&password= ¦ {p} ¦ com.kingbase8.util.KSQLException: 致命错误: 用户 "system" Password 认证失败 jdbc:kingbase8://kb01:54321/test?user=system&password={t}
opengauss jdbc ¦ openGauss JDBC: jdbc:opengauss://host:5432/db?user=&password= ¦ {p} ¦ org.opengauss.util.PSQLException: Invalid username/password,login denied. jdbc:opengauss://og01:5432/postgres?user=omm&password={t}
oceanbase jdbc ¦ OceanBase Connector/J: jdbc:oceanbase://host:2881/db?user=user@tenant&password= ¦ {p} ¦ java.sql.SQLException: Access denied for user 'root'@'xxx.xxx.xxx.xxx' (using password: YES) jdbc:oceanbase://obproxy01:2883/test?user=root@sys&password={t}
kusto application key ¦ learn.microsoft.com Kusto connection strings: Application Client Id=;Application Key= ¦ {u40} ¦ Kusto.Data.Exceptions.KustoClientAuthenticationException: AADSTS7000215: Invalid client secret provided. Data Source=https://help.kusto.windows.net;Initial Catalog=Samples;AAD Federated Security=True;Application Client Id=9e1f0a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b;Application Key={t};Authority Id=acme.onmicrosoft.com
azure app configuration ¦ learn.microsoft.com App Configuration: Endpoint=;Id=;Secret= ¦ {b44} ¦ Azure.RequestFailedException: Status: 401 (Unauthorized) Endpoint=https://acme-cfg.azconfig.io;Id=2a1b-l0-s0:Xq7mN4pR8kL2jH6gF1dS;Secret={t}
nats creds nkey seed ¦ docs.nats.io: .creds file holds a JWT and an NKEY seed SU + 56 base32 ¦ SU{B56} ¦ nats: error: nats: Authorization Violation (creds /etc/nats/app.creds:\\n-----BEGIN USER NKEY SEED-----\\n{t}\\n------END USER NKEY SEED------)
librdkafka sasl.password ¦ librdkafka CONFIGURATION.md: sasl.username / sasl.password ¦ {A64} ¦ %3|1764795600.123|FAIL|rdkafka#producer-1| [thrd:sasl_ssl://pkc-4r297.europe-west1.gcp.confluent.cloud:9092/b]: SASL authentication error: Authentication failed (config sasl.mechanisms=PLAIN sasl.username=Q7KX2M4N6P8R0T2V sasl.password={t})
zeromq curve secret ¦ rfc.zeromq.org 26/CURVEZMQ: Z85 40-char secret keys ¦ {A40} ¦ zmq.error.ZMQError: Invalid argument (socket.curve_secretkey = b"{t}")
kombu sqs url ¦ docs.celeryq.dev SQS: broker_url = sqs://ACCESS:SECRET@ ¦ {b40} ¦ kombu.exceptions.OperationalError: An error occurred (InvalidClientTokenId) when calling the GetQueueUrl operation (broker_url=sqs://AKIAT7Q2M4N6P8R0T2V4:{t}@)
kombu redis socket url ¦ kombu docs: redis+socket:///path?password= ¦ {p} ¦ redis.exceptions.AuthenticationError: invalid username-password pair (broker_url='redis+socket:///run/redis/redis.sock?virtual_host=0&password={t}')
aerospike client config ¦ aerospike.com python client: client({'hosts':[], 'user':, 'password':}) ¦ {p} ¦ exception.InvalidPassword: (62, 'AEROSPIKE_INVALID_PASSWORD', 'src/main/client/connect.c', 111, False) aerospike.client({'hosts': [('as01', 3000)], 'user': 'app', 'password': '{t}'})
tarantool connect ¦ tarantool-python: tarantool.connect(host, port, user=, password=) ¦ {p} ¦ tarantool.error.DatabaseError: (47, 'Incorrect password supplied for user \\'app\\'') tarantool.connect("tt01", 3301, user="app", password="{t}")
databend dsn ¦ docs.databend.com: databend://user:pass@host:443/db?sslmode=enable ¦ {p} ¦ databend_driver.Error: AuthFailure: 401 Unauthorized (databend://cloudapp:{t}@tn3ftqihs--default.gw.aws-us-east-2.default.databend.com:443/default?sslmode=enable)
motherduck token ¦ motherduck.com docs: md:?motherduck_token=<JWT> ¦ eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{u120}.{u43} ¦ duckdb.duckdb.IOException: IO Error: Authentication with MotherDuck failed (duckdb.connect("md:analytics?motherduck_token={t}"))
prisma accelerate url ¦ prisma.io docs Accelerate: prisma://accelerate.prisma-data.net/?api_key=<JWT> ¦ eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{u160}.{u43} ¦ PrismaClientInitializationError: Error validating datasource `db`: the URL must start with the protocol `prisma://` (DATABASE_URL="prisma+postgres://accelerate.prisma-data.net/?api_key={t}")
edgedb dsn ¦ docs.edgedb.com: edgedb://user:pass@host:5656/branch ¦ {p} ¦ edgedb.errors.AuthenticationError: authentication failed (EDGEDB_DSN=edgedb://edgedb:{t}@edgedb01:5656/main)
hasura admin secret ¦ hasura.io/docs: x-hasura-admin-secret header ¦ {A40} ¦ {"errors":[{"extensions":{"path":"$","code":"access-denied"},"message":"invalid x-hasura-admin-secret/x-hasura-access-key"}]} x-hasura-admin-secret: {t}
rtmp stream key ¦ YouTube/Twitch ingest: rtmp://host/app/<stream key> ¦ {l4}-{l4}-{l4}-{l4}-{l4} ¦ [rtmp @ 0x55d1c0] Server error: Authentication failed. rtmp://a.rtmp.youtube.com/live2/{t}: Input/output error
srt passphrase ¦ SRT (Haivision) URI: srt://host:port?passphrase=&pbkeylen= ¦ {p} ¦ [srt @ 0x56] Connection to srt://ingest.acme.io:9000?mode=caller&passphrase={t}&pbkeylen=32 failed: I/O error (SRT_REJ_BADSECRET)
redfish session ¦ DMTF Redfish: POST /redfish/v1/SessionService/Sessions {UserName, Password} ¦ {p} ¦ redfish.rest.v1.InvalidCredentialsError: HTTP 401 from https://bmc-r12.acme.io/redfish/v1/SessionService/Sessions body {"UserName": "root", "Password": "{t}"}
tdengine url ¦ docs.tdengine.com: taos+ws://user:pass@host:6041 ¦ {p} ¦ taosws.Error: [0x0357] Authentication failure (taosws.connect("taosws://root:{t}@td01:6041/power"))
crate url ¦ cratedb sqlalchemy: crate://user:pass@host:4200 ¦ {p} ¦ crate.client.exceptions.ProgrammingError: AuthenticationException[password authentication failed for user "crate"] (crate://crate:{t}@crate01:4200)
"""


def _encoded(values: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str) -> None:
        out.append(Case(f"encoded: {name}", source, text, secret))

    shown = base64.b32encode(values.gen(ALNUM, 20).encode()).decode().rstrip("=")
    add(
        "otpauth totp seed base32",
        "Google Authenticator Key Uri Format: otpauth://totp/...?secret=<base32>",
        f"pyotp: invalid TOTP for ana@acme.io (otpauth://totp/Acme:ana@acme.io?secret={shown}&issuer=Acme&digits=6)",
        shown,
    )
    shown = base64.b32hexencode(values.pw().encode()).decode()
    add(
        "base32hex",
        "RFC 4648 section 7 base32hex",
        f"dnscurve: cannot decode client secret {shown} (base32hex) in zone config",
        shown,
    )
    crock = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", "0123456789ABCDEFGHJKMNPQRSTVWXYZ")
    shown = base64.b32encode(values.gen(ALNUM, 20).encode()).decode().rstrip("=").translate(crock)
    add(
        "crockford base32",
        "Crockford's Base32 alphabet (no I, L, O, U)",
        f"license check failed: activation secret {shown} rejected by the licence server",
        shown,
    )
    shown = _base_n(values.gen(ALNUM, 16).encode(), "0123456789abcdefghijklmnopqrstuvwxyz")
    add(
        "base36",
        "an integer in base 36 (Python int(x, 36))",
        f"ValueError: webhook signing secret (base36) {shown} failed the length check",
        shown,
    )
    shown = _base_n(values.gen(ALNUM, 18).encode(), ALNUM)
    add(
        "base62",
        "base62 (0-9A-Za-z) big-integer encoding",
        f"shortlink: refusing to store secret id {shown} for /admin (base62 of the admin key)",
        shown,
    )
    shown = _b45(values.pw().encode() + values.gen(ALNUM, 6).encode())
    add(
        "base45",
        "RFC 9285 base45 (QR codes)",
        f"qr-login: payload HC1:{shown} holds the device password; decode failed at byte 14",
        shown,
    )
    shown = _z85(values.gen(ALNUM, 24).encode())
    add(
        "z85",
        "ZeroMQ RFC 32/Z85 encoding of a 24-byte key",
        f"curve handshake failed: server secret (z85) {shown} does not match the public key",
        shown,
    )
    secret = values.gen(ALNUM, 16)
    shown = "+" + base64.b64encode(secret.encode("utf-16-be")).decode().rstrip("=") + "-"
    add(
        "utf-7",
        "RFC 2152 UTF-7 (IMAP mailbox names use a variant)",
        f"imap: LOGIN failed: password was sent as UTF-7 {shown}",
        shown.strip("+-"),
    )
    shown = binascii.b2a_uu(values.pw().encode() + values.gen(ALNUM, 8).encode()).decode().strip()
    add(
        "uuencode",
        "uuencode (binascii.b2a_uu) body line",
        f"begin 600 db.secret\n{shown}\n`\nend\nuudecode: db.secret: short file",
        shown[1:],
    )
    raw = values.gen(ALNUM, 4).encode() + bytes(_rand_bytes(values, 20))
    shown = repr(raw)[2:-1]
    add(
        "python bytes repr",
        "CPython repr of a bytes secret key",
        f"cryptography.fernet.InvalidToken (signing_key=b'{shown}')",
        shown,
    )
    secret = values.pw()
    shown = "[" + " ".join(str(b) for b in secret.encode()) + "]"
    add(
        "go byte slice %v",
        "Go fmt %v of a []byte",
        f"2026/12/03 21:52:10 auth: hmac mismatch for key {shown}",
        shown[1:-1],
    )
    secret = values.pw()
    blob = json.dumps({"name": "db", "config": {"user": "app", "password": secret}}).encode()
    shown = base64.b64encode(gzip.compress(blob, mtime=0)).decode()
    add(
        "gzip then base64",
        "Helm stores a release as base64(gzip(JSON)); H4sI is the gzip magic in base64",
        f"Error: UPGRADE FAILED: release: already exists (data.release: {shown})",
        shown[12:],
    )
    secret = values.gen(ALNUM, 30)
    body = json.dumps({"username": "ci", "serveraddress": "registry.acme.io", "password": secret})
    shown = base64.urlsafe_b64encode(body.encode()).decode()
    start = body.index(secret)
    inner = shown[(start + 2) // 3 * 4 : (start + len(secret)) // 3 * 4]
    add(
        "url-safe base64 of json",
        "Docker Engine API: X-Registry-Auth is base64url(JSON with username and password)",
        f"Error response from daemon: Get https://registry.acme.io/v2/: unauthorized (X-Registry-Auth: {shown})",
        inner,
    )
    return out


def _rand_bytes(values: Values, n: int) -> list[int]:
    return [ord(c) * 7 % 256 for c in values.gen(ALNUM, n)]


def _base_n(data: bytes, alphabet: str) -> str:
    n, out = int.from_bytes(data, "big"), ""
    while n:
        n, r = divmod(n, len(alphabet))
        out = alphabet[r] + out
    return out


def _b45(data: bytes) -> str:
    alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:"
    out = ""
    for i in range(0, len(data) - 1, 2):
        n = data[i] * 256 + data[i + 1]
        out += alphabet[n % 45] + alphabet[n // 45 % 45] + alphabet[n // 2025]
    if len(data) % 2:
        out += alphabet[data[-1] % 45] + alphabet[data[-1] // 45]
    return out


def _z85(data: bytes) -> str:
    alphabet = (
        "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&<>()[]{}@%$#"
    )
    out = ""
    for i in range(0, len(data), 4):
        n = int.from_bytes(data[i : i + 4], "big")
        out += "".join(alphabet[n // 85**k % 85] for k in range(4, -1, -1))
    return out


def _split(values: Values) -> list[Case]:
    """Secrets cut into pieces of 8 or more characters: each piece must go."""
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str) -> None:
        out.append(Case(f"split: {name}", source, text, secret))

    t = values.gen(ALNUM, 32)
    add(
        "sql || concatenation",
        "a generated SQL statement echoed by psql",
        f"ERROR:  column \"tokn\" does not exist\nLINE 1: UPDATE integrations SET api_token = '{t[:16]}' || '{t[16:]}' WHERE tokn = 3",
        t,
    )
    t = values.gen(ALNUM, 36)
    add(
        "php dot concatenation",
        "a PHP parse error quoting the source line",
        f"PHP Parse error:  syntax error, unexpected token \";\" in /var/www/api.php on line 9: $secret = '{t[:18]}' . '{t[18:]}';;",
        t,
    )
    t = values.gen(ALNUM, 40)
    add(
        "java stringbuilder append",
        "a Java stack trace with the source line shown by an IDE",
        f'java.lang.NullPointerException at com.acme.Boot.main(Boot.java:22)\n22:   String key = new StringBuilder().append("{t[:20]}").append("{t[20:]}").toString();',
        t,
    )
    t = values.gen(ALNUM, 32)
    add(
        "c backslash-newline in a string literal",
        "a C compiler error quoting a string continued with backslash-newline",
        f"config.h:12:27: warning: missing terminating '\"' character\n   12 | #define API_SECRET \"{t[:16]}\\\n   13 | {t[16:]}",
        t,
    )
    t = values.gen(ALNUM, 40)
    add(
        "yaml escaped line break",
        'YAML double-quoted scalar continued with a trailing "\\"',
        f'error converting YAML to JSON: yaml: line 7: did not find expected key\n  token: "{t[:20]}\\\n    {t[20:]}"\n  url: https://hooks.acme.io',
        t,
    )
    t = values.gen(ALNUM, 32)
    add(
        "http chunked body",
        "an HTTP/1.1 chunked body dumped by a proxy (hex length lines between chunks)",
        f'502 from upstream; request body:\n10\r\n{{"password":"{t[:3]}\r\n1f\r\n{t[3:]}"}}\r\n0\r\n\r\n',
        t,
    )
    t = values.gen(ALNUM, 40)
    add(
        "cri partial log records",
        "Kubernetes CRI log format: <time> <stream> P|F <text> (P: partial)",
        f"2026-12-03T21:52:01.1Z stderr P auth failed for token {t[:22]}\n2026-12-03T21:52:01.1Z stderr F {t[22:]} (revoked)",
        t,
    )
    t = values.gen(ALNUM, 40)
    first = json.dumps({"log": f"login failed, password={t[:20]}", "stream": "stderr"})
    second = json.dumps({"log": f"{t[20:]} rejected\n", "stream": "stderr"})
    add(
        "docker json-file partial lines",
        "Docker json-file driver splits a long line into records without a trailing \\n",
        f"{first}\n{second}",
        t,
    )
    t = values.gen(ALNUM, 32)
    add(
        "ansi colour codes inside a value",
        "a coloured terminal log (SGR escape sequences) copied as is",
        f"\x1b[31mERROR\x1b[0m api_key=\x1b[1m{t[:16]}\x1b[22m\x1b[33m{t[16:]}\x1b[0m invalid",
        t,
    )
    t = values.gen(ALNUM, 32)
    rows = [t[i : i + 16] for i in range(0, 32, 16)]
    dump = "\n".join(
        f"{i * 16:08x}: "
        + " ".join(row[j : j + 2].encode().hex() for j in range(0, 16, 2))
        + f"  {row}"
        for i, row in enumerate(rows)
    )
    add(
        "xxd rows",
        "run here: xxd prints 16 bytes a row with the text on the right",
        f"$ xxd /run/secrets/api_key\n{dump}\nerror: key file has a trailing newline",
        t,
    )
    t = values.gen(ALNUM, 32)
    rows = [t[i : i + 16] for i in range(0, 32, 16)]
    dump = "\n".join(
        f"{i * 16:08x}  "
        + " ".join(f"{b:02x}" for b in row.encode()[:8])
        + "  "
        + " ".join(f"{b:02x}" for b in row.encode()[8:])
        + f"  |{row}|"
        for i, row in enumerate(rows)
    )
    add(
        "hexdump -C rows",
        "run here: hexdump -C canonical rows with |text|",
        f"$ hexdump -C token.bin\n{dump}\n00000020\nauth: token file rejected",
        t,
    )
    t = values.gen(ALNUM, 30)
    add(
        "html wbr tags",
        "an HTML error page breaking a long value with <wbr>",
        f"<p>Your new API key is <code>{t[:10]}<wbr>{t[10:20]}<wbr>{t[20:]}</code>, but saving it failed.</p>",
        t,
    )
    t = values.gen(ALNUM, 30)
    add(
        "html &shy; entities",
        "an HTML page with &shy; soft-hyphen entities",
        f"<td>client secret</td><td>{t[:10]}&shy;{t[10:20]}&shy;{t[20:]}</td> <!-- 401 -->",
        t,
    )
    t = values.gen(ALNUM, 32)
    add(
        "left-to-right marks",
        "U+200E LEFT-TO-RIGHT MARK inserted by a bidi-aware editor",
        "فشل تسجيل الدخول token=" + t[:16] + "\u200e" + t[16:] + "\u200e",
        t,
    )
    t = values.gen(ALNUM, 32)
    add(
        "byte order mark inside",
        "U+FEFF left in the middle of a pasted value (two files joined)",
        f"dotenv: SENDGRID_KEY={t[:16]}\ufeff{t[16:]} rejected (invalid characters)",
        t,
    )
    return out


def text_cases(values: Values) -> list[Case]:
    return [*values.table("driver", DRIVERS), *_encoded(values), *_split(values)]
