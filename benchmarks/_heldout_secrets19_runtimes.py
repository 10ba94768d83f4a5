"""Held-out set 19: error output of programming languages other than Python quoting a
connection string, a header or a configuration value.

Node (an uncaught error's own properties printed after the stack, axios' ``toJSON``, undici's
``cause``, ``UnhandledPromiseRejection``, ``ERR_INVALID_URL`` ``input``, Prisma's
``datasource`` error, Mongoose's connection string), Java and Kotlin (a ``BeanCreationException``
quoting a property, HikariCP's pool config dump, a Kotlin data class's ``toString``, a Jackson
``MismatchedInputException`` path, a JDBC URL in a ``PSQLException``, Gradle's ``-P`` echo),
Go (``%+v`` of a config struct in a panic, ``sql.Open`` DSNs in a log, a ``net/http`` header map,
a ``pgx`` connect string), Rust (``{:#?}`` of a struct in a panic, ``Command``'s Debug with its
env, ``sqlx`` and ``reqwest`` errors), Ruby (``inspect`` of an object in a ``NoMethodError``,
Faraday's request headers, ActiveRecord's database config, Sidekiq's Redis URL) and .NET
(``SqlException`` with the connection string in ``Data``, ``HttpRequestException`` with a
header dump, Options validation naming a value, ``Npgsql`` connection strings, ``dotnet
user-secrets list``). Each text was written in the runtime's documented format (the sources
say which); where a library's exact wording is not documented, the source says "shape
assumed". None of these formats was in the earlier sets' runtime cases (grepped for the
exception and library names).
"""

from __future__ import annotations

import dataclasses

from _heldout_secrets_harness import Case, Values

__all__ = ["runtime_cases"]

