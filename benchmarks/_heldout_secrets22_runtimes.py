"""Held-out set 22: frameworks', ORMs' and package managers' own output in languages other than
Python, quoting connection strings, headers, URLs, bound values and rejected input.

Each framework and message shape was grepped for in the earlier sets' files (none matched;
Spring Boot's "Failed to bind properties", serde's "invalid type: string" and Ruby's
``InvalidURIError`` did and were left out): Node (Fastify's pino request log with headers,
Next.js's ``Invalid src prop`` for ``next/image``, esbuild quoting a source line, Sequelize's
``Executing (default):`` query log, SvelteKit refusing ``$env/static/private`` in client code
with the value inlined in its import chain, NestJS's ``ConfigModule`` printing a validated
config), Java (jOOQ's ``with bind values``, MyBatis's ``==> Parameters``), Kotlin (Exposed's
SQL log), Go (``net/url``'s ``invalid userinfo`` quoting the URL, GORM's SQL log, Fiber's
access log), Rust (tower-http's ``TraceLayer`` span, actix-web's ``Logger`` line), Ruby
(Rack's ``CommonLogger`` line, Sequel's query log, Sinatra's error page in development),
.NET (EF Core with ``EnableSensitiveDataLogging``, a ``Dapper`` command in an exception's
data), Swift (SwiftPM failing to fetch a dependency with a token in its URL, a Vapor request
log), Dart (``dart pub get`` failing on a git dependency) and Maven's ``help:effective-settings``
echoing a ``settings.xml`` server. The names in them are invented.
"""

from __future__ import annotations

import dataclasses

from _heldout_secrets_harness import Case, Values

__all__ = ["runtime_cases"]

