"""Held-out set 11: headers, session cookies, connection strings and other languages' traces.

HTTP: places and framings earlier sets did not use (grepped): HTTP/2 and HTTP/3 pseudo-header
dumps (``:authority`` with userinfo), gRPC metadata, a WebDAV ``PROPFIND``, WS-Security
``PasswordText``, framework session cookies (``JSESSIONID``, ``ASP.NET_SessionId``,
``.ASPXAUTH``, ``_gitlab_session``, ``sails.sid``, ``wordpress_logged_in_*``), an STS session
token (``FwoGZXIvYXdzE...``), qlog JSON. DSN: STOMP, ZooKeeper ``addauth digest``, telnet and
FTPS URLs, ``git+https`` in a requirements file, Helm's ``oci://`` login, Hive, Kafka's JAAS
``ScramLoginModule`` line inside a properties file, an Oracle EZConnect ``user/pass@``, an
MQTT CONNECT packet dump, and ``psql``'s ``\\connect`` meta-command. Traces: the stack trace
layouts of Julia, R, Lua, Zig, OCaml, Crystal, Elixir (Logger metadata), Erlang's
``=CRASH REPORT``, Kotlin coroutines, Swift, Dart and .NET's ``Exception.Data``, each with a
secret in a frame's argument or a captured value.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["dsn_cases", "http_cases", "trace_cases"]

HTTP = r"""
h2 authority userinfo ¦ nghttp -v style HTTP/2 HEADERS frame with :authority holding userinfo ¦ {p} ¦ [  0.004] send HEADERS frame <length=61, flags=0x25, stream_id=13>\n          :method: GET\n          :authority: report:{t}@127.0.0.1:8443\n          :path: /v1/daily\n[  0.009] recv RST_STREAM frame <error_code=PROTOCOL_ERROR(0x01)>
h3 qlog header ¦ a qlog JSON event (http3 frame_created) with the headers list ¦ {u43} ¦ {"time":12.4,"name":"http3:frame_created","data":{"frame":{"frame_type":"headers","headers":[{"name":":path","value":"/sync"},{"name":"authorization","value":"Bearer {t}"}]}}}
grpc metadata ¦ grpcio's debug of invocation metadata (a tuple list) ¦ {A40} ¦ <_InactiveRpcError of RPC that terminated with: status = StatusCode.UNAUTHENTICATED details = "bad key"> metadata=(('x-goog-user-project', 'acme-prod'), ('x-api-key', '{t}'))
webdav propfind ¦ a WebDAV PROPFIND request dump (Depth header, Basic auth already decoded by the client log) ¦ {p} ¦ davfs2: PROPFIND /remote.php/dav/files/backup/ HTTP/1.1 Depth: 1 (user backup, password {t}) -> 401 Sabre\DAV\Exception\NotAuthenticated
wsse password text ¦ WS-Security UsernameToken with Type=...#PasswordText ¦ {p} ¦ soap:Fault wsse:FailedAuthentication for <wsse:UsernameToken><wsse:Username>svc-erp</wsse:Username><wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText">{t}</wsse:Password></wsse:UsernameToken>
jsessionid set cookie ¦ a Java servlet container's Set-Cookie JSESSIONID (32 upper hex) ¦ {H32} ¦ < HTTP/1.1 302 Found\n< Set-Cookie: JSESSIONID={t}; Path=/erp; Secure; HttpOnly\n< Location: /erp/login?error=expired
aspnet session ¦ ASP.NET_SessionId and .ASPXAUTH cookies (24 lower alnum; hex ticket) ¦ {H160} ¦ System.Web.HttpException: Validation of viewstate MAC failed. Cookie: ASP.NET_SessionId=q2w3e4r5t6y7u8i9o0p1a2s3; .ASPXAUTH={t}
gitlab session cookie ¦ a GitLab _gitlab_session cookie (32 hex) quoted in a 422 ¦ {h32} ¦ Completed 422 Unprocessable Entity: Can't verify CSRF token authenticity. Cookie: _gitlab_session={t}; preferred_language=en
sails sid ¦ a Sails/Express signed session cookie s%3A<sid>.<signature> ¦ {u32} ¦ Error: Session not found for cookie sails.sid=s%3A{t}.kQ2wE3rT4yU5iO6pA7sD8fG9hJ0kL1zX2cV3bN4mQ5w
wordpress logged in ¦ wordpress_logged_in_<hash> cookie (user|expiry|token|hmac) ¦ {A43} ¦ Cookie check failed: wordpress_logged_in_5c4b0a9e8f7d6c5b4a3928170f6e5d4c=editor%7C1765000000%7C{t}%7C4e9a1c2b3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8
sts session token ¦ an AWS STS session token (FwoGZXIvYXdzE prefix, base64) in an SDK error ¦ FwoGZXIvYXdzE{b300} ¦ botocore.exceptions.ClientError: An error occurred (ExpiredToken) when calling the GetObject operation: The provided token has expired. (AWS_SESSION_TOKEN={t})
"""

DSN = r"""
stomp url ¦ a STOMP broker URL with userinfo (stomp+ssl) ¦ {p} ¦ stomp.exception.ConnectFailedException: stomp+ssl://bridge:{t}@mq.acme.lan:61614 ERROR frame: message:Authentication failed
zookeeper addauth ¦ zkCli.sh addauth digest user:password echoed in a session log ¦ {p} ¦ [zk: zk1.acme.lan:2181(CONNECTED) 3] addauth digest kafka:{t}\n[zk: zk1.acme.lan:2181(CONNECTED) 4] ls /brokers\nInsufficient permission : /brokers
telnet url ¦ a telnet:// URL with userinfo in a device inventory error ¦ {p} ¦ netmiko: TelnetAuthenticationException for telnet://admin:{t}@10.20.0.4:23 (device_type=cisco_ios_telnet)
ftps url ¦ an ftps:// URL with userinfo in a sync tool ¦ {p} ¦ lftp: mirror: Login failed: 530 Login incorrect. (ftps://edi_partner:{t}@edi.acme.lan:990/in)
git plus https requirement ¦ a requirements.txt line installing from git+https with a token ¦ {A40} ¦ ERROR: Could not install packages due to an OSError: git clone --filter=blob:none -q 'git+https://build:{t}@git.acme.lan/libs/acme-core.git@v4.2' exited with 128
helm oci login ¦ helm registry login echo in a CI log (oci:// registry) ¦ {u40} ¦ + helm registry login oci://registry.acme.lan/charts --username robot --password {t}\nError: login failed: unauthorized: authentication required
hive jdbc ¦ a Hive JDBC URL with user and password parameters ¦ {p} ¦ java.sql.SQLException: Could not open client transport with JDBC Uri: jdbc:hive2://hive.acme.lan:10000/default;user=etl;password={t};ssl=true
kafka jaas scram ¦ a Kafka client properties sasl.jaas.config ScramLoginModule line ¦ {p} ¦ org.apache.kafka.common.errors.SaslAuthenticationException: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512\nsasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="orders-svc" password="{t}";
oracle ezconnect ¦ Oracle EZConnect user/password@host:port/service on a sqlplus line ¦ {p} ¦ $ sqlplus -S ledger/{t}@db-ora.acme.lan:1521/LEDGERPDB\nERROR: ORA-01017: invalid username/password; logon denied
mqtt connect dump ¦ an MQTT CONNECT packet decoded by a broker's debug log ¦ {p} ¦ mosquitto: Received CONNECT from sensor-17 (p2, c1, k60, u'gateway', pw'{t}')\nmosquitto: Client sensor-17 disconnected, not authorised.
psql connect metacommand ¦ psql \connect with a conninfo string echoed by ECHO all ¦ {p} ¦ \connect "host=10.0.3.14 dbname=ledger user=auditor password={t} sslmode=require"\nconnection to server at "10.0.3.14", port 5432 failed: FATAL:  password authentication failed for user "auditor"\nPrevious connection kept
"""

TRACES = r"""
julia stacktrace ¦ Julia's stacktrace with argument values in a frame ¦ {A40} ¦ ERROR: HTTP.Exceptions.StatusError(401, "POST", "/v1/upload")\nStacktrace:\n [1] upload(bucket::String, key::String)\n   @ Main ./sync.jl:14\n [2] main(; token="{t}")\n   @ Main ./sync.jl:30
r traceback ¦ R's traceback() listing calls with their literal arguments ¦ {p} ¦ Error in curl::curl_fetch_memory(url, handle = handle) : HTTP 401\n3: dbConnect(RPostgres::Postgres(), host = "10.0.3.14", user = "analyst", password = "{t}")\n2: connect_dw()\n1: main()
lua stack traceback ¦ Lua's 'stack traceback:' with an error message holding the key ¦ {u40} ¦ lua: api.lua:42: request failed for key '{t}': 403\nstack traceback:\n\t[C]: in function 'error'\n\tapi.lua:42: in function 'call'\n\tmain.lua:7: in main chunk
zig error trace ¦ Zig's error return trace with a printed argument ¦ {h64} ¦ error: AuthFailed (secret={t})\n/src/client.zig:88:13: 0x10a3f2c in login (client)\n            return error.AuthFailed;\n            ^
ocaml raised at ¦ OCaml's 'Raised at' backtrace with an exception carrying the value ¦ {p} ¦ Fatal error: exception Failure("login rejected for password {t}")\nRaised at Stdlib.failwith in file "stdlib.ml", line 29, characters 17-33\nCalled from Dune__exe__Main.connect in file "bin/main.ml", line 12
crystal unhandled ¦ Crystal's unhandled exception with its backtrace ¦ {A32} ¦ Unhandled exception: Unauthorized: key {t} is not valid (HTTP::Client::Error)\n  from src/acme/client.cr:31:7 in 'get'\n  from src/main.cr:9:1 in '__crystal_main'
elixir logger metadata ¦ Elixir Logger crash report with the state printed by inspect ¦ {u43} ¦ [error] GenServer Acme.Poller terminating\n** (MatchError) no match of right hand side value: {:error, :unauthorized}\nLast message: :poll\nState: %{interval: 30000, url: "https://api.acme.io/feed", api_token: "{t}"}
erlang crash report ¦ an Erlang =CRASH REPORT with initial_call and the state ¦ {p} ¦ =CRASH REPORT==== 4-Dec-2026::06:55:01.221 ===\n  crasher:\n    initial_call: epgsql_sock:init/1\n    error_info: {badmatch,{error,invalid_password}}\n    dictionary: [{opts,#{host => "10.0.3.14",username => "ejabberd",password => "{t}"}}]
kotlin coroutine ¦ a Kotlin coroutine exception with the data class in the message ¦ {A40} ¦ kotlinx.coroutines.JobCancellationException: Parent job is Cancelling; job=StandaloneCoroutine{Cancelling}\nCaused by: java.lang.IllegalStateException: 403 for ApiConfig(baseUrl=https://api.acme.io, apiKey={t}, timeoutMs=5000)
swift fatal error ¦ Swift's Fatal error with a struct's description ¦ {u40} ¦ Fatal error: Unexpectedly found nil while unwrapping an Optional value: file Sync/Client.swift, line 48\nClient(config: Config(host: "api.acme.io", token: "{t}", retries: 3))
dart unhandled ¦ Dart's 'Unhandled exception:' with the object's toString ¦ {A32} ¦ Unhandled exception:\nHttpException: 401 Unauthorized, uri = https://api.acme.io/v2/items?key={t}\n#0      IOClient.send (package:http/src/io_client.dart:96:7)
dotnet exception data ¦ .NET's Exception.ToString with a Data dictionary entry ¦ {p} ¦ System.Data.SqlClient.SqlException (0x80131904): Login failed for user 'app'.\n   at Acme.Db.Open()\n  Data:\n    ConnectionString: Server=10.0.5.2;Database=ledger;User Id=app;Password={t};\n    HelpLink.ProdName: Microsoft SQL Server
"""


def http_cases(values: Values) -> list[Case]:
    return values.table("http", HTTP, raises="group")


def dsn_cases(values: Values) -> list[Case]:
    return values.table("dsn", DSN, raises="oserror")


def trace_cases(values: Values) -> list[Case]:
    return values.table("traceback", TRACES, raises="cause")