ROWS = r"""
node error props ¦ Node printing an uncaught Error's own properties in braces after its stack ¦ {A40} ¦ /srv/app/sync.js:41\n    throw err;\n    ^\n\nError: Request failed with status code 401\n    at settle (/srv/app/node_modules/axios/lib/core/settle.js:19:12)\n    at IncomingMessage.handleStreamEnd (node:internal/...) {\n  code: 'ERR_BAD_REQUEST',\n  config: {\n    url: 'https://api.acme.io/v1/sync',\n    headers: { Accept: 'application/json', 'X-Api-Key': '{t}' }\n  }\n}\n\nNode.js v20.20.2
node axios tojson ¦ axios' error.toJSON() logged as JSON ¦ {u40} ¦ {"message":"Request failed with status code 403","name":"AxiosError","config":{"method":"post","url":"/v2/charges","baseURL":"https://pay.acme.io","headers":{"Content-Type":"application/json","Authorization":"Bearer {t}"}},"code":"ERR_BAD_REQUEST","status":403}
node undici cause ¦ Node's fetch failing with an undici cause that quotes the request URL (shape assumed) ¦ {A32} ¦ TypeError: fetch failed\n    at node:internal/deps/undici/undici:13502:13 {\n  [cause]: Error: connect ECONNREFUSED 10.0.4.2:443 (https://reports.acme.io/export?token={t})\n}
node unhandled rejection ¦ Node's UnhandledPromiseRejection quoting a rejected plain object ¦ {p} ¦ node:internal/process/promises:289\n            triggerUncaughtException(err, true /* fromPromise */);\n            ^\n\n[UnhandledPromiseRejection: This error originated either by throwing inside of an async function without a catch block, or by rejecting a promise which was not handled with .catch(). The promise rejected with the reason "{ user: 'mailer', pass: '{t}', host: 'smtp.acme.io' }".] {\n  code: 'ERR_UNHANDLED_REJECTION'\n}
node invalid url input ¦ Node's ERR_INVALID_URL with the input property printed ¦ {p} ¦ TypeError: Invalid URL\n    at new URL (node:internal/url:775:36) {\n  code: 'ERR_INVALID_URL',\n  input: 'amqp://orders:{t}@mq-1:5672:/vhost'\n}
node prisma datasource ¦ Prisma's P1000 error in a Node stack with DATABASE_URL echoed by a wrapper ¦ {p} ¦ PrismaClientInitializationError: Authentication failed against database server at `pg-1`, the provided database credentials for `app` are not valid.\n    at r (/srv/app/node_modules/@prisma/client/runtime/library.js:111:2770)\n  errorCode: 'P1000'\nDATABASE_URL=postgresql://app:{t}@pg-1:5432/shop?schema=public
node mongoose uri ¦ Mongoose's MongoServerError logged with the URI it was given (shape assumed) ¦ {p} ¦ MongooseServerSelectionError: bad auth : Authentication failed.\n    at NativeConnection.Connection.openUri (/srv/app/node_modules/mongoose/lib/connection.js:825:32)\n  reason: TopologyDescription { type: 'ReplicaSetNoPrimary' }\nconnecting to mongodb+srv://shop:{t}@cluster0.x1k2z.mongodb.net/shop
java bean creation ¦ Spring's BeanCreationException quoting a property value in a failed conversion ¦ {A40} ¦ org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'paymentClient': Failed to convert property value of type 'java.lang.String' to required type 'java.time.Duration' for property 'timeout'; nested exception: value '{t}' (from 'payments.api-key' placeholder mix-up)
java hikari config dump ¦ HikariCP's DEBUG pool configuration dump at startup ¦ {p} ¦ DEBUG com.zaxxer.hikari.HikariConfig - HikariPool-1 - configuration:\nDEBUG com.zaxxer.hikari.HikariConfig - jdbcUrl.........................jdbc:mysql://db-2:3306/orders?user=orders&password={t}\nDEBUG com.zaxxer.hikari.HikariConfig - maximumPoolSize.................10\nERROR com.zaxxer.hikari.pool.HikariPool - HikariPool-1 - Exception during pool initialization.
kotlin data class ¦ a Kotlin data class's generated toString in an exception message ¦ {p} ¦ Exception in thread "main" java.lang.IllegalStateException: SMTP login failed for SmtpSettings(host=mail.acme.io, port=587, username=notify, password={t}, startTls=true)\n\tat com.acme.mail.MailerKt.main(Mailer.kt:22)
java jackson path ¦ a Jackson MismatchedInputException quoting the source it read ¦ {A32} ¦ com.fasterxml.jackson.databind.exc.MismatchedInputException: Cannot deserialize value of type `int` from String "{t}": not a valid `int` value\n at [Source: (String)"{"retries":"{t}"}"; line: 1, column: 12] (through reference chain: com.acme.Config["retries"])
java psql url ¦ a PSQLException logged with the JDBC URL holding a password parameter ¦ {p} ¦ org.postgresql.util.PSQLException: FATAL: password authentication failed for user "ledger"\n\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)\nCaused by connecting to jdbc:postgresql://pg-ledger:5432/ledger?user=ledger&password={t}&sslmode=require
gradle property echo ¦ Gradle --info echoing a -P project property in a failure ¦ {A40} ¦ FAILURE: Build failed with an exception.\n* What went wrong:\nExecution failed for task ':app:publishReleasePublicationToAcmeRepository'.\n> Could not PUT 'https://maven.acme.io/releases/com/acme/app/2.4.0/app-2.4.0.pom'. Received status code 401 from server: Unauthorized\nStarting Build with -PacmeUser=ci -PacmeToken={t}
go panic struct ¦ a Go panic printing a config struct with %+v ¦ {A40} ¦ panic: connect: {Host:vault.acme.io Port:8200 Token:{t} Namespace:ops}\n\ngoroutine 1 [running]:\nmain.main()\n\t/src/cmd/agent/main.go:48 +0x1d4\nexit status 2
go log dsn ¦ a Go log line with a MySQL DSN (user:pass@tcp(host)/db) ¦ {p} ¦ 2026/12/05 09:41:02 sql.Open("mysql", "billing:{t}@tcp(db-3:3306)/billing?parseTime=true"): Error 1045 (28000): Access denied for user 'billing'@'10.0.4.17'
go header map ¦ a Go log printing an http.Header map (map[Key:[value]]) ¦ {A48} ¦ 2026/12/05 09:41:05 request to https://api.acme.io/v3/items failed: 401 Unauthorized; headers=map[Accept:[application/json] Authorization:[Bearer {t}] User-Agent:[acme-sync/1.4]]
go pgx conninfo ¦ a Go pgx error beside the key=value conninfo a wrapper logged ¦ {p} ¦ level=error msg="connect failed" err="failed to connect to `user=etl database=warehouse`: 10.0.7.3:5432 (pg-7): failed SASL auth: FATAL: password authentication failed for user \"etl\" (SQLSTATE 28P01)" conninfo="host=pg-7 user=etl password={t} dbname=warehouse"
go yaml unmarshal ¦ a Go yaml.v3 unmarshal error quoting the value it could not decode ¦ {A32} ¦ error: yaml: unmarshal errors:\n  line 14: cannot unmarshal !!str `{t}` into int (field retries, key api_token one line up)
rust pretty debug ¦ a Rust panic with {:#?} of a struct ¦ {A40} ¦ thread 'main' panicked at src/main.rs:31:9:\nupload failed for Config {\n    bucket: "acme-backups",\n    access_key: "AKIAACMEX81",\n    secret_key: "{t}",\n}\nnote: run with `RUST_BACKTRACE=1` environment variable to display a backtrace
rust sqlx error ¦ a Rust sqlx error with the connect options logged by tracing ¦ {p} ¦ 2026-12-05T09:41:12.118Z ERROR shop::db: pool error: error returned from database: password authentication failed for user "shop" url="postgres://shop:{t}@pg-1/shop"
rust reqwest error ¦ a reqwest error's Debug with the URL and a header the caller logged ¦ {A40} ¦ Error: reqwest::Error { kind: Status(401), url: "https://api.acme.io/v1/feeds?key={t}" }\n\nCaused by:\n    HTTP status client error (401 Unauthorized)
ruby nomethod inspect ¦ a Ruby NoMethodError quoting the receiver's inspect ¦ {p} ¦ sync.rb:18:in `block in run': undefined method `fetch' for #<Acme::Client:0x00007f3a2c1d9e40 @host="api.acme.io", @user="sync", @password="{t}"> (NoMethodError)
ruby faraday headers ¦ Faraday's logger middleware printing request headers ¦ {A40} ¦ I, [2026-12-05T09:41:15.002 #4412]  INFO -- request: GET https://api.acme.io/v2/orders\nI, [2026-12-05T09:41:15.002 #4412]  INFO -- request: User-Agent: "Faraday v2.12.0"\nAuthorization: "Token token={t}"\nE, [2026-12-05T09:41:15.311 #4412] ERROR -- : Faraday::UnauthorizedError
ruby database yml ¦ ActiveRecord's connection error with the resolved database config hash ¦ {p} ¦ ActiveRecord::DatabaseConnectionError: There is an issue connecting with your hostname: pg-4.\n{"adapter"=>"postgresql", "host"=>"pg-4", "database"=>"crm", "username"=>"crm", "password"=>"{t}"}
ruby sidekiq redis ¦ Sidekiq's boot log with its Redis URL ¦ {A32} ¦ INFO: Booted Rails 7.2.1 application in production environment\nINFO: Running in ruby 3.3.6\nINFO: Sidekiq 7.3.2 connecting to Redis with options {:size=>10, :url=>"redis://:{t}@redis-2:6379/0"}\nERROR: Redis::CommandError: WRONGPASS invalid username-password pair
dotnet sql data ¦ a .NET SqlException with Data entries printed by a logger ¦ {p} ¦ fail: Acme.Orders.Repository[0]\n      Microsoft.Data.SqlClient.SqlException (0x80131904): Login failed for user 'orders'.\n         at Microsoft.Data.SqlClient.SqlInternalConnection.OnError(...)\n      Data: ConnectionString=Server=tcp:sql-3,1433;Initial Catalog=Orders;User ID=orders;Password={t};Encrypt=True
dotnet http headers ¦ a .NET HttpRequestException with the request's headers logged by a DelegatingHandler ¦ {A48} ¦ System.Net.Http.HttpRequestException: Response status code does not indicate success: 401 (Unauthorized).\nRequest: Method: GET, RequestUri: 'https://api.acme.io/v1/ledger', Version: 1.1, Headers:\n{\n  Authorization: Bearer {t}\n  traceparent: 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01\n}
dotnet options validation ¦ .NET OptionsValidationException naming the bound value (shape assumed) ¦ {A40} ¦ Microsoft.Extensions.Options.OptionsValidationException: DataAnnotation validation failed for 'StorageOptions' members: 'AccountKey' with the error: 'The field AccountKey must be a string with a maximum length of 32.' (value '{t}')
dotnet npgsql ¦ an Npgsql exception logged with its connection string ¦ {p} ¦ Npgsql.PostgresException (0x80004005): 28P01: password authentication failed for user "reports"\n   at Npgsql.Internal.NpgsqlConnector.<Open>g__OpenCore|214_1(...)\n  ConnectionString: Host=pg-r;Username=reports;Password={t};Database=reports
dotnet user secrets ¦ dotnet user-secrets list printing the project's secrets ¦ {A40} ¦ $ dotnet user-secrets list --project src/Shop.Api\nSendGrid:ApiKey = SG.{t}\nConnectionStrings:Main = Server=localhost;Database=shop;Trusted_Connection=True
php pdo dsn ¦ a PHP PDOException with the constructor's arguments in the stack trace ¦ {p} ¦ PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000] [1045] Access denied for user 'wp'@'10.0.3.4' (using password: YES) in /var/www/db.php:8\nStack trace:\n#0 /var/www/db.php(8): PDO->__construct('mysql:host=db-9;...', 'wp', '{t}')\n#1 {main}
elixir ecto config ¦ an Elixir Ecto connection error with the repo config printed ¦ {p} ¦ ** (DBConnection.ConnectionError) connection not available and request was dropped from queue after 2000ms\n    config: [hostname: "pg-e", username: "phx", password: "{t}", database: "phx_prod", pool_size: 10]
"""


def runtime_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    cases = [
        *v.table("runtime", "\n".join(rows[:half]), raises="args"),
        *v.table("runtime", "\n".join(rows[half:]), raises="oserror"),
    ]
    # ``\t`` in a row is the tab Java and Go put before a stack frame.
    return [dataclasses.replace(case, text=case.text.replace("\\t", "\t")) for case in cases]
