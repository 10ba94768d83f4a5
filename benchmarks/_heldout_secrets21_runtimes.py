"""Held-out set 21: error output of languages other than Python quoting credentials.

Messages and log lines in the shapes the runtimes and their common libraries print, taken from
their sources or documentation as remembered (not run here; the ``cli`` kind runs Node, Java,
Perl and Tcl for real), none of the shapes set 20 wrote: Node (``ERR_HTTP_INVALID_HEADER_VALUE``
quoting the value, an ``AxiosError``'s ``toJSON`` with its config, a ``got`` ``HTTPError`` with
its options' URL, a Jest snapshot diff), Java and Kotlin (a Hikari config dump at DEBUG,
Jackson's ``MismatchedInputException`` quoting its source, kotlinx.serialization's "JSON
input", OkHttp's ``HttpLoggingInterceptor`` at BODY, Kotlin's ``toInt`` failing), Go
(``net/http`` rejecting a header value, ``strconv`` in an ``envconfig`` error, a
``zap`` JSON log of a request, ``%v`` of an ``http.Header``), Rust (``reqwest``'s error with
its URL, ``toml``'s error snippet, ``tracing``'s span fields), Ruby (Faraday's logger,
``Integer()``'s ``ArgumentError``, a Rails request log with an unfiltered parameter, a
Sidekiq retry line), .NET (.NET 8's ``FormatException`` quoting its input, an
``HttpClient`` log line with a query key, an ``IOptions`` validation message), PHP (a
``PDOException`` trace with arguments) and Elixir (``:erlang.binary_to_integer`` in an
``ArgumentError``, an Ecto ``Repo`` config in a ``DBConnection`` error). The names in them
are invented.
"""

from __future__ import annotations

import dataclasses

from _heldout_secrets_harness import Case, Values

__all__ = ["runtime_cases"]

