"""Held-out set 20: runtimes' own error output (not Python) quoting connection strings,
headers and configuration.

Node (an ``AggregateError`` from ``Promise.any``, ``assert.deepStrictEqual``'s diff, a
``SyntaxError`` from ``JSON.parse`` echoing its input, a ``ERR_INVALID_ARG_VALUE``),
Deno's permission prompt, Bun's error frame, Java and Kotlin (a ``SQLException`` chain from
Flyway, Liquibase's changelog parameter dump, a Kotlin ``lateinit`` failure with a data class
in the message, Spring Boot's ``/actuator/env``-style dump in a failure analyzer), Scala (an
sbt ``publish`` failure with a credentials ``toString``), Go (a ``%#v`` of a struct, a
``net/url`` parse error, a ``go test`` failure's diff), Rust (a ``config``-crate error, an
``anyhow`` chain, a ``tokio-postgres`` config ``Debug``), Ruby (an ``ArgumentError`` from
``URI``, a ``Psych`` error with its line, a ``Net::HTTP`` debug output), .NET (an
``ArgumentException`` from a connection string builder, a ``JsonException`` path with a
value, an Azure SDK ``RequestFailedException`` with headers), Swift, Dart, Haskell, Clojure,
Erlang, R and Julia. The formats are the runtimes' (written from their documented shapes, not
run here; the ``cli`` kind runs Node, Java and Rust for real); the names in them are invented.
"""

from __future__ import annotations

import dataclasses

from _heldout_secrets_harness import Case, Values

__all__ = ["runtime_cases"]