ROWS = r"""
fastify pino headers ¦ Fastify's pino request log with a custom serializer that kept headers ¦ {A40} ¦ {"level":30,"time":1764940411221,"pid":17,"hostname":"api-7d9c","reqId":"req-1k","req":{"method":"POST","url":"/v1/ingest","headers":{"host":"api.acme.io","x-ingest-key":"{t}","content-type":"application/json"}},"msg":"incoming request"}
nextjs image src ¦ Next.js's Invalid src prop error for next/image quoting the URL ¦ {u40} ¦ Error: Invalid src prop (https://assets.acme-cdn.net/p/4412.jpg?sig={t}&exp=1764950000) on `next/image`, hostname "assets.acme-cdn.net" is not configured under images in your `next.config.js`\nSee more info: https://nextjs.org/docs/messages/next-image-unconfigured-host
esbuild source line ¦ esbuild's error quoting the source line and a caret ¦ {A40} ¦ ✘ [ERROR] Expected ";" but found "const"\n\n    src/lib/analytics.ts:3:52:\n      3 │ const SEGMENT_WRITE_KEY = "{t}" const flushAt = 20;\n        │                                                     ^\n        ╵                                                     ;\n\n1 error
sequelize query log ¦ Sequelize's default query logging (console.log of each statement) ¦ {A40} ¦ Executing (default): INSERT INTO "integrations" ("id","provider","access_token","createdAt","updatedAt") VALUES (DEFAULT,'hubspot','pat-eu1-{t}','2026-12-05 13:15:02.114 +00:00','2026-12-05 13:15:02.114 +00:00') RETURNING "id","provider","access_token","createdAt","updatedAt";
sveltekit env private ¦ SvelteKit refusing a private env import in client code (the value inlined by a plugin) ¦ {A32} ¦ [vite] Internal server error: Cannot import $env/static/private into client-side code:\n- src/routes/+page.svelte\n  - src/lib/api.ts\n    - $env/static/private (PRIVATE_MAPBOX_TOKEN = "sk.{t}")
nestjs config print ¦ a NestJS bootstrap log printing the validated config object ¦ {p} ¦ [Nest] 17  - 12/05/2026, 1:15:40 PM     LOG [Bootstrap] config: {\n  port: 3000,\n  database: { host: 'pg-2', user: 'api', pass: '{t}', ssl: true },\n  redis: { url: 'redis://cache:6379' }\n}
jooq bind values ¦ jOOQ's DEBUG log of a query with its bind values inlined ¦ {A40} ¦ DEBUG org.jooq.tools.LoggerListener - Executing query          : insert into "public"."webhook" ("url", "secret") values (?, ?)\nDEBUG org.jooq.tools.LoggerListener - -> with bind values      : insert into "public"."webhook" ("url", "secret") values ('https://erp.acme.io/hook', '{t}')
mybatis parameters ¦ MyBatis's DEBUG log of a statement and its parameters ¦ {p} ¦ DEBUG c.a.u.m.UserMapper.insert - ==>  Preparing: INSERT INTO sftp_accounts (login, password, home) VALUES (?, ?, ?)\nDEBUG c.a.u.m.UserMapper.insert - ==> Parameters: edi_partner(String), {t}(String), /data/edi(String)\nDEBUG c.a.u.m.UserMapper.insert - <==    Updates: 1
exposed sql log ¦ Kotlin Exposed's SQL log (addLogger(StdOutSqlLogger)) ¦ {A40} ¦ SQL: INSERT INTO api_clients (client_id, client_secret, created_at) VALUES ('erp-sync', '{t}', '2026-12-05T13:16:01')
go url invalid userinfo ¦ Go's net/url rejecting a URL whose password has a character it does not allow ¦ {p} ¦ panic: parse "amqp://billing:{t}^@mq.acme.io:5672/prod": net/url: invalid userinfo\n\ngoroutine 1 [running]:\nmain.mustConnect(...)\n\t/src/cmd/billing/main.go:31
gorm sql log ¦ GORM's logger printing a statement with its values ¦ {A40} ¦ 2026/12/05 13:16:22 /src/internal/store/keys.go:44\n[3.412ms] [rows:1] INSERT INTO `api_keys` (`owner_id`,`name`,`secret`,`created_at`) VALUES (4412,'ci','{t}','2026-12-05 13:16:22.301')
fiber access log ¦ Fiber's logger middleware line with the query string ¦ {A32} ¦ 13:16:40 | 401 |   1.212ms |  10.0.4.12 | GET     | /api/v2/export?format=csv&access_token={t} | -
tower http trace ¦ tower-http's TraceLayer span for a request with its URI ¦ {A40} ¦ 2026-12-05T13:17:02.441Z DEBUG request{method=GET uri=/v1/feeds/daily?api_key={t} version=HTTP/1.1}: tower_http::trace::on_response: finished processing request latency=2 ms status=401
actix logger ¦ actix-web's Logger middleware line ¦ {A40} ¦ [2026-12-05T13:17:20Z INFO  actix_web::middleware::logger] 10.0.4.9 "GET /hooks/stripe?secret={t} HTTP/1.1" 401 0 "-" "Stripe/1.0 (+https://stripe.com/docs/webhooks)" 0.000412
rack common logger ¦ Rack's CommonLogger line ¦ {A40} ¦ 10.0.4.15 - - [05/Dec/2026:13:17:41 +0000] "GET /ical/feed.ics?token={t} HTTP/1.1" 200 18244 0.0121
sequel query log ¦ Sequel's logger at INFO with a statement's literal values ¦ {p} ¦ I, [2026-12-05T13:18:03.551 #17]  INFO -- : (0.001204s) UPDATE "smtp_settings" SET "password" = '{t}', "updated_at" = '2026-12-05 13:18:03' WHERE ("id" = 1)
sinatra dev error ¦ Sinatra's development error page (text view) with the request's params ¦ {A40} ¦ NoMethodError at /oauth/callback\nundefined method `fetch' for nil\n\nGET\nVariable\tValue\ncode\t{t}\nstate\t8f1c2a9e
efcore sensitive logging ¦ EF Core's command log with EnableSensitiveDataLogging ¦ {A40} ¦ info: Microsoft.EntityFrameworkCore.Database.Command[20101]\n      Executed DbCommand (4ms) [Parameters=[@p0='{t}' (Nullable = false) (Size = 40), @p1='billing' (Nullable = false) (Size = 4000)], CommandType='Text', CommandTimeout='30']\n      INSERT INTO [ApiClients] ([Secret], [Name]) VALUES (@p0, @p1);
dapper exception data ¦ a Dapper command's SQL and parameters added to an exception's Data and logged ¦ {p} ¦ fail: Acme.Billing.SftpImporter[0]\n      Microsoft.Data.SqlClient.SqlException (0x80131904): Login failed for user 'edi'.\n      Data: Sql=EXEC dbo.SetSftpLogin @Login, @Password; Params={ Login = edi_partner, Password = {t} }
swiftpm fetch ¦ SwiftPM failing to fetch a dependency whose URL holds a token ¦ {A40} ¦ error: Failed to clone repository https://oauth2:glpat-{t}@gitlab.acme.io/ios/AcmeKit.git:\n    Cloning into bare repository '/Users/dev/Library/Caches/org.swift.swiftpm/repositories/AcmeKit-4e1f0c9a'...\n    remote: HTTP Basic: Access denied.
vapor request log ¦ a Vapor request log line at debug with headers ¦ {A40} ¦ [ DEBUG ] GET /admin/metrics [request-id: 5C1E2A4F-0B9D-4E6C-8A1B-2C3D4E5F6A7B, headers: ["Host": "api.acme.io", "X-Admin-Token": "{t}", "Accept": "*/*"]] (Vapor/HTTP/Server/HTTPServerHandler.swift:47)
dart pub get git ¦ dart pub get failing on a git dependency with credentials in the URL ¦ {A36} ¦ Resolving dependencies...\nGit error. Command: `git clone --mirror https://ci-bot:{t}@git.acme.io/mobile/acme_ui.git /root/.pub-cache/git/cache/acme_ui-4e1f0c9a7d2e`\nstderr: fatal: Authentication failed for 'https://git.acme.io/mobile/acme_ui.git/'\nexit code: 128
maven effective settings ¦ mvn help:effective-settings printing a server's password ¦ {p} ¦ [INFO] Effective user-specific configuration settings:\n<settings xmlns="http://maven.apache.org/SETTINGS/1.2.0">\n  <servers>\n    <server>\n      <id>acme-releases</id>\n      <username>deployer</username>\n      <password>{t}</password>\n    </server>\n  </servers>\n</settings>
"""


def runtime_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    cases = [
        *v.table("runtime", "\n".join(rows[:half]), raises="cause"),
        *v.table("runtime", "\n".join(rows[half:]), raises="group"),
    ]
    # ``\t`` in a row is the tab a Go trace or a text table puts before a field.
    return [dataclasses.replace(case, text=case.text.replace("\\t", "\t")) for case in cases]