ROWS = r"""
node invalid header value ¦ Node's ERR_HTTP_INVALID_HEADER_VALUE quoting the value ¦ {A40} ¦ TypeError [ERR_HTTP_INVALID_HEADER_VALUE]: Invalid value "Bearer {t}\n" for header "Authorization"\n    at ClientRequest.setHeader (node:_http_outgoing:662:3)\n    at new ClientRequest (node:_http_client:291:14) {\n  code: 'ERR_HTTP_INVALID_HEADER_VALUE'\n}
node axios tojson ¦ an AxiosError's toJSON() logged by an app (config with headers) ¦ {A40} ¦ {\n  message: 'Request failed with status code 403',\n  name: 'AxiosError',\n  config: {\n    method: 'get',\n    url: 'https://api.acme.io/v2/reports',\n    headers: { Accept: 'application/json', 'X-Auth-Key': '{t}' },\n    timeout: 10000\n  },\n  code: 'ERR_BAD_REQUEST',\n  status: 403\n}
node got httperror ¦ got's HTTPError with the options' URL printed by a caller ¦ {u40} ¦ HTTPError: Response code 401 (Unauthorized)\n    at Request.<anonymous> (/srv/app/node_modules/got/dist/source/as-promise/index.js:118:42)\n  options.url: https://maps.acme.io/geocode/v1/json?q=Lisbon&key={t}&limit=1
node jest snapshot ¦ a Jest snapshot failure showing the received object ¦ {A32} ¦ ● config › loads the mail transport\n\n    expect(received).toMatchSnapshot()\n\n    - Snapshot  - 1\n    + Received  + 1\n\n      Object {\n        "host": "smtp.acme.io",\n    -   "pass": "",\n    +   "pass": "{t}",\n        "user": "alerts",\n      }
java hikari config dump ¦ HikariCP's config dump at DEBUG (the password masked, the URL not) ¦ {p} ¦ DEBUG com.zaxxer.hikari.HikariConfig - HikariPool-1 - configuration:\nDEBUG com.zaxxer.hikari.HikariConfig - connectionTimeout...............30000\nDEBUG com.zaxxer.hikari.HikariConfig - jdbcUrl.........................jdbc:mysql://mysql-5:3306/orders?user=orders&password={t}&useSSL=true\nDEBUG com.zaxxer.hikari.HikariConfig - password........................<masked>
java jackson source ¦ Jackson's MismatchedInputException quoting its (String) source ¦ {A32} ¦ com.fasterxml.jackson.databind.exc.InvalidFormatException: Cannot deserialize value of type `int` from String "{t}": not a valid `int` value\n at [Source: (String)"{"port":"{t}","host":"mq-1"}"; line: 1, column: 9] (through reference chain: com.acme.MqConfig["port"])
kotlin serialization input ¦ kotlinx.serialization's JsonDecodingException with the JSON input ¦ {A40} ¦ kotlinx.serialization.json.internal.JsonDecodingException: Unexpected JSON token at offset 14: Expected quotation mark '"', but had 'x' instead at path: $.retries\nJSON input: {"retries": x3, "signingKey": "{t}"}
okhttp body log ¦ OkHttp's HttpLoggingInterceptor at Level.BODY ¦ {A40} ¦ I/okhttp.OkHttpClient: --> POST https://api.acme.io/v1/devices\nI/okhttp.OkHttpClient: Content-Type: application/json; charset=utf-8\nI/okhttp.OkHttpClient: Authorization: Token {t}\nI/okhttp.OkHttpClient: {"name":"pixel-8"}\nI/okhttp.OkHttpClient: --> END POST (17-byte body)
kotlin toint ¦ Kotlin's String.toInt() failing on a swapped argument ¦ {l32} ¦ Exception in thread "main" java.lang.NumberFormatException: For input string: "{t}"\n\tat java.base/java.lang.NumberFormatException.forInputString(NumberFormatException.java:67)\n\tat java.base/java.lang.Integer.parseInt(Integer.java:662)\n\tat com.acme.cli.MainKt.main(Main.kt:14)
go invalid header ¦ Go's net/http rejecting a header value (%q of the value) ¦ {A40} ¦ Post "https://api.acme.io/v1/events": net/http: invalid header field value "Bearer {t}\\n" for key Authorization
go envconfig strconv ¦ envconfig's error wrapping strconv (a value in the wrong variable) ¦ {A32} ¦ envconfig.Process: assigning APP_PORT to Port: converting '{t}' to type int. details: strconv.ParseInt: parsing "{t}": invalid syntax
go zap request ¦ a zap JSON log line of an outgoing request's headers ¦ {A40} ¦ {"level":"error","ts":1764932411.52,"caller":"client/http.go:88","msg":"upstream 401","method":"GET","url":"https://api.acme.io/v1/stock","headers":{"Accept":["application/json"],"X-Api-Token":["{t}"]}}
go http header v ¦ a Go log.Printf("%v") of an http.Header ¦ {A40} ¦ 2026/12/05 11:14:02 retrying after 502, request headers: map[Authorization:[Bearer {t}] Content-Type:[application/json] User-Agent:[acme-sync/1.4]]
rust reqwest url ¦ reqwest's error Display with the request URL ¦ {A32} ¦ Error: error sending request for url (https://api.acme.io/v1/rates?access_key={t}&base=EUR)\n\nCaused by:\n    0: client error (Connect)\n    1: tcp connect error: Connection refused (os error 111)
rust toml snippet ¦ the toml crate's parse error with its snippet ¦ {A32} ¦ Error: TOML parse error at line 4, column 11\n  |\n4 | api_key = {t}\n  |           ^\ninvalid string\nexpected `"`, `'`
rust tracing span ¦ a tracing fmt line with span fields ¦ {A40} ¦ 2026-12-05T11:20:41.118Z ERROR sync{tenant="acme" webhook_secret="{t}"}: acme_sync::hooks: signature mismatch
ruby faraday logger ¦ Faraday's logger middleware with headers ¦ {A40} ¦ I, [2026-12-05T11:22:07.331 #4412]  INFO -- request: GET https://api.acme.io/v3/invoices\nI, [2026-12-05T11:22:07.331 #4412]  INFO -- request: User-Agent: "Faraday v2.12.2"\nAuthorization: "Token token={t}"\nI, [2026-12-05T11:22:07.702 #4412]  INFO -- response: Status 401
ruby integer argument ¦ Ruby's Integer() ArgumentError ¦ {A32} ¦ config/initializers/queue.rb:7:in `Integer': invalid value for Integer(): "{t}" (ArgumentError)\n\tfrom config/initializers/queue.rb:7:in `<main>'
rails unfiltered param ¦ a Rails request log with a parameter filter_parameters did not catch ¦ {A40} ¦ Started POST "/integrations/erp" for 10.0.4.12 at 2026-12-05 11:23:51 +0000\nProcessing by IntegrationsController#create as JSON\n  Parameters: {"integration"=>{"vendor"=>"netsuite", "authcode"=>"{t}"}}\nCompleted 422 Unprocessable Entity in 41ms
sidekiq retry ¦ a Sidekiq retry log line with the job's arguments ¦ {p} ¦ 2026-12-05T11:25:10.004Z pid=17 tid=2nv class=MailboxImportJob jid=8c1e2a4f0b9d7e6c WARN: {"context":"Job raised exception","job":{"class":"MailboxImportJob","args":["imap.acme.io","ops@acme.io","{t}"],"retry_count":2},"error_message":"Net::IMAP::NoResponseError"}
dotnet format exception ¦ .NET 8's FormatException quoting its input ¦ {A32} ¦ System.FormatException: The input string '{t}' was not in a correct format.\n   at System.Number.ThrowFormatException[TChar](ReadOnlySpan`1 value)\n   at System.Int32.Parse(String s)\n   at Acme.Worker.Settings.Load() in /src/Worker/Settings.cs:line 31
dotnet httpclient query ¦ an HttpClient log line (ClientHandler) with a function key in the query ¦ {u56} ¦ info: System.Net.Http.HttpClient.Default.ClientHandler[100]\n      Sending HTTP request POST https://acme-fn.azurewebsites.net/api/ingest?code={t}==\ninfo: System.Net.Http.HttpClient.Default.ClientHandler[101]\n      Received HTTP response headers after 212.4ms - 401
dotnet options validation ¦ an IOptions DataAnnotations validation failure naming a value ¦ {A40} ¦ Microsoft.Extensions.Options.OptionsValidationException: DataAnnotation validation failed for 'SmsOptions' members: 'SenderId' with the error: 'The field SenderId must be a string with a maximum length of 11.'; value was '{t}' (AuthToken and SenderId swapped in appsettings.Production.json)
php pdo trace ¦ a PHP PDOException trace with arguments (zend.exception_ignore_args=Off) ¦ {p} ¦ PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000] [2002] Connection refused in /var/www/shop/src/Db.php:18\nStack trace:\n#0 /var/www/shop/src/Db.php(18): PDO->__construct('mysql:host=db-1...', 'shop', '{t}', Array)\n#1 /var/www/shop/public/index.php(9): Shop\Db::connect()\n#2 {main}
elixir binary to integer ¦ Elixir's ArgumentError from :erlang.binary_to_integer with its argument ¦ {A32} ¦ ** (ArgumentError) errors were found at the given arguments:\n\n  * 1st argument: not a textual representation of an integer\n\n    :erlang.binary_to_integer("{t}")\n    (acme 0.9.1) lib/acme/config.ex:22: Acme.Config.port!/0
elixir ecto config ¦ a DBConnection error after which Ecto's Repo config was inspected ¦ {p} ¦ [error] Postgrex.Protocol (#PID<0.412.0>) failed to connect: ** (Postgrex.Error) FATAL 28P01 (invalid_password) password authentication failed for user "acme"\n[debug] repo config: [hostname: "pg-4", username: "acme", password: "{t}", database: "acme_prod", pool_size: 10]
"""


def runtime_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    cases = [
        *v.table("runtime", "\n".join(rows[:half]), raises="keyerror"),
        *v.table("runtime", "\n".join(rows[half:]), raises="oserror"),
    ]
    # ``\t`` in a row is the tab a JVM or Ruby puts before a frame.
    return [dataclasses.replace(case, text=case.text.replace("\\t", "\t")) for case in cases]