ROWS = r"""
node aggregate error ¦ Node's AggregateError from Promise.any, each rejection printed ¦ {p} ¦ [AggregateError: All promises were rejected] {\n  [errors]: [\n    Error: connect ECONNREFUSED 10.0.2.11:5672 (amqp://billing:{t}@mq-a:5672)\n    Error: connect ECONNREFUSED 10.0.2.12:5672 (amqp://billing:{t}@mq-b:5672)\n  ]\n}
node deep strict equal ¦ Node's assert.deepStrictEqual diff (+ actual, - expected) ¦ {A40} ¦ AssertionError [ERR_ASSERTION]: Expected values to be strictly deep-equal:\n+ actual - expected\n\n  {\n+   apiKey: '{t}',\n-   apiKey: '[redacted]',\n    region: 'eu'\n  }
node json parse input ¦ Node 20's JSON.parse SyntaxError quoting the start of its input ¦ {A32} ¦ SyntaxError: Unexpected token ''', "{'token': '{t}'}" is not valid JSON\n    at JSON.parse (<anonymous>)\n    at loadConfig (/srv/app/config.js:12:15)
node invalid arg value ¦ Node's ERR_INVALID_ARG_VALUE quoting a header value ¦ {A40} ¦ TypeError [ERR_INVALID_CHAR]: Invalid character in header content ["x-api-key"]\n    at ClientRequest.setHeader (node:_http_outgoing:703:3) {\n  code: 'ERR_INVALID_CHAR'\n}\nheader value was: "{t}\n"
deno permission ¦ Deno's --allow-env prompt and a NotCapable error with the requested URL ¦ {A32} ¦ error: Uncaught (in promise) NotCapable: Requires net access to "hooks.acme.io:443", run again with the --allow-net flag\n    at fetch (ext:deno_fetch/26_fetch.js:144:11)\n    at file:///srv/notify.ts:4:7 (url https://hooks.acme.io/t/{t})
bun error frame ¦ Bun's error frame showing the source line with a token ¦ {A40} ¦ 3 | const client = new Client({\n4 |   token: "{t}",\n5 |   retries: "three",\n                ^\nTypeError: retries must be a number\n      at new Client (/srv/app/client.ts:5:12)
java flyway chain ¦ Flyway's FlywaySqlException with the JDBC URL in its message ¦ {p} ¦ org.flywaydb.core.internal.exception.FlywaySqlException: Unable to obtain connection from database (jdbc:postgresql://pg-m:5432/main?user=migrator&password={t}) for user 'migrator': FATAL: password authentication failed\n-----------------------------------------------------------------\nSQL State  : 28P01\nError Code : 0
java liquibase params ¦ Liquibase's parameter dump at a failed update ¦ {p} ¦ Liquibase Version: 4.29.2\nLiquibase Open Source 4.29.2 by Liquibase\n####################################################\n## changelog-file: db/changelog.xml\n## url: jdbc:mysql://mysql-2:3306/crm\n## username: crm\n## password: {t}\nUnexpected error running Liquibase: Access denied for user 'crm'
kotlin lateinit ¦ a Kotlin exception whose message interpolates a data class ¦ {A40} ¦ Exception in thread "main" kotlin.UninitializedPropertyAccessException: lateinit property client has not been initialized (config=S3Config(bucket=acme-logs, accessKey=AKIA9ACME2, secretKey={t}, region=eu-west-1))\n\tat com.acme.logs.Uploader.upload(Uploader.kt:41)
spring failure analyzer ¦ Spring Boot's FailureAnalyzer report with a bound property value ¦ {A40} ¦ ***************************\nAPPLICATION FAILED TO START\n***************************\n\nDescription:\n\nFailed to bind properties under 'acme.mail.api-key' to java.time.Duration:\n\n    Property: acme.mail.api-key\n    Value: "{t}"\n    Origin: System Environment Property "ACME_MAIL_API_KEY"\n    Reason: failed to convert java.lang.String to java.time.Duration
scala sbt credentials ¦ an sbt publish failure printing a Credentials toString (shape assumed) ¦ {A40} ¦ [error] java.io.IOException: PUT operation to URL https://maven.acme.io/releases/com/acme/core_2.13/1.8.0/core_2.13-1.8.0.pom failed with status code 401: Unauthorized\n[error] credentials: DirectCredentials("maven.acme.io", "ci", "{t}")
go sharp v ¦ a Go %#v of a struct in a log line ¦ {A40} ¦ 2026/12/05 10:31:07 init storage: &minio.Options{Creds:(*credentials.Credentials)(0xc0001a2c30), Secure:true} from main.Config{Endpoint:"s3.acme.io", AccessKey:"ACMEMINIO7", SecretKey:"{t}"}
go url parse ¦ Go's net/url parse error quoting the whole URL ¦ {p} ¦ panic: parse "postgres://report:{t}@pg-9:54x2/report": invalid port ":54x2" after host\n\ngoroutine 1 [running]:\nmain.mustDB(...)
go test diff ¦ a go test failure printing got and want structs ¦ {A40} ¦ --- FAIL: TestLoadConfig (0.00s)\n    config_test.go:27: LoadConfig() mismatch (-want +got):\n          config.Config{\n        -   Token: "",\n        +   Token: "{t}",\n            Region: "eu",\n          }\nFAIL\nFAIL\tgithub.com/acme/sync/config\t0.014s
rust config crate ¦ the Rust config crate's error quoting a value of the wrong type ¦ {A32} ¦ Error: invalid type: string "{t}", expected u16 for key `server.port` in environment variable ACME__SERVER__PORT (swapped with ACME__SERVER__TOKEN)
rust anyhow chain ¦ an anyhow error chain (Caused by) from a Rust CLI ¦ {p} ¦ Error: failed to open the mail session\n\nCaused by:\n    0: SMTP login for ops@acme.io with password "{t}" was refused\n    1: 535 5.7.8 Authentication credentials invalid
rust tokio postgres ¦ a tokio-postgres Config's Debug printed by a caller ¦ {p} ¦ thread 'main' panicked at src/db.rs:19:37:\nconnect failed for Config { user: Some("sync"), password: Some([{t}]), dbname: Some("sync"), host: [Tcp("pg-3")], port: [5432] }
ruby uri argument ¦ Ruby's URI::InvalidURIError quoting the URI ¦ {p} ¦ /usr/lib/ruby/3.3.0/uri/rfc3986_parser.rb:66:in `split': bad URI(is not URI?): "ftp://backup:{t}@files acme.io/nightly" (URI::InvalidURIError)
ruby psych error ¦ Ruby's Psych::SyntaxError with the offending line shown by a wrapper ¦ {A40} ¦ (config/credentials.yml): did not find expected key while parsing a block mapping at line 3 column 3 (Psych::SyntaxError)\n  line 3: "  stripe_key: sk_live_{t}"\n  line 4: " bad indent: true"
ruby net http debug ¦ Net::HTTP#set_debug_output showing the request headers ¦ {A40} ¦ opening connection to api.acme.io:443...\nopened\nstarting SSL for api.acme.io:443...\n<- "GET /v1/orders HTTP/1.1\r\nAccept: */*\r\nAuthorization: Token {t}\r\nHost: api.acme.io\r\n\r\n"\n-> "HTTP/1.1 401 Unauthorized\r\n"
dotnet builder argument ¦ a .NET ArgumentException from a connection string builder quoting the string ¦ {p} ¦ System.ArgumentException: Format of the initialization string does not conform to specification starting at index 71.\n   at System.Data.Common.DbConnectionOptions.GetKeyValuePair(String connectionString, Int32 currentPosition)\n  connectionString: "Server=sql-7;Database=Billing;User Id=billing;Password={t};;Trust Server Certificate"
dotnet json exception ¦ a .NET JsonException with a path, the value quoted by the app ¦ {A40} ¦ System.Text.Json.JsonException: The JSON value could not be converted to System.Int32. Path: $.Retry | LineNumber: 3 | BytePositionInLine: 22.\n ---> value at $.ApiKey just before: "{t}"
dotnet azure request failed ¦ Azure SDK RequestFailedException printing request headers ¦ {b88} ¦ Azure.RequestFailedException: Server failed to authenticate the request.\nStatus: 403 (Server failed to authenticate the request.)\nErrorCode: AuthenticationFailed\n\nHeaders:\nx-ms-request-id: 5c1e7b2a-201e-0042-7a1f-c3d8e2000000\nConnection string used: DefaultEndpointsProtocol=https;AccountName=acmelogs;AccountKey={t};EndpointSuffix=core.windows.net
swift fatal error ¦ a Swift fatalError message with a struct's description ¦ {A40} ¦ Fatal error: Could not sign request: Credentials(accessKeyId: "AKIASWIFT01", secretAccessKey: "{t}", sessionToken: nil)\nCurrent stack trace:\n0    libswiftCore.so    0x00007f2a1c3b4e20 _swift_stdlib_reportFatalErrorInFile + 112
dart unhandled ¦ a Dart unhandled exception with a Map's toString ¦ {A40} ¦ Unhandled exception:\nHttpException: Connection closed before full header was received, uri = https://api.acme.io/v1/sync\nrequest headers: {authorization: Bearer {t}, content-type: application/json}\n#0      IOClient.send (package:http/src/io_client.dart:94:7)
haskell show record ¦ a Haskell exception showing a record with derived Show ¦ {p} ¦ sync-exe: DbConnectFailed (ConnectInfo {connectHost = "pg-h", connectPort = 5432, connectUser = "sync", connectPassword = "{t}", connectDatabase = "sync"})\nCallStack (from HasCallStack):\n  error, called at src/Db.hs:33:5 in main:Db
clojure ex info ¦ a Clojure ExceptionInfo with its ex-data map ¦ {A40} ¦ Execution error (ExceptionInfo) at acme.sync.http/request (http.clj:44).\nclj-http: status 401 {:status 401, :request {:url "https://api.acme.io/v2/items", :headers {"authorization" "Bearer {t}"}}}
erlang badmatch ¦ an Erlang badmatch printing the tuple it failed on ¦ {p} ¦ ** exception error: no match of right hand side value {error,{auth_failed,[{user,"ejabberd"},{password,"{t}"},{host,"db-x"}]}}\n     in function  db_pool:init/1 (src/db_pool.erl, line 28)
r stop message ¦ an R stop() message from httr with the URL ¦ {A32} ¦ Error in stop_for_status(resp) : \n  Unauthorized (HTTP 401). Failed to GET https://api.acme.io/v1/series?api_key={t}&from=2026-01-01\nCalls: fetch_series -> stop_for_status
julia method error ¦ a Julia error showing a NamedTuple argument ¦ {p} ¦ ERROR: LoadError: MethodError: no method matching connect(::NamedTuple{(:host, :user, :password), Tuple{String, String, String}})\n  arguments: (host = "pg-j", user = "analyst", password = "{t}")\nStacktrace:\n [1] top-level scope at /srv/etl.jl:9
"""


def runtime_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    cases = [
        *v.table("runtime", "\n".join(rows[:half]), raises="note"),
        *v.table("runtime", "\n".join(rows[half:]), raises="args"),
    ]
    # ``\t`` in a row is the tab Java and Go put before a stack frame; ``\r`` a carriage return.
    return [
        dataclasses.replace(case, text=case.text.replace("\\t", "\t").replace("\\r", "\r"))
        for case in cases
    ]
